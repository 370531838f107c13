import { LEVEL_IDS, levelById } from '../levels';
import type { LevelId } from '../levels';
import type { ChatMessage } from '../schemas/chat';
import { analyse } from './analyse';
import { BOUNDARY_EXPLANATION, CONTRASTS, CROOKED_SPINE, LEVEL_EXPLANATIONS, NEED_VS_WANT, OVERVIEW, UP_THE_SPINE } from './chatKnowledge';
import { needsStatement } from './draft';
import { rankCandidates } from './select';
import { formatItem, nameKey } from './text';

/** What the chat endpoint passes: the conversation so far and the generator's boundary. */
export interface ChatInput {
  readonly messages: readonly ChatMessage[];
  readonly systemBoundary?: string;
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
  return input.systemBoundary?.trim() ?? '';
}

/** A greeting for a new chat session, mentioning the boundary when there is one. */
export function chatGreeting(systemBoundary?: string): string {
  const boundary = systemBoundary?.trim();
  const about = boundary ? ` for "${boundary}"` : '';
  return `Hi! I can help you think through your spine map${about}. Ask me what any level means (Needs, Values, Principles, Practices, Tools), the difference between two levels, how to tell a need from a want, or ask me to suggest practices or tools${boundary ? ' for your boundary' : ''}.${boundary ? '' : ' Tip: describe your system boundary first, for example "our weekly team retrospective".'}`;
}

const SUGGEST_COUNT = 4;

function suggest(level: LevelId, boundary: string, skip: number): string {
  const analysis = analyse(boundary || 'our team');
  const label = levelById(level).title.toLowerCase();
  const scope = boundary ? `for "${boundary}"` : 'for a typical team (set a system boundary for sharper suggestions)';
  if (level === 'needs') {
    return `Here is a starting point for the needs ${scope}:\n\n${needsStatement(analysis, boundary || 'our team')}\n\nCheck it with the people who sponsor the system, and add what its members hope to get from being part of it.`;
  }
  const seen = new Set<string>();
  const items = rankCandidates(analysis, level)
    .filter((candidate) => !seen.has(nameKey(candidate.item.name)) && seen.add(nameKey(candidate.item.name)))
    .slice(skip, skip + SUGGEST_COUNT)
    .map((candidate) => `- ${formatItem(candidate.item.name, candidate.item.detail)}`);
  if (items.length === 0) return `I have no further ${label} to suggest ${scope}. Try going up a level and asking which principle or value is missing.`;
  const why: Record<Exclude<LevelId, 'needs'>, string> = {
    values: 'Keep two or three that the team would really trade other things for.',
    principles: 'Keep the ones you can see working (or failing) in your system today.',
    practices: 'For each one you keep, name the principle it applies.',
    tools: 'Keep a tool only while it serves one of your practices.',
  };
  return `Some ${label} ${scope}:\n\n${items.join('\n')}\n\n${why[level]} Ask for "more ${label}" to see others.`;
}

function contrast(levels: readonly LevelId[]): string | undefined {
  const sorted = [...levels].sort((a, b) => LEVEL_IDS.indexOf(a) - LEVEL_IDS.indexOf(b));
  const [upper, lower] = sorted;
  if (!upper || !lower) return undefined;
  const direct = CONTRASTS[`${upper}|${lower}`];
  if (direct) return direct;
  return `${levelById(upper).title} sit higher on the spine than ${levelById(lower).title.toLowerCase()}, so they change more slowly and set limits for them. ${LEVEL_EXPLANATIONS[upper]} ${LEVEL_EXPLANATIONS[lower]}`;
}

function nextStep(boundary: string): string {
  if (!boundary) {
    return `${OVERVIEW}\n\nA good next step: describe your system boundary (a meeting, a team, a department) in the generator, then ask me to suggest needs or practices for it.`;
  }
  return `For "${boundary}", a good next step is to agree the needs first: who is the system for, and what must it achieve for them? Then pick two or three values that serve those needs. You can ask me to "suggest values", "suggest practices", explain any level, or help when the team is stuck arguing about tools.`;
}

/** Answers a chat message about the Spine Model, using the boundary for suggestions. Deterministic. */
export function chatReply(input: ChatInput): string {
  const users = input.messages.filter((message) => message.role === 'user');
  const last = users[users.length - 1]?.content.trim() ?? '';
  const boundary = boundaryOf(input);
  if (!last) return chatGreeting(boundary);
  const text = last.toLowerCase();
  let levels = levelsIn(last);

  if (/^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening))\b[\s!.]*$/i.test(last)) return chatGreeting(boundary);
  if (/^(?:thanks|thank\s+you|cheers|great|perfect|ok(?:ay)?)\b/i.test(last) && last.length < 40) {
    return 'You’re welcome! When you are ready, generate a map or ask me about any level.';
  }
  if (/crooked|quasimodo|misalign|not\s+aligned/i.test(text)) return CROOKED_SPINE;
  if (/up\s+the\s+spine|down\s+the\s+spine|deadlock|disagree|arguing|argument|can'?t\s+agree|stuck\s+(?:on|arguing|debating)/i.test(text)) return UP_THE_SPINE;
  if (/\bwants?\b/i.test(text) && /\bneeds?\b/i.test(text)) return NEED_VS_WANT;
  if (levels.length >= 2 && /differen|\bvs\.?\b|versus|between|compare|distinguish|confus/i.test(text)) {
    return contrast(levels) ?? OVERVIEW;
  }
  const suggestIntent = /suggest|ideas?|examples?|recommend|propose|give\s+me|list|what\s+(?:\w+\s+)?(?:should|could|can|might|would)|which\s+\w+\s+(?:should|could|would)|help\s+me\s+(?:with|find|pick|choose)|\bmore\b|\bothers?\b|\belse\b/i.test(text);
  const followUp = /\bmore\b|\bothers?\b|\belse\b|\bdifferent\b/i.test(text);
  if (levels.length === 0 && followUp) {
    // 'more please' continues whatever level the previous question was about.
    const previous = users.slice(0, -1).reverse().map((message) => levelsIn(message.content)).find((found) => found.length > 0);
    levels = previous?.slice(0, 1) ?? [];
  }
  const definition = /what\s+(?:is|are|does|do)\b|what'?s\b|define|meaning|mean\b|explain|tell\s+me\s+about|how\s+do\s+i\s+(?:write|find|choose)/i.test(text);
  if (/\bboundar|\bscope\b/i.test(text) && !(suggestIntent && levels.length > 0)) return BOUNDARY_EXPLANATION;
  const level = levels[0];
  if (level && suggestIntent && !(definition && !/suggest|ideas?|examples?|recommend/i.test(text) && !followUp)) {
    return suggest(level, boundary, followUp ? SUGGEST_COUNT : 0);
  }
  if (level) {
    const tip = boundary ? `\n\nWant examples for "${boundary}"? Ask me to suggest ${levelById(level).title.toLowerCase()}.` : '';
    return `${LEVEL_EXPLANATIONS[level]}${tip}`;
  }
  if (/spine\s+model|\blevels?\b|\border\b|how\s+(?:does|do)\s+(?:it|this)\s+work|where\s+(?:do|should)\s+i\s+start|get\s+started|\bstart\b/i.test(text)) {
    return `${OVERVIEW}${boundary ? `\n\nFor "${boundary}", start with the needs: ask me to suggest some.` : ''}`;
  }
  return nextStep(boundary);
}
