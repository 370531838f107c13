import { PROBE_CP_CASES_PART_2 } from './probeCPCases2';

/**
 * Probe batch CP (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in rural Ireland, the Scottish Highlands, Wales and Atlantic Canada), before any change to the drafter
 * was measured on it, and committed before it. 69 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CP_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CP_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CP_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we milk about 90 cows on the home place outside Listowel and the silage contract always clashes with the weather',
  ],
  ['farming', 'Lambing shed at the agricultural college'],
  ['forestry', 'Sitka plantation'],
  [
    'forestry',
    'I manage a few hundred acres of spruce for the estate and the windblow after every winter storm is my headache',
    'Two of us and a contractor with a harvester.',
  ],
  ['forestry', 'Coillte thinning crew in a community woodland'],
  [
    'fishing',
    "me and my brother fish snow crab out of Bonavista b'y and we never knows what the quota will be till April",
  ],
  [
    'fishing',
    'i crew on a prawn trawler out of Mallaig, 4 days out at a time and the skipper does everything in his head',
  ],
  ['fishing', 'Longliner crew tied up at the co-op wharf in Cape Breton'],
  [
    'mining',
    'we run a small limestone quarry near Ennis and the dust complaints from the houses nearby never stop',
    'Eleven lads, two crushers, planning permission up for renewal.',
  ],
  [
    'mining',
    'Gypsum mine outside a Nova Scotia fishing village',
    'About 60 on the payroll, worried about what happens when the seam runs out.',
  ],
  ['manufacturing', 'Trailer factory'],
  [
    'manufacturing',
    "I'm shift lead at a plant making kitchen worktops in Cavan and our defect rate creeps up every night shift",
  ],
  ['manufacturing', 'Stent production line for a medical device firm in Galway'],
  [
    'foodProduction',
    'we make farmhouse cheese from our own milk and the hygeine paperwork for the EHO is eating my evenings',
    'Just myself and my daughter in the dairy.',
  ],
  ['foodProduction', 'Fudge kitchen at a distillery visitor centre'],
  [
    'textiles',
    "I'm one of three weavers on the island and getting yarn dyed and back in time for orders is a nightmare",
  ],
  ['textiles', 'Sewing room that makes the costumes for the Christmas panto'],
  [
    'energy',
    'our community owns two wind turbines and nobody on the board really understands the grid connection contract',
    'Would love a picture we can show at the AGM.',
  ],
  ['energy', "Solar array on a dairy farm's back fields"],
  [
    'waterUtility',
    "I'm the caretaker for our group water scheme in Mayo and half the leaks are on farmers' own pipes",
  ],
  [
    'waterUtility',
    'Private water supply serving a holiday park',
    'Boreholes, a treatment shed and a lot of old plastic pipe.',
  ],
  ['wasteRecycling', 'bin lorries'],
  [
    'wasteRecycling',
    'we run the recycling centre for the island and the skips overflow every summer when the campervans arrive',
  ],
  ['wasteRecycling', 'Food waste collection for the hotels in Killarney'],
  [
    'construction',
    "I'm a small builder doing extensions around Carmarthen and I cant never get the sparks and plasterers lined up",
  ],
  [
    'construction',
    'Site crew building the new secondary school',
    'Main contractor plus about a dozen subbies.',
  ],
  ['logistics', 'Haulage yard'],
  [
    'logistics',
    'we run a couple of artic lorries taking livestock feed across the Highlands and the routing is all on a whiteboard',
  ],
  ['logistics', 'Warehouse for a seafood exporter in Killybegs'],
  [
    'vehicleRepair',
    'my da and me run a garage in the village and half our work is fixing jeeps for the farmers',
    'Three of us, and the da still does the books on paper.',
  ],
  ['vehicleRepair', 'Workshop servicing the council gritters'],
  ['aviation', 'Airfield ops'],
  [
    'aviation',
    "I'm one of two engineers keeping the Twin Otters airworthy for the island flights and parts take weeks",
  ],
  ['aviation', 'Ground crew at Knock airport during the pilgrimage season'],
  ['publicTransport', 'Local Link'],
  [
    'publicTransport',
    "we drive the school and village buses in west Cork and the timetable hasn't changed since 1998",
  ],
  [
    'publicTransport',
    'Dial-a-ride minibus run by the community trust',
    'Four drivers, two buses, mostly older passengers going to the shops.',
  ],
  ['maritime', 'CalMac ferry', 'Worried about the new timetable and crew rest hours.'],
  [
    'maritime',
    "I'm harbour master at a small port in Newfoundland and cargo boats and crab boats all want the same wharf",
  ],
  ['maritime', 'Supply vessel crew for the salmon farms'],
  [
    'postalCourier',
    'i do the post round on the peninsula 80 miles a day and the parcels since covid has doubled',
  ],
  ['postalCourier', 'Courier drop-off point in the village shop'],
  ['retail', 'Hardware shop'],
  [
    'retail',
    'we have the only shop and filling station for twenty miles and keeping stock right in winter is hard',
    'Roads can close for days in a bad snow.',
  ],
  ['retail', 'Gift shop in the distillery'],
  [
    'sales',
    'I sell agri machinery across Munster and my manager wants the pipeline in a CRM instead of my notebook',
  ],
  ['sales', 'Export sales team for a seaweed company'],
  [
    'customerSuccess',
    "we're a small software firm in Sligo and I'm the one trying to stop customers churning after their first year",
    'About 300 accounts, just me and one other.',
  ],
  [
    'contactCentre',
    'I supervise the phones at a call centre in Sydney Nova Scotia and the queue is always backed up Mondays',
  ],
  [
    'contactCentre',
    'Customer phone line for the electricity supplier',
    'Forty agents, calls triple after every storm.',
  ],
  ['hospitality', 'we run a B&B and a wee tearoom and I am the cook, cleaner and booking system all at once'],
  ['hospitality', 'Canteen kitchen at the mart'],
  ['hospitality', 'Bar staff at the GAA clubhouse', 'Mostly weekends and after matches, six or seven of us.'],
  ['tourism', 'Whale watching'],
  [
    'tourism',
    'I guide walking tours on the Causeway coast and the bookings come from five different websites',
  ],
  ['tourism', 'Shore excursions for cruise ship passengers at Invergordon'],
  [
    'software',
    'there are four of us writing the booking software for ferry operators and every release breaks something',
  ],
  [
    'product',
    "I'm the only product manager at a startup in Halifax and the roadmap changes every time the CEO talks to a customer",
    'I want to show the founders where the decisions actually get made.',
  ],
  ['product', 'Product squad building an app for anglers'],
  [
    'openSource',
    'I maintain a small open source library for Irish language spellchecking and contributors vanish after one pull request',
  ],
  ['openSource', 'Open-source GIS plugin used by county councils'],
  [
    'dataPlatform',
    'I build the dashboards for a fish farm company and the sensor data arrives late or in the wrong format',
  ],
  ['dataPlatform', 'Data warehouse team at the health board', 'Five engineers, lots of legacy SQL.'],
  [
    'platformOps',
    'we look after the servers and kubernetes clusters for a few agencies and get paged at 3am far too often',
  ],
  ['platformOps', 'Infrastructure and cloud platform team at the university'],
  [
    'retrospectives',
    "our team's retros have turned into moaning sessions and none of the actions ever get done",
    'Seven of us, fortnightly, always on a Friday afternoon.',
  ],
  ['retrospectives', 'Monthly lessons-learned meeting for the lifeboat crew'],
  [
    'newsMedia',
    'I edit a weekly paper in Donegal with three reporters and the website is killing the print edition',
  ],
  ['newsMedia', 'News desk at a Gaelic community radio station'],
  ['telecoms', "we're a wee wireless ISP on Skye and every gale knocks a relay off the hill"],
  ['telecoms', 'Mobile mast maintenance on forestry land', 'Three engineers covering Argyll.'],
  [
    'creativeAgency',
    'me and two freelancers do branding for craft breweries and the clients keep changing the brief halfway',
  ],
  ['creativeAgency', 'Marketing agency that does campaigns for the tourist board'],
  [
    'finance',
    "I'm the finance person for a fish processing plant and cash flow in the off season is scary",
    'The bank wants monthly forecasts now.',
  ],
  ['finance', 'Budget team at the county council'],
  [
    'insurance',
    "I'm a broker selling farm insurance in the midlands and claims after storms take months to settle",
  ],
  ['insurance', 'Underwriting desk for fishing vessel cover'],
  [
    'accounting',
    'I do the books and tax returns for about forty farmers and January is always an absolute nightmare',
    'Shoeboxes of receipts, every single year.',
  ],
  ['accounting', 'Small accountancy practice serving the parish churches'],
  [
    'realEstate',
    'my wife and I rent out four flats in Aberystwyth to students and keeping on top of deposits is a faff',
  ],
  ['realEstate', 'Estate agency that mostly sells crofts'],
  [
    'legal',
    "I'm a solicitor in a two-partner practice in Tralee and conveyancing and probate files are piling up",
  ],
  [
    'legal',
    'In-house legal team at the wind farm developer',
    'Two lawyers and a paralegal, lots of landowner agreements.',
  ],
  [
    'consulting',
    "I'm a one-man agricultural consultant and I spend more time writing proposals than actually advising farmers",
  ],
  ['consulting', 'Management consultants working with the health board'],
  [
    'architecture',
    "we're a two-person architecture practice designing passive houses in Connemara and planning drawings eat all our time",
  ],
  ...PROBE_CP_CASES_PART_2,
];
