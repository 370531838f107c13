/**
 * Probe batch AG (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on hybrid organisations that mix two families (social enterprises, co-ops, trusts, family businesses, charities with a trading arm), labelled by the system's own main work, written by people in Europe, Australia and Southern Africa), before any change to the drafter
 * was measured on it, and committed before it. 72 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AG_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AG_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AG_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Macadamia orchard', 'Family-run, 40 hectares near Lismore.'],
  [
    'farming',
    "we're a family farm in the Karoo, mostly sheep and lucerne, and my brother and I disagree about everything since Dad retired",
  ],
  [
    'farming',
    'community-supported veg farm that also runs school visits',
    'The visits pay the bills in winter but the growing is the main job.',
  ],
  [
    'forestry',
    'i manage a community woodland trust in wales, we fell timber for firewood and sell it, planning the felling is guesswork',
  ],
  ['forestry', 'timber felling crew for a wildlife charity'],
  ['fishing', 'Snoek fishers'],
  [
    'fishing',
    'my family has two boats out of Kalk Bay and the catch quotas have made everything tense this year',
  ],
  [
    'fishing',
    'fishing co-operative that supplies its own fish and chip shop',
    'Eleven boats, about forty members.',
  ],
  [
    'mining',
    "I'm shift boss on a small platinum mine near Rustenburg and handovers underground are where things go wrong",
  ],
  ['mining', 'community-owned quarry that funds the village hall'],
  [
    'manufacturing',
    "we're an employee-owned company making bike frames in Leeds and defects spike every time we change the line",
  ],
  [
    'manufacturing',
    'social enterprise factory employing disabled people, making pallets',
    'About 60 staff, most on supported contracts.',
  ],
  ['foodProduction', 'Cheesemaker'],
  [
    'foodProduction',
    'our co-op makes jam and chutney from surplus fruit and honestly the batch records are a mess',
  ],
  ['foodProduction', 'bakery run by a prison charity'],
  [
    'foodProduction',
    'we are a family biltong business in Pretoria and I want proper batch and hygiene records before the supermarket audit',
    'Eight staff, mostly cousins.',
  ],
  ['textiles', 'Sewing co-op', 'Twelve members, we sell through a fair-trade shop.'],
  [
    'textiles',
    'I run a small social enterprise in Cape Town where refugee women sew school uniforms, and all the orders come at once',
  ],
  ['energy', 'Community energy', 'Want to see where the volunteers fit in.'],
  [
    'energy',
    "we're a village wind turbine co-operative in Scotland, profits go to the community fund, but maintenance downtime is killing generation",
  ],
  [
    'energy',
    'solar mini-grid operator serving rural clinics in Malawi',
    'We are 14 people and the grid keeps growing faster than us.',
  ],
  [
    'waterUtility',
    'I work for a small rural water trust and we loose nearly half our supply to leaks in old pipes',
  ],
  ['waterUtility', 'borehole and pipe maintenance team for a farming district'],
  ['wasteRecycling', 'Buy-back centre', 'Collectors bring in cans and cardboard on trolleys every morning.'],
  [
    'wasteRecycling',
    "we're a social enterprise collecting glass and cardboard from pubs in Dublin and the collection rounds change every week",
  ],
  [
    'wasteRecycling',
    'bin collection crew for the local council',
    'Twelve crews, and the new food waste bins have thrown everything.',
  ],
  ['construction', 'Bricklaying crew'],
  [
    'construction',
    'my dad and I run a family building firm, mostly extensions, and subbies never turn up when they say they will',
  ],
  [
    'construction',
    'construction social enterprise that trains ex-offenders on site',
    'We take on six trainees a year alongside the paid crew.',
  ],
  [
    'logistics',
    "we're a family haulage mob in Queensland with nine trucks and route planning still lives in my head",
  ],
  ['logistics', 'distribution warehouse for a chain of charity shops'],
  [
    'vehicleRepair',
    'I run a garage that is a social enterprise, we service cars and train apprentices, and the booking diary is chaos',
  ],
  ['vehicleRepair', 'workshop maintaining the ambulance fleet'],
  [
    'aviation',
    "I'm in charge of flight ops at a charity air ambulance, pilots, airworthiness checks, the lot, and rostering is a nightmare",
  ],
  ['aviation', 'bush pilots flying for a mission hospital'],
  [
    'publicTransport',
    'i coordinate a community minibus service for a rural parish, the timetable is patchy and most drivers are retired',
  ],
  ['publicTransport', "minibus taxi association's route out of Soweto"],
  ['maritime', 'Harbour tugs'],
  [
    'maritime',
    "we're a small family shipping line running cargo to the Scottish islands and crew changes are always last minute",
  ],
  [
    'maritime',
    "dock workers' co-operative at Durban port",
    'Around 300 members, and the shift allocation causes most of the fights.',
  ],
  [
    'postalCourier',
    'I am running a parcel delivery co-op of cargo bike riders in Amsterdam and the last-mile drops are failing often',
  ],
  ['postalCourier', 'post office counter inside a village shop'],
  [
    'retail',
    'we run a zero-waste grocery as a co-op in Bristol and keeping shelves stocked without over-ordering is the constant headache',
  ],
  ['retail', 'hospice charity shops, we have fourteen', 'Stock comes in faster than we can sort it.'],
  [
    'sales',
    'I lead wholesale sales for our family wine estate, chasing buyers across Europe, and the pipeline is all spreadsheets',
  ],
  ['sales', 'trade sales team for a social enterprise coffee roaster'],
  [
    'customerSuccess',
    "I look after member accounts for our co-op's software, onboarding new co-ops and trying to stop churn after year one",
  ],
  ['customerSuccess', 'client onboarding and renewals at a B-Corp payroll software company'],
  [
    'contactCentre',
    "we're a small contact centre that employs people with disabilities, taking calls for councils, and Monday queue times are awful",
  ],
  ['contactCentre', 'booking line call agents for a coach company', 'About 25 agents across two shifts.'],
  ['hospitality', 'Hotel kitchen'],
  [
    'hospitality',
    "we're a cafe that trains ex-offenders as baristas and chefs and the kitchen falls apart on busy saturdays",
  ],
  ['hospitality', 'the bar and kitchen at our community theatre'],
  ['hospitality', 'guest cottages on a wine farm'],
  ['tourism', 'Township tours', 'We are 5 guides and one minibus.'],
  [
    'tourism',
    "we're a community-owned tour company in the Drakensberg, the guides are local, but bookings come from three diffrent websites",
  ],
  ['tourism', 'heritage walking tours run by a history society'],
  [
    'software',
    "I'm one of three developers at a charity building an app for foster carers and every release breaks something",
  ],
  ['software', 'in-house developers at a farming co-op'],
  [
    'product',
    "I'm product manager at a fintech for stokvels and we argue about the roadmap more than we talk to users",
  ],
  ['product', 'product team for a museum ticketing app', 'Four of us, no dedicated researcher.'],
  [
    'openSource',
    'i maintain an open source library for farm mapping, contributors come and go and half the issues never get triaged',
  ],
  ['openSource', 'open-source project run out of a university research group'],
  ['dataPlatform', 'Data team'],
  [
    'dataPlatform',
    "we're the two-person data team at a housing association, and every dashboard shows different numbers",
  ],
  ['dataPlatform', 'analytics pipeline for a national blood service'],
  [
    'platformOps',
    'I run the infrastructure for a co-operative web host, a handful of clusters, and deploys at night feel risky',
  ],
  ['platformOps', 'cloud platform team at an insurance company'],
  [
    'retrospectives',
    "our retrospectives in the co-op bakery's tech team are the same complaints every fortnight and nothing gets actioned",
  ],
  [
    'retrospectives',
    "monthly retro for a school's leadership team",
    'We want the actions to actually happen this time.',
  ],
  [
    'newsMedia',
    "I edit a small independent news site in Harare, we're a trust funded by readers and the story pipeline is chaos",
  ],
  [
    'telecoms',
    "we're a community broadband co-op in Cumbria, volunteers dug the fibre in and now every signal outage lands on me",
  ],
  ['telecoms', 'village mesh network run by the parish council'],
  [
    'creativeAgency',
    "we're a small design co-op doing campaigns for charities, and every client brief changes halfway through",
  ],
  ['creativeAgency', 'in-house creative team at a wine estate'],
  [
    'finance',
    "I'm the only finance person at a community theatre with a bar and cash flow between the two is a nightmare",
  ],
  ['finance', 'treasury team at a mining group'],
  [
    'insurance',
    "we're a mutual insurer for farmers in New South Wales and claims after the floods have swamped our little team",
    'Nine staff. Worried about burnout.',
  ],
  [
    'accounting',
    'I do the bookkeeping and tax returns for about forty small charities and church groups, and January is always hell',
  ],
  ['accounting', 'tax practice serving farmers in the Free State'],
  [
    'realEstate',
    "we're a community land trust letting affordable homes and tenants' repair requests get lost between the volunteers and us as landlord",
  ],
  ['realEstate', 'estate agents selling rural farm property'],
  ['legal', 'Law clinic', "It's run by the university but the casework is real."],
  ['legal', "I'm a solicitor at a law centre charity and matters pile up because we can't say no to clients"],
  ['legal', 'in-house legal team at a mining house'],
  [
    'consulting',
    "we're a consulting co-op advising social enterprises and the proposals take longer than the engagements themselves",
  ],
  [
    'consulting',
    'sustainability advisers for the wine industry',
    'Three partners who want to grow without losing the co-op feel.',
  ],
  [
    'architecture',
    'I run a small architecture practice designing eco homes and drawings always run late because clients keep changing their minds',
  ],
  ['architecture', 'architects designing schools for a church trust'],
  [
    'research',
    "we're a small research institute studying fisheries, half charity half contract work, and the data always arrives late",
  ],
  [
    'veterinary',
    "we're an animal welfare charity clinic doing low-cost vet care and pet owners queue from six in the morning",
  ],
  ['veterinary', 'mobile vets for a dairy farming area', 'Two vets, one bakkie, a lot of kilometres.'],
  ['peopleTeam', 'HR team'],
  [
    'peopleTeam',
    "I'm the only HR person at a family-owned hotel group and hiring seasonal staff every spring is relentless",
  ],
  [
    'facilities',
    'I manage the buildings and cleaning for a big church that hires rooms to a nursery and clubs, and maintenance never stops',
  ],
  [
    'security',
    'we are doing security for a shopping centre in Joburg, the guards patrol logs is on paper and incidents are getting lost',
  ],
  ['security', 'security guards at a festival site'],
  [
    'publicServices',
    "I'm on the front desk at our municipality's customer care office and residents wait hours for simple services",
  ],
  ['publicServices', 'municipal services office in a mining town'],
  [
    'governmentPolicy',
    'I work in a small ministry team drafting farm subsidy policy and the consultation evidence is overwhelming us',
  ],
  ['governmentPolicy', 'government policy team on school funding'],
  [
    'justice',
    "I'm a probation officer in a small team and offender cases move faster than the court paperwork",
  ],
  ['justice', 'youth court team', 'We keep losing track of hearings when cases transfer.'],
  [
    'emergencyServices',
    "we're a volunteer bush fire brigade and when a call comes in nobody knows which crew is actually available",
  ],
  ['emergencyServices', 'sea rescue station run by a charity'],
  [
    'schools',
    'I am teaching at a church school in Limpopo where the classes are very huge and lessons get cut for events all the time',
  ],
  ['schools', 'school on a farm in the Eastern Cape'],
  ['earlyYears', 'Crèche', 'Run by a church in Khayelitsha, 45 little ones.'],
  [
    'earlyYears',
    'our church runs a nursery in the hall during the week and parents keep asking about more outdoor play',
  ],
  ['university', 'Student admissions'],
  [
    'university',
    'I convene a first-year module at a university and lecture attendance drops off after week three, every single year',
  ],
  ['university', 'veterinary science lecturers at a university'],
  [
    'training',
    'we run a training centre teaching welding to unemployed young people and the learners drop out mid-course',
  ],
  ['training', 'first aid trainers for mining crews'],
  ['healthcare', 'Cancer ward'],
  [
    'healthcare',
    "I'm ward manager at a mission hospital run by the church, nurses are stretched and patient handovers get rushed",
  ],
  ['healthcare', 'nursing team in a prison hospital wing'],
  [
    'emergencyCare',
    "I'm a paramedic with a private ambulance service in Durban and the triage on the road is messy",
  ],
  ['emergencyCare', 'resus team at a rugby stadium'],
  [
    'primaryCare',
    "we're a community-owned GP practice and the morning appointments are gone by quarter past eight",
    'Six GPs, one very tired receptionist team.',
  ],
  [
    'pharmacy',
    "my family has run this pharmacy for three generations and dispensing errors worry me now we're busier",
  ],
  ['pharmacy', 'hospital pharmacy dispensing team'],
  [
    'dentistry',
    "I'm a dentist at a charity dental clinic for homeless patients, and half the appointments are no-shows",
  ],
  ['dentistry', 'dental van visiting schools', 'Run by a dental charity; two dentists, one nurse.'],
  [
    'mentalHealth',
    'I run a therapy service inside a social enterprise gym and clients want their sessions at odd hours',
  ],
  [
    'mentalHealth',
    'wellbeing counsellors for farmers in drought areas',
    'Mostly phone sessions, we cover half the state.',
  ],
  [
    'socialCare',
    "we're a small co-op of home carers in cornwall, visits overrun and the families ring us constantly",
  ],
  [
    'performingArts',
    "we're a theatre company that also runs a bar, and rehearsals keep clashing with the bar's busiest nights",
  ],
  ['performingArts', 'marimba band at a youth centre'],
  ['museum', 'Mining museum'],
  [
    'museum',
    "we're a trust running a small maritime museum and the collection records are half paper, half in someone's head",
  ],
  ['museum', 'exhibitions team at a cathedral treasury'],
  ['library', "I'm the librarian at a prison and inmates' book requests get lost when they move wings"],
  ['library', 'mobile library for farm schools'],
  [
    'sport',
    "we're a community rugby club with a bar, and coaching the juniors falls on the same four people",
  ],
  ['sport', 'the cricket team at a mining company'],
  [
    'events',
    'we organise a food and wine festival for a farming co-op every autumn and ticketing plus venue set-up always collide',
  ],
  ['events', 'events team at a wine estate', 'Weddings mostly, about eighty a year.'],
  [
    'visualArts',
    "I run an artists' studio co-op in an old warehouse, twelve artists, and nobody agrees how to share exhibition space",
  ],
  ['visualArts', 'art studio for people recovering from addiction'],
  [
    'personalCare',
    'I own a hair salon that trains young women from the township, and appointments get double-booked weekly',
  ],
  ['personalCare', 'nail bar in a shopping centre'],
  [
    'faith',
    "I'm the pastor of a small congregation that meets in a school hall and our prayer meetings keep getting moved",
  ],
  ['association', 'Stokvel', '20 members, we meet the last Sunday of the month.'],
  [
    'association',
    "I'm secretary of a farmers' association and committee meetings drag on while the members want action",
  ],
  ['association', 'trade union branch at a hospital'],
  [
    'repairShop',
    "we're a bike repair charity, we fix donated bikes and sell them on, and we're always running out of parts",
  ],
  ['repairShop', 'appliance repair workshop at a recycling centre'],
  [
    'funeral',
    'my family have been funeral directors for four generations and bereaved families deserve better than our paper diary',
  ],
  ['funeral', 'funeral parlour run by a burial society'],
  [
    'nonprofit',
    "we're a small charity with a trading arm, two shops and a cafe, but the mission and the donors are what I manage",
  ],
  ['nonprofit', 'donor relations at a wildlife trust'],
  ['household', 'Home life'],
  [
    'household',
    'we run a family business from home and I want to map the home side, kids, chores, who does what',
  ],
  [
    'household',
    'im a single dad with three teenagers in Pretoria and the morning routine is a disaster every day',
  ],
  [
    'household',
    'my mum moved in with us after her stroke and now the whole house runs around her',
    'Two kids at school, we both work full time.',
  ],
  ['household', 'our household on a sheep farm, the home side not the farm'],
  [
    'community',
    "I'm trying to get the neighbours on our close to look out for each other since the burglaries started",
  ],
  [
    'community',
    'we live in a rural village where the only shop has closed and residents are trying to work out what next',
  ],
  ['community', 'community around a closed-down mine', 'Most families have been here three generations.'],
  [
    'volunteering',
    'I coordinate the volunteers at a soup kitchen and the Sunday night shifts are always short',
  ],
  [
    'volunteering',
    "we're a group of volunteers driving patients to hospital appointments and the rota falls apart when someone's ill",
    'About thirty of us, most over seventy.',
  ],
  ['volunteering', 'volunteers at a parkrun'],
  ['volunteering', 'festival volunteer team'],
  [
    'youth',
    'I lead a youth group at a township church and the parents want more for the kids than Friday football',
  ],
  ['youth', 'youth club run by a housing co-op'],
  [
    'gardening',
    "we're a community garden on a hospital's grounds and nobody agrees what to grow on which plot",
  ],
  ['gardening', 'kitchen garden for a restaurant'],
];
