import { sizedWorkshopPlan } from './workshop';
import { LEVEL_IDS, levelById } from '../levels';
import type { LevelId } from '../levels';
import type { ChatMap, ChatMessage } from '../schemas/chat';
import { analyse } from './analyse';
import {
  BOUNDARY_EXPLANATION,
  CONTRASTS,
  CROOKED_SPINE,
  LEVEL_EXPLANATIONS,
  NEED_VS_WANT,
  OVERVIEW,
  UP_THE_SPINE,
  WORKSHOP_GUIDE,
} from './chatKnowledge';
import { gapsReply, listOf, namesOn } from './chatMap';
import { LEVEL_SINGULAR } from './refineWords';
import { needsStatement, userContext } from './draft';
import { rankCandidates } from './select';
import { formatItem, nameKey } from './text';

/** What the chat endpoint passes: the conversation so far, the generator's boundary and the map on screen. */
export interface ChatInput {
  readonly messages: readonly ChatMessage[];
  readonly systemBoundary?: string;
  readonly map?: ChatMap;
}

const LEVEL_PATTERNS: ReadonlyArray<readonly [LevelId, RegExp]> = [
  ['needs', /\bneeds?\b|\bpurpose\b/i],
  ['values', /\bvalues?\b/i],
  ['principles', /\bprinciples?\b/i],
  ['practices', /\bpractices?\b|\bhabits?\b|\brituals?\b/i],
  ['tools', /\btools?\b|\bsoftware\b|\bapps?\b/i],
];

function levelsIn(text: string): LevelId[] {
  return LEVEL_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([level]) => level);
}

function boundaryOf(input: ChatInput): string {
  return input.systemBoundary?.trim() || input.map?.systemBoundary.trim() || '';
}

/** A greeting for a new chat session, mentioning the boundary when there is one. */
export function chatGreeting(systemBoundary?: string): string {
  const boundary = systemBoundary?.trim();
  const about = boundary ? ` for "${boundary}"` : '';
  const tip = boundary
    ? ''
    : ' Tip: describe your system boundary first, for example "our weekly team retrospective".';
  return `Hi! I can help you think through your spine map${about}. Ask me what any level means (Needs, Values, Principles, Practices, Tools), the difference between two levels, how to tell a need from a want, or how to run a spine workshop. I can also suggest practices or tools${boundary ? ' for your boundary' : ''}, and once a map is on screen, point out what it is missing.${tip}`;
}

const SUGGEST_COUNT = 4;

const KEEP_ADVICE: Readonly<Record<Exclude<LevelId, 'needs'>, string>> = {
  values: 'Keep two or three that the team would really trade other things for.',
  principles: 'Keep the ones you can see working (or failing) in your system today.',
  practices: 'For each one you keep, name the principle it applies.',
  tools: 'Keep a tool only while it serves one of your practices.',
};

function suggestNeeds(boundary: string, map: ChatMap | undefined, scope: string): string {
  const stated = map?.needs?.trim();
  if (stated) {
    return `Your map already states its need:

${stated}

Test it with three questions: does it name who is served, does it say what they would lose if the system stopped, and is it a need rather than a strategy (ask what you would have once you had enough of it)? Add what the members themselves hope to get, if that is missing.`;
  }
  const analysis = analyse(boundary || 'our team', userContext(map?.context));
  return `Here is a starting point for the needs ${scope}:

${needsStatement(analysis, boundary || 'our team')}

Check it with the people who sponsor the system, and add what its members hope to get from being part of it.`;
}

/** Knowledge-base items for a level, skipping any name already on the map (case-insensitive). */
function suggest(level: LevelId, boundary: string, skip: number, map: ChatMap | undefined): string {
  const label = levelById(level).title.toLowerCase();
  const scope = boundary
    ? `for "${boundary}"`
    : 'for a typical team (set a system boundary for sharper suggestions)';
  if (level === 'needs') return suggestNeeds(boundary, map, scope);
  const analysis = analyse(boundary || 'our team', userContext(map?.context));
  const seen = namesOn(map);
  const items = rankCandidates(analysis, level)
    .filter((candidate) => !seen.has(nameKey(candidate.item.name)) && seen.add(nameKey(candidate.item.name)))
    .slice(skip, skip + SUGGEST_COUNT)
    .map((candidate) => `- ${formatItem(candidate.item.name, candidate.item.detail)}`);
  const held = listOf(map, level).length;
  if (items.length === 0) {
    return `I have no further ${label} to suggest ${scope}${held > 0 ? ' that your map does not already hold' : ''}. Try going up a level and asking which principle or value is missing.`;
  }
  const intro = map
    ? held > 0
      ? `Your map already has ${held} ${held === 1 ? LEVEL_SINGULAR[level] : label}. Some it does not have yet`
      : `Your map has no ${label} yet. Some to start from`
    : `Some ${label}`;
  return `${intro} ${scope}:\n\n${items.join('\n')}\n\n${KEEP_ADVICE[level]} Ask for "more ${label}" to see others.`;
}

function contrast(levels: readonly LevelId[]): string | undefined {
  const sorted = [...levels].sort((a, b) => LEVEL_IDS.indexOf(a) - LEVEL_IDS.indexOf(b));
  const [upper, lower] = sorted;
  if (!upper || !lower) return undefined;
  const direct = CONTRASTS[`${upper}|${lower}`];
  if (direct) return direct;
  return `${levelById(upper).title} sit higher on the spine than ${levelById(lower).title.toLowerCase()}, so they change more slowly and set limits for them. ${LEVEL_EXPLANATIONS[upper]} ${LEVEL_EXPLANATIONS[lower]}`;
}

function nextStep(boundary: string, map: ChatMap | undefined): string {
  if (map) {
    const title = map.title?.trim() || boundary;
    return `I can see your map “${title}”. You can ask me what is missing from it, to suggest values, principles, practices or tools it does not have yet, or how to run a spine workshop to check it with the team.`;
  }
  if (!boundary) {
    return `${OVERVIEW}\n\nA good next step: describe your system boundary (a meeting, a team, a department) in the generator, then ask me to suggest needs or practices for it.`;
  }
  return `For "${boundary}", a good next step is to agree the needs first: who is the system for, and what must it achieve for them? Then pick two or three values that serve those needs. You can ask me to "suggest values", "suggest practices", explain any level, or help when the team is stuck arguing about tools.`;
}

const WORKSHOP =
  /workshop|facilitat|\bagenda\b|run\s+(?:a|the|our|this)\s+(?:spine\s+)?(?:session|meeting)|mapping\s+session|spine\s+session/i;
const GAPS =
  /\bgaps?\b|\bmissing\b|\blacking\b|\bincomplete\b|\bcomplete\b|check\s+(?:my|our|the|this)\s+(?:spine\s+)?map|review\s+(?:my|our|the|this)\s+(?:spine\s+)?map|what\s+(?:else\s+)?should\s+(?:we|i)\s+add|what\s+do\s+you\s+think\s+of|anything\s+wrong|\bweak(?:ness|est)?\b|\bimprove\s+(?:my|our|the|this)\s+map/i;
const NO_MAP_YET =
  'I can check a map once one is on screen. Generate a draft (or open one of your maps to refine), then ask me again what is missing.';

function workshopReply(map: ChatMap | undefined, text = ''): string {
  // Numbers the user gave ('12 people in 90 minutes') size the plan (workshop.ts).
  const guide = sizedWorkshopPlan(text) ?? WORKSHOP_GUIDE;
  if (!map) return guide;
  const title = map.title?.trim() || map.systemBoundary;
  return `${guide}\n\nYou already have a draft, “${title}”. Bring it printed as something to challenge rather than the answer, and ask me what is missing from it before the session so you can prepare questions.`;
}

/** Answers a chat message about the Spine Model, using the boundary and the map on screen. Deterministic. */
export function chatReply(input: ChatInput): string {
  const users = input.messages.filter((message) => message.role === 'user');
  const last = users[users.length - 1]?.content.trim() ?? '';
  const boundary = boundaryOf(input);
  if (!last) return chatGreeting(boundary);
  const text = last.toLowerCase();
  let levels = levelsIn(last);

  if (/^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening))\b[\s!.]*$/i.test(last))
    return chatGreeting(boundary);
  if (/^(?:thanks|thank\s+you|cheers|great|perfect|ok(?:ay)?)\b/i.test(last) && last.length < 40) {
    return 'You’re welcome! When you are ready, generate a map or ask me about any level.';
  }
  if (/crooked|quasimodo|misalign|not\s+aligned/i.test(text)) return CROOKED_SPINE;
  if (
    /up\s+the\s+spine|down\s+the\s+spine|deadlock|disagree|arguing|argument|can'?t\s+agree|stuck\s+(?:on|arguing|debating)/i.test(
      text,
    )
  )
    return UP_THE_SPINE;
  if (/\bwants?\b/i.test(text) && /\bneeds?\b/i.test(text)) return NEED_VS_WANT;
  if (levels.length >= 2 && /differen|\bvs\.?\b|versus|between|compare|distinguish|confus/i.test(text)) {
    return contrast(levels) ?? OVERVIEW;
  }
  const suggestIntent =
    /suggest|ideas?|examples?|recommend|propose|give\s+me|list|what\s+(?:\w+\s+)?(?:should|could|can|might|would)|which\s+\w+\s+(?:should|could|would)|help\s+me\s+(?:with|find|pick|choose)|\bmore\b|\bothers?\b|\belse\b/i.test(
      text,
    );
  const followUp = /\bmore\b|\bothers?\b|\belse\b|\bdifferent\b/i.test(text);
  if (levels.length === 0 && followUp) {
    // 'more please' continues whatever level the previous question was about.
    const previous = users
      .slice(0, -1)
      .reverse()
      .map((message) => levelsIn(message.content))
      .find((found) => found.length > 0);
    levels = previous?.slice(0, 1) ?? [];
  }
  const definition =
    /what\s+(?:is|are|does|do)\b|what'?s\b|define|meaning|mean\b|explain|tell\s+me\s+about|how\s+do\s+i\s+(?:write|find|choose)/i.test(
      text,
    );
  if (/\bboundar|\bscope\b/i.test(text) && !(suggestIntent && levels.length > 0)) return BOUNDARY_EXPLANATION;
  const level = levels[0];
  if (WORKSHOP.test(text) && !(level && suggestIntent)) return workshopReply(input.map, last);
  if (level === undefined && GAPS.test(text)) return input.map ? gapsReply(input.map) : NO_MAP_YET;
  if (
    level &&
    suggestIntent &&
    !(definition && !/suggest|ideas?|examples?|recommend/i.test(text) && !followUp)
  ) {
    return suggest(level, boundary, followUp ? SUGGEST_COUNT : 0, input.map);
  }
  if (level) {
    const tip = boundary
      ? `\n\nWant examples for "${boundary}"? Ask me to suggest ${levelById(level).title.toLowerCase()}.`
      : '';
    return `${LEVEL_EXPLANATIONS[level]}${tip}`;
  }
  if (
    /spine\s+model|\blevels?\b|\border\b|how\s+(?:does|do)\s+(?:it|this)\s+work|where\s+(?:do|should)\s+i\s+start|get\s+started|\bstart\b/i.test(
      text,
    )
  ) {
    return `${OVERVIEW}${boundary ? `\n\nFor "${boundary}", start with the needs: ask me to suggest some.` : ''}`;
  }
  return nextStep(boundary, input.map);
}
