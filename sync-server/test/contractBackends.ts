import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openStorage, type Storage } from '../src/db/repositories';
import { tempDir } from './helpers';
import { testPostgresDatabase } from './postgres/database';

// The backends of the repository contract (issue 19): the same tests against SQLite (a temp file)
// and a real PostgreSQL (the test run's throwaway cluster, a database of the file's own). Without
// PostgreSQL the second half fails with the reason; it is never skipped.

export interface Backend {
  name: string;
  open: () => Promise<{ options: { dataDir: string; databaseUrl?: string }; cleanup: () => Promise<void> }>;
}

export const BACKENDS: Backend[] = [
  {
    name: 'SQLite',
    open: () => {
      const dir = tempDir('spine-contract-');
      return Promise.resolve({
        options: { dataDir: dir.path },
        cleanup: () => Promise.resolve(dir.remove()),
      });
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const database = await testPostgresDatabase();
      return { options: { dataDir: '/nonexistent', databaseUrl: database.url }, cleanup: database.drop };
    },
  },
];

/**
 * Opens a migrated, seeded storage on `backend` before the describe block's tests and closes it
 * after; `storage` is set once the block's first hook has run. `user()` makes a new account.
 */
export function useContractStorage(backend: Backend) {
  const opened = {
    storage: undefined as unknown as Storage,
    user: async (name = 'someone') => {
      const created = await opened.storage.repos.users.create(
        `${name}-${randomUUID()}@example.com`,
        'scrypt$hash',
      );
      if (!created) throw new Error('no user');
      return created;
    },
  };
  let cleanup: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const backendOpened = await backend.open();
    cleanup = backendOpened.cleanup;
    opened.storage = openStorage(backendOpened.options);
    await opened.storage.migrate();
    await opened.storage.seedContent();
  });
  afterAll(async () => {
    await opened.storage?.close();
    await cleanup();
  });
  return opened;
}
