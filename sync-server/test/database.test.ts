import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, readMigrations } from '../src/db/database';
import { createMetaRepository } from '../src/db/metaRepository';
import { APP_VERSION } from '../src/paths';
import { startTestServer, tempDir, writeFiles } from './helpers';

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
  it('creates DATA_DIR and spine.db in WAL mode with foreign keys on', () => {
    const dataDir = join(tempData(), 'nested', 'data');
    const db = openDatabase(dataDir);
    cleanups.push(() => void db.close());
    expect(db.name).toBe(join(dataDir, 'spine.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
  });

  it('applies each migration once and records it; a restart applies nothing again', async () => {
    const dataDir = tempData();
    const first = await startTestServer({ dataDir });
    const versions = readMigrations().map((m) => m.version);
    expect(
      first.app.db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all(),
    ).toEqual(versions);
    first.app.repos.meta.set('probe', 'kept');
    await first.close();

    const db = new Database(join(dataDir, 'spine.db'));
    cleanups.push(() => void db.close());
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(versions.length);
    expect(createMetaRepository(db).get('probe')).toBe('kept');
  });

  it('rolls back a failing migration entirely and does not record it', () => {
    const dir = tempData();
    writeFiles(dir, {
      '001_ok.sql': 'CREATE TABLE a (id INTEGER PRIMARY KEY);',
      '002_broken.sql': 'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO missing VALUES (1);',
    });
    const db = new Database(':memory:');
    cleanups.push(() => void db.close());
    expect(() => migrate(db, readMigrations(dir))).toThrow(/no such table: missing/);
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
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
    expect(server.app.repos.meta.get('created_with_version')).toBe(APP_VERSION);
    server.app.repos.meta.setIfMissing('created_with_version', '99.0.0');
    expect(server.app.repos.meta.get('created_with_version')).toBe(APP_VERSION);
    expect(server.app.repos.meta.get('absent')).toBeNull();
    await server.close();
  });

  it('closes the database when the app closes', async () => {
    const server = await startTestServer();
    const { db } = server.app;
    await server.close();
    expect(db.open).toBe(false);
  });
});
