/**
 * Probe batch AC (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on public and non-profit services described with their own jargon and acronyms as staff really say them, written by people in the UK, the US, Australia and New Zealand), before any change to the drafter
 * was measured on it, and committed before it. 62 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AC_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AC_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AC_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Hill farm', 'About 900 ewes, just me and my brother.'],
  [
    'farming',
    "we run the farm at an open prison, the lads do lambing and silage, and half the kit's broken",
    'About 20 men on the farm party at any one time.',
  ],
  ['farming', 'Commercial dairy herd at an ag college'],
  ['forestry', 'Timber crew'],
  [
    'forestry',
    'I manage 400 hectares of council woodland and our felling licences and thinning plans are all over the place',
  ],
  ['forestry', 'Pine plantation owned by an iwi trust'],
  [
    'fishing',
    'me and my dad run a cray boat out of Kaikoura and the catch reporting for MPI does my head in',
    'Just the two of us plus a deckie in summer.',
  ],
  ['fishing', 'Salmon netting station leased from a river trust'],
  [
    'mining',
    "I'm shift boss underground at a nickel mine in WA and handovers between FIFO rosters keep dropping critical stuff",
  ],
  ['mining', 'Gravel pit run by the county highways department'],
  [
    'manufacturing',
    'I supervise a prison workshop where the men assemble flat-pack furniture on contract and our defect rate is creeping up',
    'Roughly 35 on the workshop, and the instructors change a lot.',
  ],
  ['manufacturing', 'Road sign factory run by the state DOT'],
  ['foodProduction', 'Cook-chill unit'],
  [
    'foodProduction',
    'our central production kitchen batch-cooks meals for 40 primary schools and allergen labelling is a constant worry',
  ],
  ['foodProduction', "Bread line at a women's prison bakery"],
  ['textiles', 'Costume workroom'],
  [
    'textiles',
    "We're a tiny uniform sewing room at the NHS trust, 3 machinists altering scrubs, and orders arrive on scraps of paper",
  ],
  ['textiles', 'Sewing social enterprise set up by a refugee charity'],
  [
    'energy',
    'im a lineman for the lines company in Southland and after storms the outage jobs and crew dispatch go to pieces',
  ],
  ['energy', 'Community hydro scheme owned by a village trust'],
  [
    'waterUtility',
    'burst mains jobs keep getting double-booked on our reactive crew at Sydney Water and customers are left without supply',
  ],
  ['waterUtility', 'Water treatment works on an army base'],
  [
    'wasteRecycling',
    'I supervise the HWRC for the council and the van permit queue on a Saturday morning is out of control',
  ],
  ['wasteRecycling', 'Clinical waste collections from GP surgeries'],
  [
    'construction',
    "we're the client-side team building a new secondary school block and the main contractor keeps missing the H&S paperwork",
    'Handover is due before September.',
  ],
  [
    'construction',
    'Site team on a new hospital build',
    'We are the main contractor, about 300 workers on site.',
  ],
  [
    'logistics',
    'I run the warehouse for a food bank network, pallets in from supermarkets and out to 30 hubs, and stock just vanishes',
  ],
  ['logistics', 'Stores and distribution for an ambulance trust'],
  [
    'vehicleRepair',
    'parts lead times are killing us in the council fleet workshop where we service the gritters and bin lorries',
  ],
  ['vehicleRepair', 'Mechanics at a bus depot'],
  [
    'aviation',
    "I'm accountable manager at a small Part 145 hangar maintaining police helicopters and our tech log process is creaky",
  ],
  ['aviation', 'Flight ops team of an air ambulance charity', 'We have two aircraft and about 12 pilots.'],
  ['publicTransport', 'Tram control'],
  [
    'publicTransport',
    'i schedule the dial a ride minibuses for older residents and bookings still come by phone and get lost',
    'Six minibuses and nine drivers.',
  ],
  ['publicTransport', 'Yellow bus drivers for a school district'],
  ['maritime', 'Harbour office'],
  [
    'maritime',
    'I work on the tugs at Port of Tauranga and job allocation between berthing crews is still done on a whiteboard',
  ],
  ['maritime', 'Cargo ship crew delivering aid for a charity'],
  [
    'postalCourier',
    "since the walk revisions at our delivery office the posties' rounds are way too long and I'm the one managing it",
    'Twenty-two walks, lots of agency staff.',
  ],
  ['postalCourier', 'Courier runs carrying pathology samples between GP surgeries'],
  [
    'retail',
    "I manage the little shop on the hospital's main corridor and our stock counts never match the till",
  ],
  ['retail', 'Gift shop at the state museum', 'We want to cut down on dead stock.'],
  [
    'sales',
    "there's four of us reps selling school photography packages to headteachers and the whole pipeline lives in my head",
  ],
  ['sales', 'Public sector sales team at a telecoms firm'],
  [
    'customerSuccess',
    'I look after our council customers for the planning software and renewals keep sneaking up on us with no warning',
  ],
  ['customerSuccess', 'Onboarding team at an edtech company selling to universities'],
  [
    'contactCentre',
    'I team lead on the benefits helpline and average handle time targets are wrecking morale on the floor',
    'About 60 agents across two sites.',
  ],
  ['contactCentre', "Call centre for a housing association's repairs"],
  ['hospitality', 'Staff canteen'],
  [
    'hospitality',
    'the kitchen in the leisure centre cafe I manage cannot keep up when the swimming lessons all let out at once',
  ],
  ['hospitality', 'Cafe run by a mental health charity'],
  ['tourism', 'i-SITE', 'Small town, very busy in summer when the cruise ships are in.'],
  [
    'tourism',
    'I organise school trips abroad for a small travel firm and bookings and risk assessments are split over five spreadsheets',
  ],
  ['tourism', 'Heritage tours run by a cathedral'],
  [
    'software',
    "we're three developers building the council's bulky waste booking app and every single release breaks something",
  ],
  ['software', 'Software engineers in an NHS trust'],
  ['product', 'Discovery team', 'We are heading into alpha on a new benefits service.'],
  [
    'product',
    "I'm PM for the prescriptions feature in the NHS App and our roadmap changes whenever a minister makes a speech",
  ],
  ['product', 'Product owners in a police digital service'],
  [
    'openSource',
    'we maintain an open-source case management tool that lots of councils use and issue triage is drowning the core team',
    'Five maintainers, all part-time.',
  ],
  ['openSource', 'Open source project backed by a university lab'],
  [
    'dataPlatform',
    "I'm the lone data engineer at a police force and the crime dashboards break every time the source system changes",
  ],
  ['dataPlatform', 'Data warehouse team for a county health department'],
  [
    'platformOps',
    'we run the Kubernetes clusters behind a bunch of Home Office services and deploy freezes get announced far too late',
  ],
  ['platformOps', 'Infrastructure team for a state education department'],
  [
    'retrospectives',
    'I facilitate the fortnightly retro for our safeguarding team and the same three actions keep coming back every time',
  ],
  ['retrospectives', 'Post-incident retro for the 999 control room'],
  [
    'newsMedia',
    "I edit a hyperlocal news site for the borough and we can't keep up with council meetings plus readers' tips",
  ],
  ['newsMedia', 'News bulletin team at a community radio station'],
  [
    'telecoms',
    'signal blackspots on the emergency services radio network take forever to fix and I manage the mast maintenance contract',
  ],
  ['telecoms', 'Broadband rollout team for a rural council'],
  [
    'creativeAgency',
    "we're a small agency doing campaign work for NHS trusts and public health, and client sign-off on briefs drags on for weeks",
  ],
  [
    'finance',
    "I'm the school business manager and the budget forecasting for our academy trust is a nightmare every spring",
    'Four schools and one finance officer.',
  ],
  ['finance', 'Finance team at an ambulance service'],
  [
    'insurance',
    "I handle liability claims in the council's insurance team, mostly pothole damage to cars, and the backlog is months long",
  ],
  ['insurance', 'Insurance mutual for church parishes'],
  [
    'accounting',
    "january is pure chaos for me, I'm a sole practitioner doing tax returns for foster carers and small charities",
  ],
  ['accounting', 'Bookkeeping service for GP practices'],
  ['realEstate', 'Lettings team'],
  [
    'realEstate',
    "I manage the council's commercial property, mostly the shops under the flats, and tenant arrears are out of hand",
  ],
  ['realEstate', 'Student lettings office at a university'],
  [
    'legal',
    "I'm a paralegal in council legal services on childcare proceedings and our court bundles are always late",
  ],
  ['legal', 'In-house legal team at a university', 'Six lawyers and endless contract reviews.'],
  [
    'consulting',
    "we're a two-person consultancy helping councils redesign the adult social care front door and proposals take us forever",
  ],
  ['consulting', 'Consultants embedded in an NHS trust', 'We are there for six months on a turnaround.'],
  ['architecture', 'Arch studio'],
  [
    'architecture',
    "I'm an architect in county property services designing school extensions and drawing revisions get lost between consultants",
  ],
  ['architecture', 'Architects redesigning a remand prison'],
  ['research', 'CTU', 'Worried about recruitment to our big trial.'],
  [
    'research',
    'I coordinate a longitudinal study of care leavers and participant follow-ups keep falling through the gaps',
    'Funded for five years, we are in year two.',
  ],
  ['research', "Evaluation unit at a children's charity"],
  ['veterinary', "intake exams clash with rehoming appts constantly at the RSPCA centre where i'm the vet"],
  ['veterinary', 'Vet clinic at a zoo'],
  ['peopleTeam', 'Resourcing team'],
  [
    'peopleTeam',
    "I'm the only HR person for a county fire and rescue service and onboarding on-call firefighters takes months",
  ],
  ['peopleTeam', 'Recruitment team for a health board', 'Nurse vacancies are the big one.'],
  [
    'facilities',
    'I manage caretakers and cleaners across three primary schools and maintenance requests come in by text at all hours',
  ],
  ['facilities', 'Cleaning contract at a courthouse'],
  [
    'security',
    'violent incidents on night shifts are rising and I run the security team at a big A&E',
    'Eight officers per shift, all SIA licensed.',
  ],
  ['security', 'Patrol guards at a council depot'],
  ['publicServices', 'Jobcentre Plus'],
  [
    'publicServices',
    "I'm on the council's parking services team and residents' permit appeals are sitting in a queue for weeks",
  ],
  ['publicServices', 'Licensing team for pubs and taxis'],
  ['publicServices', 'DWP work coaches based in a GP surgery'],
  [
    'governmentPolicy',
    "I'm a policy adviser on the youth justice bill and the evidence for ministers keeps shifting under our feet",
  ],
  ['governmentPolicy', "Consultation team for the health department's workforce plan"],
  ['justice', 'YOT', 'We want to map how referrals flow in from police and courts.'],
  [
    'justice',
    'pre-sentence reports keep getting squeezed by the court listings, im a PO in a probation delivery unit',
  ],
  ['justice', 'Restorative justice service for schools'],
  [
    'emergencyServices',
    'mobilising retained crews at night is slow and I am a control room supervisor for the fire service',
  ],
  ['emergencyServices', 'Fire and rescue crew stationed at an airport'],
  ['emergencyServices', 'PCSOs'],
  ['schools', 'the PRU', 'KS3 and KS4, about 40 pupils.'],
  ['schools', 'head of yr 9 here, behaviour logging on SIMS across 11 tutors is totally inconsistent'],
  ['schools', 'Hospital school for children on the wards'],
  ['earlyYears', "I'm room leader in the baby room at a council nursery and key person handovers are patchy"],
  ['university', 'Module team'],
  [
    'university',
    "I'm course leader for the nursing degree and placements and module timetabling clash every single semester",
  ],
  ['university', 'Admissions office for a medical school'],
  [
    'training',
    'I deliver manual handling and first aid courses to care staff and the bookings and cert renewals are all manual',
  ],
  ['training', 'Training school at an ambulance trust'],
  [
    'healthcare',
    'allocating the caseload every morning takes our district nursing team a whole hour, I am the band 6 lead',
  ],
  ['healthcare', 'Inpatient ward in a prison', 'Twelve beds, and escorts are a constant problem.'],
  [
    'emergencyCare',
    "I'm a charge nurse in a busy ED and triage backs up every evening once ambulances start stacking",
    'Major trauma centre, about 300 attendances a day.',
  ],
  ['emergencyCare', 'Triage tent at an agricultural show'],
  [
    'primaryCare',
    "I'm practice manager at a rural surgery and repeat prescription requests come in every way you can imagine",
  ],
  ['primaryCare', 'GP clinic inside a homeless hostel'],
  [
    'pharmacy',
    "I'm the lead pharmacist on a hospital aseptic unit and the chemo dispensing schedule is always last minute",
  ],
  ['pharmacy', 'Pharmacy team at a prison', 'Supervised consumption every morning is the bottleneck.'],
  ['dentistry', 'Community dental'],
  [
    'dentistry',
    "we're an NHS dental practice, our recall list is years long and patients ring all day asking",
  ],
  ['dentistry', 'Mobile dental van for schools'],
  [
    'mentalHealth',
    "I'm a talking therapies practitioner and my caseload of sessions is way over target",
    'IAPT service, step 2.',
  ],
  ['mentalHealth', 'Wellbeing team for police officers'],
  ['socialCare', 'the MASH', "We take all the children's safeguarding referrals for the county."],
  [
    'socialCare',
    "I coordinate dom care rounds for 60 clients and the carers' travel time between visits never adds up",
  ],
  ['socialCare', 'Care home for retired clergy'],
  [
    'socialCare',
    'im a CPS caseworker in Ohio and home visit reports pile up because our caseloads are double what they should be',
  ],
  [
    'performingArts',
    'rehearsal attendance is a nightmare with all the shift workers, im MD of the police band',
  ],
  ['performingArts', 'Choir at a dementia day centre'],
  [
    'museum',
    'half our object records are on index cards and half in excel, im the sole curator at a council museum',
  ],
  ['museum', 'Heritage collection of an NHS trust'],
  ['library', 'I run the library in a Cat B prison and loans go missing every time a wing gets moved'],
  ['library', 'Library service supplying county schools'],
  ['sport', 'U12s', "Mixed girls and boys team, I'm the coach."],
  [
    'sport',
    'I coach the police rugby team and getting a full XV on match day around shift patterns is impossible',
  ],
  ['sport', "Walking football for a men's mental health charity"],
  ['events', 'Xmas market'],
  [
    'events',
    "permits, vendors and volunteers for the council's Anzac Day and summer festival are all in seperate spreadsheets and I plan it",
  ],
  [
    'visualArts',
    "I'm one of six artists sharing studios in an old police station and open studios weekend is always chaos",
  ],
  ['visualArts', 'Artist residency at a hospital'],
  [
    'personalCare',
    'I do hair and nails for residents in three care homes and the appointment book is a scrap of paper',
  ],
  ['personalCare', 'Mobile nail technician visiting a hospice'],
  [
    'faith',
    "I'm the parish administrator and our service rotas, readers and flower team all live in a paper diary",
  ],
  ['faith', 'Multi-faith prayer room team at an airport'],
  [
    'association',
    "I'm branch secretary for the nurses' union and members' casework gets lost between the reps",
  ],
  [
    'repairShop',
    'we run a repair cafe in the library once a month and fixers and broken toasters never match up',
  ],
  ['repairShop', 'Wheelchair repair service for the NHS'],
  [
    'funeral',
    "I'm a bereavement services officer at a crematorium and booking slots with funeral directors is all by phone",
  ],
  ['funeral', 'Public health funerals team at the council'],
  ['nonprofit', 'Hospice fundraising'],
  [
    'nonprofit',
    "I'm the only paid staff member at a small refugee charity and donor reporting eats all my time",
  ],
  ['nonprofit', 'Charitable foundation of an NHS trust'],
  ['household', 'Our whanau'],
  [
    'household',
    "my husband's a paramedic on nights and I'm a teacher so school runs and dinners are a constant juggle",
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    "we're foster carers with two placements plus our own teenager and the house mostly runs on sticky notes",
  ],
  ['household', 'Household of two NHS shift workers', 'One toddler and a very old cat.'],
  ['household', "Our house during dad's cancer treatment"],
  [
    'community',
    "I chair the residents' group on our council estate and repair complaints just go nowhere",
    'About 400 flats.',
  ],
  [
    'community',
    "we're neighbours trying to stop the village post office closing and nobody knows who's doing what",
  ],
  ['community', 'Residents of a retirement village'],
  ['community', 'Neighbours around a new prison site', 'We want a voice in the planning.'],
  ['volunteering', 'Befriender rota', 'About 40 volunteers visiting isolated older people.'],
  [
    'volunteering',
    'I coordinate the volunteer drivers taking patients to hospital appointments and the rota is a total mess',
  ],
  [
    'volunteering',
    'I organise the soup run volunteers on Tuesday nights and half the shift drops out by text at 5pm',
    'Around 25 volunteers on the list.',
  ],
  ['volunteering', 'Volunteer marshals at a parkrun'],
  [
    'youth',
    "I'm a detached youth worker trying to reach young people hanging round the skate park after dark",
  ],
  [
    'gardening',
    "I look after the therapeutic garden at a mental health unit and the patients' planting plots get neglected",
  ],
];
