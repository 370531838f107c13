import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
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

// The SQLite side of the SQL seam (sql.ts), over better-sqlite3: one connection, statements run
// synchronously; transactions take a mutex so two requests' transactions never interleave on the
// one connection, and a statement outside any transaction waits while one is open (it would
// otherwise become part of it).

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

  send(...params: Args<P>): void {
    // Runs now (the transaction holds the one connection); a failure fails the transaction.
    this.db.defer(this.run(...params));
  }

  sendAll(...params: Args<P>): Promise<R[]> {
    const rows = this.all(...params);
    this.db.defer(rows);
    return rows;
  }

  pluck(): Statement<P, R> {
    return new SqliteStatement<P, R>(this.db, this.sql, true);
  }
}

export class SqliteDb extends TransactionalDb implements Db {
  readonly dialect = 'sqlite' as const;
  private readonly mutex = new Mutex();
  protected readonly als = new AsyncLocalStorage<TxState>();
  private stampStatements: [Database.Statement, Database.Statement] | null = null;

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
      const state: TxState = {
        kind,
        counterLocked: kind === 'change',
        events: [],
        sent: [],
        roundTrips: 0,
        inFlight: 0,
      };
      const locked = performance.now();
      if (kind === 'change') dbStats.counterLockWait.add(locked - asked);
      try {
        const result = await this.als.run(state, fn);
        await settleAll(state.sent);
        this.raw.exec('COMMIT');
        if (kind === 'change') dbStats.counterLockHeld.add(performance.now() - locked);
        if (state.events.length > 0) this.publisher.afterCommit?.(state.events);
        return result;
      } catch (error) {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
        throw error;
      } finally {
        // On Node 20 an enabled AsyncLocalStorage runs promise hooks on every promise of the
        // process (each request's too): a few microseconds of every share-page read. No
        // transaction is open between holders of the mutex, so the storage is off until the next
        // one (`run` enables it again).
        this.als.disable();
      }
    });
  }

  protected publishNow(events: ChangeEvent[]): Promise<void> {
    this.publisher.afterCommit?.(events);
    return Promise.resolve();
  }

  // changeStamp's value as one column of any statement: the pragma's table-valued form reads
  // data_version in the statement's own read transaction, so it is the version of the rows read.
  readonly changeStampSql = "(SELECT data_version FROM pragma_data_version) || ':' || total_changes()";

  changeStamp(): Promise<string | null> {
    if (this.als.getStore()) return Promise.resolve(null);
    // Read when no transaction is open (`use` waits for one to end), so the stamp never counts a
    // write that is not committed. data_version moves when another connection commits (another
    // process on the same file); total_changes counts every row this connection changed, rolled
    // back ones too (a needless miss for the reader, never a stale hit).
    return this.use(() => {
      this.stampStatements ??= [
        this.raw.prepare('PRAGMA data_version').pluck(),
        this.raw.prepare('SELECT total_changes()').pluck(),
      ];
      const [others, own] = this.stampStatements;
      // Two statements are cheaper than changeStampSql's table-valued pragma; the same text.
      return `${String(others.get())}:${String(own.get())}`;
    });
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
