/**
 * Probe batch AH (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on technical and professional niches named with their own jargon, as short names and first-person sentences, written by people in the US, the UK, India and Israel), before any change to the drafter
 * was measured on it, and committed before it. 76 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AH_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AH_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AH_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Agronomy team'],
  [
    'farming',
    'we run precision ag on 1,200 acres in Nebraska and the yield maps never match what the soil sampling says',
    'Three of us plus seasonal help.',
  ],
  ['farming', 'Dairy herd at an agricultural college'],
  [
    'forestry',
    "I'm the harvest planner for a timber company in Oregon and our cut blocks keep slipping because of permits",
  ],
  ['forestry', "woodland team on a water company's catchment estate"],
  ['fishing', 'Scallop boat'],
  [
    'fishing',
    'we are a small cooperative of gillnetters in Kerala and catch reporting to the fisheries department takes hours every week',
    'Around 40 boats, most owners do not use smartphones.',
  ],
  ['fishing', 'fishing fleet of a frozen food manufacturer'],
  ['mining', 'Quarry shotfirers'],
  [
    'mining',
    'I run the geotech monitoring at an underground copper mine and the ground control reports pile up unread',
  ],
  ['mining', 'aggregates quarry belonging to a housebuilder'],
  [
    'manufacturing',
    'I lead the NDT inspectors at a forging plant and ultrasonic defect calls differ wildly between shifts',
    'We want the same part to get the same verdict no matter who scans it.',
  ],
  ['manufacturing', 'Furniture production workshop inside a prison'],
  [
    'foodProduction',
    'we make kimchi and hot sauce in a shared commissary kitchen and batch records are all on paper',
  ],
  ['foodProduction', 'flight kitchen at Ben Gurion airport'],
  [
    'textiles',
    'i run a small embroidery unit in Tiruppur doing export orders and the sampling stage always delays production',
  ],
  ['energy', 'Solar O&M'],
  [
    'energy',
    "I'm on the outage planning team at a gas-fired plant and every turnaround overruns because scopes change late",
  ],
  ['energy', 'CHP plant on a university campus'],
  [
    'waterUtility',
    'we manage the water network for a municipality near Haifa and non revenue water is stuck around thirty percent',
  ],
  [
    'waterUtility',
    'water supply team in a refugee camp run by an NGO',
    'Trucking plus two boreholes, 18,000 people.',
  ],
  [
    'wasteRecycling',
    'I coordinate e-waste collection for a recycler in Bangalore and pickups from corporate offices are always getting missed',
  ],
  ['construction', 'QS practice', 'Eight surveyors, mostly NEC contracts.'],
  [
    'construction',
    "I'm site manager on a mid-rise timber frame job and the subcontractors' RAMS never arrive before they start",
  ],
  ['construction', 'fit-out contractor for restaurant chains'],
  [
    'logistics',
    'we run the cold chain warehouse for a pharma distributor in Ahmedabad and temperature excursions during loading are common',
    'Kindly suggest how to map the loading bay process.',
  ],
  ['logistics', 'returns warehouse for an online fashion retailer'],
  [
    'vehicleRepair',
    'I own a two-bay shop that mostly works on hybrids and diagnostic time is killing our margins',
  ],
  [
    'vehicleRepair',
    'workshop that services the police fleet',
    'Eight technicians, cars have to be back on shift within 24 hours.',
  ],
  ['aviation', 'CAMO', 'Small one, we manage airworthiness for 14 turboprops.'],
  [
    'aviation',
    "I'm a dispatcher for a small charter airline and crew duty limits keep wrecking our weekend schedule",
  ],
  ['aviation', 'aircraft maintenance hangar at a flying school'],
  ['publicTransport', 'Paratransit'],
  [
    'publicTransport',
    'we schedule drivers for a suburban bus operator and split shifts make the rota almost impossible to fill',
  ],
  ['maritime', 'Marine pilots'],
  [
    'maritime',
    'I handle crewing for a fleet of bulk carriers out of Mumbai and visa delays keep stranding relief crews',
    'Around 600 seafarers on our books.',
  ],
  ['maritime', 'crew transfer vessels for an offshore wind farm'],
  [
    'postalCourier',
    "we're a last-mile parcel franchise in Tel Aviv and failed deliveries to appartment buildings eat all our day",
  ],
  ['postalCourier', 'internal post room at a government ministry'],
  [
    'retail',
    'I manage a mobile phone accessories kiosk in a mall and stock counts never match what the till says',
  ],
  ['sales', "I'm an AE selling ERP into mid-market manufacturers and deals stall for months at legal review"],
  ['sales', 'ad sales team at a regional newspaper'],
  [
    'customerSuccess',
    'we look after enterprise accounts for a HR software vendor and renewals surprise us because nobody tracks usage',
  ],
  ['customerSuccess', 'customer success for an edtech platform sold to schools'],
  ['contactCentre', 'Inbound BPO'],
  [
    'contactCentre',
    'I supervise night shift at an insurance call centre and average handle time targets are making agents rush callers',
    'Team of 35 agents, attrition is very high.',
  ],
  ['contactCentre', 'outsourced call handling for GP surgeries'],
  [
    'hospitality',
    'we run a twelve-room boutique hotel in Jaffa and housekeeping is never knowing which rooms checked out early',
  ],
  [
    'tourism',
    'we organise heritage walks in Old Delhi for foreigners and booking cancellations through the OTAs are a nightmare',
  ],
  ['tourism', 'tours desk at a whisky distillery'],
  ['software', 'QA automation'],
  [
    'software',
    "I'm tech lead on a fintech mobile app and our release train keeps slipping because of flaky UI tests",
    'Nine devs across Pune and London.',
  ],
  ['software', "dev team that builds a council's bin collection app"],
  [
    'product',
    'I am the only product manager at a 30-person startup in Herzliya and roadmap requests come from everyone',
  ],
  [
    'product',
    'product discovery team at an insurance company',
    'We want to stop building features nobody asked for.',
  ],
  [
    'openSource',
    'I maintain a popular Python parsing library in my spare time and issues pile up faster than PRs get reviewed',
  ],
  ['openSource', 'open source GIS project maintained by a university lab'],
  [
    'dataPlatform',
    "I'm the only DBA at a logistics firm and the nightly ETL into the warehouse keeps failing",
    'Worried the board dashboards are showing stale numbers.',
  ],
  ['dataPlatform', 'data engineering team at a supermarket chain'],
  ['platformOps', 'SRE on-call'],
  [
    'platformOps',
    'we run the Kubernetes clusters for about forty product teams and every upgrade turns into a week of firefighting',
  ],
  ['platformOps', 'IT infrastructure team at a law firm'],
  [
    'retrospectives',
    'I facilitate retros for three scrum teams and the same action items come back every single sprint',
    'Want to know why nothing changes.',
  ],
  ['retrospectives', 'lessons-learned retro after a construction project'],
  [
    'newsMedia',
    'I edit a Hindi-language local news site and stringers file stories on WhatsApp at all hours',
  ],
  ['newsMedia', 'sports desk at a national daily'],
  ['telecoms', 'RAN team'],
  [
    'telecoms',
    "I'm a field engineer for a rural broadband ISP and every storm knocks out wireless links we can't reach quickly",
  ],
  [
    'telecoms',
    'private 5G network at a container port',
    'Four engineers, cranes lose signal near the stacks.',
  ],
  [
    'creativeAgency',
    "I'm a freelance colourist grading commercials for agencies and client feedback arrives in six contradictory rounds",
  ],
  ['creativeAgency', 'in-house creative team at a bank'],
  ['finance', 'AP/AR', 'Two of us, month end close takes ten days.'],
  [
    'finance',
    "I'm the FP&A lead at a SaaS company and the monthly budget vs actuals pack takes me a full week",
  ],
  ['finance', 'finance office of a Catholic diocese'],
  [
    'insurance',
    "we underwrite marine cargo risks for a Lloyd's syndicate and broker submissions arrive in every possible format",
  ],
  [
    'accounting',
    'I run a one-woman bookkeeping practice and every January my clients send self-assessment receipts in carrier bags',
  ],
  ['accounting', 'tax practice specialising in farm businesses'],
  [
    'realEstate',
    'I manage 140 units for a small landlord in Queens and tenant repair requests come by text, email and voicemail',
  ],
  ['realEstate', 'property lettings arm of a cathedral'],
  [
    'legal',
    "I'm a litigation associate in Tel Aviv and tracking court deadlines across matters lives in my head",
    'Our firm has 12 lawyers and no docketing system.',
  ],
  ['legal', 'contracts team at an NHS trust'],
  ['legal', 'in-house legal at a football club'],
  [
    'consulting',
    "we're a three-partner ops consultancy and proposals take so long that we lose bids to bigger firms",
  ],
  ['consulting', 'management consultants advising hospital trusts'],
  ['architecture', 'Heritage architects'],
  [
    'architecture',
    "I'm a project architect on a school extension and the client keeps changing the brief after planning drawings are done",
  ],
  ['architecture', 'architecture practice that designs prisons', 'Eleven staff, projects run for years.'],
  ['research', 'Crystallography lab'],
  [
    'research',
    "I'm a postdoc running a cohort study and consent forms, samples and data live in 3 seperate systems",
  ],
  ['research', 'R&D lab at a chocolate maker'],
  [
    'veterinary',
    "we're a mixed practice in rural Wales and out-of-hours calving calls wreck the next day's rota",
    'Seven vets, two of them part time.',
  ],
  [
    'peopleTeam',
    "I'm the only HR person at a 90-person engineering firm and onboarding is different for every manager",
  ],
  ['peopleTeam', 'cabin crew recruitment team at an airline'],
  [
    'facilities',
    'I look after maintenance for six office buildings and the helpdesk tickets for broken lights never get closed',
  ],
  ['facilities', 'estates and maintenance team at a university'],
  [
    'security',
    'we provide manned guarding for construction sites around Pune and night patrol checks are still on paper registers',
  ],
  ['security', 'loss prevention team at a department store'],
  [
    'publicServices',
    "I manage a municipal citizen service centre in Be'er Sheva and residents wait hours for simple permits",
    'I want to see where the waiting comes from.',
  ],
  ['publicServices', 'taxi licensing team at the council'],
  [
    'governmentPolicy',
    "I'm a policy adviser drafting the consultation on bus franchising and the evidence base is scattered across departments",
  ],
  ['governmentPolicy', 'fisheries policy team at the environment ministry'],
  [
    'justice',
    "I'm a court clerk at a busy magistrates' court and listing errors mean defendants turn up on the wrong day",
  ],
  [
    'emergencyServices',
    "I'm a watch manager at a retained fire station and getting enough crew on call during weekdays is impossible",
  ],
  ['schools', 'SEN dept'],
  [
    'schools',
    "I'm head of year 9 at a comprehensive and behaviour incidents get logged in four different places",
  ],
  [
    'earlyYears',
    "I'm a childminder with five little ones and the parents want daily updates I never have time to write",
  ],
  [
    'university',
    "I'm a module leader for first-year chemistry and marking turnaround for 300 students is killing our team",
  ],
  [
    'training',
    'we deliver forklift and IOSH courses to warehouse staff and learners keep no-showing on the second day',
    'Five trainers, two training rooms.',
  ],
  [
    'healthcare',
    "I'm a charge nurse on an acute medical ward and discharge delays are blocking beds every afternoon",
  ],
  [
    'healthcare',
    'We are a cath lab team in a private hospital in Chennai, scheduling of emergency cases disturbs all elective lists',
  ],
  ['healthcare', 'occupational health clinic at a mining company'],
  [
    'emergencyCare',
    "I'm an ED physician and our triage queue explodes every evening when the urgent care clinics close",
    'Level II trauma center, about 60k visits a year.',
  ],
  ['emergencyCare', 'first aid and medical team at a marathon'],
  [
    'primaryCare',
    'I am practice manager at a GP surgery with 11,000 patients and the 8am phone rush is out of control',
  ],
  [
    'pharmacy',
    "I'm a locum pharmacist covering three branches and the dispensing backlog after bank holidays is unreal",
  ],
  ['pharmacy', 'pharmacy counter inside a big supermarket'],
  [
    'dentistry',
    "we're a two-chair dental clinic in Jerusalem and no-shows for hygienist appointments cost us a fortune",
  ],
  [
    'dentistry',
    'domiciliary dental team visiting care homes',
    'Two dentists and a nurse with a portable unit.',
  ],
  [
    'mentalHealth',
    "I'm a psychotherapist in group practice and our waitlist keeps growing while clients drop out after two sessions",
  ],
  ['mentalHealth', 'counselling service for students at a university'],
  [
    'socialCare',
    "I'm a registered manager at a 40-bed care home and agency staff don't know the residents' routines",
    'Worried about the next inspection.',
  ],
  [
    'performingArts',
    "I'm the company manager for a touring dance troupe and rehearsal schedules change every time we switch venues",
  ],
  ['performingArts', 'staff choir at an investment bank'],
  [
    'museum',
    "I'm a collections manager at a small railway museum and half our objects have no location recorded",
    'About 9,000 objects, mostly volunteers.',
  ],
  [
    'library',
    "I'm the sole librarian at a hospital and clinicians' literature search requests come in faster than I can answer",
  ],
  ['library', 'law library in barristers chambers'],
  ['sport', 'S&C staff'],
  ['sport', "I'm the analyst for a semi-pro cricket club and players ignore the training load data I send"],
  ['sport', 'five-a-side team at a software company'],
  ['events', 'Trade shows'],
  [
    'events',
    'we produce tech conferences in Tel Aviv and speaker changes the week before always break the agenda and badges',
    'Small team of four, up to 2,000 attendees.',
  ],
  ['events', 'conference and events team at a rugby stadium'],
  [
    'visualArts',
    "I'm a glass artist sharing a studio with four others and kiln bookings are a constant argument",
  ],
  ['visualArts', "artists in residence at a children's hospital"],
  ['personalCare', 'Threading salon'],
  [
    'personalCare',
    'I run a mobile hairdressing business visiting care homes and appointment clashes happen because the home books separately',
  ],
  [
    'personalCare',
    'spa treatment rooms in a luxury hotel',
    'Eight therapists, guests book through reception.',
  ],
  [
    'faith',
    'I help run our parish and keeping the service rota for readers and altar servers straight is a headache',
  ],
  ['faith', 'multi-faith chaplaincy at an airport'],
  [
    'association',
    "I'm membership secretary of a national society of engineers and renewals are still done by cheque",
  ],
  ['association', 'professional association for hospital pharmacists'],
  [
    'repairShop',
    'we fix laptops and phones in a small shop in Haifa and customers keep calling to ask if the parts arived',
  ],
  ['repairShop', 'instrument repair workshop at a music conservatoire'],
  ['funeral', 'Chevra kadisha'],
  [
    'funeral',
    "I'm a funeral director at a family firm and coordinating crematorium slots with clergy and florists eats my week",
  ],
  ['funeral', 'bereavement office at a hospital', 'Two officers, death certificates get delayed.'],
  [
    'nonprofit',
    "I'm head of fundraising at a small cancer charity and our donor database is a mess of duplicates",
  ],
  [
    'household',
    "my husband and I both do shift work at the hospital and the kids' school runs are chaos",
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    "I'm a single dad working in SRE with on-call weeks and meal planning falls apart those weeks",
  ],
  ['household', 'family home with two junior doctors on rotas'],
  ['household', 'family home above a takeaway'],
  [
    'community',
    'we are neighbours on a new estate with no shop or bus and want to organise lift-sharing and a street WhatsApp',
  ],
  [
    'community',
    "I live in a tower block where the lift is broken half the time and residents can't agree who to chase",
  ],
  [
    'community',
    'neighbours living next to a new data centre',
    'We want to speak with one voice at the planning meeting.',
  ],
  ['community', 'residents of the streets around a football ground on match days'],
  [
    'volunteering',
    'I coordinate the volunteers at a refugee clothing drop-in and shift sign-ups through WhatsApp always leave gaps',
    'About 60 volunteers, maybe 15 reliable.',
  ],
  [
    'volunteering',
    'we are a group of retired engineers who volunteer to fix things for older people in our town',
  ],
  ['volunteering', 'volunteer guides at a cathedral'],
  ['volunteering', 'volunteer drivers for a hospital transport scheme'],
  [
    'youth',
    "I'm a youth worker running a Friday drop-in and the parents' consent forms are never up to date",
  ],
  ['youth', 'youth group at a synagogue', 'Ages 12 to 17, run by two madrichim.'],
  ['gardening', 'Allotment plot'],
  ['gardening', 'we share a community garden behind the library and nobody waters the raised beds in August'],
  ['gardening', 'kitchen garden supplying a hotel restaurant'],
];
