import { describe, expect, it } from 'vitest';

// Vitest 4 silently ignores a misplaced workspace file; this proves the app project really runs in jsdom.
describe('app test environment', () => {
  it('runs in jsdom with a DOM and a real IndexedDB implementation', () => {
    expect(typeof window).toBe('object');
    expect(typeof window.document).toBe('object');
    expect(navigator.userAgent).toMatch(/jsdom/i);
    const element = document.createElement('div');
    element.textContent = 'hello';
    document.body.append(element);
    expect(document.body.textContent).toContain('hello');
    element.remove();
    expect(typeof indexedDB.open).toBe('function');
  });
});
