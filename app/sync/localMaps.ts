import type { MapDoc } from '../../shared/schemas/mapDoc';
import type { MapOp } from '../../shared/schemas/mapOps';
import type { SpineMap } from '../../shared/schemas/spineMap';
import { applyOps, emptyDoc, type ApplyContext } from '../../shared/sync/applyOps';
import { materialize } from '../../shared/sync/materialize';
import type { SpineTables } from '../db/db';
import type { BaseRow, LocalMap, OutboxRow } from '../db/rows';

// What the device shows of a map (design §5.3): the server's registers (`bases`) with the outbox's
// operations re-applied on top, computed by the same shared code the server applies them with, so
// what the device shows is what the server will make of it.

/** The bookkeeping of a map: everything but its content, items and registers. */
export type Bookkeeping = Pick<SpineMap, 'id' | 'shareId' | 'createdAt' | 'updatedAt' | 'ownerId' | 'rev'> &
  Pick<LocalMap, 'role' | 'notice'>;

/** The map a doc shows, with the given bookkeeping; `deletedAt` is the doc's Trash state. */
export function viewOf(bookkeeping: Bookkeeping, doc: MapDoc): LocalMap {
  const { content, items, trash } = materialize(doc);
  const view = {
    ...content,
    id: bookkeeping.id,
    shareId: bookkeeping.shareId,
    createdAt: bookkeeping.createdAt,
    updatedAt: bookkeeping.updatedAt,
    ownerId: bookkeeping.ownerId,
    rev: bookkeeping.rev,
    deletedAt: trash?.at ?? null,
    items,
    doc,
    notice: bookkeeping.notice ?? null,
  } as LocalMap;
  if (bookkeeping.role) view.role = bookkeeping.role;
  if (!('visibility' in content)) view.visibility = 'unlisted';
  return view;
}

/**
 * The operations an outbox row stands for on this device. An older (protocol 1) row's patch is only
 * known against a base the device no longer has: its fields and its delete are shown; its lists
 * were already in the map when the device upgraded, and the server works them out on push.
 */
export function rowOps(row: OutboxRow): MapOp[] {
  if (row.protocolVersion === 2) return row.ops;
  if (row.type === 'delete') return [{ type: 'delete', hlc: row.hlc }];
  return Object.entries(row.patch)
    .filter(([field]) => !['values', 'principles', 'practices', 'tools', 'createdAt'].includes(field))
    .map(([field, value]): MapOp => ({ type: 'set', field, value: (value ?? null) as never, prev: null, hlc: row.hlc }));
}

/** The outbox rows of one map, oldest first. */
export async function pendingRows(database: SpineTables, mapId: string): Promise<OutboxRow[]> {
  return (await database.outbox.where('mapId').equals(mapId).toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The registers the device predicts: the base's with every pending operation applied. */
export function predict(base: MapDoc | null, rows: readonly OutboxRow[], context: ApplyContext): MapDoc {
  return applyOps(base ?? emptyDoc(), rows.flatMap(rowOps), context).doc;
}

/**
 * Recomputes what the device shows of one map from its base and outbox, inside a transaction over
 * maps, bases and outbox. Bookkeeping comes from the base, or from the map row for a map the server
 * has not seen. A map with neither (its only changes were refused) leaves the device.
 */
export async function refreshMap(database: SpineTables, mapId: string, context: ApplyContext): Promise<LocalMap | null> {
  const [base, local, rows] = await Promise.all([
    database.bases.get(mapId),
    database.maps.get(mapId),
    pendingRows(database, mapId),
  ]);
  const bookkeeping: Bookkeeping | undefined = base ?? local;
  if (!bookkeeping || (!base && rows.length === 0)) {
    await database.maps.delete(mapId);
    return null;
  }
  const view = viewOf({ ...bookkeeping, updatedAt: local && local.updatedAt > bookkeeping.updatedAt ? local.updatedAt : bookkeeping.updatedAt }, predict(base?.doc ?? null, rows, context));
  await database.maps.put(view);
  return view;
}

/** A base row for a map the server sent (a pull, or a reply that carried the map's registers). */
export function baseFrom(map: SpineMap & { doc: MapDoc }, notice: BaseRow['notice'] = null): BaseRow {
  return {
    id: map.id,
    shareId: map.shareId,
    ownerId: map.ownerId,
    createdAt: map.createdAt,
    updatedAt: map.updatedAt,
    rev: map.rev,
    ...(map.role ? { role: map.role } : {}),
    doc: map.doc,
    notice,
  };
}
