/**
 * Probe batch AW (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on systems that span two places or serve several others, labelled by what the system itself does, written by people in India, Canada, Kenya and the Netherlands), before any change to the drafter
 * was measured on it, and committed before it. 79 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AW_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AW_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AW_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  [
    'farming',
    'we grow roses for export on two farms near Naivasha and the harvest crews never know which greenhouse to start',
    'About 250 workers, most of them seasonal.',
  ],
  ['farming', 'contract potato growers supplying a chips factory in Gujarat'],
  [
    'forestry',
    'I manage the woodland of three neighbouring estates in Gelderland, mostly thinning and replanting after the storm',
  ],
  ['forestry', 'tree felling gang clearing a corridor for a new highway', 'Six fellers and two tractors.'],
  ['fishing', 'lobster boats'],
  ['fishing', "my brothers and me run two boats out of Kochi and share the catch with my uncle's boat"],
  [
    'fishing',
    'omena fishers on Lake Victoria selling to three fish meal factories',
    'Around 30 boats, mostly fishing at night.',
  ],
  [
    'mining',
    'we run a quarry that sends crushed stone to four road contractors and blasting keeps clashing with loading',
  ],
  [
    'mining',
    'artisanal gold diggers cooperative in Migori county',
    'Around 40 diggers. Safety underground is the big worry.',
  ],
  [
    'manufacturing',
    'i run a small machine shop making brackets for three bus body builders and our defect rate has doubled',
  ],
  ['manufacturing', 'blister packing line at a pharma plant in Baddi', 'Two shifts, around 30 operators.'],
  [
    'foodProduction',
    'we bake bread in one unit and supply six cafes across Nairobi, and every batch comes out different',
  ],
  ['foodProduction', 'commissary kitchen shared by five food trucks in Calgary'],
  [
    'textiles',
    'I do all the sewing for four small fashion labels in Amsterdam and the patterns always arrive late',
  ],
  [
    'textiles',
    'uniform stitching unit for a chain of private schools',
    'We are 18 tailors, mostly ladies working from home.',
  ],
  ['energy', 'Biogas plant'],
  ['energy', "I'm the operator of a small hydro station that powers two First Nations communities up north"],
  ['energy', 'bagasse power plant at a sugar mill exporting to the grid'],
  [
    'waterUtility',
    'we are supplying piped water to five villages from one borehole and leaks on main line never get fixed',
  ],
  [
    'waterUtility',
    'water tanker supply for apartment societies in Whitefield',
    'Every summer there is shortage and residents are calling us day and night.',
  ],
  [
    'wasteRecycling',
    "our company collects waste door to door for 2000 households in Chennai and segregation at source just isn't happening",
  ],
  ['wasteRecycling', 'e-waste collection for a cluster of tech parks in Hyderabad'],
  [
    'construction',
    "i'm site manager on two housing blocks at once and subbies keep showing up at the wrong site",
  ],
  [
    'construction',
    'contractor building classrooms for four rural schools',
    'Funding is from the county and the deadline is January.',
  ],
  [
    'logistics',
    'we run a cross-dock in Venlo for three retailers and all the trucks arrive in the same hour',
  ],
  ['logistics', 'freight forwarding desk at the flower auction in Aalsmeer'],
  [
    'vehicleRepair',
    'I repair matatus for two saccos from one yard in Githurai and spare parts never come on time',
  ],
  [
    'vehicleRepair',
    'fleet maintenance workshop for a taxi firm and two ambulance services',
    'Six mechanics, one pit.',
  ],
  ['aviation', 'Floatplane operator'],
  [
    'aviation',
    'we maintain small aircraft for three flying schools at one airfield and the airworthiness paperwork is killing us',
  ],
  [
    'aviation',
    'ground handling at an airstrip used by safari lodges',
    'Three of us, we also do the refuelling.',
  ],
  [
    'publicTransport',
    'I plan bus timetables for two municipalities sharing one network and every change upsets somebody',
  ],
  ['publicTransport', 'shuttle bus linking the airport with four hotels'],
  [
    'maritime',
    'we crew the tugs at Mombasa port and shift handovers between the two berths are a total mess',
  ],
  [
    'maritime',
    'port agency handling ship calls for four oil companies',
    'Small office of 9 people in Kandla.',
  ],
  [
    'postalCourier',
    'we are doing last mile parcel delivery for three e-commerce sellers in Pune with 14 riders only',
  ],
  ['postalCourier', 'post office counter inside a village general store'],
  [
    'retail',
    'I manage stock for two branches of our family hardware store and the shelves never match the system',
  ],
  ['retail', "gift shop at a children's hospital", 'Three staff and the stock count is always wrong.'],
  [
    'sales',
    'we sell lab software to hospitals in Kenya and Uganda and our whole pipeline lives in one spreadsheet',
  ],
  [
    'sales',
    'field sales reps for a seed company covering five districts',
    'Quota is set per district and nobody hits it.',
  ],
  [
    'customerSuccess',
    'I look after renewals for about 40 school accounts and churn spiked after we raised prices',
  ],
  ['customerSuccess', 'onboarding and renewals team for a clinic booking app'],
  [
    'contactCentre',
    'we answer phones for three housing corporations from one office in Leeuwarden and the queue explodes on mondays',
  ],
  ['contactCentre', 'helpline for a mobile money service', 'About 60 agents over two shifts.'],
  [
    'hospitality',
    'we run two guesthouses in Munnar and one kitchen cooks for both, so room service is always late',
  ],
  ['hospitality', 'canteen at a car plant', 'We feed 900 workers across three shifts.'],
  [
    'tourism',
    'I organise hiking trips in the Rockies for Dutch travellers and bookings come in through four agencies',
  ],
  ['tourism', 'tour desk in a hotel lobby booking day trips'],
  [
    'software',
    'we build the booking app for four clinics and every release breaks something on older Android phones',
  ],
  [
    'product',
    'I am the only PM for two apps, one for farmers and one for buyers, and our roadmap is guesswork',
  ],
  ['product', 'product team behind a savings feature in a mobile money app'],
  [
    'openSource',
    'i maintain a python library used by three universities and i cant keep up with the issues and PRs',
  ],
  [
    'openSource',
    'open-source hospital records project with contributors from six hospitals',
    'Only four core maintainers.',
  ],
  [
    'dataPlatform',
    'we pull data from three county health systems into one dashboard and the numbers never agree',
  ],
  [
    'platformOps',
    'we run the kubernetes clusters for four product teams and deploys pile up every friday afternoon',
  ],
  [
    'platformOps',
    "I'm the only infra person for three startups sharing one cloud account, and outages are now weekly",
  ],
  ['platformOps', 'infrastructure team at a national bank', 'On-call is just two people.'],
  [
    'retrospectives',
    'our retros across the Pune and Toronto teams always end with the same action items that nobody does',
  ],
  [
    'retrospectives',
    'quarterly lessons-learned meeting at a construction firm',
    'Want actions that actually stick this time.',
  ],
  [
    'newsMedia',
    'I edit a radio news bulletin in Kiswahili and Dholuo and we keep missing stories from the islands',
  ],
  ['newsMedia', 'local news site covering three rural municipalities in Manitoba'],
  [
    'telecoms',
    'we provide fibre broadband to a few villages in Drenthe and one outage takes all of them down',
    'We are with six persons in the company.',
  ],
  ['telecoms', 'wifi and mobile signal network for a refugee camp', 'Two engineers for 40,000 users.'],
  [
    'creativeAgency',
    'we do campaigns for three NGOs at once and every brief changes after the design is done',
  ],
  ['creativeAgency', 'in-house creative team at a tea company'],
  ['finance', 'I handle budget and cash for a group of three schools and the month end close takes forever'],
  [
    'insurance',
    'we underwrite crop insurance for smallholders in four counties and the drought claims have buried us',
  ],
  ['insurance', 'livestock insurance for pastoralists in Marsabit'],
  [
    'accounting',
    'I do bookkeeping and VAT returns for four small family businesses in Nakuru, all by myself',
  ],
  ['accounting', 'bookkeeping service for a dozen dental practices', 'Two bookkeepers and me.'],
  ['accounting', 'tax return clinic for farmers at a co-op office'],
  [
    'realEstate',
    'we manage rentals for landlords in three towns around Ottawa and tenant repair requests get lost',
  ],
  ['realEstate', 'property managers for apartment blocks owned by a pension fund'],
  ['legal', 'Law chambers'],
  ['legal', 'I run a small legal aid clinic advising tenants from two settlements on eviction cases'],
  ['legal', 'contracts team at a shipping line', 'Three lawyers, hundreds of charters.'],
  [
    'consulting',
    'we advise four county governments on procurement and every engagement overruns because the proposals were vague',
  ],
  ['consulting', 'management consultants brought in by a hospital trust'],
  [
    'architecture',
    'i am architect doing drawings for three developers together and client changes are coming every week',
  ],
  [
    'architecture',
    'architecture practice designing clinics for an NGO',
    'Six architects, two of them in Delft.',
  ],
  [
    'research',
    'we run a malaria study across three county hospitals and data collection is done differently at each site',
  ],
  ['research', 'agronomy research trials on a government seed farm'],
  ['veterinary', 'Livestock vet'],
  [
    'veterinary',
    'I am the vet for the Wadden islands and the emergencies never fit the ferry crossing times',
  ],
  ['veterinary', 'vet team at a wildlife conservancy', 'Two vets and a lab tech.'],
  [
    'peopleTeam',
    'I handle hiring and onboarding for three restaurants owned by one family and staff keep leaving',
  ],
  ['peopleTeam', 'HR department of a university hospital'],
  [
    'facilities',
    'we clean and maintain four office buildings for one landlord and nobody knows whose job the lifts are',
  ],
  ['facilities', 'maintenance crew for a group of mosques', 'Five buildings, one van.'],
  ['security', 'we supply guards to three malls and a hospital and the patrol logs are still on paper'],
  ['security', 'night watchmen for a gated estate'],
  ['publicServices', 'Gemeente'],
  [
    'publicServices',
    'I work in the panchayat office issuing certificates for six villages and citizens queue from 6am',
  ],
  ['publicServices', 'county licensing office for boda boda riders', 'The queue is outside in the sun.'],
  [
    'governmentPolicy',
    'we draft agriculture policy for the ministry and consultations with four regions never finish on time',
  ],
  ['governmentPolicy', 'policy team at a health ministry'],
  [
    'justice',
    'I coordinate the court schedule for two magistrates sharing one courtroom and hearings keep getting adjourned',
  ],
  ['justice', 'remand hearings by video link from three police stations', 'Prisoners often miss their slot.'],
  [
    'emergencyServices',
    'we are a volunteer fire department covering two townships and our night call response is too slow',
  ],
  ['emergencyServices', 'search and rescue team on a ski hill'],
  ['schools', 'Science dept'],
  ['schools', 'I teach English at two village schools on alternate days and the lesson plans never line up'],
  ['schools', "school run by a tea estate for workers' children", 'Around 400 pupils and 11 teachers.'],
  ['earlyYears', 'we run a daycare with two sites in Mississauga and parents say pickup times are chaos'],
  ['earlyYears', 'crèche at a flower farm'],
  [
    'university',
    "I coordinate a joint master's course run by two universities and students get lost between timetables",
  ],
  [
    'university',
    'satellite campus in a former hospital building',
    'Lectures are streamed from the main campus.',
  ],
  [
    'training',
    'we deliver safety training to staff of four mining companies and learners forget it all within a month',
  ],
  ['training', 'training academy for bank tellers'],
  [
    'healthcare',
    'I am nurse manager for a rural hospital and its two satellite wards and the rota never covers nights',
  ],
  ['healthcare', 'medical ward inside a prison', 'Twelve beds, mostly agency nurses.'],
  [
    'emergencyCare',
    'I am a paramedic on the only ambulance for two districts and patients wait hours for a transfer',
  ],
  ['emergencyCare', 'first-aid tent at a city marathon'],
  ['primaryCare', 'Huisartsenpost'],
  [
    'primaryCare',
    'we are a family practice with two clinics in rural Alberta and no-shows eat half of every Monday',
  ],
  [
    'pharmacy',
    'I run a pharmacy dispensing for four care homes and prescription changes still arrive by fax',
  ],
  ['pharmacy', 'medicine store at a district hospital'],
  [
    'dentistry',
    'we are two dentists sharing one chair between our town clinic and a mobile van that visits schools',
  ],
  ['dentistry', 'dental screening programme in Mombasa primary schools', 'Three dentists, 20 schools.'],
  [
    'mentalHealth',
    'I am a therapist seeing clients online in India and Canada and session times across zones are a nightmare',
  ],
  ['mentalHealth', 'wellbeing counsellors at a police headquarters'],
  [
    'socialCare',
    'we send carers to old people in three villages and visits overlap alot because the roads are so bad',
  ],
  ['socialCare', 'day centre for elderly residents in a church hall', 'Thirty regulars, two paid staff.'],
  [
    'performingArts',
    'we are a theatre group rehearsing in Utrecht and Antwerp and can never get the whole cast in one room',
  ],
  ['performingArts', 'house band at a beach hotel'],
  ['museum', 'I look after the collections of three small village museums that share a single store room'],
  ['museum', 'museum inside an army fort', 'Visitors are mostly school groups.'],
  ['library', 'we run a lending library for four schools out of one room and loans never come back'],
  ['sport', 'Hockey club'],
  [
    'sport',
    'I coach under-14 cricket for two clubs in Nairobi and the training sessions clash every Saturday',
  ],
  ['sport', 'staff netball team of a bank', 'We play in a corporate league.'],
  [
    'events',
    'we organise the Diwali mela for three housing societies and tickets and vendor stalls are always chaos',
  ],
  ['events', 'conference team at a medical college'],
  [
    'visualArts',
    'I share a studio with three painters in Nairobi and we can never agree on exhibition dates',
  ],
  ['visualArts', 'artists in residence at a paper mill', 'Four artists, six months each.'],
  [
    'personalCare',
    'we have a beauty parlour with two branches in Indore and appointments get double booked all the time',
  ],
  ['personalCare', 'hair salon in a retirement village'],
  [
    'faith',
    'I am pastor to two rural congregations in Saskatchewan and worship times clash with harvest every fall',
  ],
  ['faith', 'chaplaincy at a big airport', 'Multi-faith, three chaplains.'],
  [
    'association',
    "I am secretary of the growers' association for three valleys and committee meetings never reach quorum",
  ],
  ['association', 'alumni society of an engineering college'],
  ['repairShop', 'we fix laptops for five small offices and spare parts always take two weeks to arrive'],
  ['repairShop', 'watch repair counter inside a jewellery shop', 'Just me and an apprentice.'],
  [
    'funeral',
    'my family runs a funeral parlour serving Hindu and Christian families in two towns and the rites differ a lot',
  ],
  ['funeral', 'burial service attached to a county hospital mortuary'],
  [
    'nonprofit',
    "we are a small charity paying girls' school fees in two districts and donors want reports every month",
  ],
  ['household', 'my husband works in Doha and I manage the kids and his parents alone in Kozhikode'],
  [
    'household',
    "we split the week between my place and my ex's place and the kids always forget school stuff",
    'Two kids, 8 and 12.',
  ],
  ['household', 'our family home above the restaurant', 'Three kids and we both work evenings.'],
  ['household', 'chores rota for a family living on a houseboat in Amsterdam'],
  [
    'community',
    'we are neighbours in a block of flats in Rotterdam trying to sort out the shared courtyard together',
  ],
  [
    'community',
    'our village in Kiambu gets no help from the county so residents organise road repairs ourselves',
    'About 120 homes.',
  ],
  ['community', 'residents of a tower block next to a cement factory'],
  ['community', 'neighbours on a flood-prone lane beside the bus depot', 'We want to act before June.'],
  [
    'volunteering',
    'I coordinate 40 volunteers who staff a food pantry in two church basements and shifts go unfilled',
  ],
  [
    'volunteering',
    'we are volunteers running a clothing bank and keeping the rota filled over summer is impossible',
    'Mostly retirees.',
  ],
  ['volunteering', 'hospital volunteers pushing the tea trolley round the wards'],
  [
    'youth',
    'I lead a youth group meeting in two villages on alternate Fridays and parents never know which one',
  ],
  ['gardening', 'we share a kitchen garden between three families and nobody agrees on what to plant'],
  ['gardening', 'rooftop vegetable garden on an office block'],
];
