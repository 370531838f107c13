/**
 * Probe batch BP (issue 16, thirteenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on clubs, societies, associations, unions, committees and boards and the officers who run them (about half of its cases)), before any change to the drafter
 * was measured on it, and committed before it. 76 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (3 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BP_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BP_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BP_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', "the agricultural society's demonstration farm"],
  [
    'farming',
    'I chair the grazing committee for our common and between nine graziers we run about 300 ewes on it',
    'Lambing is when it all goes wrong.',
  ],
  ['forestry', 'Coppice crew'],
  ['forestry', 'felling gang working for a national park authority'],
  [
    'forestry',
    "I'm secretary of a woodland owners' group and we want to plan felling and replanting jointly across 14 small woods",
  ],
  ['fishing', "inshore boats of the fishermen's co-op"],
  [
    'fishing',
    'im secretary of the angling club and we want to keep track of what members catch so we know when to restock',
    'Reservoir, about 120 members.',
  ],
  ['mining', "sandstone quarry run by a miners' cooperative in Rajasthan"],
  [
    'mining',
    'I am shift boss underground at a gold mine in WA and handovers between crews lose heaps of info',
  ],
  ['manufacturing', "production line at a workers' co-operative making bicycles"],
  [
    'manufacturing',
    'we make aluminium window frames with 40 people on two shifts and defect rates spike every monday morning',
    'I am the quality manager, been here 3 months.',
  ],
  ['foodProduction', "the WI's jam and chutney production for the county show"],
  [
    'foodProduction',
    "we're a cider makers' co-op of eleven orchards pressing together and every batch gets logged differently",
  ],
  ['textiles', 'costume workroom of the operatic society'],
  [
    'textiles',
    'we are a small team sewing bridal gowns to order and pattern changes get lost between fittings and the cutting table',
  ],
  ['energy', 'Hydro co-op', 'Owned by 300 members, one part-time operator.'],
  ['energy', 'power station at a paper mill'],
  [
    'energy',
    "I'm a control room engineer at a regional grid operator and the alarms on night shift are overwhelming",
    'About 12 engineers on rotation.',
  ],
  ['waterUtility', "standpipes and pipes of a village water users' association in Kenya"],
  [
    'waterUtility',
    'I sit on the board of a small rural water co-op in Oregon with 140 connections and leak repairs depend on one retired guy',
  ],
  ['wasteRecycling', 'bin collection crews for the city council'],
  [
    'wasteRecycling',
    'we run a textile recycling scheme with 200 clothing banks across the region and half of them overflow before collection',
  ],
  ['construction', "contractors building the rugby club's new stand"],
  [
    'construction',
    "I'm site manager on a 60-unit housing build and the subbies keep turning up on the wrong days",
    'Main contractor, about 80 on site at peak.',
  ],
  ['logistics', "the food bank federation's central warehouse and van routes"],
  [
    'logistics',
    'we are small haulage firm having 14 trucks and routes are getting planned on whiteboard every morning',
  ],
  ['vehicleRepair', "the vintage motor club's restoration workshop"],
  [
    'vehicleRepair',
    "i have a two-bay garage doing services and tyres and customers ring all day asking if their car's ready",
  ],
  ['aviation', "the gliding club's winch and tug crews"],
  [
    'aviation',
    "we operate three small planes doing island hops and the pilots' duty hours are tracked in a spreadsheet",
  ],
  ['publicTransport', 'school bus routes for the education authority'],
  [
    'publicTransport',
    'I am on the committee of our community transport charity and the minibus bookings clash every single week',
    'Eight drivers, two minibuses.',
  ],
  ['maritime', "the sail training association's tall ship crew"],
  [
    'maritime',
    "I'm second officer on a bulk carrier and crew handovers in port are rushed so things get missed",
    'Crew of 22, mixed nationalities.',
  ],
  ['postalCourier', "post room of a big trade union's head office"],
  [
    'postalCourier',
    'im a postie on a rural round and when the van breaks down the parcels just pile up at the depot',
  ],
  ['retail', 'charity shop for a hospice'],
  [
    'retail',
    "I run the club shop for our football supporters' trust and the stock is always wrong on match days",
  ],
  ['sales', 'sponsorship sales team at a basketball franchise'],
  [
    'sales',
    "we sell advertising in a trade federation's magazine and the pipeline lives in three people's heads",
  ],
  ['customerSuccess', 'onboarding team for clubs signing up to a sports booking platform'],
  [
    'customerSuccess',
    'I look after renewals and onboarding for around 300 small business customers and churn jumped this quarter',
    'Two of us plus a manager.',
  ],
  ['contactCentre', 'phone line answering members of a pensioners association'],
  [
    'contactCentre',
    'we take breakdown calls for a motoring association with 40 agents and the queue goes crazy every bank holiday',
  ],
  ['hospitality', 'Clubhouse bar', 'Golf club, bar and kitchen staff of 10.'],
  ['hospitality', "catering for a livery company's banquets"],
  [
    'hospitality',
    "my wife and I run a 12 room guesthouse and the kitchen and housekeeping never know who's checking out",
  ],
  ['tourism', "the alumni society's overseas trips programme"],
  [
    'tourism',
    'i am trips secretary for our u3a and the coach tours sell out but half the travellers pay late or not at all',
  ],
  ['software', "developers of a chess federation's rating software"],
  [
    'software',
    "we're five engineers shipping a mobile app and every release breaks something we thought we'd fixed",
  ],
  ['product', 'product managers at a ticketing startup'],
  [
    'product',
    "I'm product owner for the members' portal of a professional body and nobody agrees on the roadmap",
  ],
  ['openSource', 'steering committee of an open source foundation'],
  [
    'openSource',
    'i maintain a python library with about 40 contributors and issues pile up faster than we can triage them',
  ],
  [
    'dataPlatform',
    "I'm building the membership dashboard for a national trade union and the data from branches never matches",
    'Around 180 branches, each keeps its own spreadsheet.',
  ],
  ['platformOps', 'platform team hosting websites for 2,000 grassroots football clubs'],
  [
    'platformOps',
    'we run about 30 kubernetes clusters for internal teams and every deploy freeze turns into a fight',
    'Platform team of 8.',
  ],
  ['retrospectives', 'end-of-season retro for the netball club committee', 'Twelve of us on the committee.'],
  [
    'retrospectives',
    'after every regatta our sailing club committee does a look back and the same improvement actions never get done',
  ],
  ['newsMedia', "the students' union newspaper"],
  [
    'newsMedia',
    "I edit the newsletter for our county's ramblers and half the stories arrive after the deadline",
  ],
  ['telecoms', "the village broadband co-op's fibre network"],
  [
    'telecoms',
    "I manage field engineers installing fibre to homes and half the appointments fail because nobody's in",
  ],
  ['creativeAgency', 'agency doing the rebrand for a national rugby union'],
  [
    'creativeAgency',
    'we design posters and programmes for a dozen amateur theatre groups and their briefs change every night',
    'Six designers, one account lead.',
  ],
  ['finance', 'treasurer of the rowing club', 'Membership fees and a boat fund, about £40k a year.'],
  [
    'finance',
    'I am the new treasurer of a 90 year old choral society and the accounts are a shoebox of receipts',
    'I want a simple way to see cash in and out.',
  ],
  ['insurance', "claims handling for a cyclists' association's member insurance"],
  [
    'insurance',
    "I run claims for a mutual that insures members of a farmers' union and every storm swamps us",
  ],
  ['accounting', "tax returns for members of a taxi drivers' association"],
  [
    'accounting',
    'I am honorary auditor for six local clubs and every AGM season their accounts all arrive in the same fortnight',
  ],
  ['realEstate', 'lettings committee of a housing co-op'],
  [
    'realEstate',
    'i own four condos and rent them out and keeping track of tenants deposits and repairs is getting to be too much',
  ],
  ['legal', "the union's in-house legal team handling members' tribunal claims"],
  [
    'legal',
    "I'm a paralegal at a family law firm and client matters get lost between email and the case system",
  ],
  ['consulting', 'consultants advising a water company on leakage'],
  [
    'consulting',
    "we're a two person consultancy helping sports federations write governance proposals and every engagement runs over",
  ],
  ['architecture', "architects designing the canoe club's new boathouse"],
  [
    'architecture',
    'we are a small practice doing mostly school extensions and drawings go back and forth with the client forever',
  ],
  ['research', "clinical trials unit at a children's hospital"],
  [
    'research',
    'I coordinate the breeding bird survey for our county ornithological society and data from 200 observers is a mess',
    'Results feed a national atlas.',
  ],
  ['veterinary', "vets on call for the pony club's summer camp"],
  [
    'veterinary',
    'we are a mixed practice with farm and small animal clients and the clinic diary is double booked constantly',
  ],
  ['peopleTeam', "HR for the staff of a teachers' union"],
  [
    'peopleTeam',
    "I'm the only HR person at a national archery federation with 40 staff and hiring is totally ad hoc",
  ],
  ['facilities', 'upkeep of the Elks lodge building'],
  [
    'facilities',
    "we're a cleaning contractor covering 25 office buildings and the night cleaners never hear the day staff's complaints",
  ],
  ['security', 'night guards at a yacht club marina'],
  [
    'security',
    'I manage mobile patrols for a dozen empty building sites and incident reports are all still handwritten',
  ],
  ['publicServices', 'council licensing team for street parties and festivals'],
  [
    'publicServices',
    'I manage the blue badge and bus pass service at our council and residents wait weeks for anything',
  ],
  ['governmentPolicy', 'civil servants drafting fisheries policy'],
  [
    'governmentPolicy',
    "I'm on a small team briefing the minister on housing evidence and asks arrive with impossible deadlines",
  ],
  ['justice', "I'm a court clerk and hearings get listed with the wrong case papers about once a week"],
  ['emergencyServices', 'fire and rescue crews at a big airport'],
  [
    'emergencyServices',
    "we're the 999 control room for a rural police force and the call handlers are burning out",
    'About 60 call handlers across 5 watches.',
  ],
  ['schools', 'governing board of a primary academy'],
  ['schools', "I'm head of year 9 and behaviour incidents get logged in three places by different teachers"],
  ['earlyYears', 'playgroup run by the parish church committee'],
  [
    'earlyYears',
    'I chair the committee that runs our village preschool and staff ratios keep us awake at night',
  ],
  ['university', 'module leaders at a veterinary school'],
  [
    'university',
    'we are teaching first year engineering module to 600 students and the lectures and labs are never lining up',
  ],
  ['training', "the referees' association's training courses"],
  [
    'training',
    'I deliver forklift and warehouse safety courses and learners keep turning up without the right paperwork',
  ],
  ['healthcare', 'nurses at a prison healthcare wing'],
  [
    'healthcare',
    'I am ward sister on a busy orthopaedic ward and discharge planning always starts far too late',
    'Around 28 beds.',
  ],
  ['emergencyCare', "first aid team at the athletics federation's championships"],
  ['emergencyCare', 'we are small ambulance service on an island and triage over phone is our weakest link'],
  ['primaryCare', 'doctors surgery on a university campus'],
  [
    'primaryCare',
    'we are practice of 8 GPs and the 8am phone rush for appointments is making everyone miserable',
  ],
  ['pharmacy', 'dispensary at a rural GP surgery'],
  [
    'pharmacy',
    'i own a community pharmacy and repeat prescriptions keep going missing between the surgery and us',
  ],
  ['dentistry', 'mouthguard fitting clinic for a rugby club'],
  ['dentistry', "we're a 4 chair NHS dental practice and the waiting list for new patients is over a year"],
  ['mentalHealth', "counselling service for members of the firefighters' union"],
  [
    'mentalHealth',
    'I am a therapist in a small group practice and clients fall through the gap between sessions',
    'We are 5 therapists.',
  ],
  ['socialCare', 'night carers at a supported living house for autistic adults'],
  ['socialCare', 'my agency does 400 home care visits a week and rota gaps only show up when a family rings'],
  ['performingArts', "the male voice choir's concert rehearsals"],
  [
    'performingArts',
    'we are a brass band of 30 players and rehearsals before contest season never have a full section',
  ],
  ['museum', "the railway preservation society's museum collection"],
  [
    'museum',
    'I look after the collection of the regimental association and the records for medals and objects are all over the place',
  ],
  ['library', "reference library of the chartered surveyors' institution"],
  ['library', 'I run the lending library for our quilters guild and books go out and never come back'],
  ['sport', 'junior section of a cricket club'],
  [
    'sport',
    "I'm coach and fixtures secretary for an over 40s hockey team and half the players drop out on match morning",
  ],
  ['events', 'Beer festival'],
  ['events', "annual ball organised by the pharmacists' society"],
  [
    'events',
    "I'm on the committee that runs our town's agricultural show and every year the ticketing and parking go wrong",
  ],
  ['visualArts', 'Camera club', 'Monthly competitions and an annual exhibition.'],
  ['visualArts', "the art society's annual open exhibition"],
  ['visualArts', 'we are a shared studio of 12 artists and nobody ever knows who has booked the kiln'],
  ['personalCare', "hair and make-up for the ballroom dancing association's championships"],
  [
    'personalCare',
    "i rent a chair in a salon and my appointments clash with the owner's clients all the time",
  ],
  [
    'faith',
    'I am secretary of our parochial church council and planning sunday services and who leads the prayers takes hours every month',
  ],
  ['association', 'membership office of a chartered engineering institute'],
  [
    'association',
    "I'm membership secretary of a 600 member caravan club and renewals are still done by cheque and post",
    'Committee of nine, all volunteers.',
  ],
  ['association', "our branch of the nurses' union has 300 members and only about ten ever come to meetings"],
  ['association', 'trade association for independent bike shops'],
  ['association', 'federation of allotment societies', 'Represents 40 sites across the city.'],
  [
    'household',
    'my husband and I both work shifts at the hospital and school pickups fall apart every other week',
  ],
  [
    'household',
    "I'm secretary of two clubs and my partner chairs the PTA and our own family home is falling apart",
    'Three kids under ten.',
  ],
  ['household', 'family home above the corner shop'],
  [
    'household',
    'single dad with twins aged 6 trying to get mornings and bedtimes sorted before I lose it',
    'I work from home three days.',
  ],
  ['household', 'home life of a union branch secretary with three teenagers'],
  [
    'community',
    "we set up a residents' group on our street to deal with speeding cars and now everyone wants a say",
  ],
  [
    'community',
    'i live on a narrowboat mooring with about 30 other boats and we keep falling out over the shared water point',
  ],
  ['community', 'mutual aid group on a council estate'],
  ['community', 'neighbours sharing the lift and bins in a housing association block'],
  [
    'volunteering',
    'I organise the volunteer rota for a winter night shelter and we allways run short on the 2am shift',
  ],
  ['volunteering', "volunteer rota for the lawn tennis club's tea bar"],
  [
    'volunteering',
    'we are the volunteers committee at a hospice and coordinating 150 volunteers across shops and wards is a lot',
  ],
  [
    'volunteering',
    "I'm volunteer coordinator for our harriers club's half marathon and 300 marshals need shifts",
  ],
  [
    'youth',
    'I am a Guide leader with 24 girls and parents never reply about camp forms',
    'Three adult leaders.',
  ],
  ['gardening', "the horticultural society's show garden"],
  [
    'gardening',
    'our gardening club looks after the planters along the high street and the watering always falls apart in july',
  ],
  ['nonprofit', 'Grant-giving trust', 'Small family foundation, two staff.'],
  ['nonprofit', 'grants committee of a Masonic charity'],
  [
    'nonprofit',
    "I'm chair of trustees of a small charity for refugee families and donors want impact reports we can't produce",
  ],
  ['funeral', "funeral arrangements for members of the old comrades' association"],
  [
    'funeral',
    'we are a family-run funeral home and bereaved familys get different answers depending who picks up the phone',
  ],
  ['repairShop', 'repair café run by the transition town group'],
  ['repairShop', 'I fix laptops and consoles from a tiny shop and parts on order get mixed up between jobs'],
];
