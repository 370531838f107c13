import { describe, expect, it } from 'vitest';
import { bundledContentStamp, compareVersions, shouldSeed } from '../src/db/contentSeed';

describe('content seeding rule', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('0.1.0', '0.1.0')).toBe(0);
    expect(compareVersions('0.1', '0.1.1')).toBe(-1);
  });

  it("seeds an unseeded database, an older version's and a changed build; never over a newer version", () => {
    const bundled = bundledContentStamp('1.2.0');
    expect(bundled.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(shouldSeed(null, bundled)).toBe(true);
    expect(shouldSeed({ version: '1.1.9', hash: bundled.hash }, bundled)).toBe(true);
    expect(shouldSeed({ version: '1.2.0', hash: 'other' }, bundled)).toBe(true);
    expect(shouldSeed({ version: '1.2.0', hash: bundled.hash }, bundled)).toBe(false);
    expect(shouldSeed({ version: '1.3.0', hash: 'other' }, bundled)).toBe(false);
  });
});
