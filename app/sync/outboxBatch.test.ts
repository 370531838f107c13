import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapOp } from '../../shared/schemas/mapOps';
import { PUSH_OPS_MAX } from '../../shared/schemas/sync';
import { encodeHlc } from '../../shared/sync/hlc';
import { createDb, type SpineDb } from '../db/db';
import type { OpsOutboxRow } from '../db/rows';
import { createMapWriter } from './mapWriter';
import { coalesceUnsent, compactOps, pushBody, takeBatch } from './outboxBatch';

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
  return { database, store: createMapWriter(database) };
}
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
});
const rowsOf = async (database: SpineDb) => (await database.outbox.orderBy('seq').toArray()) as OpsOutboxRow[];
const at = (ms: number) => encodeHlc({ ms, counter: 0, node: 'd' });

describe('outbox batches', () => {
  it('folds never-sent edits of a map into its first row, keeping its mutation id and only the last write of each field', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const [create] = await rowsOf(database);
    await store.updateMap(id, { title: 'Ti' });
    await store.updateMap(id, { title: 'Title' });
    await store.addItem(id, 'values', 'Speed');
    await coalesceUnsent(database);
    const rows = await rowsOf(database);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mutationId).toBe(create!.mutationId);
    const titles = rows[0]!.ops.filter((op) => op.type === 'set' && op.field === 'title');
    expect(titles).toEqual([expect.objectContaining({ value: 'Title', prev: null })]);
    expect(rows[0]!.ops.filter((op) => op.type === 'add')).toEqual([expect.objectContaining({ text: 'Speed' })]);
  });

  it('keeps the clock the first write of a field saw when it compacts', () => {
    const ops: MapOp[] = [
      { type: 'set', field: 'title', value: 'A', prev: at(1), hlc: at(2) },
      { type: 'remove', item: 'i1', seen: at(1), hlc: at(3) },
      { type: 'set', field: 'title', value: 'B', prev: at(2), hlc: at(4) },
    ];
    expect(compactOps(ops)).toEqual([ops[1], { ...ops[2], prev: at(1) }]);
  });

  it('never folds into a row that was already sent, and batches rows of many maps in order', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const other = await store.saveNewMap(content);
    const first = await takeBatch(database);
    expect(first.map((row) => row.mapId)).toEqual([id, other]);
    await store.updateMap(id, { title: 'After send' });
    await store.updateMap(id, { needs: 'More' });
    await coalesceUnsent(database);
    const rows = await rowsOf(database);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.ops.map((op) => op.type === 'set' && op.field)).toEqual(['title', 'needs']);
    const again = await takeBatch(database);
    expect(again.map((row) => row.mapId)).toEqual([id, other, id]);
    expect(again[0]?.mutationId).toBe(rows[0]?.mutationId);
  });

  it('stops a batch before it would carry more operations than one push may', async () => {
    const { database, store } = device();
    for (let index = 0; index < 50; index += 1) {
      await store.saveNewMap({ ...content, values: Array.from({ length: 40 }, (_, item) => `Value ${item}`) });
    }
    const rows = await rowsOf(database);
    const perRow = rows[0]!.ops.length;
    expect(perRow * rows.length).toBeGreaterThan(PUSH_OPS_MAX);
    const batch = await takeBatch(database, 500);
    expect(batch.length).toBe(Math.floor(PUSH_OPS_MAX / perRow));
    expect((await takeBatch(database, 500)).length).toBe(batch.length);
  });

  it('sends operations with the revision the device had seen, and attaches claim tokens', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    await store.deleteMap(id);
    const rows = await rowsOf(database);
    const body = pushBody(rows, { [id]: 'token' });
    expect(body.protocolVersion).toBe(2);
    expect(body.mutations[1]).toEqual({
      mutationId: rows[1]!.mutationId,
      mapId: id,
      seenRev: 0,
      ops: [{ type: 'delete', hlc: expect.any(String) as string }],
      createdAt: rows[1]!.createdAt,
      claimToken: 'token',
    });
  });
});
