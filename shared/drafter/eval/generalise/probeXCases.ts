import { PROBE_X_CASES_PART_2 } from './probeXCases2';

/**
 * Probe batch X (issue 16, eleventh round): [family id, boundary, context?], written in one sitting on
 * 27 November 2026 by a writer who had not seen the drafter, its knowledge or any other evaluation set
 * (a helper given only the family ids with a few subject words each, the labelling rule and the
 * shapes the held-out set is known for: a third one or two words, a third first-person sentences, a
 * third with a modifier of another family, a fifth with a context; drawing on people who type very little (about half of its cases one or two words, in insiders' names and abbreviations), the rest first-person sentences, written by second-language writers in Germany, the Netherlands, the Nordic countries, Poland and India), before any change to the drafter
 * was measured on it, and committed before it. 103 of its 240 wordings were the same, by
 * normalised text, as a case of another set or list (2 of them held-out cases) and were dropped by a
 * script, unread.
 *
 * Split mechanically (README): even positions are read case by case while building
 * (`PROBE_X_READ_CASES`), odd positions only ever measured as aggregates (`PROBE_X_UNREAD_CASES`).
 * Do not edit a case to suit the drafter.
 */
export const PROBE_X_CASES: ReadonlyArray<readonly [string, string, string?]> = [
  ['farming', 'Dairy parlour', 'We milk twice a day, 3 people.'],
  [
    'farming',
    'we are family farm in Friesland with 120 cows and the data from milking robot never match the feed plan',
  ],
  ['forestry', 'Felling crew'],
  [
    'forestry',
    'we are small company doing harvesting with two machines in Finnish Lapland and the timber buyers change the orders all the time',
  ],
  [
    'forestry',
    'I am planning the thinning in a state forest district in Sweden and the contractors never get the maps in time',
    'We are 4 planners for around 60000 hectare.',
  ],
  [
    'fishing',
    'I skipper a crab boat out of Hirtshals and the catch reports and landing paperwork take longer than the fishing',
  ],
  [
    'fishing',
    'my father and me have two small boats in Hel and the cod quota is making everything very difficult',
  ],
  ['mining', 'Open pit'],
  [
    'mining',
    'we run a granite quarry in Karnataka and blasting schedule, crushers and trucks are never coordinated properly',
    'Around 60 workers.',
  ],
  [
    'mining',
    'I work as shift boss in an underground copper mine in KGHM area, ventilation and reporting are big problem',
    'Safety is my biggest worry.',
  ],
  [
    'manufacturing',
    'I am quality engineer at an electronics factory in Eindhoven and the same solder defect comes back every month',
  ],
  [
    'manufacturing',
    'we make plastic injection parts for automotive customers and the scrap rate on the night shift is too high',
  ],
  ['foodProduction', 'Meat plant'],
  ['foodProduction', 'Juice bottling', 'Small factory, 2 lines.'],
  [
    'foodProduction',
    'I am QA in a small dairy unit producing paneer and curd in Pune, batch records are all on paper only',
  ],
  ['textiles', 'Sewing floor'],
  [
    'textiles',
    'my mother and me run a small tailoring unit in Lucknow making kurtas and fabric always arrives later than promised',
  ],
  [
    'textiles',
    'we are garment exporter in Tiruppur, pattern changes from the buyer come late and sewing line loses days',
  ],
  [
    'energy',
    'I am working in a Stadtwerke in Bavaria on grid planning, there are too many requests for solar connections',
    'We want to see where the bottleneck really is.',
  ],
  [
    'waterUtility',
    'I work in the control room of the drinking water supply for a region in Jutland and the leak alarms are too many',
  ],
  [
    'waterUtility',
    'we are the network team of municipal water company in Gdansk and the old cast iron pipes keep breaking',
  ],
  [
    'wasteRecycling',
    'we are collection crew for the recycling bins in a Dutch town and the routes were changed without asking us',
  ],
  [
    'wasteRecycling',
    'I coordinate the garbage trucks for 6 villages in Gelderland and the new sorting rules confuse everybody',
  ],
  [
    'construction',
    'i am a contractor doing house extensions in Leeds with 8 guys and every build runs over time and budget',
  ],
  [
    'construction',
    'I am site manager on a hospital extension build and the subcontractors dont follow the safety briefings',
    'Around 80 workers on site at peak.',
  ],
  [
    'logistics',
    'I plan freight routes for 30 trucks from Poland to Germany and the drivers hours rules make every week a puzzle',
  ],
  [
    'logistics',
    'we are 3PL warehouse near Venlo for e-commerce and peak season always breaks our picking and the truck slots',
  ],
  [
    'vehicleRepair',
    'I am service advisor in a Volvo dealer workshop in Uppsala and customers wait too long for their cars',
  ],
  [
    'vehicleRepair',
    'i have a small car workshop in Bangalore with 6 mechanics and the job cards always get lost',
    'Kindly suggest how to map it simply.',
  ],
  [
    'aviation',
    'we are the ground handling team at a small airport in Poland and turnaround of the aircraft is often delayed',
    'We have 45 staff in summer.',
  ],
  [
    'aviation',
    'I am dispatcher for a small regional airline in Norway, the crew and aircraft planning is changing every hour',
  ],
  [
    'publicTransport',
    'I am controller for trams in a German city and when one tram breaks down the whole network is delayed',
  ],
  [
    'publicTransport',
    'we run the local buses in a county in Denmark and our timetable does not match the school times',
    'We are a small team of 6 planners.',
  ],
  [
    'maritime',
    'I am harbour master of a small port in western Norway and the cargo ships and ferries all want the same berth',
  ],
  [
    'maritime',
    'I am superintendent for 8 bulk carriers in a ship management company in Hamburg and crew changes are a nightmare',
  ],
  [
    'postalCourier',
    'we are a post office in a small town in Kerala and the speed post and the parcels pile up at counter',
  ],
  [
    'postalCourier',
    'I drive for a parcel company in Rotterdam and the scanners and the routes from the app are terrible',
  ],
  [
    'retail',
    'my shop sells bikes and bike parts in Groningen and the stock in the system is never the same as on the shelf',
  ],
  ['retail', 'I am store manager of a supermarket in Wroclaw and the shelves are empty every monday morning'],
  [
    'sales',
    'I manage field sales for a pharma company in Maharashtra and my reps do not update the CRM about the deals',
  ],
  [
    'sales',
    'I lead inside sales for a SaaS company in Amsterdam and our pipeline reviews are basically people guessing',
    'Team of 9 reps, quota is missed two quarters.',
  ],
  [
    'customerSuccess',
    'I am customer success manager for a Danish HR software, accounts go quiet after onboarding and then they churn',
    'I have 70 accounts alone.',
  ],
  [
    'customerSuccess',
    'I look after onboarding and renewals for enterprise clients of a Bangalore SaaS firm, churn went up this year',
  ],
  [
    'contactCentre',
    'we are 40 agents answering phones for an energy company and the waiting queue is always over 20 minutes',
  ],
  [
    'hospitality',
    'I am sous chef in a hotel in Krakow and the kitchen and the service team fight every evening about the menu',
  ],
  [
    'hospitality',
    'I own a small guesthouse in Lofoten with 9 rooms and bookings plus cleaning plus breakfast is too much for me',
  ],
  ['tourism', 'Tour desk'],
  [
    'tourism',
    'we are tour operator in Jaipur doing heritage tours for foreigners and the hotel, guide and car bookings often clash',
  ],
  [
    'tourism',
    'we organise cycling trips through Masuria for German travellers and bookings from partners are always mixed up',
    'It is me and two guides.',
  ],
  [
    'software',
    'we are 7 developers building an app for a bank, releases are every 3 weeks and always come with bugs',
  ],
  [
    'software',
    'i am tester in a team of 5 devs in Chennai and every deploy on friday evening breaks something',
    'Client is in the US so timing is hard.',
  ],
  [
    'product',
    'we are four product owners in a Dutch fintech and discovery always loses against the next release date',
  ],
  [
    'product',
    'I am the only product manager in a logistics startup in Berlin and the roadmap is just the wishes of the CEO',
  ],
  [
    'openSource',
    'I am one of the maintainers of a Rust crate and new contributors open pull requests that nobody has time to review',
  ],
  [
    'openSource',
    'I maintain a Python library in my free time with 3 other people and the open issues grow every week',
    'We want more contributors but dont know how.',
  ],
  [
    'dataPlatform',
    'I am data engineer in an insurance company in Munich and our data pipelines fail every night and nobody notices',
    'Team of 6 engineers.',
  ],
  [
    'dataPlatform',
    'we are the data team in a retail chain in Poland, dashboards show different numbers and nobody trust them',
  ],
  [
    'platformOps',
    'I am in the platform team at a bank in Frankfurt, our kubernetes clusters are ok but on-call is killing us',
  ],
  [
    'retrospectives',
    'our team has retro every two weeks but it is always the same complaints and no action ever changes anything',
  ],
  [
    'retrospectives',
    'I facilitate the retrospectives for four scrum teams in Pune and the action points are never followed up',
  ],
  [
    'newsMedia',
    'I work on the night desk of a Hindi newspaper in Delhi and the stories from reporters come too late for editing',
  ],
  [
    'newsMedia',
    'I am editor at a small local newspaper in Jutland, we lose readers and the web team and print team fight',
    'Print is still 70% of money.',
  ],
  ['telecoms', 'Tower crew'],
  [
    'telecoms',
    'we are the mobile network operations team of a telecom in Poland and the signal complaints from customers are rising',
  ],
  [
    'telecoms',
    'we are field engineers installing broadband in rural Kerala and signal problem tickets are never closed properly',
  ],
  [
    'creativeAgency',
    'I am account director in an ad agency in Stockholm and the creative team never gets a clear brief from clients',
  ],
  [
    'creativeAgency',
    'I run a small design agency in Copenhagen with 5 people, clients change the brief after every presentation',
    'We want to stop working weekends.',
  ],
  [
    'finance',
    'I am the only finance person in a small university spin-off and cash forecast is made in one big excel',
  ],
  [
    'finance',
    'I am controller in the finance team of a furniture factory in Bavaria and the budget process takes five months',
  ],
  ...PROBE_X_CASES_PART_2,
];
