/**
 * Probe batch BO (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who describe their system by the things it makes, repairs, moves, stores, sells or looks after, often as a list (about two thirds of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 107 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (5 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BO_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BO_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BO_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Potato growers'],
  [
    'farming',
    'we grow barley, oilseed rape and sugar beet on 600 acres and the harvest never goes to plan',
    'Me, my dad and two seasonal lads.',
  ],
  ['farming', 'Dairy herd on a prison farm'],
  [
    'forestry',
    'i manage 300 ha of spruce plantation and some oak woodland, selling sawlogs, firewood and christmas trees',
  ],
  ['fishing', 'Lobster potting'],
  [
    'fishing',
    'me and my brother run two inshore boats for mackerel, crab and whelks and selling the catch is chaos every morning',
  ],
  [
    'fishing',
    'Trawler fleet supplying a supermarket chain',
    'Six boats, about 40 crew, most of them family.',
  ],
  [
    'mining',
    'We extract limestone, sand and road aggregate from our quarry and the crusher breaks down every other week',
  ],
  ['mining', 'Quarry supplying stone for cathedral restoration'],
  [
    'manufacturing',
    'we make brake pads, clutch plates and gaskets for car makers and our defect rate on line 2 keeps creeping up',
    'About 80 on the shop floor over two shifts.',
  ],
  ['manufacturing', 'Factory making hospital beds and patient trolleys'],
  ['foodProduction', 'Jam makers'],
  [
    'foodProduction',
    'We bake bread, wraps and sandwiches overnight for 14 school canteens and allergen labelling keeps me awake',
    'Two shifts, 25 staff, one ancient oven.',
  ],
  ['foodProduction', 'Central kitchen preparing in-flight meals for an airline'],
  [
    'textiles',
    'i sew costumes, curtains and alterations from home for the local theatre and a couple of boutiques',
  ],
  [
    'textiles',
    'Uniform workshop making kit for the police',
    'Twelve machinists; deadlines come all at once.',
  ],
  [
    'energy',
    'we run three small hydro turbines and a battery store that feed power to the grid and a few farms',
  ],
  ['waterUtility', 'Borehole scheme'],
  [
    'waterUtility',
    'We look after pumps, tanks, a reservoir and 400 km of pipe for a rural water scheme, leaks never stop',
    'Team of nine engineers, one van each.',
  ],
  ['waterUtility', 'Water treatment works serving a ski resort'],
  [
    'wasteRecycling',
    'we collect old mattresses, fridges and sofas from council flats and sort out what can be recyled',
  ],
  ['wasteRecycling', 'E-waste recycler stripping old laptops and phones'],
  [
    'construction',
    'We build extensions, loft conversions and garden rooms and the subbies never turn up when they say they will',
  ],
  [
    'logistics',
    'we store grain, seed and fertiliser in two godowns for nearby villages and truck it to market after harvest',
    'Monsoon time some stock is getting spoiled.',
  ],
  [
    'logistics',
    'we move cement, steel and roof sheets from the port to building sites in 20 trucks and routes are planned on paper',
  ],
  [
    'vehicleRepair',
    'we service tractors, quad bikes, utes and the odd ride-on mower for farms round here, and parts take forever',
  ],
  ['vehicleRepair', "Workshop maintaining the council's bin lorries and gritters"],
  [
    'aviation',
    'I run a small charter outfit flying mining crews in two King Airs and a Cessna, airworthiness paperwork is killing us',
    'Four pilots, one engineer.',
  ],
  [
    'publicTransport',
    'we run 12 community minibuses taking older people to the shops and hospital and the timetable suits nobody',
    'Six drivers and our funding was cut this year.',
  ],
  [
    'maritime',
    'We crew and manage four small cargo ships carrying timber, cement and fertiliser around the Baltic ports',
  ],
  [
    'maritime',
    'Crew transfer vessels for offshore wind farms',
    'Eight boats, crews rotate two weeks on, two off.',
  ],
  [
    'postalCourier',
    'i deliver lab samples, medicines and documents between clinics across the city on motorbikes, 6 riders',
  ],
  [
    'retail',
    'we sell phones, chargers, SIM cards and cases from a mall kiosk and stock keeps going missing',
    'Just me and my cousin, open 10 till 10.',
  ],
  [
    'sales',
    'we sell tractors, balers and spare parts to farmers across three states and the whole pipeline lives in my head',
    'I want to see which deals are actually going to close.',
  ],
  ['sales', 'Ad sales desk at a regional newspaper'],
  [
    'customerSuccess',
    'We look after about 90 school accounts on our timetabling software and renewals keep slipping through the cracks',
    'Three of us, and churn went up last term.',
  ],
  ['customerSuccess', 'Onboarding team for a payroll SaaS'],
  [
    'contactCentre',
    'we take calls about lost bags, broken suitcases and refunds for three airlines and the queue is 40 minutes',
  ],
  ['contactCentre', 'Booking line for a chain of dental surgeries'],
  [
    'hospitality',
    "we've got a 20-room guesthouse with a little cafe and laundry, breakfasts and check-outs all collide at 10am",
    'Family business, four staff in summer.',
  ],
  ['tourism', 'Safari outfit'],
  [
    'tourism',
    'we take visitors round tea estates, temples and spice farms in Kerala and bookings on whatsapp are geting lost',
    'We are 5 guides and 2 drivers, kindly suggest better way.',
  ],
  ['tourism', 'Wildlife boat trips from a fishing harbour'],
  [
    'software',
    'we build booking apps for vets, gyms and hair salons and every single release breaks something',
    'Six devs, no QA, deploys on Friday.',
  ],
  [
    'product',
    "I'm the only PM on an app farmers use to track soil and crops and the roadmap is whoever shouts loudest",
  ],
  [
    'openSource',
    'I maintain a Python library for reading weather station and soil sensor data, 200 contributors and issues just pile up',
  ],
  [
    'openSource',
    'Open source mapping project for disaster responders',
    'Contributors across nine time zones, nobody is paid.',
  ],
  [
    'dataPlatform',
    'we pipe sales, stock and footfall data from 300 shops into dashboards and half of it is wrong every Monday',
  ],
  ['dataPlatform', 'Analytics team for a hospital trust'],
  [
    'platformOps',
    'we look after 40 Kubernetes clusters, the CI runners and the VPN for everyone and on-call is burning us out',
    'Five engineers supporting about 300 developers.',
  ],
  ['platformOps', 'Cloud infrastructure team at an online casino'],
  [
    'retrospectives',
    'our fortnightly retro has turned into a moan session and none of the actions ever get done',
  ],
  ['retrospectives', 'Lessons-learned retro after a warehouse move'],
  [
    'newsMedia',
    'We run a small news site covering fishing, ferries and council meetings for the islands, just two reporters and me',
  ],
  [
    'telecoms',
    'we install and fix wifi antennas, routers and small masts for farms and villages with no broadband',
    'Three installers and a lot of ladders.',
  ],
  ['telecoms', 'Broadband provider for holiday parks'],
  [
    'creativeAgency',
    'we design packaging, labels and adverts for craft breweries and gin distilleries and the client briefs change daily',
    'We are 9 people, everyone does a bit of everything.',
  ],
  [
    'finance',
    'I do the budgets and cash flow for a chain of six nurseries and the ledger never matches the bank',
  ],
  [
    'insurance',
    'we insure boats, tractors and horseboxes for rural customers and the claims backlog is huge since the floods',
    'Team of 11 handlers, regulator asking questions.',
  ],
  ['insurance', 'Claims handling for a pet insurer'],
  [
    'accounting',
    'i do the books and tax returns for about 60 tradies, plumbers, sparkies, chippies, and reciepts come in shoeboxes',
  ],
  ['accounting', 'Accountants for farms and country estates'],
  [
    'realEstate',
    'We manage 120 flats, three shops and some garages for landlords and tenant repair requests keep getting lost',
    'Three property managers, one inbox.',
  ],
  [
    'legal',
    'we draft and negotiate contracts for grain, shipping and fertiliser deals, eight lawyers, and matters get duplicated',
  ],
  [
    'consulting',
    'we advise hospitals, councils and water companies on procurement and writing proposals eats all our weekends',
  ],
  ['consulting', 'Sustainability consultants for airports'],
  [
    'architecture',
    'We design schools, libraries and sports halls and keeping track of drawing revisions is a nightmare',
    '7 architects, 2 technicians.',
  ],
  ['architecture', 'Architects specialising in church buildings'],
  [
    'research',
    'we study soil microbes, crop roots and fertiliser runoff at a field station with 12 researchers and 3 tractors',
  ],
  [
    'veterinary',
    'we treat cattle, sheep, horses and the odd alpaca across the valley and the on-call rota is brutal',
    'Five vets, two of them part time.',
  ],
  [
    'peopleTeam',
    'We hire and onboard about 300 seasonal pickers, packers and drivers every summer and the paperwork swamps us',
  ],
  ['peopleTeam', 'HR department at a hospital', 'Two HR advisers for 2,000 staff.'],
  [
    'facilities',
    'we clean and maintain the boilers, lifts, toilets and lighting across nine office buildings downtown',
  ],
  [
    'security',
    'we guard building sites, warehouses and a car auction overnight with dogs and mobile patrols',
  ],
  ['security', 'Security team at a music festival'],
  [
    'publicServices',
    "we handle residents' reports about potholes, streetlights and blocked drains for the borough council",
  ],
  ['publicServices', 'Council advice counter inside a public library', 'Council wants fewer people queuing.'],
  [
    'governmentPolicy',
    'we write policy on fishing quotas, farm subsidies and river pollution for the minister and consultations always overrun',
  ],
  ['governmentPolicy', 'Policy team at the health department'],
  [
    'justice',
    'we supervise offenders on community orders doing unpaid work like clearing paths and painting village halls',
    'Want to see where people drop out.',
  ],
  ['justice', 'Magistrates court in a market town'],
  [
    'emergencyServices',
    'we respond to house fires, car crashes and floods across a rural district with a retained crew of 14',
    'Pagers go off at all hours and people are tired.',
  ],
  ['emergencyServices', 'Airport fire service'],
  [
    'schools',
    'I teach year 9 geography and our department shares 30 laptops, two projectors and a lot of broken glue sticks',
  ],
  ['schools', 'School inside a young offenders institution'],
  [
    'earlyYears',
    "I'm a childminder with five little ones and I juggle nappies, snacks, naps and their learning journals",
  ],
  [
    'university',
    'I coordinate the first year engineering modules, 400 students, labs, lectures and way too much marking',
  ],
  ['university', 'Agriculture degree courses at a uni'],
  [
    'training',
    'we train forklift drivers, welders and crane operators on 3-day courses and too many learners drop out',
  ],
  ['training', 'Training centre for airline cabin crew'],
  [
    'healthcare',
    'I manage a 28-bed surgical ward and the drips, dressings, beds and discharge letters are always behind',
    'Nurses are exhausted and agency use is high.',
  ],
  ['healthcare', 'Hospital wing of a prison'],
  [
    'emergencyCare',
    'we run triage and resus in a busy ED and trolleys, monitors and cubicles are always short',
  ],
  ['emergencyCare', 'Urgent care tent at a marathon'],
  [
    'primaryCare',
    "we're a rural GP practice with 3 doctors and repeat prescriptions, blood tests and appointment calls swamp reception",
    'Receptionists keep leaving.',
  ],
  ['primaryCare', 'Doctors clinic in a homeless shelter'],
  [
    'pharmacy',
    'we dispense blister packs, inhalers and insulin for 15 care homes and the deliveries always go out late',
  ],
  [
    'dentistry',
    'our dental practice fits crowns, dentures and night guards and the missed appointments are killing us',
  ],
  ['dentistry', 'Dental van visiting rural schools'],
  [
    'mentalHealth',
    'I am a counsellor sharing rooms with two therapists and the session bookings and notes are a mess',
  ],
  [
    'socialCare',
    "our carers visit 70 older people at home for meds, meals and washing and the rota collapses when anyone's off",
  ],
  ['socialCare', 'Supported living flats run by a housing association'],
  [
    'performingArts',
    'We are a touring theatre company hauling sets, lights and costumes to village halls with eight actors',
  ],
  [
    'museum',
    'we look after 20,000 objects, old tractors, looms, mining lamps, in a rural life museum with 3 staff',
    'Half the collection is not catalogued.',
  ],
  ['museum', 'Museum of a railway company'],
  [
    'library',
    'we lend books, DVDs, power tools and even seeds from our branch library and overdue loans are chaos',
  ],
  [
    'sport',
    'I coach under-14 cricket and kit, nets, match fees and who is driving to away games are always a mess',
  ],
  ['events', 'we hire out marquees, stages, generators and portaloos for weddings and festivals all summer'],
  [
    'visualArts',
    'I make ceramics, prints and small sculptures in a shared studio and sell them at fairs and galleries',
  ],
  [
    'personalCare',
    'i do nails, lashes and brows from a room in my flat and bookings on instagram get double booked',
    'its just me, want to stop the mix ups',
  ],
  [
    'faith',
    'our church runs two Sunday services and a midweek prayer group, and the flowers and coffee rota is chaos',
    'Congregation of about 90, mostly retired.',
  ],
  [
    'association',
    "I'm secretary of our beekeepers' association, 140 members who look after hives, and renewals and AGM minutes are a mess",
    'Everyone on the committee is over 70.',
  ],
  [
    'repairShop',
    'we mend lawnmowers, strimmers, sewing machines and the odd telly out of a shed behind the pub lol',
  ],
  ['repairShop', 'Instrument repair workshop for an orchestra'],
  ['repairShop', 'Shoe repair kiosk at a train station'],
  [
    'funeral',
    "we're a family funeral business looking after the deceased, coffins, flowers and the hearse, and bookings clash",
  ],
  ['funeral', 'Burial society at a mosque', 'Burials must happen within a day.'],
  [
    'nonprofit',
    'we are a small charity funding wells, school desks and solar lamps in Malawi and donor reporting takes forever',
  ],
  [
    'household',
    'my partner and I share the house with two teenagers, a dog and a hamster and nobody empties the dishwasher',
    'We both work full time.',
  ],
  [
    'household',
    'I juggle school runs, packed lunches, the washing and my mums hospital appointments while working part time',
  ],
  ['household', 'Household of a dairy farming family'],
  [
    'household',
    'Family home of two nurses on rotating shifts',
    'Kids are 4 and 9, grandma helps on weekends.',
  ],
  [
    'community',
    'our street shares a tool shed with ladders, a lawnmower and a pressure washer and nobody ever returns anything',
  ],
  [
    'community',
    'We are a few neighbours keeping the bus shelter, the pond and the little green tidy in our village',
    'Maybe 15 households involved, some fall-outs.',
  ],
  ['community', 'Tower block residents dealing with a housing association'],
  ['community', 'Neighbours near a quarry campaigning about dust'],
  ['volunteering', 'Soup-run volunteers'],
  [
    'volunteering',
    'I organise the volunteer rota at a food bank sorting tins, nappies and toiletries and Saturday shifts never fill',
    'Around 60 volunteers, mostly students and retirees.',
  ],
  [
    'volunteering',
    'we are volunteers who fix up donated bikes for refugees on Saturdays, but shifts are never full',
    'About 25 on the list, 6 regulars.',
  ],
  ['volunteering', 'Volunteers running a hospital shop'],
  ['youth', 'I lead a youth club for 11 to 16s with pool tables, a tuck shop and a lot of broken stuff'],
  ['youth', 'Youth group at a Hindu temple'],
  [
    'gardening',
    'I grow veg, soft fruit and cut flowers on two allotment plots and the watering never happens when I am away',
  ],
];
