import { PROBE_CF_CASES_PART_2 } from './probeCFCases2';

/**
 * Probe batch CF (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on frontline staff in health, care, education, public services and transport who give their role title in a first-person sentence (about two thirds of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 52 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (4 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CF_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CF_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CF_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    "I'm the herd manager on a 300-cow dairy farm and calving season always wrecks our milking rota",
    'Four of us plus a relief milker.',
  ],
  ['farming', 'im a tractor driver on an arable farm, come harvest nobody knows who is on which field'],
  [
    'forestry',
    "I'm a harvester operator for a timber contractor, felling conifer plantations up in the Scottish Borders",
  ],
  [
    'forestry',
    'I work as a forest ranger and our woodland thinning plans never match what the crews actually fell',
    'Crews are contractors, not our staff.',
  ],
  ['forestry', 'woodland management team on a university estate'],
  [
    'fishing',
    "I'm skipper of a 12m crab boat out of Newlyn, three crew, and the quota paperwork is killing us",
    'Mostly want the landing-day mess sorted.',
  ],
  ['fishing', "i'm a deckhand on a trawler landing at peterhead and sorting the catch on deck is pure chaos"],
  [
    'mining',
    "I'm the blast supervisor at a limestone quarry; drilling, blasting and hauling never seem to line up",
  ],
  ['mining', 'slate quarry behind a tourist village'],
  [
    'manufacturing',
    "I'm a line lead at an automotive parts plant and our defect rate spikes on every night shift",
  ],
  [
    'manufacturing',
    'I am quality inspector in injection moulding factory, machines stop and nobody is logging why it happen',
    'We are 40 operators on 3 shifts.',
  ],
  [
    'foodProduction',
    "I'm the hygiene supervisor at a ready-meal factory and our batch records are still kept on clipboards",
  ],
  [
    'foodProduction',
    "I'm a baker on the 3am shift at a wholesale bakery that supplies about forty cafes in town",
  ],
  ['foodProduction', 'jam-making unit for a supermarket own-label range'],
  [
    'textiles',
    "I'm a sample machinist at a small garment factory in Leicester, patterns change daily and nobody tells us",
    "We're about 25 machinists.",
  ],
  ['textiles', "I'm the cutting room supervisor at a denim mill and our fabric waste is way over target"],
  [
    'energy',
    "I'm a control room engineer for a wind farm operator and the grid curtailment calls come at all hours",
  ],
  [
    'energy',
    'I work as a lineman for a rural electric co-op and storm outage restoration is total chaos',
    'Looking to see where dispatch breaks down.',
  ],
  ['energy', 'hydro scheme owned by a village community group'],
  [
    'waterUtility',
    "I'm a leakage technician for the water company, walking the mains at night with a listening stick",
  ],
  [
    'waterUtility',
    "I'm a treatment works operator and when the supply goes cloudy everyone phones us at the same time",
    'Small rural works, two operators a shift.',
  ],
  ['waterUtility', 'Leak detection team'],
  [
    'wasteRecycling',
    'I drive a bin lorry on council contract and our collection rounds get changed without telling the crews',
  ],
  [
    'wasteRecycling',
    "I'm a picker at a recycling plant, contamination on the conveyor is terrible and we are always short staffed",
  ],
  ['wasteRecycling', 'recycling and waste crew at a big music festival'],
  [
    'construction',
    "I'm site manager on a housing development with twelve subbies and the safety briefings are a shambles",
    'About 60 people on site at peak.',
  ],
  [
    'construction',
    "I'm the scaffolding foreman and the build programme changes every day without anyone telling my lads",
  ],
  [
    'logistics',
    "I'm a forklift driver in a distribution warehouse and the pick lists come out late every single morning",
  ],
  [
    'logistics',
    "I'm a transport planner at a chilled freight firm and routes get redone at 5am when drivers call in sick",
    'We run 40 trucks out of one depot.',
  ],
  ['logistics', 'Warehouse for an online plant nursery'],
  [
    'vehicleRepair',
    "I'm a service advisor at a Ford dealership workshop and customers ring all day asking if their car is done",
  ],
  [
    'vehicleRepair',
    "I'm the only mechanic at a village garage, just me and an apprentice doing MOTs and servicing",
    "I'd like to stop losing track of parts orders.",
  ],
  ['vehicleRepair', 'fleet workshop for an ambulance trust'],
  [
    'aviation',
    "I'm a licensed aircraft engineer on line maintenance, nights at Manchester, and tech log handovers are patchy",
  ],
  [
    'aviation',
    "I'm a dispatcher for a regional airline; turnarounds are 25 minutes and something always slips",
  ],
  [
    'publicTransport',
    "I'm a tram driver in Melbourne and the timetable never survives the first hour of roadworks on Sydney Rd",
  ],
  [
    'publicTransport',
    'I work as a conductor on a commuter train line and passengers ask me about connections I have no info on',
  ],
  [
    'publicTransport',
    "I'm a station assistant on the Tube and when a line goes down the passengers all come to us first",
  ],
  [
    'maritime',
    "I'm second officer on a container ship and port calls change so often our crew rest hours are a mess",
  ],
  ['maritime', "I'm a harbour pilot bringing tankers in, and the tug bookings and berth times never line up"],
  [
    'postalCourier',
    "I'm a postie on a rural round and parcels have tripled since Christmas, the van is always overloaded",
  ],
  [
    'postalCourier',
    "I'm a same-day bike courier in the city, jobs come through an app and half the addresses are wrong",
  ],
  ['retail', "I'm a shift lead at a grocery store and the shelves never get stocked before the morning rush"],
  [
    'retail',
    "I'm assistant manager in a shoe shop in a shopping centre and stock deliveries clash with our busiest hours",
  ],
  [
    'sales',
    "I'm an account executive selling payroll software and our pipeline reviews are just people guessing",
    'Eight reps, one manager.',
  ],
  [
    'sales',
    "I'm a field sales rep for a farm machinery dealer covering half of Lincolnshire, with a quota every quarter",
  ],
  ['sales', 'inside sales team at a brewery'],
  [
    'customerSuccess',
    "I'm a customer success manager with eighty accounts and renewals sneak up on me every month",
    'I want to see renewals coming.',
  ],
  [
    'customerSuccess',
    "I'm an onboarding specialist at a SaaS company and new customers churn before they even finish setup",
  ],
  [
    'contactCentre',
    "I'm a call handler in an energy supplier's contact centre and the queue is always red after nine",
  ],
  [
    'contactCentre',
    "I'm team leader on inbound phones for a bank; agents burn out and handle time is all anyone talks about",
    'Around 25 agents per shift.',
  ],
  [
    'hospitality',
    "I'm a sous chef in a hotel kitchen and breakfast service overlaps with banquet prep every day",
    'Brigade of nine.',
  ],
  [
    'hospitality',
    "I'm head housekeeper at a seaside hotel and room turnaround on Saturdays is absolute madness",
  ],
  [
    'tourism',
    "I'm a tour guide running walking tours of the old town, bookings come in from five different websites",
  ],
  [
    'tourism',
    "I'm a rep for a package holiday company in Crete and transfers and excursions are a nightmare in August",
  ],
  [
    'software',
    "I'm a backend developer on a team of six and our releases break something every single sprint",
  ],
  [
    'software',
    'I am working as QA tester in small app company in Bangalore, bugs are coming in Slack, mail and sticky notes also',
  ],
  ['software', 'dev team inside a housing association'],
  [
    'product',
    "I'm a product manager for a banking app and our roadmap changes every time the CEO talks to a customer",
  ],
  [
    'product',
    "I'm a UX researcher doing discovery interviews but the findings never make it into what gets built",
    'Want to show leadership where insight gets lost.',
  ],
  [
    'openSource',
    "I'm one of three maintainers of a JavaScript library and the issue tracker has 900 open issues",
    'All of us do it unpaid in the evenings.',
  ],
  [
    'openSource',
    "I'm release manager for an open source Python package, contributors come and go and nobody reviews PRs",
  ],
  [
    'dataPlatform',
    "I'm a data engineer, our pipelines fail overnight and the dashboards show stale numbers by morning",
  ],
  [
    'dataPlatform',
    "I'm an analytics engineer and every department has its own definition of an active customer",
  ],
  [
    'platformOps',
    "I'm an SRE on call for our Kubernetes clusters and the pager goes off for the same alerts every week",
  ],
  [
    'platformOps',
    "I'm on the infra team, we run the platform every other team deploys to and we are drowning in tickets",
    'Five engineers, 30 product teams.',
  ],
  [
    'retrospectives',
    "I'm the scrum master for two squads and our retros have turned into the same complaints every fortnight",
  ],
  [
    'retrospectives',
    'I facilitate the team retrospective every month and the actions never get done before the next one',
  ],
  [
    'newsMedia',
    "I'm a sub-editor on a regional daily paper, copy lands at 10pm and the pages have to go at 11",
  ],
  [
    'newsMedia',
    "I'm a producer in a local radio newsroom and when stories break nobody knows who is chasing them",
  ],
  [
    'telecoms',
    "I'm a field engineer installing fibre broadband and the appointment slots ignore travel time completely",
  ],
  [
    'telecoms',
    'I am network technician for mobile operator, fixing masts when signal drops in rural areas, very stressful',
  ],
  ['telecoms', 'Rural broadband co-op'],
  [
    'creativeAgency',
    "I'm an account manager at a design agency and client briefs change after we've already started the campaign",
  ],
  [
    'creativeAgency',
    "I'm a junior copywriter at a creative agency, feedback comes from six people and they all disagree",
  ],
  ['creativeAgency', 'in-house creative studio of a sports brand'],
  [
    'finance',
    "I'm a management accountant in the finance team and month-end close takes us nearly two weeks",
    'Team of four, new CFO wants it faster.',
  ],
  [
    'finance',
    "I'm a credit controller chasing unpaid invoices and our cash forecast lives on one fragile spreadsheet",
  ],
  [
    'insurance',
    "I'm a claims handler for a motor insurer and policyholders wait weeks for an assessor to turn up",
  ],
  [
    'insurance',
    "I'm an underwriter at a Lloyd's syndicate and risk submissions come in every format imaginable",
  ],
  [
    'accounting',
    "I'm a bookkeeper at a small practice with 60 clients and January tax returns nearly break us every year",
  ],
  [
    'accounting',
    "I'm an audit senior and client records arrive late, incomplete and sometimes literally in shoeboxes",
  ],
  ['accounting', 'tax return service for farmers'],
  [
    'realEstate',
    "I'm a letting agent and tenants' repair requests get lost somewhere between us and the landlords",
  ],
  [
    'realEstate',
    "I'm a property manager for a block of 120 flats and the service charge questions never stop",
    'Just me and a part-time assistant.',
  ],
  [
    'legal',
    "I'm a paralegal in a conveyancing team and matters stall for weeks waiting on searches and signatures",
  ],
  [
    'legal',
    "I'm an in-house lawyer at a retailer reviewing supplier contracts and requests arrive with no priority at all",
  ],
  ['legal', 'legal team of a football club'],
  [
    'consulting',
    "I'm a management consultant and every engagement starts with a rushed proposal and a totally unclear scope",
  ],
  [
    'consulting',
    "I'm an independent consultant giving procurement advice to clients who then ignore most of it",
  ],
  [
    'architecture',
    "I'm a project architect at a small practice and drawing revisions go out to the contractor unchecked",
  ],
  [
    'architecture',
    "I'm a Part 2 architectural assistant and our design reviews are chaotic because the client keeps changing the brief",
  ],
  [
    'research',
    "I'm a postdoc in a genetics lab and our experiment data is spread across six different hard drives",
    'PI wants a data plan before the next grant.',
  ],
  [
    'research',
    "I'm a field researcher on a long-term bird population study and the data collection season is frantic",
  ],
  ...PROBE_CF_CASES_PART_2,
];
