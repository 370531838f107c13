import type { INDUSTRIES, TEAM_SIZES } from '../labels';
import { DOMAINS, GENERIC_DOMAIN, KEYWORD_INDEX, SIGNALS } from './knowledge';
import { termSet, words } from './text';
import type { Domain, Signal } from './types';

/** What the drafter reads from a boundary and its context before choosing any item. */
export interface Analysis {
  /** Seed for stable tie-breaking: the boundary, normalised. */
  readonly seed: string;
  /** Every word and word pair of boundary and context. */
  readonly terms: ReadonlySet<string>;
  readonly primary: Domain;
  /** A second domain that scored close to the first; its items are blended in. */
  readonly secondary?: Domain;
  readonly primaryScore: number;
  readonly signals: readonly Signal[];
  readonly industry?: (typeof INDUSTRIES)[number];
  readonly teamSize?: (typeof TEAM_SIZES)[number];
}

// Evidence below this is too thin to name an industry on the map.
const INDUSTRY_EVIDENCE = 2;
const BLEND_RATIO = 0.6;

function scoreDomains(boundaryTerms: ReadonlySet<string>, contextTerms: ReadonlySet<string>): Array<[Domain, number]> {
  const scores = new Map<Domain, number>();
  const add = (terms: ReadonlySet<string>, factor: number): void => {
    for (const term of terms) {
      const hits = KEYWORD_INDEX.get(term);
      if (!hits) continue;
      for (const [domain, weight] of hits) scores.set(domain, (scores.get(domain) ?? 0) + weight * factor);
    }
  };
  add(boundaryTerms, 1);
  add(contextTerms, 0.5);
  // DOMAINS order breaks exact ties, so the result never depends on Map iteration quirks.
  return DOMAINS.map((domain): [Domain, number] => [domain, scores.get(domain) ?? 0])
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1]);
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, dozen: 12,
};
const PEOPLE = new Set(['people', 'person', 'persons', 'member', 'engineer', 'developer', 'staff', 'employee', 'rep', 'consultant', 'nurse', 'doctor', 'clinician', 'agent', 'seller', 'designer', 'colleague', 'worker', 'volunteer', 'teacher', 'fte', 'headcount', 'csm', 'manager', 'analyst']);
const LARGE_WORDS = new Set(['department', 'division', 'organisation', 'organization', 'company', 'enterprise', 'firm', 'hospital', 'utility', 'business unit', 'several team', 'multiple team', 'many team', 'tribe', 'all hand', 'company wide', 'whole company', 'nationwide', 'region', 'chain']);
const MEDIUM_WORDS = new Set(['medium', 'mid size', 'mid sized', 'midsize', 'two team', 'three team', 'a few team', 'practice', 'office', 'clinic', 'store', 'plant']);
const SMALL_WORDS = new Set(['small', 'tiny', 'startup', 'pair', 'duo', 'squad', 'solo', 'founder', 'small team', 'single team', 'retrospective', 'retro', 'meeting', 'stand up', 'standup']);

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
    if (PEOPLE.has(next) || next === 'strong' || /\b(?:team|group|squad) of$/.test(before)) return sizeFromCount(count);
  }
  const terms = termSet(text);
  const has = (set: ReadonlySet<string>): boolean => [...set].some((term) => terms.has(term));
  if (has(LARGE_WORDS)) return 'Large Team';
  if (has(MEDIUM_WORDS)) return 'Medium Team';
  if (has(SMALL_WORDS)) return 'Small Team';
  return undefined;
}

/** Scores domains and signals for a boundary and context; the one pass the drafter relies on. */
export function analyse(boundary: string, context = ''): Analysis {
  const boundaryTerms = termSet(boundary);
  const contextTerms = termSet(context);
  const terms = new Set([...boundaryTerms, ...contextTerms]);
  const ranked = scoreDomains(boundaryTerms, contextTerms);
  const top = ranked[0];
  const second = ranked[1];
  const primary = top?.[0] ?? GENERIC_DOMAIN;
  const primaryScore = top?.[1] ?? 0;
  const secondary = second && second[1] >= primaryScore * BLEND_RATIO ? second[0] : undefined;
  const signals = SIGNALS.filter((signal) => signal.words.some((word) => terms.has(word)));
  const industry =
    primaryScore >= INDUSTRY_EVIDENCE && primary.industry
      ? primary.industry
      : second && second[1] >= INDUSTRY_EVIDENCE
        ? second[0].industry
        : undefined;
  const teamSize = inferTeamSize(boundary) ?? inferTeamSize(context);
  return {
    seed: boundary.trim().toLowerCase().replace(/\s+/g, ' '),
    terms,
    primary,
    ...(secondary ? { secondary } : {}),
    primaryScore,
    signals,
    ...(industry ? { industry } : {}),
    ...(teamSize ? { teamSize } : {}),
  };
}
