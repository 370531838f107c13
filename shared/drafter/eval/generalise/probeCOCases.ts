/**
 * Probe batch CO (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on public services, co-operatives and NGOs in Africa and Asia described by the people who run them), before any change to the drafter
 * was measured on it, and committed before it. 68 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CO_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CO_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CO_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Maize co-op'],
  [
    'farming',
    'we are 40 smallholders in Kiambu sharing one tractor and the planting always clashes with the short rains',
    'We want a fair booking system for the tractor.',
  ],
  ['farming', 'prison farm growing maize and beans outside Kabwe'],
  ['forestry', 'CFUG', 'Around 400 member households, forest of 250 hectare.'],
  [
    'forestry',
    'I am range officer for a teak plantation division and illegal felling at night is our biggest headache',
  ],
  ['forestry', 'woodlot and firewood felling crew of a mission hospital'],
  ['fishing', 'Fisherfolk co-op'],
  [
    'fishing',
    'our fishers on the lake land the catch at 5am and half of it spoils before the trader comes',
    'We are a BMU of about 120 boats.',
  ],
  ['fishing', "dagaa boats owned by a women's savings group"],
  [
    'mining',
    'i supervise 60 diggers at a tin mine in the highlands, safety underground is poor and ore grading is guesswork',
  ],
  [
    'mining',
    'stone quarry operated by the county roads department',
    'Worried about dust and accidents with blasting.',
  ],
  ['manufacturing', 'Soap factory'],
  [
    'manufacturing',
    'We make clay cookstoves in a small workshop and nearly a third come out cracked, I want to find where the defect starts',
  ],
  [
    'manufacturing',
    "sanitary pad production unit of a girls' education NGO",
    'Machines are donated and break down often.',
  ],
  [
    'foodProduction',
    "We are a women's group making dried mango for export and every batch fails the hygiene test at the buyer's lab",
    'About 25 women, no electricity at the drying shed.',
  ],
  ['foodProduction', 'flour blending unit at a nutrition charity'],
  [
    'textiles',
    'i run a sewing centre with 18 machines stitching school uniforms, every January orders pile up and fabric arrive late',
  ],
  ['textiles', "garment stitching unit inside a women's prison"],
  [
    'energy',
    'we manage the village micro hydro scheme, 300 households connected, generation drops every dry season and people blame the committee',
  ],
  ['energy', 'biogas plant behind a boarding school kitchen'],
  [
    'waterUtility',
    'I am caretaker for our village water point, the pipe keeps bursting near the school and nobody pays tariff on time',
  ],
  [
    'waterUtility',
    "piped water scheme of a tea estate supplying the workers' lines",
    'Around 2,000 people depend on it.',
  ],
  [
    'waterUtility',
    'our water users association runs 3 boreholes and the caretaker is giving water free to his relatives only',
  ],
  ['wasteRecycling', 'Waste pickers'],
  [
    'wasteRecycling',
    'Our ward has one collection truck for 12,000 homes and bins overflow by Wednesday, I plan the routes',
    'Ward in Pune, 14 sanitation workers.',
  ],
  ['wasteRecycling', 'plastic recycling shed run by a youth group in Kibera'],
  [
    'construction',
    'we are building 4 classrooms under a CDF project and the contractor keeps changing foreman, site safety is zero',
  ],
  ['construction', 'church rebuilding crew after the floods'],
  ['logistics', 'Grain warehouse'],
  [
    'logistics',
    'I dispatch relief trucks from our warehouse in Sylhet and the routes change daily because of waterlogging',
  ],
  ['logistics', 'vaccine delivery vans of the district health office'],
  ['vehicleRepair', 'Boda mechanics'],
  [
    'vehicleRepair',
    'I run the motor pool workshop for the county and half our vehicles wait months for spare parts',
    'We have 3 mechanics for 70 vehicles.',
  ],
  ['vehicleRepair', 'ambulance servicing garage at the provincial health department'],
  [
    'aviation',
    'we fly two Cessnas carrying medical supplies to island airstrips and airworthiness paperwork delays ground flights every month',
  ],
  ['aviation', 'aircraft maintenance hangar of a humanitarian air service'],
  [
    'publicTransport',
    'i manage the bus depot for the city corporation, 140 buses, passengers say our timetable is fiction',
  ],
  ['publicTransport', 'school bus routes run by the education board'],
  ['maritime', 'Port authority'],
  [
    'maritime',
    'We run three cargo boats between the islands and port clearance takes longer than the voyage itself',
  ],
  ['maritime', 'supply vessel crew of a fisheries research institute'],
  [
    'postalCourier',
    'I am postmaster in a rural branch, parcels we recieve from the city come in one sack and addresses are just village names',
  ],
  ['postalCourier', 'motorbike couriers for a microfinance bank'],
  [
    'retail',
    'we run the co-op shop in the village and sugar runs out every week while soap sits on the shelf',
  ],
  ['retail', 'uniform shop at a secondary school'],
  [
    'sales',
    'We sell solar lanterns on credit through village agents and the monthly quota is never met in planting season',
  ],
  ['sales', 'sales force of a fertiliser co-operative', 'Twelve field reps covering four districts.'],
  [
    'customerSuccess',
    'I lead the team onboarding new schools onto our SMS platform, after the first term many do not renew',
  ],
  ['customerSuccess', 'account management team at a mobile money provider'],
  [
    'contactCentre',
    'we run the 24hr farmer helpline, callers wait 20 min in queue during spraying season and agents are burnt out',
    'Nine agents, two languages.',
  ],
  [
    'contactCentre',
    'hotline agents for the national health insurance scheme',
    'Most callers want to know if their card is active.',
  ],
  [
    'hospitality',
    'I manage the canteen and guest rooms at our training institute, the kitchen cannot handle 200 lunches when workshops overlap',
  ],
  [
    'tourism',
    'we are a homestay network in the hills and bookings come through three WhatsApp numbers so travellers get double booked',
  ],
  [
    'tourism',
    'gorilla trekking permits desk of the wildlife authority',
    'Permits are sold out months ahead but no-shows are many.',
  ],
  [
    'software',
    'We are 6 developers building the HMIS for the ministry and every release breaks something at district level',
  ],
  ['software', 'software team at a microfinance institution', 'We deploy to 40 branches with bad internet.'],
  [
    'product',
    'I am product manager for a farmer advisory app, the roadmap is decided by whoever shouts the loudest',
  ],
  ['product', 'product discovery for a telemedicine startup'],
  [
    'openSource',
    'we maintain an open source tool for health data collection and contributors from 12 countries open issues faster than we triage',
  ],
  ['openSource', 'open source project funded by a UN agency'],
  [
    'dataPlatform',
    'i handle the district dashboards, data from facilities comes late and full of duplicates so numbers never match',
    'We use DHIS2 and a lot of Excel.',
  ],
  ['dataPlatform', 'data pipeline team at an agricultural insurance scheme'],
  [
    'platformOps',
    'we keep the national ID servers running on our own cluster and every deploy at month end causes an outage',
  ],
  ['platformOps', 'cloud infrastructure team of a mobile banking app'],
  [
    'retrospectives',
    'After every project cycle our NGO team does a lessons learned meeting but the action points are never followed up',
  ],
  ['retrospectives', 'monthly retrospective of a county health records team'],
  [
    'newsMedia',
    'I edit a small district newspaper in Odia, readers want local stories but we have only two reporters',
  ],
  ['newsMedia', 'news desk of a church-owned radio station', 'We broadcast in three local languages.'],
  ['telecoms', 'Telecom operator'],
  [
    'telecoms',
    'we maintain the village wifi mesh and signal drops whenever it rains, people say the broadband is useless',
  ],
  ['telecoms', 'network engineers of a rural telephone co-operative'],
  [
    'creativeAgency',
    'We are a small design studio doing campaigns for NGOs and the client brief changes after every review',
  ],
  ['creativeAgency', 'creative team making campaigns for a family planning programme'],
  [
    'finance',
    'I head the finance office of a county government and budget releases from treasury always come late so suppliers go unpaid',
  ],
  ['finance', "finance team of a tea growers' co-operative"],
  [
    'finance',
    'our womens savings group meets every tuesday and the cash box and the ledger never agree',
    'Thirty members, I am the new treasurer.',
  ],
  ['insurance', 'Crop insurance'],
  [
    'insurance',
    'we run a community health insurance scheme and claims from clinics come with no policy number so we cannot pay',
  ],
  ['insurance', 'claims unit of a livestock insurance pilot', 'Payouts after drought take too long.'],
  [
    'accounting',
    'I do bookkeeping and tax returns for around 40 small shops in the market and they bring receipts in plastic bags',
  ],
  ['accounting', 'tax return filing for farmer producer companies'],
  [
    'realEstate',
    "i collect rent for my uncle's 30 rooms in Kawangware and tenants move out without notice owing two months",
  ],
  [
    'realEstate',
    'staff housing allocation at a university',
    'Long waiting list and tenants who never leave.',
  ],
  [
    'legal',
    'We are four lawyers helping widows with land disputes and the case files are in a cupboard that floods',
  ],
  ['legal', 'contracts office of a water utility'],
  [
    'consulting',
    'I run a small consulting outfit doing evaluations for donors, proposals take weeks and then the engagement gets cancelled',
  ],
  ['consulting', 'advisory team supporting county governments on revenue collection'],
  [
    'architecture',
    'we design low cost clinics for rural districts and drawings go back and forth with ministry engineers for months',
  ],
  ['architecture', 'design office of a housing co-operative drawing its new blocks'],
  [
    'research',
    'I coordinate a household survey across 8 districts and the enumerators upload data with the wrong IDs',
    'Study runs for two years, 30 enumerators.',
  ],
  ['research', 'clinical trial site at a district hospital'],
  ['veterinary', 'Vet office'],
  [
    'veterinary',
    'I am the district veterinary officer, one motorbike for 40 villages, so cattle vaccination is always behind',
    'Want to plan better before the rains.',
  ],
  ['veterinary', 'animal clinic attached to a camel dairy'],
  [
    'peopleTeam',
    'I handle HR for a health NGO with 300 community staff and contracts, leave and onboarding are all on paper',
  ],
  ['peopleTeam', 'recruitment office of the teachers service commission'],
  [
    'facilities',
    'we keep the district headquarters clean and running but the cleaning budget got cut and the generator room leaks',
  ],
  [
    'facilities',
    'cleaning and maintenance staff of a referral hospital',
    'About 60 cleaners on three shifts.',
  ],
  ['security', 'Night askaris'],
  [
    'security',
    'i manage 24 guards on patrol at a big market and incidents are written in a school exercise book',
  ],
  ['security', 'security guards at a refugee camp warehouse'],
  [
    'publicServices',
    'I am ward councillor and residents queue for hours at our office for birth certificates and water complaints',
  ],
  [
    'publicServices',
    'gram panchayat office serving fishing villages',
    'Population around 8,000, staff of five.',
  ],
  [
    'governmentPolicy',
    'we draft the national nutrition policy and the evidence from the field never reaches the minister in time',
  ],
  ['governmentPolicy', 'policy team of the ministry of agriculture'],
  [
    'justice',
    'i run the registry at a district court, files go missing and hearings get adjourned because the prisoner was not produced',
  ],
  ['justice', 'prison welfare office for juvenile offenders'],
  [
    'emergencyServices',
    'We are the county disaster response unit and during floods our crews get conflicting calls from three offices',
    'We want one incident log everyone trusts.',
  ],
  ['schools', 'School board'],
  [
    'schools',
    'I am head teacher of a rural school with 900 pupils and 11 teachers, lessons stop whenever someone goes for training',
  ],
  ['schools', "primary school run by a mining company for workers' children"],
  [
    'earlyYears',
    'we run an early childhood centre in a slum, parents cannot pay fees so the caregivers are paid late',
  ],
  ['earlyYears', 'creche for children of market traders', 'Open 6am to 7pm, four caregivers.'],
  ['university', 'University registry'],
  [
    'university',
    'I coordinate first year courses in our engineering faculty and lecture halls are double booked every semester',
  ],
  ['university', 'lecturers of a nursing college'],
  [
    'training',
    'we train village health workers in 5 day sessions and half the learners forget the skills by the next visit',
  ],
  ['training', 'trainers at a microfinance bank teaching new loan officers'],
  [
    'healthcare',
    'I am matron of a 120 bed hospital, night shift has two nurses per ward and patient handover is chaos',
    'We want to fix handovers first.',
  ],
  ['healthcare', 'maternity ward of a mission hospital'],
  [
    'emergencyCare',
    'we run the only ambulance in the sub-county and triage at the hospital gate is done by whoever is free',
  ],
  ['emergencyCare', 'triage tent at the Kumbh Mela'],
  [
    'primaryCare',
    'i am the clinical officer at a health centre, 150 patients a day, no appointments, everyone comes at 8am',
  ],
  ['primaryCare', 'outpatient clinic at a tea estate'],
  [
    'pharmacy',
    'we manage the district pharmacy store and drugs are expiring on shelfs while clinics report stockouts of same medicines',
  ],
  ['pharmacy', 'dispensing counter of a faith-based hospital'],
  [
    'dentistry',
    'I am the only dentist for the whole district and patients come only when the tooth must be pulled',
  ],
  [
    'mentalHealth',
    'we do trauma counselling for conflict survivors and each therapist is seeing 10 clients a day with no supervision',
  ],
  [
    'socialCare',
    'I coordinate home-based carers visiting bedridden elderly in 6 villages and families never know when the carer will come',
  ],
  ['socialCare', 'care home run by a congregation of Catholic sisters'],
  ['performingArts', 'Drama troupe'],
  [
    'performingArts',
    'we are a traditional dance troupe of 22 performers and rehearsals clash with harvest so half are missing',
  ],
  ['performingArts', 'theatre group doing health awareness plays', 'We tour 30 villages a year.'],
  [
    'museum',
    'I look after a small district museum, the collection is still in boxes and visitors come only on school trips',
  ],
  ['museum', 'heritage gallery at the old railway station'],
  ['library', 'Community library', 'Run by two retired teachers.'],
  ['library', 'we run a donkey cart library lending books to schools but the loans are rarely returned'],
  ['library', 'library of a teachers training college'],
  [
    'sport',
    'i coach an under-17 girls football team, away matches are far and we have one kit for 30 players',
    'No sponsor yet.',
  ],
  ['sport', 'cricket club of the police department'],
  ['events', 'Trade fair'],
  [
    'events',
    'we organise the annual agricultural show, 40,000 attendees, and tickets and stall bookings are all done manually',
  ],
  ['events', 'conference and events unit of a ministry of health'],
  [
    'visualArts',
    'We are a collective of painters in Lusaka sharing one studio and nobody agrees which works go to the exhibition',
  ],
  ['visualArts', "mural artists painting a children's ward"],
  [
    'personalCare',
    'I own a hair salon with 7 stylists, clients walk in without appointments and treatments keep running over',
  ],
  ['personalCare', 'beauty salon inside a hotel', 'Hotel takes a cut of every booking.'],
  [
    'faith',
    'I am pastor of a growing congregation, Sunday worship has three services but only one sound system',
  ],
  ['faith', 'prayer group at a government hospital'],
  [
    'association',
    'We are a market traders association with 600 members and the committee cannot collect the annual subscriptions',
    'Elections are next year.',
  ],
  ['association', 'nurses association branch at a county hospital'],
  [
    'repairShop',
    'i fix phones and radios at the bus park, customers leave devices for weeks and parts come from Nairobi',
  ],
  ['repairShop', 'solar lamp repair desk for an energy NGO'],
  [
    'funeral',
    'I run a funeral parlour in a small town, families want the body kept longer but our cold room is small',
  ],
  ['funeral', 'mortuary services of a county hospital'],
  ['nonprofit', 'Local NGO'],
  [
    'nonprofit',
    'we are a small charity supporting orphans and our donors want reports in formats we never use',
    'Three staff, two big donors.',
  ],
  ['nonprofit', 'fundraising committee of a village school'],
  [
    'household',
    'my husband works in Dubai and I manage the house, two kids and his parents, chores never end',
    'Kids are 6 and 9.',
  ],
  ['household', 'we are 11 people in one house, three generations, and nobody agrees who pays for what'],
  ['household', "a farming family's home life at harvest time"],
  [
    'community',
    'we are neighbours in a resettlement colony organising ourselves after eviction, nobody trusts the local leaders',
    'About 300 families.',
  ],
  [
    'community',
    'i help organise our village after the floods, neighbours share food and tools but same few people do everything',
  ],
  ['community', 'residents of a housing block next to a cement factory'],
  ['community', 'neighbours living along the new highway corridor'],
  ['volunteering', 'CHVs'],
  [
    'volunteering',
    'I coordinate 70 volunteers cooking the langar on weekends and the shift rota is a WhatsApp mess',
  ],
  [
    'volunteering',
    'we are student volunteers teaching evening classes in the basti and volunteers drop out before exams',
    'We want people to stay a full term.',
  ],
  [
    'youth',
    'I lead a parish youth group of 50 young people, parents want results and the kids just want football',
  ],
  ['youth', 'youth wing of a farmers co-operative'],
  [
    'gardening',
    'we have a community garden with 30 plots behind the clinic and nobody waters when the rains fail',
  ],
  ['gardening', 'herb garden of a hospital kitchen'],
];
