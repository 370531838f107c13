import { LIST_LEVEL_IDS, type ListLevelId } from '../../../shared/levels';
import type { MapItem } from '../../../shared/schemas/mapDoc';

/** A map's items by list level, each list in the map's order. */
export type ItemsByLevel = Record<ListLevelId, readonly MapItem[]>;

function sameItems(a: readonly MapItem[], b: readonly MapItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        item.id === other.id &&
        item.text === other.text &&
        item.order === other.order &&
        item.level === other.level
      );
    })
  );
}

/**
 * The items of each list level; a level whose items are unchanged since `previous` keeps its old
 * array, so a memoised list editor skips rendering when another level, a field, or only the
 * map's bookkeeping changed (every live-query tick reads the map afresh).
 */
export function itemsByLevel(items: readonly MapItem[], previous?: ItemsByLevel): ItemsByLevel {
  const next = {} as Record<ListLevelId, readonly MapItem[]>;
  for (const level of LIST_LEVEL_IDS) {
    const list = items.filter((item) => item.level === level);
    const before = previous?.[level];
    next[level] = before && sameItems(before, list) ? before : list;
  }
  return next;
}
