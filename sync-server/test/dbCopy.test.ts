import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponseV2 } from '../../shared/schemas/sync';
import type { App } from '../src/app';
import { copyTargets, describeCopy } from '../src/copyMain';
import { copyDatabase, type CopyReport } from '../src/db/copy/copyDatabase';
import { createMap, mapContent, mutation, push, registerUser } from './accounts';
import { startTestServer, tempDir, type TestServer } from './helpers';
import { testPostgresDatabase } from './postgres/database';
import { invite, teamMap } from './team';

// `npm run db:copy` round trip (issue 19): an install with maps, revisions, members, invites,
// feedback and analytics on SQLite moves to PostgreSQL, and a device that synced against SQLite
// pulls from PostgreSQL with its old cursor and misses nothing.

const pull = async (app: App, cookie: string, since: number) => {
  const reply = await app.inject({ method: 'GET', url: `/api/sync/pull?v=2&since=${since}`, headers: { cookie } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<PullResponseV2>();
};

describe('db:copy from SQLite to PostgreSQL', () => {
  const data = tempDir('spine-copy-');
  let sqlite: TestServer | undefined;
  let postgres: TestServer | undefined;
  let database: Awaited<ReturnType<typeof testPostgresDatabase>>;
  let report: CopyReport;
  let team: Awaited<ReturnType<typeof teamMap>>;
  let cursor = 0;
  let expectedPull: Awaited<ReturnType<typeof pull>>;
  let expectedCatalogue: unknown;

  beforeAll(async () => {
    database = await testPostgresDatabase();
    sqlite = await startTestServer({ dataDir: data.path });
    const app = sqlite.app;
    team = await teamMap(app, { title: 'Ward pharmacy', visibility: 'public' });
    await invite(app, team.owner, team.map.id, 'viewer'); // an invite nobody used
    // The editor's device syncs, and keeps its cursor.
    cursor = (await pull(app, team.editor.cookie, 0)).seq;
    // Then more happens on SQLite: edits (revisions), a new shared map, a member removed.
    const edit = await push(app, team.owner.cookie, [
      mutation(team.map.id, team.map.rev, { needs: 'Patients get the right medicine, on time' }),
    ]);
    expect(edit.body?.results[0]?.status).toBe('applied');
    await createMap(app, team.owner.cookie, mapContent({ title: 'Night shift', visibility: 'public' }));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/spine-maps/${team.map.id}/members/${team.viewer.id}`,
      headers: { cookie: team.owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const feedback = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        type: 'bug',
        title: 'Export is slow',
        description: 'It takes a minute.',
        timestamp: new Date().toISOString(),
        source: 'spine-explorer-web',
        url: 'http://localhost:3000/',
        userAgent: 'test',
      },
    });
    expect(feedback.statusCode).toBe(201);
    const analytics = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        events: [{ id: randomUUID(), type: 'page_view', page: '/learn', sessionId: 's1', createdAt: new Date().toISOString() }],
      },
    });
    expect(analytics.statusCode).toBe(200);
    expectedPull = await pull(app, team.editor.cookie, cursor);
    expectedCatalogue = (await app.inject({ url: '/api/spine-maps?search=pharm' })).json();
    await app.close(); // the install stops before it moves; its file stays in data.path

    report = await copyDatabase({ from: join(data.path, 'spine.db'), to: database.url });
    postgres = await startTestServer({ env: { DATABASE_URL: database.url } });
  }, 120_000);

  afterAll(async () => {
    await postgres?.close();
    await sqlite?.close().catch(() => undefined);
    await database?.drop();
    data.remove();
  });

  it('copies every table and verifies counts, checksums and the change seq', () => {
    const rows = Object.fromEntries(report.tables.map((table) => [table.name, table.rows]));
    // Two map owners and the editor are members; the viewer was removed. Seeded example maps too.
    expect(rows).toMatchObject({ users: 3, map_members: 3, map_removals: 1, map_invites: 3 });
    for (const table of ['spine_maps', 'revisions', 'feedback', 'analytics_events', 'sessions', 'mutations', 'templates'])
      expect(rows[table], table).toBeGreaterThan(0);
    expect(report.changeSeq).toBeGreaterThan(cursor);
    expect(describeCopy(report)).toContain(`change seq ${report.changeSeq}`);
  });

  it('lets a device that synced against SQLite pull from PostgreSQL with its old cursor and miss nothing', async () => {
    const app = postgres!.app;
    // The session cookie still works (sessions were copied) and the pull is the one SQLite gave.
    expect(await pull(app, team.editor.cookie, cursor)).toEqual(expectedPull);
    expect(expectedPull.maps.map((map) => map.id)).toContain(team.map.id);
    expect((await app.inject({ url: '/api/spine-maps?search=pharm' })).json()).toEqual(expectedCatalogue);
  });

  it('goes on from the copied counters: new writes get later seqs and fresh keys', async () => {
    const app = postgres!.app;
    const before = await pull(app, team.editor.cookie, cursor);
    const edit = await push(app, team.owner.cookie, [
      mutation(team.map.id, before.maps.find((map) => map.id === team.map.id)!.rev, { title: 'Ward pharmacy (days)' }),
    ]);
    expect(edit.body?.results[0]?.status).toBe('applied');
    const created = await createMap(app, team.owner.cookie, mapContent({ title: 'Weekend rota', visibility: 'public' }));
    const after = await pull(app, team.editor.cookie, before.seq);
    expect(after.seq).toBeGreaterThan(report.changeSeq);
    expect(after.maps.map((map) => map.id)).toEqual([team.map.id]);
    const listed = (await app.inject({ url: '/api/spine-maps' })).json<{ id: string }[]>();
    expect(listed[0]?.id).toBe(created.id); // newest first: its key continues after the copied ones
    const someone = await registerUser(app);
    expect(someone.id).toBeTruthy();
  });

  it('refuses a target that already holds data, and a missing source, with a reason', async () => {
    await expect(copyDatabase({ from: join(data.path, 'spine.db'), to: database.url })).rejects.toThrow(
      /already holds data/,
    );
    await expect(copyDatabase({ from: join(data.path, 'missing.db'), to: database.url })).rejects.toThrow(
      /No SQLite database at/,
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const users = await client.query<{ n: string }>('SELECT count(*) AS n FROM users');
    await client.end();
    expect(Number(users.rows[0]?.n)).toBe(4); // the three copied and the one registered since
  });

  it('reads its targets from flags, else from DATA_DIR and DATABASE_URL', () => {
    expect(copyTargets(['--from', 'a.db', '--to', 'postgres://x@h/db'])).toEqual({
      from: 'a.db',
      to: 'postgres://x@h/db',
    });
    expect(copyTargets([], { DATA_DIR: '/srv/spine', DATABASE_URL: 'postgresql://h/db' })).toEqual({
      from: '/srv/spine/spine.db',
      to: 'postgresql://h/db',
    });
    expect(() => copyTargets(['--to', 'mysql://h/db'])).toThrow(/--to must be a postgres:\/\/ URL/);
  });
});
