import type { RefinedSpineMap } from '../schemas/refinement';
import { MAP_LIMITS } from '../schemas/spineMap';
import type { Analysis } from './analyse';
import { analyse } from './analyse';
import { ITEMS_BY_NAME, TOOL_CATALOGUE } from './knowledge';
import { rankCandidates, takeItems } from './select';
import { formatItem, itemDetail, itemName, lowerFirst, nameKey, normalisePhrase, pick, splitList, systemPhrase, titleFromBoundary, unit, words } from './text';

/** What the generator sends: the spec's generate-spine-map payload. */
export interface DraftInput {
  readonly systemBoundary: string;
  readonly context?: string;
  readonly currentTools?: string;
}

const MAX_TOOLS = 6;
const MAX_TOOL_NAME = 80;
// Tags too broad to claim that a tool supports a particular practice.
const BROAD_TAGS = new Set(['quality', 'data', 'visibility', 'customer', 'remote']);

/** The one-sentence needs statement in the lessons' template form. */
export function needsStatement(analysis: Analysis, boundary: string): string {
  const domain = analysis.primary;
  // One statement picked whole: who, purpose and benefit were written to fit together.
  const { who, purpose, benefit } = pick(domain.needs, analysis.seed, 'need');
  return `From the perspective of ${who}, ${systemPhrase(boundary)} exists to ${purpose} so that ${benefit}.`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Explains a tool the user already has, tying it to a chosen practice when the tool is known. */
function describeGivenTool(raw: string, practices: readonly string[], analysis: Analysis): string {
  const name = clip(itemName(raw), MAX_TOOL_NAME);
  const own = itemDetail(raw);
  if (own) return clip(formatItem(name, own), MAP_LIMITS.item);
  const known = TOOL_CATALOGUE.get(normalisePhrase(name));
  const display = known && name === name.toLowerCase() ? known.name : name;
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

/**
 * Drafts a complete spine map without any network: picks the best-matching domain(s), steers by
 * context signals and keywords, and breaks ties with a stable hash so the same input always gives
 * the same map while different boundaries give visibly different ones.
 */
export function draftSpineMap(input: DraftInput): RefinedSpineMap {
  const boundary = clip(input.systemBoundary.trim() || 'Our team', MAP_LIMITS.systemBoundary);
  const context = input.context?.trim() ? clip(input.context.trim(), MAP_LIMITS.context) : undefined;
  const analysis = analyse(boundary, context);
  const seed = analysis.seed;
  const given = parseTools(input.currentTools);
  const used = new Set<string>(given.map(nameKey));
  const givenNames = given.map((tool) => itemName(tool).toLowerCase()).filter((name) => name.length > 2);

  const values = takeItems(rankCandidates(analysis, 'values'), 4 + Math.floor(unit(seed, 'n:values') * 2), used);
  const principles = takeItems(rankCandidates(analysis, 'principles'), 4 + Math.floor(unit(seed, 'n:principles') * 3), used);
  const practices = takeItems(rankCandidates(analysis, 'practices'), 4 + Math.floor(unit(seed, 'n:practices') * 3), used);
  const toolCount = Math.min(MAX_TOOLS, Math.max(4 + Math.floor(unit(seed, 'n:tools') * 2), given.length + 2));
  const givenTools = given.map((tool) => describeGivenTool(tool, practices, analysis));
  // A suggestion that names a tool the user already has ('Team chat (Slack, Teams)') would repeat it.
  const mentionsGiven = (item: { detail: string }): boolean => givenNames.some((name) => item.detail.toLowerCase().includes(name));
  const extraTools = takeItems(rankCandidates(analysis, 'tools'), Math.max(0, toolCount - givenTools.length), used, mentionsGiven);

  return {
    title: titleFromBoundary(boundary),
    systemBoundary: boundary,
    ...(context ? { context } : {}),
    needs: needsStatement(analysis, boundary),
    values,
    principles,
    practices,
    tools: [...givenTools, ...extraTools],
    ...(analysis.industry ? { industry: analysis.industry } : {}),
    ...(analysis.teamSize ? { teamSize: analysis.teamSize } : {}),
  };
}
