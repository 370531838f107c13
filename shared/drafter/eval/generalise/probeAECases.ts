/**
 * Probe batch AE (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, choosing the less obvious systems of each family, written by people in the US Midwest, India, Kenya and the Philippines), before any change to the drafter
 * was measured on it, and committed before it. 59 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AE_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AE_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AE_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow chillies and okra on 4 acres near Kisumu and the harvest timing is always a guess because of the rains',
  ],
  [
    'farming',
    'Hog barns contracted to a meatpacking company',
    'About 2,400 head across three barns, just me and my son.',
  ],
  [
    'forestry',
    'I manage a eucalyptus woodlot in Nyeri and we keep losing track of which blocks are ready for felling',
  ],
  ['forestry', 'Mangrove replanting crew funded by a fishing cooperative'],
  ['fishing', 'omena boats'],
  [
    'fishing',
    'my brothers and I run two bancas out of Bantayan and we never know what the catch is worth till we land',
    'We want to stop selling to the first buyer at the shore.',
  ],
  ['fishing', 'Prawn trawlers that supply a seafood export plant'],
  ['mining', 'Murram quarry'],
  [
    'mining',
    "I'm the shift boss at a small underground gold mine in Benguet and the handover between crews is chaos",
  ],
  [
    'manufacturing',
    'we make plastic buckets and jerrycans in Thika and the rejects from line 2 keep going up every month',
    'Three shifts, around 60 operators.',
  ],
  ['manufacturing', 'Prosthetic limb workshop inside a rehab hospital'],
  ['foodProduction', 'Mandazi bakery'],
  [
    'foodProduction',
    'My mother-in-law and I make achar and papads from home to sell and our batches never taste the same',
  ],
  [
    'foodProduction',
    'mid-day meal central kitchen for government schools',
    'We cook for 18,000 children daily and the food safety inspector is coming next month.',
  ],
  ['textiles', 'Kitenge tailors'],
  [
    'textiles',
    "I do alterations and blouse stitching from my flat in Pune and I keep mixing up customers' measurements",
  ],
  ['textiles', 'Barong embroidery workshop supplying a wedding planner'],
  ['energy', 'Solar minigrid', 'We power 140 homes and shops on an island in Lake Victoria.'],
  [
    'energy',
    'we run a small wind farm co-op in southern Minnesota and nobody agrees when to schedule turbine maintenance',
  ],
  ['energy', 'Biogas digester at a dairy farm'],
  ['waterUtility', 'NRW team'],
  [
    'waterUtility',
    "I'm the only engineer for our town's water system in Nebraska and we find leaks by people calling in",
    'Town of 3,100, the mains are mostly from the 1950s.',
  ],
  ['waterUtility', 'Borehole pump maintenance for a cluster of schools'],
  [
    'wasteRecycling',
    'we collect plastic from hotels in Diani and bale it for recyclers but the pickup days keep changing',
  ],
  ['wasteRecycling', 'Compost yard behind a vegetable market'],
  ['wasteRecycling', 'Kabadiwala'],
  ['construction', 'Scaffolding contractor'],
  [
    'construction',
    "I'm a site engineer on a 12-storey residential block in Nairobi and subcontractors never show up when planned",
  ],
  [
    'construction',
    'renovation crew for a chain of bank branches',
    'we are 14 people and the client wants weekly safety reports',
  ],
  [
    'logistics',
    'we move vegetables from Benguet to manila markets overnight and our trucks keeps leaving half empty',
  ],
  ['logistics', 'Spare parts warehouse for an airline'],
  [
    'logistics',
    'Cold storage yard at a mango export farm',
    'Fruit sits too long before the reefer trucks come.',
  ],
  [
    'vehicleRepair',
    'I fix tricycles and jeepneys in our talyer in Cavite and parts orders get lost all the time',
  ],
  [
    'vehicleRepair',
    'Ambulance fleet workshop for the county EMS',
    'Two mechanics, 11 rigs, and we can never have more than one off the road.',
  ],
  [
    'aviation',
    'we fly tourists and supplies to the Masai Mara airstrips in small Cessnas and crew scheduling is done on WhatsApp',
  ],
  ['aviation', 'Aerial survey flights for a mining company'],
  [
    'publicTransport',
    'I dispatch the paratransit vans for our county and riders keep missing pickups becuase the schedule changes',
  ],
  ['publicTransport', 'School bus routes for a district in Ohio'],
  [
    'maritime',
    "I'm second officer on a tanker and our port calls in Mombasa always run late with cargo paperwork",
  ],
  [
    'maritime',
    'River barge crew moving grain for a farmers co-op',
    'Mostly the upper Mississippi, about 8 crew per tow.',
  ],
  [
    'postalCourier',
    "we're a 6-rider motorbike courier outfit in Nairobi and customers keep calling to ask where their parcel is",
  ],
  ['postalCourier', 'Mailroom at a state university'],
  [
    'retail',
    'i run a duka selling airtime and household goods and i never know which stock to reorder, it is always finishing',
  ],
  ['retail', 'Gift shop at the county historical museum'],
  [
    'sales',
    "I lead 5 reps selling tractors to dealers across Kansas and our pipeline lives in everyone's heads",
    'My VP wants a forecast we can actually trust.',
  ],
  ['sales', 'Medical device sales reps covering hospitals in Mumbai'],
  [
    'customerSuccess',
    'I handle onboarding for schools that buy our attendance app and half of them stop using it by term two',
  ],
  ['customerSuccess', 'Renewals team at a hospital software vendor'],
  [
    'contactCentre',
    'I am a TL for a US healthcare voice account in Cebu and our hold times blow up every monday morning',
    'Around 120 agents on my LOB, attrition is very high.',
  ],
  ['contactCentre', 'Call center for a mobile money provider'],
  ['hospitality', 'Carinderia', 'Just my Tita and me cooking, and we always run out of ulam by noon.'],
  ['hospitality', 'we have a 9-room homestay in Coorg and guests keep arriving when the rooms are not ready'],
  [
    'tourism',
    'I organise pilgrimage tours to Velankanni and Tirupati for senior citizens and the bookings are all on paper',
  ],
  ['tourism', 'Island-hopping tours sold through a dive resort'],
  ['software', 'Firmware team'],
  [
    'software',
    "we're 4 developers building a USSD app for farmers and every release breaks something we fixed before",
    'We have no testers and no staging server.',
  ],
  ['software', 'in-house devs at a cooperative bank in Kerala'],
  [
    'product',
    "I'm the only product manager at an agritech startup in Nairobi and the roadmap changes every time an investor calls",
  ],
  ['openSource', 'I co-maintain a Python library for Indian language text and PRs sit unreviewed for months'],
  [
    'dataPlatform',
    'we build dashboards for the county health department and the numbers never match what the nurses report',
  ],
  ['dataPlatform', 'Data team at a seed company'],
  ['platformOps', "I'm on-call for our kubernetes clusters and every deploy friday someone pages me at 2am"],
  [
    'platformOps',
    'Infra team at a mobile money company',
    'Any downtime and millions of M-Pesa-style payments fail.',
  ],
  [
    'retrospectives',
    'our team does retros every two weeks but nobody follows up on the action items so it feels useless',
    'I want to make them worth the hour.',
  ],
  ['retrospectives', 'Post-season retrospective for a volunteer fire department'],
  ['newsMedia', 'I edit a small Kannada news portal and our reporters file stories on WhatsApp at all hours'],
  ['newsMedia', 'Student newspaper at a Big Ten school'],
  [
    'telecoms',
    'we run a small wireless ISP for farms in rural Wisconsin and the signal drops everytime it storms',
    'Six towers, 900 subscribers, two techs.',
  ],
  ['telecoms', 'Broadband team of a rural electric co-op'],
  ['creativeAgency', 'Branding studio'],
  [
    'creativeAgency',
    'my friend and I do social media content for restaurants in Quezon City and clients keep changing the brief',
  ],
  [
    'creativeAgency',
    'Creative team pitching for a tourism board',
    'Small shop, 7 of us, and we lose most pitches.',
  ],
  ['finance', "I'm the finance officer for a chain of four clinics and cash flow is tight every month end"],
  ['finance', 'Budget office of a school district'],
  ['insurance', 'Claims adjusters'],
  [
    'insurance',
    'we sell crop insurance to smallholders through agents and claims take forever after a drought',
  ],
  ['insurance', 'Claims team handling hospital bills for an HMO'],
  [
    'accounting',
    'I do bookkeeping and tax returns for about 40 small farms and every April the paperwork buries me',
    'Just me and a part-time helper during tax season.',
  ],
  ['accounting', 'Seasonal tax prep office inside a grocery store'],
  ['realEstate', 'bedsitter rentals'],
  [
    'realEstate',
    'my wife and I own six rental units in Kalamazoo and chasing late rent and repairs eats our weekends',
  ],
  ['realEstate', 'Landlord letting rooms to students near a medical college'],
  [
    'legal',
    "I'm an advocate with a small practice in Eldoret handling land disputes and my matters keep getting adjourned",
  ],
  [
    'consulting',
    "I'm a freelance consultant helping NGOs write strategy and every engagement scope creeps past the proposal",
  ],
  ['consulting', 'Management consultants working for the state government'],
  [
    'architecture',
    'we are a 3-person architecture practice in Kochi and clients change the drawings after the site work starts',
  ],
  ['architecture', 'Design team for a church building project'],
  [
    'research',
    'I coordinate a household survey study across three counties and the field data keeps coming back incomplete',
    'We have 22 enumerators and the PI wants results by March.',
  ],
  ['research', "Research team in a children's hospital"],
  [
    'veterinary',
    "I'm a vet doing farm calls for dairy farmers around Eldoret and I can't keep track of repeat visits",
  ],
  [
    'peopleTeam',
    "I'm the only HR person for a 200-staff garment factory and exit interviews tell me nothing",
  ],
  [
    'peopleTeam',
    "Hiring team for a hospital's nursing staff",
    'We have 35 open positions and candidates ghost us after the offer.',
  ],
  ['facilities', 'Janitorial'],
  [
    'facilities',
    'I manage housekeeping and maintainance for an IT park in Pune and complaint tickets are piling up daily',
  ],
  ['facilities', 'Custodial staff at a high school'],
  ['security', 'Askari company'],
  [
    'security',
    'we provide guards for apartment buildings in Makati and guards skip patrol rounds when no one is checking',
    'Around 90 guards on three shifts.',
  ],
  ['security', 'Night watchmen at a tea factory'],
  [
    'publicServices',
    "I work at the county clerk's office and residents wait hours because nobody knows which window handles what",
  ],
  ['publicServices', 'Birth registration desk at a district hospital'],
  [
    'governmentPolicy',
    "I'm a policy analyst in a state planning department and ministers want evidence faster than we can collect it",
  ],
  [
    'governmentPolicy',
    'Fisheries policy desk at the agriculture ministry',
    'A new consultation paper is due before the budget session.',
  ],
  [
    'justice',
    "I'm a court clerk in a county circuit court and our hearing calendar gets double-booked weekly",
  ],
  ['justice', 'Small claims court held in a school hall'],
  [
    'emergencyServices',
    "I'm a captain in a rural volunteer fire department and we never have enough crew on weekday calls",
    'Most of our 22 members work in the next town over.',
  ],
  ['emergencyServices', 'Fire brigade at an oil refinery'],
  ['schools', 'Special ed'],
  [
    'schools',
    'i teach grade 6 in a public school in leyte with 52 pupils and lesson planning eats all my nights po',
  ],
  ['schools', 'Classroom at a juvenile detention centre'],
  [
    'earlyYears',
    'I run a home daycare for seven toddlers in Des Moines and parents keep asking for updates all day',
    'I am licensed for 8, my sister helps in the afternoons.',
  ],
  ['earlyYears', 'Creche at a flower farm'],
  ['university', 'Registrar', 'Transcript requests take us three weeks, students are angry.'],
  [
    'university',
    'I coordinate the first-year engineering modules at a university in Nairobi and lecture timetables clash every semester',
  ],
  ['university', 'Nursing faculty of a state university'],
  ['training', 'TESDA center'],
  [
    'training',
    'I run forklift certification courses for warehouse staff and learners keep failing the same practical test',
  ],
  ['training', 'Welding course at a shipyard', 'We train 25 learners per batch for 3 months.'],
  [
    'healthcare',
    "I'm a charge nurse on a 30-bed medical ward in Kisumu and handovers between shifts lose half the information",
  ],
  ['healthcare', 'Medical wing of a prison'],
  ['emergencyCare', 'Casualty dept'],
  [
    'emergencyCare',
    "I'm an EMT on a private ambulance service in Manila and triage at the scene is basically guesswork",
    'We want a simple protocol the new hires can follow.',
  ],
  ['emergencyCare', 'First aid post at a marathon'],
  [
    'primaryCare',
    "I'm the receptionist at a two-doctor family practice and appointment no-shows are killing our schedule",
  ],
  ['primaryCare', "Company doctor's clinic at a sugar mill"],
  [
    'pharmacy',
    "I'm a pharmacist at a drugstore in Iloilo and we keep running out of maintenance meds for seniors",
  ],
  [
    'pharmacy',
    'Dispensing team at a mission hospital',
    'Two pharmacists and four techs for a 150-bed hospital.',
  ],
  ['dentistry', 'Dental lab'],
  [
    'dentistry',
    'my dad and I run a dental clinic in Nagpur and patients skip their follow-up visits after root canals',
  ],
  [
    'dentistry',
    'Mobile dental van for rural schools',
    'One dentist, one assistant, we see about 40 children a day.',
  ],
  [
    'mentalHealth',
    "I'm a counselor at a small therapy practice in Omaha and clients drop off after two or three sessions",
  ],
  [
    'mentalHealth',
    'Wellbeing counsellors at a BPO',
    'Agents only come to us when they are already burnt out.',
  ],
  [
    'socialCare',
    'I am coordinating carers visiting elderly clients at home in Bangalore and visits are getting missed when someone calls sick',
  ],
  ['socialCare', 'Care home run by a convent'],
  [
    'socialCare',
    'my mom runs a small group home for adults with disabilities in Wichita and staff turnover means residents never see the same carer',
  ],
  ['performingArts', 'Rondalla'],
  [
    'performingArts',
    'I manage a community theatre troupe in Mombasa and rehearsals fall apart because actors have day jobs',
  ],
  ['performingArts', 'House band at a casino'],
  ['museum', 'Planetarium'],
  [
    'museum',
    "I'm the only curator at a county history museum and our collection records are still on index cards",
    'Around 9,000 objects and two part-time volunteers.',
  ],
  ['museum', "Collections team for a university's natural history museum"],
  ['library', 'we run a free lending library in our barangay and borrowed books never come back on time'],
  [
    'library',
    'Law library at a courthouse',
    'One librarian, mostly self-represented people asking for help.',
  ],
  ['sport', 'I coach a u14 basketball team in Cebu and half the players miss training during exam weeks'],
  [
    'sport',
    "Cricket club run by a bank's staff",
    'We play in the corporate league and struggle to field eleven on weekdays.',
  ],
  ['events', 'Expo crew'],
  [
    'events',
    'we organise debuts and weddings in Davao and suppliers keep confirming the wrong venue or time',
  ],
  [
    'visualArts',
    "I'm a painter sharing a studio with three other artists and we can never agree on the group exhibition",
  ],
  ['visualArts', 'Artist residency at a tea estate'],
  ['personalCare', 'Threading parlour'],
  [
    'personalCare',
    'I own a small salon in Nakuru doing braids and appointments overlap because clients just walk in',
    'Four stylists, one chair each, no booking system.',
  ],
  ['personalCare', 'Massage therapists at a beach resort'],
  ['faith', "I'm on the parish council and attendance at Sunday mass has dropped since the pandemic"],
  ['faith', 'Chaplaincy at a university'],
  ['association', 'Chama'],
  ['association', "I'm secretary of our farmers' association and members don't pay dues or come to meetings"],
  ['association', 'Alumni association of a nursing college', 'About 1,200 members but only 30 are active.'],
  ['repairShop', 'Cellphone repair'],
  [
    'repairShop',
    'i fix laptops and phones from a stall on Luthuli avenue and i loose track of which device belongs to who',
  ],
  ['repairShop', 'Repair bench at an electronics store'],
  [
    'funeral',
    'we run a funeral home in a small Iowa town and the families call at all hours needing answers',
  ],
  [
    'funeral',
    'Crematorium run by the municipal corporation',
    'We handle around 20 cremations a day with 6 staff.',
  ],
  ['nonprofit', 'Grantmaking foundation'],
  [
    'nonprofit',
    "I'm the only staff at a small NGO supporting girls' education and donors want reports we can't produce",
  ],
  ['nonprofit', 'Charity arm of a telecom company'],
  [
    'household',
    "my husband works in Dubai and I'm raising three kids alone with my in-laws and chores always end in fights",
  ],
  [
    'household',
    "we're a family of five in Columbus and nobody remembers whose turn it is to do dishes or take out trash",
  ],
  ['household', 'Household of a farming family during harvest'],
  [
    'household',
    'Family home with a grandparent who needs care',
    'Lola moved in with us last year and we all take turns.',
  ],
  ['community', 'Purok 5'],
  [
    'community',
    'I live in a housing society in Thane and residents never agree on anything, like parking or water timings',
    'Kindly suggest how to get 240 flats to agree on anything.',
  ],
  [
    'community',
    'our estate in Kasarani has a WhatsApp group for neighbours but nothing gets organised beyond complaints',
  ],
  ['community', 'Street near a stadium on match days'],
  ['volunteering', 'Relief volunteers'],
  [
    'volunteering',
    'I schedule the volunteers at our church food pantry and every Saturday we are short two people',
  ],
  [
    'volunteering',
    "we are college students volunteering at a street children's shelter in Nairobi and our shift rota keeps falling apart",
    'Around 25 of us, shifts change every semester.',
  ],
  ['volunteering', 'Volunteers serving langar at a gurdwara'],
  [
    'youth',
    'I lead a youth group of 30 teenagers in Kibera and parents want to know where the kids are every evening',
  ],
  ['youth', 'Youth ministry of a megachurch', 'We have 300 kids on the list and only 12 adult leaders.'],
  ['gardening', 'Terrace garden', 'Only grow bags and pots, the summer heat kills everything.'],
  [
    'gardening',
    "I grow orchids and vegetables in our backyard in Laguna and I can't figure out why the soil stays so wet",
  ],
  ['gardening', 'Vegetable garden behind a primary school'],
];
