import { lemmaOf, senseUnder, sensesOf } from './lexicon';
import { isGroupNoun, NUMBER_WORDS, SKIP, TITLES } from './routeWords';
import { MASS } from './massNouns';
import { BEFORE_VERB, countedForm, looksAdjective, NOT_THINGS } from './subjectWords';
import { andOpensClause, NEW_PHRASE, RUN_ON } from './clauses';
import { escapeRegExp, isBodyName, isGroupName, namesThenVerbAt, normaliseWord } from './text';
import { isKeyword, pluralThenVerb } from './mainPhrase';

// How a map names its system from the user's words: where a sentence's name ends, and what a team that
// handles things is called.

// Words before a name that are no part of it: 'the only fundraiser' is the fundraiser, 'we are all
// volunteers' a team of volunteers, 'about forty rental flats' the rental flats, 'a few security guards'
// the security guards, 'the one ops person' the ops person, 'my own rig' the rig;
// the 'in' of where the writer is ('in our village'); and what the writer does with it ('my partner and
// I run a small practice', 'my sons and I have a garage').
const BEFORE_NAME = new Set([
  'only',
  'sole',
  'lone',
  'one',
  'all',
  'about',
  'roughly',
  'own',
  'few',
  'several',
]);
const WHERE_BEFORE_NAME = /^(?:in|around)$/;
const HOLDING = /^(?:run|have|own|manage)$/;
const DETERMINERS = /^(?:our|my|the|a|an)$/;

/** A phrase's words as a name: up to the verb a sentence runs on into, without a dangling 'and the'. */
export function asName(words: readonly string[], boundary: string): string[] {
  const end = words.findIndex(
    (word, i) =>
      i > 0 &&
      (RUN_ON.has(word) ||
        (word === 'and' && opensClause(words, i, boundary)) ||
        personActs(words, i) ||
        namesThenVerbAt(words, i)),
  );
  const name = end > 0 ? words.slice(0, end) : [...words];
  while (
    name.length > 1 &&
    ((BEFORE_NAME.has(name[0] ?? '') && !hyphenated(name[0] ?? '', name[1] ?? '', boundary)) ||
      (WHERE_BEFORE_NAME.test(name[0] ?? '') && DETERMINERS.test(name[1] ?? '')))
  )
    name.shift();
  if (name.length > 2 && HOLDING.test(name[0] ?? '') && DETERMINERS.test(name[1] ?? '')) name.splice(0, 2);
  const and = name.indexOf('and');
  if (and > 0 && whoThenWhat(name[and - 1] ?? '', name.at(-1) ?? '')) name.splice(and);
  while (name.length > 1 && (SKIP.has(name.at(-1) ?? '') || name.at(-1) === 'and')) name.pop();
  return name;
}

/**
 * True when a name lists a person or group and then things ('paramedic team leader and handover
 * delays', 'our beekeepers association and membership renewals'): the sentence went on to what is
 * wrong, and the name is the one before 'and'. 'Phones and laptops', 'tours and boat trips' are one list.
 */
export function whoThenWhat(who: string, what: string): boolean {
  const thing = lemmaOf(what);
  return (
    // One of them ('servers and clusters', 'tourists and supplies' are lists).
    (lemmaOf(who) ?? who) === who &&
    (isOnePerson(who) || (TITLES.has(who) && who !== 'chair') || isBodyName(who)) &&
    thing !== undefined &&
    thing !== what &&
    !mayBePeople(thing) &&
    !isGroupNoun(thing)
  );
}

/** True when the boundary joins the two words with a hyphen: 'a one-person shop' keeps its 'one'. */
function hyphenated(first: string, second: string, boundary: string): boolean {
  return boundary.toLowerCase().includes(`${first}-${second}`);
}

/** True when a name opens with one person and the next word is what they do: 'my husband works away'. */
export function personActs(words: readonly string[], i: number): boolean {
  const before = words[i - 1] ?? '';
  return i === 1 && PERSON_VERBS.has(words[i] ?? '') && lemmaOf(before) === before && isOnePerson(before);
}

// What one person a name opens with is said to do ('my husband works away', 'mum lives with us'); a list,
// since the lexicon holds no verbs and 'chemist shops' or 'coach tours' end in -s too.
const PERSON_VERBS = new Set([
  'works',
  'lives',
  'drives',
  'fishes',
  'stays',
  'helps',
  'travels',
  'cares',
  'looks',
  'goes',
  'comes',
  'needs',
  'wants',
  'gets',
  'does',
  'studies',
  'teaches',
  'farms',
]);

/**
 * The team named by the things it handles, when a name is things, not people: 'we maintain the two
 * helicopters' is the helicopter team, not 'the team of two helicopters'. Undefined for people ('team
 * of analysts'), for words the lexicon does not know, and for a name that is more than a few things
 * ('small team thinning conifer plantations').
 */
export function thingsTeam(named: string, english = true): string | undefined {
  const words = named
    .split(' ')
    .filter(
      (word, i) =>
        !/^\d/.test(word) &&
        !QUANTITIES.has(word.toLowerCase()) &&
        !(i === 0 && OPENERS.has(word.toLowerCase())),
    );
  if (
    words.length > 4 ||
    words.some(
      (word, i) =>
        (i < words.length - 1 && isGroupName(lemmaOf(word.toLowerCase()) ?? word)) ||
        // 'Hiking tours' name a kind; 'thinning conifer plantations' and 'riders delivering parcels' a
        // verb and what it works on; 'bookkeeping and tax returns' a list of work.
        (/ing$/i.test(word) &&
          words[i + 1] !== 'and' &&
          (i !== words.length - 2 ||
            words.slice(0, i).some((before) => mayBePeople(lemmaOf(before.toLowerCase()) ?? before)))) ||
        (NOT_IN_NAMES.has(word.toLowerCase()) && !NAME_ADJECTIVES.has(word.toLowerCase())),
    )
  )
    return undefined;
  // A capital says a name ('a Boots'), not a kind of thing.
  const last = words.at(-1) ?? '';
  // A plural the lexicon does not know ('funerals', 'walking holidays') is a thing, unless it may be people.
  const singularOf = (word: string): string | undefined => {
    const lemma = lemmaOf(word.toLowerCase());
    // 'Flats' is a WordNet noun of its own; six rental flats are a flat team's.
    if (lemma === word.toLowerCase()) return countedForm(lemma);
    return lemma ?? (english ? unknownSingular(word) : undefined);
  };
  const lemma = /^\p{Ll}+$/u.test(last) ? singularOf(last) : undefined;
  // A made thing first ('machine', 'tanker') is a thing, whatever its later senses say of people.
  if (
    lemma === undefined ||
    lemma === last ||
    (mayBePeople(lemma) && !senseUnder(sensesOf(lemma)[0], ARTIFACT))
  )
    return undefined;
  // Each of 'laptops and phones' is one of a kind.
  const singular = words.map((word, i) =>
    i === words.length - 1 || words[i + 1] === 'and' ? (singularOf(word) ?? word) : word,
  );
  return `${singular.join(' ')} team`;
}

/**
 * The singular of an English plural the lexicon does not know ('potholes', 'jeepneys'), or undefined for
 * one that may name people by its ending ('installers', 'trawlermen') or too short to tell ('ops').
 */
function unknownSingular(word: string): string | undefined {
  if (
    word.length <= 3 ||
    !/^[a-z-]+[^su]s$/.test(word) ||
    /([aeiou])\1s$/.test(word) ||
    AGENT_PLURAL.test(word) ||
    NO_THINGS.test(word)
  )
    return undefined;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|o)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const AGENT_PLURAL = /(?:ers|ors|ists|ians|men|ees|ants|ents)$/;
// Measures and spans of time, work named in the plural ('devops') and people by a short word ('devs')
// are no things a team handles.
const NO_THINGS =
  /^(?:hectares|acres|miles|metres|meters|hours|days|weeks|months|years|minutes|times|ops|devops|devs|sysadmins|admins|techs|medics|reps|execs|temps|locums|motoboys)$/;

// Words a sentence leaves in a name that no kind of thing holds ('not sure this fits', 'into hospitals').
const NOT_IN_NAMES = new Set([
  ...[...SKIP].filter((word) => word !== 'and'),
  'not',
  'sure',
  'into',
  'out',
  'half',
  'of',
  'for',
  'to',
  'in',
  'on',
  'at',
  'with',
  'every',
  'what',
  // Another language's articles: 'maison des jeunes' is a name, not jeunes handled.
  'des',
  'du',
  'les',
  'los',
  'las',
  'del',
]);

// Words that open a name without naming anything ('the local buses'), and the words of SKIP that
// describe what follows ('local buses', 'small boats').
const OPENERS = new Set(['the', 'our', 'my', 'their', 'a', 'an', 'this', 'these', 'those']);
const ARTIFACT = new Set(['artifact']);
const NAME_ADJECTIVES = new Set(['small', 'big', 'large', 'local', 'new', 'main']);

// Words that count the things a name lists ('the two helicopters'), not what they are.
const QUANTITIES = new Set([...NUMBER_WORDS, 'few', 'several', 'some', 'about', 'around']);

/** The boundary's words in lower case, apostrophes and hyphens kept ('clerk's', 'out-of-hours'). */
function lowerWords(boundary: string): string[] {
  return boundary.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
}

/**
 * True when the 'and' at i opens a clause of its own, read in the boundary, where the phrase may run on
 * ('garage and customers keep complaining'), but not where a name that opens the sentence shares its
 * verb ('my father and uncle have two boats').
 */
function opensClause(words: readonly string[], i: number, boundary: string): boolean {
  if (NEW_PHRASE.has(words[i + 1] ?? '')) return true;
  const text = lowerWords(boundary);
  const at = text.findIndex(
    (word, j) => word === 'and' && text[j - 1] === words[i - 1] && text[j + 1] === words[i + 1],
  );
  // '…40 enterprise accounts and renewals sneak up on us': things, then what they do.
  if (at < 0 || !(andOpensClause(text, at) || pluralThenVerb(text, at + 1))) return false;
  let start = at - i - 1;
  while (start >= 0 && SKIP.has(text[start] ?? '')) start--;
  return start >= 0;
}

/**
 * True when a sentence's one-word head is no name for its system: a word for when, how much or what
 * state ('minutes', 'lost'), or a verb after the people who act ('residents get passed round',
 * 'rehearsals clash', 'we rehearse in a pub'). Its map then speaks of 'the team'.
 */
export function isNoName(head: string, boundary: string): boolean {
  if (head.includes(' ')) return false;
  const word = head.toLowerCase();
  if (NOT_THINGS.has(word) || RUN_ON.has(word) || looksAdjective(word)) return true;
  const text = lowerWords(boundary);
  return text.some((at, i) => {
    if (at !== word || i === 0) return false;
    const before = text[i - 1] ?? '';
    const lemma = lemmaOf(before);
    return BEFORE_VERB.has(before) || (lemma !== undefined && lemma !== before && /s$/.test(before));
  });
}

// Words after which a phrase has ended: 'ground handling at the terminal'.
const PHRASE_ENDS = new Set(['at', 'for', 'in', 'on', 'and']);
// Groups named by their work ('ground handling crew', 'call handling hub').
const WORK_GROUPS = new Set(['team', 'crew', 'hub', 'unit', 'desk', 'squad', 'service', 'centre', 'center']);
// What things are kept doing, not work ('we keep the servers running').
const STATES = new Set(['running', 'living', 'working', 'trying', 'going', 'coming', 'waiting', 'moving']);

/**
 * A name whose work the boundary goes on to say in -ing ('ground handling at the Hajj terminal',
 * 'ground handling crew'): the work is part of the name, unless it has an object of its own ('bakery
 * supplying cafés'). The name's words, longer by the work (and its group noun) when so.
 */
export function withWork(words: readonly string[], boundary: string): string[] {
  const text = lowerWords(boundary);
  const last = words.at(-1);
  const at = text.findIndex(
    (word, i) => word === last && text.slice(i - words.length + 1, i + 1).join(' ') === words.join(' '),
  );
  const work = text[at + 1] ?? '';
  // People and groups do the work ('roofers working on a church', 'travel agency specialising in…').
  const name = lemmaOf(last ?? '') ?? last ?? '';
  if (at < 0 || !/^\p{L}{3,}ing$/u.test(work) || lemmaOf(work) === undefined) return [...words];
  if (mayBePeople(name) || isGroupNoun(name) || name !== last || STATES.has(work)) return [...words];
  const next = text[at + 2];
  if (next === undefined || PHRASE_ENDS.has(next)) return [...words, work];
  return WORK_GROUPS.has(next) ? [...words, work, next] : [...words];
}

/**
 * True when one of the noun's first two senses is a person ('paramedic', 'builder'), or its first a group
 * ('household'): too loose for a thing's test, safe for a name's.
 */
export function mayBePeople(noun: string): boolean {
  const [first, second] = sensesOf(noun);
  return senseUnder(first, PERSON) || senseUnder(second, PERSON) || senseUnder(first, GROUP);
}

/**
 * True when every sense of the noun is one person ('vicar', 'registrar'), a name a team forms round; not
 * a noun that is also a place ('ward', 'quarry': the lexicon keeps no sense frequencies).
 */
export function isOnePerson(noun: string): boolean {
  // 'The only HR person', 'the ops guy': a person, whatever the word's other senses (a grammatical
  // person, a rope).
  if (PLAIN_PERSONS.has(noun)) return true;
  if (NOT_ONE_PERSON.has(noun)) return false;
  const senses = sensesOf(noun);
  return senses.length > 0 && senses.every((sense) => senseUnder(sense, PERSON));
}

// Every sense a person, yet a body or a word before a noun: 'water authority', 'private sewing factory'.
const NOT_ONE_PERSON = new Set(['authority', 'national', 'private', 'have']);

const PERSON: ReadonlySet<string> = new Set(['person']);
export const PLAIN_PERSONS: ReadonlySet<string> = new Set(['person', 'guy', 'lady']);
const GROUP: ReadonlySet<string> = new Set(['social group']);

/**
 * Words the boundary writes as names, in lower case and as their lemmas: capitalised after its first word
 * ('Thunder Bay', 'Computer Village') or in capitals ('GIS' → 'gis', 'gi'). None when every word is
 * capitalised ('Community Choir Rehearsals'), which says nothing of names.
 */
export function writtenAsNames(boundary: string): ReadonlySet<string> {
  const words = boundary.match(/[\p{L}]+/gu) ?? [];
  const sentenceCase = words.slice(1).some((word) => word.length >= 4 && /^\p{Ll}/u.test(word));
  if (!sentenceCase) return new Set();
  const starts = new Set(
    [...boundary.matchAll(/(?:^|[.!?]\s+)([\p{L}]+)/gu)]
      .map((match) => match[1])
      .filter((w) => w !== undefined),
  );
  return new Set(
    words
      .filter(
        (word) =>
          word !== 'I' && !starts.has(word) && (/^\p{Lu}\p{Ll}/u.test(word) || /^\p{Lu}{2,}s?$/u.test(word)),
      )
      .map((word) => word.toLowerCase())
      .flatMap((word) => [word, lemmaOf(word) ?? word]),
  );
}

// Work named by what is done ('I do the hiring'): its team is the system.
const ACTIVITIES = new Set([
  'hiring',
  'onboarding',
  'bookkeeping',
  'cleaning',
  'thinning',
  'training',
  'recruiting',
  'recruitment',
  'fundraising',
  'dispatching',
  'scheduling',
  'marketing',
  'consulting',
  'handling',
]);

/**
 * True when a name is work that comes by the amount, said after the writer's own verb ('I do the
 * hiring', 'we do cleaning and maintenance'): its system is the team that does it. A name after 'a'
 * is a place ('I run a family day care').
 */
export function namesWorkDone(named: string, boundary: string): boolean {
  const last = named.split(' ').at(-1) ?? '';
  return (
    /^[\p{L} -]+$/u.test(named) &&
    named.split(' ').length <= 4 &&
    !/\b(?:every|round|of|for|from|to|in|on|at|with|small)\b/.test(named) &&
    (MASS.has(last) || ACTIVITIES.has(last)) &&
    !new RegExp(`\\ban? ${escapeRegExp(named)}`, 'i').test(boundary)
  );
}

/** The words before what a group is doing ('architecture studio designing schools' → architecture studio). */
export function beforeGroupDoing(words: readonly string[]): string[] {
  // Not where the words after it name a group of their own ('high school wrestling team'), nor where a
  // domain lists the word with the next ('cabin crew training academy').
  const last = words.at(-1) ?? '';
  if (isGroupName(last) || isGroupNoun(last)) return [...words];
  const doing = words.findIndex(
    (word, i) =>
      i > 1 &&
      /^\p{L}{3,}ing$/u.test(word) &&
      isGroupName(words[i - 1] ?? '') &&
      i < words.length - 1 &&
      !isKeyword(`${word} ${normaliseWord(words[i + 1] ?? '')}`),
  );
  return doing > 0 ? words.slice(0, doing) : [...words];
}

/** 'Friends of the park group', 'Friends of Highbury Fields': a supporters' group is called by its name. */
export function supportersName(boundary: string): string | undefined {
  return FRIENDS_OF.exec(boundary)?.[1];
}

const FRIENDS_OF =
  /^\s*(friends of (?:the )?[\p{L}\p{N}'’-]+(?: [\p{L}\p{N}'’-]+){0,3}?)(?=\s+(?:and|who|which|that|where|is|are|has|have|had|we|i|keep|keeps|never)\b|\s*[,.;:!?(]|\s*$)/iu;
