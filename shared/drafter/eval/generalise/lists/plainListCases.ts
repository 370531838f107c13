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
  [
    'architecture',
    'i am architect in small studio in istanbul, 5 architects, drawings revision never finish',
  ],
  ['architecture', 'we design houses in lagos, 3 architects and one draftsman, clients keep changing plans'],
  [
    'architecture',
    'im working in architecture office in barcelona, from chile, autocad and 3d renders, deadlines',
  ],
  ['architecture', 'our firm in hanoi design hotels, team of 8, permits from city take long'],
  [
    'research',
    'i am phd student in lab in germany from iran, 8 researchers, experiments failing and professor busy',
  ],
  ['research', 'we are research group in institute in brazil studying malaria, field samples and lab tests'],
  ['research', 'im postdoc in chemistry lab in shanghai, equipment booking conflicts, 12 people'],
  [
    'research',
    'our research institute in nairobi do surveys in villages, data collectors and analysts, publications slow',
  ],
  ['veterinary', 'i am vet in small animal clinic in bucharest, 2 vets and 3 assistants, dogs and cats'],
  [
    'veterinary',
    'we are vet team visiting farms in kenya, treating cows and goats, vaccine cold chain problem',
  ],
  [
    'veterinary',
    'im vet nurse in clinic in madrid, from colombia, emergencies at night, surgery schedule full',
  ],
  ['veterinary', 'our pet hospital in bangkok, 4 doctors, owners angry about the bills'],
  [
    'peopleTeam',
    'i am hr officer in company in nairobi, 300 workers, recruiting and contracts, only 3 of us',
  ],
  ['peopleTeam', 'we are recruitment team in bangalore hiring engineers, candidates not come to interview'],
  ['peopleTeam', 'im working in human resources in dubai, visas and payroll and new joiners, 4 people'],
  ['peopleTeam', 'our hr team in warsaw do performance reviews, managers never fill forms'],
  [
    'facilities',
    'i am facilities coordinator in office tower in dubai, cleaners and technicians, aircon always broken',
  ],
  ['facilities', 'we are cleaning company in london, most of us from brazil, 10 cleaners, offices at night'],
  ['facilities', 'im maintenance supervisor in shopping mall in manila, plumbers and electricians, 7 guys'],
  ['facilities', 'our janitor team in big office park in cairo, 12 janitors, supplies always finish'],
  ['security', 'i am security guard in mall in johannesburg, 12 guards on shift, shoplifting every day'],
  ['security', 'we are security company in lagos, guards for houses and banks, some guards sleep on duty'],
  ['security', 'im cctv operator in control room in bogota, 4 operators, half cameras broken'],
  ['security', 'our team do patrols in residential compound in riyadh, 8 guards, gate and cameras'],
  [
    'publicServices',
    'i am working in municipality office in istanbul, citizens come for documents, queue long, 6 clerks',
  ],
  [
    'publicServices',
    'we are city council staff in small town in romania, permits and complaints from people',
  ],
  [
    'publicServices',
    'im clerk in government service centre in nairobi, id cards and birth certificates, system slow',
  ],
  [
    'publicServices',
    'our department in manila handle business permits and street lights complaints, 10 staff',
  ],
  [
    'governmentPolicy',
    'i am policy analyst in ministry of trade in ghana, writing briefs for minister, 5 analysts',
  ],
  [
    'governmentPolicy',
    'we are policy team in government in jakarta drafting new regulation, stakeholder meetings too many',
  ],
  ['governmentPolicy', 'im advisor in ministry in tbilisi preparing reforms, minister change his mind often'],
  [
    'governmentPolicy',
    'our unit in prime minister office in kyiv, research and public consultations on new laws',
  ],
  ['justice', 'i am prison officer in jail in south africa, 10 officers per block, overcrowding'],
  ['justice', 'we work in court registry in nairobi, case files lost, hearings postponed'],
  ['justice', 'im probation officer in bucharest, 40 offenders each, reports for judges'],
  ['justice', 'our team in public defender office in bogota, many detainees waiting trial'],
  ['emergencyServices', 'i am firefighter in station in manila, 4 crews, trucks old and water pressure low'],
  ['emergencyServices', 'we are police dispatch in mexico city, emergency calls all night, 8 dispatchers'],
  [
    'emergencyServices',
    'im in civil defence team in turkey after earthquakes, search and rescue, 15 members',
  ],
  ['emergencyServices', 'our fire brigade in small town in poland, 20 firemen, alarm response slow'],
  ['schools', 'i am teacher in primary school in ghana, 60 kids in class, not enough books'],
  ['schools', 'we are maths teachers in secondary school in jakarta, 5 of us, exams and marking'],
  ['schools', 'im head teacher in village school in nepal, 7 teachers, students absent in rain season'],
  ['schools', 'our school in cairo, teachers share classrooms and timetable always clash'],
  ['earlyYears', 'i am working in kindergarten in warsaw, 20 toddlers, 3 teachers, parents pick up late'],
  ['earlyYears', 'we run daycare at home in lagos, 8 babies, me and my sister'],
  ['earlyYears', 'im preschool teacher in santiago, small kids age 3 to 5, nap time chaos'],
  ['earlyYears', 'our creche in dublin, staff from many country, ratio rules difficult'],
  ['university', 'i am lecturer in university in nairobi, 300 students in one hall, grading takes weeks'],
  ['university', 'we are department of engineering in college in pakistan, 12 professors, timetable clash'],
  ['university', 'im teaching assistant in uni in germany from india, tutorials and marking exams'],
  ['university', 'our faculty in lima, semester registration mess, students cannot find classes'],
  ['training', 'i am trainer in vocational centre in kenya, teaching welding to adults'],
  ['training', 'we do corporate workshops in dubai, excel and leadership, 4 trainers'],
  ['training', 'im instructor in driving school in istanbul, 6 instructors, learners fail test often'],
  ['training', 'our team run online upskilling courses in manila, participants drop out half way'],
  ['healthcare', 'i am nurse in hospital ward in manila, 30 beds and only 3 nurses at night'],
  ['healthcare', 'we are doctors in district hospital in malawi, medicine shortage and long shifts'],
  ['healthcare', 'im working in surgery department in cairo, operating theatre schedule always late'],
  ['healthcare', 'our maternity unit in rural india, 4 midwives and one doctor, deliveries at night'],
  ['emergencyCare', 'i am paramedic on ambulance in johannesburg, 2 per crew, roads bad and calls too many'],
  ['emergencyCare', 'we are er nurses in hospital in bangkok, triage desk overloaded on weekend'],
  ['emergencyCare', 'im doctor in emergency department in lima, trauma cases at night, beds in corridor'],
  ['emergencyCare', 'our ambulance station in warsaw, 6 vehicles, response times too slow'],
  ['primaryCare', 'i am gp in family clinic in bucharest, 2 doctors, appointments booked 3 weeks ahead'],
  ['primaryCare', 'we are receptionists in doctor surgery in london, from poland, phone ring nonstop at 8am'],
  ['primaryCare', 'im nurse in health centre in village in kenya, vaccinations and checkups'],
  ['primaryCare', 'our family medicine practice in madrid, repeat prescriptions take too much time'],
  ['pharmacy', 'i am pharmacist in chemist shop in lagos, 2 pharmacists and 3 helpers, fake drugs problem'],
  ['pharmacy', 'we work in hospital pharmacy in cairo, dispensing to wards, stock shortages'],
  ['pharmacy', 'im pharmacy technician in toronto from philippines, filling scripts, insurance rejections'],
  ['pharmacy', 'our drugstore in manila, medicines expire on shelf and we lose money'],
  [
    'dentistry',
    'i am dentist in small clinic in istanbul, 2 chairs and 1 assistant, patients cancel last minute all the time',
  ],
  [
    'dentistry',
    'we are dental practice in warsaw doing fillings and cleanings, hygienist only 2 days per week and list growing',
  ],
  [
    'dentistry',
    'im dental nurse in london, from romania, sterilising the tools and booking people, x ray machine old',
  ],
  [
    'dentistry',
    'our orthodontic clinic in dubai, braces for kids mostly, 3 orthodontists and many follow up visits to arrange',
  ],
  [
    'mentalHealth',
    'i am psychologist in counselling centre in buenos aires, 5 therapists, waiting list very long for new people',
  ],
  [
    'mentalHealth',
    'we run support groups for depression and trauma in nairobi, 3 counsellors, stigma is big problem here',
  ],
  [
    'mentalHealth',
    'im therapist in private practice in madrid, from argentina, doing online sessions, colleagues share one room',
  ],
  [
    'mentalHealth',
    'our team in mumbai help people with anxiety, psychiatrist and 4 counsellors, we are burning out too',
  ],
  [
    'socialCare',
    'i am carer in old people home in london from philippines, 20 residents, not enough staff on nights',
  ],
  [
    'socialCare',
    'we visit elderly in their own houses in dublin, 6 carers, travel between visits is not paid',
  ],
  [
    'socialCare',
    'im support worker for disabled adults in group home in toronto, long shifts and medication rounds',
  ],
  [
    'socialCare',
    'our home care agency in manchester, many carers from nigeria, hard to match carers with the old people',
  ],
  [
    'performingArts',
    'i am dancer in ballet company in kyiv, 25 dancers, rehearsals every day and injuries before premiere',
  ],
  [
    'performingArts',
    'we are theatre group in lagos, actors and stage crew, shows on weekends and lines not learned',
  ],
  [
    'performingArts',
    'im musician in symphony orchestra in sao paulo, 60 players, conductor very strict about practice time',
  ],
  [
    'performingArts',
    'our band in manila play in bars at night, 5 members, gigs and practice always clash with day jobs',
  ],
  [
    'museum',
    'i am guide in history museum in cairo, many foreign groups, labels on the display cases very old',
  ],
  [
    'museum',
    'we are curators in small museum in krakow, 4 staff preparing new exhibition about the war, deadline close',
  ],
  [
    'museum',
    'im working in conservation department of national museum in mexico city, storerooms full of artefacts, no space',
  ],
  [
    'museum',
    'our city museum in hanoi has guards, educators and archivist, school groups every morning and gallery overcrowded',
  ],
  [
    'library',
    'i am librarian in public library in accra, few books on shelves, kids come after school to study',
  ],
  [
    'library',
    'we work in university library in lahore, 6 staff, borrowed books not returned and fines ignored',
  ],
  [
    'library',
    'im assistant in city library in warsaw, borrowing system computer slow and reading room always full',
  ],
  [
    'library',
    'our small neighbourhood library in bogota lend books and ebooks, 3 librarians, cataloguing is behind',
  ],
  [
    'sport',
    'i am coach of football club in nigeria, 25 players, organising fixtures and training sessions is hard',
  ],
  [
    'sport',
    'we are womens volleyball team in manila, 12 girls, practice on weekend and tournament coming soon',
  ],
  ['sport', 'im manager of cricket club in karachi, kit and match days, players not showing up on time'],
  [
    'sport',
    'our basketball club in belgrade, 4 coaches and physio, league games every week and too many injuries',
  ],
  [
    'events',
    'i am event planner in dubai doing weddings and conferences, 5 staff, vendors always late on day',
  ],
  [
    'events',
    'we organise summer music festival in serbia, 20 crew, stages and wristbands and camping area to manage',
  ],
  [
    'events',
    'im working for conference company in singapore, registration desk and speakers, hotel ballroom bookings get mixed',
  ],
  [
    'events',
    'our team in nairobi put on concerts, sound, door staff and ticket sales, tickets fake sometimes',
  ],
  [
    'visualArts',
    'i am painter sharing studio in berlin with 4 artists from latin america, rent high and space small',
  ],
  [
    'visualArts',
    'we are artist collective in mexico city painting murals and making shows, never money for materials',
  ],
  ['visualArts', 'im sculptor in bali, 3 assistants carve stone for me, gallery want new pieces fast'],
  ['visualArts', 'our ceramics studio in seoul, 6 potters share one kiln and always argue who fire first'],
  [
    'personalCare',
    'i am hairdresser in salon in lagos, 4 stylists doing braids and weaves, clients come late',
  ],
  [
    'personalCare',
    'we run nail and beauty shop in london, vietnamese family, bookings on phone and walk ins mixed',
  ],
  [
    'personalCare',
    'im barber in istanbul, 3 chairs, shaves and haircuts, walk ins all day and no booking system',
  ],
  ['personalCare', 'our spa in bali, 8 massage therapists, room booking conflicts and facials overlapping'],
  [
    'faith',
    'i am pastor in small church in accra, choir and ushers, planning sunday worship is always chaos',
  ],
  [
    'faith',
    'we run mosque in birmingham, imam and helpers, friday prayers crowded and ramadan iftar to organise',
  ],
  [
    'faith',
    'im helping at hindu temple in leicester, festivals and priests schedule, devotees many on diwali',
  ],
  [
    'faith',
    'our parish in manila, 3 priests and many lay ministers, masses, confessions and baptisms every week',
  ],
  ['association', 'i am secretary of alumni association in lagos, 300 members, yearly fees not paid by most'],
  [
    'association',
    'we are trade union branch in cape town, committee of 7, members complain meetings too long',
  ],
  [
    'association',
    'im treasurer of professional engineers society in pakistan, committee meets monthly, membership renewals messy',
  ],
  [
    'association',
    'our cameroon diaspora association in paris, members pay dues, committee fight about elections',
  ],
  [
    'repairShop',
    'i am phone repair technician in nairobi, we change screens and batteries, 3 of us in small kiosk',
  ],
  [
    'repairShop',
    'we fix laptops in small shop in karachi, spare parts from china slow and customers wait weeks',
  ],
  [
    'repairShop',
    'im running electronics repair stall in lagos, fixing tv and radio, people never collect their items',
  ],
  [
    'repairShop',
    'our shop in lima fix washing machines and fridges, 2 technicians, home visits and workbench jobs',
  ],
  [
    'funeral',
    'i am funeral director in small business in ghana, big funerals with coffins and music, many relatives',
  ],
  ['funeral', 'we run funeral home in mexico, embalming and ceremonies, grieving families need lot of care'],
  [
    'funeral',
    'im working in crematorium in mumbai, 5 staff, paperwork and cremation slots, families wait long',
  ],
  [
    'funeral',
    'our family undertaker business in poland, 4 staff, burials, cemetery paperwork and priest bookings',
  ],
  ['nonprofit', 'i am working for ngo in kenya supporting orphans, 7 staff, donations going down this year'],
  [
    'nonprofit',
    'we are small charity in uganda giving clean stoves, writing grants and reports for donors every quarter',
  ],
  [
    'nonprofit',
    'im fundraiser for cancer charity in london, from india, campaign targets and gift aid forms',
  ],
  [
    'nonprofit',
    'our foundation in philippines give scholarships to poor students, 5 staff, sponsors want reports',
  ],
  ['household', 'we are family of 6 in lagos, cooking and cleaning not fair, my sisters do everything'],
  ['household', 'i live with my wife and 3 kids in flat in cairo, need to split chores and school runs'],
  [
    'household',
    'im mother in karachi, husband working abroad, kids homework and cooking and grandmother all on me',
  ],
  [
    'household',
    'our house in manila with grandparents and cousins, 9 people, bills and shopping always confusion',
  ],
  ['community', 'i am in neighbourhood group in bogota, our street lights broken and rubbish on corners'],
  [
    'community',
    'we are residents of building in istanbul, 40 flats, repairs needed and neighbours argue in meetings',
  ],
  ['community', 'im organising street cleanup in my area in accra, neighbours help some days but not others'],
  ['community', 'our whatsapp group for our block in nairobi, about security, noise and water tank sharing'],
  [
    'volunteering',
    'i am volunteer at food bank in toronto, shifts on saturday, never enough people for packing',
  ],
  [
    'volunteering',
    'we coordinate volunteers at refugee shelter in berlin, 40 helpers, schedule always has gaps on weekends',
  ],
  [
    'volunteering',
    'im volunteering in soup kitchen in madrid, serving meals to homeless, coordinator changes plan last minute',
  ],
  [
    'volunteering',
    'our volunteer group in manila do typhoon relief, unpaid helpers, hard to make rota for distributions',
  ],
  ['youth', 'i am youth leader in scouts in kenya, 30 boys and girls, camps and badges and parents forms'],
  ['youth', 'we run youth club in london for teenagers from estate, 4 youth workers, fights sometimes'],
  ['youth', 'im mentor for young people in favela in rio, keeping teens away from gangs, 6 mentors'],
  ['youth', 'our after school teen program in johannesburg, homework help and sports, young ones drop out'],
  ['gardening', 'i have allotment in uk, from poland, growing potatoes and beans, slugs eat everything'],
  ['gardening', 'we share garden plots in berlin, 12 families, watering rota and tools shed always messy'],
  ['gardening', 'im gardener for big villa in dubai, 3 of us, lawn and palms and flowers, heat kill plants'],
  [
    'gardening',
    'our rooftop vegetable garden in cairo, tomatoes and herbs in pots, neighbours help with watering',
  ],
];
