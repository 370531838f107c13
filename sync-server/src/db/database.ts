import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_DIR } from '../paths';

/** The better-sqlite3 connection type, for repositories and routes. */
export type Db = Database.Database;

/** A migration file: `NNN_name.sql`, applied once, in order, never edited after release. */
interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

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

/** Applies the migrations this database has not seen, each in its own transaction; returns their versions. */
export function migrate(db: Db, migrations = readMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    ran.push(migration.version);
  }
  return ran;
}

/** Opens (creating if needed) `${dataDir}/spine.db` in WAL mode with foreign keys on, migrated. */
export function openDatabase(dataDir: string, migrations?: Migration[]): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'spine.db'));
  try {
    db.pragma('journal_mode = WAL');
    // NORMAL is durable enough in WAL mode (a power cut may lose the last commit, never corrupt).
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // Another process (a bench, a second server) may hold the write lock briefly.
    db.pragma('busy_timeout = 5000');
    // Reads (share pages, catalogue) jump around 100k maps: a 64 MiB page cache and memory-mapped
    // reads keep them off the read() syscall path. Both are upper bounds, not allocations.
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 268435456');
    migrate(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** True when SQLite answers a trivial query; for /api/health. */
export function pingDatabase(db: Db): boolean {
  try {
    return db.prepare('SELECT 1 AS ok').get() !== undefined;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SQLite connection. Routes use repositories, not SQL; repositories take this. */
    db: Db;
  }
}

/**
 * The database plugin: opens the database, decorates the app with `db` and closes it when the app
 * closes. Registered on the root instance, so every route plugin sees `app.db`.
 */
export function registerDatabase(app: FastifyInstance, options: { dataDir: string }): void {
  const db = openDatabase(options.dataDir);
  app.decorate('db', db);
  app.addHook('onClose', (_instance, done) => {
    db.close();
    done();
  });
}
