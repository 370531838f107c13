/**
 * Probe batch CM (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on neighbourhoods, residents' groups, community spaces and volunteers (about half of its cases), from many countries), before any change to the drafter
 * was measured on it, and committed before it. 105 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (4 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CM_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CM_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CM_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    "we're a family cane farm in north queensland and harvest planning falls apart every time the mill changes the schedule",
  ],
  [
    'farming',
    'CSA veg farm supplying our neighbourhood food co-op',
    'About 90 households get a box each week.',
  ],
  [
    'forestry',
    'I manage a community woodland and thinning, deer fencing and firewood sales all compete for the same few volunteer weekends',
  ],
  [
    'forestry',
    'Tree felling crew for the council highways department',
    'Six of us, and two chainsaw tickets about to expire.',
  ],
  [
    'fishing',
    'my dad and I run two crab boats out of a small harbour and the quota paperwork eats our evenings',
  ],
  ['fishing', 'Inshore fishermens co-op in our island community', 'Eleven boats, mostly older skippers.'],
  [
    'mining',
    "I'm shift boss at an underground gold mine in WA and handovers between crews keep losing critical info",
  ],
  [
    'mining',
    'limestone quarry blasting team next to a housing estate',
    'The neighbours complain about dust and we want fewer surprises.',
  ],
  [
    'manufacturing',
    "we make kitchen cabinets in a small factory and defects only get caught when the fitter is at the customer's house",
  ],
  ['manufacturing', 'assembly line making school furniture'],
  [
    'foodProduction',
    'i bake sourdough for three farmers markets from a rented community kitchen and batch tracking is basically scraps of paper',
  ],
  [
    'foodProduction',
    'Ready meal production unit for a hospital trust',
    'Allergen labelling is our biggest worry.',
  ],
  [
    'textiles',
    "we're a sewing collective in the community hall making school uniforms for local families and cutting patterns takes forever",
  ],
  [
    'energy',
    "We're a community energy co-op with rooftop solar on the school and church, and billing members for generation is chaos",
  ],
  [
    'energy',
    'Generator and power crew for an outdoor concert series',
    'Five stages, diesel and battery, three days.',
  ],
  [
    'waterUtility',
    'i work in the pipe network team of a small water company and leak reports come in from five different channels',
  ],
  [
    'waterUtility',
    'Village borehole and water supply committee',
    'Rural Kenya, roughly 300 households, one pump attendant.',
  ],
  [
    'wasteRecycling',
    'we run bin collections for a rural district and missed bins after bank holidays are always a total mess',
    'We want fewer complaints going to councillors.',
  ],
  ['wasteRecycling', 'Compost and recycling collection for a housing estate'],
  [
    'construction',
    "I'm site manager on a school extension build and subcontractors never read the safety briefings before starting",
  ],
  [
    'construction',
    'Building contractor putting up the new church hall',
    "We're worried about the schedule slipping past Easter.",
  ],
  [
    'logistics',
    'we do pallet freight across the midlands and the warehouse never knows which route the driver is on',
  ],
  ['logistics', 'freight forwarder shipping aid containers for a diaspora charity'],
  [
    'vehicleRepair',
    'me and my brother have a tyre and brake shop, bookings are on WhatsApp and cars sit waiting for parts',
  ],
  ['vehicleRepair', "Mechanics workshop for the council's bin lorries"],
  [
    'aviation',
    "I'm ops manager for a small island airline with three turboprops and crew rostering breaks whenever weather delays a flight",
  ],
  [
    'publicTransport',
    'we run the school bus routes for a rural county and timetable changes never reach parents in time',
  ],
  ['publicTransport', 'Night bus routes serving hospital shift workers'],
  [
    'maritime',
    'I coordinate crew changes for a fleet of bulk carriers and visas and flights go wrong at every single port call',
  ],
  [
    'postalCourier',
    "we're a same-day courier firm in Leeds and our drivers keep failing deliveries because the addresses are wrong",
  ],
  [
    'retail',
    'I own a bottle shop in Brisbane and stock runs out because I order from memory every single week',
  ],
  [
    'retail',
    'Community-owned village shop',
    'One paid manager; everyone else is a shareholder from the village.',
  ],
  [
    'sales',
    'I lead a team selling software to schools and the pipeline reviews turn into arguments about forecast numbers',
  ],
  ['sales', 'Field sales team for a seed company', 'Reps cover farms across three states.'],
  [
    'customerSuccess',
    'we onboard councils onto our booking platform and renewals slip because nobody owns the account after go-live',
  ],
  ['customerSuccess', 'Customer success for a church management app'],
  [
    'contactCentre',
    "I supervise 40 agents on a utility's complaints line and queue times double every Monday morning without fail",
  ],
  ['contactCentre', "Helpline answering calls for a housing association's tenants"],
  [
    'hospitality',
    "we run a pub in a small village and the kitchen can't cope when quiz night and a funeral wake clash",
  ],
  ['hospitality', 'Café in our community centre', 'Two paid cooks, open weekdays.'],
  [
    'tourism',
    'I run heritage walks round the old town and bookings from three websites keep double-booking the same slots',
  ],
  ['tourism', 'Pilgrimage tours organised by our temple trust'],
  [
    'software',
    "we're four devs building an app for a food bank and every release breaks something we already fixed",
    'All of us are unpaid except the lead.',
  ],
  [
    'product',
    "I'm the only product manager at a health startup and the roadmap changes every time a customer complains",
  ],
  [
    'product',
    'Product discovery for a neighbourhood app',
    'We want to know what residents actually need before building more.',
  ],
  [
    'openSource',
    'i maintain a python library with two other volunteers and the issue tracker has 600 open issues nobody triages',
  ],
  [
    'openSource',
    'Open source project used by city councils',
    'We want more contributors from the councils themselves.',
  ],
  [
    'dataPlatform',
    'we build dashboards for the regional police and the pipeline breaks whenever the source system renames a column',
  ],
  [
    'platformOps',
    "I'm the on-call infrastructure engineer for a streaming service and every Friday deploy becomes a weekend incident",
  ],
  ['platformOps', 'Kubernetes platform team at an insurer'],
  [
    'retrospectives',
    'our team retros always end with the same five actions and nothing has improved by the next one',
  ],
  [
    'retrospectives',
    'Retrospective after our street party',
    'The committee wants to do it better next summer.',
  ],
  [
    'newsMedia',
    'I edit a volunteer-run community newsletter for our estate and stories arrive late, unchecked and in six formats',
    'Goes to 900 homes every month.',
  ],
  [
    'telecoms',
    "we're a community broadband co-op laying fibre to farms and signal faults take weeks to track down",
  ],
  ['telecoms', 'Radio network engineers for the ambulance service'],
  [
    'creativeAgency',
    "We're a three-person design agency and clients keep changing the brief after we've already sent concepts",
  ],
  ['creativeAgency', 'Campaign agency working for an animal charity'],
  [
    'finance',
    "I'm the treasurer of our residents' association and the cash box, bank account and spreadsheet never agree",
    'We want something the new committee can follow.',
  ],
  ['finance', 'Budget office at a county council'],
  [
    'insurance',
    "we handle flood claims for homeowners and policyholders ring every day because nobody tells them what stage they're at",
  ],
  ['insurance', 'Broker insuring village halls and community groups'],
  [
    'accounting',
    'I do bookkeeping and GST returns for around sixty small traders and every quarter end is total nightmare for us',
  ],
  ['accounting', 'Accountants for farmers in the valley', 'Mostly VAT and year-end, three of us.'],
  ['realEstate', 'HMO landlord'],
  [
    'realEstate',
    'my wife and I rent out four flats and tenants message us at all hours about repairs and deposits',
  ],
  ['realEstate', 'Property management for a housing co-op in Brooklyn'],
  [
    'legal',
    "I'm a paralegal at a small immigration practice and matters get lost between the solicitor, client and court",
  ],
  ['legal', 'Legal team at a rugby league club'],
  [
    'consulting',
    "we're two consultants advising charities on mergers and every engagement overruns because our proposals underestimate the work",
  ],
  ['consulting', 'Consulting practice that advises hospitals on waiting lists'],
  [
    'architecture',
    'I run a small architecture studio doing house extensions and drawings go to the builder before the client signs off',
  ],
  ['architecture', 'architects designing a new mosque for our community'],
  [
    'research',
    "i'm a PhD student in a soil science lab and nobody knows which experiments are using the shared equipment",
  ],
  [
    'veterinary',
    "we're a mixed vet clinic in the country and farm call-outs wreck the pet appointment list every day",
  ],
  [
    'peopleTeam',
    "I'm the only HR person at a chain of nurseries and hiring, onboarding and rota complaints all land on me",
    'Eight nurseries, about 150 staff.',
  ],
  [
    'facilities',
    "I'm the caretaker at our community centre and cleaning, boiler checks and room set-ups all clash on Saturdays",
    "I'm paid ten hours a week and the rest is goodwill.",
  ],
  [
    'security',
    'we provide guards for building sites and patrol reports are handwritten and often lost before anyone reads them',
  ],
  ['security', 'Security for the mosque during Friday prayers', 'Crowds of about 2,000 every week.'],
  [
    'publicServices',
    "I work in the council's housing options team and residents wait weeks becuase referrals bounce between services",
  ],
  ['publicServices', "Council's school admissions team"],
  [
    'governmentPolicy',
    "i'm a civil servant writing policy on community energy and the evidence and consultation responses are all over the place",
  ],
  [
    'governmentPolicy',
    'Policy team in the ministry of health',
    "We're drafting a white paper on primary care.",
  ],
  [
    'justice',
    "I'm a probation officer and cases handed over from prison arrive with half the risk information missing",
  ],
  ['justice', 'Youth offending team in our borough'],
  [
    'emergencyServices',
    "we're a volunteer fire brigade in rural NSW and call-outs always find half the crew at work",
    'One tanker, 22 members on the books.',
  ],
  ['emergencyServices', 'Search and rescue team for a ski resort'],
  [
    'schools',
    'I teach Year 4 in a village primary and lesson planning with two part-time teachers is a mess',
  ],
  [
    'earlyYears',
    "I run a childminding business from home with five little ones and parents want daily updates I can't keep up with",
  ],
  ['earlyYears', 'Playgroup in the church hall', 'Parents stay with their children, twice a week.'],
  [
    'university',
    "I'm a module convenor and 300 students email me because the lecture timetable and course handbook disagree",
  ],
  ['university', "University's nursing degree team"],
  [
    'training',
    'we deliver first aid courses to workplaces and trainers turn up to sessions with the wrong kit',
  ],
  [
    'healthcare',
    "I'm a ward sister on an elderly care ward and handovers between night and day nurses keep missing things",
  ],
  ['healthcare', 'Nurse-led clinic at a homeless day centre', 'Twice a week, mostly rough sleepers.'],
  [
    'emergencyCare',
    "we're a small rural emergency department and triage falls apart when two ambulances arrive at once",
  ],
  [
    'primaryCare',
    "i'm practice manager at a GP practice and the phone lines jam at 8am with everyone wanting an appointment",
  ],
  [
    'pharmacy',
    "we're an independent pharmacy and repeat prescriptions from three GP surgeries keep arriving late or wrong",
  ],
  [
    'dentistry',
    "I'm the office manager at a pediatric dental practice and the schedule is chaos because emergencies get squeezed into hygiene slots",
  ],
  [
    'mentalHealth',
    "I'm a therapist in a small group practice and clients fall thru the cracks between intake and first session",
  ],
  ['mentalHealth', 'Wellbeing counselling at the community hub', 'Free sessions, long waiting list.'],
  [
    'socialCare',
    "we run a home care agency and carers' visits overrun so the last clients on the round get tea really late",
  ],
  [
    'performingArts',
    'I direct our village am-dram society and rehearsals never have the full cast until the final week',
    'We do two shows a year in the village hall.',
  ],
  ['performingArts', 'Steel band for the local carnival'],
  [
    'museum',
    "we're a tiny volunteer-run railway museum and nobody knows which objects in the collection are on loan",
    'Open weekends, 30 volunteers.',
  ],
  [
    'library',
    'I manage a community library run by residents and overdue loans and book donations pile up faster than we sort them',
    'It used to be a council library until it was closed.',
  ],
  [
    'sport',
    "i coach the under 12s at our footy club and half the players don't show for training on wet nights",
  ],
  ['sport', 'Walking football for over-60s at the parish hall'],
  [
    'events',
    "we organise our town's annual food festival and ticketing, stalls and volunteers all live in different spreadsheets",
    'About 8,000 visitors over one weekend.',
  ],
  [
    'visualArts',
    'I share a printmaking studio with six artists and nobody agrees who pays for materials or when the exhibition is',
  ],
  ['visualArts', 'Artist residency in a disused church'],
  [
    'personalCare',
    'I do mobile hairdressing for clients in their own homes and my appointments clash nearly every week',
  ],
  [
    'faith',
    'I help run our small church and Sunday services, prayer meetings and the worship rota keep clashing',
  ],
  [
    'association',
    "I'm secretary of a model railway society and the committee can't keep track of member renewals",
    'About 140 members, most over seventy.',
  ],
  ['association', 'Alumni association of a medical college'],
  [
    'repairShop',
    "we fix laptops and phones in a small shop and customers' devices wait weeks for parts from overseas",
  ],
  ['repairShop', 'Bike repair workshop in a community centre'],
  [
    'funeral',
    "I'm a funeral director in a small town and families wait too long because the crematorium and church never line up",
  ],
  [
    'nonprofit',
    'we are small charity helping refugees and each funder is asking different report about same beneficiaries',
  ],
  ['nonprofit', 'Charitable foundation of a cricket club'],
  [
    'youth',
    "I'm a leader at our youth club and parents never return consent forms before trips or residentials",
    'Ages 11 to 16, Tuesday and Friday nights.',
  ],
  ['youth', 'Youth group at the mosque'],
  [
    'gardening',
    'we share an allotment plot between four families and nobody knows whose turn it is to water',
  ],
  ['gardening', 'Community garden on a council estate', 'Raised beds, 25 regulars, no water supply yet.'],
  ['household', 'my partner and I are juggling two toddlers, a dog and my mum moving in with us'],
  [
    'household',
    "We're a family of six in a three-bed house and nobody does their chores unless I nag",
    'Kids are 4 to 15.',
  ],
  [
    'household',
    'im a single dad with three teenagers and the weekly shopping, laundry and money all land on me',
  ],
  [
    'household',
    "Home life around my wife's hospital night shifts",
    'Three kids under ten and no family nearby.',
  ],
  [
    'community',
    "I'm trying to get neighbours on our street talking after a burglary and the WhatsApp group is just arguments",
  ],
  [
    'community',
    'we live in a tower block where the lift is always broken and residents dont know who to complain to',
    'About 120 flats, lots of older people on their own.',
  ],
  ['community', 'Residents living round the racecourse', 'Race days are the worst for parking and litter.'],
  ['community', 'Village community on an island where the ferry is the only link'],
  ['community', 'Neighbours affected by the new quarry expansion'],
  [
    'volunteering',
    'I coordinate volunteers at a night shelter and filling the rota for Christmas week is impossible every year',
  ],
  [
    'volunteering',
    "we're the volunteer drivers taking patients to hospital appointments and the booking system is one battered notebook",
  ],
  ['volunteering', 'Litter-picking volunteers for our beach'],
];
