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
  ['architecture', 'Architects who design primary schools'],
  [
    'research',
    'our lab has 7 PhD students, 1 postdoc and one mass spec and experiments get bumped every week',
    'PI is away half the year.',
  ],
  [
    'research',
    "Research group at a children's hospital, 10 researchers and one ethics officer for every study",
  ],
  [
    'veterinary',
    "we're a mixed practice with 4 vets, 2 nurses and one ute and farm calls wreck the clinic schedule",
    'Small town in western Victoria.',
  ],
  ['veterinary', 'Vet team at a wildlife park'],
  [
    'peopleTeam',
    "we're an HR team of 2 for 180 employees and onboarding new starters takes weeks longer than it should",
  ],
  ['peopleTeam', 'HR for a hotel group, 3 of us and 400 seasonal staff hired every spring'],
  ['facilities', 'we have 4 cleaners and one handyman for 3 buildings and maintenance tickets sit for weeks'],
  [
    'facilities',
    'Estates and cleaning team at a college campus, 30 staff and 14 buildings, always short on nights',
  ],
  [
    'security',
    'we have 25 guards across 6 sites and patrol reports come back on paper days after the incident',
    'Clients keep asking for proof the patrols happened.',
  ],
  [
    'publicServices',
    "we're the customer service team at a small council with 8 staff and residents get passed around between departments",
    'Would love fewer complaints about being bounced.',
  ],
  [
    'publicServices',
    'Council service desk inside a public library, 2 officers and residents queueing for bus passes and bin bags',
  ],
  [
    'governmentPolicy',
    "we're a policy team of 6 in a state department and ministers want evidence briefs by tomorrow every single time",
  ],
  ['governmentPolicy', 'Education policy team at the ministry'],
  [
    'justice',
    "we're a county court with 3 judges, 2 courtrooms and hearings get adjourned because files aren't ready",
  ],
  ['justice', 'Youth court listings office, 2 clerks and 60 cases a day', 'Adjournments are the big one.'],
  [
    'emergencyServices',
    "we're a rural fire station with 2 trucks and 18 crew and call-outs at night leave us short for days",
    'Mix of retained and full-time firefighters.',
  ],
  [
    'schools',
    'I teach at a school with 2 classrooms per year group and 30 kids each and lesson cover is a nightmare',
    'Three teachers off long term right now.',
  ],
  ['schools', 'Hospital school for kids on the long-stay wards'],
  [
    'earlyYears',
    "we run a nursery with 3 rooms, 40 children and 9 staff and ratios fall apart when anyone's off sick",
  ],
  ['earlyYears', 'Creche at a leisure centre, 2 staff and 15 toddlers while parents do spin class'],
  [
    'university',
    'we run a masters course with 120 students and 9 modules and timetable clashes land on us every semester',
  ],
  ['university', 'Nursing degree at a uni, 400 students and lecture rooms booked twice'],
  [
    'training',
    'I run forklift courses with 2 trainers and one yard and learners turn up without the right paperwork',
    'Most are sent by their employers.',
  ],
  ['training', 'apprentice training centre for a power company'],
  [
    'healthcare',
    'our ward has 28 beds, 6 nurses on nights and handovers lose things every single shift',
    'Agency staff most nights.',
  ],
  ['healthcare', 'Medical wing at a prison, 10 beds and 4 nurses and patients escorted in and out all day'],
  [
    'emergencyCare',
    'our ED has 30 cubicles and 2 triage nurses and ambulances ramp outside for hours every winter',
  ],
  ['emergencyCare', 'Medical response team at a ski resort'],
  [
    'primaryCare',
    "we're a GP practice with 5 doctors, 9,000 patients and the phones for appointments melt at 8am",
  ],
  [
    'primaryCare',
    'Student health clinic at a university, 3 GPs and appointments gone by 9 every morning',
    'We want a fairer way to give out slots.',
  ],
  [
    'pharmacy',
    'we dispense about 600 scripts a day with 2 pharmacists and the blister packs for nursing homes always run late',
  ],
  [
    'dentistry',
    'we have 3 dental chairs, 2 dentists and a hygienist and patients no-show for check-ups constantly',
  ],
  ['dentistry', 'Mobile dental van visiting primary schools, 1 dentist and 200 check-ups a week'],
  [
    'mentalHealth',
    "I'm one of 4 therapists sharing 2 rooms and clients get double booked about once a week",
    'Private practice, all part time.',
  ],
  ['mentalHealth', 'Wellbeing and counselling service for police officers'],
  [
    'socialCare',
    'we have 35 carers doing 400 home visits a week and rotas fall apart when one car breaks down',
    'Mostly rural, long drives between calls.',
  ],
  [
    'socialCare',
    'care home run by a church, 42 residents and families wanting updates we never have time for',
  ],
  [
    'performingArts',
    "we're an amateur theatre company with 30 members, one rehearsal room and the set is never finished by tech week",
  ],
  ['performingArts', 'Cathedral choir'],
  ['museum', 'Historic house'],
  [
    'museum',
    "we're a small museum with 2 staff, 14,000 objects and a collections database that's half filled in",
    'Mostly volunteers on the front desk.',
  ],
  [
    'museum',
    'Museum at an old gold mine, 4 staff and school groups every day and exhibition labels falling off',
  ],
  [
    'library',
    'our library has 3 branches, 5 staff and overdue loans nobody chases because the system emails bounce',
  ],
  [
    'sport',
    "we've got 14 junior teams, 3 pitches and one groundsman and match fixtures clash every Saturday",
  ],
  ['sport', 'Staff cricket team at a law firm, 15 players and never 11 turning up'],
  [
    'events',
    'we run 4 food festivals a year with 2 staff and ticket scanning at the gates always goes wrong',
  ],
  [
    'events',
    'Conference and events office at a university, 4 staff and 60 events a term',
    'Everything is booked through email.',
  ],
  [
    'visualArts',
    'I share a studio with 5 other painters and one wall and every exhibition deadline we fight over the space',
  ],
  ['visualArts', 'arts-in-health artists at a hospital, working on the wards with nowhere to store the work'],
  [
    'personalCare',
    'we have 4 chairs, 3 stylists and one receptionist and clients book with each of us by text',
  ],
  [
    'personalCare',
    'Visiting hairdresser for care homes, 2 of us and appointments changed by staff without telling us',
  ],
  ['faith', 'our church has 120 on a Sunday, one minister and a rota for everything that nobody can find'],
  [
    'association',
    "we're a professional society with 2,000 members, a committee of 9 and renewals all done by cheque still",
  ],
  ['association', 'Union branch at a teaching hospital, 600 members and one rep with any time'],
  [
    'repairShop',
    'I fix laptops and phones from a market stall with one bench and parts take weeks to arrive',
  ],
  [
    'funeral',
    "we're a family funeral directors with 2 hearses and 5 staff and paperwork for cremations always holds us up",
  ],
  ['funeral', "Green burial ground on a farm, 2 staff and families wanting services we can't fit in"],
  [
    'nonprofit',
    "we're a charity with 3 staff, 800 donors and 4 funders who all want different reports",
    'Board meets quarterly and wants one dashboard.',
  ],
  [
    'household',
    "we're 5 people in a 3 bed flat with one bathroom and the mornings before school are carnage",
  ],
  [
    'household',
    "my partner and I both work shifts, we have 3 kids and a dog and nobody knows who's doing pickup",
    'Kids are 4, 9 and 13.',
  ],
  ['household', 'im a single dad with 2 teenagers and one car and the chores never get done untill I shout'],
  ['household', "Family home above our bakery, 4 kids and chores that slide when the shop's busy"],
  [
    'household',
    'Farm household with three generations under one roof',
    'Grandma needs more help these days.',
  ],
  [
    'community',
    'we are 60 flats in one block with one lift and one bin store and neighbours just argue in the group chat',
    'Want people to actually talk to each other.',
  ],
  ['community', 'our street has 28 houses and one WhatsApp group and the same 3 neighbours do everything'],
  [
    'community',
    'I live in a village of 300 people and the local noticeboard is the only way anyone hears anything',
  ],
  ['community', 'Residents of a new build estate, 200 homes and the developer never finished the roads'],
  [
    'community',
    'Local residents around a quarry, 90 households and the blasting keeps cracking walls',
    'We want the council to listen.',
  ],
  [
    'volunteering',
    'we have 45 volunteers, one van and two kitchens and the Saturday shift is always short by three',
  ],
  [
    'volunteering',
    'I coordinate 60 volunteers at a food bank and half the rota cancels the night before',
    'Most of them are retired.',
  ],
  ['volunteering', 'our shelter runs on 30 volunteer shifts a week and guests see a new face every night'],
  [
    'volunteering',
    "Volunteer guides at a cathedral, 70 on the rota and nobody knows who's on for the Easter rush",
  ],
  ['volunteering', 'Volunteer marshals for a city marathon'],
  [
    'youth',
    'I lead a youth group with 35 teenagers, 4 leaders and a hall we share, and parents never fill forms in',
  ],
  ['youth', 'Youth club in a church hall, 2 leaders and 40 young people on a Friday'],
  ['gardening', 'we have 50 plots, one water tap and a shed, and half the plot holders never weed'],
  [
    'gardening',
    'Kitchen garden for a restaurant, 1 gardener and half an acre and the chefs want everything at once',
  ],
];
