import { inTransaction, type SpineDb, type SpineTables } from '../db/db';
import type { LocalMap } from '../db/rows';
import { readDeviceAccount } from './deviceAccount';

// Someone else moved a map to Trash: the members who had it are told, with Restore one click away
// (issue 15). The notices live in `meta` until dismissed; the maps page and the editor show them.

/** meta key of the notices. */
export const TRASH_NOTICES_KEY = 'trashNotices';

/** A map another member moved to Trash; `editedBy` names members whose edits its deleter had not seen. */
export interface TrashNotice {
  mapId: string;
  title: string;
  at: string;
  deletedBy: string | null;
  editedBy: string[];
}

/** The notices not yet dismissed, newest first. */
export async function readTrashNotices(database: SpineTables): Promise<TrashNotice[]> {
  const row = await database.meta.get(TRASH_NOTICES_KEY);
  return Array.isArray(row?.value) ? (row.value as TrashNotice[]) : [];
}

/**
 * Notes that a map this device showed went to Trash by another account's hand. Run inside a
 * transaction that includes `meta`.
 */
export async function noteTrashed(database: SpineTables, map: LocalMap, byUserId: string | null): Promise<void> {
  if (byUserId !== null && byUserId === (await readDeviceAccount(database))) return;
  const notice = map.notice?.kind === 'deletedOverEdits' ? map.notice : null;
  const notices = (await readTrashNotices(database)).filter((entry) => entry.mapId !== map.id);
  notices.unshift({
    mapId: map.id,
    title: map.title,
    at: map.deletedAt ?? new Date().toISOString(),
    deletedBy: notice?.deletedBy ?? null,
    editedBy: notice?.editedBy ?? [],
  });
  await database.meta.put({ key: TRASH_NOTICES_KEY, value: notices.slice(0, 20) });
}

/** Forgets a notice (dismissed, or the map was restored). */
export async function dismissTrashNotice(database: SpineDb, mapId: string): Promise<void> {
  await inTransaction(database, 'rw', ['meta'], async (tx) => {
    const notices = (await readTrashNotices(tx)).filter((entry) => entry.mapId !== mapId);
    await tx.meta.put({ key: TRASH_NOTICES_KEY, value: notices });
  });
}
