import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_MAPS } from '../../shared/content/examples';
import type { ClaimResponse, MapHistory } from '../../shared/schemas/mapHistory';
import type { SpineMap } from '../../shared/schemas/spineMap';
import type { PullResponse } from '../../shared/schemas/sync';
import { newClaimToken } from '../src/db/tokens';
import { createMap, mapContent, mutation, push, registerUser } from './accounts';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start() {
  server = await startTestServer();
  return server.app;
}

type App = Awaited<ReturnType<typeof start>>;

async function list(app: App, query = '', cookie?: string) {
  const reply = await app.inject({ url: `/api/spine-maps${query}`, headers: cookie ? { cookie } : {} });
  expect(reply.statusCode).toBe(200);
  return reply.json<SpineMap[]>();
}

describe('GET /api/spine-maps', () => {
  it('lists the seeded examples to anonymous visitors, newest first, and seeds only once', async () => {
    const app = await start();
    const maps = await list(app);
    expect(maps).toHaveLength(EXAMPLE_MAPS.length);
    expect(maps.every((m) => m.visibility === 'public' && m.ownerId === null)).toBe(true);
    const created = maps.map((m) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(await app.repos.maps.seedExamples()).toBe(0);
  });

  it("lists public maps plus the caller's own, never others' private or unlisted maps", async () => {
    const app = await start();
    const me = await registerUser(app);
    const other = await registerUser(app);
    const mine = await createMap(app, me.cookie, { title: 'Mine private', visibility: 'private' });
    await createMap(app, other.cookie, { title: 'Theirs private', visibility: 'private' });
    await createMap(app, other.cookie, { title: 'Theirs unlisted', visibility: 'unlisted' });
    const theirsPublic = await createMap(app, other.cookie, { title: 'Theirs public', visibility: 'public' });

    const titles = (await list(app, '', me.cookie)).map((m) => m.title);
    expect(titles.slice(0, 2)).toEqual([theirsPublic.title, mine.title]);
    expect(titles).not.toContain('Theirs private');
    expect(titles).not.toContain('Theirs unlisted');
    expect(titles).toHaveLength(EXAMPLE_MAPS.length + 2);
    expect((await list(app)).map((m) => m.title)).not.toContain('Mine private');
  });

  it('pages through public and own maps as one newest-first list, with and without a search', async () => {
    const app = await start();
    const me = await registerUser(app);
    const made: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const visibility = i % 2 === 0 ? 'public' : 'private';
      made.push((await createMap(app, me.cookie, { title: `Paged map ${i}`, visibility })).title);
    }
    const newestFirst = [...made].reverse();
    for (const search of ['', '&search=PAGED']) {
      const pages = [];
      for (let offset = 0; offset < 6; offset += 4)
        pages.push(...(await list(app, `?limit=4&offset=${offset}${search}`, me.cookie)).map((m) => m.title));
      expect(pages.slice(0, 6)).toEqual(newestFirst);
    }
    // Anonymous visitors page through the public ones only.
    const open = (await list(app, '?limit=2&offset=1&search=paged')).map((m) => m.title);
    expect(open).toEqual(['Paged map 2', 'Paged map 0']);
  });

  it('searches title, boundary, context and industry case-insensitively, including 1 and 2 character queries', async () => {
    const app = await start();
    const me = await registerUser(app);
    await createMap(app, me.cookie, {
      title: 'Zyxo Quarry',
      systemBoundary: 'Stone cutting crew',
      context: 'Öffnungszeiten matter',
    });
    const titles = async (query: string) => (await list(app, query, me.cookie)).map((m) => m.title);
    expect(await titles('?search=zyxo%20QUARRY')).toEqual(['Zyxo Quarry']);
    expect(await titles('?search=STONE%20cut')).toEqual(['Zyxo Quarry']);
    expect(await titles('?search=%C3%B6ffnungs')).toEqual(['Zyxo Quarry']);
    expect(await titles('?search=yX')).toEqual(['Zyxo Quarry']);
    expect(
      (await list(app, '?search=%22')).every((m) =>
        JSON.stringify([m.title, m.systemBoundary, m.context]).includes('\\"'),
      ),
    ).toBe(true);
    expect(await titles('?search=%22quarry')).toEqual([]);
    const water = await list(app, '?search=WATER');
    expect(water.length).toBeGreaterThan(0);
    expect(
      water.every((m) =>
        [m.title, m.systemBoundary, m.context, m.industry].join(' ').toLowerCase().includes('water'),
      ),
    ).toBe(true);
    expect((await list(app, '?search=x')).length).toBeGreaterThan(0);
  });

  it('filters industry and team size exactly, treating All and blank as no filter', async () => {
    const app = await start();
    const retail = EXAMPLE_MAPS.filter((m) => m.industry === 'Retail');
    const small = EXAMPLE_MAPS.filter((m) => m.teamSize === 'Small Team');
    expect((await list(app, '?industry=Retail')).map((m) => m.id).sort()).toEqual(
      retail.map((m) => m.id).sort(),
    );
    expect((await list(app, '?teamSize=Small%20Team')).length).toBe(small.length);
    expect(await list(app, '?industry=retail')).toEqual([]);
    expect((await list(app, '?industry=All&teamSize=')).length).toBe(EXAMPLE_MAPS.length);
    expect(await list(app, '?limit=5&offset=0')).toHaveLength(5);
  });

  it('leaves deleted maps out', async () => {
    const app = await start();
    const me = await registerUser(app);
    const map = await createMap(app, me.cookie, { title: 'Gone soon' });
    await push(app, me.cookie, [{ ...mutation(map.id, 1, {}), type: 'delete' }]);
    expect((await list(app, '?search=gone', me.cookie)).map((m) => m.id)).toEqual([]);
  });
});

describe('GET /api/spine-maps/:id', () => {
  it('answers the owner and anyone for public maps, 403 for a private map, 404 for unlisted and unknown ids', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const secret = await createMap(app, owner.cookie, { visibility: 'private' });
    const open = await createMap(app, owner.cookie, { visibility: 'public' });
    // An unlisted map is found by its share link only (issue 18): by id, others hear 404.
    const unlisted = await createMap(app, owner.cookie, { visibility: 'unlisted' });
    expect(
      (await app.inject({ url: `/api/spine-maps/${unlisted.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/spine-maps/${secret.id}`, headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: `/api/spine-maps/${secret.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(403);
    // A visitor gets the map without a role; the pusher's copy carries 'owner'.
    expect(open.role).toBe('owner');
    expect((await app.inject({ url: `/api/spine-maps/${open.id}` })).json()).toEqual({
      ...open,
      role: undefined,
    });
    const missing = await app.inject({ url: `/api/spine-maps/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Spine map not found' });
  });
});

describe('map history', () => {
  it('restores an earlier revision as a new revision, keeping the current visibility and all history', async () => {
    const app = await start();
    const me = await registerUser(app);
    const map = await createMap(app, me.cookie, { title: 'First' });
    await push(app, me.cookie, [mutation(map.id, 1, { title: 'Second', visibility: 'private' })]);
    const url = `/api/spine-maps/${map.id}`;
    const restored = await app.inject({
      method: 'POST',
      url: `${url}/restore`,
      headers: { cookie: me.cookie },
      payload: { rev: 1 },
    });
    expect(restored.json()).toMatchObject({ title: 'First', visibility: 'private', rev: 3 });
    const history = (
      await app.inject({ url: `${url}/revisions?limit=2`, headers: { cookie: me.cookie } })
    ).json<MapHistory>();
    expect(history.revisions.map((r) => [r.rev, r.reason, r.content.title])).toEqual([
      [3, 'restore rev 1', 'First'],
      [2, 'edit', 'Second'],
    ]);
    expect(history.hasMore).toBe(true);
    const missing = await app.inject({
      method: 'POST',
      url: `${url}/restore`,
      headers: { cookie: me.cookie },
      payload: { rev: 99 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('names snapshots at the current revision and lists them newest first', async () => {
    const app = await start();
    const me = await registerUser(app);
    const map = await createMap(app, me.cookie);
    const url = `/api/spine-maps/${map.id}`;
    const snap = await app.inject({
      method: 'POST',
      url: `${url}/snapshots`,
      headers: { cookie: me.cookie },
      payload: { name: ' Before the workshop ' },
    });
    expect(snap.statusCode).toBe(201);
    expect(snap.json()).toMatchObject({ rev: 1, name: 'Before the workshop' });
    const history = (
      await app.inject({ url: `${url}/revisions`, headers: { cookie: me.cookie } })
    ).json<MapHistory>();
    expect(history.snapshots.map((s) => s.name)).toEqual(['Before the workshop']);
  });

  it('is for the owner only', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const map = await createMap(app, owner.cookie, { visibility: 'public' });
    const url = `/api/spine-maps/${map.id}`;
    expect((await app.inject({ url: `${url}/revisions` })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: `${url}/revisions`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    const restore = await app.inject({
      method: 'POST',
      url: `${url}/restore`,
      headers: { cookie: other.cookie },
      payload: { rev: 1 },
    });
    expect(restore.statusCode).toBe(403);
    const snapshot = await app.inject({
      method: 'POST',
      url: `${url}/snapshots`,
      headers: { cookie: other.cookie },
      payload: { name: 'x' },
    });
    expect(snapshot.statusCode).toBe(403);
  });
});

describe('POST /api/spine-maps/claim', () => {
  it("makes anonymous maps the caller's with the right token, and they then arrive by pull", async () => {
    const app = await start();
    const me = await registerUser(app);
    const other = await registerUser(app);
    const token = newClaimToken();
    const anonymous = await app.repos.maps.create({
      content: mapContent(),
      ownerId: null,
      claimToken: token,
    });
    const theirs = await createMap(app, other.cookie);
    const claim = (claims: { mapId: string; claimToken: string }[]) =>
      app.inject({
        method: 'POST',
        url: '/api/spine-maps/claim',
        headers: { cookie: me.cookie },
        payload: { claims },
      });

    const wrong = (await claim([{ mapId: anonymous.id, claimToken: newClaimToken() }])).json<ClaimResponse>();
    expect(wrong.results).toEqual([{ mapId: anonymous.id, status: 'rejected' }]);
    const reply = (
      await claim([
        { mapId: anonymous.id, claimToken: token },
        { mapId: theirs.id, claimToken: token },
        { mapId: randomUUID(), claimToken: token },
      ])
    ).json<ClaimResponse>();
    expect(reply.results.map((r) => r.status)).toEqual(['claimed', 'rejected', 'rejected']);
    expect(reply.results[0]?.map?.ownerId).toBe(me.id);
    const again = (await claim([{ mapId: anonymous.id, claimToken: token }])).json<ClaimResponse>();
    expect(again.results[0]?.status).toBe('owned');

    const pulled = (
      await app.inject({ url: '/api/sync/pull', headers: { cookie: me.cookie } })
    ).json<PullResponse>();
    expect(pulled.maps.map((m) => m.id)).toEqual([anonymous.id]);
    expect(
      await app.db.prepare('SELECT claim_token_hash FROM spine_maps WHERE id = ?').pluck().get(anonymous.id),
    ).toBeNull();
    expect(
      (await app.inject({ method: 'POST', url: '/api/spine-maps/claim', payload: { claims: [] } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('maps repository', () => {
  it('replaceContent records a revision, bumps rev and keeps visibility when none is given', async () => {
    const app = await start();
    const map = await app.repos.maps.create({ content: mapContent({ visibility: 'public' }), ownerId: null });
    const { visibility: _drop, ...content } = mapContent({ title: 'Refined' });
    const next = await app.repos.maps.replaceContent(map.id, content, { actorId: null, reason: 'refine' });
    expect(next).toMatchObject({ title: 'Refined', rev: 2, visibility: 'public', shareId: map.shareId });
    expect((await app.repos.revisions.list(map.id, { limit: 5 })).map((r) => r.reason)).toEqual([
      'refine',
      'create',
    ]);
    expect(await app.repos.maps.get(randomUUID())).toBeNull();
    await expect(app.repos.maps.create({ content: mapContent(), ownerId: null, id: map.id })).rejects.toThrow(
      /already exists/,
    );
  });
});
