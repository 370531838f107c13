/**
 * Probe batch BA's cases after its first 79, in order: the batch is one list (`probeBACases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_BA_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  ['architecture', 'Architects who design primary schools'],
  [
    'research',
    'our lab has 7 PhD students, 1 postdoc and one mass spec and experiments get bumped every week',
    'PI is away half the year.',
  ],
  [
    'research',
    "Research group at a children's hospital, 10 researchers and one ethics officer for every study",
  ],
  [
    'veterinary',
    "we're a mixed practice with 4 vets, 2 nurses and one ute and farm calls wreck the clinic schedule",
    'Small town in western Victoria.',
  ],
  ['veterinary', 'Vet team at a wildlife park'],
  [
    'peopleTeam',
    "we're an HR team of 2 for 180 employees and onboarding new starters takes weeks longer than it should",
  ],
  ['peopleTeam', 'HR for a hotel group, 3 of us and 400 seasonal staff hired every spring'],
  ['facilities', 'we have 4 cleaners and one handyman for 3 buildings and maintenance tickets sit for weeks'],
  [
    'facilities',
    'Estates and cleaning team at a college campus, 30 staff and 14 buildings, always short on nights',
  ],
  [
    'security',
    'we have 25 guards across 6 sites and patrol reports come back on paper days after the incident',
    'Clients keep asking for proof the patrols happened.',
  ],
  [
    'publicServices',
    "we're the customer service team at a small council with 8 staff and residents get passed around between departments",
    'Would love fewer complaints about being bounced.',
  ],
  [
    'publicServices',
    'Council service desk inside a public library, 2 officers and residents queueing for bus passes and bin bags',
  ],
  [
    'governmentPolicy',
    "we're a policy team of 6 in a state department and ministers want evidence briefs by tomorrow every single time",
  ],
  ['governmentPolicy', 'Education policy team at the ministry'],
  [
    'justice',
    "we're a county court with 3 judges, 2 courtrooms and hearings get adjourned because files aren't ready",
  ],
  ['justice', 'Youth court listings office, 2 clerks and 60 cases a day', 'Adjournments are the big one.'],
  [
    'emergencyServices',
    "we're a rural fire station with 2 trucks and 18 crew and call-outs at night leave us short for days",
    'Mix of retained and full-time firefighters.',
  ],
  [
    'schools',
    'I teach at a school with 2 classrooms per year group and 30 kids each and lesson cover is a nightmare',
    'Three teachers off long term right now.',
  ],
  ['schools', 'Hospital school for kids on the long-stay wards'],
  [
    'earlyYears',
    "we run a nursery with 3 rooms, 40 children and 9 staff and ratios fall apart when anyone's off sick",
  ],
  ['earlyYears', 'Creche at a leisure centre, 2 staff and 15 toddlers while parents do spin class'],
  [
    'university',
    'we run a masters course with 120 students and 9 modules and timetable clashes land on us every semester',
  ],
  ['university', 'Nursing degree at a uni, 400 students and lecture rooms booked twice'],
  [
    'training',
    'I run forklift courses with 2 trainers and one yard and learners turn up without the right paperwork',
    'Most are sent by their employers.',
  ],
  ['training', 'apprentice training centre for a power company'],
  [
    'healthcare',
    'our ward has 28 beds, 6 nurses on nights and handovers lose things every single shift',
    'Agency staff most nights.',
  ],
  ['healthcare', 'Medical wing at a prison, 10 beds and 4 nurses and patients escorted in and out all day'],
  [
    'emergencyCare',
    'our ED has 30 cubicles and 2 triage nurses and ambulances ramp outside for hours every winter',
  ],
  ['emergencyCare', 'Medical response team at a ski resort'],
  [
    'primaryCare',
    "we're a GP practice with 5 doctors, 9,000 patients and the phones for appointments melt at 8am",
  ],
  [
    'primaryCare',
    'Student health clinic at a university, 3 GPs and appointments gone by 9 every morning',
    'We want a fairer way to give out slots.',
  ],
  [
    'pharmacy',
    'we dispense about 600 scripts a day with 2 pharmacists and the blister packs for nursing homes always run late',
  ],
  [
    'dentistry',
    'we have 3 dental chairs, 2 dentists and a hygienist and patients no-show for check-ups constantly',
  ],
  ['dentistry', 'Mobile dental van visiting primary schools, 1 dentist and 200 check-ups a week'],
  [
    'mentalHealth',
    "I'm one of 4 therapists sharing 2 rooms and clients get double booked about once a week",
    'Private practice, all part time.',
  ],
  ['mentalHealth', 'Wellbeing and counselling service for police officers'],
  [
    'socialCare',
    'we have 35 carers doing 400 home visits a week and rotas fall apart when one car breaks down',
    'Mostly rural, long drives between calls.',
  ],
  [
    'socialCare',
    'care home run by a church, 42 residents and families wanting updates we never have time for',
  ],
  [
    'performingArts',
    "we're an amateur theatre company with 30 members, one rehearsal room and the set is never finished by tech week",
  ],
  ['performingArts', 'Cathedral choir'],
  ['museum', 'Historic house'],
  [
    'museum',
    "we're a small museum with 2 staff, 14,000 objects and a collections database that's half filled in",
    'Mostly volunteers on the front desk.',
  ],
  [
    'museum',
    'Museum at an old gold mine, 4 staff and school groups every day and exhibition labels falling off',
  ],
  [
    'library',
    'our library has 3 branches, 5 staff and overdue loans nobody chases because the system emails bounce',
  ],
  [
    'sport',
    "we've got 14 junior teams, 3 pitches and one groundsman and match fixtures clash every Saturday",
  ],
  ['sport', 'Staff cricket team at a law firm, 15 players and never 11 turning up'],
  [
    'events',
    'we run 4 food festivals a year with 2 staff and ticket scanning at the gates always goes wrong',
  ],
  [
    'events',
    'Conference and events office at a university, 4 staff and 60 events a term',
    'Everything is booked through email.',
  ],
  [
    'visualArts',
    'I share a studio with 5 other painters and one wall and every exhibition deadline we fight over the space',
  ],
  ['visualArts', 'arts-in-health artists at a hospital, working on the wards with nowhere to store the work'],
  [
    'personalCare',
    'we have 4 chairs, 3 stylists and one receptionist and clients book with each of us by text',
  ],
  [
    'personalCare',
    'Visiting hairdresser for care homes, 2 of us and appointments changed by staff without telling us',
  ],
  ['faith', 'our church has 120 on a Sunday, one minister and a rota for everything that nobody can find'],
  [
    'association',
    "we're a professional society with 2,000 members, a committee of 9 and renewals all done by cheque still",
  ],
  ['association', 'Union branch at a teaching hospital, 600 members and one rep with any time'],
  [
    'repairShop',
    'I fix laptops and phones from a market stall with one bench and parts take weeks to arrive',
  ],
  [
    'funeral',
    "we're a family funeral directors with 2 hearses and 5 staff and paperwork for cremations always holds us up",
  ],
  ['funeral', "Green burial ground on a farm, 2 staff and families wanting services we can't fit in"],
  [
    'nonprofit',
    "we're a charity with 3 staff, 800 donors and 4 funders who all want different reports",
    'Board meets quarterly and wants one dashboard.',
  ],
  [
    'household',
    "we're 5 people in a 3 bed flat with one bathroom and the mornings before school are carnage",
  ],
  [
    'household',
    "my partner and I both work shifts, we have 3 kids and a dog and nobody knows who's doing pickup",
    'Kids are 4, 9 and 13.',
  ],
  ['household', 'im a single dad with 2 teenagers and one car and the chores never get done untill I shout'],
  ['household', "Family home above our bakery, 4 kids and chores that slide when the shop's busy"],
  [
    'household',
    'Farm household with three generations under one roof',
    'Grandma needs more help these days.',
  ],
  [
    'community',
    'we are 60 flats in one block with one lift and one bin store and neighbours just argue in the group chat',
    'Want people to actually talk to each other.',
  ],
  ['community', 'our street has 28 houses and one WhatsApp group and the same 3 neighbours do everything'],
  [
    'community',
    'I live in a village of 300 people and the local noticeboard is the only way anyone hears anything',
  ],
  ['community', 'Residents of a new build estate, 200 homes and the developer never finished the roads'],
  [
    'community',
    'Local residents around a quarry, 90 households and the blasting keeps cracking walls',
    'We want the council to listen.',
  ],
  [
    'volunteering',
    'we have 45 volunteers, one van and two kitchens and the Saturday shift is always short by three',
  ],
  [
    'volunteering',
    'I coordinate 60 volunteers at a food bank and half the rota cancels the night before',
    'Most of them are retired.',
  ],
  ['volunteering', 'our shelter runs on 30 volunteer shifts a week and guests see a new face every night'],
  [
    'volunteering',
    "Volunteer guides at a cathedral, 70 on the rota and nobody knows who's on for the Easter rush",
  ],
  ['volunteering', 'Volunteer marshals for a city marathon'],
  [
    'youth',
    'I lead a youth group with 35 teenagers, 4 leaders and a hall we share, and parents never fill forms in',
  ],
  ['youth', 'Youth club in a church hall, 2 leaders and 40 young people on a Friday'],
  ['gardening', 'we have 50 plots, one water tap and a shed, and half the plot holders never weed'],
  [
    'gardening',
    'Kitchen garden for a restaurant, 1 gardener and half an acre and the chefs want everything at once',
  ],
];
