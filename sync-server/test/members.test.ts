import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/database';
import { SqliteDb } from '../src/db/sqliteDb';
import { newClaimToken } from '../src/db/tokens';
import { mapContent, registerUser } from './accounts';
import { startTestServer, type TestServer } from './helpers';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function server(): Promise<TestServer> {
  const started = await startTestServer();
  servers.push(started);
  return started;
}

describe('map members', () => {
  it('makes the owner of every map that existed before teams its first member', async () => {
    const raw = new Database(':memory:');
    const db = new SqliteDb(raw);
    const migrations = readMigrations();
    await migrate(
      db,
      migrations.filter((migration) => migration.version < 7),
    );
    raw
      .prepare(
        "INSERT INTO users (id, email, password_hash, created_at) VALUES ('u1', 'a@b.co', 'x', '2026-01-01T00:00:00Z')",
      )
      .run();
    const insertMap = raw.prepare(
      `INSERT INTO spine_maps (id, share_id, owner_id, visibility, rev, seq, hlc, content, title, system_boundary, created_at, updated_at)
       VALUES (?, ?, ?, 'unlisted', 1, ?, 'h', '{}', 't', 'b', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')`,
    );
    insertMap.run('owned', 's1', 'u1', 5);
    insertMap.run('ownerless', 's2', null, 0);
    await migrate(db, migrations);
    expect(raw.prepare('SELECT map_id, user_id, role, seq FROM map_members').all()).toEqual([
      { map_id: 'owned', user_id: 'u1', role: 'owner', seq: 5 },
    ]);
    await db.close();
  });

  it('records the creator of a new map as its owner, and nobody for an anonymous one', async () => {
    const { app } = await server();
    const user = await registerUser(app);
    const owned = await app.repos.maps.create({ content: mapContent(), ownerId: user.id });
    const anonymous = await app.repos.maps.create({
      content: mapContent(),
      ownerId: null,
      claimToken: newClaimToken(),
    });
    expect(await app.repos.members.roleOf(owned.id, user.id)).toBe('owner');
    expect(await app.repos.members.userIds(owned.id)).toEqual([user.id]);
    expect(await app.repos.members.userIds(anonymous.id)).toEqual([]);
    expect(await app.repos.members.roleOf(owned.id, null)).toBeNull();
  });

  it('makes whoever claims an anonymous map its owner member', async () => {
    const { app } = await server();
    const user = await registerUser(app);
    const claimToken = newClaimToken();
    const map = await app.repos.maps.create({ content: mapContent(), ownerId: null, claimToken });
    expect((await app.repos.maps.claim(map.id, user.id, claimToken))?.ownerId).toBe(user.id);
    expect(await app.repos.members.roleOf(map.id, user.id)).toBe('owner');
  });
});
