/**
 * Probe batch N (issue 16, ninth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing mostly on teams inside larger organisations named by what they do, hobby and community groups, and family life), before any change to the drafter
 * was measured on it, and committed before it. 85 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (7 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_N_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_N_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_N_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Poultry unit'],
  [
    'farming',
    "we run a cattle station out past longreach and the mustering plans never match what's actually in the paddocks",
    'Just me, my wife and two jackaroos.',
  ],
  ['farming', 'hop farm supplying a craft brewery'],
  [
    'forestry',
    "I manage the woodland team on a big estate and we're behind on thinning, felling licences keep expiring",
  ],
  [
    'forestry',
    "the council's tree team",
    'They inspect street trees and fell the dangerous ones. Five people.',
  ],
  ['fishing', 'my dad and my brother run two inshore boats and the quota paperwork is eating all our time'],
  ['fishing', 'scallop divers supplying a seafood restaurant'],
  [
    'mining',
    'im shift boss on the underground crew at a gold mine and handovers between shifts keep losing info',
    'Four crews rotating on 12-hour shifts.',
  ],
  ['mining', 'limestone quarry owned by a cement manufacturer'],
  [
    'manufacturing',
    'we make kitchen cabinets in a small factory and defects only get noticed when the fitter is on site',
  ],
  [
    'manufacturing',
    'production line at a medical device company',
    'Three shifts, about 40 operators, too much scrap.',
  ],
  [
    'foodProduction',
    'I make hot sauce from a rented unit with one helper and our batch records are on scraps of paper',
  ],
  ['foodProduction', 'airline catering unit that makes the in-flight meals'],
  [
    'textiles',
    "we're a small quilting business, me and two sewists, and fabric orders always arrive late or wrong",
  ],
  ['textiles', 'costume workroom at an opera house', 'Six makers, about to start a huge new production.'],
  [
    'energy',
    'I lead the control room shift for a regional grid operator and alarm fatigue is becoming a real safety problem',
    'Controllers are burning out.',
  ],
  ['energy', 'combined heat and power plant at a university'],
  [
    'waterUtility',
    'i manage a small rural water co-op and we spend most weekends chasing burst pipes nobody reported',
  ],
  ['waterUtility', 'water treatment works for an island council'],
  [
    'wasteRecycling',
    'we run recycling for a big office campus and contamination in the mixed bins is awful, loads get rejected',
  ],
  [
    'wasteRecycling',
    'food waste collection round for restaurants and cafes',
    'Two trucks, routes planned on a whiteboard.',
  ],
  [
    'construction',
    "I'm site manager on a school extension and the subbies never turn up when they say they will",
  ],
  [
    'construction',
    'building contractor restoring a cathedral roof',
    'Scaffold is up for two years and the dean worries about safety during services.',
  ],
  [
    'logistics',
    'we are warehouse team for online plant shop, picking errors went up a lot after christmas peak',
    'We are 14 persons, two shifts.',
  ],
  ['logistics', 'cold chain distribution for a vaccine maker'],
  [
    'vehicleRepair',
    'I run a two-bay garage with my son and customers ring all day asking when their car will be ready',
  ],
  ['vehicleRepair', 'fleet workshop at a bus company', 'Twelve mechanics keeping 200 buses on the road.'],
  [
    'aviation',
    "I'm ops manager at a small regional airport and turnaround delays keep cascading into the evening flights",
    'Mostly turboprops, one runway.',
  ],
  ['aviation', 'flight operations for an air ambulance charity'],
  [
    'publicTransport',
    'I schedule drivers for a tram network and monday sickness wrecks the whole timetable before 7am',
  ],
  ['publicTransport', 'school bus service run by the county council'],
  ['maritime', "I'm the port agent for a handful of cargo ships and crew change paperwork is killing us"],
  [
    'maritime',
    "a university's research ship crew",
    'Twenty crew, scientists on board for six weeks at a time.',
  ],
  [
    'postalCourier',
    'im a self employed courier doing parcel drops for 3 apps and i never know my route until 7am',
  ],
  ['postalCourier', 'internal post room at a bank'],
  [
    'retail',
    'i manage a small bookstore and we keep running out of the titles people actually come in asking for',
  ],
  ['retail', 'gift shop at a natural history museum'],
  ['sales', 'BDR team'],
  [
    'sales',
    'our field reps sell tractors to farmers and the pipeline forecast is basically guesswork every single quarter',
  ],
  [
    'sales',
    'new business team at a payroll software firm',
    'Eight reps, two managers, missing quota three quarters running.',
  ],
  [
    'customerSuccess',
    'I lead account management for a school timetabling SaaS and renewals keep surprising us at the last minute',
  ],
  ['customerSuccess', 'customer success at a company selling vet practice software'],
  ['contactCentre', 'Council switchboard'],
  [
    'contactCentre',
    'I supervise 30 agents taking calls for an energy supplier and average wait is over twenty minutes',
    'Attrition is awful, we lose a few agents every month.',
  ],
  ['contactCentre', 'bookings phone line for a ferry company'],
  [
    'hospitality',
    'we run a 12-room guesthouse and breakfast service falls apart whenever my wife has a day off',
  ],
  [
    'tourism',
    'I run small group trips to Ladakh and every season the bookings and inner line permits get more complicated',
  ],
  ['tourism', 'visitor tours at a nuclear power station'],
  [
    'software',
    "we're four devs maintaining the hospital's patient booking system and every release breaks something",
    'No proper test environment.',
  ],
  ['software', 'in-house developers at an insurance company'],
  [
    'product',
    "I'm the only PM at a fintech startup and the roadmap changes every time sales shouts loud enough",
  ],
  ['product', 'product team for a library catalogue app', 'Three of us, no user research budget.'],
  [
    'openSource',
    'I maintain a popular python library in my spare time and the issue tracker is drowning me',
    'Around 40 new issues a week, two other regular contributors.',
  ],
  ['openSource', 'OSPO at a bank'],
  [
    'dataPlatform',
    'my team - 6 analysts, we own the dashboards for a retail chain, nobody trusts the numbers bc pipelines break',
  ],
  ['dataPlatform', 'data engineering team at a water company'],
  [
    'platformOps',
    'I lead a small infra team and our kubernetes clusters get upgraded maybe once a year, painfully',
    'Three engineers, 14 clusters.',
  ],
  ['platformOps', 'cloud platform team for a government department'],
  [
    'retrospectives',
    "our team's retros have turned into a moan session and none of the actions ever get done",
  ],
  ['retrospectives', 'retrospective after a failed product launch', 'We want it to be blameless this time.'],
  [
    'newsMedia',
    "I edit a hyperlocal news site with two reporters and we can't keep up with council meetings",
  ],
  ['newsMedia', 'sports desk at a regional paper'],
  [
    'telecoms',
    "I'm a field engineer fixing mobile signal outages and job tickets come through with half the info missing",
  ],
  ['telecoms', 'radio comms team for a police force'],
  [
    'creativeAgency',
    "we're a three-person branding studio and clients keep changing the brief halfway through the project",
  ],
  ['creativeAgency', 'in-house creative team at a theme park'],
  [
    'finance',
    'I run finance for a chain of nurseries and month-end close takes us nearly three weeks',
    'Two of us plus a part-time assistant.',
  ],
  [
    'insurance',
    'I manage a small underwriting team for marine policies and pricing decisions take forever to get signed off',
  ],
  [
    'accounting',
    'I do the books and tax returns for about forty tradies and the end of financial year is always a nightmare',
  ],
  ['accounting', 'tax team at a law firm'],
  ['realEstate', 'my sister and I own six rental flats and tenant repair requests get lost in whatsapp'],
  ['realEstate', 'property management arm of a housing charity'],
  [
    'legal',
    "I'm in-house counsel at a construction firm and contract reviews pile up before every tender deadline",
  ],
  [
    'consulting',
    'I run a two-person consultancy advising care homes and proposals take longer to write than the engagements',
  ],
  ['consulting', 'advisory practice at an accounting firm'],
  [
    'architecture',
    "we're a small architecture studio doing house extensions and planning drawings always need one more revision",
  ],
  ['architecture', 'in-house architects at a supermarket chain', 'They design new stores; 11 people.'],
  [
    'research',
    "i'm a postdoc in a plant genetics lab and our experiment data lives on six different hard drives",
    'PI wants it sorted before the next grant.',
  ],
  ['research', 'clinical trials unit at a teaching hospital'],
  [
    'veterinary',
    'we run a farm animal vet practice and out of hours calls at lambing time wear everyone out',
  ],
  [
    'peopleTeam',
    "I'm the only HR person for a 90-person bakery chain and hiring delivery drivers takes forever",
  ],
  [
    'facilities',
    'I manage custodial and maintenance staff across four school buildings and the work order system is a joke',
  ],
  ['facilities', 'cleaning contractor for a shopping centre'],
  [
    'security',
    'I supervise night guards at a distribution centre and incident reports are written differently by every guard',
  ],
  ['security', 'security team in a hospital A&E', 'Violence towards staff is up.'],
  [
    'publicServices',
    "I manage a council's blue badge service and residents wait months for a decision on their application",
  ],
  ['publicServices', 'benefits advice desk inside a public library'],
  [
    'governmentPolicy',
    'I work in a small policy team drafting new bus regulations and the consultation responses are overwhelming',
  ],
  ['governmentPolicy', 'ministerial briefing team in the health department'],
  ['justice', "I'm a court usher and listings change so often that witnesses sit around all day for nothing"],
  [
    'emergencyServices',
    "I'm watch manager at a retained station and getting enough crew available in the daytime is really hard",
  ],
  ['emergencyServices', 'airport fire and rescue service'],
  [
    'schools',
    "I'm head of year 9 and behaviour in afternoon lessons has got worse since the timetable changed",
    'About 240 pupils in the year group.',
  ],
  ['earlyYears', 'Daycare center'],
  [
    'earlyYears',
    'i am childminder looking after five little ones and parents keep changing pickup times last minute',
  ],
  ['earlyYears', 'workplace nursery at a car plant'],
  [
    'university',
    'I convene a first year module with 400 students and marking turnaround is always late, students are furious',
  ],
  ['university', 'distance learning unit of an agricultural university'],
  [
    'training',
    'we deliver forklift training for warehouses and half the learners fail the practical first time round',
  ],
  ['training', 'first aid trainers working for a construction company'],
  [
    'healthcare',
    "I'm ward sister on a surgical ward and discharges keep getting stuck waiting for medicines to come up",
  ],
  ['healthcare', 'prison healthcare team'],
  ['emergencyCare', "we're the urgent treatment centre nurses and triage queues hit four hours most Mondays"],
  ['emergencyCare', 'medical cover at a motor racing circuit', 'Doctors and paramedics on track days.'],
  [
    'primaryCare',
    "I'm practice manager at a rural GP surgery and the 8am phone rush for appointments is unbearable",
    'Six GPs, 11,000 patients.',
  ],
  ['primaryCare', 'GP clinic on a university campus'],
  [
    'pharmacy',
    'we run an independent pharmacy and medicine shortages mean constant calls back and forth with the surgery',
  ],
  ['pharmacy', "pharmacy team at a children's hospital"],
  [
    'dentistry',
    'i own small dental clinic in Pune and patients are not coming for their follow up appointments, kindly suggest',
    'We are 2 doctors and 3 assistants.',
  ],
  ['mentalHealth', 'IAPT team', 'Waiting list is nine months.'],
  [
    'mentalHealth',
    "I'm a counsellor in a three-person private practice and our waiting list for sessions keeps growing",
  ],
  ['mentalHealth', 'staff counselling service at a police force'],
  [
    'socialCare',
    "I coordinate home care visits for elderly clients and the carers' rota falls apart whenever someone is sick",
  ],
  ['socialCare', 'reablement team run by the council', 'Short-term support after people leave hospital.'],
  [
    'performingArts',
    'I direct an amateur choir and rehearsals drift because half the singers never look at the music beforehand',
    'Concert in six weeks.',
  ],
  ['performingArts', 'church choir'],
  ['museum', 'Collections team'],
  [
    'museum',
    "I'm the only paid curator at a small railway museum and the object records are in three different spreadsheets",
  ],
  ['museum', 'corporate heritage collection at a bank'],
  ['library', 'I run the school library on my own and overdue loans basically never come back'],
  ['library', "the library in a men's prison"],
  ['sport', "I coach a women's rugby team and we can never get a full squad to training on Tuesday arvos"],
  ['sport', 'rowing club at a university'],
  [
    'events',
    'we organise a yearly food festival in our town and ticketing plus stall setup is always last minute',
  ],
  ['events', 'events team at a cancer charity', 'Runs the big sponsored walks and a gala dinner.'],
  ['visualArts', 'six of us painters share a studio and nobody agrees how to split the open studio weekends'],
  ['personalCare', 'I run a nail salon with three techs and no-shows are costing us a fortune every week'],
  ['personalCare', 'hairdressing service in a care home'],
  [
    'faith',
    "I'm vicar of two rural parishes and sunday services never line up with the rota of readers",
    'Most of the congregation is over 70.',
  ],
  [
    'association',
    "I'm treasurer of a model railway society and getting members to renew their subs is painful",
  ],
  ['association', 'alumni association of a medical school'],
  ['association', 'staff social club at a bank', 'Committee of five, 300 members, events nobody comes to.'],
  [
    'repairShop',
    "we fix bikes out of a shipping container and customers never collect them when they're done",
  ],
  [
    'funeral',
    'my family has run a funeral home for three generations and booking services around the crematorium is hard',
  ],
  ['funeral', 'crematorium run by the city council'],
  [
    'nonprofit',
    "I'm CEO of a small literacy charity and our donor income dropped by a third this year",
    'Nine staff, reserves for about four months.',
  ],
  ['nonprofit', 'charitable foundation of a football club'],
  ['household', 'Family admin'],
  [
    'household',
    'my husband and I both work shifts and nobody knows who is doing school pickup on which day',
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    "i'm a single dad with three teenagers and getting anyone to do chores without a shouting match is impossible",
  ],
  ['household', 'household of two nurses on night shifts', 'Toddler and a dog.'],
  ['household', 'chore rota for a family living above the pub'],
  [
    'community',
    "we started a street whatsapp group in lockdown and now it's 200 neighbours arguing about parking",
  ],
  [
    'community',
    'i live on a canal mooring and neighbours keep falling out over the shared water point and bins',
  ],
  [
    'community',
    'residents of a block owned by a housing association',
    'Lifts broken for months, people feel ignored.',
  ],
  ['community', 'local residents near a quarry expansion'],
  ['volunteering', 'Foodbank volunteers'],
  [
    'volunteering',
    'I coordinate the rota for a night shelter and we never have enough volunteers on Friday shifts',
    'About 60 volunteers, mostly retired.',
  ],
  [
    'volunteering',
    "we're a group of retirees volunteering on the hospital front desk and the shift swaps are chaos",
  ],
  ['volunteering', 'volunteer stewards at a folk festival'],
  ['youth', 'I run a youth club on a housing estate and the young people barely turn up once summer starts'],
  [
    'youth',
    'I lead a Girlguiding unit and parents never send back the camp forms on time',
    'Twenty girls, three leaders.',
  ],
  ['youth', 'Duke of Edinburgh group at a school'],
  ['gardening', 'my neighbour and I share a veg plot and we keep planting the same things twice'],
  [
    'gardening',
    'kitchen garden at a restaurant',
    'One gardener, and the chef wants more say in what we grow.',
  ],
];
