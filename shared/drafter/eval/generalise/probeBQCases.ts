/**
 * Probe batch BQ (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on professional and technical services named by their clients or projects (about half of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 84 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (5 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BQ_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BQ_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BQ_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Agronomists'],
  ['farming', "soil and crop advisers working for a crisp manufacturer's potato growers"],
  [
    'farming',
    'we run 400 acres of arable with my brother and nobody agrees on when to start harvest',
    'Family business, three generations, one combine.',
  ],
  ['forestry', 'Arb consultants'],
  ['forestry', 'tree survey team hired by housing developers before they clear a site'],
  [
    'forestry',
    'I manage timber harvesting contracts for a few private estates and the felling licences always come through late',
  ],
  ['fishing', 'inshore trawler that lands its catch for one seafood restaurant'],
  [
    'fishing',
    'we are four boats fishing out of a small harbour and the catch reporting app drives everyone mad',
    'All owner-skippers, mostly over 55.',
  ],
  [
    'mining',
    'mine geologists contracted to a cement company',
    'We are 3 geologists, site is 2 hours from office.',
  ],
  ['mining', 'i do blast design and extraction planning for a gravel pit owned by a road building firm'],
  ['manufacturing', 'quality engineers on the production line of a medical device maker'],
  [
    'manufacturing',
    'we make injection moulded parts for car makers and the defect rate on one machine keeps creeping up',
    'About 60 staff on two shifts.',
  ],
  [
    'foodProduction',
    'recipe development consultants for a supermarket ready meal range',
    'Want to get new recipes to factory trials faster.',
  ],
  [
    'foodProduction',
    'we bake sourdough overnight for about thirty cafes and the batches keep coming out different',
  ],
  ['textiles', 'sewing room making costumes for a ballet company'],
  [
    'textiles',
    "I'm a freelance garment technologist, factories send me samples for high street brands and I check fit and fabric",
  ],
  ['energy', 'Energy consultants'],
  ['energy', 'electrical engineers designing the substation and grid connection for a new hospital campus'],
  [
    'energy',
    'we do energy audits for schools and councils and then nobody acts on the reports',
    'Two of us, both ex-electricians.',
  ],
  [
    'waterUtility',
    'hydraulic modelers working on the sewer network for a city council',
    'Worried the model and the real pipes have drifted apart.',
  ],
  [
    'waterUtility',
    'our small firm surveys water mains for housing associations and I keep losing track of which pipes we actually inspected',
  ],
  ['wasteRecycling', 'waste and recycling consultants for a chain of hotels'],
  [
    'wasteRecycling',
    'I run trade bin collections for business parks and half the drivers swap routes without telling me',
  ],
  ['construction', 'site managers building a new primary school for the council'],
  [
    'construction',
    "I'm a project manager for a contractor fitting out hospital wards and the safety paperwork never ends",
    'Contractor has about 200 people, my project team is 6.',
  ],
  [
    'logistics',
    'we plan delivery routes for a frozen food wholesaler and the drivers ignore the plan half the time',
    'Eleven lorries.',
  ],
  ['vehicleRepair', 'fleet mechanics servicing the ambulances for an ambulance trust'],
  [
    'vehicleRepair',
    'me and my dad fix tractors and utes for local farmers, jobs get written on a whiteboard and rubbed off',
  ],
  ['aviation', 'Part 145'],
  ['aviation', 'flight planning desk for an air ambulance charity'],
  [
    'aviation',
    'we are airworthiness engineers and our biggest client is a small island airline that keeps getting aircraft grounded',
  ],
  [
    'publicTransport',
    'transport planners redesigning the bus routes for a university campus',
    'Its a 6 month project, client keeps adding scope',
  ],
  [
    'publicTransport',
    'i schedule drivers for a rural bus company and the timetable changes every term becuase of school runs',
  ],
  [
    'maritime',
    'naval architects working for a ferry operator',
    'Small team, the ferry refit is our biggest job ever.',
  ],
  [
    'maritime',
    'we crew tugs in a busy container port and shift handovers between crews lose all the important details',
    'Crew of four per tug.',
  ],
  ['postalCourier', 'same-day couriers for city law firms'],
  [
    'postalCourier',
    'I run the parcel drop-off counter at the back of a newsagents and parcels go missing before the van collects',
  ],
  ['retail', 'store planners designing shop layouts for a pharmacy chain'],
  [
    'retail',
    'we sell vinyl records online and from a tiny shop, and the stock counts never match between the two',
  ],
  ['sales', 'field sales reps selling software into hospitals'],
  [
    'sales',
    'I lead a team selling engineering consultancy services and our pipeline reviews are just people guessing numbers',
    'Team of five, quota doubled this year.',
  ],
  ['customerSuccess', 'onboarding and renewals team at a payroll software company'],
  [
    'customerSuccess',
    'we look after the accounts of architecture practices on our CAD subscription and churn spikes every January',
  ],
  ['contactCentre', 'outsourced call handlers answering the helpline for an energy supplier'],
  [
    'contactCentre',
    'I manage 40 agents on a council tax phone line and the queue goes wild every March',
    'Want to cut abandoned calls.',
  ],
  ['hospitality', 'kitchen and bar team at a golf club'],
  [
    'hospitality',
    "we run a 12-room guesthouse by the lake and breakfast service falls apart whenever someone's off sick",
  ],
  ['tourism', 'shore excursion tours for cruise ship passengers'],
  [
    'tourism',
    'i am travel consultant, i plan the trips for conference delegates of a pharma company, always many changes in bookings',
  ],
  ['software', 'Dev agency'],
  [
    'software',
    'contract developers building a booking app for dental practices',
    'The practices keep asking for changes mid sprint.',
  ],
  [
    'software',
    'we build the mobile app for a chain of gyms and every release breaks something on older phones',
    'Four devs, one tester.',
  ],
  ['product', 'product managers for a hospital appointment booking app'],
  [
    'product',
    "I'm the only product manager at a startup that sells to farmers and the roadmap changes every week",
  ],
  ['openSource', 'maintainers of an open source library used by weather researchers'],
  [
    'openSource',
    'we maintain a free accounting plugin on github and the issue tracker is drowning in feature requests',
    'Three maintainers, all unpaid.',
  ],
  ['dataPlatform', 'data engineers for a supermarket loyalty scheme'],
  [
    'dataPlatform',
    'I am a freelance data consultant, I build dashboards for NHS trusts and the data quality is honestly awful',
  ],
  [
    'platformOps',
    'cloud infrastructure contractors for an online betting company',
    'Big worry is downtime during big races.',
  ],
  [
    'platformOps',
    'we run the kubernetes clusters for a university research computing service and on-call is burning everyone out',
    'Three engineers.',
  ],
  ['retrospectives', "monthly retrospective for a construction firm's project managers"],
  [
    'retrospectives',
    'I facilitate retros for a team of architects and they always end with the same three actions nobody does',
  ],
  ['newsMedia', 'trade journalists covering the mining industry'],
  [
    'newsMedia',
    'we are a small team writing a weekly newsletter of farming news and our readers keep dropping off',
  ],
  ['telecoms', 'RF engineers planning mobile coverage for a football stadium', 'we are 4 people'],
  [
    'telecoms',
    'i design broadband networks for new housing estates and developers change the plans after we finish the design',
    'Want fewer redesigns.',
  ],
  [
    'creativeAgency',
    'design agency doing annual reports for charities',
    'Everything lands in the same eight weeks.',
  ],
  [
    'creativeAgency',
    "I'm a freelance translator, mostly marketing copy for fashion brands, and clients send the brief the night before launch",
  ],
  ['finance', 'part-time outsourced finance director for three charities'],
  [
    'finance',
    'I am the finance manager for a chain of vet practices and cash flow is a guessing game every month',
    'Eight practices.',
  ],
  ['insurance', 'insurance brokers specializing in farms', 'Renewals all seem to fall in harvest.'],
  [
    'insurance',
    'we underwrite liability policies for small construction firms and claims take forever to settle',
  ],
  ['realEstate', 'block management company for student flats'],
  [
    'realEstate',
    'my wife and I own six rental flats and keeping track of tenant repairs and deposits is chaos',
    'We both work full time.',
  ],
  ['legal', 'employment lawyers acting for NHS trusts', 'Team of 12 lawyers.'],
  [
    'legal',
    'we are a two partner firm doing immigration law for university students and matters keep falling through the cracks',
    'Two partners, three paralegals.',
  ],
  [
    'consulting',
    'management consultants advising a police force on restructuring',
    'We want to see where our engagement is stuck.',
  ],
  [
    'consulting',
    'I do freelance consulting for family-owned hotels and every engagement starts with a proposal nobody reads',
  ],
  ['accounting', 'audit team for academy schools', 'Busy season is Sept to Dec.'],
  [
    'accounting',
    'small accountancy practice whose clients are mostly dairy farmers',
    'Want to stop the January crunch.',
  ],
  [
    'accounting',
    'I do the books and tax returns for about forty hairdressers and they all send their receipts in January',
  ],
  [
    'architecture',
    'structural engineering consultancy working on football stadiums',
    'About 30 engineers, drawings go back and forth with the architects constantly.',
  ],
  [
    'architecture',
    'we design care homes and every client wants changes after the planning application has gone in',
    'Practice of 9, two directors.',
  ],
  [
    'research',
    'social researchers evaluating a youth employment scheme for government',
    'Final report is due in spring.',
  ],
  [
    'research',
    'we are a small market research agency running visitor surveys for museums and the fieldwork always overruns',
    'Six researchers.',
  ],
  ['veterinary', 'vet team at a safari park'],
  ['veterinary', 'I am a locum vet covering farm practices and every clinic keeps its records differently'],
  [
    'peopleTeam',
    'recruitment agency placing nurses in care homes',
    'Kindly note we are a small team of 5 recruiters.',
  ],
  [
    'peopleTeam',
    'i am HR consultant for small restaurants, they are calling me only when somebody already quit',
  ],
  ['facilities', 'FM contractors looking after a group of GP surgeries', 'Eleven buildings, two engineers.'],
  [
    'facilities',
    'we handle building maintenance for three church halls and repairs get reported by text to whoever',
  ],
  [
    'security',
    'I run a small security firm doing night patrols of building sites and incident reports are still on paper',
    'Nine guards.',
  ],
  ['publicServices', 'housing options team at a district council'],
  [
    'publicServices',
    "we run the council's pest control service and residents can never get through to book a visit",
  ],
  ['governmentPolicy', "policy advisers on the ministry's schools funding review"],
  [
    'governmentPolicy',
    'I work at a think tank writing evidence reviews on prisons for ministers and the consultations drag on for months',
  ],
  ['justice', 'probation officers working with offenders in a hostel'],
  [
    'justice',
    'we are ushers and listing clerks at a magistrates court and hearings get moved without anyone telling us',
  ],
  ['emergencyServices', 'coastguard crew on a tourist island'],
  [
    'emergencyServices',
    'I am a 999 call handler for the fire service and the incident logging system keeps crashing mid call',
  ],
  ['schools', 'teachers at the school inside a young offender institution'],
  [
    'schools',
    'we teach in a tiny village primary with 40 pupils and mixed-age classes make planning lessons hard',
    'Three teachers and a head.',
  ],
  ['earlyYears', 'workplace nursery at an airport'],
  [
    'earlyYears',
    'I run a preschool in a church hall and we have to pack everything away every Friday afternoon',
  ],
  ['university', 'lecturers on a veterinary nursing degree'],
  [
    'university',
    'we coordinate a masters course for practising architects and module marks always reach the exam board late',
  ],
  ['training', 'first aid trainers for building site workers'],
  [
    'training',
    'I deliver forklift training for warehouses and learners turn up without the right paperwork',
    'Mostly one-day courses, 6 learners each.',
  ],
  ['healthcare', 'nursing team on a prison health wing'],
  [
    'healthcare',
    'we are community nurses visiting patients across a rural area and handovers happen in a car park',
    'Team of 14.',
  ],
  ['emergencyCare', 'EMTs at a motor racing circuit'],
  [
    'emergencyCare',
    "I am a triage nurse in a busy children's emergency department and the waits are making parents furious",
  ],
  ['primaryCare', 'our practice has 9000 patients and the appointment phone lines jam every morning at 8'],
  ['pharmacy', 'pharmacists dispensing for a chain of care homes'],
  [
    'pharmacy',
    'I am a hospital pharmacist and discharge prescriptions hold up patients going home every afternoon',
  ],
  ['dentistry', 'dental lab making crowns for high street practices'],
  [
    'dentistry',
    'we are a mobile dental team visiting care homes and the patient notes never follow us around',
  ],
  ['mentalHealth', 'counsellors supporting the staff of a fire service'],
  [
    'mentalHealth',
    'I am a psychotherapist in private practice and clients cancelling sessions last minute is killing my income',
    'Just me.',
  ],
  ['socialCare', 'carers visiting elderly farmers in remote villages'],
  [
    'socialCare',
    'we run small care home for 20 residents and familys complain they never hear how mum is doing',
  ],
  ['performingArts', 'theatre company touring primary schools'],
  [
    'performingArts',
    'I manage an amateur orchestra and rehearsal attendance drops off every time a concert is announced',
  ],
  ['museum', "collections team at a football club's museum"],
  [
    'museum',
    'we are curators of a tiny local history museum in an old police station and object records are on index cards',
  ],
  [
    'library',
    'I am only librarian at a higher secondary school in Pune and loans are never coming back before vacations',
  ],
  ['sport', 'performance analysts for a rugby club'],
  ['sport', "we coach an under-14 hockey squad and match selection always upsets someone's parents"],
  ['events', 'conference organisers for medical societies'],
  [
    'events',
    'i organise a two day food festival every summer and traders cancel the week before',
    'Around 8000 attendees.',
  ],
  ['visualArts', "freelance illustrators working for children's book publishers"],
  [
    'visualArts',
    'we are a collective of ceramicists sharing one studio and the kiln schedule causes arguments',
  ],
  ['personalCare', 'hairdressers working in a care home'],
  [
    'personalCare',
    'I run a barbershop with three chairs in Ohio and walk-ins clash with booked appointments all day',
  ],
  ['faith', 'our parish has two churches and one vicar and the Sunday service rota is always a headache'],
  ['association', 'professional body for structural engineers'],
  ['association', 'I am secretary of the local camera society and members never read the committee emails'],
  ['repairShop', 'repair desk in an electronics store'],
  [
    'repairShop',
    'we fix coffee machines for cafes around Melbourne and the parts take weeks to arrive from Italy',
  ],
  ['funeral', 'funeral directors working with a Muslim burial society'],
  [
    'funeral',
    'I run a small family funeral home and bereaved families get different answers from each of us',
  ],
  ['nonprofit', 'small charity funding research into rare diseases'],
  [
    'nonprofit',
    'we are a charity supporting refugee families and donors want reports we have no time to write',
    'Three paid staff.',
  ],
  [
    'household',
    "my partner and I are both architects working from the kitchen table and the kids never know when we're free",
  ],
  [
    'household',
    'i am a single dad with twins and mornings before school are pure chaos',
    'Want a calmer routine.',
  ],
  ['household', 'family home of a GP who is always on call'],
  ['household', 'chores rota in a farmhouse kitchen with three teenagers'],
  [
    'community',
    'we are neighbours on a new housing estate trying to get the builder to finish the roads',
    'About 120 homes.',
  ],
  [
    'community',
    'i live on a canal boat mooring and us boaters want to sort out the shared rubbish and water',
  ],
  ['community', 'residents of a village where the only pub and shop have closed'],
  ['community', "neighbours around a school that's being rebuilt"],
  [
    'volunteering',
    'I coordinate the volunteer rota for a soup kitchen, every Christmas we get too many and in January none',
  ],
  [
    'volunteering',
    'we are retired engineers volunteering to fix bikes for asylum seekers, shifts are on Saturdays',
    'Twelve of us.',
  ],
  ['youth', 'I lead a girls youth group at our mosque and parents want updates every week'],
  ['gardening', 'garden designers working for boutique hotels', 'Just two of us and a van.'],
  ['gardening', 'we are a community garden on a hospital site and the watering rota always breaks in August'],
];
