import { describe, expect, it } from 'vitest';
import { HLC_MAX_SKEW_MS, clampHlc, compareHlc, encodeHlc, hlcNow, hlcReceive, parseHlc } from './hlc';
import { seededRandom } from '../seededRandom';

const T0 = Date.UTC(2026, 0, 1);

describe('hlc encoding', () => {
  it('round-trips through encode and parse', () => {
    const parts = { ms: T0, counter: 42, node: '3f2a-device_1' };
    expect(parseHlc(encodeHlc(parts))).toEqual(parts);
  });

  it('rejects text that is not a clock', () => {
    expect(parseHlc('1')).toBeNull();
    expect(parseHlc('')).toBeNull();
    expect(parseHlc('00000000000000a-000000-n')).toBeNull();
    expect(parseHlc('000000000000001-000000-bad node')).toBeNull();
  });

  it('sorts as strings in the same order as by (ms, counter, node)', () => {
    const random = seededRandom(7);
    const readings = Array.from({ length: 300 }, () => ({
      // Few distinct ms and counters, so ties on the leading fields are common.
      ms: random() < 0.5 ? T0 + Math.floor(random() * 4) : Math.floor(random() * 1e13),
      counter: random() < 0.5 ? Math.floor(random() * 3) : Math.floor(random() * 999_999),
      node: ['a', 'b', 'server', 'a1'][Math.floor(random() * 4)] ?? 'a',
    }));
    const byTuple = [...readings].sort(
      (x, y) => x.ms - y.ms || x.counter - y.counter || (x.node < y.node ? -1 : x.node > y.node ? 1 : 0),
    );
    const byString = readings.map(encodeHlc).sort(compareHlc);
    expect(byString).toEqual(byTuple.map(encodeHlc));
  });

  it('refuses to encode values outside the fixed widths', () => {
    expect(() => encodeHlc({ ms: -1, counter: 0, node: 'n' })).toThrow(RangeError);
    expect(() => encodeHlc({ ms: 1, counter: 1_000_000, node: 'n' })).toThrow(RangeError);
    expect(() => encodeHlc({ ms: 1, counter: 0, node: '' })).toThrow(RangeError);
  });
});

describe('hlcNow', () => {
  it('starts from the wall clock on a fresh device', () => {
    expect(parseHlc(hlcNow(undefined, T0, 'dev'))).toEqual({ ms: T0, counter: 0, node: 'dev' });
  });

  it('counts up when the wall clock stands still or goes backwards', () => {
    const first = hlcNow(null, T0, 'dev');
    const second = hlcNow(first, T0, 'dev');
    const third = hlcNow(second, T0 - 60_000, 'dev');
    expect(parseHlc(second)).toEqual({ ms: T0, counter: 1, node: 'dev' });
    expect(parseHlc(third)).toEqual({ ms: T0, counter: 2, node: 'dev' });
  });

  it('carries a full counter into the millisecond instead of overflowing', () => {
    const full = encodeHlc({ ms: T0, counter: 999_999, node: 'dev' });
    expect(parseHlc(hlcNow(full, T0, 'dev'))).toEqual({ ms: T0 + 1, counter: 0, node: 'dev' });
  });

  it('is strictly monotonic under any sequence of wall clocks and receives', () => {
    const random = seededRandom(11);
    let clock = hlcNow(undefined, T0, 'local');
    for (let step = 0; step < 2000; step += 1) {
      const wall = T0 + Math.floor((random() - 0.3) * 100_000);
      const next =
        random() < 0.5
          ? hlcNow(clock, wall, 'local')
          : hlcReceive(
              clock,
              encodeHlc({
                ms: wall + Math.floor((random() - 0.5) * 1e7),
                counter: Math.floor(random() * 50),
                node: 'remote',
              }),
              wall,
            );
      expect(compareHlc(next, clock)).toBeGreaterThan(0);
      clock = next;
    }
  });
});

describe('hlcReceive', () => {
  it('moves past a remote clock that is ahead, keeping the local node', () => {
    const local = hlcNow(undefined, T0, 'mine');
    const remote = encodeHlc({ ms: T0 + 1000, counter: 4, node: 'theirs' });
    const next = hlcReceive(local, remote, T0);
    expect(parseHlc(next)).toEqual({ ms: T0 + 1000, counter: 5, node: 'mine' });
    expect(compareHlc(next, remote)).toBeGreaterThan(0);
  });

  it('takes the larger counter plus one when both clocks share the millisecond', () => {
    const local = encodeHlc({ ms: T0, counter: 2, node: 'mine' });
    const remote = encodeHlc({ ms: T0, counter: 9, node: 'theirs' });
    expect(parseHlc(hlcReceive(local, remote, T0 - 5))).toEqual({ ms: T0, counter: 10, node: 'mine' });
  });

  it('follows the wall clock when it is ahead of both', () => {
    const local = encodeHlc({ ms: T0, counter: 2, node: 'mine' });
    const remote = encodeHlc({ ms: T0 + 10, counter: 9, node: 'theirs' });
    expect(parseHlc(hlcReceive(local, remote, T0 + 500))).toEqual({ ms: T0 + 500, counter: 0, node: 'mine' });
  });

  it('clamps a remote clock too far in the future instead of adopting it', () => {
    const local = hlcNow(undefined, T0, 'mine');
    const remote = encodeHlc({ ms: T0 + 365 * 24 * 3600 * 1000, counter: 0, node: 'broken' });
    const next = parseHlc(hlcReceive(local, remote, T0));
    expect(next?.ms).toBe(T0 + HLC_MAX_SKEW_MS);
  });

  it('ignores an unreadable remote clock rather than failing', () => {
    const local = hlcNow(undefined, T0, 'mine');
    expect(parseHlc(hlcReceive(local, 'garbage', T0))).toEqual({ ms: T0, counter: 1, node: 'mine' });
  });
});

describe('clampHlc', () => {
  it('leaves clocks within the skew limit untouched', () => {
    const near = encodeHlc({ ms: T0 + HLC_MAX_SKEW_MS, counter: 3, node: 'n' });
    expect(clampHlc(near, T0)).toBe(near);
  });

  it('pulls a clock beyond the limit back to wall + max skew, keeping counter and node', () => {
    const far = encodeHlc({ ms: T0 + HLC_MAX_SKEW_MS + 1, counter: 3, node: 'n' });
    expect(parseHlc(clampHlc(far, T0))).toEqual({ ms: T0 + HLC_MAX_SKEW_MS, counter: 3, node: 'n' });
  });

  it('makes a skewed clock lose to an honest later edit', () => {
    const skewed = clampHlc(encodeHlc({ ms: T0 + 86_400_000, counter: 0, node: 'a' }), T0);
    const honestLater = hlcNow(undefined, T0 + HLC_MAX_SKEW_MS + 1, 'b');
    expect(compareHlc(honestLater, skewed)).toBeGreaterThan(0);
  });
});
