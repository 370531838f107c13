/**
 * Probe batch L (issue 16, ninth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing mostly on big cities, offices, companies of every size, professions and organisations in many English-speaking countries), before any change to the drafter
 * was measured on it, and committed before it. 69 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (5 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_L_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_L_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_L_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Feedlot'],
  [
    'farming',
    'we grow salad leaves on three rooftops in Brooklyn and the harvest never lines up with what restaurants order',
    'Six staff, mostly part time.',
  ],
  ['farming', 'Potato growers supplying a crisp factory'],
  [
    'forestry',
    'I manage replanting on about 4000 hectares of pine plantation in Canterbury and the contractors keep falling behind',
  ],
  ['forestry', "Woodland team on a water company's catchment land", 'About 12 people, mostly contractors.'],
  [
    'fishing',
    "my brother and I run two longliners out of St. John's and quotas plus crew turnover are killing us",
  ],
  ['fishing', 'Tuna fishing fleet that sells to a sushi chain'],
  ['mining', 'Open-cut mine'],
  [
    'mining',
    "I'm a shift boss underground at a gold mine near Kalgoorlie and everything gets lost at crew handover",
    'We want handovers that actually stick.',
  ],
  ['mining', 'Gravel quarry owned by a road-building firm'],
  ['manufacturing', 'Injection moulding'],
  [
    'manufacturing',
    'we are having one small unit making circuit boards in Pune and defect rate is going up after adding second line',
    'Around 80 staff on two shifts.',
  ],
  ['manufacturing', 'Machine shop inside a university engineering department'],
  ['foodProduction', 'Kombucha brewery'],
  [
    'foodProduction',
    'I run a small dumpling kitchen in Melbourne making frozen batches for grocers and hygiene audits stress everyone out',
  ],
  ['foodProduction', 'Cook-chill unit supplying meals to NHS hospitals', 'We do 9,000 meals a day.'],
  [
    'textiles',
    'we cut and sew activewear for a few brands out of a unit in Leicester and the fabric always arrives late',
  ],
  ['textiles', 'Costume workshop at the Royal Opera House'],
  [
    'energy',
    'I coordinate outage planning for a substation region around Johannesburg and load shedding makes every plan obsolete',
  ],
  ['energy', 'Combined heat and power plant serving a university campus'],
  ['waterUtility', 'Leak detection'],
  [
    'waterUtility',
    'we are a rural water co-op in Saskatchewan with 300 hookups and finding leaks in the old pipe takes forever',
    "It's just me and a part-timer.",
  ],
  [
    'wasteRecycling',
    'i manage the recycling yard for a shopping centre in Auckland and contamination in the cardboard bales is constant',
  ],
  ['wasteRecycling', 'Food waste collection for London restaurants'],
  [
    'construction',
    "I'm site manager on a 14-storey build in Manchester and subcontractor coordination is a nightmare every Monday",
    'Roughly 40 subbies on site at peak.',
  ],
  ['construction', 'Fit-out contractor for bank branches'],
  [
    'logistics',
    'we run the distribution centre for a supermarket chain outside Brisbane and pick rates drop off every afternoon',
    'Three shifts, about 250 pickers.',
  ],
  ['logistics', 'Freight forwarding desk of a wine exporter'],
  [
    'vehicleRepair',
    'I own a small garage in Cork doing NCT prep and servicing and the booking diary is pure chaos',
  ],
  ['vehicleRepair', 'Fleet workshop maintaining ambulances'],
  ['aviation', 'MRO hangar'],
  [
    'aviation',
    'we operate three floatplanes out of Vancouver harbour and scheduling pilots around the weather is our biggest headache',
  ],
  ['aviation', 'Corporate flight department for a bank'],
  ['publicTransport', 'Commuter rail'],
  [
    'publicTransport',
    'I schedule drivers for a regional bus company in Wales and the school routes clash with the timetable constantly',
  ],
  [
    'publicTransport',
    'Campus shuttle buses at a big university',
    'Students complain the timetable is a fiction.',
  ],
  [
    'maritime',
    'we crew a container feeder ship between Singapore and Port Klang and handover between rotations is messy',
  ],
  ['maritime', 'Port operations for an oil refinery terminal'],
  ['postalCourier', 'Bike couriers'],
  [
    'postalCourier',
    'I run courier vans doing last-mile parcel drops in south Delhi and failed deliveries are eating our margin',
  ],
  ['postalCourier', 'Internal mail room at a big law firm'],
  ['retail', 'we own two surf shops on the Gold Coast and the stock counts never match wat the till says'],
  ['retail', 'Gift shop at the Natural History Museum', 'Mostly seasonal staff.'],
  [
    'sales',
    'I lead enterprise sales for a SaaS firm in Austin and our pipeline reviews are just people reading numbers out',
  ],
  ['sales', 'New-business team at a commercial printing company'],
  [
    'customerSuccess',
    'we look after about 200 accounts for a payroll software company and renewals keep surprising us with churn',
  ],
  ['customerSuccess', 'Client onboarding team at a fintech startup', 'Seven people, growing fast.'],
  ['contactCentre', 'BPO floor'],
  [
    'contactCentre',
    'i am team leader in a call centre in Cape Town for a telco, the average handle time targets are crazy',
    'My team is 14 agents.',
  ],
  ['contactCentre', 'Reservations phone line for a hotel group'],
  [
    'hospitality',
    'we run a 40-room boutique hotel in Edinburgh and housekeeping and front desk never talk to eachother',
    'Staff of 35, lots of students.',
  ],
  ['hospitality', 'Staff canteen at a car factory'],
  [
    'tourism',
    'I run small-group trips to Kruger from Joburg and the bookings through agents get double counted all the time',
  ],
  ['tourism', 'Distillery tours in the Scottish Highlands'],
  [
    'software',
    "we're six devs building a booking app for physios and every single release breaks something in production",
    'We want to slow down without losing customers.',
  ],
  ['software', 'In-house dev team at an insurance company'],
  ['product', 'Product org'],
  [
    'product',
    "I'm the only product manager at a Sydney proptech and the roadmap is basically whatever sales promised last week",
  ],
  ['product', "Product discovery team for a supermarket's loyalty app"],
  [
    'openSource',
    'i maintain a python library for geospatial stuff with maybe 40 contributors and triaging issues is burning me out',
    'Most contributors are unpaid.',
  ],
  ['openSource', 'Open-source project funded by a university lab'],
  [
    'dataPlatform',
    'we own the data warehouse at a Melbourne bank and dashboards break whenever upstream pipelines change without warning',
  ],
  ['dataPlatform', 'Analytics team at a Premier League club', 'Two analysts and one engineer.'],
  [
    'platformOps',
    "I'm on call for our Kubernetes clusters at a fintech in London and the alerts wake me up for nothing",
  ],
  ['platformOps', 'Cloud infrastructure team for a national broadcaster'],
  [
    'retrospectives',
    'our team retros have turned into a moan session and the actions never get done, I want to change that',
    'Team of 9, remote across three time zones.',
  ],
  ['retrospectives', 'Project retrospective after a hospital IT rollout'],
  [
    'newsMedia',
    'I edit a local news website in Ohio with four reporters and we keep missing the stories our audience cares about',
  ],
  ['newsMedia', 'Sports desk at a national newspaper'],
  [
    'telecoms',
    'we are a small wireless ISP in rural Kenya and the signal drops for customers every time it rains',
  ],
  ['telecoms', 'Mobile network engineers at a sports stadium'],
  [
    'creativeAgency',
    "we're a five-person branding studio in Cape Town and clients keep changing the brief after we've started",
    'We want fewer rounds of revisions.',
  ],
  [
    'finance',
    "I'm the financial controller at a mid-size logistics firm and our month-end close takes almost three weeks",
    'Team of six, two of them new.',
  ],
  [
    'insurance',
    "we underwrite marine cargo policies from a Lloyd's box and claims handling is slow and buried in email",
  ],
  ['insurance', 'Claims department for a pet insurer'],
  [
    'accounting',
    "I'm a sole practitioner accountant in Wellington and every tax season turns into chasing clients for receipts",
  ],
  ['accounting', 'Bookkeeping practice that specialises in dental surgeries'],
  [
    'realEstate',
    'we manage about 300 rentals across Queens and tenant maintenance requests get lost between email and WhatsApp',
    'We are four property managers.',
  ],
  ['realEstate', 'Lettings office for student flats near a university'],
  [
    'legal',
    "I'm a partner at a small immigration law firm in Toronto and our matter deadlines are tracked on sticky notes",
  ],
  ['legal', 'In-house legal at a mining company', 'Five lawyers and two paralegals.'],
  ['consulting', 'Mgmt consultancy'],
  [
    'consulting',
    "we're three ex-nurses who consult to aged care providers and our proposals take weeks to write",
  ],
  ['consulting', 'Advisory practice serving local councils'],
  [
    'architecture',
    "I'm an architect in a three-person studio in Dublin and drawing revisions from clients pile up endlessly",
  ],
  ['architecture', 'Architects who specialise in school buildings'],
  [
    'research',
    'I run a lab of eight PhD students studying coral bleaching and our experiment data is scattered everywhere',
    'Funding ends in 18 months.',
  ],
  ['research', 'Clinical trials unit in a teaching hospital'],
  [
    'veterinary',
    "we're a mixed vet practice in rural Victoria doing farm calls and small animals and the rota never works",
  ],
  [
    'peopleTeam',
    "I'm the only HR person at a 120-person engineering firm and onboarding new starters is a total mess",
    'Hiring 30 people this year.',
  ],
  ['peopleTeam', 'Recruitment team for a nursing agency'],
  [
    'facilities',
    'I look after the office buildings for a council and the cleaning contracts and repairs never get loged properly',
  ],
  ['facilities', 'Cleaning crew at a primary school'],
  ['facilities', 'Caretakers for a church hall and its grounds'],
  [
    'security',
    'we supply night guards to building sites in Lagos and the patrol reports are handwritten and often missing',
    'Around 70 guards.',
  ],
  ['security', 'Security team at a shopping mall'],
  [
    'publicServices',
    'I lead a team handling planning applications for a borough council and residents complain about waiting months',
    'Team of 22 officers.',
  ],
  ['publicServices', 'Council service desk inside a public library'],
  [
    'governmentPolicy',
    'we draft advice for a state minister on housing policy and the evidence gets lost between consultations',
  ],
  ['governmentPolicy', 'Health policy team in a federal department'],
  ['justice', 'Magistrates court'],
  [
    'justice',
    'I work in probation in Leeds with a caseload of 60 offenders and reports for court are always late',
    'The team is understaffed by a third.',
  ],
  ['justice', 'Listings team at the family court'],
  ['emergencyServices', 'SES unit'],
  [
    'emergencyServices',
    "I'm a station officer in a fire brigade in Christchurch and our incident debriefs are rushed and forgotten",
  ],
  [
    'schools',
    "I'm head of English at a comprehensive in Birmingham and lesson planning across seven teachers is inconsistent",
    'Mix of new and very experienced teachers.',
  ],
  ['schools', 'Catholic primary school run by the parish'],
  ['earlyYears', 'we run a 50-place daycare in Calgary and parents never read the daily notes we send home'],
  ['earlyYears', 'Workplace crèche at a big hospital', 'Open 6am to 8pm for shift workers.'],
  ['university', 'Law faculty'],
  [
    'university',
    'I convene a first-year chemistry module with 600 students and lecture feedback always comes too late to use',
    'Six tutors help me.',
  ],
  ['university', "Medical school's teaching office"],
  [
    'training',
    'we deliver forklift licence courses in Perth and learners keep failing the practical for the same reasons',
  ],
  ['healthcare', 'Oncology ward'],
  [
    'healthcare',
    "I'm a charge nurse on a 28-bed surgical ward in Glasgow and the morning handovers are chaotic",
    'Mostly agency nurses at night.',
  ],
  ['healthcare', 'Nursing team on a cruise ship'],
  [
    'emergencyCare',
    "we're paramedics covering a huge rural patch in Alberta and triage over the radio is really hard",
  ],
  ['emergencyCare', 'First-aid post at a rugby stadium'],
  [
    'primaryCare',
    "I'm practice manager at a GP surgery in Bristol with 12,000 patients and the 8am phone rush is unbearable",
    'Eight GPs, four receptionists.',
  ],
  ['primaryCare', 'Student health clinic on a university campus'],
  [
    'pharmacy',
    'we run an independent pharmacy in Brampton and the dispensing backlog gets worse every flu season',
  ],
  ['pharmacy', 'Hospital pharmacy aseptic unit'],
  ['dentistry', "I'm a dental nurse in a busy NHS practice and the dentists run late every single day"],
  ['dentistry', 'Mobile dental van visiting rural schools', 'One dentist, one nurse, one driver.'],
  [
    'mentalHealth',
    "I'm one of four counsellors at a private therapy practice in Sydney and our waitlist keeps growing",
    'We are worried about burnout.',
  ],
  ['mentalHealth', 'Employee counselling service at a bank'],
  [
    'socialCare',
    'I coordinate home care visits for 90 elderly clients in Cork and carers keep getting double booked',
    'Around 45 carers.',
  ],
  ['socialCare', 'Supported living service run by a housing charity'],
  ['performingArts', 'Barbershop chorus'],
  [
    'performingArts',
    'I manage a touring theatre company of 12 actors and rehearsals always get squeezed by the travel',
  ],
  ['performingArts', 'Gospel choir at a Baptist church'],
  [
    'museum',
    "we're a tiny railway museum with two paid staff and our collection records are still on index cards",
    'Plus about 20 volunteers.',
  ],
  ['museum', 'Corporate archive and heritage collection of a bank'],
  [
    'library',
    'I am the only librarian at a school in Nairobi and books go missing because the loan system is paper',
  ],
  ['library', 'Toy library run by parents'],
  [
    'sport',
    'I coach a womens cricket team in Chennai and match selection always causes arguments among the players',
  ],
  ['sport', 'Staff five-a-side league at an accountancy firm'],
  [
    'events',
    'we put on a three-day food festival in Adelaide and ticketing plus the volunteer rosters fall apart every year',
    'About 20,000 attendees.',
  ],
  ['events', 'Events team for a law society'],
  [
    'visualArts',
    'I share a studio with four painters in Glasgow and we never agree on who prepares the next exhibition',
  ],
  ['visualArts', 'Artists-in-residence programme at a hospital'],
  [
    'personalCare',
    'I own a barbershop in Queens with five chairs and walk-ins versus appointments causes fights',
    'Want a fairer system.',
  ],
  ['personalCare', 'Hair and makeup team for a TV studio'],
  [
    'faith',
    "I'm the parish administrator at an Anglican church in Perth and the worship rota changes every week",
  ],
  ['faith', 'Chaplaincy team at an international airport', 'Multi-faith, five chaplains.'],
  [
    'association',
    "I'm secretary of a model railway society with 80 members and the committee argues about everything",
  ],
  ['association', "Nurses' union branch at a big hospital"],
  [
    'repairShop',
    'we fix laptops and phones from a kiosk in a Manila mall and ordering parts is always a guessing game',
  ],
  ['repairShop', 'Watch repair counter inside a department store'],
  [
    'funeral',
    'my dad and I run a family funeral home in Ohio and we struggle to support bereaved families after the service',
  ],
  ['funeral', 'Funeral directors owned by a supermarket co-op'],
  [
    'nonprofit',
    "I'm the fundraising manager at a small cancer charity in Belfast and our donor data lives in five spreadsheets",
    'Team of three fundraisers.',
  ],
  ['nonprofit', 'Corporate foundation of a mining company'],
  ['household', "Kids' routines"],
  [
    'household',
    'my wife and I both work shifts at the airport and the school run is a daily fight',
    'Kids are 6 and 9.',
  ],
  [
    'household',
    'i am a single dad with three teenagers in Durban and nobody does any chores unless i nag',
    'Boys 13, 15 and 17.',
  ],
  ['household', 'Family of five living above our restaurant'],
  ['household', 'Home with two junior doctors and a newborn'],
  ['community', 'Estate neighbours'],
  [
    'community',
    'we live in a 200-unit condo tower in Vancouver and the neighbours only talk when something breaks',
    'Lots of renters, few owners.',
  ],
  [
    'community',
    "I'm trying to get the neighbours on our terrace in Leeds to share tools and look out for older residents",
  ],
  ['community', 'Residents of a street next to a busy football ground'],
  ['community', 'Neighbours around a closing factory in a small town'],
  [
    'volunteering',
    'I organise the volunteer rota for a soup kitchen in Manchester and shifts go uncovered every weekend',
    'We have about 120 volunteers on the books.',
  ],
  [
    'volunteering',
    'we coordinate volunteer tutors for refugee families in Auckland and keeping the rota filled is a constant scramble',
  ],
  ['volunteering', 'Volunteer ushers at a cathedral'],
  ['volunteering', 'Marshals volunteering at a city marathon'],
  [
    'youth',
    'I run a youth club in east London two nights a week and the young people want more say',
    'Around 30 regulars aged 11 to 17.',
  ],
  ['youth', 'Youth group of a mosque'],
  [
    'gardening',
    'we run a community garden on an old car park in Philly and the plots get neglected over summer',
    'About 40 plot holders.',
  ],
  ['gardening', 'Kitchen garden for a country-house hotel'],
];
