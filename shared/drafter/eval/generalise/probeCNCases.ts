import { PROBE_CN_CASES_PART_2 } from './probeCNCases2';

/**
 * Probe batch CN (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who describe the digital, data or IT part of their work (about half of its cases first-person sentences)), before any change to the drafter
 * was measured on it, and committed before it. 77 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CN_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CN_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CN_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we are a 400 acre arable farm and all our field records, spray logs and yield maps live in about six different apps',
    'Three of us plus a contractor at harvest.',
  ],
  [
    'farming',
    "we grow potatoes for the supermarkets and their supplier portal wants harvest forecasts we honestly don't have",
  ],
  [
    'forestry',
    'I manage felling licences and tree inventory for a woodland estate, mostly on spreadsheets and an old GIS nobody understands',
    'Estate is about 2,000 hectares.',
  ],
  [
    'forestry',
    'our forestry contractor team uses a tablet app for felling plans but signal in the woods is zero so nothing syncs',
  ],
  ['forestry', "Woodland management for a water company's catchment land"],
  [
    'fishing',
    "we have three inshore boats and I'm trying to get the catch records off paper and into the new e-logbook",
    'Skippers hate typing on a phone at sea.',
  ],
  ['mining', 'our quarry logs every truckload of stone but the tonnages never match the extraction plan'],
  [
    'mining',
    'i work in mine planning underground, we have sensors everywhere now but nobody trusts the ventilation data',
  ],
  [
    'manufacturing',
    'We make injection-moulded parts and our MES flags defects but nobody on the line reads the alerts',
  ],
  ['manufacturing', 'Production line for a medical device company'],
  [
    'foodProduction',
    'I run a small bakery that supplies cafes and the recipe costings and allergen sheets are all out of date',
    'Batch tracing is what worries me.',
  ],
  ['foodProduction', 'Meal-prep kitchen for a gym chain'],
  [
    'textiles',
    'we are a tiny knitwear label and the pattern files, fabric orders and sewing schedules are scattered across WhatsApp and Drive',
  ],
  [
    'textiles',
    'I am running a sewing unit making school uniforms and we are tracking fabric and patterns in notebook only, it is not scaling',
  ],
  [
    'energy',
    'we operate a wind farm and the generation figures from our SCADA never reconcile with what the grid says we exported',
  ],
  ['energy', 'Microgrid for a remote island community', 'Diesel backup, solar and a small battery.'],
  [
    'waterUtility',
    'our water company loses a quarter of its supply to leaks and the pipe network maps are twenty years old',
  ],
  [
    'waterUtility',
    "I'm a network controller for a small water utility and the telemetry from our pumping stations drops out every storm",
  ],
  ['waterUtility', 'Borehole and pipe maintenance for a cluster of farms'],
  [
    'wasteRecycling',
    'We run bin collections for the council and the route app keeps sending crews to streets we already emptied',
  ],
  [
    'wasteRecycling',
    'we run a recycling yard and the weighbridge tickets have to be typed into the council portal by hand',
  ],
  ['wasteRecycling', 'Food waste collection for restaurants'],
  [
    'construction',
    "I'm a site manager and our drawings, snag lists and safety inductions are split between three different apps that don't sync",
    'Main contractor, about 25 on site.',
  ],
  ['construction', 'Builders fitting out a new primary school'],
  [
    'logistics',
    "We're a 3PL warehouse and the WMS says we have stock that the pickers can never actually find",
    'About 60 staff over two shifts.',
  ],
  ['logistics', 'Cold-chain deliveries for a pharmacy chain'],
  [
    'vehicleRepair',
    'my garage does MOTs and servicing, and the booking system and parts ordering are two logins that never agree',
    '4 mechanics and me on the desk.',
  ],
  [
    'aviation',
    "I'm in the tech records office at a small airline and airworthiness paperwork is still half paper, half spreadsheet",
    'Eight turboprops.',
  ],
  [
    'aviation',
    "i work ground ops at a regional airport and flight delay info reaches the gates slower than passengers' own phones",
  ],
  ['aviation', 'Aircraft maintenance for a flying doctor service'],
  [
    'publicTransport',
    "we're a small bus operator and the timetable data we send to the journey-planner apps is always wrong",
  ],
  ['publicTransport', 'Tram network'],
  [
    'maritime',
    'I do crew scheduling and port paperwork for two container ships, and the crewing software is from 2009',
  ],
  [
    'maritime',
    "We're a small port and vessel arrivals, berth bookings and cargo manifests still come in by fax and email",
  ],
  ['maritime', 'Cargo ship chartered by a humanitarian charity'],
  [
    'postalCourier',
    "We're a same-day courier firm and our drivers' proof of delivery photos go missing about once a week",
  ],
  [
    'postalCourier',
    'i deliver for a parcel franchise and the scanner app crashes halfway through my round so parcels show as lost',
  ],
  ['retail', 'i own a gift shop and the till, the online store and the stock count never match at month end'],
  [
    'sales',
    'I manage an inside sales team and half the deals in our CRM pipeline are dead but nobody closes them',
  ],
  [
    'sales',
    'I lead a field sales team selling tractors and the reps update the CRM only when their quota review is due',
  ],
  ['sales', 'Sales reps for a veterinary drug supplier'],
  [
    'customerSuccess',
    "we're the customer success team at a SaaS startup and our churn numbers come from three dashboards that disagree",
    'We lose about 2% of accounts a month.',
  ],
  ['customerSuccess', 'Onboarding and renewals team for a payroll software vendor'],
  [
    'contactCentre',
    'I supervise a call centre of 40 agents and the queue stats on the wallboard lag about ten minutes behind',
  ],
  [
    'contactCentre',
    'we take calls for an energy supplier and the agents have to switch between seven screens while the caller waits',
    'Mostly billing complaints.',
  ],
  [
    'hospitality',
    'we have a 20 room guesthouse and bookings come from four different websites so double bookings happen constantly',
    'Husband does breakfasts, I do everything else.',
  ],
  [
    'hospitality',
    'I manage a staff canteen at a car factory and menu changes have to go through three approval emails',
  ],
  [
    'tourism',
    'I run walking tours in Edinburgh and the booking widget, the reviews and the guide rota are all separate tools',
  ],
  [
    'tourism',
    'we are tiny tour company in Bali and bookings from OTAs and our own website keeps clashing',
    'Only 3 of us and a few freelance guides.',
  ],
  ['tourism', 'Tour operator for school trips abroad'],
  [
    'software',
    "I'm a dev at a little software house building booking apps for physio clinics and our release process is me pressing deploy",
  ],
  [
    'software',
    "we're the in-house dev team at a bank and every release needs six sign-offs so bugs sit in prod for weeks",
    '8 devs, 1 tester.',
  ],
  ['software', 'Mobile app developers for a supermarket chain'],
  [
    'product',
    "I'm the only product manager at a fintech and the roadmap is whatever the loudest customer asked for last week",
  ],
  [
    'product',
    "we're doing product discovery for a hospital patient app and I've no idea how to talk to real users safely",
    'We want to stop building features nobody uses.',
  ],
  [
    'openSource',
    'I maintain an open source charting library and the issue tracker has 600 open issues and three active contributors',
  ],
  [
    'openSource',
    "I'm one of the maintainers of a Python package and the release process depends on a CI config only I understand",
  ],
  [
    'dataPlatform',
    "i'm the one data engineer at a housing association and every dashboard breaks when someone renames a column in the source",
  ],
  [
    'dataPlatform',
    "We're a small analytics team at a hospital trust and our data pipelines run on one guy's laptop",
    "If he leaves we're stuffed.",
  ],
  ['dataPlatform', 'Data warehouse team for a football league'],
  [
    'platformOps',
    "I'm on the infrastructure team for a council and we keep getting paged at night because nobody owns the servers",
  ],
  [
    'platformOps',
    "we're a three-person IT team for a chain of dental practices, looking after every laptop, server and wifi network",
    'Fourteen sites across Kerala.',
  ],
  ['platformOps', 'IT support desk at a secondary school'],
  [
    'retrospectives',
    'I facilitate sprint retros for two dev teams and the action items go into Jira and die there',
  ],
  ['retrospectives', 'Lessons-learned retro for a bridge construction project'],
  [
    'newsMedia',
    "I'm the digital editor at a regional paper and our CMS makes publishing a breaking story take twenty minutes",
    'Team of 12 journalists.',
  ],
  [
    'telecoms',
    "we're a rural broadband provider and our network monitoring shows everything green while customers ring in with no signal",
    'About 4,000 customers across the valley.',
  ],
  [
    'telecoms',
    'i work in a telecom NOC and alarms from the mobile network flood us so real outages get missed',
  ],
  ['telecoms', 'Mobile mast engineers serving a mining region'],
  [
    'creativeAgency',
    "we're a six person design agency and client briefs, feedback and final files are lost in endless email threads",
  ],
  ['creativeAgency', 'Creative studio doing campaigns for a hospice charity'],
  [
    'finance',
    "I'm the finance manager at a charity and budget reports still come from a spreadsheet I rebuild every month",
  ],
  ['finance', 'Accounts payable for a hotel group'],
  [
    'insurance',
    'we handle auto claims at a mid-size insurer and the claims system loses photos and adjuster notes between handlers',
  ],
  [
    'insurance',
    "we're an underwriting team for farm insurance and risk data arrives as PDFs we retype into the policy system",
  ],
  ['insurance', 'Claims team for a pet insurance brand'],
  [
    'accounting',
    'I run a small bookkeeping practice and chasing clients for receipts before tax returns is killing us',
    'We moved everything to Xero last year.',
  ],
  ['accounting', 'I do tax returns for farmers and half of them still bring a shoebox of receipts in April'],
  [
    'realEstate',
    'I manage about 80 rental properties and tenant repair requests come in by text, email and phone with no tracking',
    'Mostly older terraced houses.',
  ],
  [
    'realEstate',
    'we let student houses near the uni and every September the tenancy paperwork and deposit stuff goes sideways',
  ],
  [
    'legal',
    "we're a small family law firm and our matter management system is so clunky the partners keep paper files",
  ],
  [
    'legal',
    "I'm a paralegal at an immigration law firm and client documents come in over WhatsApp which terrifies the partners",
  ],
  ...PROBE_CN_CASES_PART_2,
];
