// Heads with two everyday senses that belong to two families ('library': books, or code), and the
// words around them that pick the second. WordNet's compact lexicon keeps only the first senses, so
// the boundary's other words must say which is meant: 'I maintain a library with 600 open issues on
// GitHub' is code, 'a library branch with a children's corner' books.

// Road vehicles, and the people and places that fix them.
const VEHICLES = [
  'car',
  'van',
  'lorry',
  'truck',
  'hgv',
  'bus',
  'vehicle',
  'fleet',
  'garage',
  'mechanic',
  'tractor',
  'tyre',
];

// Words that say a workshop makes things: one that builds truck bodies, or the paint shop of a car
// plant, is a factory's.
const MAKING = [
  'plant',
  'factory',
  'make',
  'makes',
  'making',
  'build',
  'builds',
  'building',
  'fabricate',
  'fabricates',
  'fabrication',
  'manufacture',
  'manufactures',
  'manufacturing',
  'assemble',
  'assembly',
  'weld',
  'welding',
];

// Words that say a shop sells: it is a shop, whatever it also does.
const SELLING = ['sell', 'selling', 'sells', 'sale'];

interface SecondSense {
  /** The head, normalised. */
  readonly head: string;
  /** A keyword of the second sense's family that stands in for the head. */
  readonly as: string;
  /** Words of the boundary (normalised) that mean the second sense. */
  readonly cues: readonly string[];
  /** Words that keep the first sense whatever the cues say ('pilots flying for a boat charter airline'). */
  readonly unless?: readonly string[];
  /** Read so only as the head: elsewhere the word is where the system is ('first aid tent at a county show'). */
  readonly headOnly?: boolean;
}

const SECOND_SENSES: readonly SecondSense[] = [
  {
    head: 'library',
    as: 'open source',
    cues: [
      'github',
      'gitlab',
      'contributor',
      'pull request',
      'npm',
      'pypi',
      'maintainer',
      'repo',
      'repository',
    ],
  },
  {
    head: 'theatre',
    as: 'operating theatre',
    cues: ['hospital', 'surgical', 'surgery', 'anaesthetic', 'anaesthetics', 'patient', 'scrub', 'surgeon'],
  },
  {
    head: 'pilot',
    as: 'marine pilot',
    cues: [
      'harbour',
      'harbor',
      'port',
      'ship',
      'vessel',
      'canal',
      'river',
      'suez',
      'panama',
      'tug',
      'berth',
      'boat',
    ],
    unless: [
      'airline',
      'aircraft',
      'airport',
      'flight',
      'flying',
      'plane',
      'helicopter',
      'seaplane',
      'floatplane',
      'air',
      'aviation',
      'airstrip',
      'runway',
      'hangar',
      'cockpit',
    ],
  },
  // A collection of what people throw away is the bin round's, not a museum's.
  {
    head: 'collection',
    as: 'refuse collection',
    cues: [
      'recycling',
      'recycle',
      'recycler',
      'bin',
      'waste',
      'rubbish',
      'refuse',
      'litter',
      'scrap',
      'cardboard',
      'plastic',
      'bottle',
      'compost',
      'garbage',
      'trash',
    ],
    unless: ['museum', 'gallery', 'archive', 'curator', 'exhibition', 'artefact', 'heritage', 'library'],
  },
  {
    head: 'chippy',
    as: 'takeaway',
    cues: ['fish', 'chip', 'fryer', 'frying', 'batter', 'takeaway', 'supper'],
  },
  // A clinic or a service for alcohol treats its users; WordNet's alcohol is the drink a distiller makes.
  {
    head: 'alcohol',
    as: 'drug and alcohol',
    cues: ['clinic', 'service', 'treatment', 'recovery', 'addiction', 'detox', 'rehab', 'counselling'],
  },
  {
    head: 'clinic',
    as: 'vet clinic',
    cues: ['dog', 'cat', 'pet', 'animal', 'horse', 'livestock', 'puppy', 'kitten', 'cattle'],
  },
  // A show of animals, flowers or trade goods is an event on a showground, not a performance.
  {
    head: 'show',
    as: 'county show',
    headOnly: true,
    cues: [
      'agricultural',
      'county',
      'livestock',
      'cattle',
      'sheep',
      'horse',
      'pony',
      'dog',
      'flower',
      'trade',
      'motor',
      'showground',
      'exhibitor',
      'judging',
    ],
  },
  // A sister on a ward is its senior nurse, not the writer's kin.
  {
    head: 'sister',
    as: 'ward sister',
    cues: ['ward', 'hospital', 'surgical', 'patient', 'matron', 'nursing', 'theatre', 'clinic'],
  },
  // A workshop for the things people bring to be mended is a repair shop; WordNet's first workshop is a
  // seminar (a retro). Fixing alone is no cue: 'a workshop for fixing our processes'.
  {
    head: 'workshop',
    as: 'repair shop',
    cues: ['bike', 'bicycle', 'e-bike', 'ebike', 'appliance', 'toaster', 'phone', 'laptop', 'clock', 'radio'],
    unless: VEHICLES,
  },
  // A workshop or a shop that cars wait in is a garage: 'my shop has 4 bays and two techs, and cars sit
  // waiting on parts'. A shop that sells parts is still a shop.
  { head: 'workshop', as: 'garage', cues: VEHICLES, unless: MAKING },
  {
    head: 'shop',
    as: 'garage',
    cues: VEHICLES,
    unless: [...MAKING, ...SELLING, 'spares', 'accessory', 'accessories', 'machine shop'],
    headOnly: true,
  },
  // A shop that alters or makes clothes is a tailor's, not a retailer.
  {
    head: 'shop',
    as: 'tailor shop',
    cues: ['alteration', 'alterations', 'tailoring', 'tailor', 'dressmaking', 'mending', 'sewing', 'hemming'],
    unless: SELLING,
    headOnly: true,
  },
];

/** The keyword that stands in for the head when the boundary's other words mean its second sense. */
export function secondSense(
  head: string | undefined,
  terms: ReadonlySet<string>,
  asHead = true,
): string | undefined {
  return SECOND_SENSES.find(
    (sense) =>
      sense.head === head &&
      (asHead || !sense.headOnly) &&
      !sense.unless?.some((word) => terms.has(word)) &&
      sense.cues.some((cue) => terms.has(cue)),
  )?.as;
}

/**
 * Reads the boundary's words in their second senses where its other words mean them: each such word
 * gives way to its sense's keyword ('anaesthetic team covering six theatres' operates). The head's
 * (when it names the system) is returned instead, for the caller to read as the head.
 */
export function readSecondSenses(
  head: string | undefined,
  terms: Set<string>,
  headNamesSystem: boolean,
): string | undefined {
  const sense = headNamesSystem ? secondSense(head, terms) : undefined;
  if (sense) terms.delete(head ?? '');
  for (const word of [...terms]) {
    const other = word === head ? undefined : secondSense(word, terms, false);
    if (!other) continue;
    terms.delete(word);
    terms.add(other);
  }
  return sense;
}
