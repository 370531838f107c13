import { singularOfF, singularOfMen, withoutAccents } from '../text';
import lexiconFile from './lexicon.json';

// The drafter's lexicon: WordNet 3.1 nouns read at build time (scripts/build-lexicon.mjs) into
// lexicon.json. It ships in the drafter's chunk, which the app loads only when drafting or chatting.

/** One noun sense: its words, its first hypernym and a short gloss where the lexicon keeps one. */
export interface Sense {
  readonly id: number;
  /** The lemmas naming this sense (or WordNet's headword when none was kept). */
  readonly words: readonly string[];
  readonly parent?: number;
  readonly gloss?: string;
}

interface Lexicon {
  /** Each sense's line: `depth|words|gloss`. */
  readonly lines: readonly string[];
  /** Each sense's first hypernym (-1 at a root). */
  readonly parents: Int32Array;
  /** Lemma → its senses, commonest first. */
  readonly byLemma: ReadonlyMap<string, readonly number[]>;
}

let loaded: Lexicon | undefined;
const built = new Map<number, Sense>();

// One pass without building a Sense per line: the lexicon is 30,000+ lines and parsing sits on the
// path of the first draft, so senses are built only when asked for.
function parse(text: string): Lexicon {
  const lines = text.split('\n');
  const parents = new Int32Array(lines.length);
  const byLemma = new Map<string, number[]>();
  const later: Array<readonly [string, number]> = [];
  const pathByDepth: number[] = [];
  for (let id = 0; id < lines.length; id += 1) {
    const line = lines[id] ?? '';
    const bar = line.indexOf('|');
    const depth = Number(line.slice(0, bar));
    pathByDepth[depth] = id;
    parents[id] = depth > 0 ? (pathByDepth[depth - 1] ?? -1) : -1;
    if (line.charAt(bar + 1) === '=') continue;
    const end = line.indexOf('|', bar + 1);
    for (const lemma of line.slice(bar + 1, end < 0 ? undefined : end).split(',')) {
      if (lemma.startsWith('*')) later.push([lemma.slice(1), id]);
      else {
        const list = byLemma.get(lemma);
        if (list) list.push(id);
        else byLemma.set(lemma, [id]);
      }
    }
  }
  for (const [lemma, id] of later) {
    const list = byLemma.get(lemma);
    if (list) list.push(id);
    else byLemma.set(lemma, [id]);
  }
  return { lines, parents, byLemma };
}

function lexicon(): Lexicon {
  loaded ??= parse(lexiconFile.synsets);
  return loaded;
}

function sense(id: number): Sense | undefined {
  const cached = built.get(id);
  if (cached) return cached;
  const { lines, parents } = lexicon();
  const line = lines[id];
  if (line === undefined) return undefined;
  const [, label = '', gloss] = line.split('|');
  const parent = parents[id] ?? -1;
  const made: Sense = {
    id,
    words: label
      .replace(/^=/, '')
      .split(',')
      .map((word) => word.replace(/^\*/, '')),
    ...(parent >= 0 ? { parent } : {}),
    ...(gloss ? { gloss } : {}),
  };
  built.set(id, made);
  return made;
}

/** A plural or inflected noun's lemma as the lexicon knows it ('libraries' → 'library'), if any. */
export function lemmaOf(word: string): string | undefined {
  const { byLemma } = lexicon();
  const lower = withoutAccents(word.toLowerCase());
  if (byLemma.has(lower)) return lower;
  const tries = [
    singularOfMen(lower) ?? lower,
    singularOfF(lower),
    lower.replace(/ies$/, 'y'),
    lower.replace(/(?:ches|shes|sses|xes)$/, (end) => end.slice(0, -2)),
    // 'buses', 'campuses' (not 'uses', nor 'houses', whose 'hous' is no noun).
    lower.replace(/^(\p{L}+us)es$/u, '$1'),
    lower.replace(/s$/, ''),
  ];
  return tries.find((candidate) => candidate !== lower && byLemma.has(candidate));
}

/** The senses of a noun (one word or a two-word compound), commonest first; none when unknown. */
export function sensesOf(word: string): readonly Sense[] {
  const lemma = lemmaOf(word);
  if (!lemma) return [];
  return (lexicon().byLemma.get(lemma) ?? []).flatMap((id) => sense(id) ?? []);
}

/** The sense and its hypernyms up to the root: 'hangar' → structure → artifact → … → entity. */
export function hypernymChain(start: Sense): Sense[] {
  const chain: Sense[] = [];
  for (let at: Sense | undefined = start; at; at = at.parent === undefined ? undefined : sense(at.parent))
    chain.push(at);
  return chain;
}

/** True when a sense has one of `anchors` among its hypernyms. */
export function senseUnder(start: Sense | undefined, anchors: ReadonlySet<string>): boolean {
  return start !== undefined && hypernymChain(start).some((at) => at.words.some((w) => anchors.has(w)));
}

/** True when the first sense of a noun has one of `anchors` among its hypernyms ('fridge' under 'appliance'). */
export function firstSenseUnder(word: string, anchors: ReadonlySet<string>): boolean {
  const first = sensesOf(word)[0];
  return senseUnder(first, anchors);
}

/** True when any sense of a noun has one of `anchors` among its hypernyms ('cricket' under 'field game'). */
export function someSenseUnder(word: string, anchors: ReadonlySet<string>): boolean {
  return sensesOf(word).some((sense) => senseUnder(sense, anchors));
}

// Endings that name who works with the noun before them ('trawlermen', 'grantmakers'): the noun places them.
const WORKER_ENDINGS = /^(.{3,}?)(?:m[ae]n|wom[ae]n|makers?|workers?|keepers?|mongers?)$/;
const NOT_COMPOUND = /(?:ic|al|ing|ed|ous|ive|ful|less|able|ible|ers?|ors?|ists?|ly|ment|ness|tion|ity)$/;

/**
 * The noun a word the lexicon does not know is made of, to be walked in its place: the thing before
 * a worker's ending ('trawlermen' → trawler), else the longest known noun it ends with ('gastropub'
 * → pub). Undefined for a word the lexicon knows, or one made of no known noun.
 */
export function nounWithin(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lemmaOf(lower) !== undefined || !/^\p{L}{6,}$/u.test(lower)) return undefined;
  const worked = WORKER_ENDINGS.exec(lower)?.[1];
  if (worked && lemmaOf(worked) !== undefined) return lemmaOf(worked);
  // Adjectives, verb forms and agent nouns ('photographic', 'dredging', 'installers') are not two nouns.
  if (NOT_COMPOUND.test(lower)) return undefined;
  for (let at = 4; at <= lower.length - 3; at++) {
    const end = lower.slice(at);
    const lemma = lemmaOf(end);
    if (lemma !== undefined && (end === lemma || end === `${lemma}s`)) return lemma;
  }
  return undefined;
}

/** True when the lexicon knows the word as a noun. */
export function isNoun(word: string): boolean {
  return lemmaOf(word) !== undefined;
}
