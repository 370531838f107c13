import { PROBE_BY_CASES_PART_2 } from './probeBYCases2';

/**
 * Probe batch BY (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who lead with their problem, told in words of another family than their own work (about two thirds of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 50 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BY_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BY_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BY_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    "the payroll software ate everyone's hours again and we've got forty pickers in the strawberry fields this week",
    'About 40 seasonal workers, most of them from abroad.',
  ],
  [
    'farming',
    'our milk tanker got rerouted by the haulier so we tipped 3000 litres from the dairy herd down the drain',
  ],
  [
    'forestry',
    "we thin conifer plantations up in the hills and the harvester's software update bricked it mid-felling",
  ],
  [
    'forestry',
    'honestly the invoicing is a nightmare, I run a two man tree surgery crew and clients pay months late',
  ],
  ['forestry', 'Woodland management team at a national park'],
  [
    'fishing',
    'the ice machine broke at the harbour so half our catch of mackerel spoiled before the buyers came',
  ],
  [
    'fishing',
    'i skipper a small crab boat out of Kilkeel and the new quota paperwork from the ministry is doing my head in',
  ],
  [
    'mining',
    "the diesel loaders keep needing new tyres and the mechanics blame us, we're a small underground gold operation in WA",
  ],
  ['mining', "shift handover at our granite quarry is chaos, the blasting schedule lives on one guy's phone"],
  ['mining', 'Ventilation crew at a potash mine', 'Eight of us per shift.'],
  [
    'manufacturing',
    'our customers keep sending back the brackets because the packaging crushes them, we press steel parts for car makers',
  ],
  [
    'manufacturing',
    'the night shift at our injection moulding plant never writes down why the machine stopped, so mornings are guesswork',
    'About 60 on the floor across two shifts.',
  ],
  [
    'foodProduction',
    'the supermarket buyer changed the label spec again and now we have 4000 jars of chutney we cant ship',
  ],
  [
    'foodProduction',
    'We make tofu in a small unit in Leeds and the electricity bill has basically doubled our cost per batch',
  ],
  ['foodProduction', 'Central bakery for a supermarket chain'],
  [
    'textiles',
    'the courier lost another roll of linen so the whole order of curtains is late, I sew them from my spare room',
  ],
  [
    'textiles',
    'we are a knitwear unit of 25 machinists and the buyer from London keeps changing the sizing last minute',
  ],
  [
    'energy',
    'we run a small hydro scheme on the river and the fish pass inspectors want changes before winter',
  ],
  [
    'energy',
    "our gas-fired power station's control room keeps getting calls from the trading desk wanting output figures every ten minutes",
  ],
  ['energy', 'Grid control room for an island council'],
  [
    'waterUtility',
    'customers keep ringing about brown water and our call scripts are useless, we manage the mains for a rural water board',
    'We want to see why complaints keep bouncing between teams.',
  ],
  [
    'waterUtility',
    "we're the leakage crew for a city utility and the van scheduling app sends us to the same street twice",
  ],
  [
    'wasteRecycling',
    'the council contract renewal is due and our tonnage reports are a mess, we sort glass and cans at a MRF',
  ],
  [
    'wasteRecycling',
    'one of our skip lorries got clamped outside a school and now the route for the whole day is shot',
  ],
  ['wasteRecycling', 'Bin collection crews for a university campus'],
  [
    'construction',
    "the architect keeps sending revised drawings after we've poured, I'm site manager on a 40 flat build in Croydon",
  ],
  [
    'construction',
    'our scaffolding firm has 30 lads and the hire-purchase payments on the trucks are eating every bit of margin',
  ],
  [
    'logistics',
    'the customer service inbox is drowning in where-is-my-order emails, we run a 3PL warehouse for online shops',
  ],
  [
    'logistics',
    "forklift drivers keep getting injured on the night shift and HR wants a report, we're a cold store for frozen food",
    'worried someone will get badly hurt',
  ],
  ['logistics', 'Freight desk of a wine importer'],
  [
    'vehicleRepair',
    "the parts supplier sent the wrong brake pads three times this month, we're a two bay garage in Bendigo",
  ],
  [
    'vehicleRepair',
    'Our booking calendar double-books the MOT bay constantly and customers end up waiting in reception for hours',
  ],
  [
    'aviation',
    "the hotel for our crews keeps losing the bookings so pilots end up in the terminal at 2am, we're a small regional airline",
  ],
  [
    'aviation',
    'i work in line maintenance for a cargo airline and our stores guys never have the part the AOG needs',
    "we're 14 engineers on rotating shifts",
  ],
  ['aviation', 'Helicopter ops for an offshore wind farm'],
  [
    'publicTransport',
    'the press keep writing stories about our late trams and nobody at the depot knows who should talk to reporters',
  ],
  [
    'publicTransport',
    "the drivers' union has called a ballot and our rostering spreadsheet for the bus garage is already broken",
  ],
  ['publicTransport', 'Metro ops'],
  [
    'maritime',
    "the port agent's invoices never match the quote and our bookkeeper is tearing her hair out, we run two coastal tankers",
  ],
  [
    'maritime',
    'crew changes in Singapore are a nightmare with the flight bookings, I manage crewing for a bulk carrier fleet',
  ],
  ['maritime', 'Harbour pilots for a cruise terminal'],
  [
    'postalCourier',
    'the handheld scanners keep losing signal in the tower blocks, I drive a multi-drop parcel round in east London',
    'Want to map where the time goes on a typical day.',
  ],
  [
    'postalCourier',
    'our sorting office roof leaks onto the mail frames every time it rains and the landlord wont fix it',
  ],
  ['postalCourier', 'Same-day couriers'],
  [
    'retail',
    "the card machine loses wifi every saturday afternoon and the queue goes out the door, we're an independent bookshop",
  ],
  ['retail', 'I manage a hardware store and the rota for the weekend staff never covers the paint counter'],
  ['retail', 'Gift shop in a cathedral'],
  [
    'sales',
    'our CRM is full of duplicate contacts and nobody trusts the data, I lead a field sales team selling tractors',
    '8 reps covering the whole of the midlands.',
  ],
  [
    'sales',
    "the marketing team keeps sending us leads that are students, we're an inside sales team for lab equipment",
  ],
  [
    'customerSuccess',
    'the product team ships features nobody asked for and then my accounts churn, I run CS for a payroll SaaS',
  ],
  [
    'customerSuccess',
    'renewals are coming up and half our clinics havent logged in since onboarding, we look after dental practices on our booking platform',
  ],
  ['customerSuccess', 'Customer onboarding team at an edtech company'],
  [
    'contactCentre',
    'the billing system went down in the storm and we had 900 people in the queue, we answer phones for an energy supplier',
  ],
  [
    'contactCentre',
    "our agents keep getting sick with stress and HR just sends wellbeing emails, I'm a team leader in an outsourced call centre",
    'about 120 agents, high turnover',
  ],
  [
    'hospitality',
    'the laundry contractor keeps sending back stained sheets and we have a wedding party checking in Friday, small B&B in Cornwall',
    'Just me and my partner plus a cleaner.',
  ],
  [
    'hospitality',
    'i run the kitchen at a pub and the card reader and the till never agree at the end of the night',
  ],
  [
    'tourism',
    'the coach company cancelled on us again so 30 cruise passengers missed the castle, I run shore excursions in Kotor',
  ],
  [
    'tourism',
    'we are small travel agency in Kochi and the hotel partners are not updating room availability, so we are overbooking tours',
    'We are 5 staff.',
  ],
  [
    'software',
    "the accountants want every hour logged against a cost code and it's killing our sprints, we build the app for a bank",
  ],
  [
    'software',
    "our QA lady is off sick and nobody else knows the regression checklist, I'm one of four devs at a small agency",
    'We want to see who depends on who.',
  ],
  [
    'product',
    "sales keep promising customers features in the contract before we've even done discovery, I'm a PM at a logistics startup",
  ],
  [
    'product',
    'the clinics are too busy to do user interviews so our roadmap is guesswork, I own the patient app for a hospital group',
  ],
  ['product', 'Product management at a ticketing company'],
  [
    'openSource',
    'a big company forked our library, rebranded it and now sells support contracts, im one of three maintainers',
  ],
  [
    'openSource',
    'we got a grant from a foundation and nobody on our open source project knows how to do the reporting',
  ],
  [
    'dataPlatform',
    'finance keeps finding different revenue numbers on every report and blames us, we run the warehouse and dbt models',
    'Team of four engineers and an analyst.',
  ],
  [
    'dataPlatform',
    'the sensors on the farm machinery send garbage readings half the time, I look after the data pipelines for an agritech company',
  ],
  [
    'platformOps',
    "the auditors want proof of every change to prod and our on-call rota is already stretched, we're the SRE team at a fintech",
    '6 engineers, one on call each week.',
  ],
  [
    'platformOps',
    'Black Friday traffic took our checkout down for an hour and the shop managers were furious, I run the kubernetes clusters for a retailer',
  ],
  [
    'retrospectives',
    'the whole thing feels like a court hearing with people defending themselves, I facilitate the monthly retro for our ops team',
  ],
  [
    'retrospectives',
    'people treat it like a therapy session and we run out of time before any actions, I run retrospectives for two squads',
  ],
  [
    'newsMedia',
    "the printing press contractor put our prices up again and the advertisers are leaving, we're a weekly local paper",
    'Three journalists, one ad seller, an editor.',
  ],
  [
    'newsMedia',
    'our reporters keep getting legal letters after court stories and we have no lawyer on retainer, small news site in Lagos',
  ],
  [
    'telecoms',
    "the farmers keep ringing us angry because the milking robots drop offline, we're a rural broadband provider",
  ],
  [
    'telecoms',
    'our tower climbers have to get council permission for every mast and it takes months, I manage rollout for a mobile operator',
  ],
  [
    'creativeAgency',
    "clients pay on 90 day terms and our cashflow is a disaster, we're a six person branding studio",
    'we want to know if we can afford to hire',
  ],
  [
    'creativeAgency',
    "the brewery we do campaigns for keeps changing the brief after the shoot, I'm an account director at a small ad agency",
  ],
  ['creativeAgency', 'In-house design team at a theatre'],
  [
    'finance',
    "the warehouse never sends stock counts on time so month end is always late, I'm the FC at a drinks distributor",
  ],
  [
    'finance',
    "our treasury team can't get the banks to answer calls and we have payments stuck in three countries",
  ],
  [
    'insurance',
    "burst pipes sent us 3000 claims in a week and we cant get plumbers out, I'm in claims at a home insurer",
    'Claims team is 25 handlers.',
  ],
  [
    'insurance',
    'the vets keep sending invoices straight to customers instead of to us, we underwrite pet policies',
  ],
  [
    'accounting',
    'the farmers I do books for turn up with carrier bags of receipts the week before the tax deadline',
  ],
  [
    'accounting',
    "our audit team keeps getting stuck at client sites because their IT wont give us access, we're a mid-tier CA firm in Pune",
  ],
  ['accounting', 'Bookkeeping for hair salons'],
  [
    'realEstate',
    'tenants keep reporting mould and the builders we use never turn up, we manage about 200 rental flats in Glasgow',
    'Me and two property managers.',
  ],
  ['realEstate', 'our lettings office phones ring nonstop on Mondays and the callers just get voicemail'],
  ['realEstate', 'Strata manager'],
  [
    'legal',
    "our matter managment system crashed and we lost a week of time entries, I'm a paralegal at a family law firm",
  ],
  [
    'legal',
    "the hospital never sends medical records on time so our injury claims stall for months, we're a small solicitors practice",
  ],
  [
    'consulting',
    'my consultants are burning out on travel and the client keeps adding scope without a change order, we advise hospitals on patient flow',
  ],
  [
    'consulting',
    "our proposals take three weeks because nobody can find the old case studies on the shared drive, we're a boutique strategy firm",
    'About 30 consultants.',
  ],
  [
    'architecture',
    'the planning office lost our application twice and the client is blaming us, small practice doing barn conversions',
  ],
  [
    'architecture',
    "we design schools and the structural engineer keeps sending changes after we've issued drawings to the contractor",
  ],
  ['architecture', 'Landscape architects for a cemetery'],
  ...PROBE_BY_CASES_PART_2,
];
