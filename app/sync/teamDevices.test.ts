// @vitest-environment node
// Issue 10: devices of an owner, an editor and a viewer (fake-indexeddb databases, each with its own
// session) against a real server on 127.0.0.1 with a SQLite file in a temp DATA_DIR.
import { describe, expect, it } from 'vitest';
import { userSchema } from '../../shared/schemas/auth';
import { createdInviteSchema, type InviteRole } from '../../shared/schemas/members';
import { spineMapSchema } from '../../shared/schemas/spineMap';
import { saveRejectedAsNewMap } from '../features/recovery/saveRejected';
import { accountMap, accountMaps, adoptAccount, forgetAccount } from './deviceAccount';
import { accountRejectedChanges, REMOVED_MESSAGE } from './rejectedChanges';
import { syncTestbed, type TestDevice } from './syncTestbed';

const { cookieClient, device } = syncTestbed();

const content = {
  title: 'Platform team',
  systemBoundary: 'The platform team and the product teams it serves',
  needs: 'Product teams ship without waiting on us',
  values: ['Self-service'],
  principles: ['Paved roads over gates'],
  practices: ['Office hours'],
  tools: ['Backstage'],
};

let people = 0;

/** A logged-in device for a new account. */
async function person(name: string) {
  people += 1;
  const api = cookieClient();
  const user = userSchema.parse(
    await api('/api/auth/register', {
      method: 'POST',
      body: { email: `${name}-${people}@example.com`, password: 'long enough pw' },
    }),
  );
  const dev = device(name, api);
  await adoptAccount(dev.database, user.id);
  return { ...dev, userId: user.id };
}

type Person = Awaited<ReturnType<typeof person>>;

/** An owner's synced map, with members who joined by link and synced once. */
async function team(roles: InviteRole[]) {
  const owner = await person('owner');
  const id = await owner.store.saveNewMap(content);
  await owner.sync.syncOnce();
  const members: Person[] = [];
  for (const role of roles) {
    const member = await person(role);
    const { token } = createdInviteSchema.parse(
      await owner.api(`/api/spine-maps/${id}/invites`, { method: 'POST', body: { role } }),
    );
    await member.api('/api/invites/join', { method: 'POST', body: { token } });
    await member.sync.syncOnce();
    members.push(member);
  }
  return { owner, members, id };
}

const removeMember = (owner: Person, id: string, member: Person) =>
  owner.api(`/api/spine-maps/${id}/members/${member.userId}`, { method: 'DELETE' });

const serverMap = async (who: TestDevice, id: string) =>
  spineMapSchema.parse(await who.api(`/api/spine-maps/${id}`));

describe('a team map on its members’ devices', () => {
  it('reaches an editor with their role, and the editor’s change reaches the owner', async () => {
    const { owner, members, id } = await team(['editor']);
    const [editor] = members as [Person];
    expect(await accountMap(editor.database, id)).toMatchObject({ title: content.title, role: 'editor' });

    await editor.store.updateMap(id, { values: [...content.values, 'Clear docs'] });
    const pushed = await editor.sync.syncOnce();
    expect(pushed.rejected).toEqual([]);
    await owner.sync.syncOnce();
    expect(await owner.database.maps.get(id)).toMatchObject({
      values: ['Self-service', 'Clear docs'],
      role: 'owner',
    });
  });

  it('leaves a removed member’s device on the next sync, like log out, when nothing was unsent', async () => {
    const { owner, members, id } = await team(['editor']);
    const [editor] = members as [Person];
    await removeMember(owner, id, editor);
    const report = await editor.sync.syncOnce();
    expect(report.rejected).toEqual([]);
    expect(await editor.database.maps.get(id)).toBeUndefined();
    expect(await accountRejectedChanges(editor.database)).toEqual([]);
  });

  it('keeps a removed editor’s unsent edits, which save as a new map of their own', async () => {
    const { owner, members, id } = await team(['editor']);
    const [editor] = members as [Person];
    // Offline: the editor adds a value; meanwhile the owner removes them.
    await editor.store.updateMap(id, { values: [...content.values, 'Written while offline'] });
    await removeMember(owner, id, editor);

    const report = await editor.sync.syncOnce();
    expect(report.rejected).toMatchObject([{ mapId: id }]);
    expect(report.rejected[0]?.message).toContain('not a member');
    expect(await editor.database.maps.get(id)).toBeUndefined();
    expect(await editor.database.outbox.count()).toBe(0);
    const [kept] = await accountRejectedChanges(editor.database);
    expect(kept).toMatchObject({
      mapId: id,
      reason: 'forbidden',
      content: { values: ['Self-service', 'Written while offline'] },
    });
    // The server never took the edit.
    expect((await serverMap(owner, id)).values).toEqual(['Self-service']);

    const copyId = await saveRejectedAsNewMap(editor.database, editor.store, kept!);
    await editor.sync.syncOnce();
    expect(await serverMap(editor, copyId)).toMatchObject({
      ownerId: editor.userId,
      title: 'Platform team (my copy)',
      values: ['Self-service', 'Written while offline'],
      visibility: 'private',
      role: 'owner',
    });
    expect(await accountRejectedChanges(editor.database)).toEqual([]);
  });

  it('keeps unsent edits when a pull alone reports the removal (before any push)', async () => {
    const { owner, members, id } = await team(['editor']);
    const [editor] = members as [Person];
    await editor.store.updateMap(id, { title: 'Renamed offline' });
    await removeMember(owner, id, editor);
    await editor.sync.pull();
    expect(await editor.database.maps.get(id)).toBeUndefined();
    expect(await accountRejectedChanges(editor.database)).toMatchObject([
      { mapId: id, reason: 'removed', message: REMOVED_MESSAGE, content: { title: 'Renamed offline' } },
    ]);
  });

  it('refuses a viewer’s change, puts the server’s copy back and keeps the change aside', async () => {
    const { members, id } = await team(['viewer']);
    const [viewer] = members as [Person];
    expect(await viewer.database.maps.get(id)).toMatchObject({ role: 'viewer' });
    // The editor is read-only for a viewer; a change written straight to the device is still refused.
    await viewer.store.updateMap(id, { title: 'Forged title' });
    const report = await viewer.sync.syncOnce();
    expect(report.rejected).toEqual([{ mapId: id, message: 'You can view this map but not change it.' }]);
    expect(await viewer.database.maps.get(id)).toMatchObject({ title: content.title, role: 'viewer' });
    expect(await accountRejectedChanges(viewer.database)).toMatchObject([
      { reason: 'forbidden', content: { title: 'Forged title' } },
    ]);
    expect((await serverMap(viewer, id)).title).toBe(content.title);
  });

  it('takes member maps off the device at log out, holding unsent ones for their account only', async () => {
    const { owner, members, id } = await team(['editor']);
    const [editor] = members as [Person];
    const other = await owner.store.saveNewMap({ ...content, title: 'Owner only' });
    await owner.sync.syncOnce();
    const shared = await owner.store.saveNewMap({ ...content, title: 'Shared later' });
    await owner.sync.syncOnce();
    const { token } = createdInviteSchema.parse(
      await owner.api(`/api/spine-maps/${shared}/invites`, { method: 'POST', body: { role: 'editor' } }),
    );
    await editor.api('/api/invites/join', { method: 'POST', body: { token } });
    await editor.sync.syncOnce();
    expect((await accountMaps(editor.database)).map((map) => map.title).sort()).toEqual([
      'Platform team',
      'Shared later',
    ]);
    expect(await editor.database.maps.get(other)).toBeUndefined();

    await editor.store.updateMap(id, { title: 'Editor unsent' });
    expect(await forgetAccount(editor.database, editor.userId)).toBe(1);
    expect(await editor.database.maps.get(shared)).toBeUndefined();
    expect(await editor.database.maps.get(id)).toMatchObject({ title: 'Editor unsent' });

    // The map's owner logs in on the editor's device: the held map is neither shown nor pushed.
    await adoptAccount(editor.database, owner.userId);
    expect(await accountMap(editor.database, id)).toBeNull();
    // The editor comes back: the held map is theirs again and syncs.
    await adoptAccount(editor.database, editor.userId);
    expect(await accountMap(editor.database, id)).toMatchObject({ title: 'Editor unsent' });
    expect((await editor.sync.syncOnce()).rejected).toEqual([]);
    expect((await serverMap(owner, id)).title).toBe('Editor unsent');
  });
});
