/**
 * Probe batch AN (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on older and non-technical people who type as they speak (run-on sentences, lower case, typos), across all families, in the US, the UK and Australia), before any change to the drafter
 * was measured on it, and committed before it. 74 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AN_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AN_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AN_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'me and my brother run the family dairy farm and milking times are always a fight about who does what',
    'Dad still thinks hes in charge and hes 84.',
  ],
  ['farming', 'the dairy herd at the agricultural college'],
  ['farming', 'horse stud'],
  [
    'forestry',
    'i manage about 300 acres of woodland for the estate and the thinning and replanting plan is years behind',
  ],
  ['forestry', "the forestry gang on the water board's catchment land"],
  ['fishing', 'cray boat'],
  [
    'fishing',
    'my husband has a little lobster boat out of maine and i do the books and selling the catch',
    'Hes 67 and wont retire.',
  ],
  ['fishing', 'trawler that supplies the fish and chip shops in town', 'Skipper plus three deckies.'],
  [
    'mining',
    'i do the safety paperwork for an opal mine near coober pedy and half the blokes never fill in the forms',
    'Nine of us on a good day.',
  ],
  ['mining', 'the quarry that sells stone for the cathedral restoration'],
  [
    'manufacturing',
    'we make kitchen cabinets in a shed out back, twelve of us, and too many doors come back with defects',
  ],
  ['manufacturing', 'factory line making hospital beds', 'About 60 on the floor over two shifts.'],
  ['foodProduction', 'Smallgoods factory'],
  [
    'foodProduction',
    'i make chutneys and jams in a rented commercial kitchen and the batch labels and hygiene records are getting on top of me',
  ],
  ['foodProduction', 'the bakehouse that supplies the school dinners'],
  [
    'textiles',
    'i sew wedding dresses from home with two ladies helping and the patterns and fabric orders are all over the place',
  ],
  ['textiles', 'wardrobe sewing room for the opera house', 'Four of us and a lot of very fussy singers.'],
  [
    'energy',
    'i look after the diesel generators for a remote community out west and the power goes off every other week',
    'Theres about 300 people relying on it.',
  ],
  ['energy', 'little hydro scheme on a hill farm'],
  [
    'waterUtility',
    'we are a small rural water district and nobody can find the leaks, the old pipes are from the 1950s',
    'Three staff and a board of retired farmers.',
  ],
  ['waterUtility', 'the bore water supply and pipes at a caravan park'],
  [
    'wasteRecycling',
    'i drive a garbage truck for the county and the collection routes make no sense since they changed them',
  ],
  ['wasteRecycling', 'cardboard recycling at a big hospital'],
  [
    'construction',
    'my son in law has a building company, 6 blokes, and i help with the paperwork, site safety is a nightmare',
    'I just want to understand how it all fits together.',
  ],
  ['construction', 'the builders putting up the new church hall'],
  ['logistics', 'trucking outfit'],
  [
    'logistics',
    'we run a small warehouse storing stuff for online sellers and the picking is allways wrong on monday mornings',
    'We want to grow but not untill this is sorted.',
  ],
  ['logistics', 'the trucking depot for a supermarket chain'],
  [
    'vehicleRepair',
    'my husband runs a garage fixing cars and tractors and i answer the phone and nothing ever gets written down',
    'Been going 31 years.',
  ],
  ['vehicleRepair', 'the mechanics that service the council bin lorries'],
  ['aviation', 'Charter flights'],
  [
    'aviation',
    'i do the maintenance logs for three small planes at our airfield and im worried we miss an inspection',
  ],
  ['aviation', 'airstrip crew at a remote mine'],
  [
    'publicTransport',
    'i drive for the little town bus service and the passengers keep complaining the timetable doesnt match the train',
  ],
  ['publicTransport', 'school bus routes for the whole county', 'We got 40 buses and never enough drivers.'],
  [
    'maritime',
    'i work in the office of a small shipping line with two old cargo ships and crew changes are always chaos',
  ],
  ['maritime', 'the supply boat that serves the oil rigs'],
  [
    'postalCourier',
    'i deliver the post on a rural round and the parcels have doubled since christmas, my back is killing me',
  ],
  ['postalCourier', 'the mail room at a big law firm'],
  [
    'retail',
    'i own a little yarn shop and the stock on the shelves never matches what the computer says we have',
    'Its just me and my sister.',
  ],
  [
    'sales',
    'i sell advertising space for our local paper and my boss wants me to hit a quota every month',
    'Im 61 and never done sales before this.',
  ],
  ['sales', 'the sales team at a tractor dealer'],
  [
    'customerSuccess',
    'my job is keeping our bussiness customers happy after they sign up so they dont cancel at the end of the year',
  ],
  [
    'customerSuccess',
    'customer onboarding at a farm software company',
    'Too many of them leave after the first year.',
  ],
  [
    'contactCentre',
    'i supervise the phone lines at an insurance company and callers wait 40 minutes in the queue',
  ],
  ['contactCentre', 'the call center for the gas company'],
  ['hospitality', 'country pub', 'Rooms upstairs and a bistro, 14 staff.'],
  [
    'hospitality',
    'we run a bed and breakfast with four rooms and the cleaning between guests is always a rush',
    'Were both in our seventies now.',
  ],
  ['hospitality', 'staff canteen at the coal mine'],
  ['tourism', 'Travel agent'],
  [
    'tourism',
    'my wife and i run walking holidays in the lake district and the bookings are all on paper still',
  ],
  ['tourism', 'the guided tours at an old gold mine'],
  [
    'software',
    'my grandson and his friends write an app for ordering takeaway and every update breaks something',
    'I put some money in so I want to understand it.',
  ],
  ['software', 'the programmers at a big bank'],
  ['product', 'i am the product owner for a booking app for hairdressers and we never talk to actual users'],
  ['product', 'product managers at a car insurance startup'],
  [
    'openSource',
    'i maintain a free family history program in my retirement and people send me bug reports i cant keep up with',
    'About a dozen people help with the code now and then.',
  ],
  ['openSource', 'the open source project behind our library catalogue'],
  [
    'dataPlatform',
    'i am the only one who understands the spreadsheets and dashboards at the council and the numbers never match',
  ],
  ['dataPlatform', 'the data warehouse at a supermarket chain'],
  [
    'platformOps',
    'our servers keep falling over at night and i am the only it person for the whole company',
    'Around 200 staff.',
  ],
  ['platformOps', "the IT guys keeping the school district's servers running"],
  [
    'retrospectives',
    'we have a meeting every friday to look back on the week but nothing we agree ever gets done',
    'Its a small accounts office, 8 people.',
  ],
  ['retrospectives', 'retros for the ward nursing team'],
  [
    'newsMedia',
    'i write for a small town newspaper and the editor and i argue every week about wich stories go on the front',
  ],
  ['newsMedia', 'the farming news show on regional radio'],
  [
    'telecoms',
    'i work for a tiny internet provider in the hills and the signal drops every time it rains',
    'Only 5 of us and about 900 customers.',
  ],
  ['telecoms', 'the phone lines and broadband for an island community'],
  [
    'creativeAgency',
    'we are a little design studio doing logos and leaflets and clients keep changing the brief after we start',
  ],
  ['creativeAgency', 'advertising firm doing campaigns for a supermarket'],
  [
    'finance',
    'i look after the budget for our county roads department and the cash never lasts to the end of the year',
  ],
  ['finance', 'the bursars office at a private school', 'Me and two part timers.'],
  [
    'insurance',
    'i handle claims for a small farm insurance firm and after the floods we got buried in paperwork',
  ],
  [
    'accounting',
    'i do bookkeeping for about twenty tradies and their receipts come in shoeboxes at the end of the year',
    'I want to stop working weekends in july.',
  ],
  ['accounting', 'accountants who do the tax returns for farmers'],
  [
    'realEstate',
    'i own three rental houses and the tenants ring me about every little thing, i cant keep track',
  ],
  ['realEstate', 'the property managers for a retirement village'],
  [
    'legal',
    'im a legal secretery at a two lawyer office in a country town and the files are a disaster',
    'One of the lawyers is retiring next year.',
  ],
  ['legal', 'the legal team at a trade union'],
  [
    'consulting',
    'i am retired and do a bit of consulting for small manufacturers writing proposels takes me forever',
  ],
  ['consulting', 'management consultants working for the health department'],
  [
    'architecture',
    'my daughter and i have a little architecture practice doing house extensions and the planning drawings always run late',
  ],
  ['architecture', 'architects who design church restorations', 'We are three partners and a junior.'],
  [
    'research',
    'i run a small study on sheep worms for the government and the data from the farms comes in all diffrent ways',
  ],
  ['research', 'the research unit at a childrens hospital'],
  ['veterinary', 'my husband is a country vet and i run the front desk, pet owners get cross waiting'],
  ['veterinary', 'the vets at the racecourse', 'Mostly horses, some dogs on greyhound nights.'],
  [
    'peopleTeam',
    'i do the hiring and staff paperwork for a chain of car washes and people quit after two weeks',
  ],
  ['peopleTeam', 'the hr department of a mining company'],
  [
    'facilities',
    'i manage the cleaners and maintenance blokes for an office block and the jobs list never gets shorter',
    'Eleven floors and one lift that always breaks.',
  ],
  ['facilities', 'the cleaning crew at an airport'],
  ['facilities', 'cleaning contractors at a meatworks'],
  [
    'security',
    'i run a few security guards doing patrols on building sites overnight and incidents dont get written up',
    'The insurance people are asking questions.',
  ],
  ['security', 'door staff at a football club'],
  [
    'publicServices',
    'i work on the front counter at the council and residents come in angry about the bins every single day',
  ],
  [
    'publicServices',
    'the births deaths and marriages registry office',
    'We are short staffed and the queue goes out the door.',
  ],
  [
    'governmentPolicy',
    'i work for a state senator and we are drafting a bill about water rights and need to gather evidence',
  ],
  ['governmentPolicy', 'policy advisers working on farm subsidies'],
  [
    'justice',
    'i am a prison officer on a wing with 80 men and the handover between shifts is rubbish',
    'Staff sickness is through the roof.',
  ],
  ['justice', 'youth court clerks'],
  [
    'emergencyServices',
    'i dispatch for the sheriffs office and ambulance in a rural county and the radio calls get missed',
  ],
  ['emergencyServices', 'the fire crew at an oil refinery'],
  [
    'schools',
    'i teach year 5 at a little country school with 40 kids and the lesson planning takes my whole weekend',
    'Theres only three teachers counting the principal.',
  ],
  ['schools', 'the hospital school for kids on the cancer ward'],
  [
    'earlyYears',
    'i run a childminding business from my home with six little ones and the parents never pick up on time',
  ],
  ['earlyYears', 'creche at the leisure centre'],
  [
    'university',
    'i teach a night course in history at the state college and half my students never turn in the module work',
  ],
  [
    'university',
    'the school of nursing at the uni',
    'I want to see where the students fall through the cracks.',
  ],
  ['training', 'i teach first aid courses to workplaces and the trainers keep double booking the sessions'],
  ['training', 'the forklift licence courses at a big warehouse'],
  [
    'healthcare',
    'i am a nurse on a busy surgical ward and the handover at shift change is where things go wrong',
  ],
  ['healthcare', 'the health care wing at the jail', 'Two nurses per shift for about 600 inmates.'],
  [
    'emergencyCare',
    'i drive an ambulance in the bush and the handover at the hospital takes hours while we wait',
  ],
  ['emergencyCare', 'the emergency medics at a ski resort'],
  [
    'primaryCare',
    'i am the receptionist at our family doctors and patients ring at 8am and cant get an appointment',
    'Five doctors and a practice nurse.',
  ],
  ['primaryCare', 'the GP clinic on the uni campus'],
  ['pharmacy', 'i work at the drugstore pharmacy counter and the prescriptions pile up every afternoon'],
  ['pharmacy', 'the pharmacy that supplies the nursing homes'],
  [
    'dentistry',
    'i manage a small dental office and patients cancel last minute so the dentist sits around',
    'Its costing us alot of money.',
  ],
  ['dentistry', 'the dental van that visits the schools'],
  [
    'mentalHealth',
    'i am a therapist working on my own from a room above a shop and the notes between sessions pile up',
  ],
  ['mentalHealth', 'the counselling service for drought hit farmers'],
  [
    'socialCare',
    'i am a home carer visiting old folks in their houses and the rota gives us no time to travel inbetween',
    'Some days its 14 visits.',
  ],
  ['socialCare', 'the church run old peoples home'],
  [
    'performingArts',
    'i run a little amateur theatre group and rehearsals fall apart because half the cast never turns up',
  ],
  ['performingArts', 'the house band at the RSL'],
  [
    'museum',
    'i am the curator at a small railway museum and half the objects in the collection have no records',
    'Mostly run by retired railwaymen.',
  ],
  ['museum', 'the museum inside the football stadium'],
  [
    'library',
    'i am the librarian in a tiny branch library and people keep loans out for months',
    'Its open three days a week.',
  ],
  ['library', 'the library in the prison'],
  ['sport', 'footy club'],
  ['sport', 'i captain our bowls team at the club and picking who plays each match causes fights every week'],
  ['sport', 'the staff cricket team at the bank', 'We play saturdays in summer.'],
  [
    'events',
    'i help run the county fair every august and the ticket booths and vendor spots are always a mess',
  ],
  ['events', 'the conference and events office at the uni'],
  [
    'visualArts',
    'i paint watercolours and sell them at markets, i want to organise my studio and exhibition work better',
    'Ive got a show at the library in spring.',
  ],
  ['visualArts', 'the artists studios in the old fire station'],
  ['personalCare', 'i do hair from my garage and my clients keep forgetting their appointments'],
  ['personalCare', 'the hairdresser at the nursing home'],
  [
    'faith',
    'i am the church warden and our congregation is getting older and smaller, we need to think about sunday services',
    'About 30 come on a good week.',
  ],
  ['faith', 'the chaplaincy at an airport'],
  [
    'association',
    'i am secretary of the old boys association from my school and the membership list is years out of date',
  ],
  ['association', 'the nurses union branch at the hospital'],
  [
    'repairShop',
    'my husband fixes tvs and radios out of our shop and customers leave things for months and never collect',
  ],
  ['repairShop', 'the computer repair counter at a department store'],
  [
    'funeral',
    'we are a family funeral home in a small town and the paperwork after someone passes is always rushed',
    'Third generation, my son is taking over.',
  ],
  ['funeral', 'the crematorium run by the council'],
  [
    'nonprofit',
    'i run a little charity raising money for wells in africa and our donors want to know where the money goes',
  ],
  ['nonprofit', 'the fundraising office of a hospice'],
  [
    'household',
    'my husband and i both work shifts at the hospital and the kids never know who is picking them up',
    'Three kids, 6, 9 and 14.',
  ],
  ['household', 'we have my mum living with us now and the three kids and nobody does there chores'],
  [
    'household',
    'our teenagers and us parents fight about screen time and chores every night and i want a plan for the house',
  ],
  ['household', 'the family home above our corner shop'],
  ['household', 'fifo household, dads on the mines two weeks on one off', 'The kids play up when hes away.'],
  [
    'community',
    'me and the neighbours on our road want to do something about the speeders and the empty shop on the corner',
  ],
  [
    'community',
    'i live in a trailer park and us residents are trying to get organized about the water and the landlord',
    'Theres 60 lots and mostly old folks like me.',
  ],
  ['community', 'residents group at our retirement village'],
  ['community', 'the locals in our old pit village'],
  [
    'volunteering',
    'i coordinate the volunteers at our food bank and the rota has holes every week, people drop out',
    'Most of our volunteers are over 70.',
  ],
  [
    'volunteering',
    'i organise about thirty volunteers who pick up litter on the beach and getting people signed up for shifts is hard',
  ],
  ['volunteering', 'volunteer ushers at the theatre'],
  ['volunteering', 'the volunteer crew at the wildlife rescue'],
  ['youth', 'Cub scouts'],
  [
    'youth',
    'i help run the youth club in our church hall on tuesdays and the teenagers just want there phones',
  ],
  [
    'gardening',
    'i look after the gardens at a big old house open to the public and the planting plan is all in my head',
  ],
  [
    'gardening',
    'the vegie garden at the primary school',
    'The kids love it but the summer holidays kill everything.',
  ],
];
