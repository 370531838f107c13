/**
 * Probe batch AD (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing first on households, neighbourhoods, volunteering, faith, sport, hobby and arts groups (eight cases each for households, communities and volunteering), often named with a word of another family, then everyone else, written by people in Latin America, the Middle East and Central Europe), before any change to the drafter
 * was measured on it, and committed before it. 83 of its 243 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AD_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AD_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AD_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Coffee finca'],
  [
    'farming',
    'we are a family with 40 hectares of avocado in Michoacán and the harvest crews are never where they should be',
    'Around 30 pickers in season.',
  ],
  ['farming', 'olive harvest at the monastery'],
  [
    'forestry',
    'I manage a pine plantation in Paraná and the thinning plan is always late because of the rains',
    'We have 4 crews and only one planner.',
  ],
  ['forestry', 'timber crew working the church-owned woodland'],
  [
    'fishing',
    'my brothers and me have two small boats in Alexandria, we sell the catch every morning but never enough ice',
    'We want to plan better who goes out when.',
  ],
  ['fishing', 'tuna boats supplying a sushi restaurant chain'],
  [
    'mining',
    'I am shift supervisor in underground copper mine in Atacama and the handover between shifts loses important information',
    'About 300 miners on three shifts.',
  ],
  ['mining', 'sand quarry owned by a cement company'],
  ['manufacturing', 'PCB assembly'],
  [
    'manufacturing',
    'we make plastic caps for bottles near Monterrey and the night shift has too many defects, nobody knows why',
  ],
  ['manufacturing', 'furniture production line in a prison workshop'],
  [
    'foodProduction',
    'we produce baklava in Gaziantep for export, every batch comes out a bit different and the hygiene audit is next month',
    'We are 25 people, mostly family.',
  ],
  ['foodProduction', 'hummus production for a supermarket own brand'],
  ['textiles', 'Garment factory'],
  [
    'textiles',
    'I have a small weaving atelier in Guatemala with 12 women and the orders from abroad get lost in whatsapp',
  ],
  ['textiles', "the theatre's costume workroom"],
  [
    'energy',
    'we maintain wind turbines in Oaxaca and the grid operator curtails us without warning so we loose generation',
    'Small team, 11 technicians.',
  ],
  ['energy', 'village co-op running a hydro turbine on our river'],
  [
    'waterUtility',
    'I coordinate repairs for the water company in Amman, supply comes twice a week and leaks lose almost half',
    'Around 60 field technicians.',
  ],
  ['waterUtility', 'water supply network for an industrial park'],
  [
    'wasteRecycling',
    'we collect cardboard from the shops in our barrio with carts and sell it, but the price changes every week',
  ],
  ['wasteRecycling', 'recycling sorting crew at a music festival'],
  [
    'construction',
    'I am site manager on a 14 floor residential build in Bratislava and the subcontractors ignore the safety briefing',
    'Eight subcontractors on site at once.',
  ],
  ['construction', 'builders putting up the new church hall'],
  [
    'logistics',
    'we run cold chain trucks from Santiago to Lima and the route planning is still done in Excel by one guy',
    'Forty trucks, mostly night runs.',
  ],
  [
    'vehicleRepair',
    'my uncle and me have a taller mecánico in Bogotá, cars wait days because the parts never arrive on time',
    'just 3 mechanics and me in the office',
  ],
  ['vehicleRepair', "mechanics servicing the city's bus fleet"],
  [
    'aviation',
    'we are small charter airline in Beirut with three aircraft, crew scheduling and maintenance checks always clash',
    'We want one picture of who flies what.',
  ],
  ['aviation', "the gliding club's aircraft maintenance"],
  [
    'publicTransport',
    'I plan timetables for the buses in Kraków and passengers complain that the night routes do not connect',
  ],
  ['publicTransport', 'shuttle bus between the university campuses'],
  [
    'maritime',
    'I am second officer on a bulk carrier, crew changes in foreign ports are a nightmare since covid',
  ],
  [
    'postalCourier',
    'I deliver parcels for Correo Argentino in my zone and the handheld scanner loses half the signatures',
  ],
  ['postalCourier', 'courier service delivering lab samples for hospitals'],
  ['retail', 'Minimarket'],
  [
    'retail',
    'I own a small papelería in Puebla and I never know which stock to reorder before the school year starts',
    'I am alone with my daughter in the shop.',
  ],
  ['retail', 'gift shop inside the national museum'],
  [
    'sales',
    'I lead six account executives selling ERP in Brazil and the pipeline forecast is always too optimistic',
    'Quota was missed two quarters in a row.',
  ],
  ['sales', 'sales reps for a veterinary drug company'],
  [
    'customerSuccess',
    'we onboard new clients for our HR software in Mexico and too many churn after the first three months',
    '5 CSMs for around 400 accounts.',
  ],
  ['customerSuccess', 'onboarding and renewals team at an insurance software firm'],
  [
    'contactCentre',
    'I supervise 40 agents in a call center in Cairo for a telecom client and the queue explodes every Monday',
    'Average wait is 12 minutes.',
  ],
  ['contactCentre', "a bank's phone banking call centre"],
  ['hospitality', 'Shawarma place'],
  [
    'hospitality',
    'we have a small family hotel in Český Krumlov and breakfast service and room cleaning always fight for the same staff',
    'Twelve rooms, nine staff in summer.',
  ],
  ['hospitality', 'restaurant kitchen at a golf club'],
  [
    'tourism',
    'I run trekking tours in Patagonia and bookings from agencies get confirmed twice or lost completely',
  ],
  ['tourism', 'umrah trips organised through our mosque'],
  [
    'software',
    'we are 8 developers in Kyiv building an app for a logistics company and every release breaks something',
    'We do not have a tester.',
  ],
  ['software', 'in-house developers at a supermarket chain'],
  [
    'product',
    'I am product manager in a fintech in São Paulo and the roadmap is decided by whoever shouts loudest',
    'I want to bring discovery back in.',
  ],
  ['product', 'product discovery team at a newspaper'],
  [
    'openSource',
    'I maintain a python library with maybe 30 contributors, issues pile up and nobody reviews the pull requests',
  ],
  ['openSource', 'open-source GIS plugin started by a university lab'],
  [
    'dataPlatform',
    'we build the data pipelines for a retail chain in Chile and the dashboards show different numbers every morning',
    'Team of four engineers.',
  ],
  [
    'platformOps',
    'I am the only devops in a startup in Tallinn and the kubernetes cluster wakes me up every night',
    'around 20 microservices, all mine',
  ],
  ['platformOps', "infrastructure team for a bank's online platform"],
  [
    'retrospectives',
    'our team does retros every two weeks but the same action items come back again and again',
  ],
  ['retrospectives', "retrospective after the church's Christmas fair", 'About 15 volunteers took part.'],
  [
    'newsMedia',
    'I edit a local news site in Debrecen, we are four journalists and readers only come for the police stories',
    'We want more readers for the serious stories.',
  ],
  [
    'telecoms',
    'we are a small wireless internet provider in rural Colombia, signal drops when it rains and then everybody calls',
  ],
  ['telecoms', 'mobile mast engineers for a railway'],
  [
    'creativeAgency',
    'I have a small branding agency in Bucharest and clients change the brief after we already presented the design',
  ],
  ['creativeAgency', 'marketing agency that makes campaigns for churches'],
  [
    'finance',
    'I am CFO of a family construction group in Lima and the cash flow forecast is wrong every single month',
    'Board meets monthly and wants a budget they can trust.',
  ],
  [
    'insurance',
    'we handle car insurance claims in Warsaw and policyholders wait weeks for the assessor to come',
  ],
  ['insurance', 'crop insurance underwriters'],
  [
    'accounting',
    'I run a small contabilidad office in Quito and every tax season all clients send papers in the last week',
    'Three of us and one intern.',
  ],
  ['accounting', 'bookkeeping firm that works for restaurants'],
  [
    'realEstate',
    'we manage 120 rental apartments in Budapest for foreign owners and tenants complain that repairs take forever',
  ],
  [
    'legal',
    'I am lawyer in a small firm in Tehran doing contracts, and the deadlines for each matter are in three notebooks',
    'we are three lawyers and one secretary',
  ],
  [
    'consulting',
    'we are boutique consultancy in Prague, proposals take weeks and half of our engagements go over budget',
  ],
  ['consulting', 'consultants advising hospitals on efficiency'],
  [
    'architecture',
    'I am architect with a studio of five in Montevideo and the drawing revisions with clients never end',
  ],
  ['architecture', 'architects designing the new mosque'],
  [
    'research',
    'I am PhD student in a chemistry lab in Brno and nobody knows who ran which experiment last month',
    'Twelve people in the group.',
  ],
  ['research', 'clinical trial unit at a hospital'],
  [
    'veterinary',
    'we are a mobile vet for farm animals in Uruguay, owners call late at night and we drive for hours',
    'Two vets and one pickup truck.',
  ],
  ['veterinary', 'vets at a horse racing stable'],
  [
    'peopleTeam',
    'I am the only HR person for a factory of 300 in Querétaro and hiring and onboarding are all on paper',
    'We hire around 80 people a year, a lot of rotation.',
  ],
  ['peopleTeam', 'recruitment team for a chain of nurseries'],
  [
    'facilities',
    'I manage maintenance for three office buildings in Dubai and the cleaning contractors and AC repairs always overlap',
  ],
  ['facilities', 'caretakers at the church and its hall'],
  [
    'security',
    'we provide guards for shopping malls in Guatemala City and nobody checks if the night patrols really happen',
    'Around 200 guards.',
  ],
  [
    'publicServices',
    'I work at the municipality of a small town in Slovakia and citizens wait too long for every permit',
  ],
  ['publicServices', "council's parking permits office"],
  [
    'governmentPolicy',
    'we write energy policy in the ministry in Amman, the minister wants evidence but the data always comes late',
  ],
  [
    'governmentPolicy',
    'policy advisers at the ministry of health',
    'We are preparing a public consultation.',
  ],
  [
    'justice',
    'I am clerk in a family court in Mendoza and hearings get postponed all the time because files are missing',
  ],
  ['justice', 'youth court panel'],
  [
    'emergencyServices',
    'we are volunteer firefighters in a village in Austria and the call-out to the crew is only by whatsapp',
    'About 35 members, 10 really active.',
  ],
  [
    'schools',
    'I teach English in a public secondary school in Santiago, 45 pupils a class and no time to plan lessons',
    'I want to see where my time goes.',
  ],
  ['schools', 'Catholic parish primary school'],
  [
    'earlyYears',
    'we run a daycare for 30 children in Tel Aviv, parents send messages all day and we miss important ones',
    'Six educators.',
  ],
  ['earlyYears', 'hospital nursery for staff children'],
  [
    'university',
    'I coordinate a masters programme in Vienna and students never hear about the module changes in time',
  ],
  ['university', 'theology faculty at a state university'],
  [
    'training',
    'I run welding courses at a training centre in Monterrey, learners skip sessions and the certificates get delayed',
  ],
  ['training', 'first aid courses for church volunteers'],
  [
    'healthcare',
    'I am head nurse in a surgical ward in Beirut and at shift handover we lose patient information',
    '32 beds, always full.',
  ],
  ['healthcare', 'ward nurses in a prison hospital'],
  [
    'emergencyCare',
    'we are ambulance crew in São Paulo and the phone triage sends us with wrong priorites very often',
  ],
  ['emergencyCare', 'medical tent at the city marathon'],
  [
    'primaryCare',
    'I am receptionist in a family doctor practice in Łódź, the appointment line opens at 7 and is full by 7:05',
    'Four doctors, about 9000 patients.',
  ],
  ['primaryCare', 'family doctor clinic inside a refugee camp'],
  ['pharmacy', "Chemist's"],
  [
    'pharmacy',
    'we have two pharmacies in Amman and the insurance rejects prescriptions, so patients wait at the counter for ages',
  ],
  [
    'dentistry',
    'I have a dental clinic in Budapest for patients from abroad, they fly in and then the treatment plans change',
    'Mostly British and German patients.',
  ],
  ['dentistry', 'dental van that visits schools'],
  [
    'mentalHealth',
    'I am psychologist in private practice in Buenos Aires and clients cancel sessions last minute, I loose alot of income',
    'I work alone.',
  ],
  ['mentalHealth', 'trauma therapy team for firefighters'],
  [
    'socialCare',
    'I coordinate home carers for elderly people in Kraków, visits get missed and the families call me angry',
    'around 50 carers, many part time',
  ],
  ['socialCare', 'care home run by nuns'],
  [
    'performingArts',
    'we are an amateur theatre group in Zagreb, rehearsals never have the full cast and we open in May',
    '22 people, all amateurs.',
  ],
  ['performingArts', 'the gospel choir at our church'],
  [
    'museum',
    'I am curator in a small archaeology museum in Jordan and the objects in storage are not catalogued properly',
  ],
  ['museum', 'cathedral treasury museum'],
  [
    'library',
    'we run a small lending library in our building in Bogotá and the books almost never come back',
  ],
  ['library', "library at a women's prison"],
  ['sport', 'Futsal team'],
  [
    'sport',
    'I coach a womens volleyball team in Haifa, half the players miss training and match day is total chaos',
  ],
  ['sport', 'five-a-side team from the mosque', 'We play in a Sunday league.'],
  [
    'events',
    'I organise a jazz festival in Brno every summer and tickets, artists and venue are in different spreadsheets',
    'About 8,000 visitors over three days.',
  ],
  ['events', "the parish's summer fete"],
  [
    'visualArts',
    'we are a collective of muralists in Valparaíso, commissions come from everywhere and nobody tracks who paints what',
  ],
  ['visualArts', 'pottery studio at the community centre'],
  [
    'personalCare',
    'I own a ladies beauty salon in Riyadh, appointments come by whatsapp and clients arrive at the same time',
  ],
  ['personalCare', 'hairdresser who visits a care home'],
  [
    'faith',
    'I am pastor of a small evangelical church in Recife and the worship team and prayer groups never talk to each other',
    'Congregation of around 150.',
  ],
  ['association', 'Stamp club'],
  [
    'association',
    'I am secretary of a trade union branch in a Polish factory and members never read the committee emails',
  ],
  ['association', 'PTA committee at a primary school'],
  [
    'repairShop',
    'I fix laptops and phones in a small shop in Cairo and customers come back asking but I cannot find their device',
  ],
  ['repairShop', 'repair café in the church hall'],
  [
    'funeral',
    'we are a family funeral home in Guadalajara and families need so many things in 24 hours that we forget some',
    'My father still runs it.',
  ],
  ['funeral', "the mosque's burial committee"],
  [
    'nonprofit',
    'we are an NGO in Lebanon helping refugee families, donors want reports and our beneficiary lists exist in three versions',
    'Two big donors renew in March.',
  ],
  ['nonprofit', "fundraising team for a children's hospice"],
  [
    'youth',
    'I lead a scout group in Brno and parents never reply about the summer camp until the last day',
    '40 kids, 6 leaders.',
  ],
  ['youth', "the mosque's youth club"],
  [
    'gardening',
    'we share a community garden in Mexico City, plots get abandoned and nobody waters in the dry season',
    '28 plots.',
  ],
  ['gardening', 'vegetable garden at a primary school'],
  [
    'household',
    'my husband and I both work shifts at the hospital and the school runs for the kids are chaos',
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    'we are five in a small apartment in Cairo with my mother in law and the chores always fall on me',
  ],
  ['household', 'i am single dad with two teenagers and nobody does the dishes unless I shout'],
  ['household', 'our family life while we renovate the house ourselves'],
  ['household', 'the vicarage family with four kids and a dog'],
  ['household', 'home life above our family restaurant', 'We live upstairs and never switch off.'],
  ['community', 'Condominio'],
  [
    'community',
    'we are neighbours in a building of 40 flats in Sofia and nobody agrees who pays to fix the lift',
    'Older residents cannot use the stairs.',
  ],
  [
    'community',
    'our village in the Galilee has a whatsapp group for everything and the important stuff gets lost between the jokes',
  ],
  ['community', 'I started a street group after the floods so neighbours could check on the older residents'],
  ['community', 'group chat for the residents of our tower block'],
  ['community', 'residents campaigning about matchday parking around the football ground'],
  [
    'volunteering',
    'I organise the rota for 60 volunteers at our food bank and every Saturday someone does not turn up',
  ],
  [
    'volunteering',
    'my wife and I coordinate the volunteers who visit lonely old people in our parish and the rota lives in my head',
  ],
  ['volunteering', "the synagogue's soup kitchen volunteers"],
  ['volunteering', 'volunteer drivers taking patients to dialysis', 'Most drivers are retired.'],
  ['volunteering', 'volunteer stewards at the cathedral'],
];
