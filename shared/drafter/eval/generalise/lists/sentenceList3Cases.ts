import { SENTENCE_LIST_3_PART_2_CASES } from './sentenceList3Part2Cases';
import { SENTENCE_LIST_3_PART_3_CASES } from './sentenceList3Part3Cases';

/** First-person sentences of twelve to twenty-five words by different kinds of writer, half naming their field only by what they handle or do ('Bins, potholes, the village hall and the Christmas lights, our street group…'). See boundaryListCases.ts. */
export const SENTENCE_LIST_3_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'farming',
    'We grow wheat, barley and oilseed rape on about 300 acres and the harvest crew never knows which field is next.',
  ],
  [
    'farming',
    'me and my brother split the milking and calf feeding but nobody writes anything down so cows get missed',
  ],
  [
    'farming',
    "Took over my dad's beef farm last spring, need to see who handles soil sampling, spraying and the contractors.",
  ],
  [
    'farming',
    'There are three of us doing night checks on the ewes through lambing and the rota collapses by week two.',
  ],
  [
    'forestry',
    'We fell and extract conifer for a few private estates and the chainsaw gang and forwarder driver are never in sync.',
  ],
  [
    'forestry',
    "I'm new with the woodland team and can't tell who signs off felling licences versus who organises the replanting.",
  ],
  [
    'forestry',
    'Timber lorries keep waiting at roadside stacks because nobody tells the hauliers when the harvester has finished a compartment.',
  ],
  [
    'forestry',
    'Marking trees for thinning, counting deer damage, wrangling the sapling-planting volunteers... all falling on our two rangers.',
  ],
  [
    'fishing',
    'We run two trawlers out of a small harbour and the skippers and shore staff never agree on landing times.',
  ],
  [
    'fishing',
    'my uncles boat goes out for crab and lobster, i haul pots and sell to restaurants, want to work out who does what',
  ],
  [
    'fishing',
    'Our crew of five splits the catch shares by hand and theres always a row about who mended the nets.',
  ],
  [
    'fishing',
    "Quota paperwork, ice, fuel and the morning auction all need sorting before we put to sea, and it's usually the skipper's wife doing it.",
  ],
  [
    'mining',
    'I supervise a shift underground and the handover between the blasting crew and the mucking crew is a mess.',
  ],
  [
    'mining',
    'Our quarry runs two crushers and the weighbridge lads never hear when a face is shut for blasting.',
  ],
  [
    'mining',
    'Geologists, drillers and haul truck operators all report to different managers, so ore grades keep getting mixed up at the stockpile.',
  ],
  [
    'mining',
    'New in the pit and trying to understand who does gas checks, roof bolting and the ventilation survey each shift.',
  ],
  [
    'manufacturing',
    'We make injection moulded parts on three shifts and defects found at final inspection never get traced back to a machine.',
  ],
  [
    'manufacturing',
    'Changeovers on our production line take forever and I want to see who owns setup, maintenance and quality checks.',
  ],
  [
    'manufacturing',
    "i'm a new line lead, scrap rate on the seat frames is way up and honestly nobody owns root cause",
  ],
  [
    'manufacturing',
    'Operators, setters, QA and the planners all work off different schedules, so the press keeps running the wrong job.',
  ],
  [
    'foodProduction',
    'We bake about 2,000 loaves a night and allergen checks between the mixing room and packing keep getting skipped.',
  ],
  [
    'foodProduction',
    "Our little chilli sauce company is scaling up batches and recipe changes aren't reaching whoever weighs the ingredients.",
  ],
  [
    'foodProduction',
    'I run hygiene audits at a meat processing plant and the cleaning crew and production supervisors just blame each other.',
  ],
  [
    'foodProduction',
    'Labelling, batch codes, shelf life testing and the Friday deep clean for the ready meals we supply to supermarkets, who does which bit?',
  ],
  [
    'textiles',
    "We're a small studio making dresses, and cutting, sewing and finishing are done by five people with no clear handoffs.",
  ],
  [
    'textiles',
    'Our factory sews garments for three brands and pattern changes arrive so late the cutting room works off old versions.',
  ],
  [
    'textiles',
    'me and two friends knit and hand-dye yarn, we need to sort who orders the wool and who runs the dye batches',
  ],
  [
    'textiles',
    'Fabric comes in, gets inspected, cut, stitched, pressed and bagged, but nobody can tell me where orders get stuck.',
  ],
  [
    'energy',
    'We operate an onshore wind farm and the turbine technicians and the control room argue about who schedules outages.',
  ],
  [
    'energy',
    'Our solar installs keep missing grid connection dates because all the DNO paperwork sits with one engineer.',
  ],
  [
    'energy',
    "I've just joined operations at a gas-fired power station and want to understand the shift roles across generation and maintenance.",
  ],
  [
    'energy',
    'Substation maintenance, metering, balancing load at peak... small team, way too many overlapping rotas for the electricity side.',
  ],
  [
    'waterUtility',
    'We fix burst mains across the county and the call handlers never know which crew is nearest to a leak.',
  ],
  [
    'waterUtility',
    "Our treatment works has operators, chemists and fitters, and nobody owns the sampling schedule when someone's off.",
  ],
  [
    'waterUtility',
    'just joined the leakage team, trying to figure out who looks after the pressure loggers and who actually digs',
  ],
  [
    'waterUtility',
    'There are too many hand-offs between network planners and field crews when a supply interruption hits a whole estate.',
  ],
  [
    'wasteRecycling',
    'We run bin collections for a district council and crews keep missing streets whenever the routes change over bank holidays.',
  ],
  [
    'wasteRecycling',
    "Glass, paper and plastics all come through our sorting line and contamination gets past because the pickers aren't told what changed.",
  ],
  [
    'wasteRecycling',
    "I own a skip hire business and the drivers, the yard and the office never agree on what's going to landfill.",
  ],
  [
    'wasteRecycling',
    'Food waste rounds, bulky item pickups and missed bin complaints all land on one supervisor, help me see the workload.',
  ],
  [
    'construction',
    "We're a small builders doing extensions and loft conversions and the subbies never turn up in the right order.",
  ],
  [
    'construction',
    'Our site manager leaves next month and I need to map who handles permits, safety inductions and the morning briefings.',
  ],
  [
    'construction',
    "me and 2 mates do plastering and tiling, keep double booking jobs and losing track of who's ordering materials",
  ],
  [
    'construction',
    'Groundworks, scaffold, steel erection and the M&E contractors all share one crane and the lift plan is always wrong.',
  ],
  [
    'logistics',
    'We run a warehouse with 40 pickers and the loading bay always finds out about late trailers last.',
  ],
  [
    'logistics',
    'Our freight forwarding desk handles customs paperwork while the booking team keeps double-booking containers.',
  ],
  [
    'logistics',
    'We are having twelve vans and i am doing route planning only, drivers and depot manager never agree on what is realistic.',
  ],
  [
    'logistics',
    'Goods in, put away, picking, packing and dispatch are all separate teams and orders fall between them every single day.',
  ],
  [
    'vehicleRepair',
    "We're a three-bay garage and the service desk keeps promising cars back before the mechanics have even looked at them.",
  ],
  [
    'vehicleRepair',
    'I own a body shop and want to see who handles insurance estimates, paint booth scheduling and parts ordering.',
  ],
  [
    'vehicleRepair',
    'Our MOT tester is also doing brake jobs and tyre fitting, so the booking diary is a total mess.',
  ],
  [
    'vehicleRepair',
    'new apprentice in a van dealership workshop, trying to work out who signs off warranty repairs vs who does diagnostics',
  ],
  [
    'aviation',
    'We maintain turboprops for a regional airline and the line engineers and planners fight over hangar slots.',
  ],
  [
    'aviation',
    'Our flight school has six instructors and three aircraft, and scheduling students around the weather is chaos.',
  ],
  [
    'aviation',
    'i work ops at a small airport, ground handling, fuelling and crew briefings all overlap and one delay spreads everywhere',
  ],
  [
    'aviation',
    'There are gaps between the pilots, the ops desk and maintenance when a tech log defect grounds a plane before first departure.',
  ],
  [
    'publicTransport',
    'We run a bus depot with 90 drivers and the duty schedulers change rosters without telling the garage.',
  ],
  [
    'publicTransport',
    'Passengers complain to our tram control room about timetable changes before the drivers have even heard about them.',
  ],
  [
    'publicTransport',
    "i'm a station supervisor on a commuter line and disruption info takes ages to reach the platform staff",
  ],
  [
    'publicTransport',
    'Drivers, conductors, cleaners and the ticket office all have seperate shift patterns and nobody covers the last train out.',
  ],
  [
    'maritime',
    "We manage four container ships and arranging crew changes between ports eats up the whole team's week.",
  ],
  [
    'maritime',
    'Our terminal has stevedores, crane operators and planners, and the berthing schedule keeps slipping every week.',
  ],
  [
    'maritime',
    "I'm second officer on a bulk carrier and want to map who on board handles cargo, safety drills and port paperwork.",
  ],
  [
    'maritime',
    'There are too many handoffs between the shipping agent, the harbour master and our ops desk whenever a vessel runs late.',
  ],
  [
    'postalCourier',
    "We're a local courier firm and parcels keep going out with the wrong driver because the sort happens too late.",
  ],
  [
    'postalCourier',
    'Our delivery office has 30 posties and the walk rota falls apart every time someone phones in sick.',
  ],
  [
    'postalCourier',
    'i do same day deliveries by cargo bike for a small firm and nobody coordinates who takes the late pickups',
  ],
  [
    'postalCourier',
    'Missed parcel cards, redelivery requests and signed-for mail complaints all land on one person in our office.',
  ],
  [
    'retail',
    'We run a corner store and stock ordering is split between me and my wife with no system at all.',
  ],
  [
    'retail',
    'Our night crew fills the shelves but the day team keeps finding gaps and out of date stock in the chillers.',
  ],
  [
    'retail',
    "i'm the newest on the tills at a clothing store, the rota and the stockroom jobs never seem fair",
  ],
  [
    'retail',
    'Merchandising, replenishment, click and collect and the customer service desk all lean on the same three staff.',
  ],
  [
    'sales',
    "We're a B2B sales team of eight and deals keep stalling because nobody owns the follow-up after demos.",
  ],
  [
    'sales',
    'SDRs book the meetings, AEs say the leads are rubbish, and half the pipeline is junk nobody will clean out.',
  ],
  [
    'sales',
    'My reps are all chasing the same prospects in one territory and I only find out when a buyer complains.',
  ],
  [
    'sales',
    'hitting quota this quarter is hard when the reps, solutions engineers and legal pass one contract around for weeks',
  ],
  [
    'customerSuccess',
    'We look after about 200 SaaS accounts and renewals keep slipping because onboarding never properly handed over.',
  ],
  [
    'customerSuccess',
    'Customers get three different people chasing them about the same ticket because our CSMs and support overlap.',
  ],
  [
    'customerSuccess',
    "Me and one other CSM own churn risk, QBRs and expansion for every enterprise logo, and it's not sustainable.",
  ],
  [
    'customerSuccess',
    'Health scores, renewal calls, kickoff sessions and escalations, all sitting with two people who are drowning.',
  ],
  [
    'contactCentre',
    "We answer around 3,000 calls a day and the queue blows up every Monday because breaks aren't staggered.",
  ],
  [
    'contactCentre',
    'There are agents taking billing and tech calls with no proper routing, so callers get transferred four times.',
  ],
  [
    'contactCentre',
    "i'm a team leader on the phones, my agents get zero coaching because the floor is always short",
  ],
  [
    'contactCentre',
    "Average handle time, abandoned calls, wrap-up and adherence... I need to see who's actually covering which line.",
  ],
  ['hospitality', 'We run a 20 room hotel and housekeeping never knows which guests have checked out early.'],
  [
    'hospitality',
    'Five chefs on the pass and front of house keeps changing the specials without telling any of us.',
  ],
  [
    'hospitality',
    "i'm a new waitress at a busy pub, nobody explains who does the cellar, the bar or closing down",
  ],
  [
    'hospitality',
    'Breakfast service, room turnover, dinner covers and weddings at the weekend all fall on the same small team.',
  ],
  [
    'tourism',
    'We run walking tours of the old town and the guides keep getting double booked on busy weekends.',
  ],
  ['tourism', 'Itinerary changes for our group trips never reach the coach operator or the hotels in time.'],
  [
    'tourism',
    "I manage the tourist information centre, and boat trips, excursions and B&B bookings are handled by whoever's free.",
  ],
  [
    'tourism',
    'travellers email us, whatsapp us and book through three websites, and no one on our tiny team owns the inbox',
  ],
  [
    'software',
    "We're six developers and the release process depends on the one person who knows how to deploy.",
  ],
  ['software', 'Pull requests sit unreviewed for days and bugs pile up in Jira because nobody owns triage.'],
  [
    'software',
    'just joined as a junior dev, want to understand who owns the backend, the mobile app and the CI',
  ],
  [
    'software',
    'Merging, tagging versions and hotfixing prod on a Friday, my small team needs to see who actually does what.',
  ],
  [
    'product',
    "We're three product managers sharing one design team and the roadmap keeps changing without engineering knowing.",
  ],
  [
    'product',
    'User interviews never feed into what gets built because discovery and delivery sit in separate teams.',
  ],
  [
    'product',
    'As a new PM I need to see who decides priorities, who talks to customers and who writes the specs.',
  ],
  [
    'product',
    'feature requests come from sales, support and the CEO and nobody owns saying no, so the backlog just grows',
  ],
  [
    'openSource',
    'We maintain a small open source library and issues pile up because only two maintainers can merge.',
  ],
  [
    'openSource',
    'Loads of drive-by pull requests come in but nobody reviews them, so new contributors give up.',
  ],
  ...SENTENCE_LIST_3_PART_2_CASES,
  ...SENTENCE_LIST_3_PART_3_CASES,
];
