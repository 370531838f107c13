/**
 * Probe batch Y (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on first-person messages whose problem or tool belongs to another family than the system's own work, written by tradespeople, shopkeepers, carers and small-town workers in the US South, Scotland, Wales and South Africa), before any change to the drafter
 * was measured on it, and committed before it. 72 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (4 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_Y_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_Y_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_Y_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Pecan orchard'],
  [
    'farming',
    'our pickup keeps breaking down halfway through peanut harvest and the whole crew sits idle in the field',
    'Family outfit in south Georgia, me, my brother and four seasonal hands.',
  ],
  ['farming', 'Sugarcane growers supplying a KZN mill'],
  ['forestry', 'Felling gang'],
  [
    'forestry',
    "I run a wee forestry squad in Argyll and the radios never work once we're up the hill felling",
  ],
  [
    'forestry',
    'pine plantation owned by a pension fund',
    'We want to see where the replanting keeps falling behind.',
  ],
  ['fishing', 'Creel boat'],
  [
    'fishing',
    "we're a shrimp boat out of Bayou La Batre and the fuel card accounts is a nightmare every month",
  ],
  ['fishing', 'Snoek fishing crew working out of a tourist harbour'],
  [
    'mining',
    "eish, I'm shift boss on a platinum mine near Rustenburg and load shedding keeps stopping the winders underground",
    'About 300 people on my shift.',
  ],
  ['mining', 'Sand quarry on land leased from the church'],
  [
    'manufacturing',
    "we make trailer hitches in a small plant in Alabama and the defect rate jumps whenever the forklift driver's off",
  ],
  ['manufacturing', 'factory line making school furniture'],
  [
    'foodProduction',
    'we bake oatcakes in a unit in Fife and the delivery van is aye late so batches go stale',
    'Eight of us, two ovens.',
  ],
  ['foodProduction', 'Pie production kitchen for a rugby ground'],
  ['textiles', 'Tweed mill'],
  ['textiles', 'I sew bridal gowns from my spare room in Macon and my card reader keeps dropping payments'],
  ['textiles', 'uniform sewing room for a security company'],
  [
    'energy',
    'we run the wee hydro station on the estate and the payroll spreadsheet for the operators is a shambles',
  ],
  [
    'energy',
    'Solar mini-grid serving a rural clinic',
    'Worried about what happens when the one technician leaves.',
  ],
  [
    'waterUtility',
    'I read meters for the water department in our town and the trucks are always in the shop when leaks come in',
  ],
  ['waterUtility', 'Borehole pump crew for a game lodge'],
  [
    'wasteRecycling',
    'we do bin collections for three villages in Powys and the route app keeps sending the lorry down farm tracks',
    'Two lorries, five crew.',
  ],
  ['wasteRecycling', 'cardboard baling yard behind a shopping centre'],
  ['construction', 'Groundworks firm'],
  [
    'construction',
    "I'm a framing contractor in Tennessee and my guys never see the schedule cause the group text is chaos",
  ],
  [
    'logistics',
    "we run a freight yard outside Richards Bay and the port's booking system never matches our truck slots",
  ],
  ['logistics', 'Warehouse for an online pharmacy'],
  [
    'vehicleRepair',
    "I own a small body shop in South Carolina and the parts supplier's website shows stock that's never actually there",
    'Just me and two techs.',
  ],
  ['vehicleRepair', "Workshop servicing the council's bin lorries"],
  ['aviation', 'Charter airline'],
  [
    'aviation',
    'we fly crop dusters out of a grass strip in the Delta and the fuel invoices never match what we pumped',
  ],
  ['aviation', 'ground handling at a holiday airport'],
  ['publicTransport', 'Taxi rank'],
  [
    'publicTransport',
    'I drive the village bus in Gwynedd and the timetable printouts at the stops are always out of date',
  ],
  [
    'maritime',
    "I'm mate on a wee coaster carrying timber out of Buckie and the crew rota lives on a torn sheet of paper",
  ],
  ['maritime', 'cargo berth handling citrus exports in Gqeberha'],
  ['postalCourier', 'Rural carriers'],
  [
    'postalCourier',
    'we do same-day courier runs round Cardiff and the vans spend more time at the garage than on the road',
    'Six drivers, mostly self employed.',
  ],
  [
    'retail',
    'I run a bait and tackle shop on the coast and the stock count never matches what the till says',
  ],
  ['retail', 'gift shop in the cathedral'],
  [
    'retail',
    'I own the hardware store in a little Mississippi town and the delivery from the co-op warehouse is wrong evry single week',
    'Been in the family since 1952.',
  ],
  [
    'sales',
    'I sell tractors for a dealership in Oklahoma and our CRM loses half the leads from the county fairs',
  ],
  ['sales', 'Ad sales desk at a local paper', 'Four of us chasing the same advertisers.'],
  [
    'customerSuccess',
    'I handle renewals for the dairies that use our herd software and the billing system keeps churning them by mistake',
  ],
  ['customerSuccess', 'Onboarding and account team for a school management app'],
  [
    'contactCentre',
    'we take calls for a medical aid in Joburg and the queue screen freezes whenever the aircon trips the power',
    'Around 120 agents over two shifts.',
  ],
  ['contactCentre', 'booking line for a chain of holiday cottages'],
  ['hospitality', "we run a wee hotel in Oban and the laundry firm keeps sending back other folk's sheets"],
  ['hospitality', 'Kitchen at a golf club'],
  ['hospitality', 'Chippy', 'Family run, open till late.'],
  ['tourism', 'Safari tours'],
  [
    'tourism',
    'I do ghost walks round Savannah and the ticketing site double books the same slot about once a week',
  ],
  ['tourism', 'visitor tours at a working distillery', 'Summer is mad, winter is dead.'],
  [
    'software',
    "I'm the only developer at a plumbing supplies firm and every release breaks the warehouse scanners",
  ],
  ['software', 'App developers for a taxi firm'],
  [
    'product',
    'we decide what goes into the app our farmers use to log spraying and nobody agrees on the roadmap',
  ],
  ['product', 'product discovery team at a bank', 'We keep building things nobody asked for.'],
  [
    'openSource',
    'I maintain a little open source library for reading weather station data and the issue tracker is drowning me',
  ],
  ['openSource', 'Open-source project for church sound desks'],
  [
    'dataPlatform',
    'I build the dashboards for a chain of tyre shops and the data from the tills arrives two days late',
  ],
  ['dataPlatform', 'Data warehouse team at an insurer', 'Three engineers and a lot of angry analysts.'],
  [
    'platformOps',
    'we keep the servers running for a grocery chain and every power cut in town takes a cluster down',
  ],
  ['platformOps', 'cloud infrastructure team for a newspaper group'],
  [
    'retrospectives',
    'I run the monthly look-back meeting for our plumbing crew and it always turns into a moan about the vans',
    'I want it to actually change something.',
  ],
  ['retrospectives', 'Post-season retrospective for a rugby club'],
  ['newsMedia', 'Local rag'],
  [
    'newsMedia',
    "we put out a weekly paper in a small Texas town and the printer's delivery truck keeps missing the Wednesday run",
  ],
  ['newsMedia', 'Farming news desk at a regional radio station'],
  ['telecoms', 'Rural ISP'],
  [
    'telecoms',
    "we're a wee broadband co-op in the Highlands and the volunteers who dig the trenches never turn up on time",
    'About 400 houses connected so far.',
  ],
  ['telecoms', 'Mobile mast maintenance for a mining town'],
  [
    'creativeAgency',
    "we're a two-person branding studio in Swansea and our print supplier keeps getting the colours wrong on client jobs",
  ],
  ['creativeAgency', 'marketing agency for a chain of dental practices'],
  [
    'finance',
    "I'm the finance person for a chain of three hair salons and the booking system never matches the cash",
  ],
  ['finance', 'Budget office of a county school district', 'Five staff, one very old ledger system.'],
  [
    'insurance',
    'we handle crop insurance claims for farmers round Lubbock and the hail reports from the weather service come in far too late',
  ],
  ['insurance', 'underwriting desk for fishing vessels'],
  ['accounting', 'Tax practice'],
  [
    'accounting',
    'I do the books and tax returns for about forty farmers in Carmarthenshire and half of them still post me shoeboxes of reciepts',
    'January is hell.',
  ],
  ['accounting', 'Bookkeeping service for church treasurers'],
  [
    'realEstate',
    "I manage about sixty rental houses in Pietermaritzburg and the plumbers I call never tell tenants when they're coming",
  ],
  ['legal', 'Conveyancing firm'],
  [
    'legal',
    "I'm a small-town attorney in Louisiana and my paralegal spends hours fighting the court's e-filing system",
  ],
  ['legal', 'In-house legal team at a shipping line', 'Two lawyers covering four countries.'],
  [
    'consulting',
    'I advise family farms on succession planning and the proposals I write sit in their inbox for months',
  ],
  ['consulting', "consultants reviewing a police force's call handling"],
  [
    'architecture',
    "we're a three-person architecture practice in Dundee and the planning portal rejects our drawings for the daftest reasons",
  ],
  [
    'architecture',
    'Design studio drawing up a new cancer centre',
    'Fees are tight and the client keeps changing the brief.',
  ],
  [
    'research',
    'I run trials on drought-tolerant maize at an agricultural research station and the field data gets lost between tablets',
  ],
  ['research', 'Research team studying dementia in care homes'],
  [
    'veterinary',
    "I'm a large-animal vet in rural Kentucky and the farm call bookings come in on four different phones",
    'Me, one other vet and a receptionist.',
  ],
  [
    'peopleTeam',
    'I do the hiring for a chain of truck stops and half the new starters quit before their first paycheck clears',
  ],
  [
    'facilities',
    'I look after the buildings for a country hotel and the booking system never tells me which rooms need fixing first',
  ],
  ['facilities', 'Cleaning contractors at an airport', 'Night shift mostly, about 25 cleaners.'],
  ['security', 'Armed response'],
  [
    'security',
    'ja we guard a shopping centre in Pretoria and the radios from the telecoms guy drop out in the parkade',
  ],
  ['publicServices', 'Council'],
  [
    'publicServices',
    "I work the front desk at the town clerk's office and the tax bills from the printer always go out wrong",
    'Small town, three of us in the office.',
  ],
  ['publicServices', 'Council service desk for taxi licensing'],
  [
    'governmentPolicy',
    "I'm writing fisheries policy for the Welsh Government and the evidence from the fleet arrives in fifty different spreadsheets",
  ],
  ['governmentPolicy', 'Ministerial team drafting rules for care homes'],
  [
    'justice',
    "I'm a clerk at the sheriff court in Stirling and the video link to the prison drops every single morning",
  ],
  [
    'emergencyServices',
    "we're the sea rescue station in Hout Bay and the donations software keeps losing track of who gave what",
  ],
  ['emergencyServices', 'Volunteer fire department in a farming county'],
  [
    'schools',
    'I teach fourth grade in rural Georgia and the school bus schedule means half my class misses first period',
  ],
  ['schools', 'Farm school on a wine estate', 'Two teachers, about sixty kids across all grades.'],
  [
    'earlyYears',
    'I run a home daycare in Mississippi and the food program paperwork takes longer than the actual lunches',
  ],
  [
    'university',
    'I coordinate first-year engineering modules and the timetabling software keeps putting my labs in lecture theatres',
  ],
  [
    'university',
    'Nursing degree course at a university',
    'Placements are the part that keeps falling apart.',
  ],
  [
    'training',
    'I teach forklift and first aid courses to warehouse staff and the booking portal sends learners to the wrong venue',
  ],
  ['training', 'apprentice training centre for electricians'],
  ['healthcare', 'Cottage hospital'],
  [
    'healthcare',
    "I'm charge nurse on a surgical ward in Inverness and the porters never come when the bed manager says",
    '28 beds, always full.',
  ],
  ['healthcare', 'Occupational health clinic at a platinum mine'],
  [
    'emergencyCare',
    "we're a volunteer ambulance squad in a small Virginia town and the dispatch radios were made before I was born",
  ],
  ['emergencyCare', 'Pitch-side paramedics at rugby matches'],
  [
    'primaryCare',
    "I'm practice manager at a GP surgery in the Valleys and the phone system cuts patients off at 8am",
    'Four GPs, 9000 patients.',
  ],
  [
    'pharmacy',
    "I own an independent drugstore in small-town Arkansas and the wholesaler's delivery truck is late every other day",
  ],
  ['pharmacy', 'Dispensary in a rural GP practice'],
  [
    'dentistry',
    "we're a two-chair dental practice in Aberdeen and the lab that makes our crowns keeps losing the impressions",
  ],
  [
    'mentalHealth',
    "I'm a therapist in private practice in Durban and my diary app keeps booking clients into the same hour",
  ],
  ['mentalHealth', 'Wellbeing counsellors supporting drought-hit farmers'],
  [
    'socialCare',
    "I'm a home carer in Merthyr and the rota app sends me to two old ladies at once across town",
    'There are twelve of us carers and the office is always short.',
  ],
  ['socialCare', 'Supported living home run by a church trust'],
  ['performingArts', 'Pipe band'],
  [
    'performingArts',
    'I run a community theatre in a small North Carolina town and the ticketing site charges more in fees than the tickets cost',
  ],
  ['performingArts', 'Male voice choir started at the old colliery'],
  [
    'museum',
    "I'm the only paid curator at a mining museum in Blaenavon and the volunteers' rota is kept in a biscuit tin",
  ],
  ['museum', 'exhibition team at a railway museum', 'We want more school groups through the door.'],
  [
    'library',
    "I'm the librarian at our county branch and the computers the state sent us crash every time someone prints",
  ],
  ['library', 'Lending library inside a prison'],
  ['sport', 'Shinty club'],
  [
    'sport',
    "I coach under-12 rugby in Stellenbosch and the parents' WhatsApp group causes more trouble than the opposition",
  ],
  ['sport', 'bowls club at a retirement village', 'Membership is getting older every year.'],
  ['events', 'County show'],
  [
    'events',
    'I organise weddings out of a barn in Pembrokeshire and the caterers never send final numbers until the night before',
  ],
  ['events', 'Conference organisers for a dental association'],
  [
    'visualArts',
    'I paint and sell landscapes from a wee studio on Skye and the gallery that takes my work never pays on time',
  ],
  ['visualArts', 'Artist residency on a working farm', 'Four artists at a time, three months each.'],
  [
    'personalCare',
    "I've got a barbershop in Jackson and the card machine goes down every Saturday when the line's out the door",
  ],
  ['faith', 'Chapel'],
  [
    'faith',
    "I'm the pastor of a small Baptist church in the Ozarks and the sound system dies halfway through every sermon",
    'About ninety on a good Sunday.',
  ],
  ['faith', 'Lunchtime prayer group at the car plant'],
  [
    'association',
    "I'm secretary of the local beekeepers' association and the membership renewals are all on paper forms in my shed",
  ],
  ['association', "Taxi owners' association committee", 'The committee fights more than the members do.'],
  [
    'repairShop',
    'I fix phones and laptops from a kiosk in a Cape Town mall and the parts courier never arrives when promised',
  ],
  ['repairShop', 'Bicycle repair shop at a train station'],
  [
    'repairShop',
    'key cutting and watch repair counter in a supermarket',
    'Just two of us covering six days.',
  ],
  [
    'funeral',
    "we're a family funeral home in rural Tennessee and the florist we use keeps delivering wreaths to the wrong church",
    'Third generation, eight staff.',
  ],
  ['funeral', 'Funeral parlour serving a Muslim community'],
  [
    'nonprofit',
    "I run a small children's charity in Bloemfontein and the donor spreadsheet has eight versions on three laptops",
  ],
  [
    'household',
    "me and my wife both work shifts at the mine and the kids' school app never tells us about early closing",
  ],
  [
    'household',
    "I'm raising my two grandkids in Wrexham and the council's bin days and the school runs never line up",
    'I just want the week to stop falling apart.',
  ],
  ['household', 'Family home above the shop'],
  ['household', 'Chore chart for a house full of teenagers'],
  ['community', 'The village', 'Around 200 people, one shop, no bus on Sundays.'],
  [
    'community',
    "we're the neighbours in a Glasgow tenement and the factor never fixes the close door or the stair lights",
  ],
  [
    'community',
    'folks on our road in the Lowcountry share one well pump and one mower and nobody can agree who fixes what',
  ],
  [
    'community',
    'Residents of a street next to a quarry',
    'The dust and the lorries are wearing everyone down.',
  ],
  ['community', 'Residents living beside a proposed wind farm'],
  [
    'volunteering',
    'I coordinate the volunteers at our food pantry and the donated van breaks down every other Tuesday',
    'Forty-odd volunteers, mostly retired.',
  ],
  [
    'volunteering',
    "we're all volunteers driving old folk to hospital appointments round Aberystwyth and the booking spreadsheet is a proper mess",
  ],
  ['volunteering', 'volunteer rota for a hospice shop'],
  [
    'youth',
    "I'm a youth worker at the drop-in in Port Talbot and the building's heating is off more than on",
  ],
  ['youth', 'Youth group meeting at the mosque', 'Mostly 13 to 17, two adult leaders.'],
  ['gardening', 'Allotment site'],
  [
    'gardening',
    'I keep the walled garden at a country house hotel and the kitchen keeps asking for herbs I planted last week',
  ],
];
