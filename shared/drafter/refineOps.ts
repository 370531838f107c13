import { levelById, type LevelId, type ListLevelId } from '../levels';
import type { RefinedSpineMap, RefinementChange } from '../schemas/refinement';
import { MAP_LIMITS } from '../schemas/spineMap';
import type { Analysis } from './analyse';
import { ALL_ITEMS, GENERIC_DOMAIN, ITEMS_BY_NAME, SIGNALS } from './knowledge';
import { rankCandidates } from './select';
import { capitalise, formatItem, itemDetail, itemName, nameKey, systemPhrase, termSet, unit } from './text';
import type { KnowledgeItem } from './types';

/** The mutable working copy a refinement edits, with the changes it has made so far. */
export interface Draft {
  readonly map: RefinedSpineMap;
  readonly analysis: Analysis;
  readonly changes: RefinementChange[];
  readonly notes: string[];
}

/** The list levels, in spine order. */
export const LISTS: readonly ListLevelId[] = ['values', 'principles', 'practices', 'tools'];
const MIN_ITEMS = 3;
const MAX_ITEMS = 6;

/** Title of a level as the review card shows it. */
export function sectionTitle(level: LevelId): string {
  return levelById(level).title;
}

function record(draft: Draft, level: LevelId, change: string, reasoning: string): void {
  draft.changes.push({ section: sectionTitle(level), change, reasoning });
}

function clip(text: string): string {
  return text.length <= MAP_LIMITS.item ? text : `${text.slice(0, MAP_LIMITS.item - 1).trimEnd()}…`;
}

function usedNames(map: RefinedSpineMap): Set<string> {
  return new Set(LISTS.flatMap((level) => map[level].map(nameKey)));
}

// Generic details tie an item to its level's question when the knowledge base has nothing better.
const GENERIC_DETAIL: Readonly<Record<ListLevelId, (system: string) => string>> = {
  values: (system) => `what ${system} optimises for when choices pull in different directions`,
  principles: (system) => `a cause-and-effect lever that holds for ${system} and guides which practices to keep`,
  practices: (system) => `a routine ${system} carries out to put its principles into action`,
  tools: (system) => `helps ${system} carry out its practices with less effort`,
};

/** A detail for a named item: the knowledge base's when it knows the name, else a level-shaped one. */
export function detailFor(level: ListLevelId, name: string, draft: Draft): string {
  const known = ITEMS_BY_NAME.get(nameKey(name));
  if (known?.item.detail) return known.item.detail;
  return GENERIC_DETAIL[level](systemPhrase(draft.map.systemBoundary));
}

/** Candidates from the knowledge base for a level that the map does not hold yet. */
export function freshCandidates(draft: Draft, level: ListLevelId, focus?: ReadonlySet<string>): KnowledgeItem[] {
  const used = usedNames(draft.map);
  // 'Help desk (Zendesk, Freshdesk)' would repeat a Zendesk already on the map.
  const toolNames = draft.map.tools.map((tool) => itemName(tool).toLowerCase()).filter((name) => name.length > 2);
  return rankCandidates(draft.analysis, level, focus)
    .map((candidate) => candidate.item)
    .filter((item) => !used.has(nameKey(item.name)) && !(level === 'tools' && toolNames.some((name) => item.detail.toLowerCase().includes(name))));
}

/** Adds one item to a list level, trimming the last older item if the list would pass six. */
export function addItem(draft: Draft, level: ListLevelId, text: string, reasoning: string, protect: Set<string>): boolean {
  const name = capitalise(itemName(text).replace(/^["'“‘]|["'”’]$/g, '').trim());
  if (!name) return false;
  const key = nameKey(name);
  const owner = LISTS.find((other) => draft.map[other].some((item) => nameKey(item) === key));
  if (owner) {
    draft.notes.push(`"${name}" is already in ${sectionTitle(owner)}.`);
    return false;
  }
  const item = clip(formatItem(name, itemDetail(text) || detailFor(level, name, draft)));
  const list = [...draft.map[level], item];
  protect.add(key);
  record(draft, level, `Added "${item}"`, reasoning);
  if (list.length > MAX_ITEMS) {
    const dropIndex = list.map(nameKey).findLastIndex((k) => !protect.has(k));
    const dropped = dropIndex >= 0 ? list.splice(dropIndex, 1)[0] : undefined;
    if (dropped) record(draft, level, `Removed "${itemName(dropped)}"`, `Keeps ${sectionTitle(level)} at six items so the map stays focused; it was the last and least central item.`);
  }
  setList(draft, level, list);
  return true;
}

/** Replaces a list level's items. */
export function setList(draft: Draft, level: ListLevelId, items: string[]): void {
  (draft.map as Record<ListLevelId, string[]>)[level] = items.slice(0, MAP_LIMITS.items);
}

/** Whether a list item is the one the user named: same name, or one name contains the other. */
export function matchesName(item: string, wanted: string): boolean {
  const key = nameKey(item);
  const target = wanted.toLowerCase().replace(/^["'“‘]|["'”’]$/g, '').trim();
  if (!target) return false;
  return key === target || (target.length >= 3 && key.includes(target)) || (key.length >= 3 && target.includes(key)) || item.toLowerCase() === target;
}

/** Tops a list back up to three with knowledge-base items after removals. */
export function refill(draft: Draft, level: ListLevelId): void {
  const list = [...draft.map[level]];
  if (list.length >= MIN_ITEMS) return;
  for (const item of freshCandidates(draft, level)) {
    if (list.length >= MIN_ITEMS) break;
    const text = formatItem(item.name, item.detail);
    list.push(text);
    record(draft, level, `Added "${text}"`, `Keeps at least three ${sectionTitle(level).toLowerCase()} so the level still says something useful about the system.`);
  }
  setList(draft, level, list);
}

/** Items of a level that match focus words anywhere in the knowledge base, best first. */
export function focusCandidates(draft: Draft, level: ListLevelId, focus: ReadonlySet<string>): KnowledgeItem[] {
  const own = new Set([...draft.analysis.primary.items[level], ...(draft.analysis.secondary?.items[level] ?? [])]);
  const near = new Set([...own, ...GENERIC_DOMAIN.items[level], ...SIGNALS.flatMap((signal) => signal.items[level])]);
  const nearby = rankFocus(draft, level, focus, own, (item) => near.has(item));
  // Other domains' items only when nothing close to this map's domain speaks to the topic.
  return nearby.length > 0 ? nearby : rankFocus(draft, level, focus, own, () => true);
}

function rankFocus(draft: Draft, level: ListLevelId, focus: ReadonlySet<string>, own: ReadonlySet<KnowledgeItem>, allow: (item: KnowledgeItem) => boolean): KnowledgeItem[] {
  const used = usedNames(draft.map);
  return ALL_ITEMS.filter((located) => located.level === level && allow(located.item) && !used.has(nameKey(located.item.name)))
    .map((located) => {
      const hits = located.item.tags.filter((tag) => focus.has(tag)).length;
      const score = hits * 2 + (own.has(located.item) ? 1 : 0) + unit(draft.analysis.seed, located.item.name) * 0.5;
      return { item: located.item, hits, score };
    })
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name))
    .map((entry) => entry.item);
}

/** Whether an existing map item already speaks to the focus words. */
export function itemMatchesFocus(item: string, focus: ReadonlySet<string>): boolean {
  const tags = ITEMS_BY_NAME.get(nameKey(item))?.item.tags ?? [];
  return tags.some((tag) => focus.has(tag)) || [...termSet(item)].some((term) => focus.has(term));
}
