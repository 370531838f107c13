import { PLAIN_LIST_PART_2_CASES } from './plainListPart2Cases';

/** First-person messages of eight to twenty-five words in the plain, quick English of people writing in a second language or on a phone ('i am working in small hotel kitchen, we are 4 cooks'). See boundaryListCases.ts. */
export const PLAIN_LIST_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'farming',
    'i am working on family farm near nakuru, we are 6 people growing maize and beans, rain not coming on time',
  ],
  [
    'farming',
    'we have dairy cows and wheat in punjab, my brothers and me share the work but always fight about tractor',
  ],
  [
    'farming',
    'im farmer in ukraine with 200 hectare sunflower, have 5 worker for planting season and need better plan',
  ],
  [
    'farming',
    'we are cooperative of small growers in peru, potatos and quinoa, hard to organise who is picking when',
  ],
  [
    'forestry',
    'i am working in logging crew in finland, we cut pine and spruce, 7 men and 2 harvester machine',
  ],
  [
    'forestry',
    'our team is planting saplings on hills in chile after big fire, 12 planters and one supervisor, very long days',
  ],
  [
    'forestry',
    'i manage log supply for sawmill in romania, chainsaw crew and truck drivers, always delay bringing logs from mountain',
  ],
  [
    'forestry',
    'we are forest rangers in karnataka checking the trees and illegal cutting, only 9 persons for very big area',
  ],
  ['fishing', 'i am on small trawler in ghana, we are 8 fishermen going out at night, nets always broken'],
  ['fishing', 'we have 3 boats in kerala, my uncle and cousins, selling sardine at market early morning'],
  [
    'fishing',
    'im working on tuna longliner from philippines, crew of 14, sometimes one month at sea without contact',
  ],
  [
    'fishing',
    'we are fishermen in senegal with wooden pirogues, 5 boats, fuel price high and less fish every year',
  ],
  [
    'mining',
    'i am working in copper mine in zambia, underground shift of 12 people, ventilation always problem',
  ],
  ['mining', 'we run small gold digging in ghana, 10 diggers and one washing plant, police coming often'],
  [
    'mining',
    'im engineer in coal pit in indonesia, blasting team of 6, need map who does drilling and who charging',
  ],
  ['mining', 'our quarry near porto cutting granite blocks, 15 workers, crusher break down every week'],
  [
    'manufacturing',
    'i am supervisor in car parts factory in monterrey, 3 shift and 40 operators, too many rejected pieces',
  ],
  [
    'manufacturing',
    'we are making plastic bottles in vietnam, injection moulding, 8 persons per shift, machines stop too often',
  ],
  [
    'manufacturing',
    'im working in electronics assembly plant in shenzhen, our line do circuit boards, solder problem every day',
  ],
  [
    'manufacturing',
    'small metal workshop in turkey, we produce steel furniture, 12 welders and painters, orders late always',
  ],
  [
    'foodProduction',
    'i am working in bakery factory in poland, we bake bread for supermarkets, night shift 10 people',
  ],
  [
    'foodProduction',
    'we make cheese in small dairy in georgia, 5 workers, inspector say our cleaning not good enough',
  ],
  [
    'foodProduction',
    'im in spice packing unit in gujarat, mixing masala and filling packets, wrong labels sometimes',
  ],
  [
    'foodProduction',
    'our company produce frozen dumplings in harbin, 20 women folding on tables, need to track each lot',
  ],
  ['textiles', 'i am working in garment factory in dhaka, 30 machinists stitching shirts, targets too high'],
  [
    'textiles',
    'we are tailoring shop in lagos, 4 tailors making dresses for weddings, customers want it fast',
  ],
  ['textiles', 'im in weaving mill in surat, looms running day and night, yarn shortage every month'],
  [
    'textiles',
    'small knitting business in peru with alpaca wool, 6 women knit sweaters at home, hard to check sizes',
  ],
  [
    'energy',
    'i am working in solar farm in rajasthan, we are 9 technicians cleaning panels and fixing inverters',
  ],
  ['energy', 'we operate hydro station in nepal, 3 shift operators, in winter not enough water for turbines'],
  [
    'energy',
    'im in control room of power plant in egypt, team of 7, many blackouts when demand peak in summer',
  ],
  [
    'energy',
    'our company install wind turbines in brazil, 2 crews climbing towers, weather always change plan',
  ],
  [
    'waterUtility',
    'i am working in city water department in nairobi, we fix burst mains, 8 plumbers not enough',
  ],
  [
    'waterUtility',
    'we are treatment plant staff in manila, 6 operators checking chlorine, shortage in dry season',
  ],
  [
    'waterUtility',
    'im engineer for village water scheme in tanzania, boreholes and tanks, pumps breaking and no parts',
  ],
  [
    'waterUtility',
    'our team reading meters and finding losses in lima, many illegal connections, 10 field workers',
  ],
  [
    'wasteRecycling',
    'i am on garbage truck in bogota, we are 3 per truck, streets full of bags and route too long',
  ],
  [
    'wasteRecycling',
    'we run plastic sorting centre in nairobi, 15 pickers separate bottles, price for pet going down',
  ],
  [
    'wasteRecycling',
    'im working at municipal dump in cairo, trucks coming all day, we are 7 staff and smell is terrible',
  ],
  [
    'wasteRecycling',
    'small startup in jakarta collecting food scraps from restaurants for compost, 4 riders on motorbikes',
  ],
  [
    'construction',
    'i am foreman on building project in doha, 25 workers from nepal and india, concrete pour always delayed',
  ],
  [
    'construction',
    'we are small renovation company in lisbon, 5 builders, subcontractors not coming when they promise',
  ],
  [
    'construction',
    'im site engineer on road bridge in vietnam, crane operators and steel fixers, helmets not worn',
  ],
  [
    'construction',
    'our crew doing tiling and plaster for new houses in accra, 6 guys, cement stolen from site',
  ],
  [
    'logistics',
    'i am working in distribution centre in rotterdam, 20 pickers and forklift drivers, orders late every monday',
  ],
  [
    'logistics',
    'we are trucking company in kazakhstan, 12 drivers going to china border, customs papers always problem',
  ],
  [
    'logistics',
    'im dispatcher in freight forwarding office in dubai, tracking containers with 5 coordinators, too many emails',
  ],
  [
    'logistics',
    'our stockroom in lahore supply goods to 40 shops, 4 vans and loaders, planning who goes which area',
  ],
  [
    'vehicleRepair',
    'i am mechanic in garage in nairobi, we are 4 fixing matatus and cars, spare parts take long',
  ],
  ['vehicleRepair', 'we have tyre and oil change place in riyadh, 6 workers, customers angry when waiting'],
  ['vehicleRepair', 'im working in body shop in sao paulo, painting and fixing dents, 5 guys and the boss'],
  [
    'vehicleRepair',
    'our workshop repair truck engines in kazakhstan, 3 mechanics and one auto electrician, diagnosis tool too old',
  ],
  [
    'aviation',
    'i am aircraft engineer in hangar in addis ababa, 10 technicians doing checks on planes at night',
  ],
  ['aviation', 'we are cabin crew based in doha, rosters change too much, 8 in my group always tired'],
  [
    'aviation',
    'im working in flight dispatch for small airline in indonesia, pilots complain about the schedule',
  ],
  [
    'aviation',
    'our ground handling team at airport in lagos, baggage loading and fueling, 15 staff, delays every day',
  ],
  [
    'publicTransport',
    'i am bus driver in manila, we are 20 drivers at depot, schedule not realistic with traffic',
  ],
  [
    'publicTransport',
    'we work in metro station in delhi, ticket staff and platform staff, rush hour very crowded',
  ],
  ['publicTransport', 'im conductor on railway in poland, trains always late and commuters angry with us'],
  [
    'publicTransport',
    'our small company run minibus lines in accra, 12 vehicles, drivers not follow the timings',
  ],
  [
    'maritime',
    'i am second officer on container ship, crew of 22 from philippines and ukraine, very long contract',
  ],
  ['maritime', 'we are dock workers in port of mombasa unloading containers, cranes old and slow'],
  ['maritime', 'im working on ferry between islands in greece, deck crew of 6, summer too busy'],
  [
    'maritime',
    'our shipping agency in singapore handle vessel arrivals, 5 staff, harbour papers too complicated',
  ],
  [
    'postalCourier',
    'i am courier rider in jakarta, we are 15 riders delivering packages, app give too many stops',
  ],
  [
    'postalCourier',
    'we work in post office in small town in romania, 4 clerks, pensions and letters and queues',
  ],
  [
    'postalCourier',
    'im driver for express parcel company in madrid, 150 drops per day, customers never at home',
  ],
  [
    'postalCourier',
    'our team sort mail at night in sorting hub in cairo, 30 workers, packages lost sometime',
  ],
  ['retail', 'i am working in supermarket in bucharest, we are 8 cashiers, self checkout always break'],
  ['retail', 'we have small grocery in karachi, my father and me and 2 boys, goods finish very fast'],
  [
    'retail',
    'im assistant manager in clothes store in mall in manila, 10 staff, inventory count always wrong',
  ],
  ['retail', 'our phone accesories shop in istanbul, 3 persons, people steal small items from the counter'],
  ['sales', 'i am sales rep for medical equipment in mexico, team of 6, monthly targets too high'],
  ['sales', 'we sell software licences to companies in india, 5 people calling leads, closing very slow'],
  [
    'sales',
    'im working in b2b sales for packaging in germany but from brazil, big clients negotiate price hard',
  ],
  ['sales', 'our team sell solar panels door to door in south africa, 8 agents, fights about commission'],
  [
    'customerSuccess',
    'i am account manager in saas company in bangalore, clients not using features and cancel subscription',
  ],
  [
    'customerSuccess',
    'we are team of 4 helping new customers set up our app in warsaw, too many setup calls',
  ],
  [
    'customerSuccess',
    'im working in client retention in dublin, from spain, contracts ending soon and companies leaving us',
  ],
  [
    'customerSuccess',
    'our small team in cairo look after big clients after sale, check they are happy, lost 3 this quarter',
  ],
  [
    'contactCentre',
    'i am working in call center in manila, we are 30 agents on night shift, waiting time too long',
  ],
  [
    'contactCentre',
    'we answer phones for bank in cairo, 12 operators, supervisors listening to calls all the time',
  ],
  [
    'contactCentre',
    'im on support hotline for online shop in nairobi, headset broken and hold music all day',
  ],
  [
    'contactCentre',
    'our bpo team in colombia doing english calls for american clients, handle time pressure every day',
  ],
  ['hospitality', 'i am chef in restaurant kitchen in bangkok, we are 5 cooks and 3 waiters, orders mix up'],
  ['hospitality', 'we run small guesthouse in zanzibar, 6 rooms, my wife cook breakfast and i do check in'],
  [
    'hospitality',
    'im housekeeping supervisor in hotel in dubai, 15 room attendants, rooms not ready on time',
  ],
  ['hospitality', 'our cafe in lisbon, 4 baristas, weekend very busy and tables not cleaned fast'],
  ['tourism', 'i am tour guide in cusco, we take groups to machu picchu, 5 guides and drivers'],
  ['tourism', 'we are small travel agency in marrakech, organise desert trips, reservations mix up often'],
  ['tourism', 'im working for safari company in arusha, jeeps and guides, tourists want refund when it rain'],
  ['tourism', 'our team in hanoi sell boat cruises to halong bay, 7 people, online reviews bad lately'],
  ['software', 'i am developer in team of 6 in kyiv, we write java backend, too many bugs in production'],
  ['software', 'we are small app studio in lagos, 3 coders, client change requirements every week'],
  ['software', 'im junior programmer in bangalore, code review taking days and merge conflicts always'],
  ['software', 'our dev team in vietnam working for german client, sprints never finish, testing too late'],
  [
    'product',
    'i am product manager in fintech in nairobi, with designers and engineers, we dont know what feature to build first',
  ],
  ['product', 'we are product team of 5 in sao paulo, doing interviews with users but nobody read the notes'],
  ['product', 'im working as product owner in warsaw, backlog too big, stakeholders want everything now'],
  [
    'product',
    'our startup in jakarta building delivery app, 2 pms and 1 designer, priorities changing every week',
  ],
  [
    'openSource',
    'i am maintainer of small python library, volunteers from many country, pull requests waiting months',
  ],
  [
    'openSource',
    'we are group of 8 coders from brazil and india working on free software project, nobody write docs',
  ],
  [
    'openSource',
    'im contributor to linux tool in my free time in poland, too many open tickets and maintainers tired',
  ],
  ['openSource', 'our project on github have 40 contributors but only 2 can merge, burnout problem'],
  ['dataPlatform', 'i am data engineer in bank in lagos, etl jobs failing at night, team of 4'],
  [
    'dataPlatform',
    'we are analytics team in jakarta building reports in power bi, numbers not matching with finance',
  ],
  [
    'dataPlatform',
    'im working on data warehouse in madrid, 5 analysts and 2 engineers, tables not documented',
  ],
  ['dataPlatform', 'our ml team in bangalore training models, labels wrong and nobody own the datasets'],
  [
    'platformOps',
    'i am devops engineer in istanbul, we manage kubernetes clusters, 4 people on call rotation',
  ],
  ['platformOps', 'we are sre team in bangalore, servers go down at night and alerts too noisy'],
  ['platformOps', 'im working in cloud ops in cairo, aws cost too high and terraform messy, team of 3'],
  ['platformOps', 'our infra team in warsaw support 20 dev teams, deployments break staging every week'],
  [
    'retrospectives',
    'i am scrum master in team in pune, after every sprint we do retro but same problems come back',
  ],
  [
    'retrospectives',
    'we have look back meeting every 2 week in manila, people stay quiet and no action happen',
  ],
  [
    'retrospectives',
    'im facilitating lessons learned session for project in lagos, team of 9, want to see what went wrong',
  ],
  [
    'retrospectives',
    'our team in bogota review last month every friday, notes get lost and nobody follow up',
  ],
  [
    'newsMedia',
    'i am reporter in local newspaper in kampala, 6 journalists, deadline every night and few pages',
  ],
  ['newsMedia', 'we run online news site in karachi, 4 writers, clicks going down and fake news problem'],
  ['newsMedia', 'im working at radio station newsroom in accra, editors and presenters, bulletin every hour'],
  ['newsMedia', 'our tv news team in bucharest, cameramen and journalists, breaking stories always chaos'],
  [
    'telecoms',
    'i am technician for mobile operator in nigeria, we fix towers, 8 engineers, generators stolen',
  ],
  [
    'telecoms',
    'we are fibre installers in manila connecting houses to internet, 5 crews, customers complain slow speed',
  ],
  [
    'telecoms',
    'im working in network operations center in cairo, outages in villages, 6 engineers per shift',
  ],
  ['telecoms', 'our small isp in rural kenya, wifi antennas on hills, 3 people doing all work'],
  [
    'creativeAgency',
    'i am graphic designer in small advertising agency in bogota, 5 people, clients change logo every day',
  ],
  [
    'creativeAgency',
    'we are marketing studio in dubai making social media posts for brands, deadlines crazy',
  ],
  [
    'creativeAgency',
    'im copywriter in agency in warsaw, art directors and account people, feedback rounds never end',
  ],
  [
    'creativeAgency',
    'our video production team in lagos make adverts, 4 editors, client always want more changes',
  ],
  [
    'finance',
    'i am working in finance department of cement company in nairobi, 5 people, month end closing always late',
  ],
  ['finance', 'we are treasury team in bank in dubai, cash forecasting every day, spreadsheets everywhere'],
  [
    'finance',
    'im financial controller in startup in warsaw, budget plan and spending report, ceo want numbers fast',
  ],
  ['finance', 'our fp&a team in mumbai make forecasts, 4 analysts, numbers from departments come late'],
  ['insurance', 'i am claims handler in car insurance company in istanbul, 12 people, too many fraud cases'],
  [
    'insurance',
    'we sell health insurance plans in manila, agents and underwriters, premiums going up every year',
  ],
  ['insurance', 'im working in insurance office in lagos checking accident claims, payout take months'],
  [
    'insurance',
    'our team in santiago assess damage after earthquake for home insurers, 6 adjusters, backlog huge',
  ],
  [
    'accounting',
    'i am accountant in small firm in karachi, we do taxes for shops, 4 staff, deadline season stress',
  ],
  ['accounting', 'we are bookkeepers in manila doing payroll and invoices for clients, 5 people'],
  ['accounting', 'im auditor in accounting office in warsaw, year end audits, juniors make mistakes'],
  [
    'accounting',
    'our family accounting practice in cairo do vat filings for small business, clients bring receipts late',
  ],
  [
    'realEstate',
    'i am property manager in dubai, 200 apartments, tenants complain and owners want rent on time',
  ],
  ['realEstate', 'we are real estate agents in lisbon, 6 agents, showings and contracts, market crazy'],
  ['realEstate', 'im working for letting agency in london, from poland, deposits and repairs and viewings'],
  ['realEstate', 'our family rent rooms to students in krakow, 3 buildings, hard to collect money'],
  ['legal', 'i am lawyer in small law firm in lagos, 3 partners and 4 associates, filing deadlines missed'],
  ['legal', 'we are legal team in company in dubai, checking contracts for suppliers, 4 persons'],
  ['legal', 'im paralegal in immigration firm in toronto, from india, many files and clients calling'],
  ['legal', 'our notary office in mexico city, documents and signatures, 5 staff, queue very long'],
  [
    'consulting',
    'i am consultant in management consulting firm in dubai, projects with ministries, team of 6 travel always',
  ],
  [
    'consulting',
    'we are small advisory company in nairobi helping family businesses with strategy, 4 consultants',
  ],
  ['consulting', 'im analyst in consulting company in mumbai, partners sell projects and we work weekends'],
  [
    'consulting',
    'our it consulting team in bucharest, clients in germany, proposals and workshops and reports',
  ],
  ...PLAIN_LIST_PART_2_CASES,
];
