/**
 * Probe batch R (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on small and medium businesses of every kind and the households and hobby groups of the people who run them, in the US, Germany, the Netherlands, Nigeria, the Philippines, Brazil and Mexico), before any change to the drafter
 * was measured on it, and committed before it. 61 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_R_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_R_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_R_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Piggery'],
  [
    'farming',
    'we grow cassava and maize on about 40 hectares near Ogbomoso and harvest labour is always short',
    'We are 6 family members plus casual workers in season.',
  ],
  ['farming', 'Hydroponic lettuce greenhouse supplying a supermarket chain'],
  ['forestry', 'Forestry contractor'],
  [
    'forestry',
    'I manage a private woodland in the Black Forest for the owners and the bark beetle damage is getting worse',
  ],
  [
    'forestry',
    'Timber harvesting crew for a furniture factory',
    'Two harvesters, one forwarder, seven guys.',
  ],
  ['fishing', 'Bangka fishermen'],
  [
    'fishing',
    'my father and brothers run two shrimp trawlers out of Campeche and nobody tracks the catch properly',
  ],
  ['fishing', 'lobster boats supplying a seafood restaurant'],
  [
    'mining',
    'we run a small gold mine in Minas Gerais and the underground safety checks are mostly on paper',
    'Around 45 miners on two shifts, we want fewer near misses.',
  ],
  ['mining', 'Limestone quarry owned by a cement company'],
  ['manufacturing', "I'm shift lead on a packaging line in Monterrey, too many defects slip thru on nights"],
  ['manufacturing', 'CNC machine shop making parts for aircraft', 'About 25 machinists, two shifts.'],
  ['foodProduction', 'Tortillería'],
  [
    'foodProduction',
    'we make hot sauce in small batches and keeping the recipe and hygiene records straight is a nightmare',
  ],
  ['foodProduction', 'Sausage production for a chain of butcher shops'],
  ['textiles', 'garment workshop'],
  [
    'textiles',
    'I run an aso-ebi tailoring business in Ibadan and every wedding season the fabric orders pile up',
    'I have 8 tailors and 2 apprentices.',
  ],
  ['textiles', 'Embroidery workshop making uniforms for hotel chains'],
  ['energy', 'Mini-grid operator'],
  [
    'energy',
    'we operate a biogas plant on a pig farm and the generation numbers never match what we sell to the grid',
  ],
  ['energy', 'Small hydro power station owned by a brewery'],
  ['waterUtility', 'I look after the borehole and pipe network for our barangay and the leaks never end po'],
  [
    'waterUtility',
    'Water supply crew for a big industrial park',
    'We want to find leaks before the factories complain.',
  ],
  [
    'wasteRecycling',
    'we collect used cooking oil from restaurants around São Paulo and the collection routes are chaos',
  ],
  ['wasteRecycling', 'cardboard recycling for a supermarket chain'],
  [
    'construction',
    "I'm the site manager on a 6-storey apartment build in Rotterdam and subcontractors keep ignoring safety rules",
    'Worried someone will get hurt before handover in March.',
  ],
  ['construction', 'Contractor renovating classrooms over the summer'],
  [
    'logistics',
    'we move refrigerated freight between Guadalajara and the border and dispatch is basically one guy with WhatsApp',
  ],
  ['logistics', 'Warehouse team of an online fashion shop'],
  [
    'vehicleRepair',
    "we're a two-bay garage in Ohio, mostly brakes and oil changes, and the parts ordering is always behind",
  ],
  ['vehicleRepair', "Mechanics who service a bus company's minibuses"],
  ['aviation', 'Helicopter charter'],
  [
    'aviation',
    'I run ground handling for a small regional airport in Mindanao and turnaround times keep slipping',
  ],
  [
    'aviation',
    'Aircraft maintenance hangar for a flying doctor service',
    'Three engineers, four aircraft, very tight on parts.',
  ],
  [
    'publicTransport',
    'we run the city minibus service in a small German town and the timetable falls apart whenever a driver is sick',
  ],
  ['maritime', 'Tugboat company'],
  [
    'maritime',
    'I coordinate crew changes for three cargo ships and the port paperwork is eating all my time',
  ],
  ['maritime', 'Port agency handling ships for an oil company'],
  ['postalCourier', 'Motorbike couriers'],
  [
    'postalCourier',
    'we do same-day parcel delivery in Lagos with 12 dispatch riders and lost packages are killing our reputation',
    'We want customers to trust us again.',
  ],
  ['postalCourier', 'mailroom of a law firm'],
  ['retail', 'my wife and I own a hardware store in Texas and the stock counts never match the shelves'],
  ['retail', 'Gift shop inside a museum'],
  ['retail', 'Späti'],
  [
    'sales',
    "I lead a team of five reps selling industrial pumps and our pipeline is all in people's heads",
    'Quota went up 30% this year.',
  ],
  ['sales', 'Sales team of a solar panel manufacturer'],
  [
    'customerSuccess',
    'we onboard restaurants onto our POS software and churn after month three is way too high',
  ],
  ['customerSuccess', 'Account managers at a payroll software company', 'Mostly renewals and onboarding.'],
  [
    'contactCentre',
    'I supervise a night shift of 30 agents taking calls for a US telco and the queue times are terrible',
  ],
  ['contactCentre', 'Booking hotline for a chain of dental clinics'],
  [
    'hospitality',
    'we have a 20-room boutique hotel in Tulum and the kitchen and housekeeping never talk to each other',
  ],
  [
    'tourism',
    'I run walking tours of Amsterdam for cruise passengers and bookings come in from five different platforms',
  ],
  ['tourism', 'safari trips run by a wildlife conservation charity'],
  [
    'software',
    "we're four developers building a booking app for barbers and every release breaks something in production",
    'We want to ship without the Monday panic.',
  ],
  ['software', 'In-house developers at a logistics company'],
  [
    'product',
    "I'm the only product manager at a fintech startup in Lagos and the roadmap changes every week",
  ],
  ['product', 'Product discovery team for a farm management app'],
  [
    'openSource',
    'I maintain a small open source library for Brazilian tax invoices and issues pile up faster than contributors help',
  ],
  [
    'openSource',
    'Open source plugin project sponsored by a hosting company',
    'Two maintainers, maybe 40 occasional contributors.',
  ],
  [
    'dataPlatform',
    'we built dashboards for our restaurant chain but the data pipeline breaks and nobody trusts the numbers',
  ],
  ['dataPlatform', 'Data engineering team of an insurance broker'],
  [
    'platformOps',
    "I'm the one ops guy running our Kubernetes cluster and every deploy on friday ends in an outage",
  ],
  ['platformOps', 'Infrastructure team for an online bank', 'Regulators want better incident records.'],
  [
    'retrospectives',
    'our team retros have become a complaining session and none of the action items ever get done',
  ],
  [
    'retrospectives',
    'Monthly retrospective of a warehouse shift team',
    'We want it to lead to real improvements.',
  ],
  [
    'newsMedia',
    'I edit a small local news site in Cebu and our audience keeps dropping even though stories get shared',
  ],
  ['newsMedia', 'Sports desk of a regional newspaper'],
  ['telecoms', 'Local ISP'],
  [
    'telecoms',
    'we install fibre broadband in rural villages in Bavaria and signal complaints come in faster than we fix them',
  ],
  ['telecoms', 'Temporary mobile network crew for a music festival'],
  [
    'creativeAgency',
    "we're a tiny branding studio in Mexico City and client briefs keep changing halfway through the design",
    'Five of us, mostly freelancers.',
  ],
  ['creativeAgency', 'In-house creative team at a beer brand'],
  [
    'finance',
    'I handle cash flow and budgets for a family-owned trucking company and the ledger is always a month behind',
  ],
  ['finance', 'Finance team of a chain of gyms'],
  [
    'insurance',
    "we're a small insurance agency selling crop policies to farmers and claims take months to settle",
  ],
  [
    'insurance',
    'Underwriting team at a marine insurer',
    'Worried about how we price risk for older vessels.',
  ],
  [
    'accounting',
    'I do the bookkeeping and tax returns for about 60 small shops and January is always a disaster',
  ],
  ['accounting', 'Accounting firm serving churches and mosques'],
  [
    'realEstate',
    'I manage 40 rental flats for landlords in Utrecht and tenant repair requests get lost constantly',
  ],
  ['realEstate', 'Student housing lettings near a university'],
  [
    'legal',
    "we're a three-lawyer practice handling immigration cases and tracking every matter deadline is getting impossible",
    'Missing one deadline could sink a client.',
  ],
  ['legal', 'Legal department of a shipping company'],
  ['consulting', 'Boutique consultancy'],
  [
    'consulting',
    'I run a two-person consultancy advising farms on export rules and proposals eat up all our unpaid time',
  ],
  ['consulting', 'management consultants for hospitals'],
  [
    'architecture',
    "we're a small architecture firm in Nuremberg and drawing revisions between us and the client are a mess",
  ],
  ['architecture', 'Architects designing church extensions'],
  [
    'research',
    'I coordinate field studies on soil bacteria for an agritech company and the experiment data is scattered everywhere',
  ],
  [
    'research',
    'Research group studying fish stocks for the fisheries ministry',
    'Four researchers and some PhD students.',
  ],
  [
    'veterinary',
    "I'm a large-animal vet covering cattle ranches in Sonora and keeping track of farm visits is chaos",
  ],
  ['veterinary', 'Animal clinic inside a pet store'],
  [
    'peopleTeam',
    "I'm the only HR person at a 120-staff logistics company and onboarding new drivers takes forever",
    'Half of new drivers quit within two months.',
  ],
  ['peopleTeam', 'Recruitment team of a hotel group'],
  [
    'facilities',
    "we do office cleaning across Manila business parks and supervisors can't see which sites were actually cleaned",
  ],
  ['facilities', 'Maintenance team of a shopping centre'],
  [
    'security',
    'we are providing guards for construction sites around Abuja and is hard to verify the night patrols',
    'We have about 70 guards on rotation.',
  ],
  ['security', 'Security team at a football stadium'],
  [
    'publicServices',
    "I work at the municipal office handling residents' permit requests and the backlog keeps growing every month",
  ],
  ['publicServices', 'Citizen service desk located in the central library'],
  [
    'governmentPolicy',
    "I'm an adviser drafting the small business policy for our state ministry and the public consultation was a shambles",
  ],
  ['governmentPolicy', 'Ministry team writing fisheries policy'],
  ['justice', 'I clerk at a district court and hearings get postponed so often that case files go missing'],
  ['justice', 'Probation office working with young offenders', 'Caseloads are around 50 per officer.'],
  [
    'emergencyServices',
    "I'm a shift commander at a fire station and incident reports get written days after the call",
  ],
  ['schools', 'Elementary school'],
  [
    'schools',
    'I teach Year 5 and our lesson planning is split across three drives so nobody can find anything',
  ],
  ['schools', "School run by a mining company for workers' kids"],
  ['earlyYears', 'Kita', 'two groups, 35 kids, staff always sick in winter'],
  [
    'earlyYears',
    'we run a daycare for 30 toddlers and parents complain they never hear what their child did all day',
    'Six staff, open 7 to 6.',
  ],
  ['earlyYears', 'Crèche at a garment factory'],
  [
    'university',
    "I coordinate a master's module with 200 students and lecture recordings keep going missing",
  ],
  ['university', 'Nursing faculty at a state university'],
  [
    'training',
    'we run forklift and safety courses for warehouse staff and trainers keep double-booking the sessions',
  ],
  [
    'healthcare',
    "I'm a charge nurse on a surgical ward and handovers between shifts keep missing important patient details",
  ],
  ['healthcare', 'Medical ward of a mission hospital'],
  [
    'emergencyCare',
    'we run a private ambulance service in Guadalajara and triage at the scene is inconsistent between crews',
    'Eight ambulances, 24/7.',
  ],
  ['emergencyCare', 'First aid tent at a motocross race'],
  [
    'primaryCare',
    "I'm the practice manager at a family doctor office and appointment no-shows are wrecking our schedule",
  ],
  ['primaryCare', 'Family medicine clinic inside a shopping mall'],
  ['pharmacy', 'Botika'],
  [
    'pharmacy',
    "we're a community pharmacy in Enugu and prescriptions get dispensed late because stock runs out",
  ],
  ['pharmacy', 'Pharmacy counter inside a supermarket', 'Two pharmacists and three techs.'],
  ['dentistry', 'Dentist'],
  [
    'dentistry',
    'I own a two-chair dental practice in Porto Alegre and the patients are always cancelling the cleanings in last minute',
  ],
  ['dentistry', 'Mobile dental van visiting schools'],
  ['mentalHealth', 'Counselling practice'],
  [
    'mentalHealth',
    "I'm a therapist in a group practice and we're all burning out from back-to-back sessions",
    'We want a calmer week without dropping clients.',
  ],
  ['mentalHealth', 'Wellbeing counsellors for a police force'],
  [
    'socialCare',
    'I coordinate home care visits for elderly clients in Houston and carers keep missing visits when routes change',
  ],
  ['socialCare', 'Assisted living wing of a retirement resort'],
  ['performingArts', 'Mariachi band'],
  [
    'performingArts',
    'I direct a community choir of 60 singers and rehearsals get chaotic because half never practise',
    'Concert is in six weeks.',
  ],
  ['performingArts', 'Dance company touring schools'],
  ['museum', 'Heimatmuseum'],
  ['museum', "we're a small maritime museum and the object catalogue is still half on index cards"],
  ['museum', 'Corporate museum at a chocolate factory'],
  ['library', 'i run the library at a law school and overdue loans are out of controll'],
  ['library', 'Lending library in a hospital'],
  ['sport', 'Futsal club'],
  ['sport', 'I coach an under-14 girls basketball team and half the players skip training before matches'],
  ['sport', 'Rowing club of a Dutch university', 'About 90 members, mostly beginners.'],
  ['events', 'Wedding planner'],
  [
    'events',
    'we organise a food festival in Lagos every December and ticketing plus vendor setup is always last minute',
  ],
  ['events', 'Conference team at a medical association'],
  [
    'visualArts',
    'I share a studio with four painters and we never agree on who pays for the shared materials',
  ],
  ['visualArts', 'Mural artists painting for the city council'],
  [
    'personalCare',
    'I own a barbershop in Quezon City and walk-ins versus appointments make the queue unpredictable',
    'Four barbers, open seven days.',
  ],
  ['personalCare', 'Hair salon inside a hotel'],
  ['faith', 'our church has three Sunday services and the worship team rota is always changing last minute'],
  ['faith', 'Prayer group at a hospital'],
  ['association', 'Verein', 'About 300 members and nobody wants to join the committee.'],
  [
    'association',
    "I'm treasurer of our shopkeepers' association and half the members never pay their dues on time",
  ],
  [
    'repairShop',
    'we fix laptops and phones in a small kiosk in Makati and parts orders get lost all the time',
  ],
  [
    'repairShop',
    'Appliance repair service for a property management company',
    'Three technicians and one van.',
  ],
  ['funeral', 'Funeral home'],
  [
    'funeral',
    'I run a family funeral business in Bavaria and coordinating with churches, florists and grieving families is overwhelming',
  ],
  ['funeral', 'Funeral services run by a Muslim burial society'],
  [
    'nonprofit',
    "we're a small charity funding scholarships for girls in Kano and donor reporting takes more time than the mission",
    'Two paid staff, the rest is trustees.',
  ],
  ['nonprofit', "Fundraising team of a children's hospice charity"],
  ['household', 'co-parenting', 'ex and me live 20 min apart, kids switch every week'],
  [
    'household',
    "my husband and I both run our own shops and the kids' school stuff keeps falling through the cracks",
    'Three kids, 4, 9 and 12.',
  ],
  ['household', 'i live with my parents, my sister and her 2 kids and nobody agree on the chores'],
  ['household', 'Household of a long-haul truck driver', 'Dad is away three weeks a month.'],
  ['community', 'Block residents'],
  [
    'community',
    "we're neighbours on one street in Eindhoven trying to turn an empty lot into something everyone can use",
  ],
  [
    'community',
    "I'm the contact person for our apartment block's residents and the group chat is pure chaos",
    'Around 80 flats, lots of older people.',
  ],
  ['community', 'Residents of a village next to a quarry', 'We want a louder voice about dust and trucks.'],
  ['community', 'Neighbours on a favela street organising after the floods'],
  ['volunteering', 'Pantry volunteers'],
  [
    'volunteering',
    "I organise the volunteer shifts at our food bank and every Saturday we're short three people",
  ],
  [
    'volunteering',
    "we're a group of volunteers who cook for homeless guests twice a week and the rota keeps collapsing",
    'About 25 volunteers, nobody is paid.',
  ],
  ['volunteering', 'Volunteer guides at a botanical garden'],
  ['volunteering', 'Hospital volunteers who push the book trolley', 'About 40 of us, mostly retired.'],
  [
    'youth',
    'I lead a church youth group of about 25 teenagers and getting parents to sign consent forms is impossible',
  ],
  ['youth', 'After-school youth club in a community centre'],
  ['gardening', 'Schrebergarten'],
  [
    'gardening',
    "I look after the rooftop vegetable garden at our office and plants keep dying when I'm on holiday",
  ],
  ['gardening', 'Garden crew of a golf resort'],
];
