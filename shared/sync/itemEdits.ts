import type { ListLevelId } from '../levels';
import type { MapDoc, MapItem } from '../schemas/mapDoc';
import type { MapEdit } from '../schemas/mapOps';
import { visibleItems } from './materialize';
import { keysAt } from './orderKeys';

// The list editor's edits, as item operations: adding at a place, moving by one. Each reads the
// doc as it is when the edit is made (inside the device's write), never a list from an earlier
// render, so two quick adds are two items and a move never undoes someone else's change.

/** The visible items of one level, in list order. */
export function levelItems(doc: MapDoc, level: ListLevelId): MapItem[] {
  return visibleItems(doc).filter((item) => item.level === level);
}

/** Adds `text` as item `id` of `level` before position `index` (at the end when omitted). */
export function addItemEdits(doc: MapDoc, level: ListLevelId, id: string, text: string, index?: number): MapEdit[] {
  const items = levelItems(doc, level);
  const at = Math.max(0, Math.min(index ?? items.length, items.length));
  const { keys, rekey } = keysAt(items, at, 1);
  return [
    { type: 'add', item: id, level, order: keys[0]!, text },
    ...rekey.map((item): MapEdit => ({ type: 'move', item: item.id, order: item.order })),
  ];
}

/** Moves item `id` one place up (-1) or down (+1) in its list; [] when it cannot move. */
export function moveItemEdits(doc: MapDoc, level: ListLevelId, id: string, by: -1 | 1): MapEdit[] {
  const items = levelItems(doc, level);
  const from = items.findIndex((item) => item.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return [];
  const others = items.filter((item) => item.id !== id);
  const { keys, rekey } = keysAt(others, to, 1);
  return [
    { type: 'move', item: id, order: keys[0]! },
    ...rekey.map((item): MapEdit => ({ type: 'move', item: item.id, order: item.order })),
  ];
}
