import { levelById, type LevelId, type ListLevelId } from '../levels';
import type { RefinedSpineMap, RefinementChange } from '../schemas/refinement';
import { MAP_LIMITS } from '../schemas/spineMap';
import type { Analysis } from './analyse';
import { ALL_ITEMS, ITEMS_BY_NAME } from './knowledge';
import { quote, writtenDetail } from './refineWords';
import { rankCandidates } from './select';
import { rankTopicItems, type Topic } from './topics';
import { capitalise, formatItem, itemDetail, itemName, nameKey, words } from './text';
import { systemPhrase } from './title';
import type { KnowledgeItem } from './types';

/** One edit to the map, kept so the summary can say what each instruction did. */
export interface Edit {
  readonly action: 'added' | 'removed' | 'renamed' | 'needs' | 'detailed';
  readonly level: LevelId;
  readonly name: string;
}

/** The mutable working copy a refinement edits, with the changes it has made so far. */
export interface Draft {
  readonly map: RefinedSpineMap;
  readonly analysis: Analysis;
  readonly changes: RefinementChange[];
  readonly notes: string[];
  readonly log: Edit[];
}

/** The list levels, in spine order. */
export const LISTS: readonly ListLevelId[] = ['values', 'principles', 'practices', 'tools'];
/** A level keeps at least this many items after removals, topped up from the knowledge base. */
export const MIN_ITEMS = 3;

/** Title of a level as the review card shows it. */
export function sectionTitle(level: LevelId): string {
  return levelById(level).title;
}

/** Records one change under its level's title, and the edit behind it for the summary. */
export function record(draft: Draft, edit: Edit, change: string, reasoning: string): void {
  draft.changes.push({ section: sectionTitle(edit.level), change, reasoning });
  draft.log.push(edit);
}

function clip(text: string): string {
  return text.length <= MAP_LIMITS.item ? text : `${text.slice(0, MAP_LIMITS.item - 1).trimEnd()}…`;
}

function usedNames(map: RefinedSpineMap): Set<string> {
  return new Set(LISTS.flatMap((level) => map[level].map(nameKey)));
}

const CADENCE_WORDS = new Set([
  'daily',
  'weekly',
  'fortnightly',
  'monthly',
  'quarterly',
  'yearly',
  'annual',
  'morning',
  'evening',
]);

/**
 * The knowledge base's detail for a name: an item of that name, or one on the same level whose name
 * holds every word of it plus at most one other that is no rhythm word, so 'review' finds 'Code
 * review' while 'weekly stand-up' never borrows the daily stand-up's detail.
 */
function knownDetail(level: ListLevelId, name: string): string | undefined {
  const exact = ITEMS_BY_NAME.get(nameKey(name));
  if (exact?.item.detail) return exact.item.detail;
  const wanted = words(name);
  if (wanted.length === 0) return undefined;
  const near = ALL_ITEMS.find((located) => {
    if (located.level !== level || !located.item.detail) return false;
    const have = words(located.item.name);
    const extra = have.filter((word) => !wanted.includes(word));
    return (
      wanted.every((word) => have.includes(word)) &&
      extra.length <= 1 &&
      !extra.some((word) => CADENCE_WORDS.has(word))
    );
  });
  return near?.item.detail;
}

/** A detail for a named item: the knowledge base's when it knows the item, else one written from the level's meaning. */
export function detailFor(level: ListLevelId, name: string, draft: Draft): string {
  return knownDetail(level, name) ?? writtenDetail(level, name, systemPhrase(draft.map.systemBoundary));
}

/** Candidates from the knowledge base for a level that the map does not hold yet. */
export function freshCandidates(draft: Draft, level: ListLevelId): KnowledgeItem[] {
  const used = usedNames(draft.map);
  // 'Help desk (Zendesk, Freshdesk)' would repeat a Zendesk already on the map.
  const toolNames = draft.map.tools
    .map((tool) => itemName(tool).toLowerCase())
    .filter((name) => name.length > 2);
  return rankCandidates(draft.analysis, level)
    .map((candidate) => candidate.item)
    .filter(
      (item) =>
        !used.has(nameKey(item.name)) &&
        !(level === 'tools' && toolNames.some((name) => item.detail.toLowerCase().includes(name))),
    );
}

/** The level an item is already on, if any (names compared case-insensitively). */
export function levelHolding(map: RefinedSpineMap, name: string): ListLevelId | undefined {
  const key = nameKey(name);
  return LISTS.find((level) => map[level].some((item) => nameKey(item) === key));
}

/**
 * Adds one item to a list level and records why. Never removes anything to make room: a refinement
 * only takes off what the feedback names. Returns the added text, or undefined when it was already there.
 */
export function addItem(
  draft: Draft,
  level: ListLevelId,
  text: string,
  reasoning: string,
): string | undefined {
  const name = capitalise(
    itemName(text)
      .replace(/^["'“‘]|["'”’]$/g, '')
      .trim(),
  );
  if (!name) return undefined;
  const owner = levelHolding(draft.map, name);
  if (owner) {
    draft.notes.push(`${quote(name)} is already in ${sectionTitle(owner)}.`);
    return undefined;
  }
  const item = clip(formatItem(name, itemDetail(text) || detailFor(level, name, draft)));
  setList(draft, level, [...draft.map[level], item]);
  record(draft, { action: 'added', level, name }, `Added ${quote(item)}`, reasoning);
  return item;
}

/** Replaces a list level's items. */
export function setList(draft: Draft, level: ListLevelId, items: string[]): void {
  (draft.map as Record<ListLevelId, string[]>)[level] = items.slice(0, MAP_LIMITS.items);
}

function contains(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++)
    if (needle.every((word, j) => haystack[i + j] === word)) return true;
  return false;
}

/**
 * Whether a list item is the one the user named: the words they wrote appear in its name in order
 * ('stand-up' names 'Daily stand-up'), or its whole name of two words or more appears in what they wrote.
 */
export function matchesName(item: string, wanted: string): boolean {
  const name = words(itemName(item));
  const said = words(wanted);
  if (said.length === 0) return false;
  if (nameKey(item) === wanted.trim().toLowerCase()) return true;
  return contains(name, said) || (name.length >= 2 && contains(said, name));
}

/** Tops a list back up to three with knowledge-base items after removals. */
export function refill(draft: Draft, level: ListLevelId): void {
  for (const item of freshCandidates(draft, level)) {
    if (draft.map[level].length >= MIN_ITEMS) return;
    const text = formatItem(item.name, item.detail);
    setList(draft, level, [...draft.map[level], text]);
    record(
      draft,
      { action: 'added', level, name: item.name },
      `Added ${quote(text)}`,
      `Keeps at least three ${sectionTitle(level).toLowerCase()}, so the level still says something useful about the system.`,
    );
  }
}

/** Knowledge items of a level about a topic that the map does not hold yet, best first. */
export function topicCandidates(draft: Draft, level: ListLevelId, topic: Topic): KnowledgeItem[] {
  return rankTopicItems(draft.analysis, draft.map, level, topic);
}

/** What one refinement may touch: every level, or only the section it targets. */
export interface Scope {
  readonly draft: Draft;
  readonly target?: LevelId;
}

/**
 * Whether a level is outside the targeted section; notes it once, so a section refinement says
 * why it left a named level alone.
 */
export function outOfTarget(scope: Scope, level: LevelId): boolean {
  if (!scope.target || scope.target === level) return false;
  const note = `${sectionTitle(level)} was left alone because this refinement only changes ${sectionTitle(scope.target)}.`;
  if (!scope.draft.notes.includes(note)) scope.draft.notes.push(note);
  return true;
}

/** The list levels an instruction may change: the one it names (if in scope), else all in scope. */
export function listsFor(scope: Scope, named?: LevelId): ListLevelId[] {
  if (named) return outOfTarget(scope, named) || named === 'needs' ? [] : [named];
  return LISTS.filter((level) => !scope.target || scope.target === level);
}

/** Every level an instruction may change, the needs included: the one it names (if in scope), else all in scope. */
export function levelsFor(scope: Scope, named?: LevelId): LevelId[] {
  if (named) return outOfTarget(scope, named) ? [] : [named];
  return scope.target ? [scope.target] : ['needs', ...LISTS];
}
