import type { Analysis } from './analyse';
import { hypernymChain, sensesOf } from './lexicon';

// What a boundary grows or keeps, read from the lexicon: potato growers grow produce, a sheep station
// keeps animals. A family that covers both (a farm) then leaves out the items about the other:
// no 'Animal Welfare' for potato growers, no crop rotation for a dairy herd.

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
