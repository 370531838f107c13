import { describe, expect, it } from 'vitest';
import { HIT_WINDOW, LEARN_EVERY, StampedCache } from '../src/db/stampedCache';

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

  it('gives a value read under an older stamp only to lookups under that stamp', () => {
    const kept = cache(100);
    kept.get('b', 's2');
    kept.set('b', 's2', 'new');
    kept.set('a', 's1', 'old');
    expect(kept.count).toBe(1);
    expect(kept.get('a', 's2')).toBeUndefined();
    expect(kept.get('b', 's2')).toBeUndefined();
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

  it('stops asking while lookups miss, and asks again once they would hit', () => {
    const kept = cache(100);
    for (let write = 0; kept.plan() === 'ask'; write += 1) {
      expect(write).toBeLessThan(HIT_WINDOW);
      expect(kept.get('a', `s${write}`)).toBeUndefined();
      kept.set('a', `s${write}`, `v${write}`);
    }
    // Not asked, one read in LEARN_EVERY still hands its value over, and what would have hit.
    const plans = Array.from({ length: 3 * LEARN_EVERY }, () => kept.plan());
    expect(plans.filter((plan) => plan === 'learn')).toHaveLength(3);
    expect(plans.filter((plan) => plan === 'ask')).toHaveLength(0);
    for (let write = 0; write < 3 * HIT_WINDOW; write += 1) kept.set('a', `t${write}`, `v${write}`);
    expect(kept.plan()).not.toBe('ask');
    for (let read = 0; kept.plan() !== 'ask'; read += 1) {
      expect(read).toBeLessThan(2 * HIT_WINDOW);
      kept.set('a', 'quiet', 'same');
    }
    expect(kept.get('a', 'quiet')).toBe('same');
  });
});
