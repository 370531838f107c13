import type { ListLevelId } from '../levels';
import type { Analysis } from './analyse';
import { GENERIC_DOMAIN } from './knowledge';
import { livingKinds, otherKind } from './livingKinds';
import { formatItem, nameKey, pick, unit, words } from './text';
import type { Domain, KnowledgeItem, Signal } from './types';

/** A scored candidate for one list. */
export interface Candidate {
  readonly item: KnowledgeItem;
  readonly score: number;
  /** Items a context signal brought in; capped per list so signals steer without taking over. */
  readonly fromSignal: boolean;
}

// Weights are tuned so a keyword the user typed outranks the domain's default order, the hash
// jitter varies maps between similar boundaries, and a generic item joins a domain's map only when a
// refinement focuses on it: generic filler repeated across maps is what made drafts bland.
const KEYWORD_HIT = 1.2;
const SIGNAL_TAG_HIT = 1.4;
const JITTER = 1.1;
const RANK_DECAY = 0.025;
const SIGNAL_ITEM_BASE = 3;
// Below any domain item, so generic items only fill gaps.
const GENERIC_BASE = -2;
// A generic item needs a refinement's focus to win a slot in a domain's map; keywords alone fall short.
const GENERIC_EVIDENCE = 0.4;
// One signal item per list: signals steer through the domain's own tagged items first.
const SIGNAL_ITEMS_PER_LIST = 1;

// On a guessed domain, each of the domain's distinctive words an item uses counts against it: a guess
// keeps the domain's family-neutral items and leaves out those that only fit the domain (issue 16).
const GUESS_SPECIFIC = 1.5;
const DISTINCT = 3;
// An item about animals on a map of things grown, or about crops on one of animals kept, comes last.
const OTHER_KIND = 4;
const specificity = new WeakMap<KnowledgeItem, number>();

/** How many of the domain's distinctive keywords (weight ≥ 3) an item's name and detail use. */
function specificWords(item: KnowledgeItem, domain: Domain): number {
  const known = specificity.get(item);
  if (known !== undefined) return known;
  const text = words(`${item.name} ${item.detail}`);
  let hits = 0;
  for (let i = 0; i < text.length; i++) {
    const one = text[i] ?? '';
    const two = `${one} ${text[i + 1] ?? ''}`;
    if ((domain.keywords.get(one) ?? 0) >= DISTINCT || (domain.keywords.get(two) ?? 0) >= DISTINCT) hits++;
  }
  specificity.set(item, hits);
  return hits;
}

function overlap(tags: readonly string[], terms: ReadonlySet<string>, cap: number): number {
  let hits = 0;
  for (const tag of tags) if (terms.has(tag) && ++hits >= cap) break;
  return hits;
}

const LEVELS: readonly ListLevelId[] = ['values', 'principles', 'practices', 'tools'];

/** The one level at which a signal may bring its own item into a draft. */
function signalLevel(seed: string, signalId: string): ListLevelId {
  return pick(LEVELS, seed, `signal-level:${signalId}`);
}

/** True when the map's domains already have items on the signal's subject at this level. */
function covers(analysis: Analysis, signal: Signal, level: ListLevelId): boolean {
  const tags = new Set([signal.id, ...signal.boosts]);
  return [analysis.primary, analysis.secondary].some(
    (domain) =>
      domain !== undefined &&
      domain !== GENERIC_DOMAIN &&
      domain.items[level].some((item) => item.tags.some((tag) => tags.has(tag))),
  );
}

/** Ranks every candidate of a level for an analysis, best first; same analysis → same order. */
export function rankCandidates(
  analysis: Analysis,
  level: ListLevelId,
  focusTerms: ReadonlySet<string> = new Set(),
): Candidate[] {
  const boosts = new Set(analysis.signals.flatMap((signal) => signal.boosts));
  // [items, base weight, how much keyword evidence counts].
  const sources: Array<readonly [readonly KnowledgeItem[], number, number]> = [
    [analysis.primary.items[level], 1, 1],
  ];
  if (analysis.secondary) sources.push([analysis.secondary.items[level], 0.8, 0.8]);
  if (analysis.primary !== GENERIC_DOMAIN)
    sources.push([GENERIC_DOMAIN.items[level], GENERIC_BASE, GENERIC_EVIDENCE]);
  const out: Candidate[] = [];
  const guessed = analysis.weakGuess && focusTerms.size === 0;
  const kinds = livingKinds(analysis);
  for (const [items, weight, evidence] of sources) {
    for (const item of items) {
      const specific = guessed ? specificWords(item, analysis.primary) * GUESS_SPECIFIC : 0;
      const bonus =
        overlap(item.tags, analysis.terms, 2) * KEYWORD_HIT +
        overlap(item.tags, boosts, 1) * SIGNAL_TAG_HIT +
        overlap(item.tags, focusTerms, 2) * 2 * KEYWORD_HIT;
      const score =
        weight +
        0.3 -
        item.rank * RANK_DECAY +
        unit(analysis.seed, `${level}:${item.name}`) * JITTER +
        bonus * evidence -
        specific -
        (otherKind(item.tags, kinds) ? OTHER_KIND : 0);
      out.push({ item, score, fromSignal: false });
    }
  }
  const focused = focusTerms.size > 0;
  analysis.signals.forEach((signal, index) => {
    // A refinement's focus may reach every signal item. A draft gets at most one per signal, at one
    // level chosen by the seed, and only where its domain has nothing on the subject: otherwise the
    // same sentence would land in every map with the same situation.
    if (!focused && (signalLevel(analysis.seed, signal.id) !== level || covers(analysis, signal, level)))
      return;
    const items = focused
      ? signal.items[level]
      : [pick(signal.items[level], analysis.seed, `${signal.id}:${level}`)];
    for (const item of items) {
      out.push({
        item,
        score: SIGNAL_ITEM_BASE - index * 0.5 + unit(analysis.seed, item.name) * 0.3,
        fromSignal: true,
      });
    }
  });
  return out.sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name));
}

/** Takes up to count candidates whose names are not in used, adding their names to used. */
export function takeItems(
  candidates: readonly Candidate[],
  count: number,
  used: Set<string>,
  skip?: (item: KnowledgeItem) => boolean,
): string[] {
  const out: string[] = [];
  const taken: Set<string>[] = [];
  let fromSignals = 0;
  for (const candidate of candidates) {
    if (out.length >= count) break;
    const key = nameKey(candidate.item.name);
    if (used.has(key) || skip?.(candidate.item)) continue;
    // Two names that share two words are one item twice ('Repair ticket system', 'Repair job tickets').
    const stems = nameStems(candidate.item.name);
    if (taken.some((other) => [...stems].filter((stem) => other.has(stem)).length >= 2)) continue;
    if (candidate.fromSignal && fromSignals >= SIGNAL_ITEMS_PER_LIST) continue;
    if (candidate.fromSignal) fromSignals++;
    used.add(key);
    taken.push(stems);
    out.push(formatItem(candidate.item.name, candidate.item.detail));
  }
  return out;
}

// Words too common in item names to make two items one ('the', 'and', 'every').
const NAME_FILLER = new Set([
  'the',
  'and',
  'for',
  'with',
  'every',
  'each',
  'one',
  'your',
  'our',
  'what',
  'not',
]);

function nameStems(name: string): Set<string> {
  return new Set(
    words(name)
      .filter((word) => word.length > 2 && !NAME_FILLER.has(word))
      .map((word) => word.replace(/s$/, '')),
  );
}
