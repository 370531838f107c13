import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpineMap } from '../../shared/schemas/spineMap';
import { HIT_WINDOW, LEARN_EVERY } from '../src/db/stampedCache';
import { createMap, mutation, push, registerUser } from './accounts';
import { startTestServer, type TestServer } from './helpers';

// The share read keeps replies between writes (mapsRepository `getShareJson`, Db.changeStamp):
// every test reads a link first, so its reply is kept, then changes the map some way and expects
// the very next read to show it. A kept reply served once after a change would be a leak.

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function sharedMap(visibility = 'unlisted') {
  server = await startTestServer();
  const { app } = server;
  const owner = await registerUser(app);
  const map = await createMap(app, owner.cookie, { visibility });
  const read = (shareId = map.shareId, cookie?: string) =>
    app.inject({ url: `/api/spine-maps/share/${shareId}`, headers: cookie ? { cookie } : {} });
  expect((await read()).statusCode).toBe(200);
  return { app, owner, map, read, dataDir: server.dataDir };
}

describe('the share read after a change', () => {
  it('keeps a reply while nothing is written (the same one twice)', async () => {
    const { map, app } = await sharedMap();
    const first = await app.repos.maps.getShareJson(map.shareId);
    expect(await app.repos.maps.getShareJson(map.shareId)).toBe(first);
  });

  it('shows an edit on the next read', async () => {
    const { owner, map, read, app } = await sharedMap();
    await push(app, owner.cookie, [mutation(map.id, map.rev, { title: 'Edited' })]);
    expect((await read()).json<SpineMap>()).toMatchObject({ title: 'Edited', rev: map.rev + 1 });
  });

  it('answers 404 once the map is in Trash', async () => {
    const { owner, map, read, app } = await sharedMap();
    await push(app, owner.cookie, [{ ...mutation(map.id, map.rev, {}), type: 'delete' }]);
    expect((await read()).statusCode).toBe(404);
  });

  it('answers 403 to visitors once the map is private', async () => {
    const { owner, map, read, app } = await sharedMap();
    await push(app, owner.cookie, [mutation(map.id, map.rev, { visibility: 'private' })]);
    expect((await read()).statusCode).toBe(403);
    expect((await read(map.shareId, owner.cookie)).json()).toMatchObject({ visibility: 'private' });
  });

  it('answers 404 for the old link once it is rotated', async () => {
    const { owner, map, read, app } = await sharedMap();
    const rotated = await app.inject({
      method: 'POST',
      url: `/api/spine-maps/${map.id}/rotate-share`,
      headers: { cookie: owner.cookie },
    });
    expect(rotated.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
    expect((await read(rotated.json<SpineMap>().shareId)).statusCode).toBe(200);
  });

  it('shows a write that took no change seq (plain SQL on the server’s connection)', async () => {
    const { map, read, app } = await sharedMap();
    await app.db
      .prepare("UPDATE spine_maps SET content = json_set(content, '$.title', 'By hand') WHERE id = ?")
      .run(map.id);
    expect((await read()).json()).toMatchObject({ title: 'By hand' });
    await app.db.prepare('DELETE FROM map_members WHERE map_id = ?').run(map.id);
    await app.db.prepare('DELETE FROM revisions WHERE map_id = ?').run(map.id);
    await app.db.prepare('DELETE FROM spine_maps WHERE id = ?').run(map.id);
    expect((await read()).statusCode).toBe(404);
  });

  it('shows a write committed by another process on the same SQLite file', async () => {
    const { map, read, dataDir } = await sharedMap();
    const other = new Database(join(dataDir, 'spine.db'));
    try {
      other
        .prepare("UPDATE spine_maps SET content = json_set(content, '$.title', 'Elsewhere') WHERE id = ?")
        .run(map.id);
      expect((await read()).json()).toMatchObject({ title: 'Elsewhere' });
      other
        .prepare('UPDATE spine_maps SET deleted_at = ? WHERE id = ?')
        .run(new Date().toISOString(), map.id);
      expect((await read()).statusCode).toBe(404);
    } finally {
      other.close();
    }
  });

  it('never keeps what a transaction read of its own uncommitted write', async () => {
    const { map, read, app } = await sharedMap();
    const retitle = app.db.prepare(
      "UPDATE spine_maps SET content = json_set(content, '$.title', 'Rolled back') WHERE id = ?",
    );
    await expect(
      app.db.write(async () => {
        await retitle.run(map.id);
        expect((await app.repos.maps.getShareJson(map.shareId))?.json).toContain('Rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await read()).json()).toMatchObject({ title: map.title });
  });
});

describe('the share read while writes come steadily', () => {
  it('reads the same stamp with a row as on its own', async () => {
    const { map, app } = await sharedMap();
    const own = await app.db.changeStamp();
    expect(await app.db.prepare(`SELECT ${app.db.changeStampSql} AS stamp`).pluck().get()).toBe(own);
    await app.db
      .prepare("UPDATE spine_maps SET content = json_set(content, '$.title', 'x') WHERE id = ?")
      .run(map.id);
    expect(await app.db.prepare(`SELECT ${app.db.changeStampSql} AS stamp`).pluck().get()).not.toBe(own);
  });

  it('reads the row once kept replies stop paying, stays fresh, and keeps them again once writes stop', async () => {
    const { map, app } = await sharedMap();
    const retitle = app.db.prepare(
      "UPDATE spine_maps SET content = json_set(content, '$.title', ?) WHERE id = ?",
    );
    const shared = () => app.repos.maps.getShareJson(map.shareId);
    const titleOf = async () => (JSON.parse((await shared())?.json ?? '{}') as Partial<SpineMap>).title;
    // A write before every read: no lookup hits, so the cache is soon not asked at all.
    for (let write = 0; write < 2 * HIT_WINDOW; write += 1) {
      await retitle.run(`Write ${write}`, map.id);
      expect(await titleOf()).toBe(`Write ${write}`);
    }
    const first = await shared();
    const second = await shared();
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    await retitle.run('Last write', map.id);
    expect(await titleOf()).toBe('Last write');
    // Quiet again: the reads find their replies would have been kept, and the cache is asked again.
    let reads = 0;
    while ((await shared()) !== (await shared())) {
      reads += 1;
      expect(reads).toBeLessThan(2 * HIT_WINDOW * LEARN_EVERY);
    }
    await retitle.run('After the quiet', map.id);
    expect(await titleOf()).toBe('After the quiet');
  });
});
