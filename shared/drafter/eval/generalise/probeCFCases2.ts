/**
 * Probe batch CF's cases after its first 94, in order: the batch is one list (`probeCFCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_CF_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  ['veterinary', 'im a vet nurse at a busy small animal clinic and pet owners ring constantly for results'],
  [
    'veterinary',
    "I'm a farm vet covering dairy herds and the night call-outs wreck the next day's clinic list",
  ],
  [
    'peopleTeam',
    "I'm an HR advisor and onboarding new staff takes three weeks because nobody owns the checklist",
  ],
  [
    'peopleTeam',
    "I'm a talent partner at a fintech and hiring managers never send feedback on candidates",
    'Hiring 50 people this year.',
  ],
  [
    'facilities',
    "I'm the school site manager, caretaker really, and heating, locks and the cleaning contract are all on me",
  ],
  [
    'facilities',
    "I'm a cleaning supervisor for an office block with seven cleaners and maintenance requests keep piling up",
  ],
  [
    'security',
    "I'm a security officer on night patrol at a distribution park and incident reports are still on paper",
  ],
  [
    'security',
    "I'm a door supervisor at a nightclub and when an incident kicks off the radio chatter is useless",
  ],
  ['security', 'CCTV control room'],
  [
    'publicServices',
    "I'm a housing officer at the council and residents' complaints bounce between departments for weeks",
  ],
  [
    'publicServices',
    "I work on the front desk of the town hall and residents ask for services we don't even run anymore",
  ],
  ['publicServices', 'council one-stop shop inside a library building'],
  [
    'governmentPolicy',
    "I'm a policy adviser in a government department and ministers want evidence summaries by tomorrow, every time",
  ],
  [
    'governmentPolicy',
    "I'm a civil servant running a public consultation and the responses are piling up unanalysed",
    'Closing date is in three weeks.',
  ],
  [
    'justice',
    "I'm a court usher at the magistrates and hearings overrun so defendants and witnesses wait all day",
    'Three courtrooms, one usher most days.',
  ],
  [
    'justice',
    "I'm a probation officer with 45 offenders on my caseload and the recall process is a complete mess",
  ],
  [
    'emergencyServices',
    "I'm a firefighter on blue watch and the handover between watches loses half the information",
    'Station has four watches of about twelve.',
  ],
  [
    'emergencyServices',
    "I'm a 999 call handler for the police and the incident queue on a Friday night is unbearable",
  ],
  ['emergencyServices', 'fire crew at a regional airport'],
  [
    'schools',
    "I'm a 4th grade teacher and our student behavior logs are scattered across three different systems",
  ],
  [
    'schools',
    "i'm a teaching assitant in a secondary school covering lessons last minute with no plans left",
    'We are a big school, 1400 pupils.',
  ],
  ['schools', 'im the SENCo at a primary and EHCP reviews always land in the same fortnight as the reports'],
  ['earlyYears', "I'm a nursery nurse in the baby room and parents' handover notes get lost at pick-up time"],
  [
    'earlyYears',
    "I'm a registered childminder with six under-fives and the learning journal paperwork eats my evenings",
  ],
  ['earlyYears', 'creche at a leisure centre gym'],
  [
    'university',
    "I'm a module leader in engineering and 300 students email me about the same lecture every week",
  ],
  [
    'university',
    "I'm a programme administrator at a university and course timetables change after students have enrolled",
  ],
  [
    'training',
    "I'm a forklift trainer running courses for warehouses and learners turn up without the right paperwork",
  ],
  [
    'training',
    "I'm an apprenticeship assessor, my learners are on site all week and our sessions keep getting cancelled",
    'Caseload of about 35 apprentices.',
  ],
  ['training', 'first aid training company'],
  [
    'healthcare',
    "I'm a staff nurse on an elderly care ward on nights and the handover sheet is always out of date",
    '28 beds, usually 3 nurses on nights.',
  ],
  [
    'healthcare',
    "I'm a CNA in a dialysis unit and patients wait forever because the chairs aren't turned over in time",
  ],
  ['healthcare', 'hospital wing inside a prison'],
  ['emergencyCare', "I'm a triage nurse in A&E and the waiting room fills faster than we can see anyone"],
  [
    'emergencyCare',
    "I'm a paramedic with the county EMS and offloading patients at the ER doors can take hours",
    'Want to map where the delays actually start.',
  ],
  [
    'primaryCare',
    "I'm a receptionist at a GP surgery and the 8am phone rush for appointments is awful for everyone",
    'Practice of 11,000 patients.',
  ],
  [
    'primaryCare',
    "I'm a practice nurse running chronic disease clinics and repeat prescription queries eat my whole day",
  ],
  [
    'pharmacy',
    "I'm a pharmacy technician in a hospital dispensary and discharge prescriptions hold up the wards every afternoon",
    'Team of about 15 techs and pharmacists.',
  ],
  [
    'pharmacy',
    'I am working as pharmacist in a medical store chain in Pune, each branch is doing dispensing checks differently',
  ],
  ['dentistry', 'im a dental nurse at an nhs practice, pts dont show up and the dentist runs late anyway'],
  [
    'dentistry',
    "I'm a hygienist working two days a week and recall letters for check-ups never go out on time",
  ],
  ['dentistry', 'dental surgery in a retail park'],
  [
    'mentalHealth',
    "I'm a CBT therapist in a talking therapies service and my waiting list for sessions is six months long",
  ],
  [
    'mentalHealth',
    "I'm a community psychiatric nurse and my clients' crisis plans are scattered across paper and email",
    'Caseload of 30, team of 8.',
  ],
  ['mentalHealth', 'counselling service for a police force'],
  [
    'socialCare',
    'im a home carer doing 15 min visits, rota changes come by text and familys complain were late',
  ],
  [
    'socialCare',
    "I'm a senior carer in a residential home for people with dementia and the medication rounds always overrun",
    '40 residents, two floors.',
  ],
  [
    'socialCare',
    "I'm a reablement support worker visiting people after hospital discharge and the visit schedule changes every hour",
  ],
  [
    'performingArts',
    "I'm the stage manager for a touring theatre company and the rehearsal schedule changes every single day",
  ],
  [
    'performingArts',
    "I'm a chorus singer with a regional opera house and rehearsal calls reach us at the last moment",
  ],
  [
    'performingArts',
    'brass band attached to an old colliery',
    'About 30 players, mostly retired miners and their grandkids.',
  ],
  ['museum', "I'm a front of house assistant at a local museum and visitors can't find half the exhibition"],
  [
    'museum',
    "I'm a collections officer and our object records are half on index cards, half on a database from 2003",
  ],
  [
    'library',
    "I'm a library assistant at a branch library and book reservations go missing between branches",
  ],
  ['library', "i'm the school librarian, loans still get stamped by hand and books never come back"],
  ['sport', 'i coach the under 16s rugby squad at our club and training attendance is all over the place'],
  [
    'sport',
    "I'm the fixtures secretary at a cricket club, teams get picked on WhatsApp and someone's always left out",
    'Three Saturday XIs and a Sunday side.',
  ],
  [
    'events',
    "I'm a production manager for outdoor festivals and the venue, ticketing and crew all plan separately",
    'About 15,000 attendees.',
  ],
  [
    'events',
    "I'm the wedding coordinator at a country house venue and suppliers keep turning up at the wrong times",
  ],
  [
    'visualArts',
    "I'm a studio assistant to a sculptor and the works for the exhibition are always behind schedule",
  ],
  ['visualArts', "I'm a printmaker in a shared studio of twelve artists and nobody can agree on press time"],
  ['personalCare', "I'm a hairdresser renting a chair in a salon and appointments double-book on the app"],
  [
    'personalCare',
    "I'm a nail tech and beauty therapist, clients no-show and my treatment room sits empty half the week",
  ],
  ['personalCare', 'barbers on a cruise ship'],
  [
    'faith',
    "I'm the church warden and our Sunday worship rota depends on three people who are all over 80",
    'Congregation of about 50 on a good week.',
  ],
  [
    'faith',
    "I'm an assistant rabbi and our congregation's services and festivals are organised through endless email chains",
  ],
  [
    'association',
    "I'm membership secretary of a local history society and renewals are all still done by cheque",
  ],
  [
    'association',
    "I'm a union shop steward at a bus depot, members bring issues and committee meetings go nowhere",
    'Around 200 members.',
  ],
  [
    'repairShop',
    "I'm a phone repair tech in a shopping centre kiosk, customers drop devices off and parts take a week",
  ],
  [
    'repairShop',
    "I'm a watchmaker doing repairs for a jeweller's and parts from Switzerland take months to arrive",
  ],
  [
    'funeral',
    "I'm a funeral arranger and bereaved families ring me about every detail while the service date keeps moving",
  ],
  [
    'funeral',
    "I'm a driver and bearer for a funeral director and we often get the crematorium timings wrong",
  ],
  ['funeral', 'natural burial ground on a farm'],
  [
    'nonprofit',
    "I'm a fundraising officer at a small charity and donor records live in three different spreadsheets",
    'We are 6 staff.',
  ],
  [
    'nonprofit',
    "I'm a grants manager at a foundation, beneficiary reports come in late and funding decisions stall",
  ],
  [
    'household',
    "I'm a night nurse and my husband drives trains, so school runs and chores at home are total chaos",
    'Two kids, 6 and 9.',
  ],
  [
    'household',
    "I'm a single dad driving buses on rotating shifts, juggling two kids, a dog and the arvo pick-ups at home",
  ],
  [
    'household',
    'As a secondary teacher I mark every evening and at home the chores all land on me, not my teenagers',
  ],
  [
    'household',
    "I'm a care worker on split shifts and my mum lives with us, so family life at home is a constant juggle",
  ],
  ['household', 'Home w/ toddlers'],
  ['household', 'family home above our pub', 'Three kids and the in-laws help out.'],
  [
    'community',
    "I'm a postie and I've started a street WhatsApp so neighbours can look out for the older residents",
  ],
  [
    'community',
    "I'm the residents' rep for our estate and the neighbours only ever talk to each other when the lift breaks",
  ],
  [
    'community',
    "I'm a retired nurse and one of the neighbours who run our cul-de-sac's gritting and bin-day rota",
  ],
  [
    'community',
    "I'm a paramedic and in my village there's no shop or pub anymore so residents barely see each other",
    'I want to get something going locally.',
  ],
  ['community', 'neighbourhood watch on a new-build estate'],
  [
    'volunteering',
    "I'm the rota coordinator for volunteers at a food bank and Saturday shifts are always short",
    'About 70 volunteers on the books.',
  ],
  [
    'volunteering',
    'I volunteer as a driver taking patients to hospital appointments and the volunteer bookings are chaos',
  ],
  [
    'volunteering',
    "I'm a volunteer at a night shelter, guests arrive at 8 and we never know who is on the rota",
  ],
  [
    'volunteering',
    "I'm a retired teacher volunteering at parkrun and the marshal shifts are sorted through endless email chains",
  ],
  [
    'youth',
    "I'm a youth worker at a drop-in centre and young people turn up with no record of who has been before",
  ],
  [
    'youth',
    "I'm a Scout leader with thirty kids and parents' consent forms are a nightmare before every camp",
    'Four leaders, all volunteers.',
  ],
  [
    'gardening',
    "I'm a gardener at a stately home and the planting plans for the borders live in the head gardener's head",
    'Five gardeners, twelve acres.',
  ],
  [
    'gardening',
    'I have an allotment plot on a big site and the shared watering rota for the plants has collapsed',
  ],
];
