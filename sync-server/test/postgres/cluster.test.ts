import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, MISSING_POSTGRES } from './cluster';
import { testPostgresDatabase } from './database';

describe('the throwaway PostgreSQL of the test run', () => {
  let database: Awaited<ReturnType<typeof testPostgresDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    database = await testPostgresDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('is a real PostgreSQL on 127.0.0.1, fsync off, not running as root, in a database of its own', async () => {
    const { rows } = await client.query<{
      version: string;
      fsync: string;
      addr: string;
      db: string;
      superuser: string;
    }>(
      `SELECT version() AS version, current_setting('fsync') AS fsync, host(inet_server_addr()) AS addr,
              current_database() AS db, current_setting('is_superuser') AS superuser`,
    );
    const row = rows[0];
    expect(row?.version).toMatch(/^PostgreSQL \d+/);
    expect(row?.fsync).toBe('off');
    expect(row?.addr).toBe('127.0.0.1');
    expect(row?.db).toMatch(/^spine_test_/);
    // The backend serving us is a process on this machine: its real uid is not root's.
    const backend = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const status = readFileSync(`/proc/${backend.rows[0]?.pid}/status`, 'utf8');
    expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).not.toBe('0');
  });

  it('gives each caller a new empty database', async () => {
    const other = await testPostgresDatabase();
    try {
      expect(other.url).not.toBe(database.url);
      const second = new pg.Client({ connectionString: other.url });
      await second.connect();
      const { rows } = await second.query<{ n: string }>(
        "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
      await second.end();
      expect(rows[0]?.n).toBe('0');
    } finally {
      await other.drop();
    }
  });

  it('names what to install when the binaries are missing', () => {
    expect(findPostgresBin({ PG_BIN: '/nonexistent' })).toBeNull();
    expect(MISSING_POSTGRES).toContain('apt-get install -y postgresql');
  });
});
