/**
 * Probe batch J (issue 16, eighth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context), before any change to the drafter
 * was measured on it, and committed before it. 60 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_J_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_J_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_J_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Orchard co-op supplying a cider brewery'],
  [
    'farming',
    'we run about 400 acres of barley and wheat with three workers and the spraying schedule is always a mess',
    'Contractors come in at harvest and nobody briefs them.',
  ],
  ['forestry', 'Logging contractors on a hydro estate'],
  [
    'forestry',
    'I manage a crew of chainsaw operators across upland conifer plantations and nobody records near-misses properly.',
  ],
  ['fishing', 'Shellfish divers for a seafood restaurant group'],
  [
    'fishing',
    'My dad and I work lobster pots out of a tiny harbour in Cornwall and the new quota rules have us arguing every week.',
  ],
  ['mining', 'Gravel pit team next to a wind farm', 'About twenty operators and two fitters.'],
  [
    'mining',
    'I am a shift boss at an open-cut coal operation in Queensland and handovers between crews lose critical info.',
  ],
  ['manufacturing', 'Assembly plant'],
  ['manufacturing', 'Injection moulding shop making parts for ambulances'],
  [
    'manufacturing',
    'we make aluminium window frames, 60 staff, and scrap rates have doubled since we changed suppliers',
    'Night shift blames days and days blames nights.',
  ],
  ['foodProduction', 'Pie factory'],
  ['foodProduction', 'Meal prep unit for a chain of care homes'],
  [
    'foodProduction',
    'I run QA at a small chocolate maker and our allergen labelling keeps going wrong between shifts.',
  ],
  ['textiles', 'Embroidery unit supplying football club kits'],
  [
    'textiles',
    'My mum and I have a tiny dressmaking business and we never agree on who handles alterations versus new orders.',
    'We work out of a rented unit behind the high street.',
  ],
  ['energy', 'Substation engineers'],
  ['energy', 'Wind turbine technicians based at an offshore port'],
  [
    'energy',
    'i work on a small hydro scheme in the highlands, four of us, and maintenance planning is basically a whiteboard',
  ],
  ['waterUtility', 'Mains repair gang working for a city council'],
  [
    'waterUtility',
    'We are the metering and billing side of a regional water authority and complaints about bursts take weeks to resolve.',
  ],
  ['wasteRecycling', 'Skip hire yard serving building sites'],
  [
    'wasteRecycling',
    'I supervise a materials recovery facility and the pickers on the sorting belt keep getting hurt by sharps.',
    'Agency staff change every week.',
  ],
  ['construction', 'Scaffolding firm working on hospital extensions'],
  [
    'construction',
    "We're a family roofing business, 12 lads, and jobs keep overrunning cos nobody checks materials before we leave the yard.",
  ],
  ['logistics', 'Distribution centre'],
  ['logistics', 'Cold chain hauliers for supermarkets', 'We run 45 reefer trailers out of Daventry.'],
  [
    'logistics',
    'I plan routes for a fleet of 30 lorries and drivers keep ignoring the schedule I build each night.',
  ],
  ['vehicleRepair', 'MOT centre'],
  ['vehicleRepair', 'Tyre fitters at a bus depot'],
  [
    'vehicleRepair',
    'I own an independent auto shop with 5 techs and we always lose track of which jobs are waiting on parts.',
    'Mostly fleet vans and a few classics.',
  ],
  ['aviation', 'Flight ops for an air ambulance charity'],
  [
    'aviation',
    'Im a line maintenance engineer at a small airline and the tech log handover between night and day shift is painful',
  ],
  ['publicTransport', 'Dial-a-ride service for a rural council'],
  [
    'publicTransport',
    "I'm a station supervisor on the Tube and our staff rosters never match the late-running services.",
  ],
  ['maritime', 'Deck officers on a cruise liner'],
  [
    'maritime',
    'Our company manages three bulk carriers and the shore office and the officers on board barely communicate.',
    'Crew rotate every four months.',
  ],
  ['postalCourier', 'Same-day bike messengers for law firms'],
  [
    'postalCourier',
    "I'm a rural postie and our delivery office keeps changing walks without asking the people who actually do them.",
  ],
  ['retail', 'Tills team at a hospital gift shop'],
  [
    'retail',
    'i manage a discount clothing outlet with 14 staff and weekend cover is always a fight, plus shrinkage is way up',
  ],
  ['sales', 'Enterprise reps selling into school trusts'],
  [
    'sales',
    'Our new business team misses target every quarter and I think the handover from lead gen to closers is the problem.',
    'Eight reps, two SDRs, one very tired manager.',
  ],
  ['customerSuccess', 'Client success managers at a payroll software company'],
  [
    'customerSuccess',
    'I lead four people looking after our SaaS clients after signature and too many subscriptions lapse without anyone noticing.',
  ],
  ['contactCentre', 'Inbound telephony'],
  ['contactCentre', 'Outsourced call handlers for an energy supplier'],
  [
    'contactCentre',
    "I'm a team leader on a 200-seat customer service floor and average handle time is all management cares about.",
  ],
  ['hospitality', 'Front of house at a golf club restaurant'],
  [
    'hospitality',
    'We own a 20-bedroom hotel on the coast and housekeeping and reception keep blaming each other for everything.',
    'Half the team are seasonal.',
  ],
  ['tourism', 'Walking holidays'],
  ['tourism', 'Coach tour operator for retired teachers'],
  [
    'tourism',
    'I run a small travel agency specialising in Japan and itinerary changes keep getting lost between me and my two part-timers.',
  ],
  ['software', 'Backend engineers', 'Twelve of us, split across Lisbon and Leeds.'],
  ['software', 'Mobile app developers at a building society'],
  [
    'software',
    'our engineering squad ships every fortnight but hotfixes keep breaking the app and QA is always last minute',
  ],
  ['product', 'Product owners for an online chemist'],
  [
    'product',
    "I'm head of product at a fintech startup and we keep building features nobody asked for because research gets skipped.",
    'The founders add things straight to the backlog.',
  ],
  ['openSource', 'FOSS collective'],
  ['openSource', 'Volunteer maintainers of a Python plotting library'],
  [
    'openSource',
    'I maintain an open source CLI tool with a handful of regular contributors and PRs sit unreviewed for months.',
  ],
  ['dataPlatform', 'Data warehouse team for a supermarket chain'],
  [
    'dataPlatform',
    'Our dashboards are wrong every Monday because the overnight ETL jobs fail silently and nobody owns the fix.',
    'Finance has started keeping its own spreadsheets instead.',
  ],
  ['platformOps', 'Kubernetes admins at a retail bank'],
  [
    'platformOps',
    'I lead a small infra team of three and we get paged every night because alerting is so badly tuned.',
  ],
  ['retrospectives', 'Monthly look-back meeting of a nursing team'],
  [
    'retrospectives',
    'Our team holds a review every two weeks but the same three complaints come up and nothing ever changes.',
  ],
  ['newsMedia', 'Sports desk at a regional daily'],
  [
    'newsMedia',
    "i'm a sub-editor at a weekly magazine and deadlines clash every week because features and news don't plan together",
    'We went from print to web-first last year.',
  ],
  ['telecoms', 'Fibre installers on a new housing estate'],
  [
    'telecoms',
    "We're a small wireless ISP covering a few villages and outages take ages to diagnose because our coverage map is out of date.",
  ],
  ['creativeAgency', 'Branding studio working for craft breweries'],
  [
    'creativeAgency',
    "I'm an account director at a boutique marketing agency and clients keep changing the brief halfway through.",
    'Our creatives are fed up of reworking.',
  ],
  ['finance', 'Accounts payable at a university'],
  [
    'finance',
    "I'm the FD of a mid-size charity and month-end close takes three weeks because cost centres are a mess.",
  ],
  ['insurance', 'Assessors at a crop insurance mutual'],
  [
    'insurance',
    'We are a small broker and renewal season swamps us, quotes go out late and customers drift to comparison sites.',
  ],
  ['accounting', 'CPA firm'],
  ['accounting', 'Sole-practitioner accountant serving hair salons'],
  [
    'accounting',
    'im one of 3 partners in a small accountancy practice and the january self assessment rush nearly breaks us every year',
    'Two juniors and a part-time admin.',
  ],
  ['realEstate', 'Block management for student housing'],
  [
    'realEstate',
    'I look after 40 rental flats for a housing association and repair requests fall between us and the contractors.',
  ],
  ['legal', 'In-house counsel for a football club'],
  [
    'legal',
    "I'm a paralegal at a family law firm and we keep missing filing deadlines because the diary is still on paper.",
  ],
  ['consulting', 'Strategy advisers'],
  ['consulting', 'Change consultants working with police forces'],
  [
    'consulting',
    "We're a two-person advisory firm helping manufacturers and we spend more time writing pitches than doing billable work.",
    'Most leads come from old colleagues.',
  ],
  ['architecture', 'Architectural technologists'],
  ['architecture', 'Architects specialising in school buildings'],
  [
    'architecture',
    'Our practice of six designs barn conversions and planning applications keep stalling because plans go out with errors.',
  ],
  ['research', 'Postdocs studying soil microbes'],
  [
    'research',
    'I run a lab of 8 PhD students and postdocs and protocols are stored in so many places nobody can reproduce anything.',
    'Two grants end next year.',
  ],
  ['veterinary', 'Large-animal practice covering dairy farms'],
  [
    'veterinary',
    "i'm a receptionist at a small animal surgery and the booking system double books every saturday morning",
  ],
  ['peopleTeam', 'Recruitment team at an airline'],
  [
    'peopleTeam',
    'We are the people function for 900 staff and new starters wait weeks for laptops because nobody tells IT in time.',
  ],
  ['facilities', 'Estates maintenance team at a private school', 'Three handymen and a groundsman.'],
  [
    'facilities',
    'I manage the janitorial contract for a big office block and complaints about the toilets come in faster than we can respond.',
  ],
  ['security', 'Night watchmen at a shopping centre'],
  [
    'security',
    'We provide static officers and mobile patrols for building sites and incident reports are inconsistent across crews.',
  ],
  ['publicServices', 'Licensing officers dealing with taxi firms'],
  [
    'publicServices',
    'i work in a borough council customer hub and residents get passed around between departments until they give up',
    'Half our calls are about bins.',
  ],
  ['governmentPolicy', 'Whitehall team'],
  ['governmentPolicy', 'Policy advisers on fisheries regulation'],
  [
    'governmentPolicy',
    "I'm a civil servant drafting regulations on energy efficiency and stakeholder evidence arrives too late to shape anything.",
  ],
  ['justice', 'Landings staff at a prison farm'],
  [
    'justice',
    'I am a court clerk and listing is a nightmare, hearings get adjourned because files are missing on the day.',
  ],
  ['emergencyServices', 'Fire brigade'],
  ['emergencyServices', 'Mountain rescue team for a national park'],
  [
    'emergencyServices',
    "I'm a 999 dispatcher for a county police force and shift handovers lose information about ongoing jobs.",
    'We cover a big rural area with few units.',
  ],
  ['schools', 'Teaching assistants in a hospital school'],
  [
    'schools',
    'As head of a small village primary, my seven teachers are burnt out and our marking policy is part of the problem.',
  ],
  ['earlyYears', 'Day care attached to a leisure centre'],
  [
    'earlyYears',
    'I manage a 40-place daycare and parents complain they never hear what their toddler actually did all day.',
  ],
  ['university', 'Admissions office at a medical school'],
  [
    'university',
    'im a course administrator in a humanities faculty and timetabling clashes are discovered in week 1 every single term',
    'The central system and our spreadsheets never agree.',
  ],
  [
    'training',
    'We deliver short IT courses for adults returning to work and dropout after week two is really high.',
  ],
  [
    'healthcare',
    "I'm a ward sister on an elderly care ward and discharge delays mean we're always full and the staff are shattered.",
  ],
  ['emergencyCare', 'Paramedics covering a music festival'],
  [
    'emergencyCare',
    'im a charge nurse in a busy emergency department and ambulances queue outside for hours because we cant get beds upstairs',
    'Corridor care is now normal.',
  ],
  ['primaryCare', 'Practice nurses at a university health centre'],
  [
    'primaryCare',
    "I'm practice manager for a surgery of 12,000 patients and the 8am phone rush makes everyone miserable.",
  ],
  ['pharmacy', 'Dispensing team serving nursing homes'],
  [
    'pharmacy',
    "I'm a locum pharmacist and every branch I cover does controlled drug checks differently, which honestly worries me.",
  ],
  ['dentistry', 'Hygienists at a mobile clinic for rough sleepers'],
  [
    'dentistry',
    'we are a 4-chair practice and nervous patients cancel last minute so our dentists sit idle half the afternoon',
    'NHS and private patients on the same list.',
  ],
  ['mentalHealth', 'Counsellors for farmers in crisis'],
  [
    'mentalHealth',
    "I'm a psychotherapist in a group practice and our waiting list is nine months long, referrals just keep piling up.",
  ],
  ['socialCare', 'Domiciliary care'],
  ['socialCare', 'Carers visiting elderly clients in fishing villages'],
  [
    'socialCare',
    'I coordinate home visits for 60 service users and rotas fall apart whenever one carer calls in sick.',
  ],
  ['performingArts', 'Choir made up of NHS staff'],
  [
    'performingArts',
    'I direct an amateur operetta group and rehearsals are a shambles because half the cast never check the schedule.',
    'Opening night is in six weeks.',
  ],
  ['museum', 'Curators at a transport heritage site'],
  [
    'museum',
    "I'm a registrar at a county museum and loans to other venues keep going out without condition reports.",
  ],
  ['library', 'Branch librarians'],
  ['library', 'Librarians at a law school'],
  [
    'library',
    'I run a branch lending service in a market town and stock rotation between branches never seems to work.',
  ],
  ['sport', 'Five-a-side team of firefighters'],
  [
    'sport',
    "I captain a Sunday league side and half the lads don't show up to training so we keep losing.",
    'We train Wednesdays on a council pitch.',
  ],
  ['events', 'Production crew for a charity fun run'],
  [
    'events',
    'We put on trade shows for the engineering sector and exhibitor onboarding is a mess of spreadsheets and emails.',
  ],
  ['visualArts', 'Muralists working with a housing estate'],
  [
    'visualArts',
    'I share a converted warehouse with five painters and we argue constantly about tidying, open days and who pays for what.',
  ],
  ['personalCare', 'Beauty therapists at a spa hotel'],
  [
    'personalCare',
    'i own a small hair studio with 3 stylists and no-shows are costing us a fortune every week',
    'Deposits upset our regulars.',
  ],
  ['faith', 'Church wardens', 'Small Anglican parish in Norfolk.'],
  ['faith', 'Chaplains at an international airport'],
  [
    'faith',
    'I am a vicar with four rural churches and the helpers are ageing, nobody new is stepping up for Sunday duties.',
  ],
  ['association', 'Committee of a beekeepers society'],
  [
    'association',
    'Im secretary of a professional body for surveyors and member numbers are dropping and the AGM is barely quorate.',
  ],
  ['repairShop', 'Cobbler', 'Also keys and watch batteries.'],
  ['repairShop', 'Laptop repair counter inside a supermarket'],
  [
    'repairShop',
    'We fix phones, tablets and game consoles from a tiny unit and parts always arrive late, so customers get annoyed.',
    'Just me and my cousin.',
  ],
  ['funeral', 'Undertakers serving a Muslim community'],
  [
    'funeral',
    "We're a fourth-generation family firm of funeral directors and booking crematorium slots around families' wishes is getting impossible.",
  ],
  ['nonprofit', 'Fundraising team'],
  ['nonprofit', 'Fundraisers for an animal sanctuary'],
  [
    'nonprofit',
    'I am CEO of a small charity supporting refugees and our trustees and staff have totally different ideas about priorities.',
    'We have eleven staff and one big grant.',
  ],
  ['household', 'Us four at home'],
  ['household', 'Blended family in a two-bed flat'],
  ['household', 'House share of nurses on night shifts'],
  [
    'household',
    'me, my partner and our three kids, mornings are chaos and nobody does their jobs around the house',
  ],
  [
    'household',
    "My elderly mum moved in with us and juggling her needs with the teenagers' schedules is wearing me down.",
    'My husband works away Monday to Friday.',
  ],
  ['community', 'Our cul-de-sac'],
  ['community', 'Our township'],
  ['community', 'Neighbours on a street near a football ground'],
  ['community', 'Residents living around a new quarry'],
  [
    'community',
    "Our street has a WhatsApp group of 50 houses and it's become a place for rows about parking rather than helping each other.",
  ],
  [
    'community',
    "i'm trying to get people on my block to look out for the older neighbours but nobody knows each other anymore",
  ],
  ['volunteering', 'Soup kitchen helpers'],
  ['volunteering', 'Unpaid helpers at a parkrun'],
  [
    'volunteering',
    'Meet-and-greet helpers at a hospital entrance',
    'Mostly retired people, two mornings a week.',
  ],
  [
    'volunteering',
    'I coordinate the volunteer rota at a food bank and every Tuesday we are short of people to sort donations.',
  ],
  [
    'volunteering',
    'We have about 30 stewards who give their time at a heritage railway and shift swaps are arranged by text, which goes wrong constantly.',
  ],
  ['youth', 'Sea cadets unit at a naval dockyard'],
  [
    'youth',
    "i help run a friday night club for 11-16 year olds and we can't get enough adult leaders to keep safe ratios",
    'It meets in a church hall.',
  ],
  [
    'youth',
    'As a leader of a Brownies pack I find parents never read our emails and then complain about the trips.',
  ],
  ['gardening', 'Plant nursery', 'We grow perennials for trade and retail.'],
  [
    'gardening',
    'Five of us share a veg patch behind the church hall and we never agree on what to sow or who waters in August.',
  ],
];
