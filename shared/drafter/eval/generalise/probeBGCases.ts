/**
 * Probe batch BG (issue 16, twelfth round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who say what they do with a verb rather than naming a place or title (about half of its cases), written by people in the UK, India, Kenya and Canada), before any change to the drafter
 * was measured on it, and committed before it. 84 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_BG_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_BG_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_BG_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Calving unit', 'Spring block, 300 cows.'],
  [
    'farming',
    'we grow french beans and avocados for export and the grading at harvest is always a rush',
    'About 40 pickers in peak season, mostly casual.',
  ],
  ['farming', 'we farm the fields around a prison'],
  [
    'forestry',
    'I manage about 400 hectares of commercial spruce and the thinning schedule keeps slipping because contractors cancel',
  ],
  ['forestry', 'we replant the forest around the hydro dam'],
  ['fishing', 'omena fishers'],
  [
    'fishing',
    'We fish for snow crab off the Nova Scotia coast and the quota paperwork takes longer than the actual catch',
  ],
  ['fishing', "we catch tilapia for a hotel chain's kitchens"],
  [
    'mining',
    'i supervise blasting at an open-pit gold mine in northern Ontario and handovers between shifts keep missing things',
    'Safety is the big worry.',
  ],
  ['mining', 'we are quarrying murram for county road works'],
  [
    'manufacturing',
    'we make brake pads on two lines and the defect rate on the night shift is double the day shift',
  ],
  ['manufacturing', 'we assemble hospital beds'],
  [
    'foodProduction',
    'I make chapati dough and mandazi in bulk for schools and hotels and the hygiene inspector is coming next month',
  ],
  ['foodProduction', 'we bake the bread for three prisons'],
  ['textiles', 'Saree weavers', 'Handloom cluster of 20 families, want to plan orders better.'],
  [
    'textiles',
    'I sew school uniforms from my house with two helpers and every January orders pile up and patterns go missing',
  ],
  ['textiles', 'we stitch costumes for a theatre company', 'Just me and one other seamstress.'],
  [
    'energy',
    'we install and maintain solar home systems across Turkana and spare parts never reach the technicians on time',
  ],
  [
    'waterUtility',
    'I fix burst mains for a small water company and we never know which valve isolates which street',
  ],
  ['waterUtility', 'we run water kiosks in an informal settlement', 'Twelve kiosks, one borehole.'],
  [
    'wasteRecycling',
    'we collect plastic from hotels along the coast and sort it for recycling but the sorting shed is chaos.',
  ],
  ['wasteRecycling', 'we compost the food waste from university canteens'],
  [
    'construction',
    'we build extensions and loft conversions in Leeds and the snagging list never gets closed before we move on',
    'Eight lads plus subbies.',
  ],
  ['construction', "we're building the new wing at the hospital"],
  [
    'logistics',
    'I plan routes for twelve lorries carrying tea from Kericho to Mombasa port and nobody updates the freight sheet',
  ],
  ['logistics', "we move stock between a supermarket's depots"],
  [
    'vehicleRepair',
    'I service boda boda motorbikes near the stage and customers want them back the same day every time',
  ],
  ['vehicleRepair', 'we fix the ambulances for the county health department'],
  [
    'aviation',
    'we maintain a fleet of float planes in northern BC and tracking airworthiness directives is all on paper',
    'Small outfit, four engineers.',
  ],
  ['aviation', 'aircraft engineers for a flying school'],
  ['publicTransport', 'TTC drivers'],
  ['publicTransport', 'boda riders'],
  [
    'publicTransport',
    'we drive the school buses for the district and the timetable changes every term without anyone telling drivers',
  ],
  ['publicTransport', 'airport shuttle bus drivers'],
  ['maritime', 'harbourmaster office'],
  [
    'maritime',
    'I crew on a container feeder ship between Mombasa and Dar and our crew change schedule is a nightmare',
  ],
  ['maritime', 'we pilot cruise ships into port'],
  [
    'postalCourier',
    'I deliver parcels for an app in Bangalore on my scooter and the drop addresses are half wrong',
  ],
  ['postalCourier', 'we deliver internal mail accross a hospital campus'],
  ['retail', 'I sell mitumba from a stall at Gikomba and keeping track of which bales sold is impossible'],
  ['retail', 'we run the gift shop at a museum', 'Mostly part-timers, we want fewer stock mistakes.'],
  [
    'sales',
    'I sell fleet software to trucking companies and our pipeline reviews are just people reading spreadsheets aloud',
  ],
  [
    'sales',
    'we sell ad space for a newspaper',
    'Print revenue is falling and we need to change how we work.',
  ],
  [
    'customerSuccess',
    'we onboard new clinics onto our booking software and renewals keep slipping because nobody owns the account after go-live',
    'Team of five, growing fast.',
  ],
  ['customerSuccess', 'we look after school accounts for an edtech company'],
  [
    'contactCentre',
    "I handle inbound calls for a telecom's billing line and the queue is never under forty minutes",
  ],
  ['contactCentre', 'call handling hub for a group of GP practices'],
  ['hospitality', 'we cook and serve breakfast and dinner for about sixty guests at our lodge near Naivasha'],
  [
    'tourism',
    'I guide walking tours of old Delhi for foreign travellers and bookings are coming through five different websites',
  ],
  ['tourism', 'we plan pilgrimage tours for a temple trust'],
  [
    'software',
    'we build the mobile app for a bank and every release gets stuck in a two week manual test cycle',
    'We are 9 devs and 2 QA.',
  ],
  ['software', 'we code the ticketing system for a rail company'],
  ['product', 'I look after the roadmap for a farming app and we keep building features nobody asked for'],
  ['product', 'product managers at an insurance startup'],
  [
    'openSource',
    'I maintain a python library in my spare time and the issue tracker has 400 open issues',
    'Worried about burning out.',
  ],
  ['openSource', 'we maintain the open-source records system used by rural clinics'],
  [
    'dataPlatform',
    'we build the dashboards for the whole retail chain and half the numbers dont match what finance reports',
  ],
  ['dataPlatform', 'data warehouse team at a football club'],
  [
    'platformOps',
    'we run the kubernetes clusters for a fintech and on-call is burning everyone out',
    'Four of us covering 24/7.',
  ],
  ['platformOps', 'we keep the servers up for a hospital trust'],
  ['retrospectives', 'monthly lessons-learned meeting at a construction firm'],
  [
    'newsMedia',
    'we report local news for a community radio station in Kisumu and stories go out without anyone checking facts',
  ],
  ['newsMedia', 'we write the sports pages for a regional paper'],
  [
    'telecoms',
    'we lay fibre to rural villages in Saskatchewan and customer installs keep getting booked before the line is live',
  ],
  ['telecoms', 'we keep mobile signal up across a mining district'],
  [
    'creativeAgency',
    'we make campaigns for NGOs and every brief changes three times before the client signs off',
    'Small shop, 7 people.',
  ],
  ['creativeAgency', 'in-house creative team at a supermarket'],
  [
    'finance',
    'I manage the budget and cash flow for a mid-size NGO and the board wants monthly reports I cant produce',
  ],
  [
    'insurance',
    'we underwrite crop insurance for smallholder farmers and claims after the drought swamped our three adjusters',
  ],
  ['insurance', 'we insure fishing boats'],
  [
    'accounting',
    'I do bookkeeping and GST returns for about thirty small shops and every quarter the receipts arrive in plastic bags',
  ],
  ['accounting', 'we do the tax returns for farmers', 'Mostly dairy, some arable. Two of us.'],
  [
    'realEstate',
    'I manage twelve rental flats in Nairobi for landlords abroad and tenants keep calling me at midnight about water',
  ],
  ['realEstate', 'we let student rooms near a university'],
  [
    'legal',
    'we draft contracts for a software company and the sales team sends us deals on the day they close',
  ],
  [
    'consulting',
    'I advise family-owned manufacturers on succession and every engagement overruns because the proposal scope was vague',
  ],
  ['consulting', 'we advise county governments on revenue collection'],
  [
    'architecture',
    'we design low-cost housing in Kenya and drawings go out to site with the wrong revision all the time',
    'We are 6 architects and 2 technicians.',
  ],
  ['architecture', 'we design school buildings for the education ministry'],
  [
    'research',
    'I study malaria transmission in western Kenya with a team of eight and the field data never matches the lab data',
  ],
  ['research', 'we research soil health for a tea estate'],
  [
    'veterinary',
    'I treat cattle and goats across three sub-counties on a motorbike and farmers call me all hours',
  ],
  [
    'peopleTeam',
    'we hire about 300 seasonal staff every summer for a theme park and onboarding is a total scramble',
  ],
  ['peopleTeam', 'recruitment team at a hospital trust', 'Three recruiters for 4000 staff.'],
  [
    'facilities',
    'I clean offices at night with a small crew and the building managers keep changing which floors we do',
  ],
  ['facilities', 'we maintain the buildings for a school district'],
  [
    'security',
    'we guard construction sites at night around Mississauga and patrol reports are handwritten and then lost',
  ],
  ['security', 'we guard a shoping mall in westlands', 'About 30 guards on three shifts.'],
  [
    'publicServices',
    'we process housing benefit claims for the borough council and residents wait six weeks for a decision',
  ],
  ['publicServices', "we issue licences for the city's food stalls"],
  [
    'governmentPolicy',
    'I draft policy briefs for a state minister and the evidence we need never arrives before the deadline',
  ],
  ['governmentPolicy', 'we write fisheries policy for the ministry'],
  [
    'justice',
    "I manage cases at a magistrates' court and hearings keep being adjourned because files arent ready",
  ],
  [
    'emergencyServices',
    'we answer 911 calls and dispatch police and fire for three rural counties and radio handovers are messy',
    'Night shift is only two dispatchers.',
  ],
  ['emergencyServices', 'we fight fires at an oil refinery', 'Industrial fire crew of 24.'],
  [
    'schools',
    'I am teaching class 8 in a government school in Bihar and half my pupils are missing lessons at harvest time itself',
  ],
  ['schools', "we teach the kids on the children's ward"],
  [
    'earlyYears',
    'I look after six under-fives from my home as a childminder and the parents pickup times are all over the place',
  ],
  ['earlyYears', 'workplace creche at a call centre'],
  [
    'university',
    'I lecture on a first-year engineering module with 600 students and marking turnaround is killing us',
    'We want feedback back inside three weeks.',
  ],
  ['university', 'nursing degree lecturers'],
  [
    'training',
    'we train electricians through a two-year apprenticeship and learners drop out when site work dries up',
  ],
  ['training', 'we train call centre agents for a bank'],
  [
    'healthcare',
    'I nurse on a busy surgical ward in a district hospital and handovers between shifts are rushed',
  ],
  ['healthcare', 'boarding school sick bay'],
  [
    'emergencyCare',
    'I triage patients in a casualty department in Pune and the waiting area is always overflowing by evening',
    'Kindly suggest how to map the flow.',
  ],
  ['emergencyCare', 'pitchside medics at a rugby club'],
  [
    'primaryCare',
    'we book appointments for four GPs and the phone lines open at 8 and everyone calls at once',
  ],
  [
    'pharmacy',
    'I dispense medicines at a hospital pharmacy and the stock-outs of insulin make every week a scramble',
  ],
  ['pharmacy', 'we dispense for the prison healthcare service'],
  [
    'dentistry',
    'I clean teeth as a hygienist in a busy practice and the appointment book is always overbooked',
  ],
  ['mentalHealth', 'I counsel university students one to one and the waitlist is now eight weeks long'],
  ['mentalHealth', 'therapy group for retired police officers'],
  [
    'socialCare',
    'we look after elderly people in their own homes and visits get missed when carers are off sick',
    'Around 25 carers, 90 clients.',
  ],
  ['socialCare', "we care for residents in a convent's retirement wing"],
  [
    'performingArts',
    'I conduct a community choir of fifty and half of them miss rehearsals before every concert',
  ],
  ['performingArts', 'we perform in schools as a touring theatre company'],
  [
    'museum',
    'we catalogue the collection at a small railway museum and half the objects have no record at all',
  ],
  ['library', "I run the library at a girls' secondary school and books go out on loan and never come back"],
  ['library', 'we lend books in a prison', 'One librarian, two orderlies.'],
  ['sport', 'i coach a U14 hockey team in Winnipeg and the parents keep arguing about ice time at the rink'],
  ['sport', 'we coach the athletics team at a university'],
  ['events', 'wedding planers'],
  [
    'events',
    'we organise the annual county agricultural show and volunteers, vendors and tickets all live in separate spreadsheets',
  ],
  ['events', 'we put on conferences for a medical association'],
  [
    'visualArts',
    'I paint murals on commission and share a studio with three other artists who never clean up',
  ],
  ['visualArts', 'artist residency at a science lab'],
  [
    'personalCare',
    'I do bridal mehndi and makeup from home and clients book on WhatsApp then forget their appointment',
  ],
  ['personalCare', 'we cut hair in care homes'],
  [
    'faith',
    'we run the Sunday services at a small Anglican parish and the rota for readers is always a mess',
  ],
  ['association', "Women's chama"],
  [
    'association',
    "I chair a trade union branch for bus drivers and members only turn up when there's a pay dispute",
  ],
  ['repairShop', 'phone repiars'],
  [
    'repairShop',
    'I fix laptops and phones from a kiosk in Nairobi CBD and customers leave there devices for months',
  ],
  ['repairShop', 'we fix sewing machines for garment factories'],
  [
    'funeral',
    'we arrange funerals for Hindu and Sikh families in Leicester and cremation slots are hard to coordinate with the temple',
  ],
  [
    'nonprofit',
    "we raise funds for a children's cancer charity and donor records are spread across three systems",
    'Fundraising team of six.',
  ],
  ['nonprofit', 'CSR foundation of a tea company'],
  [
    'household',
    'my husband and I both work shifts at the hospital and we cant agree who does school runs',
    'Three kids under ten.',
  ],
  [
    'household',
    'we look after my mother-in-law at home along with our two kids and the chores never get shared fairly',
  ],
  ['household', 'i do all the cooking and my teenage sons do nothing around the house, need a fairer system'],
  ['household', "farm family's weekly chores"],
  ['household', 'household budget for a family of five', 'We want pocket money tied to chores.'],
  ['community', 'Nyumba kumi', 'Ten households, one WhatsApp group.'],
  [
    'community',
    'we keep our street clean and organise a monthly cleanup but the same five neighbours do all the work',
  ],
  [
    'community',
    "I help run the residents' group for our tower block and people only show up when the lift breaks",
    'About 120 flats.',
  ],
  ['community', 'RWA in a Gurgaon housing society'],
  [
    'community',
    'we share tools and rides among neighbours along our concession road',
    'Mostly retirees and young families.',
  ],
  [
    'volunteering',
    'we cook and serve a free Sunday lunch run entirely by volunteers and the rota falls apart every holiday',
  ],
  [
    'volunteering',
    'I coordinate about eighty volunteers at a hospice shop and shifts go uncovered every weekend',
    'Most are retired.',
  ],
  ['volunteering', 'we volunteer at the langar in our gurdwara', 'We want a proper rota for sevadars.'],
  ['volunteering', 'we pack hampers at a mosque food drive'],
  [
    'youth',
    'I lead a youth group on Friday nights in a church hall and keeping parents informed is a headache',
  ],
  ['youth', 'we mentor teenagers through a football club'],
  [
    'gardening',
    'we grow vegetables on a rooftop in Mumbai with our building and nobody remembers whose turn it is to water',
  ],
  ['gardening', 'we look after the gardens at a stately home'],
];
