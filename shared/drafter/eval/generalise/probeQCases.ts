/**
 * Probe batch Q (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on public-sector and health-service staff, local government, charities and social enterprises, universities and research groups and the trades that serve them, in the UK, India, Singapore, South Africa and Canada), before any change to the drafter
 * was measured on it, and committed before it. 81 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_Q_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_Q_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_Q_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow sugarcane on about 40 acres near Kolhapur and the labour for harvest never turns up on time',
    'Mostly family labour plus seasonal workers.',
  ],
  ['farming', 'Working farm at an open prison'],
  [
    'forestry',
    'I manage council woodland across three parishes and ash dieback means half my felling programme keeps changing',
  ],
  ['forestry', 'timber harvesting contractor for a paper mill'],
  [
    'fishing',
    'my dad and I run two crab boats out of Kilkeel and the catch logbook paperwork eats our weekends',
  ],
  [
    'fishing',
    'Prawn trawler crews supplying a seafood processing plant',
    'Six boats, mostly skippered by brothers and cousins.',
  ],
  [
    'mining',
    "I'm the shift boss on a platinum mine in Rustenburg and handovers between underground crews keep dropping details",
  ],
  ['mining', 'Sand extraction pit owned by a housebuilder'],
  ['manufacturing', 'CNC shop'],
  [
    'manufacturing',
    'we make hospital beds at a plant outside Pune and defect rates jumped after we added a second line',
  ],
  ['manufacturing', 'Signage fabrication unit for a city council', 'Eleven staff, two shifts.'],
  [
    'foodProduction',
    'I run a small jam and chutney business from a unit in Yorkshire and batch labelling is always behind',
  ],
  [
    'foodProduction',
    'Cook-chill production unit supplying school meals',
    'Allergen controls are my biggest worry.',
  ],
  ['textiles', 'Sari weavers'],
  [
    'textiles',
    "we're a social enterprise sewing school uniforms in Durban and our pattern cutting is a bottleneck",
  ],
  ['textiles', 'sewing room making scrubs for an NHS trust'],
  [
    'energy',
    'I coordinate the control room for a regional electricity distributor in Ontario and storm outages swamp us every spring',
    'We want to see where the handoffs break.',
  ],
  ['energy', 'The CHP plant that powers a hospital site'],
  [
    'waterUtility',
    "I supervise pipe repair gangs for the municipality in Gqeberha and we can't keep up with the bursts",
  ],
  ['waterUtility', 'Water tanker service for informal settlements'],
  [
    'wasteRecycling',
    'we collect food waste from restaurants across Singapore and half the bins come back contaminated',
  ],
  [
    'wasteRecycling',
    'Clinical waste collection for GP surgeries',
    'Around 300 pickups a week across the county.',
  ],
  [
    'construction',
    "I'm site manager on a school rebuild in Leeds and subcontractors keep turning up without their RAMS",
  ],
  ['construction', 'Capital works team of a housing association'],
  [
    'logistics',
    'we run the central stores for a health board and ward deliveries go missing between dock and lift',
  ],
  [
    'logistics',
    'Cold chain distribution for a vaccine programme',
    'Worried about temperature excursions nobody reports.',
  ],
  [
    'vehicleRepair',
    'i run a small garage in Mississauga fixing mostly Hondas and parts ordering is a total mess',
  ],
  [
    'vehicleRepair',
    'Council fleet maintenance workshop',
    'We service bin lorries and gritters, about 300 vehicles.',
  ],
  [
    'aviation',
    'I look after airworthiness for a small fleet of survey planes and the maintenance records are scattered everywhere',
  ],
  [
    'publicTransport',
    'we run a community minibus service for villages outside Norwich and drivers keep leaving so the timetable collapses',
    'Most drivers are paid part-timers.',
  ],
  ['publicTransport', 'Student shuttle buses run by a university'],
  [
    'maritime',
    'I crew a supply vessel out of Cape Town and the handover between rotations loses half the defect info',
  ],
  ['maritime', 'Research vessel crew for a university oceanography department'],
  [
    'postalCourier',
    'we are doing same-day courier runs for labs and clinics in Bangalore and riders routes are overlapping constantly',
  ],
  ['postalCourier', 'Internal mail room at a county council'],
  [
    'retail',
    "we're a family-run kirana store in Chennai and keeping the shelves stocked during festival season is chaos",
  ],
  ['retail', 'Gift shop at a national museum', 'Run by three paid staff and a rota of helpers.'],
  ['sales', 'BD team'],
  ['sales', 'I lead a team selling lab equipment into universities and our pipeline reviews go nowhere'],
  ['sales', 'Corporate sponsorship sales for a football club', 'Four of us, all on commission.'],
  [
    'customerSuccess',
    'I look after renewals for a software company selling to NHS trusts and churn is creeping up',
  ],
  ['customerSuccess', 'Account management team at a school MIS supplier'],
  [
    'contactCentre',
    'we answer council tax and housing benefit calls and the queue hits 40 minutes every monday',
  ],
  ['contactCentre', 'Helpline team for a student loans company', 'About 120 agents across two sites.'],
  [
    'hospitality',
    "I'm head chef at a hotel in Shimla and the kitchen falls apart whenever we have a wedding booking",
  ],
  ['hospitality', 'Catering team at a university conference centre'],
  [
    'tourism',
    'we run heritage walks and homestays in kerala and bookings thru three different agents keep double booking',
  ],
  ['tourism', 'Visitor information centre run by a district council'],
  [
    'software',
    "I'm one of two developers building the bookings system for a leisure trust and releases always break something",
  ],
  [
    'software',
    'In-house dev team at a university',
    'We maintain the student records system and a dozen small apps.',
  ],
  [
    'product',
    "I'm the only product manager at a GovTech agency and the roadmap is basically whatever ministers asked for last",
  ],
  ['product', 'Product discovery team for an NHS patient app'],
  [
    'openSource',
    'i maintain a python library for ecology researchers and issues pile up faster than the three of us can triage',
    'All of us do this unpaid.',
  ],
  ['openSource', 'Open source GIS project funded by a charity'],
  [
    'dataPlatform',
    'we built the dashboards for a county council and nobody trusts teh numbers because the pipelines fail silently',
  ],
  ['dataPlatform', 'Data warehouse team for an NHS integrated care board'],
  [
    'platformOps',
    "I'm on the infrastructure team for a university's HPC cluster and every outage turns into a blame game",
  ],
  ['platformOps', 'Cloud platform team at a retail bank', 'We want fewer 3am pages.'],
  ['retrospectives', 'our team retro is become boring and same three actions coming back every two weeks'],
  [
    'retrospectives',
    'Post-project lessons learned review for a hospital IT rollout',
    'People are polite in the room and furious afterwards.',
  ],
  [
    'newsMedia',
    "I edit a weekly community paper in Nova Scotia and we're always scrambling for stories on deadline day",
  ],
  ['newsMedia', 'Student newspaper at a university'],
  [
    'telecoms',
    'we install broadband for a rural network cooperative in Wales and signal complaints take forever to resolve',
  ],
  ['telecoms', 'Radio network engineers for an ambulance service'],
  [
    'creativeAgency',
    "we're a small branding studio in Johannesburg and client briefs change halfway through every single job",
    'Five of us plus freelancers.',
  ],
  ['creativeAgency', 'Campaign design team for a blood donation charity'],
  [
    'finance',
    "I'm the finance business partner for three hospital directorates and budget holders never look at their reports",
  ],
  ['finance', 'Finance office of a diocese'],
  [
    'insurance',
    'we underwrite crop insurance for smallholders in Maharashtra and claims after the monsoon overwhelm our field team',
  ],
  ['insurance', 'Liability claims team for a city council', 'Mostly potholes and trips on pavements.'],
  ['accounting', 'Bookkeeping practice'],
  [
    'accounting',
    "I'm a sole practitioner doing tax returns for farmers and tradespeople and January is an absolute nightmare every year",
  ],
  ['accounting', 'CA firm doing audits for cooperative societies'],
  [
    'realEstate',
    'my wife and I rent out four flats in Glasgow and keeping on top of tenant repairs is exhausting',
  ],
  ['realEstate', 'Student acommodation office at a university'],
  [
    'legal',
    "I'm a paralegal at a legal aid clinic in Toronto and our matter files live in five different places",
    'Funding got cut this year.',
  ],
  ['legal', 'In-house legal team at an NHS trust'],
  [
    'consulting',
    "we're a two-person consultancy advising charities on strategy and proposals eat the time we should spend on clients",
  ],
  ['consulting', 'Health consulting arm of an accountancy firm'],
  [
    'architecture',
    'I run a three-person practice designing school extensions and drawing revisions from the council never stop',
  ],
  ['architecture', 'Design team in a university estates department'],
  [
    'research',
    "I'm a postdoc in a malaria research group in Cape Town and our experiment notes are scattered everywhere",
  ],
  [
    'research',
    'Research and evaluation team at a housing charity',
    'Three researchers, lots of interview data.',
  ],
  ['research', 'Clinical trials unit in an NHS hospital'],
  [
    'veterinary',
    'we run a mobile vet clinic for dogs and cattle in villages near Jaipur and owners rarely come back for follow-ups',
  ],
  ['veterinary', 'Vet nurses at an animal rescue charity'],
  [
    'peopleTeam',
    "I'm the only HR person for a 200-staff care provider and hiring is constant because everyone leaves",
    'Turnover is about 40% a year.',
  ],
  ['peopleTeam', 'Recruitment team for a police force'],
  [
    'facilities',
    'we do the cleaning and maintenance for six GP surgeries and nobody knows who reported what',
  ],
  [
    'security',
    'I manage the guards at a mall in Sandton and incident reports are still handwritten on paper',
  ],
  ['security', 'Campus security at a university', 'Night shifts are where things go wrong.'],
  ['publicServices', 'Rev & Bens', 'Backlog of change-of-circumstance forms is huge.'],
  [
    'publicServices',
    'I work in a municipal ward office in Pune and citizens queue all day for birth certificates',
  ],
  ['publicServices', 'Council service hub inside a public library'],
  [
    'governmentPolicy',
    "I'm a policy officer in a provincial health ministry and every consultation ends up rushed before the minister's deadline",
  ],
  [
    'governmentPolicy',
    'Education policy team in a devolved government',
    'We want to see how evidence actually reaches decisions.',
  ],
  [
    'justice',
    "I'm a probation officer in Manchester and my caseload of offenders keeps growing while the team shrinks",
  ],
  ['justice', 'Listing office of a family court'],
  [
    'emergencyServices',
    "we're a paid-on-call fire crew in rural Alberta and half our callouts clash with people's day jobs",
  ],
  ['schools', 'I teach year 9 science in a comprehensive and lesson planning eats every evening and weekend'],
  ['schools', 'Hospital school teaching children on long-stay wards'],
  [
    'earlyYears',
    'i run a home daycare in Winnipeg with six kids and parents keep changing pickup times on me',
  ],
  [
    'university',
    'I convene a first-year engineering module with 400 students and feedback on assignments is always late',
    'Marking is split across eight TAs.',
  ],
  ['university', 'Department of Nursing teaching team at a university'],
  [
    'training',
    'I deliver first aid courses to construction firms and learners forget half of it within a month',
    'Just me and one other trainer.',
  ],
  ['training', 'Clinical skills training team in an NHS trust'],
  [
    'healthcare',
    "I'm a ward sister on an elderly care ward and discharge planning falls apart every Friday afternoon",
  ],
  ['healthcare', 'Healthcare unit inside a young offender institution'],
  [
    'emergencyCare',
    "we're paramedics in Durban and handover delays at the hospital mean our ambulances queue for hours",
    'Sometimes six crews waiting at once.',
  ],
  ['emergencyCare', 'First aid and triage post at a pilgrimage site'],
  [
    'primaryCare',
    "I'm practice manager at a surgery in Bristol and the 8am phone rush for appointments is unbearable",
  ],
  ['primaryCare', 'NHS GP practice on a university campus'],
  [
    'pharmacy',
    'we run an independent pharmacy in Leicester and dispensing errors spike when the locum is on',
  ],
  ['pharmacy', 'Dispensary at a rural hospital in Limpopo', 'One pharmacist and two assistants.'],
  ['dentistry', "I'm a dental nurse at an NHS practice and the waiting list for check-ups is over a year"],
  ['dentistry', 'Community dental service for care home residents'],
  [
    'mentalHealth',
    "I'm a counsellor at a university wellbeing service and the waiting list grows every term",
    'We are four counsellors for 20,000 students.',
  ],
  ['mentalHealth', 'Talking therapies service run by a charity'],
  [
    'socialCare',
    'I coordinate home care visits in a rural district and carers spend more time driving than caring',
  ],
  [
    'socialCare',
    'my team does social work assessments for older adults and paperwork means we see people weeks late',
  ],
  [
    'performingArts',
    "we're a Bharatanatyam dance company in Chennai and rehearsal schedules fall apart whenever a tour comes up",
  ],
  ['performingArts', 'Staff choir at an NHS trust'],
  ['museum', 'Regimental museum'],
  [
    'museum',
    "I'm the only curator at a small railway museum and the collection database is a decade out of date",
    'Everyone else is a volunteer.',
  ],
  ['museum', 'Medical history collection at a teaching hospital'],
  ['library', 'I run the lending side of a prison library and half the loans never come back'],
  ['library', 'Health sciences library at a university'],
  [
    'sport',
    'I coach an under-14 cricket team in Kolkata and getting players to training on time is half the battle',
  ],
  ['sport', 'Wheelchair basketball team run by a disability charity'],
  ['events', 'Diwali mela'],
  [
    'events',
    'we organise an annual science festival for a university and ticketing plus volunteers turns into chaos every year',
    'About 8,000 attendees over three days.',
  ],
  ['events', 'Events team at a cathedral'],
  ['visualArts', 'Ceramics studio'],
  [
    'visualArts',
    'I share a studio with four other painters in Leith and we never agree on who pays for what',
  ],
  ['personalCare', 'i do nails and lashes from a salon in Brampton and no-shows are killing my bookings'],
  [
    'faith',
    "I'm the parish administrator for three churches and getting volunteers for Sunday services is always a scramble",
  ],
  ['faith', 'Multi-faith chaplaincy at a hospital'],
  [
    'association',
    "I'm secretary of a retired teachers' association and getting members to renew their subscriptions is a pain",
  ],
  ['association', 'Professional body for radiographers', 'Around 3,000 members and a tiny office.'],
  ['repairShop', 'we fix laptops and tablets for schools across the district and parts take weeks to arrive'],
  ['repairShop', 'Wheelchair repair workshop for an NHS trust'],
  [
    'funeral',
    "we're a family funeral business in Bolton and arranging services around the crematorium's slots is a daily puzzle",
  ],
  [
    'nonprofit',
    "I'm the fundraising lead for a small hospice charity and our donor database is a spreadsheet from 2014",
    'We need to grow income by a third.',
  ],
  ['nonprofit', 'Alumni fundraising office of a university'],
  [
    'household',
    "my husband and I share custody and the kids' school stuff falls through the cracks between two homes",
    'Kids are 9 and 13.',
  ],
  ['household', 'we are staying with my in-laws in Mysore and nobody agrees who does which chores'],
  [
    'household',
    'Household of two junior doctors on rotating shifts',
    'We have a toddler and no family nearby.',
  ],
  ['household', 'Foster family home with three teenagers'],
  [
    'community',
    "I live on a terraced street in Sheffield and we're trying to sort out shared bins and parking with neighbours",
  ],
  [
    'community',
    "we're residents in a Soweto section wanting a street patrol but we keep arguing about who leads",
    'Around forty households have joined the group.',
  ],
  ['community', 'Residents living next to a quarry', 'Dust and lorries are the main complaints.'],
  ['community', 'Neighbours sharing a courtyard behind a row of shops'],
  [
    'volunteering',
    'I coordinate volunteers at a food bank in Hamilton and the Saturday shift rota is always short',
  ],
  [
    'volunteering',
    "we're a group of retired folks who read to patients on the wards and scheduling is a nightmare",
  ],
  [
    'volunteering',
    'Student volunteers running a night shelter',
    'Around 60 volunteers, turnover every term.',
  ],
  [
    'youth',
    "I'm a youth worker at a drop-in centre in Surrey BC and getting the teens to come regularly is tough",
  ],
  ['youth', 'Youth club in a church hall'],
  ['gardening', "we've got a community garden behind the library and nobody waters the plots in August"],
  ['gardening', 'Kitchen garden at a primary school'],
];
