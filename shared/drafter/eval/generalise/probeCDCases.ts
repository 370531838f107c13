import { PROBE_CD_CASES_PART_2 } from './probeCDCases2';

/**
 * Probe batch CD (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who name their system with an organisation's acronym, brand or insiders' nickname (about two thirds of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 43 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CD_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CD_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CD_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Kibbutz dairy'],
  [
    'farming',
    'we run a 12 acre CSA farm and crop planning for the weekly veg boxes never matches what comes out of the field',
    'About 90 members, three of us growing.',
  ],
  ['farming', "Harper Adams uni's commercial dairy herd"],
  ['forestry', 'Forestry England'],
  [
    'forestry',
    'I manage felling contracts for a Södra timber cooperative in Småland and the haulage trucks never line up with the harvesters',
    'Mostly small private forest owners, very seasonal.',
  ],
  ['forestry', 'Network Rail lineside tree-felling crew'],
  ['fishing', 'Brixham trawlers'],
  ['fishing', "we've got two inshore boats out of Newlyn and the MMO catch returns eat my whole sunday"],
  ['fishing', 'Tuna longliner supplying Itsu', 'Our catch has to be traceable to the vessel and the day.'],
  ['mining', 'Penrhyn quarry'],
  [
    'mining',
    "I'm a shift boss underground at a gold mine in the Pilbara and handover between FIFO rosters is a mess",
    'Two crews of about 40, rotating every two weeks.',
  ],
  ['mining', 'Gravel quarry owned by Cumbria County Council highways'],
  [
    'manufacturing',
    'we make injection moulded parts for Bosch and the defect rate on night shift keeps creeping up',
    'Around 60 operators over three shifts.',
  ],
  ['manufacturing', "CERN's machine shop"],
  ['foodProduction', 'Greggs bakehouse'],
  [
    'foodProduction',
    'i run a small kimchi business from a commercial kitchen, batch records and allergen labels for the FSA are my nightmare',
  ],
  ['foodProduction', 'Ready-meal kitchen cooking for the Meals on Wheels service'],
  ['textiles', 'Fabindia weavers'],
  [
    'textiles',
    'we are garment unit in Tiruppur doing knitwear for H&M, pattern cutting is always bottleneck before shipment date',
    'Approx 200 tailors, export orders only.',
  ],
  ['textiles', 'Royal Opera House costume workroom'],
  ['energy', 'Eskom substation'],
  [
    'energy',
    'I am on the rota for a community hydro scheme in Snowdonia and nobody knows who calls the DNO when the turbine trips',
    'We are eight volunteers, none of us engineers.',
  ],
  ['energy', 'CHP plant on the University of Nottingham campus'],
  ['waterUtility', 'Sydney Water'],
  [
    'waterUtility',
    "we're the leakage crew for Yorkshire Water in Leeds and job sheets from the call centre keep missing the street name",
  ],
  ['waterUtility', 'Glasto water team keeping the standpipes running'],
  ['wasteRecycling', 'Veolia depot'],
  [
    'wasteRecycling',
    'i coordinate recycling across the halls at Exeter uni and the bins get contaminated every single freshers week',
  ],
  [
    'wasteRecycling',
    'Food waste collections for Tesco stores in the north west',
    'Twelve lorries, and the store managers keep changing collection windows.',
  ],
  ['construction', 'Groundworks gang'],
  ['construction', "I'm site manager on a Persimmon estate and subbies turn up without RAMS half the time"],
  ['construction', "Main contractor building the new wing at Addenbrooke's"],
  ['logistics', 'Amazon FC'],
  [
    'logistics',
    "we run the chilled trailers into a Sainsbury's depot and the dock bookings clash every Monday morning",
  ],
  ['logistics', 'Warehouse and dispatch for a Shopify candle brand'],
  ['logistics', 'Kuehne+Nagel hub'],
  ['vehicleRepair', 'Kwik Fit'],
  [
    'vehicleRepair',
    'my brother and me run a little MOT garage in Walsall and the booking diary is still a paper pad',
  ],
  ['vehicleRepair', 'NWAS ambulance fleet workshop', 'Every vehicle off the road is a crew without a truck.'],
  [
    'aviation',
    "I dispatch for a small Cessna charter outfit in Alaska and weather holds wreck every pilot's duty hours",
    'Four planes, six pilots, a lot of bush strips.',
  ],
  ['aviation', 'Aircraft maintenance base for the RFDS'],
  ['publicTransport', 'Metrolink control'],
  [
    'publicTransport',
    "i'm a depot controller at Go-Ahead in Brighton and drivers swapping duties off the books wrecks the timetable",
  ],
  ['publicTransport', 'UCSB campus shuttle buses'],
  [
    'maritime',
    "I'm second mate on a Maersk feeder and the cargo plan changes after we've already started loading",
    'Crew of 16, mostly Filipino ratings.',
  ],
  ['maritime', "Crew transfer vessels for Ørsted's offshore wind farm"],
  ['postalCourier', 'DPD drivers'],
  [
    'postalCourier',
    "I'm a postie on a rural round in Cumbria and redirected mail and signed-for parcels just don't get logged",
    'Customers say they never recieve the cards we leave.',
  ],
  ['postalCourier', 'MoD internal post room'],
  ['retail', 'Aldi store'],
  [
    'retail',
    'i manage a Boots in a shopping centre and shelf gaps after deliveries are driving the area manager mad',
  ],
  ['retail', 'Duty free shop at Dubai airport'],
  [
    'sales',
    'we are the enterprise AE team at a SaaS startup in Bangalore and pipeline reviews turn into blame sessions every quarter',
  ],
  ['sales', 'Corporate hospitality sales at a Premier League club', 'Six of us, quota resets in July.'],
  [
    'customerSuccess',
    'I lead customer success for an HR software vendor and renewals keep surprising us because onboarding notes vanish',
  ],
  ['customerSuccess', 'Onboarding and renewals team at an edtech company selling to schools'],
  ['contactCentre', 'HMRC helpline'],
  [
    'contactCentre',
    'we are 40 agents on the Vodafone retention queue in Cairo and handle time targets fight with actually helping callers',
    'Management wants fewer repeat calls.',
  ],
  ['contactCentre', 'Booking line for mydentist practices'],
  ['hospitality', 'spoons kitchen'],
  [
    'hospitality',
    'my wife and I run a six room homestay in Kerala, guest bookings and kitchen menu are all in WhatsApp',
  ],
  ['hospitality', 'Staff canteen at JLR Solihull'],
  ['tourism', 'Contiki tours'],
  [
    'tourism',
    'I run walking tours of Kyoto for English speakers and bookings from GetYourGuide and Viator keep double booking',
    'Just me and two part-time guides.',
  ],
  ['tourism', 'Guided tours at the Jameson distillery'],
  [
    'software',
    "we're five devs building the bank's internal loan app and every release gets rolled back because testing is manual",
    'We deploy once a month, when it works.',
  ],
  ['software', 'In-house dev team at Clarion Housing'],
  [
    'product',
    "I'm the only PM at a fintech in Lagos and the roadmap gets rewritten every time the CEO meets a customer",
  ],
  ['product', 'Product team behind the NHS App'],
  ['openSource', 'Apache PMC'],
  [
    'openSource',
    'i maintain a popular Rust crate mostly alone and issue triage plus reviewing drive-by PRs is burning me out',
    'Two occasional co-maintainers, no funding.',
  ],
  ['openSource', 'Core maintainers of a Python library that came out of a university lab'],
  [
    'dataPlatform',
    'we own the Snowflake warehouse for a grocery chain and broken dbt models mean store managers see wrong dashboards',
    'Four analytics engineers, 300 stores.',
  ],
  ['dataPlatform', 'Data team at Leeds City Council'],
  [
    'platformOps',
    "I'm on call for the k8s clusters at a bank and half our pages come from one flaky ingress",
  ],
  [
    'platformOps',
    'Infra team running the servers for Reach plc newspapers',
    'Outages always seem to land on election night.',
  ],
  [
    'retrospectives',
    'our retros at the agency have turned into the same three complaints every fortnight and nothing changes after',
  ],
  ['retrospectives', 'End-of-season retro for our U16 netball club committee'],
  [
    'newsMedia',
    'I edit a hyperlocal news site in Bristol with three reporters, and stories go live without anyone doing a second read',
    'We worry about a legal complaint one day.',
  ],
  ['newsMedia', 'News desk of the student paper at TCD'],
  [
    'telecoms',
    "we're a WISP in rural Montana, signal drops every time it snows and customers call before our monitoring notices",
  ],
  ['telecoms', 'EE temporary masts team at Download festival'],
  ['creativeAgency', 'Ogilvy team'],
  [
    'creativeAgency',
    "i'm an account manager at a small branding agency in Melbourne and client briefs change after the creative's done",
    'Team of 11.',
  ],
  ['creativeAgency', 'In-house creative team at the RSPCA'],
  [
    'finance',
    "I'm finance manager for a multi-academy trust and budget holders in each school ignore month end completely",
  ],
  ['finance', 'Finance office of York Minster'],
  ['insurance', 'Aviva claims'],
  [
    'insurance',
    "we do underwriting for a Lloyd's syndicate and risk notes sit in people's inboxes instead of the system",
  ],
  ['insurance', 'Claims handling team for Petplan', 'Vets send invoices in every format imaginable.'],
  [
    'accounting',
    'my partner and I do bookkeeping for sole traders in Wellington and every June the IR3 returns pile up on us',
    'Around 120 clients, no staff.',
  ],
  ['accounting', "Accounts office of a dairy co-op doing members' VAT returns"],
  ['realEstate', 'Foxtons branch'],
  [
    'realEstate',
    'I look after 14 flats for a small family landlord in Glasgow and tenant repairs get lost between WhatsApp and email',
  ],
  ['realEstate', 'Lettings office for Unite Students halls'],
  [
    'legal',
    "i'm a paralegal at a small immigration law firm in Toronto and matter deadlines live in one partner's head",
    'Five lawyers, two of us support staff.',
  ],
  ['legal', 'In-house legal at Man City'],
  ['consulting', 'McKinsey team'],
  [
    'consulting',
    'we are three independent consultants doing digital strategy for NGOs and proposals always eat the time meant for delivery',
    'We want more repeat work and less pitching.',
  ],
  ...PROBE_CD_CASES_PART_2,
];
