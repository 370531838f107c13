import { PROBE_AR_CASES_PART_2 } from './probeARCases2';

/**
 * Probe batch AR (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people in Spanish-, Italian- and German-speaking countries writing English as a second language, across all families evenly), before any change to the drafter
 * was measured on it, and committed before it. 27 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AR_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AR_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AR_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Bauernhof'],
  [
    'farming',
    'we are a family farm in Emilia with 40 hectares of tomatoes and the harvest planning every summer is chaos',
    'My parents, me and my cousin, plus seasonal pickers.',
  ],
  ['farming', 'olive grove owned by a monastery'],
  ['forestry', 'Forstamt'],
  [
    'forestry',
    'I coordinate felling crews in the Black Forest and after the storm we have too much timber and not enough trucks',
    'We are 14 people, many are seasonal.',
  ],
  ['forestry', 'woodland team of a ski resort'],
  ['fishing', 'Tuna fleet'],
  [
    'fishing',
    'my brother and me have two small boats in Galicia, we fish octopus and the quota paperwork kills us',
  ],
  ['fishing', 'trawler crew that supplies a restaurant chain'],
  ['mining', 'Marble quarry'],
  [
    'mining',
    'I am shift supervisor in a potash mine near Kassel, the communication underground between the shifts is very bad',
  ],
  ['mining', 'gravel pit supplying a construction company', 'We want less accidents with the loaders.'],
  ['manufacturing', 'CNC Fertigung'],
  [
    'manufacturing',
    'we produce brake components for cars in Brescia and every month the defect rate goes up and nobody knows why',
  ],
  ['manufacturing', 'tablet packaging line at a pharma company'],
  ['foodProduction', 'Caseificio'],
  [
    'foodProduction',
    'I run a small bakery production for supermarkets, we bake 3000 breads per night and the hygiene audits make me crazy',
  ],
  [
    'foodProduction',
    'jam production at an agriturismo',
    'Only me and two women from the village, but the orders are growing.',
  ],
  ['textiles', 'Sartoria'],
  [
    'textiles',
    'we are a small knitwear lab near Prato and the patterns from the clients always arrive late and wrong',
    'We are 11 people, mostly women who sew since 30 years.',
  ],
  ['energy', 'Windpark'],
  [
    'energy',
    'I work in the control room of a hydro power plant in the Alps, the handover between shifts is always missing informations',
    'Four shift teams, 24/7.',
  ],
  ['waterUtility', 'Acquedotto'],
  [
    'waterUtility',
    'we are the water network team for 12 villages and we loose almost 30 percent of the water from old pipes',
    'We want to decide which leaks to fix first.',
  ],
  ['waterUtility', 'leak detection crew for the comune'],
  ['wasteRecycling', 'Wertstoffhof'],
  [
    'wasteRecycling',
    'I manage the collection trucks for a town near Valencia and the routes for the bins are from 2009',
  ],
  [
    'wasteRecycling',
    'waste sorting at a big music festival',
    'Every year the landfill bill is higher, we must change something.',
  ],
  ['construction', 'Baustelle'],
  [
    'construction',
    'we are a small building company in Andalucia, 20 workers, and the subcontractors never come on the day they say',
    'I want to see where the delays really start.',
  ],
  ['construction', 'construction crew rebuilding an old church'],
  ['logistics', 'Spedition'],
  [
    'logistics',
    'I am dispatcher in a warehouse near Milano, the trucks arrive all at the same time and the ramp is blocked',
  ],
  ['logistics', 'warehouse of an online fashion shop', 'Around 35 pickers in two shifts.'],
  ['vehicleRepair', 'taller mecanico'],
  [
    'vehicleRepair',
    'my father and I have a garage for cars and small vans, customers always call to ask if the car is ready',
  ],
  ['vehicleRepair', 'bus depot workshop of the city transport'],
  [
    'aviation',
    'I am a planner for aircraft maintenance in a small airline from Sardinia, the airworthiness documents are everywhere',
    'Six aircraft, ATR and one jet.',
  ],
  ['aviation', 'aircraft maintenance hangar of a cargo company'],
  [
    'publicTransport',
    'I plan the bus timetable for a province in Tuscany and the schools change their hours every year without telling us',
  ],
  ['publicTransport', 'night bus line for the university students'],
  [
    'maritime',
    'I am chief mate on a bulk carrier, the crew is from 6 countries and the handover in port is always rushed',
  ],
  ['maritime', 'deck crew on a cruise ship', 'Big turnover of crew, contracts of 4 to 6 months.'],
  ['postalCourier', 'Correos branch'],
  [
    'postalCourier',
    'i am courier with my own van for a big parcel company, 150 stops a day and the scanner app crashes',
  ],
  ['postalCourier', 'mail room of a ministry'],
  ['retail', 'Ferramenta'],
  ['retail', 'we have a family shoe shop in Graz and the stock in the back is never what the computer says'],
  ['retail', 'gift shop of a museum'],
  ['sales', 'Außendienst'],
  [
    'sales',
    'I lead 6 sales reps selling packaging machines to food companies, our pipeline is in excel and nobody update it',
    'My boss wants a forecast every monday.',
  ],
  ['sales', 'export sales for a winery'],
  [
    'customerSuccess',
    'I am customer success manager for a SaaS for hotels and we lose too many clients at the renewal',
  ],
  ['customerSuccess', 'renewals team at a software company for dentists'],
  [
    'contactCentre',
    'I am team leader in a call center in Barcelona, we answer for an energy company and the queue is always 40 minutes',
    'About 60 agents, many are students part time.',
  ],
  ['contactCentre', 'hotline of an insurance company'],
  ['hospitality', 'Trattoria'],
  [
    'hospitality',
    'we have a small hotel with 18 rooms on Lake Garda and in summer the kitchen and the reception never talk',
  ],
  ['hospitality', 'Mensa at a car factory'],
  ['tourism', 'Reisebüro'],
  [
    'tourism',
    'I organise walking tours for foreign visitors in Sevilla and the bookings come from 5 different websites',
  ],
  ['tourism', 'tourist office of a small comune', 'Only open from Easter to October.'],
  [
    'software',
    'we are 5 developers making an app for a bank, every release breaks something and the testers are in another country',
    'The testers are in Romania and we talk only on tickets.',
  ],
  ['software', 'software developers inside a logistics company'],
  [
    'product',
    'I am the only product manager in a startup for farmers and I dont know how to decide the roadmap',
    'We have 12 people and a lot of opinions.',
  ],
  ['product', 'product owners of an e-learning platform'],
  [
    'openSource',
    'I maintain an open source library for geodata with 3 other people, the issues grow faster than we can answer',
  ],
  [
    'dataPlatform',
    'we are a data team of 4 in an insurance in Munich, the dashboards show different numbers every morning',
  ],
  [
    'dataPlatform',
    'data warehouse team of a supermarket chain',
    'I want to know why the pipelines break so often.',
  ],
  [
    'platformOps',
    'I am the only ops person for our kubernetes cluster, the developers deploy on friday evening and I get the calls',
    'Three clusters, around 40 services.',
  ],
  ['platformOps', 'infrastructure team of a newspaper'],
  [
    'retrospectives',
    'I facilitate the retrospectives of three teams and always the same problems come out, no action gets done',
    'Maybe the format is the problem?',
  ],
  ['retrospectives', 'monthly retro of the kitchen team in a restaurant'],
  ['newsMedia', 'Redaktion'],
  [
    'newsMedia',
    'I am editor in a local newspaper in Sicily, we are only 7 journalists and the website wants news every hour',
  ],
  ['newsMedia', 'editorial team of a farmers magazine'],
  ['telecoms', 'Glasfaser rollout'],
  [
    'telecoms',
    'I coordinate the technicians who install mobile antennas in Castilla, the signal complaints come from villages we dont cover',
  ],
  ['telecoms', 'broadband installers for rural farms', 'Most of them are subcontractors.'],
  ['creativeAgency', 'Werbeagentur'],
  [
    'creativeAgency',
    'we are a small design studio in Torino, clients change the brief three times and we never say no',
  ],
  ['creativeAgency', 'in-house creative team of a fashion brand'],
  ['finance', 'Controlling'],
  [
    'finance',
    'I am the only finance person in a theatre, the budget for each production is always exceeded and I find out too late',
  ],
  ['finance', 'treasury team of a football club', 'Third division, cash is tight every summer.'],
  [
    'insurance',
    'I work in claims for car insurance in Madrid, the photos of damages come by whatsapp and get lost',
  ],
  ['insurance', 'insurance agency inside a bank branch'],
  [
    'insurance',
    'we are an underwriting team for agricultural risks, hail and drought claims exploded and our policy pricing is old',
    'We are 9 underwriters and 2 actuaries.',
  ],
  ['accounting', 'Steuerberater'],
  [
    'accounting',
    'my accounting studio has 200 small clients and in tax season the documents arrive the last day, always',
  ],
  ['accounting', 'bookkeeping for a chain of hair salons'],
  ['realEstate', 'Hausverwaltung'],
  [
    'realEstate',
    'I manage 60 rental flats for owners in Berlin and the tenants write on every channel about broken heating',
    'Me and one part-time assistent.',
  ],
  ['legal', 'Notaria'],
  [
    'legal',
    'we are a law firm of 4 avvocati in Bologna, the deadlines of the court are only in the head of one secretary',
    'She goes in pension next year and we are scared.',
  ],
  ['legal', 'legal department of a construction company'],
  ['consulting', 'Unternehmensberatung'],
  [
    'consulting',
    'I am freelance consultant for small hotels, every engagement starts with a proposal and I spend too much time on it',
  ],
  [
    'consulting',
    'consultants doing a project for the regional health service',
    'Team of 5, project of 8 months.',
  ],
  ['architecture', 'Architekturbüro'],
  ...PROBE_AR_CASES_PART_2,
];
