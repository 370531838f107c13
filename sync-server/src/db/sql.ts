import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import pg from 'pg';
import type { ChangeEvent } from '../live/events';

// The one async SQL seam (issue 19): the repositories write plain SQL that both SQLite and
// PostgreSQL accept, with `?` or `@name` placeholders, through `db.prepare(sql)`; the few
// statements the dialects disagree on branch on `db.dialect`. A transaction is a callback
// (`change`, `write`, `snapshot`); statements inside it run on its connection, found through
// AsyncLocalStorage, so repositories never pass a connection around.

export type Dialect = 'sqlite' | 'postgres';

/** What a statement's parameters look like: positional values, or one object of named ones. */
type Args<P> = P extends unknown[] ? P : [P];

/** A prepared statement; every call is async and runs inside the caller's transaction when there is one. */
export interface Statement<P extends unknown[] | object = unknown[], R = unknown> {
  get(...params: Args<P>): Promise<R | undefined>;
  all(...params: Args<P>): Promise<R[]>;
  run(...params: Args<P>): Promise<{ changes: number }>;
  /** The first column of each row instead of the row (types: declare R as that column's type). */
  pluck(): Statement<P, R>;
}

/** How a transaction starts: `change` takes the change seq counter first; `snapshot` only reads. */
export type TransactionKind = 'change' | 'write' | 'snapshot';

/** Something to run SQL on: PostgreSQL's pool or a transaction's client. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Where announced events go (live/bus.ts sets it): PostgreSQL notifies inside the transaction,
 * just before COMMIT, so the notification is delivered at commit and never on rollback; SQLite
 * hands them to the in-process bus after COMMIT.
 */
export interface EventPublisher {
  beforeCommit?(events: readonly ChangeEvent[], connection: Queryable): Promise<void>;
  afterCommit?(events: readonly ChangeEvent[]): void;
}

/** The database: statements, transactions, and the dialect for the few statements that differ. */
export interface Db {
  readonly dialect: Dialect;
  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Statement<P, R>;
  /** Runs SQL text with several statements and no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * A write that takes change seqs: the counter row is locked first thing (`SELECT … FOR UPDATE`
   * on PostgreSQL; SQLite's `BEGIN IMMEDIATE` holds the one write lock), so seqs commit in order
   * and a pull never skips one. Inside another transaction, joins it (taking the counter lock then).
   */
  change<T>(fn: () => Promise<T>): Promise<T>;
  /** A write that takes no change seq (`BEGIN IMMEDIATE` on SQLite). Joins an enclosing transaction. */
  write<T>(fn: () => Promise<T>): Promise<T>;
  /** Reads at one snapshot (`REPEATABLE READ READ ONLY` on PostgreSQL). Joins an enclosing transaction. */
  snapshot<T>(fn: () => Promise<T>): Promise<T>;
  /** True inside `change`, `write` or `snapshot`. */
  readonly inTransaction: boolean;
  /**
   * Records what a write changed, for the live channel: published when the outermost transaction
   * commits (never on rollback); outside a transaction, at once. Repositories call it, not routes.
   */
  announce(event: ChangeEvent): Promise<void>;
  /** Where announced events go (the storage sets it once). */
  setPublisher(publisher: EventPublisher): void;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The latest 50,000 samples of one figure. */
class Samples {
  readonly samples: number[] = [];
  add(value: number) {
    if (this.samples.length >= 50_000) this.samples.shift();
    this.samples.push(value);
  }
}

/**
 * Where a scaled-out server waits (`npm run bench:scale` prints them): how long change transactions
 * waited for the counter lock and held it (taken to committed), how long a transaction waited for a
 * pooled connection, and the round trips (statements sent) per change and per snapshot transaction
 * on PostgreSQL.
 */
export const dbStats = {
  counterLockWait: new Samples(),
  counterLockHeld: new Samples(),
  poolWait: new Samples(),
  changeRoundTrips: new Samples(),
  snapshotRoundTrips: new Samples(),
};

/** A promise chain that runs one holder at a time. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  held = false;

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      this.held = true;
      try {
        return await fn();
      } finally {
        this.held = false;
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}

interface TxState {
  kind: TransactionKind;
  /** PostgreSQL: the transaction's connection. */
  client?: pg.PoolClient;
  counterLocked: boolean;
  /** What the transaction announced, published at commit. */
  events: ChangeEvent[];
  /** PostgreSQL: statements sent so far (BEGIN and COMMIT included). */
  roundTrips: number;
}

/** The three transaction kinds over one `transaction(kind, fn)` each backend implements. */
abstract class TransactionalDb {
  protected abstract transaction<T>(kind: TransactionKind, fn: () => Promise<T>): Promise<T>;
  protected abstract readonly als: AsyncLocalStorage<TxState>;
  protected publisher: EventPublisher = {};

  setPublisher(publisher: EventPublisher): void {
    this.publisher = publisher;
  }

  announce(event: ChangeEvent): Promise<void> {
    const state = this.als.getStore();
    if (!state) return this.publishNow([event]);
    state.events.push(event);
    return Promise.resolve();
  }

  /** Publishes events announced outside any transaction. */
  protected abstract publishNow(events: ChangeEvent[]): Promise<void>;

  change<T>(fn: () => Promise<T>): Promise<T> {
    return this.transaction('change', fn);
  }

  write<T>(fn: () => Promise<T>): Promise<T> {
    return this.transaction('write', fn);
  }

  snapshot<T>(fn: () => Promise<T>): Promise<T> {
    return this.transaction('snapshot', fn);
  }
}

// ---------------------------------------------------------------------------------------------
// SQLite (better-sqlite3): one connection, statements run synchronously; transactions take a mutex
// so two requests' transactions never interleave on the one connection, and a statement outside
// any transaction waits while one is open (it would otherwise become part of it).

class SqliteStatement<P extends unknown[] | object, R> implements Statement<P, R> {
  private statement: Database.Statement | null = null;

  constructor(
    private readonly db: SqliteDb,
    private readonly sql: string,
    private readonly plucked = false,
  ) {}

  private prepared(): Database.Statement {
    if (!this.statement) {
      this.statement = this.db.raw.prepare(this.sql);
      if (this.plucked) this.statement.pluck();
    }
    return this.statement;
  }

  get(...params: Args<P>): Promise<R | undefined> {
    return this.db.use(() => this.prepared().get(...(params as unknown[])) as R | undefined);
  }

  all(...params: Args<P>): Promise<R[]> {
    return this.db.use(() => this.prepared().all(...(params as unknown[])) as R[]);
  }

  run(...params: Args<P>): Promise<{ changes: number }> {
    return this.db.use(() => ({ changes: this.prepared().run(...(params as unknown[])).changes }));
  }

  pluck(): Statement<P, R> {
    return new SqliteStatement<P, R>(this.db, this.sql, true);
  }
}

export class SqliteDb extends TransactionalDb implements Db {
  readonly dialect = 'sqlite' as const;
  private readonly mutex = new Mutex();
  protected readonly als = new AsyncLocalStorage<TxState>();

  constructor(readonly raw: Database.Database) {
    super();
  }

  get inTransaction(): boolean {
    return this.als.getStore() !== undefined;
  }

  /** Runs a synchronous statement now, or after the open transaction when the caller is not in it. */
  use<T>(fn: () => T): Promise<T> {
    if (this.mutex.held && !this.als.getStore()) return this.mutex.run(() => Promise.resolve().then(fn));
    try {
      return Promise.resolve(fn());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Statement<P, R> {
    return new SqliteStatement<P, R>(this, sql);
  }

  exec(sql: string): Promise<void> {
    return this.use(() => void this.raw.exec(sql));
  }

  protected transaction<T>(kind: TransactionKind, fn: () => Promise<T>): Promise<T> {
    const current = this.als.getStore();
    if (current) {
      if (current.kind === 'snapshot' && kind !== 'snapshot')
        return Promise.reject(new Error('A write cannot run inside a read-only snapshot'));
      return fn();
    }
    const asked = performance.now();
    return this.mutex.run(async () => {
      // A snapshot reads at one point in time; a write takes the write lock at once, so it never
      // has to upgrade a read lock (SQLITE_BUSY_SNAPSHOT when another process wrote meanwhile).
      this.raw.exec(kind === 'snapshot' ? 'BEGIN' : 'BEGIN IMMEDIATE');
      const state: TxState = { kind, counterLocked: kind === 'change', events: [], roundTrips: 0 };
      const locked = performance.now();
      if (kind === 'change') dbStats.counterLockWait.add(locked - asked);
      try {
        const result = await this.als.run(state, fn);
        this.raw.exec('COMMIT');
        if (kind === 'change') dbStats.counterLockHeld.add(performance.now() - locked);
        if (state.events.length > 0) this.publisher.afterCommit?.(state.events);
        return result;
      } catch (error) {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
        throw error;
      }
    });
  }

  protected publishNow(events: ChangeEvent[]): Promise<void> {
    this.publisher.afterCommit?.(events);
    return Promise.resolve();
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.use(() => this.raw.prepare('SELECT 1 AS ok').get())) !== undefined;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.mutex.run(() => Promise.resolve());
    this.raw.close();
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL (pg): a pool; a transaction holds one client for its callback.

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
  private readonly names: string[] | null;

  constructor(
    private readonly db: PostgresDb,
    sql: string,
    private readonly plucked = false,
    translated?: { text: string; names: string[] | null },
  ) {
    const { text, names } = translated ?? toPostgresPlaceholders(sql);
    this.text = text;
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
    this.db.countRoundTrip();
    const result = await this.db.queryable().query({
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

  pluck(): Statement<P, R> {
    return new PostgresStatement<P, R>(this.db, this.sql, true, { text: this.text, names: this.names });
  }
}

const LOCK_COUNTER = 'SELECT value FROM change_seq WHERE id = 1 FOR UPDATE';

export class PostgresDb extends TransactionalDb implements Db {
  readonly dialect = 'postgres' as const;
  protected readonly als = new AsyncLocalStorage<TxState>();
  readonly pool: pg.Pool;

  constructor(url: string, options: { max?: number } = {}) {
    super();
    this.pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types: PG_TYPES });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
  }

  get inTransaction(): boolean {
    return this.als.getStore() !== undefined;
  }

  /** The open transaction's client, else the pool (one statement, autocommit). */
  queryable(): pg.Pool | pg.PoolClient {
    return this.als.getStore()?.client ?? this.pool;
  }

  /** Counts a statement sent in the open transaction (dbStats). */
  countRoundTrip(): void {
    const state = this.als.getStore();
    if (state) state.roundTrips += 1;
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Statement<P, R> {
    return new PostgresStatement<P, R>(this, sql);
  }

  async exec(sql: string): Promise<void> {
    await this.queryable().query(sql);
  }

  protected async transaction<T>(kind: TransactionKind, fn: () => Promise<T>): Promise<T> {
    const current = this.als.getStore();
    if (current) {
      if (current.kind === 'snapshot' && kind !== 'snapshot')
        throw new Error('A write cannot run inside a read-only snapshot');
      if (kind === 'change' && !current.counterLocked) {
        current.roundTrips += 1;
        await current.client!.query(LOCK_COUNTER);
        current.counterLocked = true;
      }
      return fn();
    }
    const asked = performance.now();
    const client = await this.pool.connect();
    dbStats.poolWait.add(performance.now() - asked);
    const state: TxState = { kind, client, counterLocked: kind === 'change', events: [], roundTrips: 2 };
    let broken: Error | undefined;
    let locked = 0;
    try {
      await client.query(kind === 'snapshot' ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
      // Seqs are handed out under the counter's row lock, held to commit: they commit in order.
      if (kind === 'change') {
        const lockAsked = performance.now();
        state.roundTrips += 1;
        await client.query(LOCK_COUNTER);
        locked = performance.now();
        dbStats.counterLockWait.add(locked - lockAsked);
      }
      const result = await this.als.run(state, fn);
      if (state.events.length > 0) {
        state.roundTrips += 1;
        await this.publisher.beforeCommit?.(state.events, client);
      }
      await client.query('COMMIT');
      if (kind === 'change') {
        dbStats.counterLockHeld.add(performance.now() - locked);
        dbStats.changeRoundTrips.add(state.roundTrips);
      } else if (kind === 'snapshot') dbStats.snapshotRoundTrips.add(state.roundTrips);
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError as Error;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  protected async publishNow(events: ChangeEvent[]): Promise<void> {
    await this.publisher.beforeCommit?.(events, this.pool);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.pool.query('SELECT 1 AS ok')).rows.length === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
