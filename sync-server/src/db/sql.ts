import type { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { ChangeEvent } from '../live/events';

// The one async SQL seam (issue 19): the repositories write plain SQL that both SQLite and
// PostgreSQL accept, with `?` or `@name` placeholders, through `db.prepare(sql)`; the few
// statements the dialects disagree on branch on `db.dialect`. A transaction is a callback
// (`change`, `write`, `snapshot`); statements inside it run on its connection, found through
// AsyncLocalStorage, so repositories never pass a connection around. The backends: sqliteDb.ts
// and postgresDb.ts.

export type Dialect = 'sqlite' | 'postgres';

/** What a statement's parameters look like: positional values, or one object of named ones. */
export type Args<P> = P extends unknown[] ? P : [P];

/** A prepared statement; every call is async and runs inside the caller's transaction when there is one. */
export interface Statement<P extends unknown[] | object = unknown[], R = unknown> {
  get(...params: Args<P>): Promise<R | undefined>;
  all(...params: Args<P>): Promise<R[]>;
  run(...params: Args<P>): Promise<{ changes: number }>;
  /**
   * Runs a write inside the open transaction without waiting for it: on PostgreSQL it goes out
   * with whatever the transaction sends next (pipelined, COMMIT included), and the transaction
   * fails with its error. For writes whose result nobody reads.
   */
  send(...params: Args<P>): void;
  /**
   * `send`, for a statement whose rows the caller wants once the transaction has committed: the
   * callback returns without awaiting them (so they go out with COMMIT), and awaits them after.
   */
  sendAll(...params: Args<P>): Promise<R[]>;
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
  /**
   * PostgreSQL: the channel `beforeCommit` notifies on. A statement whose events' seqs are only
   * known in SQL notifies them itself, on this channel (group commit: pushGroup.ts).
   */
  channel?: string;
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
  /** PostgreSQL: the channel announced events are notified on (EventPublisher.channel), if any. */
  readonly notifyChannel: string | null;
  /**
   * A value that differs after any write committed since it was read, by this process or another,
   * so what was built from the data may be reused while it stays the same; null where no check is
   * both exact and cheap (PostgreSQL: other instances write) and inside a transaction (its own
   * writes are not committed).
   */
  changeStamp(): Promise<string | null>;
  /**
   * A SELECT expression giving the same value as `changeStamp`, read in the statement's own
   * snapshot, so a row and the stamp it was read at come from one statement; null where
   * `changeStamp` is always null. Inside a transaction it counts uncommitted writes: check
   * `inTransaction` before keeping anything read with it.
   */
  readonly changeStampSql: string | null;
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
  /** How each PostgreSQL push went: 0 decided ahead, 1 ahead but stale every time, 2 needed the lock. */
  pushWays: new Samples(),
  /** PostgreSQL group commit: how many decided push batches each group transaction carried. */
  pushGroupSize: new Samples(),
};

/** What a transaction carries through AsyncLocalStorage. */
export interface TxState {
  kind: TransactionKind;
  /** PostgreSQL: the transaction's connection. */
  client?: pg.PoolClient;
  counterLocked: boolean;
  /** What the transaction announced, published at commit. */
  events: ChangeEvent[];
  /** Statements sent with `send`, settled before the transaction commits. */
  sent: Promise<unknown>[];
  /** PostgreSQL: round trips so far (statements sent while none was in flight), and those in flight. */
  roundTrips: number;
  inFlight: number;
}

/** Waits for every promise; throws the first failure (in their order), if any. */
export async function settleAll(promises: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(promises)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The three transaction kinds over one `transaction(kind, fn)` each backend implements. */
export abstract class TransactionalDb {
  protected abstract transaction<T>(kind: TransactionKind, fn: () => Promise<T>): Promise<T>;
  protected abstract readonly als: AsyncLocalStorage<TxState>;
  protected publisher: EventPublisher = {};

  setPublisher(publisher: EventPublisher): void {
    this.publisher = publisher;
  }

  get notifyChannel(): string | null {
    return this.publisher.channel ?? null;
  }

  announce(event: ChangeEvent): Promise<void> {
    const state = this.als.getStore();
    if (!state) return this.publishNow([event]);
    state.events.push(event);
    return Promise.resolve();
  }

  /** Publishes events announced outside any transaction. */
  protected abstract publishNow(events: ChangeEvent[]): Promise<void>;

  /** Keeps a sent statement's outcome for the commit (Statement.send). */
  defer(outcome: Promise<unknown>): void {
    const state = this.als.getStore();
    if (!state) throw new Error('Statement.send needs an open transaction');
    outcome.catch(() => undefined); // settled at commit
    state.sent.push(outcome);
  }

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
