import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type SpineDb } from '../db/db';
import { createMapStore } from '../features/maps/mapStore';
import { coalesceUnsent, pushBody, takeBatch } from './outboxBatch';
import { syncLabel } from './syncLabel';

const content = {
  title: 'T',
  systemBoundary: 'B',
  needs: '',
  values: [],
  principles: [],
  practices: [],
  tools: [],
};
const opened: SpineDb[] = [];
function device() {
  const database = createDb(`batch-${opened.length}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  opened.push(database);
  return { database, store: createMapStore(database) };
}
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
});

describe('outbox batches', () => {
  it('folds never-sent edits of a map into its create, keeping the first mutation id', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const [create] = await database.outbox.toArray();
    await store.updateMap(id, { title: 'Ti' });
    await store.updateMap(id, { title: 'Title', values: ['Speed'] });
    await coalesceUnsent(database);
    const rows = await database.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mutationId: create!.mutationId,
      baseRev: 0,
      patch: { title: 'Title', values: ['Speed'], needs: '' },
    });
  });

  it('never folds into a row that was already sent, and sends one row per map per batch', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const other = await store.saveNewMap(content);
    const first = await takeBatch(database);
    expect(first.map((row) => row.mapId)).toEqual([id, other]);
    await store.updateMap(id, { title: 'After send' });
    await store.updateMap(id, { needs: 'More' });
    await coalesceUnsent(database);
    const rows = await database.outbox.orderBy('seq').toArray();
    expect(rows).toHaveLength(3);
    expect(rows[2]?.patch).toEqual({ title: 'After send', needs: 'More' });
    const again = await takeBatch(database);
    expect(again.map((row) => row.mapId)).toEqual([id, other]);
    expect(again[0]?.mutationId).toBe(rows[0]?.mutationId);
  });

  it('sends deletes without a patch and attaches claim tokens', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    await takeBatch(database);
    await store.deleteMap(id);
    const rows = await database.outbox.orderBy('seq').toArray();
    const body = pushBody(rows, { [id]: 'token' });
    expect(body.protocolVersion).toBe(1);
    expect(body.mutations[1]).toEqual({
      type: 'delete',
      mutationId: rows[1]!.mutationId,
      mapId: id,
      baseRev: 0,
      hlc: rows[1]!.hlc,
      claimToken: 'token',
    });
  });
});

describe('sync indicator label', () => {
  it('never says Synced while changes wait', () => {
    expect(syncLabel(false, 'idle', 0, true)).toBe('Offline');
    expect(syncLabel(true, 'syncing', 3, true)).toBe('Syncing…');
    expect(syncLabel(true, 'idle', 1, true)).toBe('1 change waiting');
    expect(syncLabel(true, 'needsLogin', 4, true)).toBe('4 changes waiting');
    expect(syncLabel(true, 'idle', 0, true)).toBe('Synced');
    expect(syncLabel(true, 'error', 0, true)).toBe('Not synced yet');
  });
});
