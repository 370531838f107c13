import type { SyncPatch } from '../schemas/sync';
import { OPTIONAL_TEXT_FIELDS, contentKeys, fieldEqual, isAbsent } from './content';

const optionalText: ReadonlySet<string> = new Set(OPTIONAL_TEXT_FIELDS);

/**
 * The patch that turns `before` into `after`: only changed content fields, whole values (a list
 * is sent whole; the server merges it item-wise). A cleared optional text becomes ''.
 */
export function diffContent(before: object, after: object): SyncPatch {
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const key of contentKeys(before, after)) {
    if (fieldEqual(key, from[key], to[key])) continue;
    if (!isAbsent(key, to[key])) patch[key] = to[key];
    else if (optionalText.has(key)) patch[key] = '';
    // A required or unknown field that vanished cannot be expressed as a patch; keep the old value.
  }
  return patch;
}

/** True when a patch changes nothing, so no outbox mutation is needed. */
export function isEmptyPatch(patch: SyncPatch): boolean {
  return Object.keys(patch).length === 0;
}
