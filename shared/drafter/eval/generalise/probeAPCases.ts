/**
 * Probe batch AP (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on teams inside tech companies and digital organisations and their counterparts in non-tech firms, often named with the firm's industry, written by people in the US, India and Europe), before any change to the drafter
 * was measured on it, and committed before it. 83 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AP_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AP_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AP_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Hop farm'],
  [
    'farming',
    'we grow paddy and sugarcane on around 40 acres near Mandya and harvest labour never comes on the promised day',
    'Mostly family plus hired workers in season.',
  ],
  ['farming', 'vertical lettuce farm supplying a supermarket chain'],
  ['forestry', 'Forestry contractors'],
  [
    'forestry',
    'I manage a conifer plantation in the Highlands and thinning keeps slipping because the harvester contractor is double booked',
  ],
  ['forestry', 'felling crew working for a paper mill'],
  ['fishing', 'me and my dad run two crab boats out of Newlyn and the quota paperwork is slowly killing us'],
  ['fishing', 'the shrimp boats owned by a seafood export company', 'About 12 boats, mostly 5-man crews.'],
  [
    'mining',
    "I'm a shift boss at an underground gold mine and handover between crews loses half the information every time",
  ],
  ['mining', 'lithium mine supplying an EV battery maker'],
  [
    'manufacturing',
    'we make injection moulded parts for car makers and our defect rate on nights is double the day shift',
    'Around 120 staff over three shifts.',
  ],
  ['manufacturing', "the contract factory that builds our company's smart thermostats"],
  [
    'foodProduction',
    'I run quality at a plant making ready meals for supermarkets and allergen changeovers are our constant nightmare',
  ],
  ['foodProduction', 'spice blending unit owned by a restaurant chain'],
  ['textiles', 'Handloom weavers'],
  [
    'textiles',
    "we're a small denim label with our own sewing room in Porto and patterns keep getting lost between sizes",
  ],
  ['textiles', 'the uniform sewing room of an airline', 'They want to cut the waste of fabric.'],
  ['energy', 'Windfarm O&M'],
  [
    'energy',
    'I look after dispatch for a small hydro plant and the grid operator keeps changing our generation schedule at short notice',
  ],
  ['energy', 'captive power plant at a steel works'],
  [
    'waterUtility',
    "we're network ops at a regional water company and night-time bursts always turn into absolute chaos",
  ],
  [
    'waterUtility',
    'water supply department of a municipal corporation',
    'Kindly suggest how to reduce the no-supply complaints.',
  ],
  [
    'wasteRecycling',
    'i run a small e-waste recycling startup in bangalore and collections from corporate offices are totally unpredictable',
  ],
  [
    'construction',
    "I'm site manager on a mid-rise housing build and the subbies never agree who is doing what",
  ],
  [
    'construction',
    'the contractor building a new hospital wing',
    'Safety is the big worry, we had two near misses last month.',
  ],
  [
    'logistics',
    'we run the warehouse for an online furniture store and peak season just wrecks our picking routes',
  ],
  ['logistics', 'fulfilment centre for an e-commerce marketplace'],
  [
    'vehicleRepair',
    'my brother and me have a two bay garage fixing mostly Marutis and Hondas and parts delays ruin our week',
  ],
  ['vehicleRepair', 'the fleet workshop of a bus company'],
  [
    'aviation',
    "I'm a crew scheduler at a regional airline and sick calls before the early flights cause a domino effect",
  ],
  ['aviation', 'corporate flight department of a pharma company', 'Two jets, six pilots.'],
  [
    'publicTransport',
    'we do timetable planning for a city tram network and every roadworks notice means redoing everything from scratch',
  ],
  ['maritime', "I'm chief officer on a container feeder ship and crew changes in port are always a scramble"],
  ['maritime', 'ship management arm of an oil company'],
  ['postalCourier', 'Courier depot'],
  [
    'postalCourier',
    'I supervise last-mile delivery riders in Pune and failed parcel deliveries keep bouncing back to our hub',
    'Around 60 riders, two shifts.',
  ],
  ['postalCourier', 'the mailroom of a big law firm'],
  [
    'retail',
    "we've got three phone accessory stores in malls and stock counts never match what the sytem says",
    'I want to know where the shrinkage happens.',
  ],
  [
    'sales',
    'I lead enterprise sales at a SaaS company and our pipeline reviews have turned into storytelling hour',
    'Twelve AEs, four SDRs. I want forecasts people believe.',
  ],
  ['sales', 'the sales team at a fertiliser company'],
  [
    'customerSuccess',
    'we handle onboarding for mid-size customers of our HR software and churn spikes right at the first renewal',
  ],
  ['customerSuccess', 'customer success at a logistics software company'],
  [
    'contactCentre',
    'I supervise 30 agents on the inbound line and the queue explodes evry Monday morning without fail',
  ],
  ['contactCentre', 'call centre of an energy supplier', 'Complaints about bills are most of the calls.'],
  [
    'hospitality',
    "I'm head chef at a 60 cover bistro and Friday service falls apart when one person calls in sick",
  ],
  ['hospitality', 'staff cafeteria at a tech campus'],
  [
    'tourism',
    'we organise heritage walks in Old Delhi for foreign visitors and bookings from three websites keep clashing',
  ],
  [
    'tourism',
    'travel desk of a consulting firm',
    'Consultants fly out every Monday and changes are constant.',
  ],
  [
    'software',
    "I'm an engineering manager and our releases keep slipping because the last week is always bug fixing",
    'Team of 9 devs, 2 QA.',
  ],
  [
    'product',
    "we're three PMs at a fintech and the roadmap gets hijacked by whatever the biggest customer wants that week",
  ],
  ['product', 'the product team at a hotel booking site', 'We ship a lot but discovery is weak.'],
  [
    'openSource',
    'I maintain a fairly popular python library in my spare time and the issue tracker is drowning me',
  ],
  [
    'openSource',
    'developer relations for an open-source database',
    'We want more outside contributors, not just users.',
  ],
  [
    'dataPlatform',
    "we're the analytics team and nobody trusts our dashboards since the numbers change every time the pipeline reruns",
  ],
  ['dataPlatform', 'data warehouse team of a hospital group'],
  [
    'platformOps',
    "I'm on the platform team and every deploy to our kubernetes clusters needs three people and a prayer",
  ],
  ['platformOps', 'the IT team for a chain of dental clinics', 'Two of us, 14 sites.'],
  [
    'retrospectives',
    'I facilitate the fortnightly retro for our trust and safety team and the same action items keep coming back',
  ],
  ['retrospectives', "monthly retrospective of a school's leadership team"],
  [
    'newsMedia',
    'I edit a small local news site and we cannot keep up with breaking stories and social at the same time',
  ],
  ['newsMedia', 'news team at a community radio station'],
  [
    'telecoms',
    "we're a small broadband provider in rural Wales and every storm takes out half our network",
    'Eight engineers, about 3,000 customers.',
  ],
  ['telecoms', 'the mobile network team at a railway operator'],
  [
    'creativeAgency',
    'I run a five person branding agency and clients keep changing the brief halfway through the campaign',
    'I want to stop the endless rework.',
  ],
  ['creativeAgency', 'in-house creative team at a sportswear brand'],
  ['finance', "I'm finance manager at a mid-size charity and the month-end close takes us two full weeks"],
  [
    'insurance',
    'we handle motor claims at an insurer in Chennai and the backlog has doubled after the floods',
  ],
  ['insurance', 'insurance arm of a car dealer group'],
  [
    'accounting',
    "I'm a bookkeeper with about twenty small business clients and tax season turns my life upside down",
  ],
  ['accounting', 'bookkeeping service for freelance designers', 'Just me and one part-timer.'],
  [
    'realEstate',
    'my wife and I own four rental flats and keeping track of tenant repairs is a constant headache',
  ],
  ['realEstate', 'the property team of a supermarket chain'],
  [
    'legal',
    "I'm in-house counsel at a startup and contract reviews pile up because sales wants everything yesterday",
  ],
  ['legal', 'legal team at a video game studio', 'Three lawyers, lots of licensing deals.'],
  [
    'consulting',
    "we're a small consultancy helping hospitals cut waiting times and our proposals take far too long to write",
  ],
  ['consulting', 'consulting arm of a cloud software vendor'],
  [
    'architecture',
    "I'm a junior architect and our drawings get revised so often we lose track of which version went to site",
  ],
  ['architecture', 'the architects designing a new school campus', 'Design team of 7 plus consultants.'],
  [
    'research',
    'I run a small ML research group and our experiments are basically impossible to reproduce six months later',
  ],
  ['research', 'research lab of a chocolate manufacturer', 'We want to stop repeating failed experiments.'],
  [
    'veterinary',
    "we're a two-vet clinic in a farming town and the night emergency calls are exhausting everyone",
  ],
  ['veterinary', 'the veterinary team at a zoo'],
  [
    'peopleTeam',
    "I'm the only HR person at a 90 person startup and onboarding new hires is a total mess",
    'We plan to hire 40 more this year.',
  ],
  ['peopleTeam', 'recruiting team at a hospital trust'],
  [
    'facilities',
    'I manage facilities for three office buildings and the cleaning contractor keeps missing the same floors',
  ],
  ['facilities', "facilities team at a software company's campus"],
  ['security', 'Night guards'],
  [
    'security',
    'we provide guards for construction sites and patrol reports come back handwritten and half illegible',
  ],
  ['security', 'security guards at a data centre', 'Around 25 guards on rotating shifts.'],
  [
    'publicServices',
    'I run the citizen service centre at our municipality and queues for permits go right out the door',
  ],
  ['publicServices', 'council services hub inside a shopping centre'],
  [
    'governmentPolicy',
    "I'm a policy adviser in a ministry and evidence from consultations hardly ever makes it into the final paper",
  ],
  ['governmentPolicy', 'public policy team at a ride-hailing company'],
  [
    'justice',
    "I'm a probation officer with about 40 offenders on my caseload and hearing dates keep shifting",
  ],
  ['justice', 'family court sitting in a town hall'],
  [
    'emergencyServices',
    "I'm a watch manager at a retained fire station and getting crews together for daytime calls is hard",
    'Most of our firefighters have other day jobs.',
  ],
  ['emergencyServices', 'mountain rescue team of a ski resort'],
  [
    'schools',
    'I teach in a government school in Kerala and lesson planning for mixed ability classes eats all my evenings',
    'Class of 45 pupils, Std 8.',
  ],
  [
    'earlyYears',
    'we run a nursery with 40 children and parents keep saying they never hear what their kid did all day',
  ],
  ['earlyYears', 'workplace creche at a tech park'],
  ['university', 'CompSci dept'],
  [
    'university',
    "I coordinate a master's course and module feedback from students arrives too late to change anything",
  ],
  ['university', "lecturers on a university's nursing course"],
  [
    'training',
    'I deliver first aid courses to companies and the learners forget nearly everything within a month',
  ],
  ['training', 'sales training team at a pharma company'],
  ['healthcare', 'Cardiac ward'],
  [
    'healthcare',
    "I'm a charge nurse on a surgical ward and handovers between shifts keep dropping important details",
  ],
  ['healthcare', 'dialysis unit run by a kidney charity', 'Twelve chairs, three sessions a day.'],
  [
    'emergencyCare',
    "we're an ambulance crew in a rural district and triage at scene is guesswork without the patient's records",
  ],
  ['emergencyCare', 'medical tent at a city marathon'],
  [
    'primaryCare',
    "I'm practice manager at a GP surgery and the 8am appointment rush melts our phone lines",
    'Six GPs, 11,000 patients.',
  ],
  ['primaryCare', 'doctor clinic for workers on a tea estate'],
  [
    'pharmacy',
    "I'm a pharmacist in a busy chain store and the prescription queue after 5pm is out of control",
  ],
  ['pharmacy', "the dispensary at a children's hospital"],
  [
    'dentistry',
    'we are a family dental clinic in Mumbai and almost one third of patients no-show for their appointments',
  ],
  ['dentistry', 'dental unit at an army barracks'],
  [
    'mentalHealth',
    "I'm a therapist in a small group practice and our session notes system is held together with tape",
  ],
  [
    'socialCare',
    "I manage domiciliary carers and visits get missed when someone's off sick and the rota isn't updated",
  ],
  ['socialCare', 'carers supporting residents of a sheltered housing block'],
  [
    'performingArts',
    'I sing in and help run a chamber choir and rehearsal time always runs short before concerts',
  ],
  ['performingArts', 'the brass band of a colliery'],
  [
    'museum',
    "I'm registrar at a regional museum and object loans between exhibitions are tracked in about five spreadsheets",
  ],
  ['museum', 'corporate museum of a car maker'],
  ['library', 'I run the library at a boarding school and overdue loans are a running battle every term'],
  ['library', "the law library of a solicitors' firm"],
  [
    'sport',
    "I coach an under-14 girls' football team and getting players to training on time is half the job",
  ],
  ['sport', 'company cricket team at an IT services firm', 'Matches every Sunday, 22 in the squad.'],
  [
    'events',
    'we organise a tech conference every spring and tickets, speakers and the venue always end up colliding',
  ],
  ['events', 'events team at a university alumni office'],
  ['visualArts', 'I share a ceramics studio with four other artists and kiln time is a constant argument'],
  ['personalCare', 'I run a two chair hair salon and clients double book through instagram and the phone'],
  ['personalCare', 'the spa at a golf resort'],
  [
    'faith',
    "I'm on the parish team at our church and organising Sunday services across three congregations is chaos",
  ],
  [
    'association',
    "I'm secretary of our local beekeepers' society and getting members to renew each year is tough",
  ],
  ['association', 'staff union at a bank'],
  [
    'repairShop',
    'we fix laptops and tablets from a small shop and customers constantly call asking where their device is',
  ],
  [
    'funeral',
    "we're a family-run funeral home and coordinating families, the crematorium and florists is exhausting",
    'Four staff, about 300 funerals a year.',
  ],
  ['funeral', 'funeral service arm of a co-op'],
  ['nonprofit', "I'm the only fundraiser at a small animal charity and our donor database is a total mess"],
  ['nonprofit', 'charitable foundation of a software company'],
  ['household', 'Family calendar'],
  [
    'household',
    'my husband works shifts at the hospital and I work from home, and school pickups keep falling through the cracks',
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    'we are joint family of nine people in Jaipur and nobody agrees on who does which chore at home',
  ],
  [
    'household',
    'household with two remote-working engineers and a toddler',
    'We want fewer arguments about whose turn it is.',
  ],
  ['household', 'family home of a dairy farmer with three teenage kids'],
  [
    'community',
    'I live in an apartment complex in Bengaluru and the residents can never agree about parking or noise',
    'About 200 flats, one very active WhatsApp group.',
  ],
  [
    'community',
    'our street has lots of elderly neighbours and we want a better way to check on each other in winter',
  ],
  ['community', 'residents of a new-build estate next to a quarry', 'Dust and lorries are the big issue.'],
  ['community', 'neighbours living around a football stadium'],
  [
    'volunteering',
    'I coordinate volunteers at a soup kitchen and filling the Saturday shifts is always a last-minute panic',
  ],
  [
    'volunteering',
    "we're a group of volunteer tutors helping refugees with English and the rota falls apart every summer",
    'Around 35 tutors, most are students.',
  ],
  [
    'volunteering',
    "volunteers who run a hospital's tea trolley",
    'Most of them are retired and not keen on apps.',
  ],
  [
    'youth',
    "I'm a youth worker at a drop-in centre and engaging the older teens is getting harder every year",
  ],
  [
    'gardening',
    "we're a little community garden and plots get neglected over summer when everyone goes away",
  ],
  ['gardening', 'kitchen garden of a country hotel', 'One gardener and a trainee.'],
  [
    'dataPlatform',
    "our marketing data lives in six tools and I'm the one analyst stitching the pipelines together every Monday",
  ],
  ['software', 'the mobile app developers at a supermarket chain'],
];
