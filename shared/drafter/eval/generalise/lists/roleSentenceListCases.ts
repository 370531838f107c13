/** First-person sentences of eight to thirty-five words in which the writer names their own job title, most of them titles any field has ('shift supervisor at a cheese factory'), then the workplace. See boundaryListCases.ts. */
export const ROLE_SENTENCE_LIST_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'farming',
    "I'm the operations manager on a 900-acre arable farm in Lincolnshire, and the wet summer has pushed our wheat harvest back three weeks.",
  ],
  [
    'farming',
    'im a supervisor at a dairy farm outside Mallow, 14 of us milking 400 cows twice a day and we cant keep staff',
  ],
  [
    'farming',
    "Assistant manager for a family-run potato and carrot grower in Canterbury NZ, we're fighting soil compaction in the lower paddocks this season.",
  ],
  [
    'farming',
    "I work as a farmhand on a cattle station out past Longreach, drought means we're trucking in hay every week.",
  ],
  [
    'forestry',
    "I'm a site supervisor for a harvesting crew in the Scottish Borders, felling spruce plantations, and the ground is too soft for the forwarders.",
  ],
  [
    'forestry',
    'Operations coordinator at a logging contractor on Vancouver Island, we replant about two million seedlings a year after the cutblocks are cleared.',
  ],
  [
    'forestry',
    'I work as the planning officer for the state forestry agency in Victoria, managing thinning of bushland around towns at risk of fire.',
  ],
  [
    'forestry',
    'forest ranger with the county woodlands service, marking trees for felling and keeping timber lorries off the bridleways',
  ],
  [
    'fishing',
    "I'm deputy to the skipper on a trawler out of Peterhead, crew of seven, and our haddock quota was gone by September.",
  ],
  [
    'fishing',
    "Operations manager for a fishermen's co-op in Newfoundland, we buy the lobster catch off about 40 small boats every spring.",
  ],
  [
    'fishing',
    'deckhand on a longliner working out of Nelson, weeks at sea chasing tuna, the pay depends on what we land',
  ],
  [
    'fishing',
    "I am working as compliance officer for a fishing fleet in Kochi, logging each boat's catch and checking that nets meet the mesh rules.",
  ],
  [
    'mining',
    "I'm a shift supervisor at an underground gold mine near Kalgoorlie, 60 people per shift, and ventilation is our biggest headache.",
  ],
  [
    'mining',
    'I work as a scheduler for an open-pit iron ore operation in the Pilbara, sequencing blasts and haul truck cycles around breakdowns.',
  ],
  [
    'mining',
    "Safety officer at a limestone quarry in Derbyshire, team of 25, we've had two near misses at the crusher this month.",
  ],
  [
    'mining',
    'geologist at a coal mine in Mpumalanga, logging drill core all day and the ore body keeps not being where the model says',
  ],
  [
    'manufacturing',
    "I'm a production supervisor at an auto parts plant in Windsor, Ontario, three lines running, and our scrap rate on brake calipers keeps climbing.",
  ],
  [
    'manufacturing',
    'Quality manager for a plastic injection moulding factory in Pune, 200 workers, customers are rejecting whole consignments for warped parts.',
  ],
  [
    'manufacturing',
    'I work as a maintenance planner at a factory making kitchen appliances and the big presses keep breaking down mid-shift.',
  ],
  [
    'manufacturing',
    'CNC machinist at a small engineering works in Sheffield, we turn gearbox components and the tolerances get tighter every order.',
  ],
  [
    'foodProduction',
    "I'm a shift lead at a cheese plant in Somerset and we keep getting marked down on cleaning in the packing hall during audits.",
  ],
  [
    'foodProduction',
    'Technical manager for a bakery that supplies the supermarkets, 80 staff, and allergen labelling on our new products is a nightmare.',
  ],
  [
    'foodProduction',
    'im the night planner at a frozen ready-meal factory in Tipperary, scheduling runs around ingredient deliveries that never arrive on time',
  ],
  [
    'foodProduction',
    'I work as a food technologist at a sauce manufacturer in Durban, scaling recipes from the test kitchen up to 2-tonne cook-ups.',
  ],
  [
    'textiles',
    "I'm the production coordinator at a garment factory in Tiruppur, 300 machinists, and the buyers keep changing the fabric at the last minute.",
  ],
  [
    'textiles',
    'Supervisor on the cutting floor of a clothing manufacturer in Leicester, our lays keep shifting and the panels come out crooked.',
  ],
  [
    'textiles',
    "I work as a buyer's assistant at a knitwear mill in Donegal, sourcing yarn and chasing dye lots that never match.",
  ],
  [
    'textiles',
    'seamstress at a bridal alterations workroom in Toronto, five of us sewing flat out, wedding season is brutal',
  ],
  [
    'energy',
    "I'm a control room operator at a gas-fired power station in Yorkshire, ramping our output up and down to whatever the grid asks for.",
  ],
  [
    'energy',
    'Operations manager for a wind and solar developer in South Australia, our new farm keeps getting curtailed by the transmission operator.',
  ],
  [
    'energy',
    'I work as a planner at an electricity distributor in Gauteng, scheduling load shedding and substation maintenance, shame the public hates us.',
  ],
  [
    'energy',
    'lineworker for a rural electric co-op in Kansas, after every ice storm it takes us days to get the power back on',
  ],
  [
    'waterUtility',
    "I'm a network controller at a regional water company, 12 of us watching pressures, and burst mains have doubled since the cold snap.",
  ],
  [
    'waterUtility',
    'Field supervisor for the water contractors in Galway, our crews spend most days chasing leaks on old cast-iron pipes.',
  ],
  [
    'waterUtility',
    'I work as the asset manager for a municipal water utility in Regina, replacing lead service lines street by street.',
  ],
  [
    'waterUtility',
    'technician at a water treatment works in Chennai, testing what goes into the city supply, summer shortages are awful',
  ],
  [
    'wasteRecycling',
    "I'm the depot manager for a council's bin collection contractor, 40 lorries, and missed pickups went up after we changed the rounds.",
  ],
  [
    'wasteRecycling',
    'Supervisor at a recycling sorting plant in Johannesburg, plastics and cardboard mostly, contamination in the loads is killing our margins.',
  ],
  [
    'wasteRecycling',
    'im a route planner for a commercial rubbish company in Brisbane, trying to get the skip and wheelie bin pickups done before 7am',
  ],
  [
    'wasteRecycling',
    "I'm a weighbridge operator at a landfill in County Meath, logging every truck of waste that comes in and goes out.",
  ],
  [
    'construction',
    "I'm a site manager for a housebuilder in Essex, 120 homes going up, and subbies keep skipping their safety inductions.",
  ],
  [
    'construction',
    "Project coordinator at a commercial construction firm in Calgary, we're behind on the concrete pours for a 14-storey tower.",
  ],
  [
    'construction',
    'I work as an estimator for a civil contractor in Wellington, pricing up roadworks and bridge strengthening jobs for tenders.',
  ],
  [
    'construction',
    "bricklaying foreman on a school extension in Leeds, the scaffolders havent turned up for two days and we're stood waiting",
  ],
  [
    'logistics',
    "I'm a shift manager at a distribution warehouse near Daventry, 250 pickers, and outbound loads keep missing their trailer slots.",
  ],
  [
    'logistics',
    'Transport planner for a freight forwarder in Durban, booking containers and trucks, and port delays are wrecking our schedules.',
  ],
  [
    'logistics',
    'I work as an inventory controller at a 3PL in Mississauga and the pallet counts never match what the system says, eh.',
  ],
  [
    'logistics',
    'im a dispatcher for a haulage company in Melbourne, 30 drivers on interstate runs, fuel costs are killing us',
  ],
  [
    'vehicleRepair',
    "I'm the service manager at a Ford dealership workshop in Cork, eight bays, and customers are waiting three weeks for a booking.",
  ],
  [
    'vehicleRepair',
    'Workshop controller at an independent garage in Bristol, we do MOTs and servicing, and the parts suppliers keep sending the wrong brake pads.',
  ],
  [
    'vehicleRepair',
    'I work as a service advisor at a Toyota dealer in Joburg, booking bakkies in and explaining the repair quotes to annoyed owners.',
  ],
  [
    'vehicleRepair',
    'panel beater at a smash repair shop in Adelaide, insurers keep pushing us to fix cars cheaper and quicker',
  ],
  [
    'aviation',
    "I'm a duty manager at a regional airport in the Highlands, and fog keeps diverting our morning flights to Inverness.",
  ],
  [
    'aviation',
    "Maintenance planner for an airline's engineering base in Dublin, slotting aircraft checks in between rotations without grounding anything.",
  ],
  [
    'aviation',
    'I work as a dispatcher for a charter airline in Anchorage, planning routes and fuel loads for bush flights into tiny strips.',
  ],
  [
    'aviation',
    "I'm a first officer at a low-cost carrier and the rostering has pilots flying right up to their duty limits.",
  ],
  [
    'publicTransport',
    "I'm a depot supervisor for a city bus operator in Leeds, 200 drivers, and we're cancelling services because we're short staffed.",
  ],
  [
    'publicTransport',
    'Service planner at a commuter rail operator in Toronto, rewriting the timetable around weekend track closures again.',
  ],
  [
    'publicTransport',
    "I work as a controller in the ops centre for Auckland's buses, rerouting services when roads close and keeping riders informed.",
  ],
  [
    'publicTransport',
    'im a guard on the Mumbai suburban trains, passengers packed in like sardines every single morning',
  ],
  [
    'maritime',
    "I'm the operations manager at a container terminal in Felixstowe, and ships arriving bunched together leaves boxes stacked up on the quay.",
  ],
  [
    'maritime',
    'Crewing coordinator at a ship management firm in Mumbai, we arrange crew changes for 30 bulk carriers around the world.',
  ],
  [
    'maritime',
    'I work as a port agent in Richards Bay, handling clearance and paperwork for vessels calling to load coal.',
  ],
  [
    'maritime',
    'second mate on a car ferry running Holyhead to Dublin, crew of about 40, winter gales make the crossings rough',
  ],
  [
    'postalCourier',
    "I'm a delivery office manager for Royal Mail in Swansea, 60 posties, and parcel volumes have doubled since Christmas.",
  ],
  [
    'postalCourier',
    'Hub supervisor at a courier company in Johannesburg, sorting parcels overnight for the same-day drop-offs.',
  ],
  [
    'postalCourier',
    'I work as the operations lead at a last-mile delivery startup in Bangalore, our riders handle about 4,000 packages a day.',
  ],
  [
    'postalCourier',
    'rural mail carrier for Canada Post in Nova Scotia, my route is 140km and the van keeps breaking down',
  ],
  [
    'retail',
    "I'm an assistant manager at a supermarket in Limerick, 70 staff, and the shelves are half empty because deliveries come in late.",
  ],
  [
    'retail',
    'Store manager for a branch of a shoe chain in Birmingham, footfall is down and shoplifting is up.',
  ],
  [
    'retail',
    "I work as the stock controller for a hardware store in Perth and the stocktake never matches what's actually on the shelves.",
  ],
  [
    'retail',
    "cashier at a family-owned corner shop in Auckland, we're open 7am till 10pm and its just us three",
  ],
  [
    'sales',
    "I'm an account executive at a SaaS company in Austin, carrying a $900k quota, and my pipeline looks thin going into Q4.",
  ],
  [
    'sales',
    'Regional sales manager for a medical device firm covering the Midlands, 9 reps, and deals keep stalling in hospital procurement.',
  ],
  [
    'sales',
    'I work as a business development manager for a packaging supplier in Cape Town, chasing new buyers and trying to close contracts before year end.',
  ],
  [
    'sales',
    'im a telesales team leader at an office furniture supplier in Manchester, targets go up every month and the leads are rubbish',
  ],
  [
    'customerSuccess',
    "I'm a customer success manager at a B2B software company in Dublin, looking after 60 accounts, and renewals are slipping this quarter.",
  ],
  [
    'customerSuccess',
    'Onboarding specialist for a payroll SaaS in Toronto, new clients take eight weeks to go live and some cancel before they do.',
  ],
  [
    'customerSuccess',
    'I work as an account manager at an HR platform in Sydney, basically my job is keeping customers happy enough to renew.',
  ],
  [
    'customerSuccess',
    'head of CS at a 40 person startup in Bangalore, churn among the small customers is our biggest worry right now',
  ],
  [
    'contactCentre',
    "I'm a team leader at a call centre in Glasgow, 15 agents on inbound, and our average wait time is over 20 minutes.",
  ],
  [
    'contactCentre',
    'Workforce planner for a contact centre in Cape Town taking calls for a UK bank, forecasting shifts against call volumes.',
  ],
  [
    'contactCentre',
    "I am working as quality analyst in a BPO in Pune, listening back to agents' calls and scoring them on script adherence.",
  ],
  [
    'contactCentre',
    'supervisor on nights at an outsourced call centre in Halifax, callers abandon the queue after ten minutes and we cant staff it',
  ],
  [
    'hospitality',
    "I'm the front office manager at a 120-room hotel in Killarney, and we're short on housekeeping staff all summer.",
  ],
  [
    'hospitality',
    'Assistant manager at a gastropub in the Cotswolds, six chefs in the kitchen, and the menu changes every week.',
  ],
  [
    'hospitality',
    'I work as a shift supervisor at a busy cafe in Melbourne, 12 staff, and getting the kitchen and the floor to talk is hard yakka.',
  ],
  ['hospitality', 'sous chef at a steakhouse in Sandton, kitchen of 8, we do 300 covers on a saturday night'],
  [
    'tourism',
    "I'm an operations coordinator at a tour company in Queenstown running coach trips to Milford Sound, and weather cancellations are constant.",
  ],
  [
    'tourism',
    'Reservations manager for a safari operator in Cape Town, most of our bookings come through agents in Europe and the States.',
  ],
  [
    'tourism',
    'I work as a travel consultant at a small agency in Kochi, planning itineraries for foreign visitors doing Kerala backwaters trips.',
  ],
  [
    'tourism',
    "tour guide doing walking tours of Edinburgh's Old Town, about 40 visitors a day in summer, half of them no-shows in winter",
  ],
  [
    'software',
    "I'm a tech lead on a 7-person dev team at a fintech in London, and our releases keep breaking because test coverage is patchy.",
  ],
  [
    'software',
    'Engineering manager for a mobile app company in Toronto, 20 developers, we ship twice a week and bugs keep leaking into production.',
  ],
  [
    'software',
    'I work as a QA analyst at a software house in Hyderabad, testing builds before they are shipped to the clients.',
  ],
  [
    'software',
    'im a backend dev at a startup in Wellington, our codebase is a mess of quick fixes nobody wants to touch',
  ],
  [
    'product',
    "I'm a product manager at a meal-kit app in Manchester, juggling the roadmap against what users actually ask for.",
  ],
  [
    'product',
    'I work as an analyst in the product team of a travel app in Dublin, figuring out which features users actually touch.',
  ],
  [
    'product',
    'Group lead for the product org at a fitness app company in Vancouver, three squads, and stakeholders keep adding things to the roadmap.',
  ],
  [
    'product',
    'im a designer on the product team at a health app startup in Bangalore, we keep building features without talking to users first',
  ],
  [
    'openSource',
    "I'm one of four maintainers of an open-source Python library with 300 contributors, and reviewing pull requests eats all my evenings.",
  ],
  [
    'openSource',
    'I work as a community manager at a foundation that hosts open-source projects, helping first-time contributors get their patches merged.',
  ],
  [
    'openSource',
    'Release coordinator for a volunteer-run open source database, we cut a version every six weeks and the tracker has 2,000 open issues.',
  ],
  [
    'openSource',
    'im the lead on a small github project for map tiles, a handful of contributors, maintainer burnout is real',
  ],
  [
    'dataPlatform',
    "I'm a data engineering lead at an online grocer in Leeds, our nightly pipelines fail and the dashboards show stale numbers.",
  ],
  [
    'dataPlatform',
    'Analytics manager for the data team at a retail bank in Johannesburg, 12 analysts, and nobody trusts the numbers in the warehouse.',
  ],
  [
    'dataPlatform',
    "I work as the platform owner for our company's data lake in Toronto, keeping ingestion jobs running and the ML models fed.",
  ],
  [
    'dataPlatform',
    'analyst on the central data team at a media company, building dashboards and cleaning up messy tables all day',
  ],
  [
    'platformOps',
    "I'm the on-call lead for the infrastructure team at a payments company, and our Kubernetes clusters keep hitting capacity limits.",
  ],
  [
    'platformOps',
    'Platform team manager at an online gaming company in Vancouver, 6 engineers, we look after the cloud infra and the deploy tooling.',
  ],
  [
    'platformOps',
    'I work as a systems administrator at a hosting provider in Cape Town, patching servers and keeping services up overnight.',
  ],
  [
    'platformOps',
    'DevOps engineer at a SaaS in Auckland, our terraform and CI pipelines are held together with duct tape',
  ],
  [
    'retrospectives',
    "I'm the scrum master for two teams at an insurer, and our retros have turned into moaning sessions with no follow-up actions.",
  ],
  [
    'retrospectives',
    'Delivery lead at a government digital agency, I facilitate the fortnightly retrospective and the same action items keep coming back.',
  ],
  [
    'retrospectives',
    "I work as a project coordinator at a web agency in Brighton and I've been asked to fix our sprint retros because nobody speaks up.",
  ],
  [
    'retrospectives',
    'team lead for 8 devs in Pune, our end of sprint retrospective meetings feel pointless, nothing actually improves after',
  ],
  [
    'newsMedia',
    "I'm the desk coordinator at a regional newspaper in Belfast, four reporters on nights, and our online readers drop off after 10pm.",
  ],
  [
    'newsMedia',
    'Digital producer at a local radio newsroom in Halifax, pushing breaking stories out to the website and the app.',
  ],
  [
    'newsMedia',
    'I work as the audience manager for a national news site in Nairobi, tracking which stories readers actually finish.',
  ],
  [
    'newsMedia',
    "sub-editor at a weekly paper in rural NSW, tiny team, we're losing readers and ad money every year",
  ],
  [
    'telecoms',
    "I'm a field operations supervisor for a broadband provider in Cornwall, and our engineers can't keep up with fibre installs.",
  ],
  [
    'telecoms',
    "Network planner at a mobile operator in Johannesburg, we're putting up new towers to fix dead spots in coverage.",
  ],
  [
    'telecoms',
    'I work as a fault coordinator at a telecoms company in Ireland, logging outages and sending out the techs.',
  ],
  [
    'telecoms',
    'im a technician for a rural wireless internet provider in Saskatchewan, climbing towers at minus 30 to fix dropped signal',
  ],
  [
    'creativeAgency',
    "I'm an account director at a branding agency in Shoreditch, and clients keep changing the brief after we've presented concepts.",
  ],
  [
    'creativeAgency',
    'Studio manager for a small design agency in Cape Town, 11 creatives, juggling three campaign deadlines in the same week.',
  ],
  [
    'creativeAgency',
    'I work as a traffic coordinator at an ad agency in Toronto, routing jobs between the copywriters and art directors.',
  ],
  [
    'creativeAgency',
    'copywriter at a digital marketing agency in Mumbai, every client wants a viral campaign on a tiny budget',
  ],
  [
    'finance',
    "I'm the financial controller for a mid-size company in Leeds, month-end close takes nine days and the ledger never reconciles cleanly.",
  ],
  [
    'finance',
    'Treasury analyst at the head office of a listed group in Johannesburg, forecasting cash and managing our currency exposure.',
  ],
  [
    'finance',
    'I work as the FP&A lead at a SaaS business in Sydney, building the budget and explaining variances to the board.',
  ],
  [
    'finance',
    'accounts payable clerk in a corporate finance department, 5 of us, invoices pile up at quarter end and suppliers chase payment',
  ],
  [
    'insurance',
    "I'm a team manager in the claims department of a car insurer in Cardiff, and the flooding has tripled our backlog.",
  ],
  [
    'insurance',
    "Assistant at a Lloyd's broker in London, preparing submissions so the underwriters can price the risk.",
  ],
  [
    'insurance',
    'I work as an operations analyst at a medical aid insurer in Durban, reviewing why so many policyholder claims get rejected.',
  ],
  [
    'insurance',
    'loss adjuster for a home insurance company in Christchurch, still settling earthquake claims years later',
  ],
  [
    'accounting',
    "I'm the practice manager at a small accountancy firm in Galway, 9 staff, and the tax return deadline crush is killing us.",
  ],
  [
    'accounting',
    "Senior associate at a chartered accountants' office in Pune, handling GST filings and audits for around 40 clients.",
  ],
  [
    'accounting',
    'I work as an administrator at a bookkeeping firm in Brisbane, chasing tradies for their receipts before the BAS is due.',
  ],
  ['accounting', 'partner at a two-partner CPA firm in Ohio, tax season has us pulling 70 hour weeks'],
  [
    'realEstate',
    "I'm a branch manager at a letting agency in Nottingham, 600 properties on the books, and landlords are selling up.",
  ],
  [
    'realEstate',
    'Assistant property manager for a residential building in Toronto, tenants complain about the elevators every single week.',
  ],
  [
    'realEstate',
    'I work as a negotiator at an estate agent in Dublin, booking viewings and chasing offers on houses.',
  ],
  [
    'realEstate',
    'admin for a rental property company in Auckland, I process tenancy applications and lodge bonds',
  ],
  [
    'legal',
    "I'm the office manager at a high street law firm in Leicester, five solicitors, and the conveyancing files are stacking up.",
  ],
  [
    'legal',
    'Associate at a commercial law firm in Johannesburg, drafting contracts for fintech clients and billing every six minutes.',
  ],
  [
    'legal',
    'I work as a paralegal in the litigation team of a firm in Vancouver, preparing court bundles for each matter.',
  ],
  [
    'legal',
    'im a team leader in the legal department of a bank in Mumbai, reviewing contracts and vendor agreements all day',
  ],
  [
    'consulting',
    "I'm a senior manager at a strategy consultancy in London, and we're stretched across five client engagements at once.",
  ],
  [
    'consulting',
    "Associate at a management consulting firm in Sydney, building models and slide decks for proposals that mostly don't win.",
  ],
  [
    'consulting',
    'I work as an engagement lead for a boutique consulting practice in Toronto, advising mid-size firms on operations.',
  ],
  [
    'consulting',
    'analyst at one of the big four advisory arms in Bangalore, the billable hours target is brutal',
  ],
  [
    'architecture',
    "I'm an associate director at an architecture practice in Glasgow, 25 staff, and planning delays are stalling our housing schemes.",
  ],
  [
    'architecture',
    "Technician at a small architects' office in Cork, doing the drawings in Revit for house extensions.",
  ],
  [
    'architecture',
    'I work as the office manager for an architecture studio in Melbourne, coordinating between the designers and clients.',
  ],
  [
    'architecture',
    'architect running a two-person practice in Wellington, mostly residential renovations, consenting takes forever',
  ],
  [
    'research',
    "I'm a lab manager at a research institute in Cambridge, 14 postdocs, and our experiments keep stalling on broken equipment.",
  ],
  [
    'research',
    'Project coordinator at a social science research centre in Dublin, running a national survey study.',
  ],
  [
    'research',
    'I work as a technician in a physics research lab in Toronto, keeping the lasers aligned for experiments.',
  ],
  [
    'research',
    'postdoc in a marine ecology group in Hobart, trying to get two papers out of one field season',
  ],
  [
    'veterinary',
    "I'm the head receptionist at a mixed vet clinic in rural Wales, and pet owners get angry about out-of-hours fees.",
  ],
  [
    'veterinary',
    'Clinic supervisor for an animal hospital in Calgary, 20 staff, and we are short on vet techs.',
  ],
  [
    'veterinary',
    'I work as an administrator at an equine veterinary practice in Kildare, booking yard visits for the horses.',
  ],
  ['veterinary', 'vet nurse at a small animal clinic in Pretoria, we see about 50 dogs and cats a day'],
  [
    'peopleTeam',
    "I'm a coordinator in the HR department of a 600-person company in Leeds, and our hiring process takes far too long.",
  ],
  [
    'peopleTeam',
    'Assistant in the people and culture team at a mid-size firm in Melbourne, I run onboarding for new starters.',
  ],
  [
    'peopleTeam',
    'I work as a benefits officer in the HR function of an engineering consultancy in Pune, handling employee queries about leave and pay.',
  ],
  [
    'peopleTeam',
    'recruiter at a tech company in Austin, we need to hire 40 engineers this year and offers keep getting declined',
  ],
  [
    'facilities',
    "I'm the facilities supervisor at an office park in Reading, and reactive maintenance jobs swamp all the planned work.",
  ],
  [
    'facilities',
    'Contract manager for a commercial cleaning company in Dublin, 90 cleaners across 30 office buildings.',
  ],
  [
    'facilities',
    'I work as a building manager for a corporate tower in Johannesburg, sorting out lifts, aircon and the cleaners.',
  ],
  [
    'facilities',
    'caretaker for a block of offices in Hamilton NZ, fixing lights, leaks and the dodgy boiler',
  ],
  [
    'security',
    "I'm a shift supervisor at a security company guarding a retail park in Manchester, and shoplifting incidents are rising.",
  ],
  [
    'security',
    'Control room operator for a guarding firm in Johannesburg, monitoring alarms and sending out armed response.',
  ],
  [
    'security',
    'I work as the security manager for a corporate campus in Bangalore, 45 guards on patrol rotations.',
  ],
  ['security', 'night guard at a car dealership in Brisbane, doing patrols every hour and logging incidents'],
  [
    'publicServices',
    "I'm a team manager in the council's housing benefits service in Bradford, and residents wait weeks for a decision.",
  ],
  [
    'publicServices',
    'Customer services officer at a district council in Kent, handling resident queries about council tax and parking permits.',
  ],
  [
    'publicServices',
    'I work as a coordinator at a municipal service centre in Ottawa, helping citizens with permits and bylaw complaints.',
  ],
  [
    'publicServices',
    'im an admin at the local county council in Wexford, dealing with planning applications and complaints from the public',
  ],
  [
    'governmentPolicy',
    "I'm an adviser in a government department in Whitehall, drafting briefings for the minister on housing reform.",
  ],
  [
    'governmentPolicy',
    'Analyst at a government ministry in Wellington, pulling together the evidence base for a proposed change to welfare policy.',
  ],
  [
    'governmentPolicy',
    'I work as a principal officer in the Department of Health in Dublin, running a public consultation on tobacco regulation.',
  ],
  [
    'governmentPolicy',
    'desk officer in a state ministry in Delhi, preparing cabinet notes for the minister, files move very slowly only',
  ],
  [
    'justice',
    "I'm a clerk at a magistrates' court in Sheffield, and hearings keep getting adjourned for lack of interpreters.",
  ],
  [
    'justice',
    'Case administrator for the probation service in Auckland, tracking offenders on community sentences.',
  ],
  [
    'justice',
    "I work as an officer in a men's prison in Ontario, 600 inmates, and staffing is dangerously low.",
  ],
  ['justice', 'listing officer at the crown court in Cardiff, juggling a backlog of 900 trials'],
  [
    'emergencyServices',
    "I'm a watch manager at a fire station in Essex, crew of 12, and response times suffer when appliances are off the run.",
  ],
  [
    'emergencyServices',
    'Dispatcher at a 911 centre in Manitoba, handling emergency calls and sending police and fire out.',
  ],
  [
    'emergencyServices',
    'I work as a duty officer for the state emergency service in NSW, coordinating flood rescues.',
  ],
  [
    'emergencyServices',
    'firefighter at a station in Durban, most of our callouts are shack fires in the informal settlements',
  ],
  [
    'schools',
    "I'm head of year 9 at a comprehensive in Leeds, 240 pupils, and behaviour in lessons has got worse since covid.",
  ],
  [
    'schools',
    'Administrator at a primary school in Cork, handling attendance and letters home for 400 kids.',
  ],
  [
    'schools',
    'I work as the exams officer at a secondary school in Auckland, organising timetables for NCEA assessments.',
  ],
  [
    'schools',
    'maths teacher at a high school in Pune, classes of 50, hard to give anyone individual attention',
  ],
  [
    'earlyYears',
    "I'm the deputy manager of a day nursery in Bristol, 60 children on roll, and we can't recruit qualified staff.",
  ],
  [
    'earlyYears',
    'Room leader at a childcare centre in Brisbane, toddler room, and parents want daily updates on the app.',
  ],
  [
    'earlyYears',
    'I work as a coordinator for a family daycare network in Toronto, supporting home-based educators who look after little ones.',
  ],
  ['earlyYears', 'nursery practitioner in Dublin, baby room, three under-ones each and constant nappies'],
  [
    'university',
    "I'm a programme administrator at a university in Manchester, 400 students on our business degree, and module timetabling is chaos.",
  ],
  [
    'university',
    'Course director at a university in Johannesburg, redesigning first-year modules because pass rates are low.',
  ],
  [
    'university',
    'I work as a student adviser at a college of a big university in Ontario, helping undergrads who fall behind.',
  ],
  ['university', 'lecturer in chemistry at a university in Galway, 300 in my first-year lecture'],
  [
    'training',
    "I'm a training coordinator at a provider running forklift and first aid courses in Birmingham, and learners keep dropping out.",
  ],
  [
    'training',
    'Delivery manager for an apprenticeship provider in Leeds, 200 learners, and our trainers are overloaded.',
  ],
  [
    'training',
    "I work as an assessor for a vocational training company in Cape Town, signing off learners' skills on site.",
  ],
  ['training', 'trainer at a coding bootcamp in Sydney, running 12 week cohorts for career changers'],
  [
    'healthcare',
    "I'm a bed manager at a district general hospital in Kent, and patients are stuck waiting for discharge.",
  ],
  [
    'healthcare',
    "Clinical coordinator on a cardiology ward in Cork, 28 beds, and we're short of nurses every weekend.",
  ],
  [
    'healthcare',
    'I work as a scheduler for an outpatient oncology clinic in Ohio, booking patients in for their chemo sessions.',
  ],
  ['healthcare', 'staff nurse on a busy medical ward in Johannesburg, one nurse to twelve patients at night'],
  [
    'emergencyCare',
    "I'm a shift coordinator in the emergency department of a hospital in Glasgow, and ambulances are queueing outside.",
  ],
  ['emergencyCare', 'Clerk at an A&E reception in Dublin, triage waits are up to nine hours most nights.'],
  [
    'emergencyCare',
    'I work as a team leader for an ambulance service in Victoria, our paramedics ramp at hospitals for hours.',
  ],
  ['emergencyCare', 'registrar in resus at a trauma centre in Cape Town, weekend nights are absolute chaos'],
  [
    'primaryCare',
    "I'm the practice manager at a GP surgery in Swindon, 11,000 patients, and people can't get an appointment.",
  ],
  [
    'primaryCare',
    "Receptionist at a family doctors' practice in Auckland, the phones ring nonstop from 8am.",
  ],
  [
    'primaryCare',
    'I work as an operations lead for a group of medical centres in Brisbane, managing GP rosters and bookings.',
  ],
  [
    'primaryCare',
    'practice nurse at a health centre in rural Donegal, doing vaccines and smear tests all day',
  ],
  [
    'pharmacy',
    "I'm the store manager at a community pharmacy in Belfast, and medicine shortages mean we turn prescriptions away daily.",
  ],
  ['pharmacy', 'Technician at a hospital pharmacy in Toronto, preparing IV drugs for the wards.'],
  [
    'pharmacy',
    'I work as a supervisor at a chemist in Durban, 6 staff, and the queues for chronic medication are long.',
  ],
  ['pharmacy', "pharmacist at a rural chemist in NSW, I'm the only one for 100km"],
  [
    'dentistry',
    "I'm the treatment coordinator at a dental practice in Leeds, and NHS patients are on a two-year waiting list.",
  ],
  ['dentistry', "Receptionist at an orthodontist's in Calgary, booking braces checks for teenagers."],
  [
    'dentistry',
    'I work as the office manager for a group of dental clinics in Bangalore, kindly note our chairs are booked out for weeks.',
  ],
  ['dentistry', 'hygienist at a dentist in Christchurch, cleaning teeth eight hours a day'],
  [
    'mentalHealth',
    "I'm a team manager at a community mental health service in Nottingham, and referrals for therapy wait over six months.",
  ],
  [
    'mentalHealth',
    'Intake coordinator for a counselling practice in Vancouver, matching new clients with therapists.',
  ],
  [
    'mentalHealth',
    'I work as an administrator at a psychotherapy clinic in Dublin, booking sessions for 15 therapists.',
  ],
  ['mentalHealth', 'counsellor at a wellbeing service in Cape Town, seeing 25 clients a week'],
  [
    'socialCare',
    "I'm the registered manager of a care home in Stoke, 45 residents, and agency staff costs are crippling us.",
  ],
  [
    'socialCare',
    "Scheduler for a home care agency in Ontario, planning carers' visits to elderly clients across town.",
  ],
  [
    'socialCare',
    'I work as a deputy manager at a supported living service in Auckland, and families want more updates.',
  ],
  ['socialCare', 'carer for a domiciliary care company in Cork, 12 visits a day, barely time for a chat'],
  [
    'performingArts',
    "I'm the company manager for a touring theatre production, 20 actors, and rehearsals keep clashing with travel days.",
  ],
  [
    'performingArts',
    'Production coordinator at an opera house in Cape Town, scheduling rehearsals for the chorus and orchestra.',
  ],
  [
    'performingArts',
    "I work as an administrator for a chamber choir in Toronto, booking venues and sorting out the singers' availability.",
  ],
  ['performingArts', 'violinist in a symphony orchestra in Melbourne, four concerts a week in season'],
  [
    'museum',
    "I'm the visitor services manager at a local history museum in Yorkshire, and footfall has dropped since admission charges came in.",
  ],
  [
    'museum',
    'Registrar at a natural history museum in Dublin, tracking loans of specimens for a new exhibition.',
  ],
  [
    'museum',
    'I work as a collections assistant at a maritime museum in Halifax, cataloguing the ship models and logbooks.',
  ],
  ['museum', 'curator at a small heritage museum in Kerala, our galleries need new display cases badly'],
  [
    'library',
    "I'm a branch supervisor at a public library in Newcastle, and cuts mean we're only open four days a week.",
  ],
  [
    'library',
    'Circulation assistant at a county library in Ohio, handling checkouts, holds and overdue books.',
  ],
  [
    'library',
    'I work as a manager for a mobile library service in rural Saskatchewan, driving books out to small towns.',
  ],
  ['library', 'librarian at a public library in Christchurch, running storytime and book clubs'],
  [
    'sport',
    "I'm the operations manager at a rugby club in Limerick, and we're struggling to pay players and fix the pitch.",
  ],
  [
    'sport',
    'Academy coordinator at a football club in the Championship, 60 young players, and training schedules clash with school.',
  ],
  [
    'sport',
    'I work as an analyst for a cricket franchise in Mumbai, breaking down match footage for the coaches.',
  ],
  ['sport', 'strength coach at a netball club in Auckland, squad of 15, injuries have wrecked our season'],
  [
    'events',
    "I'm a production manager for a music festival in Somerset, 30,000 attendees, and the site build is behind schedule.",
  ],
  [
    'events',
    'Coordinator at a conference venue in Dublin, handling delegate registration and catering for corporate events.',
  ],
  [
    'events',
    'I work as the operations lead at an events company in Sydney, running weddings and product launches, and suppliers keep pulling out.',
  ],
  ['events', 'event planner in Cape Town, mostly corporate gala dinners, venues keep double-booking us'],
  [
    'visualArts',
    "I'm the studio manager for a painter in Brooklyn, handling shipping, framing and exhibition deadlines.",
  ],
  [
    'visualArts',
    'Gallery assistant at a contemporary art gallery in Edinburgh, selling works and installing shows.',
  ],
  [
    'visualArts',
    'I work as the coordinator at an artist-run studio complex in Wellington, 30 artists renting spaces.',
  ],
  [
    'visualArts',
    'printmaker working out of a shared studio in Cork, prepping work for an open studios weekend',
  ],
  [
    'personalCare',
    "I'm the manager of a busy hair salon in Leeds, 8 stylists, and clients no-show on Saturdays.",
  ],
  ['personalCare', 'Receptionist at a beauty clinic in Johannesburg, booking facials and laser treatments.'],
  ['personalCare', 'I work as front desk coordinator at a day spa in Vancouver, handling massage bookings.'],
  ['personalCare', 'barber in Dublin, own chair, walk-ins and appointments all day'],
  ['faith', "I'm the parish administrator at a Catholic church in Cork, and mass attendance is dwindling."],
  [
    'faith',
    'Operations manager for a large evangelical church in Texas, three Sunday services and 2,000 people.',
  ],
  [
    'faith',
    'I work as secretary to the temple committee at a Hindu temple in Leicester, organising festival prayers.',
  ],
  ['faith', 'imam at a mosque in Bradford, Friday prayers overflow into the car park'],
  [
    'association',
    "I'm the membership secretary of an amateur photography society in Devon, and members aren't renewing.",
  ],
  [
    'association',
    'Branch officer for a trade union in Glasgow, representing members in disputes and trying to get younger workers to join up.',
  ],
  [
    'association',
    'I work as the administrator for a professional association of engineers in Ontario, organising committee meetings and AGMs.',
  ],
  [
    'association',
    'treasurer of a model railway society in Christchurch, 80 members, subs barely cover the hall',
  ],
  [
    'repairShop',
    "I'm the store manager at a phone repair shop in Birmingham, and we can't get genuine screens for newer iPhones.",
  ],
  [
    'repairShop',
    'Technician at an appliance repair business in Ottawa, fixing washers and fridges, waiting on parts for weeks definately hurts.',
  ],
  [
    'repairShop',
    'I work as a service coordinator for a laptop repair centre in Bangalore, tracking customer devices waiting on parts.',
  ],
  [
    'repairShop',
    'cobbler in Galway, fixing shoes, bags and the odd broken zip, customers expect it done same day',
  ],
  [
    'funeral',
    "I'm the office manager at a family funeral home in Ohio, arranging services with grieving families.",
  ],
  [
    'funeral',
    'Arrangements coordinator at a funeral directors in Glasgow, meeting families the day after a death.',
  ],
  [
    'funeral',
    'I work as an administrator at a crematorium in Leeds, booking service slots and recieving calls from upset relatives.',
  ],
  ['funeral', 'funeral director in a small town in Waikato, handling about 150 funerals a year'],
  [
    'nonprofit',
    "I'm the development manager at a children's charity in London, and major donors have pulled back this year.",
  ],
  [
    'nonprofit',
    'Grants officer at a conservation charity in Cape Town, writing funding bids to foundations.',
  ],
  [
    'nonprofit',
    "I work as the programme coordinator for an NGO in Bihar running girls' education projects, reporting back to donors.",
  ],
  [
    'nonprofit',
    'chief exec of a small homelessness charity in Wales, 6 staff, fundraising keeps us up at night',
  ],
  [
    'household',
    "I'm the household manager for a busy family in London, juggling the kids' schedules, cleaners and school runs.",
  ],
  [
    'household',
    'Stay-at-home dad here, running a house with three kids under eight, chores and laundry never end.',
  ],
  [
    'household',
    "I'm basically the operations manager of our home, two teenagers, a dog, and a chore chart nobody follows.",
  ],
  ['household', 'nanny and house manager for a family in Sydney, I handle the kids and the house'],
  [
    'community',
    "I'm the coordinator at a community centre in Hackney, running drop-ins for local residents.",
  ],
  [
    'community',
    "Development officer with a neighbourhood trust in Belfast, organising street clean-ups and residents' meetings.",
  ],
  [
    'community',
    'I work as the manager of a community hub in a township in Cape Town, bringing neighbours together.',
  ],
  [
    'community',
    "chair of our street's neighbourhood group in Toronto, organising block parties and keeping an eye out for each other",
  ],
  [
    'volunteering',
    "I'm the volunteer coordinator at a food bank in Liverpool, and we can't fill the Saturday rota.",
  ],
  [
    'volunteering',
    'Shift lead at a soup kitchen in Melbourne, managing 20 volunteers serving guests each night.',
  ],
  ['volunteering', 'I work as the rota manager for a charity shop in Dublin staffed entirely by volunteers.'],
  ['volunteering', 'volunteer at a homeless shelter in Vancouver, I do two overnight shifts a month'],
  [
    'youth',
    "I'm the manager of a youth club in Salford, 80 young people a week, and funding runs out in March.",
  ],
  ['youth', 'Leader at a Scout group in Auckland, running weekly meetings for 11 to 14 year olds.'],
  [
    'youth',
    'I work as the coordinator of an after-school youth programme in Soweto, keeping teenagers off the streets.',
  ],
  ['youth', 'youth worker with a detached team in Dublin, meeting teens in parks'],
  [
    'gardening',
    "I'm the supervisor at a garden centre in Surrey, and our bedding plants keep rotting in the wet.",
  ],
  ['gardening', 'Coordinator of a community garden in Brooklyn, 40 plots, and the soil is full of lead.'],
  [
    'gardening',
    'I work as a team leader for a landscaping and grounds maintenance firm in Auckland, planting and mowing.',
  ],
  ['gardening', 'head gardener at a country house in Kent, three acres of borders and a walled veg garden'],
];
