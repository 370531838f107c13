import { can } from '../../shared/permissions';
import { userSchema, type User } from '../../shared/schemas/auth';
import type { MemberRole } from '../../shared/schemas/members';
import type { SpineMap } from '../../shared/schemas/spineMap';
import { inTransaction, type SpineDb, type SpineTables } from '../db/db';
import type { LocalMap } from '../db/rows';

// A workshop laptop changes hands. The device remembers which account last logged in here; maps of
// any other account stay stored (unsent changes are never thrown away) but are neither shown nor
// pushed until their account logs in again. Maps made while logged out belong to whoever logs in next.
//
// A map is the device account's when it made it (ownerId), or when sync brought it as one of the
// account's memberships (issue 10): the server sends the caller's `role` with every map, so a map
// row with a role came from the logged-in account's pulls. At log out those maps leave the device;
// the ones with unsent changes stay, recorded in meta `heldMaps` as held for that account.

/** meta key: the account this device is logged in as (set at log in, removed at log out). */
export const DEVICE_ACCOUNT_KEY = 'syncUserId';

/** meta key: who the device account is (id, email), for the app opened offline (issue 15, point 6). */
export const ACCOUNT_USER_KEY = 'accountUser';

/** meta key of the pull cursor (the server seq this device has seen). */
export const CURSOR_KEY = 'syncCursor';

/** meta key: maps kept for their unsent changes when their account logged out, map id → user id. */
export const HELD_MAPS_KEY = 'heldMaps';

/** Remembers who the device account is, as the server last said (at log in and every start online). */
export async function rememberAccountUser(database: SpineTables, user: User): Promise<void> {
  await database.meta.put({ key: ACCOUNT_USER_KEY, value: userSchema.parse(user) });
}

/**
 * The device account as last seen online, for a start without the server: null when nobody is
 * logged in here. An account adopted before its details were remembered shows by its id only.
 */
export async function readAccountUser(database: SpineTables): Promise<User | null> {
  const [account, row] = await Promise.all([readDeviceAccount(database), database.meta.get(ACCOUNT_USER_KEY)]);
  if (account === null) return null;
  const remembered = userSchema.safeParse(row?.value);
  return remembered.success && remembered.data.id === account ? remembered.data : { id: account };
}

/** Who is logged in on the device, and which maps are held for which other account. */
export type AccountScope = { account: string | null; held: Readonly<Record<string, string>> };

/** The account this device is logged in as, or null. */
export async function readDeviceAccount(database: SpineTables): Promise<string | null> {
  const row = await database.meta.get(DEVICE_ACCOUNT_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

async function readHeld(database: SpineTables): Promise<Record<string, string>> {
  const row = await database.meta.get(HELD_MAPS_KEY);
  return row?.value && typeof row.value === 'object' ? (row.value as Record<string, string>) : {};
}

/** The device account and the held maps, read together. */
export async function readAccountScope(database: SpineTables): Promise<AccountScope> {
  const [account, held] = await Promise.all([readDeviceAccount(database), readHeld(database)]);
  return { account, held };
}

/**
 * Whether a device map belongs to the device account: not held for another account, and made
 * while logged out, made by the account, or one of the account's memberships.
 */
export function belongsToAccount(
  map: Pick<SpineMap, 'id' | 'ownerId' | 'role'>,
  scope: AccountScope,
): boolean {
  const heldFor = scope.held[map.id];
  if (heldFor !== undefined) return heldFor === scope.account;
  return (
    map.ownerId === null ||
    map.ownerId === scope.account ||
    (scope.account !== null && map.role !== undefined)
  );
}

/**
 * The device account's role on one of its maps: the server's word when sync brought one, else
 * the owner's (a map made here, not yet synced, or synced before maps carried roles).
 */
export function deviceRole(map: Pick<SpineMap, 'role'>): MemberRole {
  return map.role ?? 'owner';
}

/** Whether the device account may change a map's content (an owner's or an editor's map). */
export function canEditOnDevice(map: Pick<SpineMap, 'role' | 'visibility'>): boolean {
  return can(deviceRole(map), map.visibility, 'edit');
}

/** The device's maps (tombstones included) that the device account may see. */
export async function accountMaps(database: SpineTables): Promise<LocalMap[]> {
  const [scope, maps] = await Promise.all([readAccountScope(database), database.maps.toArray()]);
  return maps.filter((map) => belongsToAccount(map, scope));
}

/** One device map by id, or null when it is missing or held for another account. */
export async function accountMap(database: SpineTables, id: string): Promise<LocalMap | null> {
  const [scope, map] = await Promise.all([readAccountScope(database), database.maps.get(id)]);
  return map && belongsToAccount(map, scope) ? map : null;
}

/** Ids of device maps held for another account: sync leaves their outbox rows alone. */
export async function heldMapIds(database: SpineTables): Promise<Set<string>> {
  const scope = await readAccountScope(database);
  if (scope.account === null) return new Set();
  const held = await database.maps.filter((map) => !belongsToAccount(map, scope)).primaryKeys();
  return new Set(held);
}

/**
 * Logs the device in as `userId`: another account than the last one starts its pull over, and
 * the maps held for `userId` since its last log out are its own again.
 */
export async function adoptAccount(database: SpineDb, userId: string): Promise<void> {
  await inTransaction(database, 'rw', ['meta'], async (tx) => {
    if ((await readDeviceAccount(tx)) === userId) return;
    const held = await readHeld(tx);
    const rest = Object.fromEntries(Object.entries(held).filter(([, owner]) => owner !== userId));
    await tx.meta.delete(CURSOR_KEY);
    await tx.meta.bulkPut([
      { key: DEVICE_ACCOUNT_KEY, value: userId },
      { key: HELD_MAPS_KEY, value: rest },
    ]);
  });
}

/**
 * After logging out: the account's maps that the server holds in full (its own and its
 * memberships) leave the device, those with unsent changes stay (hidden, held for it) for its next
 * log in, and the pull cursor starts over. Returns how many maps were kept for their unsent changes.
 */
export async function forgetAccount(database: SpineDb, userId: string): Promise<number> {
  return inTransaction(database, 'rw', ['maps', 'bases', 'outbox', 'meta'], async (tx) => {
    const scope = { account: userId, held: await readHeld(tx) };
    const mine = await tx.maps
      .filter((map) => map.ownerId !== null && belongsToAccount(map, scope))
      .primaryKeys();
    const held = { ...scope.held };
    let kept = 0;
    for (const id of mine) {
      if ((await tx.outbox.where('mapId').equals(id).count()) > 0) {
        held[id] = userId;
        kept += 1;
      } else {
        await tx.maps.delete(id);
        await tx.bases.delete(id);
      }
    }
    await tx.meta.bulkDelete([DEVICE_ACCOUNT_KEY, ACCOUNT_USER_KEY, CURSOR_KEY]);
    await tx.meta.put({ key: HELD_MAPS_KEY, value: held });
    return kept;
  });
}
