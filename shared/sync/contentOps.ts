import { generateNKeysBetween } from 'fractional-indexing';
import { LIST_LEVEL_IDS, type ListLevelId } from '../levels';
import type { MapDoc, MapItem } from '../schemas/mapDoc';
import { fieldNameSchema, type MapEdit } from '../schemas/mapOps';
import { isVisible } from './applyOps';
import { fieldEqual, isAbsent } from './content';
import { itemKey, pairEdits } from './itemMatch';
import { materialize, visibleItems } from './materialize';

// A whole new content (a refinement, a restored revision, an import, an older app's patch) turned
// into edits on a doc. Items keep their identity where the text says they are the same item: the
// same text, or an edit of it (itemMatch.ts); an item whose text was removed earlier comes back
// under its old id; only the items that really moved get new order keys.

/** Makes the id of a new item (nanoid on a device; derived from the text for an older app's patch). */
export type NewItemId = (level: ListLevelId, text: string) => string;

const listLevels: ReadonlySet<string> = new Set(LIST_LEVEL_IDS);

/** Indexes (into `values`) of a longest strictly increasing subsequence. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let at = tails.at(-1) ?? -1; at >= 0; at = previous[at]!) kept.add(at);
  return kept;
}

/**
 * Order keys for a target list: positions in `anchors` keep `keys[position]`; the others get keys
 * between their neighbours. Where two anchors leave no room (equal keys), the later anchor is
 * given a new key too.
 */
function orderKeys(keys: readonly (string | null)[], anchors: ReadonlySet<number>): string[] {
  const result: string[] = [];
  let position = 0;
  while (position < keys.length) {
    if (anchors.has(position)) {
      result.push(keys[position]!);
      position += 1;
      continue;
    }
    const lower = result.at(-1) ?? null;
    let end = position;
    while (end < keys.length && (!anchors.has(end) || (lower !== null && keys[end]! <= lower))) end += 1;
    const upper = end < keys.length ? keys[end]! : null;
    result.push(...generateNKeysBetween(lower, upper, end - position));
    position = end;
  }
  return result;
}

/** The edits that turn one level's visible items into the `target` texts (duplicates kept once). */
function listEdits(doc: MapDoc, level: ListLevelId, target: readonly string[], newItemId: NewItemId): MapEdit[] {
  const seen = new Set<string>();
  const texts = target.map((text) => text.trim()).filter((text) => {
    const key = itemKey(text);
    if (text === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const current = visibleItems(doc).filter((item) => item.level === level);
  const assigned: (number | null)[] = texts.map(() => null);
  const byKey = new Map<string, number>();
  current.forEach((item, index) => byKey.set(itemKey(item.text), index));
  const used = new Set<number>();
  texts.forEach((text, index) => {
    const match = byKey.get(itemKey(text));
    if (match !== undefined && !used.has(match)) {
      assigned[index] = match;
      used.add(match);
    }
  });
  const leftCurrent = current.map((_, index) => index).filter((index) => !used.has(index));
  const leftTarget = texts.map((_, index) => index).filter((index) => assigned[index] === null);
  const pairs = pairEdits(
    leftCurrent.map((index) => current[index]!.text),
    leftTarget.map((index) => texts[index]!),
  );
  for (const [from, to] of pairs) {
    assigned[leftTarget[to]!] = leftCurrent[from]!;
    used.add(leftCurrent[from]!);
  }

  const edits: MapEdit[] = [];
  for (const [index, item] of current.entries()) if (!used.has(index)) edits.push({ type: 'remove', item: item.id });
  const removedByKey = new Map<string, string>();
  for (const [id, item] of Object.entries(doc.items)) {
    if (item.level === level && item.text && item.order && !isVisible(item)) removedByKey.set(itemKey(item.text.value), id);
  }
  const existing = assigned.map((index) => (index === null ? null : current[index]!));
  const anchors = longestIncreasing(
    assigned.map((index) => index ?? -1).filter((index) => index >= 0),
  );
  const anchorPositions = new Set<number>();
  let nth = 0;
  assigned.forEach((index, position) => {
    if (index === null) return;
    if (anchors.has(nth)) anchorPositions.add(position);
    nth += 1;
  });
  const keys = orderKeys(
    existing.map((item) => item?.order ?? null),
    anchorPositions,
  );
  texts.forEach((text, position) => {
    const item: MapItem | null = existing[position] ?? null;
    const order = keys[position]!;
    if (item === null) {
      const id = removedByKey.get(itemKey(text)) ?? newItemId(level, text);
      edits.push({ type: 'add', item: id, level, order, text });
      return;
    }
    if (item.text !== text) edits.push({ type: 'text', item: item.id, text });
    if (item.order !== order) edits.push({ type: 'move', item: item.id, order });
  });
  return edits;
}

/**
 * The edits that make `doc` show `patch`: each field the patch holds that differs (a blank optional
 * text clears it), and each list it holds as item edits. Keys that are not content are ignored.
 */
export function contentEdits(doc: MapDoc, patch: Readonly<Record<string, unknown>>, newItemId: NewItemId): MapEdit[] {
  const { content } = materialize(doc);
  const edits: MapEdit[] = [];
  for (const [field, value] of Object.entries(patch)) {
    if (listLevels.has(field)) {
      if (Array.isArray(value)) {
        const texts = value.filter((text): text is string => typeof text === 'string');
        edits.push(...listEdits(doc, field as ListLevelId, texts, newItemId));
      }
      continue;
    }
    if (value === undefined || !fieldNameSchema.safeParse(field).success || fieldEqual(field, content[field], value)) continue;
    edits.push({ type: 'set', field, value: isAbsent(field, value) ? null : (value as never) });
  }
  return edits;
}
