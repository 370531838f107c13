import { lemmaOf } from './lexicon';
import { BEFORE_VERB, COPULAS, DETERMINERS } from './subjectWords';

// Where a word of a sentence stands: what people do or how things are, rather than a thing they handle.

/** True when the word at i stands where a verb does, or says what state something is in ('the kitchen is a disaster'). */
export function verbOrState(raw: readonly string[], i: number, beforeObject: ReadonlySet<string>): boolean {
  const before = raw[i - 1] ?? '';
  if (BEFORE_VERB.has(before) || COPULAS.has(before)) return true;
  // Before 'ones', a word says which ('the quiet ones').
  if (raw[i + 1] === 'ones') return true;
  // After a noun and before what it acts on, a word is what the noun does: 'every release breaks
  // something', 'students cancel their appointments' ('in the kitchen, the rota…' has a comma between).
  if (before !== '' && !OPENS_NOUN.has(before) && beforeObject.has(raw[i] ?? '')) return true;
  // Between a plural and a particle, a word is what the many do: 'meetings drag on', 'parcels go out'.
  const lemma = lemmaOf(before);
  if (PARTICLES.has(raw[i + 1] ?? '') && lemma !== undefined && lemma !== before && /s$/.test(before))
    return true;
  return (
    (before === 'a' || before === 'an' || before === 'total' || before === 'complete') &&
    raw.slice(Math.max(0, i - 3), i - 1).some((word) => COPULAS.has(word))
  );
}

// Words before a noun: after one, a word is a noun, not a verb ('the break', 'at lunch', 'three kids').
const OPENS_NOUN = new Set([
  ...DETERMINERS,
  'every',
  'each',
  'this',
  'these',
  'those',
  'some',
  'any',
  'no',
  'in',
  'at',
  'on',
  'for',
  'with',
  'of',
  'to',
  'from',
  'by',
  'into',
  'about',
  'two',
  'three',
  'four',
  'five',
  'six',
  'many',
  'few',
  'several',
  'both',
  'all',
]);
// Words that open what a verb acts on.
const OBJECT_OPENERS = new Set([
  ...DETERMINERS,
  'every',
  'each',
  'something',
  'everything',
  'nothing',
  'them',
  'us',
  'it',
  'me',
  'him',
]);

const PARTICLES = new Set([
  'on',
  'up',
  'out',
  'off',
  'down',
  'over',
  'back',
  'away',
  'apart',
  'through',
  'late',
]);

// A word, then a space and what a verb acts on ('breaks the', 'cancel their'); no comma between.
const BEFORE_OBJECT = new RegExp(
  `(?<![\\p{L}])\\p{L}+(?= (?:${[...OBJECT_OPENERS].join('|')})(?![\\p{L}]))`,
  'gu',
);

/** The words of a text written right before what a verb acts on: read once, asked of every word. */
export function wordsBeforeObject(text: string): ReadonlySet<string> {
  return new Set(text.match(BEFORE_OBJECT) ?? []);
}
