import { DOMAINS, KEYWORD_INDEX } from './knowledge';
import type { DomainEvidence, TermEvidence } from './evidence';
import type { Domain } from './types';

// Scoring domains on the terms a boundary, its context and its answers use, each field at its own
// factor (analyse.ts decides the factors and reads the ranking).

/** Terms with the factor they count for, looked up in the keyword index or (lexicon hits) the anchor index. */
export type ScoreSource = readonly [
  ReadonlySet<string>,
  number,
  ReadonlyMap<string, ReadonlyArray<readonly [Domain, number]>>?,
];

// In people's sentences the word after a subject pronoun is a verb ('groups who book a room', 'we
// lend books'): it is no evidence for the noun it is spelt like ('book').
const VERB_AFTER = /\b(who|we|they|i|you)\s+[\p{L}'’-]+/giu;

// 'Outside it: the central platform team, company-wide budgeting…' lists what the system is not.
const OUTSIDE = /\boutside(?:\s+(?:it|the\s+boundary|the\s+system|scope))?\s*[:—–-][^]*?(?=\binside\b|$)/giu;

// Figures of speech say how the work feels, not what it is: 'like pulling teeth' is no dentistry.
const IDIOMS =
  /\b(?:pulling\s+teeth|herding\s+cats|headless\s+chickens?|putting\s+out\s+fires|fighting\s+fires)\b/giu;

/** The boundary without what it says lies outside it and without figures of speech: no evidence of what the system is. */
export function withinBoundary(boundary: string): string {
  return boundary.replace(OUTSIDE, ' ').replace(IDIOMS, ' ');
}

/** The text without the verbs that follow a subject pronoun. */
export function withoutVerbs(text: string): string {
  return text.replace(VERB_AFTER, '$1');
}

/** Scores every domain on the terms of each field; terms keep their best factor so one is never counted twice as evidence. */
export function scoreDomains(sources: ReadonlyArray<ScoreSource>): DomainEvidence<Domain>[] {
  const found = new Map<Domain, { score: number; terms: Map<string, TermEvidence> }>();
  for (const [terms, factor, index = KEYWORD_INDEX] of sources) {
    // A word inside a phrase a domain lists means what the phrase means: 'farm' in 'wind farm' is no
    // evidence of farming (for the phrase's own domain it still counts).
    const phrases = [...terms].filter((term) => term.includes(' ') && index.has(term));
    for (const term of terms) {
      const hits = index.get(term);
      if (!hits) continue;
      const owners = phrases.filter((phrase) => phrase !== term && ` ${phrase} `.includes(` ${term} `));
      for (const [domain, weight] of hits) {
        if (
          owners.length > 0 &&
          !owners.some((phrase) => index.get(phrase)?.some(([other]) => other === domain))
        )
          continue;
        let rival = 0;
        for (const [other, otherWeight] of hits)
          if (other !== domain && otherWeight > rival) rival = otherWeight;
        const entry = found.get(domain) ?? { score: 0, terms: new Map<string, TermEvidence>() };
        entry.score += weight * factor;
        const seen = entry.terms.get(term);
        if (!seen || seen.factor < factor) entry.terms.set(term, { term, weight, rival, factor });
        found.set(domain, entry);
      }
    }
  }
  // DOMAINS order breaks exact ties, so the result never depends on Map iteration quirks.
  return DOMAINS.flatMap((domain): DomainEvidence<Domain>[] => {
    const entry = found.get(domain);
    return entry ? [{ domain, score: entry.score, terms: [...entry.terms.values()] }] : [];
  }).sort((a, b) => b.score - a.score);
}
