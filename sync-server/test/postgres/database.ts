import { inject } from 'vitest';
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
