/**
 * Probe batch BD (issue 16, twelfth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; with 112 of its cases in the eight health and care families, many named with a place, owner or client of another family, written by people in the UK, Ireland, Australia and Canada), before any change to the drafter
 * was measured on it, and committed before it. 87 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BD_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BD_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BD_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['healthcare', 'Ward 7B'],
  [
    'healthcare',
    "I'm a charge nurse on a 28-bed surgical ward and handovers between shifts keep losing important details",
    'About 40 nurses across days and nights.',
  ],
  [
    'healthcare',
    'we run the outpatient physio service for the health board and the waiting list just keeps on growing',
  ],
  [
    'healthcare',
    'i manage the chemo day unit nurses and booking the infusion chairs is an absolute nightmare most days',
  ],
  [
    'healthcare',
    'our hospice at home nurses visit patients overnight and the clinical notes never seem to sync in time',
  ],
  [
    'healthcare',
    'I coordinate diabetes specialist nurses across three hospitals in Ontario and referrals go missing between sites',
  ],
  ['healthcare', 'Sports physio clinic attached to a gym'],
  ['primaryCare', 'Practice reception'],
  [
    'primaryCare',
    "I'm the practice manager at a four-GP surgery and the 8am phone rush is breaking my receptionists",
    'We have around 9,000 patients on the list.',
  ],
  [
    'primaryCare',
    'we are a rural medical practice in Queensland and locums keep leaving so the appointment book is chaos',
  ],
  ['primaryCare', 'as a salaried GP i get buried in repeat prescription requests every monday morning'],
  [
    'primaryCare',
    'our family doctor clinic in Nova Scotia has two thousand people on a waitlist and no way to prioritise them',
  ],
  [
    'primaryCare',
    'I do the admin for a small GP practice in Cork and nobody knows who owns the test results inbox',
  ],
  ['primaryCare', 'Campus GP practice for a university'],
  ['primaryCare', 'GP clinic at an army barracks', 'Soldiers rotate in and out constantly.'],
  ['primaryCare', 'Doctors surgery run out of a leisure centre'],
  ['primaryCare', 'Refugee health clinic run by a charity', 'We see about 60 patients a week.'],
  ['emergencyCare', 'Air ambulance'],
  [
    'emergencyCare',
    "I'm a paramedic team leader and handover delays outside the hospital leave our crews stuck for hours",
    'Worst on winter Mondays.',
  ],
  [
    'emergencyCare',
    "we run a small rural emergency department in Saskatchewan and can't always staff overnight triage",
  ],
  [
    'emergencyCare',
    'our ED gets slammed every Friday night and the triage nurse keeps getting pulled into resus',
  ],
  [
    'emergencyCare',
    'i coordinate the medics at big gigs, mostly plasters and fainting but now and then a proper emergency',
  ],
  ['emergencyCare', 'First aid tent at an agricultural show'],
  [
    'emergencyCare',
    'Paramedics stationed at a motor racing circuit',
    'Usually two crews and a doctor on race days.',
  ],
  [
    'emergencyCare',
    'I run the trackside medical team at a country racecourse and we never know how many jockeys are riding',
  ],
  ['emergencyCare', 'First aid room at a major airport'],
  ['emergencyCare', 'Ambulance crew on standby for a mine site'],
  ['pharmacy', 'Aseptics unit', 'We make up chemo doses for two hospitals.'],
  ['pharmacy', 'Drugstore pharmacy'],
  [
    'pharmacy',
    'I own an independent chemist in Dublin and we keep running out of the most common medicines',
    'Three pharmacists and five counter staff.',
  ],
  [
    'pharmacy',
    "we're the hospital pharmacy team and discharge prescriptions hold up beds every single afternoon",
  ],
  [
    'pharmacy',
    'i manage dispensing for a chain of chemists in Perth and blister packs for nursing homes take forever',
  ],
  [
    'pharmacy',
    'our pharmacy does daily methadone dosing and the morning queue is getting hard for staff to manage',
  ],
  ['pharmacy', 'as a locum pharmacist I see every branch doing their controlled drug checks a different way'],
  ['pharmacy', "Online pharmacy's dispensing warehouse", 'Orders have tripled since last winter.'],
  ['pharmacy', 'Prison pharmacy'],
  ['pharmacy', 'Medicines management team for a care home group'],
  ['dentistry', 'Dentists'],
  [
    'dentistry',
    "I'm the practice manager at a two-chair dental surgery in Wales and NHS patients can't get check-ups",
  ],
  ['dentistry', 'we run a kids dental clinic and nearly half the appointments are no shows lately'],
  [
    'dentistry',
    'my husband is the dentist and I do the books and front desk at our little practice',
    'Just the two of us plus a part-time nurse.',
  ],
  ['dentistry', "our dental hospital's urgent clinic turns away people with toothache most mornings by nine"],
  ['dentistry', 'Dental clinic on a military base'],
  ['dentistry', 'Dentist within a shopping centre'],
  ['dentistry', 'Dental outreach for a homeless charity', 'We use a borrowed room one evening a week.'],
  [
    'dentistry',
    "i'm a dentist who visits aged care facilities every week and half the residents' records are missing",
  ],
  [
    'mentalHealth',
    "I'm one of four therapists in a private practice and our waiting list is now eight months",
  ],
  [
    'mentalHealth',
    'we run a peer support group for new dads struggling with anxiety and low mood',
    'We meet fortnightly in Leeds.',
  ],
  [
    'mentalHealth',
    'i manage an employee assistance counselling line and calls about burnout have doubled this year',
  ],
  ['mentalHealth', "our community mental health team can't keep track of who is due a review"],
  [
    'mentalHealth',
    "I'm a psychologist working solo and the notes and invoicing eat up all my evenings",
    'Based in Adelaide, mostly telehealth now.',
  ],
  ['mentalHealth', 'Trauma counselling for firefighters'],
  ['mentalHealth', 'Uni counselling'],
  [
    'mentalHealth',
    'Farmer mental health outreach in rural NSW',
    'Two of us cover an area the size of Wales.',
  ],
  [
    'socialCare',
    'I run a home care agency and carers keep having visits rescheduled at the last minute',
    'About 70 carers covering two towns.',
  ],
  [
    'socialCare',
    "we're a small residential home for adults with learning disabilities and family contact is patchy",
  ],
  ['socialCare', 'i am registered manager of a 40 bed care home and agency staff never know the residents'],
  ['socialCare', 'the care package for my mum has four visits a day but nobody tells us when one is missed'],
  ['socialCare', 'our adult social work team at the county council is drowning in overdue assessments'],
  ['socialCare', 'Retirement village care team'],
  ['socialCare', 'Dementia day centre in a church hall', 'Twenty regulars, three staff and some volunteers.'],
  ['socialCare', 'Carers for residents in an over-55s housing block'],
  ['veterinary', 'Emergency vets'],
  [
    'veterinary',
    "I'm a vet nurse at a busy small animal clinic and appointment overruns wreck every afternoon",
  ],
  [
    'veterinary',
    'we run a farm animal vet practice in Tipperary and TB testing season swamps the whole place',
  ],
  [
    'veterinary',
    'our after hours animal hospital has owners ringing nonstop and we cant triage them properly',
    'We are only four vets on the overnight roster.',
  ],
  ['veterinary', "i'm a locum vet covering 3 clinics and each one keeps vaccination records differently"],
  ['veterinary', 'Vets for a greyhound racing track'],
  ['veterinary', 'Vet practice serving sheep farms in the Mallee'],
  ['veterinary', 'Vets looking after police dogs', 'I want to see where the handovers go wrong.'],
  [
    'farming',
    'we run a beef and sheep place outside Armidale and the lambing records are all in my head',
    'Me, my wife and a casual in spring.',
  ],
  ['forestry', 'Forestry crew'],
  [
    'forestry',
    'Timber harvesting contractor for a pulp mill',
    'Two harvesters and a forwarder, crews of three.',
  ],
  ['fishing', 'my brother and I run two lobster boats out of Yarmouth and the catch paperwork never ends'],
  ['mining', 'Quarry'],
  ['mining', 'Gravel pit supplying a road builder'],
  [
    'manufacturing',
    "I'm shift lead on a packaging line and we keep getting the same seal defects every week",
  ],
  ['manufacturing', 'Assembly line building ambulances', 'Each one is built to a different spec.'],
  ['foodProduction', 'Jam kitchen'],
  ['foodProduction', 'Cook-chill unit making meals for hospitals', 'Around 4,000 meals a day.'],
  ['textiles', 'Costume workshop for a theatre company'],
  [
    'textiles',
    'i run a little alterations business from home and lose track of which garment belongs to who',
  ],
  [
    'waterUtility',
    "I supervise mains repair gangs for a water company and customers ring before we even know there's a burst",
  ],
  [
    'wasteRecycling',
    'i run the kerbside recycling trucks for a contractor in Brisbane and contamination in the yellow bins is out of control',
  ],
  ['wasteRecycling', 'Food waste collection for a restaurant chain'],
  ['construction', 'Building site'],
  [
    'construction',
    "I'm site manager on a school extension and subbies keep turning up without the right safety tickets",
  ],
  ['logistics', 'Warehouse for an online fashion retailer', 'Peak season we double the pickers with temps.'],
  ['vehicleRepair', "Mechanics servicing the council's bin lorries"],
  ['aviation', 'Flying school'],
  [
    'aviation',
    'we maintain light aircraft at a regional aerodrome in Queensland and the maintenance logbooks are a mess',
  ],
  ['publicTransport', 'Rail replacement buses for a music festival'],
  ['maritime', 'Crew of a supply ship for offshore wind farms'],
  [
    'postalCourier',
    'I drive a van for a parcel firm and my route gets changed every morning without warning',
  ],
  [
    'sales',
    'I manage a team selling software licences to hospitals and our pipeline reviews are a waste of time',
  ],
  [
    'customerSuccess',
    'I look after a book of 60 mid-size accounts and renewals sneak up on me every quarter',
  ],
  ['customerSuccess', 'Onboarding and renewals team at a SaaS company'],
  [
    'contactCentre',
    'Phone team booking outpatient appointments for a hospital trust',
    'Twelve agents, and the queue is never under twenty.',
  ],
  [
    'tourism',
    'we do small group coach tours round the Ring of Kerry and bookings come in from five different websites',
  ],
  ['tourism', 'Visitor centre at a whisky distillery'],
  ['software', 'I lead a small team building the booking app for a chain of physio clinics'],
  [
    'product',
    "i'm the only product manager at a fintech in Toronto and the roadmap changes every time sales complains",
  ],
  ['product', 'Product managers at a grocery delivery startup'],
  [
    'openSource',
    'we maintain an open source library for reading medical imaging files and issues pile up faster than we can triage',
  ],
  [
    'dataPlatform',
    "we're a data team of three at a housing association and every dashboard shows different numbers",
  ],
  ['dataPlatform', 'Data warehouse team at a supermarket chain'],
  ['platformOps', 'Platform team running the Kubernetes clusters for a bank'],
  [
    'retrospectives',
    "our team's fortnightly retro has turned into a moan session and nobody follows up the actions",
  ],
  ['newsMedia', 'I edit a weekly local paper in Cumbria and we lose readers every year to Facebook groups'],
  [
    'telecoms',
    'i work for a rural broadband provider in Ireland and signal complaints come in faster than we can fix masts',
  ],
  ['creativeAgency', 'Creative agency that only does charity campaigns'],
  ['finance', "I'm the finance manager for a theatre group and cash flow between shows keeps me up at night"],
  [
    'insurance',
    'we handle pet insurance claims and the vet invoices come in every format you can imagine',
    'Team of eight in Halifax.',
  ],
  ['accounting', 'Tax return prep for farmers'],
  [
    'realEstate',
    'we manage about 200 rental properties in Hamilton and tenant maintenance requests get lost in emails',
  ],
  ['realEstate', 'Property managers for student housing'],
  ['legal', 'Legal team at a mining company'],
  [
    'architecture',
    'our small architecture practice in Galway keeps missing drawing deadlines because the revisions never end',
  ],
  ['architecture', 'Architecture practice designing GP surgeries'],
  ['research', 'Clinical trials unit at a university hospital'],
  [
    'peopleTeam',
    "I'm the one HR person for a 150-staff company and onboarding new starters is all done from memory",
  ],
  ['peopleTeam', 'Recruitment team hiring nurses for a hospital group'],
  [
    'facilities',
    'Estates and maintenance team at a hospital',
    'The boilers are older than most of the staff.',
  ],
  ['security', 'Night security for a hospital A&E', 'Four guards on a night shift.'],
  [
    'publicServices',
    'I work on a council customer service desk and residents get bounced between departments all day',
  ],
  [
    'governmentPolicy',
    "we're a small policy team advising a minister and evidence requests land on us with two days notice",
  ],
  [
    'governmentPolicy',
    'Health policy team at a government department',
    'We want to map how advice reaches the minister.',
  ],
  ['schools', "I'm head of year 9 at a comprehensive in Leeds and behaviour logs are scattered everywhere"],
  ['earlyYears', "Creche at a hospital for staff's kids"],
  [
    'training',
    'we deliver manual handling courses to care home staff and learners forget it all within a month',
  ],
  ['performingArts', 'Orchestra that plays in care homes'],
  [
    'museum',
    "we're a small volunteer-run railway museum and the collection records are still on index cards",
  ],
  ['museum', 'Medical history museum at a royal college', 'Small staff, huge collection.'],
  ['library', "Patients' library at a hospital"],
  ['sport', "my son's under-12 hockey team can't find enough coaches for training nights"],
  [
    'events',
    'I organise a food and music festival in Tasmania and ticket scanning at the gate always breaks down',
  ],
  ['visualArts', 'Artists in residence at a hospice'],
  ['personalCare', 'Hairdresser visiting care homes'],
  [
    'faith',
    "I lead a small chaplaincy team at a hospital in Brisbane and we can't get round every ward for prayers",
  ],
  ['association', "Nurses' union branch committee"],
  ['repairShop', 'Wheelchair repairs'],
  [
    'funeral',
    "we're a family run funeral home in Manitoba and the paperwork after each death is overwhelming",
  ],
  [
    'nonprofit',
    "I'm the only paid staff member at a small cancer charity and our donors get thanked late or never",
  ],
  [
    'household',
    "my partner and I both work shifts as nurses and the kids' school runs fall apart every week",
    'Two kids, 6 and 9.',
  ],
  ['household', "I'm a single mum with three teenagers and nobody ever empties the dishwasher"],
  ['household', 'Household with a child who has type 1 diabetes'],
  ['household', "we're a blended family of six split across two houses and nobody knows whose weekend it is"],
  [
    'community',
    "we're trying to get neighbours on our estate to check on the older residents through the winter",
  ],
  [
    'community',
    "we're residents of a block of flats beside a hospital and the parking wars with visitors are getting nasty",
  ],
  ['community', 'Villagers campaigning to keep their GP surgery open'],
  ['volunteering', 'I coordinate the volunteer rota at a food bank and Saturdays are always short of people'],
  ['volunteering', 'Volunteers who drive patients to chemo appointments'],
  ['youth', "i'm a leader at a youth club in Belfast and getting parent consent forms back is impossible"],
];
