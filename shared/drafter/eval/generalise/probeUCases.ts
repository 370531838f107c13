/**
 * Probe batch U (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing first on households, neighbourhoods, volunteers, faith, youth, sports, hobby and arts groups and community projects (eight cases each for households, communities and volunteering), then everyone else), before any change to the drafter
 * was measured on it, and committed before it. 94 of its 243 wordings were the same, by
 * normalised text, as a case of another set or list (4 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_U_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_U_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_U_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow paddy on about 6 acres and every monsoon the harvest gets delayed because labour is not available',
    'Family land, my father and me do everything.',
  ],
  ['farming', 'Pig unit contracted to a supermarket chain'],
  [
    'forestry',
    'I manage a small family woodland in Wales, thinning, felling and replanting, and the felling licence paperwork never ends',
  ],
  ['forestry', 'Tree planting crew working for a water company'],
  [
    'fishing',
    'my dad and two uncles share one trawler in Kochi and we never agree how to divide the catch money',
  ],
  ['fishing', 'Lobster boat that supplies a hotel kitchen'],
  [
    'mining',
    "I'm a shift boss underground at a copper mine and handovers between crews keep losing the ground condition info",
  ],
  ['mining', 'Quarry owned by the county council', 'Worried about dust complaints from the village.'],
  [
    'manufacturing',
    'we make aluminium window frames, 30 people on the floor, and defects only get spotted when the customer complains',
    'We want fewer returns without adding another inspector.',
  ],
  ['manufacturing', 'Printing press of a daily newspaper'],
  ['foodProduction', 'Tofu factory', 'Small, twelve workers, supplying Asian grocers.'],
  [
    'foodProduction',
    'me and my sister make chutneys in a rented unit and batch records for the hygiene inspector are our weak spot',
  ],
  ['foodProduction', 'Cheese dairy run by a monastery', 'The monks sell it at farmers markets.'],
  [
    'textiles',
    'I run a tiny sewing business from my spare room making school uniforms and the fabric orders always come late',
  ],
  ['textiles', 'Costume workshop of an opera house'],
  [
    'energy',
    "we're a village energy co-op with one wind turbine and honestly nobody understands the grid export contract",
    'About 200 members, all volunteers on the board.',
  ],
  [
    'waterUtility',
    "I'm the only engineer for our town's water supply and leaks in the old cast iron pipes take forever to find",
  ],
  ['waterUtility', 'Leak detection team for a city council'],
  [
    'wasteRecycling',
    'we run kerbside collection rounds for three districts and missed bins bring in hundreds of complaints every single week',
  ],
  ['wasteRecycling', 'Recycling crew at a big music festival', 'Mostly students on summer contracts.'],
  [
    'construction',
    'my brother and I do loft conversions, usually two jobs at once, and the subbies never turn up when promised',
  ],
  [
    'logistics',
    'I coordinate the cold store and the lorries for a frozen food importer and route planning is still done on paper',
  ],
  ['logistics', 'Warehouse for an online bookshop'],
  [
    'vehicleRepair',
    "we're a two man tyre and exhaust place and customers keep getting their cars back later than we said",
  ],
  ['vehicleRepair', 'Workshop that keeps a bus company fleet running'],
  [
    'aviation',
    "I'm ops manager for a small air charter outfit with four planes and pilot duty hours are a constant juggle",
    'We fly mostly to the islands.',
  ],
  ['aviation', 'Crop-spraying aircraft for a farmers cooperative'],
  ['publicTransport', 'Tram operator'],
  [
    'publicTransport',
    'we run the island bus and a dial-a-ride minibus and the timetable falls apart whenever one driver is sick',
  ],
  ['publicTransport', 'Shuttle buses for a university campus'],
  ['maritime', 'Tugboat crew', 'Port of Durban, rotating 12 hour shifts.'],
  [
    'maritime',
    'I manage crewing for three bulk carriers and getting crew changes done in port is a total nightmare',
  ],
  ['maritime', 'Crew of a research vessel for a marine science institute'],
  [
    'postalCourier',
    'i deliver parcels self employed with 5 other drivers from the same depot and our routes change every day',
  ],
  ['postalCourier', 'Internal mail room at a hospital'],
  [
    'retail',
    'my wife and I own a hardware store in a small town and we never know what stock we actually have',
    'Been going 22 years, still on a paper stock book.',
  ],
  [
    'sales',
    'I lead five reps selling software licences to local councils and our pipeline forecasts are basically guesswork',
  ],
  ['sales', 'Sales reps for a seed and fertiliser company'],
  [
    'customerSuccess',
    'we onboard schools onto our homework app and half of them churn before renewal because the teachers never log in',
  ],
  [
    'contactCentre',
    'I supervise the evening shift on a helpline for a bank and callers wait forty minutes in the queue',
  ],
  ['contactCentre', 'Reservations call centre for an airline', '120 agents over three shifts.'],
  [
    'hospitality',
    "we've got a 12 room guesthouse in the Lake District and breakfast service is chaos whenever we're full",
  ],
  [
    'tourism',
    'i am tour operator in Jaipur, we take foreign visitors to forts and villages, bookings coming from 5 different websites',
  ],
  ['tourism', 'Heritage walks run by the city council'],
  [
    'software',
    "we're three developers building a booking app for yoga studios and every release breaks something we didn't test",
  ],
  ['software', 'In-house developers at an NHS trust', 'Six of us, mostly building internal tools.'],
  [
    'product',
    "I'm the only product manager at a fintech startup and the roadmap changes every time the CEO meets an investor",
  ],
  ['product', 'Product team for a farm management app'],
  [
    'openSource',
    'I maintain a python library in my spare time with a couple of others and the issue tracker is overwhelming us',
    'Would love to get more regular contributors.',
  ],
  ['openSource', 'Open source project run out of a university lab'],
  [
    'dataPlatform',
    "we're the data team at a supermarket chain and the sales dashboards are wrong every Monday morning",
  ],
  [
    'platformOps',
    "I'm on the infrastructure team for an online bank and our kubernetes clusters page someone almost every night",
  ],
  ['platformOps', 'Cloud infrastructure team at a newspaper'],
  [
    'retrospectives',
    'our team does a retrospective every two weeks but the same actions come up and nothing ever really improves',
    'I want to try a different format.',
  ],
  ['retrospectives', 'Monthly retrospective of a school leadership team'],
  [
    'newsMedia',
    'we run the news bulletin on a community radio station and stories often go out without any editor checking them',
  ],
  ['newsMedia', 'Newsroom of a farming magazine'],
  [
    'telecoms',
    "I'm an engineer for a rural broadband company and half our faults are about weak signal up in the hills",
  ],
  ['telecoms', 'Mobile mast crew working for a rail operator'],
  [
    'creativeAgency',
    "we're a four person branding studio in Lisbon and clients keep changing the brief halfway through every project",
  ],
  ['creativeAgency', 'Marketing agency that mostly works for charities', 'Ten staff, all remote.'],
  [
    'finance',
    "I'm treasurer of our tennis club and nobody knows how much cash we really have until the year end",
  ],
  [
    'insurance',
    'we handle home insurance claims after floods and the backlog of policyholders waiting for an assessor is enormous',
  ],
  ['insurance', 'Insurance scheme run by a farmers union'],
  ['accounting', 'my mum does the books and tax returns for about 40 local shops from our kitchen table'],
  ['accounting', 'Tax return service for church ministers'],
  [
    'realEstate',
    'I manage 14 rental flats for my parents and the tenants always ring me at midnight about repairs',
    'I also have a full time job.',
  ],
  ['realEstate', 'Student housing lettings for a university'],
  [
    'legal',
    "I'm a paralegal at a small immigration practice and we lose track of deadlines on matters all the time",
  ],
  ['legal', 'Legal team of a football league'],
  [
    'consulting',
    'we are independent consultants helping hospitals cut waiting lists and our proposals take weeks to write up',
  ],
  ['consulting', 'Advisory firm working with water utilities'],
  [
    'architecture',
    "I'm a solo architect doing house extensions and clients keep changing the drawings after planning is submitted",
  ],
  [
    'research',
    "our group studies coral bleaching and the field data from every trip ends up on someone's personal laptop",
  ],
  [
    'veterinary',
    "I'm a vet nurse at a mixed practice and the farm calls always clash with the small animal clinic",
  ],
  ['veterinary', 'Equine vet team at a racecourse'],
  [
    'peopleTeam',
    "we're a two person HR team for a chain of 9 restaurants and hiring seasonal staff eats our whole spring",
  ],
  ['peopleTeam', 'Recruitment team of a city council'],
  [
    'facilities',
    "I'm the site manager for our church hall and community centre, cleaning, boiler, repairs, the lot",
    'Just me and one part time cleaner.',
  ],
  ['facilities', 'Cleaning crew at an airport'],
  [
    'security',
    'we do night patrols for a retail park with six guards and incident reports are still scribbled on paper',
  ],
  ['security', 'Security guards at a football stadium'],
  [
    'publicServices',
    'I work on the housing benefits desk at our district council and residents wait weeks for a simple answer',
  ],
  ['publicServices', 'Passport office at an airport'],
  [
    'governmentPolicy',
    "I'm a civil servant drafting policy on school meals and the minister wants the evidence by Friday",
  ],
  ['governmentPolicy', 'Ministry team writing the national fisheries strategy'],
  [
    'justice',
    'we are probation officers in a small team and our caseload of offenders keeps growing while staff keep leaving',
    'Morale is really low.',
  ],
  ['justice', 'Youth court in a rural county'],
  [
    'emergencyServices',
    "I'm a volunteer firey in a country brigade and callouts at night always leave us short on crew",
  ],
  ['emergencyServices', 'Lifeboat crew at a seaside resort'],
  [
    'schools',
    'i teach year 5 in a village primary and lesson planning with the other two teachers is all over whatsapp',
  ],
  ['schools', 'Hospital school for long-stay pupils'],
  [
    'earlyYears',
    "I'm a childminder with four little ones most days and parents keep asking for updates I don't have time to write",
  ],
  ['earlyYears', 'Creche at a leisure centre'],
  [
    'university',
    'I coordinate a masters module with 200 students and the lectures, marking and feedback are all out of sync',
  ],
  ['university', 'Faculty of agriculture at a university', 'We are reviewing all our courses this year.'],
  [
    'training',
    'we deliver first aid courses to companies and our trainers turn up without the right kit for the session',
  ],
  ['training', 'Apprentice academy of a car maker'],
  [
    'healthcare',
    "I'm a ward sister on a busy surgical ward and handovers between the nurses miss things every single night",
  ],
  ['healthcare', 'Healthcare wing of a prison'],
  [
    'emergencyCare',
    "we're paramedics at a rural ambulance station and waiting outside the hospital for hours is killing our response times",
    'Two crews per shift covering a huge area.',
  ],
  ['emergencyCare', 'Medical team at a city marathon'],
  [
    'primaryCare',
    'our family doctor office in Ontario has three physicians and the phone lines for appointments are jammed every morning',
  ],
  ['primaryCare', 'GP practice inside a shopping centre'],
  [
    'pharmacy',
    "I'm a pharmacist in a small town and repeat prescriptions from the two surgeries arrive in one mad rush",
  ],
  [
    'dentistry',
    'we are having a dental clinic in Pune with 3 chairs and patients missing their appointments is our big problem',
  ],
  [
    'mentalHealth',
    "I'm a counsellor in private practice and clients cancelling sessions at the last minute wrecks my whole week",
  ],
  ['mentalHealth', 'Counselling service at a university'],
  [
    'socialCare',
    'my team does home care visits for elderly people and the carers are always running late between calls',
  ],
  ['socialCare', 'Home carers employed by the council'],
  [
    'performingArts',
    'our community choir has sixty singers and half of them never come to a rehearsal before the concert',
    'We want more people to commit.',
  ],
  ['performingArts', 'Brass band of an old colliery village'],
  [
    'museum',
    "I'm a volunteer curator at a tiny railway museum and honestly we have no idea what's in the collection",
  ],
  ['museum', 'Archive and museum of a football club'],
  [
    'library',
    'we run the school library with parent helpers and the loans never get returned before the summer holidays',
  ],
  ['library', "Library in a men's prison"],
  [
    'sport',
    'I coach a Sunday league football team and getting eleven players to turn up for a match is impossible',
  ],
  ['sport', 'Cricket team of a software company'],
  [
    'events',
    'we organise a small food festival every August and ticket sales and the stall bookings are a spreadsheet nightmare',
    'Around 3000 attendees last year.',
  ],
  ['events', 'Events team of a cathedral'],
  [
    'visualArts',
    'I share a print studio with five other artists and nobody agrees who cleans up or pays for the ink',
  ],
  [
    'personalCare',
    'I run nail salon with two girls and clients double book appointments thru instagram and whatsapp both',
  ],
  [
    'faith',
    'our little chapel has about thirty in the congregation and organising worship each Sunday falls to the same three people',
  ],
  [
    'association',
    "I'm secretary of our allotment society and getting the committee to agree on anything takes forever",
  ],
  ['association', 'Union branch at a bus depot'],
  [
    'repairShop',
    'I fix phones and laptops from a kiosk in the market and the parts I order go missing all the time',
  ],
  ['repairShop', 'Bike repair workshop at a homeless charity'],
  [
    'funeral',
    "we're a family funeral home in Texas and coordinating bereaved families, the church and the cemetery is exhausting",
  ],
  ['funeral', 'Funeral directors serving a Muslim community'],
  [
    'nonprofit',
    'we are a small charity supporting girls education in Uganda and our donors never hear what their money achieved',
    'Income is about 80k a year.',
  ],
  [
    'household',
    'my husband works away Monday to Friday and me and the three kids can never keep on top of the chores',
  ],
  [
    'household',
    "I'm a single dad with two teenagers and getting everyone out of the house by 8 is a daily war",
  ],
  [
    'household',
    'we look after my mother in law at home along with our own kids and the weekly routine is collapsing',
    'She has dementia and we both work.',
  ],
  [
    'household',
    'our family runs the house off a shared calendar nobody checks, the chores are unfair and the kids argue',
  ],
  ['household', 'Family home above our corner shop'],
  [
    'household',
    'Household of a sheep farming family during lambing',
    'Everything at home goes out the window in spring.',
  ],
  ['community', 'Block club', 'Mostly older homeowners, some new renters.'],
  [
    'community',
    "we're a group of neighbours trying to get the council to fix the flooding on our road and keep each other informed",
  ],
  [
    'community',
    'i live in a tower block in Glasgow and the residents want to organise about the broken lifts and the damp',
  ],
  ['community', 'Neighbours group on a brand new housing estate'],
  ['community', 'Residents of a retirement village looking out for each other'],
  ['community', 'Local residents around a quarry expansion', 'People are angry and not sure where to start.'],
  [
    'volunteering',
    'I coordinate about 40 volunteers at a night shelter and filling the rota for Friday shifts is a weekly panic',
    'Some volunteers are in their eighties.',
  ],
  [
    'volunteering',
    'we are all volunteers running a community fridge and keeping track of who does which shift is messy',
  ],
  ['volunteering', 'Church volunteers running a warm space in winter'],
  [
    'gardening',
    'our community garden has twenty plot holders and the watering rota and tool shed are always in dispute',
  ],
  ['gardening', 'Kitchen garden of a country house hotel'],
  [
    'youth',
    "I'm a leader at our church youth group and parents want updates while the young people want nothing written down",
  ],
  ['youth', 'Air cadet squadron at an RAF base', 'Around 45 cadets aged 12 to 18.'],
];
