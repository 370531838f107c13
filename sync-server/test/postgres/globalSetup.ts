import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from './cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the run's throwaway PostgreSQL, or '' when it could not start. */
    postgresUrl: string;
    /** Why there is no PostgreSQL ('' when there is one): tests that need it fail with this. */
    postgresError: string;
  }
}

/**
 * One throwaway PostgreSQL for the server project's run; each test file that needs it makes its own
 * database (`testPostgresDatabase()`). When it cannot start, SQLite tests still run and every
 * PostgreSQL test fails with the reason: never skipped silently.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: PostgresCluster | null = null;
  try {
    cluster = await startPostgresCluster();
    project.provide('postgresUrl', cluster.url);
    project.provide('postgresError', '');
  } catch (error) {
    project.provide('postgresUrl', '');
    project.provide('postgresError', error instanceof Error ? error.message : String(error));
  }
  return async () => {
    await cluster?.stop();
  };
}
