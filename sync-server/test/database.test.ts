import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrationsDir, openDatabase, readMigrations } from '../src/db/database';
import { createMetaRepository } from '../src/db/metaRepository';
import { SqliteDb } from '../src/db/sqliteDb';
import { APP_VERSION } from '../src/paths';
import { migrateConfigured } from '../src/migrateMain';
import { startTestServer, tempDir, writeFiles } from './helpers';
import { testPostgresDatabase } from './postgres/database';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempData(): string {
  const dir = tempDir('spine-db-');
  cleanups.push(dir.remove);
  return dir.path;
}

describe('database', () => {
  it('creates DATA_DIR and spine.db in WAL mode with foreign keys on', async () => {
    const dataDir = join(tempData(), 'nested', 'data');
    const db = await openDatabase(dataDir);
    cleanups.push(() => db.close());
    expect(db.raw.name).toBe(join(dataDir, 'spine.db'));
    expect(db.raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.raw.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.raw.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
  });

  it('applies each migration once and records it; a restart applies nothing again', async () => {
    const dataDir = tempData();
    const first = await startTestServer({ dataDir });
    const versions = readMigrations().map((m) => m.version);
    expect(
      await first.app.db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all(),
    ).toEqual(versions);
    await first.app.repos.meta.set('probe', 'kept');
    await first.close();

    const raw = new Database(join(dataDir, 'spine.db'));
    const db = new SqliteDb(raw);
    cleanups.push(() => db.close());
    expect(await migrate(db)).toEqual([]);
    expect(raw.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(versions.length);
    expect(await createMetaRepository(db).get('probe')).toBe('kept');
  });

  it('rolls back a failing migration entirely and does not record it', async () => {
    const dir = tempData();
    writeFiles(dir, {
      '001_ok.sql': 'CREATE TABLE a (id INTEGER PRIMARY KEY);',
      '002_broken.sql': 'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO missing VALUES (1);',
    });
    const raw = new Database(':memory:');
    const db = new SqliteDb(raw);
    cleanups.push(() => db.close());
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/no such table: missing/);
    expect(raw.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1]);
    expect(raw.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });

  it('refuses migration files that are misnamed or share a number', () => {
    const misnamed = tempData();
    writeFiles(misnamed, { 'init.sql': 'SELECT 1;' });
    expect(() => readMigrations(misnamed)).toThrow(/001_name\.sql/);
    const twice = tempData();
    writeFiles(twice, { '001_a.sql': 'SELECT 1;', '001_b.sql': 'SELECT 1;' });
    expect(() => readMigrations(twice)).toThrow(/share number 1/);
  });

  it('remembers which version created the database, across upgrades', async () => {
    const dataDir = tempData();
    const server = await startTestServer({ dataDir });
    expect(await server.app.repos.meta.get('created_with_version')).toBe(APP_VERSION);
    await server.app.repos.meta.setIfMissing('created_with_version', '99.0.0');
    expect(await server.app.repos.meta.get('created_with_version')).toBe(APP_VERSION);
    expect(await server.app.repos.meta.get('absent')).toBeNull();
    await server.close();
  });

  it('closes the database when the app closes', async () => {
    const server = await startTestServer();
    const { db } = server.app;
    await server.close();
    expect(db instanceof SqliteDb && db.raw.open).toBe(false);
  });
});

describe('migrations on PostgreSQL (npm run db:migrate)', () => {
  it('applies each migration once when several instances migrate at the same moment', async () => {
    const database = await testPostgresDatabase();
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: '/nonexistent' };
      const runs = await Promise.all([
        migrateConfigured(env),
        migrateConfigured(env),
        migrateConfigured(env),
      ]);
      const versions = readMigrations(migrationsDir('postgres')).map((m) => m.version);
      expect(runs.flat().sort((a, b) => a - b)).toEqual(versions);
      expect(await migrateConfigured(env)).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
