import { PROBE_AM_CASES_PART_2 } from './probeAMCases2';

/**
 * Probe batch AM (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in West Africa and in French- and Portuguese-speaking Africa writing English as a second language), before any change to the drafter
 * was measured on it, and committed before it. 22 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (0 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AM_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AM_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AM_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Cocoa plantation'],
  ['farming', 'Rice paddys'],
  [
    'farming',
    'we are family cooperative growing cassava and maize near Bafoussam and the harvest records is always lost between members',
    'We are 14 families.',
  ],
  ['farming', 'cashew farm owned by a catholic mission in Bissau'],
  ['forestry', 'Timber concession'],
  [
    'forestry',
    'I manage a small team doing selective felling in the forest of east Cameroon, the logs tracking is not serious',
  ],
  ['forestry', 'reforestation brigade attached to the Ministry of Environment in Dakar'],
  ['fishing', 'Pirogue fishing'],
  [
    'fishing',
    'my uncle has three pirogues in Kayar and the fishermen never agree how to share the catch after selling',
    'Each boat have 8 to 10 men.',
  ],
  ['fishing', 'tuna boats supplying a cannery in Abidjan'],
  ['mining', 'Orpaillage site', 'About 200 diggers, I help the chief to organise.'],
  [
    'mining',
    'we run a small granite quarry outside Nampula and the blasting days are not well organised with the trucks',
  ],
  [
    'mining',
    'I am shift supervisor at a manganese mine in Moanda, the handover between shifts lose many informations',
  ],
  ['mining', 'sand quarry owned by a construction company in Luanda'],
  ['manufacturing', 'Plastic factory'],
  [
    'manufacturing',
    'we make aluminium cooking pots in a small workshop in Kumasi and too many pots come out with defects',
    'The machine operators are 9.',
  ],
  ['manufacturing', 'soap production line that supplies the Shoprite stores'],
  ['foodProduction', 'Attiéké production'],
  [
    'foodProduction',
    'my mother and her women group make gari and palm oil to sell and the hygiene is a big problem for buyers',
  ],
  ['foodProduction', 'the bakery that feeds a boarding college in Bamenda'],
  ['textiles', 'Couture atelier'],
  [
    'textiles',
    'I have 6 apprentices sewing wax print dresses and the patterns and fabric cutting are always wasting material',
  ],
  [
    'textiles',
    'tailoring workshop that make school uniforms for the lycées of Dakar',
    'Rentrée is in October and we are always late.',
  ],
  [
    'energy',
    'we operate a diesel power station for three villages and the generation stops often because nobody plan the fuel',
  ],
  ['energy', 'solar power crew maintaining the generators of mobile phone towers'],
  ['waterUtility', 'SODECI agency'],
  [
    'waterUtility',
    'I am in charge of the borehole and the water pipes of our commune and the leaks are never reported quickly',
    'The network is 12 km.',
  ],
  ['waterUtility', 'borehole water supply for a refugee camp near Minawao'],
  ['wasteRecycling', 'Plastic recycling'],
  [
    'wasteRecycling',
    'we collect rubbish with tricycles in our neighbourhood of Abidjan but the customers dont pay and the bins overflow',
  ],
  ['wasteRecycling', 'waste sorting centre of the port authority of Cotonou'],
  ['construction', 'Chantier'],
  [
    'construction',
    'I am site foreman on a three storey building in Luanda and the contractors come when they want',
    'Safety also is bad, two accidents this year.',
  ],
  ['construction', 'the contractor building the new maternity wing of the district hospital'],
  ['logistics', 'Transitaire'],
  [
    'logistics',
    'we are a small freight company moving goods from Lomé port to Ouagadougou and the trucks are blocked at borders without information',
  ],
  [
    'logistics',
    'warehouse of a pharmaceutical distributor in Douala',
    'The cold chain products are the big worry.',
  ],
  ['vehicleRepair', 'Garage mécanique'],
  [
    'vehicleRepair',
    'my brother has a garage for taxis in Yopougon and the cars stay too long because parts arrive late',
  ],
  ['vehicleRepair', 'mechanics servicing the ambulances of the regional hospital'],
  [
    'aviation',
    'I work in the line maintenance of a small airline in Maputo and the airworthiness papers are always late',
    'We have 4 aircrafts ATR.',
  ],
  ['aviation', 'pilots flying for a humanitarian NGO in the Sahel'],
  ['publicTransport', 'Gbaka line', 'I own 4 gbakas with drivers and apprentices.'],
  [
    'publicTransport',
    'we run chapas on the Baixa to Matola route and the passengers complain that the timetable dont exist',
  ],
  ['publicTransport', 'staff buses of the cement factory in Rufisque'],
  ['maritime', 'Port autonome'],
  [
    'maritime',
    'I coordinate crew changes for cargo ships calling at Lobito and the agents and the ship never have same information',
  ],
  ['maritime', 'cargo vessel chartered by a cocoa exporter in San Pedro'],
  ['postalCourier', 'Moto courier'],
  [
    'postalCourier',
    'we deliver parcels by motorbike in Abidjan for online sellers and many parcels return because address is not clear',
    'We are 11 riders.',
  ],
  ['postalCourier', 'the courrier office of the ministry of finance in Yaoundé'],
  ['retail', 'Quincaillerie'],
  [
    'retail',
    'I have a boutique of cosmetics in Adjamé market and the stock is always finished before I notice',
  ],
  ['retail', 'souvenir shop in the departures hall of Luanda airport'],
  ['sales', 'Commerciaux terrain'],
  [
    'sales',
    'we sell solar kits to distributors in north Cameroon and my sales team miss the quota every month',
    'I want to see where the deals are blocked.',
  ],
  ['sales', 'B2B sales team of a cement producer'],
  ['customerSuccess', 'Client onboarding'],
  [
    'customerSuccess',
    'we sell a school management software by subscription and many schools dont renew after the first year',
    'We are 3 in the team following 140 schools.',
  ],
  ['customerSuccess', 'account managers looking after business clients of Orange Cameroun'],
  [
    'contactCentre',
    'I supervise 25 agents answering calls for a mobile money company and the queue is too long in the evening',
  ],
  ['contactCentre', 'telephone hotline of a microfinance bank in Dakar'],
  ['hospitality', 'Maquis', 'Open every night, 7 staff, the kitchen is small.'],
  [
    'hospitality',
    'my wife and I run a small guesthouse in Kribi and the kitchen and the rooms service are not coordinated',
    'Only 8 rooms.',
  ],
  ['hospitality', 'the restaurant at the golf club of Luanda'],
  [
    'tourism',
    'we organise trips to the Saloum delta for european visitors and the bookings is a big confusion every season',
  ],
  ['tourism', 'travel agency organising hajj trips for pilgrims'],
  [
    'software',
    'we are 5 developers making a mobile app for farmers and every release bring new bugs to production',
  ],
  ['software', 'in-house coding team of a microfinance institution in Abidjan'],
  [
    'product',
    'I am product manager for a mobile money app and we dont know which features the users really need',
    'The roadmap change every week.',
  ],
  ['product', 'product roadmap team of an agritech startup in Accra'],
  [
    'openSource',
    'I maintain an open source library for Wolof language processing and the contributors open issues but nobody review',
  ],
  ['openSource', 'maintainers of an open-source hospital records project'],
  [
    'dataPlatform',
    'we build dashboards from data of all our bank branches but the pipeline break and the numbers are wrong',
  ],
  [
    'dataPlatform',
    'data and BI team at a telecom operator in Luanda',
    'Management do not trust the dashboards.',
  ],
  [
    'platformOps',
    'I manage the servers and kubernetes cluster for our fintech and every deploy on friday make incidents',
    'Team of 3 persons, on-call is painful.',
  ],
  ['platformOps', 'cloud infrastructure team hosting the e-government portal of Senegal'],
  [
    'retrospectives',
    'we do a retrospective every month in our team but the same action points come back and nothing change',
  ],
  ['retrospectives', 'lessons learned retro after a vaccination campaign'],
  [
    'newsMedia',
    'I am editor of an online news site in Douala and the reporters send stories too late for the evening',
    'Our audience is mostly on WhatsApp and Facebook.',
  ],
  ['newsMedia', 'news desk of a community radio in Casamance'],
  [
    'telecoms',
    'we install fibre broadband in residential areas of Abidjan and the customers wait weeks for the connection',
  ],
  ['telecoms', 'telecom team keeping the mobile signal at a gold mine site'],
  [
    'creativeAgency',
    'we are a small design agency in Accra and the clients change the brief after we finish the campaign',
  ],
  ['creativeAgency', 'ad agency handling the campaigns of a beer brand in Douala'],
  ['finance', 'Trésorerie'],
  [
    'finance',
    'I am the finance officer of a family company and the cash is always short at end of month without explanation',
    'The budget is only in an Excel.',
  ],
  ['finance', 'finance and budget department of the cotton company in Garoua'],
  ['insurance', 'Assurance auto'],
  [
    'insurance',
    'we handle claims of motor insurance and the policyholders complain that the payment take months',
  ],
  ['insurance', 'claims unit of a crop insurance scheme for cocoa farmers'],
  ['accounting', 'Cabinet comptable'],
  [
    'accounting',
    'my small accounting firm prepare tax returns for shops in Maputo and the clients bring the receipts at last minute',
    'We are 4 accountants.',
  ],
  ['accounting', 'bookkeeping for maquis and small restaurants of Cocody'],
  ['realEstate', 'Agence immobilière'],
  [
    'realEstate',
    'I manage 40 apartments for landlords living abroad and the tenants pay rent late and call me for everything',
  ],
  ['realEstate', 'letting of student rooms near the university of Yaoundé I'],
  ['legal', "Cabinet d'avocats"],
  [
    'legal',
    'we are a small law office doing land disputes and contracts, the matters deadlines are followed on paper',
    'Two lawyers and one secretary.',
  ],
  [
    'legal',
    'legal department of an oil company in Luanda',
    'We are 6 lawyers, contracts in Portuguese and English.',
  ],
  ['consulting', 'Cabinet conseil'],
  ['consulting', 'I do consulting for NGOs and the proposals take all my time so the engagements are late'],
  ['consulting', 'consultants advising the ministry of agriculture on a reform'],
  ['architecture', "Cabinet d'architecte"],
  [
    'architecture',
    'we are 3 architects designing houses for diaspora clients and the drawings change many times by whatsapp',
  ],
  ['architecture', 'architecture studio designing a big mosque in Touba'],
  ['research', 'Labo recherche'],
  ...PROBE_AM_CASES_PART_2,
];
