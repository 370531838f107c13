import { ANCHOR_INDEX, KEYWORD_INDEX } from './knowledge';
import { AMBIGUOUS_WORDS, DISTINCT_KEYWORD } from './evidence';
import { firstSenseUnder, hypernymChain, lemmaOf, nounWithin, sensesOf } from './lexicon';
import { isGroupVerb, isGroupVerbAt, normaliseWord, termSet, TIME_WORDS } from './text';
import { AMBIGUOUS_HEADS, GENERIC_HEADS, BREAKS, ADJECTIVES, SKIP, VAGUE } from './routeWords';
import { CLAUSE_STARTS } from './clauses';
import type { Domain } from './types';
import { afterList, teamLast, writerLast } from './problemFirst';
import { AUXILIARIES, dropSubject, gerundTerm, makesNothing, verbStem } from './sentence';
import type { Words } from './sentence';

export { isGroupNoun } from './routeWords';

// Reads a boundary the way a person would: the head noun of its main phrase names the system
// ('municipal library branch' is a library; 'branch' says nothing), the modifiers come after. Words
// no domain lists are walked up their WordNet hypernyms to the first domain anchor ('vineyard' →
// farm, 'choir' → musical group), and the head's gloss lends its nouns ('hangar: a large structure
// at an airport').

// A group noun whose keyword weighs this much names the work of the people it counts ('consultants').
const WORKER_KEYWORD = 4;

// How far up the hypernyms a noun is walked ('goat' → bovid → … sits nine steps below animal).
const MAX_DEPTH = 8;
// A second sense that alone reaches an anchor is nearly as good as a first.
const SOLE_SENSE = 0.6;

/** What the boundary's wording says, read before scoring. */
export interface BoundaryReading {
  /** The head noun (normalised), when the main phrase has one that is not generic. */
  readonly head?: string;
  /** The head as the user wrote it, with a compound's first word when the pair is one noun ('fire station'). */
  readonly headPhrase?: string;
  /** Terms of the boundary that contain the head: scored above modifiers. */
  readonly headTerms: ReadonlySet<string>;
  /** Anchor hits from the lexicon: [anchor, weight factor], head first. */
  readonly lexiconHits: ReadonlyArray<readonly [string, number]>;
  /** Nouns of the head's gloss that name its subject ('hangar' → airport, aircraft). */
  readonly glossNouns: readonly string[];
  /** The head's short gloss, when the lexicon has one. */
  readonly gloss?: string;
  /** Other nouns of the main phrase that are not generic (the modifiers that are nouns). */
  readonly modifiers: readonly string[];
  /** The main phrase as written, lower case, without a leading determiner ('municipal library branch'). */
  readonly mainPhrase: string;
  /** The group nouns the boundary opened with when the head lay after them ('foundation' in 'foundation funding arts projects'): the system's own name. */
  readonly groupName?: string;
  /** Normalised words and word runs of the main phrase, and of the phrase that gave the head when the main one was all generic ('professional association for nurses'). */
  readonly leadTerms: ReadonlySet<string>;
  /** What the people do, when a sentence says it with a verb after its subject ('I fix phones' → fix). */
  readonly verb?: string;
  /** Words and word runs of the people a sentence says act ('me and my sister'): no evidence of the system. */
  readonly subjectTerms: ReadonlySet<string>;
}

const RAW_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
// Words joined by hyphens ('out-of-hours', 'wi-fi'), read as one group before they are split.
const HYPHENATED = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:-[\p{L}\p{N}]+(?:['’][\p{L}]+)?)*/gu;

function isKeyword(term: string): boolean {
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
  const groupNext = next !== undefined && GENERIC_HEADS.has(normaliseWord(next)) && !endsOnThing(raw, i + 2);
  if (i === 0 || !word.endsWith('ing') || word.length < 6 || groupNext || ING_NOUNS.has(word)) return false;
  // 'Crop spraying pilots': a thing, the work done on it, then the people who do it, is one noun.
  if (workersNext(raw, i)) return false;
  // 'Office cleaning', 'event catering': a trade a domain names is one noun, whatever comes before.
  if (isKeyword(`${normaliseWord(raw[i - 1] ?? '')} ${word}`)) return false;
  // 'Cabin crew training academy': a word in -ing that a domain lists with the noun after it is that noun's modifier.
  if (next !== undefined && isKeyword(`${word} ${normaliseWord(next)}`)) return false;
  if (GENERIC_HEADS.has(normaliseWord(raw[i - 1] ?? ''))) return true;
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

/** True when the word at i is a thing (not people, a group or an act) that ends the phrase. */
function endsOnThing(raw: readonly string[], i: number): boolean {
  const word = raw[i];
  const next = raw[i + 1];
  if (word === undefined || word.length < 4 || (next !== undefined && !BREAKS.has(next))) return false;
  const noun = normaliseWord(word);
  return !word.endsWith('ing') && !GENERIC_HEADS.has(noun) && !isPerson(word) && lemmaOf(word) !== undefined;
}

/**
 * The verb of the description that starts at i, a word in -ing or the verb after 'who' or 'that',
 * when its -ing form names a domain's work ('volunteering', 'consulting').
 */
function describingVerb(raw: readonly string[], i: number): string | undefined {
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
function mainPhrase(
  raw: readonly string[],
  joined: ReadonlySet<number> = new Set(),
): { main: string[]; rest: string[] } {
  // A word joined by a hyphen to the one before ('out-of-hours') never starts a description.
  const at = raw.findIndex(
    (word, i) =>
      i > 0 &&
      !joined.has(i) &&
      // 'The hospital's in-house design team': a word a hyphen joins to the next is part of a noun.
      ((BREAKS.has(word) && !joined.has(i + 1)) ||
        (word === 'run' && (raw[i + 1] === 'by' || (raw[i + 1] === 'out' && raw[i + 2] === 'of'))) ||
        // 'A trawler out of Brixham'; 'a quarry owned by a cement works'.
        (word === 'out' && raw[i + 1] === 'of') ||
        ((/^\p{L}{3,}ed$/u.test(word) || word === 'used') && raw[i + 1] === 'by') ||
        // '…the intro course and half the freshmen never show up', '…six rental flats and managing
        // repairs…': a new clause.
        (word === 'and' && (CLAUSE_STARTS.has(raw[i + 1] ?? '') || verbAndObject(raw, i + 1))) ||
        // 'Calls are stacking up': the phrase's own verb.
        AUXILIARIES.has(word) ||
        startsDescription(raw, i) ||
        isGroupVerbAt(raw, i) ||
        // 'Our studio of architects makes houses': people, then what their group does.
        (isGroupVerb(word) && pluralPeople(raw[i - 1] ?? ''))),
  );
  return at < 0 ? { main: [...raw], rest: [] } : { main: raw.slice(0, at), rest: raw.slice(at + 1) };
}

function pluralPeople(word: string): boolean {
  const lemma = lemmaOf(word);
  return lemma !== undefined && lemma !== word && isPerson(lemma);
}

/** True when a word is a noun the lexicon knows, or a keyword, and not a word of no subject ('my'). */
function isNounWord(word: string): boolean {
  return (
    !SKIP.has(word) && word.length > 2 && (lemmaOf(word) !== undefined || isKeyword(normaliseWord(word)))
  );
}

const INDIVIDUAL = new Set(['individual']);

/** True when the lexicon's first sense of a noun is a person ('consultants'), not a place or body ('clinic'). */
function isPerson(word: string): boolean {
  return firstSenseUnder(word, INDIVIDUAL);
}

// Bodies people belong to, which their members' trade does not name.
const MEMBERSHIP_BODIES = new Set(['association', 'society', 'guild', 'federation']);

/** The rightmost word of a phrase that could name the system: not generic, not a number or determiner. */
function findHead(words: readonly string[]): number {
  const candidate = (i: number): boolean => {
    const word = normaliseWord(words[i] ?? '');
    const lemma = lemmaOf(words[i] ?? '') ?? word;
    return !(
      GENERIC_HEADS.has(word) ||
      GENERIC_HEADS.has(lemma) ||
      SKIP.has(word) ||
      // 'Night shift', 'weekend crew': when, not what.
      TIME_WORDS.has(word) ||
      /^\d/.test(word) ||
      (word.length < 3 && !(word.length === 2 && isKeyword(word) && !SKIP.has(word)))
    );
  };
  // Nouns and keywords first; an adjective a domain lists ('industrial', 'municipal') only when nothing else is left.
  const named = (i: number): boolean =>
    lemmaOf(words[i] ?? '') !== undefined ||
    isKeyword(normaliseWord(words[i] ?? '')) ||
    nounWithin(words[i] ?? '') !== undefined;
  // A group noun that WordNet knows as one noun with the word before it ('string quartet', 'fire
  // brigade') heads the phrase: the pair names the system.
  const last = words.length - 1;
  const lastWord = normaliseWord(words[last] ?? '');
  const before = normaliseWord(words[last - 1] ?? '');
  if (
    last > 0 &&
    GENERIC_HEADS.has(lemmaOf(words[last] ?? '') ?? lastWord) &&
    // 'Night shift', 'day shift' say when people work, not what the system is.
    lastWord !== 'shift' &&
    !isKeyword(before) &&
    !isKeyword(`${before} ${lastWord}`) &&
    lemmaOf(`${words[last - 1]} ${words[last]}`)
  )
    return last;
  // 'Farmers' association', 'potters' guild', 'taxi owners' association committee': a body named by the
  // people who belong to it is that body; their trade says who the members are, not what it does.
  for (let i = last; i > 0; i--) {
    if (
      !GENERIC_HEADS.has(normaliseWord(words[i] ?? '')) &&
      !MEMBERSHIP_BODIES.has(normaliseWord(words[i] ?? ''))
    )
      break;
    if (
      MEMBERSHIP_BODIES.has(normaliseWord(words[i] ?? '')) &&
      isPerson((words[i - 1] ?? '').replace(/['’]$/, ''))
    )
      return i;
  }
  // A last word that says who works and names their work distinctly ('church growth consultants',
  // 'hospital ward volunteers') heads the phrase: what comes before is whom or what they work for.
  if (
    last > 0 &&
    !AMBIGUOUS_HEADS.has(lastWord) &&
    (KEYWORD_INDEX.get(lastWord) ?? []).some(([, weight]) => weight >= WORKER_KEYWORD) &&
    isPerson(words[last] ?? '')
  )
    return last;
  for (let i = words.length - 1; i >= 0; i--)
    if (candidate(i) && named(i) && !ADJECTIVES.has(words[i] ?? '')) return i;
  for (let i = words.length - 1; i >= 0; i--) if (candidate(i) && named(i)) return i;
  // All group nouns: the rightmost one a domain names distinctly heads ('freelance HR consultant').
  for (let i = words.length - 1; i >= 0; i--) {
    const word = normaliseWord(words[i] ?? '');
    if (
      (KEYWORD_INDEX.get(word) ?? []).some(([, weight]) => weight >= DISTINCT_KEYWORD) &&
      !AMBIGUOUS_HEADS.has(word)
    )
      return i;
  }
  return -1;
}

/**
 * The first anchor above a noun's senses, with the factor its depth and sense order allow. The sense
 * whose chain reaches an anchor is the one meant: a second sense counts half beside a first that
 * reaches one, and nearly in full when the first reaches none ('lettuce' is money first, greens second).
 */
function walk(noun: string, factor: number, into: Array<readonly [string, number]>): void {
  const found: Array<readonly [string, number]> = [];
  const senses = sensesOf(noun);
  (senses.length ? senses : sensesOf(nounWithin(noun) ?? '')).slice(0, 2).forEach((sense, order) => {
    const chain = hypernymChain(sense);
    for (let depth = 0; depth < chain.length && depth < MAX_DEPTH; depth++) {
      const hit = chain[depth]?.words.find((word) => ANCHOR_INDEX.has(word));
      if (hit) {
        found[order] = [hit, factor * 0.85 ** depth];
        return;
      }
    }
  });
  const [first, second] = found;
  if (first) into.push(first);
  if (second) into.push([second[0], second[1] * (first ? 0.5 : SOLE_SENSE)]);
}

/** Reads the head, the modifiers and the lexicon's evidence from a boundary. */
export function readBoundary(boundary: string): BoundaryReading {
  // The first clause names the system; when it holds no noun ('Me, my partner and our twins'), the
  // next one that does.
  const clauses = boundary.split(/[,;:()\n–—]|\s-\s/);
  const clause =
    teamLast(boundary) ??
    writerLast(boundary) ??
    afterList(clauses) ??
    clauses.find((part) => (part.toLowerCase().match(RAW_WORD) ?? []).some((word) => isNounWord(word))) ??
    clauses[0] ??
    boundary;
  const words: Words = { raw: [], joined: new Set<number>() };
  for (const group of clause.toLowerCase().match(HYPHENATED) ?? []) {
    (group.match(RAW_WORD) ?? []).forEach((word, i) => {
      if (i > 0) words.joined.add(words.raw.length);
      words.raw.push(word.replace(/['’]s$/, ''));
    });
  }
  const written = words.raw;
  let verb = dropSubject(words);
  const { raw, joined } = words;
  // The kin or crowd a sentence starts with is who acts ('me and my husband cook for the guests').
  const subjectTerms = /^(?:me|i|my|our)$/.test(written[0] ?? '')
    ? termSet(written.slice(0, written.length - raw.length - (verb ? 1 : 0)).join(' '))
    : new Set<string>();
  let { main, rest } = mainPhrase(raw, joined);
  // 'Our team patrols building sites': the verb after a group's own name is what its people do.
  if (
    isGroupVerbAt(raw, main.length) &&
    !makesNothing(verbStem(raw[main.length] ?? ''), raw[main.length + 1])
  )
    verb = raw[main.length];
  // 'Marshals volunteering at a marathon', 'ex-nurses who consult to care homes': with no verb of
  // its own, a sentence says what its people do in the words that describe the main phrase.
  // Not when the main phrase is all group nouns: then the description is the system ('foundation
  // stewarding open source projects' is no event stewarding).
  const described = describingVerb(raw, main.length);
  const leadTerms = termSet(main.join(' '));
  let index = findHead(main);
  // 'Volunteers that clean the beach': volunteers doing the work are volunteering, whatever the work is.
  if (
    index >= 0 &&
    (verb === undefined || AUXILIARIES.has(verb)) &&
    normaliseWord(main[index] ?? '') !== 'volunteer'
  )
    verb = described ?? verb;
  // 'Crew of a cargo ship': when the main phrase is all generic, the head is in what follows; but
  // 'management consultants advising police forces' are consultants, a word a domain names distinctly.
  const distinctLead = [...leadTerms].some((term) =>
    (KEYWORD_INDEX.get(term) ?? []).some(([, weight]) => weight >= DISTINCT_KEYWORD),
  );
  let groupName: string | undefined;
  if (index < 0 && rest.length && !distinctLead) {
    groupName = main.filter((word, i) => !(i === 0 && SKIP.has(word))).join(' ');
    ({ main } = mainPhrase(rest));
    rest = [];
    index = findHead(main);
    for (const term of termSet(main.join(' '))) leadTerms.add(term);
  }
  // 'Apple orchard and cider press': each joined noun phrase has a head; the last one leads.
  const heads = [index];
  main.forEach((word, i) => {
    if ((word === 'and' || word === '&') && i > 0 && i < index) {
      const other = findHead(main.slice(0, i));
      if (other >= 0) heads.push(other);
    }
  });
  const headRaw = index >= 0 ? main[index] : undefined;
  const head = headRaw ? normaliseWord(headRaw) : undefined;
  const previous = index > 0 ? main[index - 1] : undefined;
  const compound = previous && headRaw ? `${previous} ${headRaw}` : undefined;
  const compoundKnown =
    compound && (isKeyword(`${normaliseWord(previous ?? '')} ${head}`) || lemmaOf(compound));
  const headPhrase = compoundKnown ? compound : headRaw;
  const headTerms = new Set<string>();
  if (head) {
    const norm = main.map(normaliseWord);
    for (let i = 0; i < norm.length; i++) {
      for (let n = 1; n <= 3 && i + n <= norm.length; n++) {
        const span = norm.slice(i, i + n);
        if (heads.some((at) => i <= at && at < i + n) && !span.includes('and')) headTerms.add(span.join(' '));
      }
    }
    // 'Volunteer tutors', 'museum volunteer guides': volunteers doing the work are volunteering,
    // whatever the work is.
    if (norm[index - 1] === 'volunteer') headTerms.add('volunteer');
  }
  const lexiconHits: Array<readonly [string, number]> = [];
  // A pair WordNet knows as one noun that no domain lists ('credit union', 'string quartet') means
  // what the pair means, not what its last word does: when the pair reaches an anchor, that is the
  // head's evidence, and the last word alone counts only as a modifier would.
  if (compound && head && !isKeyword(`${normaliseWord(previous ?? '')} ${head}`) && lemmaOf(compound)) {
    walk(compound, 1, lexiconHits);
    if (lexiconHits.length) headTerms.delete(head);
  }
  let gloss: string | undefined;
  const glossNouns: string[] = [];
  const modifiers = main
    .filter(
      (word, i) =>
        !heads.includes(i) && !GENERIC_HEADS.has(normaliseWord(word)) && !SKIP.has(word) && word.length > 2,
    )
    .filter((word) => lemmaOf(word) !== undefined || isKeyword(normaliseWord(word)));
  if (headRaw && head) {
    const directly = lexiconHits.length > 0 || [...headTerms].some(isKeyword);
    if (!directly) {
      if (compoundKnown && compound) walk(compound, 0.9, lexiconHits);
      walk(headRaw, 0.9, lexiconHits);
      for (const at of heads.slice(1)) walk(main[at] ?? '', 1, lexiconHits);
    }
    const sense = (compoundKnown && compound ? sensesOf(compound)[0] : undefined) ?? sensesOf(headRaw)[0];
    gloss = sense?.gloss;
    for (const word of (gloss ?? '').toLowerCase().match(RAW_WORD) ?? []) {
      const noun = lemmaOf(word);
      if (!noun || VAGUE.has(noun) || noun === head || noun.length < 3 || SKIP.has(noun)) continue;
      glossNouns.push(noun);
      if (!directly && isKeyword(normaliseWord(noun))) lexiconHits.push([normaliseWord(noun), 0.6]);
    }
    // A head some domain names directly may mean something else in WordNet ('retrospective' is also
    // an exhibition): its gloss then lends no nouns.
    if (directly) glossNouns.length = 0;
    // A head that says only who works ('sausage maker', 'lobster boat'): what the modifiers name
    // places it, for less.
    if (!directly && lexiconHits.length === 0)
      for (const word of modifiers) if (!isKeyword(normaliseWord(word))) walk(word, 0.6, lexiconHits);
  }
  return {
    ...(head ? { head } : {}),
    ...(headPhrase ? { headPhrase } : {}),
    headTerms,
    lexiconHits,
    glossNouns,
    ...(gloss ? { gloss } : {}),
    modifiers,
    leadTerms,
    mainPhrase: main.filter((word, i) => !(i === 0 && SKIP.has(word))).join(' '),
    ...(groupName ? { groupName } : {}),
    ...(verb ? { verb: verbStem(verb) } : {}),
    subjectTerms,
  };
}

/**
 * Lexicon evidence from every noun of a boundary, for a boundary whose head places it nowhere
 * ('crisis team for adults with psychosis': psychosis is a mental disorder): each noun's first
 * anchor, at `factor`. Generic group nouns and vague words are skipped.
 */
export function nounEvidence(boundary: string, factor: number): Array<readonly [string, number]> {
  const hits: Array<readonly [string, number]> = [];
  const seen = new Set<string>();
  for (const word of boundary.toLowerCase().match(RAW_WORD) ?? []) {
    const noun = lemmaOf(word);
    if (!noun || seen.has(noun) || noun.length < 4 || SKIP.has(word) || VAGUE.has(noun)) continue;
    // Group nouns and words that name many kinds of system ('sell', 'service') place nothing.
    if (GENERIC_HEADS.has(normaliseWord(word)) || AMBIGUOUS_WORDS.has(normaliseWord(word))) continue;
    seen.add(noun);
    walk(word, factor, hits);
  }
  return hits;
}

/** Domains a set of terms is keyword evidence for. */
export function domainsOf(terms: Iterable<string>): Set<Domain> {
  const out = new Set<Domain>();
  for (const term of terms) for (const [domain] of KEYWORD_INDEX.get(term) ?? []) out.add(domain);
  for (const term of terms) for (const [domain] of ANCHOR_INDEX.get(term) ?? []) out.add(domain);
  return out;
}
