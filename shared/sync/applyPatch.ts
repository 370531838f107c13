import type { SyncPatch } from '../schemas/sync';
import { isAbsent, isContentKey } from './content';

/**
 * Applies a patch's fields on top of a map (or bare content). Bookkeeping keys in the patch are
 * ignored; '' clears an optional text field; unknown content fields are carried over.
 */
export function applyPatch<T extends object>(map: T, patch: SyncPatch): T {
  const next = { ...map } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (!isContentKey(key)) continue;
    if (isAbsent(key, value)) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

/**
 * Re-applies still-pending local patches, oldest first, on a freshly pulled map so a pull never
 * hides unsent work (design §5.3). Pending edits win locally until the server merges them on push.
 */
export function rebase<T extends object>(pulledMap: T, pendingPatches: readonly SyncPatch[]): T {
  return pendingPatches.reduce<T>((map, patch) => applyPatch(map, patch), pulledMap);
}
