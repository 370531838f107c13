import { PROBE_AT_CASES_PART_2 } from './probeATCases2';

/**
 * Probe batch AT (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people in rural and remote places (farms, islands, mountain villages, mining towns, fishing ports, outback stations) describing the systems they run or belong to, written by people in Canada, Australia, Scotland, Norway, Chile and Mongolia), before any change to the drafter
 * was measured on it, and committed before it. 53 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AT_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AT_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AT_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Cattle ranch'],
  [
    'farming',
    'we run 4000 acres of canola and barley near the Sask border and seeding always falls behind when a machine goes down',
  ],
  ['farming', 'Barley farm supplying a Highland distillery', 'Three of us plus a contractor at harvest.'],
  [
    'forestry',
    'I manage a small spruce plantation in Trøndelag and the thinning never happens on time because contractors are booked for years',
    'Around 120 hectares, mostly inherited from my father.',
  ],
  ['forestry', 'Tree planting crew on a reclaimed mine site in northern BC'],
  [
    'fishing',
    'my brother and I skipper a wee creel boat out of Ullapool and the quota paperwork is eating our weekends',
    'We want to spend more time at sea, less at the kitchen table.',
  ],
  ['fishing', 'Longline crew landing cod for the fish plant in a Newfoundland outport'],
  ['mining', 'Copper mine', 'Open pit, about 900 workers on 7x7 rosters.'],
  [
    'mining',
    "I'm shift boss at an underground nickel mine outside Sudbury and handovers between crews lose half the information",
  ],
  ['mining', 'Gravel quarry owned by the shire council'],
  ['manufacturing', 'Truss plant'],
  [
    'manufacturing',
    'we make steel cattle gates and feeders in a shed in regional Victoria and weld defects keep coming back from customers',
    'About 12 on the floor, two shifts.',
  ],
  ['manufacturing', 'Production line making drill bits for the mines in Antofagasta'],
  [
    'foodProduction',
    'I run a little jam and chutney kitchen on Orkney, batches sell out but the labels and hygiene records are chaos',
  ],
  ['foodProduction', "Reindeer meat processing for the Sámi herders' cooperative"],
  [
    'textiles',
    'me and three other women knit and felt yak wool goods in Ulaanbaatar and our patterns get lost between us',
    'We sell to tourists in summer and online in winter.',
  ],
  ['textiles', 'Sewing workshop making hi-vis uniforms for the copper mine'],
  [
    'energy',
    'I look after the diesel generators and the new solar array that keep the power on for our island of 300 people',
  ],
  [
    'energy',
    'Micro-hydro scheme run by the community trust',
    'Worried about what happens when the one engineer retires.',
  ],
  [
    'waterUtility',
    'im the only operator for our village water system in the Andes and leaks in the old pipes never stop',
    'we lose maybe half the water before it reach the houses',
  ],
  ['waterUtility', "Pipe and leak crew for the mining town's water supply"],
  ['wasteRecycling', 'Shire tip'],
  [
    'wasteRecycling',
    "we're trying to get recycling going on our island but the bins only get collected every three weeks by boat",
  ],
  ['wasteRecycling', 'Bin collection round for the ski resort villages'],
  ['construction', 'Civil contractor'],
  [
    'construction',
    "I'm site super on a camp build up north with fly-in fly-out crews and the safety sign-offs keep slipping",
    'Roughly 80 workers on a 3 week rotation.',
  ],
  ['construction', 'Contractors building the new school on the island'],
  ['logistics', 'Freight depot'],
  [
    'logistics',
    'we truck groceries and fuel up the Dempster highway and every winter route planning falls apart when the ferry stops',
    'Eight trucks and two dispatchers.',
  ],
  ['logistics', "Warehouse for the mine's spare parts in Calama"],
  ['vehicleRepair', 'Diesel mechanics', 'Two of us in a shed off the highway.'],
  [
    'vehicleRepair',
    "I fix everyone's quads, utes and snowmobiles in a tiny Yukon town and parts take weeks to come in",
  ],
  ['vehicleRepair', 'Workshop servicing the haul trucks at a coal mine'],
  [
    'aviation',
    'I run a two-aircraft air service to the fly-in communities and keeping both planes airworthy through winter is hard',
    'I want a clearer picture of where maintenance hours go.',
  ],
  ['aviation', 'Aircraft maintenance for a Royal Flying Doctor base'],
  [
    'publicTransport',
    'I coordinate the only bus between our valley villages and town and the timetable doesnt match a single train',
  ],
  ['publicTransport', 'School bus routes for a rural school division in Manitoba'],
  [
    'maritime',
    "I'm mate on a coastal cargo vessel supplying small ports up the Norwegian coast and winter crew changes are a nightmare",
  ],
  ['maritime', 'Cargo barge crew for the Arctic mine resupply'],
  ['postalCourier', 'Mail run'],
  [
    'postalCourier',
    "I deliver the post on a rural route in Nova Scotia and parcels have tripled since covid, my car can't cope",
  ],
  ['postalCourier', 'Parcel drop-off counter in the general store', 'Just me and a part-timer.'],
  ['retail', 'General store'],
  [
    'retail',
    'we run the only shop on the island and the stock runs out every single time the ferry gets cancelled',
    'Also does the fuel pump and the post.',
  ],
  ['retail', 'Gift shop at the whaling museum'],
  ['sales', 'Territory reps'],
  [
    'sales',
    'I sell farm machinery across three provinces and honestly my whole pipeline lives in a notebook in the truck',
  ],
  [
    'sales',
    'Sales team for a salmon exporter in Puerto Montt',
    'Five people, big buyers in Asia and the US.',
  ],
  [
    'customerSuccess',
    'I handle onboarding and renewals for the farms using our herd tracking app and churn spikes right after calving season',
  ],
  ['customerSuccess', "Onboarding team for a satellite internet provider's remote customers"],
  [
    'contactCentre',
    'i work in a small call centre in Temuco answering for a bank and the queue never goes down on mondays',
    'We are 25 agents, many are students.',
  ],
  ['contactCentre', 'Customer call line for the regional power company'],
  ['hospitality', 'Roadhouse'],
  [
    'hospitality',
    "my wife and I run a six-room guesthouse on Lewis and the kitchen can't keep up when the ferry brings coachloads",
  ],
  ['hospitality', 'Camp kitchen and rooms at a remote gold mine'],
  ['tourism', 'Husky tours'],
  [
    'tourism',
    'I organise trips for foreign visitors to stay with nomad families in the Gobi and bookings come through five different apps',
    'We are small agency, 4 people and many drivers.',
  ],
  ['tourism', 'Visitor bookings for a working cattle station'],
  [
    'software',
    "we're three developers in Tromsø building an app for fishing boats and our releases keep breaking on old phones",
    'Connection at sea is terrible so it has to work offline.',
  ],
  ['software', 'Software team at a mining equipment maker'],
  [
    'product',
    "I'm the only product manager at an agtech startup and farmers tell us what they want at the pub, not in interviews",
  ],
  [
    'product',
    'Product roadmap for a bushfire alert app',
    'Want to stop building whatever the loudest person asks for.',
  ],
  [
    'openSource',
    'I maintain an open source tool for mapping reindeer herding routes and new contributors never stick around past their first issue',
  ],
  ['openSource', 'Open source GIS project hosted by a university lab'],
  [
    'dataPlatform',
    'we pull sensor data from 40 salmon pens into one pipeline and the dashboards are wrong about half the time',
  ],
  [
    'dataPlatform',
    'Data warehouse for the regional health authority',
    'Nobody trusts the numbers in the monthly report.',
  ],
  [
    'platformOps',
    "I'm the one ops person keeping the kubernetes cluster alive for a ski resort's booking site and every deploy scares me",
  ],
  [
    'platformOps',
    "Infrastructure team behind a telco's billing platform",
    'Team of 6, on-call is burning people out.',
  ],
  [
    'retrospectives',
    "our retros on the mine's digital team have turned into the same three complaints every fortnight and nothing ever changes",
  ],
  ['retrospectives', 'Retrospective meetings for the lambing season crew'],
  [
    'newsMedia',
    'I edit a weekly newspaper for the Shetland isles with two reporters and our readers are moving online fast',
  ],
  [
    'newsMedia',
    'Community radio newsroom in the Atacama',
    'Mostly volunteers reading the news in Spanish and Aymara.',
  ],
  ['telecoms', 'Telco techs'],
  [
    'telecoms',
    'we run a wireless broadband co-op for the farms in our valley and the signal drops whenever it snows',
    'Around 90 subscribers and four towers.',
  ],
  ['telecoms', 'Satellite internet for outback cattle stations'],
  [
    'creativeAgency',
    'I run a two-person branding studio from a croft on Skye and client briefs keep changing halfway through the job',
  ],
  ['creativeAgency', 'Campaign design for the regional tourism board'],
  [
    'finance',
    "I keep the budget and cashflow for our cattle station and the bank now wants a forecast I can't build",
    'The station turns over about 3 million a year.',
  ],
  ['finance', 'Finance team of a mining town hospital'],
  [
    'insurance',
    'I handle hail and drought claims for farm policyholders across the prairies and the backlog after one storm is brutal',
  ],
  [
    'insurance',
    'Underwriters for fishing vessel policies',
    'Small team, losses have been bad the last two years.',
  ],
  [
    'accounting',
    'I do the tax returns and the bookkeeping for about 60 farms and small shops around Dubbo, nearly all paper receipts',
  ],
  ['accounting', 'Bookkeeping for the fishing boats out of Lunenburg'],
  [
    'realEstate',
    'I rent out six houses to tenants in a mining town and the landlord side of things is taking over my life',
  ],
  [
    'realEstate',
    "Property manager for the mine's staff housing",
    'Demand goes up and down with the price of iron ore.',
  ],
  ['legal', 'Country solicitor'],
  [
    'legal',
    "I'm the one lawyer in a Patagonian town, mostly water rights contracts and land matters for ranchers",
    'I have one assistant, files are on paper.',
  ],
  ['legal', 'Contract lawyers for a wind farm developer'],
  ...PROBE_AT_CASES_PART_2,
];
