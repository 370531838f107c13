import { ANCHOR_INDEX, KEYWORD_INDEX } from './knowledge';
import { AMBIGUOUS_WORDS, DISTINCT_KEYWORD } from './evidence';
import { hypernymChain, lemmaOf, nounWithin, sensesOf } from './lexicon';
import { isGroupVerbAt, normaliseWord, termSet, TIME_WORDS } from './text';
import { AMBIGUOUS_HEADS, GENERIC_HEADS, ADJECTIVES, isAmbiguousTitle, SKIP, VAGUE } from './routeWords';
import { describingVerb, isKeyword, isNounWord, isPerson, mainPhrase } from './mainPhrase';
import type { Domain } from './types';
import { afterList, tagLast, teamLast, writerLast } from './problemFirst';
import { AUXILIARIES, dropSubject, makesNothing, verbStem } from './sentence';
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

// Bodies people belong to, which their members' trade does not name.
const MEMBERSHIP_BODIES = new Set(['association', 'society', 'guild', 'federation']);

const SERVICE_VEHICLES = new Set(['bus', 'truck', 'lorry', 'trailer']);

// Care that goes round in a vehicle: a 'dental bus' is a clinic, a 'regional bus' is transport.
const CARE_ADJECTIVES = new Set(['dental', 'medical', 'veterinary', 'clinical', 'optical', 'health']);

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
      // 'Dental bus', as 'dental van': the vehicle care goes round in ('school bus' carries pupils).
      (SERVICE_VEHICLES.has(word) &&
        words.slice(Math.max(0, i - 2), i).some((w) => CARE_ADJECTIVES.has(normaliseWord(w)))) ||
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
      // 'Model railway society', 'camera society': a body of members, whatever they share; but a pair
      // a domain names ('building society', 'burial society') is that domain's.
      (isPerson((words[i - 1] ?? '').replace(/['’]$/, '')) ||
        !isKeyword(`${normaliseWord(words[i - 1] ?? '')} ${normaliseWord(words[i] ?? '')}`))
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

/** True when the boundary writes two words joined by a hyphen ('two-person'). */
function hyphenated(boundary: string, first: string, second: string | undefined): boolean {
  return second !== undefined && !SKIP.has(second) && boundary.toLowerCase().includes(`${first}-${second}`);
}

const RELATIVES = new Set(['that', 'which', 'who']);
const STANDING = new Set(['alone', 'responsible', 'new', 'here', 'still', 'also', 'now', 'just']);
const KEPT_STATES = new Set(['clean', 'tidy', 'safe', 'secure', 'running', 'open', 'warm', 'dry', 'stocked']);

/** Reads the head, the modifiers and the lexicon's evidence from a boundary. */
export function readBoundary(boundary: string): BoundaryReading {
  // The first clause names the system; when it holds no noun ('Me, my partner and our twins'), the
  // next one that does.
  const clauses = boundary.split(/[,;:()\n–—]|\s-\s/);
  const clause =
    teamLast(boundary) ??
    writerLast(boundary) ??
    tagLast(boundary) ??
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
  // 'We keep the district headquarters clean and running': the state it is kept in is not its name.
  if (verb === 'keep') {
    const state = main.findIndex((word, i) => i > 0 && KEPT_STATES.has(word));
    if (state > 0) main = main.slice(0, state);
  }
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
  // A title held in a workplace many fields have ('practice manager at a vet clinic') is no distinct
  // word: the place it is held in is the system.
  const distinctLead = [...leadTerms].some(
    (term) =>
      !isAmbiguousTitle(term) &&
      (KEYWORD_INDEX.get(term) ?? []).some(([, weight]) => weight >= DISTINCT_KEYWORD),
  );
  let groupName: string | undefined;
  if (index < 0 && rest.length && !distinctLead) {
    const group = main.filter((word, i) => !(i === 0 && SKIP.has(word)));
    // 'I am alone in HR…', 'I am responsible for maintenance…': how the writer stands names no group.
    if (!group.every((word) => STANDING.has(word))) groupName = group.join(' ');
    ({ main } = mainPhrase(rest));
    rest = [];
    index = findHead(main);
    for (const term of termSet(main.join(' '))) leadTerms.add(term);
  }
  // 'Apple orchard and cider press': each joined noun phrase has a head; the last one leads.
  const heads = [index];
  main.forEach((word, i) => {
    // 'Forklift and warehouse safety courses': one word before a longer phrase qualifies its head.
    const qualifies = i === 1 && index - i > 2;
    if ((word === 'and' || word === '&') && i > 0 && i < index && !qualifies) {
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
    const glossWords = (gloss ?? '').toLowerCase().match(RAW_WORD) ?? [];
    for (const [i, word] of glossWords.entries()) {
      const noun = lemmaOf(word);
      if (!noun || VAGUE.has(noun) || noun === head || noun.length < 3 || SKIP.has(noun)) continue;
      // 'the office that serves as…': after 'that', 'which' or 'who' comes a verb.
      if (RELATIVES.has(glossWords[i - 1] ?? '')) continue;
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
    // 'Two-person indie game studio' keeps its count: the hyphen makes it part of a word.
    mainPhrase: main
      .filter((word, i) => !(i === 0 && SKIP.has(word) && !hyphenated(boundary, word, main[1])))
      .join(' '),
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
