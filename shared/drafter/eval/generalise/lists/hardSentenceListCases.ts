/** Harder first-person sentences of fourteen to thirty words that name a problem and another field's nouns, part 1 of 3 (families farming to research). See boundaryListCases.ts. */
export const HARD_SENTENCE_LIST_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'farming',
    'me and my brother run 400 acres of barley near Driffield and the contractor never turns up when the weather finally breaks',
  ],
  [
    'forestry',
    'I manage about 2,000 hectares of commercial woodland in Argyll and the felling licences keep getting held up by the council',
  ],
  [
    'fishing',
    "we've got three boats working out of Newlyn and the catch reports to the authorities are done on scraps of paper",
  ],
  [
    'mining',
    "I'm the shift boss at a gold mine outside Kalgoorlie and the fly-in fly-out roster changes every time the airline cancels",
  ],
  [
    'manufacturing',
    'I run the second production line at a plastics factory in Telford and changeovers eat three hours because nobody preps the tooling',
  ],
  [
    'foodProduction',
    'we bake about 3,000 loaves a night for local supermarkets and the allergen checks depend on whoever remembers',
  ],
  [
    'textiles',
    'I run a small garment workshop with seven machinists in Leicester and the fabric deliveries never match the pattern cut sheets',
  ],
  [
    'energy',
    "I'm on a team of twelve maintaining wind turbines off the Norfolk coast and the boat transfers get cancelled whenever the swell picks up",
  ],
  [
    'waterUtility',
    "we're the leak detection team for a water company covering 400 miles of main and reports from the public go to a shared inbox nobody owns",
  ],
  [
    'wasteRecycling',
    'we collect bins for three villages with two trucks and the council keeps changing which streets are on which day',
  ],
  [
    'construction',
    "I'm the site manager on a 60-unit housing build in Swindon and the subcontractors turn up on different days to the programme",
  ],
  [
    'logistics',
    'I run nights in a warehouse outside Northampton and the pickers never know which freight is priority until the trucks are already waiting',
  ],
  [
    'postalCourier',
    "I'm one of eight couriers at a depot in Bristol and parcels get loaded into the wrong vans at five in the morning",
  ],
  [
    'maritime',
    "I'm chief officer on a container ship and the crew change in Singapore keeps slipping because the agent never confirms flights",
  ],
  [
    'aviation',
    "I'm a line engineer at a regional airport, six of us, and defect reports on the aircraft get lost between shifts",
  ],
  [
    'publicTransport',
    "I'm a controller for a bus company with 80 drivers and when roadworks close a route the passengers hear about it last",
  ],
  ['retail', 'I manage a hardware shop with nine staff and the stock counts never match what the till says'],
  [
    'hospitality',
    "I'm head chef in a 70-cover restaurant in Manchester and menu changes never reach front of house before service",
  ],
  [
    'tourism',
    'I run walking tours around Edinburgh with four guides and the cruise ship groups arrive with no warning',
  ],
  [
    'newsMedia',
    "I'm the only full-time editor at a local paper and stories from freelancers come in after the print deadline",
  ],
  [
    'telecoms',
    'I lead fifteen engineers installing broadband in rural Wales and wayleave permissions from landowners hold everything up',
  ],
  [
    'software',
    "I'm the lead dev on a team of six building a booking app for gyms and bug reports come in as screenshots on Slack",
  ],
  [
    'platformOps',
    "I'm on the platform team that runs our Kubernetes cluster and every incident turns into a 40-person call with no clear owner",
  ],
  [
    'dataPlatform',
    'I run a data team of four and the dashboards for the board break every month because finance renames the columns',
  ],
  [
    'finance',
    "I'm the finance manager for a charity with a £3m budget and the cash flow forecast is always a week stale",
  ],
  [
    'accounting',
    'I run a small bookkeeping practice with 60 clients and January tax returns turn my kitchen table into a war zone',
  ],
  [
    'insurance',
    "I'm a claims handler in a team of twenty and after the floods the backlog means customers wait six weeks for a callback",
  ],
  [
    'realEstate',
    'I manage 120 rental properties for landlords in Nottingham and tenant repair requests come through every channel imaginable',
  ],
  [
    'legal',
    "I'm a solicitor in a firm of eight and court deadlines are tracked in a diary that only the senior partner reads",
  ],
  [
    'consulting',
    "I'm a management consultant on a three-month engagement with a hospital trust and the client keeps moving the scope",
  ],
  [
    'architecture',
    "I'm an architect in a practice of seven and the drawings issued to the contractor are never the latest revision",
  ],
  [
    'research',
    'I run a lab of nine PhD students and the experiment records live in paper notebooks that leave when they graduate',
  ],
  [
    'creativeAgency',
    "I'm the account lead at a design agency of fifteen and the client brief changes after the campaign's already been shot",
  ],
  [
    'security',
    "I'm a supervisor for twenty security guards across three retail parks and patrol logs are still done on paper",
  ],
  [
    'facilities',
    "I'm the facilities manager for a college with six buildings and repair requests come in on post-it notes",
  ],
  [
    'contactCentre',
    'I manage a contact centre of 60 agents for an energy supplier and the call queue triples whenever bills go out',
  ],
  [
    'peopleTeam',
    "I'm the only HR person for a company of 200 and hiring managers never tell me when someone's started",
  ],
  [
    'customerSuccess',
    "I'm a customer success manager with 70 accounts and renewals sneak up on me because the CRM dates are wrong",
  ],
  [
    'sales',
    "I'm a sales rep covering the North West and the pipeline in the CRM is fiction because nobody updates it after calls",
  ],
  [
    'product',
    "I'm a product manager for a banking app and the roadmap changes every time someone senior sees a competitor's feature",
  ],
  [
    'governmentPolicy',
    "I work in a policy team of eight at a government department and the minister's office wants briefings turned round overnight",
  ],
  [
    'publicServices',
    "I work in the council's housing options team and residents turn up at reception because nobody answers their emails",
  ],
  [
    'justice',
    "I'm a probation officer with 45 offenders on my caseload and the court reports are always due on the same day",
  ],
  [
    'emergencyServices',
    "I'm a watch manager at a fire station and on-call crew availability is tracked on a whiteboard in the appliance bay",
  ],
  [
    'schools',
    "I'm head of maths at a secondary school and lesson plans for supply teachers never get found on the shared drive",
  ],
  [
    'university',
    "I'm a module leader on a course with 300 students and the lecture recordings fail half the time",
  ],
  [
    'earlyYears',
    'I manage a nursery with 48 children and parents change their days by text so the staff ratios go wrong',
  ],
  [
    'training',
    "I'm a trainer delivering forklift courses and learners' certificates get lost between us and the awarding body",
  ],
  [
    'healthcare',
    "I'm the ward manager on a 28-bed surgical ward and the nursing rota collapses every time there's a sickness bug",
  ],
  [
    'primaryCare',
    "I'm the practice manager at a GP surgery with 11,000 patients and the phones melt at 8am every day",
  ],
  [
    'emergencyCare',
    "I'm a paramedic on a crew of two and handovers at A&E take hours while the calls stack up",
  ],
  [
    'pharmacy',
    'I run an independent pharmacy with five staff and the prescription backlog from the surgery hits every Monday',
  ],
  [
    'dentistry',
    "I'm the practice manager at a dental surgery with four dentists and patients don't turn up for half the afternoon slots",
  ],
  [
    'mentalHealth',
    "I'm a counsellor in a practice of five and clients cancel sessions by text that nobody sees until the morning",
  ],
  [
    'socialCare',
    "I manage a care home with 40 residents and the agency carers don't know the medication routines",
  ],
  [
    'veterinary',
    "I'm a vet in a mixed practice and the farm calls come in during morning surgery so pet appointments overrun",
  ],
  [
    'performingArts',
    "I'm the stage manager for a touring theatre company and the rehearsal schedule changes every time an actor gets a TV job",
  ],
  [
    'visualArts',
    "I'm one of eight artists sharing a studio in an old warehouse and the rent and the kiln rota cause constant arguments",
  ],
  [
    'museum',
    "I'm the collections officer at a small museum and half the objects still aren't catalogued since the flood in 2019",
  ],
  [
    'library',
    "I'm the branch librarian at a library with three staff and the council keeps cutting our opening hours",
  ],
  [
    'sport',
    "I coach an under-12s football team and match fixtures get moved by the league with two days' notice",
  ],
  [
    'events',
    "I'm an event manager running conferences for 500 attendees and the venue changes the floor plan a week out",
  ],
  [
    'personalCare',
    'I run a hair salon with five stylists and clients book on Instagram, phone and walk in so appointments clash',
  ],
  [
    'repairShop',
    'I run a phone repair shop with two techs and devices get mixed up because the repair tickets are handwritten',
  ],
  [
    'vehicleRepair',
    "I'm the service manager at a garage with six mechanics and car parts arrive the day after the customer was promised collection",
  ],
  [
    'funeral',
    "I'm a funeral director in a family firm and the crematorium slots, the church and the bereaved family all need coordinating",
  ],
  [
    'faith',
    "I'm the vicar of three rural parishes and the worship rota for readers and sidespeople is a complete mess",
  ],
  [
    'household',
    'there are five of us at home and the chores rota on the fridge gets ignored as soon as exams start',
  ],
  [
    'community',
    "we're a group of neighbours on Elm Road trying to get the council to fix the potholes and nobody keeps track of who rang",
  ],
  [
    'volunteering',
    'I coordinate 35 volunteers at a food bank and the shift rota collapses whenever the school holidays start',
  ],
  [
    'nonprofit',
    "I'm the director of a small charity supporting refugees and grant reports to three funders are all due in March",
  ],
  [
    'association',
    "I'm the secretary of a local history society with 140 members and subscriptions get paid in cash, cheque and bank transfer",
  ],
  ['youth', 'I run a youth club on Tuesday nights for 40 young people and the council funding ends in June'],
  [
    'gardening',
    "I've got an allotment plot with my neighbour and we never agree on what to grow or who waters in August",
  ],
  [
    'farming',
    "We milk 180 cows twice a day and since the vet changed practices nobody knows who's recording the treatments",
  ],
  [
    'forestry',
    "we're a crew of six doing tree surgery and the bookings come in by text, email and voicemail so jobs get lost",
  ],
  [
    'fishing',
    "I skipper a crab vessel with four deckhands and when the weather turns nobody knows who's on for the next trip",
  ],
  [
    'mining',
    'we run a small limestone quarry with fourteen staff and the blasting notices to neighbours keep going out late',
  ],
  [
    'manufacturing',
    'we make kitchen cabinets, 40 people on two shifts, and machine breakdowns are logged on a whiteboard that gets wiped',
  ],
  [
    'foodProduction',
    'me and two others make chilli sauce in a rented unit and every batch recipe lives in my phone notes',
  ],
  [
    'textiles',
    'we dye and weave wool in a mill in the Borders and the orders from Japan come with deadlines nobody agreed to',
  ],
  [
    'energy',
    'we run a community solar farm and the grid operator keeps curtailing us without warning so the income forecasts are useless',
  ],
  [
    'waterUtility',
    'I manage a small rural water network in Montana and the boil notices go out by hand because the phone list is ancient',
  ],
  [
    'wasteRecycling',
    'I run a small recycling yard in Geelong, eight staff, and scrap metal prices change faster than we can update the invoices',
  ],
  [
    'construction',
    'me and four lads do loft conversions and the building control visits always clash with the scaffolders',
  ],
  [
    'logistics',
    "we're a family haulage firm with nine lorries and delivery slots at the supermarkets keep moving without anyone telling the drivers",
  ],
  [
    'postalCourier',
    'we run a little village post office and the courier pickups miss us twice a week so customers blame me',
  ],
  [
    'maritime',
    'we run the pilot boats at a small port and tide tables, tug bookings and vessel arrivals all live in different spreadsheets',
  ],
  [
    'aviation',
    "we run a small flight school with four planes and the instructors' availability never matches the students' bookings",
  ],
  [
    'publicTransport',
    'we run a community minibus for older passengers in Cornwall and the bookings are on a landline answerphone',
  ],
  [
    'retail',
    "we've got two gift shops in the Cotswolds and the seasonal rota falls apart the moment the school term ends",
  ],
  [
    'hospitality',
    'we run a pub with six rooms upstairs and guest bookings come through three websites that double book us',
  ],
  [
    'tourism',
    "we're a small tour operator in Queenstown and the weather cancels half the trips so refunds are a constant headache",
  ],
  [
    'newsMedia',
    "we're a newsroom of twenty covering the courts and council and nobody knows who's chasing which story",
  ],
  ['telecoms', 'we run a small wireless ISP in Iowa and when the signal drops the calls all go to my mobile'],
  [
    'software',
    'we ship a release every fortnight and testing always gets squeezed because the client changes the spec on Thursday',
  ],
  [
    'platformOps',
    "we're five SREs covering on-call for a payments platform and the runbooks are out of date the moment we write them",
  ],
  [
    'dataPlatform',
    "we maintain the pipeline that feeds the council's housing reports and nobody knows which spreadsheet is the real source",
  ],
  [
    'finance',
    "we're a treasury team of five and bank statements from six countries arrive at different times in diffrent formats",
  ],
  [
    'accounting',
    "we're an accountancy firm of nine in Cork and clients send receipts in carrier bags the week before the deadline",
  ],
  [
    'insurance',
    "we're a small broker placing policies for builders and all the renewal dates live in one person's diary",
  ],
  [
    'realEstate',
    "we're a lettings agency of six and the deposit paperwork keeps getting lost between the office and the council",
  ],
  [
    'legal',
    "we're a legal aid practice with a huge caseload and clients turn up at reception without appointments every morning",
  ],
  [
    'consulting',
    "we're a boutique consultancy of eleven and timesheets are always late so the invoices go out a month behind",
  ],
  [
    'architecture',
    'we design schools and libraries and the planning officer wants changes after the building has already gone out to tender',
  ],
  [
    'research',
    "we're running a clinical study across four hospitals and the consent forms keep coming back incomplete",
  ],
];
