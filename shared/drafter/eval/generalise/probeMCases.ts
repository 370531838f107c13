/**
 * Probe batch M (issue 16, ninth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on writers from many countries, small-business owners, shift workers and second-language English, mostly outside offices), before any change to the drafter
 * was measured on it, and committed before it. 65 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (5 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_M_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_M_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_M_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Cane farm'],
  [
    'farming',
    'we grow cassava and maize on 12 acres near Ogbomoso and harvest labourers never show up when we need them',
    'Only me and my uncle full time.',
  ],
  ['farming', 'mushroom growing unit behind a hotel'],
  [
    'forestry',
    'I manage a pine plantation in Gippsland and the felling contractors and planting crews keep double booking the same blocks',
  ],
  ['forestry', 'woodland crew on a church-owned estate', 'Mostly thinning and firewood, four of us.'],
  ['fishing', 'Prawn trawler'],
  [
    'fishing',
    'my brothers and I run two boats out of Mombasa, the catch is good but we cant sell it before it spoils',
    'Crew of five, all family.',
  ],
  ['fishing', 'crab boat supplying a seafood restaurant'],
  ['mining', 'Gravel quarry'],
  [
    'mining',
    "I'm shift supervisor on night crew at an underground gold mine in Kalgoorlie and handovers between shifts are a shambles",
    'Three crews on 12-hour rotation, around 90 people.',
  ],
  ['mining', 'limestone quarry owned by a cement maker'],
  [
    'manufacturing',
    'we make plastic buckets and chairs in Lagos with three machines and the defects pile up on night shift',
  ],
  ['manufacturing', 'packaging line at a pharmaceutical company', 'We keep failing line clearance audits.'],
  ['foodProduction', 'Pickle unit'],
  [
    'foodProduction',
    'I bake bread for six cafes from a rented commercial kitchen at 3am and the batches are never consistent',
  ],
  ['foodProduction', 'jam making at a farm shop', 'Just me and my mum, we want to sell to supermarkets.'],
  ['textiles', 'Tailor shop'],
  [
    'textiles',
    'we are 14 tailors in Tiruppur stitching t-shirts for export and pattern cutting mistakes waste too much fabric',
  ],
  ['textiles', 'costume workshop of a theatre company'],
  [
    'energy',
    'I run a mini-grid company in rural Kenya selling solar electricity to 300 households and collecting payments is a nightmare',
    'We have 4 field technicians on motorbikes.',
  ],
  ['energy', 'biogas plant at a dairy farm'],
  ['waterUtility', 'Waterworks'],
  [
    'waterUtility',
    'we maintain the pipes for a small town water system in Iloilo and we only find leaks when people complain',
  ],
  [
    'waterUtility',
    'leak detection crew for a city council',
    'Two vans, one acoustic logger that half works.',
  ],
  [
    'wasteRecycling',
    'I own a plastic recycling business in Nairobi, we buy from waste pickers and the collection points keep changing',
  ],
  ['wasteRecycling', 'recycling centre run by a charity', 'Mostly volunteers and two paid staff.'],
  [
    'construction',
    'me and two subbies are renovating a old farmhouse in Cork and the site safety stuff is all over the place',
    'Want something simple we can go over at the start of each week.',
  ],
  ['construction', 'builders extending a primary school'],
  [
    'logistics',
    'I dispatch trucks for a freight company in Winnipeg on the overnight shift and route changes never reach the drivers',
  ],
  ['logistics', 'cold chain warehouse for a supermarket group', '40 staff over three shifts.'],
  [
    'vehicleRepair',
    'i have a small garage in Enugu fixing cars and okadas and customers always come back saying the repair did not hold',
    'two mechanics and one apprentice',
  ],
  ['vehicleRepair', 'mechanics maintaining a police car fleet'],
  ['aviation', 'Bush airline'],
  [
    'aviation',
    "I'm a ramp agent at a regional airport and turnarounds keep running late because fuelling and baggage don't talk",
  ],
  [
    'aviation',
    'helicopter crew flying workers to an offshore gas rig',
    'Three pilots, two aircraft, weather is the big worry.',
  ],
  ['publicTransport', 'Jeepney route'],
  [
    'publicTransport',
    'I drive the night bus in Dublin and honestly the timetable makes no sense for drivers or passengers',
    'I am also a union rep if that matters.',
  ],
  ['publicTransport', 'shuttle bus service for a university campus'],
  [
    'maritime',
    'we run two cargo barges between Cebu and Bohol and the crew paperwork at port always delays our sailing',
  ],
  ['maritime', 'port operations at a fishing harbour'],
  [
    'postalCourier',
    "I'm a courier contractor with four vans in Brisbane and parcels go missing between the depot and the doorstep",
  ],
  [
    'postalCourier',
    'mailroom of a large hospital',
    'Internal post plus specimens sometimes, which scares me.',
  ],
  ['retail', 'Sari-sari store'],
  [
    'retail',
    'my husband and I run a corner shop in Leicester, open 6am to 11pm, and stock runs out constantly',
  ],
  ['retail', 'gift shop in a museum', 'Three part-timers.'],
  [
    'sales',
    'I sell solar pumps to farmers across Maharashtra with a team of 8 reps and our pipeline is pure guesswork',
  ],
  ['sales', 'ad sales team at a local radio station'],
  [
    'customerSuccess',
    'we sell booking software to salons and I look after onboarding, half of them churn before month three',
  ],
  ['customerSuccess', 'customer success for a farm management app'],
  [
    'contactCentre',
    "I'm a team leader on night shift at a call centre in Manila and the queue for US customers never ends",
  ],
  [
    'contactCentre',
    'phone line team for an energy supplier',
    'About 30 agents, lots of angry callers about bills.',
  ],
  [
    'hospitality',
    'I own a small B&B in Kerry with six rooms and breakfast is chaos when all the guests come down together',
  ],
  ['tourism', 'Safari outfitter'],
  [
    'tourism',
    'we run walking tours of Old Delhi for foreign visitors and bookings from three different websites keep clashing',
    'Five guides, all freelance.',
  ],
  ['tourism', 'trekking trips run by a backpacker hostel'],
  [
    'software',
    "I'm the only developer at a small trucking firm and every release breaks something in the drivers' app",
  ],
  ['software', 'app developers at a bank', 'Six devs, releases every two weeks, lots of sign-offs.'],
  ['product', 'Product discovery'],
  [
    'product',
    "I'm the product owner for an app that helps farmers sell produce and we keep building features nobody uses",
  ],
  ['product', 'product managers at a mobile operator'],
  [
    'openSource',
    'I maintain a small open source library for M-Pesa payments and issues pile up faster than contributors can help',
  ],
  [
    'openSource',
    'open source mapping project run by a university',
    'Two maintainers, maybe 40 casual contributors.',
  ],
  [
    'dataPlatform',
    'I build the dashboards for a chain of pharmacies and the stock data feeding them is wrong half the time',
    'Its just me and a part-time analyst.',
  ],
  ['platformOps', 'On-call SRE'],
  [
    'platformOps',
    'we are three sysadmins keeping the servers up for a hospital group and every patch night is stressful',
  ],
  ['platformOps', 'cloud ops for a newspaper group', 'Everything still runs on one old cluster.'],
  [
    'retrospectives',
    'our team retros have gone stale, everyone says the same things and the action items never get done',
  ],
  [
    'retrospectives',
    'monthly retrospective for a restaurant kitchen crew',
    'I want it to feel less like blame.',
  ],
  [
    'newsMedia',
    'I edit a small Igbo language news website with three reporters, stories go up late and readers drift away',
  ],
  ['newsMedia', 'the agriculture desk of a national newspaper'],
  ['telecoms', 'Small ISP'],
  [
    'telecoms',
    "we run a fibre broadband business in rural Ontario and outages take days because we can't find the fault",
  ],
  ['telecoms', 'mobile network engineers at a cricket stadium'],
  [
    'creativeAgency',
    'I run a two person branding studio in Nairobi and clients change the brief midway then refuse to pay extra',
  ],
  ['creativeAgency', 'in-house creative team at a hotel chain'],
  [
    'finance',
    'I handle the cash and budgets for a chain of three petrol stations and month end never balances',
    'Owner is my uncle, he trusts nobody.',
  ],
  ['finance', 'budget office at a county hospital'],
  ['insurance', 'Claims desk'],
  [
    'insurance',
    "I'm an insurance broker in Lagos and claims for our motor policyholders take months to settle with the underwriters",
  ],
  [
    'insurance',
    'crop insurance scheme for smallholder farmers',
    'Run through a mobile app, about 20k farmers.',
  ],
  ['accounting', 'Bookkeeping'],
  [
    'accounting',
    'me and my sister do bookkeeping and tax returns for about 60 small shops and January is pure panic',
  ],
  ['accounting', 'accountancy practice serving dairy farmers'],
  [
    'realEstate',
    "I'm a landlord with five flats in Nairobi and tenant complaints plus late rent are taking over my life",
  ],
  ['realEstate', 'student lettings near a university', 'About 120 bedrooms, one office, two of us.'],
  [
    'legal',
    "I'm a sole practitioner doing land cases in Kisumu and matters drag on because client files go missing",
  ],
  ['legal', 'legal team of a shipping line'],
  ['consulting', 'Agri consultancy'],
  [
    'consulting',
    'I consult for small hotels on cutting costs and clients nod along then never follow any of the advice',
  ],
  ['consulting', 'management consultants working for the health ministry'],
  [
    'architecture',
    "we're a small practice drawing homes in Bendigo and clients keep changing the design after council submission",
  ],
  ['architecture', 'architects designing a new mosque'],
  ['research', 'PhD lab'],
  [
    'research',
    'I coordinate a malaria study across four clinics in western Kenya and data collection is always running behind',
  ],
  ['research', 'soil science research group', 'Eight postdocs and students, one PI who travels a lot.'],
  [
    'veterinary',
    "I'm a vet nurse at a mixed practice and the farm calls mess up the pet appointments every day",
  ],
  ['peopleTeam', 'I do the hiring for a chain of restaurants and most new staff quit in the first two weeks'],
  [
    'facilities',
    'I supervise the night cleaning crew at a shopping mall in Quezon City and nobody knows who cleaned which area',
  ],
  ['facilities', 'maintenance team at a boarding school', '6 people covering 12 buildings.'],
  [
    'security',
    'I run a small security company in Abuja, guards sleep on night patrol and clients tell me only after an incident',
    'Around 60 guards on 18 sites.',
  ],
  ['security', 'security guards at a hospital'],
  ['publicServices', 'Huduma centre'],
  [
    'publicServices',
    'i work at the barangay hall handling resident requests and everything is on paper so things get lost',
  ],
  ['publicServices', 'birth registration service at a hospital'],
  [
    'governmentPolicy',
    "I'm a junior officer in a state agriculture department drafting policy and the minister wants evidence yesterday",
  ],
  ['governmentPolicy', 'education policy team at the treasury'],
  [
    'justice',
    "I'm a probation officer with 70 offenders on my caseload and hearings get rescheduled without anyone telling me",
  ],
  ['emergencyServices', 'CFA brigade'],
  [
    'emergencyServices',
    "I'm a 911 dispatcher in a small county in Ohio and when two incidents come in at once we scramble",
  ],
  [
    'schools',
    'I teach in a government school in Bihar with 60 pupils per class and lessons never finish on time',
    'I teach science to classes 8 to 10.',
  ],
  ['schools', 'secondary school attached to a convent'],
  [
    'earlyYears',
    'I run a home daycare with six kids in Calgary and pickup time with the parents is always chaotic',
  ],
  ['earlyYears', 'workplace nursery at a hospital', 'Open 6am to 8pm for shift workers.'],
  ['university', 'Uni admissions'],
  [
    'university',
    "I'm a lecturer in a polytechnic in Ibadan with 400 students in one module and marking takes forever",
  ],
  ['university', "medical school's first-year course team"],
  [
    'training',
    'we train young people in welding and plumbing at a skills centre and learners drop out after two weeks',
  ],
  ['training', 'first aid courses for construction workers'],
  ['healthcare', 'Maternity ward'],
  [
    'healthcare',
    "I'm a charge nurse on nights in a surgical ward and handover with the day team always runs over",
  ],
  ['healthcare', 'dialysis unit in a shopping centre', 'Twelve chairs, two shifts a day.'],
  [
    'emergencyCare',
    'I drive an ambulance for a private service in Bengaluru and we lose time finding which hospital will accept',
  ],
  ['emergencyCare', 'triage tent at a city marathon'],
  ['primaryCare', 'GP practice'],
  ['primaryCare', 'our practice has two doctors and the appointment line opens at 8am and is full by 8:05'],
  [
    'pharmacy',
    'I run a small pharmacy in Onitsha and fake drugs coming from suppliers are my biggest worry these days',
  ],
  ['pharmacy', 'dispensary at a mining camp', 'One pharmacist, fly-in fly-out.'],
  [
    'dentistry',
    "I'm a dental nurse and our practice double books patients every Monday because the software and the diary don't match",
  ],
  ['dentistry', 'mobile dental clinic visiting schools'],
  [
    'mentalHealth',
    "I'm a therapist in private practice in Toronto and clients cancelling last minute is killing my week",
  ],
  ['mentalHealth', 'wellbeing counselling for farmers', 'Phone support plus two outreach workers.'],
  [
    'socialCare',
    "I'm a carer doing 14 home visits a day and the rota never gives travel time between clients",
  ],
  [
    'socialCare',
    'my team supports adults with learning disabilities in supported living and family members often feel left out',
  ],
  ['socialCare', 'residential care for retired miners'],
  [
    'performingArts',
    'I manage a small theatre company and rehearsal schedules fall apart every time an actor gets sick',
  ],
  ['performingArts', 'resident band at a hotel'],
  [
    'museum',
    "I'm the only paid staff at a small railway museum and volunteers move objects without recording where",
  ],
  ['library', 'I run the library at our school alone and the books never come back on time'],
  ['library', 'law library at a court'],
  [
    'sport',
    "I coach under-14 cricket in Pune and the players' parents argue about selection every single match",
    'Squad of 18, I am a volunteer coach.',
  ],
  ['sport', 'rugby team at a prison'],
  [
    'events',
    'we hire out a community hall for weddings and parties and bookings clash because three people take them',
  ],
  [
    'visualArts',
    "I share a studio with four painters in Melbourne and we can't agree how to split exhibition costs",
  ],
  ['visualArts', 'artist residency on a farm'],
  [
    'personalCare',
    'I own a nail salon in Houston with five techs and no-shows wreck the appointment book every Saturday',
  ],
  ['personalCare', 'beauty salon in a hotel', 'We want walk-ins from hotel guests too.'],
  [
    'faith',
    "I'm pastor of a small church in Nairobi and the worship team and ushers never coordinate on Sundays",
    'About 150 members, two services.',
  ],
  ['faith', 'chaplaincy team at a hospital'],
  [
    'association',
    "I'm secretary of our boda boda riders association and members only pay there dues when there is a problem",
  ],
  ['association', "nurses' union branch", 'About 300 members, maybe 15 come to meetings.'],
  ['repairShop', 'Phone repair'],
  [
    'repairShop',
    'I fix laptops and phones from a kiosk in Nakuru and customers leave devices for months without collecting',
    'I want to know what to fix first.',
  ],
  ['repairShop', 'watch repair counter in a department store'],
  [
    'funeral',
    'we are a family funeral home in Manitoba and coordinating with church and cemetery for every service is stressful',
  ],
  ['funeral', 'crematorium run by the council'],
  [
    'nonprofit',
    "I run a small charity paying school fees for orphans in Kisumu and donors want reports I don't have time for",
  ],
  ['nonprofit', 'fundraising team of a hospice', 'Three staff, target keeps going up.'],
  [
    'household',
    "I'm a single dad doing 12-hour shifts at the mine and I need a better system for the kids' chores",
    'Two boys, 9 and 13.',
  ],
  [
    'household',
    'we are seven under one roof, me, my wife, our three kids and my parents, and nobody agrees on chores',
  ],
  ['household', 'household of two nurses on rotating shifts'],
  ['household', 'a farming family home during lambing season', 'Three generations in one house.'],
  ['community', 'Housing estate'],
  [
    'community',
    "our street has a WhatsApp group of 80 neighbours and it's all complaints, I want to organise something positive",
  ],
  [
    'community',
    'I live in a gated estate in Lekki and residents keep fighting over generator noise and the security levy',
  ],
  ['community', 'tenants of one apartment block trying to get to know each other'],
  ['community', 'local residents living near a new quarry', 'We want one voice when we talk to the company.'],
  [
    'volunteering',
    'I coordinate about 40 volunteers at a food pantry in Ohio and half the Saturday shifts go unfilled',
  ],
  [
    'volunteering',
    'we are volunteers cooking langar every Sunday and the rota for chopping veg and serving is always confusing',
  ],
  ['volunteering', 'volunteer drivers for a cancer charity', 'Mostly retirees, some do two trips a week.'],
  ['volunteering', 'hospital volunteers who push the tea trolley'],
  [
    'youth',
    'I lead a youth group in Belfast for 13 to 17 year olds and getting leaders and parents on one page is hard',
  ],
  ['youth', 'youth wing of a mosque'],
  ['youth', "girls' mentoring scheme at a sports centre"],
  [
    'gardening',
    "I'm on the committee of our community garden and plots get abandoned halfway through the growing season",
  ],
  ['gardening', 'rooftop vegetable garden at a hotel'],
];
