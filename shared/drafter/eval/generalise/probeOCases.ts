/**
 * Probe batch O (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people in Africa, South and South-East Asia, Latin America and Eastern Europe (NGOs, cooperatives, family firms, public services, informal trades) writing the English they use at work, and on retirees and students anywhere), before any change to the drafter
 * was measured on it, and committed before it. 58 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_O_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_O_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_O_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Tea estate', 'Kindly note we have 600 pluckers in peak season.'],
  [
    'farming',
    'our coop has 40 smallholders growing cassava and maize, and after every harvest the drying and storage is chaos',
    'We want to stop losing so much to mould.',
  ],
  ['farming', 'rice paddies worked by a Buddhist monastery'],
  ['forestry', 'Teak plantation'],
  [
    'forestry',
    'I manage community forest user group in Nepal, the felling permits and replanting records are always behind',
  ],
  ['forestry', 'tree felling gang working for the electricity board'],
  ['fishing', 'Tuna longliners'],
  [
    'fishing',
    'my father and uncles own three boats on lake victoria and we never know whose catch is whose at the landing',
  ],
  ['fishing', 'crab fishers supplying beach resorts in Zanzibar', 'About 15 canoes, no engines.'],
  [
    'mining',
    'we are a small-scale gold mining cooperative in Ghana and the shift handover underground is where accidents happen',
    'Two men were injured last year.',
  ],
  ['mining', 'sand quarry owned by a road construction firm'],
  ['manufacturing', 'Brick kiln', 'Family business, third generation.'],
  [
    'manufacturing',
    "I'm a shift supervisor at a plastic bottle plant in Lagos and the defect rate jumps every night shift",
  ],
  ['manufacturing', 'press shop at a family-owned car parts maker'],
  [
    'foodProduction',
    "we are a women's group making peanut butter and chilli sauce in batches and the hygiene inspector keeps failing us",
  ],
  [
    'foodProduction',
    'central kitchen cooking midday meals for government schools',
    'Around 12,000 meals a day from one site.',
  ],
  ['textiles', 'Kente weavers'],
  [
    'textiles',
    'I run a sewing unit with 25 women in Dhaka, orders come in late and the patterns get mixed up',
  ],
  ['textiles', 'uniform sewing room at a police training college'],
  ['energy', 'hydro plant'],
  [
    'energy',
    'we operate solar mini grids in 12 villages in Zambia and fault reports take days to reach the technicians',
  ],
  ['energy', 'biogas plant at a dairy cooperative'],
  [
    'waterUtility',
    'I am engineer in municipal water supply, our pipe network loses almost 40% to leaks and illegal connections',
    'Kindly suggest how to map the whole network.',
  ],
  ['waterUtility', 'water kiosks run by a church in Kibera'],
  [
    'wasteRecycling',
    'we are a waste pickers cooperative in Pune and sorting at the collection centre is slow and unsafe',
  ],
  ['wasteRecycling', 'recycling yard behind a shopping mall'],
  ['construction', 'Road contractor'],
  [
    'construction',
    'my brother and I build houses in Nairobi with day labourers and nobody checks the scaffolding before work starts',
  ],
  [
    'construction',
    'site team putting up a new mosque',
    'The committee pays in stages so work keeps stopping.',
  ],
  [
    'logistics',
    'i coordinate trucks taking maize from Malawi to the port in Beira and border delays wreck every route plan',
  ],
  ['logistics', 'warehouse team of a medicines NGO'],
  ['vehicleRepair', 'Tuk-tuk garage'],
  [
    'vehicleRepair',
    'i have small motorbike repair shop in Hanoi, 3 mechanics, customers always angry when parts take long',
  ],
  ['vehicleRepair', 'vehicle workshop of a city bus company'],
  [
    'aviation',
    'we fly small Cessnas to remote airstrips in Papua for a mission and pilot rest rules are hard to keep',
  ],
  ['aviation', 'crop-spraying aircraft for a sugar estate', 'Two planes, three pilots.'],
  [
    'publicTransport',
    'I drive for a minibus route in Johannesburg and nobody knows the real timetable, passengers just wait and wait',
  ],
  ['publicTransport', 'school bus service run by the district council'],
  ['maritime', 'Tug operators'],
  [
    'maritime',
    'I am second officer on a bulk carrier, crew is from five countries and handover between watches is confusing',
  ],
  ['maritime', 'cargo barges for a cement company'],
  [
    'postalCourier',
    'we deliver parcels by motorbike for online sellers in Jakarta and failed deliveries are killing our margins',
    'We have 80 riders, most part time.',
  ],
  ['postalCourier', 'post room at the ministry of health'],
  ['retail', 'my wife and I run a corner shop in Lviv and we keep running out of the same things'],
  ['retail', 'gift shop at the national museum', 'Stock is counted by hand twice a year.'],
  ['sales', 'Pharma reps'],
  [
    'sales',
    'I lead 8 sales reps selling tractors to dealers across Kenya and our pipeline is just an excel sheet',
  ],
  ['sales', 'sales team of a seed company', 'We miss quota every quarter and nobody can say why.'],
  [
    'customerSuccess',
    'we onboard schools onto our fee payment app and too many cancel before their first renewal',
  ],
  ['customerSuccess', 'customer success for a microfinance software startup'],
  [
    'contactCentre',
    'I am team leader in call centre in Manila, our queue times are terrible during the US night',
  ],
  ['contactCentre', 'helpline agents for a mobile money company', 'Around 120 agents in two shifts.'],
  [
    'hospitality',
    'we have a family guesthouse in Kandy with 9 rooms and the kitchen and housekeeping never talk to each other',
  ],
  ['hospitality', 'staff canteen at a gold mine'],
  ['tourism', 'Safari operator'],
  [
    'tourism',
    'I organise trekking tours to Machu Picchu and bookings through three different websites keep double booking our guides',
  ],
  ['tourism', "village tourism programme of a women's cooperative"],
  [
    'software',
    'we are four developers building a school management system in Kampala and every release breaks something',
  ],
  ['software', 'in-house developers at a bank', 'Releases every two weeks, lots of hotfixes after.'],
  [
    'product',
    "I'm the only product manager at an agritech startup in Nairobi and the roadmap changes every time a investor calls",
  ],
  ['product', 'product team for a hospital booking app'],
  [
    'openSource',
    'I maintain a Python library in my free time with contributors from Brazil and India, issues pile up',
  ],
  ['openSource', 'open-source mapping project started by a humanitarian NGO'],
  [
    'dataPlatform',
    'we build dashboards for the health ministry from district data and the pipeline fails whenever a district sends late',
    'Team of three, all on one laptop each.',
  ],
  ['dataPlatform', 'data team at a football federation'],
  [
    'platformOps',
    "I'm the only devops person for our fintech and the Kubernetes cluster goes down every payday",
  ],
  ['platformOps', 'infrastructure team of a national ID programme'],
  [
    'retrospectives',
    'our team does retros every two weeks but the same action items come back and nothing improves',
  ],
  ['retrospectives', 'end-of-season retrospective for a cricket club committee'],
  ['newsMedia', 'Community radio'],
  [
    'newsMedia',
    'i edit a small hindi news website, three reporters, stories get published with mistakes because no one checks',
  ],
  ['newsMedia', 'student newspaper at a medical college'],
  ['telecoms', 'tower techs'],
  [
    'telecoms',
    'we install broadband in rural villages in Peru and signal problems take weeks untill fixed because of distance',
  ],
  ['telecoms', 'radio network team for the national police', 'The handsets are old and coverage has holes.'],
  [
    'creativeAgency',
    'we are a 6 person design studio in Bucharest and clients keep changing the brief after we start',
  ],
  ['creativeAgency', 'in-house creative team of a beer company'],
  [
    'finance',
    'I handle the budget for a small NGO in Malawi and cash flow goes bad every time donor money comes late',
  ],
  ['finance', 'finance office of a sugar mill'],
  [
    'insurance',
    'we sell crop insurance to smallholders through mobile phones and claims after drought take months to pay',
    'Farmers stop trusting us after one bad season.',
  ],
  ['insurance', "health insurance scheme of a teachers' union"],
  [
    'accounting',
    'I do bookkeeping and tax returns for market traders in Accra and they bring receipts in plastic bags',
  ],
  ['accounting', 'free tax clinic run by accounting students at a university'],
  [
    'realEstate',
    'I am retired and I rent out four flats in Kraków, tenants message me at all hours about repairs',
  ],
  ['realEstate', 'property management arm of a church diocese'],
  [
    'legal',
    'we are a small law firm in Lahore doing land disputes and matters get lost between the partners',
    'Four partners, eleven juniors.',
  ],
  ['legal', 'in-house lawyers at a telecom operator'],
  [
    'consulting',
    'I am a freelance development consultant writing proposals for donor projects and my engagements always overrun',
  ],
  ['consulting', 'management consultants advising state-owned railways'],
  ['architecture', 'architects office'],
  [
    'architecture',
    'we are three architects designing low-cost housing in Chittagong and drawings go back and forth with clients forever',
  ],
  ['architecture', 'in-house architects of a hotel chain'],
  [
    'research',
    "I'm a PhD student in a soil science lab and our experiments keep getting delayed by broken equipment",
  ],
  ['research', "research unit of a children's hospital", 'Mostly trials on childhood pneumonia.'],
  ['veterinary', 'Mobile vets'],
  [
    'veterinary',
    'we are two vets treating cattle and goats for pastoralists in northern Kenya, and record keeping is almost nil',
  ],
  ['veterinary', 'vet team at a horse racing club'],
  [
    'peopleTeam',
    'I am the only HR person in our family textile firm with 300 workers, hiring is all through relatives',
    'The owners want to professionalise but not upset anyone.',
  ],
  ['peopleTeam', 'recruitment team of a nursing agency'],
  [
    'facilities',
    'I supervise the cleaners and maintenance guys for a big office building in Nairobi and requests get lost somwhere',
  ],
  ['facilities', 'maintenance crew at a university campus'],
  [
    'security',
    'we provide guards to factorys and banks in Lima and patrol reports are on paper, often missing',
  ],
  ['security', 'security guards at a shopping mall', 'Forty guards over three shifts.'],
  [
    'publicServices',
    'I work at the district council front desk and citizens queue all day for birth certificates and permits',
  ],
  ['publicServices', 'licensing office of the city council for street vendors'],
  [
    'governmentPolicy',
    'I am an adviser in the ministry of agriculture and our policy papers ignore evidence from the field',
  ],
  [
    'governmentPolicy',
    'policy team drafting the national fisheries strategy',
    'The minister wants a draft before the elections.',
  ],
  [
    'justice',
    'I am a probation officer in Cape Town with 90 offenders on my caseload and court reports are always rushed',
  ],
  ['justice', 'court registry for land cases', 'Backlog of files goes back to 2009.'],
  [
    'emergencyServices',
    'we are the fire crew in a small Romanian town and when a call comes we never know who is available',
  ],
  [
    'emergencyCare',
    'I am a nurse in the emergency department of a district hospital in Uganda, triage falls apart at night',
    'Sometimes one nurse for thirty patients.',
  ],
  ['emergencyCare', 'ambulance crew at a cricket stadium'],
  [
    'primaryCare',
    "I'm a receptionist at a family doctor practice in Sofia and appointment bookings by phone are a total mess",
  ],
  ['primaryCare', 'doctor clinic inside a garment factory'],
  [
    'pharmacy',
    'I am pharmacist in a rural hospital dispensary and we run out of antimalarials every rainy season',
  ],
  ['pharmacy', 'pharmacy counter in a supermarket'],
  ['dentistry', 'Dental clinic'],
  [
    'dentistry',
    'my husband and I run a dental practice in Quito and patients miss appointments all the time',
  ],
  ['dentistry', 'mobile dental unit visiting schools', 'One van, one dentist, two assistants.'],
  ['mentalHealth', 'counseling center'],
  [
    'mentalHealth',
    'I am psychologist doing online therapy sessions for clients across latin america and my notes are everywhere',
  ],
  [
    'socialCare',
    'I am coordinating home visits of carers for elderly peoples in Tbilisi and visits are missed constantly',
  ],
  ['socialCare', 'day centre for disabled adults run by a parish'],
  [
    'performingArts',
    'I manage a folk music ensemble in Bulgaria, rehearsals fall apart because the singers all have other jobs',
  ],
  ['performingArts', 'brass band of a coal mine'],
  [
    'museum',
    'we are a small railway museum run by retirees, and the collection records are half on cards half in heads',
    'Most of us are over seventy.',
  ],
  ['museum', 'heritage collection of a football club'],
  ['library', "I'm librarian in a secondary school in Ghana and books go out on loan and never come back"],
  ['library', 'lending library at a prison', 'Inmates run it with one officer.'],
  ['sport', 'Kabaddi club', 'Mostly village boys, no proper ground.'],
  [
    'sport',
    'I coach a girls football team in a township and players miss training because of chores and transport',
  ],
  ['sport', 'football team of a cement factory'],
  [
    'events',
    'we organise a book festival every year in Jaipur and ticketing, venues and volunteers are all on separate whatsapps',
    'About 20,000 attendees over 4 days.',
  ],
  ['events', 'events team of a chamber of commerce'],
  ['visualArts', 'Mural collective'],
  [
    'visualArts',
    'I share a studio with four painters in Mexico City and we never agree on who pays for exhibitions',
  ],
  ['visualArts', "artists' residency on a coffee farm"],
  ['personalCare', 'Barbershop'],
  [
    'personalCare',
    "I own a beauty salon in Abuja with 7 stylists and clients just walk in, appointments don't work",
  ],
  ['personalCare', 'spa and salon inside a five-star hotel'],
  [
    'faith',
    'I am pastor of a small Pentecostal church in Kumasi and our Sunday services always start late',
    'Congregation about 300.',
  ],
  ['faith', 'chaplaincy at an airport'],
  [
    'association',
    "I'm secretary of our market women's association and members complain they never hear what the committee decides",
  ],
  ['association', "parents' association of a primary school"],
  [
    'repairShop',
    'I fix laptops and phones from a kiosk in Kisumu market and customers lose their receipts and want devices back',
  ],
  ['repairShop', 'repair counter at an electronics store'],
  [
    'funeral',
    'our family funeral home in Cebu handles wakes and burials and families get different prices from each of us',
  ],
  [
    'funeral',
    'cremation ground run by the municipal corporation',
    'Pls help, the waiting is very hard for families.',
  ],
  [
    'nonprofit',
    "we are a small charity funding girls' school fees in Sierra Leone and donors want reports we don't have time to write",
  ],
  ['nonprofit', 'CSR foundation of a telecom company'],
  ['household', 'home chores'],
  [
    'household',
    'my husband works in Dubai and I manage the kids, his parents and the house alone, chores never end',
    'Three kids under ten.',
  ],
  [
    'household',
    'I am retired and my grandchildren live with us while their parents work abroad, school runs and meals are chaos',
  ],
  [
    'household',
    'my sister and I share a flat while we study in Cluj and the cooking and cleaning always falls on me',
  ],
  ['household', 'family home above our bakery'],
  [
    'household',
    'home life of a fishing family when the boats are out',
    'Father is away two weeks at a time.',
  ],
  ['community', 'Village neighbours'],
  [
    'community',
    'our street in Soweto floods every rainy season and the neighbours argue about who should clean the drains',
  ],
  [
    'community',
    'I live in a housing colony of 200 flats in Chennai and residents only talk when something breaks',
    'Want to get more people involved.',
  ],
  ['community', 'neighbours living around a cement plant'],
  ['community', 'residents of the lanes around a big temple'],
  [
    'community',
    "residents of workers' quarters on a rubber plantation",
    'Around 90 families, one water point.',
  ],
  [
    'volunteering',
    'I coordinate 60 volunteers who teach kids to read on Saturdays and the shift rota falls apart every month',
  ],
  [
    'volunteering',
    'we are retirees who volunteer at a food bank in Warsaw, guests queue long and nobody knows the rota',
    'Most volunteers come only once a month.',
  ],
  ['volunteering', 'volunteer guides at a national park'],
  ['volunteering', 'student volunteers at a refugee shelter'],
  [
    'youth',
    'I run a youth club for teenagers in a Bogotá suburb and parents never know when the sessions are',
  ],
  ['youth', 'youth group at a mosque', 'About 50 boys and girls aged 12 to 18.'],
  [
    'gardening',
    "I'm retired and keep a rooftop vegetable garden in Singapore, the plants keep dying while I travel",
  ],
  ['gardening', "vegetable beds at a women's prison"],
  [
    'earlyYears',
    'I run a daycare for 20 toddlers in my home in Quezon City and parents pick up at random times',
  ],
  ['earlyYears', "creche for workers' babies on a tea estate"],
  ['schools', 'Govt school'],
  [
    'schools',
    'I teach 70 pupils in one class in rural Tanzania, marking homework takes all my evenings',
    'Want ideas that dont need electricity.',
  ],
  ['schools', "school run by a sugar company for workers' children"],
  ['university', 'Engineering faculty'],
  [
    'university',
    "I'm a lecturer at a private university in Karachi, 200 students per module and no teaching assistants",
  ],
  ['university', 'veterinary faculty of a state university', 'We want to redesign the first-year courses.'],
  [
    'training',
    'we train young women as solar technicians in six week courses and half the learners drop out after week two',
  ],
  ['training', 'tailoring course for women run by an NGO'],
  [
    'healthcare',
    'I am ward sister in a government hospital in Kolkata and nurse handovers between shifts lose important patient details',
  ],
  ['healthcare', 'medical wing of a central jail'],
];
