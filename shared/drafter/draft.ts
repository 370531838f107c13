import type { GenerateRequest } from '../schemas/generate';
import type { RefinedSpineMap } from '../schemas/refinement';
import { MAP_LIMITS } from '../schemas/spineMap';
import type { Analysis } from './analyse';
import { analyse } from './analyse';
import { answeredNeed, coveredPractices, domainNeed, routinePractices } from './answers';
import { findTool, ITEMS_BY_NAME } from './knowledge';
import { topicWords } from './knowledge/define';
import { DRAFTED_IN_ENGLISH, isLikelyEnglish } from './language';
import { answersContext, answersText } from './questions';
import { rankCandidates, takeItems } from './select';
import { lemmaOf } from './lexicon';
import { isGroupNoun } from './routeWords';
import { subjectItems, subjectOf } from './subject';
import { MASS } from './massNouns';
import { NOT_THINGS } from './subjectWords';
import { GENERIC_DOMAIN } from './knowledge';
import type { Domain } from './types';
import {
  capitalise,
  formatItem,
  itemDetail,
  itemName,
  lowerFirst,
  nameKey,
  needSentence,
  splitList,
  unit,
  words,
} from './text';
import { corePhrase, systemPhrase, titleFromBoundary } from './title';

/** What the generator sends: the spec's generate-spine-map payload, answers to the questions included. */
export type DraftInput = GenerateRequest;

const MAX_TOOLS = 6;
const MAX_TOOL_NAME = 80;
// Tags too broad to claim that a tool supports a particular practice.
const BROAD_TAGS = new Set(['quality', 'data', 'visibility', 'customer', 'remote']);

/**
 * The one-sentence needs statement in the lessons' template form: from the answers when the user
 * said who is served or what they would lose, else the domain's own statement, picked whole.
 */
export function needsStatement(
  analysis: Analysis,
  boundary: string,
  answers?: DraftInput['answers'],
): string {
  const need = domainNeed(analysis);
  // A sentence is no name to put before 'exists to' ('the kitchen is a disaster because nobody sticks
  // to the rota exist to…'): the name the map's items use stands in for it.
  const written = systemPhrase(boundary);
  // Kin who run something together ('me and my dad run a cray boat') are a group at work, not a
  // household, unless the drafter read the system as a household.
  const phrase = written === 'our household' && analysis.primary.id !== 'household' ? 'our group' : written;
  const named = subjectOf(analysis)?.system;
  // 'Our group' (the writer is in it) gives way only to a group's own name ('the dashboard team').
  const sentence =
    phrase === 'our group'
      ? named !== undefined && namesGroup(named)
      : RUNS_ON.test(corePhrase(boundary, 10)) && !phrase.endsWith('household');
  const system = named !== undefined && sentence ? `the ${named}` : phrase;
  return answeredNeed(answers, need, system) ?? needSentence(need.who, system, need.purpose, need.benefit);
}

function namesGroup(name: string): boolean {
  const last = name.split(' ').at(-1) ?? '';
  const noun = lemmaOf(last) ?? last;
  return isGroupNoun(noun) && !NOT_THINGS.has(noun) && !MASS.has(noun);
}

// Words that make a phrase a sentence, not a name: the people who act, a verb, a reason.
const RUNS_ON =
  /\b(?:i|we|is|are|was|were|has|have|had|keep|keeps|never|always|because|nobody|can't|cannot|don't|dont)\b/i;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** How the detail of a tool the drafter knows nothing about opens; the evaluation counts these. */
export const UNKNOWN_TOOL_OPENING = 'already in use here';

/** The first practice on the map that carries one of the tags, trying the tags in order (broad ones skipped). */
function practiceFor(
  tags: readonly string[],
  practices: readonly string[],
  practiceTags: readonly (readonly string[])[],
): string | undefined {
  for (const tag of tags) {
    if (BROAD_TAGS.has(tag)) continue;
    const index = practiceTags.findIndex((own) => own.includes(tag));
    if (index >= 0) return practices[index];
  }
  return undefined;
}

/** The name with the first word-start occurrence of `spelling`, in any case, written as `spelling`. */
function spellAs(name: string, spelling: string): string {
  const lower = name.toLowerCase();
  // Lower-casing a few letters changes their length; the user's spelling is then kept as it is.
  if (lower.length !== name.length) return name;
  const at = lower.indexOf(spelling.toLowerCase());
  if (at < 0 || (at > 0 && /[\p{L}\p{N}]/u.test(name.charAt(at - 1)))) return name;
  return name.slice(0, at) + spelling + name.slice(at + spelling.length);
}

/** Explains a tool the user already has, tying it to a chosen practice when the tool is known. */
function describeGivenTool(raw: string, practices: readonly string[], analysis: Analysis): string {
  const name = clip(itemName(raw), MAX_TOOL_NAME);
  const own = itemDetail(raw);
  if (own) return clip(formatItem(capitalise(name), own), MAP_LIMITS.item);
  const domains = [analysis.primary, analysis.secondary].filter((domain) => domain !== undefined);
  const known = findTool(
    name,
    domains.map((domain) => domain.id),
  );
  const practiceTags = practices.map(
    (practice) => ITEMS_BY_NAME.get(nameKey(practice))?.item.tags ?? words(practice),
  );
  if (known) {
    // The catalogue's spelling of the name wins ('github' → 'GitHub', 'emis web' → 'EMIS web'); the user's other words stay.
    const spelled = spellAs(name, known.name);
    const display = spelled.startsWith(known.name) ? spelled : capitalise(spelled);
    const supported = practiceFor(known.tags, practices, practiceTags);
    return formatItem(
      display,
      supported ? `${known.does}, supporting ${lowerFirst(itemName(supported))}` : known.does,
    );
  }
  const display = capitalise(name);
  // A tool item of the knowledge base: the map's own domains first, then any other.
  const anywhere = ITEMS_BY_NAME.get(nameKey(name));
  const domainTool =
    domains.flatMap((domain) => domain.items.tools).find((tool) => nameKey(tool.name) === nameKey(name)) ??
    (anywhere?.level === 'tools' ? anywhere.item : undefined);
  if (domainTool) return formatItem(display, domainTool.detail);
  // The only evidence about an unknown tool is its own name: 'Rota spreadsheet' shares a word with 'Fair rota'.
  const named = practiceFor(topicWords(name), practices, practiceTags);
  const use = named
    ? `, it seems for ${lowerFirst(itemName(named))}; keep it while it serves that`
    : '; name the practice it serves';
  return formatItem(display, `${UNKNOWN_TOOL_OPENING}${use} and replace it if it gets in the way`);
}

/** Parses the user's current tools: split, trimmed, deduplicated case-insensitively, at most six. */
export function parseTools(text: string | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of splitList(text)) {
    const key = nameKey(part);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(part);
    if (out.length >= MAX_TOOLS) break;
  }
  return out;
}

/** The opening of the map's note on an assumed domain; the app and tests look for it. */
export const ASSUMED_OPENING = 'Drafted as';

const OWN_WORDS_OPENING = 'Drafted from your own words';

/** The sentence that names the assumed domain so the user can correct it. */
export function assumptionNote(analysis: Analysis): string {
  if (analysis.primary === GENERIC_DOMAIN)
    return `${OWN_WORDS_OPENING}: I could not tell what kind of system this is. Tell me what it is (for example “redo it for a library”) and I will redraft it.`;
  const as = analysis.primary.assumedAs ?? `a ${analysis.primary.label.toLowerCase()}`;
  return `${ASSUMED_OPENING} ${as}; not right? Tell me what it is (for example “redo it for a library”) and I will redraft it.`;
}

/**
 * A map's context as the user wrote it, without the drafter's note on an assumed domain: read with the
 * boundary, the note would make its own guess look sure.
 */
export function userContext(context: string | undefined): string | undefined {
  const kept = (context ?? '')
    .split('\n\n')
    .filter((part) => !part.startsWith(ASSUMED_OPENING) && !part.startsWith(OWN_WORDS_OPENING))
    .join('\n\n')
    .trim();
  return kept || undefined;
}

/** A draft with the analysis behind it, for the evaluation and the bench (which domain, whether it fell back). */
export interface ExplainedDraft {
  readonly map: RefinedSpineMap;
  readonly analysis: Analysis;
}

/** The user's own tools: the current-tools field and the tools answer, parsed as one list. */
export function givenTools(input: DraftInput): string[] {
  return parseTools([input.currentTools, input.answers?.tools].filter(Boolean).join('\n'));
}

// The fewest items a drafted list has, whatever the guess.
const MIN_LIST_ITEMS = 3;

/** Drafts a map (from `domain` when the user named it) and returns the analysis it was drafted from; see draftSpineMap. */
export function draftExplained(input: DraftInput, domain?: Domain): ExplainedDraft {
  const boundary = clip(input.systemBoundary.trim() || 'Our team', MAP_LIMITS.systemBoundary);
  const userContext = input.context?.trim() ? clip(input.context.trim(), MAP_LIMITS.context) : undefined;
  const analysis = analyse(
    boundary,
    answersContext(userContext, input.answers),
    answersText(input.answers),
    domain,
  );
  const seed = analysis.seed;
  const given = givenTools(input);
  const used = new Set<string>(given.map(nameKey));
  const givenNames = given.map((tool) => itemName(tool).toLowerCase()).filter((name) => name.length > 2);

  // The user's own routines come first and are never crowded out by knowledge items.
  const routines = routinePractices(input.answers, analysis);
  for (const name of [...routines, ...coveredPractices(routines, analysis)]) used.add(nameKey(name));
  // Items on the boundary's own subject (subject.ts): one or two a list (below); four when the domain is a guess,
  // so a wrong guess carries less of another domain's content; four when no domain was found, so
  // the map is about its own subject rather than the generic pool every such map would share.
  // A sure domain keeps its practices (its richest knowledge) and gives two of its values,
  // principles and tools to the subject, so its maps share fewer sentences with other maps of it.
  const ownCount = (level: 'values' | 'principles' | 'practices' | 'tools'): number =>
    analysis.primary === GENERIC_DOMAIN ? 4 : analysis.assumed ? 4 : level !== 'practices' ? 2 : 1;
  const own = (level: 'values' | 'principles' | 'practices' | 'tools'): string[] => {
    const items = subjectItems(analysis, level, ownCount(level)).filter((item) => !used.has(nameKey(item)));
    // 'Checklists' from a pool beside the subject's 'Checklist' would be the same item twice.
    for (const item of items) used.add(nameKey(item)).add(`${nameKey(item)}s`);
    return items;
  };
  // A weak guess takes from the guessed family's knowledge only what the boundary cannot give: its
  // map speaks of the boundary's own things, and the family fills each list to MIN_LIST_ITEMS where
  // the boundary gives too few ('family compound'), so no list is left empty. The family's values,
  // principles, practices and tools are its own jargon, which a wrong guess would carry into the map
  // (issue 16) even when the head names the family: 'Hotel laundry team' is no household's budget.
  // Answering the questions the map asks brings the family's knowledge in. A head that names the
  // rival as well ('bakery') keeps the family's items: the system is what the head says either way.
  // How many of a list's `size` slots the family's knowledge fills, when `own` are the boundary's own.
  const familyCount = (size: number, own: number): number => {
    const open = Math.max(0, size - own);
    return analysis.weakGuess && !analysis.headNamesRival
      ? Math.min(open, Math.max(0, MIN_LIST_ITEMS - own))
      : open;
  };
  const ownValues = own('values');
  const values = [
    ...takeItems(
      rankCandidates(analysis, 'values'),
      familyCount(4 + Math.floor(unit(seed, 'n:values') * 2), ownValues.length),
      used,
    ),
    ...ownValues,
  ];
  const ownPrinciples = own('principles');
  const principles = [
    ...takeItems(
      rankCandidates(analysis, 'principles'),
      familyCount(4 + Math.floor(unit(seed, 'n:principles') * 3), ownPrinciples.length),
      used,
    ),
    ...ownPrinciples,
  ];
  const practiceCount = Math.max(4 + Math.floor(unit(seed, 'n:practices') * 3), routines.length + 2);
  const ownPractices = own('practices').slice(
    0,
    Math.max(0, Math.min(6, practiceCount) - routines.length - 1),
  );
  const practices = [
    ...routines,
    ...takeItems(
      rankCandidates(analysis, 'practices'),
      familyCount(Math.min(6, practiceCount), routines.length + ownPractices.length),
      used,
    ),
    ...ownPractices,
  ];
  const toolCount = Math.min(
    MAX_TOOLS,
    Math.max(4 + Math.floor(unit(seed, 'n:tools') * 2), given.length + 2),
  );
  const ownTools = given.map((tool) => describeGivenTool(tool, practices, analysis));
  // A suggestion that names a tool the user already has ('Group chat (WhatsApp)') would repeat it.
  const mentionsGiven = (item: { detail: string }): boolean =>
    givenNames.some((name) => item.detail.toLowerCase().includes(name));
  const ownSubjectTools = own('tools').slice(0, Math.max(0, toolCount - ownTools.length - 1));
  const extraTools = [
    ...takeItems(
      rankCandidates(analysis, 'tools'),
      familyCount(toolCount, ownTools.length + ownSubjectTools.length),
      used,
      mentionsGiven,
    ),
    ...ownSubjectTools,
  ];

  // The drafter reads only English: for anything else the map says so where the user will see it.
  const english = isLikelyEnglish(`${boundary}\n${userContext ?? ''}`);
  // The map says which domain it assumed, in words the user can correct (issue 16).
  const notes = [
    english ? undefined : DRAFTED_IN_ENGLISH,
    analysis.assumed ? assumptionNote(analysis) : undefined,
  ]
    .filter((note) => note !== undefined)
    .join('\n\n');
  const context = [userContext, notes].filter(Boolean).join('\n\n') || undefined;

  const map: RefinedSpineMap = {
    title: titleFromBoundary(boundary),
    systemBoundary: boundary,
    ...(context ? { context: clip(context, MAP_LIMITS.context) } : {}),
    needs: needsStatement(analysis, boundary, input.answers),
    values,
    principles,
    practices,
    tools: [...ownTools, ...extraTools],
    ...(analysis.industry ? { industry: analysis.industry } : {}),
    ...(analysis.teamSize ? { teamSize: analysis.teamSize } : {}),
  };
  return { map, analysis };
}

/**
 * Drafts a complete spine map without any network: picks the best-matching domain(s) when the
 * evidence is good enough (else the neutral generic pool), builds the need and practices from the
 * answers to the questions when given, steers by context signals and keywords, and breaks ties
 * with a stable hash so the same input always gives the same map while different boundaries give
 * visibly different ones.
 */
export function draftSpineMap(input: DraftInput): RefinedSpineMap {
  return draftExplained(input).map;
}
