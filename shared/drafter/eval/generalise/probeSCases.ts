/**
 * Probe batch S (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who type very short inputs (a job title and a place, abbreviations, brand-like names, misspellings) and people who write long first-person messages about a problem before saying what they are), before any change to the drafter
 * was measured on it, and committed before it. 84 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_S_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_S_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_S_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Silage contractors'],
  [
    'farming',
    'we milk 300 cows twice a day and the relief milkers never know which cows are on antibiotics',
    'Family farm, me, my brother and two part-timers.',
  ],
  ['farming', 'teaching dairy herd at an agricultural university'],
  [
    'forestry',
    'I manage a 400 hectare conifer plantation and thinning slipped two years because the harvesting contractor went bust',
  ],
  ['forestry', 'vegetation crew clearing trees along power lines for the electricity board'],
  [
    'fishing',
    'our family has two inshore boats out of Newlyn and the quota paperwork is eating my dad alive',
  ],
  ['fishing', "longline boats that supply a supermarket chain's fish counters"],
  [
    'mining',
    'Im a shift boss underground at a gold mine and handover between crews loses half of what we know about ground conditions',
  ],
  [
    'manufacturing',
    'we make injection moulded plastic parts for car makers and our scrap rate doubled since we changed resin supplier',
  ],
  ['manufacturing', 'printing plant of a regional newspaper group'],
  ['foodProduction', 'Jam factory'],
  [
    'foodProduction',
    'I run a little kombucha brewing business from a commercial unit and every batch tastes slightly different, no idea why',
  ],
  ['foodProduction', 'cook-chill production unit supplying NHS hospitals', 'We do about 9,000 meals a day.'],
  [
    'textiles',
    "me and my sister sew children's clothes to order from our spare room and the fabric cutting keeps going wrong",
  ],
  ['textiles', 'costume department of a touring opera company', 'Six makers, mostly freelance.'],
  [
    'energy',
    "I'm a control room engineer at a hydro scheme and our outage planning lives in about nine spreadsheets",
  ],
  ['energy', 'village-owned solar co-op selling power to the grid'],
  [
    'waterUtility',
    'we look after the water mains for a rural district and burst pipes keep getting reported twice by different people',
  ],
  ['waterUtility', 'water supply crew serving a cluster of hill farms'],
  [
    'wasteRecycling',
    'I supervise the kerbside recycling rounds and contamination went through the roof after the council changed the bin colours',
  ],
  ['wasteRecycling', 'e-waste sorting centre run by a phone repair chain'],
  ['construction', 'Scafolders'],
  [
    'construction',
    "I'm site manager on a 40-unit housing job and the subbies never read the daily briefing sheet",
    'Want something quick for toolbox talks.',
  ],
  ['construction', 'groundworks contractor building a new hospital wing'],
  [
    'logistics',
    'we ship pallets across Europe for a few food brands and drivers keep turning up to the wrong dock door',
  ],
  [
    'logistics',
    'distribution centre of a fashion retailer',
    'Peak season starts in October and we always fall behind.',
  ],
  [
    'vehicleRepair',
    'I own a small panel beating shop in Brisbane and quotes sit for days before anyone rings the insurer back',
  ],
  ['vehicleRepair', "workshop that services the city's bus fleet"],
  [
    'aviation',
    'I coordinate line maintenance for a regional airline and aircraft keep going tech with parts sitting in the wrong hangar',
  ],
  ['aviation', "air ambulance operator's flight ops team"],
  ['publicTransport', 'Metro control'],
  [
    'publicTransport',
    "i'm a scheduler for a rural bus operator and the timetable changes never reach the drivers on time",
  ],
  [
    'publicTransport',
    "park and ride buses for a cathedral city's Christmas market",
    'Runs six weeks a year with agency drivers.',
  ],
  [
    'maritime',
    'we run three container feeder ships around the Baltic and crew change paperwork is a nightmare in every port',
  ],
  [
    'postalCourier',
    'I drive for a parcel courier in Auckland and my round keeps getting 30 extra drops added at 7am',
  ],
  ['postalCourier', 'internal mail room of a government department'],
  ['retail', 'Kirana store'],
  [
    'retail',
    'our bookshop has two branches and the stock counts never match what the till system says we have',
    'Just me, my wife and a Saturday lad.',
  ],
  ['retail', 'gift shop at a science museum'],
  ['retail', 'Servo'],
  [
    'sales',
    "I'm head of sales at a software startup and pipeline reviews turn into arguing about which deals are real",
  ],
  ['sales', 'field reps for a veterinary drug company'],
  [
    'customerSuccess',
    'we onboard new clinics onto our booking app and half of them churn before the first renewal comes round',
  ],
  ['customerSuccess', 'customer success team at an HR software vendor', 'Eight CSMs, about 400 accounts.'],
  [
    'contactCentre',
    "I'm a team leader on the phones for an energy supplier and average handle time targets are killing morale",
  ],
  ['contactCentre', 'booking hotline of a budget airline', 'About 60 agents across two shifts.'],
  [
    'hospitality',
    "we've got a 20-room hotel by the lake and housekeeping never knows which rooms are checking out early",
  ],
  ['tourism', 'Ghost tours', 'York, evenings only.'],
  [
    'tourism',
    'I run small group trips to Rajasthan and bookings arrive by WhatsApp, email and phone all at the same time',
  ],
  ['tourism', 'underground tours at a working salt mine'],
  [
    'software',
    "we're five developers at an estate agency and every release breaks something on the property listings site",
  ],
  ['software', 'in-house app developers at a building society', 'Legacy mainframe, lots of change freezes.'],
  [
    'software',
    'honestly not sure this fits but we are 3 devs in Nairobi building a payments app and bugs hit prod weekly',
    'Want to stop firefighting.',
  ],
  [
    'product',
    "I'm the only product manager at a fintech and the roadmap gets rewritten whenever the CEO talks to an investor",
  ],
  ['product', "product discovery team for a bank's mobile app"],
  [
    'openSource',
    'i maintain a python library in my spare time and the issue tracker has 600 open issues nobody triages',
    'Three regular contributors, all volunteers.',
  ],
  [
    'dataPlatform',
    'our analytics engineers keep breaking the dashboards the sales team rely on every time a dbt model changes',
  ],
  ['dataPlatform', 'data warehouse team at a hospital trust', 'Everyone wants a dashboard yesterday.'],
  [
    'platformOps',
    'we run the kubernetes clusters for a game studio and every launch weekend somebody gets paged at 3am',
  ],
  [
    'platformOps',
    'cloud infrastructure team of a national newspaper',
    'Four engineers on call, burning out.',
  ],
  [
    'retrospectives',
    'our retros have gone stale, same three complaints every fortnight and the actions never get done',
  ],
  ['retrospectives', 'monthly retrospective on a nursing ward'],
  [
    'newsMedia',
    'I edit a small local paper and the reporters file there stories at midnight so the subs are always rushed',
  ],
  [
    'telecoms',
    "we're a small rural broadband provider and fault tickets keep bouncing between the field techs and the network guys",
  ],
  ['telecoms', 'radio comms network team for the ambulance service'],
  [
    'creativeAgency',
    "I run a two-person branding studio and clients keep changing the brief after we've already presented concepts",
  ],
  [
    'finance',
    "I'm the finance manager for a chain of gyms and month-end close takes eleven days, which is ridiculous",
    'Team of three plus an outsourced payroll.',
  ],
  [
    'insurance',
    "we're an MGA writing marine cargo cover and our underwriters can't see which brokers' submissions are still open",
  ],
  [
    'accounting',
    "I'm a sole practitioner accountant and January self assessment season means 200 tax returns and no sleep",
  ],
  ['accounting', 'bookkeeping service for small farms'],
  [
    'realEstate',
    'we manage about 150 rental flats and tenant repair requests get lost between the office and the landlords',
  ],
  ['realEstate', 'property management company for student housing', 'Around 900 beds over 4 buildings.'],
  ['legal', 'conveyencers'],
  [
    'legal',
    "I'm a paralegal at an immigration law firm and matters keep stalling because nobody owns chasing the clients",
  ],
  ['legal', 'in-house legal team of a football league'],
  ['consulting', 'Mgmt consultants'],
  [
    'consulting',
    "we're a boutique consultancy advising councils on procurement and our proposals always go out the door at midnight",
  ],
  ['consulting', 'healthcare strategy consultants', 'Team of 12, mostly ex-NHS managers.'],
  [
    'architecture',
    "I'm a project architect and the drawing revisions never match what the contractor actually has on site",
  ],
  ['architecture', 'architects designing a new primary school'],
  [
    'research',
    'our lab runs mouse behaviour experiments and the protocols differ depending on which postdoc set them up',
  ],
  [
    'veterinary',
    "I'm a vet nurse at a busy small animal practice and owners ring for results before the lab has even sent them",
  ],
  ['veterinary', 'veterinary team at a safari park'],
  [
    'peopleTeam',
    "we're a three-person HR team at a hotel group and onboarding seasonal staff takes weeks of paperwork",
  ],
  ['peopleTeam', 'nurse recruitment team at a hospital trust'],
  [
    'facilities',
    "I'm the estates manager for a school trust and maintenance requests come in on sticky notes, emails and shouting",
  ],
  ['facilities', 'cleaning contractors at an airport terminal', 'Night shift mostly, about 40 cleaners.'],
  [
    'security',
    'we provide guards for construction sites overnight and the incident reports are handwritten and half illegible by morning',
  ],
  ['security', 'security staff at a shopping centre'],
  [
    'publicServices',
    "I work in a council's housing options team and residents keep getting passed between departments with no answer",
  ],
  [
    'governmentPolicy',
    "I'm a civil servant writing advice for ministers on bus franchising and the evidence base changes every week",
  ],
  ['governmentPolicy', 'education policy team in a state government'],
  [
    'justice',
    "i'm a court clerk and hearings keep getting listed when the interpreter or the prison van can't make it",
  ],
  ['justice', 'youth offending team in a London borough'],
  [
    'emergencyServices',
    "we're a rural fire brigade in Victoria and night call-outs clash with who is actually available",
    'About 25 volunteers, half of them farmers.',
  ],
  ['emergencyServices', 'volunteer mountain rescue team in the Lake District'],
  [
    'schools',
    "I'm head of science at a secondary and lesson planning is done by whoever remembers, there's no shared scheme of work",
  ],
  ['schools', 'music department of a comprehensive school'],
  [
    'earlyYears',
    'we run a 40-place nursery and the handover to parents at pickup is always chaotic and rushed',
  ],
  [
    'university',
    'I convene a first year law module with 400 students and the marking turnaround is always late',
  ],
  ['university', 'nursing degree course team at a university'],
  [
    'training',
    'I deliver first aid courses to companies and learners turn up without the pre-course work done',
  ],
  ['training', 'forklift training centre at a logistics park'],
  [
    'healthcare',
    "I'm a charge nurse on a busy surgical ward and bed handovers between shifts keep missing things",
    'Mostly agency nurses at night.',
  ],
  ['healthcare', "nurses in a cruise ship's medical centre"],
  [
    'emergencyCare',
    "we're paramedics on a rapid response car and the handover at hospital takes longer then the job itself",
  ],
  ['emergencyCare', 'pitchside medics at a rugby ground'],
  [
    'primaryCare',
    'our receptionists get 300 calls at 8am for appointments and patients are furious by quarter past',
  ],
  ['primaryCare', 'homeless health GP clinic run by a charity'],
  [
    'pharmacy',
    "I'm a pharmacist in a small town and the dispensary gets swamped every Monday with repeat prescriptions",
  ],
  [
    'dentistry',
    'we are a 4 chair dental clinic in Pune and patients are not coming for root canal follow ups often',
    'Kindly suggest how to map this.',
  ],
  [
    'mentalHealth',
    "I'm a counsellor in a group practice and our waitlist is four months so clients just drop off",
  ],
  ['mentalHealth', 'student counselling service at a university'],
  [
    'socialCare',
    'I manage a team of home care workers and visits get missed whenever the rota changes at short notice',
  ],
  ['socialCare', 'residential care home run by a religious order'],
  ['performingArts', 'Amdram', 'Two shows a year in the village hall.'],
  [
    'performingArts',
    "I'm stage manager for a small touring theatre company and rehearsal notes never seem to reach the actors",
  ],
  [
    'museum',
    "we're a tiny railway museum run mostly by retirees and the object records are in three different card indexes",
    'Would love to get a grant to digitise.',
  ],
  ['museum', 'heritage collection at a football club'],
  ['library', 'i run the school library on my own and half the books on loan are overdue since last term'],
  ['library', "law library of a barristers' chambers"],
  [
    'sport',
    "I coach a women's rugby side and half the squad can't make Tuesday training so selection is a guessing game",
  ],
  ['sport', 'staff football team at a bank'],
  ['events', 'weding planners'],
  [
    'events',
    'we organise a three-day food festival and the ticket scanning at the gates fell over last year',
  ],
  ['visualArts', 'I share a studio with four other artists and we never agree who pays for the kiln or when'],
  ['visualArts', 'artist residency at a botanical garden'],
  [
    'personalCare',
    'I own a salon with six chairs and clients get double booked because the app and paper diary disagree',
  ],
  ['personalCare', 'hairdressers visiting a care home'],
  [
    'faith',
    'our parish has three churches and one vicar, and the service rota is a constant headache for everyone',
  ],
  [
    'association',
    "I'm secretary of a local beekeepers association and membership renewals are a nightmare every single spring",
  ],
  ['association', 'professional association for physiotherapists'],
  [
    'repairShop',
    'please we fix laptops and phones from a market stall in Lagos and the parts orders get mixed up constantly',
  ],
  ['repairShop', 'instrument repair workshop at a music shop'],
  [
    'funeral',
    "we're a family-run funeral home and coordinating crematoriums, florists and families is eating all our evenings",
  ],
  ['funeral', 'natural burial site on a working farm'],
  [
    'nonprofit',
    "I'm the only fundraiser at a small animal rescue charity and grant deadlines keep sneaking up on me",
    'Income is about 300k a year.',
  ],
  ['household', 'Family chores'],
  [
    'household',
    'my husband and I both work shifts and school runs, homework and dinners all fall apart by Wednesday',
    'Two kids, 6 and 9.',
  ],
  ['household', "I'm a single dad with three teenagers and nobody ever does the washing up without a fight"],
  ['household', 'family home while Mum goes through cancer treatment'],
  ['household', "household of a touring musician who's away half the year"],
  ['community', 'Estate residents', 'Council estate, about 400 flats.'],
  [
    'community',
    'i live on a cul de sac of 30 houses and everyone moans about parking but nobody organises anything',
  ],
  [
    'community',
    "we're neighbours in a tower block trying to sort out the bins, the broken lift and the noise together",
    'Mixed languages, lots of renters.',
  ],
  ['community', 'neighbours around a new housing development fighting the builders'],
  ['community', 'village residents trying to save the last pub'],
  ['volunteering', 'Foodbank rota'],
  [
    'volunteering',
    'I coordinate 60 volunteers at a charity shop and filling the Saturday shifts is a weekly panic',
  ],
  [
    'volunteering',
    'we are a group of volunteers driving elderly people to hospital appointments and bookings are just me and a notebook',
    'Some drivers are 80 themselves.',
  ],
  ['volunteering', 'volunteer guides at a stately home'],
  ['volunteering', 'hospital radio volunteers'],
  [
    'youth',
    "I'm a youth worker at a drop-in centre and the young people who most need us stop coming in winter",
  ],
  ['youth', 'youth club at a mosque'],
  ['gardening', 'we share a community garden plot and nobody waters in August so half the tomatoes die'],
  ['gardening', 'gardeners at a country house hotel'],
];
