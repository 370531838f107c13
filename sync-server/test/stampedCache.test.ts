import { describe, expect, it } from 'vitest';
import { StampedCache } from '../src/db/stampedCache';

const cache = (limit: number) => new StampedCache<string>(limit, (value) => value.length);

describe('StampedCache', () => {
  it('gives back a value only under the stamp it was kept at', () => {
    const kept = cache(100);
    expect(kept.get('a', 's1')).toBeUndefined();
    kept.set('a', 's1', 'one');
    expect(kept.get('a', 's1')).toBe('one');
    expect(kept.get('a', 's2')).toBeUndefined();
    expect(kept.count).toBe(0);
    expect(kept.get('a', 's1')).toBeUndefined();
  });

  it('drops a value built under a stamp other than the latest one read', () => {
    const kept = cache(100);
    kept.get('a', 's1');
    kept.get('b', 's2');
    kept.set('a', 's1', 'stale');
    expect(kept.count).toBe(0);
    expect(kept.get('a', 's2')).toBeUndefined();
  });

  it('stays within its size, letting the least recently used go first', () => {
    const kept = cache(10);
    kept.get('a', 's');
    kept.set('a', 's', 'aaaa');
    kept.set('b', 's', 'bbbb');
    expect(kept.get('a', 's')).toBe('aaaa');
    kept.set('c', 's', 'cccc');
    expect(kept.get('b', 's')).toBeUndefined();
    expect(kept.get('a', 's')).toBe('aaaa');
    expect(kept.get('c', 's')).toBe('cccc');
    kept.set('a', 's', 'aaaaaa');
    expect(kept.get('c', 's')).toBe('cccc');
    expect(kept.get('a', 's')).toBe('aaaaaa');
    kept.set('big', 's', 'x'.repeat(11));
    expect(kept.get('big', 's')).toBeUndefined();
    expect(kept.count).toBe(2);
  });
});
