import { ROLE_SENTENCE_LIST_PART_2_CASES } from './roleSentenceListPart2Cases';
import { ROLE_SENTENCE_LIST_PART_3_CASES } from './roleSentenceListPart3Cases';

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
  ...ROLE_SENTENCE_LIST_PART_2_CASES,
  ...ROLE_SENTENCE_LIST_PART_3_CASES,
];
