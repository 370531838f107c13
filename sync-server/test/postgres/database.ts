import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openStorage, type Storage } from '../../src/db/repositories';
import { createDatabase } from './cluster';

/**
 * A new empty PostgreSQL database on the run's throwaway cluster (started by ./globalSetup.ts);
 * call `drop()` after the test file. Throws the reason when there is no PostgreSQL, so a test that
 * needs it fails instead of being skipped.
 */
export async function testPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const error = inject('postgresError');
  const adminUrl = inject('postgresUrl');
  if (error || !adminUrl)
    throw new Error(error || 'No PostgreSQL for this test run (see test/postgres/globalSetup.ts).');
  return createDatabase(adminUrl);
}

/**
 * A migrated database of the file's own and a plain client on it, opened before the file's tests
 * (`client` is set once the first hook has run) and dropped after.
 */
export function useMigratedPostgres() {
  const opened = { client: undefined as unknown as pg.Client };
  let database: Awaited<ReturnType<typeof testPostgresDatabase>> | undefined;
  let storage: Storage | undefined;
  beforeAll(async () => {
    database = await testPostgresDatabase();
    storage = openStorage({ dataDir: '/nonexistent', databaseUrl: database.url });
    await storage.migrate();
    opened.client = new pg.Client({ connectionString: database.url });
    await opened.client.connect();
  });
  afterAll(async () => {
    await opened.client?.end();
    await storage?.close();
    await database?.drop();
  });
  return opened;
}
