/**
 * Probe batch BT (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on everyone, across all families evenly, in the held-out set's mix of shapes, written by people in small businesses, local government and non-profits in the United States), before any change to the drafter
 * was measured on it, and committed before it. 80 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BT_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BT_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BT_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we farm about 400 acres of corn and beans with my brother and planting season always turns into chaos',
    'Just the two of us plus a hired man in summer.',
  ],
  ['farming', 'u-pick strawberry fields behind a wedding venue'],
  [
    'forestry',
    'I manage timber sales on a family owned tract in Oregon and nobody knows which stands are ready for felling',
  ],
  [
    'forestry',
    'urban forestry division of the city parks department',
    'We have 3 arborists and a backlog of dead ash trees.',
  ],
  [
    'fishing',
    'Me and my dad fish a lobster boat out of Stonington and we still log every haul and catch by hand',
  ],
  ['fishing', 'commercial fishing boat owned by a seafood restaurant'],
  [
    'mining',
    "i'm the safety guy at a small underground coal mine in west virginia and shift handovers are sloppy",
    'MSHA inspector is coming next month.',
  ],
  ['mining', "county road department's rock quarry"],
  [
    'manufacturing',
    "We're a 30 person injection molding shop and our scrap rate on line 2 keeps creeping up with no clear cause.",
  ],
  ['manufacturing', 'production line at a nonprofit that employs adults with disabilities'],
  ['foodProduction', 'Salsa co-packer'],
  [
    'foodProduction',
    'we make hot sauce in a rented commercial kitchen and our batch records and lot codes are all over the place',
    'Trying to get into two regional grocery chains this year.',
  ],
  ['foodProduction', "bakery production line at a grocery chain's central plant"],
  ['textiles', 'Upholstery shop'],
  [
    'textiles',
    'I have a tiny sewing studio making quilts and baby clothes and my fabric inventory is a total mess',
  ],
  ['textiles', 'costume shop of a regional theater'],
  ['energy', 'Electric co-op'],
  [
    'energy',
    'I run the municipal power plant for a town of 8,000 and coordinating outages with the grid operator is a headache',
  ],
  ['energy', 'solar farm on a closed landfill', 'Owned by the county, operated by a crew of four.'],
  [
    'waterUtility',
    'our small water system serves about 900 connections and we cant keep up with leak calls and old pipe',
  ],
  ['waterUtility', 'water department of a small township'],
  [
    'wasteRecycling',
    'I coordinate curbside recycling for our county and contamination in the blue bins is out of control',
  ],
  ['wasteRecycling', 'roll-off dumpster service for construction sites'],
  ['wasteRecycling', 'tire recycling at an auto salvage yard'],
  [
    'construction',
    "We're a small GC doing residential remodels and subs keep showing up on the wrong day or not at all",
    'Eight employees and about fifteen subs we use regularly.',
  ],
  ['construction', 'construction crew for a Habitat for Humanity affiliate'],
  [
    'logistics',
    'I run a small 3PL warehouse and pick and pack errors spike every time one of our clients runs a promo',
  ],
  ['logistics', 'warehouse for a regional food bank'],
  [
    'vehicleRepair',
    'my shop has 4 bays and two techs, and cars sit waiting on parts way longer than they should',
  ],
  [
    'vehicleRepair',
    'fleet maintenance garage for the city police department',
    'About 120 cruisers plus the motor pool.',
  ],
  [
    'aviation',
    'I run a Part 135 charter operation with three aircraft and pilot duty time is still tracked on a whiteboard',
  ],
  ['aviation', "aircraft maintenance hangar for a hospital's medevac helicopters"],
  [
    'publicTransport',
    'i dispatch for a small rural transit agency and riders keep complaining the bus timetable doesnt match reality',
  ],
  [
    'maritime',
    'we operate two harbor tugs and a barge and crew rotation plus Coast Guard paperwork eats my whole week',
  ],
  ['maritime', 'ship crew of a university research vessel', 'Crew of 11, out for three weeks at a time.'],
  [
    'postalCourier',
    'I own a small same-day courier company and drivers keep missing parcel pickups because dispatch texts get buried',
  ],
  ['postalCourier', 'mailroom at a county courthouse'],
  [
    'retail',
    "we have a little gift shop on main street and i never know what's on the shelf versus in the back",
  ],
  ['retail', 'gift shop at the art museum'],
  [
    'sales',
    "I'm the only sales rep for a family-owned HVAC distributor and my entire pipeline lives in a spiral notebook",
    'Owner wants to hit 2M this year.',
  ],
  ['sales', 'sponsorship sales team for a minor league baseball club'],
  [
    'customerSuccess',
    'we are a small SaaS company and our CS team only hears about churn when the renewal doesnt come in',
  ],
  ['customerSuccess', 'client onboarding team at a payroll software company'],
  [
    'contactCentre',
    'I supervise 12 agents taking calls for a utility billing office and the hold queue goes crazy every Monday',
  ],
  [
    'contactCentre',
    'after-hours answering service for veterinary clinics',
    'We cover about 40 clinics overnight with 5 people.',
  ],
  ['hospitality', 'Food truck'],
  [
    'hospitality',
    'My wife and I run an eight room bed and breakfast and housekeeping never knows which rooms are checking out',
  ],
  ['hospitality', 'clubhouse restaurant at a golf course'],
  [
    'tourism',
    'we run kayak tours on the river and bookings come in from three different websites and get double sold',
    'Season is only May to September so every weekend counts.',
  ],
  ['tourism', 'ghost tours run by the local historical society'],
  [
    'software',
    "we're four developers building an app for a nonprofit client and every release breaks something in production",
  ],
  ['software', 'in-house software developers at a credit union'],
  [
    'product',
    "I'm the only product manager at a small edtech startup and our roadmap is basically whoever yelled loudest",
  ],
  [
    'product',
    'product team for a telehealth app',
    'We are 2 PMs and a designer, shipping to about 30k users.',
  ],
  [
    'openSource',
    'I maintain a fairly popular open source library in my spare time and the issue tracker is drowning me',
  ],
  ['openSource', 'open source permitting software funded by a county government'],
  [
    'dataPlatform',
    'our analytics team is two people and every dashboard shows a different number for the same metric',
  ],
  ['dataPlatform', 'data warehouse team at a school district'],
  [
    'platformOps',
    "I'm the only sysadmin for a county government and our servers are a patchwork nobody ever documented",
    'Worried about ransomware, honestly.',
  ],
  ['platformOps', 'cloud infrastructure team at an online bank'],
  [
    'retrospectives',
    'our team does a retrospective every two weeks but the same action items keep coming back and nothing improves',
  ],
  ['retrospectives', "quarterly retro for our marketing agency's account team"],
  [
    'newsMedia',
    "we're a three person local news site and stories keep slipping because nobody owns the editing step",
  ],
  [
    'telecoms',
    'we are a small rural broadband coop and when a tower goes down the complaints flood in before we even know',
  ],
  ['telecoms', 'municipal broadband division of the town electric utility'],
  [
    'creativeAgency',
    'I own a small branding agency and client feedback on briefs comes in by email, slack and text all at once',
    'Its me, two designers and a copywriter.',
  ],
  ['creativeAgency', 'in-house creative team at a hospital system'],
  [
    'finance',
    "I'm the finance director for a small nonprofit and cash flow between grant reimbursements is always tight",
  ],
  ['finance', 'budget office of a county sheriff'],
  [
    'insurance',
    "we're an independent insurance agency, 6 of us, and policy renewals slip through the cracks every spring",
  ],
  ['insurance', 'self-insurance risk pool for small school districts'],
  [
    'accounting',
    'I am running a bookkeeping practice from home with two part-timers, and in tax season the client files become upside down',
  ],
  ['accounting', 'bookkeeping service for restaurants', 'About 35 clients, most on QuickBooks Online.'],
  [
    'realEstate',
    'i manage 40 rental units for a handful of landlords and tenant requests come in every way possible',
  ],
  ['realEstate', 'housing authority leasing office'],
  [
    'legal',
    "We're a two attorney family law practice and tracking deadlines on each matter is all in my head",
    'Paralegal just quit.',
  ],
  ['legal', "general counsel's office at a large nonprofit"],
  [
    'consulting',
    "I'm a solo consultant helping small manufacturers and every engagement starts with a proposal I rewrite from scratch",
  ],
  ['consulting', 'restaurant consulting firm'],
  [
    'architecture',
    "we're a five person architecture studio and our drawing sets go out with old revisions way too often",
  ],
  ['architecture', 'architects on staff at a large homebuilder'],
  [
    'research',
    'I coordinate a clinical research study at a community hospital and keeping participant data clean is really tough',
    'NIH funded, 200 participants, two sites.',
  ],
  ['research', 'field research station at a state park'],
  [
    'veterinary',
    "we're a three-doctor small animal practice and pet owners get upset when appointment reminders dont go out",
  ],
  ['veterinary', 'shelter medicine team at the county animal shelter'],
  [
    'peopleTeam',
    "i'm the only HR person for a 90 employee manufacturer and onboarding new hires is all paper folders",
    'We hire a lot of seasonal temps too.',
  ],
  ['peopleTeam', 'HR team at a hotel group'],
  [
    'facilities',
    'I manage maintenance and cleaning for three office buildings and work orders get lost in my inbox',
  ],
  ['facilities', 'custodial staff at an elementary school'],
  [
    'security',
    'we provide unarmed guards for construction sites and the patrol reports are handwritten and hard to track',
  ],
  ['security', 'security team at a megachurch', 'Mostly off-duty officers on Sundays.'],
  [
    'publicServices',
    'I work the permits counter for a small city and residents get frustrated bouncing between departments',
  ],
  [
    'publicServices',
    "we're a county elections office and recruiting and tracking poll workers for every election is a scramble",
  ],
  ['publicServices', 'code enforcement office that handles overgrown lots and junk cars'],
  ['governmentPolicy', 'Legislative staff'],
  [
    'governmentPolicy',
    "I'm a policy analyst for a state senator and pulling together evidence before each committee hearing is chaotic",
  ],
  [
    'governmentPolicy',
    "public comment process for the county's new zoning plan",
    'The planning commission wants a summary by March.',
  ],
  [
    'justice',
    "I'm a court clerk in a busy county courthouse and case files and hearing dates are constantly out of sync",
  ],
  ['justice', "juvenile court's diversion program"],
  [
    'emergencyServices',
    "we're a small rural fire department and our incident reports and truck checks are still on clipboards",
    'Mix of paid and on-call firefighters, two stations.',
  ],
  ['emergencyServices', 'search and rescue team for a national park'],
  [
    'schools',
    "I teach 7th grade science and our department never agrees on lesson plans or who's covering which class",
  ],
  ['earlyYears', 'I run a home daycare with six kids under five and the parents want updates all day long'],
  ['earlyYears', 'Head Start classroom at a community center', 'Two teachers and an aide, 17 kids.'],
  [
    'university',
    "I'm an adjunct teaching three online courses at a state university and students never read the module announcements",
  ],
  [
    'training',
    'I run OSHA safety training for construction workers and tracking who passed which session is a mess',
  ],
  ['training', "apprenticeship program for a plumbers' union"],
  [
    'healthcare',
    "i'm a charge nurse on a 28 bed unit and handoffs between shifts keep missing important patient stuff",
    'We are short staffed most nights.',
  ],
  ['healthcare', 'nursing staff at a state prison'],
  ['emergencyCare', 'Ambulance crew'],
  [
    'emergencyCare',
    "we're a small critical access hospital ER and triage backs up every time an ambulance comes in",
  ],
  ['emergencyCare', 'first aid tent at the county fair'],
  [
    'primaryCare',
    'our clinic has four providers and the front desk is buried in appointment requests and refill calls',
  ],
  ['primaryCare', 'employee health clinic at a meatpacking plant'],
  [
    'pharmacy',
    "I'm the pharmacist at an independent drugstore and prescriptions pile up waiting on insurance prior auths",
    'One pharmacist, two techs, open 7 days.',
  ],
  ['pharmacy', 'pharmacy at a community health center'],
  [
    'dentistry',
    'we are a small dental practice with two hygienists and patients keep no-showing for their cleanings',
  ],
  [
    'mentalHealth',
    "I'm a licensed therapist in a small group practice and session notes and billing eat up my evenings",
  ],
  ['mentalHealth', 'counseling services for firefighters', 'Most of our clients come through the union EAP.'],
  [
    'socialCare',
    'I coordinate home care aides for elderly clients and the visit schedules change every single day',
  ],
  ['performingArts', 'Community theater'],
  [
    'performingArts',
    'we run a small youth orchestra and rehearsal attendance and sheet music parts are constantly getting lost',
  ],
  [
    'museum',
    "I'm the collections manager at a small county museum and half our objects arent catalogued properly",
    'We have one paid staff and a board that wants a new exhibit.',
  ],
  ['museum', 'living history farm museum'],
  [
    'library',
    "we're a tiny public library with two staff and overdue loans plus holds are a constant juggle",
  ],
  ['library', 'law library at the county courthouse'],
  ['sport', 'Little League', 'I am the league president, 22 teams this spring.'],
  [
    'sport',
    'I coach high school wrestling and keeping track of weight classes, practices and match schedules is overwhelming',
  ],
  ['sport', 'adult rec softball league run by parks and rec'],
  [
    'events',
    'we put on a three day county fair every August and vendors, tickets and volunteers all live in separate spreadsheets',
    'Around 40,000 attendees last year.',
  ],
  ['events', 'alumni events office at a university'],
  [
    'visualArts',
    "i'm a painter sharing a studio with three other artists and we never know whose work is going to which show",
  ],
  [
    'personalCare',
    'I am owner of nail salon with 6 techs and the walk-in and appointment always collide on saturday',
  ],
  ['personalCare', 'hair salon inside an assisted living facility'],
  [
    'faith',
    "I'm the part-time admin at a small Baptist church and the worship team never knows who's on for Sunday",
  ],
  ['association', 'HOA board'],
  [
    'association',
    "I'm treasurer of our local beekeepers association and membership renewals and dues are a mess every year",
  ],
  ['association', 'teachers union local'],
  [
    'repairShop',
    'we fix laptop and phone in small storefront and customers keep calling to ask if their device is ready',
  ],
  ['repairShop', 'appliance repair service for apartment complexes'],
  [
    'funeral',
    "we're a small family-owned funeral home and coordinating services with families, clergy and the cemetery is stressful",
  ],
  ['funeral', 'pet cremation service at a vet hospital'],
  [
    'nonprofit',
    "we're a small nonprofit with one development director and donor follow-ups and grant deadlines fall through the cracks",
    'Annual budget about $600k.',
  ],
  ['nonprofit', "foundation of a children's hospital"],
  [
    'household',
    'my husband and I both work shifts and keeping track of who picks up the kids on which day is a disaster',
    'Three kids, ages 4, 9 and 13.',
  ],
  [
    'household',
    'Me, my mom and my two teenage boys share one house and nobody does their chores without a fight',
  ],
  ['household', 'home life of two ER nurses with three kids'],
  ['household', "a pastor's family at home", 'We want the kids to help more without nagging.'],
  [
    'community',
    "our street has a group chat of about 30 neighbors and it's all complaints, nobody organizes anything",
  ],
  [
    'community',
    "I'm trying to get the residents of our apartment building to work together on safety and trash problems",
    'About 60 units, lots of renters who come and go.',
  ],
  ['community', 'residents of a senior apartment building'],
  ['community', 'neighbors around the new school construction site'],
  [
    'volunteering',
    'I coordinate about 60 volunteers at our food pantry and the weekly shift rota never has enough people on thursdays',
  ],
  [
    'volunteering',
    "we're a group of retirees who volunteer driving neighbors to medical appointments and scheduling rides is all by phone",
    'Most of us are not great with apps.',
  ],
  ['volunteering', 'volunteer ushers at a concert hall'],
  ['volunteering', 'volunteer docents at a history museum'],
  [
    'youth',
    'I lead a church youth group of about 25 teenagers and getting parents to sign permission forms on time is endless',
  ],
  ['youth', 'teen center run by the parks department', 'Open after school till 8, two staff.'],
  [
    'gardening',
    "I run a small landscaping crew and keeping plant orders straight for each client's garden is a constant struggle",
  ],
  ['gardening', 'vegetable plots at an elementary school'],
];
