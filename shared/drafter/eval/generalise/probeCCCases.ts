import { PROBE_CC_CASES_PART_2 } from './probeCCCases2';

/**
 * Probe batch CC (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in Chile, Argentina, Uruguay, Bolivia, Ecuador and Venezuela), before any change to the drafter
 * was measured on it, and committed before it. 39 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CC_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CC_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CC_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Estancia ganadera'],
  [
    'farming',
    'we are three brothers running the family chacra with potatoes and maize and nobody agree when to plant or harvest',
    'Our father still wants to decide everything.',
  ],
  ['farming', 'hydroponic lettuce farm on the roof of a shopping mall'],
  [
    'forestry',
    'I coordinate felling crews for a forestal company in the south of Chile and the harvest plans never match what happens in the field',
  ],
  ['forestry', 'native woodland restoration project paid by a copper mine'],
  ['fishing', 'Caleta pesquera'],
  [
    'fishing',
    'my father and uncle have two small boats for merluza and every season the catch is smaller, we dont know how to plan',
  ],
  [
    'fishing',
    'crew of a fishing vessel owned by a canning factory',
    'They are 14 men and stay 10 days at sea.',
  ],
  ['mining', 'Faena minera'],
  [
    'mining',
    "I'm shift supervisor in an underground copper mine and the handover between night and day shift lose a lot of information",
  ],
  [
    'mining',
    'limestone quarry that supplies the cement plant',
    'The trucks come all day and the dust is a problem with the neighbours.',
  ],
  ['manufacturing', 'Metalmecánica'],
  [
    'manufacturing',
    'we make plastic packaging in a small factory in Guayaquil and the defects always appear in the machines of the night shift',
    'We are 35 operators in 3 shifts.',
  ],
  ['manufacturing', 'production line of a company that makes school desks'],
  ['foodProduction', 'Alfajor factory'],
  [
    'foodProduction',
    'I make dulce de leche with my sister in a small plant and each batch is different because the recipe is only in our head',
  ],
  ['foodProduction', 'industrial bakery supplying the supermarket chains'],
  ['textiles', 'Taller textil'],
  [
    'textiles',
    'we are five women in a sewing workshop doing school uniforms and all the orders from the colegios arrive together in february',
  ],
  [
    'textiles',
    'alpaca wool weaving cooperative selling to tourists in La Paz',
    'Most of the weavers are older women from the same village.',
  ],
  ['energy', 'Parque eólico'],
  [
    'energy',
    'i work in the control room of a hydroelectric plant and coordinate with the grid operator in dry season is very stressful',
  ],
  ['energy', 'small diesel power plant giving electricity to the mine camp'],
  ['waterUtility', 'Sanitaria'],
  [
    'waterUtility',
    'we are the technicians of the water network in a small town and we find the leaks only when neighbours call to complain',
  ],
  [
    'waterUtility',
    'drinking water committee of a rural community near Sucre',
    'The pump is 30 years old and the pipes lose half the water.',
  ],
  ['wasteRecycling', 'Punto limpio'],
  [
    'wasteRecycling',
    'I coordinate the trucks of recolección for the municipality and the routes are always late because of the ferias on weekends',
  ],
  ['wasteRecycling', 'recycling program of a big shopping mall'],
  ['construction', 'Obra gruesa'],
  [
    'construction',
    'I am jefe de obra in a 12 floors building and the subcontractors never tell me when they will be on site',
    'Safety is my biggest worry, we had two accidents this year.',
  ],
  ['construction', 'contractor building the new wing of the regional hospital'],
  [
    'logistics',
    'we distribute drinks to kioscos and almacenes in Montevideo and the truck routes are planned in an excel that only one person understand',
    'We have 9 trucks.',
  ],
  ['logistics', 'warehouse of an online clothing store'],
  [
    'vehicleRepair',
    'me and my two sons have a garage fixing cars and motos, and every customer want the car ready the same day',
  ],
  ['vehicleRepair', 'mechanics who maintain the buses of the city transport company'],
  [
    'aviation',
    'I am pilot in a small airline flying to Patagonia and the weather changes make the crew planning a nightmare',
  ],
  ['aviation', 'helicopter pilots flying for a mining company', 'We are 6 pilots and 4 aircraft.'],
  ['publicTransport', 'Colectivo line'],
  [
    'publicTransport',
    'im a dispatcher in a bus company in Quito and the drivers change the timetable by themselves when traffic is bad',
  ],
  ['publicTransport', 'school bus service of a private colegio'],
  ['maritime', 'Agencia naviera'],
  [
    'maritime',
    'I work in the port of San Antonio coordinating cargo ships, and crew changes of the vessels are always last minute',
  ],
  ['maritime', 'tugboat crew working for the salmon industry'],
  ['postalCourier', 'Encomiendas', 'We send boxes between Santa Cruz and La Paz every day.'],
  [
    'postalCourier',
    'we are a small courier in Caracas with motorizados and parcels get lost between our office and the client',
  ],
  ['postalCourier', 'motorbike couriers delivering for a pharmacy chain'],
  ['retail', 'Ferretería', 'Family business, my father started it in 1985.'],
  [
    'retail',
    'my wife and I have a small almacén and we never know what stock we have until a customer asks and it is finished',
  ],
  ['retail', 'gift shop of the natural history museum'],
  ['sales', 'Equipo comercial'],
  [
    'sales',
    'I lead 6 vendedores selling software licences to banks and the pipeline in the CRM is never updated',
    'My boss wants to see the forecast every monday.',
  ],
  ['sales', 'sales reps of a wine exporter visiting importers in Brazil'],
  [
    'customerSuccess',
    'we have a SaaS for restaurants and many clients cancel after three months, I am in charge of onboarding and renewals',
  ],
  ['customerSuccess', 'account managers looking after the clinics that use our booking app'],
  [
    'contactCentre',
    'I supervise 40 agents answering calls for a bank and in the mornings the queue is always too long',
  ],
  [
    'contactCentre',
    'complaints phone line of a health insurance company',
    'It is outsourced and we are 25 agents in Buenos Aires.',
  ],
  ['hospitality', 'Parrilla'],
  [
    'hospitality',
    'we have a small hostal in Mendoza with 12 rooms and the kitchen and the reception never talk each other',
  ],
  [
    'hospitality',
    'I am the chef of the casino in a mining camp, we cook for 800 workers in three shifts and the menu always get complains',
  ],
  ['hospitality', 'restaurant inside the stadium of a football club'],
  ['tourism', 'Turismo aventura'],
  [
    'tourism',
    'I organise trekking tours in Torres del Paine for foreign travellers and the bookings get mixed up between the refugios and us',
  ],
  ['tourism', 'tour guides of a winery in Mendoza', 'Groups of 15 people, four tours per day.'],
  ['software', 'Software factory'],
  [
    'software',
    'we are four developers making an app for a fintech and every release breaks something in production',
    'We have no tester.',
  ],
  ['software', 'in-house developers of a supermarket chain'],
  [
    'product',
    "I'm the only product manager in a startup and the founders change the roadmap every week depending of one customer",
  ],
  ['product', 'product managers of a telemedicine app', 'We are 3 PMs and 20 developers.'],
  [
    'openSource',
    'I maintain an open source library in python with contributors from many countries and issues pile up without answer',
  ],
  [
    'openSource',
    'open source project born in a university research group',
    'Now the main contributors are from companies.',
  ],
  [
    'dataPlatform',
    'I am the data engineer in an insurance company and the dashboards show different numbers each morning because pipelines fail',
  ],
  ['dataPlatform', 'analytics team of an AFP'],
  [
    'platformOps',
    'we run the kubernetes clusters for the whole bank and every friday deploy finish with somebody awake at 3am',
  ],
  ['platformOps', 'infrastructure team of an online newspaper'],
  [
    'retrospectives',
    'our retros are the same every two weeks, we write the same action items and nothing improves, i want to change it',
  ],
  [
    'retrospectives',
    'monthly lessons learned meeting of a construction company',
    'The engineers come but nobody speak honestly.',
  ],
  ['newsMedia', 'Redacción'],
  [
    'newsMedia',
    'I am editor in a small regional newspaper in Salta and every month we lose readers to facebook pages',
  ],
  ['newsMedia', 'news desk of a university radio station'],
  [
    'telecoms',
    'we are a small internet provider in the Andes with antennas on the hills and the signal goes down every time it snows',
  ],
  ['telecoms', 'fibre network team of the electricity cooperative', 'We connect around 3000 homes.'],
  [
    'creativeAgency',
    'we are a small design studio doing branding for restaurants and the clients change the brief after we present, always',
  ],
  ['finance', 'Tesorería'],
  [
    'finance',
    "I'm CFO of a family company exporting fruit and the cash flow is always a surprise at the end of the month",
    'With the dollar going up and down it is worse.',
  ],
  ['finance', 'finance team of a catholic university'],
  ['insurance', 'Aseguradora'],
  [
    'insurance',
    'I handle car insurance claims and policyholders call every day asking why their claim is still not paid',
  ],
  ['insurance', 'crop insurance for small farmers in the highlands'],
  [
    'accounting',
    'I am contadora with 60 small clients and in april everybody brings the papers for the tax return at last moment',
  ],
  ['accounting', 'bookkeeper for a few hair salons', 'I do it alone from home.'],
  [
    'realEstate',
    'I rent five apartments in Buenos Aires and managing the tenants, repairs and contracts in dollars is eating my life',
  ],
  ['realEstate', 'letting agency for student housing near the university'],
  ['legal', 'Estudio jurídico'],
  [
    'legal',
    'we are three abogados in a small firm and the deadlines of our cases are managed in a paper notebook',
    'I want to stop missing deadlines.',
  ],
  ['legal', 'legal department of a salmon company'],
  [
    'consulting',
    'I work in a small consultancy helping family businesses with strategy and our proposals take weeks so we lose clients',
  ],
  [
    'consulting',
    'consultants advising the ministry of health on hospital management',
    'We are a team of 5 for a 6 months engagement.',
  ],
  ['architecture', 'Estudio arquitectura'],
  [
    'architecture',
    'we are an architecture office of 8 people designing social housing and the drawings get lost between versions with the engineers',
  ],
  ['architecture', 'architects designing the new terminal of the airport'],
  ...PROBE_CC_CASES_PART_2,
];
