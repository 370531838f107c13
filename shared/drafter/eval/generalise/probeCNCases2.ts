/**
 * Probe batch CN's cases after its first 82, in order: the batch is one list (`probeCNCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_CN_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  ['legal', 'In-house legal team at a record label'],
  [
    'consulting',
    "I'm a solo consultant doing digital transformation for councils and proposals take me longer than the actual engagements",
  ],
  ['consulting', 'Advisory practice for family-owned wineries'],
  [
    'architecture',
    "We're a small architecture practice and our BIM models, drawings and client comments live in three places",
  ],
  [
    'research',
    'i run a genomics lab and our experiment data sits on hard drives with names like final_v3_REAL',
    'Grant renewal needs a data management plan.',
  ],
  ['research', 'Behavioural research unit inside a tax office'],
  [
    'veterinary',
    "we're a two-vet mixed practice and our clinic software can't send vaccination reminders to pet owners properly",
    "We'd like fewer no-shows.",
  ],
  [
    'peopleTeam',
    "I'm the HR person at a 150-person logistics firm and onboarding new staff means emailing six different people",
  ],
  ['peopleTeam', 'Hiring team at a fast-growing games studio', "We're hiring 40 people this year."],
  [
    'facilities',
    'we look after five office buildings and the maintenance tickets, cleaning rotas and contractor visits are all on paper',
  ],
  [
    'security',
    'I run a small security company and the guard patrol app shows checkpoints scanned that nobody actually walked to',
  ],
  [
    'security',
    'I supervise night guards on construction sites and incident reports are WhatsApp photos with no time or location',
  ],
  [
    'publicServices',
    "I work in council tax and benefits and residents can't see their case online so they phone us all day",
  ],
  ['publicServices', "Citizens' service centre in a shopping mall"],
  [
    'governmentPolicy',
    "I'm a policy analyst in a ministry and we pull evidence for consultations from dozens of spreadsheets nobody maintains",
  ],
  [
    'governmentPolicy',
    'our policy team drafts advice for the minister and keeping track of consultation responses in email is hopeless',
  ],
  ['governmentPolicy', 'Transport policy team in a state government'],
  [
    'justice',
    "we're the listings office at a magistrates court and hearings get double-booked because the case system and calendar don't talk",
  ],
  ['justice', 'Youth offending team in a seaside town'],
  [
    'emergencyServices',
    'I work in fire control and our incident logging system crashes right when a big call comes in',
    'Control room covers two counties.',
  ],
  ['emergencyServices', 'Fire crew based at a chemical plant'],
  [
    'schools',
    "I'm a deputy head and our pupil data, lesson plans and behaviour logs are split across four systems",
    'Staff are exhausted by double entry.',
  ],
  [
    'earlyYears',
    'we run a nursery for 45 children and parents want photo updates in the app but staff barely have time',
    'Ofsted is coming next term.',
  ],
  [
    'earlyYears',
    "I'm manager of a creche in a leisure centre and parents want to book sessions online, we just use a diary",
  ],
  [
    'university',
    'I coordinate a masters course and the module handbook, the VLE and the timetable all say different things',
  ],
  ['university', 'Law school admissions office'],
  [
    'training',
    'I run forklift and first aid courses and tracking which learners certificates expire when is a nightmare',
  ],
  [
    'training',
    "we're a corporate training provider and learners' progress sits in our LMS but trainers still print sign-in sheets",
  ],
  [
    'healthcare',
    "i'm a ward sister and the e-obs system beeps constantly so nurses just ignore the alerts",
    '28 beds, acute medicine.',
  ],
  [
    'healthcare',
    "i'm a nurse in the ship's hospital on a cruise liner and patient notes are still handwritten then scanned",
  ],
  [
    'emergencyCare',
    "we're an ED in a district hospital and triage times in the system never match what actually happened",
    'We see about 250 patients a day.',
  ],
  [
    'primaryCare',
    "I'm a practice manager at a GP surgery and the online appointment system gets booked out in two minutes flat",
    '12,000 patients, 6 GPs.',
  ],
  ['primaryCare', "Doctor's surgery for a university campus"],
  [
    'pharmacy',
    "we're a community pharmacy and the electronic prescriptions arrive faster then we can dispense them",
  ],
  ['pharmacy', 'Dispensary at a rural GP practice'],
  [
    'dentistry',
    "I'm a dental nurse and our practice software keeps losing patients' x-rays between the surgery and reception",
  ],
  [
    'mentalHealth',
    "I'm a therapist in private practice and session notes, invoices and client bookings live in three different apps",
    "I'm worried about confidentiality.",
  ],
  [
    'mentalHealth',
    'we provide counselling for police officers and the session booking has to be totally separate from their work email',
  ],
  [
    'socialCare',
    "we manage home care visits for 200 clients and carers' rota app keeps showing visits that were already cancelled",
    'We cover a big rural area.',
  ],
  ['socialCare', 'Day centre for older people in a church hall'],
  [
    'performingArts',
    "I'm company manager for a touring theatre and the rehearsal schedules, contracts and tour dates are in five spreadsheets",
    'Cast of 9, touring for 14 weeks.',
  ],
  ['performingArts', 'Jazz trio playing hotel lounges'],
  [
    'museum',
    "we're a small local museum and our collection database has 30,000 objects but half have no photos",
    'Two paid staff and a small budget.',
  ],
  [
    'museum',
    "our science museum's visitor booking system crashes every school holiday and the front desk reverts to clipboards",
  ],
  [
    'library',
    "I'm a school librarian and the library management system still thinks books from 2015 are on loan",
  ],
  [
    'library',
    "we're a public library service and the e-book lending platform and the catalogue never show the same availability",
  ],
  [
    'sport',
    'our rugby club tracks player GPS data at every training session but the coaches never look at it',
  ],
  [
    'sport',
    'I organise the staff five-a-side league at our bank and the fixtures spreadsheet is breaking under twenty teams',
  ],
  [
    'events',
    'we organise trade shows and attendee registration, badge printing and ticket scanning are three different vendors',
  ],
  [
    'events',
    "I'm ops lead for a music festival and ticket scanning, the app and the wristband cashless system all failed last year",
    'About 15,000 people over three days.',
  ],
  [
    'visualArts',
    "I'm a ceramic artist with a shared studio and tracking which works are at which gallery is chaos",
  ],
  [
    'visualArts',
    "we're an artist-run gallery and studio collective and selling work online has become a second full-time job",
  ],
  [
    'personalCare',
    'i own a hair salon and clients book through Instagram DMs, the phone and an app so the diary is a mess',
  ],
  [
    'personalCare',
    "we run the beauty salon inside a hotel spa and guests' treatment bookings come through the hotel system which we can't edit",
  ],
  [
    'faith',
    'I help run our parish and the rota for readers, the livestream and the giving app are all seperate',
  ],
  [
    'faith',
    'our mosque streams Friday prayers and takes donations online but the congregation mostly still finds out about things by word of mouth',
  ],
  [
    'association',
    "I'm membership secretary of a local history society and renewals are tracked on an ancient Access database",
    'Around 350 members, mostly retired.',
  ],
  [
    'repairShop',
    'we fix phones and laptops and customers keep ringing to ask where their device is because we have no tracking',
  ],
  ['repairShop', 'Instrument repair for a school music service'],
  [
    'funeral',
    "I'm a funeral director and families want livestreams and online tributes but our booking system is all paper diaries",
  ],
  [
    'funeral',
    "we're a family-run funeral home and the bereaved keep asking for online planning but our records are ledgers from the 80s",
    'Third generation, two branches.',
  ],
  ['funeral', 'Funeral arm of a co-op supermarket group'],
  [
    'nonprofit',
    "we're a small charity and donor records are split between a CRM nobody updates and the fundraiser's own spreadsheet",
    'Seven staff, about 2,000 regular donors.',
  ],
  [
    'nonprofit',
    "i'm head of fundraising at a cancer charity and our donation forms, gift aid and donor emails never line up",
  ],
  ['nonprofit', 'Grant-giving trust for rural schools'],
  [
    'household',
    "my wife and I both work shifts and the shared family calendar app never tells us who's picking the kids up",
    'Kids are 5 and 9.',
  ],
  [
    'household',
    "I'm the one who handles all the bills, passwords and school emails in our house and it's exhausting",
  ],
  [
    'household',
    'we have three teenagers and fighting about screen time and chores is basically our whole evening now',
  ],
  ['household', 'Household of two junior doctors with a toddler', 'We want a fair split of chores.'],
  [
    'community',
    "I run our street's WhatsApp group and it's turned into 300 messages a day about bins and parking",
  ],
  [
    'community',
    "we're a residents' group on an estate trying to get neighbours to actually report repairs through the app",
  ],
  [
    'community',
    'me and some neighbours set up a tool share and a Nextdoor page but only the same five people use it',
    'Village of about 800 people.',
  ],
  ['community', 'Nieghbourhood watch'],
  ['community', 'Neighbours around a noisy quarry', 'We want one voice when we talk to the operator.'],
  [
    'volunteering',
    'I coordinate volunteers at a food bank and the shift rota is a Google sheet that anyone can break',
  ],
  [
    'volunteering',
    "we're all volunteers running a repair cafe and signing people up for shifts through Facebook just isn't working",
  ],
  [
    'volunteering',
    "i volunteer with a night shelter and guests' details are written in a notebook that gets passed between shifts",
    'We worry about data protection.',
  ],
  ['volunteering', 'Volunteer ushers at a community theatre'],
  [
    'youth',
    "I'm a scout leader and parents' consent forms, subs and camp bookings are all on paper and email",
    'Around 30 kids aged 10-14.',
  ],
  [
    'gardening',
    'we share an allotment plot between four families and nobody knows who planted what or when to water',
  ],
  ['gardening', 'Sensory garden at a care home'],
];
