/**
 * Probe batch V (issue 16, tenth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who describe their work by what they do rather than by a job title or an organisation), before any change to the drafter
 * was measured on it, and committed before it. 79 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_V_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_V_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_V_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Seed potatoes'],
  [
    'farming',
    'we grow rice on about forty acres and every monsoon the water timing between fields goes wrong',
    'Four of us, me, my father and two hired men.',
  ],
  ['farming', 'harvest crew on a vineyard that also hosts weddings'],
  ['forestry', 'Tree felling'],
  [
    'forestry',
    'I mark which trees come down each winter across three estates and the contractors never get my maps',
    'Mostly conifer, some broadleaf.',
  ],
  ['forestry', "woodland crew looking after a water company's reservoir land"],
  ['fishing', 'crabbing'],
  [
    'fishing',
    'we go out for mackerel and squid from a small harbour and selling the catch the same day is chaos',
  ],
  ['fishing', 'inshore fishing co-op run from the back of a village pub', 'Seven boats, mostly family.'],
  ['mining', 'Slate quarrying', 'Old family quarry, 14 staff.'],
  ['mining', 'I run the night shift underground and the handover to days loses half of what we found'],
  ['mining', 'gravel extraction pit owned by a road-building firm'],
  [
    'manufacturing',
    'we make aluminium window frames and the same defect keeps coming back every time we change the machine setup',
    'Want to find where the defects actually start.',
  ],
  ['manufacturing', 'assembly line in a prison workshop'],
  ['foodProduction', 'Tofu plant'],
  [
    'foodProduction',
    'we are making chilli sauce in small batches in rented kitchen, the ingredient labels and hygiene checks always problem for us',
  ],
  ['foodProduction', 'sourdough production for a chain of cafes'],
  ['textiles', 'Dyeing fabric'],
  [
    'textiles',
    'we sew school uniforms to order and the fabric always shows up late right before September',
    'We are 5 seamstresses.',
  ],
  ['textiles', 'costume workroom of an opera house'],
  [
    'energy',
    'we keep the lights on across the whole island with two diesel generators and a lot of praying',
    'Only three of us know how the old switchgear works.',
  ],
  ['energy', 'biogas plant on a dairy farm'],
  [
    'waterUtility',
    'I read meters and chase burst pipes in twelve villages, and nobody knows where the old network actually runs',
    'Maps are paper and half wrong.',
  ],
  ['waterUtility', 'water supply team for a refugee camp'],
  ['wasteRecycling', 'bin rounds'],
  [
    'wasteRecycling',
    'we do curbside trash and recycling pickup for two towns and the trucks break down constantly',
  ],
  ['wasteRecycling', 'recycling yard at a car factory'],
  [
    'construction',
    'we build extensions and loft conversions, keeping the subbies in the right order on site is basically my whole job',
  ],
  [
    'construction',
    'contractor building the new wing of the childrens hospital',
    'Safety is the big worry, the wards next door stay open.',
  ],
  ['logistics', 'Cold chain'],
  [
    'logistics',
    'I plan which lorries leave the depot at 4am and something always goes wrong with the freight paperwork',
    'Want fewer trucks sitting waiting at the gate.',
  ],
  ['logistics', 'delivery routes for a chain of bakeries'],
  [
    'vehicleRepair',
    'me and my brother fix tuk-tuks and motorbikes by the market, customers want there vehicle back same day',
  ],
  ['vehicleRepair', "workshop that services the city's ambulances"],
  ['aviation', 'Aircraft MRO'],
  [
    'aviation',
    'we fly small planes between the outer islands and the weather keeps wrecking the flight schedule',
    'Two pilots, one engineer, one very tired dispatcher.',
  ],
  ['aviation', "flight ops for a mining company's charter planes"],
  [
    'publicTransport',
    'I write the bus timetables for a rural county and every school term change breaks something',
  ],
  [
    'publicTransport',
    "we keep the night buses running and the drivers' rota falls apart every time somebody calls in sick",
  ],
  ['publicTransport', 'shuttle buses around a university campus'],
  [
    'maritime',
    'I plan crew changes for bulk carriers and getting seafarers home on time is getting impossible',
  ],
  [
    'postalCourier',
    'I deliver parcels on my bike for three apps and the missed deliveries cost me more than the fuel',
  ],
  ['postalCourier', 'mailroom at a big law firm'],
  [
    'retail',
    'we sell secondhand vinyl and band t-shirts and keeping stock counts right between the shop and online is hopeless',
    'Just me and two part-timers.',
  ],
  ['retail', 'gift shop at the zoo'],
  [
    'sales',
    'I sell packaging machines to food factories and the pipeline from first visit to signed deal takes forever',
    'Sales cycle is 9-12 months.',
  ],
  ['sales', 'field sales reps for a seed and fertiliser company'],
  [
    'customerSuccess',
    'we look after customers once they have signed and try to stop them leaving us at renewal time',
    'Churn went up last quarter and nobody can say why.',
  ],
  ['customerSuccess', 'renewals and onboarding team for a hotel booking platform'],
  ['contactCentre', 'Inbound calls'],
  ['contactCentre', 'I answer phones for the gas company all day and the queue is never under forty callers'],
  ['contactCentre', 'phone agents handling rebookings for an airline'],
  ['hospitality', 'my wife cooks and I do the rooms, we have six guests a night and the kitchen is tiny'],
  [
    'tourism',
    'we take travellers on week-long trips through the desert and bookings come in through five different websites',
  ],
  ['tourism', 'visitor tours of a working brewery', 'About 30 tours a week in summer.'],
  [
    'software',
    'we write the code for an app that tells farmers when to spray, and every release breaks something',
  ],
  [
    'product',
    'I decide what our app builds next and the roadmap keeps getting hijacked by whoever shouts loudest',
  ],
  [
    'product',
    'product managers at a telehealth startup',
    'We want to get better at discovery before we build.',
  ],
  [
    'openSource',
    'a few of us maintain a python library in our spare time and the issue tracker is drowning us',
  ],
  ['openSource', 'open source project run by a group of university researchers'],
  [
    'dataPlatform',
    'I build the pipelines that feed every dashboard in the company and when one breaks everyone messages me',
  ],
  ['dataPlatform', 'analytics team at a football club', '2 analysts, 1 engineer.'],
  [
    'platformOps',
    'we keep the servers and kubernetes clusters up for forty product teams and get paged most nights',
    'Six engineers on call.',
  ],
  [
    'retrospectives',
    'every two weeks we sit down to look back at what went wrong but the actions never get done',
  ],
  ['retrospectives', 'quarterly look-back session for a school leadership team'],
  [
    'newsMedia',
    'we put out a weekly local paper with four reporters and stories always land on my desk at midnight',
    'Print plus website.',
  ],
  ['newsMedia', 'student radio news desk'],
  [
    'telecoms',
    'we climb towers and fix the mobile signal across the hill districts, spare parts are taking weeks to come',
  ],
  ['telecoms', 'broadband provider for farms in the valley'],
  [
    'creativeAgency',
    'we make campaigns for local brands and clients keep changing the brief after we have designed everything',
  ],
  [
    'finance',
    'I keep track of the cash and budgets for a family group of restaurants and month end is always a scramble',
  ],
  ['finance', 'treasury team of a housing association'],
  ['insurance', 'we assess crop damage claims after floods and policyholders wait months for a decision'],
  [
    'accounting',
    'I do tax returns and books for about sixty sole traders and January nearly kills me every year',
    'Want to stop the last-minute panic.',
  ],
  ['accounting', 'accountants who mostly serve dental practices'],
  ['realEstate', 'Lettings'],
  [
    'realEstate',
    'we are managing flats for NRI owners and tenants are calling us for each and every small thing',
  ],
  ['realEstate', 'student housing lettings near the university'],
  [
    'legal',
    'I draft contracts for small businesses on my own and keeping track of every matter is getting hard',
  ],
  ['legal', 'legal team inside a football league'],
  [
    'consulting',
    'we go into hospitals for three months at a time, advise on wait times, then write the proposal for the next one',
  ],
  ['consulting', 'advisory practice for farming co-ops', 'Five consultants, lots of travel.'],
  [
    'architecture',
    'we design houses for people building on steep plots and drawings go back and forth with clients for months',
  ],
  ['architecture', 'design team for new school buildings'],
  [
    'research',
    'I run experiments on soil microbes with two PhD students and our data is scattered over five laptops',
    'want a better way to keep the data together',
  ],
  [
    'veterinary',
    'we treat farm animals across a huge rural area and getting out to the calls in time is the problem',
  ],
  ['veterinary', 'vet clinic inside a pet superstore'],
  [
    'peopleTeam',
    'I do all the hiring and onboarding for a chain of nurseries and staff turnover is wearing me down',
    'Around 200 staff across 9 sites.',
  ],
  ['peopleTeam', 'recruitment team at a mining company'],
  [
    'facilities',
    'we clean and maintain six office buildings overnight and the requests from tenants never stop',
  ],
  ['facilities', 'estates and maintenance team at a cathedral'],
  [
    'security',
    'I patrol a car park and warehouse from the arvo till dawn on my own and log every incident on paper',
  ],
  ['security', 'security guards at a music festival', 'Around 60 guards across the weekend.'],
  [
    'publicServices',
    "we answer residents' questions at the council front desk and half of them get sent round in circles",
  ],
  ['publicServices', 'council customer service point inside a shopping centre'],
  [
    'governmentPolicy',
    'I write briefings for ministers on housing and the evidence never arrives before the deadline',
    'Small team of four analysts.',
  ],
  ['governmentPolicy', 'health policy team in the ministry'],
  [
    'justice',
    'we supervise people on probation after prison and our caseloads are way too big to do it properly',
    'caseloads around 70 each',
  ],
  ['justice', 'listing clerks and ushers at a youth court'],
  ['emergencyServices', 'Fire crew'],
  [
    'emergencyServices',
    'we take the 999 calls and send out crews for the whole county, and the nights are brutal',
  ],
  ['emergencyServices', 'mountain rescue team based at a ski resort', 'Mostly on-call, around 25 members.'],
  [
    'schools',
    'i teach grade 4 in a village school, forty pupils in one class and no proper lesson materials',
    'Government school in Bihar.',
  ],
  ['schools', "the school inside a children's hospital"],
  [
    'earlyYears',
    'I look after six toddlers in my own home as a childminder and the parents all want different things',
  ],
  ['earlyYears', 'workplace creche at a bank'],
  [
    'university',
    'I teach a first-year chemistry module to 400 students and the lecture recordings never work',
  ],
  ['university', 'nursing degree programme at a university', 'Placements are the headache.'],
  [
    'training',
    'I train electricians on the new regs, two-day courses, and half the learners turn up without the prerequisites',
  ],
  ['training', 'driving school for lorry drivers'],
  [
    'healthcare',
    'we nurse patients after surgery on a twenty-bed ward and the handovers between shifts keep dropping things',
  ],
  ['healthcare', 'medical clinic on a cruise ship'],
  [
    'emergencyCare',
    'I crew an ambulance in the city and we spend hours waiting outside the hospital to hand patients over',
    'Want to show management where the time goes.',
  ],
  ['emergencyCare', 'paramedic tent at a marathon'],
  [
    'primaryCare',
    "we're a family medicine clinic and the phones at 8am when appointments open are a total disaster",
  ],
  ['primaryCare', "doctors' practice serving a fishing island"],
  [
    'pharmacy',
    'I am running a medical store in our town and the distributor is not supplying basic drugs on time',
  ],
  [
    'dentistry',
    'we fix teeth for kids in rural schools from a mobile dental van and the scheduling is messy',
  ],
  ['dentistry', 'dental clinic in a prison', 'Two dentists, one nurse, sessions twice a week.'],
  [
    'mentalHealth',
    'I see clients for therapy online from my flat and waiting list is more long than I can handle',
  ],
  ['mentalHealth', 'staff wellbeing counselling service at a police force'],
  [
    'socialCare',
    'we visit elderly people in their homes to help them wash and eat, and the visit times are always squeezed',
    'About 40 carers, mostly on zero hours.',
  ],
  ['socialCare', 'home care agency run by a church'],
  [
    'performingArts',
    'we rehearse three evenings a week for a touring musical and the singers keep getting sick',
  ],
  ['museum', 'Town museum'],
  ['museum', 'I look after the objects in a small railway collection and we have no idea what is in storage'],
  ['museum', 'museum gallery inside an airport terminal'],
  ['library', 'we lend books in three languages to migrant families and half the loans never come back'],
  ['library', 'the library at a law school'],
  [
    'sport',
    'I coach the under-14s footy side twice a week and picking the team for match day always ends in blues with parents',
  ],
  ['sport', "a bank's staff cricket team", 'Casual, we play Sundays.'],
  ['events', 'Wedding planning'],
  [
    'events',
    'we put on a three-day food festival every August and the ticketing and venue set up allways go sideways',
    'Around 12,000 attendees last year.',
  ],
  ['events', 'conference organising team at a university'],
  [
    'visualArts',
    'I make large paintings in a shared studio and never know which works are out at which exhibition',
  ],
  [
    'personalCare',
    'I do nails and lashes from a rented chair and no-shows for appointments are costing me every week',
  ],
  [
    'faith',
    'we lead worship for a small congregation that meets in a school hall and everything runs on goodwill',
  ],
  [
    'association',
    'I keep the member list and organise committee meetings for a beekeepers society of about ninety people',
  ],
  ['association', 'alumni association of an engineering college'],
  [
    'repairShop',
    'we fix broken laptops and phones in a tiny kiosk and waiting on parts annoys every single customer',
    'Only me and my cousin.',
  ],
  ['repairShop', 'watch and jewellery repair counter in a department store'],
  [
    'funeral',
    'we arrange funerals for families from many faiths and coordinating with cemeteries and crematoria takes up every day',
  ],
  ['funeral', 'pet cremation and memorial service', 'Small family business, just the two of us.'],
  [
    'nonprofit',
    'we raise money from donors to dig wells in Malawi and reporting back on every fund is exhausting',
  ],
  ['nonprofit', 'fundraising arm of a hospice'],
  [
    'household',
    'my partner and I both work shifts and nobody ever knows whose turn it is to do the school run',
    'Two kids, 6 and 9.',
  ],
  ['household', 'i am raising my two grandkids and my own mom lives with us too, its alot some days'],
  ['household', 'our family home above the shop we run'],
  ['household', 'three generations living together on a farm', 'Want the adults to share the load better.'],
  ['community', 'Street group'],
  [
    'community',
    'our neighbours on the close share tools, lifts and dog walking and we want it to be less chaotic',
  ],
  [
    'community',
    'we are residents in a tower block trying to get the broken lifts and the rubbish sorted together',
    'About 80 flats, lots of different languages.',
  ],
  ['community', 'neighbours on a brand new housing development'],
  ['community', 'the local community around a closed coal mine'],
  [
    'volunteering',
    'I coordinate the volunteers who drive patients to hospital and filling the shifts is a weekly nightmare',
  ],
  [
    'volunteering',
    'we are a group of retired folks helping out at a night shelter, guests arrive at nine',
    'Around 30 of us on the rota.',
  ],
  ['volunteering', 'volunteer guides at a castle'],
  ['volunteering', 'volunteers running the tuck shop at a hospice'],
  [
    'youth',
    'I run a drop-in for teenagers on friday nights and keeping the young people safe outside is tricky',
    'Four leaders, up to 50 kids.',
  ],
  ['youth', 'youth club attached to a church'],
  [
    'gardening',
    'we grow veggies on a shared plot behind the flats and nobody agrees on the watering',
    'About 15 households share it.',
  ],
];
