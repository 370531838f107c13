// @vitest-environment node
// Issue 4 acceptance: two independent devices (two fake-indexeddb databases), one account, a real
// server on 127.0.0.1 with a SQLite file in a temp DATA_DIR.
import { describe, expect, it } from 'vitest';
import { mapHistorySchema } from '../../shared/schemas/mapHistory';
import { spineMapSchema } from '../../shared/schemas/spineMap';
import { pushBody } from './outboxBatch';
import { createSyncClient, type ApiCall } from './syncClient';
import { SAMPLE_MAP, syncTestbed } from './syncTestbed';

const content = SAMPLE_MAP;

const { start: startServer, server, twoDevices } = syncTestbed();

const credentials = { email: 'two-devices@example.com', password: 'correct horse battery' };

async function twoDevicesWithOneMap() {
  const { a, b, id } = await twoDevices(credentials);
  expect(await b.database.maps.get(id)).toMatchObject({ title: content.title, rev: 1 });
  return { a, b, id };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two devices, one account, concurrent offline edits', () => {
  for (const order of ['A first', 'B first'] as const) {
    it(`keeps both list changes and the later title, with the other restorable (${order})`, async () => {
      const { a, b, id } = await twoDevicesWithOneMap();
      // Offline: A changes values and the title; a moment later B changes practices and the title.
      await a.store.updateMap(id, {
        values: [...content.values, 'Calm: no blame in reviews'],
        title: 'Title from A',
      });
      await wait(5);
      await b.store.updateMap(id, {
        practices: [...content.practices, 'Pairing on hard tickets'],
        title: 'Title from B',
      });

      const [first, second] = order === 'A first' ? [a, b] : [b, a];
      await first.sync.syncOnce();
      await second.sync.syncOnce();
      await first.sync.syncOnce();

      for (const dev of [a, b]) {
        const map = await dev.database.maps.get(id);
        expect(map?.values).toEqual([...content.values, 'Calm: no blame in reviews']);
        expect(map?.practices).toEqual([...content.practices, 'Pairing on hard tickets']);
        expect(map?.title).toBe('Title from B');
        expect(await dev.database.outbox.count()).toBe(0);
      }

      const history = mapHistorySchema.parse(await a.api(`/api/spine-maps/${id}/revisions`));
      const lost = history.conflicts.find((conflict) => conflict.field === 'title');
      expect(lost?.lostValue).toBe('Title from A');
      const restored = spineMapSchema.parse(
        await a.api(`/api/spine-maps/${id}/restore`, { method: 'POST', body: { conflictId: lost!.id } }),
      );
      expect(restored.title).toBe('Title from A');
      await b.sync.syncOnce();
      expect((await b.database.maps.get(id))?.title).toBe('Title from A');
    });
  }

  it('changes nothing when a push is replayed with the same mutation ids', async () => {
    const { a, id } = await twoDevicesWithOneMap();
    await a.store.updateMap(id, { tools: [...content.tools, 'Slack'] });
    const [row] = await a.database.outbox.toArray();
    const body = pushBody([row!], {});
    const first = (await a.api('/api/sync/push', { method: 'POST', body })) as {
      results: { status: string }[];
      seq: number;
    };
    expect(first.results[0]?.status).toBe('applied');
    const before = spineMapSchema.parse(await a.api(`/api/spine-maps/${id}`));

    const replay = (await a.api('/api/sync/push', { method: 'POST', body })) as {
      results: { status: string }[];
      seq: number;
    };
    expect(replay.results[0]?.status).toBe('duplicate');
    expect(replay.seq).toBe(first.seq);
    const after = spineMapSchema.parse(await a.api(`/api/spine-maps/${id}`));
    expect(after).toEqual(before);
    expect(after.tools).toEqual([...content.tools, 'Slack']);

    // The device's own retry of the same outbox row is answered as a duplicate and clears it.
    await a.sync.syncOnce();
    expect(await a.database.outbox.count()).toBe(0);
    expect((await a.database.maps.get(id))?.tools).toEqual([...content.tools, 'Slack']);
  });

  it('loses and duplicates nothing when the server dies between applying a push and replying', async () => {
    const { a, b, id } = await twoDevicesWithOneMap();
    const realApi = a.api;
    let killed = false;
    // The push reaches the server and is committed; the server then goes away before the device
    // reads the reply, so all the device sees is a network error.
    const dying: ApiCall = async (path, options) => {
      const reply = await realApi(path, options);
      if (path === '/api/sync/push' && !killed) {
        killed = true;
        await server().close();
        throw new TypeError('fetch failed');
      }
      return reply;
    };
    const flaky = { ...a, sync: createSyncClient(a.database, dying) };
    const newId = await flaky.store.saveNewMap({ ...content, title: 'Made during the outage' });
    await flaky.store.updateMap(id, { principles: [...content.principles, 'Small batches'] });

    await expect(flaky.sync.syncOnce()).rejects.toThrow('fetch failed');
    expect(await a.database.outbox.count()).toBe(2);

    await startServer(); // same DATA_DIR, new port; the session cookie is still valid
    const report = await flaky.sync.syncOnce();
    expect(report.pending).toBe(0);
    expect(report.rejected).toEqual([]);

    await b.sync.syncOnce();
    const maps = (await b.database.maps.toArray()).filter((map) => !map.deletedAt);
    expect(maps.map((map) => map.title).sort()).toEqual(['Made during the outage', 'Support desk']);
    expect((await b.database.maps.get(id))?.principles).toEqual([...content.principles, 'Small batches']);
    expect((await b.database.maps.get(newId))?.rev).toBe(1);
    const history = mapHistorySchema.parse(await b.api(`/api/spine-maps/${id}/revisions`));
    expect(history.revisions.map((revision) => revision.rev)).toEqual([2, 1]);
  });
});
