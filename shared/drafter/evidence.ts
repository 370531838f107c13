/**
 * The drafter's confidence rule: when does what the user typed say enough to pick a domain? Kept
 * apart from scoring so the rule reads in one place and is tested on plain numbers.
 */

/** One keyword that matched the input, as evidence for one domain. */
export interface TermEvidence {
  /** The normalised word or phrase that matched. */
  readonly term: string;
  /** Its weight for this domain. */
  readonly weight: number;
  /** The highest weight any other domain gives the same term (0 when no other lists it). */
  readonly rival: number;
  /** How much the field it came from counts: the boundary 1, answers and context less. */
  readonly factor: number;
}

/** The evidence gathered for one domain: the weighted sum and the terms behind it. */
export interface DomainEvidence<D> {
  readonly domain: D;
  readonly score: number;
  readonly terms: readonly TermEvidence[];
}

/**
 * strong: enough evidence, and clearly for one domain. contested: enough evidence, split between two
 * domains that score nearly alike. thin: too little to go on; the drafter asks instead of guessing.
 */
export type Verdict = 'strong' | 'contested' | 'thin';

/** Keyword weights from here up name a domain distinctly (knowledge/CONTEXT: distinctive words 3–5). */
export const DISTINCT_KEYWORD = 3;
/** A keyword of this weight defines its domain ('library', 'farm'); lighter words may mean other work. */
export const DEFINING_KEYWORD = 5;
/** Below this total a domain is a guess, whatever matched. */
export const MIN_EVIDENCE = 3;
/** At or above this total two close domains are both well evidenced, so they blend instead of tying. */
export const CLEAR_EVIDENCE = 6;
/** How far the best domain must lead the runner-up when evidence is not clear. */
export const MIN_MARGIN = 1;
// How many times the best domain must outscore a head that names its own only in passing.
export const OUTVOTED = 2;
// An unrelated domain scoring this share of the best's makes the evidence split: a guess, asked about.
export const CLOSE_RIVAL = 0.5;
// Against overwhelming evidence, an unrelated domain with this share of the best's still splits it: on
// text nobody tuned for, such sure drafts were in a wrong family one time in twelve, others one in 125.
export const EVEN_RIVAL = 2 / 3;
// Below this the best is a guess however clear: on text nobody tuned for, sure drafts on less were wrong four times in ten.
export const SURE_EVIDENCE = 4;
// Evidence for an unrelated domain that makes a lone, non-defining head keyword a guess.
export const SPLIT_RIVAL = 3;
// Lexicon evidence from nouns beyond the head counts for this much, and a noun guess must lead the next by this.
export const NOUN_LEXICON = 0.8;
export const MIN_MARGIN_NOUNS = 1;
// Lexicon evidence at or above this factor is the head's own word or its first hypernym.
export const SURE_LEXICON = 0.9;

/**
 * Words that name many kinds of system. Alone they never decide a domain, whatever weight a domain
 * file gives them: a council's pothole pipeline is not a water utility or a sales team.
 */
export const AMBIGUOUS_WORDS: ReadonlySet<string> = new Set([
  'pipeline',
  'council',
  'sell',
  'selling',
  'practice',
  'plant',
  'service',
  'support',
  'care',
  'network',
  'lead',
  'account',
  'client',
  'customer',
  'project',
  'triage',
  'office',
  'unit',
  'board',
  'crew',
  'station',
  'operation',
  'delivery',
  'development',
  'program',
  'programme',
  'line',
  'field',
  'floor',
  'site',
  'desk',
  'center',
  'centre',
  'department',
  // Power stations, railways, security firms and 999 services all have one.
  'control room',
  // Power grids, ambulances, haulage and airlines all dispatch.
  'dispatch',
  'dispatcher',
]);

/** Drops single words that are part of a matched phrase, so 'customer support' counts once, not three times. */
export function independentTerms(terms: readonly TermEvidence[]): TermEvidence[] {
  const phrases = terms.filter((t) => t.term.includes(' ')).map((t) => ` ${t.term} `);
  return terms.filter(
    (t) => t.term.includes(' ') || !phrases.some((phrase) => phrase.includes(` ${t.term} `)),
  );
}

/** A single term may decide alone only when it is weighty, not a known ambiguous word, and no other domain claims it as much. */
export function isSpecific(term: TermEvidence): boolean {
  return (
    term.weight * term.factor >= MIN_EVIDENCE && !AMBIGUOUS_WORDS.has(term.term) && term.rival < term.weight
  );
}

/**
 * Judges domains ranked best first: thin when the best has under MIN_EVIDENCE or rests on one term
 * that is not specific; contested when the runner-up is within MIN_MARGIN on less than
 * CLEAR_EVIDENCE; otherwise strong.
 */
export function judgeEvidence(ranked: readonly DomainEvidence<unknown>[]): Verdict {
  const top = ranked[0];
  if (!top || top.score < MIN_EVIDENCE) return 'thin';
  const terms = independentTerms(top.terms);
  const only = terms[0];
  if (terms.length === 1 && only && !isSpecific(only)) return 'thin';
  const second = ranked[1];
  if (second && top.score - second.score < MIN_MARGIN && top.score < CLEAR_EVIDENCE) return 'contested';
  return 'strong';
}

/**
 * True when the best domain rests on one head keyword that does not define it ('generations',
 * 'dispatchers', 'workshop'; weight under 5), with no other word of the boundary for it, and either the
 * user wrote it as it stands (on text nobody tuned for, such drafts were wrong one time in twelve) or
 * other words place the system in an unrelated domain ('of a family farm', 'taxi firm'): evidence
 * too weak or split to be sure of (issue 16: ask rather than guess). A reading of the whole sentence
 * ('our house' is a home, 'I train' training) is not a word as written.
 */
export function loneHead<D extends { readonly id: string; readonly within?: string }>(
  best: DomainEvidence<D>,
  ranked: readonly DomainEvidence<D>[],
  terms: ReadonlySet<string>,
  headTerms: ReadonlySet<string>,
  boundaryTerms: ReadonlySet<string>,
): boolean {
  const related = (domain: D): boolean =>
    domain === best.domain || domain.within === best.domain.id || best.domain.within === domain.id;
  const written = best.terms.filter((t) => terms.has(t.term));
  if (
    written.length === 0 ||
    !written.every((t) => headTerms.has(t.term)) ||
    Math.max(...written.map((t) => t.weight)) >= DEFINING_KEYWORD
  )
    return false;
  return (
    written.every((t) => boundaryTerms.has(t.term)) ||
    ranked.some((evidence) => !related(evidence.domain) && evidence.score >= SPLIT_RIVAL)
  );
}
