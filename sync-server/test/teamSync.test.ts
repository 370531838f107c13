import { randomUUID } from 'node:crypto';
import { join as joinPath } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { MapHistory } from '../../shared/schemas/mapHistory';
import type { SpineMap } from '../../shared/schemas/spineMap';
import type { PullResponse } from '../../shared/schemas/sync';
import { migrate, readMigrations } from '../src/db/database';
import { SqliteDb } from '../src/db/sqliteDb';
import { REJECT_MESSAGES } from '../src/db/syncService';
import { hashPassword } from '../src/plugins/password';
import type { MapChange, MembershipChange } from '../src/plugins/mapEvents';
import { createMap, hlcAt, mapContent, mutation, push, registerUser, sessionCookie } from './accounts';
import { startTestServer, tempDir } from './helpers';
import { invite, join, teamMap, testServers, type Account } from './team';

const start = testServers();

type App = Awaited<ReturnType<typeof start>>;

async function pull(app: App, account: Account, since = 0, limit?: number) {
  const query = `since=${since}${limit ? `&limit=${limit}` : ''}`;
  const reply = await app.inject({ url: `/api/sync/pull?${query}`, headers: { cookie: account.cookie } });
  expect(reply.statusCode).toBe(200);
  return reply.json<PullResponse>();
}

const removeMember = (app: App, owner: Account, mapId: string, userId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/spine-maps/${mapId}/members/${userId}`,
    headers: { cookie: owner.cookie },
  });

const history = async (app: App, account: Account, mapId: string) =>
  (
    await app.inject({ url: `/api/spine-maps/${mapId}/revisions`, headers: { cookie: account.cookie } })
  ).json<MapHistory>();

const nameOf = (account: Account) => account.email.split('@')[0];

/** An approved refinement's content. */
const refinedMap = (title: string) => {
  const { visibility: _visibility, ...content } = mapContent({ title });
  return content;
};

describe('pull for members', () => {
  it('brings a map to someone who joins, with their role, even though the map did not change', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const guest = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    const cursor = (await pull(app, guest)).seq;

    await join(app, guest.cookie, (await invite(app, owner, map.id, 'viewer')).token);
    const page = await pull(app, guest, cursor);
    expect(page.maps).toEqual([expect.objectContaining({ id: map.id, role: 'viewer', title: map.title })]);
    expect(page.revoked).toEqual([]);
    expect((await pull(app, owner)).maps).toEqual([expect.objectContaining({ id: map.id, role: 'owner' })]);

    // A role change is news too.
    const again = page.seq;
    await app.inject({
      method: 'PATCH',
      url: `/api/spine-maps/${map.id}/members/${guest.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'editor' },
    });
    expect((await pull(app, guest, again)).maps).toEqual([
      expect.objectContaining({ id: map.id, role: 'editor' }),
    ]);
  });

  it('tells a removed member to let the map go, and brings it back when they are invited again', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const first = await pull(app, editor);
    expect(first.maps.map((m) => m.id)).toEqual([map.id]);

    await removeMember(app, owner, map.id, editor.id);
    // Later edits by the owner no longer reach the removed member.
    await push(app, owner.cookie, [mutation(map.id, 1, { title: 'Owner only now' })]);
    const removed = await pull(app, editor, first.seq);
    expect(removed).toMatchObject({ maps: [], deleted: [], revoked: [map.id] });
    expect((await pull(app, editor, removed.seq)).revoked).toEqual([]);
    // A device that starts over is told too, so a log in on a new device never keeps it.
    expect((await pull(app, editor)).revoked).toEqual([map.id]);

    await join(app, editor.cookie, (await invite(app, owner, map.id, 'editor')).token);
    const back = await pull(app, editor, removed.seq);
    expect(back.maps).toEqual([
      expect.objectContaining({ id: map.id, role: 'editor', title: 'Owner only now' }),
    ]);
    expect(back.revoked).toEqual([]);
  });

  it('pages through member maps in seq order whatever made them news, never listing a map twice', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const member = await registerUser(app);
    const own = [await createMap(app, member.cookie), await createMap(app, member.cookie)];
    const shared = await createMap(app, owner.cookie);
    await join(app, member.cookie, (await invite(app, owner, shared.id, 'editor')).token);
    await push(app, member.cookie, [mutation(own[0]!.id, 1, { title: 'Edited last' })]);

    const seen: string[] = [];
    let since = 0;
    for (;;) {
      const page = await pull(app, member, since, 1);
      seen.push(...page.maps.map((m) => m.id));
      since = page.seq;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual([own[1]!.id, shared.id, own[0]!.id]);
  });

  it('keeps a map stored before teams working after migration 007: its owner pulls and pushes it', async () => {
    const data = tempDir('spine-team-upgrade-');
    try {
      const old = new Database(joinPath(data.path, 'spine.db'));
      await migrate(
        new SqliteDb(old),
        readMigrations().filter((migration) => migration.version < 7),
      );
      const at = new Date().toISOString();
      old
        .prepare('INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)')
        .run('old-owner', 'old-owner@example.com', await hashPassword('correct horse'), at);
      old
        .prepare(
          `INSERT INTO spine_maps (id, share_id, owner_id, visibility, rev, seq, hlc, content, title, system_boundary, created_at, updated_at)
           VALUES ('old-map', 'old-share', 'old-owner', 'private', 1, 3, ?, ?, 'Old map', 'Old team', ?, ?)`,
        )
        .run(
          hlcAt(Date.now() - 60_000, 'old'),
          JSON.stringify(mapContent({ title: 'Old map', visibility: 'private' })),
          at,
          at,
        );
      old
        .prepare(
          `INSERT INTO revisions (map_id, rev, content, hlc, actor_id, mutation_id, reason, created_at)
           VALUES ('old-map', 1, ?, ?, 'old-owner', NULL, 'create', ?)`,
        )
        .run(
          JSON.stringify(mapContent({ title: 'Old map', visibility: 'private' })),
          hlcAt(Date.now() - 60_000, 'old'),
          at,
        );
      old.close();

      const server = await startTestServer({ dataDir: data.path });
      try {
        const app = server.app;
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'old-owner@example.com', password: 'correct horse' },
        });
        const owner = { cookie: sessionCookie(login.headers['set-cookie']) } as Account;
        expect((await pull(app, owner)).maps).toEqual([
          expect.objectContaining({ id: 'old-map', title: 'Old map', role: 'owner' }),
        ]);
        const edited = await push(app, owner.cookie, [
          mutation('old-map', 1, { title: 'Old map, still mine' }),
        ]);
        expect(edited.body?.results[0]).toMatchObject({ status: 'applied', rev: 2 });
        const shared = await app.inject({
          url: '/api/spine-maps/share/old-share',
          headers: { cookie: owner.cookie },
        });
        expect(shared.json()).toMatchObject({ title: 'Old map, still mine', role: 'owner' });
      } finally {
        await server.app.close();
      }
    } finally {
      data.remove();
    }
  });

  it('keeps maps from before teams working: their owner pulls and pushes them as before', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    // As migration 007 left an old map: the owner member row carries the map's own seq.
    const seq = await app.db.prepare('SELECT seq FROM spine_maps WHERE id = ?').pluck().get(map.id);
    expect(await app.db.prepare('SELECT seq FROM map_members WHERE map_id = ?').pluck().get(map.id)).toBe(
      seq,
    );
    expect((await pull(app, owner)).maps.map((m) => m.id)).toEqual([map.id]);
    const edited = await push(app, owner.cookie, [mutation(map.id, 1, { title: 'Still mine' })]);
    expect(edited.body?.results[0]).toMatchObject({ status: 'applied', map: { role: 'owner' } });
  });
});

describe('push for members', () => {
  it('applies an editor’s change and says so in the reply with their role', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const { body } = await push(app, editor.cookie, [
      mutation(map.id, 1, { values: ['Honesty', 'Speed', 'Care'] }),
    ]);
    expect(body?.results[0]).toMatchObject({ status: 'applied', rev: 2, map: { role: 'editor' } });
    const ownerPull = await pull(app, owner);
    expect(ownerPull.maps[0]).toMatchObject({ values: ['Honesty', 'Speed', 'Care'], role: 'owner' });
    expect((await history(app, owner, map.id)).revisions[0]).toMatchObject({
      rev: 2,
      actorId: editor.id,
      actorName: nameOf(editor),
    });
  });

  it('rejects a viewer’s push with a clear message and the map as it is, changing nothing', async () => {
    const app = await start();
    const { viewer, map } = await teamMap(app);
    const { body } = await push(app, viewer.cookie, [mutation(map.id, 1, { title: 'Forged' })]);
    expect(body?.results[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden', message: REJECT_MESSAGES.viewer },
      map: { id: map.id, title: map.title, role: 'viewer' },
    });
    expect((await app.repos.maps.get(map.id))?.title).toBe(map.title);
    const deleted = await push(app, viewer.cookie, [mutation(map.id, 1, {}, { type: 'delete' })]);
    expect(deleted.body?.results[0]).toMatchObject({
      status: 'rejected',
      error: { message: REJECT_MESSAGES.viewer },
    });
  });

  it('rejects a removed member’s push without telling them anything about the map', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    await removeMember(app, owner, map.id, editor.id);
    const edit = mutation(map.id, 1, { title: 'After removal' });
    const { body } = await push(app, editor.cookie, [edit]);
    expect(body?.results[0]).toEqual({
      mutationId: edit.mutationId,
      status: 'rejected',
      rev: 0,
      error: { code: 'forbidden', message: REJECT_MESSAGES.notMember },
    });
  });

  it('lets only the owner change visibility or delete; an editor’s other fields in the same map still apply', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const visibility = await push(app, editor.cookie, [mutation(map.id, 1, { visibility: 'public' })]);
    expect(visibility.body?.results[0]).toMatchObject({
      status: 'rejected',
      error: { message: REJECT_MESSAGES.manage },
    });
    // The visibility the editor's base already had is no change.
    const same = await push(app, editor.cookie, [
      mutation(map.id, 1, { visibility: 'unlisted', title: 'Team title' }),
    ]);
    expect(same.body?.results[0]).toMatchObject({ status: 'applied', map: { title: 'Team title' } });
    const remove = await push(app, editor.cookie, [mutation(map.id, 2, {}, { type: 'delete' })]);
    expect(remove.body?.results[0]).toMatchObject({
      status: 'rejected',
      error: { message: REJECT_MESSAGES.delete },
    });
    const byOwner = await push(app, owner.cookie, [mutation(map.id, 2, { visibility: 'private' })]);
    expect(byOwner.body?.results[0]).toMatchObject({ status: 'applied', map: { visibility: 'private' } });
  });
});

describe('reads and history for members', () => {
  it('lets members read a private map by id and share link, with their role; others get Access denied', async () => {
    const app = await start();
    const { editor, viewer, map } = await teamMap(app, { visibility: 'private' });
    for (const [account, role] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      for (const url of [`/api/spine-maps/${map.id}`, `/api/spine-maps/share/${map.shareId}`]) {
        const reply = await app.inject({ url, headers: { cookie: account.cookie } });
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toMatchObject({ id: map.id, role });
      }
    }
    const stranger = await registerUser(app);
    const denied = await app.inject({
      url: `/api/spine-maps/share/${map.shareId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: 'Access denied' });
  });

  it('names both authors of a kept conflict, and an editor restores the lost value', async () => {
    const app = await start();
    const { owner, editor, viewer, map } = await teamMap(app);
    // Clocks after the map's creation (now), within the skew the server accepts.
    const t = Date.now() + 1000;
    await push(app, owner.cookie, [
      mutation(map.id, 1, { title: 'Owner title' }, { hlc: hlcAt(t, 'owner-device') }),
    ]);
    const merged = await push(app, editor.cookie, [
      mutation(map.id, 1, { title: 'Editor title' }, { hlc: hlcAt(t + 1000, 'editor-device') }),
    ]);
    expect(merged.body?.results[0]).toMatchObject({ status: 'merged', map: { title: 'Editor title' } });

    const seen = await history(app, viewer, map.id);
    expect(seen.conflicts).toEqual([
      expect.objectContaining({
        keptValue: 'Editor title',
        keptActorId: editor.id,
        keptActorName: nameOf(editor),
        lostValue: 'Owner title',
        lostActorId: owner.id,
        lostActorName: nameOf(owner),
      }),
    ]);
    expect(seen.revisions.map((r) => r.actorName)).toEqual([nameOf(editor), nameOf(owner), nameOf(owner)]);

    const restore = (account: Account) =>
      app.inject({
        method: 'POST',
        url: `/api/spine-maps/${map.id}/restore`,
        headers: { cookie: account.cookie },
        payload: { conflictId: seen.conflicts[0]?.id },
      });
    expect((await restore(viewer)).statusCode).toBe(403);
    const restored = await restore(editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Owner title', role: 'editor' });
  });

  it('names the pusher as the loser when the current side’s later clock wins', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const t = Date.now() + 1000;
    await push(app, editor.cookie, [
      mutation(map.id, 1, { title: 'Editor, later' }, { hlc: hlcAt(t + 5000, 'e') }),
    ]);
    await push(app, owner.cookie, [mutation(map.id, 1, { title: 'Owner, earlier' }, { hlc: hlcAt(t, 'o') })]);
    expect((await history(app, owner, map.id)).conflicts[0]).toMatchObject({
      keptValue: 'Editor, later',
      keptActorName: nameOf(editor),
      lostValue: 'Owner, earlier',
      lostActorName: nameOf(owner),
    });
  });

  it('gives history to every member, snapshots and restore to editors, and the share link to the owner only', async () => {
    const app = await start();
    const { owner, editor, viewer, map } = await teamMap(app);
    const call = (account: Account, method: 'GET' | 'POST', path: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/spine-maps/${map.id}/${path}`,
        headers: { cookie: account.cookie },
        payload,
      });
    expect((await call(viewer, 'GET', 'revisions')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', 'snapshots', { name: 'v1' })).statusCode).toBe(403);
    expect((await call(editor, 'POST', 'snapshots', { name: 'v1' })).statusCode).toBe(201);
    expect((await call(viewer, 'POST', 'restore', { rev: 1 })).statusCode).toBe(403);
    expect((await call(editor, 'POST', 'restore', { rev: 1 })).statusCode).toBe(200);
    expect((await call(editor, 'POST', 'rotate-share')).statusCode).toBe(403);
    expect((await call(owner, 'POST', 'rotate-share')).statusCode).toBe(200);
    const stranger = await registerUser(app);
    // The map is unlisted: by id a stranger cannot tell it exists (issue 18).
    expect((await call(stranger, 'GET', 'revisions')).statusCode).toBe(404);
  });

  it('applies an editor’s refinement in place, and makes a new map for a viewer', async () => {
    const app = await start();
    const { editor, viewer, map } = await teamMap(app);
    const refined = refinedMap('Refined');
    const apply = (account: Account) =>
      app.inject({
        method: 'POST',
        url: '/api/apply-spine-map-refinement',
        headers: { cookie: account.cookie },
        payload: { spineMapId: map.id, refinedSpineMap: refined },
      });
    const inPlace = (await apply(editor)).json<SpineMap>();
    expect(inPlace).toMatchObject({
      id: map.id,
      title: 'Refined',
      role: 'editor',
      visibility: map.visibility,
    });
    const copy = (await apply(viewer)).json<SpineMap>();
    expect(copy.id).not.toBe(map.id);
    expect(copy.ownerId).toBe(viewer.id);
    expect((await app.repos.maps.get(map.id))?.rev).toBe(2);
  });
});

describe('map events', () => {
  it('announces every accepted write and every membership change, after it committed', async () => {
    const app = await start();
    const changed: MapChange[] = [];
    const membership: MembershipChange[] = [];
    const seqsAtEvent: Promise<void>[] = [];
    app.mapEvents.on('changed', (change) => {
      // Emitted after the commit: the write is already what every reader sees.
      seqsAtEvent.push(
        app.repos.maps.seqOf(change.mapId).then((seq) => expect(seq).toBeGreaterThanOrEqual(change.seq)),
      );
      changed.push(change);
    });
    app.mapEvents.on('membership', (change) => membership.push(change));

    const owner = await registerUser(app);
    const guest = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    expect(changed).toEqual([
      { mapId: map.id, rev: 1, seq: await app.repos.maps.seqOf(map.id), actorId: owner.id },
    ]);

    const link = await invite(app, owner, map.id, 'viewer');
    await join(app, guest.cookie, link.token);
    await join(app, guest.cookie, link.token); // joining again changes nothing
    await app.inject({
      method: 'PATCH',
      url: `/api/spine-maps/${map.id}/members/${guest.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'editor' },
    });

    changed.length = 0;
    const mutationId = randomUUID();
    const edit = mutation(map.id, 1, { title: 'By the guest' }, { mutationId });
    await push(app, guest.cookie, [edit]);
    await push(app, guest.cookie, [edit]); // a retry is no new write
    await push(app, guest.cookie, [mutation(map.id, 1, { visibility: 'public' })]); // rejected
    expect(changed).toEqual([
      { mapId: map.id, rev: 2, seq: await app.repos.maps.seqOf(map.id), actorId: guest.id },
    ]);

    const calls = [
      ['restore', { rev: 1 }],
      ['rotate-share', undefined],
    ] as const;
    for (const [path, payload] of calls) {
      await app.inject({
        method: 'POST',
        url: `/api/spine-maps/${map.id}/${path}`,
        headers: { cookie: owner.cookie },
        payload,
      });
    }
    await app.inject({
      method: 'POST',
      url: '/api/apply-spine-map-refinement',
      headers: { cookie: guest.cookie },
      payload: {
        spineMapId: map.id,
        refinedSpineMap: refinedMap('R'),
      },
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/spine-maps/${map.id}/members/${guest.id}`,
      headers: { cookie: guest.cookie },
    });
    await push(app, owner.cookie, [mutation(map.id, 4, {}, { type: 'delete' })]);
    expect(changed.map((change) => [change.rev, change.actorId])).toEqual([
      [2, guest.id],
      [3, owner.id],
      [3, owner.id], // a new share link takes a seq, not a revision
      [4, guest.id],
      [5, owner.id],
    ]);
    expect(new Set(changed.map((change) => change.seq)).size).toBe(changed.length);
    await Promise.all(seqsAtEvent);
    expect(membership).toEqual([
      { mapId: map.id, userId: guest.id, change: 'added' },
      { mapId: map.id, userId: guest.id, change: 'role' },
      { mapId: map.id, userId: guest.id, change: 'removed' },
    ]);
  });
});
