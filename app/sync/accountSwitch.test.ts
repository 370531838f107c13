// @vitest-environment node
// One device, two accounts (a shared workshop laptop): logging out takes the account's synced maps
// off the device, keeps unsent work hidden for its owner, and never pushes it as someone else.
import { describe, expect, it } from 'vitest';
import { userSchema } from '../../shared/schemas/auth';
import { ApiError } from '../api/client';
import { accountMap, accountMaps, readDeviceAccount } from './deviceAccount';
import { syncAfterLogin, syncAfterLogout } from './syncScheduler';
import { syncTestbed } from './syncTestbed';

const { cookieClient, device } = syncTestbed();

const content = (title: string) => ({
  title,
  systemBoundary: 'The workshop team',
  needs: 'Teams leave with a map they believe in',
  values: ['Candour'],
  principles: ['Write it down'],
  practices: ['Timeboxed rounds'],
  tools: ['Sticky notes'],
});

describe('a device shared by two accounts', () => {
  it('hides and holds one account’s unsent maps while another is logged in, and syncs them on its return', async () => {
    const api = cookieClient();
    const laptop = device('laptop', api);
    const db = laptop.database;
    const logIn = async (path: 'register' | 'login', email: string) => {
      const user = userSchema.parse(
        await api(`/api/auth/${path}`, { method: 'POST', body: { email, password: 'long enough pw' } }),
      );
      await syncAfterLogin(user.id, db);
      return user.id;
    };
    const logOut = async (userId: string) => {
      await api('/api/auth/logout', { method: 'POST' });
      return syncAfterLogout(userId, db);
    };
    const titles = async () => (await accountMaps(db)).map((map) => map.title).sort();

    const ada = await logIn('register', 'ada@example.com');
    const synced = await laptop.store.saveNewMap(content('Ada synced'));
    expect((await db.maps.get(synced))?.ownerId).toBe(ada);
    await laptop.sync.syncOnce();
    const unsent = await laptop.store.saveNewMap(content('Ada unsent'));

    // Ada logs out before the second map could sync: the synced one leaves, the other stays hidden.
    expect(await logOut(ada)).toBe(1);
    expect(await db.maps.get(synced)).toBeUndefined();
    expect(await db.maps.get(unsent)).toMatchObject({ ownerId: ada });
    expect(await readDeviceAccount(db)).toBeNull();
    expect(await titles()).toEqual([]);

    // Bob logs in on the same device: Ada's map is neither shown nor pushed under Bob's name.
    const bob = await logIn('register', 'bob@example.com');
    await laptop.store.saveNewMap(content('Bob map'));
    const report = await laptop.sync.syncOnce();
    expect(report.pushed).toBe(1);
    expect(report.rejected).toEqual([]);
    expect(await titles()).toEqual(['Bob map']);
    expect(await accountMap(db, unsent)).toBeNull();
    await expect(api(`/api/spine-maps/${unsent}`)).rejects.toSatisfy(
      (error) => error instanceof ApiError && error.status === 404,
    );
    expect(await logOut(bob)).toBe(0);
    expect(await titles()).toEqual([]);

    // Ada returns: her held map is pushed as hers and her synced map comes back from the server.
    expect(await logIn('login', 'ada@example.com')).toBe(ada);
    const back = await laptop.sync.syncOnce();
    expect(back.rejected).toEqual([]);
    expect(back.pending).toBe(0);
    expect(await titles()).toEqual(['Ada synced', 'Ada unsent']);
    expect(await accountMap(db, unsent)).toMatchObject({ title: 'Ada unsent' });
    expect(await api(`/api/spine-maps/${unsent}`)).toMatchObject({ ownerId: ada, title: 'Ada unsent' });
  });
});
