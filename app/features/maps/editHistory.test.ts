import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/db';
import { createMapWriter, type EditResult } from '../../sync/mapWriter';
import { useEditHistory } from './editHistory';

const content = {
  title: 'Support desk',
  systemBoundary: 'Our support team',
  needs: 'Customers get unstuck',
  values: ['Speed'],
  principles: [],
  practices: [],
  tools: [],
};

beforeEach(() => useEditHistory.getState().reset());

describe('undo and redo', () => {
  it('undoes and redoes edits in order, each as a queued change, touching only what the edit touched', async () => {
    const database = createDb('undo', { indexedDB: new IDBFactory(), IDBKeyRange });
    const writer = createMapWriter(database);
    const id = await writer.saveNewMap(content);
    const history = useEditHistory.getState();
    const record = ({ edits, inverse }: EditResult) => history.record({ mapId: id, undo: inverse, redo: edits });
    record(await writer.updateMap(id, { title: 'Help desk' }));
    record(await writer.updateMap(id, { context: 'Two shifts' }));
    record(await writer.addItem(id, 'values', 'Calm'));

    await writer.applyEdits(id, useEditHistory.getState().takeUndo(id)!.undo);
    await writer.applyEdits(id, useEditHistory.getState().takeUndo(id)!.undo);
    let map = await database.maps.get(id);
    expect(map).toMatchObject({ title: 'Help desk', values: ['Speed'] });
    expect(map?.context).toBeUndefined();

    await writer.applyEdits(id, useEditHistory.getState().takeUndo(id)!.undo);
    expect((await database.maps.get(id))?.title).toBe('Support desk');
    expect(useEditHistory.getState().takeUndo(id)).toBeUndefined();

    for (let step = 0; step < 3; step += 1) await writer.applyEdits(id, useEditHistory.getState().takeRedo(id)!.redo);
    map = await database.maps.get(id);
    expect(map).toMatchObject({ title: 'Help desk', values: ['Speed', 'Calm'], context: 'Two shifts' });
    // create + 3 edits + 3 undos + 3 redos, all in the outbox for sync.
    expect(await database.outbox.count()).toBe(10);
    database.close();
  });

  it('undoes a removal by bringing the same item back in its place', async () => {
    const database = createDb('undo-remove', { indexedDB: new IDBFactory(), IDBKeyRange });
    const writer = createMapWriter(database);
    const id = await writer.saveNewMap({ ...content, values: ['Speed', 'Calm', 'Care'] });
    const calm = (await database.maps.get(id))!.items.find((item) => item.text === 'Calm')!;
    const { inverse } = await writer.removeItem(id, calm.id);
    expect((await database.maps.get(id))?.values).toEqual(['Speed', 'Care']);
    await writer.applyEdits(id, inverse);
    const back = await database.maps.get(id);
    expect(back?.values).toEqual(['Speed', 'Calm', 'Care']);
    expect(back?.items.find((item) => item.text === 'Calm')?.id).toBe(calm.id);
    database.close();
  });

  it('drops the redo stack when a new edit is made', () => {
    const history = useEditHistory.getState();
    history.record({ mapId: 'm', undo: [{ type: 'set', field: 'title', value: 'A' }], redo: [] });
    history.takeUndo('m');
    expect(useEditHistory.getState().future).toHaveLength(1);
    useEditHistory.getState().record({ mapId: 'm', undo: [], redo: [] });
    expect(useEditHistory.getState().future).toHaveLength(0);
    expect(useEditHistory.getState().takeRedo('m')).toBeUndefined();
  });
});
