import { LIST_LEVEL_IDS, type ListLevelId } from '../levels';
import type { MapDoc, MapItem, TrashInfo } from '../schemas/mapDoc';
import { isVisible } from './applyOps';
import { compareOrder } from './orderKeys';

// From registers to what people see: a map's fields, its four lists in order, and its items with
// their ids (what the editor edits by).

/** What a doc shows: content as the spec's map has it (lists of text), the items behind the lists, and Trash. */
export interface Materialized {
  content: Record<string, unknown>;
  items: MapItem[];
  trash: TrashInfo | null;
}

/** The visible items of a doc, level by level in spine order, each level in list order. */
export function visibleItems(doc: MapDoc): MapItem[] {
  const byLevel = new Map<ListLevelId, MapItem[]>(LIST_LEVEL_IDS.map((level) => [level, []]));
  for (const [id, item] of Object.entries(doc.items)) {
    if (!isVisible(item)) continue;
    byLevel.get(item.level!)?.push({ id, level: item.level!, order: item.order!.value, text: item.text!.value });
  }
  return LIST_LEVEL_IDS.flatMap((level) => byLevel.get(level)!.sort(compareOrder));
}

/**
 * The content a doc shows: every field with a value (a cleared one is absent; `needs` is '' when
 * empty, as the spec's map has it) and the four lists as text, with the items behind them.
 */
export function materialize(doc: MapDoc): Materialized {
  const content: Record<string, unknown> = {};
  for (const [field, register] of Object.entries(doc.fields)) {
    if (register.value !== null && register.value !== undefined) content[field] = register.value;
  }
  content.needs ??= '';
  const items = visibleItems(doc);
  for (const level of LIST_LEVEL_IDS) content[level] = items.filter((item) => item.level === level).map((item) => item.text);
  return { content, items, trash: doc.trash?.value ?? null };
}
