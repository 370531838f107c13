/** Part 3 of SENTENCE_LIST_3_CASES (split only to keep files short). */
export const SENTENCE_LIST_3_PART_3_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'training',
    "We deliver apprenticeship training and learners fall behind because assessors and trainers don't share notes.",
  ],
  ['training', 'Our first aid course bookings, trainers and venues are tracked in three different places.'],
  ['training', "i'm a new trainer doing forklift courses and no one tells me who sends out the certificates"],
  [
    'training',
    "Workshops, e-learning modules, skills assessments and feedback forms, our small adult learning provider can't keep up.",
  ],
  [
    'healthcare',
    "We're a surgical ward and the nurses and doctors do separate handovers so things get missed.",
  ],
  [
    'healthcare',
    'There are 80 patients a day on our district nursing list and the visit rota is a nightmare.',
  ],
  ['healthcare', "i'm a new healthcare assistant on the ward, not sure who does obs vs the drug round"],
  [
    'healthcare',
    'Bed management, discharge planning, clinical audits and staffing, our charge nurse does all of it.',
  ],
  ['emergencyCare', 'We work in a busy A&E and triage gets backed up when ambulances queue outside.'],
  [
    'emergencyCare',
    "Our paramedic crews wait hours to hand over and the department can't say who takes the patients.",
  ],
  ['emergencyCare', "i'm a new ED nurse and don't know who covers resus vs majors when we're short"],
  [
    'emergencyCare',
    'Trauma calls, the ambulance handover bay and the minors stream all need a lead on every shift.',
  ],
  ['primaryCare', "We're a GP practice and patients ring at 8am and the phone lines just collapse."],
  [
    'primaryCare',
    'Our receptionists, nurses and doctors all handle repeat prescriptions and requests go missing.',
  ],
  [
    'primaryCare',
    "i'm a new practice manager, trying to see who does home visits, test results and referrals",
  ],
  [
    'primaryCare',
    'Appointment booking, flu clinics, medication reviews and chasing hospital letters, our surgery is running on empty.',
  ],
  ['pharmacy', 'We run a community pharmacy and dispensing gets backed up every afternoon.'],
  ['pharmacy', 'Our hospital pharmacy team checks discharge medicines and the wards keep chasing us.'],
  ['pharmacy', "i'm a pharmacy technician, not clear who handles controlled drugs vs stock ordering"],
  [
    'pharmacy',
    'Blister packs for care homes, flu jabs, prescriptions and deliveries, our chemist has two pharmacists for all of it.',
  ],
  ['dentistry', "We're a dental practice and the hygienist's diary is full while the dentists have gaps."],
  ['dentistry', 'Our dental nurses do decontamination, x-rays and reception cover and are exhausted.'],
  [
    'dentistry',
    "i'm a new dentist in a mixed NHS and private practice, who handles recalls and treatment plans?",
  ],
  [
    'dentistry',
    'Fillings, crowns, emergency toothache slots and orthodontic referrals, our surgery needs a clearer rota.',
  ],
  [
    'mentalHealth',
    "We run a low-cost counselling service and clients wait weeks because nobody can see the therapists' caseloads.",
  ],
  [
    'mentalHealth',
    'Risk information about the people we support never gets shared properly between our CPNs and the psychologists.',
  ],
  [
    'mentalHealth',
    "newly qualified therapist in a group practice, I don't know who handles referrals or the waiting list",
  ],
  [
    'mentalHealth',
    'Intake assessments, weekly sessions, clinical supervision and the anxiety groups, nobody has a clear picture of who holds what.',
  ],
  [
    'socialCare',
    'We run a 30-bed care home and the night carers never get a proper handover about residents.',
  ],
  [
    'socialCare',
    'Sixty clients visited at home each day and the rotas leave our carers no travel time between calls.',
  ],
  ['socialCare', "i'm a new support worker, not sure who talks to families about care plans and reviews"],
  [
    'socialCare',
    'Medication rounds, washing and dressing, meals and the afternoon activities, and the shift is always one person short.',
  ],
  [
    'performingArts',
    "We're an amateur theatre company and rehearsals clash because the director and stage manager book rooms separately.",
  ],
  [
    'performingArts',
    'Fifty singers, three concerts a year, and sorting the scores, venues and warm-ups all falls on me.',
  ],
  [
    'performingArts',
    "me and the lads in the band can't agree who books gigs, who runs rehearsals and who does socials",
  ],
  [
    'performingArts',
    'Sound checks, tech rehearsals, costume fittings and filling seats, our touring company needs clearer roles.',
  ],
  [
    'museum',
    "We're a small museum and the collections team and front of house never talk about object moves.",
  ],
  [
    'museum',
    'Curators plan the exhibitions but visitor services only hear about them the week before opening.',
  ],
  ['museum', 'i volunteer at a heritage site, no idea who handles loans, conservation or the school visits'],
  [
    'museum',
    "Cataloguing, writing labels, rotating the galleries and counting visitors, three staff can't manage the whole local history collection.",
  ],
  [
    'library',
    'We run a public library branch and lending, reader events and IT help all fall on two people.',
  ],
  ['library', 'Interlibrary loans keep getting lost between the issue desk and the back office.'],
  [
    'library',
    "i shelve books part time and can't tell who does the ordering vs the children's reading group",
  ],
  [
    'library',
    'Overdue loans, shelving, story time and the home delivery service for housebound readers need a clearer rota.',
  ],
  [
    'sport',
    'We run an amateur football club and coaches, captains and the committee all schedule matches differently.',
  ],
  ['sport', "Half the squad doesn't rock up to training on Tuesdays because nobody sends the reminders."],
  ['sport', 'i coach netball and want to map who does fixtures, kit, physio and the league paperwork'],
  [
    'sport',
    'Match days, nets, fitness testing and player registrations, our cricket club runs on three volunteers.',
  ],
  [
    'events',
    'We organise a three-day music festival and ticketing, volunteers and the venue crew keep missing each other.',
  ],
  [
    'events',
    'Conference registrations never link up with catering numbers, so we over-order lunches for attendees every time.',
  ],
  [
    'events',
    "just started as a wedding planner's assistant and don't know who handles suppliers vs the venue",
  ],
  [
    'events',
    'Stage builds, stewarding, bar stock and ticket scanning at the gates, the crew is stretched every summer.',
  ],
  [
    'visualArts',
    'We share a ceramics studio between six artists and the kiln bookings and exhibitions never line up.',
  ],
  [
    'visualArts',
    'Our artist collective has a show opening in March and nobody owns the hanging, the pricing or the publicity.',
  ],
  [
    'visualArts',
    'i paint and make prints with two others and we need to sort who does orders, framing and commissions',
  ],
  [
    'visualArts',
    "Applying for open calls, shipping works to galleries, paying the studio rent and the Instagram, it's messy.",
  ],
  [
    'personalCare',
    'We run a hair salon and clients get double booked because the stylists use different apps.',
  ],
  [
    'personalCare',
    "Nails, lashes, brows and waxing all share one appointment book and it's chaos by Saturday.",
  ],
  [
    'personalCare',
    'junior stylist here, not sure who does colour consultations vs who restocks the retail products',
  ],
  [
    'personalCare',
    'Facials, massages, reception, towels and restocking, our spa team of five are all doing everything.',
  ],
  [
    'faith',
    "We're a small parish church and the worship team, prayer group and cleaning rota are all run by two people.",
  ],
  [
    'faith',
    'Our mosque committee organises Friday prayers, the madrassa and community iftars but roles are unclear.',
  ],
  ['faith', "i'm a new churchwarden, trying to see who does services, the flowers and pastoral visits"],
  [
    'faith',
    'Sunday worship, weddings, baptisms and Sunday school, our congregation relies on the same few faithful volunteers.',
  ],
  [
    'association',
    "We're a professional association and the committee decides everything while members feel left out.",
  ],
  [
    'association',
    "Our union branch has reps, a secretary and a treasurer but members' casework still goes missing.",
  ],
  [
    'association',
    'new membership secretary of the local history society, not sure who does subscriptions vs the newsletter',
  ],
  [
    'association',
    'AGM planning, committee minutes, member renewals and the annual dinner, nobody is quite sure whose job is whose.',
  ],
  [
    'repairShop',
    'We fix phones and laptops and customers keep ringing because nobody updates them when parts are delayed.',
  ],
  ['repairShop', 'Thirty bikes a week come in for repair and the parts orders just get forgotten.'],
  ['repairShop', "i'm the new tech at a phone fix shop and dont know who does quotes vs screen replacements"],
  [
    'repairShop',
    'Booking in devices, diagnostics, ordering parts and chasing customers to collect, three of us are doing it all.',
  ],
  [
    'funeral',
    "We're a family-run funeral director and the arranging team and drivers keep mixing up service times.",
  ],
  [
    'funeral',
    'Bereaved families, crematorium bookings and flowers all pass through our small office and things slip.',
  ],
  [
    'funeral',
    "just started at a funeral home, no one tells me who handles the deceased's paperwork and the registrar",
  ],
  [
    'funeral',
    'Caring for the deceased, liaising with celebrants and supporting families, our team of six needs clearer roles.',
  ],
  [
    'nonprofit',
    "We're a small charity and the fundraising team and programme staff never agree on what donors are told.",
  ],
  ['nonprofit', 'Grant reports to our funders are alwyas late because nobody owns the beneficiary data.'],
  [
    'nonprofit',
    "As a new trustee I'm trying to see who handles donations, gift aid and keeping us on mission.",
  ],
  [
    'nonprofit',
    'Donors, grant deadlines, campaign appeals and beneficiaries, and only four paid staff to cover it.',
  ],
  ['household', "We're a family of five and the chores always fall on me while the kids dodge them."],
  ['household', "Two working parents, three kids, carpools and dinners every night, and it's a nightmare."],
  [
    'household',
    'i want to map who does the laundry, dishes and bins at home with my partner and two teenagers',
  ],
  [
    'household',
    "Me and my husband keep arguing about who does bedtime, packed lunches and the kids' homework.",
  ],
  [
    'community',
    "We're a residents' association and the neighbours on our street keep complaining about parking.",
  ],
  [
    'community',
    'Our local community group organises street parties and litter picks but the same people do everything.',
  ],
  ['community', 'moved onto a new estate and want to set up a neighbourhood watch with the other residents'],
  [
    'community',
    'Bins, potholes, the village hall and the Christmas lights, our street group needs someone to take charge.',
  ],
  ['volunteering', 'We run a food bank and the volunteer rota falls apart every school holiday.'],
  [
    'volunteering',
    'There are forty volunteers at our soup kitchen and the shifts are all organised through one WhatsApp group.',
  ],
  [
    'volunteering',
    "i'm a new volunteer coordinator and don't know who handles inductions vs the guest welcome",
  ],
  [
    'volunteering',
    'Shift swaps, volunteer training and serving guests at the drop-in, we need a clearer rota.',
  ],
  ['youth', 'We run a youth club and the leaders and parents disagree about who supervises trips.'],
  ['youth', "My scout troop has 30 young people and the leaders' rota is always short."],
  ['youth', "i'm a new youth worker and want to see who handles safeguarding vs activities"],
  ['youth', "Camps, badges, parent helpers and the kids' subs, our guides unit relies on two leaders."],
  ['gardening', 'We share an allotment plot and nobody agrees who waters the plants in summer.'],
  ['gardening', 'Our community garden has 20 members and the compost and seed ordering is chaos.'],
  [
    'gardening',
    "i'm a new gardener on a country estate and want to sort who does pruning, mowing and the glasshouses",
  ],
  [
    'gardening',
    'Planting, weeding, soil testing and the veg harvest, our school garden club needs a clearer plan.',
  ],
];
