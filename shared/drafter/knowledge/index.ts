import type { ListLevelId } from '../../levels';
import { nameKey } from '../text';
import type { Domain, KnowledgeItem } from '../types';
import { construction } from './construction';
import { consulting } from './consulting';
import { creativeAgency } from './creativeAgency';
import { customerSuccess } from './customerSuccess';
import { dataPlatform } from './dataPlatform';
import { emergencyCare } from './emergencyCare';
import { emergencyServices } from './emergencyServices';
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
