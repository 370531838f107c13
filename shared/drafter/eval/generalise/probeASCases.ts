/**
 * Probe batch AS (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on systems that are a small part of a bigger place (a desk, a counter, a room, a rota, a van, a stall, a committee inside something else), labelled by what that part itself does, written by people in the UK, the US, South Africa and India), before any change to the drafter
 * was measured on it, and committed before it. 75 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AS_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AS_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AS_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'i manage the cane fields on our family estate outside Durban and every harvest the cutting crews and trucks get out of sync',
    'Around 40 cutters in season.',
  ],
  ['farming', 'the crop fields of a prison farm'],
  [
    'forestry',
    'I run the woodland crew for a National Trust estate, thinning and felling, and our chainsaw kit checks keep getting skipped',
  ],
  ['forestry', 'pine plantation supplying a paper mill in Mpumalanga'],
  [
    'fishing',
    'we are a small co-op of boat owners in Kochi and nobody agrees on how the catch gets split at the harbour',
  ],
  ['fishing', "a restaurant's own fishing boat in Hout Bay"],
  [
    'mining',
    'I supervise a shift at a platinum mine near Rustenburg and the handover between underground teams is where things go wrong',
    'Two shifts, about 60 people each.',
  ],
  ['mining', 'the gravel pit supplying a road-building firm'],
  ['manufacturing', 'Moulding shop'],
  [
    'manufacturing',
    'We make brake pads in a plant in Pune, and defects on line 3 keep spiking after every shift change',
  ],
  [
    'manufacturing',
    'the quality inspection bench on a car assembly line',
    'We want to see where defects slip through.',
  ],
  ['foodProduction', 'Chutney makers', 'Three aunties and a rented kitchen, selling at weekend markets.'],
  [
    'foodProduction',
    'i run the bakery production unit for a chain of coffee shops and batch records are on paper that gets flour all over it',
  ],
  ['foodProduction', "the pickle-making unit of a women's self-help group"],
  [
    'textiles',
    'My mother and I run a tailoring stall in the Chandni Chowk lanes and patterns get lost between orders all the time',
  ],
  ['textiles', 'costume workshop at a regional theater'],
  ['energy', 'Substation team'],
  [
    'energy',
    'I look after the solar panels and backup generator for a hospital in Limpopo and load shedding schedules keep catching us out',
    "It's me and one electrician.",
  ],
  ['energy', 'the wind turbines on a dairy farm'],
  [
    'waterUtility',
    'we handle the borewell and tanker supply for our housing society in Bangalore and the pipes keep leaking every monsoon',
  ],
  ['waterUtility', 'the water bowser crew for a music festival'],
  [
    'wasteRecycling',
    'I coordinate the recycling at a big outpatient hospital and the clinical waste and cardboard keep ending up in the same bins',
  ],
  [
    'wasteRecycling',
    'the sorting shed run by waste pickers at the municipal dump in Soweto',
    'About 30 pickers, no contracts.',
  ],
  [
    'construction',
    "I'm the site manager on a school extension and subcontractors keep turning up on days the crane isn't booked",
    'Worried someone will get hurt before the summer holidays end.',
  ],
  ['construction', 'scaffolding crew restoring a cathedral spire'],
  [
    'logistics',
    'we run the dispatch bay behind a furniture store in Johannesburg and deliveries go out on the wrong bakkies at least once a week',
    'Five drivers, two bakkies and a truck.',
  ],
  ['logistics', 'the cold-chain warehouse of a vaccine programme'],
  [
    'vehicleRepair',
    "I run the workshop that services the council's bin lorries and we never know which truck is coming in next",
  ],
  ['vehicleRepair', 'the tyre and puncture shop at a truck stop on the N3'],
  [
    'aviation',
    'I manage the hangar for an air ambulance charity and getting the aircraft back from maintenance on time is a constant fight',
    "One helicopter, one spare when we're lucky.",
  ],
  ['aviation', 'the crop-spraying aircraft of a sugar estate'],
  [
    'publicTransport',
    'I plan the shuttle bus timetable for a big university campus in Texas and students say the route skips the dorms at night',
  ],
  ['publicTransport', 'minibus taxi rank at a shopping mall'],
  [
    'maritime',
    "I'm the chief mate on a container ship and cargo plans from the port agent keep arriving after we've started loading",
  ],
  ['maritime', 'the mooring team at a cruise terminal'],
  ['postalCourier', 'Post room'],
  [
    'postalCourier',
    'I run the parcel counter in a corner shop in Leeds and collections for three different courier firms get mixed up',
    'Just me and a Saturday lad.',
  ],
  ['postalCourier', 'the mail room of a law firm'],
  ['postalCourier', 'the parcel lockers team at a railway station'],
  [
    'retail',
    'i run the gift shop in a hospital foyer and stock goes missing or runs out and nobody ever tells me',
  ],
  ['retail', 'the tuck shop at a boarding school'],
  [
    'sales',
    'I lead the corporate sales desk for a hotel group in Mumbai and my team keep chasing the same buyers',
  ],
  ['sales', 'the advertising sales team at a local newspaper', 'Team of six, all on commission.'],
  [
    'customerSuccess',
    "I'm one of two customer success managers at a school software startup and we only hear about churn after they've cancelled",
  ],
  ['customerSuccess', 'the customer onboarding team for a payroll software company'],
  [
    'contactCentre',
    "I supervise the phone line for a council's housing repairs and callers wait forty minutes while agents sit on hold to the contractors",
    'Around 25 agents across two shifts.',
  ],
  ['contactCentre', 'the booking line for a chain of dental clinics'],
  [
    'hospitality',
    'we run the staff canteen at a car factory near Chennai and the menu never matches what the shift workers actually want',
  ],
  [
    'hospitality',
    "I'm on the overnight reception at a backpackers in Cape Town and alot of guests checking in after midnight have no rooms ready",
    'we r only 2 staff at night',
  ],
  ['hospitality', 'the café in a garden centre'],
  [
    'tourism',
    'I handle the tour bookings desk inside a hotel lobby in Jaipur and guests keep double booking with outside agents',
  ],
  ['tourism', 'the guided tours at a working brewery'],
  [
    'software',
    "I'm the only developer at a logistics company and every release breaks something in the warehouse scanners",
    'No tests, no staging server, just me.',
  ],
  ['software', 'the in-house app developers at a bank'],
  [
    'product',
    "I'm a product manager for the patient app at a hospital group and the roadmap is set by whoever shouts loudest",
  ],
  ['product', 'the product team behind a supermarket loyalty app'],
  [
    'openSource',
    'i maintain an open source library for bus timetable data in my spare time and issues pile up faster than contributors fix them',
  ],
  ['openSource', "a bank's open source programme office"],
  [
    'dataPlatform',
    'I build the dashboards for a chain of pharmacies and the numbers never match what the finance people have in Excel',
  ],
  [
    'platformOps',
    'we are three people running the Kubernetes clusters for an online bank in Cape Town and every deploy on Friday is a gamble',
    'We want fewer 2am pages.',
  ],
  ['platformOps', 'server room team at a newspaper'],
  [
    'retrospectives',
    "I facilitate the monthly retrospective for our ward's nursing team and the same action points come back every time",
  ],
  ['retrospectives', 'the post-season retro of a rugby club committee'],
  [
    'newsMedia',
    'I edit the community newsletter page for a Gujarati weekly in Leicester and stories reach me the night before print',
    'Volunteer contributors, one paid editor (me).',
  ],
  ['newsMedia', 'student radio newsroom at a university'],
  [
    'telecoms',
    "Ja, I manage the cell towers on a mining company's land in the Northern Cape and signal drops whenever the generators fail",
  ],
  ['telecoms', 'the broadband team of a housing association'],
  [
    'creativeAgency',
    'I run the in-house creative team at a supermarket chain and every brief lands on a Friday with a Monday deadline',
  ],
  ['creativeAgency', 'the in-house design studio of a football club'],
  [
    'finance',
    "I look after the budget for our school's PTA and the cash from the summer fair never quite matches the ledger",
    "I'm the treasurer, unpaid.",
  ],
  ['finance', 'the finance office of a mission hospital'],
  [
    'insurance',
    'I handle the motor claims for a small insurer in Durban and policyholders keep sending photos to the wrong email',
  ],
  ['insurance', 'the claims team of a pet insurance company'],
  [
    'accounting',
    'i do the bookeeping for about thirty hair salons and market traders and every January the tax returns come in as shoeboxes',
  ],
  ['accounting', 'the tax filing kiosk in a shopping mall'],
  ['realEstate', 'Lettings desk'],
  [
    'realEstate',
    "I manage the staff housing for a tea estate in Assam and tenants' repair complaints just sit in a notebook",
    'About 300 worker families live on the estate.',
  ],
  ['realEstate', 'the property management arm of a church diocese'],
  [
    'legal',
    "I'm the only in-house lawyer at a football club and contracts for players and sponsors come to me with a day's notice",
    "I'd like to see where things get stuck.",
  ],
  ['legal', 'the in house legal team of a NHS trust'],
  [
    'consulting',
    "I run a two-person consultancy advising farmers' co-ops and proposals take us longer than the engagements themselves",
  ],
  ['consulting', 'the advisory practice of an accounting firm'],
  [
    'architecture',
    "we're a small architecture practice in Pretoria and client changes to drawings get lost between email and whatsapp",
  ],
  ['architecture', 'in-house architects at a supermarket chain designing new stores'],
  [
    'research',
    'I coordinate a clinical trial unit inside a teaching hospital and study data gets entered three different ways',
  ],
  ['research', 'the R&D lab of a fertiliser company'],
  [
    'veterinary',
    "I'm the vet for a zoo's animal hospital and keeper notes about sick animals reach me hours late",
  ],
  ['veterinary', 'the vet clinic inside a pet superstore', 'Two vets, three nurses, open seven days.'],
  [
    'peopleTeam',
    'I do the hiring and onboarding for the seasonal staff at a ski resort and half of them quit in week two',
    'We hire about 200 people every winter.',
  ],
  ['peopleTeam', 'the HR office of a gold mine'],
  [
    'facilities',
    'I manage cleaning and maintenance for a big temple complex and the contractors never know which building to do first',
  ],
  ['facilities', 'the cleaning crew at an airport terminal'],
  [
    'security',
    "I run the gate security for a gated estate in Sandton and the guards' incident book is basically unreadable",
    'Twelve guards on three shifts.',
  ],
  ['security', 'the store detectives at a department store'],
  [
    'publicServices',
    'I am working at the ration card counter of our ward office in Hyderabad and citizens are queuing hours for one stamp',
  ],
  ['publicServices', "the council's parking permits desk inside a library"],
  [
    'governmentPolicy',
    "I'm in a small team drafting the water policy for a provincial department and the minister wants evidence we don't have",
  ],
  ['governmentPolicy', 'the education policy cell in a state secretariat'],
  [
    'justice',
    'I run the listings office at a county courthouse and hearings get double booked whenever a judge goes out sick',
  ],
  ['justice', 'the youth offending team at a county council'],
  [
    'emergencyServices',
    "I'm a dispatcher in the 911 center for a rural county and calls about the same incident come in on three lines",
    'Four dispatchers on nights.',
  ],
  [
    'schools',
    'I teach the Std 9 science section in a government school and half the class misses lessons during harvest',
    'Class of 58 students.',
  ],
  ['schools', "the hospital school teaching children on the kids' ward"],
  [
    'earlyYears',
    'I run the workplace nursery at a call centre and parents on late shifts keep picking up after we close',
    'Open 6am to 8pm, 40 children.',
  ],
  ['earlyYears', 'the anganwadi centre in a village panchayat'],
  [
    'university',
    'I coordinate the first-year modules for our nursing degree and students keep getting lecture clashes with their placements',
    'Around 180 students per year group.',
  ],
  ['university', 'the admissions office of a medical college'],
  [
    'training',
    "I run the forklift training for a big warehouse operator and learners pass the course but still can't do the skill on shift",
  ],
  ['training', 'the apprentice training centre of a car manufacturer'],
  [
    'healthcare',
    "i'm a nurse on the medical ward of a prison and patients come and go before we can finish their care plans",
  ],
  ['healthcare', 'the chemo day unit run by a cancer charity'],
  [
    'emergencyCare',
    "I'm a paramedic on the medical team at a cricket stadium and triage gets chaotic when it's a full house",
    'Crowd of 30 000 on match days.',
  ],
  ['emergencyCare', 'the emergency medical post at the top of a mine shaft'],
  ['primaryCare', 'GP reception', '3 receptionists for 9000 patients'],
  [
    'primaryCare',
    'I manage appointments for the family doctor clinic inside a pharmacy chain store and prescriptions keep getting lost between us and them',
  ],
  ['primaryCare', 'the student health centre at a university'],
  [
    'pharmacy',
    'I run the medicine dispensing at an old age home and the drug charts never match what the GP sent',
  ],
  ['pharmacy', 'the medical store attached to a private hospital'],
  [
    'dentistry',
    'I do reception for the dental clinic inside our university and students cancel their teeth cleaning appointments last minute',
  ],
  ['dentistry', 'the mobile dental van visiting primary schools'],
  [
    'mentalHealth',
    "I'm the counsellor at an employee wellbeing service for a bank and sessions get cancelled whenever there's a reporting deadline",
  ],
  ['mentalHealth', 'the counselling room in a secondary school', "I'm the only counsellor for 1100 pupils."],
  [
    'socialCare',
    'I organise the carers who visit elderly residents in our retirement village and visits get missed when someone is off sick',
    'Eight carers, about 45 residents who need visits.',
  ],
  ['socialCare', 'the care team for disabled residents at a housing association'],
  [
    'performingArts',
    'I stage manage the school musical every spring and rehearsals fall apart because the singers also have football',
    'Cast of 35, ages 11 to 18.',
  ],
  ['performingArts', 'house band on a cruise ship'],
  [
    'museum',
    'I look after the small heritage collection in a railway station and visitors keep touching objects that should be behind glass',
  ],
  ['museum', 'the archive and museum of a football club'],
  [
    'library',
    'I run the library in our prison wing and books go out on loan but half never come back from the cells',
  ],
  ['library', "the patients' library on a hospital ward"],
  ['sport', 'U14 netball'],
  [
    'sport',
    "I coach the cricket nets for a corporate team at an IT company in Bengaluru and players skip training whenever there's a release",
    'We play in the inter-company league.',
  ],
  ['sport', 'the works football team at a car plant'],
  [
    'events',
    'I organise the annual alumni reunion for a boarding school and ticket sales and venue bookings are all in my inbox',
  ],
  ['events', 'the functions office at a racecourse'],
  [
    'visualArts',
    "I'm artist in residence at a hospital and my studio is a corridor, so finished work keeps going missing",
  ],
  ['visualArts', "the mural artists' collective painting a township taxi rank"],
  [
    'personalCare',
    "I run the beauty salon inside a hotel spa in Goa and treatment appointments clash with the hotel's own bookings",
  ],
  ['personalCare', 'the visiting hairdresser at a care home'],
  ['faith', 'Prayer group'],
  [
    'faith',
    'I lead worship for the hospital chaplaincy and Sunday services keep clashing with ward rounds',
    'Three chaplains covering two sites.',
  ],
  ['faith', 'the multi-faith prayer room at an airport'],
  [
    'association',
    "I'm secretary of the staff association at a steelworks and committee minutes never get to the members on time",
  ],
  ['association', 'the alumni association of an engineering college'],
  [
    'repairShop',
    "I fix laptops and phones from a kiosk in a mall in Soweto and customers' devices pile up waiting for parts",
  ],
  ['repairShop', 'the watch repair counter in a department store'],
  [
    'funeral',
    "I coordinate funerals for our mosque's burial society and families need the deceased buried within a day, which is chaos",
    'Busy time is winter, sometimes six burials a week.',
  ],
  ['funeral', 'the crematorium run by a city council'],
  [
    'nonprofit',
    "I run the charity arm of a big law firm and donors want impact reports that we honestly don't have data for",
  ],
  ['household', 'Stepfamily'],
  [
    'household',
    'my wife and I share the school run, the dog and the washing and every week something gets forgotten',
    'Kids are 4, 9 and 13.',
  ],
  [
    'household',
    'we are a joint family of eleven in one flat in Kolkata and deciding who cooks and who shops causes fights daily',
    'Three generations, one kitchen.',
  ],
  ['household', 'the chore chart for our flat above the shop'],
  ['household', "my family's morning routine on a dairy farm"],
  [
    'community',
    "I'm trying to get the neighbours on our street in Durban to agree on one night a month for a clean-up",
    'About 60 houses on the street.',
  ],
  [
    'community',
    'we live in a block of flats in Pune and residents argue on the group about parking, noise and the lift',
  ],
  ['community', "the tenants' WhatsApp group of a council estate"],
  ['community', 'the local residents near a new quarry'],
  [
    'volunteering',
    "I coordinate the volunteers who serve tea on the hospital's outpatient wing and the shift rota is a paper sheet",
    'Around 35 volunteers, mostly retired.',
  ],
  [
    'volunteering',
    "i sort out the volunteer rota for our church's soup kitchen and guests arrive before anyone has the keys",
  ],
  ['volunteering', 'the volunteer stewards at a music festival'],
  [
    'youth',
    'I run the youth group at our mosque on Friday nights and parents never reply to thier trip forms',
    'About 20 kids aged 11-16.',
  ],
  ['youth', 'the after-school youth club in a library basement'],
  [
    'gardening',
    "I look after the rooftop vegetable garden at a hotel and the kitchen wants herbs we haven't even planted yet",
    'Kitchen team changes the menu every week.',
  ],
  ['gardening', 'the sensory garden at a special school'],
];
