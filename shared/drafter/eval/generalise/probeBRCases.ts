/**
 * Probe batch BR (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in Kenya, South Africa, Zimbabwe, Zambia, Ethiopia and Rwanda), before any change to the drafter
 * was measured on it, and committed before it. 66 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BR_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BR_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BR_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow tomatoes and french beans under irrigation near Naivasha and the harvest records are always behind',
    'About 4 acres and 20 casuals in peak season.',
  ],
  ['farming', 'school farm at a boarding secondary in Nyeri'],
  ['forestry', 'Wattle plantation'],
  [
    'forestry',
    'I supervise felling crews in the Eastern Highlands pine estates and we keep losing track of which compartments are done',
  ],
  ['forestry', "woodlot team cutting firewood for a tea factory's boilers"],
  ['fishing', 'Kapenta rigs'],
  ['fishing', 'my uncle and I own two boats on Lake Victoria and the catch is going down every season'],
  [
    'fishing',
    'fishing crew supplying a hotel in Diani with fresh catch',
    'We are 6 fishermen with one outboard boat.',
  ],
  [
    'mining',
    'I am shift boss underground at a platinum mine in Rustenburg and the handover between shifts loses information',
    'Safety is the big worry after a near miss last month.',
  ],
  ['mining', 'ballast quarry for the railway rehabilitation'],
  ['manufacturing', 'Mabati factory'],
  [
    'manufacturing',
    'we make plastic jerry cans and buckets in Industrial Area and too many come off the line with defects',
    'Two shifts, around 60 operators.',
  ],
  ['manufacturing', 'desk production line at a prison workshop', 'Inmates do the work and output is low.'],
  ['foodProduction', 'Posho mill'],
  [
    'foodProduction',
    'my sister and I bake maandazi and bread for kiosks, every batch comes out different and hygiene inspector is coming',
  ],
  [
    'foodProduction',
    'injera bakery supplying hotels in Addis',
    'We want to keep the teff mix the same every day.',
  ],
  ['textiles', 'Chitenge tailors'],
  [
    'textiles',
    'I run a sewing group of twelve women making school uniforms and the fabric always runs short',
  ],
  ['textiles', 'sewing unit making scrubs and gowns for the district hospital'],
  [
    'energy',
    'we install pay-as-you-go solar home kits in rural Zambia and the installation records never match the payments',
    'Around 30 field technicians in three provinces.',
  ],
  ['energy', 'biogas generation plant on a dairy farm'],
  [
    'waterUtility',
    'I am a plumber with the county water company and we get leak reports on WhatsApp with no location',
  ],
  [
    'waterUtility',
    'municipal water reticulation crew in Bulawayo',
    'Half the water is lost before it reaches the taps.',
  ],
  ['wasteRecycling', 'Reclaimers'],
  [
    'wasteRecycling',
    "our youth group collects plastic bottles for recycling in Kibera and we can't keep track of who brought what",
  ],
  ['wasteRecycling', 'garbage collection for the hotels along the beach road'],
  ['construction', 'Mjengo site'],
  [
    'construction',
    'I am the site agent on a three-storey building in Kigali and subcontractors keep arriving without notice',
    'Client wants handover before the rains.',
  ],
  ['construction', 'contractor building classrooms for a primary school'],
  [
    'logistics',
    'we run trucks from Mombasa to Kampala and the border delays at Malaba kill our delivery times',
    'Fleet of 14 trucks.',
  ],
  ['logistics', 'cold chain warehouse for the vaccine programme'],
  [
    'vehicleRepair',
    'i have small garage in Gikomba, mechanics are good but customers never knows when there car is ready',
  ],
  ['vehicleRepair', 'the workshop that services the ambulances for the province'],
  [
    'aviation',
    'we fly small planes to the Mara airstrips for safari camps and the flight schedule changes every hour',
    'Five Cessnas and eight pilots.',
  ],
  ['aviation', 'aircraft maintenance hangar for the flying doctors service'],
  ['publicTransport', 'bajaj drivers'],
  [
    'publicTransport',
    'I manage minibus taxis on the Soweto to Joburg route and drivers fight with the marshals over loading',
  ],
  ['publicTransport', 'staff bus routes for a flower farm in Naivasha'],
  [
    'maritime',
    'I work as a cargo planner at the Durban container terminal and vessel schedules change with no warning',
  ],
  ['maritime', 'crew of a university research vessel'],
  ['postalCourier', 'Courier riders'],
  [
    'postalCourier',
    'we deliver parcels by motorbike around Nairobi CBD and customers keep calling asking where their package is',
    'We are 9 riders and one dispatcher.',
  ],
  ['retail', 'my wife runs our duka while I am at work and the stock book never balances at month end'],
  ['retail', 'tuck shop at a boarding school', 'Students buy on credit and we lose stock.'],
  ['retail', 'kantemba stall at the bus station', 'Just me and my nephew.'],
  [
    'sales',
    'I lead six reps selling agro-chemicals to agrovets and nobody updates the pipeline until the end of the quarter',
    'Our quota went up 30% this year.',
  ],
  ['sales', 'B2B sales team at a solar company'],
  [
    'customerSuccess',
    "we sell a school management software and after onboarding the schools stop using it and don't renew",
  ],
  ['customerSuccess', 'merchant onboarding and retention team at a mobile money company'],
  [
    'contactCentre',
    'I supervise agents at a call centre in Kigali, the queue is long in morning and people hang up',
    'We have 40 agents in English, French and Kinyarwanda.',
  ],
  ['contactCentre', 'inbound call centre for a medical insurer'],
  ['hospitality', 'Shisanyama'],
  [
    'hospitality',
    'we run a small hoteli near the stage in Kisii and the chapati orders get mixed up at lunch time',
  ],
  [
    'hospitality',
    'we run a guesthouse in Bulawayo with eight rooms and the kitchen and the housekeeping never talk to each other',
  ],
  ['hospitality', 'staff canteen at a tea factory in Kericho'],
  ['tourism', 'Gorilla trekking'],
  [
    'tourism',
    'I am a tour guide in Lalibela and the bookings come from many agents so groups overlap at churches',
  ],
  ['tourism', 'farm tours for visitors at a tea estate', 'Mostly overseas visitors in July and August.'],
  [
    'software',
    'we build the M-Pesa integration for a few clients and every release breaks something in production',
  ],
  [
    'product',
    'I am the only product manager at an agritech startup and the roadmap changes every time we talk to farmers',
    'Team of 5 engineers and one designer.',
  ],
  ['product', 'product discovery team for a microfinance lending app'],
  [
    'openSource',
    'I maintain an open source Amharic spell checker and contributors open issues but nobody reviews the pull requests',
  ],
  ['openSource', 'open source library maintained by a university research lab'],
  [
    'dataPlatform',
    'we collect survey data from health workers on tablets and the dashboards are always wrong after upload',
    'Donor wants monthly numbers they can trust.',
  ],
  ['dataPlatform', 'data engineering team at a bank'],
  [
    'platformOps',
    'I look after the servers and Kubernetes cluster for our fintech and every deploy on Friday becomes an outage',
  ],
  ['platformOps', 'cloud infrastructure team for a government e-services portal'],
  [
    'retrospectives',
    'retrospective meeting after our church conference',
    'We want to learn what went wrong before next year.',
  ],
  [
    'newsMedia',
    'I edit a small online paper in Harare and reporters file stories late so we miss the morning readers',
  ],
  ['newsMedia', 'farm news show on a Kikuyu radio station'],
  [
    'telecoms',
    'we maintain base stations in northern Kenya and when the generator fails the signal drops for whole villages',
    'Some sites are 6 hours drive from the office.',
  ],
  ['telecoms', 'mobile signal coverage crew for the Copperbelt mining towns'],
  [
    'creativeAgency',
    'we are a small design agency in Kigali and clients keep changing the brief after we show the first concepts',
  ],
  ['creativeAgency', 'campaign agency doing voter education adverts for the electoral commission'],
  [
    'finance',
    'I am the finance officer for a school and the fees come in by M-Pesa but the ledger is manual',
    'The auditors are coming in March.',
  ],
  ['finance', 'finance department of a mission hospital'],
  [
    'insurance',
    "we sell crop insurance to smallholders and the claims after drought take months because assessors can't reach the farms",
  ],
  ['insurance', 'medical aid claims processing for a mining company'],
  ['accounting', 'Tax practitioners'],
  [
    'accounting',
    'I do bookkeeping and KRA returns for small businesses and every June all the clients bring receipts at once',
    'Just me and one intern.',
  ],
  ['accounting', 'bookkeeping service for the churches in our diocese'],
  [
    'realEstate',
    'I manage flats for a landlord in Kasarani, tenants pays rent late and caretaker dont keep records',
  ],
  ['realEstate', 'letting off-campus student hostels near the university'],
  [
    'legal',
    'we are three advocates in Nakuru and court dates and client matters are tracked on a wall calendar',
    'We missed a filing deadline last term.',
  ],
  ['legal', 'legal department of a mobile network operator'],
  ['consulting', 'M&E consultants'],
  [
    'consulting',
    'I run a small consulting firm writing proposals for donor tenders and we win work but deliver it late',
  ],
  ['consulting', 'management consultants advising the county health department'],
  [
    'architecture',
    'we are a two-person architecture practice and clients want drawings revised endlessly before approval from city council',
  ],
  [
    'architecture',
    'architects designing staff houses for a mission school',
    'Budget is very tight and the site is on a slope.',
  ],
  ['research', 'Trial site'],
  [
    'research',
    'I coordinate a study on soil health with enumerators in four districts and data arrives late and incomplete',
  ],
  ['research', 'research unit at a referral hospital'],
  [
    'veterinary',
    'I am a vet covering pastoral areas and owners bring animals on market day when we have no drugs',
    'Mostly cattle, goats and camels.',
  ],
  [
    'peopleTeam',
    'I do HR for a security company with 400 guards and onboarding papers get lost between sites',
  ],
  [
    'peopleTeam',
    'HR and recruitment office at a flower farm',
    'Seasonal hiring doubles our staff around Valentines.',
  ],
  [
    'facilities',
    'I manage maintenance and cleaning for an office block in Westlands and tenants report faults by shouting at the askari',
  ],
  ['facilities', 'maintenance department of a teaching hospital'],
  [
    'security',
    'we provide guards for shopping malls in Lusaka and patrol logs are written in books nobody reads',
    'About 120 guards on day and night shift.',
  ],
  ['security', 'security guards at a gold mine'],
  [
    'publicServices',
    'I work at the municipality customer desk, we recieve complaints on water and refuse and then we lose them',
  ],
  [
    'governmentPolicy',
    'I am an analyst at the ministry and ministers want evidence for policy briefs by tomorrow every time',
    'Small unit, four analysts.',
  ],
  ['governmentPolicy', 'policy drafting team for the national fisheries bill'],
  ['justice', 'Remand prison'],
  [
    'justice',
    'I am a clerk at the magistrate court and case files go missing so hearings keep being adjourned',
  ],
  ['justice', 'probation office handling juvenile offenders'],
  [
    'emergencyServices',
    'we run the county fire station with one engine and calls come through on personal phones',
    'We cover the whole sub-county.',
  ],
  ['emergencyServices', 'fire and rescue crew at the international airport'],
  ['schools', 'Day secondary'],
  ['schools', 'I teach grade 7 in Soweto with 52 learners in one class and marking takes all my weekends'],
  ['schools', 'primary school in Kakuma refugee camp'],
  [
    'earlyYears',
    'I run a daycare from my house for 15 toddlers and parents pick up late every day',
    'I have one helper.',
  ],
  ['earlyYears', "creche for the workers' children at a tea estate"],
  [
    'university',
    'I am a lecturer in engineering, we have 300 first years and marking and moderation is chaos each semester',
  ],
  ['university', 'school of nursing at a public university'],
  [
    'training',
    'we train learners in welding and plumbing for six months and many drop out before the trade test',
  ],
  ['training', 'first aid training for factory workers', 'Sessions are half a day, 20 people each.'],
  ['healthcare', 'I am the matron of a district hospital and nurses on night shift are always short'],
  ['healthcare', 'mine hospital wards on the Copperbelt', 'Around 200 beds.'],
  [
    'emergencyCare',
    'we are ambulance crew in Addis and we reach patients without any triage information from the dispatcher',
  ],
  ['emergencyCare', 'medical tent at the Comrades Marathon', 'Thousands of runners, a lot of heat cases.'],
  [
    'primaryCare',
    'I am a clinical officer at a rural health centre and patients queue from 6am for appointments',
  ],
  ['primaryCare', 'family doctor practice in a shopping mall'],
  [
    'pharmacy',
    'I own a pharmacy in Kitwe and the medicines run out because orders from the distributor come late',
    'Two pharmacists and one till.',
  ],
  ['pharmacy', 'dispensing window at the mission hospital'],
  [
    'dentistry',
    'I am a dental therapist and patients skip follow-ups after extraction so we have many empty chairs',
  ],
  ['dentistry', 'dental check-up outreach in primary schools'],
  [
    'mentalHealth',
    'I am a counsellor at a trauma centre in Kigali and clients miss sessions because transport is expensive',
    'Worried about burnout in the team too.',
  ],
  [
    'socialCare',
    'I coordinate home based carers visiting elderly people in Bulawayo and alot of visits get missed when carers fall sick',
  ],
  ['socialCare', 'church-run home for the aged'],
  [
    'performingArts',
    'we are a theatre group in Harare and rehearsals never start on time because actors have day jobs',
  ],
  ['performingArts', 'the brass band of the police service'],
  [
    'museum',
    'I am curator at a small regional museum and the collection register is on paper and half the objects are unlabeled',
  ],
  ['museum', 'mining heritage museum at an old gold mine'],
  ['library', 'I am librarian at a community library in Kisumu and books go out on loan and never come back'],
  ['library', 'law library at a high court', 'Law reports from the 1990s are missing.'],
  [
    'sport',
    'I coach an under-17 football team and players miss training because of school and the pitch is shared',
  ],
  ['sport', "bank's staff rugby team", 'We play in the corporate league on Saturdays.'],
  [
    'events',
    'we organise a jazz festival in Cape Town and ticketing, vendors and venue permits all land at once',
  ],
  [
    'visualArts',
    'I share a studio with four painters in Nairobi and we never know whose work goes to which exhibition',
  ],
  ['visualArts', 'artist residency at a game lodge'],
  ['personalCare', 'kinyozi', 'Three barbers, we open till late.'],
  [
    'personalCare',
    'I own a hair salon in Lusaka with five stylists and clients come without appointments and wait hours',
  ],
  ['personalCare', 'hair and nail salon inside a hotel'],
  [
    'faith',
    'I am pastor of a growing church in Mutare and the worship team and ushers are always confused on Sunday',
    'About 300 members now, we started with 40.',
  ],
  ['faith', 'chaplaincy at a referral hospital'],
  ['association', 'I am secretary of our teachers union branch and members never pay subs on time'],
  ['association', 'old boys association of a high school'],
  ['repairShop', 'Phone fundi'],
  [
    'repairShop',
    'I fix TVs and radios at Kamwala market and customers leave devices for months and never collect',
  ],
  ['repairShop', 'laptop repair desk in an electronics shop'],
  [
    'funeral',
    'we run a funeral home in Gweru and families want bodies repatriated to rural homes quickly, transport is the headache',
  ],
  ['funeral', 'funeral arrangements desk at a large Catholic parish'],
  [
    'nonprofit',
    "we are a small charity giving school fees bursaries and donors want reports we don't have time to write",
    'Three staff, about 200 students supported.',
  ],
  ['nonprofit', "fundraising office of a children's hospital"],
  ['household', 'Extended family'],
  [
    'household',
    'my husband and I both work in town and the house girl leaves at 5 so nobody fetches the kids',
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    "I am raising my late sister's three children with my own two and chores and school money are a fight",
  ],
  ['household', 'household budget and chores in a farming family'],
  ['household', 'our family home in the hospital staff quarters'],
  ['community', 'Umudugudu', 'We want to plan umuganda and meetings better.'],
  [
    'community',
    'our street in Mabvuku has no refuse collection so neighbours want to organise a cleanup every month',
  ],
  [
    'community',
    'I chair the residents committee in our estate, people fight over parking, security fees and water sharing',
    'About 80 houses.',
  ],
  ['community', 'umuganda cleaning day in our village near the airport'],
  ['community', 'street committee of the houses next to the market'],
  ['volunteering', 'Volunteer marshals'],
  [
    'volunteering',
    'I coordinate volunteers who cook lunch for street children on Saturdays and the rota always has gaps',
  ],
  [
    'volunteering',
    'we are volunteers teaching adults to read in the evenings and half the volunteers disappear after the first month',
    'We meet in a church hall three nights a week.',
  ],
  ['volunteering', 'volunteer stewards at the marathon water stations'],
  [
    'youth',
    'I lead a youth group in Kayole keeping boys away from gangs and parents only show up when there is trouble',
  ],
  ['youth', 'Friday youth club at the mosque'],
  ['gardening', 'Keyhole gardens'],
  [
    'gardening',
    "we share plots in a community garden in Khayelitsha and people take vegetables from beds they didn't plant",
  ],
  ['gardening', 'vegetable garden plots at a primary school'],
];
