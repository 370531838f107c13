import type { MapOp } from '../../shared/schemas/mapOps';
import { PUSH_REJECT_CODES, SYNC_PROTOCOL_VERSION } from '../../shared/schemas/sync';
import { applyOps } from '../../shared/sync/applyOps';
import { materialize } from '../../shared/sync/materialize';
import { inTransaction, type SpineDb, type SpineTables } from '../db/db';
import type { LocalMap, RejectedChangeRow } from '../db/rows';
import { readDeviceAccount } from './deviceAccount';
import { pendingRows, refreshMap, rowOps } from './localMaps';
import { notifyLocalEdit } from './localEdits';
import { trackLocalWrite } from './pendingEdits';

// The "Not synced" list (issue 15): nothing leaves the outbox silently. A change the server refused
// — the account was removed from the map, may not change it, the map was deleted for good, or the
// change was invalid — is kept here with the map as the device had it, the refused operations and
// the server's words, until the user tries again, saves it as a new map, or discards it.

/** Shown when a map leaves the device because its account is no longer a member. */
export const REMOVED_MESSAGE = 'You are no longer a member of this map, so your changes were not accepted.';

/** The reason a push rejection code stands for. */
export function rejectionReason(code: string): RejectedChangeRow['reason'] {
  if (code === PUSH_REJECT_CODES.forbidden) return 'forbidden';
  if (code === PUSH_REJECT_CODES.deleted) return 'deleted';
  return 'invalid';
}

/**
 * Keeps refused operations of `map` under "Not synced", with the map's content as the device showed
 * it plus every change refused before, so "Save as a new map" holds all of them. Run inside a
 * transaction over maps, bases, outbox, meta and rejectedChanges.
 */
export async function keepNotSynced(
  database: SpineTables,
  map: LocalMap,
  reason: RejectedChangeRow['reason'],
  message: string,
  ops: readonly MapOp[],
): Promise<void> {
  const earlier = await database.rejectedChanges.get(map.id);
  // The map as shown still holds these operations; the ones refused before are put back on top.
  const doc = applyOps(map.doc, earlier?.ops ?? [], { actorId: null, nowIso: new Date().toISOString() }).doc;
  const levels = { ...earlier?.levels };
  for (const op of ops) {
    const level = 'item' in op ? doc.items[op.item]?.level : null;
    if ('item' in op && level) levels[op.item] = level;
  }
  await database.rejectedChanges.put({
    mapId: map.id,
    accountId: await readDeviceAccount(database),
    content: { visibility: map.visibility, ...materialize(doc).content } as RejectedChangeRow['content'],
    reason,
    message,
    ops: [...(earlier?.ops ?? []), ...ops],
    title: map.title,
    levels,
    createdAt: earlier?.createdAt ?? new Date().toISOString(),
  });
}

/**
 * A map the account is no longer a member of leaves the device; its unsent changes go to "Not
 * synced" first. Run inside a transaction over maps, bases, outbox, meta and rejectedChanges.
 */
export async function letGoOf(
  database: SpineTables,
  map: LocalMap,
  reason: 'removed' | 'deleted' = 'removed',
  message = REMOVED_MESSAGE,
): Promise<void> {
  const rows = await pendingRows(database, map.id);
  if (rows.length > 0) await keepNotSynced(database, map, reason, message, rows.flatMap(rowOps));
  await database.outbox.where('mapId').equals(map.id).delete();
  await database.maps.delete(map.id);
  await database.bases.delete(map.id);
}

/** The refused changes the device account may see, newest first. */
export async function accountRejectedChanges(database: SpineTables): Promise<RejectedChangeRow[]> {
  const account = await readDeviceAccount(database);
  const rows = await database.rejectedChanges.toArray();
  return rows.filter((row) => row.accountId === account).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Forgets refused changes (the user discarded them, or saved them as a new map). */
export async function discardRejected(database: SpineTables, mapId: string): Promise<void> {
  await database.rejectedChanges.delete(mapId);
}

/** True when "Try again" can work: the map is still on the device and the refused operations are known. */
export async function canRetry(database: SpineTables, row: RejectedChangeRow): Promise<boolean> {
  return (row.ops?.length ?? 0) > 0 && (await database.maps.get(row.mapId)) !== undefined;
}

/** "Try again": the refused operations go back into the outbox (a new mutation) and show in the map again. */
export async function retryRejected(database: SpineDb, mapId: string): Promise<void> {
  await trackLocalWrite(() => inTransaction(database, 'rw', ['maps', 'bases', 'outbox', 'meta', 'rejectedChanges'], async (tx) => {
    const row = await tx.rejectedChanges.get(mapId);
    if (!row?.ops?.length || !(await tx.maps.get(mapId))) return;
    const base = await tx.bases.get(mapId);
    await tx.outbox.add({
      mutationId: crypto.randomUUID(),
      mapId,
      protocolVersion: SYNC_PROTOCOL_VERSION,
      seenRev: base?.rev ?? 0,
      ops: row.ops,
      createdAt: new Date().toISOString(),
    });
    await tx.rejectedChanges.delete(mapId);
    await refreshMap(tx, mapId, { actorId: row.accountId, nowIso: new Date().toISOString() });
  }));
  notifyLocalEdit();
}
