/**
 * Probe batch BI (issue 16, twelfth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on systems inside the public sector and big institutions named by their function and their parent (about half of its cases), written by people in the UK, the US, Ireland and South Africa), before any change to the drafter
 * was measured on it, and committed before it. 76 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BI_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BI_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BI_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow barley and oilseed rape on 400 acres in Norfolk and the spraying records are a total mess',
  ],
  ['farming', 'harvest crew on the university research farm', 'Six of us plus students in August.'],
  [
    'forestry',
    'i manage felling and replanting for Coillte in county Leitrim and the contractors never report things the same way',
  ],
  [
    'forestry',
    "the city council's street tree team",
    'We look after 40,000 trees and the inspection backlog keeps growing.',
  ],
  ['fishing', 'my brother and I run two inshore boats out of Kalk Bay and the catch logs are always late'],
  ['fishing', 'salmon netting crew on a heritage estate'],
  [
    'mining',
    "I'm a shift boss on a platinum mine near Rustenburg and handovers underground lose half the information",
    'Three shifts, about 800 people underground.',
  ],
  ['mining', "the county council's roadstone quarry"],
  [
    'manufacturing',
    'we make aluminium window frames at a factory in Durban and defects keep slipping through to the customer',
    'About 90 staff on two shifts.',
  ],
  ['manufacturing', 'the prison workshop that makes office furniture for government departments'],
  ['manufacturing', "the government printer's passport production line"],
  ['foodProduction', 'Biltong producers'],
  [
    'foodProduction',
    "I run the central production kitchen that cooks and chills meals for all 60 of the county's school canteens",
  ],
  ['foodProduction', 'the prison bakery supplying bread to three jails'],
  ['textiles', 'my mum and I sew school uniforms to order from our garage and the fabric orders are chaos'],
  [
    'textiles',
    "the opera house's wardrobe department",
    'Eleven cutters and makers, and the sewing machines are ancient.',
  ],
  [
    'energy',
    "i work in the control room at Eskom's Lethabo station and load shedding schedules change faster than we can plan",
  ],
  [
    'waterUtility',
    'I run the municipal water works for a small Karoo town and we lose nearly half our supply to leaks',
    'Its just me, two plumbers and a bakkie.',
  ],
  ['waterUtility', "the city water department's meter reading crew"],
  [
    'wasteRecycling',
    'We run the recycling centre for the council and the skips for garden waste overflow every bank holiday',
  ],
  [
    'wasteRecycling',
    "the hospital's clinical waste team",
    'We get audited and the sharps bins keep going astray.',
  ],
  [
    'construction',
    "we're a small building firm in Cork doing extensions and the subbies never turn up when the programme says",
  ],
  ['construction', "the school district's capital build team putting up a new high school"],
  [
    'logistics',
    'I manage the NHS supply chain depot that sends gloves and syringes out to hospitals across the Midlands',
    'We want to see where the delays really are.',
  ],
  ['logistics', "the university's central stores and goods-in dock"],
  [
    'vehicleRepair',
    "my dad's garage does MOTs and servicing in a village in Wales and the booking diary is still paper",
  ],
  [
    'vehicleRepair',
    "the fire department's apparatus maintenance shop",
    'Two mechanics for 30 rigs, and parts take forever.',
  ],
  [
    'aviation',
    "I look after the hangar for the coastguard's search and rescue helicopters and airworthiness paperwork is killing us",
    'Four aircraft, two bases.',
  ],
  ['aviation', "the air force base's control tower"],
  ['publicTransport', 'Park and ride'],
  [
    'publicTransport',
    "I schedule drivers for the county's school bus runs and rural routes and sickness wrecks the timetable weekly",
  ],
  [
    'publicTransport',
    "the university's campus shuttle buses",
    'Eight buses and the students say they never come on time.',
  ],
  [
    'maritime',
    "I'm chief officer on a coaster carrying fertiliser round the Irish coast and crew changes are always chaos",
  ],
  ['maritime', "the port authority's vessel traffic service"],
  [
    'postalCourier',
    'I run the internal post room at county hall and parcels for staff pile up by the lifts for days',
    'just me and a part timer',
  ],
  ['postalCourier', "cycle couriers moving blood samples between the hospital's sites"],
  [
    'retail',
    'I manage the gift shop at the national museum and stock counts never match what the tills say',
    'Busiest in the school holidays.',
  ],
  ['retail', 'the PX store on the air force base'],
  [
    'sales',
    'I lead a team of six reps selling farm machinery across the Free State and our pipeline lives in WhatsApp',
  ],
  ['sales', "the council's commercial waste sales team", 'They have targets but no proper CRM.'],
  [
    'customerSuccess',
    'we onboard schools onto our homework app every September and churn spikes the following summer, I lead that team',
  ],
  ['customerSuccess', 'customer success for a hospital rostering software company'],
  [
    'contactCentre',
    'I supervise the council tax phone line and callers wait fourty minutes in the queue every January',
  ],
  [
    'contactCentre',
    "the teaching hospital's switchboard operators",
    'Twelve operators, 24/7, about 3,000 calls a day.',
  ],
  [
    'hospitality',
    "I run the officers' mess at the barracks, dinners, the bar and twelve guest rooms, mostly civilian staff",
  ],
  [
    'hospitality',
    'the staff canteen at county hall',
    "Forty covers at lunch and the menu hasn't changed in years.",
  ],
  [
    'tourism',
    "i work at the council's tourist information centre and we book coach trips and walking tours for visitors",
  ],
  ['tourism', "the national park's guided tour bookings"],
  ['software', 'I lead the small in house dev team at the county council that builds the bin collection app'],
  [
    'software',
    "the NHS trust's in-house software developers",
    'Five devs, one tester, releases every fortnight if we are lucky.',
  ],
  [
    'product',
    "I'm a product manager at GOV.UK on the passport renewal journey and user research keeps reshaping our roadmap",
  ],
  ['product', 'product discovery for a dental practice booking tool', 'Two PMs and a designer.'],
  [
    'openSource',
    'I maintain an open source library our university lab released and the issue tracker is swamped with requests',
  ],
  [
    'openSource',
    'an open-source planning applications project shared by twelve councils',
    "Contributors come from each council's IT team.",
  ],
  [
    'dataPlatform',
    "we build the dashboards for the police force's performance board and the data pipeline breaks every month end",
  ],
  [
    'dataPlatform',
    "the health department's data warehouse team",
    'Data comes in from eleven hospital groups.',
  ],
  [
    'platformOps',
    "I'm on the infrastructure team keeping the university's servers and Kubernetes cluster running, and patching is always behind",
  ],
  ['platformOps', "the airport's network and server operations team"],
  [
    'retrospectives',
    "I run the monthly retrospectives for the council's housing repairs team and the same actions come up every time",
  ],
  [
    'retrospectives',
    "end-of-term retrospective meetings for the school's leadership team",
    'I want them to actually change something this time.',
  ],
  [
    'newsMedia',
    "I'm the editor of the university's student newspaper and we never hit the print deadline, not once this year",
  ],
  ['newsMedia', "the parliament's press gallery reporters"],
  [
    'telecoms',
    'I manage the radio masts and network for the police and fire services across the region, coverage gaps are scary',
  ],
  ['telecoms', 'rural broadband co-op in the Wicklow hills'],
  [
    'creativeAgency',
    "we're the in-house creative team at the tourism board making campaigns for overseas markets and briefs change weekly",
  ],
  ['creativeAgency', "the army's recruitment advertising agency"],
  [
    'finance',
    "I'm a budget holder in the hospital finance department and month end reconciliations always drag into the next month",
  ],
  [
    'finance',
    "the school district's business office",
    'Small team, big budget, and the auditors arrive in March.',
  ],
  [
    'insurance',
    "I work in the state insurance fund's workers comp claims unit and claims sit for weeks with no decision",
  ],
  ['insurance', "the council's insurance and risk team handling pothole claims"],
  [
    'accounting',
    'my wife and I run a small bookkeeping practice in Pretoria and the SARS deadlines all land at once',
  ],
  ['accounting', "the chartered accountants auditing the county council's books"],
  [
    'realEstate',
    "I manage the housing association's lettings, matching tenants to empty homes, and voids sit empty far too long",
  ],
  ['realEstate', 'the family housing office on a military base'],
  [
    'legal',
    "I'm a solicitor in the council's legal services team and the childcare cases swamp everything else we do",
  ],
  ['legal', 'in-house counsel at a mining company'],
  [
    'consulting',
    "we're three independent consultants advising hospitals on theatre scheduling and our proposals take forever to write",
  ],
  [
    'consulting',
    "the government's internal consultancy unit advising other departments",
    'We want a clearer way to scope engagements.',
  ],
  [
    'architecture',
    'I lead the in-house architects at the Office of Public Works designing garda stations and the drawings are always late',
  ],
  ['architecture', "the health board's design team drawing up new primary care centres"],
  [
    'research',
    'I run a malaria research group at the Medical Research Council and keeping track of experiments and papers is hard',
  ],
  ['research', "the zoo's conservation research team", 'Mostly field projects abroad plus some lab work.'],
  [
    'veterinary',
    "I'm the vet for the police dog section and the mounted unit, keeping the animals records straight is hard",
  ],
  ['veterinary', "the council animal shelter's vet clinic", 'One vet, two nurses, far too many dogs.'],
  [
    'peopleTeam',
    "I'm an HR business partner at the ambulance trust and recruiting new paramedics takes six months start to finish",
  ],
  ['peopleTeam', "the police force's recruitment and onboarding team"],
  ['facilities', 'Estates dept'],
  [
    'facilities',
    'I run the cleaning and maintenance team for the courthouse and repairs get logged in three different places',
  ],
  [
    'facilities',
    "the university's estates and maintenance department",
    'Over 200 buildings, some of them listed.',
  ],
  [
    'security',
    'I manage the security guards at the national gallery and patrol logs are still done on paper',
  ],
  ['security', 'armed response company patrolling a gated estate in Joburg'],
  [
    'publicServices',
    "I lead the council's housing benefit team and residents complain we lose their documents, which we sometimes do",
  ],
  ['publicServices', 'the DMV office inside the county courthouse', 'Lines out the door by 9am.'],
  [
    'governmentPolicy',
    "I'm a civil servant drafting the new school attendance policy and the minister wants the evidence by Friday",
  ],
  [
    'governmentPolicy',
    "the Department of Health's tobacco policy team",
    'A consultation closes next month and we are behind.',
  ],
  [
    'justice',
    "I'm a court clerk in the district court and hearings get listed twice or not at all",
    'We cover three courtrooms and two judges.',
  ],
  ['justice', "the youth detention centre's case management unit"],
  [
    'emergencyServices',
    "I'm a watch manager in the fire control room and the call handling system crashes during big incidents",
  ],
  [
    'emergencyServices',
    "the airport's fire and rescue crew",
    'Four watches, and a new fire station being built.',
  ],
  ['emergencyServices', 'Lifeguards'],
  ['emergencyCare', "I'm a charge nurse in the ER and triage falls apart when three rigs pull in at once"],
  ['emergencyCare', "the stadium's first aid and medical room", 'Paramedics and two doctors on match days.'],
  [
    'primaryCare',
    "we're the practice managers for a GP partnership and appointment requests at 8am flood the phone lines",
  ],
  ['primaryCare', "the university's student health centre", 'Two GPs and a nurse for 20,000 students.'],
  [
    'pharmacy',
    "I run the hospital pharmacy's aseptic unit and the prescriptions come down late every single afternoon",
  ],
  ['pharmacy', "the prison's medicines dispensing hatch", 'Around 600 prisoners on meds.'],
  [
    'dentistry',
    "we're a two-dentist practice in Limerick and no-shows for check-ups cost us hours every week",
  ],
  ['dentistry', "the army's mobile dental unit"],
  [
    'mentalHealth',
    'Im a counsellor at the universitys wellbeing service and theres a six week waiting list for sessions',
  ],
  [
    'mentalHealth',
    "the police force's trauma support service for officers",
    'We want to see who falls through the cracks.',
  ],
  [
    'socialCare',
    "I coordinate the council's reablement carers and visits get missed whenever someone phones in sick",
    'About 60 carers across the north of the county.',
  ],
  ['socialCare', 'supported living houses run by a housing association'],
  [
    'performingArts',
    'I conduct the police choir and rehearsals clash with shift patterns so we rarely have everyone singing',
  ],
  ['performingArts', "the university's student theatre company"],
  [
    'museum',
    "I'm a curator at the regimental museum on the barracks and our collection records are decades out of date",
  ],
  ['museum', "the hospital's medical history collection", 'Mostly run by one retired consultant and me.'],
  ['library', 'i run the prison library and loans go missing when ever someone gets moved to another wing'],
  ['library', "the law society's reference library"],
  ['sport', 'I coach the fire brigades football team and half the lads are on shift on match day'],
  ['sport', "the university's rowing squad"],
  [
    'events',
    "I organise the council's Christmas lights switch-on and the road closures and stalls always come together last minute",
  ],
  ['events', "the university's graduation ceremonies team", 'Twelve ceremonies in one week every July.'],
  [
    'visualArts',
    "I'm artist in residence at a hospital and I run the studio where patients and staff make work",
  ],
  ['visualArts', "the art school's printmaking studio"],
  [
    'personalCare',
    "I'm the hairdresser at a retirement home salon and appointments get double booked by the care staff",
  ],
  ['personalCare', "the cruise ship's spa and beauty salon"],
  ['faith', "I'm the hospital chaplain and I organise Sunday services and prayer visits across four sites"],
  ['faith', "the prison's mosque and Friday prayers"],
  [
    'association',
    "I'm secretary of the retired police officers' association and members' subscriptions live in an old spreadsheet",
  ],
  [
    'association',
    "the hospital's staff social club committee",
    'About 400 members and a committee of seven.',
  ],
  [
    'repairShop',
    "I fix laptops and tablets in the school district's device repair shop and parts take weeks to arrive",
  ],
  ['repairShop', "the hospital's medical equipment repair workshop"],
  [
    'funeral',
    "I manage the council's cemeteries and crematorium and bereaved families wait too long for a service date",
    'We want to find the bottlenecks.',
  ],
  ['funeral', "the military's repatriation and funeral honours team"],
  ['nonprofit', 'Charity fundraising'],
  [
    'nonprofit',
    "I run fundraising for the hospital's charity and donors keep getting three thank-you letters or none",
  ],
  ['nonprofit', 'the police benevolent fund', 'We support retired officers and their widows.'],
  [
    'household',
    'my husband and I both work shifts at the hospital and the school runs and chores never add up',
    'Three kids under ten.',
  ],
  ['household', "I'm a single dad in Dublin with two teenagers who won't do their chores unless I nag"],
  ['household', 'family of five living in army married quarters'],
  ['household', 'running the home while my wife is deployed with the navy', 'Two boys, 6 and 9, and a dog.'],
  ['community', 'Block of flats'],
  [
    'community',
    "I'm trying to get the neighbours on our road in Soweto to sort out the streetlights and rubbish together",
  ],
  [
    'community',
    "we're residents on a council estate and want neighbours talking to each other before the regeneration starts",
  ],
  ['community', "neighbours living under the airport's flight path"],
  [
    'community',
    "residents of the hospital's old nurses' home, now flats",
    'Forty flats and nobody knows anybody.',
  ],
  [
    'volunteering',
    'I coordinate the volunteer drivers who take patients to hospital appointments and the rota collapses every summer',
  ],
  [
    'volunteering',
    'we run a soup kitchen out of the church hall, all volunteers, and covering shifts is always a scramble',
  ],
  ['volunteering', "the museum's volunteer guides rota"],
  [
    'volunteering',
    "volunteer befrienders at the prison visitors' centre",
    'Around 25 volunteers, all unpaid.',
  ],
  ['youth', 'i run the council youth club tuesday nights and we never know which young people will turn up'],
  ['youth', 'the army cadet detachment at a secondary school', 'Thirty cadets, three adult instructors.'],
  [
    'gardening',
    "I'm head gardener at the university botanic garden and the planting plans and watering rotas are a mess",
    'Five gardeners and a lot of volunteers.',
  ],
  ['gardening', "the council's parks planting team"],
  ['schools', "I'm head of a primary school on an army base and most pupils move on every two years"],
  ['schools', 'the hospital school teaching children on the wards', 'Four teachers covering every age.'],
  [
    'earlyYears',
    'I manage the workplace nursery at the hospital and our opening hours have to fit around the parents shifts',
  ],
  ['earlyYears', 'the ECD centre at a church in Khayelitsha', 'We have 45 children and 4 practitioners.'],
  [
    'university',
    'I convene a first-year module at the nursing school and students miss lectures during placements',
  ],
  ['university', "the medical school's undergraduate course office"],
  [
    'training',
    'i deliver manual handling and first aid courses to care staff for the council, half the learners dont turn up',
  ],
  ['training', "the fire service training centre's breathing apparatus courses"],
  [
    'healthcare',
    "I'm a ward sister on the stroke unit and handovers between nurses lose details about patients' care",
  ],
  ['healthcare', "the prison healthcare wing's nursing staff"],
];
