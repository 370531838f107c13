// @vitest-environment node
// Issue 15: the failures of protocol 1, each replayed against devices on fake-indexeddb and a real
// server on 127.0.0.1 (SQLite file in a temp DATA_DIR). Nothing a person did may be lost.
import { describe, expect, it } from 'vitest';
import { userSchema } from '../../shared/schemas/auth';
import { mapHistorySchema } from '../../shared/schemas/mapHistory';
import { createdInviteSchema, type InviteRole } from '../../shared/schemas/members';
import { MAP_LIMITS } from '../../shared/schemas/spineMap';
import { adoptAccount } from './deviceAccount';
import { MapLimitError } from './mapWriter';
import { accountRejectedChanges, retryRejected } from './rejectedChanges';
import { createSyncClient, type ApiCall } from './syncClient';
import { SAMPLE_MAP, syncTestbed, type TestDevice } from './syncTestbed';
import { readTrashNotices } from './trashNotices';

const { twoDevices, cookieClient, device } = syncTestbed();
let accounts = 0;
const credentials = () => ({
  email: `nothing-lost-${(accounts += 1)}@example.com`,
  password: 'correct horse battery',
});

const itemId = async (dev: TestDevice, mapId: string, text: string) =>
  (await dev.database.maps.get(mapId))?.items.find((item) => item.text === text)?.id ?? '';
const shown = async (dev: TestDevice, mapId: string) => dev.database.maps.get(mapId);
// Two devices' edits in the same millisecond tie on the clock and their device ids decide which wins:
// for 'the later edit wins', the second edit must come in a later millisecond, however busy the machine.
const nextMillisecond = async () => {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setTimeout(resolve, 1));
};
const serverMap = async (dev: TestDevice, mapId: string) =>
  (await dev.api(`/api/spine-maps/${mapId}`)) as Record<string, unknown>;

/** A device whose push replies are lost once: the server commits, the device sees a network error. */
function losingReplies(dev: TestDevice, times = 1): TestDevice {
  let left = times;
  const api: ApiCall = async (path, options) => {
    const reply = await dev.api(path, options);
    if (path === '/api/sync/push' && left > 0) {
      left -= 1;
      throw new TypeError('fetch failed');
    }
    return reply;
  };
  return { ...dev, sync: createSyncClient(dev.database, api) };
}

describe('another person’s addition', () => {
  it('is kept when my push comes back merged and my next edits follow', async () => {
    const { a, b, id } = await twoDevices(credentials());
    await a.store.updateMap(id, { title: 'Renamed on A' });
    await b.store.addItem(id, 'tools', 'Hotel');
    await b.sync.syncOnce();
    await a.sync.syncOnce();
    expect((await shown(a, id))?.tools).toEqual(['Zendesk', 'Hotel']);
    await a.store.addItem(id, 'tools', 'India');
    await a.sync.syncOnce();
    await b.sync.syncOnce();
    for (const dev of [a, b]) expect((await shown(dev, id))?.tools).toEqual(['Zendesk', 'Hotel', 'India']);
    expect((await serverMap(a, id)).tools).toEqual(['Zendesk', 'Hotel', 'India']);
  });

  it('is kept when my push reply is lost and I add again before the retry', async () => {
    const { a, b, id } = await twoDevices(credentials());
    await b.store.addItem(id, 'tools', 'Hotel');
    await b.sync.syncOnce();
    await a.store.updateMap(id, { title: 'Renamed on A' });
    const flaky = losingReplies(a);
    await expect(flaky.sync.syncOnce()).rejects.toThrow('fetch failed');
    await a.store.addItem(id, 'tools', 'Juliet');
    await flaky.sync.syncOnce();
    await b.sync.syncOnce();
    // Both were appended after Zendesk without seeing each other: their order is by id, the same everywhere.
    const tools = (await serverMap(a, id)).tools;
    expect(tools).toEqual(expect.arrayContaining(['Zendesk', 'Hotel', 'Juliet']));
    expect(tools).toHaveLength(3);
    for (const dev of [a, b]) {
      expect((await shown(dev, id))?.tools).toEqual(tools);
      expect((await shown(dev, id))?.title).toBe('Renamed on A');
    }
  });
});

describe('quick successive edits', () => {
  it('keeps both of two adds made at the same moment, on the device, the server and another device', async () => {
    const { a, b, id } = await twoDevices(credentials());
    await Promise.all([a.store.addItem(id, 'values', 'Kilo'), a.store.addItem(id, 'values', 'Lima')]);
    expect((await shown(a, id))?.values).toEqual(expect.arrayContaining(['Kilo', 'Lima']));
    await a.sync.syncOnce();
    await b.sync.syncOnce();
    expect((await shown(b, id))?.values).toHaveLength(3);
    expect((await serverMap(b, id)).values).toEqual((await shown(a, id))?.values);
  });

  it('keeps every change made while an earlier push waits for its retry (remove, rename, remove)', async () => {
    const { a, b, id } = await twoDevices(credentials());
    for (const text of ['One', 'Two', 'Three']) await a.store.addItem(id, 'practices', text);
    await a.sync.syncOnce();
    await b.sync.syncOnce();
    await a.store.updateMap(id, { title: 'Before the outage' });
    const flaky = losingReplies(a);
    await expect(flaky.sync.syncOnce()).rejects.toThrow('fetch failed');
    await a.store.removeItem(id, await itemId(a, id, 'One'));
    await a.store.setItemText(id, await itemId(a, id, 'Two'), 'Two, renamed');
    await a.store.removeItem(id, await itemId(a, id, 'Three'));
    await flaky.sync.syncOnce();
    await b.sync.syncOnce();
    expect((await shown(b, id))?.practices).toEqual([SAMPLE_MAP.practices[0], 'Two, renamed']);
    expect((await shown(b, id))?.title).toBe('Before the outage');
  });
});

/** An owner and members who joined by invite link and synced once. */
async function team(roles: InviteRole[]) {
  const people = [];
  for (const role of ['owner', ...roles]) {
    const api = cookieClient();
    const user = userSchema.parse(await api('/api/auth/register', { method: 'POST', body: credentials() }));
    const dev = device(role, api);
    await adoptAccount(dev.database, user.id);
    people.push({ ...dev, userId: user.id });
  }
  const [owner, ...members] = people as [(typeof people)[number], ...typeof people];
  const id = await owner.store.saveNewMap(SAMPLE_MAP);
  await owner.sync.syncOnce();
  for (const [index, member] of members.entries()) {
    const { token } = createdInviteSchema.parse(
      await owner.api(`/api/spine-maps/${id}/invites`, { method: 'POST', body: { role: roles[index] } }),
    );
    await member.api('/api/invites/join', { method: 'POST', body: { token } });
    await member.sync.syncOnce();
  }
  return { owner, members, id };
}

describe('a delete', () => {
  it('that had not seen others’ edits goes to Trash, keeps them, tells the editor, and restores in one step', async () => {
    const { owner, members, id } = await team(['editor']);
    const editor = members[0]!;
    await editor.store.addItem(id, 'values', 'Mike');
    await editor.store.setItemText(
      id,
      await itemId(editor, id, 'Speed: answer within an hour'),
      'Speed: within 30 minutes',
    );
    await editor.sync.syncOnce();
    await owner.store.deleteMap(id);
    expect((await shown(owner, id))?.deletedAt).not.toBeNull();
    await owner.sync.syncOnce();
    await editor.sync.syncOnce();
    const inTrash = await shown(editor, id);
    expect(inTrash?.deletedAt).not.toBeNull();
    expect(inTrash?.values).toEqual(['Speed: within 30 minutes', 'Mike']);
    expect(await readTrashNotices(editor.database)).toEqual([
      expect.objectContaining({
        mapId: id,
        deletedBy: expect.any(String) as string,
        editedBy: [expect.any(String) as string],
      }),
    ]);

    await owner.store.restoreMap(id);
    await owner.sync.syncOnce();
    await editor.sync.syncOnce();
    expect((await shown(editor, id))?.deletedAt).toBeNull();
    expect((await shown(editor, id))?.values).toEqual(['Speed: within 30 minutes', 'Mike']);
  });

  it('is undone by an edit from a device that had not seen it, with a notice naming both', async () => {
    const { owner, members, id } = await team(['editor']);
    const editor = members[0]!;
    await owner.store.deleteMap(id);
    await owner.sync.syncOnce();
    await editor.store.addItem(id, 'tools', 'November');
    await editor.sync.syncOnce();
    await owner.sync.syncOnce();
    const back = await shown(owner, id);
    expect(back?.deletedAt).toBeNull();
    expect(back?.tools).toEqual(['Zendesk', 'November']);
    expect(back?.notice).toMatchObject({
      kind: 'restoredAfterEdit',
      deletedBy: expect.any(String) as string,
      editedBy: [expect.any(String) as string],
    });
  });
});

describe('a refused change', () => {
  it('leaves the outbox only into Not synced, with why, and goes through once tried again', async () => {
    const { owner, members, id } = await team(['viewer']);
    const viewer = members[0]!;
    await viewer.store.addItem(id, 'values', 'Oscar');
    const report = await viewer.sync.syncOnce();
    expect(report.rejected).toEqual([{ mapId: id, message: 'You can view this map but not change it.' }]);
    expect(await viewer.database.outbox.count()).toBe(0);
    expect((await shown(viewer, id))?.values).toEqual(SAMPLE_MAP.values);
    const [row] = await accountRejectedChanges(viewer.database);
    expect(row).toMatchObject({
      mapId: id,
      reason: 'forbidden',
      content: { values: [...SAMPLE_MAP.values, 'Oscar'] },
    });

    await owner.api(`/api/spine-maps/${id}/members/${viewer.userId}`, {
      method: 'PATCH',
      body: { role: 'editor' },
    });
    await viewer.sync.syncOnce();
    await retryRejected(viewer.database, id);
    expect(await accountRejectedChanges(viewer.database)).toEqual([]);
    expect((await viewer.sync.syncOnce()).rejected).toEqual([]);
    await owner.sync.syncOnce();
    expect((await shown(owner, id))?.values).toEqual([...SAMPLE_MAP.values, 'Oscar']);
  });

  it('is refused on the device first when it breaks a limit the server enforces, in the server’s words', async () => {
    const { a, id } = await twoDevices(credentials());
    const huge = 'x'.repeat(MAP_LIMITS.contentChars);
    await expect(a.store.updateMap(id, { colourTheme: huge } as never)).rejects.toThrow(MapLimitError);
    await expect(a.store.updateMap(id, { colourTheme: huge } as never)).rejects.toThrow(/too large to sync/);
    expect(await a.database.outbox.count()).toBe(0);
    for (let index = (await shown(a, id))!.tools.length; index < MAP_LIMITS.items; index += 1) {
      await a.store.addItem(id, 'tools', `Tool ${index}`);
    }
    await expect(a.store.addItem(id, 'tools', 'One too many')).rejects.toThrow(/at most 50 items/);
  });
});

describe('history', () => {
  it('keeps the value that lost a concurrent write, with its author, restorable in one click', async () => {
    const { a, b, id } = await twoDevices(credentials());
    const item = await itemId(a, id, 'Zendesk');
    await a.store.setItemText(id, item, 'Zendesk Suite');
    await nextMillisecond();
    await b.store.setItemText(id, item, 'Freshdesk');
    await a.sync.syncOnce();
    await b.sync.syncOnce();
    await a.sync.syncOnce();
    expect((await shown(a, id))?.tools).toEqual(['Freshdesk']);
    const history = mapHistorySchema.parse(await a.api(`/api/spine-maps/${id}/revisions`));
    const conflict = history.conflicts.find((entry) => entry.kind === 'item');
    expect(conflict).toMatchObject({
      field: 'tools',
      itemId: item,
      keptValue: 'Freshdesk',
      lostValue: 'Zendesk Suite',
    });
    expect(conflict?.lostActorName).toMatch(/^nothing-lost-/);
    await a.api(`/api/spine-maps/${id}/restore`, { method: 'POST', body: { conflictId: conflict!.id } });
    await b.sync.syncOnce();
    expect((await shown(b, id))?.tools).toEqual(['Zendesk Suite']);
  });
});
