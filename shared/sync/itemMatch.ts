import { parseListItem } from '../listItem';

// When two list texts are the same item: used to give an older app's lists, or a whole new content
// (a refinement, a restored revision), operations that keep each item's identity.

/** Two items at least this similar are one edited item rather than a removal plus an addition. */
export const EDIT_SIMILARITY = 0.6;

/** The key under which items count as the same text: case and inner whitespace do not matter. */
export function itemKey(item: string): string {
  return item.trim().replace(/\s+/gu, ' ').toLowerCase();
}

function words(item: string): string[] {
  return itemKey(item)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
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

/**
 * Pairs texts that are edits of each other: for each `from` (by index) the `to` index it became,
 * best similarity first, then closest position. Unpaired indexes are plain removals and additions.
 */
export function pairEdits(from: readonly string[], to: readonly string[]): Map<number, number> {
  const candidates: { from: number; to: number; score: number; distance: number }[] = [];
  from.forEach((left, fromIndex) => {
    to.forEach((right, toIndex) => {
      const score = itemSimilarity(left, right);
      if (score >= EDIT_SIMILARITY) candidates.push({ from: fromIndex, to: toIndex, score, distance: Math.abs(fromIndex - toIndex) });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.distance - b.distance || a.from - b.from || a.to - b.to);
  const pairs = new Map<number, number>();
  const used = new Set<number>();
  for (const candidate of candidates) {
    if (pairs.has(candidate.from) || used.has(candidate.to)) continue;
    pairs.set(candidate.from, candidate.to);
    used.add(candidate.to);
  }
  return pairs;
}
