/**
 * Probe batch CG (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on makers, trades and crafts of every kind (about half of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 78 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CG_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CG_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CG_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow malting barley for two craft maltsters and harvest never lines up with their intake slots',
    'Around 400 acres, just me and my brother.',
  ],
  ['farming', 'Lavender fields supplying a soap maker'],
  [
    'forestry',
    'i fell and extract timber for the local sawmill, two harvesters and a forwarder, always waiting on felling licences',
  ],
  ['forestry', "Thinning crew on a furniture maker's own woodland", 'Mostly oak and ash, about 40 hectares.'],
  [
    'fishing',
    'my dad and me work one inshore boat and sell the whole catch to the smokehouse on the harbour',
  ],
  ['fishing', 'Trawler crew landing for a fish cannery', 'Catch quotas are the worry this year.'],
  [
    'mining',
    'we run a small clay pit that supplies three potteries and the extraction face keeps slumping after heavy rain',
  ],
  ['mining', 'Underground crew at a gypsum mine owned by a plasterboard maker'],
  ['manufacturing', 'Fab shop'],
  [
    'manufacturing',
    'We are having a small unit making brass utensils in Moradabad and defects are coming in nearly every batch',
    'About 25 workers per shift.',
  ],
  ['manufacturing', 'Injection moulding line at a toy company'],
  ['manufacturing', 'Boatbuilders'],
  [
    'foodProduction',
    'we make fresh pasta for about forty restaurants and the allergen labelling on each batch is where it goes wrong',
    'Kitchen of 8, running two shifts.',
  ],
  ['foodProduction', 'Cheese dairy on a hill farm'],
  ['foodProduction', 'Sourdough bakery supplying a cafe chain'],
  [
    'textiles',
    'I do alterations and bespoke suits from a tiny shop with two machinists, patterns everywhere and no proper system',
  ],
  [
    'textiles',
    'my sister and I print and sew tote bags for festival merch and the fabric never arrives on time',
  ],
  [
    'energy',
    'we operate two wind turbines on a dairy farm and grid curtailment is eating most of our generation income',
  ],
  ['energy', 'Biomass boiler plant at a sawmill'],
  [
    'waterUtility',
    'I manage the pipe network for a small island water supply and we lose about a third of it to leaks',
  ],
  ['waterUtility', 'Private borehole supply for a whisky distillery', 'We worry about drought next summer.'],
  [
    'wasteRecycling',
    'we collect sawdust and offcuts from joinery workshops across the county and the bins are never where the route says',
  ],
  ['wasteRecycling', 'Fabric offcut recycling for garment factories', 'Three lorries, one sorting shed.'],
  [
    'construction',
    "we're a family firm of brickies and the main contractor keeps changing the site programme without telling us",
  ],
  [
    'construction',
    'Timber-frame erectors on a self-build housing scheme',
    '14 houses, all going up at once.',
  ],
  [
    'logistics',
    "I run despatch for a sofa maker, three vans, and sales keep promising deliverys on days we've got no route",
  ],
  ['logistics', 'Freight forwarding desk at a steelworks'],
  [
    'vehicleRepair',
    'i fix utes, tractors and quad bikes for farmers out here and parts take weeks so the yard is chockers',
  ],
  ['vehicleRepair', 'Mechanics workshop at a bus depot'],
  [
    'aviation',
    'we overhaul propellers for light aircraft and the airworthiness paperwork takes longer than the actual work does',
  ],
  [
    'aviation',
    'Flight ops for a helicopter firm serving offshore wind farms',
    'Eight pilots, four aircraft.',
  ],
  [
    'publicTransport',
    'we run the school and village bus routes for the county and the timetable falls apart whenever a driver is off',
  ],
  ['publicTransport', "Staff shuttle buses for a biscuit factory's shift workers"],
  [
    'maritime',
    'I crew a coastal cargo ship carrying sawn timber and steel coil, and port turnarounds are where everything slips',
    'Crew of nine.',
  ],
  ['maritime', 'Tug crews at a naval shipyard'],
  [
    'postalCourier',
    'i run a bike courier firm in leeds and most of our parcels are proofs going between print shops and studios',
  ],
  ['postalCourier', "Courier collections for a candle makers' collective"],
  [
    'retail',
    "we sell our own pottery plus other local makers' work in a little shop and stock counts are a nightmare",
    'Open 6 days, 3 of us.',
  ],
  ['retail', 'Factory shop at a woollen mill'],
  [
    'sales',
    "I'm the only sales rep for a family brewery and my whole pipeline of pubs and bottle shops lives in my head",
  ],
  ['sales', 'Trade sales team of a kitchen cabinet maker', 'Six reps covering the whole UK.'],
  [
    'customerSuccess',
    'we sell subscription software to bakeries and churn jumps every january when owners go through their costs',
    'We want to understand why bakeries leave.',
  ],
  ['customerSuccess', "Onboarding and renewals for a 3D printer maker's service contracts"],
  ['contactCentre', 'Complaints line'],
  [
    'contactCentre',
    'i supervise twelve agents on the order line for a mattress factory and the queue doubles after every TV ad',
    'We want fewer abandoned calls.',
  ],
  ['contactCentre', 'Customer phone team for a boiler manufacturer'],
  [
    'hospitality',
    'we run a b&b with six rooms above our bakery and breakfast service always clashes with the morning bake',
  ],
  ['hospitality', 'Staff canteen kitchen at a car plant'],
  [
    'tourism',
    'we take visitors round working potteries and bottle kilns in stoke and bookings arrive through five different websites',
  ],
  ['tourism', 'Factory tours at a chocolate maker'],
  [
    'software',
    "I'm the only developer at a printing firm writing our quoting software and every deploy breaks something else",
    "Happy to share what we've tried.",
  ],
  ['software', 'Firmware team at a sewing machine manufacturer'],
  [
    'product',
    'we are building an app for knitters to track patterns and our roadmap is just whatever users shout loudest',
  ],
  ['product', 'Product management at an e-bike maker'],
  [
    'openSource',
    'i maintain an open source library for CNC machine control and honestly three contributors do all the work',
  ],
  [
    'openSource',
    'Open-source firmware project for hobby 3D printers',
    'Roughly 200 contributors, 5 active maintainers.',
  ],
  [
    'dataPlatform',
    'we pull sensor readings from our kiln controllers into dashboards but the data quality is awful and nobody trusts it',
  ],
  ['dataPlatform', 'BI and dashboards team at a packaging manufacturer', 'We want one source of truth.'],
  [
    'platformOps',
    'I look after the servers and kubernetes cluster for an online print shop and every peak season something falls over',
  ],
  ['platformOps', 'Cloud infrastructure team at a bank'],
  [
    'retrospectives',
    'our workshop team holds a monthly retro after each big commission but the same actions come up every time',
  ],
  ['retrospectives', "Retrospective for a boat builders' crew after a launch"],
  [
    'newsMedia',
    'i edit a trade magazine for bakers and our readers want far more news than our two reporters can write',
  ],
  [
    'telecoms',
    "we're a tiny wireless internet provider up in the hills and the signal drops whenever the weather turns bad",
  ],
  ['telecoms', 'Fibre rollout to an industrial estate full of small workshops'],
  [
    'creativeAgency',
    'we do packaging design and labels for craft gin distillers and briefs change after the proofs evry single time',
  ],
  ['creativeAgency', 'In-house creative team at a furniture brand'],
  [
    'finance',
    "i'm finance manager at a steel fabricator and cash flow is tight because clients pay us in ninety days",
    'Turnover about 8m, two of us in finance.',
  ],
  ['finance', 'Finance office of a paper mill'],
  [
    'insurance',
    'we underwrite policies for small workshops and makers, and claim volumes after workshop fires are very hard to predict',
  ],
  ['insurance', 'Claims team at a crop insurer'],
  [
    'accounting',
    'i am doing bookkeeping and GST returns for around sixty small traders and all bills come at last date only',
  ],
  ['accounting', 'Small accountancy practice serving dairy farmers'],
  [
    'realEstate',
    'we own a converted mill and rent the units to about twenty makers, and tenants come and go every month',
  ],
  ['realEstate', "Property management for artists' studio blocks"],
  [
    'legal',
    "i'm a solicitor mostly doing contracts and IP for craft businesses and matters pile up with nothing tracking them",
  ],
  ['legal', 'In-house legal team at a pharmaceutical manufacturer', 'Four lawyers, far too many contracts.'],
  [
    'consulting',
    'we advise small factories on lean methods and our proposals take longer to write than the engagements themselves',
  ],
  ['consulting', 'Agricultural consultancy advising hill farmers'],
  [
    'architecture',
    "I'm an architect converting old workshops into homes and clients keep changing the drawings after planning approval",
  ],
  ['architecture', 'Architects specialising in church restorations'],
  [
    'research',
    'we research new glazes at a ceramics institute running kiln experiments and all our data lives in paper notebooks',
  ],
  ['research', 'Materials research lab at a steelworks'],
  [
    'veterinary',
    "I'm a vet nurse at a small animal clinic and every pet owner wants the five o'clock appointment",
  ],
  ['veterinary', 'Equine vet practice for a racing yard', 'Forty horses in training.'],
  [
    'peopleTeam',
    'i handle hiring for a joinery firm and we cant find apprentices and staff turnover is brutal',
    'Around 60 employees.',
  ],
  ['peopleTeam', 'Recruitment team at a shipyard'],
  [
    'facilities',
    'we clean and maintain a huge old textile mill now split into offices and nobody ever reports faults',
  ],
  [
    'security',
    'we guard a building site and a scrap yard overnight and every incident is still logged on paper',
  ],
  ['security', 'Gatehouse security at a chemicals plant'],
  [
    'publicServices',
    'I work in the council licensing team dealing with street traders and market stalls, and residents complain constantly',
  ],
  ['publicServices', 'Trading standards officers checking local food makers'],
  [
    'governmentPolicy',
    'we write apprenticeship policy for the ministry and the evidence we get from employers is very thin',
    'Consultation closes in March.',
  ],
  ['governmentPolicy', 'Consultation team on a new fishing quota policy'],
  [
    'justice',
    "i'm a probation officer and half my caseload are young offenders whose court hearings keep getting adjourned",
  ],
  ['justice', 'Listings office of a youth court'],
  [
    'emergencyServices',
    "we're a retained fire crew in a mill town and most of our callouts are dust fires at industrial units",
  ],
  ['emergencyServices', 'Mountain rescue team covering a ski resort', 'Roughly 40 callouts a year.'],
  ['schools', 'DT department'],
  [
    'schools',
    'I teach shop class and sewing at a middle school in ohio and the class sizes make the workshop unsafe',
  ],
  ['schools', 'Village primary school next to a quarry'],
  [
    'earlyYears',
    'we run a small nursery in a converted workshop and parents want more updates than our staff can manage',
  ],
  ['earlyYears', 'Workplace creche at a car factory'],
  [
    'university',
    'I lead the first-year module in furniture design and students just never turn up to lectures',
    'Cohort of about 90.',
  ],
  ['university', 'Textile design degree course at an art college'],
  ['training', 'Welding academy'],
  [
    'training',
    'we run short courses in blacksmithing and learners book up but then drop out after the first session',
    'Two forges, six learners a course.',
  ],
  ['training', 'Apprentice training centre at a shipyard'],
  [
    'healthcare',
    "i'm a ward manager on orthopaedics and half our patients are injured tradesmen waiting on surgery",
  ],
  ['emergencyCare', "we're the resus team in a busy ED and triage gets completely swamped on friday nights"],
  ['emergencyCare', 'Ambulance and first aid cover at a motor racing circuit'],
  [
    'primaryCare',
    "I'm practice manager at a rural GP and prescription requests come in by phone, email and on paper",
  ],
  ['primaryCare', 'GP practice serving a fishing town'],
  [
    'pharmacy',
    "we're a community pharmacy and half the prescriptions hit shortages so dispensing takes forever",
  ],
  ['pharmacy', 'Aseptic unit of a hospital pharmacy'],
  [
    'dentistry',
    "I'm a dental technician making crowns for six local dentists and the turnaround is always late",
    'Small lab, me and one apprentice.',
  ],
  [
    'mentalHealth',
    "I'm a counsellor seeing clients from the building trade and sessions get cancelled when their jobs overrun",
  ],
  [
    'socialCare',
    "we're domiciliary carers doing visits up the valleys and the rota never allows enough travel time",
    'Forty carers, about 300 clients.',
  ],
  ['socialCare', 'Home care visits for retired miners'],
  [
    'performingArts',
    'i sing in and manage a male voice choir of ex-foundry workers and rehearsals keep clashing with shifts',
  ],
  ['performingArts', 'Pit orchestra for an amateur musicals society'],
  ['museum', 'Industrial museum'],
  [
    'museum',
    'I look after the collection of looms and steam engines at a mill museum and half the objects need conservation',
  ],
  ['museum', 'Museum of a former pencil factory', 'Small paid team, lots of school visits.'],
  ['library', 'I run a library of tools people borrow instead of buying and loans come back late or broken'],
  ['library', "Lending library at a mechanics' institute"],
  [
    'sport',
    "i coach under 14s cricket, training's tuesday arvo and half the players miss it for other clubs",
  ],
  ['sport', 'Works football team at a biscuit factory', 'Mostly lads off the packing line.'],
  ['events', 'Craft fair'],
  [
    'events',
    'we organise a yearly woodworking show and tickets and exhibitor stands are all handled in spreadsheets wich nobody updates',
    'About 120 exhibitors, 6000 visitors.',
  ],
  ['events', 'Wedding venue in a converted brewery'],
  [
    'visualArts',
    "I'm a sculptor sharing a foundry with four other artists and no one tracks which work is where",
  ],
  ['visualArts', 'Artist residency at a glassworks'],
  [
    'personalCare',
    "i do nails from a room at the back of my mum's bakery and appointments overlap all the time",
  ],
  ['personalCare', 'Hair salon in a shopping centre'],
  [
    'faith',
    "I'm the warden at a small chapel in a quarry village and the congregation is shrinking every year",
  ],
  ['faith', 'Chaplaincy at a shipyard'],
  ['association', "Potters' guild"],
  [
    'association',
    "we're a trade association for independent bakers and committee meetings drag and members never renew on time",
    'Roughly 300 members.',
  ],
  ['association', 'Union branch at a glass factory'],
  [
    'repairShop',
    'i repair watches and clocks in my small shop, customers forget to collect and parts is very hard to find',
  ],
  ['repairShop', 'Phone repair counter inside a supermarket'],
  [
    'funeral',
    "we're a family funeral business that makes our own coffins, and families want everything arranged within a week",
    'We are worried about keeping up now dad is retiring.',
  ],
  [
    'nonprofit',
    "we're a charity giving tool kits to refugees starting trades and donors want impact reports we can't produce",
  ],
  [
    'nonprofit',
    'Fundraising arm of a heritage crafts charity',
    'We want donors to see where the money goes.',
  ],
  ['household', 'Chore chart'],
  [
    'household',
    "my wife runs a cake business out of our kitchen and the kids' chores, meals and her orders all collide",
    'Three kids under ten.',
  ],
  [
    'household',
    'me and my partner both work shifts at the mill and childcare for our two little ones is chaos',
  ],
  ['household', 'Family home above our pottery workshop'],
  ['household', 'Three-generation household in a fishing village', 'My mom needs a lot more help now.'],
  [
    'community',
    "we're neighbours on a terrace backing onto a noisy metal works and we want to speak with one voice",
    'About 30 houses.',
  ],
  [
    'community',
    'i try to keep our cul de sac together, bin days, parking rows, and checking on the old lady at number 14',
  ],
  ['community', 'Residents around a canal-side workshop yard'],
  ['community', 'Local residents near a proposed quarry extension'],
  ['volunteering', 'Volunteer coordinators'],
  [
    'volunteering',
    'I coordinate volunteers for our saturday community woodshed and the shift rota is a total WhatsApp mess',
  ],
  [
    'volunteering',
    'we have about thirty volunteers at the food bank and getting enough people for the friday shift is a nightmare',
    'Most are retired.',
  ],
  ['volunteering', 'Volunteer guides at a heritage watermill', 'Guides work half-day shifts.'],
  ['volunteering', 'Volunteer crew restoring a steam locomotive'],
  [
    'youth',
    "i'm a youth worker running a bike workshop for teenagers after school and parents keep asking for more sessions",
  ],
  ['youth', 'Youth club in a former print works'],
  [
    'gardening',
    'we grow dye plants on a shared plot for a group of weavers and the soil is heavy clay',
    'Twelve of us share it.',
  ],
];
