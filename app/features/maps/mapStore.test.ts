import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { syncMutationSchema } from '../../../shared/schemas/sync';
import { createDb, type SpineDb } from '../../db/db';
import { readClaimTokens } from '../../sync/claimTokens';
import { SENT_UP_TO_KEY } from '../../sync/outboxRows';
import { createMapStore } from './mapStore';

const content = {
  title: 'Support desk',
  systemBoundary: 'Our support team',
  needs: 'Customers get unstuck quickly',
  values: ['Speed: answer within an hour'],
  principles: [],
  practices: ['Triage'],
  tools: [],
};

const opened: SpineDb[] = [];
function device() {
  const database = createDb(`map-store-${opened.length}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  opened.push(database);
  return { database, store: createMapStore(database) };
}
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
});

describe('mapStore', () => {
  it('saves a new local map with a whole-content create mutation at baseRev 0', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const map = await database.maps.get(id);
    expect(map).toMatchObject({ ...content, id, rev: 0, ownerId: null, visibility: 'unlisted', shareId: '' });
    const outbox = await database.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      mapId: id,
      baseRev: 0,
      protocolVersion: 1,
      patch: { ...content, visibility: 'unlisted' },
    });
    // The queued mutation is valid on the wire as it stands.
    expect(syncMutationSchema.safeParse(outbox[0]).success).toBe(true);
  });

  it('stores a server map without a create mutation and keeps its claim token', async () => {
    const { database, store } = device();
    const now = new Date().toISOString();
    const serverMap = {
      ...content,
      visibility: 'unlisted' as const,
      id: 'm-1',
      shareId: 's-1',
      createdAt: now,
      updatedAt: now,
      ownerId: null,
      rev: 1,
      deletedAt: null,
    };
    await store.saveNewMap(content, { serverMap, claimToken: 'secret' });
    expect(await database.outbox.count()).toBe(0);
    expect(await database.maps.get('m-1')).toMatchObject({ rev: 1, shareId: 's-1' });
    expect(await readClaimTokens(database)).toEqual({ 'm-1': 'secret' });
  });

  it('queues only the changed fields of an edit, against the map rev', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    await database.maps.update(id, { rev: 3 });
    await store.updateMap(id, { title: 'Help desk', needs: content.needs });
    const rows = await database.outbox.orderBy('seq').toArray();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ baseRev: 3, patch: { title: 'Help desk' } });
    expect(Object.keys(rows[1]!.patch)).toEqual(['title']);
    expect(rows[1]!.hlc > rows[0]!.hlc).toBe(true);
    expect((await database.maps.get(id))?.title).toBe('Help desk');
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    await store.updateMap(id, { title: content.title });
    expect(await database.outbox.count()).toBe(1);
  });

  it('keeps the map unchanged when its outbox mutation cannot be written (one transaction)', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    database.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(store.updateMap(id, { title: 'Lost edit' })).rejects.toThrow('disk full');
    expect((await database.maps.get(id))?.title).toBe(content.title);
    expect(await database.outbox.count()).toBe(1);
  });

  it('rejects an invalid patch and an unknown map', async () => {
    const { store } = device();
    const id = await store.saveNewMap(content);
    await expect(store.updateMap(id, { title: '' })).rejects.toThrow();
    await expect(store.updateMap('nope', { title: 'x' })).rejects.toThrow('not on this device');
  });

  it('drops a never-synced map entirely, and tombstones a synced one with a delete mutation', async () => {
    const { database, store } = device();
    const local = await store.saveNewMap(content);
    await store.deleteMap(local);
    expect(await database.maps.get(local)).toBeUndefined();
    expect(await database.outbox.count()).toBe(0);

    const synced = await store.saveNewMap(content);
    await database.meta.put({ key: SENT_UP_TO_KEY, value: 1000 });
    await database.maps.update(synced, { rev: 2 });
    await store.deleteMap(synced);
    expect((await database.maps.get(synced))?.deletedAt).toBeTruthy();
    const last = await database.outbox.orderBy('seq').last();
    expect(last).toMatchObject({ type: 'delete', baseRev: 2, mapId: synced });
  });
});
