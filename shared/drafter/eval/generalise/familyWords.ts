/**
 * What the generalisation evaluation (issue 16) expects of each domain family: the words that name
 * its own subject, the tell-tale words that would show a draft in that family, and the families near
 * enough that their words are no mistake. Written with the cases, before the families' content.
 */
export interface FamilyWords {
  /** Words (matched at a word start, case-insensitive) that name the family's own subject. */
  readonly subject: readonly string[];
  /** Words that only a draft of this family would use: in another family's draft they show a wrong domain. */
  readonly tells: readonly string[];
  /** Families whose tells are not a mistake in this family's drafts (neighbours, or the general family). */
  readonly near?: readonly string[];
}

/** Subject and tell words per family id. */
export const FAMILY_WORDS: Readonly<Record<string, FamilyWords>> = {
  // Existing domains.
  software: {
    subject: ['code', 'software', 'release', 'deploy', 'bug', 'test', 'feature', 'build'],
    tells: ['pull request', 'code review', 'sprint'],
    near: ['product', 'openSource', 'dataPlatform', 'platformOps', 'retrospectives'],
  },
  waterUtility: {
    subject: ['water', 'pipe', 'leak', 'supply', 'network', 'wastewater'],
    tells: ['scada', 'acoustic leak', 'reservoir', 'hydrant', 'wastewater'],
    near: ['energy', 'wasteRecycling'],
  },
  sales: {
    subject: ['deal', 'pipeline', 'buyer', 'customer', 'quota', 'prospect', 'sales', 'selling'],
    tells: ['prospect'],
    near: ['customerSuccess', 'retail', 'contactCentre', 'insurance', 'realEstate'],
  },
  healthcare: {
    subject: ['patient', 'care', 'clinical', 'ward', 'nurse', 'clinic'],
    tells: ['early warning score', 'ward round', 'bed manager'],
    near: ['primaryCare', 'emergencyCare', 'mentalHealth', 'pharmacy', 'dentistry', 'socialCare'],
  },
  product: {
    subject: ['product', 'user', 'customer', 'roadmap', 'discovery', 'feature'],
    tells: ['product requirements', 'a/b test'],
    near: ['software', 'customerSuccess', 'dataPlatform'],
  },
  customerSuccess: {
    subject: ['customer', 'account', 'renewal', 'onboarding', 'churn'],
    tells: ['churn', 'health score'],
    near: ['sales', 'product', 'contactCentre'],
  },
  consulting: {
    subject: ['client', 'engagement', 'consult', 'advice', 'proposal'],
    tells: ['engagement letter', 'billable'],
    near: ['accounting', 'legal', 'architecture', 'creativeAgency'],
  },
  retail: {
    subject: ['shop', 'store', 'stock', 'customer', 'shelf', 'till', 'sale'],
    tells: ['planogram', 'stock-out'],
    near: ['sales', 'pharmacy', 'foodProduction'],
  },
  retrospectives: {
    subject: ['retro', 'retrospective', 'meeting', 'action', 'improvement'],
    tells: ['retromat', 'action items'],
    near: ['software', 'product'],
  },
  schools: {
    subject: ['pupil', 'lesson', 'teach', 'class', 'school', 'learning'],
    tells: ['lesson plan', 'pupil', 'headteacher'],
    near: ['earlyYears', 'training', 'university', 'youth'],
  },
  publicServices: {
    subject: ['resident', 'public', 'council', 'service', 'citizen'],
    tells: ['council tax'],
    near: [
      'governmentPolicy',
      'library',
      'emergencyServices',
      'socialCare',
      'wasteRecycling',
      'community',
      'justice',
    ],
  },
  openSource: {
    subject: ['contributor', 'maintainer', 'release', 'issue', 'project', 'code'],
    tells: ['maintainer', 'contributor'],
    near: ['software'],
  },
  dataPlatform: {
    subject: ['data', 'pipeline', 'dashboard', 'model', 'quality'],
    tells: ['data catalogue', 'dbt', 'data warehouse'],
    near: ['software', 'platformOps', 'product'],
  },
  emergencyServices: {
    subject: ['incident', 'call', 'crew', 'response', 'emergency'],
    tells: ['call handler', 'blue light'],
    near: ['emergencyCare', 'publicServices', 'security'],
  },
  hospitality: {
    subject: ['guest', 'kitchen', 'menu', 'service', 'room', 'booking', 'table'],
    tells: ['front of house', 'table turn'],
    near: ['tourism', 'events', 'foodProduction'],
  },
  manufacturing: {
    subject: ['production', 'line', 'quality', 'machine', 'defect', 'plant', 'product'],
    tells: ['oee', 'kaizen', 'takt'],
    near: ['foodProduction', 'textiles', 'mining', 'energy'],
  },
  nonprofit: {
    subject: ['donor', 'beneficiar', 'charity', 'fund', 'mission', 'volunteer'],
    tells: ['donor', 'gift aid', 'grant application'],
    near: ['volunteering', 'community', 'association', 'faith', 'youth'],
  },
  household: {
    subject: ['family', 'home', 'child', 'kid', 'chore', 'meal', 'household'],
    tells: ['chore', 'pocket money', 'bedtime'],
    near: ['community', 'gardening'],
  },
  research: {
    subject: ['research', 'study', 'experiment', 'data', 'paper', 'lab', 'finding'],
    tells: ['preregistration', 'lab notebook'],
    near: ['university', 'dataPlatform'],
  },
  peopleTeam: {
    subject: ['people', 'hiring', 'employee', 'onboarding', 'staff', 'recruit'],
    tells: ['hiring manager', 'job description'],
    near: ['training'],
  },
  finance: {
    subject: ['finance', 'budget', 'cash', 'ledger', 'account', 'forecast', 'payment'],
    tells: ['month-end close', 'ledger'],
    near: ['accounting', 'insurance'],
  },
  legal: {
    subject: ['legal', 'contract', 'client', 'matter', 'law', 'case'],
    tells: ['legal hold', 'matter file'],
    near: ['justice', 'consulting', 'accounting'],
  },
  construction: {
    subject: ['site', 'build', 'construction', 'contractor', 'safety', 'project'],
    tells: ['snagging'],
    near: ['architecture', 'realEstate', 'facilities'],
  },
  logistics: {
    subject: ['shipment', 'delivery', 'warehouse', 'freight', 'route', 'stock', 'order'],
    tells: ['pick rate', 'proof of delivery', 'cross-dock'],
    near: ['postalCourier', 'maritime', 'retail', 'publicTransport'],
  },
  governmentPolicy: {
    subject: ['policy', 'minister', 'evidence', 'public', 'consultation', 'government'],
    tells: ['minister', 'policy options'],
    near: ['publicServices', 'justice'],
  },
  emergencyCare: {
    subject: ['patient', 'emergency', 'triage', 'ambulance', 'resus'],
    tells: ['resus', 'ambulance handover'],
    near: ['healthcare', 'emergencyServices'],
  },
  primaryCare: {
    subject: ['patient', 'appointment', 'gp', 'practice', 'prescription'],
    tells: ['appointment book', 'repeat prescription'],
    near: ['healthcare', 'pharmacy', 'mentalHealth'],
  },
  creativeAgency: {
    subject: ['client', 'brief', 'creative', 'campaign', 'design'],
    tells: ['creative brief', 'ad campaign'],
    near: ['newsMedia', 'visualArts', 'consulting'],
  },
  // Families added for issue 16.
  farming: {
    subject: [
      'farm',
      'crop',
      'harvest',
      'field',
      'soil',
      'livestock',
      'animal',
      'grape',
      'vine',
      'herd',
      'milk',
    ],
    tells: ['livestock', 'crop rotation'],
    near: ['foodProduction', 'gardening', 'forestry'],
  },
  forestry: {
    subject: ['forest', 'tree', 'woodland', 'timber', 'felling'],
    tells: ['timber', 'felling', 'woodland'],
    near: ['farming', 'gardening'],
  },
  fishing: {
    subject: ['fish', 'catch', 'vessel', 'boat', 'sea', 'quota', 'net'],
    tells: ['landings', 'fishing'],
    near: ['maritime', 'foodProduction'],
  },
  mining: {
    subject: ['mine', 'ore', 'quarry', 'extraction', 'underground', 'blast', 'rock', 'well'],
    tells: ['ore', 'blasting', 'tailings'],
    near: ['energy', 'manufacturing'],
  },
  foodProduction: {
    subject: [
      'food',
      'recipe',
      'batch',
      'ingredient',
      'hygiene',
      'bake',
      'brew',
      'wine',
      'beer',
      'bread',
      'cheese',
    ],
    tells: ['haccp', 'allergen', 'ingredient'],
    near: ['manufacturing', 'hospitality', 'farming', 'retail'],
  },
  textiles: {
    subject: ['garment', 'fabric', 'sewing', 'textile', 'pattern', 'stitch', 'clothing'],
    tells: ['fabric', 'garment', 'sewing'],
    near: ['manufacturing', 'visualArts'],
  },
  energy: {
    subject: ['power', 'energy', 'grid', 'electricity', 'generation', 'turbine', 'solar', 'outage'],
    tells: ['turbine', 'megawatt'],
    near: ['waterUtility', 'mining'],
  },
  wasteRecycling: {
    subject: ['waste', 'recycling', 'collection', 'bin', 'landfill', 'material'],
    tells: ['landfill', 'bin round', 'waste transfer'],
    near: ['waterUtility', 'publicServices'],
  },
  vehicleRepair: {
    subject: ['vehicle', 'car', 'repair', 'service', 'mechanic', 'part', 'garage'],
    tells: ['mot test', 'mechanic'],
    near: ['repairShop', 'publicTransport'],
  },
  aviation: {
    subject: ['aircraft', 'flight', 'airport', 'airworth', 'pilot', 'crew', 'maintenance'],
    tells: ['airworthiness', 'aircraft'],
    near: ['publicTransport', 'logistics', 'tourism'],
  },
  publicTransport: {
    subject: ['passenger', 'bus', 'train', 'route', 'timetable', 'driver', 'station', 'tram', 'rail'],
    tells: ['passenger'],
    near: ['logistics', 'aviation', 'maritime'],
  },
  maritime: {
    subject: ['vessel', 'ship', 'port', 'cargo', 'crew', 'berth', 'sea', 'dock'],
    tells: ['berth', 'vessel', 'harbour'],
    near: ['logistics', 'fishing'],
  },
  postalCourier: {
    subject: ['parcel', 'delivery', 'courier', 'post', 'mail', 'round', 'route'],
    tells: ['parcel', 'courier', 'sorting office'],
    near: ['logistics'],
  },
  newsMedia: {
    subject: [
      'story',
      'news',
      'editor',
      'reader',
      'audience',
      'publish',
      'journalis',
      'broadcast',
      'listener',
      'episode',
    ],
    tells: ['newsroom', 'byline', 'editorial'],
    near: ['creativeAgency', 'performingArts'],
  },
  telecoms: {
    subject: ['network', 'signal', 'broadband', 'mobile', 'telecom', 'fault', 'mast', 'fibre'],
    tells: ['broadband', 'fibre', 'phone mast'],
    near: ['platformOps', 'contactCentre'],
  },
  platformOps: {
    subject: ['platform', 'cluster', 'infrastructure', 'service', 'deploy', 'incident', 'uptime', 'server'],
    tells: ['kubernetes', 'terraform', 'cluster'],
    near: ['software', 'dataPlatform', 'telecoms', 'openSource'],
  },
  insurance: {
    subject: ['claim', 'policy', 'policyholder', 'risk', 'underwrit', 'insur', 'premium'],
    tells: ['underwriting', 'policyholder', 'claims handler'],
    near: ['finance', 'contactCentre', 'sales'],
  },
  realEstate: {
    subject: ['property', 'tenant', 'landlord', 'letting', 'home', 'rent', 'lease', 'viewing'],
    tells: ['tenant', 'letting', 'landlord'],
    near: ['construction', 'facilities', 'sales', 'community'],
  },
  accounting: {
    subject: ['account', 'client', 'tax', 'bookkeep', 'return', 'ledger', 'audit'],
    tells: ['tax return', 'bookkeeping', 'year-end'],
    near: ['finance', 'consulting', 'legal'],
  },
  architecture: {
    subject: ['design', 'drawing', 'building', 'client', 'site', 'architect', 'plan'],
    tells: ['planning permission', 'design drawings'],
    near: ['construction', 'consulting', 'visualArts'],
  },
  veterinary: {
    subject: ['animal', 'pet', 'owner', 'vet', 'clinic', 'treatment'],
    tells: ['veterinary', 'pets'],
    near: ['farming', 'healthcare'],
  },
  facilities: {
    subject: ['building', 'cleaning', 'clean', 'site', 'maintenance', 'facilit', 'contract'],
    tells: ['facilities helpdesk', 'caretaker'],
    near: ['security', 'construction', 'realEstate'],
  },
  tourism: {
    subject: [
      'traveller',
      'trip',
      'tour',
      'visitor',
      'booking',
      'holiday',
      'guest',
      'itinerar',
      'ride',
      'park',
    ],
    tells: ['itinerary', 'traveller'],
    near: ['hospitality', 'events', 'aviation', 'museum'],
  },
  contactCentre: {
    subject: ['call', 'caller', 'customer', 'agent', 'queue', 'contact'],
    tells: ['handling time', 'workforce management'],
    near: ['customerSuccess', 'sales', 'insurance', 'telecoms'],
  },
  earlyYears: {
    subject: ['child', 'parent', 'play', 'nursery', 'early years', 'toddler', 'baby', 'care'],
    tells: ['nursery', 'key person', 'toddler'],
    near: ['schools', 'household', 'youth'],
  },
  university: {
    subject: ['student', 'course', 'lecture', 'module', 'university', 'teaching', 'degree', 'research'],
    tells: ['degree', 'seminar'],
    near: ['schools', 'research', 'training'],
  },
  training: {
    subject: ['learner', 'course', 'trainer', 'session', 'skill', 'lesson', 'student', 'training'],
    tells: ['learner', 'trainer'],
    near: ['schools', 'university', 'peopleTeam'],
  },
  pharmacy: {
    subject: ['medicine', 'prescription', 'drug', 'dispens', 'pharmac', 'patient', 'dose'],
    tells: ['dispensing', 'prescription'],
    near: ['healthcare', 'primaryCare', 'retail', 'emergencyCare'],
  },
  dentistry: {
    subject: ['dental', 'dentist', 'patient', 'teeth', 'tooth', 'oral', 'appointment'],
    tells: ['dental', 'teeth', 'dentist'],
    near: ['healthcare', 'primaryCare'],
  },
  mentalHealth: {
    subject: ['client', 'therap', 'session', 'wellbeing', 'mental', 'counsel', 'support'],
    tells: ['psychotherapy', 'counselling session'],
    near: ['healthcare', 'primaryCare', 'socialCare'],
  },
  socialCare: {
    subject: ['resident', 'care', 'carer', 'visit', 'family', 'dignity', 'support', 'client'],
    tells: ['care plan'],
    near: ['healthcare', 'mentalHealth', 'publicServices', 'volunteering', 'community'],
  },
  performingArts: {
    subject: [
      'perform',
      'rehears',
      'singer',
      'audience',
      'music',
      'show',
      'concert',
      'stage',
      'sing',
      'dance',
      'actor',
      'play',
      'choir',
    ],
    tells: ['concert', 'repertoire'],
    near: ['events', 'visualArts', 'newsMedia', 'community'],
  },
  museum: {
    subject: ['collection', 'visitor', 'exhibition', 'object', 'museum', 'archive', 'gallery', 'heritage'],
    tells: ['exhibition', 'curator'],
    near: ['library', 'visualArts', 'tourism'],
  },
  library: {
    subject: ['book', 'reader', 'library', 'lending', 'loan', 'catalogue', 'borrower', 'member'],
    tells: ['lending', 'borrower', 'library card'],
    near: ['museum', 'publicServices', 'schools', 'university', 'community'],
  },
  sport: {
    subject: [
      'player',
      'training',
      'match',
      'coach',
      'club',
      'team',
      'fixture',
      'member',
      'athlete',
      'game',
      'race',
      'fitness',
      'gym',
    ],
    tells: ['match day', 'playing time'],
    near: ['youth', 'community', 'volunteering', 'events'],
  },
  events: {
    subject: [
      'event',
      'festival',
      'attendee',
      'venue',
      'ticket',
      'stage',
      'supplier',
      'guest',
      'wedding',
      'conference',
    ],
    tells: ['run sheet', 'attendee'],
    near: ['performingArts', 'hospitality', 'tourism', 'sport', 'community'],
  },
  visualArts: {
    subject: [
      'art',
      'artist',
      'studio',
      'work',
      'exhibition',
      'piece',
      'commission',
      'pottery',
      'paint',
      'craft',
      'print',
      'kiln',
    ],
    tells: ['artwork', 'kiln', 'sketchbook'],
    near: ['museum', 'creativeAgency', 'performingArts', 'textiles'],
  },
  personalCare: {
    subject: ['client', 'appointment', 'salon', 'hair', 'treatment', 'stylist', 'beauty', 'barber'],
    tells: ['salon', 'stylist'],
    near: ['retail'],
  },
  faith: {
    subject: [
      'congregation',
      'worship',
      'service',
      'faith',
      'prayer',
      'church',
      'member',
      'parish',
      'mosque',
      'temple',
    ],
    tells: ['congregation', 'worship', 'prayer'],
    near: ['community', 'volunteering', 'nonprofit'],
  },
  association: {
    subject: ['member', 'association', 'committee', 'union', 'society', 'meeting', 'membership'],
    tells: ['agm', 'annual general meeting'],
    near: ['community', 'nonprofit', 'volunteering', 'sport'],
  },
  repairShop: {
    subject: ['repair', 'fix', 'customer', 'device', 'part', 'bike', 'shop', 'bicycle', 'phone'],
    tells: ['repair ticket'],
    near: ['vehicleRepair', 'retail'],
  },
  community: {
    subject: ['resident', 'neighbour', 'community', 'local', 'street', 'meeting', 'member', 'neighbourhood'],
    tells: ['residents association', 'street party'],
    near: ['volunteering', 'nonprofit', 'association', 'household', 'gardening', 'publicServices', 'faith'],
  },
  volunteering: {
    subject: ['volunteer', 'shift', 'rota', 'guest', 'client', 'donation', 'food', 'help'],
    tells: ['volunteer rota', 'volunteer induction'],
    near: ['nonprofit', 'community', 'faith', 'socialCare', 'youth'],
  },
  youth: {
    subject: ['young', 'youth', 'child', 'leader', 'parent', 'session', 'scout', 'activity', 'teen'],
    tells: ['young people', 'youth leader'],
    near: ['schools', 'volunteering', 'sport', 'community', 'earlyYears'],
  },
  gardening: {
    subject: ['garden', 'plot', 'plant', 'grow', 'soil', 'seed', 'allotment', 'compost', 'vegetable'],
    tells: ['compost', 'allotment', 'seed'],
    near: ['farming', 'community', 'household', 'volunteering'],
  },
  security: {
    subject: ['site', 'patrol', 'guard', 'security', 'incident', 'officer', 'access'],
    tells: ['patrol', 'cctv', 'security officer'],
    near: ['facilities', 'emergencyServices', 'events'],
  },
  funeral: {
    subject: ['family', 'funeral', 'bereave', 'service', 'deceased', 'ceremony', 'grief'],
    tells: ['bereaved', 'funeral', 'deceased'],
    near: ['faith'],
  },
  justice: {
    subject: ['court', 'case', 'prison', 'offender', 'hearing', 'victim', 'justice', 'probation'],
    tells: ['offender', 'probation'],
    near: ['legal', 'publicServices', 'governmentPolicy', 'emergencyServices'],
  },
};
