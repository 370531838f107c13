/**
 * Probe batch AV (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who name their system by the people in it rather than the place (about half of its cases), written by people in the UK, Ireland, the US and New Zealand), before any change to the drafter
 * was measured on it, and committed before it. 72 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AV_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AV_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AV_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'platformOps',
    "we're the ops guys keeping the kubernetes clusters alive and the on-call pager never stops at night",
    'Five of us, about 200 services.',
  ],
  ['finance', 'finance office of a county council'],
  ['household', 'Our whānau', 'Three generations under one roof.'],
  [
    'telecoms',
    'our wireless broadband network covers three valleys and half the faults are just the signal dropping in rain',
  ],
  ['veterinary', 'equine practice attached to a racing stables'],
  [
    'events',
    "I'm the festival site manager and the stewards, bar staff and traders all get diffrent briefing times",
    'About 8,000 people over a weekend.',
  ],
  ['household', 'the kids and chores in a vicarage'],
  ['justice', "the prison officers running a jail's hospital wing"],
  [
    'waterUtility',
    "our small town's water treatment works is ancient and the pipe network bursts every single winter",
    'Four of us and a lot of boil-water notices.',
  ],
  [
    'volunteering',
    'i sort the rota for the lads who volunteer at the parkrun every saturday and someone always drops out last minute',
  ],
  ['hospitality', "we've a small B&B in Kerry and herself does breakfasts while I do the rooms and bookings"],
  ['vehicleRepair', 'WOF garage'],
  ['contactCentre', 'billing call centre for an energy company'],
  ['community', 'The neighbours'],
  ['farming', 'Shed hands', 'Shearing gang of eight, we move between stations.'],
  [
    'association',
    "i'm secretary of our allotment society and the committee argues for two hours over every single decision",
  ],
  ['emergencyServices', 'the lifeboat crew at a fishing harbour', 'All on pagers, launches at any hour.'],
  [
    'performingArts',
    'I run a community choir of forty singers and half of them miss rehearsals before every concert',
  ],
  [
    'openSource',
    "we're four maintainers on an open source library in our spare time and the issue tracker has 900 open tickets",
    'Nobody is paid, we want to stop burning out.',
  ],
  ['maritime', 'we crew a coastal cargo ship and rest hours are a nightmare with only nine of us aboard'],
  [
    'sport',
    "I coach a women's rugby team and half the players can't make Tuesday training, selection is a nightmare",
  ],
  ['legal', 'legal department of a football league'],
  ['retrospectives', 'the monthly lessons-learned meeting for a hospital ward'],
  ['research', "the researchers studying a council's recycling scheme"],
  ['security', 'I supervise the night guards at a port and the patrol logs are all written up at 6am'],
  ['volunteering', 'volunteer reading helpers in a primary school'],
  ['dataPlatform', 'the analytics crowd at a football club'],
  [
    'emergencyServices',
    'our retained fire station covers a huge rural patch and the training records are scattered across three systems',
  ],
  ['household', 'our family living above the chip shop'],
  [
    'fishing',
    "we've three half-decker boats out of Killybegs and im trying to sort who fishes which grounds",
  ],
  [
    'youth',
    'I run the youth club on Friday nights with three leaders and the teenagers just wreck the hall',
    'Ages 12 to 16, about 35 kids.',
  ],
  ['vehicleRepair', 'council depot workshop that fixes the bin lorries'],
  ['waterUtility', 'the mains gang fixing pipes under a hospital car park'],
  ['youth', 'Youth cafe'],
  [
    'governmentPolicy',
    "we're the policy advisers drafting a consultation on farm subsidies and the minister wants it by Friday",
    'Small team, lots of ministerial churn.',
  ],
  [
    'volunteering',
    "we've 25 volunteers doing shifts at a charity shop and half never show up on Saturdays",
    "Most are retired and don't do email.",
  ],
  ['publicTransport', 'school bus runs for a rural county'],
  [
    'vehicleRepair',
    "I've got three mechanics and an apprentice and the car park's always full of half-finished jobs",
    'Small town, we do tractors too sometimes.',
  ],
  ['realEstate', 'property management office for student housing'],
  [
    'mentalHealth',
    "I'm a therapist in a group practice and clients fall through the cracks when one of us goes on leave",
    'Six therapists, all part-time.',
  ],
  [
    'facilities',
    'the maintenance men at a retirement village',
    'Two of them, both near retirement themselves.',
  ],
  ['manufacturing', 'a factory making livestock trailers for farmers'],
  [
    'foodProduction',
    'I manage the night bakers at a wholesale bakery and the batch sheets are never right when I arrive',
    'About 14 of us, mostly agency staff.',
  ],
  [
    'facilities',
    "I manage the cleaners across three office buildings and nobody reports broken things until they're really broken",
  ],
  ['maritime', 'the wharf loading log ships for a forestry company'],
  ['nonprofit', 'the grants team at an animal welfare charity'],
  [
    'realEstate',
    'I own four rental houses and repair requests come in by text, email and knocks on the door',
  ],
  ['creativeAgency', 'the in-house campaign designers at a charity'],
  ['accounting', 'tax practice specialising in restaurant clients'],
  ['construction', 'the scaffolders on a cathedral restoration', 'Listed building so everything is slow.'],
  ['architecture', 'the architects designing a new marae'],
  ['tourism', 'Jetboat tours'],
  ['aviation', 'jump pilots at a skydiving club', 'Two pilots, one Cessna, weekends only.'],
  [
    'dataPlatform',
    "every dashboard in our company shows a different revenue number and I'm the one who has to explain why",
  ],
  ['mentalHealth', 'talking therapies service in a university'],
  ['faith', 'the multi-faith chaplaincy at an airport'],
  [
    'accounting',
    'me and my business partner run a small accountancy practice and every January the tax returns bury us',
    'Two partners, three juniors, about 400 clients.',
  ],
  [
    'aviation',
    "I'm one of the licensed engineers on the night line and the tech log handover is a constant headache",
  ],
  ['university', 'the lecturers on a nursing degree'],
  ['association', "the members' committee of a vintage tractor society"],
  [
    'peopleTeam',
    "I'm the only HR person for 150 staff and onboarding is basically me emailing a PDF and hoping",
  ],
  ['visualArts', 'I share a studio with five other painters and we never agree on who pays for what'],
  ['pharmacy', 'dispensary at a hospice'],
  [
    'energy',
    'we run a community-owned hydro scheme and nobody can tell me what we actually generated last month',
  ],
  [
    'forestry',
    'I run a crew of six planters on the pine blocks and nobody ever knows which block were on',
    'Mostly seasonal workers, some dont have much English.',
  ],
  ['governmentPolicy', 'the civil servants writing a national schools strategy'],
  [
    'personalCare',
    "I've got four stylists renting chairs in my salon and the appointment book is a total free-for-all",
  ],
  ['publicServices', 'the environmental health officers inspecting restaurants'],
  [
    'veterinary',
    "i'm the practice manager for four vets and the large animal calls clash with the small animal clinic",
    'Mixed practice in Southland, lots of dairy.',
  ],
  ['primaryCare', 'the GPs visiting a nursing home', 'We want fewer missed visits.'],
  [
    'logistics',
    'I plan the routes out of our haulage yard and the freight is never ready when the lorries arrive',
  ],
  ['schools', "I'm head of year 9 and the form tutors never hear about detentions until the parents ring up"],
  ['research', 'Field ecologists'],
  ['visualArts', 'artists in residence at a psychiatric hospital'],
  ['community', 'an old pit village after the colliery closed'],
  ['library', "the library inside a men's prison", 'One librarian and some inmate orderlies.'],
  [
    'community',
    "I'm trying to get the neighbors on our block talking again after a big fight over parking spaces",
    'About 40 apartments, lots of renters.',
  ],
  [
    'product',
    "I'm the only product manager and the roadmap is just whatever the loudest customer asked for last week",
    'B2B SaaS, around 40 staff.',
  ],
  ['schools', "school on a children's hospital ward"],
  ['gardening', 'the gardeners looking after a cemetery'],
  ['emergencyCare', 'the trackside medics at a motor racing circuit'],
  [
    'faith',
    "I'm the vicar of three rural churches and keeping the service rota straight across all of them is impossible",
  ],
  [
    'wasteRecycling',
    'I run the pickers on the sorting line at a recycling plant and contamination is killing our bales',
  ],
  ['sales', 'sales desk of a veterinary drugs company'],
  ['performingArts', 'the musicians in a cruise ship show band'],
  [
    'sales',
    'our reps are all chasing the same three buyers and the pipeline review on Monday is pure theatre',
    'Eight reps, two managers, quota goes up every quarter.',
  ],
  [
    'textiles',
    'my mum and my aunties sew school uniforms from home and the pattern peices keep going missing',
  ],
  ['realEstate', 'Lettings agency'],
  [
    'household',
    'I look after my mam who has dementia and my two teenagers, and the chores never get shared out',
  ],
  ['accounting', 'Accountancy firm'],
  [
    'repairShop',
    "we're a tiny phone and laptop repair shop and customers ring everyday asking where there device is",
  ],
  ['socialCare', 'care wing of a convent for elderly nuns'],
  ['software', 'the app developers at a bank'],
  [
    'newsMedia',
    "I'm on the night desk with two reporters and stories keep going up online before anyone checks them",
  ],
  ['mining', 'blasting crew at a limestone quarry owned by a cement company'],
  ['newsMedia', 'newsroom of a farming weekly', 'Five of us cover three counties.'],
  ['security', 'security control room at a shopping centre'],
  ['events', 'the conference organisers for a medical association'],
  ['hospitality', 'the kitchen at a boarding school', 'Three meals a day for 300 boarders.'],
  ['healthcare', 'Ward sisters'],
  [
    'library',
    "we're three library assistants in a branch library and the book returns pile up faster than we shelve",
  ],
  [
    'customerSuccess',
    'I lead the account managers for our software and renewals keep slipping because onboarding never really finished',
  ],
  ['farming', 'the relief milkers on a university research farm'],
  [
    'research',
    "I'm a postdoc and our lab shares one microscope between nine people, the booking system is chaos",
  ],
  [
    'software',
    'our backend devs push to prod on Fridays and then we spend the weekend fixing bugs, every time',
  ],
  ['consulting', 'the consultants advising NHS trusts on waiting lists'],
  ['finance', 'I do the budgets for a small housing charity and cash flow every March is terrifying'],
  [
    'publicTransport',
    "i'm a dispatcher for the tram drivers and when one calls in sick the whole timetable falls over",
  ],
  [
    'legal',
    "I'm a solicitor in a two-partner firm in Cork and the conveyancing files are piling up on every desk",
  ],
  ['telecoms', 'fibre rollout across new housing estates'],
  [
    'university',
    "I'm a module leader and our TAs mark to totally different standards, students are complaining",
  ],
  ['energy', 'power plant at a paper mill'],
  ['insurance', 'the underwriters at a farm insurance mutual'],
  ['earlyYears', 'the crèche at a leisure centre'],
  ['sport', 'the five-a-side team from an accounting firm'],
  ['training', 'first-aid training provider for construction firms'],
  [
    'publicServices',
    "I'm a council officer and residents get bounced between five departments over one pothole, it drives them mad",
  ],
  [
    'postalCourier',
    'our depot covers the rural run and parcels for the same farm come out on three different vans',
  ],
  [
    'primaryCare',
    "I'm practice manager at a rural GP surgery and the 8am phone scramble for appointments is destroying morale",
    'Three GPs, two nurses, 6,000 patients.',
  ],
  [
    'insurance',
    'our claims department has 300 open claims per handler since the floods and nothing is moving',
    'We want to stop losing track of which claims are waiting on us.',
  ],
  ['postalCourier', 'the mailroom guys at a big law firm'],
  [
    'earlyYears',
    "we're the room leaders in a 60-place nursery and parents keep getting mixed messages at pick-up",
    'Mostly young staff, high turnover.',
  ],
  [
    'consulting',
    "I'm a freelance consultant pulling in two associates per engagement and proposals eat all my evenings",
  ],
  [
    'retrospectives',
    'I facilitate retros for three teams and the same action items come back every fortnight untouched',
  ],
  [
    'museum',
    "I'm the registrar at a small railway museum and nobody knows what's actually in the collection store",
  ],
  ['farming', "we've a 400-cow dairy farm and calving season turns the whole place upside down every spring"],
  [
    'tourism',
    'we run guided glacier walks and the bookings double up constantly because two websites sell the same slots',
    'Peak season is Dec to March.',
  ],
  ['textiles', "the sewing room of a theatre's wardrobe department"],
  ['tourism', 'the tour desk at a whiskey distillery'],
  ['fishing', 'the cray divers who supply a seafood restaurant'],
  ['community', 'the residents living next to a new wind farm', 'They want a say in the community fund.'],
  ['foodProduction', 'sandwich production unit supplying an airline'],
  ['retail', 'Bottle store'],
  ['forestry', 'the chainsaw lads thinning the woods on a golf course'],
  ['repairShop', 'the guys fixing broken instruments for a school music service'],
  ['healthcare', 'occupational health clinic at a steelworks'],
  ['facilities', 'the caretakers at a secondary school'],
  [
    'nonprofit',
    "I'm CEO of a small charity and our donors never hear what their money actually did for the beneficiaries",
  ],
  [
    'construction',
    "I'm the site manager and the subbies never turn up in the right order, the programme's a joke",
    'New-build school, about 60 on site most days.',
  ],
  [
    'manufacturing',
    "our machinists on second shift keep getting blamed for defects that start on first shift, it's toxic",
  ],
  ['customerSuccess', 'the onboarding folks at a school software company'],
  ['platformOps', 'the infrastructure team behind a news website'],
  [
    'mining',
    'our underground gold mine runs three shifts and the handovers between them keep losing important info',
    'Safety is the big worry.',
  ],
  ['retail', 'gift shop at an art gallery'],
  [
    'community',
    "we're about thirty neighbours on one country lane and nobody knows who sorts out the shared septic tank",
  ],
  [
    'retail',
    'we run a hardware shop in a small town and noone knows what stock we actually have out back',
    'We want to stop ordering stuff we already have.',
  ],
  [
    'dentistry',
    'the dental therapists who visit primary schools',
    'We cover the whole district with one van.',
  ],
  [
    'socialCare',
    'I coordinate the carers doing home visits and the rota falls apart when anyones car breaks down',
  ],
  ['logistics', 'we run the night shift loaders at a cross-dock and the trucks leave late half the week'],
  [
    'creativeAgency',
    "we're a small design agency and work keeps getting redone because the client brief changes every single week",
    'Agency of 25, mostly retail clients.',
  ],
  [
    'architecture',
    "we're a three-person practice designing house extensions and the drawings go out with old revisions all the time",
    'We want one place for drawing status.',
  ],
  ['publicServices', 'Council planning'],
  [
    'household',
    'me and my ex share the kids week on week off and the school stuff always gets lost between houses',
    'Three kids, 6, 9 and 13.',
  ],
  [
    'contactCentre',
    "I'm a team leader for 20 agents on the inbound queue and the wait times are through the roof",
    'Calls spike every Monday morning.',
  ],
  ['peopleTeam', 'HR department of a hotel group'],
  [
    'dentistry',
    "we're two dentists and a hygienist and the chairs sit empty because patients forget check-ups",
  ],
  ['personalCare', 'the hairdressers at a care home', 'Just two of us, in one day a week.'],
  [
    'funeral',
    "I'm a funeral director and our bearers and drivers are double-booked whenever two services fall on the same day",
    'Family business, third generation.',
  ],
  [
    'pharmacy',
    "I'm the pharmacist in a small chemist and the dispensing queue backs up every time the delivery's late",
  ],
  ['museum', 'museum on a historic naval dockyard'],
  ['openSource', 'open source astronomy package run out of a university'],
  [
    'justice',
    "I'm a court clerk and hearings keep getting listed on days when the interpreter can't come in",
  ],
  [
    'emergencyCare',
    'our A&E has people waiting twelve hours on trolleys most weekends and triage is just overwhelmed',
  ],
  ['sport', 'Hurling panel', 'Senior panel, 30 lads, one manager doing everything.'],
  [
    'healthcare',
    "I'm charge nurse on a surgical ward and the healthcare assistants never get the handover they need",
    "We're short by two nurses most nights.",
  ],
  [
    'gardening',
    "I'm head gardener at a stately home and my two under-gardeners never know which beds need doing first",
  ],
  ['product', 'product discovery squad at an online grocer'],
  [
    'training',
    "i'm one of four trainers delivering forklift courses and the learners turn up not knowing what they booked",
  ],
];
