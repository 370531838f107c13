/**
 * Probe batch AZ (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in Eastern Europe, Ukraine, the Balkans and the Caucasus writing English as a second language), before any change to the drafter
 * was measured on it, and committed before it. 42 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AZ_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AZ_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AZ_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Hazelnut orchard', 'We export to Turkey, 30 seasonal pickers.'],
  [
    'farming',
    'we are family with 40 hectares sunflower and wheat near Kherson and every harvest the machinery schedule is total chaos',
    'Also half of fields still not demined.',
  ],
  ['farming', 'vegetable fields worked by the monks of a monastery'],
  ['forestry', 'Woodcutters', 'Brigade of 12, we work in the mountains.'],
  [
    'forestry',
    'I manage state forest unit in Carpathians, we mark trees for felling and replanting but the ilegal logging reports never stop',
  ],
  ['forestry', 'reforestation crew working for coal mine on old dumps'],
  [
    'fishing',
    'my father and two uncles fish on Lake Ohrid with small boat and we never know how to split the catch fair',
  ],
  [
    'fishing',
    'fishing cooperative that supply fresh fish to hotel restaurants in Budva',
    'Six boats, mostly old men.',
  ],
  [
    'mining',
    'I am shift foreman underground in Kryvyi Rih iron ore mine and handover between shifts is losing information all the time',
  ],
  ['mining', 'blasting team at the quarry owned by cement factory'],
  ['manufacturing', 'Furniture factory'],
  [
    'manufacturing',
    'we assemble wire harnesses for german car client in Lviv and the defect rate on second shift is double than first',
  ],
  [
    'manufacturing',
    'QC department in pharmaceutical factory, tablet line',
    'We want to understand why batches fail audit.',
  ],
  ['foodProduction', 'Ajvar cannery'],
  [
    'foodProduction',
    'we make pelmeni and vareniki by hand for supermarkets, 6 ladies, and hygiene inspection always find problem with batch labels',
  ],
  ['foodProduction', 'central kitchen that bakes bread and pies for all schools of the city'],
  ['textiles', 'Knitwear factory'],
  [
    'textiles',
    'I have small atelier, we sew wedding dresses by pattern of the client and always the fabric orders come late',
  ],
  ['textiles', 'private sewing factory in Kharkiv making uniforms for the army'],
  ['energy', 'Hydropower plant'],
  [
    'energy',
    'i work in dispatch of regional power distribution company and after shelling we restore the grid but coordination between brigades is bad',
    'We are 14 brigades, radio and phones only.',
  ],
  ['energy', 'energy department of a steel plant'],
  ['waterUtility', 'Vodokanal'],
  [
    'waterUtility',
    'our village water supply is old soviet pipes and I am responsible to find the leaks with only two workers',
  ],
  ['waterUtility', 'team maintaining water pipes and pumps at a ski resort'],
  [
    'wasteRecycling',
    'we started plastic recycling point in our town and people bring everything mixed, bins are always wrong sorted',
  ],
  ['wasteRecycling', 'municipal garbage trucks department'],
  ['construction', 'Road builders'],
  [
    'construction',
    'I am site manager on 16 floor residential building in Tbilisi and the subcontractors never come on the day we agree',
  ],
  [
    'construction',
    'contractor building new wing of the children hospital',
    'Deadline is before winter, safety is my worry.',
  ],
  [
    'logistics',
    'we move trucks with goods from Turkey through Georgia to Kazakhstan and on the border the documents are always a mess',
  ],
  ['logistics', 'warehouse of an online bookshop'],
  ['vehicleRepair', 'Autoservis'],
  [
    'vehicleRepair',
    'I have small car repair with three mechanics and the clients always calling to ask when their car is ready',
  ],
  ['vehicleRepair', 'mechanics who service the ambulance cars of the city'],
  ['aviation', 'Aircraft maintenance'],
  [
    'aviation',
    'I am dispatcher in small charter airline with four planes, and pilots duty time planning is done in Excel by me',
  ],
  ['aviation', 'crop spraying pilots flying old An-2 planes'],
  ['publicTransport', 'Marshrutka', 'I own 9 minibuses on two routes.'],
  [
    'publicTransport',
    'I coordinate trolleybus depot in our city, drivers are missing and passengers complain the timetable is fake',
    'Depot has 70 trolleybuses but only 40 go out.',
  ],
  ['publicTransport', 'school bus service for mountain villages', 'In winter roads are closed often.'],
  ['maritime', 'Seaport'],
  [
    'maritime',
    'I am second officer on a tanker, crew is from five countries and the comunication on board is difficult sometimes',
  ],
  ['maritime', 'port crane operators at the grain terminal in Odesa'],
  ['postalCourier', 'Nova Poshta', 'I am manager of one branch, 7 operators.'],
  [
    'postalCourier',
    'I am courier in the city on scooter, we deliver 80 parcels per day and the routes from app are stupid',
  ],
  ['retail', 'Bazaar stall'],
  [
    'retail',
    'we have three shops of building materials and stock in the system never match what is on the shelf',
  ],
  ['retail', 'small shop at a petrol station on the highway', 'Open 24/7, 5 cashiers.'],
  ['sales', 'Sales department'],
  [
    'sales',
    'I lead sales team for agricultural machinery, 7 managers, and pipeline in CRM is full of dead deals nobody close',
  ],
  ['sales', 'medical reps of a pharma distributor who visit doctors'],
  [
    'customerSuccess',
    'I do onboarding of new clients for our accounting SaaS and after three months half of them churn, we dont know why',
  ],
  [
    'customerSuccess',
    'customer success for a hotel booking software',
    'Team of 4, we want less churn in the first year.',
  ],
  [
    'contactCentre',
    'I supervise 30 operators on hotline of mobile operator and the queue is too long every monday morning',
  ],
  ['contactCentre', 'hotline operators at ministry of health'],
  ['hospitality', 'Kafana', 'Family business since 1978.'],
  [
    'hospitality',
    'we own small family hotel in Kotor with 12 rooms, in summer the kitchen and cleaning of rooms are always late',
  ],
  ['hospitality', 'canteen of a tractor factory', 'We feed 900 workers two times per day.'],
  [
    'hospitality',
    'i run restaurant with khinkali and georgian wine in Warsaw, waiters mix up orders of tables every friday night',
  ],
  [
    'tourism',
    'I organise hiking tours in Svaneti for foreigners and bookings come from 4 diferent websites so sometimes we double book',
  ],
  ['tourism', 'trip organisers for a pensioners club'],
  [
    'software',
    'we are 8 developers in Kyiv doing mobile app for a bank and every release something breaks on production',
    'Outsource company, client is in Netherlands.',
  ],
  ['software', 'developers writing in-house software for a logistics company'],
  [
    'product',
    'I am the only product manager in our startup and the roadmap changes every week after CEO talk with one customer',
    'I want to show him the whole picture.',
  ],
  ['product', 'product discovery for an app for small farmers'],
  [
    'openSource',
    'I maintain small open source library on GitHub, contributors send pull requests but nobody review them except me',
  ],
  ['openSource', 'open source project making software for public libraries'],
  ['dataPlatform', 'DWH team'],
  [
    'dataPlatform',
    'we build dashboards for management from 5 different databases and every morning some pipeline fails and numbers are wrong',
  ],
  ['dataPlatform', 'data analytics team of a supermarket chain', 'We are 3 people and 200 reports.'],
  ['platformOps', 'DevOps team', 'we are 3, want to reduce night alerts'],
  [
    'platformOps',
    'I am the only devops in company, we have kubernetes cluster and 40 services and I am on call all the time',
  ],
  ['platformOps', 'server infrastructure team at a bank'],
  [
    'retrospectives',
    'our team retrospectives became boring, people say same things every two weeks and action items are never done',
  ],
  [
    'retrospectives',
    'retrospective after festival season with all the volunteers',
    'I want to make it not a blame session.',
  ],
  [
    'newsMedia',
    'I am editor of a small online news site in Chisinau, 5 journalists, and we are always late with the stories',
  ],
  ['newsMedia', 'sport news editors of national TV', 'Big tournament next summer.'],
  [
    'telecoms',
    'we are small internet provider in the mountain villages, signal goes down with every storm and the clients are angry',
  ],
  ['telecoms', 'fibre broadband team connecting new apartment blocks'],
  ['creativeAgency', 'Advertising agency'],
  [
    'creativeAgency',
    'we are small branding studio, clients send brief of one line and then change everything after first design',
  ],
  ['creativeAgency', 'marketing campaigns for a football club'],
  [
    'finance',
    'I am CFO of small winery and cash flow planning is killing me, the budget is in three different excel files',
    'Harvest loans make it worse.',
  ],
  ['finance', 'finance office of the opera theatre'],
  [
    'insurance',
    'I handle car insurance claims and after the hail storm we had 900 claims in one week with four people',
  ],
  [
    'accounting',
    'I have accounting office with 60 small clients and every month they bring receipts in plastic bag last day before tax deadline',
  ],
  ['accounting', 'accountant doing tax returns for village farmers'],
  ['realEstate', 'Realtor office'],
  [
    'realEstate',
    'I rent out 6 apartments in Batumi to long term tenants and all repairs and payments are only in my head',
  ],
  ['realEstate', 'landlord of student flats near the university'],
  [
    'legal',
    'we are 4 lawyers working on contracts for IT companies and the matters are tracked in email, nothing else',
    'We want some system before we hire more.',
  ],
  ['legal', 'legal department of a football federation'],
  [
    'consulting',
    'I am independent consultant helping factories with lean, every engagement starts good but after I leave they go back',
  ],
  ['consulting', 'consultants advising hospitals on digitalisation'],
  ['architecture', 'Architecture bureau'],
  [
    'architecture',
    'our architecture studio has 6 people and the drawings revisions with contractor and client are lost in messengers',
  ],
  ['architecture', 'architects designing new school buildings for the region'],
  ['research', 'Physics lab'],
  [
    'research',
    'I am PhD student in biology lab and experiments are repeated because nobody write down the protocols',
  ],
  ['research', 'research group studying soil on farms', 'EU funded, 3 countries in consortium.'],
  [
    'veterinary',
    'I am vet in rural area, I drive to the farms for cows and in evenings I have small clinic for pets',
  ],
  ['veterinary', 'vets working at a horse racing club'],
  [
    'peopleTeam',
    'I am alone in HR for company with 150 employees, hiring, onboarding, vacations, everything is on me',
  ],
  ['peopleTeam', 'recruitment of nurses for a private hospital chain'],
  ['facilities', 'Facility management'],
  [
    'facilities',
    'I manage cleaning and maintainance for three office buildings and tenants send requests by phone, whatsapp and email',
  ],
  ['facilities', 'cleaners and maintenance staff at university campus', 'Campus has 11 buildings.'],
  ['security', 'Security firm'],
  [
    'security',
    'we have security company with 40 guards on different sites and the night patrol reports are written on paper',
  ],
  ['security', 'security at a shopping mall', '24 guards in three shifts.'],
  [
    'publicServices',
    'I work in municipality service centre where citizens come for documents and queue is always long in the morning',
  ],
  ['publicServices', 'council service that gives permits for street cafes'],
  ['governmentPolicy', 'Economy ministry'],
  [
    'governmentPolicy',
    'I work in policy department of a ministry, we prepare laws for EU integration but evidence and consultations are always rushed',
  ],
  ['governmentPolicy', 'policy team writing the new national energy strategy'],
  [
    'justice',
    'I am secretary in district court and hearings are postponed all the time because somebody does not come',
    'Around 30 hearings per week.',
  ],
  ['justice', 'juvenile court'],
  [
    'emergencyServices',
    'I am dispatcher at 112 service and calls about one accident come from ten people, we lose the time',
  ],
  [
    'schools',
    'I teach maths in a village school, classes are mixed ages and pupils lose lessons when there is no electricity',
  ],
  ['schools', 'school for children of a military base'],
  [
    'earlyYears',
    'I am head of private kindergarten with 40 kids and parents want photos and reports every single day',
  ],
  ['earlyYears', 'nursery group at a big factory for the workers kids', 'Children 2 to 6 years.'],
  ['university', 'Deanery'],
  [
    'university',
    'I am lecturer at technical university and module schedule changes every semester without warning to students',
  ],
  ['university', 'admissions office of the agricultural university'],
  [
    'training',
    'we run IT courses for adults who change career, trainers are freelancers and the quality of sessions is very different',
  ],
  ['training', 'safety training for miners'],
  ['healthcare', 'Oblast hospital'],
  [
    'healthcare',
    'I am head nurse of surgical department, 30 beds, and the handover of patients between shifts is chaotic',
    'We lost important information twice this month.',
  ],
  ['healthcare', 'hospital ward inside a prison'],
  ['emergencyCare', 'Ambulance station'],
  [
    'emergencyCare',
    'I work in emergency department of city hospital, triage is done by one nurse and patients wait on corridor for hours',
  ],
  ['emergencyCare', 'paramedics at the football stadium'],
  [
    'primaryCare',
    'I am family doctor with 1800 patients declared to me and nobody use online booking, all call by phone',
  ],
  ['primaryCare', 'family doctors office in the building of a shopping mall'],
  ['pharmacy', 'Apteka', 'Small one in village, only me and my sister.'],
  [
    'pharmacy',
    'I am pharmacist in chain pharmacy and prescriptions from e-system often dont match what we have on stock',
  ],
  ['dentistry', 'Stomatology clinic'],
  [
    'dentistry',
    'we are two dentists and one assistant, patients cancel last minute and the chair is empty half of day',
  ],
  ['dentistry', 'dental cabinet in a school'],
  ['mentalHealth', 'Psychotherapy practice'],
  [
    'mentalHealth',
    'I am psychologist working online with veterans and the booking of sessions and notes are in different apps',
  ],
  ['mentalHealth', 'psychological support for employees of a bank'],
  ['socialCare', 'Old people home'],
  [
    'socialCare',
    'I am social worker visiting lonely old people in villages, 25 clients, and the visit plan changes every day',
    'No car, I use bus.',
  ],
  ['socialCare', 'care for elderly run by the church parish'],
  ['performingArts', 'Folk ensemble'],
  [
    'performingArts',
    'I am director of small drama theatre and the rehearsals schedule always conflicts with second jobs of actors',
  ],
  ['performingArts', 'choir of the university'],
  ['museum', 'Regional museum'],
  [
    'museum',
    'our museum has 20000 objects and only half is in the catalogue, the exhibitions are prepared in panic',
  ],
  ['museum', 'railway museum in old depot'],
  ['library', 'Village library'],
  [
    'library',
    'I am librarian in city library and young readers dont come, only pensioners take books',
    'We want ideas to bring teenagers.',
  ],
  ['library', 'library of medical university'],
  ['sport', 'Wrestling club'],
  ['sport', 'I coach a volleyball team of women amateur league and players miss trainings because of work'],
  ['sport', 'football team of a factory'],
  ['events', 'Event agency'],
  [
    'events',
    'we organise a music festival in the mountains for 5000 people and tickets and volunteers are a big mess',
  ],
  ['events', 'conference organisers for a medical association', 'Conference is in October, 800 attendees.'],
  [
    'visualArts',
    'I am artist and with 3 friends we share studio, we want to sell our works and do exhibitions together',
  ],
  ['visualArts', 'artist residency in an old factory'],
  [
    'personalCare',
    'I have beauty salon with 5 masters, clients book through instagram and sometimes two come for same time',
    'Maybe we need booking system?',
  ],
  ['personalCare', 'hairdresser in a retirement home'],
  ['faith', 'Orthodox parish'],
  [
    'faith',
    'I am priest in village church, congregation is old and I need help to organise services and prayer groups',
    'Two villages share one priest.',
  ],
  ['faith', 'chaplaincy in a hospital'],
  [
    'association',
    'I am secretary of beekeepers association, 200 members, and the committee can not agree on anything',
  ],
  ['association', 'teachers trade union branch', 'Members are angry about salaries.'],
  [
    'repairShop',
    'I fix laptops and phones in small shop, customers come every day asking if the part arrived from China',
    'Only me and my nephew.',
  ],
  ['repairShop', 'repair workshop for hospital equipment'],
  ['funeral', 'Ritual services'],
  [
    'funeral',
    'we are a family funeral buisness, families call us at night and everything must be organised in 2 days',
  ],
  ['funeral', 'funeral department of the city cemetery'],
  [
    'nonprofit',
    'our NGO helps displaced families, donors want reports every month and we spend more time on reports than helping',
  ],
  [
    'nonprofit',
    'charity foundation that pays for surgeries of children',
    'Small team, 3 people and many donors.',
  ],
  [
    'household',
    'me and my wife both work from home with two small kids and nobody know who does which chore',
    'We argue about it every weekend.',
  ],
  [
    'household',
    'my mother in law lives with us and the kids, and the morning before school is a big fight every day',
    'Kids are 6, 9 and 14.',
  ],
  ['household', 'family of a ship captain who is away six months a year'],
  ['household', 'family where both parents are doctors on night shifts'],
  ['community', 'Mahala', 'Old part of town, everybody knows everybody.'],
  [
    'community',
    'in our apartment building are 60 flats and neighbours can not agree about repair of the roof and entrance',
  ],
  [
    'community',
    'we are neighbours in a small street in Sarajevo and want to organise together the cleaning and a playground',
    'Many neighbours are old.',
  ],
  ['community', 'residents of a village near the new gold mine'],
  ['community', 'people living around the airport fighting the noise'],
  ['volunteering', 'Volunteer group'],
  ['volunteering', 'Volunteers', 'we help at the blood donation days'],
  [
    'volunteering',
    'I coordinate 50 volunteers who weave camouflage nets, the shift rota is in Telegram chat and people forget',
  ],
  [
    'volunteering',
    'we are volunteers delivering food to old people, the drivers and the rota always change at last minute',
  ],
  ['volunteering', 'volunteers at the train station helping refugees'],
  ['youth', 'Plast troop', 'About 35 kids and 6 leaders.'],
  [
    'youth',
    'I lead youth club in our town for teenagers 13-17, the parents are not involved and leaders burn out',
  ],
  ['youth', 'teenagers group of the church'],
  ['gardening', 'Dacha garden', '6 sotok, near Kharkiv.'],
  [
    'gardening',
    'I have garden at dacha, tomatoes and cucumbers, and every year plants get sick and I dont know why',
  ],
  ['gardening', 'rooftop vegetable garden of a restaurant'],
];
