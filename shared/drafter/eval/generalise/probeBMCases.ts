/**
 * Probe batch BM (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in India, Sri Lanka, Malaysia, Singapore and the Philippines), before any change to the drafter
 * was measured on it, and committed before it. 75 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BM_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BM_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BM_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Paddy farm'],
  [
    'farming',
    'my father and me run 6 acres of chilli and onion near Dindigul, always we are confused which field to water first',
    'Borewell gives water only 4 hours a day.',
  ],
  ['farming', 'Dairy farm run by a temple trust'],
  [
    'forestry',
    'I am range officer in forest department, we mark trees for felling and the paperwork between beat guards is very slow',
  ],
  [
    'forestry',
    'Mangrove replanting crew for a fishing cooperative',
    'We are 14 people, mostly from the same village.',
  ],
  ['fishing', 'Kelong'],
  [
    'fishing',
    'we are 4 brothers with two bangka boats in Bohol, catch is going down and fuel cost is killing us',
  ],
  ['fishing', 'Tuna fishing vessel owned by a canning company'],
  [
    'mining',
    'I am the shift supervisor in an underground coal mine in Jharkhand, attendance and blasting schedule both are handled on paper',
    'Want to see where the delays really come from.',
  ],
  ['mining', 'sand mining lease held by a construction company'],
  [
    'manufacturing',
    'We make plastic moulded chairs, around 40 workers, defect rate goes up every time the night shift changes machine settings',
  ],
  ['foodProduction', 'Papad unit'],
  [
    'foodProduction',
    'my wife and I make kaya and sambal in batches from home and sell to cafes, the hygiene labelling rules are confusing us',
  ],
  ['foodProduction', 'Mid-day meal kitchen supplying government schools'],
  ['textiles', 'Powerloom unit'],
  [
    'textiles',
    'I run a tailoring shop in Divisoria with 6 sewing machines, orders for school uniforms all come at the same time',
  ],
  ['textiles', 'Uniform stitching unit for a hotel chain', 'Around 25 tailors, mostly women.'],
  ['energy', 'EB substation'],
  [
    'energy',
    'I handle operations for a 5 MW rooftop solar portfolio and generation figures from each site is coming in different formats',
  ],
  ['energy', 'Mini hydro plant owned by a tea estate'],
  [
    'waterUtility',
    'we are the barangay water association, 300 connections, and leaks in the old pipes nobody can find until the road floods',
    'Only 2 plumbers and 1 bookkeeper.',
  ],
  ['waterUtility', 'pipe maintenance gang of a municipal corporation'],
  [
    'wasteRecycling',
    'I coordinate the dry waste collection centre for our ward, segregation at source is poor and trucks come late',
  ],
  ['wasteRecycling', 'Biomedical waste disposal for private hospitals'],
  [
    'construction',
    'I am site engineer for a G+4 residential building in Pune, labour contractor keeps changing workers and safety briefings get skipped',
    'Worried someone will fall from the scaffolding one day.',
  ],
  ['construction', 'Scaffolding crew on an airport terminal extension'],
  [
    'logistics',
    'we run 12 lorries between Klang and Penang and route planning is still done by one uncle on WhatsApp',
  ],
  ['logistics', 'Cold chain warehouse for a pharma distributor'],
  ['vehicleRepair', 'Two-wheeler workshop'],
  [
    'vehicleRepair',
    'my brother and I have a small car workshop in Kuching, customers always asking when their car will be ready',
  ],
  [
    'aviation',
    'I am a line maintenance engineer at a regional airport and our airworthiness paperwork is behind after every night shift',
  ],
  ['aviation', 'Ground handling crew for a pilgrimage tour company charter flights'],
  ['publicTransport', 'KSRTC depot'],
  [
    'publicTransport',
    'I manage timetables for a feeder bus service to the MRT and passengers complain buses bunch together at peak hour',
    'We want fewer complaints before the contract review.',
  ],
  ['publicTransport', 'School bus fleet for an international school'],
  ['maritime', 'Ship agency'],
  [
    'maritime',
    'I am the crewing manager for 8 bulk carriers, Filipino seafarers mostly, and crew change planning is a nightmare with visas',
  ],
  ['maritime', 'Port operations at an oil refinery jetty'],
  ['postalCourier', 'Pos Laju'],
  [
    'postalCourier',
    'we run an LBC franchise outlet in Iloilo and balikbayan boxes keep getting delayed at the sorting hub',
  ],
  ['postalCourier', 'Mail room of a law firm'],
  [
    'retail',
    'I own a kirana shop near the railway station and stock runs out of the fast items while slow ones pile up',
    'Only me and my son, no computer.',
  ],
  [
    'sales',
    'I lead 6 field sales reps selling tiles to dealers in Tamil Nadu and nobody updates the pipeline until month end',
  ],
  ['sales', 'Corporate sales desk of a hotel chain'],
  [
    'customerSuccess',
    'I am one of three customer success managers for a HR software in Singapore and renewals are slipping because onboarding takes months',
  ],
  [
    'customerSuccess',
    "Account management for a telco's enterprise clients",
    'Churn went up 8 percent last quarter.',
  ],
  [
    'contactCentre',
    'we are an inbound voice process in Cebu, around 200 agents, and the queue goes crazy every monday morning',
  ],
  ['contactCentre', "Call centre for a bank's credit card customers"],
  [
    'hospitality',
    'I run a 12-room homestay in Coorg with my cousin, guests complain the kitchen is too slow at breakfast',
  ],
  ['hospitality', 'Canteen of an IT company', 'We serve around 1200 meals a day in two shifts.'],
  [
    'tourism',
    'we organise Hajj and Umrah packages from Kuala Lumpur, bookings and visa documents for 300 pilgrims all in excel',
  ],
  ['tourism', 'Tour desk in a beach resort', 'We sell island hopping and diving trips.'],
  [
    'software',
    'I am the tech lead for a 10 person team building a billing app and every release breaks something in production',
    'Offshore team for a client in Australia.',
  ],
  [
    'product',
    'we are 3 product managers in a fintech startup in Bangalore, roadmap keeps changing after every customer call from sales',
  ],
  ['product', 'Product discovery squad at an online grocery'],
  [
    'openSource',
    'I maintain a small open source library for Tamil text processing, contributors send PRs but nobody triages issues except me',
  ],
  [
    'openSource',
    'Open source project started by a university lab',
    'Maybe 20 regular contributors across 5 countries.',
  ],
  [
    'dataPlatform',
    'our data engineering team is 5 people and the dashboards break every morning because upstream tables change without notice',
  ],
  [
    'platformOps',
    'I am in the infra team, we run kubernetes clusters for 40 services and on-call is burning everyone out',
    'We are only 4 engineers.',
  ],
  [
    'retrospectives',
    'our team does retros every two weeks but the same action items come back again and again, nothing improves',
  ],
  ['retrospectives', 'Monthly retrospective of a hospital ward team'],
  [
    'newsMedia',
    'I am sub-editor at a Malayalam daily, stories come late from district reporters and the edition deadline is always tight',
  ],
  ['newsMedia', 'Sports desk of an English newspaper', 'Three reporters and one sub-editor.'],
  ['telecoms', 'Broadband ISP'],
  [
    'telecoms',
    'we are a small cable and broadband operator in Kandy, signal complaints come in the rainy season and we have only 4 technicians',
  ],
  ['telecoms', 'Fibre rollout for a township developer'],
  [
    'creativeAgency',
    'I run a 7 person studio doing social media campaigns and clients keep changing the brief after we present',
    'Want to stop the endless revisions.',
  ],
  ['creativeAgency', 'In-house creative team of a jewellery brand'],
  [
    'finance',
    'I am finance manager in a family-owned textile group, cash flow forecasting is done by three people in three different sheets',
  ],
  [
    'insurance',
    'I work as a life insurance agency team leader in Chennai, policyholders lapse because nobody follows up premium dates',
  ],
  ['insurance', 'Crop insurance claims cell for paddy farmers', 'Claims spike after every flood.'],
  [
    'accounting',
    'we are a small audit firm of 9 people in Colombo and every tax season we are working till midnight',
  ],
  ['accounting', 'Tax return filing desk for overseas Filipino workers'],
  ['realEstate', 'Property dealer'],
  [
    'realEstate',
    'I manage 30 rented flats for NRI landlords in Kochi and tenants call me for every small problem',
  ],
  ['realEstate', 'Leasing office of a shopping mall', 'Around 140 tenants and a lot of late rent.'],
  [
    'legal',
    'I am a junior associate in a litigation firm and matters get missed because the senior advocate keeps dates in his diary',
  ],
  ['legal', 'Legal cell of a state electricity board'],
  [
    'consulting',
    'we are a boutique consulting firm advising family businesses in Manila, proposals take forever and engagements overrun every time',
  ],
  ['consulting', 'Advisory practice for hospitals going for NABH accreditation'],
  [
    'architecture',
    'i am an architect with 3 juniors, client changes drawings at site and our revision tracking is totally messed up',
    'Mostly residential bungalows.',
  ],
  ['architecture', 'Architects designing a new school campus'],
  [
    'research',
    'I am a postdoc in a marine biology lab, experiments are on boats and data from each trip is stored everywhere',
  ],
  ['research', 'Clinical trials unit in a medical college'],
  [
    'veterinary',
    'I am the only vet at a small animal clinic in Petaling Jaya and pet owners get angry with the waiting time',
    'Thinking to hire a second vet but not sure.',
  ],
  [
    'peopleTeam',
    'I am the only HR person for a 150 staff garment exporter, hiring and onboarding is all manual and people leave fast',
  ],
  ['peopleTeam', 'Recruitment team of a hospital chain'],
  [
    'facilities',
    'I supervise cleaning and maintenance for a 20 floor office tower, aircon complaints and lift breakdowns come every day',
  ],
  ['facilities', 'Maintenance crew of a college campus', 'Team of 18 including electricians and plumbers.'],
  ['security', 'Security agency'],
  [
    'security',
    'we provide guards for 15 ATM sites and factories, patrol logs are on paper and night shift sleeping is a big issue',
  ],
  [
    'publicServices',
    'I work in the citizen services counter of a municipal council and the queue for birth certificates is very long',
  ],
  ['publicServices', 'Town council office handling HDB estate complaints', 'We want to cut the reply time.'],
  [
    'governmentPolicy',
    'I am a young professional in a ministry policy team, we draft consultation papers but evidence from districts always comes late',
  ],
  ['governmentPolicy', 'Policy team drafting the national fisheries bill'],
  [
    'justice',
    'I work in the probation office and tracking offenders after release is very difficult with only 2 officers for the district',
  ],
  ['justice', 'Registry of a family court'],
  [
    'emergencyServices',
    'I am in the barangay rescue team, during typhoons every incident call comes at once and we have only one truck',
    'Mostly volunteers with some basic training.',
  ],
  ['emergencyServices', 'Fire and rescue unit at a petrochemical plant'],
  [
    'schools',
    'I teach english in a public high school in Davao, 55 pupils per class and lesson planning eats my weekends',
    'Sometimes I also cover Filipino classes.',
  ],
  ['schools', 'Boarding school attached to a monastery'],
  [
    'earlyYears',
    'I run a small playschool with 30 kids aged 2 to 5, parents message me at all hours about pick up',
  ],
  ['earlyYears', 'Creche at a garment factory', 'Two ayahs and one teacher for 25 babies.'],
  ['university', 'Engg college'],
  [
    'university',
    'I coordinate the MBA programme, module timetables clash every semester and students only find out on the first day of lecture',
  ],
  ['university', 'University department of hotel management'],
  [
    'training',
    'I am a trainer for a soft skills academy, learners drop out after session 3 and we cannot figure out why',
  ],
  ['training', 'Welding skills course at a shipyard'],
  [
    'healthcare',
    'I am the nursing superintendent of a 200 bed district hospital and nurse shortage on night shift is very bad',
    'Kindly suggest how to map this.',
  ],
  ['healthcare', 'Nurses at a company-run hospital on a tea estate'],
  [
    'emergencyCare',
    'we are a 108 ambulance crew covering 3 taluks, and patient handover at the government hospital takes too long',
  ],
  ['emergencyCare', 'First aid post at a cricket stadium'],
  [
    'primaryCare',
    'I am a GP with a small clinic in Johor, appointments overbooked and prescription refills take most of the morning',
  ],
  ['primaryCare', "Company doctor's clinic at a factory", 'One doctor, one nurse, about 900 workers.'],
  ['pharmacy', 'Medical shop'],
  [
    'pharmacy',
    'I am the chief pharmacist at a private hospital and dispensing errors go up whenever the new batch of trainees join',
  ],
  ['pharmacy', 'Dispensary counter inside a supermarket'],
  [
    'dentistry',
    'my husband and I are both dentists with a two-chair clinic, patients miss appointments and we lose half a day',
  ],
  ['dentistry', 'School dental screening programme'],
  [
    'mentalHealth',
    'I am a psychologist in private practice, clients cancel sessions last minute and my follow up between sessions is weak',
  ],
  [
    'mentalHealth',
    "Counsellors for a call centre's staff wellbeing programme",
    'Three counsellors for 2000 agents.',
  ],
  [
    'socialCare',
    'I run a home nursing agency, our carers visit 40 elderly clients and families always want updates on WhatsApp',
  ],
  ['socialCare', 'Elder care home run by a church'],
  [
    'performingArts',
    'I manage a carnatic music sabha, artists cancel at last minute and the rehearsal hall bookings are all in one diary',
  ],
  ['performingArts', 'Rondalla group of a barangay', 'Kids and lolos playing together, around 20 members.'],
  ['museum', 'Heritage museum'],
  [
    'museum',
    'I am the collections officer at a small state museum, objects are not catalogued properly and visitors keep asking for Tamil labels',
  ],
  ['museum', 'Museum gallery inside an old railway station'],
  [
    'library',
    'I manage the library of an engineering college and students never return books on time, fines are not working',
  ],
  ['library', 'Lending library in a housing society clubhouse'],
  [
    'library',
    'I run a mobile library van going to 12 villages, loans are written in a register and half the books never come back',
  ],
  [
    'sport',
    'I coach a badminton club with 60 players and match selection always creates fights between the parents',
    'We have only 3 courts.',
  ],
  ['sport', 'Sepak takraw team of a polytechnic'],
  [
    'events',
    'we do event management for corporate conferences in Manila, venue and ticket changes come last minute from the client',
  ],
  ['events', 'Event crew for a temple festival'],
  [
    'visualArts',
    'I am a painter sharing a studio with 3 other artists and nobody agrees on who handles exhibition applications',
  ],
  ['visualArts', 'Mural artists commissioned by a bank', 'First big public project for us.'],
  [
    'personalCare',
    'I own a unisex salon with 5 stylists in Quezon City and appointment no-shows on weekends are our biggest problem',
  ],
  ['personalCare', 'Spa in a five star hotel'],
  [
    'faith',
    'I am secretary of our temple, pooja bookings and festival offerings are managed in three different notebooks',
    'Priest is not so comfortable with phones.',
  ],
  ['faith', 'Prayer group of a hospital chaplaincy'],
  [
    'association',
    'I am treasurer of the regional chamber of commerce, membership renewals are down and committee meetings never start on time',
  ],
  ['association', 'Trade union branch at a port'],
  [
    'repairShop',
    'I fix laptops and phones from a small stall in Low Yat, customers keep asking status and parts take weeks',
  ],
  ['funeral', 'Funeral parlor'],
  [
    'funeral',
    'we run a family funeral service in Penang, bereaved families need help with permits and the wake arrangements at the same time',
  ],
  ['funeral', 'Crematorium managed by a municipal corporation'],
  [
    'nonprofit',
    'I am the fundraising lead at a small charity for blind children, donors want reports and we are only 4 staff',
  ],
  ['nonprofit', 'Scholarship trust set up by a shipping company', 'We give about 60 scholarships a year.'],
  [
    'household',
    'my husband and I both work in Singapore and the kids stay with my parents, chores and school runs are chaos',
    'We visit them every weekend in JB.',
  ],
  [
    'household',
    'we are a joint family of 11 under one roof and nobody agrees who pays which bill or does which chore',
  ],
  ['household', 'Household of a nurse working night shifts', 'Two kids, 6 and 9, and my mother-in-law.'],
  ['community', 'HDB neighbours'],
  [
    'community',
    'I am in our housing society managing committee and residents fight over parking and water timings every week',
  ],
  [
    'community',
    'our purok in the barangay wants to organise neighbours for flood preparedness but everyone is on a different group chat',
    'Around 80 households, many elderly.',
  ],
  ['community', 'Residents group of a fishing village'],
  ['community', "Neighbours' WhatsApp group of a railway colony"],
  ['volunteering', 'NSS volunteers'],
  [
    'volunteering',
    'I coordinate about 50 volunteers for weekend beach clean-ups and shift sign ups always fall apart at the last minute',
  ],
  [
    'volunteering',
    'we are college students volunteering to teach kids in a slum every sunday and our rota is a mess',
    'Exams season is the worst.',
  ],
  ['volunteering', 'Volunteers running the shoe stand at a gurudwara'],
  [
    'youth',
    'I am the SK chairman in our barangay and we want youth programs that young people actually join, not only basketball',
  ],
  ['youth', 'Youth fellowship of a Methodist church', 'Ages 13 to 19, about 35 regulars.'],
  [
    'gardening',
    'I grow vegetables in grow bags on our apartment rooftop with two neighbours and pests destroy everything before we pick',
  ],
  ['gardening', 'Herb garden of a restaurant'],
];
