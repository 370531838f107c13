/**
 * Probe batch BY's cases after its first 95, in order: the batch is one list (`probeBYCases.ts`, whose
 * comment says how it was made), split in two files only for length.
 */
export const PROBE_BY_CASES_PART_2: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'research',
    "our freezer alarm went off at 3am and nobody on the rota answered, we're a small cancer biology lab",
    'Two postdocs, four PhD students and me.',
  ],
  [
    'research',
    'the ethics committee keeps sending our protocol back and meanwhile the funding clock is ticking, I coordinate a study in primary schools',
  ],
  [
    'veterinary',
    "our receptionists get shouted at every day about the bills, we're a mixed vet practice doing a lot of farm calls",
  ],
  [
    'veterinary',
    "the ambulance for out-of-hours keeps being booked by the other branch, I'm head nurse at an equine hospital",
    'we want to see where the handovers break',
  ],
  [
    'peopleTeam',
    "the managers keep hiring on gut feel and then the probation reviews are a mess, I'm the only HR person at a hotel group",
    'Six hotels, about 400 staff.',
  ],
  [
    'peopleTeam',
    "payroll got everyone's overtime wrong and the union rep is on my case, we do HR for a bus company",
  ],
  [
    'facilities',
    'the lifts keep breaking and the students blame us, we run cleaning and maintenance for a university halls block',
  ],
  [
    'facilities',
    "the cleaning contractor's staff keep quitting and the offices look awful, I'm the facilities coordinator for a law firm",
  ],
  ['facilities', 'Caretakers at a primary school'],
  [
    'security',
    'the radio batteries die halfway through the night and the festival crowd gets rowdy around 1am, we supply door staff',
  ],
  [
    'security',
    "our guards' rotas are done on whatsapp and sites keep getting left uncovered, we patrol car dealerships overnight",
    '24 guards, 11 sites.',
  ],
  [
    'publicServices',
    "the housing benefit backlog is six weeks and our team keeps getting abuse at the counter, we're a council one-stop shop",
  ],
  [
    'publicServices',
    "we do the parking permits and blue badges for the borough and the online form keeps losing people's uploads",
    'Team of 9, we want to cut the backlog',
  ],
  [
    'governmentPolicy',
    "the stats people keep giving us spreadsheets nobody can read, I'm in a small policy unit on fisheries",
  ],
  [
    'governmentPolicy',
    "the consultation got 40000 responses and our contractor who was meant to code them went bust, we're writing the housing white paper",
  ],
  [
    'justice',
    "the video link to the prison drops out every other hearing, I'm a listing officer at a magistrates court",
    'I want to show the bench where the time is lost.',
  ],
  [
    'justice',
    'our probation office lost its lease and now we see people on licence in a library meeting room',
  ],
  ['justice', 'Youth offending team in a market town'],
  [
    'emergencyServices',
    "the hydrants on the new estate were never mapped and the water company won't share theirs, I'm a watch manager at a fire station",
  ],
  [
    'emergencyServices',
    'our volunteer crews on the lifeboat keep getting paged during work hours and employers are getting fed up',
    '18 crew on the pager.',
  ],
  [
    'schools',
    "the canteen supplier keeps sending food with nuts and we have two kids with allergies, I'm deputy head of a primary",
    'about 350 pupils',
  ],
  [
    'schools',
    "our secondary school's parents' evening booking system crashes every term and the office ends up taking calls all night",
  ],
  [
    'earlyYears',
    'the council funding for the 30 free hours comes late every term and we struggle with wages, we run a nursery in Bristol',
  ],
  [
    'earlyYears',
    'im a childminder and the parents keep paying late and the tax return is stressing me out',
    'I look after 5 kids, mostly under 3.',
  ],
  ['earlyYears', 'Preschool room at a church hall'],
  [
    'university',
    "the timetabling software put 300 first years in a room for 80, I'm a programme administrator in engineering",
  ],
  [
    'university',
    'our marking deadlines clash with the strike and the external examiners want everything by June, we run the nursing degree',
  ],
  ['university', 'Student registry'],
  [
    'training',
    "half the lads on our forklift courses can't read the theory paper and the awarding body won't budge, I'm a trainer",
  ],
  [
    'training',
    'we deliver first aid courses to construction firms and the site managers keep pulling learners out halfway through',
  ],
  ['training', 'Apprenticeship provider for hairdressers'],
  [
    'healthcare',
    "the porters never come when we call and patients sit waiting for scans for hours, I'm a sister on a surgical ward",
    '28 beds.',
  ],
  [
    'healthcare',
    "our dialysis unit's water plant keeps failing and we have to cancel sessions, it's a satellite unit with 20 chairs",
  ],
  [
    'emergencyCare',
    "the drunk crowd from the stadium floods us every match day, I'm a charge nurse in a busy A&E",
  ],
  [
    'emergencyCare',
    "we're paramedics for a private ambulance firm and the fuel cards keep getting declined at the pumps",
  ],
  [
    'primaryCare',
    "the phone lines open at 8 and by 8.05 everyone is furious, we're a GP surgery of 12000 patients",
    'We want to map what happens to a call from 8am.',
  ],
  [
    'primaryCare',
    'our practice nurse left and the locum agency is charging a fortune, rural family doctor clinic in Ontario',
  ],
  [
    'pharmacy',
    "the delivery driver quit and now housebound customers are ringing about their meds all day, we're a two-branch chemist",
    'Two pharmacists, six counter staff, one driver (well, had one).',
  ],
  [
    'pharmacy',
    "wholesaler shortages mean we're phoning round for HRT every morning, I'm the locum pharmacist in a supermarket",
  ],
  ['pharmacy', 'Dispensary in a prison'],
  [
    'dentistry',
    "the autoclave broke and the engineer can't come till Thursday so we're cancelling patients, small dental surgery in Perth",
  ],
  [
    'dentistry',
    "NHS contract targets are impossible and the associates keep leaving for private work, I'm practice manager at a dentist's in Hull",
  ],
  [
    'mentalHealth',
    "our waiting list is six months and GPs keep referring people we can't help, I'm a counsellor in a student service",
  ],
  [
    'mentalHealth',
    "the room booking system double-books our therapy rooms with yoga classes, we're a small talking therapies charity",
    'Seven therapists, mostly part time.',
  ],
  [
    'socialCare',
    'the agency carers keep getting lost because the rota app sends them to wrong addresses, I manage a domiciliary care branch',
    'about 70 carers and 150 clients',
  ],
  [
    'socialCare',
    "the kitchen keeps serving food our residents can't chew and families complain, I'm deputy manager at a care home",
  ],
  [
    'performingArts',
    "the box office system oversold the matinee by 40 seats, I'm the stage manager at a small touring theatre company",
  ],
  [
    'performingArts',
    'our community choir lost its church hall and now we rehearse in a pub back room',
    '45 singers, all ages.',
  ],
  [
    'museum',
    "the roof leaks over the textile store and the council won't fund repairs, I'm the only curator at a small town museum",
  ],
  [
    'museum',
    "school groups book and then don't turn up becuase of cover issues, we're a volunteer-run railway museum in Yorkshire",
  ],
  [
    'library',
    "the wifi keeps dropping and the job seekers who use our PCs get really angry, I'm a branch librarian",
  ],
  [
    'library',
    'we run the mobile library van and it keeps failing its MOT, so villages miss their fortnightly visit',
    'Just me and a driver.',
  ],
  ['library', 'Toy library at a community centre'],
  [
    'sport',
    "the pitch floodlights keep tripping the power and the league might fine us, I'm secretary of a non-league football club",
    'Volunteers run pretty much everything.',
  ],
  ['sport', "we coach a girls' netball squad and half the parents never reply to the lift share messages"],
  ['sport', 'Dojo'],
  [
    'events',
    "the portaloo supplier and the generator hire both double-booked us, I'm organising a three-day folk festival in Wales",
    'About 3000 people expected.',
  ],
  [
    'events',
    'we run corporate conferences and the hotel keeps releasing our room block before the delegates register',
  ],
  ['events', 'Wedding planning business on a farm'],
  [
    'visualArts',
    "the gallery that shows my prints takes 50 percent and pays months late, I'm a printmaker sharing a studio",
  ],
  [
    'visualArts',
    "our kiln keeps failing and the landlord won't let us upgrade the electrics, we're a ceramics studio co-op",
  ],
  [
    'personalCare',
    'clients no-show and the booking app charges us per text reminder, I rent a chair in a barbershop in Leeds',
  ],
  [
    'personalCare',
    "my nail bar staff keep getting rashes from the new products and the supplier says it's our fault",
  ],
  [
    'faith',
    "the heating in the church costs more than the collection brings in, I'm churchwarden of a village parish",
    'The congregation is about 20 on a good Sunday.',
  ],
  [
    'faith',
    "our mosque's Friday prayers overflow into the car park and the neighbours complain about parking",
  ],
  [
    'association',
    "our membership database is full of dead people and the renewals letters bounce, I'm secretary of a county beekeepers association",
    'around 300 members',
  ],
  ['association', "we're the branch committee of the nurses union and turnout at our meetings is tiny"],
  [
    'repairShop',
    "the courier keeps cracking the phones people post to us for fixing, we're a tiny screen repair shop in Manchester",
  ],
  [
    'repairShop',
    'i fix washing machines and fridges on my own and chasing invoices takes more time than the repairs',
  ],
  ['repairShop', 'Watch repairs counter in a department store'],
  [
    'funeral',
    "the florist let us down twice this month and the families noticed, I'm a funeral arranger in a small family firm",
  ],
  [
    'funeral',
    "our hearse is in the garage again and we've got three services on Friday, small undertakers in Fife",
    'Family business, 4 staff.',
  ],
  [
    'nonprofit',
    "the grant portal rejected our report twice and the trustees are panicking, we're a small charity funding wells in Malawi",
    'Three staff and a board of seven trustees.',
  ],
  [
    'nonprofit',
    'our donor database is a mess since the merger and the fundraisers keep phoning people who already gave',
  ],
  [
    'household',
    'my husband works away Monday to Friday and the school run plus after-school clubs are falling apart',
    'Kids are 4, 8 and 12.',
  ],
  [
    'household',
    'we share a house with my mum who has dementia and nobody agrees who does her meds and meals',
    'I also work full time.',
  ],
  [
    'household',
    "the budget spreadsheet never balances and we argue about groceries every week, it's me, my wife and two teenagers",
  ],
  [
    'household',
    'our kitchen is a disaster because nobody sticks to the rota, blended family of six across two houses',
  ],
  ['household', 'Family home on a working farm'],
  [
    'community',
    'the potholes on our road never get fixed and the council ignores emails, so a few of us neighbours started a street group',
    'About 30 houses on the street.',
  ],
  [
    'community',
    "we've got a whatsapp group for our block of flats and its mostly arguing about bins and parking",
  ],
  [
    'community',
    'since the flood half the village has been helping each other dry out houses and we need some organising',
    "We want to know who's doing what.",
  ],
  [
    'community',
    'the corner shop closed and the older folks on our estate have nowhere to meet, a few of us neighbours want to do something',
  ],
  ['community', 'Tenants in a tower block'],
  ['community', 'Neighbours on a canal boat mooring'],
  [
    'volunteering',
    'half our drivers are over 75 and the insurance company wants medicals, we deliver meals on wheels with volunteers',
  ],
  [
    'volunteering',
    'the supermarket donations arrive at random times and nobody is on shift to unload, I coordinate the food bank helpers',
    'About 60 volunteers on the books.',
  ],
  [
    'volunteering',
    "people sign up to litter picks and then don't show, I organise the volunteers for our beach clean group",
  ],
  [
    'volunteering',
    "our befriending volunteers keep burning out visiting lonely older folk and I'm the only paid coordinator",
  ],
  [
    'youth',
    "the church hall we meet in has doubled the rent and the parents can't pay more subs, I run a scout troop",
    '40 young people, 6 leaders.',
  ],
  [
    'youth',
    'the detached youth work van got broken into and we lost the laptops, we do street outreach with teenagers',
  ],
  [
    'youth',
    'kids keep vaping in the toilets and the leisure centre manager threatened to ban us, we run a friday youth club',
  ],
  [
    'gardening',
    "the water trough tap on our allotment site leaks and the council says it's our problem, I'm plot secretary",
    '62 plots.',
  ],
  [
    'gardening',
    'i look after the gardens at a big country house hotel and the chefs keep raiding the veg beds without asking',
  ],
  [
    'gardening',
    "our community garden's grant ran out and the polytunnel got wrecked in a storm, looking for a plan",
  ],
];
