import { loadConfig } from './config';
import { openStorage } from './db/repositories';

/**
 * `npm run db:migrate`: applies the migrations the configured database (DATABASE_URL, else SQLite
 * under DATA_DIR) has not seen, then exits. Safe while instances run or start: on PostgreSQL each
 * migration runs in its own transaction under an advisory lock. Returns the versions applied.
 */
export async function migrateConfigured(
  env: Record<string, string | undefined> = process.env,
): Promise<number[]> {
  const config = loadConfig(env);
  const storage = openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await storage.migrate();
  } finally {
    await storage.close();
  }
}

// Run as a program (the bundle dist/server/migrateMain.js), not when a test imports it.
if (process.argv[1]?.endsWith('migrateMain.js')) {
  try {
    const applied = await migrateConfigured();
    console.log(
      applied.length > 0 ? `Applied migrations ${applied.join(', ')}.` : 'The database is up to date.',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
