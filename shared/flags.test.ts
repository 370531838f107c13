import { describe, expect, it } from 'vitest';
import { featureFlags, isHostingPlatform } from './flags';

const at = (href: string) => ({ hostname: new URL(href).hostname, href });

describe('isHostingPlatform', () => {
  it.each([
    'https://my-app.replit.app/',
    'https://abc-123.picard.replit.dev/learn',
    'https://REPLIT.com/@me/app',
    'https://example.org/?ref=replit',
  ])('is true for %s', (href) => {
    expect(isHostingPlatform(at(href))).toBe(true);
  });

  it.each(['http://127.0.0.1:3000/', 'https://spine.example.org/generator', 'http://localhost:5173/feature-test'])(
    'is false for %s',
    (href) => {
      expect(isHostingPlatform(at(href))).toBe(false);
    },
  );

  it('checks the hostname even when the href does not mention the platform', () => {
    expect(isHostingPlatform({ hostname: 'x.Replit.App', href: '/' })).toBe(true);
  });
});

describe('featureFlags', () => {
  it('shows branding off the platform, with analytics on and experiments off', () => {
    expect(featureFlags(at('https://spine.example.org/'))).toEqual({
      showSpineExplorerBranding: true,
      enableAdvancedAnalytics: true,
      enableExperimentalFeatures: false,
    });
  });

  it('hides branding on the platform and keeps the other flags', () => {
    expect(featureFlags(at('https://my-app.replit.app/'))).toEqual({
      showSpineExplorerBranding: false,
      enableAdvancedAnalytics: true,
      enableExperimentalFeatures: false,
    });
  });
});
