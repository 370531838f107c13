import type { ListLevelId } from '../levels';
import type { Analysis } from './analyse';
import { GENERIC_DOMAIN } from './knowledge';
import { formatItem, nameKey, unit } from './text';
import type { KnowledgeItem } from './types';

/** A scored candidate for one list. */
export interface Candidate {
  readonly item: KnowledgeItem;
  readonly score: number;
  /** Items a context signal brought in; capped per list so signals steer without taking over. */
  readonly fromSignal: boolean;
}

// Weights are tuned so a keyword the user typed outranks the domain's default order, the hash
// jitter varies maps between similar boundaries, and a generic item joins a domain's map only when
// the user's own words point at it: generic filler repeated across maps is what made drafts bland.
const KEYWORD_HIT = 1.2;
const SIGNAL_TAG_HIT = 1.4;
const JITTER = 1.1;
const RANK_DECAY = 0.025;
const SIGNAL_ITEM_BASE = 3;
// Below any domain item: without a keyword hit a generic item cannot win a slot.
const GENERIC_BASE = -2;
// One signal item per list: signals steer through the domain's own tagged items first.
const SIGNAL_ITEMS_PER_LIST = 1;

function overlap(tags: readonly string[], terms: ReadonlySet<string>, cap: number): number {
  let hits = 0;
  for (const tag of tags) if (terms.has(tag) && ++hits >= cap) break;
  return hits;
}

/** Ranks every candidate of a level for an analysis, best first; same analysis → same order. */
export function rankCandidates(analysis: Analysis, level: ListLevelId, focusTerms: ReadonlySet<string> = new Set()): Candidate[] {
  const boosts = new Set(analysis.signals.flatMap((signal) => signal.boosts));
  // [items, base weight, how much keyword evidence counts].
  const sources: Array<readonly [readonly KnowledgeItem[], number, number]> = [[analysis.primary.items[level], 1, 1]];
  if (analysis.secondary) sources.push([analysis.secondary.items[level], 0.8, 0.8]);
  if (analysis.primary !== GENERIC_DOMAIN) sources.push([GENERIC_DOMAIN.items[level], GENERIC_BASE, 1]);
  const out: Candidate[] = [];
  for (const [items, weight, evidence] of sources) {
    for (const item of items) {
      const bonus =
        overlap(item.tags, analysis.terms, 2) * KEYWORD_HIT +
        overlap(item.tags, boosts, 1) * SIGNAL_TAG_HIT +
        overlap(item.tags, focusTerms, 2) * 2 * KEYWORD_HIT;
      const score = weight + 0.3 - item.rank * RANK_DECAY + unit(analysis.seed, `${level}:${item.name}`) * JITTER + bonus * evidence;
      out.push({ item, score, fromSignal: false });
    }
  }
  analysis.signals.forEach((signal, index) => {
    for (const item of signal.items[level]) {
      out.push({ item, score: SIGNAL_ITEM_BASE - index * 0.5 + unit(analysis.seed, item.name) * 0.3, fromSignal: true });
    }
  });
  return out.sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name));
}

/** Takes up to count candidates whose names are not in used, adding their names to used. */
export function takeItems(candidates: readonly Candidate[], count: number, used: Set<string>, skip?: (item: KnowledgeItem) => boolean): string[] {
  const out: string[] = [];
  let fromSignals = 0;
  for (const candidate of candidates) {
    if (out.length >= count) break;
    const key = nameKey(candidate.item.name);
    if (used.has(key) || skip?.(candidate.item)) continue;
    if (candidate.fromSignal && fromSignals >= SIGNAL_ITEMS_PER_LIST) continue;
    if (candidate.fromSignal) fromSignals++;
    used.add(key);
    out.push(formatItem(candidate.item.name, candidate.item.detail));
  }
  return out;
}
