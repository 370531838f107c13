import type { Analysis } from './analyse';
import { hypernymChain, sensesOf } from './lexicon';

// What kinds of thing a boundary names, read from the lexicon. What it grows or keeps: potato growers
// grow produce, a sheep station keeps animals, and a family that covers both (a farm) leaves out the
// items about the other (no 'Animal Welfare' for potato growers, no crop rotation for a dairy herd).
// And which of its family's nouns it names: a shuttle bus service speaks of buses, not trains.

/** Hypernyms (first sense) that make a noun something grown. */
const GROWN = new Set(['produce', 'flora', 'cereal', 'grove']);
/** Hypernyms (first sense) that make a noun an animal kept. */
const KEPT = new Set(['animal', 'mammal', 'bird', 'fish', 'poultry', 'animal group']);
/** Words that name kept animals without a noun the lexicon files under animal first. */
const KEPT_WORDS = new Set(['dairy', 'herd', 'flock', 'livestock', 'lambing', 'calving', 'stud', 'ranch']);
/** Words for what is grown that the lexicon files under output or trade. */
const GROWN_WORDS = new Set(['crop', 'harvest', 'sowing', 'orchard', 'vineyard']);

/** Item tags about animals, and about crops: a map of the other kind leaves them out. */
const ANIMAL_TAGS: ReadonlySet<string> = new Set(['animal', 'livestock', 'grazing']);
const CROP_TAGS: ReadonlySet<string> = new Set(['crop', 'harvest']);

export interface LivingKinds {
  readonly grown: boolean;
  readonly kept: boolean;
}

const read = new WeakMap<Analysis, LivingKinds>();

/** Whether the boundary (with its context and answers) names things grown, animals kept, both or neither. */
export function livingKinds(analysis: Analysis): LivingKinds {
  const known = read.get(analysis);
  if (known) return known;
  let grown = false;
  let kept = false;
  for (const term of analysis.terms) {
    if (term.includes(' ')) continue;
    const kind = kindOf(term);
    if (kind === 'grown') grown = true;
    if (kind === 'kept') kept = true;
  }
  const kinds = { grown, kept };
  read.set(analysis, kinds);
  return kinds;
}

/** Whether a noun names something grown or an animal kept (by its first sense), or neither. */
function kindOf(noun: string): 'grown' | 'kept' | undefined {
  if (KEPT_WORDS.has(noun)) return 'kept';
  if (GROWN_WORDS.has(noun)) return 'grown';
  const sense = sensesOf(noun)[0];
  if (!sense) return undefined;
  const above = hypernymChain(sense).flatMap((at) => at.words);
  if (above.some((word) => KEPT.has(word))) return 'kept';
  return above.some((word) => GROWN.has(word)) ? 'grown' : undefined;
}

/** True when a noun is of the kind of living thing the boundary does not have ('crop' for a sheep station). */
export function otherKindNoun(noun: string, kinds: LivingKinds): boolean {
  const kind = kindOf(noun);
  return kind !== undefined && (kind === 'grown' ? kinds.kept && !kinds.grown : kinds.grown && !kinds.kept);
}

/** True when an item's tags are about the kind of living thing the boundary does not have. */
export function otherKind(tags: readonly string[], kinds: LivingKinds): boolean {
  if (kinds.grown && !kinds.kept) return tags.some((tag) => ANIMAL_TAGS.has(tag));
  if (kinds.kept && !kinds.grown) return tags.some((tag) => CROP_TAGS.has(tag));
  return false;
}

/**
 * The family's nouns after its first, those the boundary, context or answers name before the rest: a
 * court registry that lists hearings speaks of hearings before prisons.
 */
export function namedFirst(family: readonly string[], analysis: Analysis): string[] {
  const rest = family.slice(1);
  const named = rest.filter((noun) => analysis.terms.has(noun));
  // An unnamed noun of the same kind as a named one is another system's ('shuttle buses' run no trains).
  const kinds = new Set(named.map(familyKindOf));
  kinds.delete(undefined);
  return [...named, ...rest.filter((noun) => !analysis.terms.has(noun) && !kinds.has(familyKindOf(noun)))];
}

// The kind a family noun is one of, when the lexicon files it deep enough to say ('bus' and 'train' are both
// public transport; 'person' or 'act' say nothing).
function familyKindOf(noun: string): string | undefined {
  const sense = sensesOf(noun)[0];
  const chain = sense ? hypernymChain(sense) : [];
  return chain.length >= 7 ? chain[1]?.words[0] : undefined;
}
