/**
 * Probe batch AA (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on departments and functions inside large organisations of every industry, named with the organisation around them, and the organisations' own operational teams, written by people in Australia, Ireland, Ghana and Sri Lanka), before any change to the drafter
 * was measured on it, and committed before it. 64 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AA_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AA_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AA_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow cocoa on about twelve acres near Kumasi and the harvest labour is never sorted before the rains come',
  ],
  ['farming', 'the barley-growing side of a distillery in Cork'],
  [
    'forestry',
    'I manage harvesting contractors on a softwood estate and felling keeps running behind the log truck schedule',
  ],
  ['forestry', 'tree-clearing crew contracted to the electricity board'],
  [
    'fishing',
    'my uncle has three canoes at Elmina and we never know how much catch to expect or who buys it',
  ],
  ['fishing', 'the fishing boats owned by a seafood restaurant group'],
  ['mining', 'Graphite mine'],
  [
    'mining',
    "I'm a shift boss underground at a gold mine in Tarkwa and handovers between crews keep dropping things",
    'About 60 men per shift.',
  ],
  ['mining', "the council's own gravel quarry"],
  ['manufacturing', 'Tyre plant'],
  [
    'manufacturing',
    "we make aluminium window frames and defects only get caught at the customer's site which is embarrassing",
  ],
  [
    'manufacturing',
    'the blister-pack production line at a pharma company in Colombo',
    'Seal defects keep turning up at QC.',
  ],
  ['foodProduction', 'Kenkey makers'],
  [
    'foodProduction',
    'I run a small gluten free bakery from a shared kitchen and keeping allergen batches seperate is my nightmare',
  ],
  ['foodProduction', 'the flight catering unit at Kotoka airport'],
  [
    'textiles',
    'we sew school uniforms for about forty schools and every January the size patterns are all wrong',
  ],
  ['textiles', 'costume sewing room at the state opera'],
  [
    'energy',
    'I look after the diesel generators and solar at our hospital and nobody knows the load when the grid drops',
    'Dumsor days are the worst.',
  ],
  ['energy', 'mini hydro plant on a tea estate'],
  [
    'waterUtility',
    "we're the leak detection crew for a regional town and half our old pipe maps are just wrong",
  ],
  ['waterUtility', 'borehole and pipe network crew for a university campus'],
  [
    'wasteRecycling',
    'I schedule the bin collection runs for a shire council and the trucks keep doubling back on the same streets',
  ],
  ['wasteRecycling', 'the recycling yard behind a big shopping centre'],
  ['construction', 'Formwork crew'],
  [
    'construction',
    "I'm the site manager on a four storey apartment build and the subcontractors never turn up in order",
  ],
  [
    'construction',
    'contractors building a new terminal at the airport',
    "We're the main contractor, about 30 subbies on site.",
  ],
  [
    'logistics',
    'we handle freight forwarding out of Tema port and shipments keep getting stuck in customs with no updates',
  ],
  ['logistics', 'the distribution centre for a supermarket chain'],
  [
    'vehicleRepair',
    'i run a fitting shop in Suame magazine and customers always want their car back same day, parts are the problem',
  ],
  ['vehicleRepair', 'fleet maintenance workshop for the city buses'],
  [
    'aviation',
    'I coordinate flights for a small charter outfit in Queensland and pilot duty hours are always a juggle',
  ],
  ['aviation', 'the aircraft operations team at a mining company'],
  ['publicTransport', 'Tro-tro station'],
  [
    'publicTransport',
    "we run the school bus and town routes for a rural county and the timetable hasn't changed since 2009",
  ],
  ['publicTransport', 'the staff shuttle bus service at a big hospital'],
  ['maritime', 'Tugboats'],
  ['maritime', "I'm the chief mate on a coastal cargo ship and crew changes at port are chaos every time"],
  ['maritime', 'the marine department of an offshore oil company'],
  ['postalCourier', 'Mailroom'],
  [
    'postalCourier',
    'we do motorbike dispatch across Accra and parcels go missing between the pickup and the rider',
  ],
  ['postalCourier', 'the post room at a big law firm'],
  [
    'retail',
    "my mum is having a provision shop in Kandy and we never know which stock is finishing until it's gone",
  ],
  ['retail', 'the gift shop at a national museum', 'Two staff, lots of tourists, stock counted by hand.'],
  [
    'sales',
    'we sell fleet telematics to transport companies and our pipeline reviews are just people reading out numbers',
  ],
  ['sales', 'the corporate sales team at a hotel chain', 'Want to understand why group booking deals stall.'],
  [
    'customerSuccess',
    "I'm one of two customer success managers at a payroll software company and renewals keep surprising us",
  ],
  ['customerSuccess', 'onboarding and renewals team for a gym management platform'],
  [
    'contactCentre',
    'our customer service lines at a telco in Colombo have forty agents and the queue times are awful after 6pm',
  ],
  ['contactCentre', 'the phones team at an electricity retailer'],
  ['hospitality', 'Chop bar'],
  [
    'hospitality',
    'we have a 14 room guesthouse in Ella and the kitchen and housekeeping never talk to each other',
    'Mostly European backpackers, busy Dec to April.',
  ],
  ['hospitality', 'the staff canteen at a gold mine'],
  ['tourism', 'Safari jeeps'],
  [
    'tourism',
    'I run walking tours in Dublin and bookings from three different websites keep double booking the same slot',
  ],
  ['tourism', 'the guided tours business run out of a Kandy tea factory'],
  [
    'software',
    'we build the mobile app for a supermarket and every release breaks something in the checkout code',
    'Team of 9, two-week sprints.',
  ],
  ['software', 'the in-house developers at an insurance company'],
  ['product', 'Product team'],
  [
    'product',
    "I'm the only product manager at a property tech startup and the roadmap is whatever the loudest customer wants",
  ],
  ['product', "product discovery for a bank's mobile app"],
  [
    'openSource',
    'I maintain a python library for weather data in my spare time and issues pile up faster than contributors arrive',
  ],
  ['openSource', 'the open source office at a car maker'],
  [
    'dataPlatform',
    'our analytics team at a mining company keeps rebuilding the same dashboards because nobody trusts the pipelines',
  ],
  ['dataPlatform', 'data warehouse team at a hospital group', 'Eight of us serving six hospitals.'],
  [
    'platformOps',
    "I'm on the infrastructure team at a bank in Accra and our on-call is just two people for everything",
  ],
  ['platformOps', 'the cloud platform team for a national broadcaster'],
  [
    'retrospectives',
    'we do retros every fortnight in our HR team but the same actions come up and nothing changes',
  ],
  ['retrospectives', 'lessons learned sessions after each audit at an accounting firm'],
  [
    'newsMedia',
    'I edit a regional paper in Kerry and the online stories and print pages are run like two separate businesses',
  ],
  ['newsMedia', 'sports desk at a radio station'],
  [
    'telecoms',
    'we install broadband for a regional ISP and the signal complaints come in faster than we can get techs out',
  ],
  ['telecoms', 'the radio and mobile network engineers for a metro train network'],
  [
    'creativeAgency',
    "I'm the account lead at a tiny branding studio in Colombo and client briefs change after we've already designed everything",
  ],
  ['creativeAgency', 'the in-house creative team at a beer company'],
  [
    'finance',
    "I'm the financial controller at a hotel group and month-end close takes us fifteen days every single time",
    'We want to get it down to five days.',
  ],
  ['finance', 'the treasury team of a cocoa marketing board'],
  ['finance', 'credit control at a cement manufacturer in Takoradi'],
  [
    'insurance',
    "we handle crop insurance claims for smallholders and assessors can't reach the farms before the evidence is gone",
  ],
  ['insurance', "the workers' comp claims unit at a state rail operator"],
  [
    'accounting',
    "I'm a sole practitioner accountant in Cork and every October the tax returns come in all at once",
    'Me and one part-time assistant.',
  ],
  ['accounting', 'the accounts and tax returns service for dairy farmers'],
  [
    'realEstate',
    'we manage about 200 rentals in Melbourne and tenant maintenance requests get lost between the landlord and the tradies',
  ],
  ['realEstate', 'student accommodation lettings at a university'],
  ['legal', "I'm a paralegal at a small firm in Kumasi and we lose track of court dates for land matters"],
  [
    'legal',
    'the legal team at an engineering and construction company',
    'Three lawyers, hundreds of subcontracts a year.',
  ],
  [
    'consulting',
    "we're a three person consultancy advising councils on procurement and proposals eat all our time",
  ],
  ['consulting', 'the internal strategy consultants at a telecoms group'],
  [
    'architecture',
    "I'm a junior architect and our drawings go back and forth with the client for months before anything gets built",
  ],
  ['architecture', 'in-house architects at a hotel developer'],
  ['research', 'Research group'],
  [
    'research',
    'we run field experiments on cassava varieties and the data from different sites never lines up',
  ],
  ['research', 'the R&D lab at a dairy co-op'],
  [
    'veterinary',
    "I'm a vet nurse at a rural practice and after-hours calls from farmers wreck the next day's roster",
  ],
  ['veterinary', 'the animal health team at a zoo'],
  [
    'peopleTeam',
    "I'm the only HR person at a construction firm with 300 staff and onboarding is basically a handshake",
  ],
  ['peopleTeam', 'recruitment team for a hospital network', 'Nurse vacancies take months to fill.'],
  ['facilities', 'Facilities mgmt'],
  [
    'facilities',
    "I look after maintenance and cleaning for three office buildings and the contracters never log what they've actually done",
  ],
  ['facilities', 'the building maintenance team at a shopping mall', 'Eleven staff, 140 shops.'],
  [
    'security',
    'please we supply guards to warehouses around Tema and patrol reports are on paper that nobody reads',
  ],
  ['security', 'security control room at a container port', '24/7, three shifts of five.'],
  ['publicServices', 'Shire council'],
  [
    'publicServices',
    "I work at the county council's housing section and residents call five times before anyone answers their repair",
  ],
  ['publicServices', 'council services for residents in a mining town'],
  [
    'governmentPolicy',
    "I'm a policy officer at the education ministry and consultations end up being a tick-box before the minister decides",
  ],
  ['governmentPolicy', 'the policy and strategy unit at a health department'],
  [
    'justice',
    "I'm a probation officer in Western Sydney and case notes for the same offender live in four systems",
    'I want to map where the handoffs drop.',
  ],
  ['justice', 'youth justice team at a county council'],
  [
    'emergencyServices',
    "we're a volunteer fire station in a country town and callouts at night never have enough crew",
    'Twenty-two members on paper, maybe eight active.',
  ],
  ['emergencyServices', 'the fire and rescue team at an oil refinery'],
  [
    'schools',
    'I teach at a government school in Galle and the timetable changes every term without telling the teachers',
  ],
  ['schools', "the school on a sugar estate for workers' children", 'About 350 kids, K to 12.'],
  [
    'earlyYears',
    "I run a family day care from home with five little ones and parents want daily updates I can't keep up with",
  ],
  ['earlyYears', 'the on-site childcare centre at a university'],
  [
    'university',
    'I coordinate first year modules in engineering and students get lost between the lecture and tutorial timetables',
  ],
  ['university', 'the nursing faculty at a university'],
  [
    'training',
    'I handle compliance training for a bank in Accra and staff click through the modules without reading',
  ],
  [
    'training',
    'I run forklift and first aid courses for warehouse staff and getting learners to turn up is the hard bit',
  ],
  ['training', 'cabin crew training academy for an airline', 'We train roughly 200 new crew a year.'],
  [
    'healthcare',
    "I'm the nurse unit manager on a busy medical ward and discharges stall every afternoon waiting for paperwork",
    '32 beds, mostly elderly patients.',
  ],
  ['healthcare', 'the hospital wing of a prison'],
  [
    'emergencyCare',
    "I'm a paramedic team leader and handovers at the emergency department take so long the ambulances queue outside",
  ],
  ['emergencyCare', 'the ambulance crew stationed at a motor racing circuit'],
  [
    'primaryCare',
    "we're a two-doctor practice in rural Victoria and appointment no-shows plus script requests swamp reception",
  ],
  ['primaryCare', 'the family doctor clinic at a large tea plantation'],
  [
    'pharmacy',
    "I'm a pharmacist at a busy community pharmacy and dispensing errors happen when the queue gets long",
  ],
  ['pharmacy', 'the dispensary at a teaching hospital'],
  [
    'dentistry',
    'my wife and I own a dental practice in Kurunegala and the chair schedule is always overbooked',
  ],
  ['dentistry', 'the mobile dental van that visits primary schools'],
  ['mentalHealth', 'EAP counsellors'],
  [
    'mentalHealth',
    "I'm a psychologist in a group practice and our waitlist is four months, clients drop off before their first session",
    'Five psychologists, one receptionist.',
  ],
  ['mentalHealth', 'the staff wellbeing counselling service at a police force'],
  [
    'socialCare',
    'I coordinate carers visiting elderly clients at home and the rota falls apart whenever someone calls in sick',
    'About 70 clients and 25 carers.',
  ],
  ['socialCare', 'the residential care unit attached to a convent'],
  [
    'performingArts',
    'I manage a touring dance company and rehearsal schedules clash with venue bookings almost every season',
  ],
  ['performingArts', 'the police band in Accra'],
  [
    'museum',
    "I'm a registrar at a regional museum and half our collection objects have no location recorded",
  ],
  ['museum', 'the heritage collection team at a bank'],
  ['library', 'we run a small lending library in our village hall and books go out and never come back'],
  ['library', "the law library at a barristers' chambers", 'One librarian, thirty barristers.'],
  [
    'sport',
    'I coach the under 16s at a netball club and player availability for Saturday matches is a guessing game',
  ],
  ['sport', 'the mercantile cricket team at a bank in Colombo'],
  [
    'events',
    'I organise the annual conference for a medical association and attendee registrations always come in at the last minute',
  ],
  ['events', 'the events team at a rugby stadium'],
  [
    'visualArts',
    'I share a studio with four painters in Fremantle and we can never agree on who pays for the group exhibition',
  ],
  ['visualArts', 'the artists-in-residence programme at a hospital'],
  [
    'personalCare',
    'I own a beauty salon in Osu and clients book by WhatsApp so appointments double up constantly',
  ],
  ['personalCare', 'the day spa inside a resort hotel'],
  [
    'faith',
    "I'm the pastor's assistant at a church in Takoradi and coordinating the three Sunday services drains everyone",
  ],
  ['faith', 'the chaplaincy at an international airport'],
  [
    'association',
    "I'm secretary of a professional engineers' society and getting members to renew is like pulling teeth",
  ],
  ['association', "the old boys' association of a school in Kandy"],
  [
    'repairShop',
    'we fix laptops and printers for small businesses and parts orders take weeks so customers keep ringing',
  ],
  ['repairShop', 'the instrument repair workshop at a music school'],
  [
    'funeral',
    'our family runs a funeral home in Limerick and coordinating with the church and the cemetery is chaos',
  ],
  ['funeral', 'the crematorium run by the city council'],
  [
    'nonprofit',
    "I'm the fundraising manager at a small cancer charity and our donor records are in four spreadsheets",
    'Want to know where donors are dropping off.',
  ],
  ['nonprofit', 'the foundation arm of a mobile network that funds schools'],
  ['household', 'School-run chaos'],
  [
    'household',
    "my husband and I both do shift work at the hospital and the kids' school pickups keep falling through",
    'Three kids under ten.',
  ],
  [
    'household',
    'we live with my parents and two brothers in Dehiwala and nobody agrees who pays which bill',
    'Seven of us in one house.',
  ],
  [
    'household',
    'running the home while my wife works FIFO at a mine',
    "He's away two weeks on, one week off.",
  ],
  ['household', 'family farmhouse with three generations under one roof'],
  ['community', 'Cul-de-sac neighbours'],
  [
    'community',
    "I'm trying to get the neighbours on our street to share a tool library and a ute instead of everyone buying one",
  ],
  [
    'community',
    "we're residents of a block of flats in Accra and nobody knows who should fix the shared water tank",
    'Twelve flats, no proper management company.',
  ],
  [
    'community',
    'residents around a quarry trying to deal with the dust together',
    'The trucks start at 6am.',
  ],
  ['community', 'the neighbours living next to a busy festival site'],
  [
    'volunteering',
    'I coordinate volunteers at a parkrun and the rota for marshals is a mess every single week',
    'Around 40 regulars, need 25 each Saturday.',
  ],
  [
    'volunteering',
    "we're a group of retirees who volunteer at the hospital information desk and shifts keep getting double booked",
  ],
  ['volunteering', 'volunteer guides at a botanic garden'],
  [
    'volunteering',
    'the employee volunteering programme at a big accounting firm',
    'About 300 staff signed up last year, few turned up.',
  ],
  [
    'youth',
    "I'm a youth leader at our church and getting parents to sign permission slips for camps takes weeks",
  ],
  [
    'youth',
    'the youth outreach team at a public library',
    'Teenagers hang around after school with nothing to do.',
  ],
  [
    'gardening',
    'I look after the vegetable plots at our school garden and nothing gets watered over the holidays',
  ],
  ['gardening', 'the kitchen garden team at a country house hotel'],
];
