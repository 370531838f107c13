import type { SpineMap } from '../../shared/schemas/spineMap';
import type { SpineDb } from '../db/db';

// A workshop laptop changes hands. The device remembers which account last logged in here; maps of
// any other account stay stored (unsent changes are never thrown away) but are neither shown nor
// pushed until their owner logs in again. Maps made while logged out belong to whoever logs in next.

/** meta key: the account this device is logged in as (set at log in, removed at log out). */
export const DEVICE_ACCOUNT_KEY = 'syncUserId';

/** meta key of the pull cursor (the server seq this device has seen). */
export const CURSOR_KEY = 'syncCursor';

/** The account this device is logged in as, or null. */
export async function readDeviceAccount(database: SpineDb): Promise<string | null> {
  const row = await database.meta.get(DEVICE_ACCOUNT_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

/** Whether a device map belongs to the device account: made while logged out, or that account's own. */
export function belongsToAccount(map: Pick<SpineMap, 'ownerId'>, account: string | null): boolean {
  return map.ownerId === null || map.ownerId === account;
}

/** The device's maps (tombstones included) that the device account may see. */
export async function accountMaps(database: SpineDb): Promise<SpineMap[]> {
  const [account, maps] = await Promise.all([readDeviceAccount(database), database.maps.toArray()]);
  return maps.filter((map) => belongsToAccount(map, account));
}

/** One device map by id, or null when it is missing or held for another account. */
export async function accountMap(database: SpineDb, id: string): Promise<SpineMap | null> {
  const [account, map] = await Promise.all([readDeviceAccount(database), database.maps.get(id)]);
  return map && belongsToAccount(map, account) ? map : null;
}

/** Ids of device maps held for another account: sync leaves their outbox rows alone. */
export async function heldMapIds(database: SpineDb): Promise<Set<string>> {
  const account = await readDeviceAccount(database);
  if (account === null) return new Set();
  const held = await database.maps.filter((map) => !belongsToAccount(map, account)).primaryKeys();
  return new Set(held);
}

/**
 * After logging out: the account's maps that the server holds in full leave the device, those with
 * unsent changes stay (hidden) for its next log in, and the pull cursor starts over. Returns how
 * many maps were kept for their unsent changes.
 */
export async function forgetAccount(database: SpineDb, userId: string): Promise<number> {
  return database.transaction('rw', database.maps, database.outbox, database.meta, async () => {
    const owned = await database.maps.where('ownerId').equals(userId).primaryKeys();
    let kept = 0;
    for (const id of owned) {
      if ((await database.outbox.where('mapId').equals(id).count()) > 0) kept += 1;
      else await database.maps.delete(id);
    }
    await database.meta.bulkDelete([DEVICE_ACCOUNT_KEY, CURSOR_KEY]);
    return kept;
  });
}
