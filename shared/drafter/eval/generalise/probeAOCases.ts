/**
 * Probe batch AO (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on the parts of the economy people forget (utilities, wholesale, property services, professional and support services, public administration, arts and recreation, other services, households as employers), across the world), before any change to the drafter
 * was measured on it, and committed before it. 89 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AO_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AO_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AO_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow cut flowers in polytunnels near Naivasha and the grading before export is always behind',
    'About 40 pickers in peak season.',
  ],
  ['farming', 'haymaking contractor for a racecourse stables'],
  ['forestry', 'Felling contractors'],
  [
    'forestry',
    'i manage a few hundred hectares of plantation pine for a pension fund and the thinning schedule keeps slipping',
  ],
  ['forestry', 'Tree surgeons on contract to the city council'],
  ['fishing', 'my brothers and I run two longliners out of Kalk Bay and the catch records are a nightmare'],
  ['fishing', 'the trawlers that supply a supermarket chain'],
  ['mining', "I'm shift boss on a gold mine in the Pilbara and handover between crews loses half the info"],
  [
    'manufacturing',
    'we make PVC window frames in a unit outside Łódź and the defect rate on line two keeps climbing',
    'Around 60 staff over two shifts.',
  ],
  ['manufacturing', 'the print plant that makes ballot papers for national elections'],
  [
    'foodProduction',
    "We're a small dumpling kitchen supplying frozen packs to shops, and allergen labels between batches keep going wrong",
  ],
  ['foodProduction', 'cook-chill unit supplying hospital wards'],
  [
    'textiles',
    'i sew bespoke kurtas and blouses from my spare room and orders pile up before wedding season',
  ],
  [
    'energy',
    'we install rooftop solar and batteries for homes across Queensland and grid connection paperwork holds every job up',
  ],
  [
    'waterUtility',
    'I work in leak detection for a regional water company and our night flow data is basically ignored',
    'We want to see where the information stops.',
  ],
  ['waterUtility', 'pumping station crew for a big irrigation scheme'],
  [
    'wasteRecycling',
    'we collect used cooking oil from restaurants around Bangalore and collection days are clashing every week',
  ],
  ['wasteRecycling', 'e-waste recycling for an electronics retailer'],
  [
    'construction',
    "I'm site manager on a hospital extension and subbies keep turning up before the area's safe",
  ],
  ['construction', 'fit-out contractor for a chain of coffee shops', 'I want to map who tells who what.'],
  [
    'logistics',
    "we're a wholesale distributor of tiles and bathroom fittings and picking errors in the warehouse cost us every week",
    'About 25 in the warehouse and 6 drivers.',
  ],
  [
    'vehicleRepair',
    'my dad and me run a small garage fixing tuk-tuks and motorbikes and parts never arive on time',
  ],
  [
    'aviation',
    'we run a small air charter out of Darwin and pilot duty hours are tracked on a whiteboard',
    'Three aircraft, five pilots.',
  ],
  ['aviation', 'Crop-dusting planes for sugar cane growers'],
  [
    'publicTransport',
    'I schedule drivers for a rural bus company and every school holiday the timetable falls apart',
  ],
  [
    'maritime',
    'we crew small cargo ships between the Greek islands and crew change paperwork eats my whole week',
  ],
  ['maritime', 'Supply vessels serving offshore wind farms'],
  [
    'postalCourier',
    "I'm a rural postie in Victoria and the parcel volumes since Christmas have broken my round",
  ],
  ['postalCourier', 'courier riders for a pathology lab'],
  [
    'retail',
    'we own a secondhand furniture shop and stock sits on the floor for months without anyone tracking it',
  ],
  ['retail', 'gift shop at a national park visitor centre'],
  [
    'sales',
    'I sell industrial boilers to factories across Gujarat and half my deals are stalling after the first quotation',
  ],
  [
    'customerSuccess',
    'we look after renewals for a payroll software company and churn spikes every April without warning',
  ],
  ['customerSuccess', 'renewals team at a security alarm monitoring company'],
  ['contactCentre', 'Answering service'],
  [
    'contactCentre',
    'I supervise the night shift at an outsourced helpline and our queue times double after midnight',
    'Team of 14 agents on nights.',
  ],
  ['contactCentre', 'booking line for a chain of dental practices'],
  ['contactCentre', 'out-of-hours call handling for a lettings agency'],
  ['hospitality', 'Guesthouse'],
  [
    'hospitality',
    'me and my sister run a 12 room B&B in Galway and housekeeping never matches the check ins',
    'Peak season is May to September.',
  ],
  [
    'tourism',
    'I handle group bookings for pilgrims going for Umrah and visa timings keep messing up the whole trip',
  ],
  ['tourism', 'I run walking tours of old Delhi and bookings come from four websites that never sync'],
  [
    'tourism',
    'Corporate travel desk for an engineering consultancy',
    'Roughly 300 staff travelling each month.',
  ],
  [
    'software',
    "we're three developers building booking software for funeral directors and every release breaks something",
    'We want fewer surprises on release day.',
  ],
  ['software', 'in-house developers at a property management company'],
  [
    'product',
    "I'm the only product manager at a proptech startup and the roadmap changes every time sales talks to someone",
  ],
  ['product', "product team for a council's parking app"],
  [
    'openSource',
    'I maintain a small open source library for payroll calculations and issues pile up faster than contributors',
  ],
  ['openSource', 'open source mapping project used by aid agencies'],
  [
    'dataPlatform',
    'we build the dashboards for a water company and nobody trusts the numbers because the pipelines break weekly',
  ],
  ['dataPlatform', 'data warehouse team at an insurance broker', 'four analysts, one engineer'],
  [
    'platformOps',
    "I'm on call for the kubernetes clusters at a ticketing company and every big onsale melts something",
  ],
  ['platformOps', 'infrastructure team for a government tax portal'],
  [
    'retrospectives',
    'our team retros at the letting agency have turned into moaning sessions with no actions coming out',
    'There are nine of us.',
  ],
  ['retrospectives', 'lessons-learned review after a warehouse move'],
  [
    'newsMedia',
    'I edit a Punjabi-language community weekly in Brampton and we never know which stories our readers actually open',
  ],
  ['newsMedia', 'trade magazine for the funeral industry'],
  [
    'telecoms',
    "we're a small wireless ISP in rural Montana and signal complaints come in by text to my personal phone",
    'Around 900 customers, 4 staff.',
  ],
  ['telecoms', 'broadband installers for a new housing estate'],
  [
    'creativeAgency',
    "I run a two-person branding studio and clients keep changing the brief after we've presented concepts",
  ],
  ['creativeAgency', 'in-house creative team at a supermarket chain'],
  [
    'finance',
    "I'm the finance manager for a chain of laundromats and cash takings never reconcile with the bank",
    '11 sites.',
  ],
  ['finance', 'budget office of a city police department'],
  [
    'insurance',
    'we underwrite crop insurance for smallholders in Maharashtra and claims after monsoon swamp our four staff',
  ],
  ['insurance', 'Marine insurance brokers for fishing boats'],
  ['accounting', 'I do the books and tax returns for about forty tradies and January is always chaos'],
  ['accounting', 'small tax practice that mostly serves truck drivers'],
  ['realEstate', 'Strata management'],
  [
    'realEstate',
    'I manage about sixty rental flats for overseas landlords and maintenance requests from tenants get lost in WhatsApp',
    'Mostly owners in the Gulf and the UK.',
  ],
  ['realEstate', "lettings team for a cathedral's property portfolio"],
  [
    'legal',
    "we're a small immigration law practice in Toronto and matters slip because deadlines live in people's heads",
  ],
  ['legal', 'in-house legal team of a football club'],
  [
    'consulting',
    "I'm a freelance energy consultant advising factories and my proposals take longer to write than the actual engagements",
  ],
  ['consulting', 'advisory practice that helps hospitals cut waiting lists'],
  [
    'architecture',
    "we're a three-person practice designing schools in Kenya and drawing revisions go back and forth with clients forever",
  ],
  ['architecture', 'architects designing fire stations for the county'],
  [
    'research',
    'I run a small market research unit doing household surveys in Ghana and data quality from enumerators varies wildly',
  ],
  ['research', 'pigment research team at a national gallery'],
  [
    'veterinary',
    "I'm a locum vet covering small animal clinics and every practice handles owner consent forms differently",
  ],
  [
    'peopleTeam',
    "we're a staffing agency placing nurses in care homes and compliance checks for new starters take weeks",
    'We place about 30 nurses a month.',
  ],
  ['peopleTeam', 'recruitment team for a cruise line'],
  ['facilities', 'Office cleaners'],
  [
    'facilities',
    'I run caretaking and maintenance for three office blocks and repair requests come by email, phone and sticky notes',
    'Only me and two handymen.',
  ],
  ['facilities', 'cleaning contractor for a chain of gyms'],
  [
    'security',
    'we provide guards for construction sites around Johannesburg and night patrol reports are handwritten and often missing',
    'Around 120 guards across 30 sites.',
  ],
  [
    'publicServices',
    'I work in the parking permits team at a London borough and residents ring us about absolutely everything',
  ],
  ['publicServices', 'licensing unit that handles taxi and food stall permits'],
  [
    'governmentPolicy',
    "I'm a civil servant drafting the new rules on short-term holiday lets and the consultation responses are overwhelming",
  ],
  ['governmentPolicy', 'ministry team writing water pricing policy'],
  [
    'justice',
    "I'm a court clerk at a magistrates court and hearings get listed twice because the diary is on paper",
  ],
  ['justice', 'tribunal that hears tenancy disputes'],
  [
    'emergencyServices',
    "I'm a watch manager at a fire station and crews keep missing the same kit checks after a shout",
  ],
  ['emergencyServices', 'fire crew stationed at an oil refinery'],
  [
    'schools',
    "I teach science at a girls' secondary school in Lagos and the lab practicals never fit the timetable",
  ],
  ['schools', 'Primary school on a tea plantation'],
  [
    'earlyYears',
    "I run a home daycare for six toddlers and parents keep asking for updates I can't write in time",
    'Registered with the council, one assistant.',
  ],
  ['earlyYears', "workplace nursery for a hospital's staff"],
  [
    'university',
    "I coordinate a master's module in urban planning and students never know which lecture has moved rooms",
  ],
  ['university', 'Faculty of nursing at a big state university'],
  [
    'training',
    'we train security guards for their licence and half the learners fail the practical session first time',
  ],
  ['training', 'apprentice training centre for an electricity company'],
  [
    'healthcare',
    "I'm a charge nurse on a surgical ward and discharge planning always starts too late",
    '28 beds.',
  ],
  ['healthcare', 'occupational health team at a steelworks'],
  [
    'emergencyCare',
    "I'm a paramedic on a private ambulance service doing event cover and triage notes never get back to us",
  ],
  ['emergencyCare', 'Ambulance crews covering a motor racing circuit'],
  [
    'primaryCare',
    "I'm practice manager at a rural GP clinic and the appointment book is full by 8:05",
    '9,000 patients, 4 GPs.',
  ],
  ['primaryCare', 'GP practice inside a university campus'],
  [
    'pharmacy',
    "I'm a pharmacist in a small independent and the wholesaler shortages mean we're ringing doctors all day",
  ],
  ['pharmacy', 'pharmacy team in a prison healthcare unit'],
  [
    'dentistry',
    "we're a two-chair dental practice in Cebu and patients book through Facebook messages that nobody checks",
  ],
  ['dentistry', 'school dental service for a rural district'],
  ['mentalHealth', 'IAPT service'],
  [
    'mentalHealth',
    "I'm a therapist in private practice and clients cancel sessions last minute more than they attend",
  ],
  ['mentalHealth', 'employee counselling service for a bank', 'Staff of about 3,000 can use it.'],
  [
    'socialCare',
    "we run a home care agency in Ohio and our caregivers' visits clash because scheduling is still on paper",
    'About 70 caregivers and 200 clients.',
  ],
  ['socialCare', 'supported living for adults with learning disabilities, run by a housing association'],
  [
    'performingArts',
    "I'm stage manager for a touring puppet company and rehearsal notes never reach the performers in time",
  ],
  ['performingArts', 'resident dance company at a university'],
  [
    'museum',
    "I'm the registrar at a small maritime museum and half our objects have no location recorded",
    'Two paid staff, collection of about 12,000 objects.',
  ],
  ['museum', 'Company museum at a brewery'],
  ['library', "I'm the librarian at a law firm and fee earners never return the textbooks they borrow"],
  ['library', "lending library inside a women's prison"],
  ['sport', "I coach a women's futsal team in Lisbon and we can never get the full squad to training"],
  ['sport', 'Staff cricket team at an IT services company'],
  [
    'events',
    'we organise trade fairs for the furniture industry and exhibitor bookings are still taken over email',
    'Two fairs a year, 400 exhibitors each.',
  ],
  ['visualArts', 'I share a print studio with five other artists and nobody knows who booked the press'],
  [
    'personalCare',
    'i rent a chair in a barbershop and clients book me on instagram, phone and walk-ins all at once',
  ],
  ['personalCare', 'massage therapists at a hotel spa'],
  [
    'faith',
    "I'm the parish administrator for three rural churches and nobody knows which services are on which Sunday",
    'One vicar, me part-time, lots of goodwill.',
  ],
  [
    'association',
    "I'm secretary of our regional beekeepers' association and membership renewals are tracked in an old exercise book",
    'About 180 members.',
  ],
  ['association', 'professional body for chartered surveyors'],
  [
    'repairShop',
    "we fix washing machines and fridges in people's homes and waiting on parts wrecks our whole schedule",
  ],
  ['repairShop', 'Laptop repair desk in a university library'],
  [
    'funeral',
    "I'm a funeral director in a small town in Ireland and families get different answers depending on who picks up",
    'We want every family to get the same care.',
  ],
  ['funeral', 'funeral directors attached to a Hindu temple'],
  [
    'nonprofit',
    "we're a small charity funding clean water projects in Malawi and donor reporting takes more time than the projects",
    'Five staff in the UK, partners in Malawi.',
  ],
  ['nonprofit', "fundraising team at a children's hospice"],
  ['household', 'Nanny share', 'Two families, one nanny, three toddlers.'],
  [
    'household',
    'my wife and I both work shifts and coordinating the nanny, the cleaner and the school run is chaos',
  ],
  [
    'household',
    'we employ a live-in helper from the Philippines and I want her hours and days off to be fair',
    'She has been with us four years.',
  ],
  ['household', 'household of a long-haul pilot with three kids', 'Roster changes every month.'],
  ['household', 'Home of two ER doctors and their twins'],
  [
    'community',
    'our street is trying to share tools and a lawnmower between neighbours without anyone falling out',
    'About 30 houses.',
  ],
  [
    'community',
    'I live in a big apartment complex in Bangalore and residents fight over parking and the water timings',
  ],
  ['community', 'residents of a tower block waiting for cladding removal', 'Most of us are renters.'],
  [
    'volunteering',
    'I coordinate volunteers at a night shelter and the rota has gaps every weekend no matter what I try',
    '40 volunteers, 12 beds.',
  ],
  [
    'volunteering',
    "we're all volunteers running a free tax clinic for pensioners and shifts are sorted on a paper sign-up sheet",
    'We run it January to April.',
  ],
  [
    'youth',
    'I run a youth club on a housing estate and the same few kids end up doing all the organising',
    'Ages 11 to 18, two paid workers.',
  ],
  ['youth', 'youth wing of a trade union'],
  [
    'gardening',
    "I'm the head gardener on a private estate with two part-timers and the planting plan lives in my head",
    'Twelve acres, open to the public in summer.',
  ],
  ['gardening', 'Greenkeepers at a golf club'],
];
