import type { GenerateRequest } from '../schemas/generate';
import type { RefinedSpineMap } from '../schemas/refinement';
import { MAP_LIMITS } from '../schemas/spineMap';
import type { Analysis } from './analyse';
import { analyse } from './analyse';
import { answeredNeed, coveredPractices, domainNeed, routinePractices } from './answers';
import { ITEMS_BY_NAME, TOOL_CATALOGUE } from './knowledge';
import { DRAFTED_IN_ENGLISH, isLikelyEnglish } from './language';
import { answersText } from './questions';
import { rankCandidates, takeItems } from './select';
import { capitalise, formatItem, itemDetail, itemName, lowerFirst, nameKey, needSentence, normalisePhrase, splitList, systemPhrase, titleFromBoundary, unit, words } from './text';

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
export function needsStatement(analysis: Analysis, boundary: string, answers?: DraftInput['answers']): string {
  const need = domainNeed(analysis);
  const system = systemPhrase(boundary);
  return answeredNeed(answers, need, system) ?? needSentence(need.who, system, need.purpose, need.benefit);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Explains a tool the user already has, tying it to a chosen practice when the tool is known. */
function describeGivenTool(raw: string, practices: readonly string[], analysis: Analysis): string {
  const name = clip(itemName(raw), MAX_TOOL_NAME);
  const own = itemDetail(raw);
  if (own) return clip(formatItem(capitalise(name), own), MAP_LIMITS.item);
  const known = TOOL_CATALOGUE.get(normalisePhrase(name));
  // 'github' becomes the catalogue's 'GitHub'; anything else keeps the user's spelling, capitalised as a list item.
  const display = known && name === name.toLowerCase() ? known.name : capitalise(name);
  if (!known) {
    const domainTool = [analysis.primary, analysis.secondary].flatMap((d) => d?.items.tools ?? []).find((t) => nameKey(t.name) === nameKey(name));
    if (domainTool) return formatItem(display, domainTool.detail);
    return formatItem(display, 'already in use here; name the practice it serves and replace it if it gets in the way');
  }
  // The tool's tags are ordered by how specific they are, so its main job finds its practice first.
  const practiceTags = practices.map((practice) => ITEMS_BY_NAME.get(nameKey(practice))?.item.tags ?? words(practice));
  let supported: string | undefined;
  for (const tag of known.tags) {
    if (BROAD_TAGS.has(tag)) continue;
    const index = practiceTags.findIndex((tags) => tags.includes(tag));
    if (index >= 0) {
      supported = practices[index];
      break;
    }
  }
  const detail = supported ? `${known.does}, supporting ${lowerFirst(itemName(supported))}` : known.does;
  return formatItem(display, detail);
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

/** A draft with the analysis behind it, for the evaluation and the bench (which domain, whether it fell back). */
export interface ExplainedDraft {
  readonly map: RefinedSpineMap;
  readonly analysis: Analysis;
}

/** The user's own tools: the current-tools field and the tools answer, parsed as one list. */
export function givenTools(input: DraftInput): string[] {
  return parseTools([input.currentTools, input.answers?.tools].filter(Boolean).join('\n'));
}

/** Drafts a map and returns the analysis it was drafted from; see draftSpineMap. */
export function draftExplained(input: DraftInput): ExplainedDraft {
  const boundary = clip(input.systemBoundary.trim() || 'Our team', MAP_LIMITS.systemBoundary);
  const userContext = input.context?.trim() ? clip(input.context.trim(), MAP_LIMITS.context) : undefined;
  const analysis = analyse(boundary, userContext, answersText(input.answers));
  const seed = analysis.seed;
  const given = givenTools(input);
  const used = new Set<string>(given.map(nameKey));
  const givenNames = given.map((tool) => itemName(tool).toLowerCase()).filter((name) => name.length > 2);

  // The user's own routines come first and are never crowded out by knowledge items.
  const routines = routinePractices(input.answers, analysis);
  for (const name of [...routines, ...coveredPractices(routines, analysis)]) used.add(nameKey(name));
  const values = takeItems(rankCandidates(analysis, 'values'), 4 + Math.floor(unit(seed, 'n:values') * 2), used);
  const principles = takeItems(rankCandidates(analysis, 'principles'), 4 + Math.floor(unit(seed, 'n:principles') * 3), used);
  const practiceCount = Math.max(4 + Math.floor(unit(seed, 'n:practices') * 3), routines.length + 2);
  const practices = [...routines, ...takeItems(rankCandidates(analysis, 'practices'), Math.min(6, practiceCount) - routines.length, used)];
  const toolCount = Math.min(MAX_TOOLS, Math.max(4 + Math.floor(unit(seed, 'n:tools') * 2), given.length + 2));
  const ownTools = given.map((tool) => describeGivenTool(tool, practices, analysis));
  // A suggestion that names a tool the user already has ('Group chat (WhatsApp)') would repeat it.
  const mentionsGiven = (item: { detail: string }): boolean => givenNames.some((name) => item.detail.toLowerCase().includes(name));
  const extraTools = takeItems(rankCandidates(analysis, 'tools'), Math.max(0, toolCount - ownTools.length), used, mentionsGiven);

  // The drafter reads only English: for anything else the map says so where the user will see it.
  const english = isLikelyEnglish(`${boundary}\n${userContext ?? ''}`);
  const context = english ? userContext : userContext ? `${userContext}\n\n${DRAFTED_IN_ENGLISH}` : DRAFTED_IN_ENGLISH;

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
