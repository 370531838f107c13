import { PROBE_BU_CASES_PART_2 } from './probeBUCases2';

/**
 * Probe batch BU (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on systems inside a big place that hosts many kinds of work, a hospital, a university, an airport, a port or a stadium (about half of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 66 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BU_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BU_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BU_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow potatoes on 400 acres and every harvest the grading and storage plan falls apart at the last minute',
    'Family farm, five staff plus seasonal pickers.',
  ],
  [
    'farming',
    'prison farm where the lads raise pigs and grow veg for the kitchens',
    'Two officers and a farm manager supervise.',
  ],
  ['forestry', 'arboriculture team looking after the trees on a university campus'],
  [
    'forestry',
    'i manage felling contracts on a timber estate and the harvesting schedule never matches what the hauliers can take',
  ],
  [
    'fishing',
    'We run three small crab boats out of a Cornish harbour and our catch records are always a mess',
    'Skipper plus four crew on each boat.',
  ],
  ['fishing', 'inshore fishing boats working out of a busy ferry port'],
  [
    'mining',
    "I'm shift boss at an underground gold mine in WA and handover between crews keeps losing safety info, does my head in",
    'FIFO roster, two weeks on one off.',
  ],
  [
    'mining',
    'the stone quarry owned by the cathedral that supplies blocks for its repairs',
    'About 12 people, mostly blasting and extraction.',
  ],
  [
    'manufacturing',
    'our injection moulding line keeps producing defects on night shift and nobody can agree why',
    'We want to stop arguing and find the real cause.',
  ],
  ['manufacturing', 'prison workshop making flat-pack furniture for outside contracts'],
  ['foodProduction', 'Prison bakery'],
  ['foodProduction', 'me and my sister make hot sauce in a rented unit and batch labelling is killing us'],
  [
    'foodProduction',
    'central production kitchen that cook-chills meals for every ward in the hospital',
    'We make about 1,800 meals a day.',
  ],
  ['textiles', 'Handloom unit'],
  ['textiles', 'sewing room at the theme park that makes and mends all the character costumes'],
  [
    'textiles',
    'we are small garment exporter in Tiruppur, pattern cutting and sampling is taking too long every season',
    'Kindly suggest where delay is coming.',
  ],
  ['energy', 'the energy centre at a big hospital running the CHP engines and standby generators'],
  [
    'energy',
    "we're a community energy co-op with 40 rooftop solar installs and I track generation in five spreadsheets",
    'Looking for where the admin time goes.',
  ],
  [
    'waterUtility',
    'i look after water supply and pipework across a big university campus and leaks every winter always catch us out',
    'Just me and two plumbers.',
  ],
  ['waterUtility', 'the water network team keeping supply running across a huge airport site'],
  [
    'wasteRecycling',
    'i run recycling at a large shopping centre and the bins are always contaminated by the tenants, landfill costs going up',
  ],
  [
    'wasteRecycling',
    'recycling crew at a football stadium sorting the bins after match days',
    'Around 30 tonnes after a big game.',
  ],
  [
    'construction',
    "I'm site manager on the new hospital wing build and the subbies never turn up in the order we planned",
    'Worried about a near miss last month.',
  ],
  ['construction', 'contractor building the new terminal extension at the airport'],
  [
    'logistics',
    'we run the stores warehouse for a large hospital and wards keep getting the wrong deliveries every week',
  ],
  [
    'logistics',
    "goods-in dock at a shopping centre that books every retailer's deliveries",
    'Sixty shops, one loading bay.',
  ],
  [
    'vehicleRepair',
    'my dad and I run a small tyre and brakes garage and the booking diary is always double booked',
  ],
  ['vehicleRepair', 'the vehicle workshop at the airport servicing baggage tugs and fuel bowsers'],
  [
    'aviation',
    'i work in flight ops for a regional airline, crew rosters and delays collide every monday morning',
  ],
  [
    'aviation',
    'pilots flying the charter flights for a big tour operator',
    'Mostly summer season, 14 aircraft.',
  ],
  ['publicTransport', 'Airport shuttles'],
  [
    'publicTransport',
    "I plan timetables for a rural bus company and drivers keep telling me the routes can't be run on time",
    'About 40 drivers and 12 routes.',
  ],
  ['publicTransport', 'park and ride buses for a football stadium on match days'],
  [
    'maritime',
    'we are managing six bulk carriers and crew changes in foreign ports is a nightmare every single month',
    'Office is in Mumbai, ships trade worldwide.',
  ],
  ['maritime', 'crew of the supply boat that runs out to the island prison'],
  ['postalCourier', 'Campus mailroom', 'About 9,000 parcels a week in September.'],
  [
    'postalCourier',
    "I'm a self employed courier doing same-day runs for law firms and I lose track of proof of delivery",
  ],
  ['postalCourier', "post room in a prison that checks and delivers prisoners' mail"],
  [
    'retail',
    'we run the club shop at the stadium and on match days the tills and stock counts never add up',
    'Queues are huge at half time.',
  ],
  ['retail', 'the newsagent and gift shop in the hospital foyer'],
  [
    'sales',
    'I lead five reps selling lab equipment to universities and half our deals stall after the demo',
    'Want a clearer picture of the pipeline.',
  ],
  ['sales', 'sponsorship sales team at a football stadium selling boxes and pitchside boards'],
  [
    'customerSuccess',
    "our saas has good onboarding but churn spikes at renewal and my account managers can't see it coming",
    'Eight CSMs, about 400 accounts.',
  ],
  ['customerSuccess', 'customer success team for a hospital rota software vendor'],
  [
    'contactCentre',
    "we're the reservations call center for a theme park and in summer the hold queue hits 40 mins by 9am",
  ],
  ['contactCentre', 'hospital switchboard operators taking 3,000 calls a day', 'Nights are just two people.'],
  ['hospitality', 'Airport lounge'],
  [
    'hospitality',
    "we run the cafe in the cathedral crypt and the kitchen can't keep up when a coach party turns up",
    'Four paid staff and a few volunteers.',
  ],
  ['hospitality', 'hospitality boxes at a cricket stadium serving lunch to corporate guests'],
  ['tourism', 'Stadium tours'],
  [
    'tourism',
    'I run guided tours of the cathedral roof and tower and bookings come through four different systems',
  ],
  ['tourism', 'tour desk at a cruise port selling shore excursions'],
  [
    'software',
    "we're four developers and every release breaks something in production, usually on a friday",
    'We have no QA person.',
  ],
  [
    'software',
    'in-house developers writing the patient records software for a hospital trust',
    'Team of 11, releases every fortnight.',
  ],
  [
    'product',
    "I'm the only PM at a fintech startup and the roadmap changes every time the CEO talks to a customer",
  ],
  [
    'product',
    'product team building the passenger app for an airport',
    'Two PMs, one designer, no researcher.',
  ],
  [
    'openSource',
    'i maintain a python library with thousands of users and issues pile up faster than contributors fix them',
    'Three core maintainers, all unpaid.',
  ],
  [
    'openSource',
    'open-source project run out of a university lab, outside contributors and monthly releases',
  ],
  [
    'dataPlatform',
    'our data pipelines at the airport break every time someone upstream renames a column and the dashboards go blank',
  ],
  ['dataPlatform', 'data warehouse and dashboards team at a hospital trust'],
  [
    'platformOps',
    'we run kubernetes clusters for 30 product teams and every deploy freeze turns into a fight',
    'On-call is burning people out.',
  ],
  ['platformOps', "the infrastructure team running the university's servers and cloud platform"],
  [
    'retrospectives',
    'I facilitate retros for the IT team at a university and we keep producing the same actions, nothing improves',
  ],
  ['retrospectives', 'monthly retrospective meetings for ward managers at a hospital'],
  [
    'newsMedia',
    'I edit a small hyperlocal news site and we never know which stories our readers actually read',
  ],
  [
    'newsMedia',
    'the prison newspaper written and edited by prisoners',
    'Comes out monthly, about a dozen writers.',
  ],
  [
    'telecoms',
    "we're a small rural broadband ISP and customers complain of dropouts every evening that we cant find",
    'About 2,000 customers.',
  ],
  ['telecoms', 'mobile network team boosting signal inside a stadium on match days'],
  [
    'creativeAgency',
    'our agency says yes to every client brief that comes in and the creative team is burning out',
    'Twelve people, two account leads.',
  ],
  ['creativeAgency', "in-house creative team designing the theme park's campaigns and posters"],
  [
    'finance',
    "i'm the finance manager for a chain of dental clinics in Pune and month end closing is taking three weeks",
  ],
  [
    'finance',
    'finance office at a cathedral managing budgets and cash from collections',
    'Three staff, lots of cash handling.',
  ],
  [
    'insurance',
    "We're a pet insurance startup and claims sit for weeks because vets send invoices in every format",
  ],
  ['insurance', "the hospital trust's insurance and risk office handling liability claims"],
  [
    'accounting',
    'I run a small accounting practice and every January the tax return rush buries us',
    'Me plus two part-timers.',
  ],
  ['accounting', 'accountants doing the tax returns for the consultants at a private hospital'],
  [
    'realEstate',
    'my wife and I let out six flats and tenant repairs and rent tracking all live in WhatsApp',
    'We both have day jobs.',
  ],
  ['realEstate', 'property team leasing units in a shopping centre to retailers'],
  [
    'legal',
    'we are a 3 partner law firm and matters keep falling through the cracks when someone is on leave',
  ],
  [
    'legal',
    'legal team at a hospital trust handling contracts and clinical negligence',
    'Six lawyers, hundreds of open matters.',
  ],
  ['consulting', "I'm a freelance consultant and proposals eat my weekends while engagements overrun"],
  [
    'architecture',
    "we're a small architecture studio and drawings go out with old revisions because nobody tracks changes",
  ],
  ['architecture', "cathedral architect's office drawing plans for the new visitor centre"],
  [
    'research',
    'i run a small ecology research group at a university and our field data ends up in a dozen spreadsheets',
  ],
  ['research', 'clinical trials unit at a hospital running drug studies', 'We have 14 studies open at once.'],
  [
    'veterinary',
    "we're a mixed practice out in the wheatbelt, small animals and cattle, and the on-call rota for calvings is chaos",
  ],
  ['veterinary', 'vet team at a safari theme park caring for the animals'],
  ...PROBE_BU_CASES_PART_2,
];
