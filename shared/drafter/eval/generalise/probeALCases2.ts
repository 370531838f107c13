/**
 * Probe batch AL's cases after its first 100, in order: the batch is one list (`probeALCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_AL_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'consulting',
    'I left my bank job and now I consult for small family businesses in Portugal about succession, my proposals take too long',
    'I am alone, maybe I will hire one junior.',
  ],
  [
    'architecture',
    'we are a small architecture office in Athens designing houses, the drawings go back and forth with clients endless',
  ],
  [
    'architecture',
    'I am an architect doing restoration of old churches in Sicily and the heritage office never answers on time',
    'Three projects at once, one assistant.',
  ],
  [
    'research',
    'I am a PhD student in marine biology in Lisbon and our lab has no system for the data of experiments',
    'My supervisor is always travelling.',
  ],
  [
    'research',
    'I coordinate a clinical trial in a cancer hospital in Milan and the study data arrives from twelve centres in different formats',
  ],
  [
    'veterinary',
    'I have a vet clinic in a small town in Uruguay, half cows and half pets, and the appointments are chaos',
    'I am the only vet with one asistant.',
  ],
  ['veterinary', 'Vets for the horses at a racecourse'],
  [
    'peopleTeam',
    'I am the only HR person in a textile factory in Gaziantep with 300 workers, hiring and contracts eat my day',
  ],
  [
    'peopleTeam',
    'I do the hiring for a hotel group in the Canary Islands and every summer we need 200 staff in two months',
  ],
  [
    'peopleTeam',
    'we are a small company in Barcelona and I do the onboarding of new employees, they feel lost the first week',
    'We hire about ten people every year.',
  ],
  [
    'facilities',
    'I manage the cleaning and maintenance of three office buildings in Mexico City and the requests come by whatsapp',
    'We are 40 staff, mostly women.',
  ],
  [
    'facilities',
    'I am head of maintenance at a university campus in Bologna, broken heating and lights reported by email get lost',
  ],
  [
    'security',
    'I work as night guard in a shopping mall in Izmir and incidents are written on paper, nobody reads them',
  ],
  [
    'security',
    'we are a small security company in São Paulo doing patrols for gated condos and the guards change too much',
    'Turnover is like 50% a year.',
  ],
  [
    'publicServices',
    'I work at the town hall of a small village in Extremadura and residents come for every paper, the queue is long',
    'We are three clerks for 2000 people.',
  ],
  ['publicServices', 'Belediye'],
  ['publicServices', 'Citizen service desk at the town library'],
  [
    'governmentPolicy',
    'I am advisor in the ministry of agriculture in Ecuador and we need to write a new policy on small farmers',
  ],
  [
    'governmentPolicy',
    'I work in the education ministry policy unit in Lisbon, we write the school funding rules and nobody reads our evidence',
  ],
  [
    'governmentPolicy',
    'we are a think tank team in Rome preparing evidence for the minister about pensions, consultations always go late',
    'Five researchers, one very demanding director.',
  ],
  [
    'justice',
    'I am a court clerk in a family court in Córdoba, Argentina and hearings are postponed all the time',
    'Families wait years for a decision.',
  ],
  [
    'justice',
    "I am a probation officer in Porto with 90 offenders on my list, I can't see them all every month",
  ],
  ['justice', 'Court for juvenile offenders'],
  [
    'emergencyServices',
    'I am firefighter in a village station in Portugal and every summer the fires are bigger and crews are tired',
  ],
  ['emergencyServices', 'Lifeguards at a beach resort'],
  [
    'emergencyServices',
    'we run the 112 emergency dispatch for the region of Murcia and response times of the fire crews are criticised in the press',
    'Operators work 12 hour shifts.',
  ],
  [
    'schools',
    'I teach English in a public high school in Izmir, classes are 38 pupils and lessons are hard to plan',
    'I want my students to speak more.',
  ],
  [
    'schools',
    "I'm a parent in the school council of a small rural primary school in Greece, we have 19 pupils and one classroom",
  ],
  ['schools', 'Small school on a coffee plantation'],
  [
    'earlyYears',
    'I own a small kindergarten in Valencia with 25 kids aged 1 to 3, parents want updates every hour',
  ],
  [
    'earlyYears',
    'I manage the nursery inside a big hospital in Ankara for the children of nurses and doctors, shifts make pickup times crazy',
    'We have 60 children from 6 months to 5 years.',
  ],
  [
    'university',
    'I coordinate the master programme in tourism at a university in Greece and students complain about the module timetable',
    'Lecturers are part-time mostly.',
  ],
  [
    'university',
    'I am a lecturer of engineering in Monterrey and the course has 200 students with only two assistants',
  ],
  [
    'training',
    'I give Excel and accounting courses for adults in Porto, learners come after work and many drop the course',
    'I rent a room in a cowork.',
  ],
  ['training', 'Forklift training for warehouse workers'],
  [
    'training',
    'I own a driving school in Valencia with four instructors and learners fail the exam too many times',
  ],
  [
    'healthcare',
    'I am a nurse in the cardiology ward of a public hospital in Ankara, we have too many patients for the nurses',
    'Night shifts are the worst.',
  ],
  [
    'healthcare',
    'I am nurse in the medical centre of a cruise ship and with 3000 passengers we have only two doctors',
  ],
  [
    'emergencyCare',
    'i work as paramedic on an ambulance in Guayaquil and we wait hours at the hospital door to hand over patients',
  ],
  ['emergencyCare', 'ER triage'],
  [
    'primaryCare',
    'I am family doctor in a health centre in a village of Andalusia, appointments are full for two weeks',
    'Many patients are old and alone.',
  ],
  [
    'primaryCare',
    "we are a small private clinic of general medicine in Lima and patients don't come to their appointments",
  ],
  [
    'pharmacy',
    'my father had a pharmacy in Thessaloniki and now I run it, stock of medicines is always a problem with shortages',
    'We are four pharmacists.',
  ],
  ['pharmacy', 'Eczane'],
  [
    'pharmacy',
    'I am the pharmacist of the pharmacy inside a big supermarket in Monterrey, we dispense prescriptions until 11pm with two people',
  ],
  [
    'dentistry',
    'I am a dentist with my own clinic in Montevideo and patients cancel at the last minute all the time',
  ],
  ['dentistry', 'I am a dentist on a dental van visiting rural schools in Anatolia, we see 80 kids per day'],
  [
    'mentalHealth',
    'I am psychologist with a private practice in Buenos Aires and I want to organise my sessions and notes better',
    'About 25 clients per week, some online.',
  ],
  [
    'mentalHealth',
    'I work as therapist in the counselling service of a university in Seville and the waiting list for sessions is six weeks',
  ],
  ['mentalHealth', 'Addiction counselling'],
  [
    'socialCare',
    'I own a small care home for elderly in Braga, 18 residents, and the carers are exhausted after the night shifts',
    'Families visit on sundays and complain.',
  ],
  [
    'socialCare',
    'I work for a home care agency in Turin, our carers visit 60 old people and the rota always breaks',
  ],
  ['socialCare', 'Day centre for the elderly run by the parish'],
  [
    'performingArts',
    "I sing in a small opera company in Verona and rehearsals are always disorganised, singers don't know the schedule",
    'We are 30 including the orchestra.',
  ],
  ['performingArts', 'Flamenco troupe'],
  [
    'performingArts',
    'I direct the theatre group of the high school where I teach in Mendoza, rehearsals clash with exams always',
  ],
  [
    'museum',
    'I am a curator in a small archaeology museum in Turkey and the collection is not catalogued properly',
  ],
  [
    'museum',
    'we are a small museum of ceramics in Talavera and visitors walk past the exhibition without understanding the objects',
    'We have budget for one new display.',
  ],
  [
    'library',
    'I am the librarian of a small town library in Greece and most books are never borrowed, loans go down every year',
    'Kids only come for the wifi.',
  ],
  ['library', 'I am the librarian of the law faculty in Coimbra and students keep the loan books for months'],
  [
    'sport',
    'I coach the under 14 team of a football club in Rosario and parents shout more than the players',
    'Training is twice a week on a bad pitch.',
  ],
  [
    'sport',
    "I opened a padel club in Murcia with six courts and coaches, but members book and don't come to play",
  ],
  ['sport', 'Rowing club on the harbour'],
  [
    'events',
    'my sister and I organise weddings in Puglia for foreign couples, suppliers and venues make every event stressful',
    'About 20 weddings a season.',
  ],
  [
    'events',
    'I work for a conference organiser in Lisbon and medical congresses with 2000 attendees change the venue plan every week',
  ],
  ['events', 'Events team at a science museum'],
  [
    'visualArts',
    'I am a painter sharing a studio with four artists in Lisbon and we never agree how to sell our work',
  ],
  [
    'visualArts',
    'I host an artist residency on my olive farm in Crete, artists come for one month and need studio space',
  ],
  [
    'personalCare',
    'I have a hair salon in Istanbul with five stylists and clients book by phone, instagram and whatsapp at the same time',
    'Double bookings every saturday.',
  ],
  ['personalCare', 'Spa in a luxury hotel'],
  [
    'faith',
    'I am the priest of a small parish in the mountains of Colombia and the congregation is getting old',
    'Young people left to the city.',
  ],
  [
    'faith',
    "I am the pastor's wife in a evangelical church in Guatemala and I organise the worship services and prayer groups",
  ],
  [
    'faith',
    'we are an Orthodox church community in Thessaloniki and organising the services for Easter week is chaos every year',
  ],
  [
    'association',
    'I am secretary of the retired teachers association in Zaragoza, members pay late and the committee fights about everything',
    'We have 230 members, most over 70.',
  ],
  ['association', 'Trade union branch at a car factory'],
  [
    'association',
    "we have a club of Italian immigrants in São Paulo with a committee, and young members don't come to the meetings",
  ],
  [
    'repairShop',
    'I repair mobile phones and laptops in a small shop in Quito and customers always want it for yesterday',
  ],
  [
    'repairShop',
    "I'm a cobbler in Seville, I am 66 and repair shoes and bags, customers forget to pick up their things",
  ],
  [
    'funeral',
    'we are a family funeral home in Oaxaca for three generations and families want more personal services now',
    'My grandfather started it in 1961.',
  ],
  ['funeral', 'Funeral parlour run by a cooperative'],
  [
    'nonprofit',
    "I founded a small charity in Lima giving school supplies to poor kids and donors want reports I don't have time for",
    'Everything is funded by friends in Spain.',
  ],
  ['nonprofit', "Fundraising team of a children's hospital"],
  [
    'household',
    'my husband and I both work in restaurants until late and the kids are alone too much with the homework',
    'They are 9 and 12.',
  ],
  [
    'household',
    'I am retired and my daughter with her two kids moved back home, now the chores and the kitchen are a war',
  ],
  [
    'household',
    'we are five at home in Istanbul, three generations, and nobody agrees who does what in the house',
    'My mother in law lives with us.',
  ],
  [
    'household',
    'since my divorce the kids live one week with me and one week with their father, the house is chaos',
    'Two boys, 10 and 13.',
  ],
  ['household', "Fisherman's family home with three kids"],
  [
    'household',
    'me and my wife run a bakery and our teenagers must help at home, the family calendar is impossible',
  ],
  [
    'community',
    'I live in a building of 40 flats in Athens and the neighbours never agree about the garden or the noise',
    'I am the one who organises the meetings.',
  ],
  [
    'community',
    'in our street in Valparaíso the neighbours started a whatsapp group for safety and now everybody fights there',
  ],
  ['community', 'Junta vecinal'],
  ['community', 'Residents of a street near the football stadium'],
  [
    'community',
    'I am retired and started a small group in my village in Portugal so old neighbours are not alone',
    'We meet at the café on tuesdays.',
  ],
  ['community', 'Village community around a closed mine'],
  [
    'volunteering',
    'I coordinate volunteers at a soup kitchen in Madrid and every week the shift rota has holes',
    'Most volunteers are students or retired like me.',
  ],
  [
    'volunteering',
    "we are a group of students who volunteer teaching Turkish to refugee kids on weekends, but half don't show up",
  ],
  [
    'volunteering',
    'I am retired and organise the volunteers that clean the beach every month in Antalya, but we have no system',
    'Sometimes 80 people come, sometimes 5.',
  ],
  [
    'volunteering',
    "my church has volunteers visiting old people at home and I do the rota on paper, it's a mess",
  ],
  [
    'youth',
    'I am a scout leader in Bologna with 35 kids and the parents never read the messages about the camps',
    'We are four leaders, all students.',
  ],
  [
    'youth',
    "I'm 19 and I help lead a youth group in my neighbourhood in Lima, the young people want more activities",
  ],
  [
    'youth',
    'we run a youth centre in a poor neighbourhood of Recife, teenagers come for music and leaders burn out fast',
  ],
  [
    'gardening',
    'I have a plot in the allotments of my town in Italy, and the other retired men take my water',
    'Tomatoes are my pride.',
  ],
  ['gardening', 'Rooftop vegetable garden of a hotel'],
  [
    'gardening',
    'I am a student and I grow herbs and tomatoes on my balcony in Istanbul but the plants always die in August',
  ],
];
