import { LIST_LEVEL_IDS, levelById, type ListLevelId } from '../levels';
import type { ChatMap } from '../schemas/chat';
import { analyse, type Analysis } from './analyse';
import { userContext } from './draft';
import { findTool, GENERIC_DOMAIN, ITEMS_BY_NAME } from './knowledge';
import { lemmaOf } from './lexicon';
import { rankCandidates } from './select';
import { plural } from './subject';
import { words } from './text';
import { contentWords } from './topics';
import { itemDetail, itemName, nameKey } from './text';

// What the chat helper can say about the map on screen: which names it already holds, and the gaps
// a facilitator would point at (an empty level, tools no practice uses, values no principle serves).

/** A map's list, or none when the chat was sent a map without that level. */
export function listOf(map: ChatMap | undefined, level: ListLevelId): readonly string[] {
  return map?.[level] ?? [];
}

/** Every item name on the map, lower-cased, so suggestions can skip what is already there. */
export function namesOn(map: ChatMap | undefined): Set<string> {
  return new Set(LIST_LEVEL_IDS.flatMap((level) => listOf(map, level).map(nameKey)));
}

/** The subjects an item is about: the words of its text plus its knowledge-base or tool-catalogue tags. */
function subjectsOf(item: string): Set<string> {
  const out = new Set(contentWords(`${itemName(item)} ${itemDetail(item)}`));
  for (const tag of ITEMS_BY_NAME.get(nameKey(item))?.item.tags ?? []) out.add(tag);
  for (const tag of findTool(itemName(item), [])?.tags ?? []) out.add(tag);
  return out;
}

/** Items that share no subject with any of `others` (whose subjects are read once). */
function unrelated(items: readonly string[], others: readonly string[]): string[] {
  const theirs = new Set(others.flatMap((other) => [...subjectsOf(other)]));
  return items.filter((item) => ![...subjectsOf(item)].some((subject) => theirs.has(subject)));
}

/** What a facilitator would point at on a map. */
export interface MapGaps {
  /** Levels with nothing on them ('needs' when the needs statement is blank). */
  readonly empty: readonly (ListLevelId | 'needs')[];
  /** The needs statement says nothing about whose need it is. */
  readonly needsWithoutWho: boolean;
  /** Tools that share no subject with any practice. */
  readonly idleTools: readonly string[];
  /** Values that share no subject with any principle. */
  readonly unservedValues: readonly string[];
  /** Levels holding more than six items. */
  readonly crowded: readonly ListLevelId[];
  /**
   * The domain's own subject when the map hardly speaks of it (a pharmacy map without medicines):
   * the domain as the drafter reads the boundary, and the nouns it expected.
   */
  readonly missingSubject?: { readonly domain: string; readonly nouns: readonly string[] };
  /**
   * On a map drafted as a guess, which keeps to the boundary's own words until the questions are
   * answered: the guessed domain and a few of its own practices the map does not hold yet.
   */
  readonly guessedRoutines?: { readonly domain: string; readonly practices: readonly string[] };
}

// Fewer list items than this on the domain's own subject, and the map is missing its subject.
const SUBJECT_ITEMS = 2;

/** The content check: does the map talk about what its domain family and the lexicon expect? */
function missingSubject(map: ChatMap, analysis: Analysis): MapGaps['missingSubject'] {
  const domain = analysis.primary;
  // Only families that list their own subject, on evidence better than a guess.
  if (domain === GENERIC_DOMAIN || !domain.subject || analysis.verdict === 'thin') return undefined;
  const expected = [...domain.subject, ...analysis.reading.glossNouns].filter((noun) => noun.length > 3);
  const stems = [...new Set(expected.map((noun) => words(noun)[0] ?? noun))].slice(0, 8);
  if (stems.length === 0) return undefined;
  const items = LIST_LEVEL_IDS.flatMap((level) => listOf(map, level));
  const onSubject = items.filter((item) =>
    words(item).some((word) => stems.some((stem) => word.startsWith(stem))),
  );
  if (items.length === 0 || onSubject.length >= SUBJECT_ITEMS) return undefined;
  // Stems match 'dispensing'; the person reads nouns ('medicines', not 'dispens').
  const nouns = [...new Set(expected.filter((noun) => lemmaOf(noun) === noun))].slice(0, 3);
  return {
    domain: domain.assumedAs ?? `a ${domain.label.toLowerCase()}`,
    nouns: nouns.length ? nouns : stems.slice(0, 3),
  };
}

/** A guessed domain's own practices, when the map holds none of them (the draft kept to the user's words). */
function guessedRoutines(map: ChatMap, analysis: Analysis): MapGaps['guessedRoutines'] {
  const domain = analysis.primary;
  if (!analysis.weakGuess || domain === GENERIC_DOMAIN) return undefined;
  const own = new Set(domain.items.practices.map((item) => nameKey(item.name)));
  const held = listOf(map, 'practices').map(nameKey);
  if (held.some((name) => own.has(name))) return undefined;
  const practices = rankCandidates(analysis, 'practices')
    .filter((candidate) => !candidate.fromSignal && own.has(nameKey(candidate.item.name)))
    .slice(0, 2)
    .map((candidate) => candidate.item.name);
  if (practices.length === 0) return undefined;
  return { domain: domain.assumedAs ?? `a ${domain.label.toLowerCase()}`, practices };
}

/** Finds the gaps of a map; a heuristic on shared words, so it asks rather than tells. */
export function findGaps(map: ChatMap): MapGaps {
  const needs = map.needs?.trim() ?? '';
  const empty: (ListLevelId | 'needs')[] = needs ? [] : ['needs'];
  for (const level of LIST_LEVEL_IDS) if (listOf(map, level).length === 0) empty.push(level);
  const practices = listOf(map, 'practices');
  const principles = listOf(map, 'principles');
  const analysis = analyse(map.systemBoundary, userContext(map.context) ?? '');
  return {
    empty,
    needsWithoutWho:
      Boolean(needs) && !/\bperspective\b|\bfor\s+(?:the\s+)?\p{L}+|\bserves?\b|\bso\s+that\b/iu.test(needs),
    idleTools: practices.length === 0 ? [] : unrelated(listOf(map, 'tools'), practices).map(itemName),
    unservedValues: principles.length === 0 ? [] : unrelated(listOf(map, 'values'), principles).map(itemName),
    crowded: LIST_LEVEL_IDS.filter((level) => listOf(map, level).length > 6),
    ...((subject) => (subject ? { missingSubject: subject } : {}))(missingSubject(map, analysis)),
    ...((routines) => (routines ? { guessedRoutines: routines } : {}))(guessedRoutines(map, analysis)),
  };
}

const quoteAll = (names: readonly string[]): string => names.map((name) => `“${name}”`).join(', ');

/** The chat's answer to 'what is missing?': each gap as a question the team can take up. */
export function gapsReply(map: ChatMap): string {
  const gaps = findGaps(map);
  const title = map.title?.trim() || map.systemBoundary;
  const points: string[] = [];
  for (const level of gaps.empty) {
    points.push(
      level === 'needs'
        ? '- The needs are blank. Start there: who does this system serve, and what would they lose if it stopped?'
        : `- ${levelById(level).title} is empty. ${EMPTY_HINT[level]}`,
    );
  }
  if (gaps.needsWithoutWho)
    points.push(
      '- The needs statement does not say whose need it is. Name who is served, then what they gain.',
    );
  if (gaps.idleTools.length > 0) {
    points.push(
      `- I cannot see which practice these tools serve: ${quoteAll(gaps.idleTools.slice(0, 4))}. For each, name the practice it supports, or ask whether you still need it.`,
    );
  }
  if (gaps.unservedValues.length > 0) {
    points.push(
      `- No principle seems to serve ${quoteAll(gaps.unservedValues.slice(0, 3))}. Which lever gets you more of it? If none comes to mind, check that the value still matters here.`,
    );
  }
  if (gaps.missingSubject) {
    const nouns = gaps.missingSubject.nouns.map(plural);
    points.push(
      `- The map hardly speaks of its own subject. Read as ${gaps.missingSubject.domain}, I would expect ${nouns.join(', ')} to come up in its practices and tools. Which of your routines deal with them, and what do you use for that?`,
    );
  }
  if (gaps.guessedRoutines) {
    const { domain, practices } = gaps.guessedRoutines;
    points.push(
      `- The draft was a guess, so it keeps to your own words: it has none of the routines of ${domain}, such as ${practices.map((name) => `“${name}”`).join(' and ')}. If that is what this is, ask me to suggest practices; if not, tell me what it is (for example “redo it for a library”).`,
    );
  }
  for (const level of gaps.crowded) {
    points.push(
      `- ${levelById(level).title} holds ${listOf(map, level).length} items. Three to six are easier to remember; which could go?`,
    );
  }
  if (points.length === 0) {
    return `I see no obvious gaps in “${title}”: every level has items, each tool seems to serve a practice and each value has a principle behind it. The next check is with the team: does each level really serve the one above it?`;
  }
  return `Here is what I would look at in “${title}”:\n\n${points.join('\n')}\n\nThese come from the words on the map, so treat them as questions for the team rather than verdicts.`;
}

const EMPTY_HINT: Readonly<Record<ListLevelId, string>> = {
  values:
    'Pick two or three things the system optimises for, so choices have a yardstick. Ask me to suggest values.',
  principles:
    'Name the cause-and-effect levers that get you more of what you value. Ask me to suggest principles.',
  practices:
    'Write down what people actually do each week to apply the principles. Ask me to suggest practices.',
  tools: 'List what people use to carry out the practices, and which practice each one serves.',
};
