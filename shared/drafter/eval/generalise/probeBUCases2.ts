/**
 * Probe batch BU's cases after its first 87, in order: the batch is one list (`probeBUCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_BU_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'peopleTeam',
    "I'm HR for the airport's ground staff and onboarding takes two weeks of paperwork and vetting before anyone starts",
  ],
  [
    'peopleTeam',
    'recruitment team hiring seasonal staff for a theme park',
    'We hire about 900 people every spring.',
  ],
  ['facilities', 'Terminal cleaners'],
  [
    'facilities',
    'we do cleaning and maintenance on a university campus and job requests come by email, phone and post-its',
  ],
  [
    'facilities',
    'cleaning and maintenance team for a big shopping centre',
    'About 70 staff over three shifts.',
  ],
  ['security', 'Mall security'],
  [
    'security',
    'I supervise the control room at a stadium and incident logs on match days are always incomplete',
    'Crowds of 40,000 most Saturdays.',
  ],
  ['security', 'security team at a hospital A&E dealing with violent incidents'],
  [
    'publicServices',
    "we are the council's housing repairs service and residents are furious about missed appointments",
  ],
  ['publicServices', 'register office staff registering births on the hospital maternity unit'],
  [
    'governmentPolicy',
    'I work in a ministry team drafting transport policy and the evidence base is always out of date',
  ],
  ['governmentPolicy', 'civil servants writing national policy on prisons'],
  ['justice', "I'm a prison officer on a remand wing and handovers about offenders at risk keep going wrong"],
  ['justice', 'court hearings held by video link from a hospital secure unit'],
  [
    'emergencyServices',
    "i'm a watch manager at a fire station and crew training records never match who is on shift",
  ],
  ['emergencyServices', 'lifeboat crew at a busy ferry port'],
  ['schools', 'Hospital school'],
  [
    'schools',
    "I'm head of science at a secondary school and lesson planning for cover staff eats all our time",
  ],
  [
    'schools',
    "the school inside a young offenders' prison teaching teenagers for their GCSEs",
    'Pupils come and go all the time.',
  ],
  ['earlyYears', 'Campus nursery'],
  [
    'earlyYears',
    'we run a childminding setting from home with six little ones and parent communication is all over the place',
    'Ofsted visit is due soon.',
  ],
  ['earlyYears', 'creche at a shopping centre where parents leave toddlers while they shop'],
  [
    'university',
    "I coordinate a master's course with 200 students and module feedback always arrives too late to change anything",
  ],
  ['university', 'lecturers teaching nursing degrees on a hospital campus'],
  [
    'training',
    'we deliver forklift training at a big container port and trainers keep turning up without learner paperwork',
  ],
  ['training', 'prison education team teaching literacy and trade skills to inmates'],
  ['training', "the airport's training school certifying security screeners", 'Around 400 learners a year.'],
  [
    'healthcare',
    "I'm a ward sister on an orthopaedic ward and discharge planning falls apart at weekends",
    '28 beds, lots of agency nurses.',
  ],
  ['healthcare', "nursing team on the prison's inpatient healthcare wing"],
  ['emergencyCare', 'Stadium medics'],
  [
    'emergencyCare',
    'our ambulance station covers a huge rural patch and triage handover at A&E is killing our response times',
  ],
  ['emergencyCare', 'medical room at a theme park treating injured guests and calling ambulances'],
  ['primaryCare', 'Campus GP'],
  [
    'primaryCare',
    "we're a busy gp practice and the 8am phone rush for appointments makes patients and receptionists miserable",
  ],
  ['primaryCare', 'GP practice run out of an empty unit in a shopping centre'],
  ['pharmacy', 'I own two community pharmacies and prescription queues on Monday mornings are out the door'],
  ['pharmacy', 'hospital pharmacy making up chemo doses'],
  ['pharmacy', 'prison pharmacy dispensing meds to inmates on each wing'],
  ['dentistry', "we're a 4 chair dental office and patients no-show for their cleanings constantly"],
  ['dentistry', 'dental hospital at a university where students treat patients'],
  ['mentalHealth', 'Student counselling'],
  [
    'mentalHealth',
    "I'm a therapist in a small private practice and session notes and waitlists are a constant headache",
  ],
  ['mentalHealth', 'in-reach mental health team at a prison', 'Caseload of about 90, four clinicians.'],
  [
    'socialCare',
    'i manage a domiciliary care agency and carers visits get missed when rotas change last minute',
    'About 120 clients and 45 carers.',
  ],
  ['socialCare', 'social care team for older prisoners on a prison wing'],
  [
    'performingArts',
    'our amateur theatre group rehearses twice a week and half the cast never knows the schedule',
  ],
  ['performingArts', "house band and performers for a theme park's stunt show"],
  ['museum', 'Local museum'],
  [
    'museum',
    "we're the collections team at a university museum and object records are split between paper cards and a database",
  ],
  ['museum', 'cathedral treasury showing medieval silver to visitors'],
  [
    'library',
    "I'm an elementary school librarian and loans go missing because kids take books without checking them out",
  ],
  ['library', 'medical library at a hospital for doctors and nurses'],
  ['sport', 'Rugby academy'],
  [
    'sport',
    "i coach a women's cricket team and getting eleven players to turn up for matches is a weekly battle",
  ],
  [
    'events',
    'we organise a 3 day food festival and ticketing, vendors and volunteers all live in diffrent spreadsheets',
  ],
  ['events', 'events team at a stadium running concerts and conferences on non-match days'],
  [
    'visualArts',
    "I share a print studio with three other artists and we never agree who's cleaning up the inks",
  ],
  ['visualArts', 'artist-in-residence studio at a hospital'],
  [
    'personalCare',
    'we run a nail bar in a shopping centre and clients book through insta, whatsapp and walk-ins so appointments clash',
  ],
  ['personalCare', 'prison barber shop where trained inmates cut hair'],
  [
    'faith',
    'our small church has a congregation of eighty and organising worship rotas for sundays is always last minute',
  ],
  [
    'association',
    "i'm secretary of a local allotment society and committee meeting minutes never get out to members",
  ],
  ['association', 'staff union branch representing workers at an airport'],
  [
    'repairShop',
    'we fix laptops and consoles in a tiny shop and parts orders keep getting lost between customers',
  ],
  ['repairShop', 'kiosk in a shopping centre fixing cracked phone screens'],
  [
    'funeral',
    "we're a family funeral home and arranging services with bereaved families gets messy when dates change",
    'Three generations in the business.',
  ],
  ['funeral', 'hospital bereavement office helping families after a death'],
  ['nonprofit', 'Hospital charity'],
  [
    'nonprofit',
    "I'm the only fundraiser at a small charity and our donor records are a mess of spreadsheets",
  ],
  ['nonprofit', "the cathedral's fundraising appeal to repair the roof", 'Target is £4m over five years.'],
  ['household', 'my husband and I both work shifts at the airport and school runs with three kids are chaos'],
  ['household', 'me, my mum and my two teenagers share one house and nobody does there chores'],
  ['household', 'household of a junior doctor on rotating hospital nights with a toddler'],
  [
    'household',
    "we're a family of five with a disabled son and all the appointments and meds are juggled in my head",
    'I want to share the load with my partner.',
  ],
  [
    'community',
    "our estate's residents keep complaining about fly-tipping and parking but nobody knows who to talk to",
  ],
  ['community', 'neighbours living around a football stadium dealing with match-day parking'],
  ['community', 'Cathedral close'],
  [
    'community',
    "we set up a neighbourhood group after the floods and now nobody knows who's checking on the older residents",
    'Mostly a WhatsApp group of 200.',
  ],
  ['community', 'residents living under the airport flight path'],
  [
    'volunteering',
    'i coordinate 60 volunteers at a hospital meeting and guiding patients and the shift rota is a nightmare',
  ],
  ['volunteering', 'volunteer guides at the cathedral'],
  [
    'volunteering',
    'we run a volunteer-led repair cafe once a month and shifts never have enough people who can fix electrics',
  ],
  ['volunteering', 'visitors centre at a prison run by volunteers'],
  [
    'youth',
    "I'm a youth worker running two evening sessions and young people turn up but parents never get the info",
  ],
  ['youth', 'youth club meeting in the cathedral undercroft'],
  [
    'gardening',
    'we grow veg on a shared plot behind our flats and watering in summer always falls to the same two people',
    'Twelve households share it.',
  ],
  ['gardening', "gardeners looking after a university's botanic garden"],
];
