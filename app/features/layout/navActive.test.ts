import { describe, expect, it } from 'vitest';
import { isNavActive } from './navActive';

describe('isNavActive', () => {
  it('marks home active only on an exact match', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/learn', '/')).toBe(false);
    expect(isNavActive('/generator', '/')).toBe(false);
  });

  it('marks a section active on its own path and below it', () => {
    expect(isNavActive('/learn', '/learn')).toBe(true);
    expect(isNavActive('/learn/needs', '/learn')).toBe(true);
    expect(isNavActive('/templates/', '/templates')).toBe(true);
  });

  it('does not match a different path that merely shares the prefix', () => {
    expect(isNavActive('/learning', '/learn')).toBe(false);
    expect(isNavActive('/generators', '/generator')).toBe(false);
    expect(isNavActive('/catalogue', '/learn')).toBe(false);
  });

  it('ignores query strings and fragments', () => {
    expect(isNavActive('/generator?refine=abc', '/generator')).toBe(true);
    expect(isNavActive('/?x=1', '/')).toBe(true);
  });
});
