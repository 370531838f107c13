/**
 * Values built from the database, kept while its change stamp (`Db.changeStamp`) stays the same:
 * any committed write empties the cache, so nothing is served that a write could have changed, and
 * no write path has to know what to invalidate. Bounded by the summed `size` of its values (the
 * least recently used go first); a value bigger than the bound is not kept.
 */
export class StampedCache<T> {
  private readonly values = new Map<string, T>();
  private stamp: string | null = null;
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly size: (value: T) => number,
  ) {}

  /** The value kept for `key` at `stamp` (the stamp read before this lookup), if any. */
  get(key: string, stamp: string): T | undefined {
    if (stamp !== this.stamp) {
      this.clear();
      this.stamp = stamp;
      return undefined;
    }
    const value = this.values.get(key);
    if (value !== undefined) {
      // Most recently used last, so eviction takes the first.
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  /**
   * Keeps `value`, built from data read after `stamp` was read. Under any other stamp than the
   * cache's it is dropped: the database has changed since, or the value would be labelled newer
   * than it is.
   */
  set(key: string, stamp: string, value: T): void {
    if (stamp !== this.stamp) return;
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
