/**
 * Probe batch CK (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on teams and functions inside private companies named by their function and their parent (about half of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 78 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CK_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CK_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CK_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'the orchard team at a cider company',
    'They grow the apples on about 300 acres and we want to plan picking better.',
  ],
  [
    'farming',
    'I run the company farms for a big crisp maker and potato harvest is chaos every year with contract combines',
  ],
  ['forestry', 'woodland management team of a water company'],
  [
    'forestry',
    'i manage felling contractors across three estates for a timber firm and nobody knows which blocks are finished',
    'Mostly conifer, some broadleaf.',
  ],
  ['fishing', 'the fishing boats owned by a frozen fish company'],
  [
    'fishing',
    'my dad and me run a crab boat out of Whitby and the catch records and quota paperwork are killing us',
  ],
  ['mining', 'quarry division of a cement company'],
  [
    'mining',
    "we're shift supervisors underground at a gold mine in WA and handovers between crews are pretty patchy",
    'About 80 on each roster, all FIFO.',
  ],
  ['manufacturing', 'quality inspectors at a car-seat maker'],
  [
    'manufacturing',
    "I'm shift lead on the packaging line at a pharma company and we lose an hour every night to jams",
  ],
  ['foodProduction', 'the recipe development kitchen at a supermarket chain'],
  [
    'foodProduction',
    'we make the sandwiches in the central kitchen for a chain of coffee shops and every batch needs hygiene sign off',
    'Around 9,000 sandwiches a night.',
  ],
  [
    'textiles',
    'the sampling room at a fashion retailer',
    "Six machinists making first samples from the designers' patterns.",
  ],
  [
    'textiles',
    'we are doing export garment stitching unit in Tiruppur and always the fabric is coming late from mill',
    'Around 120 tailors, two shifts.',
  ],
  [
    'energy',
    'the energy management team at a supermarket chain',
    'We pay for power at 900 stores and want to cut peak usage.',
  ],
  ['energy', 'I look after the on-site power plant at a paper mill and every grid outage costs us a fortune'],
  ['waterUtility', 'private water supply crew at a whisky distillery'],
  [
    'waterUtility',
    "I'm a network controller for a rural water supplier and burst mains at night are our biggest headache",
  ],
  [
    'wasteRecycling',
    'the waste and recycling desk at a supermarket chain',
    'We want to stop paying landfill tax on stuff that could be recycled.',
  ],
  [
    'wasteRecycling',
    'we collect food waste from restaurants round Leeds for anaerobic digestion and the collection rounds keep changing',
  ],
  ['construction', 'store fit-out team of a coffee chain'],
  [
    'construction',
    "I'm site manager for a supermarket chain's new store builds and the tradies keep rocking up without inductions",
  ],
  ['logistics', 'the distribution centre of a pet food brand'],
  [
    'logistics',
    "we run goods-in at a DIY chain's warehouse and the trucks arrive whenever they like",
    'Two shifts, about 30 people.',
  ],
  ['vehicleRepair', 'the workshop that services the vans for a plumbing firm'],
  [
    'vehicleRepair',
    "me and two mechanics keep a bus company's fleet on the road and the parts never arrive on time",
    'Sixty buses, two of us on nights.',
  ],
  ['aviation', 'flight department of a mining company', 'Two jets and a helicopter, seven pilots.'],
  [
    'aviation',
    'we are ramp staff at a regional airport for a handling company, turnarounds keep slipping because fuel is late',
  ],
  ['publicTransport', 'the staff shuttle bus service run by a car factory'],
  [
    'publicTransport',
    'i do driver scheduling for a small transit agency in Ohio and the school routes wreck our whole timetable',
    'We have 22 buses and are always short on drivers.',
  ],
  ['maritime', 'ship chartering desk at a grain trader'],
  [
    'maritime',
    'im on the marine team of an oil company, we charter supply vessels and crew changes are a nightmare',
  ],
  ['postalCourier', 'the post room at a law firm'],
  [
    'postalCourier',
    'i deliver parcels for a courier company in Pune and failed deliveries are eating all my time',
    'Around 120 drops daily, on two-wheeler.',
  ],
  ['retail', 'the club shop of a football club'],
  [
    'retail',
    'I manage the gift shop at a zoo and the stock count never ever matches what the till says',
    'Me plus 3 part-timers.',
  ],
  ['sales', 'the trade sales team at a paint manufacturer'],
  [
    'sales',
    'our field reps for a craft brewery keep missing quota because the pubs order direct from wholesalers',
    'Six reps, each covering a region.',
  ],
  ['customerSuccess', 'the onboarding and renewals team at a payroll software company'],
  [
    'customerSuccess',
    'we look after about 200 business accounts for a booking platform and renewals keep catching us by surprise',
    'Churn went up 4% last quarter.',
  ],
  ['contactCentre', 'Telco call centre'],
  ['contactCentre', 'the customer service phone line at an energy supplier'],
  [
    'contactCentre',
    "i am team leader for 12 agents in a bank's fraud helpline process at Chennai, queue is spiking every monday",
  ],
  ['hospitality', 'the staff canteen at a car factory'],
  [
    'hospitality',
    'we run a 20 room hotel in the Lakes and housekeeping and reception never agree which rooms are ready',
  ],
  [
    'tourism',
    'the travel desk at an engineering firm',
    'We book trips for 2,000 staff and the travellers always change plans.',
  ],
  [
    'tourism',
    'me and my brother run wildlife tours and boat trips on the Gold Coast, bookings are all over the shop',
  ],
  [
    'software',
    'the in-house developers at a supermarket chain',
    'About 25 engineers, the business keeps asking for everything at once.',
  ],
  [
    'software',
    "we're four devs building the member app for a chain of gyms and every release breaks something",
  ],
  ['product', 'product managers at a high-street bank'],
  [
    'product',
    "I'm the only product manager at a startup that sells to dentists and the roadmap changes every week",
    'Founders keep promising features to customers.',
  ],
  ['openSource', 'the open source program office at a car maker'],
  [
    'openSource',
    'a bank pays me to maintain a python library they open sourced and the issue tracker is drowning me',
  ],
  ['dataPlatform', 'Airline analytics'],
  [
    'dataPlatform',
    'the analytics team at a bakery chain',
    'Three analysts, one data engineer, lots of Excel.',
  ],
  [
    'dataPlatform',
    'we build the data pipelines and dashboards for an insurance company and honestly nobody trusts the numbers',
  ],
  ['platformOps', 'the cloud infrastructure team at a ticketing company'],
  [
    'platformOps',
    "I'm on call for our kubernetes clusters at a bank and the pager goes off nearly every weekend",
    'Team of 5, three time zones.',
  ],
  [
    'retrospectives',
    'the monthly retro for the marketing team at a brewery',
    'Eight people and we always run out of time.',
  ],
  [
    'retrospectives',
    'our retros in the finance team at a car dealer have turned into moan sessions and nobody does the actions',
  ],
  ['newsMedia', 'the internal news team at an airline'],
  [
    'newsMedia',
    'I edit a local news website covering three towns and stories go out before anyone has checked them',
    'Two reporters and me, plus freelancers.',
  ],
  ['telecoms', 'the radio and mobile network team at a railway company'],
  [
    'telecoms',
    "we're a small rural broadband co-op and every time a line goes down the phone rings off the hook",
  ],
  [
    'creativeAgency',
    'the in-house creative team at a toy company',
    'Four designers and a copywriter, briefs come from everywhere.',
  ],
  [
    'creativeAgency',
    "I'm the only designer in marketing at a plumbing supplies company and every department sends me briefs on post-its",
  ],
  [
    'finance',
    'credit control at a builders merchant',
    'Debtor days are creeping up and the sales reps keep overriding stops.',
  ],
  [
    'finance',
    "I'm finance manager for a group of dental practices and month end close takes us nearly two weeks",
  ],
  ['insurance', 'the captive insurance unit of a shipping company'],
  [
    'insurance',
    "we underwrite the pet policies for a supermarket's insurance arm and claims and underwriting barely talk",
  ],
  ['accounting', 'the tax team at a car dealership group'],
  [
    'accounting',
    'i do bookkeeping and GST returns for around 60 small businesses and every month end is total nightmare',
    'Just me and a part-time assistant.',
  ],
  [
    'realEstate',
    'the property team at a pub company',
    'We have 400 tenanted pubs and lease renewals keep sneaking up on us.',
  ],
  [
    'realEstate',
    'my wife and I own six rental flats and keeping track of tenants, repairs and deposits is beyond us',
  ],
  ['legal', 'the contracts team at an aerospace supplier'],
  [
    'legal',
    "I'm the only attorney at a software scale-up and contracts from sales pile up with no real priority",
  ],
  ['consulting', 'the internal consulting unit of a big retailer'],
  [
    'consulting',
    'I freelance as a sustainability consultant and writing proposals eats the time I should spend on client work',
    'I want to stop working weekends.',
  ],
  ['architecture', 'the in-house architects of a hotel group'],
  [
    'architecture',
    "we're a five person architecture practice and drawings go to site before the client has signed them off",
    'Mostly residential extensions and a couple of schools.',
  ],
  ['research', 'Pharma R&D'],
  ['research', 'the research team at a pet food company'],
  [
    'research',
    'I run a small ecology research group and our field data never ends up in the same format twice',
  ],
  ['veterinary', 'the vet team at a poultry company'],
  [
    'veterinary',
    "we're a mixed practice with farm and small animal vets and out of hours cover is a constant fight",
    'Nine vets over two sites.',
  ],
  ['peopleTeam', 'Hotel HR'],
  ['peopleTeam', 'recruitmant team at a care home group'],
  [
    'peopleTeam',
    'the people team of a restaurant chain',
    'About 3,000 staff across 60 sites, hiring never stops.',
  ],
  [
    'peopleTeam',
    "I'm the only HR person at a manufacturing firm of 150 and onboarding new starters is chaotic",
  ],
  ['facilities', 'Hospital estates'],
  ['facilities', 'the facilities team at a call centre'],
  [
    'facilities',
    'we clean and maintain the offices for a software company and requests come by text, email and shouting',
    'Three of us for four floors.',
  ],
  ['security', 'security guards at a distribution warehouse'],
  [
    'security',
    'I run the night patrols for the security team at a shopping centre and incident reports are still on paper',
  ],
  [
    'publicServices',
    'planning applications team at a city council',
    'The backlog is about 900 applications.',
  ],
  [
    'publicServices',
    "we're the housing benefits team at the council and residents wait weeks for an answer from us",
  ],
  ['governmentPolicy', 'the public affairs team at an energy company'],
  [
    'governmentPolicy',
    'I work in a small team drafting policy for a government department and ministers change direction every month',
  ],
  ['justice', 'probation officers in a youth offending service'],
  [
    'justice',
    "I'm a court clerk and hearings get listed twice or not at all because the diary lives on three systems",
  ],
  ['emergencyServices', 'Firehouse'],
  [
    'emergencyServices',
    "we're a volunteer mountain rescue team and at 3am nobody knows who is actually available for a call-out",
    'Around 40 people on the callout list.',
  ],
  ['schools', 'the school run by a mining company in a remote town'],
  ['schools', 'I teach 9th grade history and finding subs when a colleague calls out sick is absolute chaos'],
  ['earlyYears', 'the workplace creche at a bank'],
  [
    'earlyYears',
    'we run a childminding setting from home with two assistants and parents message us at all hours',
    'Ten children on the books, ages 1 to 4.',
  ],
  ['university', 'lecturers on the nursing degree at a university'],
  [
    'university',
    'I convene a first year module with 400 students and the marking deadlines always collide with lecture prep',
  ],
  ['training', 'Bank L&D'],
  [
    'training',
    'the driver training school at a haulage company',
    'We train about 200 new HGV drivers a year.',
  ],
  ['training', 'I deliver first aid courses to businesses and learners book, cancel and rebook constantly'],
  [
    'healthcare',
    "I'm a charge nurse on a busy surgical ward and handover between shifts keeps missing important things",
  ],
  ['emergencyCare', 'the offshore medics on an oil company platform'],
  [
    'emergencyCare',
    'we run the minor injuries unit at a small hospital and the triage queue backs up every evening',
  ],
  ['primaryCare', 'the GP practice on a university campus'],
  ['primaryCare', "I'm on reception at a GP practice and the 8am rush for appointments is honestly awful"],
  ['pharmacy', 'the in-store pharmacy at a supermarket'],
  [
    'pharmacy',
    'i am pharmacist in small town medical store and dispensing errors are happening when staff is less',
  ],
  ['dentistry', 'the staff dental clinic at a big car plant'],
  ['dentistry', "we're a two chair dental surgery and the hygienist's book is always double booked somehow"],
  ['mentalHealth', 'the employee counselling service at a bank'],
  [
    'mentalHealth',
    "I'm a therapist in private practice and between sessions the admin eats up all my evenings",
    'Solo practice, about 25 clients a week.',
  ],
  ['socialCare', 'the home care team of a housing association'],
  [
    'socialCare',
    'our carers do home visits to elderly clients and the rota never matches who needs what',
    'About 70 clients and 25 carers.',
  ],
  ['performingArts', 'the staff choir at an insurance firm'],
  ['performingArts', 'I direct a community choir of 60 and half of them never know which rehearsal is which'],
  ['museum', 'the corporate archive and museum of a biscuit company'],
  ['museum', "we're a small local history museum and no one knows where half the objects in the store are"],
  ['library', 'the law library at a big firm of solicitors'],
  ['library', 'I run the school library on my own and overdue loans and lost books are out of control'],
  [
    'sport',
    'i coach under 12s footy on sundays and getting enough players for each match is a weekly battle',
  ],
  ['events', 'the events team at a law firm'],
  [
    'events',
    'we organise a three day folk festival and ticketing, stewards and artists all live on separate spreadsheets',
  ],
  ['visualArts', 'the artist residency programme at an engineering company'],
  ['visualArts', 'I share a studio with four other painters and we never agree on who pays for what'],
  ['personalCare', 'the hair and makeup team at a TV production company'],
  [
    'personalCare',
    'Im a mobile nail tech and my appointmnets clash becuase clients book on Instagram and WhatsApp both',
  ],
  [
    'faith',
    'our small congregation shares one building with two other churches and the worship rota is a mess',
    'We are about 40 on a Sunday.',
  ],
  ['association', 'the retired staff association of a railway company'],
  [
    'association',
    "I'm secretary of a model railway society and half the members never renew their subs on time",
  ],
  ['repairShop', 'the returns repair bench at an electronics retailer'],
  [
    'repairShop',
    "we fix laptops and game consoles in a tiny workshop and customers keep ringing to ask if it's ready",
    'Two techs, parts come from three suppliers.',
  ],
  ['funeral', 'the bereavement office at a hospital'],
  [
    'funeral',
    "we're a family-run funeral directors and arranging services around three crematoria is a juggling act",
  ],
  ['nonprofit', 'the corporate foundation of a supermarket chain'],
  [
    'nonprofit',
    "I'm the only paid staff at a refugee charity and reporting to funders takes all my time",
    'Five funders, each with their own form.',
  ],
  [
    'household',
    'my husband and I both work shifts at the hospital and the school pickups with three kids are chaos',
    'Kids are 4, 8 and 12.',
  ],
  [
    'household',
    'single dad here with two teenagers and chores and screen time are a fight every day in our house',
  ],
  ['household', 'a farming family with grandparents living in the same house'],
  ['household', 'the family of a pub landlord living above the pub'],
  [
    'community',
    "neighbours on our road started a whatsapp group after the floods and now it's total chaos",
    'About 35 houses.',
  ],
  [
    'community',
    'I live in a tower block and us residents want to get organised about the broken lifts and bins',
  ],
  ['community', 'the village around a quarry, worried about the blasting'],
  ['community', 'residents living next to a new business park'],
  ['volunteering', 'the staff volunteering programme at a bank'],
  [
    'volunteering',
    "we're the volunteers running a hospital cafe and the shift rota is still a paper sheet on the wall",
  ],
  [
    'volunteering',
    'I coordinate 40 volunteers for a night shelter and filling every shift over Christmas is a nightmare',
  ],
  ['volunteering', 'befriending volunteers for a hospice'],
  ['youth', 'the youth outreach team of a football club'],
  ['youth', "I'm a Guide leader and getting parents to sign consent forms for camp takes weeks"],
  ['gardening', 'the gardens team at a hotel group'],
  [
    'gardening',
    'we run a community garden with raised beds and nobody waters anything in August',
    'About 30 beds on council land.',
  ],
];
