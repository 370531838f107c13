/**
 * Probe batch CJ (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in Egypt, Sudan, Morocco, Tunisia and Algeria), before any change to the drafter
 * was measured on it, and committed before it. 55 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CJ_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CJ_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CJ_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we are family of fellahin in the delta, the cotton and rice harvest is always late because the irrigation turn is not fair',
    'We have 6 feddans.',
  ],
  ['farming', 'date palm farm supplying a school canteen in Biskra'],
  ['forestry', 'Cork forest', 'Stripping season is only June to August.'],
  [
    'forestry',
    'I am working for the forest department in Ifrane, we do the cedar felling plan and always problem with illegal cutting',
  ],
  ['forestry', 'timber felling crew for a furniture factory near Tabarka'],
  [
    'fishing',
    'my father and brothers have two fishing boats in Mahdia and the catch is less every year, we dont know why',
  ],
  ['fishing', 'octopus fishing boats supplying the restaurants of Sfax', 'Three boats, 11 men.'],
  [
    'mining',
    'I am shift supervisor in underground zinc mine near Touissit, the ventilation and the extraction targets are always in conflict',
  ],
  ['mining', 'limestone quarry owned by a construction company'],
  ['manufacturing', 'Cablage factory'],
  [
    'manufacturing',
    'we assemble wiring harness for car makers in Kenitra and the defect rate on line 3 go up every night shift',
    'About 900 operators on 3 shifts.',
  ],
  ['manufacturing', 'plastic injection workshop making syringe parts for hospitals'],
  ['foodProduction', 'Harissa factory'],
  [
    'foodProduction',
    'I run a small couscous rolling workshop with six women, each batch come different and the shops complain',
  ],
  ['foodProduction', 'merguez production unit supplying supermarkets in Tunis'],
  ['textiles', 'Jeans atelier'],
  [
    'textiles',
    'we sew school uniforms for export in Monastir and the patterns from the client change after we already cut the fabric',
  ],
  [
    'textiles',
    "embroidery workshop run by a women's charity in Fes",
    'I want to understand why orders are late.',
  ],
  [
    'energy',
    'I am engineer in a gas power station near Cairo, in summer the grid ask more than we can generate and we have cuts',
  ],
  ['energy', 'power station that feeds the phosphate mine in Khouribga'],
  ['waterUtility', 'SONEDE agency'],
  [
    'waterUtility',
    'in our town the water pipes are very old and we loose more than 40 percent in leaks, I am the network engineer',
    'The budget for new pipes is small.',
  ],
  ['waterUtility', 'pumping station serving the tourist resorts of Djerba'],
  [
    'wasteRecycling',
    'we collect plastic bottles from the cafes in Rabat and sort them, but the collection days are chaos',
  ],
  ['wasteRecycling', 'waste sorting at the big football stadium', 'After each match there is 20 tons.'],
  [
    'construction',
    'I am site engineer on a housing project in the new capital, the subcontractors never respect the safety rules',
    'Around 300 workers on site, many daily workers.',
  ],
  ['construction', 'contractor building a new mosque in Oran'],
  [
    'logistics',
    'we have a warehouse in the free zone of Tanger Med and the shipments are always late because route planning is bad',
  ],
  ['logistics', 'cold chain warehouse for a pharmaceutical company'],
  [
    'vehicleRepair',
    'i have small garage in Sidi Bel Abbes, we repair cars and the customers always want it back same day',
  ],
  ['vehicleRepair', 'mechanics workshop for the city bus fleet', '14 mechanics, 2 shifts.'],
  [
    'aviation',
    'I work in the ground handling at Carthage airport, flights delay because the baggage team and the ramp dont talk',
  ],
  ['aviation', 'aircraft maintenance base of an air ambulance service'],
  ['publicTransport', 'Louage station'],
  [
    'publicTransport',
    'I manage the timetable for the tramway in Casablanca and passengers complain the trains are too full at 8',
  ],
  ['publicTransport', 'school bus routes for a private lycée'],
  ['maritime', 'Suez pilots'],
  [
    'maritime',
    'I am second officer on a container ship, the crew is from 5 countries and cargo planning is always last minute',
  ],
  ['maritime', 'port stevedores loading phosphate for the mining company', 'We are about 200 dockers.'],
  ['postalCourier', 'Barid Al-Maghrib'],
  [
    'postalCourier',
    'we are a small courier in Algiers, the parcels from online shops come back because customers are not at home',
  ],
  ['postalCourier', 'parcel deliveries for an online pharmacy'],
  ['retail', 'Hanout', 'Me and my brother, open 7am to midnight.'],
  [
    'retail',
    'I own a small supermarket in Mohandessin and the shelves are always empty of some items but full of others',
  ],
  ['retail', 'gift shop inside the Egyptian Museum'],
  ['sales', 'Commercial team'],
  [
    'sales',
    'I lead 8 sales reps selling tractors to farmers, the pipeline looks big but deals never close before Ramadan',
    'Quota is per quarter.',
  ],
  ['sales', 'B2B sales team of a cement company'],
  [
    'customerSuccess',
    'we sell an accounting app to SMEs in Tunisia and lot of clients churn after 3 months, I handle the onboarding',
  ],
  ['customerSuccess', 'customer success for hotel booking software, focus on renewals'],
  ['contactCentre', "Centre d'appel"],
  [
    'contactCentre',
    'I am team leader in a call center in Rabat for French clients, the queue is always long on monday',
    '40 agents in my plateau.',
  ],
  ['contactCentre', 'hotline for a telecom operator outsourced to Tunis'],
  ['hospitality', 'Riad'],
  [
    'hospitality',
    'we have a small hotel in Dahab with 14 rooms, the kitchen and the reception always fight about the breakfast',
  ],
  ['tourism', 'Desert excursions'],
  [
    'tourism',
    'I am tour guide in Luxor with my own small agency, bookings from Europe come and go and visitors cancel last minute',
  ],
  ['tourism', 'travel agency for Umrah trips', 'We are 7 staff and season is very short.'],
  [
    'software',
    'we are 5 developers building a mobile app, every release break something and we fix bugs in production all weekend',
  ],
  [
    'software',
    'developers writing the core banking software for a bank',
    'The releases are only every 3 months.',
  ],
  [
    'product',
    'I am the only product manager in a fintech startup in Cairo, the roadmap changes each week depending who shouts',
  ],
  ['product', 'product discovery for a telemedicine app'],
  [
    'openSource',
    'I maintain an open source Arabic NLP library on github, contributors send PR and then disappear, issues pile up',
    'Just me and 2 others on free time.',
  ],
  ['openSource', 'open source Darija keyboard project maintained by students'],
  [
    'dataPlatform',
    'I am data engineer at a bank, our pipelines break at night and the dashboards for managment show wrong numbers',
  ],
  ['dataPlatform', 'data warehouse and dashboards for the ministry of health'],
  [
    'platformOps',
    'we run the kubernetes clusters for a telecom in Algiers, each deploy is stress and the on-call is killing the team',
  ],
  [
    'platformOps',
    'infrastructure team hosting the servers of an e-commerce retailer',
    'Team of 4 for 60 services.',
  ],
  [
    'retrospectives',
    'our team retrospectives are boring, the same people talk and the actions we agree never get done',
  ],
  ['retrospectives', 'monthly retrospective meeting of the hospital IT unit'],
  [
    'newsMedia',
    'I am editor in a small online newspaper in Khartoum, reporters send stories late and readers leave for facebook',
    'We are 9 journalists, half work from home.',
  ],
  [
    'telecoms',
    'I work in network operations of an operator in Sudan, the signal is down in villages for days and nobody knows why',
  ],
  [
    'creativeAgency',
    'we are a small design studio in Casablanca, clients send the brief by WhatsApp and change everything after the campaign is ready',
  ],
  ['creativeAgency', 'creative agency doing the Ramadan campaigns for a dairy brand'],
  ['finance', 'Direction financière'],
  [
    'finance',
    'I am CFO of a family textile company, the cash is always short at month end and the budget is fiction',
    'I want to see where the money goes.',
  ],
  ['finance', 'finance office of a big private clinic'],
  [
    'insurance',
    'I handle car insurance claims in Casablanca, policyholders wait months and we have many fraud cases',
  ],
  ['insurance', 'crop insurance for smallholder farmers', 'Claims after drought are too many to treat.'],
  [
    'accounting',
    'I do bookkeeping and tax returns for small shops in Sousse, clients bring the receipts in plastic bags the last day',
  ],
  ['accounting', 'accountants preparing tax returns for doctors', 'Me and 3 assistants.'],
  [
    'realEstate',
    'I manage 30 flats for owners who live abroad, tenants pay late and landlords call me at midnight from France',
  ],
  ['realEstate', 'student housing lettings near Cairo University'],
  [
    'legal',
    'I am junior lawyer in a firm in Algiers, the contracts and matters are tracked in excel and deadlines get missed',
  ],
  ['legal', 'legal department of a construction group', 'We are 5 lawyers for 20 companies of the group.'],
  ['consulting', 'Consulting firm'],
  [
    'consulting',
    'we are 4 consultants advising SMEs on export, proposals take weeks and clients want results before signing the engagement',
  ],
  ['consulting', 'management consultants working for the ministry of tourism'],
  [
    'architecture',
    'I am architect in small office in Tunis, the drawings go back and forth with clients and the site never match',
  ],
  ['architecture', 'architects designing rural schools in Upper Egypt'],
  [
    'research',
    'I am a PhD student in a soil research lab, experiments fail and nobody share the data between the teams',
    'Our professor is never there.',
  ],
  ['research', 'research group studying fish stocks in the Mediterranean'],
  ['veterinary', 'Cabinet vétérinaire'],
  [
    'veterinary',
    'I am vet in a rural area, I visit the farms for cows and sheep and owners call me anytime in the night',
  ],
  ['veterinary', 'animal hospital for the donkeys and horses of the Giza pyramids'],
  ['peopleTeam', 'RH team'],
  [
    'peopleTeam',
    'I am HR manager in a call centre with 600 agents, we hire every month and half leave after 3 months',
    'Turnover is killing us.',
  ],
  ['peopleTeam', 'recruitment team of an oil and gas company'],
  [
    'facilities',
    'I manage maintenance and cleaning of 3 office buildings, tenants complain about the lifts and toilets everyday',
  ],
  ['facilities', 'cleaning company for private schools in Heliopolis'],
  [
    'security',
    'I supervise the security guards at a shopping mall, patrols are not done properly and incident reports are on paper',
  ],
  ['security', 'night guards at a construction site', 'Guards work 12 hours shifts.'],
  ['publicServices', 'Baladiya'],
  [
    'publicServices',
    'I work at the commune service desk, citizens wait hours for birth certificates and the system is always down',
  ],
  ['publicServices', 'municipal office issuing permits for market traders'],
  [
    'governmentPolicy',
    'I am advisor in the ministry of education, we write the policy but there is no evidence or consultation with teachers',
  ],
  [
    'governmentPolicy',
    'ministry team drafting the new energy subsidy reform',
    'The minister wants it before summer.',
  ],
  ['justice', 'Mahkama', 'Family court section.'],
  [
    'justice',
    'I am clerk in the first instance court, case files get lost between hearings and the lawyers blame us',
  ],
  ['justice', 'probation officers supervising offenders who work on farms'],
  ['emergencyServices', 'Protection civile'],
  [
    'emergencyServices',
    'I coordinate the fire brigade calls in our governorate, response time is bad becuase crews dont know the new streets',
  ],
  ['emergencyServices', 'firefighters at the oil refinery'],
  ['schools', 'Lycée'],
  [
    'schools',
    'I teach maths in a public school with 55 pupils per class, lessons are impossible and the timetable changes every term',
    'Public school, two shifts a day.',
  ],
  ['schools', 'primary school inside a refugee camp'],
  [
    'earlyYears',
    'we run a small nursery in Heliopolis with 25 children, parents want reports every day and the play space is small',
  ],
  ['earlyYears', "kindergarten at a textile factory for the workers' kids"],
  [
    'university',
    'I am lecturer at Cairo University, 400 students in one lecture and the modules change without telling us',
  ],
  ['university', 'agronomy faculty at the university of Blida', 'I am head of department.'],
  ['training', 'OFPPT centre'],
  [
    'training',
    'I am trainer for forklift drivers, the learners come tired after night shift and the sessions are too long',
  ],
  ['training', 'welding courses for unemployed youth'],
  ['healthcare', 'CHU ward'],
  [
    'healthcare',
    'I am head nurse in a surgery ward in Khartoum, we have too many patients and not enough nurses at night',
    'We are 6 nurses for 48 beds.',
  ],
  ['healthcare', 'nursing team of a prison hospital'],
  [
    'emergencyCare',
    'I am doctor in the emergency department, triage is not respected and ambulances bring patients without calling first',
  ],
  ['emergencyCare', 'ambulance team covering the Africa Cup football matches'],
  [
    'primaryCare',
    'I am GP in a health unit in a village, appointments dont exist so the patients come all together in the morning',
  ],
  [
    'pharmacy',
    'I own a pharmacy in Oran, we have medicines shortage every month and the prescriptions are hard to read',
    'Two pharmacists and one vendeur.',
  ],
  ['pharmacy', 'drug dispensing unit at a cancer hospital'],
  [
    'dentistry',
    'I am a dentist with 2 assistants, patients miss appointments and we lose a lot of money with the empty chair',
  ],
  ['dentistry', 'mobile dental unit visiting villages for an NGO'],
  ['mentalHealth', 'Therapy center'],
  [
    'mentalHealth',
    'I am psychologist in private practice, my clients come for sessions but stigma is big and many stop after two times',
    'I work alone.',
  ],
  [
    'socialCare',
    'I coordinate the carers who visit old people at home, families call angry when the carer is late',
  ],
  ['socialCare', 'home care visits for retired railway workers'],
  ['performingArts', 'Malouf ensemble'],
  [
    'performingArts',
    'I direct a small theatre troupe in Alexandria, rehearsals start late and the singers disappear before the performance',
  ],
  ['performingArts', 'Gnawa band playing at hotel weddings', 'We are 7 musicians.'],
  ['museum', 'Musée'],
  [
    'museum',
    'I am curator in a small regional museum, the collection is not catalogued and the visitors are very few',
  ],
  ['museum', 'archaeology museum inside a university'],
  [
    'library',
    'I run the library of our neighbourhood, the loans are on paper and readers dont return the books',
  ],
  ['library', "lending library at a children's hospital"],
  [
    'sport',
    'I coach an under 15 football team, players come late to training and the parents shout at the coach during the match',
    'Club has no money for a second coach.',
  ],
  ['sport', 'football team of a phosphate company'],
  [
    'events',
    'we organise a music festival in Essaouira each year, tickets, venues and volunteers, everything is done last minute',
  ],
  ['visualArts', 'Calligraphy studio'],
  [
    'visualArts',
    'we are five artists sharing a studio in the medina and we want to organise our work and exhibitions better',
  ],
  ['visualArts', 'artist residency in a former sugar factory', 'Six artists each season.'],
  ['personalCare', 'Coiffeur'],
  [
    'personalCare',
    'I have a beauty salon for women in Tanta, clients come without appointment and the girls dont know who is next',
  ],
  ['personalCare', 'hammam and beauty salon inside a five star hotel'],
  ['faith', 'Zawiya'],
  [
    'faith',
    'I am on the committee of our mosque, prayer times, Friday service and cleaning, everything is organised by WhatsApp',
  ],
  ['faith', 'imam and prayer room team at Cairo airport'],
  [
    'faith',
    'I help the priest in our church in Asyut, the Sunday service and the prayer meetings always clash with weddings',
  ],
  ['association', 'Syndicat'],
  [
    'association',
    'I am secretary of the engineers association, members dont pay the fees and committee meetings never reach quorum',
    'About 1200 members.',
  ],
  ['association', 'alumni association of a French lycée'],
  [
    'repairShop',
    'I fix phones and laptops in a small shop in Derb Ghallef, customers leave devices for months and parts are fake',
  ],
  ['repairShop', 'washing machine repair counter in an electronics store'],
  [
    'funeral',
    'I run a funeral service, families call at night and we must do the washing and the burial the same day',
  ],
  ['funeral', 'repatriation of the deceased for an insurance company', 'Most cases come from Europe.'],
  [
    'nonprofit',
    'I am fundraising officer at a small charity for orphans, donors want reports and we have no time for the mission',
  ],
  ['nonprofit', 'donor relations for a cancer hospital foundation'],
  [
    'household',
    'my husband works in the Gulf and I am alone with 4 kids, homework, chores and money all on me',
    'Kids are 3, 6, 9 and 13.',
  ],
  [
    'household',
    'we live with my parents in law in the same flat and there is always fight about the kitchen and who clean',
  ],
  ['household', 'home life of a fisherman family while he is at sea'],
  ['household', 'a family of five living above our grocery shop', 'We want the kids to help more.'],
  ['community', 'Douar', 'Around 60 families, no road in winter.'],
  [
    'community',
    'our hay has no park and the neighbours dont talk to each other anymore, I try to bring the residents together',
  ],
  [
    'community',
    'we are residents of a new compound in 6th October city, nobody knows the neighbours and the WhatsApp group is war',
    'About 300 families.',
  ],
  ['community', 'residents of the streets around the football stadium'],
  ['community', 'neighbourhood committee of a fishing village'],
  [
    'volunteering',
    'I coordinate volunteers who give iftar meals in Ramadan, the shifts are chaos and some days nobody comes',
    'Around 80 volunteers, 30 every evening.',
  ],
  [
    'volunteering',
    'we are a group of students volunteering to teach kids in the slums on weekends and the rota always changes',
  ],
  ['volunteering', 'volunteers at the public hospital reception'],
  ['volunteering', 'volunteer guides at an archaeology site'],
  ['youth', 'Dar Chabab'],
  ['youth', 'I run a youth centre in a poor area, teenagers come after school and we have very few leaders'],
  ['youth', 'youth club in a mosque', 'Boys and girls 12 to 18.'],
  [
    'gardening',
    'I have a small plot in the community garden, the plants die in summer and I dont know what to grow',
  ],
  ['gardening', 'medicinal herb garden at a hospital'],
];
