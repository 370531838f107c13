import { PROBE_AU_CASES_PART_2 } from './probeAUCases2';

/**
 * Probe batch AU (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in the Middle East and North Africa writing English at work), before any change to the drafter
 * was measured on it, and committed before it. 51 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AU_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AU_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AU_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Date plantation'],
  [
    'farming',
    'we grow tomatoes and cucumbers in greenhouses near Ismailia and every summer the irrigation schedule fall apart',
    'We are 18 workers, most are seasonal.',
  ],
  [
    'farming',
    'barley and alfalfa fields owned by a cement company in Tabuk',
    'Around 300 hectares, irrigated from wells.',
  ],
  ['forestry', 'Cedar reserve'],
  [
    'forestry',
    'I manage tree felling and replanting in the Atlas cedar forests and the permits take months every season',
  ],
  ['forestry', 'pine woodland management team at a ski resort in Faraya'],
  ['fishing', 'sardine boats'],
  [
    'fishing',
    'my father and uncles own three fishing boats in Alexandria and we never know how much catch to expect',
  ],
  ['fishing', 'hamour fishing crew selling to the Deira fish market'],
  [
    'mining',
    'I am shift supervisor at a potash extraction site by the Dead Sea and handovers between crews are weak',
    'Around 60 workers on each shift.',
  ],
  ['mining', 'limestone quarry belonging to a cement factory in Minya'],
  ['manufacturing', 'Aluminium extrusion'],
  [
    'manufacturing',
    'we make air conditioner parts in 6th of October City and the defect rate on line 2 keeps rising',
    'We are 120 workers on two shifts.',
  ],
  ['manufacturing', 'tablet packing line at a pharma company in Amman'],
  ['foodProduction', 'Tahini factory'],
  [
    'foodProduction',
    'I run the kitchen of a catering factory making 4000 meals for airlines and the batch records are on paper',
  ],
  [
    'foodProduction',
    'date paste production unit of a farming cooperative in Qassim',
    'We export to Europe so hygiene audits are strict.',
  ],
  ['textiles', 'Abaya atelier'],
  [
    'textiles',
    'we are small garment factory in Mahalla, 40 sewing machines, and orders from Europe always come late with changes',
  ],
  ['textiles', 'uniform sewing room of a big hotel in Sharm'],
  ['energy', 'I work in the control room of a gas power station and the night shift handover is chaos'],
  [
    'energy',
    'rooftop solar plant run by a mall developer in Dubai',
    'We want to see where the energy losses are.',
  ],
  [
    'waterUtility',
    'I lead a leak detection crew in Zarqa, the pipes are old and we fix same street again and again',
  ],
  [
    'waterUtility',
    'water distribution network for the pilgrim camps in Mina',
    'Demand is huge for only five days a year.',
  ],
  ['wasteRecycling', 'Tyre recycling'],
  [
    'wasteRecycling',
    'I coordinate bin collection routes for Giza district and trucks skip streets when the driver is absent',
  ],
  [
    'wasteRecycling',
    'the recycling programme at a shopping mall in Riyadh',
    'Tenants do not separate anything.',
  ],
  ['construction', 'Villa contractor'],
  [
    'construction',
    'we are main contractor for a 20 floor tower in the New Capital and subcontractors dont follow the safety plan',
    'Two accidents last month, management is worried.',
  ],
  ['construction', 'fit-out contractor for a new bank branch'],
  [
    'logistics',
    'I plan trucks from Jebel Ali to Saudi and the border paperwork delays every shipment by two days',
  ],
  ['logistics', 'warehouse of an online pharmacy', 'Orders doubled in Ramadan.'],
  ['logistics', 'cold chain trucks of a dairy company'],
  ['vehicleRepair', 'Auto workshop'],
  [
    'vehicleRepair',
    'my brother and me run a car repair workshop in Sahab and customers keep calling to ask if car is ready',
  ],
  ['vehicleRepair', 'bus maintenance depot for a school transport company'],
  [
    'aviation',
    'I am ops controller for a small charter airline in Jeddah and crew rostering breaks every time a flight is delayed',
    'We have 6 aircraft and around 40 pilots.',
  ],
  ['aviation', 'Hajj terminal ground handling team'],
  ['publicTransport', 'Cairo Metro'],
  [
    'publicTransport',
    'we operate microbuses between Amman and Irbid and passengers never know the timetable because there is none',
  ],
  ['publicTransport', 'student shuttle bus service of a university in Rabat'],
  [
    'maritime',
    'I manage crew changes for a fleet of 12 tankers and visas in Fujairah are always last minute',
  ],
  [
    'maritime',
    'bulk loading berth of a phosphate company in Safi port',
    'Ships wait at anchor too long and we pay demurrage.',
  ],
  [
    'postalCourier',
    'we deliver parcels on motorbikes in Cairo and cash on delivery makes reconciling each rider a nightmare',
    'About 70 riders.',
  ],
  ['postalCourier', 'internal mail room of a ministry'],
  ['retail', 'Perfume shop'],
  [
    'retail',
    'I own a mini market in Maadi and stock runs out on items while other shelves are full of expired stuff',
  ],
  ['retail', 'gift shop at a children hospital'],
  ['retail', 'Souk stall'],
  [
    'sales',
    'our sales team sells ERP licences across the Gulf and the pipeline in the CRM is never updated',
    '8 account managers, quota is quarterly.',
  ],
  ['sales', 'medical reps selling to doctors for a pharma firm in Jeddah'],
  [
    'customerSuccess',
    'I handle onboarding for new merchants on our payment app and many of them stop using it after a month',
  ],
  [
    'customerSuccess',
    'customer success managers at a school management software company',
    'We want to reduce churn before renewal season.',
  ],
  [
    'contactCentre',
    'we answer calls for a telecom in Casablanca in Arabic French and Darija and the queue is always too long',
  ],
  ['contactCentre', 'call centre of a government e-services portal', 'Around 200 agents, 3 shifts.'],
  ['hospitality', 'Shisha café'],
  [
    'hospitality',
    "I manage a boutique hotel in Chefchaouen with 14 rooms and guests' complaints always reach me too late",
  ],
  ['hospitality', 'staff canteen at a ceramics factory in 10th of Ramadan city'],
  [
    'hospitality',
    'we run a family restaurant in Jbeil and the kitchen and waiters never agree on orders in rush hour',
  ],
  ['tourism', 'Desert safari'],
  [
    'tourism',
    'we organise Umrah packages from Cairo and every season visas, hotels and flights change at the last moment',
    'Small agency, 9 staff.',
  ],
  ['tourism', 'tour desk in the lobby of a hotel in Luxor'],
  [
    'software',
    'I am the only backend developer in a fintech in Riyadh and every release breaks something in production',
    'We deploy on Thursdays before the weekend.',
  ],
  ['software', 'mobile app developers of an Islamic bank'],
  [
    'product',
    'we are building a delivery app for Amman and honestly we dont know which features users really want',
  ],
  ['product', 'product management team at an edtech startup in Cairo'],
  [
    'openSource',
    'I maintain an open source Arabic NLP library on GitHub and issues pile up faster than I can review',
  ],
  [
    'openSource',
    'open source Quran text project run by volunteers',
    'Contributors from 9 countries, no paid staff.',
  ],
  [
    'dataPlatform',
    'we build dashboards for the management of a retail group and the numbers never match between reports',
  ],
  [
    'platformOps',
    'I look after the Kubernetes clusters for a bank in Dubai and on call alerts wake me every night',
    'Team of three, we are tired.',
  ],
  ['platformOps', 'cloud infrastructure team of a government digital agency'],
  [
    'retrospectives',
    'our team does retrospective every two weeks but same problems come back and no action is done',
  ],
  ['retrospectives', 'lessons learned retro after the hospital system go-live'],
  [
    'newsMedia',
    'I am an editor in an Arabic news website and we publish fast but corrections are not tracked anywhere',
  ],
  ['newsMedia', 'sports desk of a daily newspaper in Beirut'],
  [
    'telecoms',
    'we maintain mobile towers in rural Upper Egypt and signal outages take days because spare parts are in Cairo',
  ],
  [
    'telecoms',
    'broadband installation team for new housing compounds',
    'Customers wait 3 weeks for connection.',
  ],
  [
    'creativeAgency',
    'we are a small design studio in Beirut and clients change the brief after we already delivered',
    'Five designers, one account manager.',
  ],
  ['creativeAgency', 'in-house creative team of a supermarket chain'],
  [
    'finance',
    'I am the finance manager of a family business in Jeddah and cash flow surprises us every month',
  ],
  [
    'finance',
    'budget office of a big public hospital',
    'The fiscal year closes in June and we are always late.',
  ],
  [
    'insurance',
    'we process medical insurance claims for companies in Riyadh and approvals from hospitals take too long',
  ],
  ['insurance', 'takaful underwriting team at an Islamic bank'],
  ['accounting', 'Audit firm'],
  [
    'accounting',
    'I do bookkeeping and VAT returns for about 30 small shops in Sharjah and they send me receipts in plastic bags',
    'I have one assistant only.',
  ],
  ['accounting', 'zakat and tax team at a family-owned trading company'],
  ...PROBE_AU_CASES_PART_2,
];
