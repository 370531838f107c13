import { KEYWORD_INDEX } from './knowledge';
import { OFFICE_TITLES, OFFICES } from './offices';
import { KIN_NOUNS, QUANTIFIERS, SKIP } from './routeWords';
import { normaliseWord } from './text';

// Who acts and what they do: a sentence's subject ('we', 'me and my brother', 'there are five of
// us') is dropped so the words left name the system, and its verb is read for the work it names
// ('I train' → training, 'we make window frames' → manufacturing).

// The work a verb's -ing form names ('training', 'servicing') is a domain's word more often than the
// verb is: a lower weight than a head keyword's will do.
const GERUND_WEIGHT = 3;

// -ing forms a domain lists as a thing or an event, not as the work people do ('a meeting', 'the
// piling', 'logging in'), or as work any organisation does ('recruiting', 'selling').
const NOT_WORK = new Set([
  'meeting',
  'piling',
  'logging',
  'drilling',
  'pitching',
  'framing',
  'recruiting',
  // 'We sell things' is still too thin to place.
  'selling',
]);

const SUBJECT_PRONOUNS = new Set(['we', 'i', 'they']);
const OPENERS = new Set([
  'ja',
  'yes',
  'yeah',
  'so',
  'well',
  'ok',
  'okay',
  'hi',
  'hello',
  'hey',
  'um',
  'erm',
  'basically',
  'honestly',
  'anyway',
  'oh',
]);
// What one of the writer's own people does when they run a business ('my mother runs a baqala').
const KIN_BUSINESS_VERBS = new Set([
  'run',
  'own',
  'manage',
  'farm',
  'teach',
  'coach',
  'cook',
  'sell',
  'make',
  'grow',
  'fix',
  'repair',
  'drive',
]);
// Verbs 'help' takes without 'to' ('I help run…').
const HELPED = new Set([
  'run',
  'organise',
  'organize',
  'manage',
  'coordinate',
  'lead',
  'plan',
  'deliver',
  'teach',
  'coach',
  'cook',
  'serve',
]);
/**
 * The verb and where its object starts once the particles after it are passed ('we look after', 'my
 * husband and I rent out'). 'We hire out skips': things hired out are rented, not people taken on.
 */
function pastParticles(
  words: { raw: readonly string[]; joined: ReadonlySet<number> },
  verb: string | undefined,
  from: number,
): { verb: string | undefined; from: number } {
  const { raw } = words;
  const rented = verb === 'hire' && raw[from] === 'out' ? 'rent' : verb;
  let at = from;
  // 'I am in-house lawyer': a particle a hyphen joins to the next word is part of a noun.
  while (PARTICLES.has(raw[at] ?? '') && !words.joined.has(at + 1)) at++;
  return { verb: rented, from: at };
}

/** True for 'make' that makes nothing: 'we make sure…', 'make do', 'make ends meet'. */
export function makesNothing(verb: string | undefined, next: string | undefined): boolean {
  return verb === 'make' && NOT_MAKING.has(next ?? '');
}
// What 'make' is followed by when it makes nothing ('make sure', 'make ends meet').
const NOT_MAKING = new Set([
  'sure',
  'do',
  'it',
  'up',
  'time',
  'decisions',
  'mistakes',
  'friends',
  'money',
  'ends',
  'sense',
  'things',
  'changes',
  'plans',
]);
const OBJECT_PRONOUNS = new Set(['us', 'them']);
// Words that finish a phrasal verb ('help out', 'look after') rather than start the object.
const PARTICLES = new Set(['out', 'up', 'after', 'off', 'together', 'in', 'on', 'with', 'for', 'at']);

const THEIRS = new Set(['his', 'her', 'their']);
const AFTER_INTRANSITIVE = new Set([
  'for',
  'in',
  'on',
  'at',
  'to',
  'with',
  'from',
  'off',
  'out',
  'around',
  'together',
]);
const COUNTED_PEOPLE = new Set(['women', 'men', 'people', 'ladies', 'guys', 'girls', 'boys']);

/**
 * Where the verb after a subject of the writer and one of theirs stands ('me and my brother run…' → 4,
 * 'my dad and I fish…' → 4), or -1: only when more words follow the verb, so 'me and my two boys' stays.
 */
function kinSubjectEnd(raw: readonly string[]): number {
  // 'My mother-in-law and I make achar…': kin by marriage are kin.
  if (raw[2] === 'in' && raw[3] === 'law' && KIN_NOUNS.has(normaliseWord(raw[1] ?? ''))) {
    const end = kinSubjectEnd([...raw.slice(0, 2), ...raw.slice(4)]);
    return end > 0 ? end + 2 : -1;
  }
  const [first, second, third] = raw;
  const kin = (at: number): boolean => KIN_NOUNS.has(normaliseWord(raw[at] ?? ''));
  const mine = (at: number): boolean => raw[at] === 'my' || raw[at] === 'our';
  // 'My mum and …': one of the writer's own people and more.
  const oneOfMineAnd = mine(0) && kin(1) && third === 'and';
  const counted = QUANTIFIERS.has(raw[3] ?? '') || /^\d+$/.test(raw[3] ?? '');
  let end = -1;
  // Subjects read more loosely ('my mum and aunties') need an object after their verb.
  let loose = false;
  if ((first === 'me' || first === 'i') && second === 'and' && mine(2)) end = 4;
  // 'My mum and my aunties sew school uniforms': two of the writer's own people.
  else if (oneOfMineAnd && mine(3) && kin(4)) end = 5;
  else if (mine(0) && third === 'and' && (raw[3] === 'i' || raw[3] === 'me')) end = 4;
  // 'My mum and aunties run a tailoring business', 'my grandson and his friends write an app'.
  else if (oneOfMineAnd && kin(3)) [end, loose] = [4, true];
  else if (oneOfMineAnd && THEIRS.has(raw[3] ?? '') && kin(4)) [end, loose] = [5, true];
  // 'My dad and two uncles share one trawler', 'my mother and five women make kenkey': one of theirs
  // and a count of more.
  else if (oneOfMineAnd && counted && (kin(4) || COUNTED_PEOPLE.has(raw[4] ?? '')))
    [end, loose] = [5, !kin(4)];
  // 'My mother runs a baqala': one of theirs, and a verb of running a business.
  else if (mine(0) && kin(1) && KIN_BUSINESS_VERBS.has(verbStem(third ?? ''))) end = 2;
  // 'My wife and I both work shifts': the verb follows 'both'.
  if (end > 0 && (raw[end] === 'both' || raw[end] === 'all')) end++;
  // 'My husband and sons fish for crab': with no object after the verb, the people are the group.
  if (loose && AFTER_INTRANSITIVE.has(raw[end + 1] ?? '')) return -1;
  return end > 0 && raw.length > end + 2 && !SKIP.has(raw[end] ?? '') ? end : -1;
}

// Third persons the endings below would misread ('does' → 'doe').
const IRREGULAR_STEMS = new Map([
  ['does', 'do'],
  ['goes', 'go'],
  ['has', 'have'],
]);

/** A verb's stem, as a keyword would be written: 'fixes' → fix, 'repaired' → repair. */
export function verbStem(word: string): string {
  const irregular = IRREGULAR_STEMS.get(word);
  if (irregular) return irregular;
  return word
    .replace(/([^aeiouls])\1ing$/, '$1')
    .replace(/(?<=\p{L}{3})ing$/u, '')
    .replace(/(?<=(?:x|sh|ch|ss))es$/, '')
    .replace(/(?<=[^aeiou])ed$/, '')
    .replace(/(?<=[^s])s$/, '');
}

/** A boundary's words, and which of them a hyphen joins to the one before ('out-of-hours'). */
export interface Words {
  raw: string[];
  joined: Set<number>;
}

/** Drops the first n words, keeping the hyphen marks of the words that remain. */
function dropFirst(words: Words, n: number): void {
  words.raw = words.raw.slice(n);
  words.joined = new Set([...words.joined].map((at) => at - n).filter((at) => at > 0));
}

export const AUXILIARIES = new Set(['am', 'is', 'are', 'was', 'were', 'became', 'become', 'becomes']);

/**
 * Drops what a sentence says about who acts ('we help out at', "I'm", 'me and my brother run', 'there
 * are five of us', 'head of'), so the words left name the system; returns the verb that says what
 * they do, when there is one.
 */
export function dropSubject(words: Words): string | undefined {
  let verb: string | undefined;
  // 'Ja we guard a shopping centre', 'so I run…': a word that opens speech says nothing of the system.
  while (OPENERS.has(words.raw[0] ?? '') && !words.joined.has(1) && words.raw.length > 2) dropFirst(words, 1);
  // "I'm in charge of cleaning and maintenance": what they are in charge of is the work; "I'm on call
  // for the clusters": what they answer for is the system.
  const charge = words.raw.findIndex(
    (word, i) =>
      (word === 'charge' && words.raw[i - 1] === 'in' && words.raw[i + 1] === 'of') ||
      // Only the writer's: 'vets on call for the pony club's camp' are still the vets.
      (word === 'call' &&
        words.raw[i - 1] === 'on' &&
        words.raw[i + 1] === 'for' &&
        /^(?:i|we|i['’]?m|we['’]re)$/.test(words.raw[0] ?? '')),
  );
  if (charge > 0 && charge <= 3 && words.raw.length > charge + 3) {
    dropFirst(words, charge + 2);
    return undefined;
  }
  // 'There are five of us giving IT advice': what the count is of follows (below).
  if (words.raw[0] === 'there' && ['are', 'is', 'were'].includes(words.raw[1] ?? '') && words.raw.length > 3)
    dropFirst(words, 2);
  // 'Me and my brother run 400 acres', 'my dad and I fish lobster': the writer and theirs are the
  // sentence's subject, as 'we' is; what follows their verb is the system.
  // 'Our lot shoot the videos': the writer's crowd, as 'we' is.
  const crowd =
    ['our', 'my'].includes(words.raw[0] ?? '') && words.raw[1] === 'lot' && words.raw.length > 3 ? 2 : -1;
  // 'Me and two subbies are renovating a farmhouse': who acts, then what they are doing.
  const doing = words.raw.findIndex((word, i) => i >= 3 && i <= 5 && AUXILIARIES.has(word));
  if (
    ['me', 'i'].includes(words.raw[0] ?? '') &&
    words.raw[1] === 'and' &&
    doing > 0 &&
    /^\p{L}{3,}ing$/u.test(words.raw[doing + 1] ?? '') &&
    words.raw.length > doing + 2
  ) {
    verb = words.raw[doing + 1];
    dropFirst(words, doing + 2);
  }
  const kin = crowd > 0 ? crowd : kinSubjectEnd(words.raw);
  if (kin > 0) {
    const past = pastParticles(words, words.raw[kin], kin + 1);
    verb = past.verb;
    dropFirst(words, past.from);
  }
  // 'We help out at the food bank', 'I run a choir': a sentence's subject and verb say who acts;
  // "I'm an architect", "we're the maths department": a contraction is subject and verb at once.
  const { raw } = words;
  // 'im' is "I'm" typed fast.
  const contracted = /^(?:(?:i|we|they)['’](?:m|re|ve|d)|im)$/.test(raw[0] ?? '');
  if ((contracted && raw.length > 1) || (SUBJECT_PRONOUNS.has(raw[0] ?? '') && raw.length > 2)) {
    let from = contracted ? 1 : 2;
    if (!contracted) verb = raw[1];
    // 'I am working in a kindergarten', "we're doing repairs": the verb is the -ing form after 'am'.
    const auxiliary = contracted || AUXILIARIES.has(raw[1] ?? '');
    if (auxiliary && /^\p{L}{3,}ing$/u.test(raw[from] ?? '') && raw.length > from + 1) verb = raw[from++];
    // 'I help run a Friday night club': the verb helped is what they do.
    if (verb === 'help' && HELPED.has(raw[from] ?? '') && raw.length > from + 1) verb = raw[from++];
    // "I'm retired and keep a rooftop garden", 'I am retired and organise the volunteers': how the
    // writer is, then what they do.
    if (auxiliary && /ed$/.test(raw[from] ?? '') && raw[from + 1] === 'and' && raw.length > from + 3) {
      verb = raw[from + 2];
      from += 3;
    }
    // "I'm the one who handles the bills", 'the only one who understands the dashboards': their verb.
    const one =
      raw[from + 1] === 'one'
        ? from + 1
        : raw[from + 1] === 'only' && raw[from + 2] === 'one'
          ? from + 2
          : -1;
    if (raw[from] === 'the' && one > 0 && raw[one + 1] === 'who' && raw.length > one + 3) {
      verb = raw[one + 2];
      from = one + 3;
    }
    // 'I stage manage a community musical': one verb in two words.
    if (verb === 'stage' && raw[from] === 'manage' && raw.length > from + 2) from += 1;
    // 'I rent a chair in a barbershop': the chair is the writer's seat; the shop is the system.
    if (
      verb === 'rent' &&
      raw[from] === 'a' &&
      raw[from + 1] === 'chair' &&
      ['in', 'at'].includes(raw[from + 2] ?? '')
    )
      from += 3;
    if (makesNothing(verb, raw[from])) verb = undefined;
    ({ verb, from } = pastParticles(words, verb, from));
    // 'I work as a nurse', 'I sail as second officer': what they work as is who they are.
    if (raw[from] === 'as' && raw.length > from + 2) from++;
    // 'We sort and deliver the post': each verb the sentence joins says what they do, not what the system is.
    while (raw[from] === 'and' && raw.length > from + 2) from += 2;
    dropFirst(words, from);
  }
  // 'We are three brothers running an inshore trawler': who they are, then what they do; 'we are 4
  // brothers with two boats': who they are, then what they work with.
  // Not 'living': 'neighbours living around the quarry' are the system, not who acts on it.
  const ing = words.raw.findIndex(
    (word, i) => i > 0 && i <= 3 && ((/^\p{L}{3,}ing$/u.test(word) && word !== 'living') || word === 'with'),
  );
  if (
    ing > 0 &&
    words.raw.length > ing + 1 &&
    words.raw
      .slice(0, ing)
      .every(
        (word) =>
          SKIP.has(word) || QUANTIFIERS.has(word) || /^\d+$/.test(word) || KIN_NOUNS.has(normaliseWord(word)),
      ) &&
    words.raw.slice(0, ing).some((word) => KIN_NOUNS.has(normaliseWord(word)))
  ) {
    if (words.raw[ing] !== 'with') verb = words.raw[ing];
    dropFirst(words, ing + 1);
  }
  // 'Five of us share a walled garden', 'a bunch of retired folk', 'head of a village primary', 'a
  // chain of gyms': a count or a part names no system; what it is of does ('of us' and its verb, as above).
  const left = words.raw;
  const of = left.indexOf('of');
  const before = left.slice(0, Math.max(0, of));
  if (
    of > 0 &&
    of <= 2 &&
    left.length > of + 1 &&
    before.every(
      (word) =>
        SKIP.has(word) ||
        QUANTIFIERS.has(word) ||
        OFFICES.has(word) ||
        OFFICE_TITLES.has(word) ||
        /^\d+$/.test(word),
    ) &&
    before.some((word) => QUANTIFIERS.has(word) || OFFICES.has(word))
  ) {
    let from = of + 1;
    if (OBJECT_PRONOUNS.has(left[from] ?? '') && left.length > from + 2) {
      verb = left[from + 1];
      from += 2;
      while (PARTICLES.has(left[from] ?? '')) from++;
    }
    dropFirst(words, from);
  }
  return verb;
}

/** The keyword a verb's -ing form is ('train' → training, 'bake' → baking), when a domain lists it as work. */
export function gerundTerm(verb: string): string | undefined {
  return [`${verb}ing`, `${verb.replace(/e$/, '')}ing`, `${verb}${verb.at(-1) ?? ''}ing`].find(
    (term) =>
      !NOT_WORK.has(term) && (KEYWORD_INDEX.get(term) ?? []).some(([, weight]) => weight >= GERUND_WEIGHT),
  );
}

// A sentence's verb counts as the head only when its keyword weighs this much ('repair', not 'sell').
const VERB_WEIGHT = 4;
// Work whose object is the people taught: the main phrase after the verb names them, not the system
// ('we teach the kids on the ward' is teaching, not a household).
export const TEACHING_WORK = new Set(['training', 'teaching']);
// Verbs whose object is what the work is done on, not the system: 'I sell tractors', 'we guard building sites',
// 'we hire seasonal pickers'.
export const WORKED_ON = new Set(['sell', 'guard', 'advise', 'hire', 'recruit']);
// Verbs of carrying goods from place to place.
const HAULING = new Set(['haul', 'transport', 'move', 'truck', 'ferry', 'freight']);
// Verbs spelt like a domain's noun that any team does: 'we ship a release' is no shipping line.
export const VERBS_OF_ANY_WORK = new Set(['ship', 'run', 'head', 'book', 'table', 'staff', 'host']);

/**
 * The keyword a sentence's verb names its work by, when it all but names it: its -ing form ('I train'
 * → training, not a train; 'we service vans' → servicing), or the verb itself ('we repair bikes').
 * 'We sell things' is still too thin to place.
 */
export function workTerm(verb: string | undefined): string | undefined {
  if (verb === undefined || VERBS_OF_ANY_WORK.has(verb)) return undefined;
  // 'We make window frames', 'we make chutneys': making things is manufacturing, or the kind of it
  // the product names (food production, textiles, within it).
  if (verb === 'make' || verb === 'produce' || verb === 'manufacture') return 'manufacturer';
  // 'I grow callaloo and scotch bonnet': growing things is the grower's work.
  if (verb === 'grow') return 'grower';
  // 'We advise county governments on…': advice is a consultancy's work; 'we research soil health…' a research group's.
  if (verb === 'advise') return 'consultancy';
  if (verb === 'research') return 'research group';
  // 'I teach grade 5…': teaching, a light word of schools, so a university or college named beside it wins.
  if (verb === 'teach') return 'teaching';
  // 'We move cement and steel from the port to building sites', 'we haul grain': carrying goods by
  // road is haulage, whatever the goods are.
  if (HAULING.has(verb)) return 'haulage';
  // 'We fly crop sprayers over cotton farms': flying aircraft is aviation, whatever they carry.
  if (verb === 'fly') return 'aviation';
  return (
    gerundTerm(verb) ??
    ((KEYWORD_INDEX.get(verb) ?? []).some(([, weight]) => weight >= VERB_WEIGHT) ? verb : undefined)
  );
}
