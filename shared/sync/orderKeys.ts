import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

// Order keys of list items (design §5.1): fractional-indexing keys, compared as plain strings, so a
// move or an insert changes one item's key and nothing else. Two devices appending at the same
// time may pick the same key; equal keys are ordered by item id, so every device shows one order.

/** The longest order key accepted; keys grow by about one character per insert at the same spot. */
export const ORDER_KEY_MAX = 200;

/** True when `key` is a key fractional-indexing can place other keys around. */
export function isValidOrderKey(key: string): boolean {
  if (key.length === 0 || key.length > ORDER_KEY_MAX || !/^[0-9A-Za-z]+$/u.test(key)) return false;
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}

/** Something with a position in a list: its order key and id (the tie-break). */
export interface Ordered {
  id: string;
  order: string;
}

/** Sort comparator of list items: by order key, equal keys by item id. */
export function compareOrder(a: Ordered, b: Ordered): number {
  if (a.order !== b.order) return a.order < b.order ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Keys for `count` new items placed before `sorted[index]` (at the end when index = length). When
 * the items around the gap share a key (two concurrent appends), the items from `index` on that
 * share it are given new keys too (`rekey`), since nothing fits between two equal keys.
 */
export function keysAt(
  sorted: readonly Ordered[],
  index: number,
  count: number,
): { keys: string[]; rekey: Ordered[] } {
  const lower = index > 0 ? (sorted[index - 1]?.order ?? null) : null;
  let next = index;
  while (lower !== null && next < sorted.length && sorted[next]!.order <= lower) next += 1;
  const upper = sorted[next]?.order ?? null;
  const tied = sorted.slice(index, next);
  const keys = generateNKeysBetween(lower, upper, count + tied.length);
  return {
    keys: keys.slice(0, count),
    rekey: tied.map((item, position) => ({ id: item.id, order: keys[count + position]! })),
  };
}

/** Evenly spread keys for a list built from scratch (a new map, a legacy list given ids). */
export function initialKeys(count: number): string[] {
  return generateNKeysBetween(null, null, count);
}
