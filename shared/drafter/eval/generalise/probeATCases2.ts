/**
 * Probe batch AT's cases after its first 88, in order: the batch is one list (`probeATCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_AT_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'consulting',
    "I'm a one-woman consultancy advising mining towns how to diversify, and my proposals take longer than the engagements",
  ],
  ['consulting', 'Advisory firm helping salmon farms with certification'],
  [
    'architecture',
    'we are small practice designing houses for permafrost in Yellowknife and drawings go back and forth with the engineer forever',
  ],
  ['architecture', 'Architects designing the new Gaelic-medium school', 'We are 4 in the office.'],
  ['research', 'Research station'],
  [
    'research',
    "I'm a PhD student running a glacier melt study in Svalbard and our data and field notes are scattered everywhere",
  ],
  ['research', 'Soil research study on a working sheep farm'],
  [
    'veterinary',
    "I'm the only vet for 400 km, mostly calvings and horses, and the clinic admin is a total mess",
  ],
  ['veterinary', 'Vets checking the horses at the rodeo'],
  [
    'peopleTeam',
    'I do all the hiring and onboarding for a fly-in mine camp and staff turnover is around 60 percent a year',
    'Just me and one coordinator for 400 staff.',
  ],
  ['peopleTeam', 'HR team for a chain of outback roadhouses'],
  ['facilities', 'Caretaker'],
  [
    'facilities',
    "I'm in charge of cleaning and maintenance for the school and village hall here and it never, ever ends",
  ],
  ['facilities', 'Cleaning contractor at the mine accommodation camp'],
  ['security', 'Site security'],
  [
    'security',
    'we do night patrols and gate security at a lithium mine in the salar and incident reports go missing',
    '12 guards per shift, radio only.',
  ],
  ['security', "Guards at the port's container yard"],
  [
    'publicServices',
    'I work at the municipality in a small Chilean town and residents wait for hours to do basic paperwork',
    'We want to make it faster without more staff.',
  ],
  ['publicServices', "Council services for the island's crofting townships"],
  [
    'governmentPolicy',
    "I'm drafting rural broadband policy for the territorial government and the minister wants evidence we simply don't have",
  ],
  ['governmentPolicy', 'Fisheries policy team advising the minister'],
  ['justice', 'Circuit court'],
  [
    'justice',
    "I'm a probation officer covering offenders in six remote communities and hearings move whenever the plane can't land",
  ],
  ['justice', 'Court registry in a mining town'],
  [
    'emergencyServices',
    'I dispatch for the rural fire service across a huge district and radio black spots make every incident harder',
    'Fire season is getting longer every year.',
  ],
  ['emergencyServices', 'Fire and rescue crew at a regional airport'],
  ['schools', 'Village school'],
  [
    'schools',
    'I teach all ages from 5 to 12 in a one-classroom school on a Norwegian island, eleven pupils in total',
    'The school may close if numbers drop.',
  ],
  ['schools', 'School of the Air for cattle station kids'],
  [
    'earlyYears',
    'I run a daycare in a fishing village in Newfoundland, fourteen children and the parents all need different hours',
  ],
  ['earlyYears', "Nursery at the mine site for workers' kids", 'Parents work 12 hour shifts.'],
  ['university', 'UHI campus'],
  [
    'university',
    'I coordinate an online agriculture course for university students spread across Mongolia and the lectures drop out constantly',
    'Most students connect by phone from the countryside.',
  ],
  ['university', 'University module taught at the research farm'],
  ['training', 'RTO'],
  [
    'training',
    'I run chainsaw and first aid courses for learners in remote communities and sessions get cancelled by weather',
  ],
  ['training', 'Safety induction training for new mine workers'],
  [
    'healthcare',
    "I'm a nurse at a small regional hospital with one ward and we fly patients out for anything serious",
    'Staffing is the big worry.',
  ],
  ['healthcare', 'Nursing station on a fly-in reserve'],
  [
    'emergencyCare',
    "I'm a paramedic at a remote station in the Highlands and our nearest A&E is two hours away by road",
  ],
  ['emergencyCare', 'Medics at the outback races'],
  [
    'primaryCare',
    "I'm practice manager at a rural GP surgery in Argyll and appointments are booked up three weeks ahead",
  ],
  [
    'primaryCare',
    'Aboriginal community-controlled GP clinic',
    'Two doctors, visiting specialists once a month.',
  ],
  [
    'pharmacy',
    "I'm the pharmacist in a one-pharmacy town and prescriptions still arrive by fax from doctors 300 km away",
    'Deliveries come twice a week from Perth.',
  ],
  ['pharmacy', 'Dispensary in the village general store'],
  [
    'dentistry',
    "I'm a dental therapist travelling to outport schools and getting the kids' teeth checked is a logistics puzzle",
  ],
  ['dentistry', 'Mobile dental van for the outback stations'],
  [
    'mentalHealth',
    'I counsel farmers through the drought and most therapy sessions happen by phone while they sit in their utes',
    'I worry about the ones who never call.',
  ],
  ['mentalHealth', 'Therapy service for miners on fly-in rosters'],
  [
    'socialCare',
    'I coordinate carers visiting elderly people on the islands and half of the visits depend on the ferry',
  ],
  ['socialCare', 'Care home in a fishing village'],
  [
    'performingArts',
    "we're a touring theatre company playing village halls across the Highlands and we rehearse in a freezing barn",
  ],
  ['performingArts', 'Throat singing ensemble for the Naadam festival'],
  [
    'museum',
    "I'm the only paid staff at a small whaling museum in Norway and the collection catalogue is on index cards",
    'We have around 3000 objects.',
  ],
  ['museum', 'Collections team at a mining heritage museum'],
  [
    'library',
    'I run the little library in our town hall, loans go missing and nobody brings books back in summer',
  ],
  ['library', 'Book lending service on the island ferry'],
  [
    'sport',
    'I coach the under 16 shinty team in our glen and getting twelve players to a match is half the battle',
  ],
  ['sport', 'Aussie rules club in a mining town'],
  ['events', 'Ag show'],
  [
    'events',
    'I organise Naadam in our soum every summer and tickets, venues and horse race entries are all on paper',
  ],
  ['events', 'Herring festival in a fishing town', 'Around 5000 attendees over three days.'],
  [
    'visualArts',
    "I'm a painter running an open studio in an old croft house and I never know which work has sold",
  ],
  ['visualArts', 'Artists in residence at a lighthouse station'],
  ['personalCare', 'Barber'],
  [
    'personalCare',
    'I am mobile hairdresser driving between farms in the Wheatbelt and my appointment book is a real mess',
  ],
  ['personalCare', 'Hair salon at the mine camp'],
  [
    'faith',
    'our small Lutheran congregation in Nordland shares a pastor with four other churches so services rotate every week',
  ],
  ['faith', "Chaplaincy at the fishermen's mission", 'Lots of foreign crew who are far from home.'],
  ['association', 'CWA branch'],
  [
    'association',
    "I'm secretary of the local crofters' union and members keep asking what the committee actually does",
  ],
  ['association', "Fishermen's association in Chiloé"],
  [
    'repairShop',
    'I fix radios, chainsaws and generators for the herders around our soum and waiting for parts takes months',
  ],
  ['repairShop', 'Small engine repair at the hardware store'],
  [
    'funeral',
    "I'm the only funeral director for a huge rural area and families often wait days for the minister to come",
  ],
  ['funeral', 'Funeral arrangements for the fishing community on Barra'],
  [
    'nonprofit',
    "we're a tiny charity funding bursaries for island kids to study on the mainland and donors want impact reports",
    'Two part-time staff and a board of seven.',
  ],
  ['nonprofit', 'Charity fundraising for the rural air ambulance'],
  [
    'household',
    "my husband does two weeks on two weeks off at the mine and I'm alone with three kids the rest of the time",
    'Kids are 3, 6 and 9.',
  ],
  [
    'household',
    'we homeschool our four kids on a sheep station and chores, lessons and meals all blur together',
  ],
  ['household', 'Household chores on a dairy farm'],
  ['household', 'Our family home above the village shop', 'Three generations under one roof.'],
  ['community', 'Township residents'],
  [
    'community',
    "we're about 40 households at the end of a gravel road and nobody agrees who clears the snow",
  ],
  [
    'community',
    'our bygd in Norway is losing young people and neighbours want to get organised but dont know where to start',
    'About 200 people live here.',
  ],
  ['community', 'Residents of the old mining camp'],
  ['community', 'Residents living next to the new wind farm'],
  ['volunteering', 'Op-shop volunteers'],
  [
    'volunteering',
    'I organise the volunteer rota for driving elders to their appointments in town and shifts keep getting dropped last minute',
  ],
  [
    'volunteering',
    "we're a bunch of volunteers running the soup kitchen at the community hall twice a week and the guests keep growing",
    'About 30 volunteers, mostly retired.',
  ],
  ['volunteering', 'Volunteers at the trail race aid stations'],
  ['volunteering', 'Volunteer shifts at the heritage railway'],
  [
    'youth',
    "I lead a youth group for teenagers in a tiny mining town where there's nothing to do after school",
    'Want to keep the older ones coming.',
  ],
  ['youth', 'Youth club at the fishing village church'],
  [
    'gardening',
    'I grow vegetables in a polytunnel on Harris and the wind keeps wrecking the plants before I can pick anything',
  ],
  ['gardening', 'Kitchen garden for the lodge restaurant'],
  ['farming', 'Reindeer herding'],
  [
    'veterinary',
    "i am the soum vet in Arkhangai vaccinating the herders' animals and owners never know which day I am coming",
  ],
  ['emergencyServices', 'Search and rescue team for the national park'],
];
