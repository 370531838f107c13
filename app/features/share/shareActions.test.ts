import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareErrorKind } from './useSharedMap';
import { shareMap, shareUrl } from './shareActions';

const alerts: string[] = [];
afterEach(() => {
  alerts.length = 0;
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});
function stubNavigator(
  share: ((data: ShareData) => Promise<void>) | undefined,
  writeText: (text: string) => Promise<void>,
) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.spyOn(window, 'alert').mockImplementation((text?: string) => void alerts.push(String(text)));
}

describe('share actions', () => {
  it('builds the full link from the origin', () => {
    expect(shareUrl('abc', 'https://spine.example')).toBe('https://spine.example/share/abc');
  });

  it('uses the native share sheet with the spec text', async () => {
    const shared: ShareData[] = [];
    stubNavigator(
      (data) => Promise.resolve(void shared.push(data)),
      () => Promise.resolve(),
    );
    await shareMap('Support', 'https://x/share/1');
    expect(shared).toEqual([
      { title: 'Support', text: 'Check out this spine map: Support', url: 'https://x/share/1' },
    ]);
    expect(alerts).toEqual([]);
  });

  it('falls back to the clipboard, then to an alert with the link', async () => {
    const copied: string[] = [];
    stubNavigator(undefined, (text) => Promise.resolve(void copied.push(text)));
    await shareMap('Support', 'https://x/share/1');
    expect(copied).toEqual(['https://x/share/1']);
    expect(alerts).toEqual(['Share link copied to clipboard!']);

    alerts.length = 0;
    stubNavigator(
      () => Promise.reject(new Error('no')),
      () => Promise.reject(new Error('denied')),
    );
    await shareMap('Support', 'https://x/share/1');
    expect(alerts).toEqual(['Share this link: https://x/share/1']);
  });

  it('matches error messages as spec §8 does', () => {
    expect(shareErrorKind('403: {"message":"Access denied"}')).toBe('access');
    expect(shareErrorKind('Access denied')).toBe('access');
    expect(shareErrorKind('404: {"message":"Spine map not found"}')).toBe('notFound');
    expect(shareErrorKind('500: boom')).toBe('other');
  });
});
