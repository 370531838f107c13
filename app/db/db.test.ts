import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange as FakeIDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { spineMapSchema } from '../../shared/schemas/spineMap';
import { legacyDoc, legacyItemId } from '../../shared/sync/legacy';
import { viewOf } from '../sync/localMaps';
import { createDb, db, type SpineDb } from './db';

const TABLES = [
  'maps',
  'outbox',
  'tutorialProgress',
  'templates',
  'archetypes',
  'examples',
  'feedbackQueue',
  'analyticsQueue',
  'chatSessions',
  'meta',
  'rejectedChanges',
  'bases',
];

/** A map as version 2 stored it: lists of text, no ids. */
function storedMap(id: string) {
  const now = new Date().toISOString();
  return spineMapSchema.parse({
    id,
    shareId: `share-${id}`,
    title: 'Support desk',
    systemBoundary: 'Our support team',
    needs: 'Customers get unstuck quickly',
    values: ['Speed'],
    principles: [],
    practices: [],
    tools: [],
    createdAt: now,
    updatedAt: now,
    ownerId: null,
    rev: 0,
  });
}

/** A map as the device shows it now. */
function sampleMap(id: string) {
  const map = storedMap(id);
  return viewOf(map, legacyDoc(id, map, map.rev));
}

const opened: SpineDb[] = [];
afterEach(async () => {
  for (const instance of opened.splice(0)) {
    instance.close();
    await instance.delete();
  }
});

describe('SpineDb', () => {
  it('opens the app database with every table of version 3', async () => {
    await db.open();
    expect(db.verno).toBe(3);
    expect(db.tables.map((table) => table.name).sort()).toEqual([...TABLES].sort());
    expect(db.outbox.schema.primKey.auto).toBe(true);
    expect(db.maps.schema.indexes.map((index) => index.name).sort()).toEqual([
      'deletedAt',
      'ownerId',
      'shareId',
      'updatedAt',
    ]);
    db.close({ disableAutoOpen: false });
  });

  it('assigns increasing outbox seqs so pushes keep their order', async () => {
    const instance = createDb('outbox-order');
    opened.push(instance);
    const base = {
      mapId: 'm1',
      baseRev: 0,
      patch: { title: 'A' },
      hlc: '1',
      protocolVersion: 1 as const,
      createdAt: new Date().toISOString(),
    };
    const first = await instance.outbox.add({ ...base, mutationId: crypto.randomUUID() });
    const second = await instance.outbox.add({ ...base, mutationId: crypto.randomUUID() });
    expect(Number(second)).toBeGreaterThan(Number(first));
  });

  it('keeps createDb instances with their own IndexedDB factories fully isolated', async () => {
    const deviceA = createDb('spine-explorer', { indexedDB: new IDBFactory(), IDBKeyRange: FakeIDBKeyRange });
    const deviceB = createDb('spine-explorer', { indexedDB: new IDBFactory(), IDBKeyRange: FakeIDBKeyRange });
    opened.push(deviceA, deviceB);
    await deviceA.maps.put(sampleMap('map-1'));
    expect(await deviceA.maps.get('map-1')).toMatchObject({ title: 'Support desk' });
    expect(await deviceB.maps.count()).toBe(0);
    expect(await db.maps.get('map-1')).toBeUndefined();
  });

  it('upgrades a version 1 database to version 2 keeping its maps and outbox, with an empty rejectedChanges', async () => {
    const deps = { indexedDB: new IDBFactory(), IDBKeyRange: FakeIDBKeyRange };
    const old = new Dexie('spine-explorer', deps);
    old.version(1).stores({
      maps: 'id, shareId, updatedAt, ownerId, deletedAt',
      outbox: '++seq, mutationId, mapId',
      meta: 'key',
    });
    await old.table('maps').put(storedMap('kept'));
    await old.table('meta').put({ key: 'syncUserId', value: 'u1' });
    old.close();

    const upgraded = createDb('spine-explorer', deps);
    opened.push(upgraded);
    await upgraded.open();
    expect(upgraded.verno).toBe(3);
    expect(await upgraded.maps.get('kept')).toMatchObject({ title: 'Support desk' });
    expect(await upgraded.meta.get('syncUserId')).toEqual({ key: 'syncUserId', value: 'u1' });
    expect(await upgraded.rejectedChanges.count()).toBe(0);
  });

  it('upgrades a version 2 database to version 3: items get the ids the server derives, synced maps a base, the outbox stays', async () => {
    const deps = { indexedDB: new IDBFactory(), IDBKeyRange: FakeIDBKeyRange };
    const old = new Dexie('spine-explorer', deps);
    old.version(1).stores({
      maps: 'id, shareId, updatedAt, ownerId, deletedAt',
      outbox: '++seq, mutationId, mapId',
      meta: 'key',
    });
    old.version(2).stores({ rejectedChanges: 'mapId, accountId' });
    const synced = { ...storedMap('synced'), rev: 4, values: ['Speed', 'Calm'] };
    await old
      .table('maps')
      .bulkPut([synced, { ...storedMap('gone'), rev: 2, deletedAt: new Date().toISOString() }]);
    const row = {
      mutationId: crypto.randomUUID(),
      mapId: 'synced',
      baseRev: 4,
      patch: { values: ['Speed', 'Calm'] },
      hlc: '000001700000000-000000-d',
      protocolVersion: 1,
      createdAt: new Date().toISOString(),
    };
    await old.table('outbox').add(row);
    old.close();

    const upgraded = createDb('spine-explorer', deps);
    opened.push(upgraded);
    const map = await upgraded.maps.get('synced');
    expect(map?.items.map((item) => [item.id, item.text])).toEqual([
      [legacyItemId('synced', 'values', 'Speed'), 'Speed'],
      [legacyItemId('synced', 'values', 'Calm'), 'Calm'],
    ]);
    expect(map?.values).toEqual(['Speed', 'Calm']);
    expect(await upgraded.bases.get('synced')).toMatchObject({ rev: 4, doc: legacyDoc('synced', synced, 4) });
    expect((await upgraded.maps.get('gone'))?.deletedAt).not.toBeNull();
    expect(await upgraded.outbox.toArray()).toEqual([{ ...row, seq: 1 }]);
  });
});
