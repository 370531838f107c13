import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import type { ChangeEvent } from '../live/events';
import {
  dbStats,
  settleAll,
  TransactionalDb,
  type Args,
  type Db,
  type Statement,
  type TransactionKind,
  type TxState,
} from './sql';

// The PostgreSQL side of the SQL seam (sql.ts), over `pg`: a pool; a transaction holds one client
// for its callback.

/** `?` and `@name` placeholders as `$n`, outside quotes and comments; names in their `$n` order. */
export function toPostgresPlaceholders(sql: string): { text: string; names: string[] | null } {
  let text = '';
  let positional = 0;
  const names: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === "'" || ch === '"') {
      const end = sql.indexOf(ch, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      text += sql.slice(i, stop);
      i = stop;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      text += sql.slice(i, stop);
      i = stop;
    } else if (ch === '?') {
      positional += 1;
      text += `$${positional}`;
      i += 1;
    } else if (ch === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0];
      let index = names.indexOf(name);
      if (index === -1) index = names.push(name) - 1;
      text += `$${index + 1}`;
      i += 1 + name.length;
    } else {
      text += ch;
      i += 1;
    }
  }
  if (positional > 0 && names.length > 0) throw new Error(`Mixed ? and @name placeholders: ${sql}`);
  return { text, names: names.length > 0 ? names : null };
}

/** bigint and numeric (count(*), sum()) as numbers, as SQLite returns them. */
const PG_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format ?? 'text') as unknown;
  }) as typeof pg.types.getTypeParser,
};

class PostgresStatement<P extends unknown[] | object, R> implements Statement<P, R> {
  private readonly text: string;
  private readonly name: string;
  private readonly names: string[] | null;

  constructor(
    private readonly db: PostgresDb,
    sql: string,
    private readonly plucked = false,
    translated?: { text: string; names: string[] | null },
  ) {
    const { text, names } = translated ?? toPostgresPlaceholders(sql);
    this.text = text;
    // Named: each connection parses and plans it once, not on every call.
    this.name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names = names;
    this.sql = sql;
  }

  private readonly sql: string;

  private values(params: unknown[]): unknown[] {
    if (!this.names) return params;
    const named = (params[0] ?? {}) as Record<string, unknown>;
    return this.names.map((name) => named[name] ?? null);
  }

  private async query(params: unknown[]): Promise<{ rows: unknown[]; rowCount: number }> {
    const result = await this.db.query({
      name: this.name,
      text: this.text,
      values: this.values(params),
      ...(this.plucked ? { rowMode: 'array' as const } : {}),
    });
    const rows = this.plucked ? (result.rows as unknown[][]).map((row) => row[0]) : result.rows;
    return { rows, rowCount: result.rowCount ?? 0 };
  }

  async get(...params: Args<P>): Promise<R | undefined> {
    return (await this.query(params as unknown[])).rows[0] as R | undefined;
  }

  async all(...params: Args<P>): Promise<R[]> {
    return (await this.query(params as unknown[])).rows as R[];
  }

  async run(...params: Args<P>): Promise<{ changes: number }> {
    return { changes: (await this.query(params as unknown[])).rowCount };
  }

  send(...params: Args<P>): void {
    this.db.defer(this.query(params as unknown[]));
  }

  sendAll(...params: Args<P>): Promise<R[]> {
    const rows = this.all(...params);
    this.db.defer(rows);
    return rows;
  }

  pluck(): Statement<P, R> {
    return new PostgresStatement<P, R>(this.db, this.sql, true, { text: this.text, names: this.names });
  }
}

const LOCK_COUNTER = 'SELECT value FROM change_seq WHERE id = 1 FOR UPDATE';

/**
 * Write connections per instance. Pushes decided ahead commit in one group transaction at a time
 * (pushGroup.ts), so the write pool only needs room for that, a few pushes going the locked way
 * and the rare other writes; every connection more is one more backend queued on the counter row,
 * and handing the row from one waiting backend to the next is what a busy machine is slow at.
 */
const WRITE_POOL_MAX = 4;

/** How long a pooled connection may sit idle before it is closed (see openPool). */
export const IDLE_CONNECTION_MS = 5 * 60 * 1000;

export class PostgresDb extends TransactionalDb implements Db {
  readonly dialect = 'postgres' as const;
  protected readonly als = new AsyncLocalStorage<TxState>();
  /** Snapshots (pulls) and single statements. */
  readonly pool: pg.Pool;
  /**
   * Write transactions: those waiting for the counter lock hold a connection each, so they queue
   * in a pool of their own and never make a pull or a session lookup wait for a connection.
   */
  private readonly writePool: pg.Pool;

  constructor(url: string, options: { max?: number; writeMax?: number } = {}) {
    super();
    this.pool = PostgresDb.openPool(url, options.max ?? 10);
    this.writePool = PostgresDb.openPool(url, options.writeMax ?? WRITE_POOL_MAX);
  }

  private static openPool(url: string, max: number): pg.Pool {
    // Pipelined clients: statements a transaction issues together (BEGIN, the counter lock and its
    // first reads; its writes, the notification and COMMIT) travel in one round trip, so the
    // counter lock is held for about two round trips, not one per statement.
    //
    // Idle connections stay open for minutes, not pg's 10 s: a new connection is a new backend
    // process that prepares every statement again, and an instance that is not busy for 10 s
    // then opened a whole pool's worth at the next burst. Behind a balancer each instance gets
    // 1/N of the traffic, so at 3 instances this came back every 10 s as a 1–2 s stall of all of them.
    const pool = new pg.Pool({
      connectionString: url,
      max,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      types: PG_TYPES,
      pipeline: true,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return pool;
  }

  get inTransaction(): boolean {
    return this.als.getStore() !== undefined;
  }

  /** Runs a query on the open transaction's client (counting round trips), else on the pool. */
  query(config: pg.QueryConfig): Promise<pg.QueryResult> {
    const state = this.als.getStore();
    return state ? this.onClient(state, config) : this.pool.query(config);
  }

  /** A query on the transaction's client; a round trip begins when nothing else is in flight. */
  private onClient(state: TxState, config: pg.QueryConfig | string): Promise<pg.QueryResult> {
    if (state.inFlight === 0) state.roundTrips += 1;
    state.inFlight += 1;
    this.holdWrites(state.client!);
    const result = state.client!.query(config);
    const landed = () => void (state.inFlight -= 1);
    result.then(landed, landed);
    return result;
  }

  /**
   * Statements a transaction sends in one turn of the event loop leave in one write. pg writes
   * each pipelined query on its own; on a busy machine every write wakes the backend, which then
   * reads one statement, answers it and sleeps again before the next arrives.
   */
  private holdWrites(client: pg.PoolClient): void {
    const { stream } = (client as unknown as pg.Client).connection;
    if (this.held.has(stream)) return;
    this.held.add(stream);
    stream.cork();
    process.nextTick(() => {
      this.held.delete(stream);
      stream.uncork();
    });
  }

  private readonly held = new Set<Duplex>();

  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Statement<P, R> {
    return new PostgresStatement<P, R>(this, sql);
  }

  async exec(sql: string): Promise<void> {
    const state = this.als.getStore();
    await (state ? this.onClient(state, sql) : this.pool.query(sql));
  }

  protected async transaction<T>(kind: TransactionKind, fn: () => Promise<T>): Promise<T> {
    const current = this.als.getStore();
    if (current) {
      if (current.kind === 'snapshot' && kind !== 'snapshot')
        throw new Error('A write cannot run inside a read-only snapshot');
      if (kind === 'change' && !current.counterLocked) {
        current.counterLocked = true;
        await this.onClient(current, LOCK_COUNTER);
      }
      return fn();
    }
    const asked = performance.now();
    const client = await (kind === 'snapshot' ? this.pool : this.writePool).connect();
    dbStats.poolWait.add(performance.now() - asked);
    const state: TxState = {
      kind,
      client,
      counterLocked: kind === 'change',
      events: [],
      sent: [],
      roundTrips: 0,
      inFlight: 0,
    };
    // BEGIN and the counter lock go out with the callback's first statements, unawaited.
    const opened = this.open(state);
    let broken: Error | undefined;
    try {
      const result = await this.als.run(state, fn);
      // What the callback sent unawaited, the notification and COMMIT go out together, before
      // anything is awaited (a callback that awaited nothing holds the lock for no round trip).
      const closing = [...state.sent];
      if (state.events.length > 0 && this.publisher.beforeCommit) {
        const connection = {
          query: (text: string, values?: unknown[]) => this.onClient(state, { text, values }),
        };
        closing.push(this.publisher.beforeCommit(state.events, connection));
      }
      const commit = this.onClient(state, 'COMMIT');
      const settled = settleAll([...closing, commit]);
      settled.catch(() => undefined); // awaited below, after the lock's answer
      const locked = await opened;
      await settled;
      // A failed statement the callback caught still aborted the transaction: COMMIT rolled it back.
      if ((await commit).command !== 'COMMIT') throw new Error('The transaction was rolled back');
      this.record(state, locked);
      return result;
    } catch (error) {
      const openError = await opened.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError as Error;
      });
      throw openError ?? error;
    } finally {
      client.release(broken);
    }
  }

  /** Sends BEGIN (and the counter lock); resolves when the lock is held, with the time it was. */
  private open(state: TxState): Promise<number> {
    const begin = this.onClient(
      state,
      state.kind === 'snapshot' ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN',
    );
    // Seqs are handed out under the counter's row lock, held to commit: they commit in order.
    const sent = performance.now();
    const lock = state.kind === 'change' ? this.onClient(state, LOCK_COUNTER) : null;
    const opened = Promise.all([begin, lock]).then(() => {
      const locked = performance.now();
      if (lock) dbStats.counterLockWait.add(locked - sent);
      return locked;
    });
    opened.catch(() => undefined); // surfaced by transaction()
    return opened;
  }

  private record(state: TxState, locked: number): void {
    if (state.kind === 'change') {
      dbStats.counterLockHeld.add(performance.now() - locked);
      dbStats.changeRoundTrips.add(state.roundTrips);
    } else if (state.kind === 'snapshot') dbStats.snapshotRoundTrips.add(state.roundTrips);
  }

  protected async publishNow(events: ChangeEvent[]): Promise<void> {
    await this.publisher.beforeCommit?.(events, this.pool);
  }

  readonly changeStampSql = null;

  changeStamp(): Promise<string | null> {
    // Other instances commit without this one knowing until their notification arrives, which is
    // too late for a read that must show every committed write: nothing is reused on PostgreSQL.
    return Promise.resolve(null);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.pool.query('SELECT 1 AS ok')).rows.length === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.writePool.end()]);
  }
}
