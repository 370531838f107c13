import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapHistory } from '../../shared/schemas/mapHistory';
import type { SpineMap } from '../../shared/schemas/spineMap';
import type { PullResponse } from '../../shared/schemas/sync';
import { newClaimToken } from '../src/db/tokens';
import { createMap, hlcAt, mapContent, mutation, push, registerUser } from './accounts';
import { startTestServer, tempDir, type TestServer } from './helpers';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(dataDir?: string) {
  const server = await startTestServer(dataDir ? { dataDir } : {});
  servers.push(server);
  return server.app;
}

type App = Awaited<ReturnType<typeof start>>;

async function pull(app: App, cookie: string, since = 0, limit?: number) {
  const query = `since=${since}${limit ? `&limit=${limit}` : ''}`;
  const reply = await app.inject({ url: `/api/sync/pull?${query}`, headers: { cookie } });
  expect(reply.statusCode).toBe(200);
  return reply.json<PullResponse>();
}

const getMap = (app: App, cookie: string, id: string) =>
  app.inject({ url: `/api/spine-maps/${id}`, headers: { cookie } });

const revisionCount = async (app: App, id: string) =>
  (await app.db.prepare('SELECT count(*) FROM revisions WHERE map_id = ?').pluck().get(id)) as number;

describe('POST /api/sync/push', () => {
  it('answers 401 without a session, before looking at the body', async () => {
    const app = await start();
    const { reply } = await push(app, undefined, [mutation(randomUUID(), 0, mapContent())]);
    expect(reply.statusCode).toBe(401);
    const empty = await app.inject({ method: 'POST', url: '/api/sync/push', payload: {} });
    expect(empty.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/sync/pull' })).statusCode).toBe(401);
  });

  it('creates a map owned by the pusher, then applies an edit on the current revision', async () => {
    const app = await start();
    const user = await registerUser(app);
    const id = randomUUID();
    const created = await push(app, user.cookie, [
      mutation(id, 0, mapContent({ extraField: { kept: true } })),
    ]);
    expect(created.body?.results[0]).toMatchObject({ status: 'applied', rev: 1 });
    const map = created.body?.results[0]?.map as SpineMap;
    expect(map).toMatchObject({
      id,
      ownerId: user.id,
      rev: 1,
      title: 'Support desk',
      extraField: { kept: true },
    });
    expect(map.shareId).toMatch(/^[\w-]{22,}$/);

    const edited = await push(app, user.cookie, [mutation(id, 1, { values: ['Honesty', 'Speed', 'Care'] })]);
    expect(edited.body?.results[0]).toMatchObject({
      status: 'applied',
      rev: 2,
      map: { values: ['Honesty', 'Speed', 'Care'] },
    });
    expect(edited.body?.seq).toBeGreaterThan(created.body?.seq ?? 0);
    expect(await revisionCount(app, id)).toBe(2);
  });

  it('changes nothing when the same mutation ids are pushed again', async () => {
    const app = await start();
    const user = await registerUser(app);
    const id = randomUUID();
    const batch = [
      mutation(id, 0, mapContent()),
      mutation(id, 1, { title: 'Renamed' }),
      mutation(id, 2, { tools: [] }),
    ];
    const first = await push(app, user.cookie, batch);
    expect(first.body?.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const before = (await getMap(app, user.cookie, id)).body;

    const again = await push(app, user.cookie, batch);
    expect(again.body?.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(again.body?.results.every((r) => r.rev === 3)).toBe(true);
    expect(again.body?.seq).toBe(first.body?.seq);
    expect((await getMap(app, user.cookie, id)).body).toBe(before);
    expect(await revisionCount(app, id)).toBe(3);
  });

  it('loses and doubles nothing when the server dies between applying a push and replying', async () => {
    const data = tempDir('spine-crash-');
    try {
      const first = await start(data.path);
      const user = await registerUser(first);
      const id = randomUUID();
      const batch = [
        mutation(id, 0, mapContent()),
        mutation(id, 1, { practices: ['Daily triage', 'Pairing'] }),
      ];
      await push(first, user.cookie, batch); // the reply never reaches the client
      await servers.pop()?.app.close();

      const restarted = await start(data.path);
      const retry = await push(restarted, user.cookie, batch);
      expect(retry.body?.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
      expect(retry.body?.results[1]?.map).toMatchObject({ rev: 2, practices: ['Daily triage', 'Pairing'] });
      expect(await revisionCount(restarted, id)).toBe(2);
      expect((await pull(restarted, user.cookie)).maps).toHaveLength(1);
    } finally {
      data.remove();
    }
  });

  it('merges concurrent edits from two devices: both list changes, the later title, the other title restorable', async () => {
    for (const order of [
      ['a', 'b'],
      ['b', 'a'],
    ] as const) {
      const app = await start();
      const user = await registerUser(app);
      const t = Date.now() - 60_000;
      const created = await push(app, user.cookie, [
        mutation(randomUUID(), 0, mapContent(), { hlc: hlcAt(t - 1000, 'device-a') }),
      ]);
      const map = created.body?.results[0]?.map as SpineMap;
      const edits = {
        a: mutation(
          map.id,
          1,
          { values: ['Honesty', 'Speed', 'Kindness'], title: 'Title from A' },
          { hlc: hlcAt(t, 'device-a') },
        ),
        b: mutation(
          map.id,
          1,
          { practices: ['Daily triage', 'Pair on hard tickets'], title: 'Title from B' },
          { hlc: hlcAt(t + 5000, 'device-b') },
        ),
      };
      const [firstDevice, secondDevice] = order;
      const first = await push(app, user.cookie, [edits[firstDevice]]);
      expect(first.body?.results[0]?.status).toBe('applied');
      const second = await push(app, user.cookie, [edits[secondDevice]]);
      expect(second.body?.results[0]?.status).toBe('merged');

      const merged = second.body?.results[0]?.map as SpineMap;
      expect(merged.values).toEqual(['Honesty', 'Speed', 'Kindness']);
      expect(merged.practices).toEqual(['Daily triage', 'Pair on hard tickets']);
      expect(merged.title).toBe('Title from B');
      expect(merged.rev).toBe(3);

      const history = (
        await app.inject({ url: `/api/spine-maps/${map.id}/revisions`, headers: { cookie: user.cookie } })
      ).json<MapHistory>();
      expect(history.revisions.map((r) => r.rev)).toEqual([3, 2, 1]);
      expect(history.conflicts).toEqual([
        expect.objectContaining({
          field: 'title',
          kind: 'field',
          keptValue: 'Title from B',
          lostValue: 'Title from A',
          rev: 3,
          resolvedAt: null,
        }),
      ]);

      const conflictId = history.conflicts[0]?.id;
      const restored = await app.inject({
        method: 'POST',
        url: `/api/spine-maps/${map.id}/restore`,
        headers: { cookie: user.cookie },
        payload: { conflictId },
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({
        rev: 4,
        title: 'Title from A',
        practices: merged.practices,
        values: merged.values,
      });
      const after = (
        await app.inject({ url: `/api/spine-maps/${map.id}/revisions`, headers: { cookie: user.cookie } })
      ).json<MapHistory>();
      expect(after.conflicts[0]?.resolvedAt).not.toBeNull();
      expect(after.revisions).toHaveLength(4);
    }
  });

  it("rejects another user's mutation and leaves the map as it was", async () => {
    const app = await start();
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    const { body } = await push(app, other.cookie, [
      mutation(map.id, 1, { title: 'Hijacked' }),
      { ...mutation(map.id, 1, {}), type: 'delete' },
      mutation(map.id, 0, mapContent({ title: 'Also hijacked' })),
    ]);
    expect(body?.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(body?.results[0]).toMatchObject({ error: { code: 'forbidden' } });
    expect(body?.results[0]).not.toHaveProperty('map');
    expect((await getMap(app, owner.cookie, map.id)).json()).toMatchObject({
      title: 'Support desk',
      rev: 1,
      deletedAt: null,
    });
  });

  it('rejects edits of unknown maps and revisions from the future', async () => {
    const app = await start();
    const user = await registerUser(app);
    const map = await createMap(app, user.cookie);
    const { body } = await push(app, user.cookie, [
      mutation(randomUUID(), 3, { title: 'x' }),
      mutation(map.id, 9, { title: 'x' }),
    ]);
    expect(body?.results.map((r) => r.status === 'rejected' && r.error.code)).toEqual([
      'not_found',
      'invalid',
    ]);
  });

  it('moves a deleted map to Trash, which older apps pull as deleted; an edit that had not seen the delete brings it back', async () => {
    const app = await start();
    const user = await registerUser(app);
    const map = await createMap(app, user.cookie);
    const cursor = (await pull(app, user.cookie)).seq;
    const { body } = await push(app, user.cookie, [{ ...mutation(map.id, 1, {}), type: 'delete' }]);
    expect(body?.results[0]).toMatchObject({ status: 'applied', rev: 2 });
    const changes = await pull(app, user.cookie, cursor);
    expect(changes).toMatchObject({ maps: [], deleted: [map.id], hasMore: false });
    expect((await getMap(app, user.cookie, map.id)).statusCode).toBe(404);
    // Written on a device that had seen the delete: kept, in Trash with the map.
    const seen = await push(app, user.cookie, [mutation(map.id, 2, { title: 'Seen the delete' })]);
    expect(seen.body?.results[0]).toMatchObject({ status: 'applied', rev: 3 });
    expect((await getMap(app, user.cookie, map.id)).statusCode).toBe(404);
    // Written on a device that had not: the map comes back with it.
    const unseen = await push(app, user.cookie, [
      mutation(map.id, 1, { needs: 'Edited before the delete arrived' }),
    ]);
    expect(unseen.body?.results[0]).toMatchObject({ status: 'merged', rev: 4 });
    expect((await getMap(app, user.cookie, map.id)).json()).toMatchObject({
      title: 'Seen the delete',
      needs: 'Edited before the delete arrived',
      deletedAt: null,
    });
  });

  it('claims an anonymous map when the mutation carries its claim token', async () => {
    const app = await start();
    const user = await registerUser(app);
    const claimToken = newClaimToken();
    const anonymous = await app.repos.maps.create({ content: mapContent(), ownerId: null, claimToken });
    const without = await push(app, user.cookie, [mutation(anonymous.id, 1, { title: 'Mine?' })]);
    expect(without.body?.results[0]).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
    const wrong = await push(app, user.cookie, [
      mutation(anonymous.id, 1, { title: 'Mine?' }, { claimToken: newClaimToken() }),
    ]);
    expect(wrong.body?.results[0]?.status).toBe('rejected');

    const claimed = await push(app, user.cookie, [
      mutation(anonymous.id, 1, { title: 'Mine now' }, { claimToken }),
    ]);
    expect(claimed.body?.results[0]).toMatchObject({
      status: 'applied',
      map: { ownerId: user.id, title: 'Mine now', rev: 2 },
    });
    expect((await pull(app, user.cookie)).maps.map((m) => m.id)).toEqual([anonymous.id]);
  });

  it('refuses to edit the seeded examples, which have no owner and no claim token', async () => {
    const app = await start();
    const user = await registerUser(app);
    const example = (await app.repos.maps.list({ limit: 1 }))[0] as SpineMap;
    const { body } = await push(app, user.cookie, [
      mutation(example.id, 1, { title: 'Mine' }, { claimToken: 'guess' }),
    ]);
    expect(body?.results[0]).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
  });
});

describe('GET /api/sync/pull', () => {
  it("pages through the caller's maps in seq order with hasMore, and never shows others' maps", async () => {
    const app = await start();
    const user = await registerUser(app);
    const other = await registerUser(app);
    await createMap(app, other.cookie);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createMap(app, user.cookie, { title: `Map ${i}` })).id);

    const seen: string[] = [];
    let since = 0;
    let pages = 0;
    for (;;) {
      const page = await pull(app, user.cookie, since, 2);
      seen.push(...page.maps.map((m) => m.id));
      since = page.seq;
      pages += 1;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);
    expect(await pull(app, user.cookie, since)).toMatchObject({
      maps: [],
      deleted: [],
      hasMore: false,
      seq: since,
    });
  });

  it('validates since and limit', async () => {
    const app = await start();
    const user = await registerUser(app);
    const reply = await app.inject({
      url: '/api/sync/pull?since=-1&limit=5000',
      headers: { cookie: user.cookie },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe('Invalid request: query.since, query.limit');
  });
});
