/**
 * Probe batch P (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on engineers, technicians, logistics and factory staff, health and care workers, school staff, faith groups, sports clubs and parents in the UK, Ireland, North America, Australia and New Zealand, many writing as they talk), before any change to the drafter
 * was measured on it, and committed before it. 77 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (5 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_P_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_P_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_P_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Dairy unit'],
  [
    'farming',
    'we milk 300 cows on a rotary parlour and calving season always leaves the heifer records in a state',
    'We have two full-time staff plus relief milkers.',
  ],
  ['farming', 'Harvest crew on a church-owned glebe farm'],
  [
    'forestry',
    'I run a two-man felling gang in the Kielder plantations and the harvester breakdowns wreck every schedule we make',
  ],
  ['fishing', 'Crayfish boats'],
  [
    'fishing',
    'my dad and I work a lobster boat out of Nova Scotia and tracking traps and catch is all on paper',
  ],
  ['fishing', 'Fishing fleet supplying a supermarket chain'],
  [
    'mining',
    "I'm a shift boss underground at a gold mine in WA and handovers between crews keep dropping stuff",
  ],
  [
    'mining',
    'Blasting crew at a quarry owned by a construction firm',
    'Everything goes through the quarry manager.',
  ],
  [
    'manufacturing',
    'we make PCBs for hearing aids, and our end-of-line defect rate jumped after we changed solder paste',
  ],
  ['manufacturing', 'CNC machine shop for an aerospace supplier', 'Twelve machinists across two shifts.'],
  [
    'foodProduction',
    "I'm the technical manager at a cheese maker and allergen changeovers between batches are where we keep slipping up",
  ],
  ['foodProduction', 'Cook-chill production unit feeding hospital wards'],
  [
    'textiles',
    'my wife and I run a little knitwear mill in Donegal and pattern changes always cause a backlog',
  ],
  [
    'textiles',
    'Costume workshop for a touring theatre company',
    'We are four makers and a lot of freelancers in tech week.',
  ],
  ['energy', 'Substation crew'],
  [
    'energy',
    "I'm a control engineer at a hydro scheme in Tasmania and outage planning with the grid operator is painful",
  ],
  ['energy', 'Combined heat and power plant at a hospital'],
  [
    'waterUtility',
    "we're a small rural water scheme in Ireland and nobody can tell me where half our supply is going",
  ],
  [
    'wasteRecycling',
    'I supervise the kerbside recycling rounds and contamination in the blue bins is driving the depot mad',
  ],
  ['wasteRecycling', 'clinical waste collection for dental surgeries'],
  ['construction', "I'm site manager on a school extension and the subbies never turn up the day they say"],
  ['construction', 'Scaffolding contractor on a stadium rebuild', 'About 30 lads on site at peak.'],
  ['logistics', '3PL warehouse'],
  [
    'logistics',
    "I'm a transport planner for a haulage firm and our drivers keep running out of hours before the last drop",
    'Forty trucks, mostly trunking at night.',
  ],
  [
    'vehicleRepair',
    'me and my brother run a garage doing MOTs and servicing and the booking diary is a nightmare',
  ],
  [
    'vehicleRepair',
    'fleet workshop servicing the council bin lorries',
    'Five mechanics, one of them part time.',
  ],
  [
    'aviation',
    "I'm a licensed engineer at a regional airline hangar and deferred defects keep getting lost between shifts",
  ],
  ['aviation', 'helicopter pilots and engineers for the air ambulance'],
  [
    'publicTransport',
    'i drive for a rural bus company and the timetable doesnt match the school bell times at all',
  ],
  ['publicTransport', 'Park and ride shuttle at a hospital'],
  ['maritime', "I'm a chief mate on a bulk carrier and our cargo planning with port agents is mostly emails"],
  ['maritime', 'Stevedores at a port owned by a mining company'],
  [
    'postalCourier',
    "I'm a self-employed courier doing multidrop for Evri and failed deliveries are killing my pay",
  ],
  ['postalCourier', 'Internal mail room at a university'],
  ['retail', 'we have a farm shop and our stock counts never match what the till says we sold'],
  [
    'sales',
    'I manage field sales reps selling farm machinery and half the pipeline is guesswork in spreadsheets',
  ],
  ['sales', 'Sales team of a medical devices company', 'We missed quota two quarters running.'],
  [
    'customerSuccess',
    'I lead customer success at a payroll software company and renewals keep surprising us at the last minute',
  ],
  ['customerSuccess', 'Onboarding and renewals team for a school MIS vendor'],
  [
    'contactCentre',
    "I'm a team leader on the inbound queue for an energy supplier and our wait times are awful in winter",
  ],
  ['contactCentre', 'Customer service phone team at a water company', 'Twenty agents, hybrid.'],
  ['hospitality', 'Pub kitchen', 'Head chef plus two, Sunday lunch is the crunch.'],
  ['hospitality', "we run a 12-room B&B in the Lakes and breakfast service falls apart whenever we're full"],
  ['hospitality', 'Café inside a garden centre'],
  [
    'tourism',
    'I run walking holidays in the Dolomites and rebooking travellers when huts cancel eats my whole summer',
  ],
  ['tourism', 'Guided tours team at a whisky distillery', 'Seasonal guides, mostly students.'],
  ['software', 'we are 4 person dev team making app for gym chain, every release something is breaking'],
  ['software', 'Software engineers at a bank', 'Mostly legacy Java.'],
  ['product', 'Product management'],
  [
    'product',
    "I'm the only product manager at a startup and the roadmap is basically whatever the loudest customer asked for",
  ],
  ['product', 'Product team for an NHS patient app'],
  [
    'openSource',
    'I maintain a Python library for sensor data in my spare time and the issue backlog is overwhelming',
  ],
  [
    'openSource',
    'Open source project run by a university lab',
    'Three core maintainers, lots of drive-by PRs.',
  ],
  [
    'dataPlatform',
    'we look after the data warehouse for a logistics company and our dashbaords are wrong every Monday morning',
  ],
  ['dataPlatform', 'Data engineering for a rail operator'],
  [
    'platformOps',
    "I'm on the platform team and our Kubernetes clusters get upgraded by hand, which scares everyone",
  ],
  ['platformOps', 'IT support for a secondary school', 'It is just me and an apprentice.'],
  [
    'retrospectives',
    'our team retros have gone stale, same three complaints every fortnight and no actions ever get done',
  ],
  ['retrospectives', 'Retrospective for a warehouse team after peak'],
  ['newsMedia', "I edit a local weekly paper and we're down to three reporters trying to cover two counties"],
  ['telecoms', "I'm a field tech fixing FTTP faults and our job tickets bounce between teams for days"],
  ['telecoms', 'Mobile mast maintenance on farmland'],
  [
    'creativeAgency',
    "we're a small branding agency and clients keep changing the brief halfway through the project",
  ],
  ['creativeAgency', 'In-house creative team at a football club', 'Three designers and a video person.'],
  ['finance', "I'm the only finance person at a care home group and month-end close takes me two weeks"],
  ['finance', "Bursar's office at a boarding school", 'We also handle fees for 600 families.'],
  ['insurance', 'Claims handling'],
  [
    'insurance',
    'I work in motor claims and the handoffs to the repair garages are where everything stalls',
    'Lots of manual re-keying from broker emails.',
  ],
  ['insurance', 'Underwriting team for farm insurance'],
  [
    'accounting',
    'me and one other accountant do tax returns for tradies and tax time is an absolute nightmare every year',
  ],
  ['accounting', 'Audit practice specialising in charities'],
  [
    'realEstate',
    'I manage about forty rental flats for landlords and tenant repair requests fall through the cracks constantly',
  ],
  ['realEstate', 'Staff accommodation office at a ski resort', 'Mostly seasonal workers.'],
  [
    'legal',
    "I'm a paralegal in a family law firm and we keep missing court deadlines because matters sit in inboxes",
  ],
  ['legal', 'In-house legal team at an airline'],
  [
    'consulting',
    'I run a small engineering consultancy and our proposals take forever because every partner rewrites them',
  ],
  ['consulting', 'Consultants advising farms on carbon', 'We are five associates, mostly remote.'],
  ['architecture', 'Architectural practice'],
  [
    'architecture',
    "we're a three-person architecture studio and planning drawings keep going out with old revisions on them",
  ],
  ['architecture', 'Architects drawing up a church reordering'],
  ['research', 'I run a clinical trials unit and our study data collection across sites is a complete mess'],
  ['research', 'Research group studying coastal fisheries', 'Two postdocs, four PhD students.'],
  ['veterinary', 'Vet clinic'],
  [
    'veterinary',
    "I'm a vet nurse at a small animal practice and our reminder system for vaccinations barely works",
  ],
  ['veterinary', 'Large-animal vets covering dairy farms'],
  [
    'peopleTeam',
    "I'm the HR manager for a haulage firm and we can't hold onto new drivers past three months",
  ],
  ['peopleTeam', 'Recruitment team for a care agency', 'Carer vacancies are the big problem.'],
  [
    'facilities',
    'I manage cleaning and maintenance for three office buildings and nobody knows who fixes what anymore',
  ],
  ['facilities', 'Estates team at a secondary school'],
  [
    'security',
    'I run the night security guards at a distribution park and incident reports are just scribbles in a logbook',
  ],
  ['security', 'Security staff at a football stadium', 'Matchdays need 80 stewards and guards.'],
  ['publicServices', 'Council highways'],
  [
    'publicServices',
    "I work in a county council's school admissions team and parents can't make sense of our process",
  ],
  ['publicServices', 'Housing benefit team at a district council', 'Backlog is about 900 claims.'],
  [
    'governmentPolicy',
    "I'm a civil servant drafting transport policy and every consultation response ends up in a different spreadsheet",
  ],
  ['governmentPolicy', 'Schools policy team at the Department for Education'],
  ['justice', "I'm a prison officer on a remand wing and the handover between shifts loses important stuff"],
  [
    'emergencyServices',
    "I'm a watch manager at a retained fire station and getting crews to turn out on weekdays is tough",
  ],
  ['emergencyServices', 'Lifeboat crew at a fishing harbour'],
  ['schools', 'KS3 science'],
  [
    'schools',
    "I'm head of year 9 and behaviour incidents get logged in three different places by different teachers",
  ],
  ['schools', "Hospital school teaching kids on the children's ward", 'Pupils come and go every few days.'],
  [
    'earlyYears',
    'i run a preschool room of 24 three-year-olds and the parent messages are all over whatsapp',
  ],
  ['earlyYears', 'Workplace nursery at a car factory'],
  [
    'university',
    'I convene a first-year engineering module with 400 students and marking turnaround is always late',
    'Placements are the headache.',
  ],
  ['university', 'Nursing degree programme team'],
  ['training', 'Forklift training'],
  [
    'training',
    'I deliver first aid courses to construction firms and learners keep missing the refresher dates',
  ],
  [
    'healthcare',
    "I'm a ward sister on an elderly care ward and discharge planning drags on for days every time",
  ],
  ['healthcare', 'Occupational health nurses at a steelworks', 'We see about forty workers a day.'],
  [
    'emergencyCare',
    "I'm a paramedic and ambulance handover delays outside the emergency department are wrecking our response times",
  ],
  ['emergencyCare', 'Event medics at a county agricultural show'],
  [
    'primaryCare',
    "I'm practice manager at a rural medical centre and the 8am phone rush for appointments is killing us",
    'Six GPs, 9,000 patients.',
  ],
  ['primaryCare', 'Student health centre at a university'],
  [
    'pharmacy',
    'we are hospital pharmacy team and discharge prescriptions are waiting many hours before anybody is dispensing them',
  ],
  [
    'dentistry',
    "I'm a dental nurse and our practice keeps double-booking hygienist slots, patients are getting really annoyed",
  ],
  ['dentistry', 'Community dental service visiting care homes', 'Mostly denture work and check-ups.'],
  [
    'mentalHealth',
    "I'm a counsellor in a small private practice and our waitlist and session notes are all over the place",
  ],
  ['mentalHealth', 'Therapy service for farmers and their families'],
  [
    'socialCare',
    'I am coordinating home care visits in the valley, carers are spending more time in driving than caring',
  ],
  [
    'socialCare',
    'Supported living service run by a housing association',
    'Eight tenants with learning disabilities.',
  ],
  [
    'performingArts',
    "I'm musical director of a community choir and getting everyone to rehearsals before the concert is a battle",
  ],
  [
    'performingArts',
    'The staff pantomime at a primary school',
    'Teachers have about three weeks to rehearse.',
  ],
  [
    'museum',
    'I volunteer as a curator for a small railway museum and our collection records are on index cards',
  ],
  ['museum', 'Archive and exhibitions team at a football club'],
  ['library', "I'm the school librarian and getting overdue books back from kids is impossible"],
  ['library', 'Medical library at a teaching hospital'],
  ['sport', 'I coach the under 14 girls soccer team and half the parents never reply about game days'],
  ['sport', 'Works football team at a car plant', 'We play Sunday league.'],
  ['sport', "we're a tiny rowing club and booking boats and coaches for early sessions is chaos"],
  [
    'events',
    'I organise a three-day folk festival and the volunteer rota, tickets and traders all live in seperate tools',
  ],
  ['events', 'Conference team at a medical royal college', 'Three big conferences a year.'],
  [
    'visualArts',
    'I share a studio with four painters and we never agree who pays for materials or open studio costs',
  ],
  ['visualArts', 'Artist residency at a disused quarry', 'Six artists a year.'],
  ['personalCare', 'me and two other girls rent chairs in a salon and nobody tracks whose clients are whose'],
  ['personalCare', 'Hair and nail salon inside a retirement village'],
  [
    'faith',
    "I'm the vicar of three rural churches and keeping the service rota and readers straight is beyond me",
    'Congregations of about twenty each.',
  ],
  ['faith', 'Chaplaincy at a prison'],
  ['faith', 'our mosque runs Friday prayers for 800 and parking plus wudu space are a constant headache'],
  [
    'association',
    "I'm secretary of our allotment society and membership renewals and the waiting list are on my laptop only",
  ],
  ['association', 'Professional body for paramedics', 'About 4,000 members.'],
  [
    'repairShop',
    'I fix washing machines and fridges out of a unit and customers keep ringing to ask where their part is',
  ],
  ['repairShop', 'Laptop repair counter at a university'],
  [
    'funeral',
    "we're a family-run funeral home and arranging services with the crematorium and clergy is all phone calls",
  ],
  ['funeral', 'Crematorium run by a borough council'],
  [
    'nonprofit',
    "I'm fundraising manager for a hospice charity and our donor database is three spreadsheets and a shoebox",
  ],
  ['nonprofit', 'Grants team at a sports foundation', 'We give out about 2 million a year.'],
  [
    'household',
    'my partner and I both do shift work at the hospital and the school runs are a constant juggle',
    'Kids are 4 and 8.',
  ],
  [
    'household',
    'we look after my mum at home as well as three teenagers and noone ever knows whose turn anything is',
  ],
  ['household', 'Household chores for a farming family'],
  ['household', "Family life around Dad's FIFO mine roster", 'He is away two weeks on, one week off.'],
  [
    'community',
    'a few of us neighbours started a tool library on our street and keeping track of who has what is chaos',
  ],
  [
    'community',
    'i live in a tower block and residents keep falling out over the shared laundry and bin store',
  ],
  ['community', 'Neighbourhood watch in a mining town'],
  ['community', 'Residents of a caravan park after the flood', 'Lots of older folk on their own.'],
  [
    'volunteering',
    'I coordinate the volunteers at our night shelter and filling the rota over Christmas is always a scramble',
  ],
  [
    'volunteering',
    'im organising volunteers for the hospital meet and greet desk and people drop out of shifts last minute',
    'Most of them are retired.',
  ],
  ['volunteering', 'Befriending volunteers for a care home', 'We match about 30 pairs.'],
  [
    'youth',
    "I'm a Girl Guide leader and getting parental consent forms back before camp takes weeks",
    'Our unit has 28 girls aged 10 to 14.',
  ],
  ['youth', 'Youth group at a Baptist church'],
  ['gardening', 'my neighbour and I share a veg plot and we keep planting the same stuff at the same time'],
  ['gardening', 'Therapeutic garden at a mental health unit', 'Patients help with planting.'],
];
