/**
 * Probe batch CH (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who describe their system by its schedule or cycle (about half of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 87 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CH_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CH_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CH_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Lambing season'],
  [
    'farming',
    "we run a dairy farm and the morning milking rota falls apart every time someone's off sick",
    'Three of us plus a relief milker at weekends.',
  ],
  ['farming', 'hop growers supplying a craft brewery'],
  ['farming', 'Grape pickers'],
  [
    'forestry',
    'i manage the winter thinning programme on a council-owned woodland and contractors keep turning up on the wrong compartments',
  ],
  [
    'forestry',
    'tree planting crew for a carbon offset charity',
    'Seasonal, we only plant November to March.',
  ],
  [
    'fishing',
    'my dad and me run a lobster boat out of a tiny harbour and the catch records are all on scraps of paper',
    'Just the two of us, out most days April to November.',
  ],
  ['fishing', 'day boat fishermen landing each dawn for local restaurants'],
  ['mining', 'Night shift underground'],
  [
    'mining',
    'we do twelve hour rotating shifts at an open pit copper mine and handovers between crews lose half the information',
    'FIFO roster, two weeks on one off.',
  ],
  ['mining', 'gravel extraction pit run by a construction firm'],
  [
    'manufacturing',
    'I supervise the back shift at a plant making car seats and defect rates always spike after changeover',
  ],
  [
    'manufacturing',
    'night shift on the tablet press line at a pharma company',
    'We run 24/7 in three shifts.',
  ],
  [
    'foodProduction',
    'we make chutneys in batches for farm shops and every autumn the labelling and allergen checks get chaotic',
  ],
  ['foodProduction', 'cook-chill unit making the weekly batch meals for care homes'],
  [
    'textiles',
    'I run a small bridal dressmaking studio and wedding season in may and june completely swamps us',
    'Me and two part-time seamstresses.',
  ],
  ['textiles', 'costume department of a touring theatre company'],
  ['energy', 'Wind farm O&M'],
  [
    'energy',
    "we're the control room for a regional grid and the overnight handover between shifts is where things get missed",
  ],
  [
    'waterUtility',
    'I coordinate the out-of-hours burst main callouts for a water company and nobody knows who is on standby',
  ],
  [
    'waterUtility',
    'water supply network for a remote island community',
    'Summer visitors triple the demand.',
  ],
  ['wasteRecycling', 'Bin day crew'],
  [
    'wasteRecycling',
    'we collect food waste from restaurants three nights a week and the route changes every time a client drops out',
  ],
  ['wasteRecycling', 'recycling centre at a music festival', 'Runs for one long weekend in July.'],
  [
    'construction',
    "I'm a site manager on a housing build and the subbies never show up when the programme says",
  ],
  [
    'construction',
    'contractors refurbishing a school over the summer holidays',
    'Six week window before pupils come back.',
  ],
  ['logistics', 'Warehouse nights'],
  [
    'logistics',
    'we do the christmas peak at a fulfilment warehouse and every year agency staff get trained on the fly',
    'Peak runs mid November to early January.',
  ],
  ['logistics', 'cold chain distribution for a supermarket group, mostly overnight runs'],
  ['vehicleRepair', 'Tyre shop'],
  ['vehicleRepair', 'my brother and I run a garage fixing vans and the MOT rush every March is a nightmare'],
  [
    'vehicleRepair',
    'overnight fleet workshop for a bus company',
    'Six mechanics, buses come in after the last run.',
  ],
  [
    'aviation',
    'we do overnight checks on regional aircraft and the paperwork for airworthiness sign-off is a constant headache',
  ],
  ['aviation', 'crop spraying pilots for a farming cooperative'],
  ['publicTransport', 'Night buses'],
  [
    'publicTransport',
    'I drive the school run buses for the county and the timetable changes every september but nobody tells drivers',
    '14 drivers, most part time.',
  ],
  ['publicTransport', 'shuttle bus service for a big hospital'],
  ['maritime', "I'm a deck officer on a container ship and crew changeovers at port are always rushed"],
  ['maritime', "the cruise line's port operations team on turnaround days"],
  [
    'postalCourier',
    'i am courier driver doing parcels for online shops, before Christmas my route is double and no help',
  ],
  ['postalCourier', 'internal mail room at a government department'],
  [
    'retail',
    'we run a garden centre and spring is madness, the tills and the shelf stock never keep up',
    'Family business, about 15 staff in season.',
  ],
  ['retail', 'the gift shop at a museum'],
  ['sales', 'our quarter end is always a scramble because half the pipeline is stale and reps sandbag deals'],
  [
    'sales',
    'field sales reps for a seed company',
    'Eight reps covering the whole Midwest, busiest before planting.',
  ],
  [
    'customerSuccess',
    'I manage onboarding for new accounts and renewals in q4 always catch us out with surprise churn',
    'Team of four CSMs, about 300 accounts.',
  ],
  ['customerSuccess', 'customer success team at a school software company'],
  [
    'contactCentre',
    'we answer the phones for an energy supplier and monday mornings the queue is over an hour',
  ],
  [
    'contactCentre',
    "outsourced call centre for a bank's card customers",
    'We cover evenings and weekends for them.',
  ],
  ['hospitality', 'Breakfast shift'],
  ['hospitality', "we're a pub with rooms and the sunday lunch service turns into chaos every single week"],
  [
    'tourism',
    'I guide day trips for cruise passengers and when the ship is late the whole schedule collapses',
  ],
  ['tourism', 'whale watching trips from a fishing harbour', 'Season is only May to October.'],
  [
    'software',
    'we ship a release every two weeks and the last friday before deploy is always full of bug fixing',
    'We are 9 devs and one QA.',
  ],
  [
    'product',
    "I'm the only product manager and quarterly roadmap planning turns into everyone shouting their favourite feature",
  ],
  ['product', 'product discovery for a banking app'],
  [
    'openSource',
    'i maintain a python library in my evenings and the issue tracker fills up faster than i can triage',
  ],
  [
    'dataPlatform',
    "our nightly pipeline breaks about once a week and the dashboards show yesterday's numbers until someone notices",
    'two data engineers, lots of stakeholders',
  ],
  ['dataPlatform', 'analytics team for a supermarket loyalty card'],
  [
    'platformOps',
    'we run the kubernetes clusters for the whole company and the on-call rotation is burning people out',
    'Team of five, we want a fairer rota.',
  ],
  ['platformOps', 'infrastructure team behind a news website'],
  ['platformOps', 'IT support for a chain of schools'],
  [
    'retrospectives',
    'our fortnightly retro keeps producing the same three action items and nothing ever changes',
  ],
  ['retrospectives', 'end of season retrospective for a rugby club committee'],
  [
    'newsMedia',
    'I edit a weekly local paper and the thursday deadline means every story lands on my desk at once',
    'Four reporters, one photographer.',
  ],
  ['telecoms', 'Mobile masts'],
  [
    'telecoms',
    'we install fibre broadband in rural villages and the weekend appointments are always double booked',
  ],
  ['telecoms', 'mobile signal engineers for a ski resort in peak season'],
  [
    'creativeAgency',
    "we're a three person branding agency and every client brief changes halfway through the campaign",
  ],
  ['creativeAgency', 'in-house creative team at a fashion brand', 'Two drops a year, spring and autumn.'],
  [
    'finance',
    'I run finance for a small charity and year end is always a scramble to match the budget to actual cash',
  ],
  [
    'finance',
    'the finance office of a premier league football club',
    'We want to see where the cash goes between transfer windows.',
  ],
  [
    'insurance',
    'we handle home insurance claims and after every storm the backlog takes months to clear',
    'I lead a team of 12 handlers.',
  ],
  ['insurance', 'livestock insurance underwriters for farmers'],
  [
    'accounting',
    "I'm a sole trader accountant and january self assessment season nearly kills me every year",
    'Just me and a part-time assistant.',
  ],
  ['accounting', 'bookkeeping service for hair salons, quarterly VAT mostly'],
  [
    'realEstate',
    'we manage student lets and every august the check-ins and deposit returns all land in the same fortnight',
  ],
  ['legal', "I'm a paralegal in a family law team and court deadlines always collide with client meetings"],
  ['legal', 'contracts lawyers at a construction company'],
  [
    'consulting',
    'we are a small consulting firm in pune and proposals for new engagements are always getting prepared the night before only',
  ],
  ['consulting', 'consultants advising NHS trusts on waiting lists'],
  [
    'architecture',
    "I'm a partner at an architecture practice and planning submissions always clash with client design reviews",
  ],
  [
    'research',
    "we run a long term bird survey every spring and the volunteers' data comes back in ten different formats",
  ],
  [
    'veterinary',
    "i'm a vet nurse and our out-of-hours rota for emergency pets is stretched really thin",
    'We share the rota with two other practices.',
  ],
  ['veterinary', 'equine vets attending a racecourse on race days'],
  ['peopleTeam', 'I am the only HR person for 200 staff and the graduate hiring round every fall buries me'],
  ['peopleTeam', 'HR department of a hospital trust', 'Rotational doctors start every August and February.'],
  [
    'facilities',
    'we clean offices overnight and nobody tells us which floors are being refurbished until we get there',
  ],
  ['facilities', 'maintenance team at a university campus, summer shutdown is our busy time'],
  [
    'security',
    'I supervise the guards at a shopping centre and the night patrol logs are never filled in properly',
  ],
  ['security', 'stewards and security at a football stadium on match days', 'Around 120 on a big match day.'],
  [
    'publicServices',
    "we run the council's winter gritting and the residents complaints line lights up every time it snows",
  ],
  ['publicServices', 'the council team that licenses street food markets'],
  [
    'governmentPolicy',
    "I work in a ministry policy team and every consultation response has to be summarised before the minister's recess",
  ],
  ['governmentPolicy', 'policy team drafting the national school meals strategy'],
  [
    'justice',
    'we run the weekly drug court and hearings get adjourned because reports from probation arrive late',
    'Sits every Wednesday morning.',
  ],
  ['justice', 'youth offending team at the county council'],
  [
    'emergencyServices',
    "I'm on a retained fire crew and daytime cover is the problem because we all have other jobs",
  ],
  ['emergencyServices', 'fire and rescue cover at an oil refinery'],
  ['emergencyServices', 'Control room nights'],
  [
    'schools',
    'I teach year 9 and the end of term report writing week is always a total scramble',
    'Six classes in the year group.',
  ],
  ['schools', "hospital school on the children's ward"],
  [
    'earlyYears',
    'we run a preschool in a church hall and evry term we have to pack everything away after each session',
  ],
  [
    'university',
    'I coordinate a masters module and marking season in january clashes with planning the next semester',
  ],
  ['university', 'lecturers at a vet school'],
  [
    'training',
    'we deliver first aid courses to companies and the learners never turn up to the refresher sessions',
  ],
  ['training', 'forklift training centre at a warehouse'],
  ['healthcare', 'Night nurses'],
  [
    'healthcare',
    "I'm a ward sister and the night shift handover at 7 is where medication errors creep in",
    'Thirty beds, mostly elderly patients.',
  ],
  ['healthcare', 'nurses at a prison healthcare unit'],
  [
    'emergencyCare',
    "we're the ambulance crew covering the night shift and triage backs up outside the hospital doors every weekend",
  ],
  ['emergencyCare', 'first aid tent at a county show'],
  [
    'primaryCare',
    "I'm a practice manager and the 8am rush for appointments makes our receptionists cry",
    '11,000 patients, 5 GPs.',
  ],
  ['primaryCare', 'flu jab clinics a GP practice runs in a supermarket car park every october'],
  [
    'pharmacy',
    "we're a community pharmacy and the monthly blister packs for care homes take over the whole back room",
  ],
  ['pharmacy', 'hospital pharmacy night service'],
  ['dentistry', 'i am dental nurse, our practice always overbooks the monday and patients wait long time'],
  [
    'mentalHealth',
    'I am a therapist in private practice and clients cancel sessions last minute which wrecks my week',
  ],
  [
    'mentalHealth',
    'student wellbeing service at a university',
    'Waiting list hits six weeks in exam season.',
  ],
  [
    'socialCare',
    'we do home care visits for elderly people and the weekend rota always has gaps nobody wants to fill',
    'About 35 carers, 90 clients.',
  ],
  [
    'socialCare',
    'supported living service for adults with learning disabilities run by a housing association',
  ],
  [
    'performingArts',
    'our community choir rehearses on tuesdays and half the singers miss the weeks before a concert',
    'Around 50 singers, two concerts a year.',
  ],
  ['performingArts', 'the house band on a cruise ship'],
  [
    'museum',
    'I am the only paid curator at a small museum and the summer exhibition changeover always overruns',
  ],
  ['museum', 'collections team at a railway museum'],
  ['library', 'we run the school library at lunchtimes and loans never come back before the summer holidays'],
  [
    'sport',
    'I coach the saturday morning under 10s and geting enough parents to drive to away matches is impossible',
  ],
  ['sport', 'staff football team at an accountancy firm'],
  [
    'events',
    'we organise a weekend food festival every august and the volunteer and trader schedules are a nightmare',
    'About 20,000 people over two days.',
  ],
  ['events', 'events team at a university student union'],
  [
    'visualArts',
    'I share a studio with four other painters and the open studios weekend every june needs organising',
  ],
  ['visualArts', 'artist residency at a botanic garden'],
  [
    'personalCare',
    'I run a beauty salon and prom season and christmas party bookings always overload the appointment diary',
  ],
  ['personalCare', 'hairdressers visiting a care home every fortnight'],
  [
    'faith',
    'we are a small chapel and the rota for sunday services, flowers and readings always falls on the same five people',
    'Congregation of about 40, mostly older.',
  ],
  ['association', "I'm secretary of a model railway society and the AGM every march never reaches quorum"],
  [
    'repairShop',
    'we fix laptops and phones in a little shop and the back to school rush in september swamps us',
  ],
  [
    'funeral',
    'we are a family run funeral home and winter is when we struggle to cover the out of hours removals',
  ],
  [
    'nonprofit',
    "I'm the fundraiser for a small charity and every december the donor appeal takes over everything",
  ],
  ['nonprofit', 'grants team at a housing charity'],
  ['household', 'School run'],
  [
    'household',
    'me and my wife split the week with my ex and the handover sundays are always tense',
    'Three kids between us, two houses.',
  ],
  ['household', 'five of us share a flat and the weekly bins and cleaning rota causes endless arguments'],
  ['household', 'a household with one parent on fly-in fly-out mining rosters'],
  ['household', 'our home during the school holidays', 'Both of us work full time and want a plan.'],
  [
    'community',
    "I'm trying to get our street organised for the summer street party and half the neighbours never reply",
  ],
  [
    'community',
    'our village has no shop anymore and neighbours are trying to work out who can help the older residents',
    'Population around 300.',
  ],
  ['community', 'residents of a tower block managed by the council'],
  [
    'volunteering',
    'I coordinate the volunteers at a night shelter and the winter rota never has enough people on fridays',
    'Around 60 volunteers, most are retired.',
  ],
  [
    'volunteering',
    'we are all volunteers driving older people to hospital appointments and matching drivers to trips is a headache',
  ],
  ['youth', "I'm a youth worker and our friday night drop-in gets busy but we only have two leaders"],
  ['youth', 'summer camp for kids run by a church', 'Two weeks in August, about 60 kids.'],
  ['gardening', 'I help run a school garden and nobody waters the plants over the summer holidays'],
];
