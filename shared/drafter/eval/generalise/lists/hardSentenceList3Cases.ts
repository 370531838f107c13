/** Harder first-person sentences of fourteen to thirty words that name a problem and another field's nouns, part 3 of 3 (families funeral to volunteering). See boundaryListCases.ts. */
export const HARD_SENTENCE_LIST_3_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'funeral',
    'there are five of us arranging funerals and paperwork for the deceased gets bounced back by the registrar',
  ],
  [
    'faith',
    'there are about 120 in our congregation and the pastoral visits to the housebound fall through the cracks',
  ],
  [
    'household',
    'me and three housemates share a flat in Glasgow and the bills and cleaning always end up on me',
  ],
  [
    'community',
    'about 40 households on our street WhatsApp and the parcel thefts and lost cats drown out everything else',
  ],
  [
    'volunteering',
    'there are about 20 of us volunteering at parkrun and the marshal rota is always short on rainy Saturdays',
  ],
  [
    'nonprofit',
    'there are six staff at our housing charity and beneficiary case notes live in different places depending who wrote them',
  ],
  [
    'association',
    'there are nine of us on the committee of a camera club and the AGM minutes never get circulated, ever',
  ],
  [
    'youth',
    'there are five youth workers on our team doing detached sessions in the town centre and the police keep moving us on',
  ],
  [
    'gardening',
    'there are four of us growing plants for a community garden in Bristol and seedlings die whenever someone forgets the greenhouse',
  ],
  [
    'farming',
    "I'm the one who does the lambing records for dad's sheep and the paperwork for the ministry always ends up late",
  ],
  [
    'forestry',
    'run a small sawmill and forestry outfit in Tasmania, eight blokes, and the timber orders get mixed up with the invoices constantly',
  ],
  [
    'fishing',
    'eleven of us on a trawler out of Peterhead and the quota spreadsheet lives on one laptop in the wheelhouse',
  ],
  [
    'mining',
    'i look after the maintenance side at a copper mine in Arizona and parts requests vanish between purchasing and the warehouse',
  ],
  [
    'manufacturing',
    'quality lead at a metal pressing plant here, customer complaints come back months later with no batch numbers on them',
  ],
  [
    'foodProduction',
    'our small dairy makes cheese for farmers markets and the labelling rules from the council keep changing on us',
  ],
  [
    'textiles',
    'i do alterations and custom dresses with my sister and the Instagram orders get mixed up with the bridal fittings',
  ],
  [
    'energy',
    'I handle electricity metering for a housing association and readings from tenants arrive by photo, letter and sometimes not at all',
  ],
  [
    'waterUtility',
    'I run the night shift at a water treatment works and the sample results from the lab get typed in twice, badly',
  ],
  [
    'wasteRecycling',
    'supervisor for commercial waste pick-ups in Leeds, the missed collections come through the call centre two days later',
  ],
  [
    'construction',
    "there's 30 trades on our site this month and the permit to work sheets are getting lost between the cabins",
  ],
  [
    'logistics',
    'i coordinate shipments from Shenzhen to our Chicago warehouse and customs holds mean nobody knows when the stock actually lands',
  ],
  [
    'postalCourier',
    'our bike courier crew is fourteen riders and jobs come in by WhatsApp, phone and the website all at once',
  ],
  [
    'maritime',
    'me and my partner run a harbour launch service and the port authority changes the berthing rules every season',
  ],
  [
    'aviation',
    'i work ground handling at Perth airport and turnarounds slip because catering and fuel never talk to each other',
  ],
  [
    'publicTransport',
    "i'm platform staff on the trains in Melbourne and the delay announcements come from three systems that never agree",
  ],
  [
    'retail',
    'assistant manager at a shoe store in Ohio, head office sends promotions the night before with no stock to back them up',
  ],
  [
    'hospitality',
    'our cafe has eight staff and the rota is done by text so half of them turn up on the wrong day',
  ],
  [
    'tourism',
    'nine of us organise school trips to France and the coach company, the hotels and the parents all need different forms',
  ],
  [
    'newsMedia',
    'i produce the morning news bulletin at a regional radio station and the overnight handover is a sticky note',
  ],
  [
    'telecoms',
    'our network ops team handles fault tickets from 40,000 customers and the storm last week buried us in duplicates',
  ],
  [
    'software',
    'me and two mates build software for dental practices on the side and support requests hit us at midnight',
  ],
  [
    'platformOps',
    'i do on-call for the cloud platform at a retailer and Black Friday means the incident channel has 300 people in it',
  ],
  [
    'dataPlatform',
    "i'm the data engineer for a chain of gyms and membership data from the app never lines up with the tills",
  ],
  [
    'finance',
    'i manage the ledger at a building firm and the purchase orders get raised after the invoice turns up',
  ],
  [
    'accounting',
    'there are twelve of us preparing tax returns and client documents are spread across email, a portal and the post',
  ],
  [
    'insurance',
    'i handle motor claims in Sydney and repair quotes from garages arrive faster than we can log them',
  ],
  [
    'realEstate',
    'there are ten of us at the estate agency and the viewing diary never matches what the sellers were told',
  ],
  [
    'legal',
    "i'm a paralegal handling personal injury cases and the medical records from hospitals take months to arrive",
  ],
  [
    'consulting',
    'i lead engagements for a strategy firm in Boston and partner reviews happen at 11pm the night before the deadline',
  ],
  [
    'architecture',
    'our studio is on a hospital building in Leeds and the design team meetings produce actions nobody follows up',
  ],
  [
    'research',
    'i coordinate a field study counting birds on farmland and the survey data arrives months late on spreadsheets',
  ],
  [
    'creativeAgency',
    "i run the creative team at an ad agency in Melbourne and freelancers' hours never match the job numbers on the invoices",
  ],
  [
    'security',
    "i manage the guards at a construction site and when someone goes sick the patrol just doesn't happen",
  ],
  [
    'facilities',
    "i look after building maintenance at a church school and contractors don't sign in so nobody knows what was fixed",
  ],
  [
    'contactCentre',
    "i'm a team leader on a customer helpline and sickness means the queue goes past forty minutes every Monday",
  ],
  [
    'peopleTeam',
    'i run HR at a school trust and holiday requests for 300 staff still come in on paper forms',
  ],
  [
    'customerSuccess',
    'i look after onboarding for clinics using our booking platform and the training calls keep getting rescheduled',
  ],
  [
    'sales',
    'i run sales for a solar installer in Arizona and deals fall through when the permits take too long',
  ],
  [
    'product',
    'i own the product for a patient booking tool and feature requests from doctors arrive via the sales team',
  ],
  [
    'governmentPolicy',
    "i'm a civil servant in a policy unit in Canberra and the election has frozen everything except the press requests",
  ],
  [
    'publicServices',
    "i manage a team handling council tax for 40,000 residents and the letters go out before the system's been updated",
  ],
  [
    'justice',
    'i work in youth offending and the police, the school and the family all hold different bits of the case',
  ],
  [
    'emergencyServices',
    'i coordinate mountain rescue callouts in the Peak District and the phone tree breaks whenever someone changes their number',
  ],
  [
    'schools',
    'i teach 4th grade in Texas and the district keeps sending new testing schedules that clash with field trips',
  ],
  [
    'university',
    "i'm a lecturer in nursing and the placements at the hospital change after the students have been allocated",
  ],
  [
    'earlyYears',
    'i run a daycare in Ontario and allergy info from parents is on scraps of paper stuck to the fridge',
  ],
  [
    'training',
    'i teach adult English classes for a training provider and learner attendance is still on paper registers',
  ],
  [
    'healthcare',
    "i'm a physio at a private hospital in Dublin and the theatre lists change so my patient schedule is always wrong",
  ],
  [
    'primaryCare',
    "i'm a practice nurse and the flu clinic bookings double up because two systems don't talk to each other",
  ],
  [
    'emergencyCare',
    'i work in an emergency room in Chicago and the bed manager upstairs never answers so patients wait in the corridor',
  ],
  [
    'pharmacy',
    "i'm a pharmacy tech and the controlled drug register checks get done late when we're short staffed",
  ],
  [
    'dentistry',
    "i'm a dentist working across two clinics and the lab work for crowns keeps going to the wrong one",
  ],
  [
    'mentalHealth',
    "i'm a psychotherapist sharing rooms with two others and the notes must stay private but the room bookings are chaos",
  ],
  ['socialCare', "i'm a senior carer on nights and the care notes from the day shift are only half done"],
  [
    'veterinary',
    "i'm the head nurse at a vets and the kennel cleaning rota gets ignored when we're busy with surgeries",
  ],
  [
    'performingArts',
    'i run front of house at a small theatre and the audience numbers from the box office never match the door',
  ],
  [
    'visualArts',
    "i'm a ceramic artist working with one assistant and gallery commisions get lost in my email",
  ],
  [
    'museum',
    'i manage visitor services at a history museum in Virginia and the ticket app crashes on every holiday weekend',
  ],
  [
    'library',
    "i'm a library assistant and readers' reservation requests get lost every time the system goes down",
  ],
  [
    'sport',
    "i'm head coach at a swimming club in Perth and pool hire times change whenever the school galas come up",
  ],
  [
    'events',
    "i plan corporate events in Dubai and the client's guest list changes daily right up to the event itself",
  ],
  [
    'personalCare',
    "i'm a mobile massage therapist and my client appointments get moved by text and I lose track completely",
  ],
  [
    'repairShop',
    'i do bike repairs from a shed in Cambridge and the fix queue is on a chalkboard that gets rained on',
  ],
  [
    'vehicleRepair',
    'i do tyres and brakes with my dad and the insurance repair jobs take forever to get authorised',
  ],
  [
    'funeral',
    "i run a natural burial ground and the grave digging schedule depends on the weather and the families' dates",
  ],
  [
    'faith',
    'i help run a synagogue and the high holy day seating, security and tickets all need sorting at once',
  ],
  [
    'household',
    "I'm trying to organise our family of six and the dentist, football and swimming all land on Tuesdays",
  ],
  [
    'community',
    'me and a few neighbours are fighting a planning application for a warehouse behind our houses and the deadlines keep shifting',
  ],
  [
    'volunteering',
    'i organise the volunteers for a monthly beach clean and the council bags and litter pickers never arrive on time',
  ],
  [
    'nonprofit',
    "i manage fundraising for a cancer charity and the gift aid claims get held up because donors' addresses are missing",
  ],
  [
    'association',
    "i'm treasurer of our Rotary club and the members' dinner payments never match the bank statement",
  ],
  [
    'youth',
    'i coordinate after-school youth sessions at a church hall in Birmingham and the minibus insurance is about to run out',
  ],
  ['gardening', "i do garden maintenance for about 30 clients and the weather means I'm always rescheduling"],
  ['household', "we're two parents and three kids in Ohio and noone knows whose turn it is to walk the dog"],
  [
    'community',
    "our street is organising a party for 200 people and the road closure from the council still hasn't come through",
  ],
  [
    'volunteering',
    'me and my daughter volunteer at an animal shelter and the dog walking rota is on a clipboard by the kennels',
  ],
  [
    'household',
    'my mum has dementia and lives with us now so my sister and I split her care around our jobs',
  ],
  [
    'community',
    "I'm in a village group in Devon trying to save the bus route and the meetings never produce any actions",
  ],
  [
    'volunteering',
    'I run the volunteer rota for a hospice shop, 40 people, and sickness in January wrecked every shift',
  ],
  [
    'household',
    "i'm the one who does all the meal planning for our household of four and the shopping app orders keep going wrong",
  ],
  [
    'community',
    "we're a tenants' group of about 60 flats and the landlord ignores repair complaints unless we all write at once",
  ],
  [
    'volunteering',
    "we're a group of retired teachers volunteering as reading helpers in three schools and the timetables change every term",
  ],
  [
    'household',
    'seven of us under one roof including the grandparents and the bathroom schedule in the morning is chaos',
  ],
  [
    'community',
    "a dozen of us on the estate look out for the elderly neighbours and the snow week showed nobody knows who's on which door",
  ],
  [
    'volunteering',
    'there are 60 stewards volunteering at the county show and the shift sign-up sheet got rained on',
  ],
  [
    'household',
    'me and my partner are blending families with four kids and the custody weekends clash with birthday parties',
  ],
  [
    'community',
    'i help run the neighbourhood watch for six streets and police updates come through a Facebook page nobody reads',
  ],
  [
    'volunteering',
    'i look after volunteer inductions for a befriending scheme and half the new people never get their DBS checks done before their first shift',
  ],
  [
    'household',
    'our family is moving house in March and the removals, the school transfer and the council tax are all on me',
  ],
  [
    'community',
    'our little town in Queensland is rebuilding after the flood and the insurance assessors, the council and the residents all want meetings',
  ],
  [
    'volunteering',
    'our lot are volunteer guides at the cathedral and the shift rota for 70 people is kept in a ring binder',
  ],
  [
    'household',
    'we live on a narrowboat, me, my wife and the baby, and laundry and water runs need planning round the locks',
  ],
  [
    'community',
    'me and the neighbours on our cul-de-sac share a snowplough and a trailer and nobody knows where either of them is',
  ],
  [
    'volunteering',
    "we've got 25 volunteers running the soup run on Thursdays and the van driver keeps dropping out last minute",
  ],
  [
    'household',
    'single dad with twins here, and homework, packed lunches and after-school clubs all go through my phone',
  ],
  [
    'community',
    "we're a community group trying to buy the local pub and the share offer paperwork, the bank and the lawyers are swamping us",
  ],
  [
    'volunteering',
    "I'm the volunteer coordinator at a museum and the weekend rota for guides is done by email chains that go nowhere",
  ],
];
