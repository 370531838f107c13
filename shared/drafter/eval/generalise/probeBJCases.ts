/**
 * Probe batch BJ (issue 16, twelfth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in Italy, Greece, Portugal, Poland and Romania writing English as a second language), before any change to the drafter
 * was measured on it, and committed before it. 60 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BJ_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BJ_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BJ_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Olive grove'],
  [
    'farming',
    'we have 40 hectares of wheat and sunflower in Teleorman and every harvest the combine breaks down',
    'Me, my father and two seasonal workers.',
  ],
  ['farming', 'potato fields owned by a monastery'],
  ['forestry', 'Nadleśnictwo'],
  [
    'forestry',
    'i am forester in the Carpathians, we mark trees for felling and the timber thiefs are more every week',
  ],
  ['forestry', 'logging crew supplying a furniture factory', 'We are 11 men and two old tractors.'],
  ['fishing', 'Fishing coop'],
  [
    'fishing',
    'my father and me have two small boats in Chalkidiki, the catch is less every year and fuel is expensive',
  ],
  ['fishing', 'octopus fishermen supplying the tavernas of Naxos', 'Five boats, mostly cousins.'],
  [
    'mining',
    'I am shift supervisor underground in a copper mine near Lubin and the ventilation reports are always late',
  ],
  [
    'mining',
    'open-pit lignite extraction feeding the power station at Rovinari',
    'Worry is safety of the excavator crews in rain.',
  ],
  ['manufacturing', 'Tile factory'],
  [
    'manufacturing',
    'we make car parts for German clients in Pitesti and the defect rate on line 3 is too high',
  ],
  ['manufacturing', 'production line of a pharmaceutical company'],
  ['foodProduction', 'Frantoio'],
  [
    'foodProduction',
    'we produce feta in a small dairy near Ioannina and the hygiene inspection found problems with the batch labels',
  ],
  [
    'foodProduction',
    'central bakery supplying a supermarket chain',
    'Night shift of 14 people, I want less waste of dough.',
  ],
  [
    'textiles',
    'I have a little atelier in Porto, we sew uniforms and the patterns get lost between cutting and sewing',
  ],
  ['textiles', 'costume department of an opera house'],
  [
    'energy',
    'we operate three small hydro plants in the mountains and the grid operator cuts us at the worst moments',
  ],
  ['energy', 'wind park on farmland in Dobrogea'],
  [
    'waterUtility',
    'our water network in the town loses almost 40 percent in leaks and I am the only engineer',
    'Pipes are from the 60s, mostly asbestos cement.',
  ],
  ['waterUtility', 'leak detection crew working for the comune'],
  ['wasteRecycling', 'Isola ecologica'],
  [
    'wasteRecycling',
    'we collect the bins in 12 villages and people still throw glass with plastic, the landfill is almost full',
  ],
  ['wasteRecycling', 'recycling of old fishing nets from the harbour'],
  ['construction', 'Șantier'],
  [
    'construction',
    'I am site manager on a block of flats in Kraków and the subcontractors never come the day they promise',
    'Around 60 workers on site, many from Ukraine and Nepal.',
  ],
  ['construction', 'builders renovating a school during the summer holiday'],
  [
    'logistics',
    'we have a warehouse near Bucharest for online shops and every black friday the picking is a disaster',
  ],
  ['logistics', 'cold-chain warehouse for a vaccine distributor'],
  ['vehicleRepair', 'Officina'],
  [
    'vehicleRepair',
    'my brother and I have a garage for cars, we do service and tyres but parts take forever to arrive',
  ],
  [
    'vehicleRepair',
    'fleet maintenance garage of the city bus company',
    'Eight mechanics, 120 buses, many very old.',
  ],
  [
    'aviation',
    'I am dispatcher for a small airline flying to the greek islands and the delays every summer are crazy',
  ],
  ['aviation', 'helicopter operator flying crews to the offshore wind farms'],
  ['publicTransport', 'KTEL'],
  [
    'publicTransport',
    'we run the bus lines in a small city in Portugal and passengers complain the timetable is never respected',
  ],
  ['publicTransport', 'school bus routes for a rural municipality'],
  ['maritime', 'Shipping agency'],
  [
    'maritime',
    'I manage crew for five bulk carriers from Piraeus and crew changes in Asian ports are a nightmare',
    'Small office, 6 people, owners are a Greek family.',
  ],
  ['maritime', 'crew of the supply ship for the oil platforms'],
  ['postalCourier', 'Poczta Polska'],
  [
    'postalCourier',
    'we are couriers in Lisbon on motorbikes and the parcels for the old town are always delivered late',
  ],
  ['postalCourier', 'mailroom of a big insurance company'],
  ['retail', 'Periptero'],
  [
    'retail',
    'I have a small alimentari in Bologna and shelves are empty on saturday because I order from memory',
    'Only me and my mother at the till.',
  ],
  ['retail', 'gift shop inside the Acropolis museum', 'Summer we are 7 sellers, winter only 2.'],
  [
    'sales',
    'we sell industrial pumps to farms, six salesmen, nobody updates the pipeline so I never know the forecast',
  ],
  ['sales', 'export sales team of a wine cantina'],
  [
    'customerSuccess',
    'i do onboarding for new clients of our saas and too many cancel after three months, churn is killing us',
  ],
  ['customerSuccess', 'customer success managers at an e-learning startup'],
  [
    'contactCentre',
    'we answer phones for an energy company in Iasi, 80 agents, and the queue on monday morning is terrible',
    'Most agents are students working part time.',
  ],
  ['contactCentre', 'booking hotline of a ski resort'],
  [
    'hospitality',
    'we are a family pensiune with 9 rooms and the breakfast service is chaos when a tour bus arrives',
  ],
  ['hospitality', 'I am chef in a trattoria in Napoli and the kitchen is too small for the summer menu'],
  [
    'tourism',
    'I organise walking tours for foreign visitors in Sintra and the bookings come from five websites at same time',
  ],
  ['tourism', 'pilgrimage trips organised by a parish'],
  [
    'tourism',
    'boat trips for tourists run by local fishermen',
    'Only May to September, we want better booking.',
  ],
  [
    'software',
    'we are 8 developers in Cluj doing outsourcing and every release breaks something the client finds before us',
  ],
  ['software', 'in-house developers at a cooperative bank'],
  [
    'product',
    'I am the only product manager in a fintech from Warsaw and the roadmap changes every week after sales calls',
    'I report to the CEO directly, no designer.',
  ],
  ['product', 'product discovery for a farm management app'],
  [
    'openSource',
    'I maintain an open source library for greek language processing, contributors come and go and issues pile up',
  ],
  [
    'dataPlatform',
    'we build dashboards for the sales managers and the pipelines fail at night so numbers are wrong in morning',
  ],
  ['dataPlatform', 'data engineering at a mobile operator', 'Team of 5, we moved to the cloud last year.'],
  [
    'platformOps',
    'I am on call for our kubernetes clusters and we have too many alerts, half of them are only noise',
  ],
  ['platformOps', 'platform team of an online newspaper'],
  [
    'retrospectives',
    'our retros are always the same, people say the same problems and the action points are never done',
  ],
  [
    'retrospectives',
    'monthly retrospective of the hospital IT project',
    'I facilitate it but I am not the manager.',
  ],
  [
    'newsMedia',
    'we are a local news website in Thessaloniki, four journalists, and the editor decides stories too late for readers',
  ],
  [
    'telecoms',
    'we install fibre broadband in villages in Mazury and clients wait two months because the network plan is not ready',
  ],
  [
    'telecoms',
    'mobile network masts on church towers',
    'We maintain around 70 sites in the north of Portugal.',
  ],
  [
    'creativeAgency',
    'we are small design studio in Athens and clients change the brief after we already present the campaign',
    'Three designers and one copywriter, all freelancers.',
  ],
  ['creativeAgency', 'branding studio working only for wineries'],
  ['finance', 'I do the budget for our hotel group and the cash forecast is in five different excel files'],
  ['finance', 'finance office of an orthodox diocese'],
  [
    'insurance',
    'we handle car insurance claims in Romania and policyholders wait months because the adjusters are too few',
  ],
  ['insurance', 'crop insurance for olive farmers', 'We are an agency of 4 people in Crete.'],
  ['accounting', 'Biuro rachunkowe'],
  [
    'accounting',
    'I have an accounting office with 200 small clients and every tax deadline we work until midnight',
  ],
  ['accounting', 'bookkeeping service for restaurants and bars'],
  ['realEstate', 'Imobiliária'],
  [
    'realEstate',
    'we rent 30 apartments to students in Coimbra and the tenants call me for every broken thing',
    'It is me and my sister, she does the cleaning between tenants.',
  ],
  ['realEstate', "property management for a hospital's staff housing"],
  ['legal', 'Studio legale'],
  [
    'legal',
    'I am lawyer with two partners in Bucharest and we lose track of deadlines on the client matters',
  ],
  [
    'consulting',
    'we are consultants helping companies get EU funds and the proposals are always written the night before deadline',
  ],
  [
    'consulting',
    'lean consulting for public hospitals',
    'Two senior consultants and a junior, contracts of 6 months.',
  ],
  [
    'architecture',
    'I run a small architecture practice in Lisbon, mostly renovation, and the drawing revisions are impossible to follow',
  ],
  ['architecture', 'architects designing schools for the ministry'],
  [
    'research',
    'I lead a small research group in marine biology and the data of experiments is all over on USB sticks',
  ],
  [
    'research',
    'research institute for vineyards and wine',
    'We publish papers but also test new grape varieties.',
  ],
  ['veterinary', 'I am vet for cows and sheep in the mountains and the farmers call me always at night'],
  ['veterinary', 'veterinary service of a horse riding club'],
  [
    'peopleTeam',
    'I am the HR person in a factory with 300 workers and onboarding of new people is only paper',
  ],
  [
    'peopleTeam',
    'recruitment team of a private hospital network',
    'We hire mostly nurses, a lot from abroad.',
  ],
  [
    'facilities',
    'we do cleaning and maintenance for four office buildings and the requests from tenants come on whatsapp',
  ],
  ['facilities', 'maintenance department of a university campus'],
  [
    'security',
    'we are a security company with guards in shopping malls and the patrol reports are still written by hand',
  ],
  ['security', 'security at the port of Constanța', 'Worry is the contractor trucks entering without check.'],
  ['publicServices', 'Primaria'],
  [
    'publicServices',
    'I work in the citizen office of our municipality and people wait hours in the line for simple documents',
  ],
  ['publicServices', 'municipal office handling school enrolments'],
  [
    'governmentPolicy',
    'we are a small team in the ministry writing the new law on renewable energy and the public consultation is chaos',
    'Deadline from the minister is March.',
  ],
  ['governmentPolicy', 'policy advisers on agriculture at the ministry'],
  [
    'justice',
    'I am clerk at the district court and hearings are postponed so often that the case files pile up',
  ],
  ['justice', 'youth court judges and clerks'],
  ['emergencyServices', 'Pompieri'],
  [
    'emergencyServices',
    'I coordinate the civil protection dispatch in our province and during wildfires the calls come faster than we respond',
  ],
  ['emergencyServices', 'mountain rescue team in a ski area', 'About 25 rescuers, the radios are old.'],
  ['schools', 'Liceo', 'I am vice principal, we have 900 students.'],
  ['schools', 'I teach maths in a gymnasium in Poznań and the class of 32 pupils is too loud to do lessons'],
  ['schools', "school inside a children's hospital"],
  ['earlyYears', 'Asilo nido'],
  [
    'earlyYears',
    'we run a small kindergarten with 25 children and the parents always pick up late and angry',
    'We are 4 educators and one cook.',
  ],
  ['earlyYears', 'crèche for the children of factory workers'],
  ['university', 'Erasmus office'],
  [
    'university',
    'I coordinate a master programme in Lisbon, modules are taught by 20 lecturers and nobody reads the student feedback',
  ],
  ['university', 'exams office of a medical school'],
  ['training', 'Autoscuola'],
  [
    'training',
    'we give forklift courses and safety trainings for companies, the trainers are freelance and session planning is hard',
  ],
  ['training', 'barista courses for hotel staff', 'I am alone, I rent the coffee machines.'],
  [
    'healthcare',
    'I am head nurse in a surgery department in a public hospital in Greece and we are always understaffed on nights',
  ],
  ['healthcare', 'dialysis unit in a prison'],
  [
    'emergencyCare',
    'we are an ambulance crew on the islands and in summer the triage is impossible with all the tourists',
    'One ambulance for three villages.',
  ],
  ['emergencyCare', 'medical emergency team at the airport'],
  ['primaryCare', 'Family doctor'],
  [
    'primaryCare',
    'I am a family doctor with 1800 patients on my list and the appointment phone rings all morning',
  ],
  ['primaryCare', 'student health centre at the university'],
  ['pharmacy', 'Farmacia'],
  [
    'pharmacy',
    'we have a pharmacy in a small town and the prescriptions from the electronic system often dont match the stock',
  ],
  [
    'pharmacy',
    'dispensary inside the regional hospital',
    'Three pharmacists, one technician, open 24 hours.',
  ],
  [
    'dentistry',
    'I am a dentist with 2 chairs, my wife does reception, and patients forget their appointments all the time',
  ],
  ['dentistry', 'dental clinic for elderly in care homes'],
  ['mentalHealth', 'Psychotherapy'],
  [
    'mentalHealth',
    'I am psychologist in private practice and clients cancel sessions last minute, I want better wellbeing for me too',
  ],
  ['socialCare', 'Dom opieki'],
  [
    'socialCare',
    'we do home care visits for old people in Porto and the carers have too many visits in one morning',
  ],
  [
    'performingArts',
    "we are a small theatre company touring villages in Sicily and the rehearsal schedule never fits with everybody's jobs",
  ],
  ['performingArts', "brass band of the miners' union", 'We play every saint day and funerals too.'],
  ['museum', 'Archaeology museum'],
  ['museum', 'I work in a small ethnographic museum and half of the collection is not even catalogued yet'],
  ['library', 'Biblioteca', 'Municipal one, 3 staff.'],
  [
    'library',
    'I am the only librarian in a town library, the loans system is from 1998 and readers are mostly pensioners',
  ],
  ['library', 'monastery library on Mount Athos', 'Manuscripts, not lending, but researchers come.'],
  ['sport', 'I coach an amateur handball team and half of the players skip the training during the week'],
  ['sport', "football team of a bank's employees"],
  [
    'events',
    'we organise a jazz festival in our town every summer and ticketing and the venue are always last minute',
  ],
  ['events', 'conference organisers for medical congresses', 'Our biggest event is 2000 doctors in Rimini.'],
  [
    'visualArts',
    'I share a studio with three painters and we never agree how to split the costs of the exhibition',
  ],
  ['visualArts', 'artist residency on an olive farm'],
  ['personalCare', 'Coafor'],
  [
    'personalCare',
    'I have a beauty salon with 4 girls, the appointments are in a paper agenda and clients get double booked',
    'Nails, hair and some massage.',
  ],
  [
    'faith',
    'I help the priest in our parish, the sunday service schedule and prayer groups are all organised on paper',
  ],
  ['faith', 'chaplaincy of an international airport'],
  [
    'association',
    'we are a cultural association of romanians in Italy, 300 members, and the committee can never decide anything',
    'Elections for the new committee are in June.',
  ],
  ['association', 'alumni association of a law faculty'],
  [
    'repairShop',
    'I fix laptops and phones in a small shop, customers wait weeks because the parts come from China',
  ],
  ['repairShop', 'repair corner in an electronics store'],
  [
    'funeral',
    'we are a family funeral business in a village, we do everything from the papers to the service in church',
  ],
  [
    'funeral',
    'funeral director working with the orthodox church',
    'My father started it, now I run it with my cousin.',
  ],
  [
    'nonprofit',
    "we are a small charity for Roma children and donors want reports we don't have time to write",
  ],
  [
    'household',
    "my wife and I both work shifts in the hospital and the kids' homework and chores are a disaster",
    'Kids are 6 and 9.',
  ],
  ['household', 'we live with my mother-in-law in the same flat and nobody agrees who cooks and who cleans'],
  ['household', 'family home of a fisherman who is away for weeks'],
  ['household', 'family home with a small shop downstairs', 'Grandparents also live with us.'],
  ['community', 'Neighbourhood group'],
  [
    'community',
    'we are neighbours in an old street in Athens and we want to organise cleaning and small repairs together',
  ],
  [
    'community',
    'in our block of flats nobody knows each other and the residents whatsapp group is only complaints',
    '48 apartments, many are old people alone.',
  ],
  ['community', 'neighbours around the school who want safe streets'],
  ['volunteering', 'Voluntariado'],
  ['volunteering', 'I coordinate the volunteers at a soup kitchen and every week some shifts stay empty'],
  [
    'volunteering',
    'we are twenty volunteers teaching italian to migrants and the rota changes every single week',
    'Most of us are retired teachers.',
  ],
  ['volunteering', 'volunteers at a animal shelter'],
  ['volunteering', 'hospital volunteers reading to patients'],
  [
    'youth',
    'I am leader of a scout group in Braga with 40 young people and the parents want informations all the time',
  ],
  ['youth', 'youth club in a parish hall', 'Open two evenings a week, ages 12 to 17.'],
  ['gardening', 'Działki'],
  ['gardening', 'I have a big vegetable garden with my father and the tomatoes always get disease in august'],
];
