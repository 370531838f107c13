import { nanoid } from 'nanoid';
import type { MapDoc } from '../../../shared/schemas/mapDoc';
import type { MapEdit } from '../../../shared/schemas/mapOps';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { isVisible } from '../../../shared/sync/applyOps';
import { OPTIONAL_TEXT_FIELDS } from '../../../shared/sync/content';
import { contentEdits } from '../../../shared/sync/contentOps';
import { stampEdit } from '../../../shared/sync/edits';
import { itemKey } from '../../../shared/sync/itemMatch';
import { visibleItems } from '../../../shared/sync/materialize';
import { keysAt } from '../../../shared/sync/orderKeys';
import { httpError } from '../errors';
import type { Db } from './database';
import { InvalidContentError } from './mapsRepository';
import type { ConflictRecord } from './revisionsRepository';
import type { Repositories } from './repositories';

type HistoryRepos = Pick<Repositories, 'maps' | 'revisions'>;

/** Texts of restore errors. */
export const RESTORE_ERRORS = {
  revisionNotFound: 'Revision not found',
  conflictNotFound: 'Conflict not found',
  alreadyRestored: 'This value has already been restored.',
} as const;

/** Runs a write whose content may not be storable; that is a 409 naming why. */
async function storable<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof InvalidContentError) throw httpError(409, error.message);
    throw error;
  }
}

/**
 * Makes an earlier revision's content the map's newest revision (history only grows): items come
 * back under their ids, fields the revision did not have are cleared. The map's current visibility
 * is kept, so restoring old text never widens who can read it.
 */
export async function restoreRevision(
  repos: HistoryRepos,
  map: SpineMap,
  rev: number,
  actorId: string,
): Promise<SpineMap> {
  const revision = await repos.revisions.content(map.id, rev);
  if (!revision) throw httpError(404, RESTORE_ERRORS.revisionNotFound);
  const { visibility: _visibility, ...content } = revision.content;
  const cleared = Object.fromEntries(OPTIONAL_TEXT_FIELDS.map((field) => [field, '']));
  return storable(() =>
    repos.maps.replaceContent(map.id, { ...cleared, ...content }, { actorId, reason: `restore rev ${rev}` }),
  );
}

/** A text as an item of `level` again: the item it was (brought back), or a new one at the end. */
function itemBack(doc: MapDoc, conflict: ConflictRecord, text: string): MapEdit[] {
  const id = conflict.itemId;
  const item = id ? doc.items[id] : undefined;
  if (id && item?.level) {
    if (isVisible(item)) return [{ type: 'text', item: id, text }];
    return [
      {
        type: 'add',
        item: id,
        level: item.level,
        order: item.order?.value ?? keysAt(visibleItems(doc), visibleItems(doc).length, 1).keys[0]!,
        text,
      },
    ];
  }
  // A conflict from before items had ids: find the item by the text that beat it.
  return contentEdits(doc, { [conflict.field]: listWith(doc, conflict, text) }, () => nanoid());
}

function listWith(doc: MapDoc, conflict: ConflictRecord, text: string): string[] {
  const list = visibleItems(doc)
    .filter((item) => item.level === conflict.field)
    .map((item) => item.text);
  if (list.some((item) => itemKey(item) === itemKey(text))) return list;
  const at =
    typeof conflict.keptValue === 'string'
      ? list.findIndex((item) => itemKey(item) === itemKey(conflict.keptValue as string))
      : -1;
  if (at >= 0) list[at] = text;
  else list.push(text);
  return list;
}

/** The edits that put a conflict's losing side back: a field's value, an item's text, or a removal. */
export function conflictEdits(doc: MapDoc, conflict: ConflictRecord): MapEdit[] {
  if (conflict.kind === 'field')
    return [{ type: 'set', field: conflict.field, value: (conflict.lostValue ?? null) as never }];
  if (conflict.kind === 'removal') return conflict.itemId ? [{ type: 'remove', item: conflict.itemId }] : [];
  return typeof conflict.lostValue === 'string' ? itemBack(doc, conflict, conflict.lostValue) : [];
}

/**
 * Restores the side that lost a conflict as a new revision and marks the conflict resolved.
 * `mayApply` is the caller's permission check of the edits (an owner-only field needs the owner).
 */
export async function restoreConflict(
  db: Db,
  repos: HistoryRepos,
  map: SpineMap,
  conflictId: number,
  actorId: string,
  mayApply: (edits: readonly MapEdit[]) => void,
): Promise<SpineMap> {
  return db.change(async () => {
    const conflict = await repos.revisions.conflict(conflictId);
    if (!conflict || conflict.mapId !== map.id) throw httpError(404, RESTORE_ERRORS.conflictNotFound);
    if (conflict.resolvedAt !== null) throw httpError(409, RESTORE_ERRORS.alreadyRestored);
    const restored = storable(() =>
      repos.maps.writeOps(
        map.id,
        (hlc, doc) => {
          const edits = conflictEdits(doc, conflict);
          mayApply(edits);
          return edits.map((edit) => stampEdit(doc, edit, hlc));
        },
        { actorId, reason: `restore ${conflict.field}` },
      ),
    );
    await repos.revisions.resolveConflict(conflictId);
    return restored;
  });
}
