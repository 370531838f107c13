/**
 * Probe batch BF (issue 16, twelfth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; with about half its cases set in education, youth, culture, sport, faith and community settings, each labelled by the system's own work, written by people in India, Nigeria, the UK and the US), before any change to the drafter
 * was measured on it, and committed before it. 89 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BF_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BF_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BF_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow okra and peppers on 12 acres outside Ibadan and the harvest always rots before the buyers come',
    'Mostly family labour, about 6 people.',
  ],
  ['farming', 'Rice fields belonging to a temple trust'],
  [
    'forestry',
    "I manage a 300 hectare conifer plantation in Scotland and we're behind on thinning because half the harvester drivers left",
  ],
  ['forestry', 'Woodland management for a scout campsite'],
  ['fishing', 'Crab boats'],
  [
    'fishing',
    'my uncle and I run two canoes catching tilapia on Lake Kainji, and we lose half the catch to spoilage',
  ],
  ['fishing', 'Inshore boats selling their catch to hotel kitchens'],
  [
    'mining',
    'we are running a small tin mine near Jos, the ore grades keep dropping while diesel cost keep rising',
  ],
  ['mining', 'Limestone quarry beside a primary school', 'We need to plan the blasting around school hours.'],
  [
    'manufacturing',
    "I'm the shift lead on a plastic closures line and our defect rate doubled after the new mould was installed",
    'Want to find the root cause before the customer audit.',
  ],
  ['manufacturing', 'Factory making school desks and chairs'],
  [
    'foodProduction',
    "we make jollof sauce in batches for supermarkets and every batch tastes different depending on who's cooking",
  ],
  [
    'foodProduction',
    'Central kitchen producing midday meals for government schools',
    'About 40,000 meals a day, hygiene audits are the big worry.',
  ],
  ['textiles', 'Aso-oke weavers', 'We are 15 weavers sharing looms in one compound.'],
  [
    'textiles',
    'I run a sewing room of eight machinists making school uniforms and the pattern sizes never match the orders',
  ],
  ['textiles', 'Wardrobe department sewing costumes for an opera house'],
  [
    'energy',
    'I coordinate the shift engineers at a gas peaking plant in Texas and our generation forecasts are always way off',
  ],
  ['energy', "The university's combined heat and power plant"],
  [
    'waterUtility',
    "I supervise the pump operators for our town's water supply in Bihar and the pipes leak faster than we fix them",
  ],
  ['waterUtility', 'Water tanker supply for the hostels of an engineering college'],
  [
    'wasteRecycling',
    'i run a small plastics recycling outfit in Lagos, we buy from scavengers and the sorting is chaos',
  ],
  [
    'wasteRecycling',
    'Bin and recycling crew at a cricket stadium',
    'Match days produce ten times the normal waste.',
  ],
  [
    'construction',
    "we're the contractor building a new sports hall for a school and the site keeps flooding",
  ],
  ['construction', 'Renovation crew restoring a church roof', 'Listed building, so lots of rules.'],
  [
    'logistics',
    'I plan routes for our lorries delivering exam papers and textbooks across three states, and drivers ignore the schedule',
  ],
  ['logistics', 'Textbook distribution depot for the state education board'],
  ['vehicleRepair', 'Mechanic village', 'Around 30 shops, everyone shares tools and apprentices.'],
  [
    'vehicleRepair',
    'we service the minibuses for a chain of private schools and breakdowns allways happen on monday mornings',
  ],
  ['vehicleRepair', "Repair workshop for a driving school's cars"],
  [
    'aviation',
    "I'm ops manager at a charter airline with four Cessnas and keeping airworthiness paperwork current is killing us",
  ],
  ['aviation', 'Ground handling crew at the airport for Hajj flights'],
  [
    'publicTransport',
    "I schedule the drivers for our town's bus service and the timetable falls apart whenever it rains",
  ],
  [
    'publicTransport',
    'Student shuttle buses running between campuses',
    'Eight buses, drivers are contractors.',
  ],
  ['maritime', 'Tug crews', 'Four tugs, crews on 12 hour shifts.'],
  [
    'maritime',
    'I manage crewing for six bulk carriers out of Mumbai and crew changes keep getting stuck at foreign ports',
  ],
  ['maritime', 'Cargo vessel chartered by an aid charity'],
  [
    'postalCourier',
    'we are a small dispatch rider business in Abuja and plenty parcels come back because addresses are not clear',
  ],
  ['postalCourier', 'Mail room of a big boarding school'],
  [
    'retail',
    'my sister and I run a uniform and stationery shop next to three schools and stock runs out every September',
  ],
  [
    'retail',
    'gift shop at the science museum',
    'We want to stop over-ordering pencils and under-ordering everything else.',
  ],
  [
    'sales',
    'I lead a team selling software licenses to community colleges and we never hit quota over summer break',
  ],
  ['sales', 'Sponsorship sales team of a football club'],
  [
    'customerSuccess',
    'we look after schools that use our homework app, and churn spikes every July when budgets get cut',
  ],
  ['customerSuccess', 'Renewals team at an ed-tech startup'],
  [
    'contactCentre',
    'i supervise 30 agents answering calls about board exam results and queue is going crazy on result day',
  ],
  ['contactCentre', 'Admissions helpline at a university in clearing week'],
  [
    'hospitality',
    "we run the café in a village hall and the kitchen can't keep up on Sunday mornings after church",
  ],
  ['hospitality', 'Catering kitchen at a county cricket ground'],
  ['tourism', 'Heritage walks'],
  [
    'tourism',
    'I organise school trips abroad for teenagers and bookings always fall apart when a flight changes',
    'Parents email me at all hours.',
  ],
  ['tourism', 'Pilgrimage tour operator for Varanasi'],
  [
    'software',
    "we're four developers building the student portal for our university and releases break something every single time",
  ],
  ['software', 'In-house app developers at a football club'],
  [
    'product',
    "I'm the only product manager at a learning app startup and the roadmap changes every time the CEO talks to a parent",
  ],
  ['product', "Product team behind a library's e-book app"],
  [
    'openSource',
    'I maintain a python library for grading assignments and the issue tracker is full of feature requests nobody will ever build',
  ],
  ['openSource', 'Contributors to an open-source museum catalogue tool'],
  [
    'dataPlatform',
    'we build the dashboards for a state education department and the school attendance data is always late or wrong',
  ],
  ['dataPlatform', 'Data engineering team at a rugby club', 'Three of us, lots of GPS and video data.'],
  [
    'platformOps',
    'myself the only sysadmin for a group of colleges, servers are going down during every exam upload window',
  ],
  ['platformOps', "Infrastructure team keeping a university's learning platform online"],
  [
    'retrospectives',
    "our team's retros have become a moan session and none of the action points ever get done",
  ],
  ['retrospectives', 'Post-project retrospective for a museum exhibition build'],
  [
    'newsMedia',
    "I edit a local news site in Kano and we're always chasing stories other outlets already published",
  ],
  ['newsMedia', 'student newspaper at a big state university'],
  [
    'telecoms',
    'we are running small wireless broadband network for villages in Karnataka and signal is dropping every monsoon',
  ],
  ['telecoms', 'Mobile network team covering a festival site'],
  [
    'creativeAgency',
    "we're a three-person design studio doing campaigns for charities and every client brief changes after the first draft",
  ],
  ['creativeAgency', 'Agency doing recruitment campaigns for universities'],
  [
    'finance',
    "I'm the bursar at an independent school and cash flow goes negative every summer before fees come in",
  ],
  [
    'insurance',
    'we underwrite event cancellation policies and every wet summer the claims pile up faster than we can assess',
  ],
  ['insurance', 'Mutual insurer for amateur sports clubs'],
  [
    'accounting',
    'i do the books and tax returns for about forty small churches and mosques and january is a nightmare',
  ],
  ['accounting', 'Bookkeepers for private schools in Abuja'],
  [
    'realEstate',
    'I manage student lets near the university, forty houses, and tenants report repairs by WhatsApp at midnight',
  ],
  ['realEstate', "Property team managing a church's rental flats"],
  [
    'legal',
    "we're a two-partner firm doing contracts for football agents and players, and matters get lost in email",
  ],
  ['legal', 'In-house legal team at an arts council'],
  [
    'consulting',
    'I consult for state education boards on curriculum reform and proposals eat all my time before any engagment even starts',
  ],
  ['consulting', 'Management consultants hired by a museum group'],
  [
    'architecture',
    "we're a small practice designing school buildings and client changes keep arriving after drawings are signed off",
  ],
  [
    'architecture',
    'Architects redesigning a mosque extension',
    'The committee wants a big dome and a tiny budget.',
  ],
  [
    'research',
    'I run a research group studying malaria vaccines in Ibadan and half our experiments fail because reagents arrive late',
  ],
  ['research', 'Research team evaluating a phonics programme in primary schools'],
  [
    'veterinary',
    "we're a mobile vet service for cattle herders in Kaduna and owners only call when the animal is dying",
  ],
  [
    'peopleTeam',
    "I'm the only HR person for a chain of nurseries and we can't hire staff fast enough",
    'Eleven sites, about 200 staff.',
  ],
  ['peopleTeam', 'HR department at a large secondary school'],
  [
    'facilities',
    'I look after cleaning and maintenance for three church buildings and the boilers break every winter',
  ],
  [
    'security',
    'we provide guards for private schools in Lagos and incident reports are scribbled on paper and lost',
  ],
  [
    'publicServices',
    "I work in our council's parking services team and residents complain they can never reach a human",
  ],
  ['publicServices', 'Council team that allocates school places'],
  [
    'governmentPolicy',
    "we're drafting the new national sports policy for the ministry and the consultation responses are overwhelming us",
  ],
  ['governmentPolicy', 'Policy advisers to the culture minister'],
  [
    'justice',
    'I coordinate the juvenile cases at a family court in Chicago and hearings keep getting adjourned again and again',
  ],
  ['justice', 'Probation team supervising offenders on community service'],
  [
    'emergencyServices',
    'we are the fire crew for a rural district and response times are bad because half the crew live to far away',
  ],
  ['emergencyServices', 'fire and rescue crew on standby at a motor racing circuit'],
  [
    'schools',
    "I'm head of science at a girls' secondary school in Enugu and lesson plans never survive the first week of term",
    'Nine teachers in the department, two are new.',
  ],
  ['schools', 'The teachers at a primary school run by a church', 'Two forms per year, 14 teachers.'],
  [
    'university',
    'I lead a first-year engineering module with 600 students and lecture attendance collapses after week three',
  ],
  [
    'training',
    'we train security guards for there licence and half the learners fail the first aid part of the course',
  ],
  ['training', 'Apprenticeship training centre for a car maker'],
  [
    'earlyYears',
    'I run a childminding setting from my home with six under-fives and parents keep arriving late at pickup',
  ],
  [
    'youth',
    "i'm a youth worker running a drop-in for teenagers on an estate and we never know who'll turn up",
  ],
  ['youth', 'Youth mentoring scheme at a boxing gym'],
  [
    'museum',
    "we're a small railway museum and half the collection isn't catalogued, visitors ask things we can't answer",
  ],
  ['museum', 'Collections team of a university natural history museum'],
  ['library', "I run the library at a boys' boarding school and loans keep going missing at the end of term"],
  ['library', 'Law library of a high court'],
  [
    'performingArts',
    "we're a Yoruba theatre troupe touring towns and rehearsals never have the full cast",
    'Twelve actors, two drummers.',
  ],
  ['performingArts', 'Brass band from a colliery village'],
  [
    'visualArts',
    'I share a print studio with five other artists and nobody can agree on how to split exhibition costs',
  ],
  ['visualArts', 'Artist residency at a steelworks'],
  ['sport', 'I coach a U14 girls soccer team and half the players skip practice when finals come around'],
  ['sport', 'Staff cricket team at a bank'],
  ['sport', 'Badminton club that plays in a school gym', 'Forty members, two courts on Tuesday nights.'],
  [
    'faith',
    "I'm an assistant pastor at a growing church in Port Harcourt and our Sunday services run hours over",
  ],
  ['faith', 'Multifaith chaplaincy at an airport'],
  [
    'community',
    "we're about forty households on one street trying to share tools, lifts and childcare without falling out",
  ],
  [
    'community',
    "I'm trying to get the neighbours in our apartment block to agree on anything, even where the rubbish goes",
  ],
  [
    'community',
    'Residents living next to a football stadium',
    'Match days mean parked cars across every driveway.',
  ],
  [
    'community',
    'Neighbours on a street behind the university',
    "Students and long-time residents don't mix much.",
  ],
  [
    'association',
    "I'm secretary of our alumni association and half the members never renew or answer emails",
  ],
  ['association', "Nurses' union branch at a hospital"],
  [
    'events',
    'we organise an annual book festival and every year ticketing and venue bookings are done at the last minute',
  ],
  ['events', 'Graduation ceremony team at a university'],
  ['healthcare', 'Ortho ward'],
  [
    'healthcare',
    "I'm a ward sister on a busy medical ward and handovers take forever because notes are everywhere",
  ],
  ['healthcare', 'Infirmary ward at a prison'],
  [
    'emergencyCare',
    'we run the 108 ambulance service for three districts and triage at the call point is basically guesswork',
  ],
  [
    'primaryCare',
    "I manage a family doctor's practice in Ohio and our appointment no-shows are out of control",
  ],
  [
    'pharmacy',
    "we're a hospital pharmacy team dispensing for 400 beds and the discharge prescriptions always bottleneck at 4pm",
  ],
  [
    'dentistry',
    "I'm a dentist with two chairs in Pune and patients keep cancelling root canals at the last minute",
  ],
  ['dentistry', 'Dental outreach van visiting schools'],
  [
    'mentalHealth',
    "I'm a therapist in a small group practice and our waiting list for sessions is now four months",
  ],
  [
    'socialCare',
    'I coordinate home care visits for elderly people in Leeds and the carers are always running late between calls',
  ],
  [
    'personalCare',
    'my wife and I run a braiding salon in Houston and double bookings are killing our Saturdays',
  ],
  ['personalCare', 'Hair and makeup crew for a touring musical'],
  [
    'repairShop',
    'I fix laptops for students from a kiosk near the campus gate in Nsukka and customers never come to collect their devices',
  ],
  ['repairShop', 'Instrument repair workshop for school orchestras'],
  [
    'funeral',
    "we're a family funeral business and bereaved families get different answers depending on who picks up the phone",
  ],
  ['funeral', 'Crematorium run by a temple trust'],
  [
    'nonprofit',
    "I'm the only fundraiser at a charity for deaf children and our donors all expect personal updates",
  ],
  ['nonprofit', 'Scholarship foundation funding girls in secondary school'],
  [
    'household',
    'my husband and I both work shifts at the hospital and nobody knows who is collecting the kids',
    'Three kids, one with asthma.',
  ],
  [
    'household',
    'I live with my parents, grandmother and two younger brothers in Lagos and chores always land on me',
  ],
  ['household', "A teacher's household during exam marking season"],
  ['household', 'Household of a touring musician with two toddlers'],
  [
    'volunteering',
    'I coordinate about sixty volunteers at a night shelter and filling the weekend shifts is a constant headache, honestly',
  ],
  [
    'volunteering',
    "we're parent volunteers running the school's second-hand uniform stall and the rota falls apart every term",
  ],
  [
    'gardening',
    "I look after the vegetable beds at my kids' school with two other parents and everything dies over the summer holidays",
  ],
];
