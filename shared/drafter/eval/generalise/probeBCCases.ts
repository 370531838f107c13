/**
 * Probe batch BC (issue 16, twelfth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in Quebec, Belgium, Switzerland and France writing English as a second language), before any change to the drafter
 * was measured on it, and committed before it. 35 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BC_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BC_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BC_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Ferme bio'],
  [
    'farming',
    'we are 3 brothers running the family farm in Beauce, corn and soya, and each year the harvest planning is a chaos',
    'We want to stop fighting about who drive the combine.',
  ],
  ['farming', 'Apple orchard of a cider brewery'],
  ['forestry', 'Bûcherons team'],
  [
    'forestry',
    'I coordinate the felling teams for a communal forest in Vaud, the timber trucks and the weather never match',
  ],
  [
    'forestry',
    'Woodland management for a ski resort',
    'The resort owns 200 hectares and nobody really knows what to cut.',
  ],
  [
    'fishing',
    'my father and me we have two boats in Gaspésie for snow crab, the quota and the crew is a headache every spring',
  ],
  ['fishing', 'Fishermen of Lac Léman selling to restaurants'],
  ['mining', 'Carrière de granit'],
  [
    'mining',
    'I am shift supervisor in an underground gold mine in Abitibi and the ore haulage stops all the time',
    'About 60 miners per shift.',
  ],
  ['mining', 'Extraction team of a salt mine open to tourists'],
  ['manufacturing', 'Décolletage workshop'],
  [
    'manufacturing',
    'we produce plastic injection parts for car makers and the defect rate on line 2 goes up since the new machine',
  ],
  ['manufacturing', 'production line in a prison workshop'],
  ['foodProduction', 'Fromagerie'],
  [
    'foodProduction',
    'I am responsible of hygiene in a small chocolate factory, the batches are traced on paper and the audits scare me',
    'Audit is in March.',
  ],
  ['foodProduction', 'Central kitchen preparing the meals for school canteens'],
  ['textiles', 'Atelier couture'],
  [
    'textiles',
    'we are a small team sewing work uniforms, the patterns change for each client and the fabric arrive always late',
  ],
  ['textiles', 'Costume workshop of the opera house'],
  ['energy', 'Hydro power plant'],
  [
    'energy',
    'I work at a regional electricity distributor in Belgium and the grid planning with all the new solar panels is messy',
  ],
  [
    'energy',
    'Biogas plant run by a farmers cooperative',
    'We sell the electricity and the heat to the village.',
  ],
  ['waterUtility', 'Service des eaux'],
  [
    'waterUtility',
    'we are the water network team of a small commune, too many leaks on old pipes and no good map of them',
  ],
  ['waterUtility', 'municipal water utility supplying a paper mill'],
  ['wasteRecycling', 'Déchetterie'],
  [
    'wasteRecycling',
    'I manage the bin collection rounds for 12 villages, people complain when we pass late and the trucks are old',
  ],
  [
    'wasteRecycling',
    'Recycling and sorting at a music festival',
    'Three days, 30000 people, lot of plastic cups.',
  ],
  [
    'construction',
    'I am conducteur de travaux on a school building site, subcontractors never follow the planning and safety worries me',
  ],
  ['construction', 'Renovation contractor working on a church'],
  ['logistics', 'Entrepôt'],
  [
    'logistics',
    'we run the warehouse for an online wine shop and the picking errors before Christmas are killing us',
    'We are 12 people in the warehouse, plus temps in December.',
  ],
  ['logistics', 'freight forwarding for a pharma company'],
  ['vehicleRepair', 'Garagiste'],
  [
    'vehicleRepair',
    "I am chef d'atelier in a car dealer garage, too many cars wait for parts and customers get angry",
  ],
  ['vehicleRepair', 'Mechanics maintaining the ambulances of the hospital'],
  ['aviation', 'Part-145 hangar'],
  [
    'aviation',
    'we are a small regional airport, ground handling and flight delays make the whole day a chain reaction',
  ],
  ['aviation', 'Private jet operator for the hockey team travels', 'Two aircraft and 5 pilots.'],
  [
    'publicTransport',
    'I plan the timetables for regional trains in Wallonia and every works on the line breaks all the connections',
  ],
  ['publicTransport', 'School bus routes for a rural school board'],
  [
    'maritime',
    'we operate two cargo ships on the St-Laurent, crew changes and port slots are always a puzzle',
  ],
  ['maritime', 'Capitainerie of the yacht marina', 'Mostly summer, very busy in July.'],
  [
    'postalCourier',
    'I am facteur on a rural tour, parcels from online shopping doubled and my round is always too long',
  ],
  ['retail', 'Dépanneur', 'Open from 7 to 23 every day.'],
  [
    'retail',
    'we have a small bookshop and papeterie, the stock is never correct and shelves are empty at the rentrée',
  ],
  [
    'sales',
    'I lead 6 commercial reps selling machines to farmers, the pipeline in our CRM is never up to date',
    'The boss wants the quota per month now.',
  ],
  ['sales', 'Sales team of a software editor'],
  [
    'customerSuccess',
    'I am account manager after the sale, my job is onboarding the clients on our app and stop them to churn',
  ],
  ['customerSuccess', 'account managers for clients of a hotel booking software'],
  ['contactCentre', "Centre d'appels"],
  [
    'contactCentre',
    'we are 40 agents answering calls for a telecom operator, the queue is too long and people hang up',
    'Many agents are students part time.',
  ],
  ['contactCentre', 'Hotline of a cantonal bank'],
  [
    'hospitality',
    "my wife and I run a gîte with 5 rooms and table d'hôte, breakfast and cleaning at the same time is chaos",
  ],
  ['hospitality', 'Cafeteria of a hospital'],
  ['tourism', 'Office du tourisme'],
  [
    'tourism',
    'i organise guided bus tours in Quebec city for the cruise passengers and the bookings change at last minute',
  ],
  ['tourism', 'Bike tours agency in the wine region', 'We are 4 guides in the season.'],
  [
    'software',
    'we are 5 developers on a mobile app, each release breaks something and the bugs are found by the client',
  ],
  ['software', 'IT developers of an insurance company'],
  [
    'product',
    'I am the only product manager in a startup and the roadmap changes every week because of the CEO',
    'We do almost no user discovery.',
  ],
  ['product', 'product team of an e-learning platform'],
  [
    'openSource',
    'I maintain an open source library for maps, hundreds of issues and only two contributors really active',
  ],
  [
    'dataPlatform',
    'we are the data team and our dashboards are wrong every monday because a pipeline failed during the night',
  ],
  ['dataPlatform', 'Data warehouse of a supermarket chain', 'Three data engineers, too many requests.'],
  [
    'platformOps',
    'I am in the infra team, we run Kubernetes clusters and every deploy on friday finish in an incident',
  ],
  ['platformOps', 'Cloud infrastructure team of a public broadcaster'],
  [
    'retrospectives',
    'our retros are always the same complaints and no action is followed after, I want to change the format',
  ],
  [
    'retrospectives',
    'after each project we do a retro with the whole bureau but the improvement actions are forgotten in two weeks',
  ],
  [
    'retrospectives',
    'Retrospective meeting of the nurses team',
    'Once a month after the night shift, people are tired.',
  ],
  ['newsMedia', 'Rédaction', 'Daily paper in Fribourg, 20 journalists.'],
  [
    'newsMedia',
    'I am editor in a local newspaper of 8 journalists and the stories for the web and the paper are in conflict',
  ],
  ['newsMedia', 'newsroom of a community radio'],
  [
    'telecoms',
    'we install broadband in rural villages and the signal problems on the mobile antennas take all our time',
  ],
  ['telecoms', 'Mobile network coverage in a mining region'],
  ['creativeAgency', 'Agence de pub'],
  [
    'creativeAgency',
    'I am director of a small design studio and clients change the brief after we show them the first creative',
    'We are 7 with two freelances.',
  ],
  ['creativeAgency', 'Design agency doing wine labels'],
  [
    'finance',
    'I am CFO of a family company, the cash flow forecast is in 10 Excel files and the budget never match',
  ],
  ['finance', 'Finance team of a hockey club'],
  ['insurance', 'Service sinistres'],
  [
    'insurance',
    'we handle car accident claims in a mutual insurance, files stay open months and the policyholders phone us every day',
  ],
  ['accounting', 'Fiduciaire', 'We are 6, mostly SMEs and indépendants as clients.'],
  [
    'accounting',
    'I am comptable alone with 80 small clients and during the tax returns season in spring I sleep nothing',
  ],
  ['accounting', 'Bookkeeper for a few restaurants and bars'],
  ['realEstate', 'Régie immobilière'],
  [
    'realEstate',
    'we manage 300 apartments for owners, the tenants complain and the landlords want the rent on time',
    'Our team is 5 gérants and one technician.',
  ],
  ['legal', 'Étude de notaire'],
  [
    'legal',
    'I am lawyer in a firm of 4, the deadlines of the matters are on a paper agenda and we almost missed one',
  ],
  ['legal', 'Legal team of a hospital group'],
  ['consulting', 'Freelance consultants'],
  [
    'consulting',
    'we are a small consulting firm for SMEs, the proposals take too long and the engagements go over budget',
  ],
  ['consulting', 'Advisory firm working for municipalities', 'We want a better way to scope the mandates.'],
  ['architecture', "Bureau d'architectes"],
  [
    'architecture',
    'I am architect in a small office, the versions of drawings between us and the engineers are a mess',
  ],
  ['architecture', 'Architects designing a new secondary school'],
  ['research', 'Labo'],
  [
    'research',
    'I am postdoc in a biology lab, the experiments data is everywhere and the paper deadline come very fast',
  ],
  ['research', 'Research team studying fish stocks', 'Half of us are on boats in summer.'],
  [
    'veterinary',
    'we are a vet clinic for horses and farm animals and the emergency calls at night mess all the planning',
  ],
  ['veterinary', 'Vet service of an animal shelter'],
  ['peopleTeam', 'RH'],
  [
    'peopleTeam',
    'I am alone in HR for 120 employees, the hiring and the onboarding of new staff is all by email',
    'I want to stop forgetting things for the new people.',
  ],
  ['peopleTeam', 'HR team of a construction company'],
  ['facilities', 'Entretien ménager'],
  [
    'facilities',
    'I manage cleaning and maintenance for 6 buildings of the commune, requests arrive by phone and are forgotten',
  ],
  ['facilities', 'Maintenance crew of a university campus'],
  ['security', 'Agents de sécurité'],
  [
    'security',
    'we are a small security company, guards patrol by night and the incident reports are still on paper',
  ],
  ['publicServices', 'Contrôle des habitants'],
  [
    'publicServices',
    "I work at the town hall, citizens requests for permits take weeks and we don't know where is each file",
  ],
  ['publicServices', 'Parking permits office for residents near the stadium'],
  ['governmentPolicy', 'Cabinet ministériel'],
  [
    'governmentPolicy',
    'I am policy advisor at the ministry, the consultation on the new law gave 2000 answers and the minister wants a summary',
  ],
  [
    'governmentPolicy',
    'Agriculture policy unit of the federal government',
    'Small unit, 6 people, lot of pressure from lobbies.',
  ],
  ['justice', 'Greffe du tribunal'],
  [
    'justice',
    'I work at the probation service, each agent follows 70 offenders and the court hearings dates change all the time',
  ],
  ['justice', 'Juvenile court registry'],
  ['emergencyServices', 'Caserne de pompiers'],
  [
    'emergencyServices',
    'I am dispatcher at the 911 centre, the incident calls and the crews availability are on three different screens',
  ],
  [
    'schools',
    'I teach in a secondary school, classes of 28 pupils and the lessons planning with colleagues is never aligned',
  ],
  ['schools', 'Teachers of the school inside a children hospital'],
  ['earlyYears', 'CPE', '80 places and 15 éducatrices.'],
  [
    'earlyYears',
    "I am educatrice in a crèche of 40 children, between parents, naps and play activities it's hard to organise",
  ],
  ['earlyYears', 'Daycare inside a university', 'Most parents are students or staff.'],
  ['university', 'Faculté de droit'],
  [
    'university',
    'I coordinate a master programme, students choose their modules and the lecture rooms are always double booked',
  ],
  ['university', 'Exam office of the agronomy faculty'],
  ['training', 'Formation continue'],
  [
    'training',
    'I am trainer for forklift drivers, the sessions are full but learners arrive without the prerequisites',
  ],
  ['healthcare', 'Soins intensifs'],
  [
    'healthcare',
    'I am infirmière chef in a geriatric ward, patient transfers and the night staff shortage is our daily life',
  ],
  [
    'emergencyCare',
    'I am paramedic, our ambulance base has 4 crews and the triage when we arrive at the hospital takes too long',
  ],
  ['emergencyCare', 'First aid post at a ski resort', 'Busy on weekends and school holidays.'],
  ['primaryCare', 'GMF clinic'],
  [
    'primaryCare',
    'we are 3 GPs in a practice and the appointments and prescription renewals by phone block our secretary',
  ],
  ['primaryCare', 'Family doctors in a shopping centre'],
  ['pharmacy', 'Pharmacie'],
  [
    'pharmacy',
    'I am pharmacist owner, dispensing prescriptions plus the drug shortages make the counter crazy',
    'We are 2 pharmacists and 4 assistants.',
  ],
  ['pharmacy', 'Pharmacy of a university hospital'],
  [
    'dentistry',
    'we are 2 dentists and 3 assistants, patients cancel late and the sterilisation of the instruments slows us',
  ],
  ['dentistry', 'Dental care bus visiting schools'],
  ['mentalHealth', 'Cabinet de psy'],
  [
    'mentalHealth',
    'I am psychotherapist with few colleagues, the client sessions, waiting list and supervision are hard to balance',
    'We share one room and one agenda.',
  ],
  ['mentalHealth', 'Psychologists supporting farmers in crisis'],
  [
    'socialCare',
    'I coordinate home care visits for elderly people, carers have too many visits and the families call me all day',
  ],
  ['socialCare', 'nursing home run by the nuns'],
  ['socialCare', 'CHSLD'],
  ['performingArts', 'Chorale'],
  [
    'performingArts',
    'we are a small theatre troupe and the rehearsals with actors who all have day jobs is very difficult',
  ],
  ['performingArts', 'Fanfare of the fire brigade', 'Around 25 musicians, concerts in summer.'],
  ['museum', 'Musée régional'],
  [
    'museum',
    'I am curator in a small museum, the inventory of the collection is not finished and the exhibition opens in May',
  ],
  ['museum', 'Museum of a chocolate factory'],
  ['library', 'Médiathèque'],
  [
    'library',
    'I am librarian in a school, the book loans are still on cards and the readers never return on time',
  ],
  ['library', 'Library of a prison', 'Only open two afternoons per week.'],
  ['sport', 'Club de hockey'],
  [
    'sport',
    'I coach the U15 football team, the players come or not to training and the match convocations are on WhatsApp',
  ],
  ['sport', 'University ski team'],
  ['events', 'Festival de jazz'],
  [
    'events',
    'we organise a yearly wine fair with 80 exhibitors, tickets, venue and volunteers are all in different tools',
    'Next edition is in October.',
  ],
  ['events', 'Events team of a football stadium'],
  ['visualArts', "Atelier d'artistes"],
  [
    'visualArts',
    'I am painter and share a studio with 4 artists, we want to organise our works for a common exhibition',
  ],
  ['personalCare', 'Salon de coiffure'],
  [
    'personalCare',
    'I have a beauty institute with 3 employees, clients book by Instagram and phone and the appointments overlap',
  ],
  ['personalCare', 'Hairdresser inside a nursing home', 'I go there two days per week.'],
  ['faith', 'Paroisse', 'Four churches for one priest now.'],
  [
    'faith',
    'I am pastor of a small protestant church, the worship service teams and the prayer group need better organisation',
  ],
  ['association', 'Amicale'],
  [
    'association',
    'I am president of the parents association of our school, the committee is 9 members and nobody reads emails',
  ],
  ['association', 'Union section at a car factory', 'Around 300 members, elections next year.'],
  ['repairShop', 'Cordonnerie'],
  [
    'repairShop',
    'I fix phones and laptops in my small shop, customers wait for parts from China and call me every day',
  ],
  ['repairShop', 'Watch repair service of a jewellery store'],
  [
    'funeral',
    'we are a family funeral home, when three deceased arrive the same week the ceremonies and follow-up with families is hard',
  ],
  ['funeral', 'Crematorium run by the city', 'We do around septante cremations a month.'],
  [
    'nonprofit',
    'we are a small charity for refugees, donors want reports and the fund for next year is not sure',
  ],
  ['nonprofit', 'Hospital foundation raising donations'],
  ['household', 'Famille recomposée'],
  ['household', 'family of 5'],
  [
    'household',
    'my husband and me both work shifts at the hospital and the kids schedule with hockey and music is impossible',
    'Three kids, 6, 9 and 13.',
  ],
  [
    'household',
    'we are a blended family, children are one week with us and one week at their father, chores never follow',
  ],
  ['household', 'Home chores of a family running a restaurant'],
  ['household', 'Household of two teachers with twins', 'We want the kids to help more at home.'],
  ['community', 'Quartier'],
  ['community', 'Co-housing'],
  [
    'community',
    'we are neighbours in a street in Liège and want to organise together the snow, the street party and security',
  ],
  [
    'community',
    'i live in a small village of 400 residents, since the shop closed the local people are more isolated',
    'Many are old and alone.',
  ],
  ['community', 'Residents of a building owned by a housing company'],
  ['community', 'Neighbours living around the new quarry'],
  ['volunteering', 'Bénévoles Restos du Coeur'],
  [
    'volunteering',
    'I make the rota of 50 volunteers for the soup kitchen, shifts are empty in summer and the guests wait',
  ],
  [
    'volunteering',
    'we are volunteers who drive old people to their appointments and the planning by phone is a lot of work',
    'About 20 drivers, mostly retired.',
  ],
  ['volunteering', 'Volunteers at the hospital reception'],
  ['volunteering', 'Volunteer team of a music festival'],
  ['youth', 'Maison des jeunes'],
  [
    'youth',
    'I am animateur in a youth centre, the teenagers come when they want and the parents ask what we do',
  ],
  ['youth', 'Youth group of the parish', 'Around 30 young, 12 to 17.'],
  ['youth', 'Youth leaders of the hockey club summer camp'],
  ['gardening', 'Jardin communautaire'],
  [
    'gardening',
    'we have an allotment plot with friends, nobody knows who waters and plants what, the tomatoes all died',
  ],
  ['gardening', 'Gardeners of a castle park'],
];
