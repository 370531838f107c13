/**
 * Probe batch K (issue 16, ninth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing mostly on small towns, the countryside, trades, public services and everyday life), before any change to the drafter
 * was measured on it, and committed before it. 54 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_K_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_K_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_K_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Hop yard'],
  [
    'farming',
    'we run 2000 head on a property out west and mustering with backpackers who dont know cattle is a nightmare',
    'Just me, my wife and whoever we can hire.',
  ],
  ['farming', 'potato fields owned by a crisp factory'],
  [
    'forestry',
    'i run a small firewood and timber business off 40 acres of woodland, felling in winter and milling in summer',
  ],
  ['forestry', 'Forestry gang working for the county council', 'Five of us, two of them new this year.'],
  ['fishing', 'Inshore trawler'],
  [
    'fishing',
    'my dad and I run two lobster boats out of a tiny harbour and the catch paperwork is doing my head in',
  ],
  ['fishing', 'crab boats supplying a seaside restaurant chain'],
  ['mining', 'Slate quarry'],
  [
    'mining',
    'we operate a gravel pit outside town and the neighbors keep complaining about the dust and the trucks',
    'About 15 employees, family owned since the 70s.',
  ],
  ['mining', 'Limestone quarry owned by a cement works'],
  ['manufacturing', 'Brickworks'],
  [
    'manufacturing',
    'I supervise the night shift at a plant that makes plastic garden furniture, and defects spike after 3am',
  ],
  [
    'manufacturing',
    'the factory that does ambulance conversions',
    'We want to cut rework before vans leave the line.',
  ],
  [
    'foodProduction',
    'we make chutneys in rented unit and every batch label must list allergens, I am getting it wrong often',
  ],
  ['foodProduction', 'central kitchen cooking school dinners for the whole district'],
  ['textiles', 'Woollen mill'],
  [
    'textiles',
    'we are running a small stitching unit in Tiruppur with 12 machines and buyer patterns keep changing last minute',
    'Mostly ladies working, 2 shifts.',
  ],
  ['textiles', 'Wardrobe dept at the county theatre'],
  ['energy', 'Solar farm'],
  [
    'energy',
    'our village owns a small hydro scheme on the river and three of us keep it generating and sell the power',
    'None of us are engineers, we learned on the job.',
  ],
  ['energy', 'biogas plant on a pig farm'],
  [
    'waterUtility',
    'i am the only operator for a rural water scheme serving 300 homes and the pipes are from the 1950s',
    'Worried about what happens if I get ill.',
  ],
  ['waterUtility', 'borehole water supply for a caravan park'],
  ['wasteRecycling', 'HWRC'],
  [
    'wasteRecycling',
    'we run the bin rounds for three villages and missed collections after bank holidays cause chaos every year',
  ],
  ['wasteRecycling', 'clinical waste collections for GP surgeries'],
  [
    'construction',
    "me and my brother do loft conversions and extensions, and we're always three weeks behind on every job",
    'Plus two lads and whatever subbies we can get.',
  ],
  ['construction', 'the contractor building our new primary school'],
  ['logistics', 'I dispatch for a small haulier with eleven lorries moving animal feed around the county'],
  ['logistics', 'warehouse for an online garden tools shop'],
  [
    'vehicleRepair',
    'i own a two-bay garage in a village and half my customers are farmers with ancient land rovers',
  ],
  ['vehicleRepair', "workshop that services the council's bin lorries", 'Three mechanics, one apprentice.'],
  ['aviation', 'Airstrip'],
  [
    'aviation',
    'we maintain the two helicopters for the air ambulance and keeping them airworthy is a constant race',
  ],
  ['aviation', 'crop-spraying plane operator for arable farms'],
  ['publicTransport', 'Village bus'],
  [
    'publicTransport',
    'I drive for a community minibus that takes older people into town on market days and the timetable is a guess',
  ],
  [
    'publicTransport',
    'school bus contractor for four secondary schools',
    'Drivers are hard to find and harder to keep.',
  ],
  ['maritime', 'Tug company'],
  [
    'maritime',
    "I'm harbourmaster of a small port where fishing boats and yachts share the same cramped moorings",
  ],
  ['maritime', 'pilot boats for the oil terminal'],
  [
    'postalCourier',
    'I am a self employed courier doing parcels for 3 different apps and my route planning is a joke',
  ],
  ['postalCourier', 'post office counter inside the village shop'],
  ['retail', 'Farm shop'],
  ['retail', 'Bottle-o'],
  ['retail', 'my mum and I run a wool shop and the stock in the back room is completely out of control'],
  ['retail', 'gift shop at the cathedral', 'Run by two paid staff and a lot of goodwill.'],
  [
    'sales',
    'I sell tractors and combines across three counties and my whole pipeline lives in a notebook in my truck',
  ],
  ['sales', 'ad sales team at the local paper'],
  [
    'customerSuccess',
    "we sell booking software to hair salons and I'm meant to stop them cancelling after the first year",
    'Churn is about 30% and my boss wants it halved.',
  ],
  ['customerSuccess', 'onboarding team for a farm management app'],
  [
    'contactCentre',
    "i'm a team leader at the council's phone line and the queue hits 40 every monday morning",
  ],
  ['contactCentre', 'customer phone team at the water company'],
  ['hospitality', 'B&B'],
  [
    'hospitality',
    'we took over a pub with six rooms upstairs and the kitchen and the rooms side never talk to eachother',
    'First year running it, 9 staff.',
  ],
  ['hospitality', 'tea room inside a stately home'],
  ['tourism', 'Tourist info'],
  [
    'tourism',
    'I organise guided coach trips for retired people to gardens and castles and the bookings are chaos',
  ],
  [
    'tourism',
    'boat trips for tourists from the fishing harbour',
    'Only runs April to October, weather permitting.',
  ],
  [
    'software',
    "I'm the only developer at a vet chain and every release breaks the appointment screen somewhere",
  ],
  ['software', 'in-house dev team at a regional bus operator', 'Four devs, no tester.'],
  ['product', 'Product mgmt'],
  ['product', 'we build an app for dog walkers and cannot agree what goes on the roadmap next quarter'],
  ['product', 'product squad behind a council parking app'],
  ['openSource', 'OSS project'],
  [
    'openSource',
    'I maintain a free weather station library on GitHub in my spare time and issues are piling up',
    'Would love more contributors but nobody sticks around.',
  ],
  ['openSource', 'contributors to an open source church management system'],
  [
    'dataPlatform',
    'i look after the dashboards for a chain of garden centres and the sales data never matches the till',
  ],
  ['dataPlatform', 'data team at a regional electricity network'],
  [
    'platformOps',
    'we run the servers and kubernetes clusters for a regional newspaper group and on-call is just me',
    'I have not had a full weekend off since March.',
  ],
  ['platformOps', 'cloud infrastructure for a festival ticketing site'],
  ['retrospectives', 'Retros'],
  [
    'retrospectives',
    'our retros have turned into moaning sessions and nothing from the action list ever actually gets done',
  ],
  ['retrospectives', 'post-season retrospective for the village show committee'],
  ['newsMedia', 'Weekly paper'],
  [
    'newsMedia',
    'I edit a hyperlocal news site covering four market towns and we have no money for reporters',
    'It is me, one part-timer and a few stringers.',
  ],
  ['newsMedia', 'farming desk at a regional newspaper'],
  ['telecoms', 'Rural broadband'],
  [
    'telecoms',
    'we are a tiny wireless internet provider for hill farms and the signal drops whenever it rains',
  ],
  ['telecoms', 'fibre rollout team for new housing estates'],
  [
    'creativeAgency',
    "I'm a freelance designer who does logos and leaflets for local pubs and clients never stick to the brief",
  ],
  [
    'creativeAgency',
    'in-house creative team at a brewery',
    'Three of us, and marketing keeps changing its mind.',
  ],
  [
    'finance',
    'I am the only finance person at a housing association and cash flow forecasting keeps me up at night',
  ],
  ['finance', 'budget team for the county fire service'],
  [
    'insurance',
    'we handle claims for a farm insurer and after storms we get hundreds of roof damage claims at once',
    'Team of 12 handlers.',
  ],
  ['insurance', 'claims handlers for a pet insurer'],
  ['accounting', 'Bookkeeper'],
  [
    'accounting',
    'I am doing GST filing and books for around forty small shop owners, and the deadline month is very hectic',
  ],
  ['accounting', 'accountancy firm that only does dental practices'],
  ['realEstate', 'Letting agent'],
  [
    'realEstate',
    'we are accidental landlords with two flats above our shop and tenants text us at all hours',
  ],
  [
    'realEstate',
    "the diocese's property team letting out old vicarages",
    'About 60 houses, some in poor repair.',
  ],
  ['legal', 'I am a sole practitioner solicitor in a market town doing wills, probate and farm tenancies'],
  ['legal', 'legal team at a housing charity'],
  [
    'consulting',
    'I consult for small breweries on scaling up, and every engagement grows beyond the proposal',
  ],
  [
    'consulting',
    'agricultural consultants advising farms on subsidies',
    'We want a clearer way to scope jobs before we quote.',
  ],
  [
    'architecture',
    'we are a three person architecture practice mostly doing barn conversions, and planning drawings always run late',
  ],
  ['architecture', 'architects designing a new GP surgery'],
  [
    'research',
    'I run a long-term study of hedgehog numbers with volunteers and the data is all over the place',
  ],
  [
    'research',
    'soil science lab at an agricultural college',
    'Two postdocs, three PhD students and one very tired technician.',
  ],
  ['veterinary', 'Farm vets'],
  [
    'veterinary',
    'I am a farm vet and the on-call rota for calvings in spring is wrecking our small practice',
  ],
  ['veterinary', 'vet clinic at an animal rescue charity'],
  [
    'peopleTeam',
    'i do HR for a chain of care homes and we lose new carers within weeks of hiring them',
    'Eleven homes, about 600 staff.',
  ],
  ['peopleTeam', 'seasonal hiring for a fruit farm'],
  [
    'facilities',
    'I manage the cleaning and maintenance of our town hall and two leisure centres with a tiny team',
  ],
  ['facilities', 'site team at a secondary school'],
  ['facilities', 'cleaning crew at the bus depot'],
  [
    'security',
    'we do security for building sites and farms and thefts of diesel and tools are going up',
    'Worried our night patrols are too predictable.',
  ],
  ['publicServices', 'DMV office'],
  [
    'publicServices',
    'I work on the housing options desk at a district council and residents wait weeks for an answer',
  ],
  ['publicServices', "the council's school admissions team"],
  [
    'governmentPolicy',
    'I work in a small team advising the minister on rural bus funding and the evidence is thin',
    'Consultation closes in six weeks.',
  ],
  ['governmentPolicy', 'farming policy team in the devolved government'],
  [
    'justice',
    'I am a probation officer covering a huge rural patch and seeing offenders means hours of driving',
    'Caseload of about 45.',
  ],
  ['justice', 'family court listings office'],
  [
    'emergencyServices',
    'our retained fire station struggles to get a full crew out in the daytime because everyone works away',
  ],
  [
    'emergencyServices',
    "I'm captain of our local rural fire brigade and the trucks are older than some of the crew",
    'Bushfire season starts in about two months.',
  ],
  ['emergencyServices', 'fire and rescue cover at a regional airport'],
  ['schools', 'Village primary'],
  [
    'schools',
    'I teach in a school with forty pupils and three mixed-age classes, so every lesson plan is three plans',
  ],
  ['schools', 'hospital school teaching children on the wards', 'Kids come and go with no notice.'],
  [
    'earlyYears',
    "I'm a childminder with five little ones and parents keep changing pick up times without telling me",
  ],
  ['earlyYears', 'forest school nursery in a woodland'],
  ['university', 'Postgrad office'],
  ['university', 'I teach the intro animal science course and half the freshmen never show up to lecture'],
  ['university', "the university's nursing degree programme", 'Placements are the part that keeps breaking.'],
  [
    'training',
    'I train new chainsaw operators on weekend courses and half the learners have never held one before',
  ],
  ['training', 'food hygiene courses for takeaway owners'],
  [
    'healthcare',
    'I am a ward sister on a 24-bed rehab ward and discharges get stuck waiting for care packages',
    'We want to see where the days are lost.',
  ],
  ['healthcare', 'nursing team inside a prison'],
  ['emergencyCare', 'MIU'],
  [
    'emergencyCare',
    'we are the only ambulance crew covering the whole peninsula at night and handovers at A&E take hours',
  ],
  ['emergencyCare', 'medical cover at the county show'],
  [
    'primaryCare',
    'I am practice manager at a rural surgery and the phones at 8am on a Monday are a nightmare',
    '9,000 patients, four GPs, one of them retiring.',
  ],
  ['primaryCare', 'student health centre at the uni'],
  [
    'pharmacy',
    'I am having a medical shop near the government hospital and stock of some medicines is always short',
  ],
  [
    'dentistry',
    'we are a two-dentist practice and NHS patients are queuing for months while the phones ring off the hook',
  ],
  ['dentistry', 'mobile dental van visiting care homes', 'Funding is only guaranteed until next spring.'],
  [
    'mentalHealth',
    'I am a counsellor in private practice and clients cancel sessions last minute more than ever',
  ],
  ['mentalHealth', 'talking therapy service for farmers and farm workers'],
  [
    'socialCare',
    'i run a home care agency in the dales and our carers drive 200 miles a day between visits',
    'Fuel costs are killing us.',
  ],
  [
    'performingArts',
    "our village choir has sixty singers and we never know who's coming to rehearsal until the night",
  ],
  ['performingArts', 'male voice choir from the old colliery'],
  [
    'museum',
    'I am the only paid curator at a small mining museum and volunteers handle most of the objects',
    'Insurance and handling rules worry me.',
  ],
  ['museum', 'museum of rural life'],
  ['library', 'I run the library in a small town and we also do job clubs, printing and help with forms'],
  ['library', 'library inside the prison'],
  [
    'sport',
    'I coach the under 12s at our football club and parents argue about who plays every single match',
  ],
  ['sport', 'the darts team at our local pub', 'We are in the county league for the first time.'],
  ['events', 'Agricultural show'],
  [
    'events',
    'we organise a beer festival every August and ticket sales, volunteers and the marquee all go wrong',
  ],
  ['events', 'wedding venue on a farm'],
  [
    'visualArts',
    'I share a printmaking studio with four other artists and we argue about who cleans the press',
  ],
  ['visualArts', 'art studio in a converted chapel', 'We want to open for an exhibition twice a year.'],
  [
    'personalCare',
    "i'm a mobile hairdresser going to old people's homes and my appointment book is a total mess",
  ],
  ['personalCare', 'beauty salon in a hotel spa'],
  [
    'faith',
    'I am the vicar of five rural parishes and getting a service in every church each month is impossible',
    'Congregations are small and mostly over seventy.',
  ],
  ['faith', 'hospital chaplaincy team'],
  ['association', 'WI branch'],
  [
    'association',
    'I am secretary of our local beekeepers association and getting members to pay subs is like pulling teeth',
  ],
  ['association', 'NFU county branch'],
  [
    'repairShop',
    'I fix washing machines and fridges round the villages and waiting on parts holds up half my jobs',
  ],
  [
    'repairShop',
    'laptop repair counter in an electronics shop',
    'Two technicians, big backlog before Christmas.',
  ],
  [
    'funeral',
    'we are a family funeral directors in a small town and we know most of the bereaved families personally',
  ],
  ['funeral', 'natural burial ground in a woodland'],
  ['nonprofit', 'Rural charity'],
  [
    'nonprofit',
    'we are a tiny charity funding wells in Malawi and our donors want more reports than we can write',
    'Two part-time staff and a board of six.',
  ],
  ['nonprofit', 'fundraising team at the air ambulance charity'],
  ['household', 'Our family'],
  ['household', 'three generations under one roof and nobody agrees who does the washing up or the bins'],
  [
    'household',
    'my wife and I both work shifts at the hospital and nobody knows whose turn it is for the school run',
    'Two kids, 6 and 9, and a dog.',
  ],
  ['household', 'family life above the pub we run'],
  ['household', "the weekly chaos of a fisherman's household", 'He is away at sea ten days at a time.'],
  ['community', 'The hamlet'],
  [
    'community',
    'about twenty households on our lane share a private road and no one agrees on fixing the potholes',
  ],
  [
    'community',
    'I live in a small village where the shop closed and neighbours are trying to look out for each other',
    'Lots of older people living alone.',
  ],
  ['community', 'the community in an old pit village'],
  ['community', 'street WhatsApp group on a new build estate'],
  [
    'volunteering',
    'I coordinate the volunteer rota at our food bank and every Friday shift is short of people',
  ],
  [
    'volunteering',
    'we are a group of retired folk who volunteer on the heritage railway and the rota is kept on paper',
  ],
  ['volunteering', 'beach litter pick volunteers', 'Monthly, anything from 5 to 50 turn up.'],
  [
    'youth',
    'I run a youth club in a village hall on Friday nights and the teenagers have nowhere else to go',
  ],
  ['gardening', 'I am head gardener at a country house with two part-timers and the veg garden is overgrown'],
  ['gardening', 'sensory garden at a special school', 'Looked after by two TAs and the kids.'],
];
