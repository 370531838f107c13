import { isMakingPlace } from './made';
import type { DomainEvidence } from './evidence';
import { DEFINING_KEYWORD, DISTINCT_KEYWORD } from './evidence';
import { isAmbiguousTitle } from './routeWords';
import type { Domain } from './types';

// A general domain gives way to its own specialisation when the boundary names it too: a ready-meal
// factory is food production, not any factory; crab boats are fishing, not any boats.

// The specialisation's evidence must come to this share of the general domain's.
const SPECIAL_SHARE = 0.4;

/** What the specialisation rule reads of the boundary. */
export interface SpecialiseReading {
  /** The boundary's head noun. */
  readonly head: string | undefined;
  /** The head's own terms, and the main phrase's. */
  readonly headTerms: ReadonlySet<string>;
  readonly leadTerms: ReadonlySet<string>;
  /** The anchors the lexicon reached from the head's hypernyms. */
  readonly lexiconAnchors: ReadonlySet<string>;
  /** True when the user wrote one of the domain's own keywords (not only its lexicon anchors). */
  readonly direct: (evidence: DomainEvidence<Domain>) => boolean;
}

/**
 * The specialisation of `general` the boundary names, if any. Only on a word the specialisation owns:
 * 'hospital' or 'nursing', weighted lower there than in the general domain, keep a hospital team in
 * healthcare. A head that defines the general domain ('harbourmaster') keeps it against a
 * specialisation named only where it works ('of a port where fishing boats moor'); a place of making
 * does not: what follows it ('a factory producing knitwear') is what it makes.
 */
export function specialisation(
  general: DomainEvidence<Domain>,
  ranked: readonly DomainEvidence<Domain>[],
  reading: SpecialiseReading,
): DomainEvidence<Domain> | undefined {
  const definingHead =
    !isMakingPlace(reading.head) &&
    general.terms.some((t) => reading.headTerms.has(t.term) && t.weight >= DEFINING_KEYWORD);
  const owns = (evidence: DomainEvidence<Domain>): boolean =>
    evidence.terms.some(
      (t) =>
        (!definingHead || reading.leadTerms.has(t.term) || reading.headTerms.has(t.term)) &&
        !isAmbiguousTitle(t.term) &&
        t.weight >= DISTINCT_KEYWORD &&
        t.weight > (general.terms.find((g) => g.term === t.term)?.weight ?? 0),
    );
  // Evidence from the head alone is one word's, however many hypernyms the lexicon files it under
  // ('boats': boat, vessel): it weighs as its strongest term.
  const headOnly =
    general.terms.length > 0 &&
    general.terms.every((t) => reading.headTerms.has(t.term) || reading.lexiconAnchors.has(t.term));
  const generalScore = headOnly ? Math.max(...general.terms.map((t) => t.weight * t.factor)) : general.score;
  return ranked.find(
    (evidence) =>
      evidence.domain.within === general.domain.id &&
      evidence.score >= generalScore * SPECIAL_SHARE &&
      reading.direct(evidence) &&
      owns(evidence),
  );
}
