/**
 * Probe batch CL (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on households of every kind (about half of its cases), from many countries), before any change to the drafter
 * was measured on it, and committed before it. 109 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (4 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CL_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CL_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CL_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow strawberries under polytunnels and every summer the picking crews and the packing shed never line up',
    'About 60 seasonal pickers.',
  ],
  ['farming', 'Cattle farm run by a wildlife charity'],
  [
    'forestry',
    'I manage a few hundred hectares of conifer plantation and the felling contractors keep turning up before the licences come through',
  ],
  ['forestry', 'woodland management team for a water company'],
  [
    'fishing',
    'my dad and brother run two inshore trawlers out of the harbour and nobody ever knows whose turn it is to land the catch',
  ],
  ['fishing', 'Fishing co-op supplying school canteens'],
  [
    'mining',
    'we run the underground crew at a gold mine in WA, fly in fly out, and handovers between rosters are a shambles',
    'Two crews, 14 days on 14 off.',
  ],
  ['mining', 'gravel pit owned by a construction group'],
  [
    'manufacturing',
    'I supervise the night shift on an injection moulding line and defects from day shift land on us with no notes',
  ],
  ['manufacturing', 'Packaging plant for a pharmaceutical company'],
  [
    'foodProduction',
    'my wife and I make kimchi in a rented commercial kitchen and our batch records are basically sticky notes',
    "We sell at three farmers' markets.",
  ],
  ['foodProduction', 'Central production kitchen for a supermarket chain'],
  ['textiles', 'Handloom cluster'],
  [
    'textiles',
    'we are small garment unit in Tiruppur, 40 tailors, and the cutting section always run ahead of stitching',
  ],
  ['textiles', 'costume workshop of a national opera company'],
  [
    'energy',
    'I coordinate a community solar co-op and nobody can agree who deals with the grid operator when the inverters trip',
  ],
  ['energy', 'On-site power plant at a steelworks'],
  [
    'waterUtility',
    "we're the network team for a rural water scheme and half our burst pipes get reported on Facebook before they reach us",
    'Five of us covering 300 km of main.',
  ],
  ['waterUtility', 'Borehole supply team for a mining town'],
  [
    'wasteRecycling',
    'I run the recycling yard at our council depot and the glass and cardboard bays overflow every bank holiday',
  ],
  ['wasteRecycling', 'Food waste collection for restaurants in the old town'],
  [
    'construction',
    "we're a small building firm doing loft conversions, three sites on the go and the subbies never know which one they're on",
    'Me, my brother and about eight subcontractors.',
  ],
  [
    'logistics',
    'i plan routes for a chilled freight depot and the drivers change the order on the road without telling anyone',
  ],
  ['logistics', 'Distribution centre for an online fashion retailer'],
  [
    'vehicleRepair',
    'My husband and I run a tyre and exhaust place, I do the front desk, and bookings clash with walk-ins every day',
    'Two bays, three mechanics.',
  ],
  ['vehicleRepair', 'Fleet workshop for a bus company'],
  [
    'aviation',
    'we maintain a small fleet of turboprops for an island airline and the airworthiness paperwork is killing us',
  ],
  ['aviation', 'Helicopter flight ops for an offshore wind farm'],
  [
    'publicTransport',
    'I write the timetables for a regional bus company and every school term change breaks half the connections',
  ],
  ['publicTransport', 'Park and ride service for the university campus'],
  [
    'maritime',
    'we manage crewing for six bulk carriers and port calls keep moving so crew changes fall apart',
    'Office in Manila, ships worldwide.',
  ],
  ['maritime', 'Port operations at a cruise terminal'],
  [
    'postalCourier',
    "I'm a self-employed courier doing parcels for a few online sellers and my drop lists are all over the place",
  ],
  [
    'retail',
    'we run a small hardware store and stock on the shelves never matches what the till says we have',
    'Family business, third generation.',
  ],
  [
    'sales',
    'i lead a field sales team selling tractors to dealers and our pipeline lives in five diffrent spreadsheets',
  ],
  ['sales', 'Advertising sales desk at a local newspaper'],
  [
    'customerSuccess',
    "I'm the only customer success person at a payroll SaaS startup and renewals keep sneaking up on me",
    'About 120 accounts.',
  ],
  ['customerSuccess', 'Onboarding team for a veterinary software company'],
  [
    'contactCentre',
    'we take calls for a utilities company, 200 agents, and the queue goes crazy whenever bills go out',
  ],
  [
    'hospitality',
    "my parents own a 12-room guesthouse and I've taken over the kitchen and the breakfast service is chaos",
    'We live in the flat at the back.',
  ],
  [
    'tourism',
    'we run walking holidays in the Dolomites and bookings, guides and hotel transfers never line up',
  ],
  ['tourism', 'Tourist information desk at the railway station'],
  [
    'software',
    "we're four developers building an app for a dog-walking business and every release breaks something on Android",
    'No QA person.',
  ],
  [
    'product',
    "I'm the product manager for a language learning app and the roadmap changes every time the CEO talks to a user",
  ],
  [
    'openSource',
    'I maintain a popular open source charting library in my evenings and the issue tracker has 900 open issues',
    'Three other maintainers, all unpaid.',
  ],
  [
    'dataPlatform',
    'we look after the data warehouse for a supermarket and the morning dashboards are wrong about once a week',
  ],
  ['dataPlatform', 'Data engineering team at a hospital trust'],
  [
    'platformOps',
    "I'm on a three-person platform team running Kubernetes clusters for a bank and on-call is burning everyone out",
    'We want fewer pages at 3am.',
  ],
  ['platformOps', 'Cloud infrastructure team for a ticketing company'],
  [
    'retrospectives',
    'we do a retro every two weeks but the same actions come up every time and nothing improves',
  ],
  ['retrospectives', 'Lessons-learned retro after a hospital IT migration'],
  [
    'newsMedia',
    'I edit a hyperlocal news site on my own and stories from reader tips pile up faster than I can check them',
    'Two freelance reporters help out.',
  ],
  ['newsMedia', 'News desk of a farming weekly'],
  ['telecoms', 'Telco NOC'],
  [
    'telecoms',
    "we're a small rural broadband provider and when a mast goes down the support calls and field engineers never sync up",
  ],
  ['telecoms', 'Mobile signal team for a football stadium'],
  [
    'creativeAgency',
    "we're a five-person creative studio and client briefs change halfway through every campaign",
    'Mostly hospitality clients.',
  ],
  [
    'finance',
    "I run the finance side of my family's building business and cash flow is always a surprise at month end",
  ],
  ['finance', 'Budget office of a city council'],
  [
    'insurance',
    'we handle pet insurance claims and vets send invoices in every format you can imagine',
    'Backlog of about 3,000 claims.',
  ],
  [
    'accounting',
    'i do the books and tax returns for about forty sole traders from my spare room and januray is a nightmare',
  ],
  ['accounting', 'Tax practice for doctors and dentists'],
  [
    'realEstate',
    'my husband and I rent out four flats we inherited and tenant repairs and renewals fall through the cracks',
    'We both have full-time jobs.',
  ],
  ['realEstate', 'Student housing lettings in a university town'],
  [
    'legal',
    "we're a two-partner immigration law practice and matters get lost between the paralegals and the deadlines",
  ],
  [
    'consulting',
    "I'm an independent consultant advising hospitals on procurement and my proposals always take longer than the engagement",
  ],
  [
    'consulting',
    'Management consultants working for a government department',
    'Team of about 12, mostly ex-civil servants.',
  ],
  [
    'architecture',
    "we're a small architects office designing extensions and clients keep changing the drawings after planning",
  ],
  ['architecture', 'Design team for a new school building'],
  [
    'research',
    "I run a lab studying soil microbes and our experiment data is scattered across every PhD student's laptop",
    'Eight people, two postdocs.',
  ],
  ['research', 'Research group at a zoo'],
  [
    'veterinary',
    "we're a mixed practice out in the country and farm call-outs wreck the small-animal appointment book every day",
  ],
  [
    'peopleTeam',
    "I'm the only HR person at a chain of nurseries and onboarding new staff eats my whole week",
    'About 150 staff across 9 sites.',
  ],
  ['facilities', 'Cleaning contractor'],
  [
    'facilities',
    'i manage cleaning and maintenance for three office buildings and jobs reported by tenants never get closed off',
  ],
  ['facilities', 'Estates team at a cathedral'],
  [
    'security',
    'we provide guards for building sites overnight and the patrol logs are handwritten and half of them go missing',
  ],
  [
    'publicServices',
    'we run the customer service counter at the town hall and residents come in about everything from bins to parking',
  ],
  ['publicServices', 'Council licensing team for pubs and taxis'],
  [
    'governmentPolicy',
    'I work in a ministry team drafting fisheries policy and the consultation responses are impossible to summarise in time',
    'Minister wants a decision by March.',
  ],
  ['governmentPolicy', 'Health policy team in the civil service'],
  [
    'justice',
    "I'm a probation officer with a caseload of 50 offenders and case notes from court never arrive on time",
  ],
  ['justice', 'Court listings team for family cases'],
  [
    'emergencyServices',
    'were a retained fire crew in a village and half of us cant respond during work hours',
    'Eleven firefighters, all part-time.',
  ],
  [
    'schools',
    'i teach science at a secondary school and our lesson planning is different for every class and no one shares',
  ],
  ['schools', 'Classroom team at a hospital school', 'Pupils come and go every week.'],
  [
    'earlyYears',
    "I'm a childminder looking after six little ones in my home and parent messages come at all hours",
  ],
  [
    'university',
    "we run a master's course in nursing and lecture timetables clash with students' hospital placements every term",
  ],
  ['university', 'Architecture school at a university', 'About 400 students.'],
  [
    'training',
    "I'm a freelance first aid trainer and juggling learners, venues and certificates for each session is a headache",
  ],
  [
    'healthcare',
    "we're the nurses on a busy surgical ward and handover at shift change takes forever and things get missed",
    'Short staffed most nights.',
  ],
  [
    'emergencyCare',
    "i'm a paramedic team leader and our ambulances wait outside the hospital for hours before handing over patients",
  ],
  ['emergencyCare', 'Minor injuries unit at a ski resort'],
  [
    'primaryCare',
    "I'm practice manager at a GP surgery and the 8am phone rush for appointments makes everyone miserable",
    'Nine thousand patients, four GPs.',
  ],
  ['primaryCare', 'Health centre on a university campus'],
  [
    'pharmacy',
    "we're a community pharmacy and the dispensing backlog gets worse every time the GP surgery sends repeat prescriptions late",
  ],
  [
    'dentistry',
    "i'm a dental nurse and our practice is always running behind because emergencies get squeezed in between check-ups",
  ],
  ['dentistry', 'Mobile dental unit visiting care homes', 'We visit about 20 homes a month.'],
  [
    'mentalHealth',
    "I'm a counsellor in private practice sharing rooms with two others and session bookings keep double-booking",
  ],
  ['mentalHealth', 'Student wellbeing service at a college'],
  [
    'socialCare',
    "we're a home care agency and carers' visit rotas fall apart whenever someone rings in sick",
    'About 80 clients in town.',
  ],
  [
    'performingArts',
    "I direct a community choir of 60 singers and rehearsals fall apart because nobody knows which music we're doing",
  ],
  [
    'museum',
    "we're a tiny railway museum and the collection records are in three card indexes and a dead laptop",
    'Run mostly by retired volunteers.',
  ],
  ['museum', 'Collections store for a university museum'],
  ['library', 'i run the library at a primary school and books go out on loan and never come back'],
  [
    'sport',
    'I coach an under-14s rugby side and getting the players to training and matches is a weekly battle with parents',
    'Twenty-two kids on the squad.',
  ],
  ['sport', 'Cricket club for hospital staff'],
  [
    'events',
    'we organise a weekend food festival every year and the volunteers, traders and ticket sales are all on different spreadsheets',
  ],
  [
    'visualArts',
    'I share a ceramics studio with four other artists and the kiln schedule and exhibition deadlines always collide',
  ],
  [
    'personalCare',
    'i run a nail salon with three techs and clients no-show all the time and mess up the appointment book',
  ],
  [
    'faith',
    "I'm the administrator for our parish and the worship rota, weddings and funerals all land on my desk",
    'Three churches, one vicar.',
  ],
  [
    'association',
    "I'm secretary of a local allotment society and membership renewals and committee minutes are a total muddle",
  ],
  [
    'repairShop',
    "we fix laptops and phones in a small shop and customers' devices sit waiting for parts for weeks",
  ],
  [
    'funeral',
    'my family has run a funeral home for three generations and arranging services with bereaved families is getting harder to track',
  ],
  [
    'nonprofit',
    "I'm the only paid staff member at a clean water charity and donor reporting takes more time than the mission",
    'Board wants a new fundraising strategy.',
  ],
  ['household', 'Flatshare'],
  [
    'household',
    "my partner and I both work rotating shifts at the hospital and the kids' school runs are a constant scramble",
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    'we live with my in-laws and three generations in one house means nobody agrees on chores or meals',
  ],
  [
    'household',
    'i look after my mum who has dementia while working from home and my brothers help when they can',
    'I want to share the load fairly.',
  ],
  ['household', 'Family living above our takeaway'],
  ['household', 'Household on a sheep farm', 'Four kids, home-schooled two days a week.'],
  ['household', 'Shared house of nursing students'],
  [
    'community',
    "we're trying to get the neighbours on our estate to sort out the rubbish and speeding problems together",
    'About 200 homes.',
  ],
  [
    'community',
    'i set up a whatsapp group for our apartment block and now everyone argues about parking and noise',
  ],
  ['community', 'Residents of a street next to a football stadium'],
  ['community', 'Neighbourhood group around a quarry', 'Worried about blasting dust.'],
  [
    'volunteering',
    'I coordinate about 40 volunteers at a night shelter and filling the weekend rota is always a last-minute panic',
    'Most volunteers are retired.',
  ],
  [
    'volunteering',
    "we're the volunteer guides at a stately home and shifts get swapped on a paper sheet nobody can read",
  ],
  ['volunteering', 'Volunteer befrienders for a hospice'],
  [
    'youth',
    "I'm a youth worker running a drop-in for teenagers and the young people want more say but the leaders disagree",
  ],
  [
    'gardening',
    'I look after the gardens at a big country house with two gardeners and planting plans keep getting forgotten',
  ],
];
