import type { ListLevelId } from '../../levels';
import { AMBIGUOUS_WORDS } from '../evidence';
import { nameKey } from '../text';
import type { Domain, KnowledgeItem } from '../types';
import { construction } from './construction';
import { consulting } from './consulting';
import { creativeAgency } from './creativeAgency';
import { customerSuccess } from './customerSuccess';
import { dataPlatform } from './dataPlatform';
import { emergencyCare } from './emergencyCare';
import { emergencyServices } from './emergencyServices';
import { FAMILIES } from './families';
import { finance } from './finance';
import { generic } from './generic';
import { governmentPolicy } from './governmentPolicy';
import { healthcare } from './healthcare';
import { hospitality } from './hospitality';
import { household } from './household';
import { legal } from './legal';
import { logistics } from './logistics';
import { manufacturing } from './manufacturing';
import { nonprofit } from './nonprofit';
import { openSource } from './openSource';
import { peopleTeam } from './peopleTeam';
import { primaryCare } from './primaryCare';
import { product } from './product';
import { publicServices } from './publicServices';
import { research } from './research';
import { retail } from './retail';
import { retrospectives } from './retrospectives';
import { sales } from './sales';
import { schools } from './schools';
import { SIGNALS } from './signals';
import { software } from './software';
import { waterUtility } from './waterUtility';
import { WIDE_ANCHORS } from './wideAnchors';

export { SIGNALS } from './signals';
export { findTool, TOOL_CATALOGUE } from './tools';

/** Every specific domain; the generic one is kept apart as the fallback. */
export const DOMAINS: readonly Domain[] = [
  software,
  waterUtility,
  sales,
  healthcare,
  product,
  customerSuccess,
  consulting,
  retail,
  retrospectives,
  schools,
  publicServices,
  openSource,
  dataPlatform,
  emergencyServices,
  hospitality,
  manufacturing,
  nonprofit,
  household,
  research,
  peopleTeam,
  finance,
  legal,
  construction,
  logistics,
  governmentPolicy,
  emergencyCare,
  primaryCare,
  creativeAgency,
  ...FAMILIES,
];

/** The fallback domain for boundaries no keyword recognises. */
export const GENERIC_DOMAIN: Domain = generic;

/** Keyword → the domains it is evidence for, with weights; built once so scoring is a lookup. */
export const KEYWORD_INDEX: ReadonlyMap<string, ReadonlyArray<readonly [Domain, number]>> = (() => {
  const index = new Map<string, Array<readonly [Domain, number]>>();
  for (const domain of DOMAINS) {
    for (const [keyword, weight] of domain.keywords) {
      const list = index.get(keyword) ?? [];
      list.push([domain, weight]);
      index.set(keyword, list);
    }
  }
  return index;
})();

/**
 * Lexicon anchor → the domains it is evidence for: each domain's own anchors (WordNet nouns such as
 * 'musical group') and its weighty keywords. A boundary noun walked up its hypernyms stops at the
 * first anchor it meets.
 */
// WordNet's upper nouns: nearly every chain passes through one, so as anchors they would claim anything.
const UPPER_NOUNS = new Set([
  'event',
  'act',
  'activity',
  'group',
  'organization',
  'organisation',
  'person',
  'thing',
  'object',
  'artifact',
  'structure',
  'service',
  'work',
  'business',
  'establishment',
  'place',
  'location',
  'area',
  'communication',
  'people',
  'system',
  'program',
  'worker',
  'professional',
  'expert',
  'leader',
  'device',
  'product',
  'material',
  'substance',
  'building',
  'facility',
  'institution',
  'unit',
  'assembly',
  'gathering',
  'meeting',
  'show',
  'performance',
  'play',
  'home',
  'house',
  'public',
  'member',
  'user',
  'customer',
  'client',
  'team',
  'company',
  'power',
  'energy',
  'content',
  'process',
  'state',
  'set',
  'collection',
  'record',
  'information',
  'data',
  'band',
  'circle',
  'club',
  'society',
  'union',
  'party',
  'crew',
  'gang',
  'troop',
  'association',
  'body',
]);

export const ANCHOR_INDEX: ReadonlyMap<string, ReadonlyArray<readonly [Domain, number]>> = (() => {
  const index = new Map<string, Map<Domain, number>>();
  const add = (word: string, domain: Domain, weight: number): void => {
    if (AMBIGUOUS_WORDS.has(word)) return;
    const entry = index.get(word) ?? new Map<Domain, number>();
    entry.set(domain, Math.max(entry.get(domain) ?? 0, weight));
    index.set(word, entry);
  };
  for (const domain of DOMAINS) {
    for (const [keyword, weight] of domain.keywords)
      if (weight >= 4 && !UPPER_NOUNS.has(keyword)) add(keyword, domain, weight);
    for (const [anchor, weight] of domain.anchors) add(anchor, domain, weight);
    for (const [anchor, weight] of Object.entries(WIDE_ANCHORS[domain.id] ?? {})) add(anchor, domain, weight);
  }
  return new Map([...index].map(([word, entry]) => [word, [...entry]]));
})();

/** A knowledge item with the level it belongs to. */
export interface LocatedItem {
  readonly level: ListLevelId;
  readonly item: KnowledgeItem;
}

/** Every knowledge item (domains, then generic, then signals) in a stable order. */
export const ALL_ITEMS: readonly LocatedItem[] = (() => {
  const out: LocatedItem[] = [];
  const levels: readonly ListLevelId[] = ['values', 'principles', 'practices', 'tools'];
  for (const source of [...DOMAINS, GENERIC_DOMAIN, ...SIGNALS]) {
    for (const level of levels) for (const item of source.items[level]) out.push({ level, item });
  }
  return out;
})();

/** Knowledge items by case-insensitive name: the first occurrence wins. */
export const ITEMS_BY_NAME: ReadonlyMap<string, LocatedItem> = (() => {
  const map = new Map<string, LocatedItem>();
  for (const located of ALL_ITEMS) {
    const key = nameKey(located.item.name);
    if (!map.has(key)) map.set(key, located);
  }
  return map;
})();
