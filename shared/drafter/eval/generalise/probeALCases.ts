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
  [
    'consulting',
    'I left my bank job and now I consult for small family businesses in Portugal about succession, my proposals take too long',
    'I am alone, maybe I will hire one junior.',
  ],
  [
    'architecture',
    'we are a small architecture office in Athens designing houses, the drawings go back and forth with clients endless',
  ],
  [
    'architecture',
    'I am an architect doing restoration of old churches in Sicily and the heritage office never answers on time',
    'Three projects at once, one assistant.',
  ],
  [
    'research',
    'I am a PhD student in marine biology in Lisbon and our lab has no system for the data of experiments',
    'My supervisor is always travelling.',
  ],
  [
    'research',
    'I coordinate a clinical trial in a cancer hospital in Milan and the study data arrives from twelve centres in different formats',
  ],
  [
    'veterinary',
    'I have a vet clinic in a small town in Uruguay, half cows and half pets, and the appointments are chaos',
    'I am the only vet with one asistant.',
  ],
  ['veterinary', 'Vets for the horses at a racecourse'],
  [
    'peopleTeam',
    'I am the only HR person in a textile factory in Gaziantep with 300 workers, hiring and contracts eat my day',
  ],
  [
    'peopleTeam',
    'I do the hiring for a hotel group in the Canary Islands and every summer we need 200 staff in two months',
  ],
  [
    'peopleTeam',
    'we are a small company in Barcelona and I do the onboarding of new employees, they feel lost the first week',
    'We hire about ten people every year.',
  ],
  [
    'facilities',
    'I manage the cleaning and maintenance of three office buildings in Mexico City and the requests come by whatsapp',
    'We are 40 staff, mostly women.',
  ],
  [
    'facilities',
    'I am head of maintenance at a university campus in Bologna, broken heating and lights reported by email get lost',
  ],
  [
    'security',
    'I work as night guard in a shopping mall in Izmir and incidents are written on paper, nobody reads them',
  ],
  [
    'security',
    'we are a small security company in São Paulo doing patrols for gated condos and the guards change too much',
    'Turnover is like 50% a year.',
  ],
  [
    'publicServices',
    'I work at the town hall of a small village in Extremadura and residents come for every paper, the queue is long',
    'We are three clerks for 2000 people.',
  ],
  ['publicServices', 'Belediye'],
  ['publicServices', 'Citizen service desk at the town library'],
  [
    'governmentPolicy',
    'I am advisor in the ministry of agriculture in Ecuador and we need to write a new policy on small farmers',
  ],
  [
    'governmentPolicy',
    'I work in the education ministry policy unit in Lisbon, we write the school funding rules and nobody reads our evidence',
  ],
  [
    'governmentPolicy',
    'we are a think tank team in Rome preparing evidence for the minister about pensions, consultations always go late',
    'Five researchers, one very demanding director.',
  ],
  [
    'justice',
    'I am a court clerk in a family court in Córdoba, Argentina and hearings are postponed all the time',
    'Families wait years for a decision.',
  ],
  [
    'justice',
    "I am a probation officer in Porto with 90 offenders on my list, I can't see them all every month",
  ],
  ['justice', 'Court for juvenile offenders'],
  [
    'emergencyServices',
    'I am firefighter in a village station in Portugal and every summer the fires are bigger and crews are tired',
  ],
  ['emergencyServices', 'Lifeguards at a beach resort'],
  [
    'emergencyServices',
    'we run the 112 emergency dispatch for the region of Murcia and response times of the fire crews are criticised in the press',
    'Operators work 12 hour shifts.',
  ],
  [
    'schools',
    'I teach English in a public high school in Izmir, classes are 38 pupils and lessons are hard to plan',
    'I want my students to speak more.',
  ],
  [
    'schools',
    "I'm a parent in the school council of a small rural primary school in Greece, we have 19 pupils and one classroom",
  ],
  ['schools', 'Small school on a coffee plantation'],
  [
    'earlyYears',
    'I own a small kindergarten in Valencia with 25 kids aged 1 to 3, parents want updates every hour',
  ],
  [
    'earlyYears',
    'I manage the nursery inside a big hospital in Ankara for the children of nurses and doctors, shifts make pickup times crazy',
    'We have 60 children from 6 months to 5 years.',
  ],
  [
    'university',
    'I coordinate the master programme in tourism at a university in Greece and students complain about the module timetable',
    'Lecturers are part-time mostly.',
  ],
  [
    'university',
    'I am a lecturer of engineering in Monterrey and the course has 200 students with only two assistants',
  ],
  [
    'training',
    'I give Excel and accounting courses for adults in Porto, learners come after work and many drop the course',
    'I rent a room in a cowork.',
  ],
  ['training', 'Forklift training for warehouse workers'],
  [
    'training',
    'I own a driving school in Valencia with four instructors and learners fail the exam too many times',
  ],
  [
    'healthcare',
    'I am a nurse in the cardiology ward of a public hospital in Ankara, we have too many patients for the nurses',
    'Night shifts are the worst.',
  ],
  [
    'healthcare',
    'I am nurse in the medical centre of a cruise ship and with 3000 passengers we have only two doctors',
  ],
  [
    'emergencyCare',
    'i work as paramedic on an ambulance in Guayaquil and we wait hours at the hospital door to hand over patients',
  ],
  ['emergencyCare', 'ER triage'],
  [
    'primaryCare',
    'I am family doctor in a health centre in a village of Andalusia, appointments are full for two weeks',
    'Many patients are old and alone.',
  ],
  [
    'primaryCare',
    "we are a small private clinic of general medicine in Lima and patients don't come to their appointments",
  ],
  [
    'pharmacy',
    'my father had a pharmacy in Thessaloniki and now I run it, stock of medicines is always a problem with shortages',
    'We are four pharmacists.',
  ],
  ['pharmacy', 'Eczane'],
  [
    'pharmacy',
    'I am the pharmacist of the pharmacy inside a big supermarket in Monterrey, we dispense prescriptions until 11pm with two people',
  ],
  [
    'dentistry',
    'I am a dentist with my own clinic in Montevideo and patients cancel at the last minute all the time',
  ],
  ['dentistry', 'I am a dentist on a dental van visiting rural schools in Anatolia, we see 80 kids per day'],
  [
    'mentalHealth',
    'I am psychologist with a private practice in Buenos Aires and I want to organise my sessions and notes better',
    'About 25 clients per week, some online.',
  ],
  [
    'mentalHealth',
    'I work as therapist in the counselling service of a university in Seville and the waiting list for sessions is six weeks',
  ],
  ['mentalHealth', 'Addiction counselling'],
  [
    'socialCare',
    'I own a small care home for elderly in Braga, 18 residents, and the carers are exhausted after the night shifts',
    'Families visit on sundays and complain.',
  ],
  [
    'socialCare',
    'I work for a home care agency in Turin, our carers visit 60 old people and the rota always breaks',
  ],
  ['socialCare', 'Day centre for the elderly run by the parish'],
  [
    'performingArts',
    "I sing in a small opera company in Verona and rehearsals are always disorganised, singers don't know the schedule",
    'We are 30 including the orchestra.',
  ],
  ['performingArts', 'Flamenco troupe'],
  [
    'performingArts',
    'I direct the theatre group of the high school where I teach in Mendoza, rehearsals clash with exams always',
  ],
  [
    'museum',
    'I am a curator in a small archaeology museum in Turkey and the collection is not catalogued properly',
  ],
  [
    'museum',
    'we are a small museum of ceramics in Talavera and visitors walk past the exhibition without understanding the objects',
    'We have budget for one new display.',
  ],
  [
    'library',
    'I am the librarian of a small town library in Greece and most books are never borrowed, loans go down every year',
    'Kids only come for the wifi.',
  ],
  ['library', 'I am the librarian of the law faculty in Coimbra and students keep the loan books for months'],
  [
    'sport',
    'I coach the under 14 team of a football club in Rosario and parents shout more than the players',
    'Training is twice a week on a bad pitch.',
  ],
  [
    'sport',
    "I opened a padel club in Murcia with six courts and coaches, but members book and don't come to play",
  ],
  ['sport', 'Rowing club on the harbour'],
  [
    'events',
    'my sister and I organise weddings in Puglia for foreign couples, suppliers and venues make every event stressful',
    'About 20 weddings a season.',
  ],
  [
    'events',
    'I work for a conference organiser in Lisbon and medical congresses with 2000 attendees change the venue plan every week',
  ],
  ['events', 'Events team at a science museum'],
  [
    'visualArts',
    'I am a painter sharing a studio with four artists in Lisbon and we never agree how to sell our work',
  ],
  [
    'visualArts',
    'I host an artist residency on my olive farm in Crete, artists come for one month and need studio space',
  ],
  [
    'personalCare',
    'I have a hair salon in Istanbul with five stylists and clients book by phone, instagram and whatsapp at the same time',
    'Double bookings every saturday.',
  ],
  ['personalCare', 'Spa in a luxury hotel'],
  [
    'faith',
    'I am the priest of a small parish in the mountains of Colombia and the congregation is getting old',
    'Young people left to the city.',
  ],
  [
    'faith',
    "I am the pastor's wife in a evangelical church in Guatemala and I organise the worship services and prayer groups",
  ],
  [
    'faith',
    'we are an Orthodox church community in Thessaloniki and organising the services for Easter week is chaos every year',
  ],
  [
    'association',
    'I am secretary of the retired teachers association in Zaragoza, members pay late and the committee fights about everything',
    'We have 230 members, most over 70.',
  ],
  ['association', 'Trade union branch at a car factory'],
  [
    'association',
    "we have a club of Italian immigrants in São Paulo with a committee, and young members don't come to the meetings",
  ],
  [
    'repairShop',
    'I repair mobile phones and laptops in a small shop in Quito and customers always want it for yesterday',
  ],
  [
    'repairShop',
    "I'm a cobbler in Seville, I am 66 and repair shoes and bags, customers forget to pick up their things",
  ],
  [
    'funeral',
    'we are a family funeral home in Oaxaca for three generations and families want more personal services now',
    'My grandfather started it in 1961.',
  ],
  ['funeral', 'Funeral parlour run by a cooperative'],
  [
    'nonprofit',
    "I founded a small charity in Lima giving school supplies to poor kids and donors want reports I don't have time for",
    'Everything is funded by friends in Spain.',
  ],
  ['nonprofit', "Fundraising team of a children's hospital"],
  [
    'household',
    'my husband and I both work in restaurants until late and the kids are alone too much with the homework',
    'They are 9 and 12.',
  ],
  [
    'household',
    'I am retired and my daughter with her two kids moved back home, now the chores and the kitchen are a war',
  ],
  [
    'household',
    'we are five at home in Istanbul, three generations, and nobody agrees who does what in the house',
    'My mother in law lives with us.',
  ],
  [
    'household',
    'since my divorce the kids live one week with me and one week with their father, the house is chaos',
    'Two boys, 10 and 13.',
  ],
  ['household', "Fisherman's family home with three kids"],
  [
    'household',
    'me and my wife run a bakery and our teenagers must help at home, the family calendar is impossible',
  ],
  [
    'community',
    'I live in a building of 40 flats in Athens and the neighbours never agree about the garden or the noise',
    'I am the one who organises the meetings.',
  ],
  [
    'community',
    'in our street in Valparaíso the neighbours started a whatsapp group for safety and now everybody fights there',
  ],
  ['community', 'Junta vecinal'],
  ['community', 'Residents of a street near the football stadium'],
  [
    'community',
    'I am retired and started a small group in my village in Portugal so old neighbours are not alone',
    'We meet at the café on tuesdays.',
  ],
  ['community', 'Village community around a closed mine'],
  [
    'volunteering',
    'I coordinate volunteers at a soup kitchen in Madrid and every week the shift rota has holes',
    'Most volunteers are students or retired like me.',
  ],
  [
    'volunteering',
    "we are a group of students who volunteer teaching Turkish to refugee kids on weekends, but half don't show up",
  ],
  [
    'volunteering',
    'I am retired and organise the volunteers that clean the beach every month in Antalya, but we have no system',
    'Sometimes 80 people come, sometimes 5.',
  ],
  [
    'volunteering',
    "my church has volunteers visiting old people at home and I do the rota on paper, it's a mess",
  ],
  [
    'youth',
    'I am a scout leader in Bologna with 35 kids and the parents never read the messages about the camps',
    'We are four leaders, all students.',
  ],
  [
    'youth',
    "I'm 19 and I help lead a youth group in my neighbourhood in Lima, the young people want more activities",
  ],
  [
    'youth',
    'we run a youth centre in a poor neighbourhood of Recife, teenagers come for music and leaders burn out fast',
  ],
  [
    'gardening',
    'I have a plot in the allotments of my town in Italy, and the other retired men take my water',
    'Tomatoes are my pride.',
  ],
  ['gardening', 'Rooftop vegetable garden of a hotel'],
  [
    'gardening',
    'I am a student and I grow herbs and tomatoes on my balcony in Istanbul but the plants always die in August',
  ],
];
