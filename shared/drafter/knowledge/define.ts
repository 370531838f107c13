import type { ListLevelId } from '../../levels';
import { normalisePhrase, words } from '../text';
import type { Domain, DomainSource, KnowledgeItem, Signal, SignalSource } from '../types';

const LIST_LEVELS: readonly ListLevelId[] = ['values', 'principles', 'practices', 'tools'];

// Words that say nothing about an item's topic; keeping them out of tags stops 'the team'
// from making every item look relevant.
const STOP = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'to',
  'for',
  'in',
  'on',
  'with',
  'by',
  'or',
  'is',
  'it',
  'as',
  'at',
  'be',
  'so',
  'that',
  'this',
  'each',
  'every',
  'one',
  'two',
  'before',
  'after',
  'from',
  'into',
  'your',
  'our',
  'their',
  'we',
  'they',
  'who',
  'what',
  'when',
  'than',
  'more',
  'less',
  'not',
  'no',
  'can',
  'are',
  'was',
  'all',
  'any',
  'only',
  'how',
  'why',
  'where',
  'team',
  'work',
]);

/** The words of a text that say something about its topic: stop words ('the', 'team') left out. */
export function topicWords(text: string): string[] {
  return words(text).filter((word) => !STOP.has(word));
}

/** Splits a 'Name: detail #tag #tag' line into its name, its detail and its '#' tags, normalised. */
export function splitItemLine(line: string): { name: string; detail: string; tags: string[] } {
  const tagStart = line.indexOf(' #');
  const body = tagStart >= 0 ? line.slice(0, tagStart) : line;
  const tagText = tagStart >= 0 ? line.slice(tagStart) : '';
  const colon = body.indexOf(': ');
  const name = (colon >= 0 ? body.slice(0, colon) : body).trim();
  const detail = colon >= 0 ? body.slice(colon + 2).trim() : '';
  const tags = tagText
    .split('#')
    .map(normalisePhrase)
    .filter((tag) => tag);
  return { name, detail, tags };
}

/** Parses 'Name: detail #tag #tag' once, at module load; the name's own words count as tags too. */
export function parseItem(line: string, rank: number): KnowledgeItem {
  const { name, detail, tags } = splitItemLine(line);
  return { name, detail, tags: [...new Set([...topicWords(name), ...tags])], rank };
}

function parseLevels(
  source: Record<ListLevelId, readonly string[]>,
  extraTags = '',
): Record<ListLevelId, KnowledgeItem[]> {
  const out = {} as Record<ListLevelId, KnowledgeItem[]>;
  for (const level of LIST_LEVELS)
    out[level] = source[level].map((line, rank) => parseItem(line + extraTags, rank));
  return out;
}

/** Turns a domain file's plain content into a scored-ready domain. */
export function defineDomain(source: DomainSource): Domain {
  const keywords = new Map<string, number>();
  for (const [phrase, weight] of Object.entries(source.keywords))
    keywords.set(normalisePhrase(phrase), weight);
  const anchors = new Map<string, number>(Object.entries(source.anchors ?? {}));
  const {
    values: _v,
    principles: _p,
    practices: _pr,
    tools: _t,
    keywords: _k,
    anchors: _a,
    ...rest
  } = source;
  return { ...rest, keywords, anchors, items: parseLevels(source) };
}

/** Turns a context signal's plain content into a scored-ready signal. */
export function defineSignal(source: SignalSource): Signal {
  const { values: _v, principles: _p, practices: _pr, tools: _t, ...rest } = source;
  return {
    ...rest,
    words: source.words.map(normalisePhrase),
    boosts: source.boosts.map(normalisePhrase),
    // A signal's own items carry its id and boosts as tags, so focus and tool links can find them.
    items: parseLevels(source, [source.id, ...source.boosts].map((tag) => ` #${tag}`).join('')),
  };
}
