import { MAP_LIMITS, type SpineMap, type SpineMapContent } from '../../../shared/schemas/spineMap';
import { applyPatch } from '../../../shared/sync/applyPatch';
import { contentOf } from '../../../shared/sync/content';
import { httpError } from '../errors';
import type { Db } from './database';
import { toStoredContent } from './mapsRepository';
import type { Repositories } from './repositories';

type HistoryRepos = Pick<Repositories, 'maps' | 'revisions'>;

/** Texts of restore errors. */
export const RESTORE_ERRORS = {
  revisionNotFound: 'Revision not found',
  conflictNotFound: 'Conflict not found',
  alreadyRestored: 'This value has already been restored.',
  cannotRestore: 'This value cannot be restored into the map as it is now.',
} as const;

function validOrConflict(content: object): SpineMapContent {
  try {
    return toStoredContent(content);
  } catch {
    throw httpError(409, RESTORE_ERRORS.cannotRestore);
  }
}

/**
 * Makes an earlier revision's content the map's newest revision (history only grows). The
 * map's current visibility is kept, so restoring old text never widens who can read it.
 */
export function restoreRevision(repos: HistoryRepos, map: SpineMap, rev: number, actorId: string): SpineMap {
  const revision = repos.revisions.content(map.id, rev);
  if (!revision) throw httpError(404, RESTORE_ERRORS.revisionNotFound);
  const content = validOrConflict({ ...revision.content, visibility: map.visibility });
  return repos.maps.writeRevision(map.id, content, { actorId, reason: `restore rev ${rev}` });
}

/** Puts a losing merge value back: a whole field, or one list item (replacing the item that beat it). */
function withLostValue(
  current: SpineMapContent,
  field: string,
  kind: 'field' | 'item',
  kept: unknown,
  lost: unknown,
) {
  if (kind === 'field') return applyPatch(current, { [field]: lost ?? undefined });
  const list = (current as Record<string, unknown>)[field];
  if (!Array.isArray(list) || typeof lost !== 'string') throw httpError(409, RESTORE_ERRORS.cannotRestore);
  const items = list.filter((item): item is string => typeof item === 'string');
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (items.some((item) => same(item, lost))) return current;
  const at = typeof kept === 'string' ? items.findIndex((item) => same(item, kept)) : -1;
  if (at >= 0) items[at] = lost;
  else if (items.length < MAP_LIMITS.items) items.push(lost);
  else throw httpError(409, RESTORE_ERRORS.cannotRestore);
  return { ...current, [field]: items };
}

/** Restores the value that lost a merge as a new revision and marks the conflict resolved. */
export function restoreConflict(
  db: Db,
  repos: HistoryRepos,
  map: SpineMap,
  conflictId: number,
  actorId: string,
): SpineMap {
  return db.transaction(() => {
    const conflict = repos.revisions.conflict(conflictId);
    if (!conflict || conflict.mapId !== map.id) throw httpError(404, RESTORE_ERRORS.conflictNotFound);
    if (conflict.resolvedAt !== null) throw httpError(409, RESTORE_ERRORS.alreadyRestored);
    const next = withLostValue(
      contentOf(map),
      conflict.field,
      conflict.kind,
      conflict.keptValue,
      conflict.lostValue,
    );
    const restored = repos.maps.writeRevision(map.id, validOrConflict(next), {
      actorId,
      reason: `restore ${conflict.field}`,
    });
    repos.revisions.resolveConflict(conflictId);
    return restored;
  })();
}
