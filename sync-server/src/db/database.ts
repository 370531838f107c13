import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import { PostgresDb } from './postgresDb';
import type { Db, Dialect } from './sql';
import { SqliteDb } from './sqliteDb';

export type { Db } from './sql';

/** A migration file: `NNN_name.sql`, applied once, in order, never edited after release. */
interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

/** Where a dialect's migrations live: SQLite's in migrations/, PostgreSQL's in migrations/postgres/. */
export function migrationsDir(dialect: Dialect, root = MIGRATIONS_DIR): string {
  return dialect === 'sqlite' ? root : join(root, 'postgres');
}

/** Reads `NNN_name.sql` files in version order; two files with one number is a mistake worth a crash. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.sql')) continue;
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    migrations.push({
      version: Number(match[1]),
      name: match[2] ?? '',
      sql: readFileSync(join(dir, file), 'utf8'),
    });
  }
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]?.version === m.version)
      throw new Error(`Two migrations share number ${m.version}`);
  });
  return migrations;
}

/** Any number: the advisory lock migrations take on PostgreSQL, so two starting instances migrate once. */
const MIGRATION_LOCK = 4_206_019;

/**
 * Applies the migrations this database has not seen, each in its own transaction; returns their
 * versions. On PostgreSQL each transaction first takes an advisory lock and re-reads what was
 * applied, so instances starting together apply each migration exactly once.
 */
export async function migrate(
  db: Db,
  migrations = readMigrations(migrationsDir(db.dialect)),
): Promise<number[]> {
  const lock = db.prepare<[number]>('SELECT pg_advisory_xact_lock(?)');
  // Under the lock too: two PostgreSQL sessions racing on CREATE TABLE IF NOT EXISTS can both try
  // to create it (a duplicate key in pg_type), as the concurrent-migration test showed.
  await db.write(async () => {
    if (db.dialect === 'postgres') await lock.get(MIGRATION_LOCK);
    await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )${db.dialect === 'sqlite' ? ' STRICT' : ''}`);
  });
  const appliedStmt = db.prepare<[], number>('SELECT version FROM schema_migrations').pluck();
  const record = db.prepare<[number, string, string]>(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const ran: number[] = [];
  for (const migration of migrations) {
    const applied = await db.write(async () => {
      if (db.dialect === 'postgres') await lock.get(MIGRATION_LOCK);
      if ((await appliedStmt.all()).includes(migration.version)) return false;
      await db.exec(migration.sql);
      await record.run(migration.version, migration.name, new Date().toISOString());
      return true;
    });
    if (applied) ran.push(migration.version);
  }
  return ran;
}

/** Opens (creating if needed) `${dataDir}/spine.db` in WAL mode with foreign keys on; not migrated. */
export function openSqlite(dataDir: string): SqliteDb {
  mkdirSync(dataDir, { recursive: true });
  const raw = new Database(join(dataDir, 'spine.db'));
  try {
    raw.pragma('journal_mode = WAL');
    // NORMAL is durable enough in WAL mode (a power cut may lose the last commit, never corrupt).
    raw.pragma('synchronous = NORMAL');
    raw.pragma('foreign_keys = ON');
    // Another process (a bench, a second server) may hold the write lock briefly.
    raw.pragma('busy_timeout = 5000');
    // Reads (share pages, catalogue) jump around 100k maps: a 64 MiB page cache and memory-mapped
    // reads keep them off the read() syscall path. Both are upper bounds, not allocations.
    raw.pragma('cache_size = -65536');
    raw.pragma('mmap_size = 268435456');
    return new SqliteDb(raw);
  } catch (error) {
    raw.close();
    throw error;
  }
}

/**
 * The database the configuration names: PostgreSQL when `databaseUrl` is set, else SQLite under
 * `dataDir`. Not migrated: call `migrate` (or use `openStorage`).
 */
export function openDb(options: { dataDir: string; databaseUrl?: string | null }): Db {
  return options.databaseUrl ? new PostgresDb(options.databaseUrl) : openSqlite(options.dataDir);
}

/** Opens and migrates `${dataDir}/spine.db` (tools and tests that want SQLite as before). */
export async function openDatabase(dataDir: string, migrations?: Migration[]): Promise<SqliteDb> {
  const db = openSqlite(dataDir);
  try {
    await migrate(db, migrations);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** True when the database answers a trivial query; for /api/health. */
export function pingDatabase(db: Db): Promise<boolean> {
  return db.ping();
}
