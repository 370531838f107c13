import type { ListLevelId } from '../levels';
import type { Analysis } from './analyse';
import { GENERIC_DOMAIN } from './knowledge';
import { hypernymChain, lemmaOf, sensesOf, someSenseUnder } from './lexicon';
import { livingKinds, namedFirst, otherKindNoun } from './livingKinds';
import { isGroupNoun, TITLES } from './routeWords';
import {
  asName,
  beforeGroupDoing,
  isNoName,
  isOnePerson,
  namesWorkDone,
  PLAIN_PERSONS,
  supportersName,
  thingsTeam,
  withWork,
  writtenAsNames,
} from './systemName';
import { isLikelyEnglish } from './language';
import { isMass } from './massNouns';
import { glossPlaceNouns, placeWords } from './placeWords';
import { FUNCTIONS, NO_WORK, ONE_SYSTEM_PLURALS, PREFIXES } from './nameWords';
import { restNouns } from './restNouns';
import { MASS_TEMPLATES, PEOPLE_TEMPLATES, SYSTEM_TEMPLATES, THING_TEMPLATES } from './subjectTemplates';
import {
  COPULAS,
  countedForm,
  isGame,
  isPeople,
  looksAdjective,
  NOT_NOUNS,
  NOT_THINGS,
  plural,
  SAME_PLURAL,
} from './subjectWords';
import { beforeGroupVerb, escapeRegExp, isGroupName, pick, singularOfMen, unit } from './text';
import type { Domain } from './types';

export { plural } from './subjectWords';

// Items about the boundary's own subject, built from its head noun and the nouns of the head's
// gloss ('hangar' → aircraft, airport): even a domain nobody wrote knowledge for gets a map that
// speaks of its own things, and two maps never share these sentences word for word: each names the system itself.

/** The subject a map is about: the system's own noun and the things it handles. */
export interface Subject {
  /** The system's noun, singular ('pharmacy', 'fire station'). */
  readonly system: string;
  /** What it handles or works on, singular ('medicine'); the system's noun when nothing better is known. */
  readonly thing: string;
  /** Every thing it handles, `thing` first: the family's first subject noun, the gloss's noun, the family's others. */
  readonly things: readonly string[];
  /** The system's own noun ('library'): a thing equal to it is the whole system, not one of its things. */
  readonly own: string;
  /** The first thing the system handles, not where it is nor itself: what its need speaks of. */
  readonly handled?: string;
}

// A family noun with this keyword weight or more is the family's own word: a weak guess leaves it out.
const DISTINCT_NOUN = 3;

// Most things a map's own items name: enough that they do not all repeat one noun.
const MAX_THINGS = 3;

const subjects = new WeakMap<Analysis, Subject | undefined>();

/** The boundary's subject, or undefined when it has no head noun worth naming (read once per analysis). */
export function subjectOf(analysis: Analysis): Subject | undefined {
  if (subjects.has(analysis)) return subjects.get(analysis);
  const subject = readSubject(analysis);
  subjects.set(analysis, subject);
  return subject;
}

function readSubject(analysis: Analysis): Subject | undefined {
  const { glossNouns, modifiers, mainPhrase } = analysis.reading;
  // A place or trade nobody lists and the lexicon does not know ('dojo'), or a lone group noun
  // ('studio'), is still the system's own name: its items speak of it rather than the generic pool.
  const headPhrase = analysis.reading.headPhrase ?? (SHORT_NAME.test(mainPhrase) ? mainPhrase : undefined);
  if (!headPhrase) return undefined;
  const generic = analysis.primary === GENERIC_DOMAIN;
  const head = headPhrase
    .split(' ')
    .map((word, i, all) => (i === all.length - 1 ? (lemmaOf(word) ?? word) : word))
    .join(' ');
  // What the system handles: the family's own subject nouns, with the head's gloss noun second (those the lexicon knows as nouns: 'dispens' is a stem for the evaluation, not a
  // thing); with no domain at all, a modifier or the thing the head names.
  const modifier = modifiers.map((word) => lemmaOf(word)).find((word) => word !== undefined && word !== head);
  // A gloss of an act ('planning: an act of formulating a program') names what the act makes, not
  // what the system looks after.
  const act = /^(?:an? |the )?(?:act|activity|action|work|job|process|practice) of\b/.test(
    analysis.reading.gloss ?? '',
  );
  // The gloss's first noun is often the head's own hypernym ('smokehouse: a small house where smoke
  // is used to cure…'): what the system handles is a noun the chain does not hold.
  const sense = sensesOf(headPhrase)[0];
  const above = new Set(sense ? hypernymChain(sense).flatMap((at) => at.words) : []);
  // Nor is the gloss of a head whose work the sentence's verb names ('marshals volunteering':
  // volunteers, not a marshal's laws).
  const verbPlaced = analysis.work !== undefined && analysis.primary.keywords.has(analysis.work);
  // Nor a purpose or a part ('a small vessel for travel on water', 'a structure that has a roof').
  const aside = new Set(
    [
      ...(analysis.reading.gloss ?? '')
        .toLowerCase()
        .matchAll(/\b(?:for|has|have|with)\s+(?:an?\s+|the\s+)?(\p{L}+)/gu),
    ].map((match) => lemmaOf(match[1] ?? '') ?? match[1]),
  );
  const glossPlaces = glossPlaceNouns(analysis.reading.gloss, analysis.terms);
  const fromGloss =
    act || verbPlaced
      ? undefined
      : glossNouns.find((noun) => !above.has(noun) && !NOT_THINGS.has(noun) && !aside.has(noun));
  // A sheep station's things are its animals, not the farm family's crops; potato growers' the reverse.
  const kinds = livingKinds(analysis);
  const family = ownNouns(analysis.primary).filter((noun) => !otherKindNoun(noun, kinds));
  // A guessed family's nouns would fill the map with a domain the boundary may not be: a guess names
  // the boundary's own things first (its gloss's noun, its modifiers, what follows the main phrase),
  // and the family’s only when the boundary names none (or beside them, when the head names the family).
  // On a guess, the head itself is the boundary's first own thing when it names a thing, not the
  // people who work ('loans team' → loans, 'passport office' → passports; not 'roofers').
  const headThing =
    analysis.weakGuess &&
    !NOT_THINGS.has(head) &&
    !looksAdjective(head) &&
    headNamesThing(headPhrase, mainPhrase)
      ? head
      : undefined;
  // Names are not things: 'Thunder Bay' has no thunder, 'GIS' no 'gi'.
  const names = writtenAsNames(analysis.boundary);
  const ownWords = [
    ...(headThing ? [headThing] : []),
    ...new Set(
      [fromGloss, ...modifiers.map((word) => lemmaOf(word)), ...restNouns(analysis)].filter(
        (t): t is string =>
          t !== undefined &&
          !NOT_THINGS.has(t) &&
          !looksAdjective(t) &&
          !isGame(t) &&
          !names.has(t) &&
          !PREFIXES.has(t) &&
          t !== head &&
          t !== lemmaOf(head.split(' ').at(-1) ?? ''),
      ),
    ),
  ];
  // The user's own words the guessed family knows ('storm outages' for an electricity distributor's
  // control room) come first: they name the subject in the user's words.
  const known = (noun: string): boolean => analysis.primary.keywords.has(noun);
  // Where the system is ('gift shop at a castle'), or the place or body it works for ('for a hospital
  // chain'), is not what it handles: such words are left out unless the boundary names nothing else.
  const where = new Set([...placeWords(analysis.boundary)].map((word) => lemmaOf(word) ?? word));
  const rank = (noun: string): number =>
    known(noun) ? 0 : noun.split(' ').some((word) => where.has(word)) ? 2 : 1;
  const ranked = ownWords.sort((a, b) => rank(a) - rank(b));
  const handled = ranked.filter((noun) => rank(noun) < 2);
  const own = handled.length ? handled : ranked;
  const guessed = analysis.weakGuess && own.length > 0;
  const candidates = [
    ...new Set(
      // The family's own nouns were written for it; a gloss's noun is a reading of one sentence.
      (guessed
        ? // A guess the head itself points to, with nothing close behind, keeps the family's first noun
          // beside the boundary's own. Otherwise a family noun no other domain would miss: one that is
          // not the family's own distinctive word ('member', not 'congregation'), so a wrong guess does
          // not speak its language. Split evidence names what the rival close behind would handle
          // too, so the map is not all one side's when the guess is wrong: the head names a family
          // even when the system does another's work ('wardrobe dept at the county theatre').
          handled.length
          ? [...own.slice(0, 2), guessNoun(analysis, family, head), rivalNoun(analysis, kinds)]
          : // Where the system is, when the boundary names nothing else, after what the family handles.
            [guessNoun(analysis, family, head), own[0], rivalNoun(analysis, kinds)]
        : // With nothing else known, the head: a thing the system handles ('gearbox specialists') or
          // the system itself ('our flat'), which SYSTEM_TEMPLATES speak of as a whole.
          // A weak guess names no more of its family's distinctive nouns than the first ('case', not
          // 'court' and 'prison'): they would speak the language of a family the boundary may not be.
          [
            family[0],
            fromGloss,
            ...namedFirst(family, analysis).filter(
              (noun) => !analysis.weakGuess || !isDistinct(analysis.primary, noun),
            ),
            generic ? (modifier ?? head) : undefined,
          ]
      )
        .filter((t): t is string => t !== undefined && !glossPlaces.has(t))
        .map(countedForm),
    ),
  ];
  // Where the system handles things one by one, its items count them; what comes by the amount
  // ('scrap', 'data') is named only when nothing countable is known, or when it is the boundary's own
  // word on a guess (a scrap metal yard's metal, not a guessed family's rounds), or the first noun of
  // the family the head names ('analytics team' → data).
  const countable = candidates.filter(
    (noun) =>
      !isMass(noun) ||
      (guessed && (own.includes(noun) || (analysis.headNamed && noun === family[0])) && !/ing$/.test(noun)),
  );
  const pool = countable.length ? countable : candidates;
  // A household is one family in one home: its things are its children, chores, meals, not itself.
  const things = (
    analysis.primary.id === 'household' ? pool.filter((t) => !HOUSEHOLD_ITSELF.has(t)) : pool
  ).slice(0, MAX_THINGS + (guessed && analysis.rival ? 1 : 0));
  // 'Cardiology outpatients nurses' are people: the items speak of their team, which takes a singular verb.
  const pluralAtEnd = (phrase: string): boolean => {
    const last = phrase.split(' ').at(-1) ?? '';
    if (SAME_PLURAL.has(last)) return false;
    if (/..men$/.test(last) && singularOfMen(last) !== undefined) return true;
    // A word the lexicon does not know ('installers') is plural by its ending.
    const lemma = lemmaOf(last);
    // 'Flats' is a WordNet noun of its own, but 'six rental flats' are many flats; 'treatment works'
    // and 'terminal operations' are one system.
    if (lemma === last)
      return (
        countedForm(last) !== last &&
        !ONE_SYSTEM_PLURALS.has(last) &&
        // 'Ceramics' is a craft; 'mechanics' are people.
        (!isMass(last) || isPeople(countedForm(last)))
      );
    return lemma === undefined ? /[^siu]s$/.test(last) : last !== lemma && /s$/.test(last);
  };
  // 'Foundation funding arts projects' is the foundation, whose head lies in what it funds. One person's
  // title is not ('office manager at a law firm'): the place they hold it in is the system, when the
  // place is named plainly, not as a list or a run-on ('the container ship and crew changes'), many
  // things or what a verb works on.
  const { groupName, verb } = analysis.reading;
  const title = groupName?.split(' ').at(-1) ?? '';
  const titled =
    TITLES.has(title) &&
    !/s$/.test(title) &&
    !/\band\b/.test(mainPhrase) &&
    !pluralAtEnd(mainPhrase) &&
    (verb === undefined || COPULAS.has(verb));
  const spoken = beforeGroupDoing(
    beforeGroupVerb(((titled ? undefined : groupName) || mainPhrase || head).split(' ')),
  );
  const words = withWork(asName(spoken, analysis.boundary), analysis.boundary);
  // A sentence ('my husband and I both work shifts…') is no name to repeat in every item: a household
  // is 'the household'; anything else is named by its head ('the team of friends'), still its own.
  // A name cut at a clause of its own ('… again and now we have 4000 jars') was still a sentence.
  const sentence = words.length > MAX_SYSTEM_WORDS || asName(spoken, '').some((word) => PRONOUNS.has(word));
  const phrase = sentence ? (isNoName(headPhrase, analysis.boundary) ? 'team' : headPhrase) : words.join(' ');
  const named = asWritten(phrase, analysis.boundary);
  // A household named by its people ('single dad with two teenagers', 'retired couple') is their
  // household: 'in the single dad, every home has…' would read wrong.
  const headWord = head.split(' ').at(-1) ?? head;
  const pluralName = pluralAtEnd(phrase);
  // A home by its door ('Number 42') is 'the household' too.
  const door = /\d/.test(phrase);
  // 'My wife and I both work shifts at the hospital', 'Me, my partner and the kids': the writer and
  // theirs are the household.
  const told =
    analysis.reading.subjectTerms.size > 0 || /^\s*(?:me|us)\b|\band me\s*$/i.test(analysis.boundary);
  const household =
    analysis.primary.id === 'household' &&
    (sentence ||
      told ||
      door ||
      isPeople(headWord) ||
      isOnePerson(named.split(' ').at(-1) ?? '') ||
      pluralName);
  // Named by its people where it can be ('the single dad's household'), so two households' items differ.
  const owner = named.replace(/^(?:our|my|the)\s+/i, '');
  // Only people own a household by name: 'the bills' household' would read wrong.
  const byPeople = isPeople(headWord) || isOnePerson(named.split(' ').at(-1) ?? '');
  const householdName =
    sentence || told || door || !byPeople || HOUSEHOLD_ITSELF.has(headWord) || HOUSEHOLD_ITSELF.has(owner)
      ? 'household'
      : `${owner}${pluralName ? '’' : '’s'} household`;
  // 'Team retros' are the team's: a name that starts with its group noun needs no 'team of'.
  const grouped = isGroupNoun(words[0] ?? '') && isGroupName(words[0] ?? '');
  // One person named ('the pharmacist', 'a dental nurse') is not a place decisions are made in:
  // the system is their team. A title ('site manager') is one person too; a group ('crew') is not.
  const lastLemma = lemmaOf(phrase.split(' ').at(-1) ?? '');
  const nameWord = lastLemma ?? headWord;
  // So is a word that can only be a person ('the vicar', 'a paralegal'), when it ends the name.
  const onlyPerson = lastLemma !== undefined && !phrase.includes(' and ') && isOnePerson(lastLemma);
  const onePerson =
    !pluralName &&
    !COLLECTIVES.has(nameWord) &&
    // A boat is crewed, whatever else its name means: 'the inshore trawler', not 'the trawler's team'.
    !someSenseUnder(nameWord, CRAFT) &&
    (isPeople(nameWord) || onlyPerson) &&
    // 'The HR person' is one, though 'person' heads no domain ('IT person' is IT's).
    (TITLES.has(nameWord) || PLAIN_PERSONS.has(nameWord) || !isGroupNoun(nameWord));
  // 'We guard construction sites': what the verb works on is not the system; the team that does the
  // work is, named by its -ing form ('the guarding team'; a verb a domain lists as it is, 'convene',
  // makes no name). Those a training verb teaches ('we train young women as solar technicians') are
  // not the system either: it is the training team.
  const worksOn =
    analysis.work !== undefined && /ing$/.test(analysis.work) && verbLed(analysis) && !isPeople(nameWord);
  // An infinitive is no name ('I'm trying to get the neighbours…'): the team is the people it names.
  const infinitive = /^to\s+\S+\s+(?:(?:the|our|my|all)\s+)?(.+)$/i.exec(named)?.[1];
  // A function named alone ('HR', 'procurement', 'bookkeeping') is the team that does it: 'in the HR,
  // anyone can see…' would read wrong.
  const functionNamed =
    /^[\p{L}-]+$/u.test(named) &&
    (FUNCTIONS.has(named.toLowerCase()) ||
      (/^\p{Ll}+ing$/u.test(named) && isMass(named) && !NO_WORK.has(named)));
  const massWork =
    functionNamed ||
    (verbLed(analysis) &&
      !COPULAS.has(analysis.reading.verb ?? '') &&
      !sentence &&
      !pluralName &&
      namesWorkDone(named, analysis.boundary));
  const system =
    supportersName(analysis.boundary) ??
    (analysis.taught || worksOn
      ? `${analysis.work ?? 'training'} team`
      : household
        ? householdName
        : massWork
          ? `${named.replace(/^the /i, '')} team`
          : pluralName && !grouped
            ? (thingsTeam(named, isLikelyEnglish(analysis.boundary)) ??
              `team of ${infinitive ?? named.replace(/^of\s+/i, '')}`)
            : onePerson
              ? `${named}’s team`
              : named);
  // A head that names a thing the system handles ('permits team') is not the system's own noun.
  const systemNoun = headNamesThing(headPhrase, mainPhrase) ? '' : head;
  const [first] = things;
  // A council desk does not look after councils.
  const needThing = things.find((thing) => !thing.split(' ').some((word) => where.has(word)));
  return first
    ? { system, thing: first, things, own: systemNoun, ...(needThing ? { handled: needThing } : {}) }
    : undefined;
}

const MAX_SYSTEM_WORDS = 7;
const CRAFT = new Set(['vessel']);
// People the lexicon knows as many at once: a congregation or a community is its own system, not
// one person with a team.
const COLLECTIVES = new Set([
  'congregation',
  'community',
  'family',
  'household',
  'audience',
  'staff',
  'youth',
  'people',
  'couple',
]);
/** True when the sentence's verb comes before its main phrase: 'we stitch school uniforms'. */
function verbLed(analysis: Analysis): boolean {
  const { verb, mainPhrase } = analysis.reading;
  if (verb === undefined || mainPhrase === '') return false;
  const text = analysis.boundary.toLowerCase();
  const at = text.search(new RegExp(`\\b${escapeRegExp(verb)}`));
  return at >= 0 && at < text.indexOf(mainPhrase.split(' ')[0] ?? '');
}

/** A domain's subject nouns that can be things its items name: nouns, not kinds of organisation. */
function ownNouns(domain: Domain): string[] {
  return (domain.subject ?? []).filter(
    (noun) =>
      lemmaOf(noun) === noun && !looksAdjective(noun) && !ORGANISATIONS.has(noun) && !NOT_NOUNS.has(noun),
  );
}

/**
 * The guessed family's noun a guess names beside the boundary's own things: its first when the head
 * names the family and nothing unrelated scores close behind; else its plainest, unless that is only
 * the head again ('course' for a course team), which would leave the family unnamed.
 */
function guessNoun(analysis: Analysis, family: readonly string[], head: string): string | undefined {
  if (!analysis.headNamed) return plainNoun(analysis.primary, true);
  // What the head names may come by the amount ('analytics team' → data).
  const plain = analysis.rival ? plainNoun(analysis.primary, false) : undefined;
  return plain !== undefined && plain !== head ? plain : family[0];
}

/** The rival's plain noun, unless it is a living kind the boundary does not have (no animals in strawberry fields). */
function rivalNoun(analysis: Analysis, kinds: ReturnType<typeof livingKinds>): string | undefined {
  const noun = analysis.rival ? plainNoun(analysis.rival, true) : undefined;
  return noun !== undefined && !otherKindNoun(noun, kinds) ? noun : undefined;
}

/**
 * A domain's first subject noun no other domain would miss (not its own distinctive word); when
 * `countable`, one a guess's items can count ('member', not 'meeting').
 */
function plainNoun(domain: Domain, countable: boolean): string | undefined {
  return ownNouns(domain).find((noun) => !isDistinct(domain, noun) && !(countable && isMass(noun)));
}

/** A noun the domain counts as its own distinctive word ('congregation', not 'member'). */
function isDistinct(domain: Domain, noun: string): boolean {
  return (domain.keywords.get(noun) ?? 0) >= DISTINCT_NOUN;
}

// One to three words in Latin letters (one alone of three letters or more): a name, not a sentence or a stray letter.
const LATIN_WORD = String.raw`\p{Script=Latin}[\p{Script=Latin}'’-]*`;
const SHORT_NAME = new RegExp(
  `^(?:\\p{Script=Latin}{3}[\\p{Script=Latin}'’-]*|${LATIN_WORD}(?: ${LATIN_WORD}){1,2})$`,
  'u',
);
// Kinds of organisation, not things one handles: never 'a worry about an association'.
const ORGANISATIONS = new Set(['association', 'organisation', 'organization']);
const HOUSEHOLD_ITSELF = new Set(['family', 'home', 'household', 'house']);
const PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'me', 'us', 'them']);

/**
 * The phrase as the user wrote it ('GP surgery', 'Lloyd's underwriting syndicate', 'family-run
 * undertakers'). The boundary's first capital is a sentence's, not a name's ('Inshore fishing boat'),
 * unless the word is possessive or the next word is capitalised too ('Lloyd's', 'Google Cloud').
 */
function asWritten(phrase: string, boundary: string): string {
  const words = phrase.split(' ').map(escapeRegExp);
  const match = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.join("(?:['’]s)?[\\s-]+")}(?![\\p{L}\\p{N}])`,
    'iu',
  ).exec(boundary);
  if (!match) return phrase;
  const [first = '', second = '', ...others] = match[0].split(' ');
  const sentenceCapital =
    boundary.slice(0, match.index).trim() === '' &&
    /^\p{Lu}\p{Ll}/u.test(first) &&
    !/['’]s$/.test(first) &&
    !/^\p{Lu}/u.test(second);
  return [sentenceCapital ? first.toLowerCase() : first, second, ...others].filter(Boolean).join(' ');
}

// Hypernyms that make a head the people who work or the group they form, not a thing they handle.
// Acts ('production', 'handling') name the work, not what it is done to.
const NOT_A_THING = new Set([
  'person',
  'social group',
  'organization',
  'organisation',
  'unit',
  'body',
  'act',
  'activity',
  'action',
  'process',
]);

/**
 * True when the head names a thing the system handles: a noun the lexicon knows, not a person, group
 * or act, and not the system's own last word ('microbrewery' is the system; 'loans team' handles loans).
 */
function headNamesThing(headPhrase: string, mainPhrase: string): boolean {
  const word = headPhrase.split(' ').at(-1) ?? '';
  if (mainPhrase.split(' ').at(-1) === word) return false;
  if (isGroupNoun(lemmaOf(word) ?? word)) return false;
  const sense = sensesOf(headPhrase)[0] ?? sensesOf(word)[0];
  if (!sense) return false;
  return !hypernymChain(sense).some((at) => at.words.some((w) => NOT_A_THING.has(w)));
}

/** Items for a level about the boundary's own subject, at most `count`, picked stably by the seed. */
export function subjectItems(analysis: Analysis, level: ListLevelId, count: number): string[] {
  const subject = subjectOf(analysis);
  if (!subject || count <= 0) return [];
  // Both template sets have as many templates a level; the seed picks the same position in either.
  const templates = THING_TEMPLATES[level];
  const first = templates.indexOf(pick(templates, analysis.seed, `subject:${level}`));
  const out: string[] = [];
  // Each item names the next thing, so three items speak of three of the system's things.
  const offset = Math.floor(unit(analysis.seed, `subject-thing:${level}`) * subject.things.length);
  for (let i = 0; i < Math.min(count, templates.length); i++) {
    const thing = subject.things[(offset + i) % subject.things.length] ?? subject.thing;
    const set =
      thing === subject.own
        ? SYSTEM_TEMPLATES
        : isPeople(thing)
          ? PEOPLE_TEMPLATES
          : isMass(thing)
            ? MASS_TEMPLATES
            : THING_TEMPLATES;
    const template = set[level][(first + i) % templates.length];
    if (template) out.push(template(subject.system, thing, plural(thing)));
  }
  return out;
}
