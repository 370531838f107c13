/**
 * Lookups per verdict on whether the cache is worth asking, and the hit rates that turn asking
 * off and on again. A miss costs the stamp read (a few µs), a hit saves the row read and building
 * the value (about three times that): below a quarter asking loses, so it stops; at half it starts
 * again. The gap keeps a rate near either line from switching at every verdict.
 */
export const HIT_WINDOW = 256;
const STOP_BELOW = 0.25;
const START_AT = 0.5;
/**
 * While not asked, one read in this many still reads the stamp with its data (about 1 µs more)
 * and hands the value over, so the cache keeps learning whether asking would pay.
 */
export const LEARN_EVERY = 16;

/**
 * How a read goes (`StampedCache.plan`): `ask` reads the stamp, looks the value up, and on a miss
 * reads the data and `set`s it under that stamp; `learn` reads the data with the stamp it was
 * read at (one statement) and `set`s it; `skip` just reads the data.
 */
export type CachePlan = 'ask' | 'learn' | 'skip';

/**
 * Values built from the database, kept while its change stamp (`Db.changeStamp`) stays the same:
 * any committed write empties the cache, so nothing is served that a write could have changed, and
 * no write path has to know what to invalidate. Bounded by the summed `size` of its values (the
 * least recently used go first); a value bigger than the bound is not kept.
 *
 * While writes come steadily nearly every lookup misses, and reading the stamp only to miss costs
 * more than the hits save: `plan` then stops saying `ask`, and callers read the data without
 * looking here, but now and then hand a value over with the stamp it was read at (`learn`), which
 * tells whether a lookup would have hit. Once enough would have, reads are asked again.
 */
export class StampedCache<T> {
  private readonly values = new Map<string, T>();
  private stamp: string | null = null;
  private total = 0;
  private asking = true;
  private seen = 0;
  private hits = 0;
  private unlearned = 0;

  constructor(
    private readonly limit: number,
    private readonly size: (value: T) => number,
  ) {}

  /** How the next read should go: asked while enough lookups hit to pay for the stamp reads. */
  plan(): CachePlan {
    if (this.asking) return 'ask';
    this.unlearned += 1;
    if (this.unlearned < LEARN_EVERY) return 'skip';
    this.unlearned = 0;
    return 'learn';
  }

  /** The value kept for `key` at `stamp` (the stamp read before this lookup), if any. */
  get(key: string, stamp: string): T | undefined {
    if (stamp !== this.stamp) {
      this.clear();
      this.stamp = stamp;
      this.observe(false);
      return undefined;
    }
    const value = this.values.get(key);
    if (value !== undefined) {
      // Most recently used last, so eviction takes the first.
      this.values.delete(key);
      this.values.set(key, value);
    }
    this.observe(value !== undefined);
    return value;
  }

  /**
   * Keeps `value`, built from data read at `stamp` (in the same snapshot, or with `stamp` read
   * before the data). A stamp other than the cache's means the database changed: what was kept is
   * dropped and the cache takes this stamp. Any order is safe, as a value is only given to a
   * lookup under the very stamp it was read at; a late value under an older stamp only empties
   * the cache once more.
   */
  set(key: string, stamp: string, value: T): void {
    if (stamp !== this.stamp) {
      this.clear();
      this.stamp = stamp;
      if (!this.asking) this.observe(false);
    } else if (!this.asking) this.observe(this.values.has(key));
    const size = this.size(value);
    if (size > this.limit) return;
    this.remove(key);
    this.values.set(key, value);
    this.total += size;
    for (const [oldest, kept] of this.values) {
      if (this.total <= this.limit) break;
      this.values.delete(oldest);
      this.total -= this.size(kept);
    }
  }

  /** How many values are kept (for tests). */
  get count(): number {
    return this.values.size;
  }

  /** Counts a lookup that hit or missed (or would have); every HIT_WINDOW of them decide. */
  private observe(hit: boolean): void {
    this.seen += 1;
    if (hit) this.hits += 1;
    if (this.seen < HIT_WINDOW) return;
    const rate = this.hits / this.seen;
    this.asking = this.asking ? rate >= STOP_BELOW : rate >= START_AT;
    this.seen = 0;
    this.hits = 0;
  }

  private remove(key: string): void {
    const old = this.values.get(key);
    if (old === undefined) return;
    this.values.delete(key);
    this.total -= this.size(old);
  }

  private clear(): void {
    this.values.clear();
    this.total = 0;
  }
}
