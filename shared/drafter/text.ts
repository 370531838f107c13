/**
 * Small, allocation-light text helpers for the drafter. Everything here is deterministic and
 * locale-independent so the browser and the server draft the same map from the same input.
 */

import { AMERICAN_SPELLINGS } from './americanSpellings';
import { CLAUSE_WORDS } from './clauses';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

// Words whose 's' is not a plural, or whose singular is another word ('news' is not 'new').
// 'generations' are a family's, not a power station's 'generation'.
const NOT_PLURAL = new Set([
  'news',
  'goods',
  'customs',
  'means',
  'series',
  'species',
  'maths',
  'generations',
]);

// Plurals of nouns in -f and -fe ('midwives', 'shelves'); not every -ves ('archives', 'drives').
const F_PLURAL = /(?:wi|kni|shel|hal|cal|wol|thie|loa)ves$/;

/** 'midwives' → 'midwife', 'shelves' → 'shelf'; the word itself when it is no such plural. */
export function singularOfF(word: string): string {
  if (!F_PLURAL.test(word)) return word;
  return /(?:wi|kni)ves$/.test(word) ? `${word.slice(0, -3)}fe` : `${word.slice(0, -3)}f`;
}

// Plurals in -men ('handymen', 'draughtsmen'); not the nouns that end so in the singular.
const NOT_MEN_PLURAL = /(?:speci|abdo|regi|acu|albu|bitu|ceru|fora|dol)men$/;
const SINGULAR_IN_MEN = new Set(['omen', 'amen', 'stamen', 'semen', 'hymen', 'rumen', 'lumen', 'yemen']);

/** 'handymen' → 'handyman', 'fisherwomen' → 'fisherwoman'; undefined for a word that is no such plural. */
export function singularOfMen(word: string): string | undefined {
  return /men$/.test(word) && !NOT_MEN_PLURAL.test(word) && !SINGULAR_IN_MEN.has(word)
    ? `${word.slice(0, -3)}man`
    : undefined;
}

// Letters no accent-stripping takes apart: Turkish ı, Polish ł, Nordic ø and æ, German ß, Balkan đ.
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ı: 'i', ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd' };

/** 'crèche' → 'creche', 'çağrı' → 'cagri': people type a word with or without its accents. */
export function withoutAccents(word: string): string {
  return /[^\p{ASCII}]/u.test(word)
    ? word
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[ıłøæßđ]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    : word;
}

/** Lower-cases and strips a plural 's' so 'teams' and 'team' meet. */
// Plurals in -oes whose singular ends in -o ('potatoes'), not in -oe ('shoes', 'canoes').
const PLURAL_OES = /(?:potat|tomat|her|ech|vet|torped|embarg|mosquit|buffal|domin|carg|volcan|tornad)oes$/;
// Plurals that add -es after a hissing sound ('churches', 'boxes', 'classes', 'dishes'), but not
// where the singular ends in -e itself ('niches', 'crèches', 'headaches', 'axes').
const SIBILANT_PLURAL = /(?:ch|sh|x|ss|zz)es$/;
const E_SINGULAR = /(?:cach|nich|^ach|quich|moustach|avalanch|crech|fich|psych|headach|earach|^ax|annex)es$/;
// Plurals in -uses whose singular ends in -us ('buses', 'campuses'), not in -use ('houses', 'nurses').
const PLURAL_USES =
  /(?:^|[^a-z])(?:bus|minibus|campus|bonus|virus|census|chorus|circus|syllabus|surplus|prospectus)es$/;

/** A word as keywords are written: lower case, unaccented, singular, in British spelling. */
export function normaliseWord(word: string): string {
  const w = singular(word);
  return AMERICAN_SPELLINGS.get(w) ?? w;
}

/** A word lower case, unaccented and singular. */
function singular(word: string): string {
  // 'GPs', 'PMs', 'OTs': an abbreviation's plural, however short.
  if (/^\p{Lu}{2,}s$/u.test(word)) return word.slice(0, -1).toLowerCase();
  let w = withoutAccents(word.toLowerCase()).replace(/['’]s$/, '');
  if (NOT_PLURAL.has(w)) return w;
  if (F_PLURAL.test(w)) return singularOfF(w);
  // 'womens' (an apostrophe left out) is 'women's'.
  const man = singularOfMen(w.replace(/(?<=men)s$/, ''));
  if (man) return man;
  if (PLURAL_OES.test(w) || PLURAL_USES.test(w) || (SIBILANT_PLURAL.test(w) && !E_SINGULAR.test(w)))
    w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  // 'Brickie' and 'brickies', 'sparkie' and 'sparkies': one word, whichever way its plural reads.
  else if (w.length > 5 && w.endsWith('ie')) w = `${w.slice(0, -2)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'))
    w = w.slice(0, -1);
  return w;
}

/** The normalised words of a text, in order. */
export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map(normaliseWord);
}

/** Words plus runs of two and three words ('slow delivery'), so keyword phrases match too. */
export function termSet(text: string): Set<string> {
  const list = words(text);
  const set = new Set(list);
  for (let i = 0; i + 1 < list.length; i++) {
    set.add(`${list[i]} ${list[i + 1]}`);
    if (i + 2 < list.length) set.add(`${list[i]} ${list[i + 1]} ${list[i + 2]}`);
  }
  return set;
}

/** Normalises a keyword phrase the same way input text is normalised. */
export function normalisePhrase(phrase: string): string {
  return words(phrase).join(' ');
}

/** FNV-1a: a stable 32-bit hash, so ties break the same way on every run and platform. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A stable number in [0, 1) for a seed and a key. */
export function unit(seed: string, key: string): number {
  return hash(`${seed}\u0000${key}`) / 4294967296;
}

/** Picks one entry of a list by a stable hash. */
export function pick<T>(list: readonly T[], seed: string, key: string): T {
  const item = list[Math.floor(unit(seed, key) * list.length)] ?? list[0];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The name part of a 'name: detail' or 'name - detail' list item. */
export function itemName(item: string): string {
  const match = /^(.*?)(?::\s|\s[-–—]\s)/.exec(item);
  return (match?.[1] ?? item).trim();
}

/** The detail part of a list item, or '' when it has none. */
export function itemDetail(item: string): string {
  const match = /^(.*?)(?::\s|\s[-–—]\s)(.*)$/s.exec(item);
  return (match?.[2] ?? '').trim();
}

/** The case-insensitive key that decides whether two items are duplicates. */
export function nameKey(item: string): string {
  return itemName(item).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Joins a name and a detail in the map's 'name: detail' form. */
export function formatItem(name: string, detail: string): string {
  return detail ? `${name}: ${detail}` : name;
}

export const SMALL_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'vs',
  'via',
]);

function isAcronymLike(word: string): boolean {
  return word.length > 1 && /\p{Lu}/u.test(word.slice(1));
}

/** Title case that keeps acronyms (NHS, iOS) and lower-cases short joining words. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => {
      if (isAcronymLike(word)) return word;
      const lower = word.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/** Capitalises the first letter only. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the word is an acronym or brand (GitHub, iOS). */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/, 1)[0] ?? '';
  return isAcronymLike(first) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The words before a verb that follows a group's own name ('our team teaches English' → our team); all of them when there is none. */
export function beforeGroupVerb(words: readonly string[]): string[] {
  const verb = words.findIndex((_, i) => isGroupVerbAt(words, i));
  return verb > 0 ? words.slice(0, verb) : [...words];
}

/** True when the word at i is a verb in the third person right after a group's own name ('team handles'). */
export function isGroupVerbAt(words: readonly string[], i: number): boolean {
  return i > 0 && isGroupVerb(words[i] ?? '') && isGroupName(words[i - 1] ?? '');
}

/**
 * True when a name runs on into its verb at i, read more widely than the domain reading does (which
 * these words would move): 'our water users association runs 3 boreholes', 'the firm surveys mains'.
 */
export function namesThenVerbAt(words: readonly string[], i: number): boolean {
  const word = (words[i] ?? '').toLowerCase();
  const before = (words[i - 1] ?? '').toLowerCase();
  return i > 0 && (isGroupVerb(word) || NAME_VERBS.has(word)) && (isBodyName(before) || before === 'mine');
}

const NAME_VERBS = new Set(['draws', 'surveys']);

/** A group's own name ('team', 'society'), or a body's ('association', 'committee'), for naming a system. */
export function isBodyName(word: string): boolean {
  return isGroupName(word) || BODIES.has(word);
}

const BODIES = new Set(['bureau', 'association', 'committee', 'cooperative']);

/** True for a verb in the third person that may follow a group's name ('makes', 'designs'). */
export function isGroupVerb(word: string): boolean {
  return GROUP_VERB.test(word.toLowerCase());
}

// Verbs in the third person that follow a group's own name in a sentence ('our team teaches…').
const GROUP_VERB =
  /^(?:is|has|does|runs|makes|gives|designs|builds|fixes|repairs|provides|offers|sells|delivers|helps|supports|plans|organises|organizes|patrols|cleans|teaches|trains|looks|keeps|grows|writes|publishes|cooks|bakes|drives|manages|handles|produces|installs|serves|supplies|maintains|operates|covers|collects)$/;
/** True for a group's own name ('team', 'crew', 'studio'), which a verb may follow ('our team teaches…'). */
export function isGroupName(word: string): boolean {
  return GROUP_NAME.test(word.toLowerCase());
}

// The group's own name a verb follows ('housing repairs team' has no verb: 'repairs' follows 'housing').
const GROUP_NAME =
  /^(?:team|crew|group|firm|company|business|studio|agency|practice|charity|club|department|office|shop|unit|lab|society|school|library|service|centre|center|squad|staff|choir|band)$/;

const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/**
 * Lower-cases the first letter of a phrase for use mid-sentence, unless the first word looks like a
 * name: an acronym or brand, a day or month, or followed by another capitalised word ('Google Cloud').
 */
export function lowerFirstCommon(text: string): string {
  const [first = '', second = ''] = text.split(/\s+/, 2);
  if (CALENDAR.test(first) || /^\p{Lu}/u.test(second)) return text;
  return lowerFirst(text);
}

// Plural-looking words that are singular ('logistics'), and plurals without an s ('people').
const SINGULAR_S = new Set([
  'sales',
  'news',
  'series',
  'species',
  'logistics',
  'analytics',
  'economics',
  'physics',
  'mathematics',
  'maths',
  'politics',
  'ethics',
  'means',
  'headquarters',
  'works',
  'allhands',
]);
const PLURAL_WORDS = new Set(['people', 'children', 'men', 'women', 'folk', 'staff', 'police', 'clergy']);
const COUNTED = new Set(['the', 'our', 'my', 'their', 'its', 'The', 'Our', 'My', 'Their']);
const HEAD_END = new Set([...CLAUSE_WORDS, 'of', 'and', 'who', 'whose', 'every', 'each', 'twice', 'once']);

function looksPlural(word: string): boolean {
  const head = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (PLURAL_WORDS.has(head) || (head !== 'men' && singularOfMen(head) !== undefined && /..men$/.test(head)))
    return true;
  return head.length > 3 && head.endsWith('s') && !SINGULAR_S.has(head) && !/(?:ss|us|is)$/.test(head);
}

/**
 * True when the system phrase's head noun is plural, so the need says 'exist': the noun before a
 * participle ('engineers running the API') or else before the first joining word ('operators on shifts').
 */
export function isPluralPhrase(phrase: string): boolean {
  const list = phrase.split(/\s+/).filter(Boolean);
  // A number ends the head ('operators 12-hour shifts') unless it counts it ('the 45 volunteers').
  let end = list.findIndex(
    (word, i) =>
      i > 0 && (HEAD_END.has(word.toLowerCase()) || (/^\d/.test(word) && !COUNTED.has(list[i - 1] ?? ''))),
  );
  if (end < 0) end = list.length;
  const participle = list.findIndex((word, i) => i > 1 && i < end && /^\p{Ll}+ing$/u.test(word));
  // 'Council team running the leisure centres' is one team.
  if (participle > 0) return looksPlural(list[participle - 1] ?? '');
  return looksPlural(list[end - 1] ?? '');
}

/** The lessons' needs template as one sentence, with the verb agreeing with the system phrase. */
export function needSentence(who: string, system: string, purpose: string, benefit: string): string {
  return `From the perspective of ${who}, ${system} ${isPluralPhrase(system) ? 'exist' : 'exists'} to ${purpose} so that ${benefit}.`;
}

/** The text with every character a regular expression gives a meaning escaped, to match it as written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a free-text list: commas, semicolons, new lines, bullets, '&' and the word 'and'. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n\r•]|\s&\s|\s+and\s+|\/\s/i)
    .map((part) =>
      part
        .replace(/^[\s*\-–—\d.)]+/, '')
        .replace(/[\s.]+$/, '')
        .trim(),
    )
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Words that say when something happens ('night', 'weekly', 'friday'), not what it is. */
export const TIME_WORDS: ReadonlySet<string> = new Set([
  'week',
  'weekly',
  'day',
  'daily',
  'month',
  'monthly',
  'year',
  'fortnight',
  'fortnightly',
  'morning',
  'afternoon',
  'evening',
  'night',
  'weekend',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'time',
  // 'Second shift', 'graveyard shift': which shift, not what the people on it do.
  'first',
  'second',
  'third',
  'graveyard',
  'overnight',
]);

/** 'a value', 'an item', 'an hour', 'a user': the article by the sound, as far as spelling tells it. */
export function withArticle(noun: string): string {
  return `${/^(?:[aeio]|u(?!ni|s[eu]|ser|ti|ro)|hour|honest|heir)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
