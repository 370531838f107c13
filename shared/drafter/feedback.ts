import type { LevelId, ListLevelId } from '../levels';
import { words } from './text';

/**
 * Refinement feedback, read as a list of instructions. Each intent keeps the user's own words
 * (`topic`, `items`, `phrase`) so the rationale can quote them as one phrase.
 */
export type FeedbackIntent =
  /** 'add "weekly stand-up" to practices': items named by the user, level when they gave one. */
  | { readonly kind: 'add'; readonly items: readonly string[]; readonly level?: LevelId }
  /** 'add a value about honesty': one item of a level on a topic. */
  | { readonly kind: 'addAbout'; readonly level: LevelId; readonly topic: string }
  /** 'remove Jira', 'drop the stand-up practice'. */
  | { readonly kind: 'remove'; readonly items: readonly string[]; readonly level?: LevelId }
  /** 'rename Trello to Planner', 'call Speed "Pace" instead', 'replace GitHub with GitLab'. */
  | { readonly kind: 'rename'; readonly from: string; readonly to: string }
  /** 'make it more customer-focused', 'more about safety'; `style` says how to phrase it back. */
  | { readonly kind: 'more'; readonly topic: string; readonly level?: LevelId; readonly style: MoreStyle }
  /** 'more learning than speed': add items about `more`, take off items about `less`. */
  | { readonly kind: 'moreThan'; readonly more: string; readonly less: string; readonly phrase: string }
  /** 'make it suitable for a remote-first team': `audience` is a phrase, never split into keywords. */
  | { readonly kind: 'suitable'; readonly audience: string }
  /** 'focus on onboarding new volunteers'. */
  | { readonly kind: 'focus'; readonly topic: string; readonly level?: LevelId }
  /** 'suggest some practices', 'more tools'. */
  | { readonly kind: 'moreItems'; readonly level: ListLevelId }
  /** 'make the values more specific'. */
  | { readonly kind: 'specific'; readonly level?: LevelId }
  /** 'simplify', 'fewer tools'. */
  | { readonly kind: 'simplify'; readonly level?: LevelId };

/** How a 'more' request was worded: 'make it more caring', 'more about safety' or 'more safety'. */
export type MoreStyle = 'adjective' | 'about' | 'noun';

const LEVEL_WORD = String.raw`(values?|principles?|levers?|practices?|habits?|rituals?|routines?|tools?|apps?|software|needs?|purpose)`;

const SECTION_WORDS: ReadonlyArray<readonly [RegExp, LevelId]> = [
  [/\bprinciples?\b|\blevers?\b/i, 'principles'],
  [
    /\bpractices?\b|\bhabits?\b|\brituals?\b|\broutines?\b|\bceremon(?:y|ies)\b|\bactivit(?:y|ies)\b/i,
    'practices',
  ],
  [/\btools?\b|\bsoftware\b|\bapps?\b|\bplatforms?\b/i, 'tools'],
  [/\bvalues?\b/i, 'values'],
  [/\bneeds?\b|\bpurpose\b/i, 'needs'],
];

/** The level a phrase names ('to practices', 'the values'), if any. */
function sectionIn(text: string): LevelId | undefined {
  return SECTION_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

function listLevelIn(text: string | undefined): ListLevelId | undefined {
  const level = text ? sectionIn(text) : undefined;
  return level === 'needs' ? undefined : level;
}

const POLITE_START =
  /^(?:(?:please|kindly|also|then|and|but|now|so|ok(?:ay)?|can\s+you|could\s+you|would\s+you|will\s+you|i'?d\s+like\s+(?:you\s+)?to|i\s+want\s+(?:you\s+)?to|we'?d\s+like\s+(?:you\s+)?to|let'?s|maybe|perhaps)[\s,]+)+/i;
const POLITE_END = /(?:[\s,]+(?:please|thanks|thank\s+you|too|as\s+well|if\s+possible))+$/i;

/** Strips politeness and end punctuation, keeping the user's wording otherwise. */
function tidy(clause: string): string {
  return clause
    .trim()
    .replace(/[\s.!?,;:]+$/, '')
    .replace(POLITE_START, '')
    .replace(POLITE_END, '')
    .trim();
}

const QUOTED = /^["'“‘«](.*)["'”’»]$/s;

/** An item or topic phrase as the user wrote it, without a leading article or wrapping quotes. */
function cleanPhrase(text: string): string {
  let out = text.trim().replace(/^(?:a|an|the|some|our|my|this|that)\s+(?=\S)/i, '');
  const quoted = QUOTED.exec(out);
  if (quoted) out = quoted[1] ?? out;
  return out.trim();
}

/** 'the stand-up practice' → ['stand-up', 'practices']: a trailing level word names the level. */
function itemAndLevel(text: string): [string, ListLevelId | undefined] {
  const match = new RegExp(String.raw`^(.+?)\s+${LEVEL_WORD}$`, 'i').exec(cleanPhrase(text));
  const level = listLevelIn(match?.[2]);
  if (match && level && !QUOTED.test(text.trim())) return [cleanPhrase(match[1] ?? ''), level];
  return [cleanPhrase(text), undefined];
}

/** Splits 'TDD, code review and pairing' into items; a quoted item or a 'name: detail' stays whole. */
function splitItems(text: string): string[] {
  const trimmed = text.trim();
  if (/:\s/.test(trimmed) || (QUOTED.test(trimmed) && !/["”’»]\s*(?:,|and|&)\s*["“‘«]/i.test(trimmed)))
    return [cleanPhrase(trimmed)].filter(Boolean);
  return trimmed
    .split(/,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/i)
    .map(cleanPhrase)
    .filter(Boolean);
}

const VERB = String.raw`(?:please\s+)?(?:add|include|insert|put|remove|delete|drop|take|get\s+rid|lose|cut|rename|call|change|replace|swap|use|make|more|less|focus|concentrate|emphasi[sz]e|prioriti[sz]e|simplify|shorten|trim|suggest|give|tailor|adapt|fit|we\s+(?:also\s+)?(?:use|do|run|value))\b`;

// 'add X to values and Y to tools' is two additions: after 'to <level>' an 'and' starts the next one.
const ADD_TAIL = new RegExp(
  String.raw`^(add|include|put|remove|delete|drop)\b(.+?\s(?:to|into|under|from|off)\s+(?:the\s+)?${LEVEL_WORD}(?:\s+list)?)(?:\s*,\s*|\s+)and\s+(?!${VERB})(.+\s(?:to|into|under|from|off)\s+(?:the\s+)?${LEVEL_WORD}.*)$`,
  'i',
);

function splitLevelLists(sentence: string): string[] {
  const match = ADD_TAIL.exec(tidy(sentence));
  if (!match) return [sentence];
  const verb = match[1] ?? 'add';
  return [`${verb}${match[2] ?? ''}`, ...splitLevelLists(`${verb} ${match[4] ?? ''}`)];
}

/** Splits feedback into clauses: sentences, semicolons, and 'and'/commas that start a new instruction. */
export function splitClauses(feedback: string): string[] {
  return feedback
    .split(/[.;!?\n]+(?=\s|$)|[;\n]+/)
    .flatMap(splitLevelLists)
    .join('\n')
    .split(
      new RegExp(
        String.raw`[.;!?\n]+(?=\s|$)|[;\n]+|,?\s+and\s+then\s+|,\s*(?:and\s+)?also\s+|\s+and\s+also\s+|,\s*(?:and\s+)?(?=${VERB})|\s+and\s+(?=${VERB})`,
        'i',
      ),
    )
    .map(tidy)
    .filter((clause) => /[\p{L}\p{N}]/u.test(clause));
}

const SPECIFIC =
  /\bmore\s+(?:specific|detail(?:ed)?|concrete|precise|explicit)|\b(?:add|more)\s+details?\b|\belaborate\b|\bexpand\b|\bflesh\s+out\b|\bsharpen\b|\bclarify\b|\btoo\s+(?:vague|generic|abstract)\b/i;
const SIMPLIFY =
  /\bsimplif|\bfewer\b|\bshorter\b|\bshorten\b|\btoo\s+(?:many|much|long|busy)\b|\btrim\b|\bconcise\b|\bcut\s+down\b|\bless\s+(?:items|stuff|text)\b|\bleaner\b/i;
const RENAME = /^(?:rename|change)\s+(.+?)\s+(?:to|into|as)\s+(.+)$/i;
const REPLACE = /^(?:replace|swap|substitute|switch)\s+(.+?)\s+(?:with|for|by|to)\s+(.+)$/i;
const USE_INSTEAD = /^use\s+(.+?)\s+instead\s+of\s+(.+)$/i;
const CALL_QUOTED = /^call\s+(.+?)\s+(["“‘«].+["”’»])(?:\s+instead)?$/i;
const CALL = /^call\s+(.+?)\s+instead$/i;
const REMOVE = new RegExp(
  String.raw`^(?:remove|delete|drop|take\s+(?:out|off)|get\s+rid\s+of|lose|cut|we\s+(?:don'?t|do\s+not|no\s+longer)\s+(?:use|do|need))\s+(.+?)(?:\s+(?:from|in|off|out\s+of)\s+(?:the\s+)?${LEVEL_WORD}(?:\s+(?:list|section|level))?)?$`,
  'i',
);
const MORE_THAN =
  /^(?:(?:make|let)\s+(?:it|this|the\s+map)\s+(?:be\s+)?(?:about\s+)?|i\s+want\s+|we\s+want\s+|put\s+)?(more\s+(?:about\s+|on\s+)?(.+?)\s+(?:than|over|and\s+less)\s+(?:about\s+|on\s+)?(.+))$/i;
const MORE_ITEMS = new RegExp(
  String.raw`^(?:add|suggest|give\s+(?:me|us)|include|we\s+need|i\s+want|show\s+me)?\s*(?:some|a\s+few|a\s+couple\s+of|more|another|other|extra|further|new)\s+(?:more\s+)?${LEVEL_WORD}$`,
  'i',
);
const ADD_ABOUT = new RegExp(
  String.raw`^(?:add|include|suggest)\s+(?:an?|one|another|one\s+more|some|a\s+new)\s+${LEVEL_WORD}\s+(?:about|for|on|around|covering|that\s+covers|to\s+do\s+with)\s+(.+)$`,
  'i',
);
const ADD = new RegExp(
  String.raw`^(?:add|include|insert|put(?:\s+in)?|list|mention)\s+(.+?)(?:\s+(?:to|in|into|under|as|on)\s+(?:the\s+|our\s+)?(?:an?\s+)?${LEVEL_WORD}(?:\s+(?:list|section|level))?)?$`,
  'i',
);
const WE_USE = /^we\s+(?:also\s+)?(use|do|practi[sc]e|run|value)\s+(.+)$/i;
const SUITABLE =
  /^(?:(?:make|get)\s+(?:it|this|the\s+map|the\s+spine(?:\s+map)?)\s+(?:more\s+)?(?:suitable|fit|right|appropriate|relevant|work|useful|better\s+suited)|tailor\s+(?:it|this|the\s+map)|adapt\s+(?:it|this|the\s+map)|fit\s+(?:it|this|the\s+map)|(?:it\s+)?(?:should|must)\s+(?:suit|work\s+for|fit)|(?:more\s+)?suitable)\s+(?:for|to)\s+(.+)$/i;
const WE_ARE =
  /^(?:(?:we\s+are|we'?re|our\s+team\s+is)\s+((?:an?|mostly|fully|all|now|largely|entirely)\s+.+)|this\s+is\s+for\s+(.+))$/i;
const MAKE_MORE = new RegExp(
  String.raw`^(?:make\s+(?:it|this|the\s+map|(?:the\s+|our\s+)?${LEVEL_WORD})\s+)?more\s+(about\s+|on\s+|focused\s+on\s+)?(.+)$`,
  'i',
);
const ADD_MORE = /^(?:add|put\s+in|bring\s+in)\s+more\s+(?:about\s+|on\s+)?(.+)$/i;
const FOCUS = new RegExp(
  String.raw`^(?:(?:make\s+(?:it|this|the\s+map|the\s+${LEVEL_WORD})\s+)?(?:focus|concentrate|centre|center)(?:ed)?\s+(?:more\s+)?(?:on|around|upon)|emphasi[sz]e|prioriti[sz]e|lean\s+into)\s+(.+)$`,
  'i',
);

// Suffixes of adjectives, so 'more customer-focused' is phrased back as 'make it more …'.
const ADJECTIVE =
  /(?:ed|ful|ive|al|ic|ous|able|ible|ish|less|friendly|centric|first|minded|proof|ready|aware)$/i;

function rename(from: string, to: string): FeedbackIntent {
  return { kind: 'rename', from: cleanPhrase(from), to: cleanPhrase(to) };
}

/**
 * Resolves 'call Speed Pace instead' by the map's own names: the longest prefix that names an item
 * is the old name, the rest the new one.
 */
function callInstead(rest: string, names: readonly string[]): FeedbackIntent | undefined {
  const parts = rest.split(/\s+/);
  const known = new Set(names.map((name) => words(name).join(' ')));
  for (let cut = parts.length - 1; cut >= 1; cut--) {
    const from = parts.slice(0, cut).join(' ');
    if (known.has(words(cleanPhrase(from)).join(' '))) return rename(from, parts.slice(cut).join(' '));
  }
  return undefined;
}

/** Reads one tidy clause; undefined when it is no instruction the drafter knows. */
function parseClause(clause: string, names: readonly string[] = []): FeedbackIntent | undefined {
  let m: RegExpExecArray | null;
  // 'change the values to be more specific' asks for detail, not a rename.
  const explicitRename = /^(?:rename|replace|swap|substitute|call)\b/i.test(clause);
  if (!explicitRename && SPECIFIC.test(clause)) return { kind: 'specific', ...levelField(sectionIn(clause)) };
  if (!explicitRename && SIMPLIFY.test(clause)) return { kind: 'simplify', ...levelField(sectionIn(clause)) };
  if ((m = RENAME.exec(clause) ?? REPLACE.exec(clause))) return rename(m[1] ?? '', m[2] ?? '');
  if ((m = USE_INSTEAD.exec(clause))) return rename(m[2] ?? '', m[1] ?? '');
  if ((m = CALL_QUOTED.exec(clause))) return rename(m[1] ?? '', m[2] ?? '');
  if ((m = CALL.exec(clause))) return callInstead(m[1] ?? '', names);
  if ((m = REMOVE.exec(clause))) return itemsIntent('remove', m[1] ?? '', listLevelIn(m[2]));
  if ((m = MORE_THAN.exec(clause)))
    return {
      kind: 'moreThan',
      more: cleanPhrase(m[2] ?? ''),
      less: cleanPhrase(m[3] ?? ''),
      phrase: m[1] ?? '',
    };
  if ((m = MORE_ITEMS.exec(clause))) {
    const level = listLevelIn(m[1]);
    if (level) return { kind: 'moreItems', level };
  }
  if ((m = ADD_ABOUT.exec(clause)))
    return { kind: 'addAbout', level: sectionIn(m[1] ?? '') ?? 'practices', topic: cleanPhrase(m[2] ?? '') };
  if ((m = ADD_MORE.exec(clause))) return moreIntent(m[1] ?? '', undefined, 'noun');
  if ((m = ADD.exec(clause))) return itemsIntent('add', m[1] ?? '', sectionIn(m[2] ?? ''));
  if ((m = WE_USE.exec(clause))) {
    const verb = m[1] ?? '';
    return itemsIntent(
      'add',
      m[2] ?? '',
      /use/i.test(verb) ? 'tools' : /value/i.test(verb) ? 'values' : 'practices',
    );
  }
  if ((m = SUITABLE.exec(clause) ?? WE_ARE.exec(clause)))
    return { kind: 'suitable', audience: cleanAudience(m[1] ?? m[2] ?? '') };
  if ((m = FOCUS.exec(clause)))
    return { kind: 'focus', topic: cleanPhrase(m[2] ?? ''), ...levelField(listLevelIn(m[1])) };
  if ((m = MAKE_MORE.exec(clause)))
    return moreIntent(
      m[3] ?? '',
      listLevelIn(m[1]),
      m[2] ? 'about' : /^make\b/i.test(clause) ? 'adjective' : 'noun',
    );
  return undefined;
}

function levelField<L extends LevelId>(level: L | undefined): { level?: L } {
  return level ? { level } : {};
}

/** The audience as written, minus the article only when it is the whole phrase's start ('a remote-first team' stays). */
function cleanAudience(text: string): string {
  const quoted = QUOTED.exec(text.trim());
  return (quoted?.[1] ?? text).trim();
}

function itemsIntent(
  kind: 'add' | 'remove',
  text: string,
  named: LevelId | undefined,
): FeedbackIntent | undefined {
  const parts = splitItems(text).map((part) => itemAndLevel(part));
  const items = parts.map(([item]) => item).filter(Boolean);
  if (items.length === 0) return undefined;
  const level = named ?? parts.find(([, fromWord]) => fromWord)?.[1];
  return { kind, items, ...levelField(level) };
}

function moreIntent(
  topic: string,
  level: ListLevelId | undefined,
  style: MoreStyle,
): FeedbackIntent | undefined {
  const clean = cleanPhrase(topic);
  if (!clean) return undefined;
  const last = clean.split(/\s+/).pop() ?? '';
  return {
    kind: 'more',
    topic: clean,
    style: style === 'noun' && ADJECTIVE.test(last) ? 'adjective' : style,
    ...levelField(level),
  };
}

/** Feedback read into intents, plus the clauses that were no instruction. */
export interface ParsedFeedback {
  readonly intents: readonly FeedbackIntent[];
  readonly unread: readonly string[];
}

/** Reads feedback into intents, in the order written. `names` are the map's item names (for 'call X Y instead'). */
export function parseFeedback(feedback: string, names: readonly string[] = []): ParsedFeedback {
  const intents: FeedbackIntent[] = [];
  const unread: string[] = [];
  for (const clause of splitClauses(feedback)) {
    const intent = parseClause(clause, names);
    if (intent) intents.push(intent);
    else unread.push(clause);
  }
  return { intents, unread };
}
