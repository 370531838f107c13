import { PROBE_AI_CASES_PART_2 } from './probeAICases2';

/**
 * Probe batch AI (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, written by people in Bangladesh, Nepal, Pakistan, Tanzania and Uganda writing the English they use at work), before any change to the drafter
 * was measured on it, and committed before it. 33 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AI_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AI_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AI_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow maize and beans on 6 acres near Mbale and every harvest half the crop is lost in storage',
  ],
  [
    'farming',
    'vegetable farm run by a secondary school',
    'Students work there after class, we want better yields to feed the boarding section.',
  ],
  ['farming', 'organic farm attached to an eco lodge'],
  [
    'forestry',
    'I am ranger in community forest user group in Kaski, illegal felling at night is our biggest headache',
  ],
  ['fishing', 'Hilsa boats'],
  [
    'fishing',
    'my father and uncles own three fishing boats on Lake Victoria and we never know the real catch',
    'We are 14 crew total, mostly relatives.',
  ],
  ['fishing', 'trawler crew that supplies fish to a hotel chain'],
  ['mining', 'tanzanite mine'],
  [
    'mining',
    'we are small scale gold miners in Geita, underground shafts keep collapsing and nobody keep records of who is down',
    'Around 60 miners, no written register.',
  ],
  ['mining', 'sand extraction from river bed for a road contractor'],
  ['manufacturing', 'Cement plant'],
  [
    'manufacturing',
    'I am production supervisor at a plastic chair factory in Gazipur and defect rate on line 2 is very high',
    'We produce 3000 chairs per day on 4 lines.',
  ],
  ['manufacturing', 'brick kiln supplying the district road project'],
  ['foodProduction', 'Sweets karkhana'],
  [
    'foodProduction',
    'we make peanut butter in small batches at home for supermarkets in Dar and the hygiene inspector failed us',
    'Just me and 2 ladies helping, we want to pass TBS certification.',
  ],
  ['foodProduction', 'flour mill owned by a farmers cooperative'],
  ['textiles', 'RMG factory'],
  [
    'textiles',
    'i run a tailoring shop with 5 karigars making school uniforms and fabric always comes late from the wholesaler',
  ],
  ['textiles', "kitenge printing and sewing unit of a women's NGO", 'About 25 women, most cannot read.'],
  ['energy', 'Solar mini-grid'],
  [
    'energy',
    'we operate a small hydropower plant in Dolakha and every monsoon the intake blocks and generation drops to zero',
    'Plant is 500 kW, supplying 3 villages.',
  ],
  ['energy', 'power substation serving an export processing zone'],
  ['waterUtility', 'WASA'],
  [
    'waterUtility',
    'I am plumber for the town water scheme, pipes are old and leaks everywhere, half the supply is lost',
    'We are only 4 staff for whole town.',
  ],
  ['waterUtility', 'water ATM kiosks for an informal settlement'],
  [
    'wasteRecycling',
    'we collect waste from 400 households in our ward by rickshaw van but the landfill is closing next month',
    'We want to start separating plastic to sell.',
  ],
  ['wasteRecycling', 'medical waste incinerator at district hospital'],
  ['construction', 'Bridge project'],
  [
    'construction',
    'I am site supervisor on a 10 storey building in Mirpur and labourers not wearing helmets, safety is zero',
    'Contractor is pushing to finish before Eid.',
  ],
  ['construction', 'classroom block construction for a church school'],
  ['logistics', 'Bonded warehouse'],
  [
    'logistics',
    'we are clearing and forwarding agent in Dar, our trucks to Kampala wait days at Mutukula border for documents',
    'Team of 8, we handle around 60 containers a month.',
  ],
  ['logistics', 'cold chain warehouse for a vaccine programme'],
  ['vehicleRepair', 'boda garage'],
  [
    'vehicleRepair',
    'i have a small garage fixing tempos and microbuses in Bhaktapur, customers always complain the service takes too long',
    'Me plus 3 mechanics and 1 helper boy.',
  ],
  ['vehicleRepair', 'vehicle workshop of the district ambulance fleet'],
  [
    'aviation',
    'we are a small charter airline flying Twin Otters to Lukla and flight cancellations from weather are killing us',
    'We have 4 aircraft and 9 pilots.',
  ],
  ['aviation', 'aircraft maintenance crew for the flying doctors service'],
  ['publicTransport', 'Daladala route'],
  [
    'publicTransport',
    'I manage a fleet of 40 city buses in Lahore, passengers complain timetable is never followed by drivers',
  ],
  [
    'publicTransport',
    'i drive tempo on ring road route, 12 tempos share the route and no timetable so we fight for passengers',
  ],
  ['publicTransport', 'staff bus service for EPZ garment workers'],
  ['maritime', 'Dhow harbour', 'Zanzibar side, around 30 dhows use it every week.'],
  [
    'maritime',
    'I am second officer on a coastal cargo ship between Chittagong and Mongla, crew rest hours are always violated',
  ],
  ['maritime', 'cargo vessels bringing clinker for a cement company'],
  ['postalCourier', 'Courier hub'],
  [
    'postalCourier',
    'we deliver parcels for online shops across Dhaka with motorbike riders and many parcels come back undelivered',
    'We have 35 riders and COD cash reconciliation is also headache.',
  ],
  ['postalCourier', 'mail and dispatch section of the Ministry of Health'],
  [
    'retail',
    'my family shop sells groceries in Kathmandu and we never know which stock is finishing until customer asks',
  ],
  ['retail', 'gift shop of the national museum'],
  [
    'sales',
    'I lead 12 medical reps selling to doctors in Karachi and our monthly quota is never reached after Ramadan',
    'Pressure from head office is very high this year.',
  ],
  ['sales', 'B2B sales team of a tea packaging company'],
  ['customerSuccess', 'Merchant onboarding'],
  [
    'customerSuccess',
    'I handle accounts of schools using our software, after first year many do not renew, churn is 30%',
    'We are 3 people handling around 400 schools.',
  ],
  ['customerSuccess', 'renewals and onboarding team for hospital clients of a lab software firm'],
  [
    'contactCentre',
    'I am team lead in a telco call centre, callers wait 20 minutes in queue and agents are leaving',
    'Around 120 agents across 2 shifts.',
  ],
  ['contactCentre', 'complaints hotline of the electricity distribution company'],
  [
    'hospitality',
    'we run a 20 room guesthouse in Thamel and the kitchen and room service never coordinate when groups arrive',
    'Mostly trekking groups in peak season, Oct-Nov.',
  ],
  ['hospitality', 'canteen at the district court'],
  ['tourism', 'Trekking agency'],
  [
    'tourism',
    'I organise safari trips from Arusha for foreign visitors and bookings get mixed up between us and the lodges',
    'We are 5 staff and 12 freelance drivers.',
  ],
  ['tourism', 'Umrah and Hajj tour operator'],
  [
    'software',
    'we are 6 developers building a hospital billing app and every release breaks something in production',
    'No tester in team, we test ourselves.',
  ],
  ['software', 'in-house developers at a microfinance bank'],
  [
    'product',
    'I am product manager for a farmers marketplace app and the roadmap changes every week when the CEO visits',
  ],
  ['product', 'product and UX team of an e-commerce startup in Dhaka'],
  [
    'openSource',
    'i maintain a Nepali language NLP library on GitHub, contributors open PRs and disappear, issues keep piling',
  ],
  ['openSource', 'volunteer contributors to an open source health records project'],
  ['dataPlatform', 'MIS unit'],
  [
    'dataPlatform',
    'we build dashboards for the health ministry from DHIS2 data and the numbers never match district reports',
    'I want to understand where the numbers are getting lost.',
  ],
  ['dataPlatform', 'data warehouse team of a telecom operator'],
  ['platformOps', 'Infra team'],
  [
    'platformOps',
    'I look after the kubernetes cluster for our fintech and every deploy on friday brings the platform down',
  ],
  ['platformOps', 'datacentre operations for the national ID authority'],
  [
    'retrospectives',
    'our team does retrospectives every two weeks but action items are never done and people have stopped speaking',
  ],
  ['retrospectives', 'lessons learned meeting after the flood relief project'],
  ['newsMedia', 'Bangla daily'],
  [
    'newsMedia',
    'I am sub-editor at a Swahili newspaper in Dar, reporters file stories late and the print deadline is missed',
  ],
  ['newsMedia', 'sports news desk of a private TV channel'],
  ['telecoms', 'BTS maintenance'],
  [
    'telecoms',
    'we are a small ISP giving broadband in Pokhara and fibre cuts from road works happen every week',
    'Around 2000 subscribers, 6 technicians.',
  ],
  ['telecoms', 'mobile tower rollout in the refugee settlements'],
  [
    'creativeAgency',
    'we are a small design studio in Kampala, clients keep changing the brief after we already showed the creative',
    'We are 7 people, mostly freelancers.',
  ],
  ['creativeAgency', 'branding agency working on the cricket league campaign'],
  [
    'finance',
    'I am finance officer for an NGO project and donor budget never match actual spending, cash advances are messy',
    'Project is funded by 3 donors with different reporting formats.',
  ],
  ['finance', 'finance team of a tea estate'],
  [
    'insurance',
    'we sell crop insurance to farmers in Uganda and claims take months because nobody can verify the losses',
  ],
  ['insurance', 'livestock insurance scheme for dairy farmers'],
  [
    'accounting',
    'I do bookkeeping and tax returns for 40 small shops in Rawalpindi and they bring receipts in plastic bags',
    'Tax season is coming and I am alone.',
  ],
  ['accounting', 'bookkeeping and VAT returns for restaurant owners'],
  ['realEstate', 'House broker'],
  [
    'realEstate',
    'my uncle owns two apartment buildings in Dhanmondi and I collect rent from tenants, half pay late every month',
  ],
  ['realEstate', 'rental shops owned by a mosque waqf board'],
  ['legal', 'Law chamber'],
  [
    'legal',
    'we are four advocates handling land disputes in Mbarara, files go missing and clients call every day for updates',
  ],
  ['legal', 'in-house legal for a mobile operator'],
  ['consulting', 'M&E consultancy'],
  [
    'consulting',
    'I run a small consulting firm doing feasibility studies for donors, proposals take all our time and engagements overrun',
  ],
  ['consulting', 'advisory team helping hospitals with accreditation'],
  [
    'architecture',
    'we are three architects designing houses and small commercial buildings, clients change drawings after the site work started',
  ],
  ...PROBE_AI_CASES_PART_2,
];
