/**
 * Probe batch AU (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in the Middle East and North Africa writing English at work), before any change to the drafter
 * was measured on it, and committed before it. 51 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AU_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AU_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AU_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Date plantation'],
  [
    'farming',
    'we grow tomatoes and cucumbers in greenhouses near Ismailia and every summer the irrigation schedule fall apart',
    'We are 18 workers, most are seasonal.',
  ],
  [
    'farming',
    'barley and alfalfa fields owned by a cement company in Tabuk',
    'Around 300 hectares, irrigated from wells.',
  ],
  ['forestry', 'Cedar reserve'],
  [
    'forestry',
    'I manage tree felling and replanting in the Atlas cedar forests and the permits take months every season',
  ],
  ['forestry', 'pine woodland management team at a ski resort in Faraya'],
  ['fishing', 'sardine boats'],
  [
    'fishing',
    'my father and uncles own three fishing boats in Alexandria and we never know how much catch to expect',
  ],
  ['fishing', 'hamour fishing crew selling to the Deira fish market'],
  [
    'mining',
    'I am shift supervisor at a potash extraction site by the Dead Sea and handovers between crews are weak',
    'Around 60 workers on each shift.',
  ],
  ['mining', 'limestone quarry belonging to a cement factory in Minya'],
  ['manufacturing', 'Aluminium extrusion'],
  [
    'manufacturing',
    'we make air conditioner parts in 6th of October City and the defect rate on line 2 keeps rising',
    'We are 120 workers on two shifts.',
  ],
  ['manufacturing', 'tablet packing line at a pharma company in Amman'],
  ['foodProduction', 'Tahini factory'],
  [
    'foodProduction',
    'I run the kitchen of a catering factory making 4000 meals for airlines and the batch records are on paper',
  ],
  [
    'foodProduction',
    'date paste production unit of a farming cooperative in Qassim',
    'We export to Europe so hygiene audits are strict.',
  ],
  ['textiles', 'Abaya atelier'],
  [
    'textiles',
    'we are small garment factory in Mahalla, 40 sewing machines, and orders from Europe always come late with changes',
  ],
  ['textiles', 'uniform sewing room of a big hotel in Sharm'],
  ['energy', 'I work in the control room of a gas power station and the night shift handover is chaos'],
  [
    'energy',
    'rooftop solar plant run by a mall developer in Dubai',
    'We want to see where the energy losses are.',
  ],
  [
    'waterUtility',
    'I lead a leak detection crew in Zarqa, the pipes are old and we fix same street again and again',
  ],
  [
    'waterUtility',
    'water distribution network for the pilgrim camps in Mina',
    'Demand is huge for only five days a year.',
  ],
  ['wasteRecycling', 'Tyre recycling'],
  [
    'wasteRecycling',
    'I coordinate bin collection routes for Giza district and trucks skip streets when the driver is absent',
  ],
  [
    'wasteRecycling',
    'the recycling programme at a shopping mall in Riyadh',
    'Tenants do not separate anything.',
  ],
  ['construction', 'Villa contractor'],
  [
    'construction',
    'we are main contractor for a 20 floor tower in the New Capital and subcontractors dont follow the safety plan',
    'Two accidents last month, management is worried.',
  ],
  ['construction', 'fit-out contractor for a new bank branch'],
  [
    'logistics',
    'I plan trucks from Jebel Ali to Saudi and the border paperwork delays every shipment by two days',
  ],
  ['logistics', 'warehouse of an online pharmacy', 'Orders doubled in Ramadan.'],
  ['logistics', 'cold chain trucks of a dairy company'],
  ['vehicleRepair', 'Auto workshop'],
  [
    'vehicleRepair',
    'my brother and me run a car repair workshop in Sahab and customers keep calling to ask if car is ready',
  ],
  ['vehicleRepair', 'bus maintenance depot for a school transport company'],
  [
    'aviation',
    'I am ops controller for a small charter airline in Jeddah and crew rostering breaks every time a flight is delayed',
    'We have 6 aircraft and around 40 pilots.',
  ],
  ['aviation', 'Hajj terminal ground handling team'],
  ['publicTransport', 'Cairo Metro'],
  [
    'publicTransport',
    'we operate microbuses between Amman and Irbid and passengers never know the timetable because there is none',
  ],
  ['publicTransport', 'student shuttle bus service of a university in Rabat'],
  [
    'maritime',
    'I manage crew changes for a fleet of 12 tankers and visas in Fujairah are always last minute',
  ],
  [
    'maritime',
    'bulk loading berth of a phosphate company in Safi port',
    'Ships wait at anchor too long and we pay demurrage.',
  ],
  [
    'postalCourier',
    'we deliver parcels on motorbikes in Cairo and cash on delivery makes reconciling each rider a nightmare',
    'About 70 riders.',
  ],
  ['postalCourier', 'internal mail room of a ministry'],
  ['retail', 'Perfume shop'],
  [
    'retail',
    'I own a mini market in Maadi and stock runs out on items while other shelves are full of expired stuff',
  ],
  ['retail', 'gift shop at a children hospital'],
  ['retail', 'Souk stall'],
  [
    'sales',
    'our sales team sells ERP licences across the Gulf and the pipeline in the CRM is never updated',
    '8 account managers, quota is quarterly.',
  ],
  ['sales', 'medical reps selling to doctors for a pharma firm in Jeddah'],
  [
    'customerSuccess',
    'I handle onboarding for new merchants on our payment app and many of them stop using it after a month',
  ],
  [
    'customerSuccess',
    'customer success managers at a school management software company',
    'We want to reduce churn before renewal season.',
  ],
  [
    'contactCentre',
    'we answer calls for a telecom in Casablanca in Arabic French and Darija and the queue is always too long',
  ],
  ['contactCentre', 'call centre of a government e-services portal', 'Around 200 agents, 3 shifts.'],
  ['hospitality', 'Shisha café'],
  [
    'hospitality',
    "I manage a boutique hotel in Chefchaouen with 14 rooms and guests' complaints always reach me too late",
  ],
  ['hospitality', 'staff canteen at a ceramics factory in 10th of Ramadan city'],
  [
    'hospitality',
    'we run a family restaurant in Jbeil and the kitchen and waiters never agree on orders in rush hour',
  ],
  ['tourism', 'Desert safari'],
  [
    'tourism',
    'we organise Umrah packages from Cairo and every season visas, hotels and flights change at the last moment',
    'Small agency, 9 staff.',
  ],
  ['tourism', 'tour desk in the lobby of a hotel in Luxor'],
  [
    'software',
    'I am the only backend developer in a fintech in Riyadh and every release breaks something in production',
    'We deploy on Thursdays before the weekend.',
  ],
  ['software', 'mobile app developers of an Islamic bank'],
  [
    'product',
    'we are building a delivery app for Amman and honestly we dont know which features users really want',
  ],
  ['product', 'product management team at an edtech startup in Cairo'],
  [
    'openSource',
    'I maintain an open source Arabic NLP library on GitHub and issues pile up faster than I can review',
  ],
  [
    'openSource',
    'open source Quran text project run by volunteers',
    'Contributors from 9 countries, no paid staff.',
  ],
  [
    'dataPlatform',
    'we build dashboards for the management of a retail group and the numbers never match between reports',
  ],
  [
    'platformOps',
    'I look after the Kubernetes clusters for a bank in Dubai and on call alerts wake me every night',
    'Team of three, we are tired.',
  ],
  ['platformOps', 'cloud infrastructure team of a government digital agency'],
  [
    'retrospectives',
    'our team does retrospective every two weeks but same problems come back and no action is done',
  ],
  ['retrospectives', 'lessons learned retro after the hospital system go-live'],
  [
    'newsMedia',
    'I am an editor in an Arabic news website and we publish fast but corrections are not tracked anywhere',
  ],
  ['newsMedia', 'sports desk of a daily newspaper in Beirut'],
  [
    'telecoms',
    'we maintain mobile towers in rural Upper Egypt and signal outages take days because spare parts are in Cairo',
  ],
  [
    'telecoms',
    'broadband installation team for new housing compounds',
    'Customers wait 3 weeks for connection.',
  ],
  [
    'creativeAgency',
    'we are a small design studio in Beirut and clients change the brief after we already delivered',
    'Five designers, one account manager.',
  ],
  ['creativeAgency', 'in-house creative team of a supermarket chain'],
  [
    'finance',
    'I am the finance manager of a family business in Jeddah and cash flow surprises us every month',
  ],
  [
    'finance',
    'budget office of a big public hospital',
    'The fiscal year closes in June and we are always late.',
  ],
  [
    'insurance',
    'we process medical insurance claims for companies in Riyadh and approvals from hospitals take too long',
  ],
  ['insurance', 'takaful underwriting team at an Islamic bank'],
  ['accounting', 'Audit firm'],
  [
    'accounting',
    'I do bookkeeping and VAT returns for about 30 small shops in Sharjah and they send me receipts in plastic bags',
    'I have one assistant only.',
  ],
  ['accounting', 'zakat and tax team at a family-owned trading company'],
  [
    'realEstate',
    'I manage 40 apartments for owners living abroad and tenants call me for everything, even light bulbs',
  ],
  ['realEstate', 'leasing team of a shopping mall', 'Many units are empty since last year.'],
  ['legal', 'we are three lawyers in Amman and we lose track of court dates and which client paid'],
  ['legal', 'contracts team of a construction company'],
  [
    'consulting',
    'I run a small consulting firm in Dubai and most proposals we write never turn into engagements',
  ],
  [
    'consulting',
    'advisory team helping government entities with Vision 2030 programmes',
    'Team of 25, lots of travel.',
  ],
  [
    'architecture',
    'we are an architecture firm in Marrakech restoring riads and the drawings and permits keep going back and forth',
  ],
  ['architecture', 'design office of a mosque building foundation'],
  [
    'research',
    'I am a PhD researcher studying date palm disease and our experiments get mixed up between students',
  ],
  ['veterinary', 'Camel hospital'],
  [
    'veterinary',
    'I am a vet visiting farms around Beni Suef and the owners forget vaccination dates for their animals',
  ],
  ['veterinary', 'equine vet team of a racing club in Abu Dhabi'],
  [
    'peopleTeam',
    'I am HR for a 300 person factory and we cannot keep workers, half leave before three months',
    'Most are from Upper Egypt and go home for Eid.',
  ],
  ['peopleTeam', 'recruitment team of a hospital group hiring nurses from abroad'],
  [
    'facilities',
    'we do cleaning and maintenance for three office towers in Business Bay and work orders get lost on WhatsApp',
  ],
  ['facilities', 'maintenance department of a private school', 'Old building, the AC breaks every summer.'],
  ['security', 'Guarding company'],
  [
    'security',
    'I supervise security guards at a big mall in Jeddah and incident reports are written on paper',
  ],
  ['security', 'gate security of a residential compound', 'We have 45 guards on 12 hour shifts.'],
  [
    'publicServices',
    'I work at a citizen service centre in Amman and people come back many times for the same paper',
  ],
  ['publicServices', 'civil registry office inside a shopping mall'],
  [
    'governmentPolicy',
    'we draft regulations at a ministry in Rabat and consultations with stakeholders happen too late to change anything',
  ],
  [
    'governmentPolicy',
    'education policy team in the prime minister office',
    'We need better evidence before the minister decides.',
  ],
  ['justice', 'I am a clerk at a court in Alexandria and case files go missing between hearings'],
  ['justice', 'juvenile offenders centre under the ministry of social development'],
  [
    'emergencyServices',
    'we run the fire and rescue dispatch for a big industrial city and calls are logged in two separate systems',
    'Response time is the main KPI.',
  ],
  ['emergencyServices', 'fire brigade of an oil refinery'],
  ['schools', 'IB school'],
  ['schools', 'I teach grade 8 science in a private school in Amman and lesson planning eats all my weekend'],
  ['schools', 'UNRWA school in a refugee camp', 'Two shifts a day, 45 pupils per class.'],
  ['earlyYears', 'day care'],
  [
    'earlyYears',
    'I own a small nursery for babies and toddlers in Zamalek and parents want daily updates on WhatsApp',
  ],
  ['earlyYears', 'creche for the children of staff at a bank headquarters'],
  [
    'university',
    'I coordinate the MBA programme and students complain that module timetables clash every semester',
    'Around 150 students, mostly working part time.',
  ],
  ['university', 'admissions office of a medical college'],
  [
    'training',
    'we give forklift and safety courses to factory workers and trainers use different material every session',
  ],
  ['training', 'training academy of an airline for cabin crew', 'New cohort every month.'],
  ['healthcare', 'I am head nurse of a surgical ward in Cairo and we are always short of staff at night'],
  ['healthcare', 'the chemo ward of a hospital funded by charity donations'],
  [
    'emergencyCare',
    'we are ambulance paramedics on the Riyadh–Dammam highway and handover to hospital ER takes forever',
    'Mostly road accidents.',
  ],
  ['emergencyCare', 'first aid and triage tents during Hajj'],
  ['primaryCare', 'Family clinic'],
  ['primaryCare', 'I am a GP in a polyclinic in Dubai and patients book appointments then never show up'],
  ['primaryCare', 'staff clinic of an airline', 'One doctor, two nurses, 3000 employees.'],
  [
    'pharmacy',
    'I own a pharmacy in Heliopolis and we keep running out of chronic medicines while others expire on shelf',
  ],
  ['pharmacy', 'hospital pharmacy dispensing for the oncology wards'],
  [
    'dentistry',
    'my wife and I run a dental clinic in Zarqa and the appointment book is always double booked',
    'We are two dentists and one assistant.',
  ],
  ['dentistry', 'mobile dental van visiting schools in villages'],
  [
    'mentalHealth',
    'I am a psychologist doing online sessions with clients in the Gulf and cancellations ruin my week',
  ],
  [
    'mentalHealth',
    'psychosocial support unit of an NGO for refugees',
    'Lots of trauma cases, staff burnout.',
  ],
  [
    'socialCare',
    'I coordinate home visits for carers looking after old people in Beirut and visits overlap or get missed',
  ],
  ['socialCare', 'orphanage run by a mosque association'],
  ['performingArts', 'Oud ensemble'],
  [
    'performingArts',
    'we are a theatre group in Beirut and rehearsals never start on time because actors have other jobs',
    'Premiere is in 6 weeks.',
  ],
  ['performingArts', 'university dabke troupe'],
  ['museum', 'Antiquities storeroom'],
  [
    'museum',
    'I work at a small museum in Jerash and we dont know exactly which objects are on loan or in storage',
  ],
  ['museum', 'mining heritage museum at an old phosphate mine'],
  ['library', 'I run the library in a girls school in Jeddah and books are borrowed and never returned'],
  [
    'library',
    'law library at a firm of advocates in Dubai',
    'Most of the collection is in Arabic and French.',
  ],
  ['sport', 'Padel club'],
  [
    'sport',
    'I coach an under 14 football team in Casablanca and half the players miss training during exams',
  ],
  ['sport', 'company football team of a telecom operator', 'We play in the corporate league every Friday.'],
  [
    'events',
    'we organise conferences at the Dubai World Trade Centre and registration on the day is always a disaster',
  ],
  ['events', 'Ramadan nights bazaar organised by a shopping mall'],
  ['visualArts', 'caligraphy studio'],
  [
    'visualArts',
    'I am a painter sharing a studio in Jabal Amman with four artists and we fight about space and deadlines',
  ],
  ['visualArts', 'artist residency at a hotel in Marrakech', 'Three artists at a time, three months each.'],
  ['personalCare', 'Hammam spa'],
  [
    'personalCare',
    'I have a ladies salon in Jeddah with 6 staff and clients book on Instagram, phone and walk in at the same time',
  ],
  ['personalCare', 'nail and hair salon in a five star hotel'],
  ['faith', 'Coptic church'],
  [
    'faith',
    'I help run our neighbourhood mosque in Rabat and organising imams, cleaning and Friday prayer logistics is messy',
  ],
  ['faith', 'the university campus mosque and its imams', 'Friday prayer is very crowded.'],
  ['association', 'Engineers syndicate'],
  [
    'association',
    'I am secretary of an alumni association in Amman and members only pay fees when there is a dinner',
  ],
  ['association', 'parents association of a private school'],
  [
    'repairShop',
    'we fix laptops and mobiles in a small shop in Tripoli and customers lose their receipt and want the device back',
  ],
  ['repairShop', 'appliance repair counter of an electronics store', 'Parts from the supplier take weeks.'],
  ['funeral', 'Burial services'],
  [
    'funeral',
    'we arrange funerals and repatriation of bodies from the UAE to India and paperwork with embassies takes days',
    'Families are waiting and very stressed.',
  ],
  ['funeral', 'body washing and burial team of a mosque in Cairo'],
  ['nonprofit', 'Zakat foundation'],
  [
    'nonprofit',
    'we are an NGO supporting refugee women in Amman and donors ask for reports in different formats',
  ],
  ['nonprofit', 'fundraising team of a children cancer hospital', 'Most donations come in Ramadan.'],
  [
    'household',
    "my husband and I both work in Dubai and the kids' homework, driver and nanny schedule is total chaos",
    'Three kids, 5, 8 and 12.',
  ],
  [
    'household',
    'I live with my parents, my wife and our two children and nobody agrees who does what at home',
  ],
  [
    'household',
    'family home during Ramadan with guests for iftar every night',
    'Mother-in-law lives with us too.',
  ],
  ['household', 'the household of a doctor working night shifts'],
  ['community', 'Neighbourhood WhatsApp'],
  [
    'community',
    'we are residents of one street in Heliopolis trying to fix the garbage and parking problems together',
  ],
  [
    'community',
    'I am on the residents committee of a tower in JLT and neighbours only talk when the lift breaks',
    'About 200 flats, many tenants change every year.',
  ],
  ['community', 'neighbours sharing a generator subscription in a Beirut street'],
  ['community', 'villagers in the Atlas sharing the upkeep of their well and road'],
  [
    'volunteering',
    'I organise volunteers who pack Ramadan food boxes and every year shifts are half empty on weekends',
  ],
  [
    'volunteering',
    'we are a group of students volunteering to teach english to refugee kids on saturdays, always missing teachers',
  ],
  ['volunteering', 'volunteer guides at the Egyptian Museum'],
  [
    'volunteering',
    'hospital volunteers helping families in the waiting area',
    '30 volunteers, mostly retired.',
  ],
  ['youth', 'Scouts group'],
  ['youth', 'I lead a youth club in a village near Irbid and teenagers stop coming after age 15'],
  ['youth', 'youth programme of a church in Beirut', 'Ages 12 to 18, run by 6 leaders.'],
  [
    'gardening',
    'I take care of the garden of our villa and plants die every summer even with drip irrigation',
  ],
  ['gardening', 'vegetable plots in the garden of an elderly care home'],
];
