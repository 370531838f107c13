import { GENERALISE_CASES } from './cases';
import { FAMILY_WORDS } from './familyWords';

/** One case of the generalisation evaluation, with the words its draft is judged on. */
export interface GeneraliseCase {
  readonly family: string;
  readonly boundary: string;
  readonly context?: string;
  /** Words that name the family's own subject: at least three list items should use one. */
  readonly subject: readonly string[];
  /** Tell-tale words of other families (not near ones): any of them in the draft marks a wrong domain. */
  readonly foreign: readonly string[];
}

function foreignWords(family: string): string[] {
  const near = new Set([family, ...(FAMILY_WORDS[family]?.near ?? [])]);
  const own = new Set((FAMILY_WORDS[family]?.subject ?? []).map((word) => word.toLowerCase()));
  const out = new Set<string>();
  for (const [id, words] of Object.entries(FAMILY_WORDS)) {
    // Nearness is symmetric: a neighbour naming this family near is as good as the other way round.
    if (near.has(id) || words.near?.includes(family)) continue;
    for (const tell of words.tells) if (!own.has(tell.toLowerCase())) out.add(tell);
  }
  return [...out].sort();
}

const all: GeneraliseCase[] = [];
const seen = new Map<string, number>();
const halves: { dev: GeneraliseCase[]; heldOut: GeneraliseCase[] } = { dev: [], heldOut: [] };
for (const [family, boundary, context] of GENERALISE_CASES) {
  const made: GeneraliseCase = {
    family,
    boundary,
    ...(context ? { context } : {}),
    subject: FAMILY_WORDS[family]?.subject ?? [],
    foreign: foreignWords(family),
  };
  all.push(made);
  // Within each family the cases alternate: first, third, … to development; second, fourth, … held out.
  const index = seen.get(family) ?? 0;
  seen.set(family, index + 1);
  (index % 2 === 0 ? halves.dev : halves.heldOut).push(made);
}

/** Every case, in file order. */
export const ALL_GENERALISE_CASES: readonly GeneraliseCase[] = all;
/** The development half: read case by case while building, and asserted on by tests. */
export const DEV_CASES: readonly GeneraliseCase[] = halves.dev;
/** The held-out half: only its aggregate figures are read (npm run bench), never its per-case drafts. */
export const HELD_OUT_CASES: readonly GeneraliseCase[] = halves.heldOut;
