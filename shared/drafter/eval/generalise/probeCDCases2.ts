/**
 * Probe batch CD's cases after its first 99, in order: the batch is one list (`probeCDCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_CD_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  ['consulting', 'Management consultants advising NHS trusts on waiting lists'],
  [
    'architecture',
    'I run a two-person architecture studio in Lisbon and drawing revisions reach contractors before the client has signed off',
  ],
  ['architecture', "Architects redesigning the East London Mosque's community hall"],
  [
    'research',
    "I manage the CTU at King's and our study data gets cleaned three times by three different people",
    'We run about 20 trials at once.',
  ],
  ['research', 'Ecology research team in a Forestry and Land Scotland plantation'],
  ['veterinary', 'Vets4Pets'],
  [
    'veterinary',
    "we're a mixed practice in Co. Cork doing farm calls and small animals, and the OOH rota is chaos",
  ],
  ['veterinary', 'Vet clinic inside Battersea Dogs Home'],
  ['peopleTeam', 'HRBP team'],
  [
    'peopleTeam',
    "I'm the only HR person at a 90 staff haulage firm and onboarding new drivers is a paper form nightmare",
  ],
  [
    'peopleTeam',
    'Recruitment team of an NHS trust',
    'We hire about 80 nurses a month and lose track of references.',
  ],
  [
    'facilities',
    'we clean and maintain four primary schools for the trust and site keys plus reactive jobs are a shambles',
  ],
  ['facilities', 'Estates and maintenance crew at Durham Cathedral'],
  ['security', 'G4S guards'],
  [
    'security',
    'i supervise night patrols for a guarding company on building sites in Joburg, incident reports come back half filled',
    'Thirty guards across eleven sites.',
  ],
  ['security', 'Door supervisors at Fabric nightclub'],
  ['publicServices', 'Aadhaar centre'],
  [
    'publicServices',
    "I work in the council's housing options team and residents get passed round four departments before anyone helps",
    'We want one front door for residents.',
  ],
  ['publicServices', 'School admissions team at Kent County Council'],
  ['governmentPolicy', 'DfE policy'],
  [
    'governmentPolicy',
    "we're a small policy team in the Scottish Government and ministerial submissions go up before the evidence review is finished",
  ],
  ['governmentPolicy', 'DHSC team drafting the tobacco and vapes bill'],
  ['justice', 'mags court'],
  [
    'justice',
    'i am a probation officer in Sheffield, offender appointments clash with court hearings and nobody updates nDelius',
  ],
  ['justice', 'YOT at the borough council', 'Youth offending team, about 15 staff.'],
  [
    'emergencyServices',
    "we're a volunteer RNLI lifeboat crew in Wales and after a pager call-out nobody's sure who is actually coming",
  ],
  ['emergencyServices', 'Airport fire service at Heathrow'],
  [
    'schools',
    "I'm head of year 9 at a comp in Essex and behaviour incidents live in three systems so pupils slip through",
    'SATs are not the issue, behaviour is.',
  ],
  ['schools', 'Primary school on an RAF base in Lincolnshire'],
  [
    'schools',
    "we're a tiny Steiner school in Stroud with 40 pupils and class timetables are redone by hand every term",
  ],
  [
    'earlyYears',
    'I run an Ofsted registered childminding setting from home with two assistants and parent messages about pick-ups get missed',
    'Ten children aged one to four.',
  ],
  ['earlyYears', 'Staff creche at the John Radcliffe'],
  [
    'university',
    "we're the module leads on a nursing degree and lecture timetables clash with students' placements every semester",
  ],
  ['university', "Teaching team for the vet school's BVSc course"],
  [
    'training',
    "i deliver HLTAID first aid courses for construction firms across Queensland and learners' certificates go missing between sessions",
  ],
  ['training', 'Apprentice academy at Rolls-Royce Derby'],
  [
    'healthcare',
    "I'm charge nurse on a busy HASU and handovers between day and night shift miss half of what patients need",
    'Stroke unit, 28 beds.',
  ],
  ['healthcare', 'Occupational health nurses at the BP refinery'],
  ['emergencyCare', 'ED majors'],
  [
    'emergencyCare',
    "we're paramedics on a HEMS car in Yorkshire and triage info from control arrives after we're already on scene",
  ],
  ['emergencyCare', 'Medical car team at Silverstone'],
  [
    'primaryCare',
    "I'm practice manager at a GP surgery in Leicester, appointment lines open at 8 and the phones melt by 8.05",
  ],
  ['primaryCare', 'Student health centre at the University of Leeds'],
  ['pharmacy', 'Boots dispensary'],
  [
    'pharmacy',
    "i'm pharmacist in small chemist shop in Mumbai, repeat prescriptions and controlled drug stock are tracked in notebook",
  ],
  [
    'pharmacy',
    'Pharmacy counter inside a Walmart supercenter',
    'Two pharmacists, four techs, always short on weekends.',
  ],
  [
    'dentistry',
    "we're a family dental practice in Adelaide with three dentists and recalls slip so patients turn up with broken teeth",
  ],
  ['dentistry', 'Dental van that visits primary schools in Fife'],
  [
    'mentalHealth',
    "I'm a BACP counsellor in a small private practice and client session notes and wellbeing scores are scattered everywhere",
  ],
  [
    'mentalHealth',
    'Wellbeing counselling service for Met Police officers',
    'Officers worry their sergeant will find out they came.',
  ],
  [
    'socialCare',
    'I coordinate HSE home care visits for older clients around Galway and carers often get their rotas the night before',
    'Forty carers, mostly part time.',
  ],
  ['socialCare', 'Supported living service run by Riverside housing association'],
  [
    'performingArts',
    "i'm stage manager on a touring panto and rehearsal changes never reach the crew until the tech",
  ],
  ['performingArts', 'Grimethorpe colliery brass band'],
  ['museum', 'V&A collections'],
  [
    'museum',
    'we are the learning and collections team at a small regimental museum and object loans get tracked in a spreadsheet',
    'Three paid staff and a lot of retired soldiers.',
  ],
  ['museum', 'Heritage museum at Anfield stadium'],
  [
    'library',
    "I'm the only librarian at a law firm and loan requests come by email, post-it notes and shouting across the office",
  ],
  ['library', 'Prison library at HMP Durham', 'Lending has to fit round lockdown times.'],
  [
    'sport',
    "we're a Sunday league club with 3 teams under the county FA and kit, refs and pitches are always a last minute scramble",
    'All run by four dads.',
  ],
  ['sport', 'NHS trust staff netball team'],
  ['events', 'SDCC crew'],
  [
    'events',
    'I organise the yearly food festival in Ludlow and stallholders, tickets and volunteers all live in seperate spreadsheets',
    'Around 20,000 visitors over a weekend.',
  ],
  ['events', 'Conference and events office at the LSE'],
  [
    'visualArts',
    "we're a collective of six painters sharing a studio in Hackney and exhibition deadlines always catch us out",
  ],
  ['visualArts', 'Muralists painting a Melbourne Metro station'],
  [
    'personalCare',
    'i own a barber shop in Lagos with 4 chairs, appointments come through Instagram DMs and walk ins mess everything up',
  ],
  ['personalCare', 'Hairdresser who visits a Barchester care home every Tuesday'],
  [
    'faith',
    "I'm vicar of three rural C of E parishes and the worship rotas, readers and flowers are all on paper",
    'Average age of the congregation is about 75.',
  ],
  ['faith', 'Multi-faith chaplaincy at Stansted Airport'],
  [
    'association',
    "I'm membership secretary of a philatelic society and renewals still arrive as cheques in the post",
  ],
  ['association', 'Unite branch at the Nissan plant in Sunderland'],
  ['repairShop', 'Timpson branch'],
  [
    'repairShop',
    'we fix laptops and phones out of a tiny shop in Nairobi and parts orders get mixed up with customer devices',
    'Three technicians.',
  ],
  ['repairShop', 'Repair bench at a Currys megastore'],
  [
    'funeral',
    'my father and I run the family undertakers in Tipperary and bereaved families get different answers from each of us',
  ],
  ['funeral', "Bereavement services at Birmingham council's crematorium"],
  ['nonprofit', 'Oxfam'],
  [
    'nonprofit',
    "I'm the fundraising manager at a small cancer charity and Gift Aid claims and donor thank-yous go out weeks late",
  ],
  [
    'nonprofit',
    'The charitable foundation of a Big Four firm',
    'We give out around two million a year in grants.',
  ],
  [
    'household',
    'my husband and I both do shifts at the Royal and the kids school stuff keeps falling through the cracks',
    'Three kids, one with SEN.',
  ],
  [
    'household',
    'we are joint family of nine in Pune, chores and the kids tuition timings are always clashing with each other',
  ],
  ['household', 'RN family home while dad is at sea'],
  ['household', 'Family flat above our Chinese takeaway', 'Grandma lives with us too.'],
  ['community', 'our close'],
  [
    'community',
    'im trying to get the neighbours on our estate in Peckham to sort out the shared bins and the kids play area',
  ],
  [
    'community',
    'we set up a Facebook group for the village after the floods and now everyone wants it to organise everything',
    'About 400 households.',
  ],
  ['community', 'Residents of the streets around Villa Park on match days'],
  ['community', 'Neighbours in a Peabody block in Islington'],
  ['volunteering', 'Samaritans rota'],
  [
    'volunteering',
    'I coordinate the volunteer drivers for our hospital transport scheme and shift swaps happen by text so we lose track',
  ],
  [
    'volunteering',
    'we run a soup kitchen with about 30 volunteers from the mosque and the rota falls apart every Ramadan',
    'We feed about 150 guests a night.',
  ],
  ['volunteering', 'Volunteer room guides at Chartwell for the National Trust'],
  ['volunteering', "Befriending volunteers for St Christopher's Hospice"],
  [
    'youth',
    'im a leader at our church youth club on Friday nights and parent consent forms are never where I need them',
    'Twenty kids aged 11 to 14.',
  ],
  ['youth', "Lambeth young people's youth council"],
  [
    'gardening',
    'we look after the kitchen garden at a country house hotel and our planting plans never match what the chef wants',
    'Two gardeners and a volunteer.',
  ],
  ['gardening', 'Growing plot behind the primary school'],
];
