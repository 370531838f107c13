/**
 * Probe batch CA (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in Nigeria, Ghana, Sierra Leone, Liberia and the Gambia), before any change to the drafter
 * was measured on it, and committed before it. 48 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CA_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CA_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CA_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Cocoa farm', 'Family land near Goaso, about 15 acres.'],
  [
    'farming',
    'we grow cassava and maize on about 20 acres near Ogbomoso and the harvest always meets us without enough hands',
  ],
  ['farming', 'rice farm run by the correctional centre'],
  [
    'farming',
    'we rear about 2000 layers in Abeokuta and feed cost has doubled, I want to plan the flock better',
  ],
  [
    'forestry',
    'I supervise chainsaw operators felling in a forest reserve in Western Region, and the permits and tree counts never match',
  ],
  ['forestry', "Tree planting crew for a mining company's land reclamation"],
  ['fishing', 'canoe fishermen'],
  [
    'fishing',
    'my uncle owns three canoes at Tanji and I keep the records of catch and fuel for the crews',
    'Fuel price is killing us.',
  ],
  ['fishing', 'Trawler crew supplying a cold store in Tema'],
  ['mining', 'Galamsey'],
  [
    'mining',
    'I am the pit boss at a small diamond mine in Kono and safety at the pits is worrying me seriously',
  ],
  ['mining', 'Granite quarry supplying road contractors'],
  ['manufacturing', 'Block industry'],
  [
    'manufacturing',
    'we produce plastic chairs and buckets in Kano and too many come out with defects on the night shift',
    'Three machines, two shifts, 35 workers.',
  ],
  ['manufacturing', 'Tablet production line of a drug company'],
  ['foodProduction', 'Gari processing', 'Women cooperative, we sell to Lagos buyers.'],
  [
    'foodProduction',
    'my mother and five women make kenkey for sale in Accra and hygiene inspectors keep visiting us lately',
  ],
  ['foodProduction', 'Bread bakery run by a Catholic mission'],
  ['foodProduction', 'Fish smoking ovens for women at a landing beach'],
  [
    'textiles',
    'I have four apprentices sewing aso ebi for weddings and the fabric cutting is always wrong before deadline',
    'Owambe season is coming and orders are plenty.',
  ],
  ['textiles', 'Uniform sewing unit of a secondary school'],
  ['energy', 'DisCo'],
  [
    'energy',
    'we install solar panels for homes in Kumasi and customers complain when the batteries fail after dumsor',
  ],
  ['energy', 'Mini-grid for a fishing village'],
  [
    'waterUtility',
    'I am a district engineer with GWCL and burst pipes and illegal connections are eating our supply',
  ],
  ['waterUtility', 'Water tanker supply for a university campus'],
  ['wasteRecycling', 'borla collection'],
  [
    'wasteRecycling',
    'we buy plastic bottles from scavengers in Aba and sell baled plastic, but the collection is not regular',
    'We are 9 staff and one tricycle.',
  ],
  ['wasteRecycling', 'PSP waste operator for a Lagos LGA'],
  ['construction', 'Iron benders'],
  [
    'construction',
    'I am site manager on a four-storey building in Abuja and the contractors keep ignoring safety rules',
  ],
  ['construction', 'Construction of a new central mosque in our town'],
  [
    'logistics',
    'we run a warehouse in Apapa for imported rice and trucks wait days because of the port gridlock',
  ],
  ['logistics', 'Vaccine cold chain for the state health ministry', 'We have six vans and two cold rooms.'],
  [
    'vehicleRepair',
    'my boys never record which car parts they used at my fitting shop in Suame Magazine, so costing is guesswork',
  ],
  ['vehicleRepair', 'Fleet mechanics of an intercity bus company'],
  [
    'aviation',
    'I work in aircraft maintenance at Murtala Muhammed airport and our airworthiness paperwork is always behind the flights',
  ],
  ['aviation', 'Hajj airlift operations for a state pilgrims board'],
  ['publicTransport', 'Trotro station'],
  [
    'publicTransport',
    'I manage twelve danfo buses on the Oshodi route and the conductors give me different money every evening',
    'I want to see which bus is making loss.',
  ],
  ['publicTransport', 'Staff bus service of a university'],
  ['publicTransport', 'Pen-pen riders'],
  [
    'maritime',
    'we are marine pilots at Tema harbour and ships keep waiting at anchor because berth planning is poor',
  ],
  ['maritime', 'Crew manning agency for oil supply vessels'],
  [
    'postalCourier',
    'parcels to the provinces get lost too often, I run a small courier business in Freetown with 6 bikes',
  ],
  ['retail', 'Provision store'],
  [
    'retail',
    'my wife runs a provisions shop in Serrekunda and we never know what stock is finished until customers ask',
  ],
  ['retail', 'Tuck shop in a boarding school', 'Students buy on credit and parents pay at end of term.'],
  ['sales', 'Bank marketers', 'Our targets are deposit mobilisation.'],
  [
    'sales',
    'I lead eight field reps selling beverages to distributors in the north and our monthly targets are killing us',
  ],
  ['sales', 'Medical reps for a pharmaceutical company'],
  [
    'customerSuccess',
    'we support businesses using our payroll software in Accra and too many cancel before renewal after the first year',
    'Team of 6 account officers.',
  ],
  ['customerSuccess', 'Relationship managers for POS agents of a fintech'],
  [
    'contactCentre',
    'I supervise forty agents at an outsourced call center in Lagos and callers hang up before we pick',
  ],
  ['contactCentre', 'Customer care line for an electricity DisCo', 'Most calls are about estimated billing.'],
  [
    'hospitality',
    'my sister and I run a cookshop in Monrovia and the kitchen is always finishing food before lunch crowd',
  ],
  ['hospitality', 'Staff canteen at a cement factory'],
  [
    'tourism',
    'I take visitors round the slave forts on the coast and bookings come in on WhatsApp and get mixed up',
    'Mostly diaspora groups in December.',
  ],
  ['tourism', 'Hajj and Umrah operator in Kano'],
  [
    'software',
    'we are five developers building school management software and every release breaks something the previous one fixed',
  ],
  ['software', 'App developers at a microfinance bank'],
  [
    'product',
    'I am the only product manager at a fintech in Lagos and the roadmap changes each time the CEO travels',
  ],
  [
    'product',
    'Product discovery for a farmers market-price app',
    'We want to talk to real farmers before building more features.',
  ],
  [
    'openSource',
    'I maintain an open source library for Yoruba and Hausa text, contributors send pull requests and disappear',
    'Maybe 30 contributors, all part-time.',
  ],
  ['openSource', 'Open-source health records project used by clinics'],
  [
    'dataPlatform',
    'we build dashboards from the bank core data and the numbers never agree with what finance reports',
  ],
  ['dataPlatform', 'Data and dashboards unit of a health NGO'],
  [
    'platformOps',
    'I keep our servers and Kubernetes cluster running for a betting company and every weekend deploy something goes down',
  ],
  ['platformOps', 'Cloud infrastructure team of a mobile money operator'],
  [
    'retrospectives',
    'our team does a retro every two weeks but the same action points come back and nobody owns them',
  ],
  ['retrospectives', 'Lessons-learned meeting after each church crusade'],
  [
    'newsMedia',
    'I edit a community radio news bulletin in Bo and reporters submit stories late every single day',
  ],
  ['newsMedia', 'Sports desk of a national daily'],
  [
    'telecoms',
    'signal drops every time it rains heavily, we are a small ISP in Tamale with about 900 subscribers',
  ],
  ['telecoms', 'Campus broadband unit of a polytechnic'],
  [
    'creativeAgency',
    'we design posters and campaigns for churches and politicians in Lagos, clients change the brief every night',
  ],
  ['creativeAgency', 'In-house creative team of a beverage company'],
  [
    'finance',
    'I handle the cash and budget for our parish and the building fund money is never reconciled on time',
    'I am not trained as accountant.',
  ],
  ['finance', 'Treasury office of a state government'],
  [
    'insurance',
    'we sell motor insurance through agents in Accra and fake claims are costing us more than premiums',
  ],
  ['insurance', 'Micro-insurance scheme for market women', 'Premiums collected daily by agents.'],
  [
    'accounting',
    'I do bookkeeping and tax returns for small traders in Onitsha and most bring receipts in a nylon bag',
  ],
  ['accounting', 'Tax and audit practice for hotels in Banjul'],
  ['realEstate', 'House agents', 'We find flats for clients in Lekki and Ajah.'],
  [
    'realEstate',
    'I manage rental flats for my father in Abuja and tenants keep owing rent and landlord wahala never ends',
  ],
  ['realEstate', 'Off-campus hostel letting near a polytechnic'],
  [
    'legal',
    'we are a three-lawyer firm in Freetown and matters and court dates are tracked in one old diary',
  ],
  [
    'consulting',
    'I run a small consulting firm advising agribusinesses on proposals and donor funding, engagements keep overrunning',
    'Only four consultants, all senior.',
  ],
  ['consulting', 'Management consultants working for state ministries'],
  [
    'architecture',
    'we are architects in Accra and clients change the building design after drawings are already approved by the assembly',
  ],
  ['architecture', 'Architects designing a teaching hospital extension'],
  ['research', 'I coordinate a malaria study at a research centre and field data comes back late and messy'],
  ['research', 'Cassava breeding lab on a government farm settlement', 'Experiments run in three states.'],
  [
    'veterinary',
    'I am a vet doing poultry farm visits around Ibadan and owners call me only when birds are dying',
    'I am alone with one assistant.',
  ],
  ['veterinary', 'Animal health team at a cattle market'],
  ['peopleTeam', 'I am the only HR person in a company of 200 and onboarding new staff is just chaos'],
  ['peopleTeam', 'Recruitment unit of a teaching hospital', 'Nurses keep leaving for the UK.'],
  [
    'facilities',
    'we manage cleaning and maintenance for an office complex in Victoria Island and the generators always breakdown at night',
  ],
  ['facilities', 'Janitorial team at Kotoka airport'],
  ['security', 'Gatemen'],
  [
    'security',
    'I run a security company in Port Harcourt, guards sleep on night patrol and incident reports are copied from yesterday',
  ],
  ['security', 'Security guards at a bank branch', 'Twelve guards on three shifts.'],
  ['publicServices', 'District assembly'],
  [
    'publicServices',
    'I work at the local government secretariat and residents queue all day for birth certificates and permits',
    'We are just four officers for the whole LGA.',
  ],
  ['publicServices', 'Birth registration desk at a hospital'],
  [
    'governmentPolicy',
    'I am in the planning directorate of the ministry and we must write policy with evidence but data is poor',
  ],
  ['governmentPolicy', 'Health policy team at the presidency'],
  ['justice', 'Magistrate court'],
  [
    'justice',
    'case files go missing before hearings almost every week, I am registrar at the high court in Enugu',
  ],
  ['justice', 'Customary court handling land disputes'],
  ['emergencyServices', 'Fire service', 'Only two working tenders for the whole municipality.'],
  [
    'emergencyServices',
    'I am a fire officer in Kumasi and our tenders reach incidents late because of traffic and bad water hydrants',
  ],
  ['emergencyServices', 'Fire crew at a refinery'],
  ['schools', 'SHS'],
  [
    'schools',
    'I teach SS2 maths in a public school with 90 pupils per class and lessons never finish the scheme',
  ],
  ['schools', 'Primary school run by a mosque'],
  [
    'earlyYears',
    'I own a small daycare in Kanifing, parents drop their children very early and pick them late',
    'We have 25 children and 3 aunties.',
  ],
  ['earlyYears', 'Creche for market women at Makola'],
  ['university', 'Polytechnic'],
  [
    'university',
    'I am a lecturer at a federal university and course registration and results for 400 students are always wahala',
  ],
  ['university', 'Faculty of agriculture at a state university'],
  ['training', 'Skills acquisition', 'We teach tailoring, catering and phone repair.'],
  [
    'training',
    'we run a computer training centre in Kumasi and learners stop coming after the second week of course',
  ],
  ['training', 'Safety training for galamsey miners'],
  [
    'healthcare',
    'I am a nurse in charge of a ward at the general hospital and we are always short of staff at night',
    'We have 30 beds and 4 nurses per shift.',
  ],
  ['healthcare', 'Methodist mission hospital'],
  ['emergencyCare', 'Casualty unit'],
  [
    'emergencyCare',
    'I drive for the National Ambulance Service and we reach patients late because nobody knows exact addresses',
  ],
  ['emergencyCare', 'Paramedics at a stadium on match days', 'Mostly fainting and crowd injuries.'],
  ['primaryCare', 'CHPS compound', 'One nurse and two community health officers.'],
  [
    'primaryCare',
    'we are a small community clinic and patients come without appointments so the queue is from 6 am',
  ],
  ['primaryCare', 'Staff clinic of a mining company'],
  [
    'pharmacy',
    'I am the pharmacist at a private hospital and dispensing errors happen when doctors handwriting is unreadable',
  ],
  ['pharmacy', 'Patent medicine store in a village market'],
  ['dentistry', 'patients only come when the tooth pain is too much, i am a dental therapist in Bo'],
  ['dentistry', 'Dental unit of a teaching hospital'],
  [
    'mentalHealth',
    'I am a counsellor and many clients stop coming after two sessions because of stigma in the family',
    'Mostly young men with drug problems.',
  ],
  ['mentalHealth', 'Student counselling unit at a polytechnic'],
  ['socialCare', 'Cheshire Home'],
  [
    'socialCare',
    'we send carers to visit elderly people at home in Accra and famlies complain when visits are missed',
  ],
  ['socialCare', "Motherless babies' home run by a church", 'Twenty-two children, five carers.'],
  ['performingArts', 'Highlife band'],
  [
    'performingArts',
    'I direct a cultural troupe in Freetown, dancers miss rehearsals and we perform at weddings and state functions',
  ],
  ['performingArts', 'Mass choir of a Pentecostal church'],
  ['museum', 'National museum'],
  [
    'museum',
    'I am a curator at a small museum in Benin City and many bronze objects are not properly catalogued',
  ],
  ['museum', "Museum of a university's archaeology department"],
  ['library', 'Law library at the Supreme Court'],
  ['sport', 'Football academy'],
  [
    'sport',
    'I coach a maracana team in Accra and players come to training only when there is a match coming',
  ],
  ['sport', 'Scrabble club at a polytechnic'],
  ['events', 'Event centre'],
  [
    'events',
    'I plan owambe parties and weddings in Lagos and vendors always come late on the event day',
    'I have about 15 regular vendors.',
  ],
  ['events', 'Organising committee of a yam festival'],
  ['visualArts', 'Art studio'],
  [
    'visualArts',
    'I am a painter sharing a studio in Osu with three artists and we never plan our exhibitions early',
  ],
  ['visualArts', "Mural artists for a children's hospital"],
  ['personalCare', 'Barbing salon'],
  [
    'personalCare',
    'I own a braiding salon in Monrovia and clients come without appointment then quarrel when they wait long',
  ],
  ['personalCare', 'Hair salon inside a university hostel', 'Three stylists, very busy during convocation.'],
  [
    'faith',
    'I am secretary of our mosque committee and Friday prayer arrangements and the imam rota keep causing quarrel',
  ],
  ['faith', 'Chaplaincy of a teaching hospital'],
  ['association', 'Town union', 'Sons and daughters of our town living in Lagos.'],
  ['association', 'I am the secretary of our market women association and members do not pay dues on time'],
  ['association', 'Old students association of a secondary school'],
  ['repairShop', 'Phone repairer'],
  [
    'repairShop',
    "I fix phones and laptops at Computer Village and customers complain that parts I change don't last",
  ],
  ['repairShop', 'Radio and TV repairers in Kejetia market'],
  [
    'funeral',
    'my family is planning my grandfather funeral in the village and the abusua keeps changing the date and budget',
    'We want to avoid debt after the funeral.',
  ],
  ['funeral', 'Mortuary of a teaching hospital'],
  [
    'nonprofit',
    'we are a small charity giving scholarships to girls in Tamale and donors want reports we cannot produce',
  ],
  ['nonprofit', 'Charity foundation set up by a footballer', 'We fund boreholes and school fees.'],
  ['household', 'Family house'],
  [
    'household',
    'my husband and I both work in Lagos and the househelp, school runs and chores are breaking us',
    'Three kids, 4, 8 and 12.',
  ],
  [
    'household',
    'I live with my mother, two siblings and my own kids, and nobody agrees on money or chores at home',
  ],
  ['household', "Pastor's household in the mission house"],
  [
    'household',
    'Our family living above our provisions shop',
    'Shop hours and homework time clash every day.',
  ],
  ['community', 'CDA'],
  ['community', 'Bantaba'],
  [
    'community',
    'we are neighbours on one street in Kaneshie and we want to fix the gutters and street lights together',
    'About 40 houses, no one wants to lead.',
  ],
  [
    'community',
    'I live in a face-me-I-face-you building with eleven families and the toilet and light bills cause fights',
  ],
  ['community', 'Residents of the staff quarters at a polytechnic'],
  ['community', 'Neighbours living beside a gold mine', 'Dust, cracked walls and no one listens to us.'],
  ['volunteering', 'CDS group'],
  ['volunteering', 'Clean-up volunteers', 'Every last Saturday of the month.'],
  [
    'volunteering',
    "I coordinate volunteers for a feeding programme in Monrovia and people sign up for shifts and don't show",
  ],
  [
    'volunteering',
    'we are student volunteers teaching in a village school on weekends and the rota keeps falling apart',
    'Fifteen of us, two cars.',
  ],
  ['volunteering', 'Volunteer ushers at a hospital'],
  ['youth', 'I lead a youth club in our area and the young people only come when there is football or food'],
  ['youth', 'Girl Guides company in a secondary school'],
  [
    'gardening',
    'I grow vegetables in sacks in our compound and the plants keep dying when the dry season comes',
  ],
  ['gardening', 'Gardeners keeping the grounds of a hotel in Kololi'],
];
