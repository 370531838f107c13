import type { MapDoc, TrashInfo } from '../../../shared/schemas/mapDoc';
import type { SpineMapContent } from '../../../shared/schemas/spineMap';
import { checkContent } from '../../../shared/sync/contentLimits';
import { materialize } from '../../../shared/sync/materialize';

/** A map's registers would show a content the server does not store; the message says why, for people. */
export class InvalidContentError extends Error {
  override name = 'InvalidContentError';
}

/** Most items (removed ones included) one map's registers may hold, so tombstones cannot grow without end. */
export const DOC_ITEMS_MAX = 2000;

/** The content and Trash state a doc shows, validated for storage (throws InvalidContentError). */
export function storableContent(doc: MapDoc): { content: SpineMapContent; trash: TrashInfo | null } {
  if (Object.keys(doc.items).length > DOC_ITEMS_MAX) {
    throw new InvalidContentError(`This map has too many items, removed ones included (at most ${DOC_ITEMS_MAX}).`);
  }
  const { content, trash } = materialize(doc);
  const checked = checkContent(content);
  if (!checked.ok) throw new InvalidContentError(checked.message);
  return { content: checked.content, trash };
}
