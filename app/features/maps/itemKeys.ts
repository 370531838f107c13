import { useState } from 'react';

// List items are plain strings (they may repeat), yet the editor needs each to keep its identity
// while the list changes around it (a pulled insert above the item being edited, a move, an edit
// elsewhere): otherwise React remounts the row and the person typing loses text, caret and focus.

/** A list item with a key that follows it through changes. */
export type KeyedItem = { key: string; text: string };

/** Index pairs (old, new) of a longest common subsequence of two lists. */
function commonSubsequence(a: readonly string[], b: readonly string[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * Carries keys from the previous list to the next: unchanged items (in order) keep theirs, then
 * moved items (same text elsewhere), then an item replaced in place (between the same unchanged
 * neighbours) counts as edited and keeps its key too. Anything else gets a new key.
 */
export function reconcileKeys(
  previous: readonly KeyedItem[],
  next: readonly string[],
  newKey: () => string,
): KeyedItem[] {
  const keys = new Array<string | undefined>(next.length);
  const used = new Set<number>();
  const anchors = commonSubsequence(
    previous.map((item) => item.text),
    next,
  );
  for (const [from, to] of anchors) {
    keys[to] = previous[from]!.key;
    used.add(from);
  }
  // Moves: the same text, anywhere else.
  for (let to = 0; to < next.length; to += 1) {
    if (keys[to] !== undefined) continue;
    const from = previous.findIndex((item, index) => !used.has(index) && item.text === next[to]);
    if (from < 0) continue;
    keys[to] = previous[from]!.key;
    used.add(from);
  }
  // Edits: what is left, paired in order within the same gap between unchanged items.
  const gapOf = (index: number, side: 0 | 1) => anchors.filter((pair) => pair[side] < index).length;
  for (let to = 0; to < next.length; to += 1) {
    if (keys[to] !== undefined) continue;
    const from = previous.findIndex((_, index) => !used.has(index) && gapOf(index, 0) === gapOf(to, 1));
    if (from < 0) continue;
    keys[to] = previous[from]!.key;
    used.add(from);
  }
  return next.map((text, index) => ({ key: keys[index] ?? newKey(), text }));
}

let lastKey = 0;
const freshKey = () => `item-${(lastKey += 1)}`;

/** `items` with keys that stay with each item across renders (see `reconcileKeys`). */
export function useItemKeys(items: readonly string[]): KeyedItem[] {
  const [state, setState] = useState(() => ({
    items,
    keyed: reconcileKeys([], items, freshKey),
  }));
  // Derived from the previous render's keys, adjusted during render (no extra commit, no flash).
  if (state.items !== items) {
    const keyed = reconcileKeys(state.keyed, items, freshKey);
    setState({ items, keyed });
    return keyed;
  }
  return state.keyed;
}
