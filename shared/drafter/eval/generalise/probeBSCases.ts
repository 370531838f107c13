/**
 * Probe batch BS (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in British public services, charities and small firms), before any change to the drafter
 * was measured on it, and committed before it. 96 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BS_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BS_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BS_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'PYO farm'],
  [
    'farming',
    'we run a 300 acre mixed farm in Devon and lambing season always turns into chaos with the rota',
    'Me, my brother and one part-time stockman.',
  ],
  ['farming', "Agricultural college's commercial farm unit"],
  ['forestry', 'Arb team'],
  [
    'forestry',
    'I manage a small team of contractors doing thinning and felling on a private estate in the Borders',
  ],
  [
    'forestry',
    'Highways tree inspection team for the county council',
    'Ash dieback has doubled our workload.',
  ],
  ['fishing', 'my dad and I run two crab boats out of Whitby and quota paperwork eats every weekend'],
  [
    'fishing',
    'Fishing co-operative supplying restaurants in Cornwall',
    'About 14 boats, mostly under-10m day boats.',
  ],
  [
    'mining',
    'we operate a limestone quarry and the blasting schedule clashes with haulage every single week',
  ],
  ['mining', 'Sand and gravel extraction for the construction trade'],
  [
    'manufacturing',
    'I run the night shift on a packaging line and we keep losing hours to changeovers and jams',
    'We want fewer stoppages without adding headcount.',
  ],
  ['manufacturing', 'Assembly plant building bus bodies for operators'],
  [
    'foodProduction',
    "we make chutneys and jams in a rented unit and I'm terrified of failing our next EHO inspection",
  ],
  [
    'foodProduction',
    'Cook-chill production unit supplying hospital wards',
    'We batch roughly 2,000 meals a day.',
  ],
  [
    'textiles',
    'i run a tiny upcycled clothing brand from my spare room and pattern cutting always takes longer than i plan',
  ],
  ['textiles', 'Costume department at a regional theatre'],
  [
    'energy',
    "we're a community energy co-op with three rooftop arrays and nobody really owns the maintenance schedule",
  ],
  [
    'energy',
    'Biomass boiler plant heating a university campus',
    'Two engineers, one of them retiring next year.',
  ],
  [
    'waterUtility',
    'I supervise a network crew chasing bursts on old cast iron mains, and the job tickets are a mess',
  ],
  ['waterUtility', 'Water treatment works serving a holiday park'],
  [
    'wasteRecycling',
    'we do trade waste collections for cafes and pubs and missed bins are killing our reviews',
  ],
  ['construction', "I'm the site manager on a school extension and subbies keep turning up without RAMS"],
  ['construction', 'Main contractor on a new hospital wing'],
  ['logistics', 'we run a 3PL warehouse and peak season picking errors are through the roof again'],
  ['logistics', 'Supermarket regional distribution centre', 'Night shift is where most of the problems are.'],
  ['vehicleRepair', 'I own a two-ramp garage and we never know which jobs are waiting on parts'],
  ['vehicleRepair', 'Council fleet workshop servicing bin lorries', 'Six fitters, about 120 vehicles.'],
  [
    'aviation',
    'we run a small charter airline and crew rostering around flight time limits is eating my life',
  ],
  ['aviation', 'Aircraft maintenance hangar for an air ambulance charity'],
  [
    'publicTransport',
    'I schedule drivers for a rural bus operator and school contract runs always wreck the timetable',
  ],
  [
    'maritime',
    "I'm the marine superintendent for four tankers and crew changes plus port state inspections keep colliding",
    'Crews are mostly Filipino and Indian, rotations of 4 months.',
  ],
  ['maritime', 'Survey vessel crew working for offshore wind farms'],
  [
    'postalCourier',
    "I'm a self-employed multi-drop courier and failed deliveries are costing me more than fuel",
  ],
  ['postalCourier', 'Internal mail room at county hall'],
  ['retail', 'we run an independent bookshop and stock counts never match what the till system says'],
  ['retail', 'Gift shop at a National Trust property', 'Mostly seasonal staff, very busy summers.'],
  [
    'sales',
    'I lead six account execs selling software to councils and our pipeline reviews are pure guesswork',
  ],
  ['customerSuccess', 'Account management'],
  [
    'customerSuccess',
    'I look after onboarding for our school clients and half of them stop logging in after one term',
  ],
  ['customerSuccess', 'Renewals team for a housing software supplier'],
  [
    'contactCentre',
    'we answer calls for a housing association and abandoned call rates go through the roof every Monday',
  ],
  ['contactCentre', "Energy supplier's complaints line", 'Around 60 agents over two sites, high attrition.'],
  [
    'hospitality',
    'I run front of house in a 40-cover bistro and weekend service falls apart when the kitchen gets behind',
  ],
  [
    'tourism',
    'we run guided ghost walks in York and bookings through three diffrent websites keep double booking',
  ],
  ['tourism', 'Visitor information centre run by the district council'],
  [
    'software',
    "I'm one of three developers on a GP booking app and our releases always break something on Fridays",
  ],
  ['software', 'In-house dev team at a building society', 'Legacy COBOL plus a new mobile app.'],
  [
    'product',
    "I'm the only product manager at a charity building a benefits checker and the roadmap is just a wishlist",
  ],
  ['product', 'Product discovery squad at a high street bank'],
  [
    'openSource',
    "I maintain a Python library used by local councils and I can't keep up with issues and pull requests",
  ],
  [
    'openSource',
    'Open source mapping project backed by a university lab',
    'Two core maintainers, both unpaid.',
  ],
  [
    'dataPlatform',
    'we build the data warehouse for a police force and dashboards break every time a source system changes',
  ],
  [
    'dataPlatform',
    'Analytics team at a housing association',
    'Three analysts, loads of Excel, one Power BI licence.',
  ],
  [
    'platformOps',
    "I'm the one infrastructure person for a small SaaS firm and our Kubernetes cluster keeps falling over at night",
  ],
  ['platformOps', 'IT infrastructure team for a hospital trust'],
  [
    'platformOps',
    'I am looking after IT support for 12 schools in our trust and tickets are coming on email, phone, everywhere',
  ],
  [
    'retrospectives',
    'we do fortnightly retros but the same action points come up every time and nothing ever changes',
  ],
  [
    'retrospectives',
    'Lessons learned review after a council IT project',
    'We want it to be blame free this time.',
  ],
  [
    'newsMedia',
    "I edit a hyperlocal news site with two reporters and we're always scrambling for stories by deadline",
  ],
  ['telecoms', 'Altnet', 'Around 3,000 customers and growing fast.'],
  [
    'telecoms',
    "we're a small wireless broadband provider in the Highlands and fault calls spike every time it rains",
  ],
  ['telecoms', 'Mobile mast maintenance crew for the rail network'],
  ['creativeAgency', 'Brand agency'],
  [
    'creativeAgency',
    "I run a three person design agency and clients keep changing the brief after we've started",
    'Just me, a designer and a copywriter.',
  ],
  ['creativeAgency', 'Comms agency working for NHS trusts'],
  [
    'finance',
    "I'm the finance manager at a multi-academy trust and month-end close takes nearly three weeks",
  ],
  ['finance', 'Finance team at a hospice', 'Budget setting for next year has started and it is grim.'],
  [
    'insurance',
    "we're a small broker specialising in farm insurance and renewals paperwork swamps us every spring",
  ],
  ['insurance', 'Mutual insurer for church buildings'],
  [
    'accounting',
    'I do bookkeeping for about thirty sole traders and January self assessment deadlines nearly break me',
  ],
  [
    'accounting',
    'Accountancy firm specialising in charities',
    'Eight staff, mostly independent examinations and Gift Aid claims.',
  ],
  [
    'realEstate',
    'I manage about sixty rental flats for landlords and repairs and void periods are a constant juggle',
  ],
  ['realEstate', 'Private lettings company for student houses'],
  [
    'legal',
    "I'm a solicitor at a law centre and our matter files and deadlines live in three different systems",
    'Legal aid funding is tight, so is time.',
  ],
  [
    'consulting',
    "I'm a freelance consultant helping charities with strategy and proposals take up more time than actual client work",
  ],
  ['consulting', 'Healthcare improvement consultancy working with NHS trusts'],
  [
    'architecture',
    "we're a four person architecture studio and drawing revisions get lost between us and the engineers",
  ],
  [
    'architecture',
    'Architects designing care homes',
    'Small practice, five of us, mostly public sector work.',
  ],
  [
    'research',
    'I coordinate a five year cohort study and participant follow-up data arrives in every format imaginable',
  ],
  ['veterinary', "I'm the head nurse at a small animal practice and the out of hours rota is a nightmare"],
  [
    'peopleTeam',
    "I'm the only HR person at a 90 staff charity and onboarding new starters is all emails and spreadsheets",
  ],
  [
    'facilities',
    'I manage cleaning and maintenance across four GP surgeries and reactive jobs always jump the queue',
  ],
  ['facilities', 'Domestic services team at a hospital', 'Around 200 domestics on three shifts.'],
  ['security', 'we provide manned guarding for retail parks and the patrol logs is still done on paper'],
  ['security', 'Security control room for a shopping centre'],
  [
    'publicServices',
    'I manage a council housing options team and homelessness cases are piling up faster than we can assess them',
    'Caseloads are about 80 each.',
  ],
  ['publicServices', 'Council one-stop shop in a shopping centre'],
  [
    'governmentPolicy',
    'I work in a Whitehall policy team on adult skills and ministers want evidence faster than analysts can produce it',
  ],
  ['governmentPolicy', 'DfE policy team working on school attendance'],
  [
    'justice',
    "I'm a court usher at a magistrates court and listings change so often defendants end up in the wrong room",
  ],
  ['justice', 'Family court admin team', 'Backlog is huge since covid.'],
  [
    'emergencyServices',
    "I'm a watch manager and our retained crews struggle to keep availability up during the day",
  ],
  ['schools', "I'm head of year 9 and behaviour incidents get logged in three places so nothing joins up"],
  [
    'earlyYears',
    "I'm a childminder with four little ones and keeping up with observations and parent updates is exhausting",
  ],
  ['university', 'I convene a first year module with 400 students and marking turnaround is always late'],
  [
    'training',
    'I deliver first aid courses to businesses and chasing learner paperwork takes longer than the sessions themselves',
  ],
  [
    'healthcare',
    "I'm a ward sister on a busy surgical ward and discharges get stuck waiting for pharmacy and transport",
  ],
  ['healthcare', 'Nurse-led clinic in a prison'],
  [
    'emergencyCare',
    "I'm a paramedic team leader and handover delays at the hospital mean crews sit outside for hours",
    'Winter pressures are already starting.',
  ],
  ['emergencyCare', 'First aid and medical cover at a racecourse'],
  [
    'primaryCare',
    "I'm the practice manager and our 8am phone rush means patients can't get appointments and staff are burnt out",
  ],
  [
    'pharmacy',
    "we're an independent pharmacy and blister packs for care homes take up most of our dispensing time",
    'Two pharmacists and four dispensers.',
  ],
  ['dentistry', 'NHS dentist'],
  [
    'dentistry',
    'I manage a two chair dental surgery and failed appointments are costing us a fortune in UDAs',
  ],
  ['dentistry', 'Community dental service visiting special schools'],
  [
    'mentalHealth',
    "I'm a counsellor in a small talking therapies service and our waiting list is over six months",
  ],
  ['mentalHealth', 'Counselling service for farmers', 'Mostly phone sessions with two paid therapists.'],
  [
    'mentalHealth',
    "Bereavement counselling at a children's hospice",
    'Sessions for siblings and parents, waiting list growing.',
  ],
  [
    'socialCare',
    'I am coordinating home care visits for about 70 clients and carers are always late between the calls',
  ],
  [
    'performingArts',
    'I run a community choir of about 50 and rehearsal attendance drops off every time the clocks change',
  ],
  ['performingArts', 'County youth orchestra', 'Tour to Germany planned next summer.'],
  [
    'museum',
    "I'm the collections officer at a small regimental museum and half our objects aren't properly catalogued",
  ],
  ['museum', 'Railway museum run by enthusiasts'],
  ['library', 'I manage a branch library and volunteers cover half the opening hours so the rota is fragile'],
  ['library', "Library service inside a men's prison"],
  [
    'sport',
    'I coach an under-14s rugby team and getting enough players for away fixtures is a weekly headache',
  ],
  ['sport', 'University rowing club', 'Committee changes every year so nothing gets handed over.'],
  [
    'events',
    'we organise a two day food festival and traders, stewards and ticketing all live in seperate spreadsheets',
  ],
  ['events', 'Conference and events office at a university'],
  [
    'visualArts',
    'I share a studio with four other painters and we keep missing open call deadlines for exhibitions',
  ],
  ['visualArts', 'Arts in health programme at a hospital'],
  [
    'personalCare',
    "I'm a mobile nail tech and clients cancel last minute so often I've started taking deposits",
  ],
  ['personalCare', 'Hairdressing salon in a care home'],
  [
    'faith',
    "I'm the churchwarden at a rural parish and the rota for Sunday services keeps falling on the same four people",
    'Three churches in the benefice, one vicar.',
  ],
  ['association', "I'm branch secretary for a union at the council and member records are a total mess"],
  ['association', 'Professional body for physiotherapists', 'We want more members to vote at the AGM.'],
  [
    'repairShop',
    "I fix laptops and consoles from a market stall and tracking which parts I've ordered is hopeless",
  ],
  [
    'funeral',
    "we're a family-run funeral directors and arranging meetings with bereaved families always overrun",
  ],
  ['funeral', 'Crematorium run by the borough council'],
  [
    'nonprofit',
    "I'm the only fundraiser at a small hospice charity and trust applications and donor thank-yous keep slipping",
  ],
  [
    'household',
    'my husband and I both do shifts at the hospital and school runs and dinners are chaos',
    'Three kids under 10.',
  ],
  [
    'household',
    "I'm trying to get the chores shared out fairly between me, my partner and two teenagers who never lift a finger",
  ],
  ['household', 'Family home during a kitchen renovation'],
  [
    'household',
    'Family with a child who has complex medical needs',
    'Lots of appointments and we are both working.',
  ],
  ['community', "we're a group of neighbours trying to sort out the parking and fly tipping on our close"],
  [
    'community',
    'I run the WhatsApp group for our village and people keep asking the same questions about roadworks and power cuts',
  ],
  ['community', 'Residents of a tower block after a fire', 'People are scared and angry and want a say.'],
  ['community', 'Neighbours around a new housing development site'],
  [
    'volunteering',
    'I coordinate about 40 volunteers at a food bank and filling the Saturday rota is a constant battle',
  ],
  [
    'volunteering',
    "we're a volunteer driver scheme taking older people to hospital appointments and matching drivers to requests takes ages",
  ],
  ['volunteering', 'Volunteer team at a parkrun', 'About 25 needed every week, always the same faces.'],
  [
    'youth',
    "I'm a youth worker running a drop-in for teenagers and we never know who's coming or what they need",
  ],
  [
    'gardening',
    'we run a small plant nursery and half our stock dies because nobody sticks to the watering schedule',
  ],
  ['gardening', 'Kitchen garden at a country house hotel'],
];
