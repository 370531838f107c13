import { guessedNeed } from './guessedNeed';
import type { GenerateAnswers } from '../schemas/generate';
import { MAP_LIMITS } from '../schemas/spineMap';
import type { Analysis } from './analyse';
import { GENERIC_DOMAIN, KEYWORD_INDEX, SIGNALS } from './knowledge';
import {
  capitalise,
  formatItem,
  itemDetail,
  itemName,
  nameKey,
  needSentence,
  pick,
  TIME_WORDS,
  words,
} from './text';
import type { KnowledgeItem, NeedSource } from './types';
import { DETERMINERS } from './subjectWords';

// Turns the answers to the drafter's questions into map content in the user's own words: the need
// from who is served and what they would lose, practices from what the group already does.

const MAX_ROUTINES = 3;
const MAX_ROUTINE_NAME = 60;

/** Cuts text to at most max characters at a word boundary, without a trailing joining mark. */
function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  return (cut || text.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
}

/** Trims an answer to a phrase: no surrounding quotes, no full stop at the end. */
function phrase(answer: string): string {
  return answer
    .trim()
    .replace(/^["“‘']+|["”’']+$/g, '')
    .replace(/[\s.!]+$/, '')
    .trim();
}

// First words that are safe to lower-case mid-sentence, with every domain keyword ('Patients');
// anything else (a name such as 'Maria', 'NHS') stays as written.
const LOWERABLE = new Set([
  ...DETERMINERS,
  'all',
  'every',
  'each',
  'any',
  'some',
  'most',
  'many',
  'those',
  'these',
  'local',
  'people',
  'everyone',
  'anyone',
  'parent',
  'child',
  'kid',
  'family',
  'customer',
  'client',
  'patient',
  'pupil',
  'student',
  'resident',
  'user',
  'member',
  'neighbour',
  'volunteer',
  'visitor',
  'guest',
  'employee',
  'citizen',
  'someone',
  'older',
  'young',
  'new',
  'small',
]);

function asMidSentence(text: string): string {
  const first = text.split(/\s/, 1)[0] ?? '';
  const word = words(first)[0] ?? '';
  const lowerable = first !== first.toUpperCase() && (LOWERABLE.has(word) || KEYWORD_INDEX.has(word));
  return lowerable ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Who the system serves, as written, without a lead-in such as 'it serves' or 'we help'. */
export function servedPhrase(answer: string): string {
  const text = phrase(answer).replace(
    /^(?:it|we|this(?: system| group| team)?|they)\s+(?:serves?|helps?|is for|are for|exists? for|looks? after|cares? for)\s+/i,
    '',
  );
  return asMidSentence(text);
}

// A loss told as a sentence: 'they would lose …', 'they'd miss …', 'we would not get …'.
const SUBJECT_LEAD =
  /^(?:they|we|people|everyone|families|he|she|you|i|the \w+)\s+(?:would|will|might|could|’d|'d)\s+(?:(?:probably|all|just|really)\s+)?/i;
const SUBJECT_CONTRACTION = /^(?:they|we|you|he|she|i)['’]d\s+(?:(?:probably|all|just|really)\s+)?/i;
const LOSE_LEAD =
  /^(?:lose|losing|miss|missing|go without|be without|no longer have|not have|have no|lack)\s+/i;
const CANNOT_LEAD = /^(?:no longer|not|never|can(?:no|')t|cannot)\s+(?:be able to\s+)?/i;
const NOTHING = /^(?:nothing|not much|none|no idea|don['’]?t know|n\/a)\b/i;
// Verbs that start a 'what they would lose' phrase ('get to work on time'), so it reads 'help them …'.
const VERB_START = new Set([
  'be',
  'feel',
  'get',
  'have',
  'know',
  'find',
  'learn',
  'see',
  'stay',
  'keep',
  'reach',
  'eat',
  'sleep',
  'play',
  'travel',
  'go',
  'make',
  'use',
  'pay',
  'buy',
  'hear',
  'talk',
  'meet',
  'grow',
  'live',
  'work',
  'earn',
  'afford',
  'enjoy',
  'trust',
  'understand',
  'receive',
  'access',
  'ship',
  'deliver',
  'build',
  'fix',
  'run',
  'come',
  'do',
  'visit',
  'save',
  'share',
  'rest',
  'heal',
  'recover',
  'read',
  'write',
  'study',
]);
const GERUND_START = new Set([
  'getting',
  'having',
  'being',
  'knowing',
  'feeling',
  'seeing',
  'finding',
  'learning',
  'keeping',
  'staying',
  'reaching',
  'eating',
  'playing',
  'going',
  'using',
  'meeting',
  'talking',
  'sharing',
  'visiting',
  'reading',
]);

/** The purpose and benefit of a need that protects what the served people would lose. */
export function lossPurpose(answer: string): Pick<NeedSource, 'purpose' | 'benefit'> | undefined {
  let text = phrase(answer);
  if (!text || NOTHING.test(text)) return undefined;
  const told = text.replace(SUBJECT_CONTRACTION, '').replace(SUBJECT_LEAD, '');
  // 'Families would wait months for a hearing': what would happen to them, not what they would lose.
  let consequence = told !== text;
  text = told;
  let verb = false;
  if (LOSE_LEAD.test(text)) {
    text = text.replace(LOSE_LEAD, '');
    consequence = false;
  } else if (CANNOT_LEAD.test(text)) {
    text = text.replace(CANNOT_LEAD, '');
    verb = true;
    consequence = false;
  }
  text = asMidSentence(text);
  if (!text) return undefined;
  if (consequence)
    return { purpose: `make sure they never have to ${text}`, benefit: 'they can count on it every time' };
  const first = (text.split(/\s/, 1)[0] ?? '').toLowerCase();
  if (GERUND_START.has(first))
    return { purpose: `help them keep ${text}`, benefit: 'they can count on it every time' };
  if (verb || VERB_START.has(first))
    return { purpose: `help them ${text}`, benefit: 'they can count on it every time' };
  return { purpose: `give them ${text}`, benefit: 'they never have to go without it' };
}

/**
 * The needs statement from the answers, or undefined when neither who is served nor what they would
 * lose was given. A missing half comes from the domain's own statement, picked whole.
 */
export function answeredNeed(
  answers: GenerateAnswers | undefined,
  domainNeed: NeedSource,
  system: string,
): string | undefined {
  const served = answers?.served ? servedPhrase(answers.served) : '';
  const loss = answers?.loss ? lossPurpose(answers.loss) : undefined;
  if (!served && !loss) return undefined;
  const who = served || domainNeed.who;
  const { purpose, benefit } = loss ?? domainNeed;
  return needSentence(who, system, purpose, benefit);
}

// Words that say when a routine happens, not what it is; they never match it to a knowledge item.
const TIMING = new Set([
  ...TIME_WORDS,
  'every',
  'each',
  'once',
  'twice',
  'regular',
  'we',
  'our',
  'the',
  'a',
  'an',
  'and',
  'of',
  'on',
  'in',
  'at',
  'to',
  'for',
  'with',
  'do',
  'have',
  'hold',
  'run',
]);
const WHEN =
  /\b(?:(?:every|each|once a|twice a) (?:other )?(?:week|day|morning|evening|fortnight|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|weekly|daily|fortnightly|monthly)\b/i;

/** Splits the weekly answer into routines: lines, semicolons, commas and sentences, never 'and'. */
export function splitRoutines(answer: string): string[] {
  return answer
    .split(/[\n\r;•]|,\s+|\.\s+/)
    .map((part) =>
      part
        .replace(/^[\s*\-–—\d.)]+/, '')
        .replace(/[\s.]+$/, '')
        .replace(/^(?:we|i)\s+(?:also\s+)?/i, '')
        .trim(),
    )
    .filter((part) => /[\p{L}\p{N}]{2}/u.test(part));
}

/** A rough stem ('looking' and 'look', 'plans' and 'plan' meet), enough to tell two routines are alike. */
function stem(word: string): string {
  return word.length > 5 ? word.replace(/(?:ing|ed|es|s)$/, '') : word;
}

/** The content words of a routine or item name, stemmed, without words that only say when. */
function contentStems(text: string): string[] {
  return words(text)
    .filter((word) => !TIMING.has(word) && word.length > 2)
    .map(stem);
}

function practicePool(analysis: Analysis): KnowledgeItem[] {
  return [analysis.primary, analysis.secondary, GENERIC_DOMAIN, ...SIGNALS].flatMap(
    (source) => source?.items.practices ?? [],
  );
}

/**
 * The knowledge practice a routine is an instance of: every content word of the item's name is in
 * the routine, or at least two are. Tags are too loose to call two routines the same.
 */
function matchingPractice(routine: string, analysis: Analysis): KnowledgeItem | undefined {
  const terms = new Set(contentStems(routine));
  if (terms.size === 0) return undefined;
  for (const item of practicePool(analysis)) {
    const content = contentStems(item.name);
    const hits = content.filter((word) => terms.has(word)).length;
    if (hits >= 2 || (hits > 0 && hits === content.length)) return item;
  }
  return undefined;
}

/** Names of knowledge practices that share a content word with the user's routines: the map should not say the same thing twice. */
export function coveredPractices(routines: readonly string[], analysis: Analysis): string[] {
  const terms = new Set(routines.flatMap((routine) => contentStems(itemName(routine))));
  return practicePool(analysis)
    .filter((item) => contentStems(item.name).some((word) => terms.has(word)))
    .map((item) => item.name);
}

// What common routines are for, when no knowledge item names them.
const ROUTINE_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:plan|plans|planning)\b/i,
    'the group agrees what comes first and who does it, before the week fills up',
  ],
  [
    /\b(?:check[ -]?ins?|huddles?|stand[ -]?ups?|catch[ -]?ups?|meetings?|sync|get[ -]together)\b/i,
    'a short get-together to share what is happening and what is stuck',
  ],
  [
    /\b(?:review|reviews|retro|retrospective|look(?:ing)? back|reflect\w*)\b/i,
    'a look back at what went well and what to change next time',
  ],
  [
    /\b(?:meal|dinner|lunch|breakfast|supper|cook|cooking|bake|baking)\b/i,
    'time around food that keeps everyone in touch with what is going on',
  ],
  [
    /\b(?:clean|cleaning|tidy|tidying|chores?|laundry|wash|washing)\b/i,
    'the shared jobs get done by everyone, not by whoever minds most',
  ],
  [/\b(?:call|calls|phone|ring|video)\b/i, 'a regular call so nobody is left out of what is happening'],
  [
    /\b(?:walk|walks|visit|visits|round|rounds|inspection|patrol|tour)\b/i,
    'going to see for yourselves how things really are, rather than hearing about it',
  ],
  [
    // Orders bought, not orders a court or a manager issues.
    /\b(?:shop|shopping|(?<!\b(?:issue|issues|issuing|court|make|makes|making|draft|drafting)\s)orders?|stock|delivery|deliveries)\b/i,
    'what is needed is bought or ordered before it runs out',
  ],
  [
    /\b(?:budget|money|accounts|bills|pay|payroll|invoices?)\b/i,
    'a look at the money so there are no surprises at the end of the month',
  ],
  [
    /\b(?:train|training|practice|rehearsal|lesson|lessons|class)\b/i,
    'time set aside to build skills, so the work gets easier and safer',
  ],
  [/\b(?:newsletter|update|email|post|notes)\b/i, 'a short written update so everyone knows the same things'],
  [
    /\b(?:rota|schedule|roster)\b/i,
    'who does what and when is agreed in advance, so nothing is missed and nobody carries it all',
  ],
  [
    /\b(?:celebrat\w*|cake|drinks|social|party)\b/i,
    'time together that is not about the work, which makes the hard weeks easier',
  ],
];

/** A one-sentence detail for a routine the user named: the knowledge base's, a kind's, or one built from when it happens. */
export function routineDetail(routine: string, analysis: Analysis): string {
  const known = matchingPractice(routine, analysis);
  if (known?.detail) return known.detail;
  const kind = ROUTINE_KINDS.find(([pattern]) => pattern.test(routine));
  if (kind) return kind[1];
  const when = WHEN.exec(routine)?.[0].toLowerCase();
  return `${when ? `kept ${when}` : 'kept regularly'}, so everyone knows when it happens and can plan around it`;
}

/** Practices from the weekly answer, in the user's words, each with a real detail; at most three. */
export function routinePractices(answers: GenerateAnswers | undefined, analysis: Analysis): string[] {
  if (!answers?.weekly) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const routine of splitRoutines(answers.weekly)) {
    const own = itemDetail(routine);
    const name = clipWords(capitalise(own ? itemName(routine) : routine), MAX_ROUTINE_NAME);
    const key = nameKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    const item = formatItem(name, own || routineDetail(routine, analysis));
    out.push(clipWords(item, MAP_LIMITS.item));
    if (out.length >= MAX_ROUTINES) break;
  }
  return out;
}

/** The statement a domain would give, picked whole by the seed. */
export function domainNeed(analysis: Analysis): NeedSource {
  // A guessed domain's own need would state another domain's purpose: the guess speaks of the boundary's things.
  return guessedNeed(analysis) ?? pick(analysis.primary.needs, analysis.seed, 'need');
}
