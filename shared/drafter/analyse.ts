import type { INDUSTRIES, TEAM_SIZES } from '../labels';
import { DOMAINS, GENERIC_DOMAIN, KEYWORD_INDEX, SIGNALS } from './knowledge';
import { termSet, words } from './text';
import type { DomainEvidence, TermEvidence, Verdict } from './evidence';
import { judgeEvidence } from './evidence';
import type { Domain, Signal } from './types';

/** What the drafter reads from a boundary and its context before choosing any item. */
export interface Analysis {
  /** Seed for stable tie-breaking: the boundary, normalised. */
  readonly seed: string;
  /** Every word and word pair of boundary, context and answers. */
  readonly terms: ReadonlySet<string>;
  /** The domain the items come from: the generic pool when the evidence is thin. */
  readonly primary: Domain;
  /** A second domain that scored close to the first; its items are blended in. */
  readonly secondary?: Domain;
  readonly primaryScore: number;
  /** How sure the match is (evidence.ts): thin evidence falls back to the generic pool. */
  readonly verdict: Verdict;
  /** Domains with any evidence, best first: what the verdict was judged on. */
  readonly ranked: readonly DomainEvidence<Domain>[];
  readonly signals: readonly Signal[];
  readonly industry?: (typeof INDUSTRIES)[number];
  readonly teamSize?: (typeof TEAM_SIZES)[number];
}

// Evidence below this is too thin to name an industry on the map.
const INDUSTRY_EVIDENCE = 2;
const BLEND_RATIO = 0.6;
// The boundary is the user's own framing; answers to the questions describe the system directly;
// extra details often wander to neighbouring topics.
const BOUNDARY_FACTOR = 1;
const ANSWER_FACTOR = 0.75;
const CONTEXT_FACTOR = 0.5;

/** Scores every domain on the terms of each field; terms keep their best factor so one is never counted twice as evidence. */
export function scoreDomains(
  sources: ReadonlyArray<readonly [ReadonlySet<string>, number]>,
): DomainEvidence<Domain>[] {
  const found = new Map<Domain, { score: number; terms: Map<string, TermEvidence> }>();
  for (const [terms, factor] of sources) {
    for (const term of terms) {
      const hits = KEYWORD_INDEX.get(term);
      if (!hits) continue;
      for (const [domain, weight] of hits) {
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

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
};
const PEOPLE = new Set([
  'people',
  'person',
  'persons',
  'member',
  'engineer',
  'developer',
  'staff',
  'employee',
  'rep',
  'consultant',
  'nurse',
  'doctor',
  'clinician',
  'agent',
  'seller',
  'designer',
  'colleague',
  'worker',
  'volunteer',
  'teacher',
  'fte',
  'headcount',
  'csm',
  'manager',
  'analyst',
]);
const LARGE_WORDS = new Set([
  'department',
  'division',
  'organisation',
  'organization',
  'company',
  'enterprise',
  'firm',
  'hospital',
  'utility',
  'business unit',
  'several team',
  'multiple team',
  'many team',
  'tribe',
  'all hand',
  'company wide',
  'whole company',
  'nationwide',
  'region',
  'chain',
]);
const MEDIUM_WORDS = new Set([
  'medium',
  'mid size',
  'mid sized',
  'midsize',
  'two team',
  'three team',
  'a few team',
  'practice',
  'office',
  'clinic',
  'store',
  'plant',
]);
const SMALL_WORDS = new Set([
  'small',
  'tiny',
  'startup',
  'pair',
  'duo',
  'squad',
  'solo',
  'founder',
  'small team',
  'single team',
  'retrospective',
  'retro',
  'meeting',
  'stand up',
  'standup',
]);

function sizeFromCount(count: number): (typeof TEAM_SIZES)[number] {
  if (count <= 9) return 'Small Team';
  if (count <= 25) return 'Medium Team';
  return 'Large Team';
}

/** Reads a team size from explicit head counts first ('team of 4', '40 people'), then from scope words. */
export function inferTeamSize(text: string): (typeof TEAM_SIZES)[number] | undefined {
  const list = words(text);
  for (let i = 0; i < list.length; i++) {
    const word = list[i] ?? '';
    const count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (count === undefined || count < 1 || count > 100000) continue;
    const next = list[i + 1] ?? '';
    const before = `${list[i - 2] ?? ''} ${list[i - 1] ?? ''}`;
    if (PEOPLE.has(next) || next === 'strong' || /\b(?:team|group|squad) of$/.test(before))
      return sizeFromCount(count);
  }
  const terms = termSet(text);
  const has = (set: ReadonlySet<string>): boolean => [...set].some((term) => terms.has(term));
  if (has(LARGE_WORDS)) return 'Large Team';
  if (has(MEDIUM_WORDS)) return 'Medium Team';
  if (has(SMALL_WORDS)) return 'Small Team';
  return undefined;
}

/**
 * Scores domains and signals for a boundary, its context and the answers to the drafter's questions
 * (all optional but the boundary); the one pass the drafter, refinement and chat rely on.
 */
export function analyse(boundary: string, context = '', answers = ''): Analysis {
  const sources = [
    [termSet(boundary), BOUNDARY_FACTOR],
    [termSet(answers), ANSWER_FACTOR],
    [termSet(context), CONTEXT_FACTOR],
  ] as const;
  const terms = new Set(sources.flatMap(([set]) => [...set]));
  const ranked = scoreDomains(sources);
  const verdict = judgeEvidence(ranked);
  const top = verdict === 'thin' ? undefined : ranked[0];
  const second = top
    ? ranked.slice(1).find((evidence) => evidence.domain.id !== top.domain.within)
    : undefined;
  const primary = top?.domain ?? GENERIC_DOMAIN;
  const primaryScore = ranked[0]?.score ?? 0;
  // A second domain blends in only on evidence that would place the system there on its own.
  const secondary =
    top && second && second.score >= top.score * BLEND_RATIO && judgeEvidence([second]) !== 'thin'
      ? second.domain
      : undefined;
  const signals = SIGNALS.filter((signal) => signal.words.some((word) => terms.has(word)));
  // Only a domain whose items are on the map may name its industry: a runner-up that did not blend
  // in (water for a council's pothole pipeline) has no say.
  const industry =
    top && top.score >= INDUSTRY_EVIDENCE ? (primary.industry ?? secondary?.industry) : undefined;
  const teamSize = inferTeamSize(boundary) ?? inferTeamSize(context);
  return {
    seed: boundary.trim().toLowerCase().replace(/\s+/g, ' '),
    terms,
    primary,
    ...(secondary ? { secondary } : {}),
    primaryScore,
    verdict,
    ranked,
    signals,
    ...(industry ? { industry } : {}),
    ...(teamSize ? { teamSize } : {}),
  };
}
