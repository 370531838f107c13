/**
 * Probe batch CC's cases after its first 101, in order: the batch is one list (`probeCCCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_CC_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'research',
    "I'm PhD student in a glaciology group and our field data and papers are a chaos of shared folders",
  ],
  ['research', 'research station studying penguins in Antarctica run by the navy'],
  ['veterinary', 'Veterinaria'],
  [
    'veterinary',
    'I am a vet in a rural clinic seeing cows, horses and dogs, and owners never bring the vaccination records',
    'We are two vets and one assistant.',
  ],
  ['veterinary', 'vet team of a big dairy farm'],
  [
    'peopleTeam',
    'I am alone in HR for a company of 200 employees and hiring and onboarding new staff take all my time',
  ],
  ['peopleTeam', 'recruitment team of a big retail chain'],
  ['facilities', 'Mantención'],
  [
    'facilities',
    'I manage the cleaning and maintenance of three office buildings and contractors never report what they fixed',
  ],
  ['facilities', 'cleaning staff of a private clinic', 'Around 20 people in two shifts.'],
  ['security', 'Vigilantes'],
  [
    'security',
    'we do the security of a condominium with 4 guards per shift and incidents are written in a notebook nobody reads',
  ],
  ['security', 'night watchmen at a construction site'],
  [
    'publicServices',
    'I work in the atención office of the municipality and citizens wait hours for simple certificates',
  ],
  ['publicServices', 'registro civil office inside the bus terminal'],
  [
    'governmentPolicy',
    'I am advisor in the ministry of education writing a new policy and the public consultation got 5000 comments we cannot read',
    'The minister wants a report in one month.',
  ],
  ['justice', 'Juzgado'],
  [
    'justice',
    'i work in a juzgado de familia and the hearings are always postponed because some files are missing',
  ],
  [
    'emergencyServices',
    'I coordinate the rescue crew in a mountain town and the response to night incidents is slow because the crew lives far',
  ],
  ['emergencyServices', 'fire brigade of the international airport', 'We want to reduce our response time.'],
  [
    'schools',
    'I am maths teacher in a public colegio with 45 pupils per class and lessons get interrupted all the time',
  ],
  [
    'schools',
    'school classroom inside a children hospital',
    'The kids stay long time and one teacher has all ages.',
  ],
  ['earlyYears', 'Jardín infantil'],
  [
    'earlyYears',
    'I direct a small jardin for kids from 1 to 4 years and parents complain we dont tell them what the children did',
  ],
  ['university', 'Facultad'],
  [
    'university',
    'I teach two courses in a private university and students never read the module material before the lecture',
  ],
  ['university', 'lecturers of the nursing degree at a university'],
  ['training', 'OTEC'],
  [
    'training',
    'we give forklift and safety courses to workers of companies and the learners arrive with very different levels',
  ],
  ['training', 'training centre of a copper mine'],
  ['healthcare', 'Pabellón quirúrgico'],
  [
    'healthcare',
    'I am nurse in the medicine ward of a public hospital and the handover between shifts loses information of patients',
    'We have 30 beds and only 3 nurses at night.',
  ],
  ['healthcare', 'nurses working in the infirmary of a prison'],
  [
    'emergencyCare',
    'I am doctor in the urgencias of a hospital in Guayaquil and the triage collapse every weekend with too many patients',
  ],
  ['emergencyCare', 'paramedics covering the Dakar rally'],
  ['primaryCare', 'CESFAM'],
  [
    'primaryCare',
    'I am receptionist in a small practice of family doctors and the appointments system collapse every monday morning',
  ],
  ['primaryCare', 'rural consultorio run by the municipality', 'There is one doctor who comes twice a week.'],
  ['pharmacy', 'Botica'],
  [
    'pharmacy',
    'we are a farmacia in a small town and prescription medicines run out because the distributor comes only once a week',
  ],
  ['pharmacy', 'pharmacy of a public hospital'],
  ['dentistry', 'Consulta dental'],
  [
    'dentistry',
    'I am a dentist with two chairs and patients cancel the same day, leaving holes in the agenda',
  ],
  ['mentalHealth', 'COSAM'],
  [
    'mentalHealth',
    'I am psychologist in private practice and between sessions I lose track of which client has homework from therapy',
  ],
  [
    'mentalHealth',
    'therapy group for fishermen after the tsunami',
    'We are two psychologists and a social worker.',
  ],
  ['socialCare', 'ELEAM'],
  [
    'socialCare',
    'my team of carers visits old people in their homes and the families call me every day asking what time we arrive',
  ],
  ['socialCare', 'home carers employed by the parish'],
  ['performingArts', 'Murga'],
  [
    'performingArts',
    'I direct a tango orquesta of 11 musicians and rehearsals always start late because somebody is missing',
    'We have a big concert in november.',
  ],
  [
    'museum',
    'I work in a small city museum and our collection has thousands of objects without a proper registry',
    'We are only 4 workers.',
  ],
  ['museum', 'museum inside an old saltpeter mine'],
  ['library', 'Biblioteca municipal'],
  [
    'library',
    'I am the only librarian in a school and kids never return the books, the loans are in a paper notebook',
  ],
  [
    'library',
    'library boat that travels the rivers of the Ecuadorian Amazon',
    'Two librarians and a boat driver.',
  ],
  ['sport', 'I coach the women handball team of my city and half the players miss training because of work'],
  ['sport', 'football team of the workers of a bottling plant', 'We play in the company league.'],
  [
    'events',
    'we organise a folk festival every january in Cosquín and ticket sales and the venue logistics are always chaos',
  ],
  ['events', 'events team of a big hotel'],
  ['visualArts', 'Colectivo muralista'],
  [
    'visualArts',
    'I am painter sharing a studio with four other artists and we never agree how to prepare our exhibition',
  ],
  ['visualArts', 'artists in residence at a vineyard'],
  ['personalCare', 'Peluquería'],
  [
    'personalCare',
    'I have a nail salon with 3 manicuristas and clients book by whatsapp so the appointments overlap all the time',
    'I want something simple for my girls.',
  ],
  ['personalCare', 'hairdresser working in a care home'],
  [
    'faith',
    "I'm pastor of an evangelical church with 150 members and the worship team and the youth group fight for the hall",
  ],
  ['faith', 'prayer group of nurses at the hospital'],
  ['association', 'Sindicato'],
  [
    'association',
    'I am the treasurer of the taxi drivers association and the members dont pay the monthly fee',
  ],
  ['association', 'alumni association of a technical university'],
  ['repairShop', 'Servicio técnico'],
  [
    'repairShop',
    'I fix phones and laptops in a small local in the centre and customers forget their devices for months',
  ],
  [
    'repairShop',
    'repair counter inside an electronics store',
    'Only two technicians and many devices waiting.',
  ],
  ['funeral', 'Funeraria'],
  [
    'funeral',
    'we are a family funeral home in a small town and families need everything in 24 hours, coordination with the cemetery is hard',
  ],
  ['funeral', 'funeral team at the municipal cemetery'],
  ['nonprofit', 'Fundación'],
  [
    'nonprofit',
    'I am director of a small fundación helping kids with cancer and donors want reports we have no time to do',
  ],
  [
    'nonprofit',
    'fundraising team of a children hospital foundation',
    'We depend on one big donor and that worries me.',
  ],
  ['household', 'Familia ensamblada'],
  [
    'household',
    'my husband and I work both in shifts and the kids, 6 and 9, never know who picks them from school',
  ],
  [
    'household',
    'we live with my mother in law and three kids in a small house and the chores always end on me',
    'I want everybody to help more.',
  ],
  ['household', 'household of a fishing family in Chiloé'],
  [
    'household',
    'home routine of a family where the dad works 7x7 in the mine',
    'When he is back everything changes.',
  ],
  ['community', 'Mi barrio'],
  [
    'community',
    'we are neighbours of one street in Montevideo trying to organise against robberies but nobody comes to the meetings',
  ],
  [
    'community',
    'I live in a villa and the residents want to recover the plaza but every block has different ideas',
    'Around 300 families live here.',
  ],
  ['community', 'residents of the tower blocks next to the port'],
  ['community', 'neighbours of a street affected by the metro construction'],
  ['volunteering', 'Voluntarios TECHO'],
  [
    'volunteering',
    'I coordinate the volunteers of a comedor that gives lunch to 200 people and saturday shifts are always half empty',
  ],
  [
    'volunteering',
    'we are university students that go on weekends to help in poor neighbourhoods and our rota is a disaster',
    'We are like 40 volunteers but only 10 are regular.',
  ],
  ['volunteering', 'volunteer guides at the national park'],
  ['volunteering', 'hospital volunteers who accompany patients without family'],
  [
    'youth',
    'I am leader in a youth group of the barrio and the parents expect us to keep the kids busy every saturday',
  ],
  ['youth', 'youth group of a evangelical church', 'Around 30 teenagers from 12 to 17.'],
  ['gardening', 'Huerto'],
  [
    'gardening',
    'my neighbour and me share a big garden behind our houses and we never agree what to plant or who waters',
  ],
  ['gardening', 'vegetable garden of a rural school'],
];
