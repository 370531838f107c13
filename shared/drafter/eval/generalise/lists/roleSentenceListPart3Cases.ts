/** Part 3 of ROLE_SENTENCE_LIST_CASES (split only to keep files short). */
export const ROLE_SENTENCE_LIST_PART_3_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'training',
    "I'm a training coordinator at a provider running forklift and first aid courses in Birmingham, and learners keep dropping out.",
  ],
  [
    'training',
    'Delivery manager for an apprenticeship provider in Leeds, 200 learners, and our trainers are overloaded.',
  ],
  [
    'training',
    "I work as an assessor for a vocational training company in Cape Town, signing off learners' skills on site.",
  ],
  ['training', 'trainer at a coding bootcamp in Sydney, running 12 week cohorts for career changers'],
  [
    'healthcare',
    "I'm a bed manager at a district general hospital in Kent, and patients are stuck waiting for discharge.",
  ],
  [
    'healthcare',
    "Clinical coordinator on a cardiology ward in Cork, 28 beds, and we're short of nurses every weekend.",
  ],
  [
    'healthcare',
    'I work as a scheduler for an outpatient oncology clinic in Ohio, booking patients in for their chemo sessions.',
  ],
  ['healthcare', 'staff nurse on a busy medical ward in Johannesburg, one nurse to twelve patients at night'],
  [
    'emergencyCare',
    "I'm a shift coordinator in the emergency department of a hospital in Glasgow, and ambulances are queueing outside.",
  ],
  ['emergencyCare', 'Clerk at an A&E reception in Dublin, triage waits are up to nine hours most nights.'],
  [
    'emergencyCare',
    'I work as a team leader for an ambulance service in Victoria, our paramedics ramp at hospitals for hours.',
  ],
  ['emergencyCare', 'registrar in resus at a trauma centre in Cape Town, weekend nights are absolute chaos'],
  [
    'primaryCare',
    "I'm the practice manager at a GP surgery in Swindon, 11,000 patients, and people can't get an appointment.",
  ],
  [
    'primaryCare',
    "Receptionist at a family doctors' practice in Auckland, the phones ring nonstop from 8am.",
  ],
  [
    'primaryCare',
    'I work as an operations lead for a group of medical centres in Brisbane, managing GP rosters and bookings.',
  ],
  [
    'primaryCare',
    'practice nurse at a health centre in rural Donegal, doing vaccines and smear tests all day',
  ],
  [
    'pharmacy',
    "I'm the store manager at a community pharmacy in Belfast, and medicine shortages mean we turn prescriptions away daily.",
  ],
  ['pharmacy', 'Technician at a hospital pharmacy in Toronto, preparing IV drugs for the wards.'],
  [
    'pharmacy',
    'I work as a supervisor at a chemist in Durban, 6 staff, and the queues for chronic medication are long.',
  ],
  ['pharmacy', "pharmacist at a rural chemist in NSW, I'm the only one for 100km"],
  [
    'dentistry',
    "I'm the treatment coordinator at a dental practice in Leeds, and NHS patients are on a two-year waiting list.",
  ],
  ['dentistry', "Receptionist at an orthodontist's in Calgary, booking braces checks for teenagers."],
  [
    'dentistry',
    'I work as the office manager for a group of dental clinics in Bangalore, kindly note our chairs are booked out for weeks.',
  ],
  ['dentistry', 'hygienist at a dentist in Christchurch, cleaning teeth eight hours a day'],
  [
    'mentalHealth',
    "I'm a team manager at a community mental health service in Nottingham, and referrals for therapy wait over six months.",
  ],
  [
    'mentalHealth',
    'Intake coordinator for a counselling practice in Vancouver, matching new clients with therapists.',
  ],
  [
    'mentalHealth',
    'I work as an administrator at a psychotherapy clinic in Dublin, booking sessions for 15 therapists.',
  ],
  ['mentalHealth', 'counsellor at a wellbeing service in Cape Town, seeing 25 clients a week'],
  [
    'socialCare',
    "I'm the registered manager of a care home in Stoke, 45 residents, and agency staff costs are crippling us.",
  ],
  [
    'socialCare',
    "Scheduler for a home care agency in Ontario, planning carers' visits to elderly clients across town.",
  ],
  [
    'socialCare',
    'I work as a deputy manager at a supported living service in Auckland, and families want more updates.',
  ],
  ['socialCare', 'carer for a domiciliary care company in Cork, 12 visits a day, barely time for a chat'],
  [
    'performingArts',
    "I'm the company manager for a touring theatre production, 20 actors, and rehearsals keep clashing with travel days.",
  ],
  [
    'performingArts',
    'Production coordinator at an opera house in Cape Town, scheduling rehearsals for the chorus and orchestra.',
  ],
  [
    'performingArts',
    "I work as an administrator for a chamber choir in Toronto, booking venues and sorting out the singers' availability.",
  ],
  ['performingArts', 'violinist in a symphony orchestra in Melbourne, four concerts a week in season'],
  [
    'museum',
    "I'm the visitor services manager at a local history museum in Yorkshire, and footfall has dropped since admission charges came in.",
  ],
  [
    'museum',
    'Registrar at a natural history museum in Dublin, tracking loans of specimens for a new exhibition.',
  ],
  [
    'museum',
    'I work as a collections assistant at a maritime museum in Halifax, cataloguing the ship models and logbooks.',
  ],
  ['museum', 'curator at a small heritage museum in Kerala, our galleries need new display cases badly'],
  [
    'library',
    "I'm a branch supervisor at a public library in Newcastle, and cuts mean we're only open four days a week.",
  ],
  [
    'library',
    'Circulation assistant at a county library in Ohio, handling checkouts, holds and overdue books.',
  ],
  [
    'library',
    'I work as a manager for a mobile library service in rural Saskatchewan, driving books out to small towns.',
  ],
  ['library', 'librarian at a public library in Christchurch, running storytime and book clubs'],
  [
    'sport',
    "I'm the operations manager at a rugby club in Limerick, and we're struggling to pay players and fix the pitch.",
  ],
  [
    'sport',
    'Academy coordinator at a football club in the Championship, 60 young players, and training schedules clash with school.',
  ],
  [
    'sport',
    'I work as an analyst for a cricket franchise in Mumbai, breaking down match footage for the coaches.',
  ],
  ['sport', 'strength coach at a netball club in Auckland, squad of 15, injuries have wrecked our season'],
  [
    'events',
    "I'm a production manager for a music festival in Somerset, 30,000 attendees, and the site build is behind schedule.",
  ],
  [
    'events',
    'Coordinator at a conference venue in Dublin, handling delegate registration and catering for corporate events.',
  ],
  [
    'events',
    'I work as the operations lead at an events company in Sydney, running weddings and product launches, and suppliers keep pulling out.',
  ],
  ['events', 'event planner in Cape Town, mostly corporate gala dinners, venues keep double-booking us'],
  [
    'visualArts',
    "I'm the studio manager for a painter in Brooklyn, handling shipping, framing and exhibition deadlines.",
  ],
  [
    'visualArts',
    'Gallery assistant at a contemporary art gallery in Edinburgh, selling works and installing shows.',
  ],
  [
    'visualArts',
    'I work as the coordinator at an artist-run studio complex in Wellington, 30 artists renting spaces.',
  ],
  [
    'visualArts',
    'printmaker working out of a shared studio in Cork, prepping work for an open studios weekend',
  ],
  [
    'personalCare',
    "I'm the manager of a busy hair salon in Leeds, 8 stylists, and clients no-show on Saturdays.",
  ],
  ['personalCare', 'Receptionist at a beauty clinic in Johannesburg, booking facials and laser treatments.'],
  ['personalCare', 'I work as front desk coordinator at a day spa in Vancouver, handling massage bookings.'],
  ['personalCare', 'barber in Dublin, own chair, walk-ins and appointments all day'],
  ['faith', "I'm the parish administrator at a Catholic church in Cork, and mass attendance is dwindling."],
  [
    'faith',
    'Operations manager for a large evangelical church in Texas, three Sunday services and 2,000 people.',
  ],
  [
    'faith',
    'I work as secretary to the temple committee at a Hindu temple in Leicester, organising festival prayers.',
  ],
  ['faith', 'imam at a mosque in Bradford, Friday prayers overflow into the car park'],
  [
    'association',
    "I'm the membership secretary of an amateur photography society in Devon, and members aren't renewing.",
  ],
  [
    'association',
    'Branch officer for a trade union in Glasgow, representing members in disputes and trying to get younger workers to join up.',
  ],
  [
    'association',
    'I work as the administrator for a professional association of engineers in Ontario, organising committee meetings and AGMs.',
  ],
  [
    'association',
    'treasurer of a model railway society in Christchurch, 80 members, subs barely cover the hall',
  ],
  [
    'repairShop',
    "I'm the store manager at a phone repair shop in Birmingham, and we can't get genuine screens for newer iPhones.",
  ],
  [
    'repairShop',
    'Technician at an appliance repair business in Ottawa, fixing washers and fridges, waiting on parts for weeks definately hurts.',
  ],
  [
    'repairShop',
    'I work as a service coordinator for a laptop repair centre in Bangalore, tracking customer devices waiting on parts.',
  ],
  [
    'repairShop',
    'cobbler in Galway, fixing shoes, bags and the odd broken zip, customers expect it done same day',
  ],
  [
    'funeral',
    "I'm the office manager at a family funeral home in Ohio, arranging services with grieving families.",
  ],
  [
    'funeral',
    'Arrangements coordinator at a funeral directors in Glasgow, meeting families the day after a death.',
  ],
  [
    'funeral',
    'I work as an administrator at a crematorium in Leeds, booking service slots and recieving calls from upset relatives.',
  ],
  ['funeral', 'funeral director in a small town in Waikato, handling about 150 funerals a year'],
  [
    'nonprofit',
    "I'm the development manager at a children's charity in London, and major donors have pulled back this year.",
  ],
  [
    'nonprofit',
    'Grants officer at a conservation charity in Cape Town, writing funding bids to foundations.',
  ],
  [
    'nonprofit',
    "I work as the programme coordinator for an NGO in Bihar running girls' education projects, reporting back to donors.",
  ],
  [
    'nonprofit',
    'chief exec of a small homelessness charity in Wales, 6 staff, fundraising keeps us up at night',
  ],
  [
    'household',
    "I'm the household manager for a busy family in London, juggling the kids' schedules, cleaners and school runs.",
  ],
  [
    'household',
    'Stay-at-home dad here, running a house with three kids under eight, chores and laundry never end.',
  ],
  [
    'household',
    "I'm basically the operations manager of our home, two teenagers, a dog, and a chore chart nobody follows.",
  ],
  ['household', 'nanny and house manager for a family in Sydney, I handle the kids and the house'],
  [
    'community',
    "I'm the coordinator at a community centre in Hackney, running drop-ins for local residents.",
  ],
  [
    'community',
    "Development officer with a neighbourhood trust in Belfast, organising street clean-ups and residents' meetings.",
  ],
  [
    'community',
    'I work as the manager of a community hub in a township in Cape Town, bringing neighbours together.',
  ],
  [
    'community',
    "chair of our street's neighbourhood group in Toronto, organising block parties and keeping an eye out for each other",
  ],
  [
    'volunteering',
    "I'm the volunteer coordinator at a food bank in Liverpool, and we can't fill the Saturday rota.",
  ],
  [
    'volunteering',
    'Shift lead at a soup kitchen in Melbourne, managing 20 volunteers serving guests each night.',
  ],
  ['volunteering', 'I work as the rota manager for a charity shop in Dublin staffed entirely by volunteers.'],
  ['volunteering', 'volunteer at a homeless shelter in Vancouver, I do two overnight shifts a month'],
  [
    'youth',
    "I'm the manager of a youth club in Salford, 80 young people a week, and funding runs out in March.",
  ],
  ['youth', 'Leader at a Scout group in Auckland, running weekly meetings for 11 to 14 year olds.'],
  [
    'youth',
    'I work as the coordinator of an after-school youth programme in Soweto, keeping teenagers off the streets.',
  ],
  ['youth', 'youth worker with a detached team in Dublin, meeting teens in parks'],
  [
    'gardening',
    "I'm the supervisor at a garden centre in Surrey, and our bedding plants keep rotting in the wet.",
  ],
  ['gardening', 'Coordinator of a community garden in Brooklyn, 40 plots, and the soil is full of lead.'],
  [
    'gardening',
    'I work as a team leader for a landscaping and grounds maintenance firm in Auckland, planting and mowing.',
  ],
  ['gardening', 'head gardener at a country house in Kent, three acres of borders and a walled veg garden'],
];
