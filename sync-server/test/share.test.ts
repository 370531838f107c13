import { afterEach, describe, expect, it } from 'vitest';
import { spineMapSchema, type SpineMap } from '../../shared/schemas/spineMap';
import { createMap, registerUser } from './accounts';
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

describe('GET /api/spine-maps/share/:shareId', () => {
  it('answers 403 Access denied for a private map to anonymous visitors and other users, 200 to the owner', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const map = await createMap(app, owner.cookie, { visibility: 'private' });
    const url = `/api/spine-maps/share/${map.shareId}`;

    for (const headers of [{}, { cookie: other.cookie }]) {
      const denied = await app.inject({ url, headers });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ message: 'Access denied' });
    }
    const own = await app.inject({ url, headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: map.id, ownerId: owner.id, visibility: 'private' });
  });

  it('shows unlisted and public maps to anyone, without secrets', async () => {
    const app = await start();
    const owner = await registerUser(app);
    for (const visibility of ['unlisted', 'public']) {
      const map = await createMap(app, owner.cookie, { visibility });
      const reply = await app.inject({ url: `/api/spine-maps/share/${map.shareId}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ ...map, role: undefined });
      // The reply is spliced from stored text: it must be the repository's map, schema-valid.
      expect(spineMapSchema.parse(reply.json())).toEqual(await app.repos.maps.get(map.id));
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.body).not.toMatch(/claim|password|hlc|seq/i);
      expect(reply.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('keeps the real owner and ids even if stored content ever held bookkeeping keys', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const map = await createMap(app, owner.cookie, { visibility: 'unlisted' });
    await app.db
      .prepare(
        "UPDATE spine_maps SET content = json_set(content, '$.ownerId', 'intruder', '$.id', 'other') WHERE id = ?",
      )
      .run(map.id);
    const reply = await app.inject({ url: `/api/spine-maps/share/${map.shareId}` });
    expect(reply.json()).toMatchObject({ id: map.id, ownerId: owner.id });
  });

  it('answers 404 Spine map not found for an unknown share id', async () => {
    const app = await start();
    const reply = await app.inject({ url: '/api/spine-maps/share/no-such-link' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ message: 'Spine map not found' });
  });

  it('serves the seeded examples by their id as share id', async () => {
    const app = await start();
    const example = (await app.repos.maps.list({ limit: 1 }))[0] as SpineMap;
    const reply = await app.inject({ url: `/api/spine-maps/share/${example.shareId}` });
    expect(reply.json()).toMatchObject({ id: example.id, ownerId: null, visibility: 'public' });
  });
});

describe('POST /api/spine-maps/:id/rotate-share', () => {
  it('gives the owner a new link; the old one then answers 404', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    const rotated = await app.inject({
      method: 'POST',
      url: `/api/spine-maps/${map.id}/rotate-share`,
      headers: { cookie: owner.cookie },
    });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<SpineMap>();
    expect(next.shareId).not.toBe(map.shareId);
    expect(next.rev).toBe(map.rev);
    expect((await app.inject({ url: `/api/spine-maps/share/${map.shareId}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/spine-maps/share/${next.shareId}` })).statusCode).toBe(200);
  });

  it('refuses anonymous callers (401) and other users (403)', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const map = await createMap(app, owner.cookie, { visibility: 'public' });
    const url = `/api/spine-maps/${map.id}/rotate-share`;
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: `/api/spine-maps/share/${map.shareId}` })).statusCode).toBe(200);
  });
});
