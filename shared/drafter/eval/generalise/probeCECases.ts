/**
 * Probe batch CE (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on households, neighbours and communities, and volunteers (about half of its cases), from many countries), before any change to the drafter
 * was measured on it, and committed before it. 93 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_CE_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_CE_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_CE_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow potatoes and barley on 300 acres and every harvest the contractors turn up on the wrong day',
    'Two full-time staff plus seasonal pickers.',
  ],
  [
    'forestry',
    'I manage a few hundred hectares of commercial spruce and the felling plans never match what the haulage guys can take',
  ],
  ['forestry', 'timber harvesting crew on a national park estate'],
  ['fishing', 'crab boats working out of a seaside holiday town'],
  [
    'mining',
    "i'm shift boss on an underground gold mine in WA and handovers between crews lose half the info",
    'About 120 underground crew across two shifts.',
  ],
  [
    'manufacturing',
    'we make injection-moulded parts for car makers and the defect rate on line 3 keeps creeping up',
    'We want to see where defects actually start.',
  ],
  ['manufacturing', 'packaging line at a pharmaceutical plant'],
  ['foodProduction', 'sauce factory owned by a restaurant chain'],
  [
    'textiles',
    'my mum and aunties run a tailoring business from home in Lagos, sewing school uniforms, and orders get lost',
  ],
  [
    'energy',
    'We operate a small hydro scheme for three villages and nobody knows who should reset it when the grid trips',
    'Three of us run it part time.',
  ],
  ['energy', 'solar farm on an old landfill site'],
  [
    'wasteRecycling',
    'I drive one of the bin lorries and since the collection routes were redone half the streets get missed',
  ],
  [
    'construction',
    "we're a family building firm doing loft conversions and the subcontractors never know which site they're on",
  ],
  ['construction', 'groundworks contractor on a new hospital project'],
  [
    'vehicleRepair',
    'i have a small auto repair shop, 2 mechanics, and customers keep showing up for cars that arent ready',
    'I want fewer angry phone calls.',
  ],
  [
    'aviation',
    "I'm a line maintenance engineer at a regional airport and the handover between night and day shift on aircraft defects is messy",
  ],
  ['publicTransport', 'school bus service run by the county'],
  ['publicTransport', 'Bus operator'],
  [
    'maritime',
    "I'm second officer on a container ship and port turnaround paperwork eats the whole crew's time",
    'Crew of 22, mixed nationalities.',
  ],
  [
    'postalCourier',
    "I'm a courier for a parcel company and the handheld scanner says delivered before I've even reached the door",
  ],
  ['postalCourier', 'parcel locker network run out of petrol stations'],
  [
    'sales',
    'we sell kitchen installations door to door and our pipeline is just a spreadsheet the reps forget to update',
    'Six reps, one manager.',
  ],
  [
    'customerSuccess',
    'I look after 40 enterprise accounts and renewals sneak up on us because onboarding never finished properly',
    'We lost two big renewals last quarter.',
  ],
  [
    'hospitality',
    'we own a 12-room guesthouse in the lakes and the kitchen and housekeeping never talk to each other',
    'Family business, 9 staff in summer.',
  ],
  [
    'tourism',
    'I run walking tours of the old city for cruise passengers and bookings come from five different websites',
  ],
  ['tourism', 'tour desk in a hotel lobby'],
  ['software', 'dev team inside a bank'],
  [
    'product',
    "we keep building features nobody asked for and I'm the only product manager for three dev teams",
  ],
  [
    'openSource',
    'i maintain a python library with ~200 contributors and the issue tracker is drowning, reviews take months',
    'Mostly volunteers, two of us are paid.',
  ],
  ['openSource', 'open-source mapping app that a university lab started'],
  ['dataPlatform', 'data engineering team at a football club'],
  [
    'platformOps',
    'we run kubernetes clusters for about 60 internal services and every incident turns into a blame game',
    'Team of 8 SREs.',
  ],
  [
    'retrospectives',
    'Our sprint retros have become the same three complaints every fortnight and nothing on the action list ever gets done',
    'We are a team of seven developers.',
  ],
  ['retrospectives', 'post-tour retrospective with the theatre crew'],
  ['telecoms', "we're a tiny ISP in the Highlands running fibre to farms and faults take forever to trace"],
  [
    'creativeAgency',
    'I run a three-person design studio and clients keep changing the brief halfway through the campaign',
  ],
  [
    'insurance',
    'we underwrite crop insurance for smallholders and the claims after floods overwhelm our field assessors',
  ],
  [
    'accounting',
    "I'm a sole practitioner doing tax returns for about 150 clients and January is pure chaos every year",
    'Just me and a part-time assistant.',
  ],
  ['accounting', 'bookkeeping for a row of takeaway shops'],
  ['realEstate', 'student lettings agent by the campus'],
  [
    'legal',
    "we're a small immigration law practice and matters stall because clients never send the documents we ask for",
  ],
  [
    'consulting',
    "I'm an independent consultant advising councils and every engagement overruns because the proposal scope was fuzzy",
  ],
  ['consulting', 'management consultants working for an NHS trust'],
  [
    'research',
    'our lab runs behavioural experiments with mice and the data from three rigs never ends up in one place',
    'Five PhD students and a postdoc.',
  ],
  [
    'veterinary',
    "I'm practice manager at a mixed vet clinic and the out-of-hours calls from pet owners are chaotic",
    'Two vets, four nurses.',
  ],
  ['peopleTeam', 'HR for a chain of care homes'],
  [
    'facilities',
    'I manage building maintenance for a business park and the cleaning contractor and the security guys keep blaming each other',
    'Worried about a slip claim.',
  ],
  [
    'security',
    'we supply guards for construction sites at night and the patrol logs are on paper and half missing',
  ],
  ['security', 'door security at a nightclub', 'Eight door staff on Saturdays.'],
  ['publicServices', 'council team running the bus pass scheme for older residents'],
  [
    'governmentPolicy',
    "I'm a civil servant drafting guidance for ministers and the consultation responses never get properly fed into the evidence",
  ],
  ['justice', "we're the listings team at a magistrates court and hearings get double booked all the time"],
  ['justice', 'probation office in a shopping centre'],
  ['emergencyServices', 'fire crew covering an airport'],
  [
    'schools',
    "I'm head of a small village primary and lesson cover when teachers are off sick is a nightmare",
    '84 pupils, 5 teachers.',
  ],
  [
    'earlyYears',
    'I run a childminding setting from my house with six little ones and parent pick-up times are chaos',
    'Ofsted inspection due soon.',
  ],
  [
    'training',
    'we deliver first aid courses to companies and learners keep booking the wrong session or not turning up',
  ],
  ['healthcare', "i'm a ward sister on a busy surgical ward and the nurse handover at 7pm takes forever"],
  ['healthcare', 'secure hospital wing at a prison'],
  [
    'primaryCare',
    "we're a rural medical practice with four doctors and the appointment phone line is jammed every morning at 8",
    'Patients are furious.',
  ],
  [
    'pharmacy',
    'I own a community pharmacy and repeat prescriptions from the surgery arrive late so patients shout at my dispensers',
  ],
  ['dentistry', 'dental clinic in a shopping mall'],
  [
    'mentalHealth',
    "I'm a counsellor in a group practice and clients drop out after two sessions, we want to understand why",
    'Six therapists, mostly part time.',
  ],
  [
    'socialCare',
    'We provide home care visits to elderly people and our carers are always running late between calls',
    'About 40 carers covering two towns.',
  ],
  ['socialCare', 'care home attached to a convent'],
  [
    'museum',
    "we're a tiny railway museum run on a shoestring and the object records are in three different card indexes",
    'All run by volunteers.',
  ],
  [
    'library',
    "I'm the librarian at a county library branch and overdue loans and lost books are eating my week",
  ],
  ['sport', 'rugby academy attached to a private school'],
  [
    'events',
    'we organise a three-day folk festival and the ticket scanning and volunteer briefings are always last minute',
  ],
  [
    'visualArts',
    'I share a print studio with five other artists and nobody agrees on how to split costs or exhibition slots',
  ],
  ['personalCare', 'nail bar in an airport terminal'],
  [
    'faith',
    "our parish has two churches and one priest, so the Sunday service times and readers' rota keep clashing",
  ],
  [
    'association',
    "I'm secretary of a local beekeepers' society and half the members never renew or read the committee emails",
  ],
  ['association', 'staff union branch at a supermarket depot'],
  [
    'funeral',
    "we're a family-run funeral home and bereaved families get different answers depending on who picks up the phone",
    'We want to be kinder on the phone.',
  ],
  [
    'nonprofit',
    "I'm the only paid fundraiser at a small charity and our donor database is a mess of duplicates",
    'Income about £300k a year.',
  ],
  ['nonprofit', 'grant-making trust set up by a brewery'],
  [
    'gardening',
    'we took over a derelict plot behind the flats to grow veg and nobody waters anything in August',
    'About ten of us from the flats.',
  ],
  ['household', 'Okafor household'],
  ['household', 'Household budget'],
  ['household', 'Shared house', 'Five of us, one kitchen, zero cleaning.'],
  ['household', 'Solo parenting', 'Two boys, 4 and 9, no family nearby.'],
  [
    'household',
    'me and my wife are both on rotating shifts at the hospital and school pickups are a daily scramble',
  ],
  [
    'household',
    'we are 9 people in one house, grandparents, two brothers families, and the kitchen schedule is always fight',
  ],
  [
    'household',
    "I'm a single mum of three teenagers and the chores chart lasted exactly one week before everyone ignored it",
    'I want something that sticks.',
  ],
  [
    'household',
    'my partner and I just had twins and our toddler is jealous, the house runs on no sleep and lists',
  ],
  [
    'household',
    'we moved my father-in-law in with us last year and the whole family routine has to change around him',
  ],
  [
    'household',
    'honestly our mornings are chaos, four kids, one bathroom, two working parents and a dog that needs walking',
  ],
  [
    'household',
    "We're a military family that moves every two years and the kids have to rebuild everything each time",
  ],
  ['household', 'i share custody with my ex so the kids are at mine half the week and homework goes missing'],
  [
    'household',
    'our household of five adults shares one car and arguments about who gets it are getting nasty',
  ],
  [
    'household',
    'as a stay-at-home dad I handle the meals, laundry and school admin and want the family to pitch in',
  ],
  ['household', 'family living above their fish and chip shop'],
  ['household', 'farmhouse family juggling lambing season and school runs'],
  ['household', 'household of a touring musician who is away most weekends', 'Two kids under five.'],
  ['household', 'vicarage family with the church always at the door'],
  ['household', 'home of a junior doctor on nights and her two kids'],
  ['household', 'navy family while dad is at sea for six months', 'We want the kids to feel settled.'],
  ['household', 'family of a long-distance lorry driver'],
  ['household', 'bedtime routine in a house where both parents teach'],
  ['household', 'household on a remote sheep station with school of the air'],
  ['household', 'grandparents raising their grandkids in a council flat'],
  ['household', 'family home in the middle of a kitchen renovation'],
  ['community', 'Residents assoc'],
  ['community', 'Gated community', 'Around 120 villas, lots of WhatsApp drama.'],
  [
    'community',
    'we have 40 houses on our road and the same three people do everything, the rest never reply to anything',
    'I want more people to get involved.',
  ],
  [
    'community',
    "I'm trying to get the neighbours in our tower block talking after a fire scare showed nobody knew each other",
  ],
  ['community', 'our village lost its pub and post office and people feel the community is falling apart'],
  [
    'community',
    'There is lot of tension in our colony between old residents and new people renting, we want to fix',
  ],
  [
    'community',
    "i set up a street group during lockdown and now it's mostly complaints about parking and bins",
  ],
  [
    'community',
    'we live on a canal boat mooring with about 30 boats and decisions about the shared facilities cause rows',
  ],
  [
    'community',
    "our suburb's facebook group has become toxic and I'd like neighbours to actually meet in person again",
  ],
  [
    'community',
    'We are a small island community of 200 and when the ferry stops everything depends on neighbours helping',
  ],
  [
    'community',
    "my neighbours and I want to stop the speeding on our lane but we can't agree on what to ask for",
  ],
  [
    'community',
    "I'm on the residents' group for a new-build estate where the developer left half the roads unfinished",
  ],
  [
    'community',
    "we're a retirement village and residents keep forming little cliques that leave the newcomers out",
  ],
  ['community', 'neighbours of a new football stadium'],
  ['community', 'households on one street sharing an EV charger'],
  ['community', 'village living with a new wind farm on the hill'],
  ['community', 'residents on a street the bin lorry keeps skipping'],
  ['community', 'neighbours around a busy primary school gate'],
  [
    'community',
    'tenants in a tower block owned by a housing association',
    'The lifts have been broken for a month.',
  ],
  ['community', 'riverside residents after the floods'],
  ['community', 'Mumbai housing society dealing with water tanker shortages'],
  ['community', 'neighbours of the mosque and the Friday parking problem'],
  ['volunteering', 'Winter shelter'],
  ['volunteering', 'Park volunteers'],
  [
    'volunteering',
    'I coordinate about 60 volunteers at a food pantry and the shift sign-up sheet is always half empty on Saturdays',
    'Most volunteers are retired.',
  ],
  [
    'volunteering',
    'we are volunteers teaching English to refugees on weekends, and people drop out without telling anyone',
  ],
  [
    'volunteering',
    "i'm new volunteer coordinator at animal shelter, dog walkers sign up and then never come",
  ],
  [
    'volunteering',
    'Our group of retired folks runs a community transport minibus and the rota of drivers is always short',
  ],
  [
    'volunteering',
    'I help run the tea and toast morning for homeless guests and we never know how many volunteers will show',
  ],
  [
    'volunteering',
    "we're a bunch of volunteers doing beach cleans every month and want more people to come back",
  ],
  [
    'volunteering',
    'I manage the volunteer stewards for a cathedral and the older ones hate the new online rota',
  ],
  [
    'volunteering',
    'we organise volunteer tutors for kids after school and matching volunteers to kids takes up all my evenings',
  ],
  [
    'volunteering',
    "I'm one of the volunteers on a listening line and the shift handovers feel unsafe sometimes",
  ],
  [
    'volunteering',
    'we recruit volunteers to visit lonely older people at home and the background checks take months',
  ],
  ['volunteering', 'hospice shop volunteers'],
  ['volunteering', 'volunteers running the cafe at the cricket club'],
  [
    'volunteering',
    'volunteer crew on a heritage steam railway',
    'We worry about losing skills when older members leave.',
  ],
  ['volunteering', 'blood donor session volunteers'],
  ['volunteering', 'volunteers sorting donations at a clothing bank'],
  ['volunteering', 'volunteers keeping a village library open', 'The council pulled the funding last year.'],
  ['volunteering', 'festival litter-picking volunteers'],
  ['volunteering', 'volunteer marshals at a cycling sportive'],
  ['volunteering', 'volunteers stocking shelves at a community supermarket'],
  ['volunteering', 'volunteer ushers at the local theatre'],
];
