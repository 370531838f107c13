/**
 * Probe batch AQ (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in China, Vietnam, Indonesia and Thailand writing English as a second language), before any change to the drafter
 * was measured on it, and committed before it. 47 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AQ_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AQ_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AQ_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Durian orchard'],
  [
    'farming',
    'my family grow rice in the Mekong delta, 3 harvest a year but salt water come into the fields more every year',
    'We are thinking to change some field to shrimp but not sure.',
  ],
  ['farming', 'vegetable farm supplying the school canteens in Kunming'],
  [
    'forestry',
    'I manage forest rangers in Kalimantan, illegal logging is big problem and we have not enough people to cover the woodland',
  ],
  [
    'forestry',
    'timber felling crew for a furniture factory in Jepara',
    'Around 20 workers, many are day labour.',
  ],
  [
    'fishing',
    'my uncle own three fishing boats in Phan Thiet, the catch getting smaller and the fuel price too high',
    'We are 14 fishermen, mostly family.',
  ],
  ['fishing', 'fishermen group selling their catch to seafood resturants in Jimbaran'],
  ['mining', 'tin mine'],
  [
    'mining',
    'I am shift supervisor at a coal mine in Shanxi, the underground safety check always late and workers skip it',
    'Last year we had 2 accident.',
  ],
  ['mining', 'limestone quarry feeding a cement plant'],
  [
    'manufacturing',
    'we produce motorbike parts in Binh Duong, defect rate on machine no.4 is high and nobody know why',
    'Boss want to see root cause in one month.',
  ],
  ['manufacturing', 'injection moulding factory making toys for a theme park chain'],
  ['foodProduction', 'Tofu workshop'],
  [
    'foodProduction',
    'my mother and me make banh chung to sell for Tet, every batch taste different and we want a standard recipe',
  ],
  ['foodProduction', 'chilli sauce factory that supplies the minimarts'],
  [
    'foodProduction',
    'we have a small fish sauce factory in Phu Quoc, every batch need 12 months and the hygiene inspection scare us',
    'Family business, third generation.',
  ],
  [
    'textiles',
    'I have small tailor shop with 5 sewing ladies, we make ao dai to order and the paper patterns always get lost',
  ],
  [
    'textiles',
    'garment factory making uniforms for hospitals',
    'Orders are big but the deadline is very short.',
  ],
  [
    'energy',
    'i work at a small hydropower plant in Yunnan, in dry season the generation drop and grid company complain to us',
  ],
  ['energy', 'diesel generator team for island resorts in Riau', 'Fuel come by boat and sometimes late.'],
  ['waterUtility', 'PDAM', 'Our branch cover 3 kecamatan and non-revenue water is 40%.'],
  [
    'waterUtility',
    'we are the village water board, the pipe from the spring leak every rainy season and half the houses get no supply',
  ],
  ['waterUtility', 'water supply network for an industrial park in Dong Nai'],
  ['wasteRecycling', 'Bank sampah'],
  [
    'wasteRecycling',
    'I run a small junk shop buying plastic bottle and cardboard from scavengers, sorting is too slow and the yard is full',
    'Price of plastic go down a lot this year.',
  ],
  ['wasteRecycling', 'garbage collection for the night market in Chiang Mai'],
  ['construction', 'Rebar subcontractor'],
  [
    'construction',
    "im project manager for a 30 floors condo, the contractors dont follow safety rule on site and I can't be everywhere",
  ],
  [
    'construction',
    'construction crew renovating a Buddhist temple hall',
    'Monks want it finish before Songkran.',
  ],
  [
    'logistics',
    'we do trucking from Guangzhou to Hanoi across the border, shipments stuck at customs and customers angry every week',
    'We have 35 trucks.',
  ],
  ['logistics', 'warehouse team for an online fashion shop on Shopee'],
  ['vehicleRepair', 'Bengkel motor'],
  [
    'vehicleRepair',
    'I own a car garage in Khon Kaen with 6 mechanic, customers always wait too long to get their car back',
  ],
  ['vehicleRepair', 'mechanics maintaining the school bus fleet'],
  ['aviation', 'Flight dispatch'],
  [
    'aviation',
    'I am ground handling supervisor at Tan Son Nhat airport, aircraft turnaround always delay because baggage loading is late',
    'We handle about 120 flights a day.',
  ],
  ['aviation', 'aircraft maintenance hangar for a seaplane tour company'],
  ['publicTransport', 'BRT corridor'],
  [
    'publicTransport',
    'we run minibus routes between the villages and town, nobody follow the timetable and passengers wait for hours',
  ],
  [
    'publicTransport',
    'shuttle bus service around a university campus',
    'Students complain on the confession page.',
  ],
  ['maritime', 'Container port'],
  [
    'maritime',
    'I am crewing manager at a shipping company, we must find crew for 12 cargo ships and the certificates always expire',
  ],
  ['maritime', 'tugboat crew at an oil refinery jetty'],
  ['postalCourier', 'Kantor pos'],
  [
    'postalCourier',
    'I manage 40 riders delivering parcels for e-commerce sellers, too many parcels return because customer not at home',
    'COD make it worse.',
  ],
  ['retail', 'Minimart'],
  [
    'retail',
    'my family have a tap hoa grocery shop near the market, stock always run out or expire and we have no system',
  ],
  ['retail', 'convenience store inside a hospital', 'Open 24 hours, 3 staff each shift.'],
  ['sales', 'B2B sales'],
  [
    'sales',
    'I lead 8 sales reps selling tractors to farmers, our pipeline is only excel and we miss quota every quarter',
  ],
  ['sales', 'sales team of a pharma company calling on private clinics'],
  [
    'customerSuccess',
    "we sell school management software, after first year many schools don't renew the account and we don't know why",
  ],
  [
    'customerSuccess',
    'onboarding team for restaurants joining a food delivery app',
    'Team of 7 in Jakarta and Surabaya.',
  ],
  ['contactCentre', 'Hotline team'],
  [
    'contactCentre',
    'I supervise 25 agents at a call center in Ho Chi Minh, the queue is too long at lunch time and agents burn out',
    'Turnover is almost 50% a year.',
  ],
  ['contactCentre', 'booking hotline for a budget airline'],
  [
    'hospitality',
    'we have a pho restaurant with 30 tables, kitchen and service staff always fighting at rush hour',
  ],
  ['hospitality', 'staff canteen of an electronics factory'],
  ['hospitality', 'Warung makan'],
  ['tourism', 'Trekking tours'],
  [
    'tourism',
    'I run boat tours for foreign visitors in Ha Long bay, bookings come from many websites and we double book sometimes',
  ],
  ['tourism', 'travel desk booking day trips for hotel guests'],
  [
    'software',
    'we are 6 developers making mobile app for a bank, every release have bugs and testing is all manual',
    'I want less hotfix on weekend.',
  ],
  ['software', 'offshore dev centre in Da Nang writing code for Japanese clients'],
  [
    'product',
    'I am product manager for a ride hailing app, the roadmap change every week because boss have new idea',
    'How to say no politely?',
  ],
  ['product', 'product discovery for an agritech app used by rice farmers'],
  [
    'openSource',
    'I maintain an open source Vietnamese NLP library, many issues and PR come but only 2 maintainers are active',
  ],
  ['openSource', 'open source Thai font project used by government websites'],
  [
    'dataPlatform',
    'we build data pipelines for an e-commerce company, dashboard numbers never match with the finance numbers',
  ],
  [
    'platformOps',
    'i am devops in a fintech startup, our kubernetes cluster go down at night and nobody is on call',
  ],
  ['platformOps', 'cloud infrastructure team for a mobile game studio'],
  [
    'retrospectives',
    'our team do retrospective every 2 weeks but nobody speak up, same action items again and again',
    'Maybe because the manager is in the room.',
  ],
  ['retrospectives', 'monthly retro of the hotel front office team'],
  [
    'newsMedia',
    "I am editor at a small online news site in Bangkok, we chase clicks and readers don't trust our stories",
  ],
  ['newsMedia', 'sports desk of a daily newspaper'],
  ['telecoms', 'Cell towers'],
  [
    'telecoms',
    'we are small internet provider in the mountain, signal is weak and customers complain broadband cut when it rain',
    'About 4000 subscribers.',
  ],
  ['telecoms', 'mobile coverage for a remote nickel mining area'],
  [
    'creativeAgency',
    'I run a small design agency, clients change the brief after we finish and never pay for extra work',
  ],
  ['creativeAgency', 'creative agency doing campaigns for a milk tea brand'],
  [
    'finance',
    'I am finance manager of a family company, cash flow always tight end of month and nobody follow the budget',
  ],
  ['finance', 'finance department of a private hospital', 'We are 9 people, 2 are new.'],
  ['insurance', 'we sell microinsurance to ojek drivers, claims take too long and the policyholders give up'],
  ['accounting', 'Tax agent'],
  [
    'accounting',
    'I do bookkeeping for 20 small shops, every month they send receipts as photo on Zalo and I am drowning',
  ],
  ['accounting', 'accounting firm serving restaurants in Jakarta', 'Tax deadline season is crazy.'],
  ['accounting', 'bookkeeper for a pagoda foundation'],
  ['realEstate', 'Kos-kosan'],
  [
    'realEstate',
    'my family rent 12 small rooms to factory workers, tenants move out without notice and rent always late',
  ],
  ['realEstate', 'property managment for apartments near a university'],
  [
    'legal',
    'I am in-house lawyer at a garment exporter, contracts with buyers pile up and nobody track the deadlines',
  ],
  ['legal', 'legal aid clinic for migrant fishermen', 'Most cases are unpaid wages.'],
  [
    'consulting',
    'we are a small consultancy helping SMEs get ISO certificate, proposals take too long and clients ghost us after',
  ],
  ['consulting', 'consultants advising a provincial government on tourism'],
  ['architecture', 'Architect office'],
  [
    'architecture',
    'I am junior architect, drawings go back and forth with client and site engineer and the versions get mixed up',
  ],
  ['architecture', 'architecture studio designing schools in rural Yunnan'],
  [
    'research',
    'I am PhD student in a rice genetics lab, experiment data is everywhere and our papers always delayed',
    'My supervisor want a better system.',
  ],
  ['research', 'research unit running drug studies at a cancer hospital'],
  [
    'veterinary',
    'I am the only vet for many pig farms in Dong Thap, african swine fever make every owner panic',
  ],
  ['veterinary', 'animal hospital team at the Chiang Mai zoo'],
  [
    'peopleTeam',
    "I'm HR for a factory of 2000 workers, after Tet holiday many don't come back and we must hire again",
    'Every year same problem.',
  ],
  ['peopleTeam', 'recruitment team for a hotel chain'],
  [
    'facilities',
    'I manage the cleaners and technicians for an office tower, aircon breakdown and toilet complaints every single day',
  ],
  ['facilities', 'cleaning crew for a shopping mall'],
  ['security', 'satpam'],
  [
    'security',
    'we provide guards for factories in Bac Ninh, guards sleep on night patrol and incidents are not reported',
  ],
  ['security', 'security team at a casino in Macau', 'About 150 guards on 3 shifts.'],
  ['publicServices', 'Kantor kelurahan'],
  [
    'publicServices',
    'I work at the one-stop desk of district peoples committee, citizens wait long for papers and complain on Facebook',
  ],
  ['publicServices', 'city council team issuing permits for street food vendors'],
  [
    'governmentPolicy',
    'I am analyst in ministry of education, we write policy for the minister but evidence is weak and consultation rushed',
  ],
  ['governmentPolicy', 'transport ministry team drafting rules for ride-hailing apps'],
  ['justice', 'District court'],
  ['justice', 'I am clerk at the people court, case files all on paper and hearings always postponed'],
  ['justice', 'probation officers supervising young offenders', 'Each officer has around 60 cases.'],
  [
    'emergencyServices',
    'I dispatch fire trucks for the city, calls come from many channels and our response time too slow',
    'Traffic in the old quarter is the worst.',
  ],
  ['emergencyServices', 'search and rescue crew covering the ferry route to Con Dao'],
  ['schools', 'SMP negeri'],
  [
    'schools',
    'I am homeroom teacher of grade 8, 45 pupils in one class and I can not check all the homework',
  ],
  ['schools', 'primary school in a fishing village', 'Many kids leave school at 14 to help on the boats.'],
  ['earlyYears', 'PAUD'],
  [
    'earlyYears',
    'we run small kindergarten, parents message the teachers on WeChat at midnight about their child',
  ],
  ['earlyYears', 'daycare for the children of factory workers', 'Open 6am to 8pm because of shifts.'],
  [
    'university',
    'I coordinate a master programme, students complain modules overlap and lecture timetable always clash',
  ],
  ['training', 'I run English course for hotel staff, learners are tired after shift and skip the sessions'],
  ['training', 'safety training for construction workers'],
  [
    'healthcare',
    "I am head nurse in a district hospital, patients' families sleep in the ward and nurses cannot work properly",
    'We have 60 beds but always 90 patients.',
  ],
  ['healthcare', 'nurses running a clinic inside a prison'],
  [
    'emergencyCare',
    'our emergency department is always full, motorbike accident patients wait in corridor and triage is not clear',
  ],
  ['emergencyCare', 'ambulance medics at a marathon', 'Last year 2 runners collapse.'],
  ['primaryCare', 'Puskesmas'],
  [
    'primaryCare',
    'I work at commune health station, old people come without appointment and we run out of prescription forms',
  ],
  ['primaryCare', 'company doctor clinic in an industrial zone'],
  ['pharmacy', 'Apotek'],
  [
    'pharmacy',
    'my pharmacy have 3 staff, we dispense many prescriptions and sometimes give wrong drug because names look similar',
  ],
  ['pharmacy', 'hospital pharmacy dispensing to the wards'],
  [
    'dentistry',
    'I am dentist with 2 chairs, patients cancel last minute and my assistant cannot fill the gap',
  ],
  ['dentistry', 'mobile dental van visiting village schools'],
  [
    'mentalHealth',
    'I am psychologist, clients stop coming after 2 sessions because their family think therapy is shameful',
    'Private practice, just me and one receptionist.',
  ],
  ['mentalHealth', 'counsellors supporting students at a university'],
  [
    'socialCare',
    'I organise home carers visiting old people in our district, visits overlap and some residents get missed',
  ],
  ['socialCare', 'care home for retired teachers', 'Most residents have dementia now.'],
  ['performingArts', 'Wayang troupe'],
  [
    'performingArts',
    "we are a Cantonese opera troupe, rehearsals clash with singers' day jobs and our audience getting older",
  ],
  ['performingArts', 'gamelan ensemble at an arts university'],
  ['museum', 'War museum'],
  ['museum', 'I am curator at a provincial museum, the collection not catalogued and visitors are very few'],
  ['museum', 'museum inside an old tin mine'],
  ['library', 'Perpustakaan desa'],
  [
    'library',
    'I run the school library, students borrow books and never return them, loan records still on paper',
  ],
  ['library', 'mobile library boat on the Mekong', 'It visit 9 villages each month.'],
  ['sport', 'Badminton club'],
  ['sport', 'I coach a youth futsal team, players skip training for exams and the parents push me to win'],
  ['sport', 'muay thai gym for tourists in Phuket'],
  [
    'events',
    'we organise a music festival every year, ticket scanning fail at the gate and attendees queue for hours',
    'Around 20,000 people.',
  ],
  ['events', 'trade fair organiser for furniture exporters'],
  ['visualArts', 'Lacquer artists'],
  [
    'visualArts',
    'I share a studio with 4 artists in Beijing 798, we want a group exhibition but nobody organise it',
  ],
  ['visualArts', 'artist residency in an old rice mill'],
  [
    'personalCare',
    'I own a spa with thai massage and facial, clients book on LINE and double booking happen a lot',
  ],
  ['personalCare', 'hair salon inside a shopping mall'],
  ['faith', 'Pagoda'],
  ['faith', 'I help run our church in Jakarta, the congregation grow fast and Sunday worship is too crowded'],
  ['faith', 'prayer group for Catholic nurses'],
  [
    'association',
    'I am secretary of the Hokkien clan association, members are old and the committee can not get young ones',
    'We have 300 members on paper.',
  ],
  ['association', 'taxi drivers union'],
  [
    'repairShop',
    'my shop fix laptop and phone, parts come from Shenzhen slowly and customers ask me every day',
  ],
  ['repairShop', 'repair counter in an electronics store'],
  [
    'funeral',
    'we run funeral services for Chinese families, the rituals take many days and families want everything perfect',
  ],
  ['funeral', 'crematorium beside a temple'],
  [
    'nonprofit',
    'I am fundraiser in a small charity for disabled children, donors give once and then disappear',
  ],
  ['nonprofit', 'foundation funding scholarships for village schools', 'We want donors to see impact.'],
  ['household', 'Big family'],
  ['household', 'my household'],
  [
    'household',
    'my husband work in Taiwan and I stay with kids and his parents, we always argue about chores and money',
  ],
  [
    'household',
    'we are 4 siblings taking turns to look after mother at home, nobody agree who do what',
    'She has diabetes.',
  ],
  ['household', 'family home above our noodle shop'],
  ['community', 'RT 05'],
  ['community', 'Hutong neighbours'],
  [
    'community',
    'I am head of our street group, neighbours argue about motorbike parking and rubbish in the alley',
  ],
  [
    'community',
    'our apartment block residents made a WeChat group but it only complain, nobody do anything',
    'About 200 households.',
  ],
  ['community', 'residents living around a coal power plant'],
  ['community', 'neighbours sharing one well in a hill village'],
  ['volunteering', 'Relawan'],
  [
    'volunteering',
    'I coordinate 60 volunteers cooking free meals at our temple, shifts have gaps on weekdays',
  ],
  [
    'volunteering',
    'we are students volunteering to teach english in a village every weekend, half the group dont show up',
    'We are 25 from the same faculty.',
  ],
  ['volunteering', 'volunteers at a hospital helping patients find their way'],
  ['volunteering', 'flood relief volunteers in Central Vietnam'],
  ['youth', 'Pramuka'],
  ['youth', 'I lead a youth group of 30 teenagers, parents want safety and the kids want freedom'],
  ['youth', 'youth leaders running a summer camp at a Buddhist temple', 'Kids are 10 to 15 years old.'],
  [
    'gardening',
    'our condo has small shared garden, the same people take the plots every year and plants die in summer',
  ],
];
