import type { ListLevelId } from '../levels';
import type { RefinedSpineMap } from '../schemas/refinement';
import type { Analysis } from './analyse';
import { ALL_ITEMS, DOMAINS, ITEMS_BY_NAME, KEYWORD_INDEX, SIGNALS } from './knowledge';
import { itemDetail, itemName, nameKey, termSet, unit, words } from './text';
import type { Domain, KnowledgeItem, Signal } from './types';

/** A phrase from feedback ('a remote-first team'), read as the subjects it is about. */
export interface Topic {
  /** The user's words, as written. */
  readonly phrase: string;
  /** Its content words, as normalised words ('remote'). */
  readonly words: ReadonlySet<string>;
  /**
   * Every term that counts as evidence, mapped to the subject it stands for: a word, its close
   * synonyms and the tags of a signal the phrase names all count once, as one subject.
   */
  readonly terms: ReadonlyMap<string, string>;
  /** Context signals the phrase names (remote, regulated, startup …). */
  readonly signals: readonly Signal[];
}

// Words that shape a request but say nothing about its subject: 'a remote-first team' is about remote work.
const FILLER = new Set(
  (
    'a an the our my your their its it this that these those we us they them and or of to for on in ' +
    'at by with about around from into than as me make more less much very really bit lot suitable ' +
    'fit right better good new team group people person organisation organization company map spine ' +
    'thing stuff way first focused focus oriented orientated centred centered centric driven led ' +
    'friendly based minded heavy aware proof ready related kind sort type matter is are be work ' +
    'working please item value principle practice tool need level list environment when what who how ' +
    'why each every all any not no so if can will one two before after only also just then there here ' +
    'where which while own same other such do does did has have had get keep use used up out'
  ).split(' '),
);

// A few near-synonyms, so 'speed' also finds items tagged 'fast' and 'learning' finds 'learn'.
const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['speed', 'fast', 'quick', 'pace', 'velocity', 'throughput', 'rapid'],
  ['learning', 'learn', 'experiment', 'reflection', 'improvement'],
  ['customer', 'client', 'user'],
  ['safety', 'safe', 'hazard'],
  ['quality', 'defect', 'bug'],
  ['wellbeing', 'burnout', 'health', 'rest'],
  ['honesty', 'candour', 'candor', 'truth'],
  ['trust', 'openness', 'transparency'],
  ['remote', 'distributed', 'async'],
  ['security', 'secure', 'privacy'],
  ['onboarding', 'newcomer'],
  ['volunteer', 'volunteering'],
  ['cost', 'budget', 'spend'],
  ['inclusion', 'inclusive', 'diversity', 'accessibility'],
];
const SYNONYM_OF: ReadonlyMap<string, readonly string[]> = new Map(
  SYNONYMS.flatMap((group) => group.map((word): [string, readonly string[]] => [word, group])),
);

/** The words of a text that say what it is about (no joining words, no request words), normalised. */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => !FILLER.has(word) && word.length > 1);
}

/** Reads a phrase into a topic; the phrase itself is kept whole for quoting. */
export function topicOf(phrase: string): Topic {
  const content = contentWords(phrase);
  const terms = new Map<string, string>();
  for (const word of content)
    for (const term of SYNONYM_OF.get(word) ?? [word]) if (!terms.has(term)) terms.set(term, word);
  for (let i = 0; i + 1 < content.length; i++)
    terms.set(`${content[i]} ${content[i + 1]}`, `${content[i]} ${content[i + 1]}`);
  const said = termSet(phrase);
  const signals = SIGNALS.filter((signal) => signal.words.some((word) => said.has(word)));
  for (const signal of signals)
    for (const tag of [signal.id, ...signal.boosts])
      if (!terms.has(tag)) terms.set(tag, `signal:${signal.id}`);
  return { phrase, words: new Set(content), terms, signals };
}

/** The same topic, keeping only the terms `keep` accepts. */
export function narrowTopic(topic: Topic, keep: (term: string) => boolean): Topic {
  return { ...topic, terms: new Map([...topic.terms].filter(([term]) => keep(term))) };
}

/** Whether a topic has any subject the knowledge base could match ('it' and 'team' alone do not). */
export function hasSubject(topic: Topic): boolean {
  return topic.terms.size > 0;
}

function subjects(terms: Iterable<string>, topic: Topic): number {
  const found = new Set<string>();
  for (const term of terms) {
    const subject = topic.terms.get(term);
    if (subject) found.add(subject);
  }
  return found.size;
}

/** The words an item on the map is about: its knowledge tags and detail when known, else the words of its text. */
function itemTerms(item: string): string[] {
  const known = ITEMS_BY_NAME.get(nameKey(item));
  if (known) return [...known.item.tags, ...words(known.item.detail)];
  return contentWords(`${itemName(item)} ${itemDetail(item)}`);
}

/** How many of a topic's subjects a map item speaks to. */
export function topicHits(item: string, topic: Topic): number {
  return subjects(itemTerms(item), topic);
}

// A signal's items inherit its id and boosts as tags; those say what the signal is about, not the
// item, so they count only when the topic names that very signal.
const INHERITED: ReadonlyMap<KnowledgeItem, { signal: Signal; tags: ReadonlySet<string> }> = new Map(
  SIGNALS.flatMap((signal) =>
    (['values', 'principles', 'practices', 'tools'] as const).flatMap((level) =>
      signal.items[level].map((item): [KnowledgeItem, { signal: Signal; tags: ReadonlySet<string> }] => {
        const own = new Set(words(item.name));
        return [
          item,
          { signal, tags: new Set([signal.id, ...signal.boosts].filter((tag) => !own.has(tag))) },
        ];
      }),
    ),
  ),
);

const DOMAIN_OF: ReadonlyMap<KnowledgeItem, Domain> = new Map(
  DOMAINS.flatMap((domain) =>
    (['values', 'principles', 'practices', 'tools'] as const).flatMap((level) =>
      domain.items[level].map((item): [KnowledgeItem, Domain] => [item, domain]),
    ),
  ),
);

/** How strongly the map's own text points at each domain, relative to the best one (0–1). */
function affinity(map: RefinedSpineMap): (domain: Domain) => number {
  const text = [
    map.systemBoundary,
    map.context ?? '',
    map.needs,
    ...map.values,
    ...map.principles,
    ...map.practices,
    ...map.tools,
  ].join('\n');
  const scores = new Map<Domain, number>();
  for (const term of termSet(text))
    for (const [domain, weight] of KEYWORD_INDEX.get(term) ?? [])
      scores.set(domain, (scores.get(domain) ?? 0) + weight);
  const best = Math.max(0, ...scores.values());
  return (domain) => (best > 0 ? (scores.get(domain) ?? 0) / best : 0);
}

/**
 * Knowledge items of a level about a topic that the map does not hold, best first. An item whose
 * name carries the user's own word ranks highest; items of this map's domains, the generic pool and
 * signals come before those of domains the map's text does not point at.
 */
export function rankTopicItems(
  analysis: Analysis,
  map: RefinedSpineMap,
  level: ListLevelId,
  topic: Topic,
): KnowledgeItem[] {
  const used = new Set(
    (['values', 'principles', 'practices', 'tools'] as const).flatMap((list) => map[list].map(nameKey)),
  );
  const own = new Set([analysis.primary, analysis.secondary]);
  const near = affinity(map);
  const named = new Set(topic.signals);
  const seen = new Set<string>();
  return ALL_ITEMS.filter((located) => located.level === level)
    .map(({ item }) => {
      const inherited = INHERITED.get(item);
      const tags =
        inherited && !named.has(inherited.signal)
          ? item.tags.filter((tag) => !inherited.tags.has(tag))
          : item.tags;
      const hits = subjects(tags, topic);
      const inName = words(item.name).filter((word) => topic.words.has(word)).length;
      const domain = DOMAIN_OF.get(item);
      const distance = !domain || own.has(domain) ? 0 : 2.5 * (1 - Math.min(1, near(domain) * 2));
      const signalBonus = inherited && named.has(inherited.signal) ? 2 : 0;
      // An item of a domain the map does not point at must carry the user's own word in its name:
      // a tag alone would bring a support desk's 'In-app messaging' to a bakery's onboarding.
      const relevant = hits > 0 && (distance === 0 || inName > 0);
      return {
        item,
        relevant,
        score:
          inName * 1.5 +
          hits * 2 +
          signalBonus -
          distance +
          (domain && own.has(domain) ? 1 : 0) +
          unit(analysis.seed, item.name) * 0.5,
      };
    })
    .filter((entry) => entry.relevant)
    .sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name))
    .map((entry) => entry.item)
    .filter((item) => {
      const key = nameKey(item.name);
      if (used.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
