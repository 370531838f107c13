/**
 * Probe batch AB (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on sole traders, gig workers and very small firms describing their work in colloquial first-person sentences and short names, with what their clients are, written by people in Canada, Jamaica, Malaysia and Scotland), before any change to the drafter
 * was measured on it, and committed before it. 53 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AB_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AB_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AB_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'I grow callaloo and scotch bonnet on two acres in St Elizabeth and di drought is killing mi yield this year',
    'Just me and my cousin on weekends.',
  ],
  ['farming', 'durian orchard supplying a resort in Pahang'],
  ['forestry', 'Treeplanters'],
  [
    'forestry',
    "I'm a self-employed faller doing selective cuts on private woodlots in Nova Scotia, mostly for landowners selling timber",
  ],
  [
    'forestry',
    'timber felling contractor for the water board reservoir land',
    'Three of us and a forwarder.',
  ],
  [
    'fishing',
    'me and my brother fish snapper off Pedro Bank and fuel cost eating up whatever the catch bring in',
  ],
  ['fishing', 'creel boat supplying a seafood restaurant in Oban'],
  [
    'mining',
    'I run a small placer gold claim up in the Yukon, just me and two seasonal guys digging all summer',
    'Worried about the water licence.',
  ],
  ['mining', 'quarry selling aggregate to road builders'],
  [
    'manufacturing',
    'i run a two machine injection moulding unit in Shah Alam and defect rate jump after we change resin supplier',
  ],
  ['manufacturing', '3D print farm making spare parts for a bus company'],
  ['foodProduction', 'Kuih maker'],
  [
    'foodProduction',
    'I make jerk seasoning and pepper sauce in small batches and need proper hygiene certs before the supermarket will stock it',
  ],
  [
    'foodProduction',
    'tablet and fudge batches made for a gift shop in Edinburgh',
    'Wee kitchen unit, two of us.',
  ],
  ['textiles', 'Alterations'],
  [
    'textiles',
    'I sew baju kurung to order from my flat in Ipoh and Raya season orders always pile up last minute',
    'Want to stop missing deadlines.',
  ],
  ['textiles', "kilt maker's workshop for a pipe band"],
  [
    'energy',
    "I'm a sole trader fitting heat pumps and solar PV across Fife and grid connection approvals are my biggest headache",
  ],
  ['energy', 'diesel generator hire for outdoor festivals'],
  ['waterUtility', 'NWC crew'],
  [
    'waterUtility',
    'I truck water to houses in the hills when the pipe supply lock off, one tanker and a lot of angry customers',
  ],
  [
    'waterUtility',
    'leak detection contractor for a housing association',
    'We want to stop chasing the same pipes every month.',
  ],
  ['wasteRecycling', 'Junk removal', 'One truck, me and my nephew.'],
  [
    'wasteRecycling',
    'I do bulky waste uplifts round Dundee with one van and the tip keeps changing its rules on mattresses',
  ],
  ['wasteRecycling', 'cardboard recycling collection for shops on Jalan Petaling'],
  [
    'construction',
    "I'm a self-employed joiner doing extensions and loft conversions and the site safety paperwork is doing my head in",
    'Usually two subbies on site with me.',
  ],
  ['construction', 'scaffolding crew at a cruise terminal'],
  ['logistics', 'Freight brokering'],
  [
    'logistics',
    'I drive my own rig hauling freight between Winnipeg and Thunder Bay and keeping loads booked both ways is the problem',
  ],
  ['logistics', 'pick and pack warehouse for an online fabric seller'],
  [
    'vehicleRepair',
    'I fix cars out of my yard in Spanish Town, mostly Probox and taxis, and sourcing parts takes forever',
    'Me and one apprentice.',
  ],
  ['vehicleRepair', 'tyre and brake servicing for a fleet of Grab drivers'],
  ['aviation', 'Floatplane charter'],
  [
    'aviation',
    "I'm a freelance aircraft engineer doing line maintenance for small operators in the Highlands and Islands, airworthiness paperwork never ends",
  ],
  ['aviation', 'bush plane service flying supplies to a mining camp'],
  ['publicTransport', 'Route taxi'],
  [
    'publicTransport',
    'I drive a school bus route in rural Saskatchewan and the timetable never allows for winter road conditions',
    'Around 40 kids on my run.',
  ],
  ['publicTransport', 'e-hailing driver doing KLIA airport runs'],
  ['maritime', 'Harbour tug'],
  [
    'maritime',
    'I run a wee landing craft taking cargo and livestock out to the islands, just me and two crew',
  ],
  ['maritime', 'marine surveyor inspecting cargo ships for an insurer'],
  ['postalCourier', 'Amazon Flex', 'Doing it evenings on top of my day job.'],
  [
    'postalCourier',
    "I'm a self-employed parcel courier in Halifax doing around 140 drops a day, and failed deliveries are constant",
  ],
  ['postalCourier', 'same day courier runs for dental labs in Glasgow', 'I want fewer wasted miles.'],
  [
    'retail',
    'we sell phone cases and accessories from a kiosk in a mall in Johor Bahru and stock always runs out on weekends',
  ],
  ['retail', 'tuck shop at a secondary school'],
  ['sales', 'Door-to-door sales'],
  [
    'sales',
    "I'm an independent rep selling kitchen equipment to restaurants across Ontario and my pipeline dries up every summer",
  ],
  ['sales', 'freelance sales agent closing deals for a solar installer', 'Commission only, no base.'],
  [
    'customerSuccess',
    "I'm a freelance customer success manager for two SaaS startups, handling onboarding and trying to stop churn at renewal",
  ],
  ['customerSuccess', "account management for a salon booking app's customers"],
  ['contactCentre', 'BPO agents'],
  [
    'contactCentre',
    'i take calls from home as a virtual agent for a telco and the queue on monday mornings is brutal',
  ],
  [
    'contactCentre',
    'answering service for plumbers and electricians',
    'Four of us on the phones, evenings too.',
  ],
  ['hospitality', 'Mamak stall', 'Open 24 hours, eight workers.'],
  [
    'hospitality',
    'I do private catering for weddings and nine nights, menu planning and cooking, with two aunties helping in the kitchen',
  ],
  ['hospitality', 'cafe inside a garden centre'],
  [
    'tourism',
    "I'm a freelance tour guide taking cruise passengers round Ocho Rios and bookings through the ship desk are really unreliable",
  ],
  ['tourism', "trip planning for a church group's pilgrimage", 'About 30 travellers, mostly retired.'],
  ['software', 'Freelance dev', 'Mostly Laravel, four retainer clients.'],
  [
    'software',
    'I build and maintain WordPress plugins on my own and every release seems to break something for one client',
  ],
  ['software', 'mobile app dev work for a bakery chain'],
  [
    'product',
    "I'm a solo founder building a booking app for barbers and I struggle to decide what goes on the roadmap next",
    'No users paying yet.',
  ],
  ['product', 'product manager at a farming app startup'],
  [
    'openSource',
    'I maintain a small open source library in my spare time and issues pile up faster than contributors can help',
    'About 200 stars, two regular contributors.',
  ],
  ['openSource', 'open source project for library catalogue software'],
  [
    'dataPlatform',
    "I'm a freelance data analyst building dashboards for a few small shops and the data from their tills is awful",
  ],
  ['dataPlatform', "dashboard and reporting setup for a hospital trust's waiting lists"],
  [
    'platformOps',
    "I'm a one-person ops shop managing Kubernetes clusters for three startups and the on-call pager never stops",
    'I want to sleep through a night.',
  ],
  ['platformOps', 'hosting infrastructure for a local news site'],
  [
    'retrospectives',
    'our retros feel pointless, same complaints every fortnight and the actions never get done by anyone',
  ],
  ['retrospectives', 'retrospective on a wedding catering job that went badly wrong'],
  [
    'newsMedia',
    'I run a hyperlocal news site for my town in Cape Breton, writing most stories myself and struggling to keep readers',
  ],
  ['newsMedia', 'newsletter editor covering the KL property market', 'Solo, about 3,000 subscribers.'],
  ['telecoms', 'WISP'],
  [
    'telecoms',
    'I install fibre broadband drops as a subcontractor in rural Aberdeenshire and signal faults keep bringing me back to jobs',
  ],
  ['telecoms', 'phone mast maintenance contractor working on hospital roofs'],
  [
    'creativeAgency',
    "I'm a freelance graphic designer doing logos and social campaigns for small businesses and clients keep changing the brief",
  ],
  [
    'creativeAgency',
    'commercial photographer shooting campaigns for a restaurant group',
    'Mostly on retainer, one assistant.',
  ],
  ['finance', 'Fractional CFO'],
  [
    'finance',
    "I'm a part-time finance manager for a small charity, juggling the budget, cash flow and grant spend on spreadsheets",
  ],
  ['finance', 'finance office of a fishing co-operative'],
  ['insurance', 'Loss adjuster'],
  [
    'insurance',
    "I'm an independent insurance broker in Kingston, mostly motor and home policies, and chasing renewals takes all my time",
  ],
  ['insurance', 'crop insurance underwriting desk', 'Claims spike every hurricane season.'],
  [
    'accounting',
    'I do bookkeeping and self assessment tax returns for tradesmen and hairdressers and January is always pure chaos',
  ],
  ['accounting', 'payroll and VAT returns for a chain of barbers'],
  [
    'realEstate',
    'I manage six condo units for owners who live overseas and tenant turnover plus repairs are a constant juggle',
    'Owners are in Hong Kong and Dubai.',
  ],
  ['realEstate', 'student flat lettings near a university'],
  ['legal', 'Immigration lawyer'],
  [
    'legal',
    "I'm a sole practitioner lawyer in Kuching, mainly conveyancing and wills, and my matter files are everywhere",
  ],
  ['legal', 'free legal advice clinic at a food bank'],
  ['consulting', 'Solo consultant'],
  [
    'consulting',
    'I consult for small hotels on pricing and revenue, mostly short engagements, and writing proposals eats my weekends',
  ],
  [
    'consulting',
    'freelance consultant advising dental practices on growth',
    'Want a better way to scope projects.',
  ],
  ['architecture', 'Architectural technologist'],
  [
    'architecture',
    'I draw up plans for house extensions and building warrants working alone, and clients keep changing the design after submission',
  ],
  ['architecture', 'architect designing a new mosque'],
  [
    'research',
    "I'm a freelance research assistant running survey studies for an academic team and data collection keeps slipping behind",
  ],
  ['research', 'research group studying coral at a marine park'],
  ['veterinary', 'Locum vet'],
  [
    'veterinary',
    "I'm a mobile vet doing farm and pet calls across rural Manitoba and clinic admin at night is killing me",
    'One vet tech, one truck.',
  ],
  ['veterinary', 'spay and neuter clinic run by an animal rescue'],
  ['peopleTeam', 'Freelance HR'],
  [
    'peopleTeam',
    'I do hiring and onboarding for a chain of five cafes as their only HR person, staff turnover is crazy',
  ],
  ['peopleTeam', 'recruitment for seasonal fruit pickers on a farm'],
  ['facilities', 'Office cleaning'],
  [
    'facilities',
    "I clean holiday lets on Skye between guests, changeovers are tight and the laundry's always the bottleneck",
    'Me and two part-timers in summer.',
  ],
  ['facilities', 'cleaning contractor for a primary school'],
  ['facilities', 'handyman doing maintenance on a block of rental flats'],
  [
    'security',
    "I'm a self-employed security guard doing night patrols on construction sites, and my incident reports go nowhere",
  ],
  ['security', 'guard post at a mall car park'],
  ['publicServices', 'Municipal office'],
  [
    'publicServices',
    "I work the front desk at the parish council office in Trelawny dealing with residents' complaints about roads and drains",
  ],
  ['publicServices', "the council's licensing team for taxi drivers", 'Backlog is about three months.'],
  [
    'governmentPolicy',
    "I'm a contractor writing consultation summaries and evidence reviews for a provincial ministry, and ministers change direction weekly",
  ],
  ['governmentPolicy', 'policy team drafting fisheries regulation'],
  [
    'justice',
    "I'm a freelance court reporter in Toronto, booked hearing by hearing, and transcript due dates clash all the time",
  ],
  [
    'emergencyServices',
    "I'm a dispatcher at the 911 centre for a small Alberta county and call volume spikes with every storm",
    'Only two dispatchers on nights.',
  ],
  ['emergencyServices', 'airport fire and rescue crew'],
  ['schools', 'SPM tuition'],
  [
    'schools',
    'i tutor kids for the 11 plus from my dining room, around twenty pupils a week and the parents want weekly reports',
  ],
  ['schools', 'two-teacher school on a fishing island'],
  [
    'earlyYears',
    'I run a home daycare in Mississauga with five kids under four and parents keep picking up late',
  ],
  ['university', 'Sessional lecturer'],
  [
    'university',
    "I'm an adjunct teaching two first-year modules at a college and student emails about grades never end",
  ],
  ['university', "nursing faculty's lecture programme"],
  ['training', 'Driving instructor'],
  [
    'training',
    'I run first aid courses for workplaces across Lanarkshire, about three sessions a week, and the certificate admin is a nightmare',
  ],
  ['training', 'forklift training for a warehouse company'],
  ['healthcare', 'Agency nurse'],
  [
    'healthcare',
    "I'm a self-employed nurse picking up agency shifts on different wards, and every hospital's handover system is different",
    'I want one way to keep my notes straight.',
  ],
  [
    'emergencyCare',
    "I'm a paramedic on a private ambulance covering motorsport meets, and triage in the paddock is total chaos",
  ],
  ['emergencyCare', 'first aid tent at a Highland games'],
  [
    'primaryCare',
    "we're a two-doctor family practice in rural Nova Scotia and no-shows plus prescription refills swamp the front desk",
  ],
  ['primaryCare', 'klinik panel in a shopping mall', 'Doctor plus three assistants.'],
  [
    'pharmacy',
    "I'm a locum pharmacist covering independents around Perthshire, each one dispenses differently and it's hard keeping up",
  ],
  ['pharmacy', 'pharmacy counter in a grocery store'],
  [
    'dentistry',
    "I'm a dental hygienist working across three practices and each one has different patient booking software",
  ],
  ['dentistry', 'dental van visiting remote schools', 'Two dentists share it.'],
  ['mentalHealth', 'Counsellor'],
  [
    'mentalHealth',
    "I'm a private therapist seeing clients online from Vancouver, and session notes plus cancellations are eating my evenings",
  ],
  ['mentalHealth', 'wellbeing counselling service for university students'],
  [
    'socialCare',
    "I'm a self-employed carer doing home visits for elderly folk and the travel between visits isn't paid",
  ],
  ['socialCare', 'care home run by a church', 'Around 30 residents, staff shortages.'],
  ['performingArts', 'Wedding band'],
  [
    'performingArts',
    "I sing with a small reggae band playing hotel gigs in Negril, rehearsals are hard to organise round everyone's day jobs",
  ],
  ['performingArts', 'resident pianist at a hotel bar'],
  [
    'museum',
    "I'm the only paid staff at a small pioneer museum in Saskatchewan, cataloguing the collection while volunteers cover the desk",
  ],
  ['museum', 'museum of a football club'],
  [
    'library',
    'I run a tiny lending library of Malay and English books for the kampung kids, loans tracked in an exercise book',
  ],
  ['library', 'book trolley service on hospital wards', 'Runs twice a week.'],
  [
    'sport',
    'I coach at a small boxing gym in Kingston, about thirty fighters, and keeping training consistent is hard',
  ],
  ['sport', "cricket club's junior coaching sessions"],
  [
    'events',
    'I organise night markets in a car park every Friday, managing vendor spots, tickets and crowd flow',
    'Up to 80 vendors.',
  ],
  ['events', 'fundraising gala for a hospice'],
  [
    'visualArts',
    'I paint portraits on commission and sell prints at craft fairs, but studio time keeps getting eaten by admin',
  ],
  ['visualArts', 'muralist working for a school board'],
  ['personalCare', 'Nail tech'],
  [
    'personalCare',
    "I'm a mobile hairdresser doing cuts and colours in clients' homes around Glasgow and booking is all over WhatsApp",
  ],
  [
    'personalCare',
    'i do braids and locs from my veranda in Portmore, clients show up late and mess up the whole day',
    'Saturdays I can do six heads.',
  ],
  ['faith', 'Kirk', 'Congregation of about 50, mostly elderly.'],
  [
    'faith',
    "I'm a part-time pastor for a small congregation in Mandeville and organising worship services and prayer meetings falls on me",
  ],
  ['faith', 'prayer group at a call centre'],
  [
    'association',
    "I'm secretary of our local taxi drivers' association and getting committee members to turn up is impossible",
  ],
  ['association', 'alumni society committee for a university', 'Membership is dropping.'],
  [
    'repairShop',
    'I fix laptops and phones from a stall in Low Yat and customers want it in one hour but parts take days',
  ],
  ['repairShop', 'sewing machine repair for a garment factory'],
  [
    'funeral',
    "I'm a funeral celebrant writing and leading services for bereaved families, sometimes three in a week",
  ],
  ['funeral', 'funeral director serving a fishing village', 'Family business, third generation.'],
  [
    'nonprofit',
    "I'm the only staff member at a charity supporting flood-affected families, doing grant bids and donor reports myself",
  ],
  ['household', 'Three-generation home'],
  [
    'household',
    "my husband and I both drive Grab at different hours and the kids' school runs are a constant fight",
    'Kids are 6 and 9.',
  ],
  [
    'household',
    "I'm a single dad in Halifax doing shift work and keeping the chore chart going with two teenagers is hopeless",
  ],
  [
    'household',
    'mi mother, mi sister and her two pickney all live with me and nobody agree who cook or clean',
  ],
  ['household', 'household of a fishing family where dad is away at sea for weeks', 'Three kids at home.'],
  ['community', 'Tenement close'],
  [
    'community',
    'neighbours on our crescent in Surrey BC keep fighting about parking and snow clearing, I want to get everyone talking',
  ],
  [
    'community',
    'me and some neighbours in the taman want to start a group for security and rubbish issues on our road',
    'About 60 houses.',
  ],
  ['community', 'residents of a mobile home park'],
  ['community', 'village near a quarry that is closing down'],
  [
    'volunteering',
    'I coordinate the volunteer rota at our food bank, about forty people, and Saturday shifts always have gaps',
    'Most of them are retired.',
  ],
  [
    'volunteering',
    "we're a bunch of volunteers driving elderly people to hospital appointments and matching drivers to requests is messy",
  ],
  ['volunteering', 'volunteers serving tea at a hospice'],
  [
    'youth',
    "I run a youth club two nights a week in Glasgow's east end and getting parents to sign consent forms is impossible",
  ],
  [
    'gardening',
    'I do garden maintenance for older folks around Halifax, mowing and pruning, and spring bookings all land at once',
  ],
  ['gardening', 'vegetable garden at a prison'],
];
