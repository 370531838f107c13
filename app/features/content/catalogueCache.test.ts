import { IDBFactory, IDBKeyRange as FakeIDBKeyRange } from 'fake-indexeddb';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../../shared/content/archetypes';
import { EXAMPLE_MAPS } from '../../../shared/content/examples';
import { TEMPLATES } from '../../../shared/content/templates';
import { setApiBase } from '../../api/client';
import { createDb, type SpineDb } from '../../db/db';
import { BUNDLED_CATALOGUE, BUNDLED_CATALOGUE_VERSION } from './bundledContent';
import { CATALOGUE_META, createCatalogueCache } from './catalogueCache';

const opened: SpineDb[] = [];
function freshDb(): SpineDb {
  const database = createDb(`catalogue-${opened.length}`, { indexedDB: new IDBFactory(), IDBKeyRange: FakeIDBKeyRange });
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const database of opened.splice(0)) {
    database.close();
    await database.delete();
  }
});

const bundle = () => Promise.resolve({ BUNDLED_CATALOGUE, BUNDLED_CATALOGUE_VERSION });

describe('catalogue seeding', () => {
  it('fills templates, archetypes and examples from the bundled content and marks the cache ready', async () => {
    const database = freshDb();
    expect(await createCatalogueCache(database, bundle).seed()).toBe(true);
    expect(await database.templates.count()).toBe(TEMPLATES.length);
    expect(await database.archetypes.count()).toBe(ARCHETYPES.length);
    expect(await database.examples.count()).toBe(EXAMPLE_MAPS.length);
    expect((await database.meta.get(CATALOGUE_META.ready))?.value).toBe(true);
    expect((await database.meta.get(CATALOGUE_META.order))?.value).toMatchObject({
      templates: TEMPLATES.map((t) => t.id),
    });
  });

  it('is idempotent: seeding again (reload, second tab) writes nothing and keeps newer rows', async () => {
    const database = freshDb();
    const cache = createCatalogueCache(database, bundle);
    await cache.seed();
    const first = TEMPLATES[0];
    if (!first) throw new Error('no templates');
    await database.templates.put({ ...first, name: 'Refreshed from the server' });
    const [again, concurrent] = await Promise.all([cache.seed(), createCatalogueCache(database, bundle).seed()]);
    expect([again, concurrent]).toEqual([false, false]);
    expect(await database.templates.count()).toBe(TEMPLATES.length);
    expect((await database.templates.get(first.id))?.name).toBe('Refreshed from the server');
  });

  it('seeds again once when a new build ships different content', async () => {
    const database = freshDb();
    await createCatalogueCache(database, bundle).seed();
    const next = () => Promise.resolve({ BUNDLED_CATALOGUE, BUNDLED_CATALOGUE_VERSION: 'next-build' });
    expect(await createCatalogueCache(database, next).seed()).toBe(true);
    expect(await createCatalogueCache(database, next).seed()).toBe(false);
  });
});

describe('catalogue refresh from the API', () => {
  let server: Server;
  const responses = new Map<string, { status: number; body: unknown }>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = responses.get(req.url ?? '') ?? { status: 404, body: { message: 'not found' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    setApiBase('');
    await new Promise((resolve) => server.close(resolve));
  });

  it('replaces templates and archetypes with the server lists and adds only public maps', async () => {
    const database = freshDb();
    const cache = createCatalogueCache(database, bundle);
    await cache.seed();
    const [a, b] = TEMPLATES;
    const archetype = ARCHETYPES[0];
    const [example] = BUNDLED_CATALOGUE.examples;
    if (!a || !b || !archetype || !example) throw new Error('content missing');
    const publicMap = { ...example, id: 'public-from-server', title: 'Public from server' };
    const privateMap = { ...example, id: 'mine-private', visibility: 'private' };
    responses.set('/api/templates', { status: 200, body: [b, { ...a, name: 'Server name' }] });
    responses.set('/api/archetypes', { status: 200, body: [archetype] });
    responses.set('/api/spine-maps', { status: 200, body: [publicMap, privateMap] });

    expect(await cache.refresh()).toEqual({ templates: true, archetypes: true, examples: true });
    expect((await database.templates.toArray()).map((t) => t.id).sort()).toEqual([a.id, b.id].sort());
    expect((await database.templates.get(a.id))?.name).toBe('Server name');
    expect((await database.meta.get(CATALOGUE_META.order))?.value).toMatchObject({ templates: [b.id, a.id] });
    expect(await database.archetypes.count()).toBe(1);
    expect(await database.examples.get('public-from-server')).toBeDefined();
    expect(await database.examples.get('mine-private')).toBeUndefined();
    expect(await database.examples.count()).toBe(EXAMPLE_MAPS.length + 1);
  });

  it('drops a cached public map the server stops listing, keeping the ownerless examples', async () => {
    const database = freshDb();
    const cache = createCatalogueCache(database, bundle);
    await cache.seed();
    const [example] = BUNDLED_CATALOGUE.examples;
    if (!example) throw new Error('content missing');
    const owned = (id: string) => ({ ...example, id, title: id, ownerId: 'someone' });
    responses.set('/api/templates', { status: 200, body: TEMPLATES });
    responses.set('/api/archetypes', { status: 200, body: ARCHETYPES });
    responses.set('/api/spine-maps', { status: 200, body: [owned('stays-public'), owned('goes-private')] });
    await cache.refresh();
    expect(await database.examples.get('goes-private')).toBeDefined();

    responses.set('/api/spine-maps', { status: 200, body: [owned('stays-public')] });
    await cache.refresh();
    expect(await database.examples.get('goes-private')).toBeUndefined();
    expect(await database.examples.get('stays-public')).toBeDefined();
    expect(await database.examples.count()).toBe(EXAMPLE_MAPS.length + 1);
  });

  it('keeps the cached rows of a source whose request failed', async () => {
    const database = freshDb();
    const cache = createCatalogueCache(database, bundle);
    await cache.seed();
    responses.set('/api/templates', { status: 500, body: { message: 'boom' } });
    responses.set('/api/archetypes', { status: 200, body: 'not a list' });
    responses.set('/api/spine-maps', { status: 200, body: [] });
    expect(await cache.refresh()).toEqual({ templates: false, archetypes: false, examples: true });
    expect(await database.templates.count()).toBe(TEMPLATES.length);
    expect(await database.archetypes.count()).toBe(ARCHETYPES.length);
  });
});
