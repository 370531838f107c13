import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/db';
import { inversePatch, useEditHistory } from './editHistory';
import { createMapStore } from './mapStore';

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
  it('undoes and redoes edits in order, each as a queued change', async () => {
    const database = createDb('undo', { indexedDB: new IDBFactory(), IDBKeyRange });
    const { saveNewMap, updateMap } = createMapStore(database);
    const id = await saveNewMap(content);
    const history = useEditHistory.getState();
    const edit = async (patch: Parameters<typeof updateMap>[1]) => {
      history.record((await database.maps.get(id))!, patch);
      await updateMap(id, patch);
    };
    await edit({ title: 'Help desk' });
    await edit({ values: ['Speed', 'Calm'], context: 'Two shifts' });

    await updateMap(id, useEditHistory.getState().takeUndo(id)!.undo);
    let map = await database.maps.get(id);
    expect(map).toMatchObject({ title: 'Help desk', values: ['Speed'] });
    expect(map?.context).toBeUndefined();

    await updateMap(id, useEditHistory.getState().takeUndo(id)!.undo);
    expect((await database.maps.get(id))?.title).toBe('Support desk');
    expect(useEditHistory.getState().takeUndo(id)).toBeUndefined();

    await updateMap(id, useEditHistory.getState().takeRedo(id)!.redo);
    await updateMap(id, useEditHistory.getState().takeRedo(id)!.redo);
    map = await database.maps.get(id);
    expect(map).toMatchObject({ title: 'Help desk', values: ['Speed', 'Calm'], context: 'Two shifts' });
    // create + 2 edits + 2 undos + 2 redos, all in the outbox for sync.
    expect(await database.outbox.count()).toBe(7);
    database.close();
  });

  it('drops the redo stack when a new edit is made', () => {
    const map = {
      ...content,
      id: 'm',
      shareId: '',
      createdAt: '',
      updatedAt: '',
      ownerId: null,
      rev: 0,
      deletedAt: null,
      visibility: 'unlisted' as const,
    };
    const history = useEditHistory.getState();
    history.record(map, { title: 'A' });
    history.takeUndo('m');
    expect(useEditHistory.getState().future).toHaveLength(1);
    useEditHistory.getState().record(map, { title: 'B' });
    expect(useEditHistory.getState().future).toHaveLength(0);
    expect(useEditHistory.getState().takeRedo('m')).toBeUndefined();
  });

  it('inverts a cleared optional field to an empty string and a set one to its old value', () => {
    const map = {
      ...content,
      id: 'm',
      shareId: '',
      createdAt: '',
      updatedAt: '',
      ownerId: null,
      rev: 0,
      deletedAt: null,
      visibility: 'unlisted' as const,
    };
    expect(inversePatch(map, { industry: 'Retail', title: 'X' })).toEqual({
      industry: '',
      title: 'Support desk',
    });
  });
});
