import type { LevelId, ListLevelId } from '../levels';
import type { RefinedSpineMap, RefinementProposal, TargetSection } from '../schemas/refinement';
import { analyse } from './analyse';
import { ALL_ITEMS, ITEMS_BY_NAME, SIGNALS, TOOL_CATALOGUE } from './knowledge';
import type { Draft } from './refineOps';
import { LISTS, addItem, detailFor, focusCandidates, freshCandidates, itemMatchesFocus, matchesName, refill, sectionTitle, setList } from './refineOps';
import { capitalise, formatItem, itemDetail, itemName, nameKey, normalisePhrase, pick, systemPhrase, termSet, words } from './text';

const SECTION_WORDS: ReadonlyArray<readonly [RegExp, LevelId]> = [
  [/\bprinciples?\b|\blevers?\b/i, 'principles'],
  [/\bpractices?\b|\bhabits?\b|\brituals?\b|\bceremon(?:y|ies)\b|\bactivit(?:y|ies)\b/i, 'practices'],
  [/\btools?\b|\bsoftware\b|\bapps?\b|\bplatforms?\b/i, 'tools'],
  [/\bvalues?\b/i, 'values'],
  [/\bneeds?\b|\bpurpose\b|\bwhy\b/i, 'needs'],
];

/** The level a phrase names ('to practices', 'the values'), if any. */
export function sectionIn(text: string): LevelId | undefined {
  return SECTION_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

const RENAME = /^(?:please\s+)?(?:rename|change|call)\s+(.+?)\s+(?:to|into|as)\s+(.+)$/i;
const REPLACE = /^(?:please\s+)?(?:replace|swap|substitute)\s+(.+?)\s+(?:with|for|by)\s+(.+)$/i;
const REMOVE = /^(?:please\s+)?(?:remove|delete|drop|take\s+out|get\s+rid\s+of|we\s+(?:don'?t|do\s+not|no\s+longer)\s+(?:use|do))\s+(.+?)(?:\s+(?:from|in)\s+(?:the\s+)?(values?|principles?|practices?|tools?))?$/i;
const MORE = /^(?:please\s+)?(?:add|suggest|give\s+me|include|need|want)?\s*(?:some\s+|a\s+few\s+|more\s+|another\s+|an?\s+other\s+|extra\s+)+(values?|principles?|practices?|tools?)\b/i;
const ADD = /^(?:please\s+)?(?:add|include|insert|put|list|mention)\s+(.+?)(?:\s+(?:to|in|into|under|as)\s+(?:the\s+|our\s+)?(?:a\s+)?(values?|principles?|practices?|tools?|needs?)(?:\s+(?:list|section|level))?)?$/i;
const WE_USE = /^we\s+(?:also\s+)?(use|do|practi[sc]e|run|value)\s+(.+)$/i;
const SPECIFIC = /\bmore\s+(?:specific|detail(?:ed)?|concrete|precise|explicit)|\b(?:add|more)\s+details?\b|\belaborate\b|\bexpand\b|\bflesh\s+out\b|\bsharpen\b|\bclarify\b|\btoo\s+(?:vague|generic|abstract)\b/i;
const SIMPLIFY = /\bsimplif|\bfewer\b|\bshorter\b|\btoo\s+(?:many|much|long|busy)\b|\btrim\b|\bconcise\b|\bcut\s+down\b|\bless\s+(?:items|stuff|text)\b|\bleaner\b/i;
const FOCUS = /\b(?:focus(?:ed)?|concentrate|emphasi[sz]e|centre|center|more\s+about|lean\s+into|prioriti[sz]e)\s+(?:more\s+)?(?:on|around|about)?\s*(.+)$/i;

const MEMBER_NEEDS = [
  'From the perspective of the people inside it, it exists to give meaningful work, room to decide and colleagues worth learning from so that they want to stay and grow.',
  'From the perspective of its members, it exists to offer purpose, autonomy and a sense of belonging so that they can do their best work without burning out.',
  'From the perspective of the people doing the work, it exists to provide clear goals, fair load and real influence so that they can take pride in what they deliver.',
];

function listLevel(word: string | undefined): LevelId | undefined {
  return word ? sectionIn(word) : undefined;
}

function cleanPhrase(text: string): string {
  return text.replace(/^(?:a|an|the|some|our)\s+/i, '').replace(/\s+(?:please|too|as\s+well)$/i, '').replace(/^["'“‘](.*)["'”’]$/, '$1').trim();
}

/** Splits 'TDD, code review and pairing' into items, unless the text is one 'name: detail' item. */
function splitItems(text: string): string[] {
  if (/:\s/.test(text)) return [cleanPhrase(text)];
  return text.split(/,\s*|\s+and\s+|\s*&\s*/i).map(cleanPhrase).filter(Boolean);
}

/** Guesses the level for an item the user did not place: the knowledge base, then its shape. */
function guessLevel(name: string): ListLevelId {
  const known = ITEMS_BY_NAME.get(nameKey(name));
  if (known) return known.level;
  if (TOOL_CATALOGUE.has(normalisePhrase(name))) return 'tools';
  if (/ing$/i.test(name.split(/\s+/)[0] ?? '')) return 'practices';
  return 'practices';
}

interface Context {
  readonly draft: Draft;
  readonly allowed: readonly LevelId[];
  readonly target?: TargetSection;
  readonly added: Set<string>;
}

function allowedLists(ctx: Context, named?: LevelId): ListLevelId[] {
  const lists = LISTS.filter((level) => ctx.allowed.includes(level));
  return named ? lists.filter((level) => level === named) : lists;
}

function outOfTarget(ctx: Context, level: LevelId): boolean {
  if (!ctx.target || ctx.target === level) return false;
  ctx.draft.notes.push(`Left ${sectionTitle(level)} alone because this refinement only changes ${sectionTitle(ctx.target)}.`);
  return true;
}

function doAdd(ctx: Context, text: string, named: LevelId | undefined): void {
  for (const part of splitItems(text)) {
    const level = named ?? ctx.target ?? guessLevel(itemName(part));
    if (outOfTarget(ctx, level)) continue;
    if (level === 'needs') {
      const need = part.replace(/[.\s]+$/, '');
      ctx.draft.map.needs = `${ctx.draft.map.needs.trim()} It also exists to ${need.charAt(0).toLowerCase()}${need.slice(1)}.`.trim();
      ctx.draft.changes.push({ section: 'Needs', change: `Added "${need}" to the needs statement`, reasoning: 'You named it as part of why the system exists, so it belongs with the purpose rather than lower down the spine.' });
      continue;
    }
    addItem(ctx.draft, level, part, `You asked for it; it fits ${sectionTitle(level)} because ${LEVEL_REASON[level]}.`, ctx.added);
  }
}

const LEVEL_REASON: Readonly<Record<ListLevelId, string>> = {
  values: 'it names something the system optimises for',
  principles: 'it describes how work works, a lever the practices rely on',
  practices: 'it is something people actually do in their work',
  tools: 'it is something people use to carry out their practices',
};

function doRemove(ctx: Context, text: string, named: LevelId | undefined): void {
  if (named && outOfTarget(ctx, named)) return;
  for (const part of splitItems(text)) {
    let found = false;
    for (const level of allowedLists(ctx, named)) {
      const list = ctx.draft.map[level];
      const kept = list.filter((item) => !matchesName(item, part));
      if (kept.length === list.length) continue;
      found = true;
      for (const item of list.filter((entry) => matchesName(entry, part))) {
        ctx.draft.changes.push({ section: sectionTitle(level), change: `Removed "${itemName(item)}"`, reasoning: 'You asked to remove it; a map is clearer with only the items the team stands behind.' });
      }
      setList(ctx.draft, level, kept);
      refill(ctx.draft, level);
    }
    if (!found) ctx.draft.notes.push(`Found nothing called "${part}" to remove.`);
  }
}

function doRename(ctx: Context, from: string, to: string): void {
  const wanted = cleanPhrase(from);
  const replacement = cleanPhrase(to);
  for (const level of allowedLists(ctx)) {
    const list = ctx.draft.map[level];
    const index = list.findIndex((item) => matchesName(item, wanted));
    if (index < 0) continue;
    const old = list[index] ?? '';
    const name = capitalise(itemName(replacement));
    const detail = itemDetail(replacement) || itemDetail(old) || detailFor(level, name, ctx.draft);
    const next = [...list];
    next[index] = formatItem(name, detail);
    setList(ctx.draft, level, next);
    ctx.added.add(nameKey(name));
    ctx.draft.changes.push({ section: sectionTitle(level), change: `Replaced "${itemName(old)}" with "${name}"`, reasoning: 'Uses the wording you asked for, so the map speaks the team’s own language.' });
    return;
  }
  ctx.draft.notes.push(`Found nothing called "${wanted}" to change.`);
}

function doSpecific(ctx: Context, named: LevelId | undefined): void {
  const levels = named ? (outOfTarget(ctx, named) ? [] : [named]) : ctx.allowed;
  for (const level of levels) {
    if (level === 'needs') {
      sharpenNeeds(ctx);
      continue;
    }
    const list = ctx.draft.map[level];
    if (list.every((item) => itemDetail(item))) {
      ctx.draft.notes.push(`Every item in ${sectionTitle(level)} already has a detail; edit one directly or name what to change.`);
      continue;
    }
    const next = list.map((item) => (itemDetail(item) ? item : formatItem(item.trim(), detailFor(level, item.trim(), ctx.draft))));
    next.forEach((item, i) => {
      if (item !== list[i]) ctx.draft.changes.push({ section: sectionTitle(level), change: `Added a detail to "${itemName(item)}": ${itemDetail(item)}`, reasoning: 'A short detail says what the item means here, so readers can act on it instead of guessing.' });
    });
    setList(ctx.draft, level, next);
  }
}

function sharpenNeeds(ctx: Context): void {
  const map = ctx.draft.map;
  const needs = map.needs.trim();
  if (!/^From the perspective of /i.test(needs)) {
    const purpose = needs.replace(/[.\s]+$/, '') || 'meet the needs of the people it serves';
    map.needs = `From the perspective of the people it serves, ${systemPhrase(map.systemBoundary)} exists to ${purpose.charAt(0).toLowerCase()}${purpose.slice(1)} so that they can rely on it.`;
    ctx.draft.changes.push({ section: 'Needs', change: 'Restated the need in the perspective → purpose → benefit form', reasoning: 'Naming whose need it is and what they gain makes the need testable and keeps it from being a strategy in disguise.' });
    return;
  }
  if (/From the perspective of (?:its members|the people (?:inside it|doing the work))/i.test(needs)) return;
  map.needs = `${needs} ${pick(MEMBER_NEEDS, ctx.draft.analysis.seed, 'member')}`;
  ctx.draft.changes.push({ section: 'Needs', change: 'Added the needs of the people inside the system', reasoning: 'The Spine Model asks for needs from more than one view: why the system exists for those it serves and what its members hope to get from it.' });
}

function doSimplify(ctx: Context, named: LevelId | undefined): void {
  const levels = named ? (outOfTarget(ctx, named) ? [] : [named]) : ctx.allowed;
  for (const level of levels) {
    if (level === 'needs') {
      const first = /^.*?[.!?](?=\s|$)/s.exec(ctx.draft.map.needs.trim())?.[0];
      if (first && first.length < ctx.draft.map.needs.trim().length) {
        ctx.draft.map.needs = first;
        ctx.draft.changes.push({ section: 'Needs', change: 'Kept only the first sentence of the needs', reasoning: 'One clear statement of purpose is easier to remember and to check decisions against.' });
      }
      continue;
    }
    const list = ctx.draft.map[level];
    const keep = list.length > 4 ? 4 : 3;
    if (list.length <= keep) continue;
    const dropped = list.slice(keep);
    setList(ctx.draft, level, list.slice(0, keep));
    ctx.draft.changes.push({ section: sectionTitle(level), change: `Removed ${dropped.map((item) => `"${itemName(item)}"`).join(', ')}`, reasoning: `Fewer ${sectionTitle(level).toLowerCase()} are easier to remember and to use; the first ${keep} were kept as the most central.` });
  }
}

function doMore(ctx: Context, level: LevelId): void {
  if (outOfTarget(ctx, level) || level === 'needs') return;
  const room = Math.max(1, Math.min(2, 6 - ctx.draft.map[level].length));
  for (const item of freshCandidates(ctx.draft, level).slice(0, room)) {
    addItem(ctx.draft, level, formatItem(item.name, item.detail), `Suggested for ${ctx.draft.map.title} from the knowledge base because it fits the boundary and the items already there.`, ctx.added);
  }
}

/** Re-steers list items toward a topic; returns whether anything matched the topic at all. */
function doFocus(ctx: Context, topic: string, named: LevelId | undefined, includeNeeds = ctx.target === 'needs' || named === 'needs'): boolean {
  const focus = new Set(termSet(topic));
  for (const signal of SIGNALS) if (signal.words.some((word) => focus.has(word))) for (const tag of [signal.id, ...signal.boosts]) focus.add(tag);
  const levels = named ? (outOfTarget(ctx, named) ? [] : [named]) : ctx.allowed;
  let matched = false;
  for (const level of levels) {
    if (level === 'needs') {
      if (!includeNeeds) continue;
      const needs = ctx.draft.map.needs.trim().replace(/[.\s]+$/, '');
      if (needs.toLowerCase().includes(topic.toLowerCase())) continue;
      ctx.draft.map.needs = `${needs}, with particular attention to ${topic}.`;
      ctx.draft.changes.push({ section: 'Needs', change: `Made ${topic} explicit in the needs`, reasoning: 'What the system pays attention to belongs in its purpose when it changes what counts as success.' });
      matched = true;
      continue;
    }
    const picks = focusCandidates(ctx.draft, level, focus).slice(0, 2);
    if (picks.length > 0) matched = true;
    for (const item of picks) {
      const list = ctx.draft.map[level];
      const victim = list.findLastIndex((entry) => !itemMatchesFocus(entry, focus) && !ctx.added.has(nameKey(entry)));
      if (list.length >= 5 && victim >= 0) {
        const old = list[victim] ?? '';
        setList(ctx.draft, level, list.filter((_, i) => i !== victim));
        ctx.draft.changes.push({ section: sectionTitle(level), change: `Removed "${itemName(old)}"`, reasoning: `Makes room for items about ${topic}; it was the least related to that focus.` });
      }
      addItem(ctx.draft, level, formatItem(item.name, item.detail), `Steers ${sectionTitle(level)} toward ${topic}, as you asked.`, ctx.added);
    }
  }
  return matched;
}

/** Applies one clause; returns whether it was understood as an instruction (even if nothing changed). */
function handleClause(ctx: Context, clause: string): boolean {
  let m: RegExpExecArray | null;
  // 'change the values to be more specific' is a request for detail, not a rename.
  const explicitRename = /^(?:please\s+)?(?:rename|replace|swap|substitute)\b/i.test(clause);
  if (!explicitRename && SPECIFIC.test(clause)) doSpecific(ctx, sectionIn(clause));
  else if (!explicitRename && SIMPLIFY.test(clause)) doSimplify(ctx, sectionIn(clause));
  else if ((m = RENAME.exec(clause) ?? REPLACE.exec(clause))) doRename(ctx, m[1] ?? '', m[2] ?? '');
  else if ((m = REMOVE.exec(clause))) doRemove(ctx, m[1] ?? '', listLevel(m[2]));
  else if ((m = MORE.exec(clause))) doMore(ctx, listLevel(m[1]) ?? 'practices');
  else if ((m = ADD.exec(clause))) doAdd(ctx, m[1] ?? '', listLevel(m[2]));
  else if ((m = WE_USE.exec(clause))) doAdd(ctx, m[2] ?? '', /use/i.test(m[1] ?? '') ? 'tools' : /value/i.test(m[1] ?? '') ? 'values' : 'practices');
  else if ((m = FOCUS.exec(clause))) doFocus(ctx, cleanPhrase(m[1] ?? ''), undefined);
  else return false;
  return true;
}

// Topic words the knowledge base can steer toward, for feedback that is not an instruction.
const KNOWN_TAGS: ReadonlySet<string> = new Set(ALL_ITEMS.flatMap((located) => located.item.tags.filter((tag) => tag.length > 3 && !tag.includes(' '))));

const HOW_TO_ASK =
  "Try an instruction such as 'add Pair programming to practices', 'remove Jira', 'rename Trust to Psychological safety', 'make the values more specific', 'simplify' or 'focus on onboarding'.";

/**
 * Proposes a refinement that follows the feedback's intent (add, remove, rename, more specific,
 * simplify, focus). With a target section only that section changes. Pure: the input map is not touched.
 */
export function refineSpineMap(map: RefinedSpineMap, feedback: string, targetSection?: TargetSection): RefinementProposal {
  const copy: RefinedSpineMap = { ...map, values: [...map.values], principles: [...map.principles], practices: [...map.practices], tools: [...map.tools] };
  const draft: Draft = { map: copy, analysis: analyse(map.systemBoundary, map.context), changes: [], notes: [] };
  const ctx: Context = { draft, allowed: targetSection ? [targetSection] : ['needs', ...LISTS], ...(targetSection ? { target: targetSection } : {}), added: new Set() };
  const clauses = feedback.split(/[.;!?\n]+|,?\s+and\s+then\s+|,\s*also\s+|,?\s+and\s+(?=(?:add|remove|delete|drop|rename|replace|swap|make|simplify|focus|include|trim)\b)/i).map((clause) => clause.trim()).filter(Boolean);
  let understood = false;
  for (const clause of clauses) understood = handleClause(ctx, clause) || understood;
  // Feedback that is no instruction may still name a topic the knowledge base knows ('security matters').
  if (!understood) {
    const topics = [...new Set(words(feedback).filter((word) => KNOWN_TAGS.has(word)))].slice(0, 3);
    if (topics.length > 0) doFocus(ctx, topics.join(' and '), undefined, false);
  }

  const scope = targetSection ? ` to ${sectionTitle(targetSection)}` : '';
  const notes = draft.notes.length > 0 ? ` ${draft.notes.join(' ')}` : '';
  if (draft.changes.length === 0) {
    return {
      summary: `No change was needed${scope}: the feedback did not ask for anything the map does not already have.${notes} ${HOW_TO_ASK}`,
      changes: [],
      refinedSpineMap: map,
    };
  }
  const sections = [...new Set(draft.changes.map((change) => change.section))];
  const count = draft.changes.length;
  return {
    summary: `Proposed ${count} change${count === 1 ? '' : 's'} to ${sections.join(', ')} based on your feedback.${notes}`,
    changes: draft.changes,
    refinedSpineMap: copy,
  };
}
