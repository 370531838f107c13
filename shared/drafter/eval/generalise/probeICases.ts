/**
 * Probe batch I (issue 16, eighth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context), before any change to the drafter
 * was measured on it, and committed before it. 44 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_I_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_I_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_I_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'We run a mixed arable farm in Lincolnshire and the drainage on the low fields has been a nightmare since spring',
  ],
  ['farming', 'Dairy unit supplying a cheese factory'],
  ['forestry', 'Estate foresters'],
  [
    'forestry',
    'I manage a small team replanting native woodland after storm damage and we keep losing saplings to deer',
  ],
  ['forestry', 'forestry crew for a paper mill', 'Mostly thinning and clear fell on spruce blocks.'],
  ['fishing', 'crab boat', 'Just me and a deckhand working pots off the Northumberland coast.'],
  [
    'fishing',
    'We are three brothers running an inshore trawler out of Brixham and quota rules keep changing on us',
  ],
  ['fishing', 'Trawler crew landing for a fish processing plant'],
  ['mining', 'Gold mine'],
  [
    'mining',
    'I supervise shift crews at an underground copper mine and handovers between night and day shifts are chaotic',
    'Roughly 60 people per shift, fly-in fly-out.',
  ],
  ['mining', 'Quarry team supplying a motorway build'],
  ['manufacturing', 'Assembly line'],
  [
    'manufacturing',
    'We make injection moulded parts for the car industry and scrap rates on line two have doubled this year',
  ],
  ['manufacturing', 'Machine shop for an aerospace supplier', 'About 40 operators over two shifts.'],
  ['foodProduction', 'Sauce factory'],
  [
    'foodProduction',
    'We are a small artisan bakery making sourdough for supermarkets and allergen labelling keeps tripping us up',
  ],
  ['foodProduction', 'meat processing plant for a school meals contract'],
  [
    'textiles',
    'I run a small studio making bridal gowns and our seamstresses are drowning in alterations before wedding season',
  ],
  ['textiles', 'Knitwear mill supplying a football club shop', 'Scarves and hats mostly, very seasonal.'],
  ['energy', 'Windfarm crew'],
  [
    'energy',
    'We maintain substations across the region and the fault reporting between field engineers and control room is patchy',
  ],
  ['energy', 'Solar installers working on school rooftops'],
  ['waterUtility', 'Leakage team'],
  [
    'waterUtility',
    'Our crew repairs burst mains for the local water board and we never know about jobs until the morning',
  ],
  [
    'waterUtility',
    'Sewage treatment works next to a new housing estate',
    'Odour complaints are our biggest headache right now.',
  ],
  [
    'wasteRecycling',
    'I run a recycling depot and contamination in the paper stream is costing us a fortune every single month',
  ],
  ['wasteRecycling', 'Clinical waste collections for hospitals', 'Nine vans, two depots.'],
  [
    'construction',
    'We are a small building firm doing loft conversions and subcontractors keep double booking us during the busy months',
    'Eight of us plus whoever we can get in.',
  ],
  ['construction', 'Fit-out contractors for a hotel chain'],
  ['logistics', 'warehouse'],
  [
    'logistics',
    'I manage a distribution center for a grocery chain and pickers are constantly short of carts at peak',
  ],
  ['logistics', 'Freight forwarding desk at an airport'],
  [
    'vehicleRepair',
    'We are a family run car garage and customers keep complaining about how long servicing takes to get booked in',
  ],
  [
    'aviation',
    'I lead a team of aircraft engineers at a regional airport and paperwork sign-offs slow down every turnaround',
  ],
  ['aviation', 'Flight ops for a holiday company'],
  ['publicTransport', 'Bus depot'],
  [
    'publicTransport',
    'We run the tram network in a mid sized city and drivers feel nobody listens to their timetable feedback',
  ],
  ['publicTransport', 'School bus drivers for the county council', 'Morning and afternoon runs only.'],
  [
    'maritime',
    'I am first officer on a container ship and the crew rotations leave people exhausted by the end of the contract',
  ],
  ['maritime', 'Harbour pilots at a cruise terminal'],
  [
    'postalCourier',
    'We are a local courier firm doing same day deliveries and drivers keep getting parcels with the wrong addresses',
  ],
  ['postalCourier', 'post office counter inside a supermarket'],
  [
    'retail',
    'I manage a high street clothes shop and stock never arrives in the sizes customers actually ask for',
    'Part of a chain of about 30 stores.',
  ],
  [
    'sales',
    'We sell software licences to hospitals and our reps miss targets because deals stall in procurement for months',
  ],
  ['customerSuccess', 'CS team'],
  [
    'customerSuccess',
    'I lead customer success at a SaaS startup and churn spikes every time we change the pricing plans',
  ],
  ['customerSuccess', 'Onboarding specialists for a payroll app'],
  ['contactCentre', 'Call centre'],
  [
    'contactCentre',
    'We answer phones for an energy supplier and the queue times in winter are honestly unbearable for everyone involved',
    'Around 120 agents, half of them working from home.',
  ],
  ['contactCentre', 'Helpline agents for a bank'],
  [
    'hospitality',
    'I run a busy gastropub kitchen and chefs keep walking out because the rota is so unpredictable',
  ],
  ['hospitality', 'Café at a garden centre', 'Weekends are manic, weekdays dead.'],
  ['tourism', 'Tour operator'],
  [
    'tourism',
    'We organise walking holidays in the Alps and last minute cancellations from guides are wrecking our bookings',
  ],
  ['tourism', 'Visitor info centre run by the council', 'We also sell tickets for boat trips.'],
  ['software', 'dev team'],
  [
    'software',
    'We are a team of 12 in our Pune office doing QA for a fintech product, and releases are always getting preponed',
  ],
  ['software', 'Backend engineers at a bank', 'We own the payments APIs.'],
  ['product', 'Product squad'],
  [
    'product',
    'I am a product manager and our roadmap gets rewritten every time the CEO talks to a big customer',
    'B2B, around 200 staff.',
  ],
  ['product', 'Product team for a hospital scheduling tool'],
  ['openSource', 'OSS maintainers'],
  [
    'openSource',
    'I maintain a popular open source library in my spare time and the issue tracker is overwhelming me lately',
  ],
  ['openSource', 'Open source project funded by a university'],
  ['dataPlatform', 'Data engineering'],
  [
    'dataPlatform',
    'We own the data warehouse and analysts keep building dashboards on tables nobody has validated in years',
  ],
  ['dataPlatform', 'Analytics team at a supermarket chain', 'Five engineers and a couple of analysts.'],
  [
    'platformOps',
    'Our platform team runs Kubernetes for forty product squads and on-call is burning people out fast',
  ],
  ['platformOps', 'Infrastructure team for a news website'],
  ['retrospectives', 'Sprint retros'],
  [
    'retrospectives',
    'I facilitate retros for three scrum teams and the same action items come up every fortnight with nothing changing',
    'They have become a box ticking exercise.',
  ],
  ['retrospectives', 'Retro for a school building project'],
  [
    'newsMedia',
    'We are a local paper with four reporters and we cannot keep up with online stories and print deadlines',
  ],
  ['telecoms', 'Broadband engineers'],
  [
    'telecoms',
    'I manage field technicians installing fibre to rural homes and appointment slots are constantly missed',
  ],
  ['telecoms', 'Phone mast engineers on farmland', 'We cover the Highlands and Islands.'],
  ['creativeAgency', 'Design agency'],
  [
    'creativeAgency',
    'We are a small branding studio and clients keep changing the brief halfway through every single project',
  ],
  ['creativeAgency', 'ad agency working for a charity'],
  ['finance', 'Finance dept'],
  [
    'finance',
    'I run the finance team at a housing association and month end close takes nearly three weeks',
    'Still lots of spreadsheets.',
  ],
  ['finance', 'Treasury team at an airline'],
  ['insurance', 'Claims handlers'],
  [
    'insurance',
    'We underwrite commercial property cover and brokers send us incomplete submissions that take days to chase up',
  ],
  ['insurance', 'Claims team for pet insurance'],
  [
    'accounting',
    'I run a two partner accountancy practice and every January the self assessment rush nearly breaks us',
  ],
  ['accounting', 'Accountants for farmers and landowners', 'Three qualified staff and two trainees.'],
  [
    'realEstate',
    'We manage around three hundred rental flats and repair requests from tenants fall through the cracks constantly',
  ],
  ['realEstate', 'Estate agents near a university campus'],
  [
    'legal',
    'I am in-house counsel at a software company and contract reviews pile up because sales never flag them early',
  ],
  ['legal', 'Employment lawyers for NHS trusts'],
  ['consulting', 'Strategy consultancy'],
  [
    'consulting',
    'We are a boutique consultancy advising councils and proposals eat up all our time with little to show',
    'Seven consultants, no dedicated bid writer.',
  ],
  ['consulting', 'Management consultants for a hospital trust'],
  ['architecture', "Architect's office"],
  [
    'architecture',
    'We are a small architecture practice and planning drawings always go out late because of endless client revisions',
  ],
  ['architecture', 'Architects designing new primary schools'],
  ['research', 'Research lab'],
  [
    'research',
    'I run a lab of eight PhD students studying soil microbes and nobody documents their experiments properly',
  ],
  ['research', 'Clinical trials unit at a cancer hospital', 'We run about a dozen studies at once.'],
  ['veterinary', 'Vets'],
  [
    'veterinary',
    'We are a mixed practice vets covering farms and pets and out of hours cover is wearing everyone down',
  ],
  ['veterinary', 'Equine vets at a racecourse'],
  [
    'peopleTeam',
    'I lead a small HR team and hiring managers ignore our process then blame us when onboarding goes wrong',
    'Company of about 350 across four sites.',
  ],
  ['peopleTeam', 'Recruitment team for a care home group'],
  [
    'facilities',
    'We look after maintenance for a big office block and reactive jobs swamp any planned work we try to do',
  ],
  ['security', 'security guards', 'Contracted, not in-house.'],
  [
    'security',
    'I supervise door staff and patrol officers at a shopping centre and incident reports are inconsistent across shifts',
  ],
  ['security', 'Night guards on a building site'],
  ['publicServices', 'DMV branch'],
  [
    'publicServices',
    'We handle planning applications at a district council and residents get passed between departments endlessly',
  ],
  ['publicServices', 'Parking enforcement for a seaside town'],
  [
    'governmentPolicy',
    'I work in a government policy team drafting advice for ministers and evidence always arrives too late to matter',
  ],
  ['governmentPolicy', 'Policy advisers on fisheries reform', 'Small team inside a bigger directorate.'],
  [
    'justice',
    'We are a magistrates court admin team and hearings get adjourned constantly because paperwork is missing',
  ],
  ['justice', 'Prison officers on a youth wing', 'Staffing has been short since the summer.'],
  [
    'emergencyServices',
    'I am a watch manager at a rural fire station and retained firefighters struggle to get cover from their employers',
    'Two pumps, about 24 on-call firefighters.',
  ],
  ['schools', 'Science department'],
  [
    'schools',
    'I teach year six in a village primary and behaviour after lunch has got steadily worse this term',
  ],
  ['schools', 'Music department at our secondary school'],
  ['earlyYears', 'Nursery', 'Forty places, ages one to four.'],
  ['earlyYears', 'We run a preschool for thirty little ones and parents keep arriving late at pick up time'],
  ['earlyYears', 'Workplace creche at a hospital'],
  ['university', 'Physics faculty'],
  [
    'university',
    'I coordinate a masters programme and module feedback from students never reaches the lecturers who need it',
  ],
  ['university', 'Law faculty at a Scottish university'],
  ['training', 'Apprenticeship provider'],
  [
    'training',
    'We deliver first aid courses to businesses and trainers keep getting sent to venues with no equipment',
    'We have twelve freelance trainers on our books.',
  ],
  ['training', 'Forklift training for warehouse staff'],
  ['healthcare', 'Surgical ward', '28 beds, mostly orthopaedics.'],
  [
    'healthcare',
    'I am a ward sister on a busy medical ward and handovers between nurses miss important details far too often',
  ],
  ['healthcare', 'Community nursing team for care homes'],
  [
    'emergencyCare',
    'We are paramedics in an ambulance station and hospital handover delays leave us queueing outside for hours',
  ],
  ['emergencyCare', 'Triage nurses at a festival medical tent', 'Three day event, about 50,000 people.'],
  ['primaryCare', 'GP surgery'],
  [
    'primaryCare',
    'Our practice has eleven thousand patients and the 8am phone scramble for appointments is making everyone miserable',
  ],
  ['primaryCare', 'GP practice serving a university campus'],
  [
    'pharmacy',
    'I am a pharmacist in a community pharmacy and prescription backlogs build up every Monday morning without fail',
    'Just me, one technician and two counter staff.',
  ],
  ['pharmacy', 'Hospital pharmacy dispensary'],
  ['dentistry', 'Dental practice'],
  [
    'dentistry',
    'We are a busy NHS dental surgery and no-shows are wrecking the appointment book for everyone else',
  ],
  ['dentistry', 'Orthodontists in a shopping centre'],
  ['mentalHealth', 'Counselling service'],
  [
    'mentalHealth',
    'I am a therapist in a small counselling service and our waiting list has grown to nine months',
  ],
  ['mentalHealth', 'Wellbeing counsellors for university students', 'Mostly short term CBT style work.'],
  [
    'socialCare',
    'We provide home care visits to elderly people and carers have no travel time between calls on the rota',
  ],
  ['socialCare', 'Care workers on a housing estate'],
  [
    'performingArts',
    'We are an amateur theatre company and rehearsals keep getting cancelled because half the cast never show up',
    'Next show opens in six weeks.',
  ],
  ['performingArts', 'Brass band for a colliery village'],
  ['museum', 'Museum'],
  [
    'museum',
    'I manage the collections team at a county museum and object records are scattered across three old databases',
  ],
  ['museum', 'Curators at a railway heritage centre'],
  ['library', 'Public library'],
  [
    'library',
    'We run a mobile library van in the countryside and book requests get lost between the branches',
  ],
  ['sport', 'Rugby club', 'Amateur club with three senior sides and a big mini section.'],
  [
    'sport',
    'I coach an under fourteens football team and parents shouting from the touchline is ruining it for the kids',
  ],
  ['sport', 'Netball squad at a bank'],
  [
    'events',
    'We organise weddings and corporate events and suppliers keep confirming late which makes the run sheet impossible',
  ],
  ['events', 'Event staff at a football stadium', 'Match days plus concerts in summer.'],
  ['visualArts', 'Printmaking studio'],
  [
    'visualArts',
    'I share a studio with four painters and we argue constantly about money, space and who cleans up',
  ],
  [
    'personalCare',
    'We are a beauty salon with six therapists and clients keep booking treatments online that we cannot actually fit in',
    'Nails, lashes and facials mostly.',
  ],
  ['personalCare', 'Barbers in a student union'],
  ['faith', 'Our parish'],
  [
    'faith',
    'I am a vicar with three rural churches and finding people to lead Sunday services is getting harder every year',
  ],
  ['faith', 'Chaplaincy team at an airport'],
  [
    'association',
    'We are a small trade association committee and the same four people end up doing every single job',
  ],
  ['association', 'Union branch at a car factory', 'About 400 members, five reps.'],
  ['repairShop', 'Phone repairs'],
  ['repairShop', 'I run a small laptop repair shop and customers get cross when parts take weeks to arrive'],
  ['repairShop', 'Appliance repairs for a letting agency'],
  [
    'funeral',
    'We are a family funeral home and arranging services around crematorium slots is becoming really stressful for staff',
    'Fourth generation business, eleven staff.',
  ],
  ['funeral', 'Funeral home serving a Muslim community'],
  ['nonprofit', 'Small charity'],
  [
    'nonprofit',
    'I run a homelessness charity and our funding bids take so long that frontline work keeps slipping',
  ],
  ['nonprofit', 'Fundraising team for a hospice'],
  ['household', 'My family'],
  ['household', 'our household', 'Two adults, three kids and a dog.'],
  [
    'household',
    'We are a blended family of six and getting everyone to do their chores without a fight is impossible',
  ],
  ['household', 'I look after my elderly mum at home while working full time and my siblings barely help'],
  ['household', 'Me, my partner and the kids'],
  ['household', 'Shared flat with three nurses'],
  [
    'community',
    'We are a group of neighbours trying to save our local park from being sold off to developers',
    'About thirty households are involved so far.',
  ],
  [
    'community',
    'I help run a WhatsApp group for our estate and it has turned into constant arguments about parking',
  ],
  ['community', 'Residents group on a council estate', 'We meet monthly in the community centre.'],
  ['community', 'neighbors on our cul-de-sac'],
  ['volunteering', 'Volunteer drivers', 'We take older people to hospital appointments.'],
  [
    'volunteering',
    'I coordinate volunteers at a hospital and the rota has gaps every weekend because people drop out last minute',
  ],
  [
    'volunteering',
    'We are all volunteers at a soup kitchen and new people get no induction before their first shift',
  ],
  ['volunteering', 'Volunteer stewards at a music festival'],
  ['volunteering', 'Volunteer befrienders for a care home'],
  [
    'youth',
    'I lead a church youth group of twenty teenagers and getting parents to sign consent forms is a constant battle',
  ],
  [
    'youth',
    'We run a detached youth work project on the estates and funding only ever covers the summer',
    'Two paid workers and a handful of sessional staff.',
  ],
  ['youth', 'Youth workers at a sports centre'],
  ['youth', 'Girl guides unit in our village'],
  [
    'gardening',
    'I run a small garden maintenance business and clients expect weekly visits even when it rains solidly',
  ],
];
