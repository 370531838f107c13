import { PROBE_AL_CASES_PART_2 } from './probeALCases2';

/**
 * Probe batch AL (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on first-person sentences (about two thirds of its cases, half of those with a context), written by retirees, students, parents and small-business owners in Southern Europe, Turkey and Latin America), before any change to the drafter
 * was measured on it, and committed before it. 36 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AL_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AL_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AL_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow olives and some almonds on 40 hectares near Jaén, the harvest season is always chaos with the pickers',
    'My son wants to take over but he dont know the soil like me.',
  ],
  [
    'farming',
    'I am retired and keep a small farm in Anatolia, wheat and chickpeas, my nephews help me in summer',
  ],
  [
    'forestry',
    'our family owns cork oak forest in Alentejo and every nine years we strip the bark, planning this is hard',
    'The cork buyers always want to change the price.',
  ],
  [
    'forestry',
    'I lead a tree felling crew that cuts along the power lines for the electricity company in Asturias, and the permits are slow',
    'We are seven men and two trucks.',
  ],
  [
    'forestry',
    'I studied forestry in Valdivia and now I manage pine plantations for a timber company, the fires are my biggest worry',
  ],
  [
    'fishing',
    'my father and me have a small boat in Chioggia, we go out for clams and sole every night',
    "He is 68 and don't want to stop.",
  ],
  ['fishing', 'Octopus fishermen'],
  [
    'fishing',
    'we have three tuna boats in Galicia selling all the catch to one cannery, and they decide the price',
  ],
  [
    'mining',
    'I work in a copper mine in Atacama desert doing shifts of 7 days, the rotation of crews is a mess',
  ],
  [
    'mining',
    'my family has a marble quarry near Afyon and the extraction is slow because the machines are old',
  ],
  [
    'mining',
    'we are a small cooperative of artisanal gold miners in Antioquia and we want to stop using mercury',
    'Around 30 families depend on this.',
  ],
  [
    'manufacturing',
    'I have a small factory of ceramic tiles in Castellón and defects on line 2 are killing our margins',
    'We are 45 workers, two shifts.',
  ],
  [
    'manufacturing',
    'my uncle and I run a machine shop in Konya making spare parts for tractors, too many defects lately',
  ],
  [
    'manufacturing',
    'we produce plastic injection parts for washing machines in Bursa and the machines stop too often',
  ],
  [
    'foodProduction',
    'my mother and I make jam and dulce de leche at home and sell to shops, we need to improve hygiene to get the permit',
    'The inspector comes in march.',
  ],
  ['foodProduction', 'Baklava workshop'],
  [
    'foodProduction',
    'I make pecorino in the small dairy of our sheep farm in Sardinia and every batch is a bit different',
  ],
  [
    'textiles',
    'I sew wedding dresses in my small atelier in Lisbon with two seamstresses and the patterns are all in my head',
  ],
  [
    'textiles',
    'we are a family textile business in Denizli making towels and bathrobes, orders from Europe come with very short deadlines',
    'I am the daughter and I do the planing.',
  ],
  [
    'energy',
    'I am engineer in a small hydro power plant in the Pyrenees, we sell electricity to the grid and the river is lower every year',
    'Only 6 people work here.',
  ],
  ['energy', 'Solar farm on a vineyard'],
  [
    'energy',
    'I run the maintenance of three wind turbines in Oaxaca for a spanish company, and the generation drops every time there is a storm',
  ],
  [
    'waterUtility',
    'I work for the water company of a small town in Puglia and we lose almost half the water in leaks',
  ],
  [
    'waterUtility',
    "I'm retired engineer and I help the water cooperative of my town in Chile to find where the network pipes leak",
  ],
  [
    'waterUtility',
    'in my village in Michoacán we have a water committee and the pipes from the spring break every rainy season',
    'I am the treasurer, I have 71 years.',
  ],
  [
    'wasteRecycling',
    'we are recyclers cooperative in São Paulo, we collect cardboard and plastic from the street with carts and sell to the depot',
    'The municipality does not pay us for the collection.',
  ],
  [
    'wasteRecycling',
    'I drive the garbage truck for the coast towns near Alicante and in August the bins of the resorts overflow',
    'The company does not add more trucks in summer.',
  ],
  [
    'wasteRecycling',
    'I have a scrap yard in the outskirts of Guadalajara and I want to recycle more metal instead of sending to landfill',
  ],
  [
    'construction',
    'My brother and I are contractors in Izmir building apartments, and the site safety is honestly not good enough',
  ],
  [
    'construction',
    "i'm site manager for a hotel being built in Cancun, subcontractors never arrive when they say",
    'Opening is in 8 months and we are late.',
  ],
  [
    'logistics',
    'I own a small trucking company in Mersin moving containers from the port to factories, routes and drivers are planned on whatsapp',
    '12 trucks, 15 drivers.',
  ],
  [
    'logistics',
    'I am supervisor in the warehouse of an online fashion shop in Madrid and returns are destroying our picking',
  ],
  [
    'vehicleRepair',
    'I have a garage in Thessaloniki fixing cars and motorbikes, customers complain that the service takes too long',
  ],
  [
    'vehicleRepair',
    'we maintain the bus fleet for the city of Curitiba, mechanics work at night so the buses are ready at 5am',
    'We are 60 mechanics in two depots.',
  ],
  [
    'aviation',
    'I am a flight instructor in a small aeroclub near Seville and we share four old aircraft between forty students',
    'Maintenance of the planes is always late.',
  ],
  ['aviation', 'Crop-spraying aircraft operator'],
  [
    'aviation',
    'I coordinate ground handling at Lisbon airport and turnaround of the aircraft is always late in summer',
  ],
  ['publicTransport', 'Dolmuş drivers'],
  [
    'publicTransport',
    'I plan the timetable for the bus lines of a small city in Portugal and passengers say the buses never connect with the train',
    'We have 22 buses.',
  ],
  [
    'publicTransport',
    'my company does the school bus routes for two private colleges in Puebla and the parents call if we are 5 minutes late',
  ],
  [
    'maritime',
    'I am second officer on a container ship between Valencia and Genoa and the crew changes make planning difficult',
  ],
  ['maritime', 'Port agents for cruise ships'],
  [
    'maritime',
    'we are a shipping agency in Piraeus handling cargo vessels, every ship arrival means twenty emails and phone calls',
    'Only five of us in the office.',
  ],
  ['postalCourier', 'Correos office'],
  [
    'postalCourier',
    'I am a motorbike courier in Buenos Aires and the app gives me parcels in opposite sides of the city',
    'I work 11 hours per day.',
  ],
  [
    'postalCourier',
    'I work alone in the mailroom of a big law firm in Lisbon, the post and couriers arrive all day',
  ],
  [
    'retail',
    'I have a small stationery shop near the university in Coimbra and my stock is never right in september',
  ],
  ['retail', 'Bakkal'],
  [
    'retail',
    "my wife and me opened a shop of natural cosmetics in Valencia and we don't know how much stock to order",
    'We opened in 2023.',
  ],
  [
    'sales',
    'I sell industrial adhesives to factories in northern Mexico and my boss wants the pipeline in a spreadsheet every monday',
    'My quota went up 30% this year.',
  ],
  ['sales', 'Sales team of a wine estate'],
  [
    'sales',
    'we are three people selling software licences to hotels in the Algarve and the deals take forever to close',
  ],
  [
    'customerSuccess',
    'I handle onboarding of new clients for a booking software in Istanbul and too many cancel after the first three months',
    'My manager calls it churn, I call it a headache.',
  ],
  ['customerSuccess', 'Renewals team at a gym software company'],
  [
    'contactCentre',
    'i work in a call center in Medellín answering for a US phone company, the queue never stops',
  ],
  [
    'contactCentre',
    'I answer the booking hotline of an intercity bus company in Turkey and at holidays the callers wait one hour',
    'During bayram is the worst.',
  ],
  [
    'contactCentre',
    'we are twenty agents taking calls for an insurance company in Lisbon and the average wait is more than ten minutes',
    'Supervisors want better scripts.',
  ],
  ['hospitality', 'Taverna'],
  [
    'hospitality',
    'my husband cooks and I do the rooms in our small guesthouse in Cappadocia, in high season we cannot rest',
    'We have 9 rooms and one helper.',
  ],
  [
    'hospitality',
    'I am cook in the staff canteen of a car factory in Setúbal, we serve 900 lunches in two hours',
  ],
  [
    'tourism',
    'I organise walking tours of the old town in Cartagena for cruise visitors and bookings come from five different websites',
    'I have four guides working freelance.',
  ],
  [
    'tourism',
    'we are a small travel agency in Rome making trips for pilgrims, groups from Brazil and Philippines mostly',
  ],
  [
    'tourism',
    'we are a tour operator in Cusco for trekking to Machu Picchu, and permits and guides are always a puzzle',
    'In high season we have 300 travellers per week.',
  ],
  [
    'software',
    'I am a student and with two friends we build an app for farmers markets, our releases always break something',
    'We use GitHub but no tests.',
  ],
  ['software', 'Dev team at a bank'],
  [
    'software',
    'we are a small software house in Porto making websites and apps, and deploys on friday are a nightmare',
  ],
  [
    'product',
    "I am product manager of a food delivery app in Bogotá and I don't know which features users really want",
  ],
  ['product', 'Product team for a hospital appointment app'],
  [
    'product',
    'we are a small startup in Athens and I am the product person, our roadmap changes after every customer call',
  ],
  [
    'openSource',
    "I maintain a small open source library for Spanish language processing and contributors send pull requests that I can't review in time",
    'I do it in my free time after my job.',
  ],
  [
    'openSource',
    'we are a group of students in Ankara contributing to a free map project, issues pile up and nobody triages them',
  ],
  ['openSource', 'Open source maintainers of a school timetable tool'],
  [
    'dataPlatform',
    'I am the only data person in a supermarket chain in Chile and the dashboards never match the numbers from finance',
    'Pipelines run on an old server every night.',
  ],
  ['dataPlatform', 'Data warehouse team for a hospital group'],
  [
    'platformOps',
    'we are two sysadmins running the servers and kubernetes cluster for an online casino in Malta, outages cost a lot',
  ],
  ['platformOps', 'Cloud infrastructure team at a airline'],
  [
    'platformOps',
    "I'm the DevOps guy for a e-commerce in Istanbul and every deploy of the platform takes two hours and manual steps",
    'Only me on call, 24/7.',
  ],
  [
    'retrospectives',
    'our team retros at the cooperative bank always end with the same action items and nothing improves',
    'People stopped talking in the meeting.',
  ],
  [
    'retrospectives',
    'I facilitate the monthly retrospective meeting of our school teachers and I want ideas to make improvement actions real',
  ],
  [
    'newsMedia',
    'I edit a small local newspaper in Sardinia, we have three journalists and the readers are moving to facebook',
    'We print twice a week still.',
  ],
  [
    'newsMedia',
    'I am a student doing internship in the newsroom of a sports radio in Buenos Aires and stories go out without checking',
  ],
  ['newsMedia', 'Student newspaper'],
  [
    'telecoms',
    'we are a small internet provider in rural Galicia, we put antennas on hills and the signal fails with rain',
  ],
  ['telecoms', 'Fibre installers'],
  [
    'telecoms',
    'I run a mobile phone tower maintenance team in the Peruvian Andes, the network outages take days to repair',
    'Roads are bad, we go by truck.',
  ],
  [
    'creativeAgency',
    'my partner and I have a small design studio in Milan and clients change the brief after we already finish',
    'We are only two plus freelancers.',
  ],
  ['creativeAgency', 'Ad agency doing campaigns for a football club'],
  [
    'finance',
    'I do the finance of our family olive oil company and the cash flow is a problem every winter before harvest',
    'I am the daughter, I studied economics.',
  ],
  [
    'finance',
    'I am a retired banker helping with the budget and cash of our diocese in Calabria, the parishes send numbers late',
  ],
  ['finance', 'we are the treasury team of a hotel chain in Mexico and the budget approvals take months'],
  [
    'insurance',
    'I am a small insurance broker in Ankara selling car and home policies, claims handling with the big companies is slow',
    'Clients call me angry, not the insurer.',
  ],
  [
    'accounting',
    'I am accountant for small shops in my neighbourhood in Naples, in tax season I work until midnight',
    'My daughter helps me with the bookkeeping.',
  ],
  ['accounting', 'Gestoría'],
  [
    'accounting',
    'we are three accountants in Quito doing tax returns and payroll for restaurants, and clients send receipts in a shoebox',
  ],
  [
    'realEstate',
    'I rent four flats in Lisbon to students and I am always chasing tenants for the rent and repairs',
    'I am 67 and this is my pension.',
  ],
  ['realEstate', 'Letting agency for holiday apartments'],
  [
    'realEstate',
    'my father and I are estate agents in Antalya selling flats to foreigners and the buyers disappear after visiting',
  ],
  [
    'legal',
    'I am a lawyer in a small firm in Guadalajara doing family and labour cases, matters get lost in email',
  ],
  [
    'legal',
    'we are two lawyers in the legal department of a shipping company in Istanbul and contracts wait weeks for signatures',
    "Management doesn't read what we send.",
  ],
  [
    'legal',
    'we are law students running a free legal clinic for migrants in Madrid and the cases pile up',
    'Professors supervise but only on thursdays.',
  ],
  ...PROBE_AL_CASES_PART_2,
];
