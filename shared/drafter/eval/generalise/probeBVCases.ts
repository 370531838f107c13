import { PROBE_BV_CASES_PART_2 } from './probeBVCases2';

/**
 * Probe batch BV (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in Turkey, Iran and Central Asia writing English as a second language), before any change to the drafter
 * was measured on it, and committed before it. 41 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BV_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BV_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BV_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Hazelnut farm'],
  [
    'farming',
    'we grow cotton near Bukhara on 40 hectar and every harvest pickers come late, also soil getting more salty each year',
  ],
  [
    'farming',
    'sugar beet farm supplying the sugar factory',
    'We are 12 workers, I want see where we lose time.',
  ],
  [
    'farming',
    'my father keeps 400 sheep in mountain pasture in summer, we lose animals and nobody counts the flock properly',
  ],
  ['forestry', 'Orman işletmesi'],
  [
    'forestry',
    'I am engineer in state forestry directorate, we plan felling of pine in the mountains but replanting always falls behind',
  ],
  ['forestry', 'walnut timber cutting for the furniture factory'],
  ['fishing', 'Anchovy boats'],
  [
    'fishing',
    'my uncle and me have two small boats on Caspian, we catch kilka and catch is going down every year',
    'Fuel is very expensive now.',
  ],
  ['fishing', "the hotel's own fishing boats in Bodrum"],
  ['mining', 'Chromium mine'],
  [
    'mining',
    'we run marble quarry near Afyon and the blocks crack during extraction, maybe 20 percent is waste',
  ],
  ['mining', 'borax quarry of a chemical company', 'Night shifts are the problem.'],
  ['manufacturing', 'Fridge fabrika'],
  [
    'manufacturing',
    'I am shift supervisor in factory making washing machines in Manisa, defects on the line always rise on night shift',
    'Around 200 operators, 3 shifts.',
  ],
  [
    'foodProduction',
    'we make sucuk and pastirma in small plant, hygiene inspector comes often and all our batch records are on paper',
  ],
  ['foodProduction', 'central kitchen cooking lunches for kindergartens'],
  ['foodProduction', 'fish processing plant at the port'],
  ['textiles', 'Ikat atelier'],
  [
    'textiles',
    'we have sewing workshop with 30 women in Namangan making school uniforms, patterns change and too much fabric is wasted',
  ],
  ['textiles', 'costume workshop of the opera theatre', 'Four seamstresses and one cutter.'],
  [
    'energy',
    'i work in control room of gas power station, when grid demand jump in winter everyone is panic and shouting',
  ],
  ['energy', 'power plant of the steel works'],
  [
    'waterUtility',
    'we are water supply team for 12 villages, old pipes leak and half of water is lost before reaching houses',
    'Only 7 of us and one truck.',
  ],
  ['waterUtility', 'district water network run by the belediye'],
  ['wasteRecycling', 'Garbage collection'],
  [
    'wasteRecycling',
    'we collect plastic and paper from bazaar shops, sorting is by hand and the city landfill is already full',
  ],
  ['wasteRecycling', 'medical waste collection for the hospitals of Tabriz'],
  ['construction', 'İnşaat firm'],
  [
    'construction',
    'I am foreman on apartment block site in Almaty, subcontractors come without helmets and nobody is checking safety',
    'I worry somebody will fall one day.',
  ],
  ['construction', 'contractor building new metro stations'],
  ['logistics', 'TIR trucks'],
  [
    'logistics',
    'we ship dried fruit by truck from Uzbekistan to Russia and customs delays break all our delivery plans',
    'We have 14 trucks.',
  ],
  ['vehicleRepair', 'Oto sanayi'],
  [
    'vehicleRepair',
    'me and my brother fix cars in a small garage, customers wait long because the parts always comes late',
  ],
  ['vehicleRepair', 'mechanics workshop of the city bus depot', 'We have 140 buses and 11 mechanics.'],
  [
    'aviation',
    'I am dispatcher in small regional airline, flights delayed because aircraft come out of maintenance later than planned',
  ],
  ['aviation', 'ground handling for Hajj charter flights'],
  [
    'publicTransport',
    'we manage city bus routes in Shymkent, timetable is not followed and passengers complain on instagram every day',
  ],
  ['publicTransport', 'school bus service for the mountain villages'],
  ['maritime', 'Port Mersin'],
  [
    'maritime',
    'i am second officer on cargo ship, crew changes happen in hurry at port and the paperwork get lost',
    'Mixed crew from 5 countries.',
  ],
  ['maritime', 'tugboats at the oil terminal'],
  ['postalCourier', 'Kargo şube'],
  [
    'postalCourier',
    'we are motorbike couriers for online shops in Tehran, parcels get lost and customers addresses are incomplete',
  ],
  ['postalCourier', 'mail room of the ministry'],
  [
    'retail',
    'I own small spice shop in the bazaar, stock is in my head so when I am sick nobody knows what to order',
    'My son helps on weekends.',
  ],
  ['retail', 'gift shop of the history museum'],
  [
    'sales',
    'I lead 6 sales people selling medical equipment to hospitals, the pipeline is in excel and deals slip every quarter',
    'Boss wants 30 percent more this year.',
  ],
  ['sales', 'sales department of a cement factory'],
  [
    'customerSuccess',
    'we do onboarding for restaurants using our booking software, many customers churn after first three months',
    'Team of 4, we want to reduce churn.',
  ],
  ['customerSuccess', 'key account team at a telecom operator'],
  ['contactCentre', 'Çağrı merkezi'],
  [
    'contactCentre',
    'I supervise 40 agents answering calls for a bank, the queue is too long at lunch time and agents burn out',
  ],
  ['contactCentre', 'hotline of the tax office'],
  ['hospitality', 'Chaikhana'],
  ['hospitality', 'Lokanta', 'Family business, 3 generations.'],
  [
    'hospitality',
    'my wife and I run pansiyon in Cappadocia with 9 rooms, in high season the breakfast service becomes total chaos',
  ],
  ['hospitality', 'canteen of a car factory', 'Feeding 800 workers in two shifts.'],
  ['tourism', 'Tour agency'],
  [
    'tourism',
    'we organise trips for foreign travellers to Samarkand and Bukhara, bookings with hotels and drivers always get mixed up',
  ],
  ['tourism', 'tourist information desk at the airport'],
  [
    'software',
    'we are 5 developers in Baku making mobile app for a bank, every release breaks something and old bugs come back',
    'Management wants faster releases.',
  ],
  ['software', 'in-house developers of an insurance company'],
  [
    'product',
    'I am only product manager in startup in Istanbul, the roadmap change every week because CEO talks to one customer',
  ],
  ['product', 'product managers at an e-commerce marketplace'],
  [
    'openSource',
    'I maintain an open source library for Persian text, contributors send pull requests but nobody has time to review issues',
    'It is just me and two friends in free time.',
  ],
  ['openSource', 'open source Kazakh keyboard project run by students'],
  [
    'dataPlatform',
    'we build dashboards for management of a retail chain, data pipeline fails at night and numbers are wrong in morning',
  ],
  ['dataPlatform', 'analytics team of the state statistics committee'],
  [
    'platformOps',
    'our team of 3 runs kubernetes clusters for the whole company and every deploy on friday makes an outage',
  ],
  ['platformOps', 'server infrastructure team at a mobile operator', 'We are on call 24/7 and very tired.'],
  [
    'retrospectives',
    'we do retrospective every two weeks but same problems come again and no action is done after the meeting',
  ],
  ['newsMedia', 'Gazete newsroom'],
  [
    'newsMedia',
    'I am editor in small news website in Tashkent, reporters send stories late and readers are leaving to telegram channels',
    'We are 11 journalists.',
  ],
  [
    'telecoms',
    'we are small internet provider in villages around Ganja, signal drops when it rains and towers need fixing often',
  ],
  ['telecoms', 'mobile network crew covering the football stadium'],
  ['creativeAgency', 'Reklam ajansı'],
  [
    'creativeAgency',
    'we are 8 people creative agency, clients change the brief after design is finished but campaign deadline stays same',
  ],
  ['creativeAgency', 'in-house design team of a bank', 'Want to show management why we are always late.'],
  ['finance', 'Treasury dept'],
  [
    'finance',
    'I am CFO of a family textile company and cash flow is nightmare because buyers pay only after 120 days',
  ],
  ['finance', 'finance team of a football club'],
  ['insurance', 'Sigorta acentesi'],
  [
    'insurance',
    'we handle car insurance claims, policyholders wait two months and the risk assessment is still done by hand',
    'About 25 claim handlers.',
  ],
  ['insurance', 'crop insurance for cotton farmers'],
  ['accounting', 'Mali müşavir'],
  [
    'accounting',
    'I do bookkeeping and tax returns for 60 small shops, all of them bring receipts in a plastic bag on last day',
  ],
  ['accounting', 'accounting office serving restaurants and cafes'],
  ['realEstate', 'Emlak ofisi'],
  [
    'realEstate',
    'I rent out 12 apartments in Baku to foreigners and tenants call me in the night about everything small',
  ],
  ['realEstate', 'student flat rentals near the university', 'Me and my cousin, about 60 tenants.'],
  ['legal', 'Hukuk bürosu'],
  [
    'legal',
    'I am lawyer in small firm, we have 200 open matters and contract deadlines are tracked in a notebook',
    'Two partners and three assistants.',
  ],
  ['legal', 'legal department of an oil company'],
  [
    'consulting',
    'we are 4 consultants advising family firms, proposals take weeks and the engagement scope grows without extra pay',
  ],
  ['consulting', 'consultants helping hospitals get ISO certification'],
  ['architecture', 'Mimarlık ofisi'],
  [
    'architecture',
    'our architecture bureau draws housing projects, client asks for changes after drawings already went to municipality',
    'Six architects, two interns.',
  ],
  ['architecture', 'architects restoring an old caravanserai'],
  ...PROBE_BV_CASES_PART_2,
];
