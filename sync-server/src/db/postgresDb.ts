import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { ChangeEvent } from '../live/events';
import {
  dbStats,
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
