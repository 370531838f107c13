import { KEYWORD_INDEX } from './knowledge';
import { firstSenseUnder, lemmaOf } from './lexicon';
import { isGroupVerb, isGroupVerbAt, normaliseWord } from './text';
import { ADJECTIVES, BREAKS, GENERIC_HEADS, SKIP } from './routeWords';
import { CLAUSE_STARTS, CLAUSE_WORDS, RUN_ON } from './clauses';
import { AUXILIARIES, gerundTerm, verbStem } from './sentence';

// Where the phrase that names the system ends: at a clause, a description ('…making school desks'),
// the phrase's own verb, or people and what they do.

export function isKeyword(term: string): boolean {
  return KEYWORD_INDEX.has(term);
}

// Words in -ing that name a trade's goods or a sector before a noun ('student housing lettings',
// 'event catering van'), not what the phrase before them does.
const ING_NOUNS = new Set([
  'consulting',
  'accounting',
  'bookkeeping',
  'marketing',
  'advertising',
  'publishing',
  'printing',
  'staffing',
  'landscaping',
  'trucking',
  'housing',
  'clothing',
  'catering',
  'banking',
  'plumbing',
  'roofing',
  'flooring',
  'fencing',
  'parking',
  'lighting',
  'bedding',
  'seating',
]);

/**
 * True when a word in -ing starts what the phrase before it does: after a group noun ('sales team
 * booking demos'), or after any noun when a word other than a group noun follows ('bakery supplying
 * cafés', 'drivers taking patients'); 'injection moulding plant' and 'data engineering team' are
 * one noun.
 */
function startsDescription(raw: readonly string[], i: number): boolean {
  const word = raw[i] ?? '';
  const next = raw[i + 1];
  // 'Professional cycling team': a group noun after it makes the word in -ing a modifier, unless
  // the group noun is itself a modifier of a noun ('factory making school furniture').
  // A group noun in the plural is what the work is done on ('garage fixing vans'), not its group.
  const groupNext =
    next !== undefined &&
    GENERIC_HEADS.has(normaliseWord(next)) &&
    (normaliseWord(next) === next ||
      PEOPLE_GROUPS.has(normaliseWord(next)) ||
      isPerson(normaliseWord(next))) &&
    !endsOnThing(raw, i + 2, true);
  if (i === 0 || !word.endsWith('ing') || word.length < 6 || groupNext || ING_NOUNS.has(word)) return false;
  // 'Crop spraying pilots': a thing, the work done on it, then the people who do it, is one noun.
  if (workersNext(raw, i)) return false;
  // 'Office cleaning', 'event catering': a trade a domain names is one noun, whatever comes before.
  if (isKeyword(`${normaliseWord(raw[i - 1] ?? '')} ${word}`)) return false;
  // 'Cabin crew training academy': a word in -ing that a domain lists with the noun after it is that noun's modifier.
  if (next !== undefined && isKeyword(`${word} ${normaliseWord(next)}`)) return false;
  if (GENERIC_HEADS.has(normaliseWord(raw[i - 1] ?? ''))) return true;
  // 'Private sewing factory', 'online shopping parcels': after an adjective, the word describes what follows.
  // A domain's own word ('nonprofit funding scholarships') is the noun the description follows.
  if (ADJECTIVES.has(raw[i - 1] ?? '') && !isKeyword(normaliseWord(raw[i - 1] ?? ''))) return false;
  return (
    next !== undefined &&
    // 'Orchard co-op supplying…': the word before may be the end of a hyphenated noun, or a keyword
    // the lexicon does not know ('devs building a booking app').
    (lemmaOf(raw[i - 1] ?? '') !== undefined ||
      lemmaOf(`${raw[i - 2] ?? ''}${raw[i - 1] ?? ''}`) !== undefined ||
      isKeyword(normaliseWord(raw[i - 1] ?? '')))
  );
}

/** True when people who end the phrase follow a word in -ing that follows a thing ('crop spraying pilots'). */
function workersNext(raw: readonly string[], i: number): boolean {
  const before = raw[i - 1] ?? '';
  const next = raw[i + 2];
  return (
    isPerson(raw[i + 1] ?? '') &&
    (next === undefined || BREAKS.has(next)) &&
    lemmaOf(before) !== undefined &&
    !isPerson(before) &&
    !GENERIC_HEADS.has(normaliseWord(before))
  );
}

// Verbs that say little of the work ('my nurses cover the kennels', 'parents keep turning up late'):
// what follows them names the system better than the people before them.
const GENERAL_VERBS = new Set([
  'keep',
  'cover',
  'look',
  'help',
  'have',
  'give',
  'offer',
  'handle',
  'provide',
  'support',
]);

// Groups of people: 'tree planting crews' are crews, whatever they plant.
const PEOPLE_GROUPS = new Set(['team', 'crew', 'squad', 'gang', 'group', 'unit', 'staff']);

/**
 * True when the word at i is a thing (not people, a group or an act) that ends the phrase; with
 * `many`, group nouns in the plural count as things ('making office chairs').
 */
function endsOnThing(raw: readonly string[], i: number, many = false): boolean {
  const word = raw[i];
  const next = raw[i + 1];
  if (word === undefined || word.length < 4 || (next !== undefined && !BREAKS.has(next))) return false;
  const noun = normaliseWord(word);
  return (
    !word.endsWith('ing') &&
    (!GENERIC_HEADS.has(noun) || (many && noun !== word && !PEOPLE_GROUPS.has(noun))) &&
    !isPerson(word) &&
    lemmaOf(word) !== undefined
  );
}

/**
 * The verb of the description that starts at i, a word in -ing or the verb after 'who' or 'that',
 * when its -ing form names a domain's work ('volunteering', 'consulting').
 */
export function describingVerb(raw: readonly string[], i: number): string | undefined {
  const word = raw[i];
  if (word === undefined || i === 0) return undefined;
  const next = raw[i + 1] ?? '';
  // 'Who are training to…': the verb is the -ing form after the auxiliary; but 'potty training is
  // taking over…' is a noun in -ing with its own verb, describing nothing.
  const verb = /^\p{L}{3,}ing$/u.test(word)
    ? AUXILIARIES.has(next)
      ? undefined
      : word
    : word === 'who' || word === 'that'
      ? AUXILIARIES.has(next)
        ? raw[i + 2]
        : next
      : undefined;
  if (verb === undefined || raw.length <= i + 2) return undefined;
  return gerundTerm(verbStem(verb)) === undefined ? undefined : verb;
}

/** True when a word in -ing at i is followed by its object, not the group noun it qualifies ('cleaning team'). */
function verbAndObject(raw: readonly string[], i: number): boolean {
  const word = raw[i] ?? '';
  const next = raw[i + 1];
  // 'Waste and recycling collection service': a noun run that ends in a group noun is one phrase.
  const groupAfter = raw.slice(i + 1, i + 3).some((later) => GENERIC_HEADS.has(normaliseWord(later)));
  return /^\p{L}{3,}ing$/u.test(word) && next !== undefined && !groupAfter;
}

/** The main phrase of a boundary: its first clause up to the first word that starts a description. */
export function mainPhrase(
  raw: readonly string[],
  joined: ReadonlySet<number> = new Set(),
): { main: string[]; rest: string[] } {
  // A word joined by a hyphen to the one before ('out-of-hours') never starts a description.
  const at = raw.findIndex(
    (word, i) =>
      i > 0 &&
      !joined.has(i) &&
      // 'The hospital's in-house design team': a word a hyphen joins to the next is part of a noun.
      ((BREAKS.has(word) && !joined.has(i + 1) && !(word === 'in' && raw[i + 1] === 'house')) ||
        (word === 'run' && (raw[i + 1] === 'by' || (raw[i + 1] === 'out' && raw[i + 2] === 'of'))) ||
        // 'A trawler out of Brixham'; 'a quarry owned by a cement works'.
        (word === 'out' && raw[i + 1] === 'of') ||
        // 'Boat tours round a fishing harbour' ('a milk round' ends on it).
        (word === 'round' && ROUND_OPENS.has(raw[i + 1] ?? '')) ||
        ((/^\p{L}{3,}ed$/u.test(word) || word === 'used') && raw[i + 1] === 'by') ||
        // 'A dispensary attached to a GP practice', 'a clinic based in a church'.
        (/^\p{L}{3,}ed$/u.test(word) && PLACED_AT.has(raw[i + 1] ?? '') && isNounWord(raw[i - 1] ?? '')) ||
        // '…the intro course and half the freshmen never show up', '…six rental flats and managing
        // repairs…': a new clause.
        (word === 'and' && (CLAUSE_STARTS.has(raw[i + 1] ?? '') || verbAndObject(raw, i + 1))) ||
        // 'Calls are stacking up': the phrase's own verb; 'our village has no shop': what it lacks.
        AUXILIARIES.has(word) ||
        // 'Four flats we inherited': who did something to the thing opens a clause about it (not to
        // people: 'the farmers I do books for' are whom the writer works for).
        (CLAUSE_SUBJECTS.has(word) &&
          isNounWord(raw[i - 1] ?? '') &&
          !isPerson(lemmaOf(raw[i - 1] ?? '') ?? '')) ||
        ((word === 'has' || word === 'have') && raw[i + 1] === 'no' && isNounWord(raw[i - 1] ?? '')) ||
        startsDescription(raw, i) ||
        isGroupVerbAt(raw, i) ||
        // 'Our studio of architects makes houses': people, then what their group does.
        // 'Our field reps sell tractors': people, then what they do, in the plural (not people the
        // sentence has run on to: 'a childminder and the parents keep paying late').
        ((isGroupVerb(word) ||
          (word.length > 2 &&
            !GENERAL_VERBS.has(word) &&
            (isGroupVerb(`${word}s`) || isGroupVerb(`${word}es`)))) &&
          pluralPeople(raw[i - 1] ?? '') &&
          (isGroupVerb(word) || !raw.slice(0, i).includes('and'))) ||
        // '…the buses and passengers complain about delays': other people, then what they do.
        (word === 'and' &&
          !isPerson(lemmaOf(raw[i - 1] ?? '') ?? '') &&
          // '…a busy salon and clients keep booking': a plural and a verb a sentence runs on with.
          (peopleThenVerb(raw, i + 1) ||
            (RUN_ON.has(raw[i + 2] ?? '') && pluralNoun(raw[i + 1] ?? '')) ||
            nounsThenVerb(raw, i + 1)))),
  );
  return at < 0 ? { main: [...raw], rest: [] } : { main: raw.slice(0, at), rest: raw.slice(at + 1) };
}

const CLAUSE_SUBJECTS = new Set(['i', 'we', 'they']);

// After a participle, where or to what a thing is placed: 'attached to', 'based in', 'located at'.
const PLACED_AT = new Set(['to', 'in', 'at', 'on', 'inside', 'within', 'near']);

const ROUND_OPENS = new Set(['a', 'an', 'the', 'our', 'my', 'their', 'town', 'city']);

// After a verb, the words that open what it acts on or where it happens ('wait for', 'love the').
const AFTER_VERB = new Set([
  'the',
  'our',
  'my',
  'me',
  'us',
  'them',
  'their',
  'about',
  'for',
  'on',
  'at',
  'to',
  'with',
  'that',
  'when',
]);

/** True when plural people at i are followed by their verb: a word no noun, or one before its object ('wait for'). */
function peopleThenVerb(raw: readonly string[], i: number): boolean {
  return pluralPeople(raw[i] ?? '') && readsAsVerb(raw, i + 1, AFTER_VERB);
}

/** True when the word at `at` reads as a verb: a word that is no noun, or one before one of `before` ('wait for'). */
function readsAsVerb(words: readonly string[], at: number, before: ReadonlySet<string>): boolean {
  const verb = words[at] ?? '';
  return (
    /^\p{L}{3,}$/u.test(verb) &&
    !/(?:s|ing|ed)$/.test(verb) &&
    (lemmaOf(verb) === undefined || before.has(words[at + 1] ?? ''))
  );
}

// After a verb named like a thing, the words that show it is a verb ('renewals sneak up on us').
const AFTER_NOUN_VERB = new Set([...AFTER_VERB, 'up', 'off', 'because']);
// Verbs a sentence runs on with that the lexicon also holds as nouns ('requests get lost', 'schedules
// fall apart', 'residents call five times').
const EVERYDAY_VERBS = new Set([
  'get',
  'come',
  'fall',
  'hold',
  'hit',
  'pile',
  'slip',
  'stay',
  'call',
  'wait',
]);
// Words between a plural and its verb ('members only pay').
const ADVERBS = new Set([
  'only',
  'just',
  'also',
  'still',
  'never',
  'always',
  'often',
  'usually',
  'rarely',
  'sometimes',
]);
// Short words after a plural that are no verb ('phones from a stall', 'claims also…').
const NOT_VERBS = new Set([
  ...CLAUSE_WORDS,
  'and',
  'but',
  'yet',
  'nor',
  'of',
  'into',
  'onto',
  'near',
  'over',
  'under',
  'through',
  'per',
  'via',
  'than',
  'then',
  'very',
  'too',
  'now',
  'here',
  'there',
  'all',
  'both',
  'each',
  'every',
  'some',
  'many',
]);

/**
 * True when the plural at i is followed by its verb: a word that is no noun ('renewals slip'), or one
 * spelt like a thing before what it acts on ('renewals sneak up on us'), never a person or a group
 * ('fixtures secretary for', 'collections team at').
 */
export function pluralThenVerb(words: readonly string[], i: number): boolean {
  const at = ADVERBS.has(words[i + 1] ?? '') ? i + 2 : i + 1;
  const verb = words[at] ?? '';
  const noun = lemmaOf(verb);
  return (
    pluralNoun(words[i] ?? '') &&
    !NOT_VERBS.has(verb) &&
    (EVERYDAY_VERBS.has(verb) ||
      (readsAsVerb(words, at, AFTER_NOUN_VERB) &&
        (noun === undefined || (!isPerson(noun) && !GENERIC_HEADS.has(normaliseWord(noun))))))
  );
}

// How many nouns a clause's subject after 'and' may run to ('and carers' visit rotas fall apart').
const SUBJECT_NOUNS = 3;

/** True when nouns at i, the last plural, are followed by their verb ('…and rehearsal schedules fall apart'). */
function nounsThenVerb(raw: readonly string[], i: number): boolean {
  for (let last = i + 1; last < i + SUBJECT_NOUNS; last++) {
    if (!raw.slice(i, last + 1).every(isNounWord)) return false;
    if (pluralThenVerb(raw, last)) return true;
  }
  return false;
}

function pluralNoun(word: string): boolean {
  const lemma = lemmaOf(word);
  return lemma !== undefined && lemma !== word;
}

function pluralPeople(word: string): boolean {
  const lemma = lemmaOf(word);
  return lemma !== undefined && lemma !== word && isPerson(lemma);
}

/** True when a word is a noun the lexicon knows, or a keyword, and not a word of no subject ('my'). */
export function isNounWord(word: string): boolean {
  return (
    !SKIP.has(word) && word.length > 2 && (lemmaOf(word) !== undefined || isKeyword(normaliseWord(word)))
  );
}

const INDIVIDUAL = new Set(['individual']);

/** True when the lexicon's first sense of a noun is a person ('consultants'), not a place or body ('clinic'). */
export function isPerson(word: string): boolean {
  return firstSenseUnder(word, INDIVIDUAL);
}
