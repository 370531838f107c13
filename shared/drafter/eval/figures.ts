import type { RefinedSpineMap } from '../../schemas/refinement';
import { UNKNOWN_TOOL_OPENING } from '../draft';
import { itemDetail, nameKey } from '../text';

/** One drafted case, as the figures need it. */
export interface EvalDraft {
  /** The domain the case expects: repeats within one domain are fine, across domains they are filler. */
  readonly domain: string;
  readonly map: RefinedSpineMap;
  /** True when the drafter fell back to the generic pool. */
  readonly fellBack: boolean;
  /** The tools the user gave: their own words, so never counted as the drafter repeating itself. */
  readonly givenTools: readonly string[];
}

/** An item written word for word into maps of several domains. */
export interface SharedItem {
  readonly item: string;
  readonly domains: readonly string[];
}

/** The evaluation set's figures (issue 11); the bench prints them against budgets, the test reads sharedItems. */
export interface EvalFigures {
  readonly maps: number;
  /** List slots the drafter chose (values, principles, practices, tools; the user's own tools left out). */
  readonly slots: number;
  /** Slots whose exact text also appears in a map of another domain. */
  readonly repeatedSlots: number;
  /** repeatedSlots / slots (0 for an empty set). */
  readonly repeatedShare: number;
  /** Share of drafts that fell back to the generic pool. */
  readonly fallbackShare: number;
  /** Items found word for word in maps of more than two domains, most widespread first. */
  readonly sharedItems: readonly SharedItem[];
  /** The user's own tools placed with the stock detail of an unknown tool, as 'domain → item'. */
  readonly unknownTools: readonly string[];
}

const LISTS = ['values', 'principles', 'practices', 'tools'] as const;

/** Computes the set's figures from its drafts: verbatim repeats across domains, generic fallbacks and unknown tools. */
export function evalFigures(drafts: readonly EvalDraft[]): EvalFigures {
  const domainsByItem = new Map<string, Set<string>>();
  const slots: string[] = [];
  const unknownTools: string[] = [];
  for (const draft of drafts) {
    const given = new Set(draft.givenTools.map(nameKey));
    for (const list of LISTS) {
      for (const item of draft.map[list]) {
        if (list === 'tools' && given.has(nameKey(item))) {
          if (itemDetail(item).startsWith(UNKNOWN_TOOL_OPENING))
            unknownTools.push(`${draft.domain} → ${item}`);
          continue;
        }
        slots.push(item);
        const domains = domainsByItem.get(item) ?? new Set<string>();
        domains.add(draft.domain);
        domainsByItem.set(item, domains);
      }
    }
  }
  const repeatedSlots = slots.filter((item) => (domainsByItem.get(item)?.size ?? 0) > 1).length;
  const sharedItems = [...domainsByItem]
    .filter(([, domains]) => domains.size > 2)
    .map(([item, domains]) => ({ item, domains: [...domains].sort() }))
    .sort((a, b) => b.domains.length - a.domains.length || a.item.localeCompare(b.item));
  return {
    maps: drafts.length,
    slots: slots.length,
    repeatedSlots,
    repeatedShare: slots.length ? repeatedSlots / slots.length : 0,
    fallbackShare: drafts.length ? drafts.filter((draft) => draft.fellBack).length / drafts.length : 0,
    sharedItems,
    unknownTools,
  };
}
