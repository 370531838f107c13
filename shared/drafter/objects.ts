import { firstSenseUnder, someSenseUnder } from './lexicon';
import { isGroupNoun } from './routeWords';
import { isPeople } from './subjectWords';

// What a sentence says its people do to things, when the things name the work better than their own
// names do: machines fixed are repair, recyclables collected are recycling, road vehicles serviced are
// a garage's work, buildings designed an architect's.

// 'I fix radios, chainsaws and generators', 'we fix TVs, fridges and phones': machines and appliances
// that people fix are a repair shop's work, whatever else their names say (a radio is also a broadcaster).
// Only what the lexicon first files as a machine, an appliance or electronic equipment: taps, bugs and
// dashboards are fixed too, by facilities, developers and analysts.
const FIX_VERBS = new Set(['fix', 'mend', 'repair']);
const DEVICES = new Set(['machine', 'appliance', 'electronic equipment', 'power tool']);
// What comes after the things fixed: whom for, where, or the next clause.
const AFTER_THINGS =
  /\s(?:for|in|at|from|on|by|to|out|around|across|near|so|but|because|and\s+(?:the|our|my|we|i|they))\s/iu;

/** The words of what a verb (one of `forms`) is done to, up to whom for or where ('TVs, fridges and phones'). */
function thingsAfter(boundary: string, forms: RegExp): string[] {
  const after = forms.exec(boundary)?.[1] ?? '';
  const list = after.split(AFTER_THINGS)[0] ?? '';
  return list.split(/[,\s]+/u).filter((word) => word.length > 2);
}

// A medium cannot be repaired, its receiver can: 'radio' and 'TV' are broadcasting first, sets second.
const MEDIA = new Set(['medium']);

/** True when a word names a device one can fix. */
function isDevice(word: string): boolean {
  return firstSenseUnder(word, DEVICES) || (firstSenseUnder(word, MEDIA) && someSenseUnder(word, DEVICES));
}

// 'Radio and TV repairs', 'phone repair stall': devices named before the repairs are what is repaired.
const REPAIRS_OF = /^(?:(?:the|our|my|a)\s+)?((?:[\w-]+(?:,|\s+and)?\s+){1,4})repairs?\b/iu;

/** True when what a sentence says its people fix includes machines or appliances: a repair shop's work. */
export function fixesDevices(boundary: string, verb: string | undefined): boolean {
  const named = (REPAIRS_OF.exec(boundary)?.[1] ?? '').split(/[,\s]+/u);
  if (named.some((word) => word.length > 1 && isDevice(word))) return true;
  if (verb === undefined || !FIX_VERBS.has(verb)) return false;
  return thingsAfter(
    boundary,
    /\b(?:fix|fixes|fixing|mend|mends|mending|repair|repairs|repairing)\s+(.*)$/iu,
  ).some(isDevice);
}

// 'We collect plastic bottles from hotels', 'collecting glass and cardboard from pubs': what is collected
// for reuse names recycling, whoever collects it ('plastic bottle' alone is also a bottling plant's).
const RECYCLABLES = new Set([
  'plastic',
  'plastics',
  'bottle',
  'bottles',
  'can',
  'cans',
  'cardboard',
  'paper',
  'glass',
  'scrap',
  'e-waste',
  'waste',
  'rubbish',
  'tyres',
  'tires',
  'batteries',
]);

/** True when what a sentence says its people collect is waste or things for recycling. */
export function collectsRecyclables(boundary: string): boolean {
  // 'A junk shop buying plastic bottles and cardboard from scavengers': used bottles bought are recycled.
  return thingsAfter(
    boundary,
    /\b(?:collect|collects|collecting|gather|gathers|gathering|buy|buys|buying)\s+(.*)$/iu,
  ).some((word) => RECYCLABLES.has(word.toLowerCase()));
}

// 'The workshop that services the council's bin lorries', 'workshop maintaining the ambulance fleet':
// keeping road vehicles going is a garage's work, whoever owns them. Not aircraft or ships, whose
// upkeep is their own trades'.
const UPKEEP =
  /\b(?:services|servicing|service\s+(?=the|our|their)|maintain|maintains|maintaining)\s*(.*)$/iu;
const ROAD_VEHICLES = new Set(['wheeled vehicle', 'public transport']);
const FLEET_WORDS = new Set(['van', 'vans', 'gritter', 'gritters', 'minibus', 'minibuses']);

/** True when a sentence says its people keep road vehicles going: vehicle repair. */
export function servicesVehicles(boundary: string): boolean {
  return thingsAfter(boundary, UPKEEP).some(
    (word) => FLEET_WORDS.has(word.toLowerCase()) || firstSenseUnder(word, ROAD_VEHICLES),
  );
}

// 'We design schools, libraries and sports halls', 'design team for a church building project': buildings
// designed are an architect's work, not a product designer's. What the lexicon first files as a structure,
// and the buildings it files as institutions ('schools').
// Only the verb: 'the design office at a car plant' designs nothing the lexicon calls a building.
// 'Drawing up a new cancer centre' is designing it.
const DESIGNING =
  /\b(?:design|designs|designing|draw(?:s|ing)?\s+up)\s+(?!(?:team|office|studio|unit|dept|department|lead|manager|agency|agencies|firm|company|consultancy|practice|director)\b)(.*)$/iu;
const DESIGN_TEAM =
  /\bdesign\s+(?:team|office|studio|unit|dept|department)\b.*\b(?:building|buildings|block|blocks|estates?)\b/iu;
const STRUCTURES = new Set(['structure']);
const BUILDINGS = new Set([
  'school',
  'schools',
  'home',
  'homes',
  'extension',
  'extensions',
  'block',
  'blocks',
]);
// Buildings only as the last word of what is designed: a data centre's cooling system is no building.
const BUILDINGS_LAST = new Set(['centre', 'centres', 'center', 'centers', 'wing', 'wings']);

/** True when a term's design is the buildings' ('design studio drawing up a new cancer centre'): no creative studio's. */
export function designOfWork(term: string, work: string | undefined): boolean {
  return work === 'architecture' && /\bdesign\b/.test(term);
}

/** True when a sentence says its people design buildings: an architect's work. */
export function designsBuildings(boundary: string): boolean {
  if (DESIGN_TEAM.test(boundary)) return true;
  const designed = thingsAfter(boundary, DESIGNING).map((word) => word.toLowerCase());
  return designed.some(
    (word, i) =>
      BUILDINGS.has(word) ||
      (BUILDINGS_LAST.has(word) && (i === designed.length - 1 || designed[i + 1] === 'and')) ||
      firstSenseUnder(word, STRUCTURES),
  );
}

// 'We answer phones for an energy supplier', 'I take calls for a medical aid': people who answer the
// phones for someone work a contact centre's line, not a telephone network (the lexicon's 'telephone').
// Only when the phones or the people are what the sentence is about: a garage whose owner's wife answers
// the phone is a garage.
const ANSWERING =
  /\b(?:answer|answers|answering|take|takes|taking|field|fields|fielding)\s+(?:the\s+|their\s+|our\s+)?(?:phones?|calls?)\b/iu;
const LINE_WORDS = new Set(['phone', 'call', 'line']);

/** True when a sentence's people, or its phones, answer calls: a contact centre's work. */
export function answersCalls(boundary: string, head: string | undefined): boolean {
  return (
    ANSWERING.test(boundary) &&
    (head === undefined || LINE_WORDS.has(head) || isPeople(head) || isGroupNoun(head))
  );
}

// 'Bakery that supplies the mine canteens', 'dumpling kitchen making frozen batches for grocers': a kitchen
// or bakery that supplies other businesses makes food for the trade; one that serves its own guests is
// hospitality. Only many customers or a supply verb: a kitchen team for a hotel cooks in it.
const FOOD_PLACES = new Set(['bakery', 'bakehouse', 'kitchen']);
const SUPPLYING = /\bsuppl(?:y|ies|ying|ier)\b/iu;
const TRADE_CUSTOMERS =
  /\b(?:shops|cafes|cafés|restaurants|grocers|supermarkets|schools|canteens|hotels|delis|retailers|stores|airlines|pubs|chain|school dinners|school meals|in-flight meals)\b/iu;

/** True when a kitchen or bakery says it supplies other businesses: food made for the trade. */
export function suppliesTrade(boundary: string, head: string | undefined): boolean {
  return (
    head !== undefined &&
    FOOD_PLACES.has(head) &&
    (SUPPLYING.test(boundary) || TRADE_CUSTOMERS.test(boundary))
  );
}

// 'We look after schools that use our homework app', 'looking after the clinics on our booking platform':
// people who look after the customers of a product are its customer success team, whoever the
// customers are.
const LOOKS_AFTER_CUSTOMERS =
  /\blook(?:s|ing)?\s+after\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:customers|clients|accounts|users|members|schools|clinics|practices|councils|firms|businesses|shops|restaurants|gyms|salons)\b/iu;
const PRODUCTS = /\b(?:app|platform|software|subscription|saas|edtech|fintech)\b/iu;

/** True when a sentence's people look after the customers of a product: customer success. */
export function looksAfterCustomers(boundary: string): boolean {
  return LOOKS_AFTER_CUSTOMERS.test(boundary) && PRODUCTS.test(boundary);
}

// 'I teach food hygiene to catering staff', 'we run safety courses for warehouse workers': people taught
// for their work are trained, not a school's pupils.
const TEACHING_WORKERS =
  /\b(?:teach|teaches|teaching|train|trains|training|courses?|workshops?)\b(?:\s+[\p{L}-]+){0,5}?\s+(?:to|for)\s+(?:the\s+|our\s+|their\s+)?(?:[\p{L}-]+\s+){0,2}(?:staff|workers|employees|operatives|apprentices|managers|supervisors|drivers|operators|technicians|engineers|nurses|carers)\b/iu;

/** True when a sentence teaches people for their work: a training provider's work. */
export function teachesWorkers(boundary: string): boolean {
  return TEACHING_WORKERS.test(boundary);
}

/**
 * The work the things a sentence collects, services, designs, looks after, answers or supplies name
 * (`head` is the boundary's head noun), above its verb's own.
 */
export function objectWork(boundary: string, head: string | undefined): string | undefined {
  if (looksAfterCustomers(boundary)) return 'customer success';
  if (teachesWorkers(boundary)) return 'training';
  if (collectsRecyclables(boundary)) return 'recycling';
  if (servicesVehicles(boundary)) return 'vehicle repair';
  if (designsBuildings(boundary)) return 'architecture';
  if (answersCalls(boundary, head)) return 'call centre';
  return suppliesTrade(boundary, head) ? 'food production' : undefined;
}
