/**
 * Probe batch AX (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in the US South, the English Midlands, Nigeria and the Philippines), before any change to the drafter
 * was measured on it, and committed before it. 88 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AX_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AX_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AX_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Cassava farm'],
  [
    'farming',
    'me and my brother run 40 acres of soybeans and cotton outside Tunica and planting season is always chaos',
    'About 15 hands at harvest, fewer rest of the year.',
  ],
  ['farming', 'rice farm owned by our church diocese'],
  ['forestry', 'Logging outfit'],
  [
    'forestry',
    'I manage a few hundred hectares of conifer plantation in Shropshire and the felling licences and replanting schedule keep slipping',
  ],
  ['forestry', 'tree planting and felling crew for a paper mill'],
  ['fishing', 'Shrimp boats'],
  [
    'fishing',
    'my uncle owns two pump boats in Palawan and the catch is down every month, we dont know why',
    'We are 9 fishermen, all family.',
  ],
  ['fishing', 'fishing fleet owned by a canning company'],
  [
    'mining',
    "I'm a shift supervisor at an underground coal mine in Kentucky and the handover between crews loses stuff every time",
    'Around 120 men per shift.',
  ],
  ['mining', 'sand and gravel extraction for a road builder'],
  [
    'manufacturing',
    'we make brake components for the car industry in Coventry and our defect rate on line 3 has doubled',
  ],
  ['foodProduction', 'Meat processing'],
  [
    'foodProduction',
    'I bake banana bread and ensaymada from home to sell online and my batches never come out the same',
    'Just me and my sister, around 60 orders a week.',
  ],
  ['foodProduction', 'cook-freeze kitchen making school dinners for the council'],
  ['textiles', 'Adire dyers', 'We are 6 women working from one compound.'],
  [
    'textiles',
    'I run a small sewing workshop in Leicester making dresses for online brands and the patterns get mixed up constantly',
  ],
  ['textiles', 'costume department of a theatre company'],
  [
    'energy',
    'we operate a mini-grid for three villages in Kaduna and keeping the generation matched to demand is a headache',
  ],
  ['energy', "rural electric co-op's line crew", 'About 30 linemen, storms knock us out every spring.'],
  [
    'waterUtility',
    'i work for the water district in a small parish in louisiana and we lose so much water to leaks',
  ],
  ['waterUtility', 'borehole and water supply crew at a university campus'],
  [
    'wasteRecycling',
    'we collect plastic bottles from barangays and sell them to recyclers but the collection routes are a mess',
    'We have 2 trucks and 11 staffs.',
  ],
  ['wasteRecycling', 'the waste and recycling crew at a big music festival'],
  [
    'construction',
    "I'm site manager on a block of flats in Lagos and the contractors never turn up on the day they promise",
    'Please we want to know where the delays are coming from.',
  ],
  ['construction', 'contractors building a new wing for a primary school'],
  [
    'logistics',
    'we run a cold chain warehouse in Manila for supermarkets and shipments keep getting dispatched to the wrong branch',
  ],
  ['logistics', 'distribution centre for a supermarket chain near Daventry'],
  [
    'logistics',
    'I drive and plan routes for a small haulage firm in the Black Country and loads are never ready when we arrive',
  ],
  [
    'vehicleRepair',
    "my dad's garage does MOTs and servicing in Walsall and the booking diary is all over the place",
    'Three mechanics and my mum on reception.',
  ],
  [
    'aviation',
    "I'm the ops manager for a small charter airline flying between the islands and our flight delays keep stacking up",
    'We have 4 small planes and 7 pilots.',
  ],
  ['aviation', 'aerial crop spraying outfit for the sugar cane growers'],
  ['publicTransport', 'Jeepney operators', 'We are 25 units on one route in Cavite.'],
  ['publicTransport', 'Okada riders'],
  [
    'publicTransport',
    'we run the county transit vans in rural Georgia and riders complain the timetable doesnt match the clinic hours',
  ],
  ['publicTransport', 'school bus service for a group of academies'],
  [
    'maritime',
    'I coordinate crew changes for a fleet of tankers out of Lagos and the paperwork at the port is endless',
  ],
  ['maritime', 'cargo vessel crew hauling cement for a construction firm'],
  [
    'postalCourier',
    'I deliver parcels for a courier franchise around Derby and the scanner app and the depot never agree',
  ],
  [
    'retail',
    'my wife and I own a hardware store in Tupelo and we never know what stock we actually have on the shelves',
    'Been in business 31 years.',
  ],
  ['retail', 'Cathedral gift shop'],
  [
    'sales',
    'I lead a team of six reps selling medical equipment to hospitals and half of our pipeline is stale deals',
  ],
  ['sales', 'field sales team for a fertiliser company'],
  [
    'customerSuccess',
    'we onboard schools onto our reading app and after the first term loads of them just stop renewing',
    "We're 5 CSMs for about 900 schools.",
  ],
  ['customerSuccess', 'renewals and onboarding team at a payroll software company'],
  [
    'contactCentre',
    "I'm a team lead on the night shift at an outsourced call center in Cebu and our average handle time keeps climbing",
    'Team of 18 agents.',
  ],
  ['contactCentre', 'booking hotline for a hotel chain'],
  [
    'hospitality',
    'we have a small guesthouse in Boracay and housekeeping and the front desk are never on the same page',
    'We have 12 rooms and 9 staff.',
  ],
  ['hospitality', 'the catering crew on an offshore oil platform'],
  ['tourism', 'Swamp tours'],
  [
    'tourism',
    'I run island hopping trips in El Nido and the bookings from the agencies overlap and we overbook the boats',
  ],
  ['tourism', 'heritage walking tours run by a local history society'],
  [
    'software',
    "we're four developers building a fintech app in Lagos and every release breaks something that worked last week",
    'We want to find where the quality problems start.',
  ],
  [
    'product',
    "I'm the only PM at a small edtech startup and the roadmap changes every time the founder talks to a customer",
  ],
  ['product', "product team for a hospital's patient app"],
  [
    'openSource',
    'i maintain a python library in my spare time and the issue tracker has 400 open issues and no other maintainers',
    'I would like to find a way to get more people involved.',
  ],
  ['openSource', 'open-source mapping project started by a university research group'],
  [
    'dataPlatform',
    'we build dashboards for the sales people and the numbers never match what finance has in their spreadsheets',
  ],
  [
    'platformOps',
    'I look after the kubernetes clusters for about twenty product teams and every deploy seems to wake me at night',
    'Platform team is 5 people.',
  ],
  [
    'retrospectives',
    'our team does a retro every fortnight but the same action items come back again and again and nothing improves',
    'We are 8 devs and a scrum master.',
  ],
  ['retrospectives', "our netball club's end-of-season lookback meeting"],
  [
    'newsMedia',
    'I edit a small community newspaper in Oyo and our reporters file stories late so the paper goes out late',
  ],
  ['newsMedia', 'student paper at a state university'],
  [
    'telecoms',
    'we are a small wireless internet provider in rural Tennessee and signal drops every time it rains',
    'Around 2,000 customers, mostly farms.',
  ],
  ['telecoms', 'the engineers who keep the police radio network up'],
  [
    'creativeAgency',
    'I run a two-person branding studio in Nottingham and clients keep changing the brief halfway through the job',
  ],
  [
    'finance',
    'I handle the money for our family-owned chain of petrol stations and cash flow is tight at month end',
    'We have 7 stations and one accountant, me.',
  ],
  ['finance', 'the finance office of the Catholic diocese'],
  [
    'insurance',
    'we are a small crop insurance agency in Mississippi and after every storm the claims pile up for weeks',
  ],
  ['insurance', 'HMO claims processors for a hospital group'],
  [
    'accounting',
    "I'm a sole trader accountant doing tax returns for farmers and tradesmen and january is always a nightmare",
    'Mostly self assessment, about 300 clients.',
  ],
  ['accounting', 'bookkeeping service for hair salons'],
  [
    'realEstate',
    'my husband and I rent out six houses in Birmingham and keeping track of tenants and repairs is doing my head in',
  ],
  ['realEstate', "estate office managing a church's rental properties"],
  [
    'legal',
    "I'm a paralegal at a small immigration practice and we keep missing filing deadlines because matters live in email",
    'Two solicitors, one paralegal (me), one receptionist.',
  ],
  ['legal', 'in-house legal team at an oil and gas company'],
  [
    'consulting',
    'we are three consultants advising state governments on procurement and every engagement starts with a proposal nobody reads',
  ],
  ['consulting', 'consultants helping hospitals cut waiting lists'],
  ['architecture', 'Architecture firm'],
  [
    'architecture',
    "I'm a junior architect in Quezon City and our drawing revisions go out before the client has signed off",
    'We are 11 in the office.',
  ],
  [
    'research',
    "I'm a postdoc running field trials on malaria nets and the data from each study site comes back differently",
  ],
  ['research', 'soil science research station'],
  [
    'veterinary',
    "we're a mixed vet clinic in Lincolnshire and the farm calls always clash with the small animal appointments",
    'Four vets, six nurses.',
  ],
  ['veterinary', 'the vets at a horse racing track'],
  [
    'peopleTeam',
    "I'm the only HR person at a 200-staff logistics firm and onboarding new hires is chaos every single time",
  ],
  [
    'facilities',
    'I manage cleaning and maintenance for three office buildings in Abuja and nobody reports faults untill they become emergencies',
    'We have 40 cleaners and 6 technicians.',
  ],
  ['facilities', 'campus estates and maintenance team at a university'],
  [
    'security',
    'we supply guards to banks and estates in Port Harcourt and the night patrol reports are never filled properly',
    'We have about 300 guards on different sites.',
  ],
  [
    'publicServices',
    "I work in the council's housing benefits office and residents wait weeks to hear back about their claims",
  ],
  ['publicServices', "the city's taxi licensing office"],
  [
    'governmentPolicy',
    "I'm a policy officer at the ministry of health and our evidence reviews take so long the minister has moved on",
  ],
  ['governmentPolicy', 'education policy advisers at the state ministry'],
  [
    'justice',
    "I'm a probation officer in Nottingham and my caseload of offenders keeps growing while the hearings keep getting moved",
    'Caseload is about 45 at the minute.',
  ],
  ['justice', 'the family court in our county'],
  [
    'emergencyServices',
    "I'm a dispatcher at a 911 center covering three rural counties and calls get lost between shifts",
  ],
  [
    'schools',
    'I teach grade 4 at a public elementary school in Iloilo and my class has 52 pupils with no aide',
    'Two shifts a day because of lack of classrooms.',
  ],
  ['schools', 'hospital school for long-stay children'],
  [
    'earlyYears',
    'I run a childminding setting from my house in Burton with five little ones and the parents all want different things',
  ],
  ['earlyYears', 'church-run daycare for toddlers'],
  [
    'university',
    'I coordinate a first-year module with 400 students and the lecturers never upload the lecture slides on time',
  ],
  ['university', 'college of nursing at a state university'],
  [
    'training',
    'we deliver forklift and first aid courses to companies and learners keep not showing up to booked sessions',
  ],
  ['training', 'apprentice training centre run by an engineering firm'],
  [
    'healthcare',
    "I'm a charge nurse on a busy medical ward and handovers between day and night staff lose important details",
    '28 beds, often short of two nurses per shift.',
  ],
  ['healthcare', 'healthcare wing at a prison'],
  [
    'emergencyCare',
    "I work triage in a small ER in rural Arkansas and on weekends we're drowning with nowhere to put patients",
  ],
  [
    'primaryCare',
    "I'm practice manager at a GP surgery in Wolverhampton and patients can never get an appointment on the phone at 8am",
    'About 11,000 patients on the list.',
  ],
  ['primaryCare', "family doctors' office in a strip mall"],
  [
    'pharmacy',
    'I own a drugstore in Davao and we keep running out of maintenance medicines while expired stock sits on shelves',
    'Me, my daughter and 2 pharmacy assistants.',
  ],
  [
    'dentistry',
    'we are a two-chair dental practice in Ibadan and patients keep skipping their follow-up appointments after extractions',
  ],
  [
    'mentalHealth',
    "I'm a therapist in a small group practice in Birmingham, Alabama and our waitlist for new clients is months long",
    'Six clinicians, one admin.',
  ],
  ['mentalHealth', 'student wellbeing and counselling team at a polytechnic'],
  [
    'socialCare',
    "my mum runs a home care agency and the carers' visit times keep clashing so some clients miss their meds",
    "She's got about 35 carers.",
  ],
  ['socialCare', 'nursing home run by a religious order'],
  [
    'performingArts',
    'I direct a community theatre group in Manila and rehearsals fall apart because half the cast never shows up',
    'About 30 members, all volunteers.',
  ],
  ['performingArts', "the resident band at a hotel's weekend dinners"],
  [
    'museum',
    "I'm the only curator at a small county museum and the collection records are half on paper and half missing",
  ],
  ['museum', 'mining museum at an old colliery'],
  [
    'library',
    'I run the library at a secondary school in Enugu and books go out and never come back',
    'Around 3,000 books and one assistant.',
  ],
  ['library', 'law library in the county courthouse'],
  [
    'sport',
    'I coach a girls basketball team in Cebu and I can never get the players to training on the same day',
    'Under 15s, 16 girls.',
  ],
  ['sport', "the bank's staff five-a-side team"],
  [
    'events',
    'we organise a yearly county fair in Texas and ticketing and vendor setup is a mess every year without fail',
  ],
  ['events', 'conference and events office at a medical college'],
  [
    'visualArts',
    'I share a studio with three painters in Yaba and we never agree on who pays for materials or exhibitions',
  ],
  ['visualArts', "artists' studios in a converted hosiery mill"],
  [
    'personalCare',
    'i own a nail salon in Makati and clients double book with two techs and someone always ends up waiting',
  ],
  ['faith', 'Baptist church'],
  [
    'faith',
    "I'm the pastor's wife at a growing Pentecostal church in Abuja and the Sunday service rota is always confused",
    'About 400 members now.',
  ],
  [
    'association',
    "I'm secretary of our town's market women association and members never pay dues on time or come to meetings",
    'We are over 200 members.',
  ],
  ['association', "nurses' union branch at the general hospital"],
  [
    'repairShop',
    'I fix laptops and phones from a stall in Greenhills and customers keep coming back before parts arrive',
  ],
  ['repairShop', 'the repair counter at a vacuum cleaner shop'],
  [
    'funeral',
    'we are a family-run funeral parlour in Batangas and coordinating the wake, the church, and the cemetery is stressful',
    'Mostly Catholic families, about 20 services a month.',
  ],
  ['funeral', 'the funeral branch of a co-op grocery chain'],
  [
    'nonprofit',
    "I'm the fundraiser for a small charity supporting kids with sickle cell and our donors drift away after one gift",
    'Three staff and a board of seven.',
  ],
  ['nonprofit', "a football club's charitable foundation"],
  [
    'household',
    "my husband works offshore three weeks at a time and me and the kids fall apart when he's gone",
    'Three kids under ten.',
  ],
  [
    'household',
    'I live with my parents, grandma and two cousins in Surulere and chores and the light bill cause fights',
  ],
  ['household', 'our family living above the chip shop we run', 'Work and home bleed into each other.'],
  ['household', "a pastor's household in the church manse"],
  [
    'community',
    "our street in Ikeja floods every rainy season and the neighbours can't agree who should clear the gutters",
  ],
  [
    'community',
    'i live in a trailer park in north Florida and after the hurricane we neighbors had to organize everything ourselves',
    'About 40 lots, mostly retirees.',
  ],
  ['community', 'residents of the flats above a shopping parade'],
  ['community', 'people living in the old pit village'],
  [
    'volunteering',
    'I coordinate about 60 volunteers at our food pantry in Memphis and filling the Saturday shifts is a nightmare',
    'We serve around 250 families a week.',
  ],
  [
    'volunteering',
    'we are youth volunteers doing feeding programs every saturday in our barangay but we never know how many will come',
    'We are 15 volunteers, ages 15 to 22.',
  ],
  ['volunteering', 'volunteer drivers taking patients to hospital appointments'],
  ['youth', "I lead a youth club on an estate in Stoke and the teenagers only turn up when there's food"],
  ['youth', "the church's youth fellowship"],
  [
    'gardening',
    'me and my neighbor started a vegetable garden behind the church and the plants keep dying in the summer heat',
    'We want to get more people from the street to join.',
  ],
  ['gardening', 'garden team at a hospice'],
];
