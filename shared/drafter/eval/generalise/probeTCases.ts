/**
 * Probe batch T (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on systems at the boundary between two families (a clinic inside a school, a farm shop, a church food bank), labelled by what the system itself does, written by people in Canada, Kenya, Pakistan, Ireland, Malaysia and the Caribbean), before any change to the drafter
 * was measured on it, and committed before it. 70 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_T_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_T_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_T_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Shamba'],
  [
    'farming',
    'we grow tea on small plots near Kericho and the plucking rota falls apart every rainy season',
    'About 40 smallholders, all selling to one factory.',
  ],
  ['farming', 'school farm that grows maize and beans for the boarding kitchen'],
  ['forestry', 'Woodlot'],
  [
    'forestry',
    'i manage tree planting crews for a pulp company in northern Ontario and planters quit halfway thru the season',
  ],
  [
    'forestry',
    'Coillte felling crew clearing storm damage on a golf course',
    'Want to see where the time goes on a job like this.',
  ],
  [
    'fishing',
    'we are having three boats fishing out of Malindi and the catch money never adds up between the crews',
  ],
  ['fishing', 'fishing boats owned by a hotel in Tobago to supply its own restaurant'],
  ['mining', 'Bauxite pit'],
  [
    'mining',
    "I'm a shift boss underground at a nickel mine in Sudbury and handovers lose half the information",
    'Four crews, 24/7.',
  ],
  ['mining', 'limestone quarry that feeds a cement plant'],
  ['manufacturing', 'Glove factory'],
  [
    'manufacturing',
    'we make steel doors in Faisalabad and every second order has some defect that nobody owns up to',
    'Kindly suggest how to map the whole line.',
  ],
  ['manufacturing', 'prison workshop making school desks and chairs'],
  ['foodProduction', 'Samosa factory'],
  [
    'foodProduction',
    'me and my sister make pepper sauce in Barbados for the supermarkets and no two batches taste the same',
  ],
  [
    'foodProduction',
    'farmhouse cheese room on a dairy farm in west Cork',
    'Just me and two helpers, we want to pass the hygiene audit.',
  ],
  ['textiles', 'Batik workshop'],
  [
    'textiles',
    'we stitch school uniforms in Karachi and the cutting table is always behind before new term starts',
  ],
  ['textiles', 'costume department of a national theatre'],
  [
    'energy',
    'we are a small hydro co-op in BC, the grid operator keeps curtailing us and members are fed up eh',
  ],
  ['energy', 'cogeneration power plant at a sugar mill', 'It runs only in crushing season.'],
  [
    'waterUtility',
    "I'm an engineer with a county water company near Nakuru, we lose almost half the supply to leaks and illegal connections",
  ],
  ['waterUtility', 'county council water mains crew, Co. Mayo'],
  [
    'wasteRecycling',
    'we collect plastic bottles from hotels along the beach in Penang and the sorting at our yard is chaos lah',
  ],
  ['wasteRecycling', 'bottle return depot beside the hockey arena'],
  [
    'construction',
    "I'm site manager for a contractor putting up a new wing at a school in Kisumu and safety inspections keep slipping",
    'Client is the school board, they visit every Friday.',
  ],
  ['construction', 'building site for a hospital extension'],
  [
    'logistics',
    'we truck cut flowers from Naivasha to the airport overnight and the cold chain breaks somewhere every week',
  ],
  [
    'logistics',
    'central distribution warehouse for a supermarket chain',
    'Around 150 staff on three shifts.',
  ],
  [
    'vehicleRepair',
    'I own a small garage in Kingston fixing route taxis, parts come late and customers be shouting at my mechanics',
  ],
  ['vehicleRepair', 'maintenance workshop at a city bus depot'],
  [
    'aviation',
    'two pilots and one King Air, we fly medevac runs between the islands and maintenance scheduling is killing us',
    'Based in Nassau.',
  ],
  ['aviation', 'float plane operator serving fishing lodges up north'],
  [
    'publicTransport',
    'i schedule the school bus runs for a rural division in Saskatchewan and drivers keep calling in sick in January',
  ],
  ['publicTransport', 'staff shuttle buses at Jomo Kenyatta airport'],
  [
    'maritime',
    'I sail as second officer on a feeder ship doing the Port Klang run and crew handovers are hopeless',
  ],
  ['maritime', 'tug crews at an oil terminal', 'Five tugs, crews rotate every 28 days.'],
  [
    'postalCourier',
    'we deliver parcels by motorbike around Kuala Lumpur for online sellers and failed deliveries are eating our margin already',
  ],
  ['postalCourier', 'mailroom of a big law firm'],
  ['retail', 'Duka'],
  [
    'retail',
    'my uncle has a general store in a small town in Trinidad and the whole stock count is in his head',
    'He is 71 and wants to hand over to my cousin.',
  ],
  ['retail', 'farm shop on a dairy farm'],
  [
    'sales',
    'we sell tractors to farmers across Punjab and my reps keep sitting on deals that will never close',
  ],
  ['sales', 'group sales team at a ski resort', 'Quota is way up this winter and we are only three.'],
  [
    'customerSuccess',
    'I manage onboarding for a school management software company in Nairobi and too many schools churn after first term',
    'We have 6 people for about 300 schools.',
  ],
  ['customerSuccess', "renewals team for a software company's hospital clients"],
  [
    'contactCentre',
    "we answer the bank's phones overnight from Montego Bay and the queue goes crazy whenever the app is down",
  ],
  ['contactCentre', 'booking hotline for an intercity bus company'],
  [
    'hospitality',
    'I manage the canteen at a garment factory in Lahore, feeding 900 workers across two shifts from a tiny kitchen',
  ],
  ['hospitality', 'hospital kitchen cooking patient meals'],
  [
    'tourism',
    'wi take visitors out to the glowing lagoon in Trelawny and bookings come from five different apps that clash',
  ],
  ['tourism', 'guided tours of a working tea estate in Cameron Highlands'],
  [
    'software',
    'we are four developers building an M-Pesa payments app and every release breaks something in production',
  ],
  [
    'product',
    'I am the only PM at a farming app startup in Lahore and the roadmap changes every time CEO sahib visits a farmer',
  ],
  ['product', 'product team of a telemedicine app', 'We have 3 squads and no proper discovery.'],
  [
    'openSource',
    'i maintain a Malay language NLP library in my spare time and issues pile up faster than contributors show up',
  ],
  ['openSource', 'volunteer maintainers of an open-source hospital records system'],
  [
    'dataPlatform',
    'we build the dashboards for a grocery chain in Toronto and nobody trusts the numbers since the migration',
  ],
  ['dataPlatform', 'data warehouse team at a public health agency'],
  [
    'platformOps',
    "I'm on call for the servers behind a mobile money service and our night deploys keep causing outages",
  ],
  [
    'platformOps',
    "the county council's IT infrastructure team",
    'Six of us, everything on-prem, moving to cloud next year.',
  ],
  [
    'retrospectives',
    'our team retro has turned into a moan session, same three complaints every fortnight and no actions get done',
  ],
  ['retrospectives', 'end of season retrospective for a hurling club committee'],
  [
    'newsMedia',
    'we run a community radio news bulletin in Kibera and the editor is also the reporter and the driver',
  ],
  [
    'telecoms',
    'we are a small wireless internet provider covering farms in rural Manitoba and the signal drops every time it snows',
  ],
  ['telecoms', 'in-building mobile coverage team for a shopping mall'],
  [
    'creativeAgency',
    "we do branding for restaurants in KL, tiny studio, and clients keep changing the brief after we've designed everything",
  ],
  [
    'finance',
    "I'm the only finance person at a mission hospital in western Kenya and cash flow is always a crisis",
    'Donor money comes in late every quarter.',
  ],
  ['finance', "treasurer's office of a diocese"],
  ['insurance', 'Claims dept'],
  [
    'insurance',
    'we sell crop insurance to smallholders in Sindh and claims after the floods are taking months to settle',
  ],
  ['insurance', 'marine underwriting desk at a Caribbean insurer'],
  [
    'accounting',
    'I do bookkeeping for about thirty small farms in PEI and tax season every spring nearly kills me',
    'Thinking of hiring a second person.',
  ],
  ['accounting', 'the accountants who keep the books for local churches'],
  [
    'realEstate',
    'we manage about 60 student flats near the uni in Galway and maintenance requests from tenants get lost',
    'Landlords are giving out to us as well.',
  ],
  ['realEstate', 'staff housing lettings on a tea estate'],
  [
    'legal',
    'we are a small legal aid clinic in Kingston helping people with land disputes and the files are everywhere',
  ],
  ['legal', 'legal department of a mining company', 'Mostly land and community contracts.'],
  [
    'consulting',
    'I consult for county governments on health systems and every engagement runs over because the scope keeps growing',
  ],
  ['consulting', 'agronomy consultants advising coffee co-ops in Nyeri'],
  ['architecture', 'Architecture practice'],
  [
    'architecture',
    'we are three architects in Kuching designing longhouse renovations and drawings go back and forth with clients forever',
  ],
  ['architecture', 'architects designing a new secondary school campus', 'Deadline is before the rains.'],
  [
    'research',
    'I coordinate a clinical trial across four hospitals in Pakistan and the sites never send their data on time',
  ],
  ['research', 'fisheries science lab studying cod stocks'],
  [
    'veterinary',
    "I'm the vet for three dairy co-ops outside Eldoret and farm calls come in faster than we can drive",
  ],
  ['veterinary', 'racehorse vets at the Curragh', 'Busy race days are the worry.'],
  [
    'peopleTeam',
    'we hire seasonal pickers for a fruit farm in the Okanagan and onboarding 200 people every June is chaos',
    'HR is me and one coordinator.',
  ],
  ['peopleTeam', 'HR department of a teaching hospital'],
  [
    'facilities',
    'I manage cleaning and maintenance for a shopping mall in Penang and contractors never close out the jobs',
  ],
  ['facilities', 'estates and buildings team at a university'],
  [
    'security',
    'we guard construction sites around Karachi at night and the patrol reports are on paper nobody reads',
  ],
  ['security', 'guard force for a gold mine', 'Worried about theft at the gate.'],
  [
    'publicServices',
    "i'm on the planning counter at the county council and residents wait weeks for a simple answer about extensions",
  ],
  ['publicServices', 'birth registration office inside a hospital'],
  [
    'governmentPolicy',
    'we draft agriculture policy for the provincial ministry in Punjab and the evidence arrives after decisions are made',
  ],
  ['governmentPolicy', 'health policy advisers to the minister'],
  [
    'justice',
    "i'm a probation officer in Nova Scotia, caseloads are huge and offenders fall through the cracks between courts",
  ],
  ['justice', 'juvenile court in Port of Spain', 'Cases take years, we want to see why.'],
  ['emergencyServices', 'Fire hall'],
  [
    'emergencyServices',
    'we run the 999 dispatch for the county and calls queue up every time there is flooding',
  ],
  ['emergencyServices', 'mine rescue brigade at a coal mine in Balochistan'],
  ['schools', 'Gaelscoil'],
  [
    'schools',
    'I teach Form 2 at a day school in Machakos and 70 pupils per class means the marking never ends',
    'We are 9 teachers for the whole school.',
  ],
  ['schools', 'hospital school teaching long-stay children'],
  [
    'earlyYears',
    'we run a small daycare in our basement in Calgary and parents keep arriving late for pickup',
    'Eight kids, two of us.',
  ],
  [
    'university',
    'I coordinate first-year modules at a university in Kuala Lumpur and students drop out before second semester',
  ],
  ['university', 'nursing faculty at a university'],
  [
    'training',
    'we train hotel staff in barista and food safety skills and learners drop off halfway through the course',
  ],
  [
    'training',
    'apprentice training centre of an airline',
    'Want the trainers to see the full learner journey.',
  ],
  [
    'healthcare',
    "I'm nurse incharge of a busy medical ward in Rawalpindi and shift handovers lose patient information",
    'Kindly note we are short of staff at night.',
  ],
  ['healthcare', 'school sick bay with two nurses'],
  ['healthcare', 'dialysis unit on a cruise ship'],
  [
    'emergencyCare',
    'I manage ambulance crews for a private service in Nairobi and triage over the phone is not consistent',
  ],
  ['emergencyCare', 'paramedic post at Carnival in Port of Spain', 'Two days, about 20 staff, very hot.'],
  [
    'primaryCare',
    'we are a family doctor clinic in rural Newfoundland and appointment no-shows are wrecking the schedule',
  ],
  ['primaryCare', 'student GP clinic on a university campus'],
  [
    'pharmacy',
    'I run a pharmacy in Karachi and half the prescriptions are unreadable, dispensing mistakes worry me a lot',
  ],
  ['pharmacy', 'dispensary in a district hospital'],
  ['dentistry', "we're a two-chair dental practice in Ipoh and patients cancel last minute all the time"],
  [
    'mentalHealth',
    "I'm a therapist at a university counselling centre and waiting lists are months long by exam time",
  ],
  ['mentalHealth', 'trauma counselling service for police officers'],
  [
    'socialCare',
    "we send carers into elderly people's homes around Cork and the visit schedule falls apart when anyone is sick",
  ],
  ['socialCare', 'nursing home run by the Sisters of Mercy'],
  ['performingArts', 'Steel band'],
  [
    'performingArts',
    'i direct the choir in our parish and rehearsals clash with everything, singers drift in late every week',
  ],
  ['performingArts', 'secondary school drama society putting on a musical', 'Show is in March.'],
  [
    'museum',
    'we look after a small railway museum in Ontario and the collection catalogue is half cards half spreadsheets',
  ],
  ['museum', "the hospital's medical history museum"],
  ['library', "I run the library at a girls' secondary school in Nyeri and loaned books never come back"],
  ['library', 'law library in a court building', 'One librarian and a part time assistant.'],
  [
    'sport',
    'we coach a cricket academy for under-15s in Lahore and parents want their kids picked for every match',
  ],
  ['sport', 'staff cricket team of a bank'],
  [
    'events',
    'we organise the Caribbean food festival in Toronto each summer and ticketing plus vendors is chaos',
    'Around 30,000 people over a weekend.',
  ],
  ['events', 'conference office at a university'],
  ['visualArts', 'Artist collective'],
  [
    'visualArts',
    'I paint murals with two other artists in Nairobi and we never know which commission to finish first',
  ],
  ['visualArts', "artists' studios in an old textile mill"],
  [
    'personalCare',
    'I have a salon in Petaling Jaya with four stylists and double bookings happen almost every Saturday',
  ],
  ['personalCare', 'hair salon in a care home'],
  [
    'faith',
    'we are a small Pentecostal church in Kingston and the Sunday service rota and prayer meetings keep clashing',
  ],
  ['faith', 'chaplaincy team at a prison', 'Three chaplains, different faiths.'],
  [
    'association',
    "i'm secretary of the nurses union branch at our hospital and members only turn up when something goes wrong",
  ],
  ['association', 'staff social club committee at a brewery'],
  [
    'repairShop',
    'we fix laptops and phones in a small kiosk in Saddar and customers forget to collect their devices for months',
    'Space is very less, shelves are full.',
  ],
  ['repairShop', 'sewing machine repair shop near the cloth market'],
  [
    'funeral',
    'my family has run an undertakers in Mayo for three generations and the paperwork for each funeral keeps growing',
  ],
  ['funeral', 'funeral service run from a mosque'],
  [
    'nonprofit',
    'we are a small charity paying school fees for girls in Turkana and donors want reports we cannot produce on time',
    'Only two paid staff.',
  ],
  [
    'nonprofit',
    "I do fundraising for a children's hospital foundation in Winnipeg and our donor database is full of duplicates",
  ],
  ['nonprofit', 'charity arm of a football club in Dublin'],
  [
    'household',
    "my husband works on the rigs in Alberta two weeks on two off and the kids' routines fall apart each time",
  ],
  [
    'household',
    'my mother-in-law lives with us in Shah Alam and sharing chores across three generations has become a fight',
  ],
  ['household', 'household of two doctors working opposite shifts at the hospital', 'Kids are 4 and 9.'],
  ['household', 'family flat above a takeaway where both parents work late'],
  ['community', 'Kampung'],
  [
    'community',
    'we are neighbours on one street in Scarborough trying to share snow shovelling for the older folks every winter',
  ],
  [
    'community',
    'our taman has a WhatsApp group for everything and nobody knows who should act when the drain floods',
    'About 80 houses.',
  ],
  ['community', 'neighbours on the road behind the hospital sorting out parking between themselves'],
  ['community', 'neighbours around the mosque organising Eid meals for the whole street'],
  ['volunteering', 'Hospice volunteers'],
  [
    'volunteering',
    'i coordinate volunteers at a soup kitchen in Halifax and the Saturday shifts are always three people short',
  ],
  [
    'volunteering',
    'we are volunteers teaching adults to read at a mosque on weekends and the rota collapses during Ramadan',
  ],
  [
    'volunteering',
    'food bank run out of a Catholic church basement',
    'Open Tuesdays and Saturdays, maybe 25 volunteers.',
  ],
  ['volunteering', 'volunteer marshals at a city marathon'],
  ['youth', 'I lead a youth group at our gurdwara in Brampton and the teens only show up for the trips'],
  ['youth', 'after-school youth club run by a police station'],
  [
    'gardening',
    'we have a rooftop vegetable garden at our office in KL and nobody waters the plants during the holidays',
  ],
  ['gardening', 'walled garden at a hospice', 'Two gardeners and some patients help.'],
];
