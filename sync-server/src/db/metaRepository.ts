import type { Db } from './database';

/**
 * Facts about the database itself (`app_meta`). Also the pattern every repository follows:
 * prepare statements once, expose small functions that take and return domain values, no SQL
 * outside this folder.
 */
export function createMetaRepository(db: Db) {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM app_meta WHERE key = ?');
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO app_meta (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const insertIfMissing = db.prepare<[string, string, string]>(
    'INSERT INTO app_meta (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING',
  );

  return {
    async get(key: string): Promise<string | null> {
      return (await select.get(key))?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await upsert.run(key, value, new Date().toISOString());
    },
    /** Keeps the first value ever written, e.g. the version that created the database. */
    async setIfMissing(key: string, value: string): Promise<void> {
      await insertIfMissing.run(key, value, new Date().toISOString());
    },
  };
}

/** The `app_meta` repository. */
export type MetaRepository = ReturnType<typeof createMetaRepository>;
