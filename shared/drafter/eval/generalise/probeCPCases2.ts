/**
 * Probe batch CP's cases after its first 86, in order: the batch is one list (`probeCPCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_CP_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'architecture',
    'Architects redesigning the village church',
    'Listed building, very opinionated congregation.',
  ],
  [
    'research',
    "I run a small marine biology research station and the grad students' data ends up everywhere",
  ],
  ['research', 'Soil research trials on working farms'],
  [
    'veterinary',
    "I'm a vet nurse in a small animal clinic and the owners never turn up for booster appointments",
  ],
  ['veterinary', 'Vet team at the livestock mart', 'TB testing season is the worst of it.'],
  [
    'peopleTeam',
    "I'm the only HR person for a seafood plant with 200 seasonal workers and onboarding each spring is chaos",
    'A lot of them come from overseas and need housing sorted too.',
  ],
  ['peopleTeam', 'Staff recruitment for the hotel group'],
  [
    'facilities',
    'i look after the cleaning and maintenance for three community halls and the boilers are always breaking',
  ],
  ['facilities', 'Maintenance crew at the leisure centre'],
  [
    'security',
    'we provide guards for building sites across the north west and lads not turning up for nights is a problem',
    'About 45 guards on the books.',
  ],
  ['security', 'Security patrols at the port', 'Twelve staff on rotating shifts.'],
  ['publicServices', 'County council'],
  [
    'publicServices',
    "I work in the council's roads section and the pothole complaints from the townlands never stop",
  ],
  ['publicServices', 'Council housing office for the islands'],
  [
    'governmentPolicy',
    "I'm a civil servant drafting rural development policy and the consultation responses are far from what the minister wants",
    'Small team of four, deadline before the summer recess.',
  ],
  ['governmentPolicy', 'Fisheries policy team at the Department'],
  [
    'justice',
    "I'm a probation officer covering the whole of Sutherland and seeing my clients means hundreds of miles a week",
  ],
  ['justice', 'Family court hearings in Letterkenny'],
  [
    'emergencyServices',
    "I'm a retained firefighter in a small town and getting a full crew out on a weekday is a struggle",
    'Pagers, twelve on the books, maybe five reliable during the day.',
  ],
  ['schools', 'National school', 'Four teachers, 70 pupils, Gaelscoil.'],
  [
    'schools',
    "I'm the principal of a two-teacher school on an island and we teach all eight classes in two rooms",
  ],
  ['schools', 'Welsh-medium primary in a farming village'],
  ['earlyYears', 'we run a Cylch Meithrin in the chapel vestry and the parents all want the same three days'],
  [
    'earlyYears',
    'Naíonra in the Gaeltacht community centre',
    'Eighteen children, two staff, all through Irish.',
  ],
  [
    'university',
    'I lecture on a marine science degree and half the students are online from the islands and never speak',
  ],
  ['university', 'Nursing degree programme at the university'],
  [
    'training',
    'I run chainsaw and quad bike safety courses for farmers and getting enough learners for a session is hard',
  ],
  [
    'training',
    'Sea survival training for fishermen',
    'Mandatory for the fleet, always booked out in winter.',
  ],
  [
    'healthcare',
    "I'm a ward sister in a community hospital in the Highlands and we can never staff the night shifts",
  ],
  ['healthcare', 'Occupational health nurses at the aluminium smelter'],
  [
    'emergencyCare',
    "I'm a paramedic on a single crewed ambulance covering the Lleyn and the nearest A&E is an hour away",
    'Want to show management where the hours go.',
  ],
  ['emergencyCare', 'Medical tent at the Rally of the Lakes'],
  [
    'primaryCare',
    "we're a single-handed GP practice on the island and getting a locum for my holidays is near impossible",
  ],
  [
    'pharmacy',
    "I'm a pharmacist in a rural chemist and half my day goes on chasing prescriptions from the surgery",
  ],
  [
    'pharmacy',
    'Dispensary attached to a country GP practice',
    'One pharmacist, two dispensers, deliveries to the outlying farms.',
  ],
  ['dentistry', "we're the only NHS dentist for fifty miles and the waiting list is over a year now"],
  ['dentistry', 'Mobile dental unit visiting the schools'],
  [
    'mentalHealth',
    "I'm a counsellor working with farmers after bereavement and suicide and the stigma stops most of them booking sessions",
  ],
  [
    'mentalHealth',
    'Talk therapy service for farm families',
    'Three part-time therapists, funded year to year.',
  ],
  [
    'socialCare',
    "i'm a home carer doing calls around the glens and the rota gives us no time between visits",
  ],
  ['socialCare', 'Care home run by the parish'],
  [
    'performingArts',
    'I run the drama group in the parish hall and we can never get the whole cast to rehearsals',
    'Festival in March, we are nowhere near ready.',
  ],
  ['performingArts', 'Trad band with a summer residency in a hotel bar'],
  [
    'museum',
    "we're a tiny folk museum run out of an old schoolhouse and the collection has never been properly catalogued",
  ],
  ['museum', 'Mining museum at the old colliery'],
  [
    'library',
    "I'm the librarian in a small branch library and the book club readers want more than our budget allows",
  ],
  ['library', 'Lending library at the prison', 'Run two afternoons a week.'],
  [
    'sport',
    'I coach the under-14s at our GAA club and getting lads to training during the silage is impossible',
  ],
  ['sport', 'Curling league at the Legion hall'],
  [
    'events',
    'we organise a three day trad festival in a village of 400 people and the accommodation and tickets are chaos',
    'All volunteers on the committee, about 3000 visitors.',
  ],
  ['events', 'Ceilidh nights organised by the rugby club'],
  [
    'visualArts',
    'I share a studio with two other painters in an old creamery and we can never agree on exhibitions',
  ],
  ['visualArts', 'Artist residency programme at the hospital'],
  [
    'personalCare',
    'I have a one-chair salon in my garage and clients booking through Facebook messages means I double book all the time',
  ],
  ['personalCare', 'Hairdresser visiting the nursing homes', 'Just me, four homes, every second week.'],
  ['faith', 'Free Church'],
  [
    'faith',
    "I'm the minister for three linked congregations across the glen and Sunday services are a race between churches",
  ],
  ['faith', 'Chaplaincy team at the university'],
  ['association', 'IFA branch'],
  [
    'association',
    "I'm secretary of the Women's Institute branch and getting members to take a committee role is impossible",
  ],
  ['association', "Fishermen's association committee", 'About 40 members from three harbours.'],
  [
    'repairShop',
    'I fix washing machines and fridges around the county out of my van and parts take forever to come',
    'Just me, sometimes my nephew in the summer.',
  ],
  ['repairShop', 'Electronics repair counter in the hardware shop'],
  [
    'funeral',
    'my father and I are undertakers for the parish and families want the removal and the burial inside two days',
    'We also run the pub, which makes wakes interesting.',
  ],
  ['funeral', 'Funeral directors serving the island communities'],
  [
    'nonprofit',
    "I'm the only paid staff at a rural development charity and every funder wants a different report",
  ],
  ['nonprofit', 'Fundraising office for the lifeboat station'],
  ['household', 'Shared custody', 'Two houses an hour apart, kids swap on Fridays.'],
  [
    'household',
    "my husband fishes and is gone for weeks, so I'm running the house and three kids mostly on my own",
  ],
  ['household', "we moved granny in with us on the farm and now the chores and the kids' lifts never add up"],
  [
    'household',
    'Family living over the pub',
    'Me, my partner and two teenagers who help out behind the bar.',
  ],
  ['household', 'Family home of a fly-in fly-out miner', 'He is away three weeks on, two off.'],
  ['community', 'Island community'],
  [
    'community',
    "our village is fighting to keep the last shop and the neighbours can't agree on whether to buy it",
    'Community buyout, about 150 households.',
  ],
  [
    'community',
    "we're trying to get the neighbours on our road to share snow clearing and check on the older folks",
  ],
  ['community', 'Residents of a former mining village'],
  [
    'community',
    'Neighbours around the harbour in a Newfoundland outport',
    'Some small place, maybe 90 people left year round.',
  ],
  ['volunteering', 'Volunteer stewards'],
  [
    'volunteering',
    'I coordinate the volunteers at our food bank and filling the Saturday shifts in summer is impossible',
    'About 35 on the list, maybe 12 active.',
  ],
  [
    'volunteering',
    'a few of us volunteer to drive neighbours to hospital appointments in Inverness and the rota is all on WhatsApp',
  ],
  ['volunteering', 'Volunteers running the hospital shop'],
  ['volunteering', 'Volunteer crew keeping the heritage railway running'],
  [
    'youth',
    "I'm a leader with the Scouts in our village and we haven't enough adults to take the kids camping",
  ],
  ['youth', 'Foróige club meeting in the GAA clubhouse', 'Thirty teenagers on a Friday night, four leaders.'],
  ['gardening', "we've a community polytunnel and nobody waters it in July when everyone's away"],
];
