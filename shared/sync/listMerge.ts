import { parseListItem } from '../listItem';
import type { MergeConflict } from '../schemas/sync';

// Item-wise three-way merge of one list field (values, principles, practices, tools).
// Items are identified by their exact text. Each side's change against the base is read as
// removals, additions and edits, where an edit is a removed base item paired with an added item
// that looks like the same item (see itemSimilarity).

/** Two items at least this similar are one edited item rather than a removal plus an addition. */
export const EDIT_SIMILARITY = 0.6;

/** The key under which items count as duplicates: case and inner whitespace do not matter. */
export function itemKey(item: string): string {
  return item.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * How alike two items are, 0..1: 1 when their parsed names ('name: detail' / 'name - detail')
 * match, else the share of the shorter item's words that both items begin with. Editing an item
 * usually keeps its name or extends its opening words; a different item usually differs within
 * its first words. Whole words, so 'Focus 12' and 'Focus 13' stay two items.
 */
export function itemSimilarity(a: string, b: string): number {
  if (itemKey(parseListItem(a).name) === itemKey(parseListItem(b).name)) return 1;
  const left = words(a);
  const right = words(b);
  const shorter = Math.min(left.length, right.length);
  if (shorter === 0) return 0;
  let common = 0;
  while (common < shorter && left[common] === right[common]) common += 1;
  return common / shorter;
}

function words(item: string): string[] {
  return itemKey(item)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

interface SideChanges {
  /** Base items this side removed without replacing them. */
  removed: Set<string>;
  /** Base item → the item this side edited it into. */
  edits: Map<string, string>;
  /** Items this side added that are not edits of a base item. */
  added: Set<string>;
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = itemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Reads one side's list against the base; edits are paired greedily, best match first. */
function sideChanges(base: readonly string[], side: readonly string[]): SideChanges {
  const sideSet = new Set(side);
  const baseSet = new Set(base);
  const removed = [...new Set(base.filter((item) => !sideSet.has(item)))];
  const added = [...new Set(side.filter((item) => !baseSet.has(item)))];
  const candidates: { from: string; to: string; score: number; distance: number; order: number }[] = [];
  removed.forEach((from, fromIndex) => {
    added.forEach((to, toIndex) => {
      const score = itemSimilarity(from, to);
      if (score < EDIT_SIMILARITY) return;
      const distance = Math.abs(base.indexOf(from) - side.indexOf(to));
      candidates.push({ from, to, score, distance, order: fromIndex * added.length + toIndex });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.distance - b.distance || a.order - b.order);
  const edits = new Map<string, string>();
  const used = new Set<string>();
  for (const { from, to } of candidates) {
    if (edits.has(from) || used.has(to)) continue;
    edits.set(from, to);
    used.add(to);
  }
  return {
    removed: new Set(removed.filter((item) => !edits.has(item))),
    edits,
    added: new Set(added.filter((item) => !used.has(item))),
  };
}

/** Clocks of the two sides, and whether the incoming side wins a tie-break. */
export interface ListMergeClocks {
  currentHlc: string;
  incomingHlc: string;
  incomingWins: boolean;
}

/**
 * Merges a list changed on both sides. Current's order is kept; incoming additions go after the
 * item that precedes them in incoming. Items beyond `limit` are dropped last-added first and
 * reported as conflicts, so nothing is lost silently.
 */
export function mergeList(
  field: string,
  base: readonly string[],
  current: readonly string[],
  incoming: readonly string[],
  clocks: ListMergeClocks,
  limit: number,
): { items: string[]; conflicts: MergeConflict[] } {
  const mine = sideChanges(base, current);
  const theirs = sideChanges(base, incoming);
  const conflicts: MergeConflict[] = [];
  const result = unique(current);
  const indexOf = (item: string) => result.findIndex((candidate) => itemKey(candidate) === itemKey(item));
  const toInsert = new Set(theirs.added);

  for (const [from, to] of theirs.edits) {
    const myEdit = mine.edits.get(from);
    if (myEdit === undefined) {
      const at = result.indexOf(from);
      // Current kept the item: take the edit in place. Current removed it: the edit beats the delete.
      if (at >= 0) result[at] = to;
      else toInsert.add(to);
    } else if (myEdit !== to) {
      const kept = clocks.incomingWins ? to : myEdit;
      const lost = clocks.incomingWins ? myEdit : to;
      if (clocks.incomingWins) {
        const at = result.indexOf(myEdit);
        if (at >= 0) result[at] = to;
      }
      conflicts.push(itemConflict(field, kept, lost, clocks));
    }
  }
  for (const item of theirs.removed) {
    // If current edited this item, result holds the edited text, not this one: the edit survives.
    const at = result.indexOf(item);
    if (at >= 0) result.splice(at, 1);
  }

  let cursor = -1;
  for (const item of incoming) {
    const at = indexOf(item);
    if (at >= 0) {
      cursor = at;
    } else if (toInsert.has(item)) {
      toInsert.delete(item);
      cursor += 1;
      result.splice(cursor, 0, item);
    }
  }

  const items = unique(result);
  const currentSet = new Set(current);
  while (items.length > limit) {
    let at = items.length - 1;
    while (at > 0 && currentSet.has(items[at] ?? '')) at -= 1;
    const [dropped] = items.splice(at, 1);
    conflicts.push({
      ...itemConflict(field, null, dropped, clocks),
      keptHlc: clocks.currentHlc,
      lostHlc: clocks.incomingHlc,
    });
  }
  return { items, conflicts };
}

function itemConflict(field: string, kept: unknown, lost: unknown, clocks: ListMergeClocks): MergeConflict {
  const [keptHlc, lostHlc] = clocks.incomingWins
    ? [clocks.incomingHlc, clocks.currentHlc]
    : [clocks.currentHlc, clocks.incomingHlc];
  return { field, kind: 'item', keptValue: kept, lostValue: lost, keptHlc, lostHlc };
}
