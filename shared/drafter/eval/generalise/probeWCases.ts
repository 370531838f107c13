/**
 * Probe batch W (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on names that put a word of one family next to the work of another (about half of its cases: a head of one family with a modifier, owner, place or client of another), written by people in the United States, Nigeria, the Philippines and New Zealand), before any change to the drafter
 * was measured on it, and committed before it. 65 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_W_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_W_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_W_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we run a poultry farm outside Ibadan and feed costs plus the egg records are always a mess',
    'About 6,000 layers, 9 staff.',
  ],
  ['farming', 'kiwifruit orchard owned by the iwi trust'],
  ['farming', "the seminary's rice fields that the brothers farm themselves"],
  [
    'forestry',
    'I manage felling crews on a radiata block up north and the harvest plan keeps slipping every month',
  ],
  ['forestry', "university research forest's logging crew"],
  ['fishing', 'Bangka fishers', 'We are 12 boats sharing one buyer.'],
  ['fishing', 'my uncle and I run two crayfish boats out of Kaikoura and the catch logbooks never match up'],
  ['fishing', "the resort's own fishing boat that catches for its restaurant"],
  ['mining', 'we run artisanal tin mining pits near Jos and nobody tracks who dug what or the safety side'],
  ['mining', "cement company's quarry crew", 'We blast twice a week and the haul roads are a worry.'],
  [
    'manufacturing',
    'I supervise second shift on a line making aluminum window frames and our defect rate keeps creeping up',
  ],
  ['manufacturing', "pharma company's packaging line"],
  ['manufacturing', 'the prison workshop that makes school desks'],
  ['foodProduction', 'Garri processing', 'We employ 20 women and want to sell to supermarkets.'],
  [
    'foodProduction',
    'we make bibingka and kakanin for pasalubong shops and every batch taste a bit different',
  ],
  [
    'foodProduction',
    'central kitchen for a school lunch program',
    'We cook about 4,000 meals a day and ship them out in hot boxes.',
  ],
  [
    'textiles',
    'my mom and I sew quinceañera dresses in our garage for a bridal shop and patterns keep getting lost',
  ],
  ['textiles', "the theatre company's costume workroom", 'Three of us plus freelancers in show weeks.'],
  [
    'energy',
    'I run the control room for a small hydro scheme on the Waitaki and planned outages always clash',
  ],
  ['energy', 'solar mini-grid that powers a fish market in Lagos'],
  ['waterUtility', 'Water district'],
  [
    'waterUtility',
    'we manage the barangay water system and half the pipes leak and nobody pays there bill on time',
  ],
  ['waterUtility', 'council leak detection crew', 'Five of us covering about 900 km of mains.'],
  ['wasteRecycling', 'Junkshop', 'We buy plastic bottles and scrap metal from the whole barangay.'],
  [
    'wasteRecycling',
    'I coordinate e-waste collection drives for our county and the trucks fill up faster than we can empty them',
  ],
  ['wasteRecycling', "the stadium's recycling crew"],
  [
    'construction',
    'we are building a four storey block of flats in Lekki and the subcontractors never show up the same day',
  ],
  ['construction', 'contractor putting up our new school gym'],
  [
    'logistics',
    'I dispatch trucks for a cement distributor in Onitsha and the routes change every single morning',
  ],
  ['logistics', "the supermarket chain's distribution center", 'Two shifts, around 140 people.'],
  ['vehicleRepair', 'Vulcanizer'],
  [
    'vehicleRepair',
    'I own a small panel beating shop in Rotorua and cars sit waiting for parts for weeks on end',
  ],
  ['vehicleRepair', "the bus company's maintenance depot"],
  [
    'aviation',
    'I schedule pilots for a small island-hopping airline out of Cebu and crew rest rules keep tripping us up',
  ],
  ['aviation', "the oil company's helicopter operation"],
  ['publicTransport', 'Jeepney drivers', 'Our route has 35 units and no fixed schedule.'],
  [
    'publicTransport',
    'i run the timetable for a regional bus service in Southland and school holidays throw everything off',
  ],
  ['publicTransport', 'airport train link'],
  ['maritime', 'I manage crewing for three bulk carriers and visas and crew changes in port are a nightmare'],
  ['maritime', "the cement plant's jetty operations"],
  [
    'postalCourier',
    "we're a rural mail contractor in the King Country and parcels keep going to the wrong RD number",
  ],
  ['postalCourier', "the law firm's mailroom"],
  [
    'retail',
    "I manage a small hardware store in Ohio and we never know what's actually on the shelves",
    "We're thinking about a proper stock system.",
  ],
  ['retail', 'souvenir kiosk at the zoo'],
  ['sales', 'I lead field sales for a generic drugs distributor in Lagos and reps never update the pipeline'],
  ['sales', 'door to door solar panel sales crew'],
  [
    'customerSuccess',
    'we look after onboarding for a payroll SaaS and churn spikes right after the first quarter',
  ],
  ['customerSuccess', 'enterprise renewals team at a telco'],
  [
    'contactCentre',
    "I'm a team lead at a call center in Makati handling US health insurance calls and our AHT keeps climbing",
    'We have 40 agents on nights.',
  ],
  ['contactCentre', "the bank's customer care line", 'Queues are longest on salary day.'],
  ['hospitality', 'Bukka', 'We sell amala and ewedu from 7am, four staff.'],
  ['hospitality', 'we run a small motel in Taupo and housekeeping and check-ins clash every single morning'],
  [
    'tourism',
    'I run guided tramping trips on the Heaphy and bookings, cancellations and hut passes are all over the place',
  ],
  ['tourism', "the marae's cultural tours for cruise passengers"],
  [
    'software',
    "we're four devs building the booking app for a chain of gyms and releases always break something",
  ],
  ['software', "the bank's core banking developers"],
  [
    'product',
    "I'm the only product manager at a telehealth startup and the roadmap changes every time a doctor complains",
  ],
  ['product', 'product discovery team at an insurance startup'],
  [
    'openSource',
    'I maintain a Python library for weather data in my spare time and issues pile up faster than PRs get reviewed',
  ],
  ['openSource', "a university lab's open source toolkit and its contributors"],
  [
    'dataPlatform',
    'we build the dashboards and pipelines for a hospital network and the data quality is honestly terrible',
  ],
  ['dataPlatform', "the retailer's data warehouse team", 'Three engineers, one very old Oracle box.'],
  [
    'platformOps',
    "I'm on call for the Kubernetes clusters at a fintech in Lagos and deploys keep failing on Fridays",
  ],
  ['platformOps', "the university's cloud infrastructure team"],
  [
    'retrospectives',
    'our team does a retro every two weeks but the same action items come back every single time',
  ],
  ['retrospectives', "the ER nurses' monthly retro"],
  [
    'newsMedia',
    "I edit a small local paper in Otago and we're losing readers to Facebook groups every month",
  ],
  ['newsMedia', 'the university student newspaper', 'All volunteers, we print every fortnight.'],
  ['telecoms', 'Rural WISP'],
  [
    'telecoms',
    'we install fibre and fix mobile towers around Abuja and the network outages never get logged properly',
  ],
  ['telecoms', 'the mining camps satellite internet provider'],
  [
    'creativeAgency',
    'I run a tiny design studio in Quezon City doing branding for restaurants and client briefs are always vague',
  ],
  ['creativeAgency', "the hospital's in-house marketing and design team"],
  ['finance', "I'm the only finance person at a church school and the budget spreadsheet has seventeen tabs"],
  ['finance', 'payroll and treasury at a rugby union', 'We want month end to stop taking two weeks.'],
  [
    'insurance',
    'we handle crop insurance claims for farmers in Iowa and adjusters get backed up every hail season',
  ],
  ['insurance', "a hospital's malpractice insurer"],
  ['accounting', 'Tax preparers', 'Seasonal crew of 12 from January to April.'],
  [
    'accounting',
    "I'm a chartered accountant in Ikeja and my clients bring their receipts in sacks at year end",
  ],
  ['accounting', 'bookkeeping service for dairy farms'],
  [
    'realEstate',
    "I manage forty rentals for landlords in Wellington and tenants' maintenance requests fall through the cracks",
  ],
  ['realEstate', "the diocese's property letting office"],
  [
    'legal',
    "we're a three-lawyer practice in Auckland doing immigration work and matters keep slipping past deadlines",
  ],
  ['legal', 'in-house counsel at a shipping line', 'Two lawyers and a paralegal.'],
  [
    'consulting',
    'I do freelance supply chain consulting for manufacturers and my proposals take forever to write',
  ],
  ['consulting', 'consulting firm that advises hospitals on wait times'],
  ['architecture', 'Archi firm'],
  [
    'architecture',
    "we're a small practice designing houses on the Coromandel and drawings for council get revised a dozen times",
  ],
  ['architecture', 'architecture practice that only designs schools'],
  [
    'research',
    'I coordinate a malaria study across three clinics in Kano and data from each site comes back differently',
    'We want to see where the delays are.',
  ],
  ['research', "the zoo's conservation research unit"],
  ['veterinary', 'Large-animal vet', 'Mostly cattle and horses, two vets and a tech.'],
  [
    'veterinary',
    "we're a mixed animal practice in the Waikato and farm calls keep blowing up the clinic bookings",
  ],
  ['veterinary', "the racetrack's vets"],
  ['peopleTeam', 'i do all the hiring for a chain of gas stations and onboarding new staff takes us weeks'],
  ['peopleTeam', 'HR of a BPO in Cebu', 'Attrition is around 60% a year.'],
  [
    'facilities',
    'I manage the cleaners and maintenance guys for an office tower in Victoria Island and complaints never stop',
  ],
  ['facilities', 'custodians at an elementary school'],
  ['security', 'Mall guards'],
  ['security', 'we supply guards to banks around Port Harcourt and patrol logs are still done on paper'],
  ['publicServices', 'I work at the county DMV and the line is out the door before we even open'],
  ['publicServices', 'government service centre inside a shopping mall'],
  [
    'governmentPolicy',
    "I'm a policy analyst at a ministry in Wellington and ministers want evidence faster than we can gather it",
  ],
  ['governmentPolicy', "the health ministry's vaping policy team"],
  ['justice', 'Youth court'],
  [
    'justice',
    'I clerk for a busy family court in Cook County and hearings get rescheduled constantly',
    'Around 30 hearings a day.',
  ],
  ['justice', 'Sharia court registry in Kano'],
  ['emergencyServices', 'VFD', 'About 25 members, half of them are active.'],
  [
    'emergencyServices',
    "I'm a dispatcher at a 911 center in rural Texas and calls get dropped between us and the sheriff",
  ],
  ['emergencyServices', 'the airport fire crew'],
  [
    'emergencyCare',
    "we're the ambulance crews for a private hospital in Lagos and traffic means patients wait hours for pickup",
  ],
  ['emergencyCare', "the marathon's medical tent"],
  ['primaryCare', 'GP clinic'],
  [
    'primaryCare',
    'im the practice manager at a GP in Hamilton and the phones go mad at 8am for appointments',
  ],
  ['primaryCare', 'barangay health center', 'One doctor visits twice a week, the rest is midwives and BHWs.'],
  [
    'pharmacy',
    'I run the pharmacy inside a nursing home group and every wing wants their meds at the same time',
  ],
  [
    'dentistry',
    'we run a mobile dental van visiting schools around Northland and recalls and consent forms are chaos',
  ],
  ['dentistry', 'dental unit at a prison'],
  [
    'mentalHealth',
    "I'm a therapist in a small group practice in Manila and clients keep no-showing their sessions lately",
  ],
  ['mentalHealth', 'university student counselling service', 'Waitlist is six weeks right now.'],
  ['socialCare', 'Rest home', '40 beds, we struggle to keep staff.'],
  [
    'socialCare',
    'I coordinate home care visits for elderly clients in Benin City and carers miss visits whenever it rains',
  ],
  ['socialCare', 'the church-run care home for the elderly'],
  ['performingArts', 'Kapa haka'],
  [
    'performingArts',
    "I stage manage a community musical every winter and rehearsals clash with everyone's day jobs",
  ],
  ['performingArts', 'police pipe band'],
  [
    'museum',
    "I look after collections at a small regional museum in Ohio and half the objects aren't even catalogued",
  ],
  ['museum', "the university's natural history collection"],
  ['library', "I'm the librarian at a prison and loans never come back when the inmates get moved"],
  ['sport', 'I coach a u12 basketball team in Quezon City and half the players skip training for school'],
  ['sport', 'the university rowing club'],
  ['events', 'Owambe planner', 'I do about four parties a month with my cousins.'],
  [
    'events',
    'we run a food festival every summer in Wellington and vendors, tickets and volunteers all live in different spreadsheets',
  ],
  [
    'visualArts',
    "I'm a painter sharing a studio with four other artists in Brooklyn and we never agree on open studio weekends",
  ],
  ['visualArts', 'artist residency at a national park'],
  ['personalCare', 'we run a nail salon in Surulere and appointments and walk-ins clash alot'],
  ['personalCare', "the cruise ship's spa"],
  [
    'faith',
    "I'm pastor of a growing church in Abuja and our midweek service and prayer groups are disorganised",
  ],
  ['association', 'TODA', 'We have about 80 members and the dues collection is a problem.'],
  ['association', "I'm secretary of our towns beekeepers society and half the members never pay their dues"],
  [
    'repairShop',
    'we fix laptops and phones at Computer Village in Ikeja and parts dey take forever to reach us',
  ],
  ['repairShop', "the school's Chromebook repair desk"],
  ['funeral', 'Punerarya', 'Family business since 1972, we also do embalming.'],
  [
    'funeral',
    'we run a family funeral home in Georgia and the paperwork with families and cemeteries is a mess',
  ],
  ['funeral', 'crematorium at the council cemetery'],
  [
    'nonprofit',
    "I'm the only fundraiser at a small charity for deaf children and donors never hear back from us",
  ],
  ['nonprofit', "a hospital's charitable foundation"],
  [
    'household',
    'me and my wife both teach and by thursday the house is chaos with three kids and a dog',
    'Kids are 4, 9 and 15.',
  ],
  [
    'household',
    "I'm a single mom in Houston juggling two jobs and getting the kids to do any chores is a fight",
  ],
  ['household', 'we live with my in-laws in Quezon City and nobody agrees who cooks or who pays the bills'],
  ['household', "a nurse's household with three teenagers"],
  ['household', 'family of six living above our shop'],
  [
    'community',
    'our compound has eight families sharing one borehole and arguments about light and water never end',
  ],
  [
    'community',
    "I'm trying to get the neighbours on our street in Christchurch to plan together after the floods",
  ],
  ['community', "we're a small subdivision in Cavite and neighbors only talk in a group chat nobody reads"],
  ['community', 'residents of a housing estate next to the landfill'],
  ['community', 'neighbours in our fishing village'],
  [
    'volunteering',
    'I coordinate the volunteers who drive elderly people to hospital appointments and the rota falls apart every holiday',
  ],
  [
    'volunteering',
    "we're a group of volunteers cooking for the homeless every Sunday in Manila and shifts are never covered",
  ],
  ['volunteering', 'volunteer marshals at a marathon'],
  ['youth', 'I lead the youth fellowship at our parish in Enugu and the teenagers only reply on WhatsApp'],
  ['youth', 'after-school program at a public library'],
  ['earlyYears', 'we run a daycare in a church basement in Ohio and parents keep changing pickup times'],
  [
    'university',
    'I coordinate a first-year engineering module with 600 students and the lecture notes and labs never line up',
  ],
  ['university', 'the nursing faculty at a state university'],
  ['training', 'I run TESDA welding courses in Batangas and learners drop out before their assessments'],
  ['training', 'forklift certification courses for warehouse staff'],
  ['schools', 'Kura kaupapa', 'We are a small kura with about 90 students.'],
  [
    'schools',
    'I teach grade 5 in a public school in Iloilo with 52 pupils and lesson planing eats all my weekends',
  ],
  ['schools', 'a hospital school for long-stay kids'],
  ['healthcare', 'Med-surg floor'],
  [
    'healthcare',
    "I'm a charge nurse on a busy medical ward in Ibadan and handovers between shifts lose information",
  ],
  ['healthcare', 'hospice run by a religious order'],
  [
    'gardening',
    'we started a veggie garden behind our apartment block and nobody agrees what to plant where',
  ],
  ['gardening', 'the school vegetable garden'],
];
