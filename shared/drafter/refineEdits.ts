import type { ListLevelId } from '../levels';
import type { FeedbackIntent } from './feedback';
import { ITEMS_BY_NAME, TOOL_CATALOGUE } from './knowledge';
import {
  addItem,
  detailFor,
  freshCandidates,
  levelHolding,
  levelsFor,
  listsFor,
  matchesName,
  MIN_ITEMS,
  outOfTarget,
  record,
  refill,
  sectionTitle,
  setList,
  topicCandidates,
  type Scope,
} from './refineOps';
import { asked, LEVEL_FIT, LEVEL_SINGULAR, quote, TOPIC_ROLE } from './refineWords';
import { topicOf } from './topics';
import { capitalise, formatItem, itemDetail, itemName, nameKey, normalisePhrase, pick, words } from './text';
import { systemPhrase } from './title';

// Instructions that name items: add, add one about a topic, remove, rename, suggest more, and the
// two whole-list ones (more specific, simpler).

type Of<K extends FeedbackIntent['kind']> = Extract<FeedbackIntent, { kind: K }>;

/** Where an item the user did not place goes: the knowledge base's level, a tool name, an abstract noun, else Practices. */
function guessLevel(name: string): ListLevelId {
  const known = ITEMS_BY_NAME.get(nameKey(name));
  if (known) return known.level;
  if (TOOL_CATALOGUE.has(normalisePhrase(name))) return 'tools';
  if (/^\p{L}+(?:ness|ity|ence|ance|dom|ism|ty)$/iu.test(name.trim())) return 'values';
  return 'practices';
}

function lowerStart(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** Adds a sentence to the needs statement. */
function extendNeeds(scope: Scope, sentence: string, change: string, reasoning: string): void {
  const map = scope.draft.map;
  map.needs = `${map.needs.trim()} ${sentence}`.trim();
  record(scope.draft, { action: 'needs', level: 'needs', name: sentence }, change, reasoning);
}

/** 'add "weekly stand-up" to practices', 'we also use Figma'. */
export function applyAdd(scope: Scope, intent: Of<'add'>): void {
  if (intent.level && outOfTarget(scope, intent.level)) return;
  for (const part of intent.items) {
    const one = asked({ ...intent, items: [itemName(part)] });
    const level = intent.level ?? scope.target ?? guessLevel(itemName(part));
    if (level === 'needs') {
      const need = part.replace(/[.\s]+$/, '');
      extendNeeds(
        scope,
        `It also exists to ${lowerStart(need)}.`,
        `Added ${quote(need)} to the needs statement`,
        `${one} to the needs, so it now stands with the rest of the purpose instead of lower down the spine.`,
      );
      continue;
    }
    addItem(
      scope.draft,
      level,
      part,
      `${one}, and it belongs in ${sectionTitle(level)} because ${LEVEL_FIT[level]}.`,
    );
  }
}

/** 'add a value about honesty': the knowledge base's best item on that topic, else one named for it. */
export function applyAddAbout(scope: Scope, intent: Of<'addAbout'>): void {
  const { level, topic } = intent;
  if (outOfTarget(scope, level)) return;
  if (level === 'needs') {
    extendNeeds(
      scope,
      `It also cares about ${topic}.`,
      `Added ${quote(topic)} to the needs statement`,
      `${asked(intent)}, so the purpose now names it.`,
    );
    return;
  }
  const subject = topicOf(topic);
  const found = topicCandidates(scope.draft, level, subject)[0];
  // 'a value about honesty' should read Honesty, not a cousin of it, unless the topic is a whole sentence.
  const named = found && words(found.name).some((word) => subject.words.has(word));
  const short = topic.split(/\s+/).length <= 3;
  const text = found && (named || !short) ? formatItem(found.name, found.detail) : capitalise(topic);
  addItem(scope.draft, level, text, `${asked(intent)}, and ${TOPIC_ROLE[level]}.`);
}

/** 'remove Jira', 'drop the stand-up practice': takes off every item the words name, within scope. */
export function applyRemove(scope: Scope, intent: Of<'remove'>): void {
  const lists = listsFor(scope, intent.level);
  if (lists.length === 0) return;
  for (const part of intent.items) {
    let found = false;
    for (const level of lists) {
      const list = scope.draft.map[level];
      const gone = list.filter((item) => matchesName(item, part));
      if (gone.length === 0) continue;
      found = true;
      setList(
        scope.draft,
        level,
        list.filter((item) => !gone.includes(item)),
      );
      for (const item of gone) {
        record(
          scope.draft,
          { action: 'removed', level, name: itemName(item) },
          `Removed ${quote(itemName(item))}`,
          `${asked({ ...intent, items: [part] })}, so it comes off ${sectionTitle(level)}.`,
        );
      }
      refill(scope.draft, level);
    }
    if (!found)
      scope.draft.notes.push(`Nothing on the map is called ${quote(part)}, so nothing was removed for it.`);
  }
}

/** 'rename Trello to Planner': keeps the item's place and detail unless the new wording brings its own. */
export function applyRename(scope: Scope, intent: Of<'rename'>): void {
  const name = capitalise(itemName(intent.to));
  for (const level of listsFor(scope)) {
    const list = scope.draft.map[level];
    const index = list.findIndex((item) => matchesName(item, intent.from));
    if (index < 0) continue;
    const old = list[index] ?? '';
    const holder = levelHolding(scope.draft.map, name);
    if (holder && nameKey(old) !== nameKey(name)) {
      scope.draft.notes.push(
        `${quote(name)} is already in ${sectionTitle(holder)}, so ${quote(itemName(old))} was not renamed.`,
      );
      return;
    }
    const ownDetail = itemDetail(intent.to);
    const kept = itemDetail(old);
    const detail = ownDetail || kept || detailFor(level, name, scope.draft);
    setList(
      scope.draft,
      level,
      list.map((item, i) => (i === index ? formatItem(name, detail) : item)),
    );
    const why = ownDetail
      ? 'with the detail you gave'
      : kept
        ? 'and its detail stays, so only the wording changes'
        : 'and it gains a short detail';
    record(
      scope.draft,
      { action: 'renamed', level, name },
      `Renamed ${quote(itemName(old))} to ${quote(name)}`,
      `${asked(intent)}, ${why}.`,
    );
    return;
  }
  scope.draft.notes.push(`Nothing on the map is called ${quote(intent.from)}, so nothing was renamed.`);
}

/** 'suggest some practices': one or two knowledge-base items the map does not hold. */
export function applyMoreItems(scope: Scope, intent: Of<'moreItems'>): void {
  const { level } = intent;
  if (outOfTarget(scope, level)) return;
  const room = Math.max(1, Math.min(2, 6 - scope.draft.map[level].length));
  const system = systemPhrase(scope.draft.map.systemBoundary);
  for (const item of freshCandidates(scope.draft, level).slice(0, room)) {
    addItem(
      scope.draft,
      level,
      formatItem(item.name, item.detail),
      `${asked(intent)}; this ${LEVEL_SINGULAR[level]} suits ${system} and sits well with the ones already there.`,
    );
  }
}

const MEMBER_NEEDS = [
  'From the perspective of the people inside it, it exists to give meaningful work, room to decide and colleagues worth learning from so that they want to stay and grow.',
  'From the perspective of its members, it exists to offer purpose, autonomy and a sense of belonging so that they can do their best work without burning out.',
];

function sharpenNeeds(scope: Scope): void {
  const map = scope.draft.map;
  const needs = map.needs.trim();
  if (!/^From the perspective of /i.test(needs)) {
    const purpose = needs.replace(/[.\s]+$/, '') || 'meet the needs of the people it serves';
    map.needs = `From the perspective of the people it serves, ${systemPhrase(map.systemBoundary)} exists to ${lowerStart(purpose)} so that they can rely on it.`;
    record(
      scope.draft,
      { action: 'needs', level: 'needs', name: 'perspective' },
      'Restated the need as perspective, purpose and benefit',
      'Naming whose need it is and what they gain makes the need testable and keeps a strategy from passing itself off as a need.',
    );
    return;
  }
  if (/From the perspective of (?:its members|the people (?:inside it|doing the work))/i.test(needs)) return;
  extendNeeds(
    scope,
    pick(MEMBER_NEEDS, scope.draft.analysis.seed, 'member'),
    'Added the needs of the people inside the system',
    'The Spine Model looks at needs from more than one side: why the system exists for those it serves, and what its own members hope to get from it.',
  );
}

/** 'make the values more specific': details for items that have none; the members' view for the needs. */
export function applySpecific(scope: Scope, intent: Of<'specific'>): void {
  for (const level of levelsFor(scope, intent.level)) {
    if (level === 'needs') {
      sharpenNeeds(scope);
      continue;
    }
    const list = scope.draft.map[level];
    if (list.every((item) => itemDetail(item))) {
      scope.draft.notes.push(
        `Every item in ${sectionTitle(level)} already has a detail; edit one directly or say what to change.`,
      );
      continue;
    }
    const next = list.map((item) =>
      itemDetail(item) ? item : formatItem(item.trim(), detailFor(level, item.trim(), scope.draft)),
    );
    setList(scope.draft, level, next);
    next.forEach((item, i) => {
      if (item === list[i]) return;
      record(
        scope.draft,
        { action: 'detailed', level, name: itemName(item) },
        `Added a detail to ${quote(itemName(item))}: ${itemDetail(item)}`,
        'A short detail says what the item means here, so people can act on it instead of guessing.',
      );
    });
  }
}

/** Whether an item is the drafter's own text, word for word: text a person wrote or edited is never that. */
function drafterText(item: string): boolean {
  const known = ITEMS_BY_NAME.get(nameKey(item));
  return Boolean(known) && formatItem(known?.item.name ?? '', known?.item.detail ?? '') === item.trim();
}

/**
 * 'simplify', 'fewer tools': trims a long list to four (or three) items, taking off only the
 * drafter's own suggestions from the end, never text a person wrote.
 */
export function applySimplify(scope: Scope, intent: Of<'simplify'>): void {
  for (const level of levelsFor(scope, intent.level)) {
    if (level === 'needs') {
      const needs = scope.draft.map.needs.trim();
      const first = /^.*?[.!?](?=\s|$)/s.exec(needs)?.[0];
      if (first && first.length < needs.length) {
        scope.draft.map.needs = first;
        record(
          scope.draft,
          { action: 'needs', level, name: 'first sentence' },
          'Kept only the first sentence of the needs',
          'One clear statement of purpose is easier to remember and to check decisions against.',
        );
      }
      continue;
    }
    const list = scope.draft.map[level];
    const keep = list.length > 4 ? 4 : MIN_ITEMS;
    if (list.length <= keep) continue;
    const next = [...list];
    for (let i = next.length - 1; i >= 0 && next.length > keep; i--) {
      const item = next[i] ?? '';
      if (!drafterText(item)) continue;
      next.splice(i, 1);
      record(
        scope.draft,
        { action: 'removed', level, name: itemName(item) },
        `Removed ${quote(itemName(item))}`,
        `${asked(intent)}; fewer ${sectionTitle(level).toLowerCase()} are easier to remember, and this was one of the drafter's own suggestions rather than something a person wrote.`,
      );
    }
    setList(scope.draft, level, next);
    if (next.length > keep)
      scope.draft.notes.push(
        `The rest of ${sectionTitle(level)} was written by people, so it stays; say which items to remove if it is still too long.`,
      );
  }
}
