/**
 * Probe batch AT (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people in rural and remote places (farms, islands, mountain villages, mining towns, fishing ports, outback stations) describing the systems they run or belong to, written by people in Canada, Australia, Scotland, Norway, Chile and Mongolia), before any change to the drafter
 * was measured on it, and committed before it. 53 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (1 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_AT_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_AT_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_AT_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Cattle ranch'],
  [
    'farming',
    'we run 4000 acres of canola and barley near the Sask border and seeding always falls behind when a machine goes down',
  ],
  ['farming', 'Barley farm supplying a Highland distillery', 'Three of us plus a contractor at harvest.'],
  [
    'forestry',
    'I manage a small spruce plantation in Trøndelag and the thinning never happens on time because contractors are booked for years',
    'Around 120 hectares, mostly inherited from my father.',
  ],
  ['forestry', 'Tree planting crew on a reclaimed mine site in northern BC'],
  [
    'fishing',
    'my brother and I skipper a wee creel boat out of Ullapool and the quota paperwork is eating our weekends',
    'We want to spend more time at sea, less at the kitchen table.',
  ],
  ['fishing', 'Longline crew landing cod for the fish plant in a Newfoundland outport'],
  ['mining', 'Copper mine', 'Open pit, about 900 workers on 7x7 rosters.'],
  [
    'mining',
    "I'm shift boss at an underground nickel mine outside Sudbury and handovers between crews lose half the information",
  ],
  ['mining', 'Gravel quarry owned by the shire council'],
  ['manufacturing', 'Truss plant'],
  [
    'manufacturing',
    'we make steel cattle gates and feeders in a shed in regional Victoria and weld defects keep coming back from customers',
    'About 12 on the floor, two shifts.',
  ],
  ['manufacturing', 'Production line making drill bits for the mines in Antofagasta'],
  [
    'foodProduction',
    'I run a little jam and chutney kitchen on Orkney, batches sell out but the labels and hygiene records are chaos',
  ],
  ['foodProduction', "Reindeer meat processing for the Sámi herders' cooperative"],
  [
    'textiles',
    'me and three other women knit and felt yak wool goods in Ulaanbaatar and our patterns get lost between us',
    'We sell to tourists in summer and online in winter.',
  ],
  ['textiles', 'Sewing workshop making hi-vis uniforms for the copper mine'],
  [
    'energy',
    'I look after the diesel generators and the new solar array that keep the power on for our island of 300 people',
  ],
  [
    'energy',
    'Micro-hydro scheme run by the community trust',
    'Worried about what happens when the one engineer retires.',
  ],
  [
    'waterUtility',
    'im the only operator for our village water system in the Andes and leaks in the old pipes never stop',
    'we lose maybe half the water before it reach the houses',
  ],
  ['waterUtility', "Pipe and leak crew for the mining town's water supply"],
  ['wasteRecycling', 'Shire tip'],
  [
    'wasteRecycling',
    "we're trying to get recycling going on our island but the bins only get collected every three weeks by boat",
  ],
  ['wasteRecycling', 'Bin collection round for the ski resort villages'],
  ['construction', 'Civil contractor'],
  [
    'construction',
    "I'm site super on a camp build up north with fly-in fly-out crews and the safety sign-offs keep slipping",
    'Roughly 80 workers on a 3 week rotation.',
  ],
  ['construction', 'Contractors building the new school on the island'],
  ['logistics', 'Freight depot'],
  [
    'logistics',
    'we truck groceries and fuel up the Dempster highway and every winter route planning falls apart when the ferry stops',
    'Eight trucks and two dispatchers.',
  ],
  ['logistics', "Warehouse for the mine's spare parts in Calama"],
  ['vehicleRepair', 'Diesel mechanics', 'Two of us in a shed off the highway.'],
  [
    'vehicleRepair',
    "I fix everyone's quads, utes and snowmobiles in a tiny Yukon town and parts take weeks to come in",
  ],
  ['vehicleRepair', 'Workshop servicing the haul trucks at a coal mine'],
  [
    'aviation',
    'I run a two-aircraft air service to the fly-in communities and keeping both planes airworthy through winter is hard',
    'I want a clearer picture of where maintenance hours go.',
  ],
  ['aviation', 'Aircraft maintenance for a Royal Flying Doctor base'],
  [
    'publicTransport',
    'I coordinate the only bus between our valley villages and town and the timetable doesnt match a single train',
  ],
  ['publicTransport', 'School bus routes for a rural school division in Manitoba'],
  [
    'maritime',
    "I'm mate on a coastal cargo vessel supplying small ports up the Norwegian coast and winter crew changes are a nightmare",
  ],
  ['maritime', 'Cargo barge crew for the Arctic mine resupply'],
  ['postalCourier', 'Mail run'],
  [
    'postalCourier',
    "I deliver the post on a rural route in Nova Scotia and parcels have tripled since covid, my car can't cope",
  ],
  ['postalCourier', 'Parcel drop-off counter in the general store', 'Just me and a part-timer.'],
  ['retail', 'General store'],
  [
    'retail',
    'we run the only shop on the island and the stock runs out every single time the ferry gets cancelled',
    'Also does the fuel pump and the post.',
  ],
  ['retail', 'Gift shop at the whaling museum'],
  ['sales', 'Territory reps'],
  [
    'sales',
    'I sell farm machinery across three provinces and honestly my whole pipeline lives in a notebook in the truck',
  ],
  [
    'sales',
    'Sales team for a salmon exporter in Puerto Montt',
    'Five people, big buyers in Asia and the US.',
  ],
  [
    'customerSuccess',
    'I handle onboarding and renewals for the farms using our herd tracking app and churn spikes right after calving season',
  ],
  ['customerSuccess', "Onboarding team for a satellite internet provider's remote customers"],
  [
    'contactCentre',
    'i work in a small call centre in Temuco answering for a bank and the queue never goes down on mondays',
    'We are 25 agents, many are students.',
  ],
  ['contactCentre', 'Customer call line for the regional power company'],
  ['hospitality', 'Roadhouse'],
  [
    'hospitality',
    "my wife and I run a six-room guesthouse on Lewis and the kitchen can't keep up when the ferry brings coachloads",
  ],
  ['hospitality', 'Camp kitchen and rooms at a remote gold mine'],
  ['tourism', 'Husky tours'],
  [
    'tourism',
    'I organise trips for foreign visitors to stay with nomad families in the Gobi and bookings come through five different apps',
    'We are small agency, 4 people and many drivers.',
  ],
  ['tourism', 'Visitor bookings for a working cattle station'],
  [
    'software',
    "we're three developers in Tromsø building an app for fishing boats and our releases keep breaking on old phones",
    'Connection at sea is terrible so it has to work offline.',
  ],
  ['software', 'Software team at a mining equipment maker'],
  [
    'product',
    "I'm the only product manager at an agtech startup and farmers tell us what they want at the pub, not in interviews",
  ],
  [
    'product',
    'Product roadmap for a bushfire alert app',
    'Want to stop building whatever the loudest person asks for.',
  ],
  [
    'openSource',
    'I maintain an open source tool for mapping reindeer herding routes and new contributors never stick around past their first issue',
  ],
  ['openSource', 'Open source GIS project hosted by a university lab'],
  [
    'dataPlatform',
    'we pull sensor data from 40 salmon pens into one pipeline and the dashboards are wrong about half the time',
  ],
  [
    'dataPlatform',
    'Data warehouse for the regional health authority',
    'Nobody trusts the numbers in the monthly report.',
  ],
  [
    'platformOps',
    "I'm the one ops person keeping the kubernetes cluster alive for a ski resort's booking site and every deploy scares me",
  ],
  [
    'platformOps',
    "Infrastructure team behind a telco's billing platform",
    'Team of 6, on-call is burning people out.',
  ],
  [
    'retrospectives',
    "our retros on the mine's digital team have turned into the same three complaints every fortnight and nothing ever changes",
  ],
  ['retrospectives', 'Retrospective meetings for the lambing season crew'],
  [
    'newsMedia',
    'I edit a weekly newspaper for the Shetland isles with two reporters and our readers are moving online fast',
  ],
  [
    'newsMedia',
    'Community radio newsroom in the Atacama',
    'Mostly volunteers reading the news in Spanish and Aymara.',
  ],
  ['telecoms', 'Telco techs'],
  [
    'telecoms',
    'we run a wireless broadband co-op for the farms in our valley and the signal drops whenever it snows',
    'Around 90 subscribers and four towers.',
  ],
  ['telecoms', 'Satellite internet for outback cattle stations'],
  [
    'creativeAgency',
    'I run a two-person branding studio from a croft on Skye and client briefs keep changing halfway through the job',
  ],
  ['creativeAgency', 'Campaign design for the regional tourism board'],
  [
    'finance',
    "I keep the budget and cashflow for our cattle station and the bank now wants a forecast I can't build",
    'The station turns over about 3 million a year.',
  ],
  ['finance', 'Finance team of a mining town hospital'],
  [
    'insurance',
    'I handle hail and drought claims for farm policyholders across the prairies and the backlog after one storm is brutal',
  ],
  [
    'insurance',
    'Underwriters for fishing vessel policies',
    'Small team, losses have been bad the last two years.',
  ],
  [
    'accounting',
    'I do the tax returns and the bookkeeping for about 60 farms and small shops around Dubbo, nearly all paper receipts',
  ],
  ['accounting', 'Bookkeeping for the fishing boats out of Lunenburg'],
  [
    'realEstate',
    'I rent out six houses to tenants in a mining town and the landlord side of things is taking over my life',
  ],
  [
    'realEstate',
    "Property manager for the mine's staff housing",
    'Demand goes up and down with the price of iron ore.',
  ],
  ['legal', 'Country solicitor'],
  [
    'legal',
    "I'm the one lawyer in a Patagonian town, mostly water rights contracts and land matters for ranchers",
    'I have one assistant, files are on paper.',
  ],
  ['legal', 'Contract lawyers for a wind farm developer'],
  [
    'consulting',
    "I'm a one-woman consultancy advising mining towns how to diversify, and my proposals take longer than the engagements",
  ],
  ['consulting', 'Advisory firm helping salmon farms with certification'],
  [
    'architecture',
    'we are small practice designing houses for permafrost in Yellowknife and drawings go back and forth with the engineer forever',
  ],
  ['architecture', 'Architects designing the new Gaelic-medium school', 'We are 4 in the office.'],
  ['research', 'Research station'],
  [
    'research',
    "I'm a PhD student running a glacier melt study in Svalbard and our data and field notes are scattered everywhere",
  ],
  ['research', 'Soil research study on a working sheep farm'],
  [
    'veterinary',
    "I'm the only vet for 400 km, mostly calvings and horses, and the clinic admin is a total mess",
  ],
  ['veterinary', 'Vets checking the horses at the rodeo'],
  [
    'peopleTeam',
    'I do all the hiring and onboarding for a fly-in mine camp and staff turnover is around 60 percent a year',
    'Just me and one coordinator for 400 staff.',
  ],
  ['peopleTeam', 'HR team for a chain of outback roadhouses'],
  ['facilities', 'Caretaker'],
  [
    'facilities',
    "I'm in charge of cleaning and maintenance for the school and village hall here and it never, ever ends",
  ],
  ['facilities', 'Cleaning contractor at the mine accommodation camp'],
  ['security', 'Site security'],
  [
    'security',
    'we do night patrols and gate security at a lithium mine in the salar and incident reports go missing',
    '12 guards per shift, radio only.',
  ],
  ['security', "Guards at the port's container yard"],
  [
    'publicServices',
    'I work at the municipality in a small Chilean town and residents wait for hours to do basic paperwork',
    'We want to make it faster without more staff.',
  ],
  ['publicServices', "Council services for the island's crofting townships"],
  [
    'governmentPolicy',
    "I'm drafting rural broadband policy for the territorial government and the minister wants evidence we simply don't have",
  ],
  ['governmentPolicy', 'Fisheries policy team advising the minister'],
  ['justice', 'Circuit court'],
  [
    'justice',
    "I'm a probation officer covering offenders in six remote communities and hearings move whenever the plane can't land",
  ],
  ['justice', 'Court registry in a mining town'],
  [
    'emergencyServices',
    'I dispatch for the rural fire service across a huge district and radio black spots make every incident harder',
    'Fire season is getting longer every year.',
  ],
  ['emergencyServices', 'Fire and rescue crew at a regional airport'],
  ['schools', 'Village school'],
  [
    'schools',
    'I teach all ages from 5 to 12 in a one-classroom school on a Norwegian island, eleven pupils in total',
    'The school may close if numbers drop.',
  ],
  ['schools', 'School of the Air for cattle station kids'],
  [
    'earlyYears',
    'I run a daycare in a fishing village in Newfoundland, fourteen children and the parents all need different hours',
  ],
  ['earlyYears', "Nursery at the mine site for workers' kids", 'Parents work 12 hour shifts.'],
  ['university', 'UHI campus'],
  [
    'university',
    'I coordinate an online agriculture course for university students spread across Mongolia and the lectures drop out constantly',
    'Most students connect by phone from the countryside.',
  ],
  ['university', 'University module taught at the research farm'],
  ['training', 'RTO'],
  [
    'training',
    'I run chainsaw and first aid courses for learners in remote communities and sessions get cancelled by weather',
  ],
  ['training', 'Safety induction training for new mine workers'],
  [
    'healthcare',
    "I'm a nurse at a small regional hospital with one ward and we fly patients out for anything serious",
    'Staffing is the big worry.',
  ],
  ['healthcare', 'Nursing station on a fly-in reserve'],
  [
    'emergencyCare',
    "I'm a paramedic at a remote station in the Highlands and our nearest A&E is two hours away by road",
  ],
  ['emergencyCare', 'Medics at the outback races'],
  [
    'primaryCare',
    "I'm practice manager at a rural GP surgery in Argyll and appointments are booked up three weeks ahead",
  ],
  [
    'primaryCare',
    'Aboriginal community-controlled GP clinic',
    'Two doctors, visiting specialists once a month.',
  ],
  [
    'pharmacy',
    "I'm the pharmacist in a one-pharmacy town and prescriptions still arrive by fax from doctors 300 km away",
    'Deliveries come twice a week from Perth.',
  ],
  ['pharmacy', 'Dispensary in the village general store'],
  [
    'dentistry',
    "I'm a dental therapist travelling to outport schools and getting the kids' teeth checked is a logistics puzzle",
  ],
  ['dentistry', 'Mobile dental van for the outback stations'],
  [
    'mentalHealth',
    'I counsel farmers through the drought and most therapy sessions happen by phone while they sit in their utes',
    'I worry about the ones who never call.',
  ],
  ['mentalHealth', 'Therapy service for miners on fly-in rosters'],
  [
    'socialCare',
    'I coordinate carers visiting elderly people on the islands and half of the visits depend on the ferry',
  ],
  ['socialCare', 'Care home in a fishing village'],
  [
    'performingArts',
    "we're a touring theatre company playing village halls across the Highlands and we rehearse in a freezing barn",
  ],
  ['performingArts', 'Throat singing ensemble for the Naadam festival'],
  [
    'museum',
    "I'm the only paid staff at a small whaling museum in Norway and the collection catalogue is on index cards",
    'We have around 3000 objects.',
  ],
  ['museum', 'Collections team at a mining heritage museum'],
  [
    'library',
    'I run the little library in our town hall, loans go missing and nobody brings books back in summer',
  ],
  ['library', 'Book lending service on the island ferry'],
  [
    'sport',
    'I coach the under 16 shinty team in our glen and getting twelve players to a match is half the battle',
  ],
  ['sport', 'Aussie rules club in a mining town'],
  ['events', 'Ag show'],
  [
    'events',
    'I organise Naadam in our soum every summer and tickets, venues and horse race entries are all on paper',
  ],
  ['events', 'Herring festival in a fishing town', 'Around 5000 attendees over three days.'],
  [
    'visualArts',
    "I'm a painter running an open studio in an old croft house and I never know which work has sold",
  ],
  ['visualArts', 'Artists in residence at a lighthouse station'],
  ['personalCare', 'Barber'],
  [
    'personalCare',
    'I am mobile hairdresser driving between farms in the Wheatbelt and my appointment book is a real mess',
  ],
  ['personalCare', 'Hair salon at the mine camp'],
  [
    'faith',
    'our small Lutheran congregation in Nordland shares a pastor with four other churches so services rotate every week',
  ],
  ['faith', "Chaplaincy at the fishermen's mission", 'Lots of foreign crew who are far from home.'],
  ['association', 'CWA branch'],
  [
    'association',
    "I'm secretary of the local crofters' union and members keep asking what the committee actually does",
  ],
  ['association', "Fishermen's association in Chiloé"],
  [
    'repairShop',
    'I fix radios, chainsaws and generators for the herders around our soum and waiting for parts takes months',
  ],
  ['repairShop', 'Small engine repair at the hardware store'],
  [
    'funeral',
    "I'm the only funeral director for a huge rural area and families often wait days for the minister to come",
  ],
  ['funeral', 'Funeral arrangements for the fishing community on Barra'],
  [
    'nonprofit',
    "we're a tiny charity funding bursaries for island kids to study on the mainland and donors want impact reports",
    'Two part-time staff and a board of seven.',
  ],
  ['nonprofit', 'Charity fundraising for the rural air ambulance'],
  [
    'household',
    "my husband does two weeks on two weeks off at the mine and I'm alone with three kids the rest of the time",
    'Kids are 3, 6 and 9.',
  ],
  [
    'household',
    'we homeschool our four kids on a sheep station and chores, lessons and meals all blur together',
  ],
  ['household', 'Household chores on a dairy farm'],
  ['household', 'Our family home above the village shop', 'Three generations under one roof.'],
  ['community', 'Township residents'],
  [
    'community',
    "we're about 40 households at the end of a gravel road and nobody agrees who clears the snow",
  ],
  [
    'community',
    'our bygd in Norway is losing young people and neighbours want to get organised but dont know where to start',
    'About 200 people live here.',
  ],
  ['community', 'Residents of the old mining camp'],
  ['community', 'Residents living next to the new wind farm'],
  ['volunteering', 'Op-shop volunteers'],
  [
    'volunteering',
    'I organise the volunteer rota for driving elders to their appointments in town and shifts keep getting dropped last minute',
  ],
  [
    'volunteering',
    "we're a bunch of volunteers running the soup kitchen at the community hall twice a week and the guests keep growing",
    'About 30 volunteers, mostly retired.',
  ],
  ['volunteering', 'Volunteers at the trail race aid stations'],
  ['volunteering', 'Volunteer shifts at the heritage railway'],
  [
    'youth',
    "I lead a youth group for teenagers in a tiny mining town where there's nothing to do after school",
    'Want to keep the older ones coming.',
  ],
  ['youth', 'Youth club at the fishing village church'],
  [
    'gardening',
    'I grow vegetables in a polytunnel on Harris and the wind keeps wrecking the plants before I can pick anything',
  ],
  ['gardening', 'Kitchen garden for the lodge restaurant'],
  ['farming', 'Reindeer herding'],
  [
    'veterinary',
    "i am the soum vet in Arkhangai vaccinating the herders' animals and owners never know which day I am coming",
  ],
  ['emergencyServices', 'Search and rescue team for the national park'],
];
