import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDb } from '../../src/db/postgresDb';
import { testPostgresDatabase } from './database';

// An instance behind a balancer gets 1/N of the traffic and is often idle for seconds. pg closes a
// pooled connection after 10 s idle by default; the next burst then opened new backends, each
// preparing every statement again, and at 3 instances that was a 1–2 s stall every 10 s
// (bench:scale). Connections now stay open for minutes.

/** pg's default idle timeout, and a margin past it. */
const PG_DEFAULT_IDLE_MS = 10_000;
const MARGIN_MS = 1_500;

describe('PostgreSQL connection pool', () => {
  let database: Awaited<ReturnType<typeof testPostgresDatabase>>;
  let db: PostgresDb;

  beforeAll(async () => {
    database = await testPostgresDatabase();
    db = new PostgresDb(database.url);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('keeps an idle connection open past pg’s 10 s default (the same backend answers)', async () => {
    const backend = db.prepare<[], number>('SELECT pg_backend_pid() AS pid').pluck();
    const before = await backend.get();
    await new Promise((resolve) => setTimeout(resolve, PG_DEFAULT_IDLE_MS + MARGIN_MS));
    expect(await backend.get()).toBe(before);
    expect(db.pool.totalCount).toBe(1);
  }, 60_000);
});
