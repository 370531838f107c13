import { PUSH_REJECT_CODES } from '../../shared/schemas/sync';
import type { SpineMap } from '../../shared/schemas/spineMap';
import { contentOf } from '../../shared/sync/content';
import type { SpineDb } from '../db/db';
import type { RejectedChangeRow } from '../db/rows';
import { readDeviceAccount } from './deviceAccount';

// Nothing is lost silently (issue 10): when the server refuses a map's changes for good — the
// account was removed from the map, is a viewer, or the map was deleted — the device's copy of the
// map, changes included, is kept in `rejectedChanges` until the user saves it as a new map or
// discards it. The map itself then follows the server (or leaves the device).

/** Shown when a map leaves the device because its account is no longer a member. */
export const REMOVED_MESSAGE = 'You are no longer a member of this map, so your changes were not accepted.';

/** The reason a push rejection code stands for, when the server will never accept the change. */
export function finalRejection(code: string): RejectedChangeRow['reason'] | null {
  if (code === PUSH_REJECT_CODES.forbidden) return 'forbidden';
  if (code === PUSH_REJECT_CODES.deleted) return 'deleted';
  return null;
}

/**
 * Keeps the device's copy of `map` (with its unsent changes) as refused, and drops the map's
 * outbox rows: they can never be accepted. Run inside a transaction over maps, outbox, meta and
 * rejectedChanges.
 */
export async function keepRejected(
  database: SpineDb,
  map: SpineMap,
  reason: RejectedChangeRow['reason'],
  message: string,
): Promise<void> {
  await database.rejectedChanges.put({
    mapId: map.id,
    accountId: await readDeviceAccount(database),
    content: contentOf(map),
    reason,
    message,
    createdAt: new Date().toISOString(),
  });
  await database.outbox.where('mapId').equals(map.id).delete();
}

/** The refused changes the device account may see, newest first. */
export async function accountRejectedChanges(database: SpineDb): Promise<RejectedChangeRow[]> {
  const account = await readDeviceAccount(database);
  const rows = await database.rejectedChanges.toArray();
  return rows
    .filter((row) => row.accountId === account)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Forgets refused changes (the user discarded them, or saved them as a new map). */
export async function discardRejected(database: SpineDb, mapId: string): Promise<void> {
  await database.rejectedChanges.delete(mapId);
}
