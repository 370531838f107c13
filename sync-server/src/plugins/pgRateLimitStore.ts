import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';

// Rate limits in PostgreSQL (issue 19): with several instances behind a balancer, each one
// counting in its own memory would let a caller through N times as often. This store is
// @fastify/rate-limit's `store` option: one row per route and caller in `rate_limits`, counted
// with one atomic upsert, on the database's clock. (The plugin's exponential backoff is not
// supported; no route uses it.)

/** Now on the database's clock, in milliseconds. */
const NOW = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint';

// $1 key, $2 window (ms), $3 continueExceeding, $4 max. A lapsed window starts again at 1; past
// `max` with continueExceeding, every request pushes the window out again.
const INCREMENT = `
  WITH t AS (SELECT ${NOW} AS now)
  INSERT INTO rate_limits AS r (key, count, expires_at)
  SELECT $1, 1, t.now + $2 FROM t
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN r.expires_at <= excluded.expires_at - $2 THEN 1 ELSE r.count + 1 END,
    expires_at = CASE
      WHEN r.expires_at <= excluded.expires_at - $2 THEN excluded.expires_at
      WHEN $3::boolean AND r.count + 1 > $4 THEN excluded.expires_at
      ELSE r.expires_at END
  RETURNING count, expires_at - (SELECT now FROM t) AS ttl`;

const READ = `SELECT count, expires_at - ${NOW} AS ttl FROM rate_limits WHERE key = $1 AND expires_at > ${NOW}`;

const PRUNE = `DELETE FROM rate_limits WHERE expires_at < ${NOW}`;

/** Increments between two deletions of lapsed rows (per instance). */
const PRUNE_EVERY = 1000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** What the plugin hands a store (its types declare an empty options interface). */
interface StoreOptions {
  continueExceeding?: boolean;
  /** The route a child store is for (empty for `createRateLimit`'s). */
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * The store class for @fastify/rate-limit over `pool`. Keys are prefixed with the route (method
 * and URL), as the Redis store does, so two routes' limits never share a count. Limits made with
 * `createRateLimit` have no route: they are numbered in the order the app makes them, which is
 * the same on every instance of one build.
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  let increments = 0;
  let unnamed = 0;

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly continueExceeding: boolean;

    constructor(
      options: FastifyRateLimitOptions,
      private readonly prefix = 'global|',
    ) {
      this.continueExceeding = (options as StoreOptions).continueExceeding ?? false;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      increments += 1;
      if (increments % PRUNE_EVERY === 0) pool.query(PRUNE).catch(() => undefined);
      pool
        .query<{ count: number | string; ttl: number | string }>(INCREMENT, [
          this.prefix + key,
          timeWindow,
          this.continueExceeding,
          max,
        ])
        .then(
          ({ rows: [row] }) => callback(null, { current: Number(row?.count), ttl: Number(row?.ttl) }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback): void {
      pool.query<{ count: number | string; ttl: number | string }>(READ, [this.prefix + key]).then(
        ({ rows: [row] }) => callback(null, { current: Number(row?.count ?? 0), ttl: Number(row?.ttl ?? 0) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = (routeOptions as unknown as StoreOptions).routeInfo;
      const name =
        typeof route?.url === 'string' ? `${String(route.method)}${route.url}` : `limit${(unnamed += 1)}`;
      return new PostgresRateLimitStore(routeOptions, `${name}|`);
    }
  };
}
