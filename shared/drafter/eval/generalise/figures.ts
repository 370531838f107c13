import type { RefinedSpineMap } from '../../../schemas/refinement';
import { draftExplained } from '../../draft';
import type { GeneraliseCase } from './index';
import { isNearFamily } from './index';

const LISTS = ['values', 'principles', 'practices', 'tools'] as const;

/** A word or phrase at a word start, case-insensitive: 'pharmac' finds 'Pharmacist', 'ore' not 'before'. */
export function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'iu').test(text);
}

/** One case drafted and judged. */
export interface JudgedDraft {
  readonly evalCase: GeneraliseCase;
  readonly map: RefinedSpineMap;
  /** The family the drafter drafted from. */
  readonly drafted: string;
  /** List items that name the case's own subject. */
  readonly subjectItems: number;
  /** Tell-tale words of another family found in the draft (title, need and list items). */
  readonly foreignFound: readonly string[];
  /** The same, less any the user wrote in the boundary or context (the title repeats the boundary). */
  readonly foreignBeyondInput: readonly string[];
  /** True when the drafter named its domain as a guess the user can correct ('Drafted as …'), or fell back to the generic pool. */
  readonly open: boolean;
  readonly ms: number;
}

/** Drafts a case as the generator would and judges it against its words. */
export function judgeCase(evalCase: GeneraliseCase): JudgedDraft {
  const started = performance.now();
  const { map, analysis } = draftExplained({
    systemBoundary: evalCase.boundary,
    ...(evalCase.context ? { context: evalCase.context } : {}),
  });
  const ms = performance.now() - started;
  const items = LISTS.flatMap((list) => map[list]);
  const subjectItems = items.filter((item) => evalCase.subject.some((word) => mentions(item, word))).length;
  const written = [map.title, map.needs, ...items].join('\n');
  const foreignFound = evalCase.foreign.filter((word) => mentions(written, word));
  const input = `${evalCase.boundary}\n${evalCase.context ?? ''}`;
  const foreignBeyondInput = foreignFound.filter((word) => !mentions(input, word));
  return {
    evalCase,
    map,
    drafted: analysis.primary.id,
    subjectItems,
    foreignFound,
    foreignBeyondInput,
    open: analysis.assumed || analysis.primary.id === 'generic',
    ms,
  };
}

/** The half's figures (issue 16's acceptance). */
export interface GeneraliseFigures {
  readonly maps: number;
  /** Share of drafts with at least three list items naming the case's own subject. */
  readonly ownSubjectShare: number;
  readonly slots: number;
  readonly repeatedSlots: number;
  /** Share of list items written word for word into another map of the same half. */
  readonly repeatedShare: number;
  /** Share of list items written word for word into a map of another family (the generic pool). */
  readonly crossFamilyRepeatedShare: number;
  /** Share of drafts with a tell-tale word of another family. */
  readonly wrongDomainShare: number;
  /** The same, counting only tell-tale words the user did not write (added while tuning, README). */
  readonly wrongDomainBeyondInputShare: number;
  /** Share of drafts from a family neither the case's nor near it, without saying it was a guess. */
  readonly confidentWrongShare: number;
  /** Share of drafts that named their domain as a guess (or used the generic pool). */
  readonly openShare: number;
  readonly p95Ms: number;
  readonly meanMs: number;
}

/** Computes the figures of a set of judged drafts. */
export function generaliseFigures(judged: readonly JudgedDraft[]): GeneraliseFigures {
  const count = new Map<string, number>();
  const slots: string[] = [];
  for (const { map } of judged) {
    // An item repeated within one map is not a repeat across maps.
    const own = new Set(LISTS.flatMap((list) => map[list]));
    for (const item of own) count.set(item, (count.get(item) ?? 0) + 1);
    slots.push(...LISTS.flatMap((list) => map[list]));
  }
  const repeatedSlots = slots.filter((item) => (count.get(item) ?? 0) > 1).length;
  const families = new Map<string, Set<string>>();
  for (const { map, evalCase } of judged) {
    for (const item of LISTS.flatMap((list) => map[list])) {
      const seen = families.get(item) ?? new Set<string>();
      seen.add(evalCase.family);
      families.set(item, seen);
    }
  }
  const crossFamily = slots.filter((item) => (families.get(item)?.size ?? 0) > 1).length;
  const times = judged.map((draft) => draft.ms).sort((a, b) => a - b);
  const share = (n: number, of: number): number => (of ? n / of : 0);
  return {
    maps: judged.length,
    ownSubjectShare: share(judged.filter((draft) => draft.subjectItems >= 3).length, judged.length),
    slots: slots.length,
    repeatedSlots,
    repeatedShare: share(repeatedSlots, slots.length),
    crossFamilyRepeatedShare: share(crossFamily, slots.length),
    wrongDomainShare: share(judged.filter((draft) => draft.foreignFound.length > 0).length, judged.length),
    wrongDomainBeyondInputShare: share(
      judged.filter((draft) => draft.foreignBeyondInput.length > 0).length,
      judged.length,
    ),
    confidentWrongShare: share(
      judged.filter((draft) => !draft.open && !isNearFamily(draft.evalCase.family, draft.drafted)).length,
      judged.length,
    ),
    openShare: share(judged.filter((draft) => draft.open).length, judged.length),
    p95Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0,
    meanMs: share(
      times.reduce((sum, t) => sum + t, 0),
      times.length,
    ),
  };
}
