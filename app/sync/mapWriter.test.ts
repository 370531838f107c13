import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { opsMutationSchema } from '../../shared/schemas/sync';
import { createDb, type SpineDb } from '../db/db';
import type { OpsOutboxRow } from '../db/rows';
import { readClaimTokens } from './claimTokens';
import { createMapWriter } from './mapWriter';
import { toWireMutation } from './outboxBatch';

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
  const database = createDb(`map-writer-${opened.length}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  opened.push(database);
  return { database, store: createMapWriter(database) };
}
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
});
const rows = async (database: SpineDb) => (await database.outbox.orderBy('seq').toArray()) as OpsOutboxRow[];

describe('the map writer', () => {
  it('saves a new local map with the operations that build it, valid on the wire', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const map = await database.maps.get(id);
    expect(map).toMatchObject({ ...content, id, rev: 0, ownerId: null, visibility: 'unlisted', shareId: '' });
    expect(map?.items.map((item) => [item.level, item.text])).toEqual([
      ['values', content.values[0]],
      ['practices', 'Triage'],
    ]);
    const [row] = await rows(database);
    expect(row).toMatchObject({ mapId: id, seenRev: 0, protocolVersion: 2 });
    expect(row?.ops.map((op) => op.type).sort()).toEqual(['add', 'add', 'set', 'set', 'set', 'set']);
    expect(opsMutationSchema.safeParse(toWireMutation(row!)).success).toBe(true);
    expect(await database.bases.count()).toBe(0);
  });

  it('stores a server map with its registers as the base, queues nothing, and keeps its claim token', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const local = (await database.maps.get(id))!;
    const serverMap = { ...local, id: 'm-1', shareId: 's-1', rev: 1 };
    await store.saveNewMap(content, { serverMap, claimToken: 'secret' });
    expect((await rows(database)).filter((row) => row.mapId === 'm-1')).toEqual([]);
    expect(await database.maps.get('m-1')).toMatchObject({ rev: 1, shareId: 's-1', items: local.items });
    expect(await database.bases.get('m-1')).toMatchObject({ rev: 1, doc: local.doc });
    expect(await readClaimTokens(database)).toEqual({ 'm-1': 'secret' });
  });

  it('queues only the changed fields of an edit, with the clock of the value it replaces', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    const before = (await database.maps.get(id))!;
    await store.updateMap(id, { title: 'Help desk', needs: content.needs });
    const [create, edit] = await rows(database);
    expect(edit?.ops).toEqual([
      { type: 'set', field: 'title', value: 'Help desk', prev: before.doc.fields.title!.hlc, hlc: expect.any(String) as string },
    ]);
    expect(edit!.ops[0]!.hlc > create!.ops.at(-1)!.hlc).toBe(true);
    expect((await database.maps.get(id))?.title).toBe('Help desk');
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    await store.updateMap(id, { title: content.title });
    expect(await database.outbox.count()).toBe(1);
  });

  it('edits one item by id and leaves the others alone', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap({ ...content, tools: ['Zendesk', 'Slack', 'Jira'] });
    const slack = (await database.maps.get(id))!.items.find((item) => item.text === 'Slack')!;
    await store.moveItem(id, 'tools', slack.id, -1);
    await store.setItemText(id, slack.id, 'Slack: chat with the team');
    expect((await database.maps.get(id))?.tools).toEqual(['Slack: chat with the team', 'Zendesk', 'Jira']);
    const last = (await rows(database)).at(-1);
    expect(last?.ops).toEqual([expect.objectContaining({ type: 'text', item: slack.id })]);
  });

  it('keeps the map unchanged when its outbox row cannot be written (one transaction)', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    database.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(store.updateMap(id, { title: 'Lost edit' })).rejects.toThrow('disk full');
    expect((await database.maps.get(id))?.title).toBe(content.title);
    expect(await database.outbox.count()).toBe(1);
  });

  it('refuses a blank title in words, and an unknown map', async () => {
    const { store } = device();
    const id = await store.saveNewMap(content);
    await expect(store.updateMap(id, { title: '' })).rejects.toThrow('The title is required.');
    await expect(store.updateMap('nope', { title: 'x' })).rejects.toThrow('not on this device');
  });

  it('moves a map to Trash and back as operations, and refuses edits while it is there', async () => {
    const { database, store } = device();
    const id = await store.saveNewMap(content);
    await store.deleteMap(id);
    expect((await database.maps.get(id))?.deletedAt).toBeTruthy();
    await expect(store.updateMap(id, { title: 'In Trash' })).rejects.toThrow('in Trash');
    await store.restoreMap(id);
    expect((await database.maps.get(id))?.deletedAt).toBeNull();
    expect((await rows(database)).flatMap((row) => row.ops.map((op) => op.type)).slice(-2)).toEqual(['delete', 'restore']);
  });
});
