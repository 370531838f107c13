import { firstSenseUnder } from './lexicon';

// 'Our house', 'my bungalow': the people who live in a dwelling, read as the household keyword.
export const OWN_HOME = 'our home';
// 'About twenty households on our lane': many homes together are a neighbourhood, not a household.
export const MANY_HOMES = 'neighbourhood';

/** True when the head is households in the plural: neighbours, not one home. */
export function manyHomes(head: string | undefined, headPhrase: string | undefined): boolean {
  return head === 'household' && /households$/i.test(headPhrase ?? '');
}

// 'People living around the airport', 'families who live near the quarry': those who live by a place are
// its neighbours; the place is what they have in common, not the system.
const LIVING_BY =
  /^\s*(?:the\s+)?(?:people|families|folks?|residents|households|those|us)\s+(?:who\s+(?:live|are\s+living)|living)\s+(?:around|near|next\s+to|by|beside|along|under|below)\b/iu;

/** True when the boundary is the people who live by a place: a neighbourhood. */
export function livingBy(boundary: string): boolean {
  return LIVING_BY.test(boundary);
}
const DWELLING = new Set(['abode', 'housing']);
// Homes by the words people call them, some of which the lexicon keeps only in another sense ('flat').
const HOME_WORDS = new Set(['house', 'home', 'place', 'flat', 'gaff', 'pad', 'digs', 'bungalow', 'cottage']);

// 'The Patels', 'the Joneses', 'Number 42', 'Flat 3': a family by its surname, a home by its door.
const FAMILY_OR_DOOR =
  /^\s*(?:[Tt]he\s+\p{Lu}\p{Ll}+(?:e?s)|(?:[Nn]umber|[Nn]o\.?|[Ff]lat|[Aa]partment)\s+\d+\p{L}?)\s*$/u;

// 'My wife and I both work shifts…', 'we both work nights', 'we are both on rotating shifts': two jobs
// to fit round one home; and 'my husband works FIFO…', 'my husband's a paramedic on nights', 'my husband
// fishes and is gone for weeks': one partner's job away that the home fits round.
const COUPLE = String.raw`(?:(?:my|our)\s+\p{L}+\s+and\s+(?:i|me)|(?:me|i)\s+and\s+(?:my|our)\s+\p{L}+|we)`;
const PARTNER = String.raw`my\s+(?:husband|wife|partner)`;
const BOTH_WORK = new RegExp(
  `^\\s*(?:${[
    String.raw`${COUPLE}(?:\s+are|['’]re)?\s+both\s+(?:work|do\s+(?:shift|night|shifts|nights|fifo|rosters?)\b|on\s+(?:\p{L}+\s+)?(?:shifts|nights|rosters?)\b)`,
    String.raw`${PARTNER}\s+(?:works|does)\s+(?:fifo|nights|night\s+shifts|shifts)\b`,
    String.raw`${PARTNER}(?:['’]s|\s+is)\s+(?:an?\s+)?\p{L}+\s+on\s+(?:nights|night\s+shifts|shifts)\b`,
    String.raw`${PARTNER}\s+\p{L}+\s+and\s+is\s+(?:gone|away)\s+for\b`,
  ].join('|')})`,
  'iu',
);

// '…and the kids fight over screen time in our house': a message that ends in the writer's home, or
// says how that feels ('…school emails in our house and it's exhausting').
const AT_HOME_LAST =
  /\b(?:in|at|round)\s+(?:our|my)\s+(?:house|home|flat|place)\s*(?:[.!]|,?\s+and\s+it(?:'|’)?s\s+\p{L}+)?\s*[.!]?\s*$/iu;

// 'Home of a junior doctor on nights and her two kids', 'household of five': a home named by its people.
const HOME_OF = /^\s*(?:the\s+|a\s+)?(?:home|household)\s+of\s/iu;

/** True when the home fits round its people's work (both on shifts, or one partner on FIFO): the workplace named is where they work, not the system. */
export function bothWork(boundary: string): boolean {
  return BOTH_WORK.test(boundary);
}

/** True when the boundary is the writer's own dwelling: 'our' or 'my' before a head the lexicon places under abode or housing. */
export function ownHome(boundary: string, head: string | undefined): boolean {
  if (
    FAMILY_OR_DOOR.test(boundary) ||
    bothWork(boundary) ||
    AT_HOME_LAST.test(boundary) ||
    HOME_OF.test(boundary)
  )
    return true;
  // 'Nan's house', 'Mum's place': someone's home.
  if (head !== undefined && HOME_WORDS.has(head) && /^\s*\p{L}+['’]s\s+\p{L}+\s*$/u.test(boundary))
    return true;
  // 'We are five in a small apartment', "we're 5 people in a 3 bed flat": the writer's people and where they live.
  const livingIn = /^\s*(?:we\s+are|we['’]re)\s+\S+(?:\s+people)?\s+in\s/i.test(boundary);
  if (head === undefined || !(livingIn || /^\s*(?:our|my)\s/i.test(boundary))) return false;
  // 'Our flat', 'my little cottage'; not a sentence that mentions flats ('my wife and I own six rental flats').
  if (HOME_WORDS.has(head) && (livingIn || boundary.trim().split(/\s+/).length <= 3)) return true;
  return firstSenseUnder(head, DWELLING);
}
