import type { INDUSTRIES, TEAM_SIZES } from '../labels';
import { ANCHOR_INDEX, GENERIC_DOMAIN, KEYWORD_INDEX, SIGNALS } from './knowledge';
import { type BoundaryReading, isGroupNoun, nounEvidence, readBoundary } from './route';
import { TEACHING_WORK, VERBS_OF_ANY_WORK, WORKED_ON, workTerm } from './sentence';
import { type ScoreSource, scoreDomains, withinBoundary, withoutVerbs } from './score';
import { bothWork, livingBy, MANY_HOMES, manyHomes, OWN_HOME, ownHome } from './home';
import { normaliseWord, termSet } from './text';
import { TITLES } from './routeWords';
import type { DomainEvidence, Verdict } from './evidence';
import {
  AMBIGUOUS_WORDS,
  CLOSE_RIVAL,
  EVEN_RIVAL,
  DEFINING_KEYWORD,
  DISTINCT_KEYWORD,
  independentTerms,
  judgeEvidence,
  loneHead,
  MIN_MARGIN_NOUNS,
  NOUN_LEXICON,
  OUTVOTED,
  SURE_EVIDENCE,
  SURE_LEXICON,
} from './evidence';
import { kindNamed, makesThings } from './made';
import { specialisation } from './specialise';
import { readSecondSenses } from './senses';
import { designOfWork, fixesDevices, objectWork } from './objects';
import { inferTeamSize } from './teamSize';
import { correctSpelling } from './spelling';
import { isPeople } from './subjectWords';
import type { Domain, Signal } from './types';

/** What the drafter reads from a boundary and its context before choosing any item. */
export interface Analysis {
  /** Seed for stable tie-breaking: the boundary, normalised. */
  readonly seed: string;
  /** The boundary as the user wrote it. */
  readonly boundary: string;
  /** Every word and word pair of boundary, context and answers. */
  readonly terms: ReadonlySet<string>;
  /** The domain the items come from: the generic pool when the evidence is thin. */
  readonly primary: Domain;
  /** A second domain that scored close to the first; its items are blended in. */
  readonly secondary?: Domain;
  readonly primaryScore: number;
  /** How sure the match is (evidence.ts and the head rule): thin evidence without a head falls back to the generic pool. */
  readonly verdict: Verdict;
  /** True when the domain is a guess the map must name so the user can correct it. */
  readonly assumed: boolean;
  /** True when the head noun itself (or its lexicon hypernyms) points to the primary domain. */
  readonly headNamed: boolean;
  /** A guess on evidence that is not overwhelming: the map keeps to the boundary's own things and the domain's neutral items. */
  readonly weakGuess: boolean;
  /** On a weak guess, an unrelated domain scoring close behind it: what the system may be instead. */
  readonly rival?: Domain;
  /** True when the head names the rival too ('bakery': a café or a food maker): the system is what it says either way. */
  readonly headNamesRival: boolean;
  /** The keyword the sentence's verb names its work by ('I train' → training), when it does. */
  readonly work?: string;
  /** True when the main phrase names the people the sentence's verb trains, not the system. */
  readonly taught: boolean;
  /** The boundary's head noun, modifiers and lexicon evidence (route.ts). */
  readonly reading: BoundaryReading;
  /** Domains with any evidence, best first: what the verdict was judged on. */
  readonly ranked: readonly DomainEvidence<Domain>[];
  readonly signals: readonly Signal[];
  readonly industry?: (typeof INDUSTRIES)[number];
  readonly teamSize?: (typeof TEAM_SIZES)[number];
}

// Evidence below this is too thin to name an industry on the map.
const INDUSTRY_EVIDENCE = 2;
const BLEND_RATIO = 0.6;
// The boundary is the user's framing; answers describe the system; extra details wander to neighbours.
const BOUNDARY_FACTOR = 1;
// The head noun names the system; modifiers only qualify it ('municipal library branch').
const HEAD_FACTOR = 1.6;
// Lexicon evidence at or above this factor comes from the head's own sense, a step or two up.
const CLOSE_LEXICON = 0.7;
// A main phrase with a keyword of at least this weight names a domain ('web team'), so what follows
// it counts for less; weight-1 words ('benefits') do not.
const LEAD_WEIGHT = 2;
// Lexicon evidence below this factor (deep in the hypernym chain, or a word's second sense) is faint.
const FAINT_LEXICON = 0.45;
// A lexicon hit names the head's domain only with at least this weight times factor.
const HEAD_ANCHOR = 2;
// Words after the main phrase: whom the system serves, where it is, what it works on.
const REST_FACTOR = 0.7;
// Answers to the questions describe the system as directly as the boundary does (issue 16).
const ANSWER_FACTOR = 1;
const CONTEXT_FACTOR = 0.5;
// A head-noun guess below this is no guess at all: the generic pool and the user's own words instead.
const MIN_GUESS = 2;
// What a verb adds on top of counting as the head (so it outweighs the noun it works on).
const VERB_BONUS = 0.8;
// A guess whose domain scores this much, three times any other, is a guess only by the head rule
// ('independent branding and design studio'): its map may speak the domain's language.
const OVERWHELMING = 12;

/**
 * Scores domains and signals for a boundary, its context and the answers to the drafter's questions
 * (all optional but the boundary); the one pass the drafter, refinement and chat rely on.
 */
export function analyse(written: string, context = '', answers = '', forced?: Domain): Analysis {
  const boundary = correctSpelling(written);
  const reading = readBoundary(boundary);
  // 'We fix TVs, fridges and phones' is repair work, 'we collect plastic bottles' recycling (objects.ts),
  // 'a plant that makes garden furniture' making (made.ts).
  const fixed = fixesDevices(boundary, reading.verb);
  const verbTerm =
    objectWork(boundary, reading.head) ??
    workTerm(reading.verb) ??
    (fixed ? 'repair' : makesThings(boundary) ? 'manufacturer' : undefined);
  const boundaryTerms = new Set(
    [...termSet(withinBoundary(boundary))].filter(
      (term) =>
        (!reading.subjectTerms.has(term) || reading.headTerms.has(term)) && !designOfWork(term, verbTerm),
    ),
  );
  // 'We train young women as solar technicians': whom the verb teaches, and as what, is the subject
  // taught; the system's own work is the training.
  // Only when the verb teaches people ('chainsaw operators'), not a team that trains on a pitch.
  const taught =
    verbTerm !== undefined &&
    TEACHING_WORK.has(verbTerm) &&
    reading.head !== undefined &&
    !isGroupNoun(reading.head) &&
    isPeople(reading.head);
  // 'My wife and I both work shifts at the mine…': two jobs round one home; the mine is where they work.
  // With a verb of WORKED_ON, what follows it is what they work on, as the devices people fix are
  // ('radios and TVs'); people living by a place are its neighbours (home.ts). In each case the main phrase is not the system, and its words count as the
  // rest's do.
  const neighboursOf = livingBy(boundary);
  const notSystem =
    taught || fixed || bothWork(boundary) || neighboursOf || WORKED_ON.has(reading.verb ?? '');
  const neighbours = manyHomes(reading.head, reading.headPhrase) || neighboursOf;
  // An ambiguous head ('pipeline', 'care') names no domain: it counts as any other word.
  const ambiguousHead = reading.head !== undefined && AMBIGUOUS_WORDS.has(reading.head);
  // A head's second sense when the other words mean it ('a library on GitHub'), then no evidence for its first.
  const sense = readSecondSenses(reading.head, boundaryTerms, !notSystem);
  const headTerms = new Set([
    ...(sense ? [sense] : []),
    ...[...reading.headTerms].filter(
      (term) =>
        !notSystem &&
        boundaryTerms.has(term) &&
        !(ambiguousHead && term === reading.head) &&
        !(neighbours && term === reading.head) &&
        // An ambiguous phrase ('control room') names no domain as the head either.
        !(term.includes(' ') && AMBIGUOUS_WORDS.has(term)),
    ),
    ...(ownHome(boundary, reading.head) ? [OWN_HOME] : []),
    ...(neighbours ? [MANY_HOMES] : []),
    // What the people do, when a sentence says it ('I fix phones'), names the system as its head does.
    // Only a word that all but names the work: 'we sell things' is still too thin to place.
    ...(verbTerm !== undefined ? [verbTerm] : []),
  ]);
  // Modifiers of the main phrase qualify the head; what follows it ('for a freight forwarder', 'at a
  // football club') says whom the system serves or where it is, and counts for less.
  const modifierTerms = new Set(
    [...boundaryTerms].filter((term) => !notSystem && !headTerms.has(term) && reading.leadTerms.has(term)),
  );
  const groupTerms = new Set([...modifierTerms].filter((term) => term.split(' ').every(isGroupNoun)));
  const namingTerms = new Set([...modifierTerms].filter((term) => !groupTerms.has(term)));
  // A sentence's verb any team does ('we ship a release') is no evidence for the noun it is spelt like.
  // Nor is a verb read as its work ('I train' → training) evidence for its spelling ('train'); 'fix' is
  // repair work in either spelling.
  const anyWork =
    reading.verb !== undefined &&
    (VERBS_OF_ANY_WORK.has(reading.verb) || (verbTerm !== undefined && verbTerm !== reading.verb && !fixed))
      ? reading.verb
      : undefined;
  const rest = new Set(
    [...boundaryTerms].filter(
      (term) => !headTerms.has(term) && (notSystem || !reading.leadTerms.has(term)) && term !== anyWork,
    ),
  );
  // What the lexicon says of a head that is not the system ('I sell farm machinery') counts as the rest
  // does; of a head read in its second sense, nothing (the lexicon keeps first senses only).
  const lexiconHits = sense
    ? []
    : notSystem
      ? reading.lexiconHits.map(([anchor, factor]) => [anchor, Math.min(factor, REST_FACTOR)] as const)
      : reading.lexiconHits;
  const answerTerms = termSet(withoutVerbs(correctSpelling(answers)));
  const contextTerms = termSet(withoutVerbs(correctSpelling(context)));
  // When the main phrase names no domain at all, what follows it is all there is to go on.
  const leadNamesDomain =
    [...headTerms, ...modifierTerms].some((term) =>
      (KEYWORD_INDEX.get(term) ?? []).some(([, weight]) => weight >= LEAD_WEIGHT),
    ) || lexiconHits.length > 0;
  const sources: ScoreSource[] = [
    [headTerms, HEAD_FACTOR],
    // The verb says what the people do, which the labelling of a system goes by: above what they work on.
    [new Set(verbTerm !== undefined && headTerms.has(verbTerm) ? [verbTerm] : []), VERB_BONUS],
    // With no head noun ('wi-fi installers'), the main phrase's own words name the system. Its group
    // nouns ('workshop', 'volunteers') only say how the people are organised: beside a head they
    // count like the words after the main phrase.
    [namingTerms, reading.head === undefined ? HEAD_FACTOR : BOUNDARY_FACTOR],
    [groupTerms, reading.head === undefined ? BOUNDARY_FACTOR : REST_FACTOR],
    [rest, leadNamesDomain ? REST_FACTOR : BOUNDARY_FACTOR],
    [answerTerms, ANSWER_FACTOR],
    [contextTerms, CONTEXT_FACTOR],
    ...lexiconHits.map(([anchor, factor]): ScoreSource => [new Set([anchor]), factor, ANCHOR_INDEX]),
  ];
  const terms = new Set([...boundaryTerms, ...headTerms, ...answerTerms, ...contextTerms]);
  const ranked = scoreDomains(sources);
  const judged = judgeEvidence(ranked);
  const best = ranked[0];
  // The head rule: the domains the head noun (directly or through the lexicon) points to.
  const headDomains = new Set(
    scoreDomains([
      [headTerms, 1],
      // A far or second-sense hypernym ('planning' → publication) is too faint to name the head's domain.
      ...lexiconHits
        .filter(
          ([anchor, factor]) =>
            factor >= FAINT_LEXICON &&
            // A broad anchor far up ('skilled worker' above 'usher') hints; it does not name the head's domain.
            Math.max(...(ANCHOR_INDEX.get(anchor) ?? []).map(([, weight]) => weight)) * factor >= HEAD_ANCHOR,
        )
        .map(([anchor, factor]): ScoreSource => [new Set([anchor]), factor, ANCHOR_INDEX]),
    ]).map((evidence) => evidence.domain),
  );
  const direct = (evidence: DomainEvidence<Domain>): boolean =>
    evidence.terms.some(
      (t) => terms.has(t.term) && (KEYWORD_INDEX.get(t.term) ?? []).some(([d]) => d === evidence.domain),
    );
  const answered =
    answerTerms.size > 0 && best !== undefined && best.terms.some((t) => answerTerms.has(t.term));
  // A compound counts against the head only when it is in the main phrase: what follows 'for' or
  // 'at' says whom the system serves or where it is ('desk for a freight forwarder').
  const mainTerms = reading.leadTerms;
  const mainCompound = (evidence: DomainEvidence<Domain>): boolean =>
    evidence.terms.some((t) => t.term.includes(' ') && mainTerms.has(t.term));
  let verdict = judged;
  // Strong only on the user's own words for the domain the head names: a modifier outvoting the head,
  // or a domain known only through the lexicon, is a guess to be named and asked about.
  if (verdict === 'strong' && best && !answered) {
    if (headDomains.size > 0 && !headDomains.has(best.domain) && !mainCompound(best)) verdict = 'contested';
    else if (!direct(best)) verdict = 'contested';
    // A head no domain knows ('complaints line for an energy supplier'): what only the words after the
    // main phrase say is a guess.
    else if (
      reading.head !== undefined &&
      headDomains.size === 0 &&
      !best.terms.some((t) => reading.leadTerms.has(t.term) && t.weight >= DISTINCT_KEYWORD)
    )
      verdict = 'contested';
  }
  // A head word a domain lists without defining it (weight under 5: 'pickers', 'crew') beside a
  // modifier that distinctly names an unrelated domain ('litter pickers') may mean the modifier's
  // work: the head's domain is then a guess, asked about (issue 16: never a confident wrong domain).
  if (verdict === 'strong' && best && !answered && reading.head) {
    const headWeight = Math.max(0, ...best.terms.filter((t) => headTerms.has(t.term)).map((t) => t.weight));
    const related = (domain: Domain): boolean =>
      domain === best.domain || domain.within === best.domain.id || best.domain.within === domain.id;
    const modifierRival = ranked.some(
      (evidence) =>
        !related(evidence.domain) &&
        evidence.terms.some(
          (t) =>
            namingTerms.has(t.term) &&
            t.weight >= DISTINCT_KEYWORD &&
            !best.terms.some((own) => own.term === t.term),
        ),
    );
    if (headWeight > 0 && headWeight < DEFINING_KEYWORD && modifierRival) verdict = 'contested';
  }
  // A lone head keyword that does not define its domain is a guess, asked about (evidence.ts).
  if (
    verdict === 'strong' &&
    best &&
    !answered &&
    reading.head &&
    loneHead(best, ranked, terms, headTerms, boundaryTerms)
  )
    verdict = 'contested';
  // Against the head, the head's own best domain is the one assumed (and asked about).
  const headBest = ranked.find((evidence) => headDomains.has(evidence.domain));
  // With no guess from the head, the lexicon's reading of the boundary's other nouns is the guess
  // (named as one), when one domain leads: better than the generic pool for a boundary it can place.
  const nounGuess = (): DomainEvidence<Domain> | undefined => {
    const byNouns = scoreDomains(
      nounEvidence(boundary, NOUN_LEXICON).map(([anchor, factor]): ScoreSource => [
        new Set([anchor]),
        factor,
        ANCHOR_INDEX,
      ]),
    );
    const [first, next] = byNouns;
    return first && first.score >= MIN_GUESS && (!next || first.score - next.score >= MIN_MARGIN_NOUNS)
      ? first
      : undefined;
  };
  // A head that places nothing ('beach clean volunteers', 'first aid trainers'): the group noun beside
  // it that distinctly names a domain says who works, the better guess (named as one).
  const groupGuess = (): DomainEvidence<Domain> | undefined =>
    headDomains.size === 0
      ? ranked.find((evidence) =>
          evidence.terms.some((t) => groupTerms.has(t.term) && t.weight >= DISTINCT_KEYWORD),
        )
      : undefined;
  // Last, any domain the words point to at all, as a guess asked about: a map that keeps to the
  // boundary's own things is more use than the generic pool. Not on the sentence's verb alone ('We
  // sell things' is still too thin to place).
  const anyGuess = (): DomainEvidence<Domain> | undefined =>
    best?.terms.some((t) => t.term !== reading.verb) ? best : undefined;
  const guess =
    verdict === 'thin'
      ? headBest && !ambiguousHead && headBest.score >= MIN_GUESS
        ? headBest
        : answerTerms.size === 0
          ? (groupGuess() ?? nounGuess() ?? anyGuess())
          : undefined
      : undefined;
  // A compound the user wrote ('secondary school science department') is not outvoted by the head.
  const byPhrase =
    best?.terms.some((t) => t.term.includes(' ') && !headTerms.has(t.term) && mainTerms.has(t.term)) ?? false;
  // Only a head that names its domain distinctly overrules: 'cabinet' or 'house' alone does not.
  const distinctHead =
    headBest?.terms.some(
      (t) => (headTerms.has(t.term) || !terms.has(t.term)) && t.weight >= DISTINCT_KEYWORD,
    ) ?? false;
  // A head the lexicon places one or two steps up ('chaplain' → clergyman) names its domain as surely.
  // The hit may be the head's own word ('paramedic' is an anchor itself).
  const lexiconTerms = new Set(lexiconHits.map(([anchor]) => anchor));
  const closeHypernym =
    headBest?.terms.some(
      (t) =>
        (!terms.has(t.term) || lexiconTerms.has(t.term)) &&
        t.factor >= CLOSE_LEXICON &&
        t.weight >= DISTINCT_KEYWORD,
    ) ?? false;
  const overrule =
    best &&
    !answered &&
    !byPhrase &&
    headBest &&
    !headDomains.has(best.domain) &&
    (direct(headBest) || closeHypernym) &&
    distinctHead;
  // With no head noun ('site team building a school'), the main phrase's own words name the system:
  // the domain they point to plays the head's part below.
  const leadBest =
    headBest ??
    (reading.head === undefined
      ? ranked.find((evidence) =>
          evidence.terms.some((t) => reading.leadTerms.has(t.term) && t.weight >= LEAD_WEIGHT),
        )
      : undefined);
  // A best domain with no word in the main phrase ('paramedics at a music festival') says only where
  // the system is or whom it serves: the head's own domain is the better guess, named as one.
  // A head word its domain lists only in passing ('treatment coordinator', 'production manager')
  // does not outvote a domain the rest of the boundary names many times over.
  const faintLead =
    TITLES.has(normaliseWord(reading.mainPhrase.split(' ').at(-1) ?? '')) &&
    leadBest !== undefined &&
    best !== undefined &&
    best.score >= OUTVOTED * leadBest.score &&
    !leadBest.terms.some((t) => t.weight >= DISTINCT_KEYWORD);
  // People the lexicon places only through a hypernym ('fitter' → tailor, 'inspector' → policeman,
  // 'husband' → relative), working at a place the user named outright ('at a nickel mine') or named twice
  // over by words of one domain ('his clinic, patients cancel'): the place is the better guess.
  const guessedPeople =
    leadBest !== undefined &&
    best !== undefined &&
    leadBest.terms.every((t) => !terms.has(t.term) && t.factor < SURE_LEXICON) &&
    (best.terms.some((t) => terms.has(t.term) && t.weight >= DEFINING_KEYWORD) ||
      (best.score >= OUTVOTED * leadBest.score && best.terms.filter((t) => terms.has(t.term)).length >= 2));
  const onlyAfter =
    best !== undefined &&
    leadBest !== undefined &&
    best !== leadBest &&
    !faintLead &&
    !guessedPeople &&
    !answered &&
    !best.terms.some(
      (t) =>
        reading.leadTerms.has(t.term) ||
        lexiconTerms.has(t.term) ||
        // 'chamber of commerce' spans the break: it is the head's own phrase.
        (reading.head !== undefined && t.term.split(' ').includes(reading.head)),
    );
  if (onlyAfter && verdict === 'strong') verdict = 'contested';
  // An unrelated domain close behind the best is split evidence ('library at a secondary school', 'pet
  // shop'), and slight evidence is slight: the best is a guess, asked about. Overwhelming evidence is
  // split only when the other domain has two-thirds of it ('youth group collecting bottles for recycling').
  if (verdict === 'strong' && best && !answered) {
    const rival = ranked.find(
      (evidence) =>
        evidence !== best &&
        evidence.domain.within !== best.domain.id &&
        best.domain.within !== evidence.domain.id,
    );
    const close = best.score < OVERWHELMING ? CLOSE_RIVAL : EVEN_RIVAL;
    if (best.score < SURE_EVIDENCE || (rival && rival.score >= close * best.score)) verdict = 'contested';
  }
  const chosen = verdict === 'thin' ? guess : overrule ? headBest : onlyAfter ? leadBest : best;
  // A general domain gives way to its own specialisation when the boundary names it (specialise.ts).
  const special = chosen
    ? specialisation(chosen, ranked, {
        head: reading.head,
        headTerms,
        leadTerms: reading.leadTerms,
        lexiconAnchors: lexiconTerms,
        direct,
      })
    : undefined;
  // 'Samosa factory', 'tuna boats': what a place of making makes, or a boat catches, names the kind of
  // work (made.ts).
  const kind = chosen && !special ? kindNamed(chosen.domain, reading, ranked) : undefined;
  if (forced) verdict = 'strong';
  const top = forced
    ? { domain: forced, score: Math.max(best?.score ?? 0, MIN_GUESS), terms: [] }
    : (special ?? (kind && chosen ? { ...chosen, domain: kind } : chosen));
  const second = top
    ? ranked
        .slice(1)
        .find(
          (evidence) => evidence.domain.id !== top.domain.within && top.domain.id !== evidence.domain.within,
        )
    : undefined;
  const primary = top?.domain ?? GENERIC_DOMAIN;
  const primaryScore = ranked[0]?.score ?? 0;
  // A second domain blends in only on evidence that would place the system there on its own, and
  // never against the head noun.
  const secondary =
    !forced &&
    top &&
    second &&
    verdict === 'strong' &&
    second.score >= top.score * BLEND_RATIO &&
    judgeEvidence([second]) !== 'thin' &&
    // One word ('workshop', 'shop') does not bring a whole second domain into the map.
    (independentTerms(second.terms).length >= 2 || second.terms.some((t) => t.term.includes(' '))) &&
    (headDomains.size === 0 || headDomains.has(second.domain)) &&
    // A blend needs a distinct word of its own in the main phrase: a truck workshop serving a haulage
    // fleet is not a haulier.
    second.terms.some(
      (t) =>
        reading.leadTerms.has(t.term) &&
        t.weight >= DISTINCT_KEYWORD &&
        !top.terms.some((own) => own.term === t.term),
    )
      ? second.domain
      : undefined;
  const signals = SIGNALS.filter((signal) => signal.words.some((word) => terms.has(word)));
  // Only a domain whose items are on the map may name its industry: a runner-up that did not blend
  // in (water for a council's pothole pipeline) has no say.
  const industry =
    top && verdict !== 'thin' && top.score >= INDUSTRY_EVIDENCE
      ? (primary.industry ?? secondary?.industry)
      : undefined;
  const teamSize = inferTeamSize(boundary) ?? inferTeamSize(context);
  const weakGuess =
    verdict !== 'strong' &&
    primary !== GENERIC_DOMAIN &&
    !(
      (top?.score ?? 0) >= OVERWHELMING &&
      (ranked.find((e) => e.domain !== primary)?.score ?? 0) * 3 <= (top?.score ?? 0)
    );
  const rival = weakGuess
    ? ranked.find(
        (evidence) =>
          evidence.domain !== primary &&
          evidence.domain.within !== primary.id &&
          primary.within !== evidence.domain.id &&
          // A specialisation stands on its general domain's evidence too: crab boats are boats.
          evidence.score >= CLOSE_RIVAL * Math.max(top?.score ?? 0, special ? (chosen?.score ?? 0) : 0),
      )?.domain
    : undefined;
  return {
    seed: boundary.trim().toLowerCase().replace(/\s+/g, ' '),
    boundary,
    terms,
    primary,
    ...(secondary ? { secondary } : {}),
    primaryScore,
    verdict,
    assumed: verdict !== 'strong',
    headNamed: headDomains.has(primary),
    headNamesRival: rival !== undefined && headDomains.has(rival),
    weakGuess,
    ...(rival ? { rival } : {}),
    ...(verbTerm ? { work: verbTerm } : {}),
    taught,
    reading,
    ranked,
    signals,
    ...(industry ? { industry } : {}),
    ...(teamSize ? { teamSize } : {}),
  };
}
