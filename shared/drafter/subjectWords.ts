// The words the subject's items are built from (subject.ts): how nouns are pluralised, which are
// people, and which words of a boundary are no thing a system handles (massNouns.ts: what is counted).
import { hypernymChain, lemmaOf, sensesOf, someSenseUnder } from './lexicon';
import { MASS } from './massNouns';
import { isGroupNoun, NUMBER_WORDS } from './routeWords';
import { TIME_WORDS } from './text';

// Nouns whose plural is the singular.
export const SAME_PLURAL = new Set([
  ...MASS,
  'aircraft',
  'fish',
  'crayfish',
  'shellfish',
  'sheep',
  'staff',
  'equipment',
  'software',
  'data',
  'livestock',
  'deer',
]);

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['child', 'children'],
  ['person', 'people'],
  ['man', 'men'],
  ['woman', 'women'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['goose', 'geese'],
]);

// The nouns in -o that take -es ('potatoes'); the rest take -s ('photos', 'studios', 'radios').
const O_ES = new Set([
  'potato',
  'tomato',
  'hero',
  'echo',
  'veto',
  'torpedo',
  'embargo',
  'mosquito',
  'buffalo',
  'domino',
  'cargo',
  'volcano',
  'tornado',
]);

/** A plural good enough for the nouns a boundary names ('library' → libraries, 'batch' → batches). */
export function plural(noun: string): string {
  const irregular = IRREGULAR_PLURALS.get(noun);
  if (irregular) return irregular;
  if (/(?:^|\s)(?:bus|minibus|campus|bonus|virus|census|circus|syllabus)$/.test(noun)) return `${noun}es`;
  // A compound comes as its last word does: 'mental health', 'salmon'.
  if (SAME_PLURAL.has(noun.slice(noun.lastIndexOf(' ') + 1)) || (noun.endsWith('s') && !noun.endsWith('ss')))
    return noun;
  // 'wife' → wives, 'knife' → knives (not 'cafe', 'safe'); 'fisherman' → fishermen (not 'human', 'German').
  if (/[^fa]fe$/.test(noun)) return `${noun.slice(0, -2)}ves`;
  if (/..man$/.test(noun) && !/(?:hu|ger|ro|sha|tto|tali)man$/.test(noun)) return `${noun.slice(0, -3)}men`;
  if (/(?:ss|x|z|ch|sh)$/.test(noun) || O_ES.has(noun.split(' ').at(-1) ?? '')) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

// Words WordNet also files as nouns that a sentence uses as something else: verbs ('the haves'), what
// people do ('clean', 'fix': a family's subject stems), and words of place, amount or state ('living
// above the shop', 'the whole island', 'same-day', 'open-source'). Never a thing a map names.
export const NOT_NOUNS: ReadonlySet<string> = new Set([
  'have',
  'want',
  'need',
  'make',
  'take',
  'keep',
  'look',
  'live',
  'come',
  'give',
  'find',
  'know',
  'feel',
  'leave',
  'seem',
  'start',
  'stop',
  'wait',
  'pile',
  'clean',
  'fix',
  'above',
  'below',
  'out',
  'down',
  'up',
  'back',
  'front',
  'forward',
  'there',
  'here',
  // Where or how, not what: 'handovers underground', 'oral health', 'going well'.
  'underground',
  'oral',
  'well',
  'whole',
  'same',
  'sole',
  'single',
  'self',
  'high',
  'low',
  'open',
  'ready',
  'empty',
  'wrong',
  'cold',
  'thought',
  'lost',
  'heavy',
  'pull',
  'portable',
  'principal',
  'territorial',
  'who',
  'die',
  'settle',
  'share',
  // What state things are in ('January is pure chaos'), how much or when ('the average wait', 'past three months').
  'chaos',
  'mess',
  'average',
  'past',
  'last',
  'next',
  'nightmare',
  'headache',
]);

// Words after the main phrase that say when or how much, not what the system handles.
export const NOT_THINGS = new Set([
  // 'A hotel chain', 'the cold chain': a business or a way of working, never a thing handled one by one.
  'chain',
  ...TIME_WORDS,
  // A force, not a thing handled: never 'a police' or 'its polices'.
  'police',
  // People named by an adjective: never 'each bereaved'.
  'bereaved',
  'people',
  'person',
  'thing',
  'area',
  'part',
  'side',
  'way',
  'shift',
  'home',
  ...NUMBER_WORDS,
  ...NOT_NOUNS,
  // Pronouns WordNet files as nouns ('nobody trusts the numbers'): never 'Monthly nobody lessons'.
  'nobody',
  'everybody',
  'everyone',
  'somebody',
  'someone',
  'anybody',
  'anyone',
  'nothing',
  'everything',
  'something',
  // Where, not what: 'tea room inside a stately home'.
  'inside',
  'outside',
  // An adjective WordNet also files as a noun (a federal agent), in a gloss ('marshal').
  'federal',
  // 'Whose turn it is': an order of who does what, not a thing.
  'turn',
  // 'Nobody trusts the numbers': a count, not a thing (WordNet's Numbers is also a book and a game).
  'number',
  'numbers',
  // Verbs WordNet also files as nouns ('we sell to cafés', 'patients cancel'): never 'each sell'.
  'sell',
  'cancel',
  'miss',
  'get',
  'say',
  'mean',
  'set',
  'sort',
  'plus',
  'intro',
  'pro',
  // 'Meal planning falls apart', 'a main bursts': what happens, not what is handled.
  'fall',
  'burst',
]);

// Words WordNet also files as nouns that people write as adjectives ('dental hygienists', 'quarterly
// review'): 'the dentals', 'each quarterly' would read wrong. Listed, since endings mislead ('family',
// 'library', 'clinic', 'parish' are nouns); only -ous and -less endings are adjectives throughout.
// 'Disabled adults', 'the bereaved': a participle names no thing (a bed or a shed still does).
const ADJECTIVE_ENDING = /(?:ous|less|.{3}[^e](?<!b|sh)ed)$/;
const ADJECTIVES = new Set([
  'dental',
  'medical',
  'local',
  'national',
  'regional',
  'general',
  'social',
  'professional',
  'natural',
  'financial',
  'legal',
  'clinical',
  'industrial',
  'commercial',
  'residential',
  'rural',
  'municipal',
  'federal',
  'central',
  'digital',
  'global',
  'personal',
  'special',
  'annual',
  'criminal',
  'mental',
  'physical',
  'technical',
  'political',
  'cultural',
  'electrical',
  'coastal',
  'quarterly',
  'yearly',
  'nightly',
  'hourly',
  'elderly',
  'friendly',
  'early',
  'freelance',
  // Everyday adjectives WordNet also keeps as nouns ('the young', 'a free'): never 'one name per young'.
  'young',
  'old',
  'simple',
  'free',
  'private',
  'public',
  'independent',
  'junior',
  'daily',
  'weekly',
  'monthly',
  'small',
  'big',
  'little',
  'main',
  'remote',
  'online',
  'mobile',
  'inbound',
  'outbound',
  'overseas',
  'international',
  'domestic',
  'northern',
  'southern',
  'eastern',
  'western',
  'north',
  'south',
  'east',
  'west',
  'upper',
  'black',
  'short',
  'fast',
  'normal',
  'particular',
  'few',
  'mini',
  'temporary',
  'seasonal',
  'vintage',
  'royal',
  'therapeutic',
  'humanitarian',
  'military',
  'marine',
  'provincial',
  'academic',
  'amateur',
  'solo',
  'primary',
  'senior',
  'native',
  // Languages and peoples: what is taught or who is served, never 'each English'.
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'greek',
  'romanian',
  'polish',
  'asian',
  'african',
  'indonesian',
]);

/** True when a word the lexicon knows as a noun is, as people write it, an adjective. */
export function looksAdjective(word: string): boolean {
  return ADJECTIVES.has(word) || ADJECTIVE_ENDING.test(word);
}

// Hypernyms that make a noun people rather than a thing.
const PEOPLE = new Set(['person', 'social group']);

// The lexicon keeps no sense frequencies, and some everyday nouns' first kept sense is a rare
// person or group ('catch': a good match; 'rota': a church court). So a noun counts as people only
// when it also looks like one: an agent noun, a group noun, or one of these.
const PEOPLE_NOUNS = new Set([
  'family',
  'child',
  'kid',
  'twin',
  'baby',
  'toddler',
  'neighbour',
  'neighbor',
  'congregation',
  'community',
  'household',
  'guest',
  'staff',
  'audience',
  'youth',
  'pupil',
  'people',
  'dad',
  'mum',
  'mom',
  'mother',
  'father',
  'couple',
  'sister',
  'brother',
  'son',
  'daughter',
  'husband',
  'wife',
  'grandma',
  'grandpa',
  'flatmate',
  'housemate',
  'woman',
  'man',
  'girl',
  'boy',
  'patient',
  'client',
  'learner',
  'apprentice',
  'trainee',
  'refugee',
  'vet',
  'nurse',
  'midwife',
  'locksmith',
  'blacksmith',
  'chef',
  'nanny',
  'medic',
  'chaplain',
  'priest',
  'guard',
  'pilot',
  'mechanic',
  'guide',
  'cook',
  'cashier',
  'clerk',
  'surgeon',
  'apprentice',
  'pupil',
]);
const AGENT = /(?:er|or|ist|ant|ent|ian|ee|ary)$/;

/** True when the noun is a person or a group of people ('learner', 'crew', 'family'), not a thing ('catch'). */
export function isPeople(noun: string): boolean {
  const sense = sensesOf(noun)[0];
  if (!sense || !hypernymChain(sense).some((at) => at.words.some((word) => PEOPLE.has(word)))) return false;
  return AGENT.test(noun) || isGroupNoun(noun) || PEOPLE_NOUNS.has(noun);
}

// Words after which a sentence's next word is what people do ('nobody sticks to the rota',
// 'volunteers that clean the beach'), not a thing they handle.
export const BEFORE_VERB = new Set([
  'i',
  'we',
  'you',
  'he',
  'she',
  'they',
  'it',
  'that',
  'who',
  'which',
  'nobody',
  'everybody',
  'everyone',
  'someone',
  'somebody',
  'always',
  'never',
  'ever',
  'often',
  'sometimes',
  'usually',
  'also',
  'just',
  'still',
  // Negations: 'the numbers dont match', 'we can't staff' (an apostrophe splits "don't" before its 't').
  'not',
  't',
  'dont',
  'cant',
  'wont',
  'didnt',
  'doesnt',
]);
export const COPULAS = new Set(['is', 'are', 'was', 'were', 's', 're', 'been', 'feels', 'becomes']);

// Games people play: a sport named beside the system ('cricket academy', 'football agents') is what
// it plays, not a thing it handles: never 'Learn from every cricket'.
const GAMES = new Set([
  'athletic game',
  'athletics',
  'field game',
  'court game',
  'contact sport',
  'board game',
]);

/** True when any sense of the noun is a game or sport. */
export function isGame(noun: string): boolean {
  return someSenseUnder(noun, GAMES);
}

export const DETERMINERS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'our',
  'my',
  'their',
  'his',
  'her',
  'its',
]);

/**
 * A thing named in the singular when the lexicon knows both forms ('parts' is a WordNet noun of its own,
 * but a garage's things are parts one by one: never 'each parts'); plural-only nouns are mass nouns.
 */
export function countedForm(noun: string): string {
  if (!/[^su]s$/.test(noun) || SAME_PLURAL.has(noun)) return noun;
  const singular = noun.slice(0, -1);
  // 'Papers' are documents, not paper.
  return lemmaOf(singular) === singular && !MASS.has(singular) ? singular : noun;
}

/**
 * The parts of a text's hyphenated words, which are no things of their own: 'mid-size', 'month-end',
 * 'cul-de-sac'; but an 'e-bike' is a bike and a 'T-shirt' a shirt.
 */
export function hyphenParts(text: string): ReadonlySet<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}+(?:-\p{L}+)+/gu) ?? []).flatMap((word) => {
      const split = word.split('-');
      return split.length === 2 && (split[0] ?? '').length === 1 ? [] : split;
    }),
  );
}
