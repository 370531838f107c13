import { PROBE_BA_CASES_PART_2 } from './probeBACases2';

/**
 * Probe batch BA (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who describe their system by counting what it has and then what goes wrong (about half of its cases), written by people in the US, the UK and Australia), before any change to the drafter
 * was measured on it, and committed before it. 83 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (4 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BA_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BA_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BA_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we have 300 acres of barley, two tractors and one combine that always breaks down mid harvest',
    'Just me, my brother and a casual in summer.',
  ],
  ['farming', 'Strawberry farm next to a caravan park, 40 pickers in summer and nowhere near enough toilets'],
  ['forestry', 'Plantation forestry'],
  [
    'forestry',
    'we manage 2,000 hectares of pine with four felling crews and the replanting always falls behind',
  ],
  ['forestry', 'tree felling crew clearing around power lines for the electricity network'],
  ['fishing', 'my dad and I run two crayfish boats out of Geraldton and the catch logs are always a mess'],
  [
    'fishing',
    'the trawler fleet of a fish processing co-op, 6 boats and the quota always runs out by October',
  ],
  [
    'mining',
    'we run 3 shifts underground and 14 haul trucks and the ore grade reports never match what the mill sees',
  ],
  [
    'mining',
    "Sand and gravel pit owned by a building contractor, 2 excavators and a weighbridge that's always down",
    'We want to stop losing loads that never get weighed.',
  ],
  [
    'manufacturing',
    'we have 12 staff, 5 presses and one quality inspector, and defects get found after the parts ship',
  ],
  ['manufacturing', 'production line making hospital beds, two shifts, and the welding robot keeps stopping'],
  [
    'foodProduction',
    'we make 400 pies a day in a unit with one walk-in fridge and allergen labels keep going wrong',
    'Environmental health visit in March, a bit nervous.',
  ],
  ['foodProduction', 'In-flight meal production unit at the airport where recipes change every month'],
  [
    'textiles',
    'weve got 8 machinists and one cutting table and fabric orders never arrive when the pattern is ready',
  ],
  [
    'textiles',
    'Costume workroom at a regional theatre, four stitchers and a panic before every opening night',
  ],
  [
    'energy',
    "we're a community energy co-op with 6 solar roofs and a battery and nobody understands the grid export figures",
    'Run by a board of volunteers, one paid manager.',
  ],
  ['energy', 'Temporary power crew for outdoor festivals'],
  ['waterUtility', 'Water treatment'],
  [
    'waterUtility',
    'we look after 900 km of mains and 3 pumping stations and the leak reports come in from five different places',
  ],
  [
    'waterUtility',
    'Town water supply run by the shire, two bores, one treatment plant and boil-water notices every summer',
    'About 4,000 people on the scheme.',
  ],
  [
    'wasteRecycling',
    'we have 11 bin trucks and 40 rounds and missed collections always land on the same two drivers',
  ],
  ['wasteRecycling', 'Recycling crew at a footy stadium'],
  [
    'construction',
    "we're a small builder with 9 tradies, two utes and four sites on the go and materials get delivered to the wrong one",
    'Mostly renos and extensions around Brisbane.',
  ],
  [
    'construction',
    'contractor team building a new hospital wing, 60 on site and safety briefings all over the place',
  ],
  [
    'logistics',
    'we have one warehouse, 14 pickers and 6 trucks and every Friday the delivery routes fall apart',
  ],
  ['logistics', 'Distribution centre for a supermarket chain, night shift'],
  [
    'vehicleRepair',
    'I run a 4 bay garage with two mechanics and cars sit for days waiting on parts',
    'Want customers to stop ringing every hour for updates.',
  ],
  ['vehicleRepair', 'vehicle workshop servicing the ambulance fleet, 5 mechanics for 120 vehicles'],
  [
    'aviation',
    "we're a small airline with 4 turboprops and 11 pilots and the crew rosters break whenever one aircraft goes tech",
  ],
  [
    'aviation',
    'Flight department at a mining company, two jets, five pilots and the airworthiness paperwork is always behind',
    'CASA audit coming up.',
  ],
  [
    'publicTransport',
    "we run 22 buses on 9 routes in a country town and the timetable hasn't changed since 2009",
  ],
  ['publicTransport', 'Park and ride shuttle for a hospital'],
  [
    'maritime',
    'we have 3 container cranes, 2 berths and 40 stevedores per shift and ships still wait days for a slot',
  ],
  ['maritime', 'deck and engine crew of a university research vessel'],
  ['postalCourier', "we're 7 drivers and a sorting shed and parcels go on the wrong van about twice a week"],
  ['postalCourier', 'Post room at a big law firm, 3 of us and 2,000 items a day'],
  ['retail', 'Bottle shop'],
  [
    'retail',
    "we've got one shop, 6 part-timers and a stockroom the size of a cupboard and shelves are always half empty",
    'Independent, not a chain.',
  ],
  [
    'sales',
    'we have 5 reps, one CRM nobody updates and a quota that resets every quarter before deals close',
  ],
  [
    'sales',
    'Sales team for a medical devices maker, 12 reps across three states and a pipeline full of dead deals',
  ],
  [
    'customerSuccess',
    'we have 4 CSMs looking after 300 accounts and we only find out about churn when the renewal fails',
  ],
  ['customerSuccess', 'Onboarding and renewals team for a school management app'],
  [
    'contactCentre',
    "we've got 30 agents on the phones, 2 team leaders and callers wait 40 minutes every Monday morning",
  ],
  [
    'contactCentre',
    'customer call centre for an electricity retailer, 120 agents and the queue explodes every time bills go out',
  ],
  [
    'hospitality',
    'we have 24 rooms, a kitchen of 4 and one night porter and the breakfast service is chaos every weekend',
    'Country house hotel in the Cotswolds.',
  ],
  ['hospitality', 'Staff canteen at a car plant, 3 cooks feeding 600 across two shifts'],
  [
    'tourism',
    'I run small group tours with 2 minibuses and 3 guides and bookings from 4 websites never line up',
  ],
  ['tourism', 'Visitor tours of a craft brewery'],
  [
    'software',
    "we're 6 devs, one QA and a release every two weeks and hotfixes keep landing on Friday afternoons",
    'Nobody wants to be on call anymore.',
  ],
  ['software', 'In-house dev team at an insurer'],
  ['product', 'we have 3 PMs, one designer and a roadmap that changes every time sales loses a deal'],
  [
    'product',
    'Product team behind a banking app, 2 PMs and user research that never makes it into the roadmap',
    'We want discovery to actually count for something.',
  ],
  [
    'openSource',
    'I maintain a library with 40 contributors and about 600 open issues and releases stall for months',
  ],
  [
    'openSource',
    'open-source stats package run out of a university lab, 3 maintainers and PRs sitting for a year',
  ],
  [
    'dataPlatform',
    'we have 2 data engineers, 140 dashboards and pipelines that break overnight so the numbers are wrong by 9am',
    'The execs have stopped trusting any of it.',
  ],
  ['dataPlatform', 'Analytics team for a supermarket chain'],
  [
    'platformOps',
    'we run 3 Kubernetes clusters with 2 people on call and every deploy somehow takes out another service',
  ],
  ['platformOps', 'cloud infrastructure team at a newspaper, 4 engineers and outages on election night'],
  [
    'retrospectives',
    'we hold a retro every 2 weeks with 9 people and the same 3 action items come back each time',
    'Looking for a better format.',
  ],
  ['retrospectives', 'Monthly retrospective for the ward nurses'],
  [
    'newsMedia',
    "we're a newsroom of 11 with 2 subs and stories go live with typos because nobody has time to edit",
  ],
  [
    'newsMedia',
    'Student newspaper at a uni, 20 writers, one editor and deadlines nobody keeps',
    'Print edition every fortnight, website daily.',
  ],
  ['telecoms', 'we run 40 towers and a tiny NOC of 3 and signal complaints pile up every time it rains'],
  ['telecoms', 'comms and mobile network team at a remote mine site'],
  [
    'creativeAgency',
    "we're a 7 person studio juggling 15 clients and the briefs change after the creative is already done",
  ],
  [
    'creativeAgency',
    'In-house creative team at a bank, 4 designers and campaign briefs arriving the day before launch',
  ],
  [
    'finance',
    "we're a finance team of 5 with 3 bank accounts and month end close takes three weeks",
    'Group of four companies, one ledger each.',
  ],
  ['finance', 'Finance office of a school district'],
  [
    'insurance',
    'we have 9 claims handlers and 2,000 open claims and policyholders chase us because nobody knows who owns what',
  ],
  [
    'insurance',
    'Pet insurance claims team, 12 handlers and vet invoices coming in every format imaginable',
    'We want to cut the time to pay a claim.',
  ],
  [
    'accounting',
    "I'm a sole bookkeeper with 35 clients and every tax return season the receipts arrive in shoeboxes",
    'Thinking about hiring my first junior.',
  ],
  [
    'accounting',
    'Accountants for farmers, 4 partners and a BAS deadline every quarter we always scramble for',
  ],
  [
    'realEstate',
    'we manage 180 rentals with 3 property managers and maintenance requests from tenants get lost in the inbox',
  ],
  ['realEstate', 'Lettings office for student housing'],
  ['legal', "we're a 4 lawyer practice with 200 open matters and deadlines live in one partner's diary"],
  [
    'legal',
    'In-house legal team at a hospital trust, 3 solicitors and contracts waiting months for sign-off',
  ],
  [
    'consulting',
    "we're 8 consultants on 5 engagements and proposals get written at midnight because nobody tracks the pipeline",
  ],
  ['consulting', 'small consultancy advising councils on housing'],
  [
    'architecture',
    "we're a practice of 6 architects with 12 live projects and drawing revisions get mixed up all the time",
  ],
  ...PROBE_BA_CASES_PART_2,
];
