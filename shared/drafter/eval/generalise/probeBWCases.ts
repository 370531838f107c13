import { PROBE_BW_CASES_PART_2 } from './probeBWCases2';

/**
 * Probe batch BW (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in the Caribbean and Central America), before any change to the drafter
 * was measured on it, and committed before it. 57 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BW_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BW_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BW_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Banana walk'],
  [
    'farming',
    'me and my brother grow yam and dasheen on two acres in Trelawny and water for the field is always a problem',
  ],
  [
    'farming',
    'Coffee finca supplying a cooperative in Huehuetenango',
    'About 40 pickers come in for the harvest.',
  ],
  ['farming', 'Dairy finca'],
  [
    'forestry',
    'I manage a reforestation project in Petén and the rangers keep finding illegal felling in the buffer zone',
  ],
  ['forestry', 'Timber harvesting crew for a furniture maquila in Olancho'],
  ['fishing', 'Pirogue fishermen'],
  [
    'fishing',
    'we have three boats at Oistins and the flying fish catch getting smaller every year, hard to plan anything',
  ],
  [
    'fishing',
    'Lobster divers co-op on the Mosquitia coast',
    'Worried about the divers safety, we lost two men last season.',
  ],
  [
    'fishing',
    'I run a small longline boat out of Puntarenas with five crew and the tuna catch paperwork is killing us',
  ],
  [
    'mining',
    'i supervise a shift at a gold mine near Tegucigalpa and the underground ventilation checks never get done on time',
    'Worried somebody get hurt down there.',
  ],
  ['mining', 'Limestone quarry owned by the parish council'],
  [
    'manufacturing',
    'we make PVC pipes in a small factory in Point Lisas and the extruder machines keep giving defects on night shift',
    'We are 22 workers on three shifts.',
  ],
  ['manufacturing', 'Quality team at a paint factory that supplies hardware stores'],
  ['foodProduction', 'Patty bakery'],
  [
    'foodProduction',
    'my mother and I make pepper sauce and guava jelly in batches for supermarkets and the hygiene certificate is a headache',
  ],
  ['foodProduction', 'Cassava bread makers for the Garifuna settlement day festival'],
  ['textiles', 'Maquila', 'About 300 operators on two floors.'],
  [
    'textiles',
    'I have six women sewing school uniforms in my garage in San Fernando and the fabric never reach on time',
  ],
  [
    'textiles',
    'Embroidery workshop making huipiles for the tourist market in Antigua',
    'Mostly women from the aldea working from home.',
  ],
  ['energy', 'JPS'],
  [
    'energy',
    'we run the wind farm at Tilarán and when the grid operator curtails us the maintenance plan goes out the window',
  ],
  ['energy', 'Mini-hydro plant run by a coffee cooperative'],
  ['waterUtility', 'ASADA'],
  [
    'waterUtility',
    'I work for WASA in the leak repair gang and we have no proper way to log which pipe burst where',
    'Want to see where the same mains keep failing.',
  ],
  ['waterUtility', 'Water tanker service for a colonia in San Pedro Sula'],
  [
    'wasteRecycling',
    'we collect plastic bottles from hotels and beaches in Limón and sell them to a recycler but the sorting is chaos',
  ],
  ['wasteRecycling', 'Compost and recycling unit at the cruise ship terminal'],
  ['construction', 'Building contractor'],
  [
    'construction',
    "I'm foreman on a housing scheme in Portmore and safety on site is poor, the fellas dont wear hard hats",
  ],
  [
    'construction',
    'Road crew rebuilding the bridge for the Regional Corporation',
    'Rainy season starts in June and we are behind.',
  ],
  [
    'logistics',
    'we distribute rum and beer to rum shops all over Barbados and the delivery routes still planned on paper',
    'Six trucks and nine drivers.',
  ],
  ['logistics', 'Warehouse for a supermarket chain in Guatemala City'],
  ['vehicleRepair', 'Taller mecánico'],
  [
    'vehicleRepair',
    'i have a small garage in Arima fixing maxi taxis and the parts never reach when the supplier promise',
  ],
  [
    'vehicleRepair',
    'Fleet maintenance yard for the JUTC buses',
    'Around 15 mechanics, a lot of buses off the road.',
  ],
  [
    'aviation',
    'we fly small planes between Tegucigalpa and the Bay Islands and keeping airworthiness records up to date is a nightmare',
  ],
  ['aviation', 'Crop dusting pilots for the banana plantations'],
  ['publicTransport', 'Maxi taxi'],
  [
    'publicTransport',
    "I own two ZR vans on the Sam Lord's route and the drivers fight over passengers at the terminal",
  ],
  ['publicTransport', 'Camioneta route to the market in Chichicastenango'],
  ['maritime', 'Kingston Wharves'],
  [
    'maritime',
    'im a port agent in Puerto Cortés handling container ships and the cargo papers between customs and the vessel is always late',
  ],
  [
    'maritime',
    'Tugboat crew for the oil refinery at Pointe-a-Pierre',
    'Twelve crew, two tugs, a lot of overtime.',
  ],
  [
    'postalCourier',
    "we deliver online shopping parcels from Miami to customers in Kingston and half the addresses are just 'near the church'",
  ],
  ['postalCourier', 'Motorbike couriers for pharmacies in Tegucigalpa'],
  ['retail', 'Pulpería', 'Family business, my mother runs it.'],
  [
    'retail',
    'my aunt and I run a parlour in Couva and we never know what stock is finishing until a customer ask for it',
  ],
  [
    'sales',
    'I lead five reps selling fertiliser to farmers across Olancho and nobody updates the pipeline till month end',
  ],
  [
    'customerSuccess',
    'we onboard small hotels onto our booking software and too many of them cancel after the first year, churn is high',
    'Team of four, we want to see the warning signs earlier.',
  ],
  ['customerSuccess', 'Account management for credit unions using our payments app'],
  [
    'contactCentre',
    "I'm a team lead at a call centre in Montego Bay taking calls for a US phone company and the queue is always red",
  ],
  ['contactCentre', 'Claims hotline for an insurance company in San José'],
  ['hospitality', 'Cookshop'],
  [
    'hospitality',
    "we run a guest house in Speightstown with eight rooms and the breakfast kitchen can't keep up when we're full",
    'My wife cooks and I do the rooms.',
  ],
  ['hospitality', 'Staff canteen at a banana packing plant'],
  ['tourism', 'Canopy tour'],
  [
    'tourism',
    'I run boat tours to see the turtles in Tortuguero and booking thru WhatsApp mean we overbook all the time',
    'Just me, my cousin and two boats.',
  ],
  ['tourism', 'Excursion desk at an all-inclusive in Negril'],
  ['tourism', 'Volcano guides'],
  [
    'software',
    'we are four developers building a mobile money app in Kingston and every release break something in production',
  ],
  ['software', 'In-house coders at a rum distillery'],
  [
    'product',
    "I'm the product manager for a farm marketplace app in Guatemala and we keep building features nobody asked for",
    'Want to talk to the farmers before we build.',
  ],
  ['product', 'Product discovery for a remittance app used by Hondurans in the States'],
  [
    'openSource',
    "me and two friends maintain an open source Spanish spell checker and the issue tracker is full of stuff we can't answer",
  ],
  ['openSource', 'Open source project for school timetables run out of Trinidad'],
  [
    'dataPlatform',
    'I build the dashboards for a supermarket chain in Costa Rica and the data pipelines fail every other Monday',
  ],
  ['dataPlatform', 'Data warehouse team at the tax authority', 'Three engineers and a lot of old Oracle.'],
  [
    'platformOps',
    'we keep the servers and cloud infrastructure running for a lottery company and the night deploys always go wrong',
  ],
  ['platformOps', 'Infrastructure team for the national ID system'],
  [
    'retrospectives',
    'our retros at the bank feel pointless, same complaints every two weeks and nobody follow up the actions',
    'Want them to actually change something.',
  ],
  ['retrospectives', 'Monthly lessons-learned meeting for a hurricane relief crew'],
  [
    'newsMedia',
    "I'm the editor at a community radio station in the Garifuna villages and we struggle to get the news out with two reporters",
  ],
  ['newsMedia', 'Sports desk at the Gleaner'],
  [
    'telecoms',
    'we install fibre broadband in rural villages of Alajuela and customers call every time the signal drop when it rain',
  ],
  ['telecoms', 'Phone and internet provider for hotels along the north coast', 'Small company, 30 staff.'],
  [
    'creativeAgency',
    "we're a small design studio in Port of Spain doing carnival band campaigns and the clients change the brief every day",
  ],
  ['creativeAgency', 'Branding studio working for coffee exporters'],
  [
    'finance',
    'I handle the budget and cash flow for a family chain of hardware stores and the ledger never match the bank',
    'Five stores, I am the only one in finance.',
  ],
  ['finance', 'Finance department of the cricket board'],
  [
    'insurance',
    'we are loss adjusters in Barbados and after every storm the claims pile up faster than we can visit the houses',
  ],
  ['insurance', 'Crop insurance for coffee growers'],
  [
    'accounting',
    'I do tax returns and bookkeeping for small shops in Mandeville and every April the clients bring receipts in a bag',
  ],
  [
    'accounting',
    'Audit firm working for churches and charities',
    'Worried we miss things because we are rushed.',
  ],
  ['realEstate', 'Realtor'],
  [
    'realEstate',
    'I manage about forty rental apartments in Escazú for foreign owners and the tenants always pay late',
  ],
  ['realEstate', 'Property management for student housing near UWI Mona'],
  [
    'legal',
    'i am a paralegal at a small firm in Tegucigalpa and the contracts get lost between the lawyers all the time',
  ],
  ['legal', 'Legal aid clinic for fishermen', 'Two lawyers and a lot of land disputes.'],
  [
    'consulting',
    'we advise cocoa cooperatives on export certification and every engagement run over the budget in the proposal',
  ],
  ['consulting', 'Management consultants for the port authority'],
  [
    'architecture',
    "I'm an architect designing hurricane-proof houses in Barbados and the drawings go back and forth with clients forever",
  ],
  ...PROBE_BW_CASES_PART_2,
];
