/** First-person sentences of twelve to twenty-five words by different kinds of writer, half naming their field only by what they handle or do ('Bins, potholes, the village hall and the Christmas lights, our street group…'). See boundaryListCases.ts. */
export const SENTENCE_LIST_3_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'farming',
    'We grow wheat, barley and oilseed rape on about 300 acres and the harvest crew never knows which field is next.',
  ],
  [
    'farming',
    'me and my brother split the milking and calf feeding but nobody writes anything down so cows get missed',
  ],
  [
    'farming',
    "Took over my dad's beef farm last spring, need to see who handles soil sampling, spraying and the contractors.",
  ],
  [
    'farming',
    'There are three of us doing night checks on the ewes through lambing and the rota collapses by week two.',
  ],
  [
    'forestry',
    'We fell and extract conifer for a few private estates and the chainsaw gang and forwarder driver are never in sync.',
  ],
  [
    'forestry',
    "I'm new with the woodland team and can't tell who signs off felling licences versus who organises the replanting.",
  ],
  [
    'forestry',
    'Timber lorries keep waiting at roadside stacks because nobody tells the hauliers when the harvester has finished a compartment.',
  ],
  [
    'forestry',
    'Marking trees for thinning, counting deer damage, wrangling the sapling-planting volunteers... all falling on our two rangers.',
  ],
  [
    'fishing',
    'We run two trawlers out of a small harbour and the skippers and shore staff never agree on landing times.',
  ],
  [
    'fishing',
    'my uncles boat goes out for crab and lobster, i haul pots and sell to restaurants, want to work out who does what',
  ],
  [
    'fishing',
    'Our crew of five splits the catch shares by hand and theres always a row about who mended the nets.',
  ],
  [
    'fishing',
    "Quota paperwork, ice, fuel and the morning auction all need sorting before we put to sea, and it's usually the skipper's wife doing it.",
  ],
  [
    'mining',
    'I supervise a shift underground and the handover between the blasting crew and the mucking crew is a mess.',
  ],
  [
    'mining',
    'Our quarry runs two crushers and the weighbridge lads never hear when a face is shut for blasting.',
  ],
  [
    'mining',
    'Geologists, drillers and haul truck operators all report to different managers, so ore grades keep getting mixed up at the stockpile.',
  ],
  [
    'mining',
    'New in the pit and trying to understand who does gas checks, roof bolting and the ventilation survey each shift.',
  ],
  [
    'manufacturing',
    'We make injection moulded parts on three shifts and defects found at final inspection never get traced back to a machine.',
  ],
  [
    'manufacturing',
    'Changeovers on our production line take forever and I want to see who owns setup, maintenance and quality checks.',
  ],
  [
    'manufacturing',
    "i'm a new line lead, scrap rate on the seat frames is way up and honestly nobody owns root cause",
  ],
  [
    'manufacturing',
    'Operators, setters, QA and the planners all work off different schedules, so the press keeps running the wrong job.',
  ],
  [
    'foodProduction',
    'We bake about 2,000 loaves a night and allergen checks between the mixing room and packing keep getting skipped.',
  ],
  [
    'foodProduction',
    "Our little chilli sauce company is scaling up batches and recipe changes aren't reaching whoever weighs the ingredients.",
  ],
  [
    'foodProduction',
    'I run hygiene audits at a meat processing plant and the cleaning crew and production supervisors just blame each other.',
  ],
  [
    'foodProduction',
    'Labelling, batch codes, shelf life testing and the Friday deep clean for the ready meals we supply to supermarkets, who does which bit?',
  ],
  [
    'textiles',
    "We're a small studio making dresses, and cutting, sewing and finishing are done by five people with no clear handoffs.",
  ],
  [
    'textiles',
    'Our factory sews garments for three brands and pattern changes arrive so late the cutting room works off old versions.',
  ],
  [
    'textiles',
    'me and two friends knit and hand-dye yarn, we need to sort who orders the wool and who runs the dye batches',
  ],
  [
    'textiles',
    'Fabric comes in, gets inspected, cut, stitched, pressed and bagged, but nobody can tell me where orders get stuck.',
  ],
  [
    'energy',
    'We operate an onshore wind farm and the turbine technicians and the control room argue about who schedules outages.',
  ],
  [
    'energy',
    'Our solar installs keep missing grid connection dates because all the DNO paperwork sits with one engineer.',
  ],
  [
    'energy',
    "I've just joined operations at a gas-fired power station and want to understand the shift roles across generation and maintenance.",
  ],
  [
    'energy',
    'Substation maintenance, metering, balancing load at peak... small team, way too many overlapping rotas for the electricity side.',
  ],
  [
    'waterUtility',
    'We fix burst mains across the county and the call handlers never know which crew is nearest to a leak.',
  ],
  [
    'waterUtility',
    "Our treatment works has operators, chemists and fitters, and nobody owns the sampling schedule when someone's off.",
  ],
  [
    'waterUtility',
    'just joined the leakage team, trying to figure out who looks after the pressure loggers and who actually digs',
  ],
  [
    'waterUtility',
    'There are too many hand-offs between network planners and field crews when a supply interruption hits a whole estate.',
  ],
  [
    'wasteRecycling',
    'We run bin collections for a district council and crews keep missing streets whenever the routes change over bank holidays.',
  ],
  [
    'wasteRecycling',
    "Glass, paper and plastics all come through our sorting line and contamination gets past because the pickers aren't told what changed.",
  ],
  [
    'wasteRecycling',
    "I own a skip hire business and the drivers, the yard and the office never agree on what's going to landfill.",
  ],
  [
    'wasteRecycling',
    'Food waste rounds, bulky item pickups and missed bin complaints all land on one supervisor, help me see the workload.',
  ],
  [
    'construction',
    "We're a small builders doing extensions and loft conversions and the subbies never turn up in the right order.",
  ],
  [
    'construction',
    'Our site manager leaves next month and I need to map who handles permits, safety inductions and the morning briefings.',
  ],
  [
    'construction',
    "me and 2 mates do plastering and tiling, keep double booking jobs and losing track of who's ordering materials",
  ],
  [
    'construction',
    'Groundworks, scaffold, steel erection and the M&E contractors all share one crane and the lift plan is always wrong.',
  ],
  [
    'logistics',
    'We run a warehouse with 40 pickers and the loading bay always finds out about late trailers last.',
  ],
  [
    'logistics',
    'Our freight forwarding desk handles customs paperwork while the booking team keeps double-booking containers.',
  ],
  [
    'logistics',
    'We are having twelve vans and i am doing route planning only, drivers and depot manager never agree on what is realistic.',
  ],
  [
    'logistics',
    'Goods in, put away, picking, packing and dispatch are all separate teams and orders fall between them every single day.',
  ],
  [
    'vehicleRepair',
    "We're a three-bay garage and the service desk keeps promising cars back before the mechanics have even looked at them.",
  ],
  [
    'vehicleRepair',
    'I own a body shop and want to see who handles insurance estimates, paint booth scheduling and parts ordering.',
  ],
  [
    'vehicleRepair',
    'Our MOT tester is also doing brake jobs and tyre fitting, so the booking diary is a total mess.',
  ],
  [
    'vehicleRepair',
    'new apprentice in a van dealership workshop, trying to work out who signs off warranty repairs vs who does diagnostics',
  ],
  [
    'aviation',
    'We maintain turboprops for a regional airline and the line engineers and planners fight over hangar slots.',
  ],
  [
    'aviation',
    'Our flight school has six instructors and three aircraft, and scheduling students around the weather is chaos.',
  ],
  [
    'aviation',
    'i work ops at a small airport, ground handling, fuelling and crew briefings all overlap and one delay spreads everywhere',
  ],
  [
    'aviation',
    'There are gaps between the pilots, the ops desk and maintenance when a tech log defect grounds a plane before first departure.',
  ],
  [
    'publicTransport',
    'We run a bus depot with 90 drivers and the duty schedulers change rosters without telling the garage.',
  ],
  [
    'publicTransport',
    'Passengers complain to our tram control room about timetable changes before the drivers have even heard about them.',
  ],
  [
    'publicTransport',
    "i'm a station supervisor on a commuter line and disruption info takes ages to reach the platform staff",
  ],
  [
    'publicTransport',
    'Drivers, conductors, cleaners and the ticket office all have seperate shift patterns and nobody covers the last train out.',
  ],
  [
    'maritime',
    "We manage four container ships and arranging crew changes between ports eats up the whole team's week.",
  ],
  [
    'maritime',
    'Our terminal has stevedores, crane operators and planners, and the berthing schedule keeps slipping every week.',
  ],
  [
    'maritime',
    "I'm second officer on a bulk carrier and want to map who on board handles cargo, safety drills and port paperwork.",
  ],
  [
    'maritime',
    'There are too many handoffs between the shipping agent, the harbour master and our ops desk whenever a vessel runs late.',
  ],
  [
    'postalCourier',
    "We're a local courier firm and parcels keep going out with the wrong driver because the sort happens too late.",
  ],
  [
    'postalCourier',
    'Our delivery office has 30 posties and the walk rota falls apart every time someone phones in sick.',
  ],
  [
    'postalCourier',
    'i do same day deliveries by cargo bike for a small firm and nobody coordinates who takes the late pickups',
  ],
  [
    'postalCourier',
    'Missed parcel cards, redelivery requests and signed-for mail complaints all land on one person in our office.',
  ],
  [
    'retail',
    'We run a corner store and stock ordering is split between me and my wife with no system at all.',
  ],
  [
    'retail',
    'Our night crew fills the shelves but the day team keeps finding gaps and out of date stock in the chillers.',
  ],
  [
    'retail',
    "i'm the newest on the tills at a clothing store, the rota and the stockroom jobs never seem fair",
  ],
  [
    'retail',
    'Merchandising, replenishment, click and collect and the customer service desk all lean on the same three staff.',
  ],
  [
    'sales',
    "We're a B2B sales team of eight and deals keep stalling because nobody owns the follow-up after demos.",
  ],
  [
    'sales',
    'SDRs book the meetings, AEs say the leads are rubbish, and half the pipeline is junk nobody will clean out.',
  ],
  [
    'sales',
    'My reps are all chasing the same prospects in one territory and I only find out when a buyer complains.',
  ],
  [
    'sales',
    'hitting quota this quarter is hard when the reps, solutions engineers and legal pass one contract around for weeks',
  ],
  [
    'customerSuccess',
    'We look after about 200 SaaS accounts and renewals keep slipping because onboarding never properly handed over.',
  ],
  [
    'customerSuccess',
    'Customers get three different people chasing them about the same ticket because our CSMs and support overlap.',
  ],
  [
    'customerSuccess',
    "Me and one other CSM own churn risk, QBRs and expansion for every enterprise logo, and it's not sustainable.",
  ],
  [
    'customerSuccess',
    'Health scores, renewal calls, kickoff sessions and escalations, all sitting with two people who are drowning.',
  ],
  [
    'contactCentre',
    "We answer around 3,000 calls a day and the queue blows up every Monday because breaks aren't staggered.",
  ],
  [
    'contactCentre',
    'There are agents taking billing and tech calls with no proper routing, so callers get transferred four times.',
  ],
  [
    'contactCentre',
    "i'm a team leader on the phones, my agents get zero coaching because the floor is always short",
  ],
  [
    'contactCentre',
    "Average handle time, abandoned calls, wrap-up and adherence... I need to see who's actually covering which line.",
  ],
  ['hospitality', 'We run a 20 room hotel and housekeeping never knows which guests have checked out early.'],
  [
    'hospitality',
    'Five chefs on the pass and front of house keeps changing the specials without telling any of us.',
  ],
  [
    'hospitality',
    "i'm a new waitress at a busy pub, nobody explains who does the cellar, the bar or closing down",
  ],
  [
    'hospitality',
    'Breakfast service, room turnover, dinner covers and weddings at the weekend all fall on the same small team.',
  ],
  [
    'tourism',
    'We run walking tours of the old town and the guides keep getting double booked on busy weekends.',
  ],
  ['tourism', 'Itinerary changes for our group trips never reach the coach operator or the hotels in time.'],
  [
    'tourism',
    "I manage the tourist information centre, and boat trips, excursions and B&B bookings are handled by whoever's free.",
  ],
  [
    'tourism',
    'travellers email us, whatsapp us and book through three websites, and no one on our tiny team owns the inbox',
  ],
  [
    'software',
    "We're six developers and the release process depends on the one person who knows how to deploy.",
  ],
  ['software', 'Pull requests sit unreviewed for days and bugs pile up in Jira because nobody owns triage.'],
  [
    'software',
    'just joined as a junior dev, want to understand who owns the backend, the mobile app and the CI',
  ],
  [
    'software',
    'Merging, tagging versions and hotfixing prod on a Friday, my small team needs to see who actually does what.',
  ],
  [
    'product',
    "We're three product managers sharing one design team and the roadmap keeps changing without engineering knowing.",
  ],
  [
    'product',
    'User interviews never feed into what gets built because discovery and delivery sit in separate teams.',
  ],
  [
    'product',
    'As a new PM I need to see who decides priorities, who talks to customers and who writes the specs.',
  ],
  [
    'product',
    'feature requests come from sales, support and the CEO and nobody owns saying no, so the backlog just grows',
  ],
  [
    'openSource',
    'We maintain a small open source library and issues pile up because only two maintainers can merge.',
  ],
  [
    'openSource',
    'Loads of drive-by pull requests come in but nobody reviews them, so new contributors give up.',
  ],
  [
    'openSource',
    "i'm a first time contributor and can't tell who decides on releases or who triages the issue tracker",
  ],
  [
    'openSource',
    'Unpaid folks maintain the docs, the CI and the GitHub releases in their spare time, and burnout is showing.',
  ],
  [
    'dataPlatform',
    'We run the data warehouse and dashboards break every Monday because upstream pipelines change without notice.',
  ],
  [
    'dataPlatform',
    'Our analytics engineers and data scientists keep arguing about who owns the data quality checks.',
  ],
  [
    'dataPlatform',
    'new to the team, trying to see who maintains the ETL jobs, the BI reports and the churn model',
  ],
  [
    'dataPlatform',
    'dbt models, Airflow DAGs, Looker dashboards and ad hoc requests from finance all land on three people.',
  ],
  [
    'platformOps',
    'We run the Kubernetes clusters for about 40 product teams and every deploy request comes through our Slack channel.',
  ],
  [
    'platformOps',
    'On-call for infrastructure is just two SREs, and night-time incidents are burning them both out.',
  ],
  [
    'platformOps',
    "i'm joining the platform team and want to see who owns terraform, the CI runners and the service mesh",
  ],
  [
    'platformOps',
    'Upgrading clusters, rotating certs, capacity tickets and pages at 3am, too much for four people.',
  ],
  [
    'retrospectives',
    'We hold a retro every two weeks but the same action items come up and nothing ever improves.',
  ],
  [
    'retrospectives',
    'Two people dominate our retrospective meetings and the quieter members never speak up.',
  ],
  [
    'retrospectives',
    'I facilitate the team retros and want to map who actually follows up on the actions we agree.',
  ],
  [
    'retrospectives',
    'after every sprint we talk about what went well and badly, then forget it all by the next meeting',
  ],
  [
    'newsMedia',
    "We're a regional newspaper and stories keep getting held because only one editor can sign off.",
  ],
  [
    'newsMedia',
    'Reporters, subs and the web desk all work different hours, and breaking news lands on whoever is in.',
  ],
  [
    'newsMedia',
    "i'm a junior reporter at a local news site, no idea who commissions features or who checks facts",
  ],
  [
    'newsMedia',
    'Audience numbers are down and the social team, the editors and the podcast producers never talk to each other.',
  ],
  [
    'telecoms',
    'We install fibre broadband and the engineers keep arriving before the civils crew has dug the duct.',
  ],
  [
    'telecoms',
    'Alarms from masts come in all night and nobody in our network ops team knows who owns each region.',
  ],
  [
    'telecoms',
    'I work the fault desk at a telecom provider, signal complaints get bounced between radio and core teams.',
  ],
  [
    'telecoms',
    'Customer line faults, exchange upgrades and new cabinet rollouts all compete for the same field techs.',
  ],
  [
    'creativeAgency',
    "We're a small design agency and client briefs change so often the creative team never knows what's final.",
  ],
  [
    'creativeAgency',
    'Account managers promise whole campaigns before the designers have even seen the brief, then we pull all-nighters.',
  ],
  [
    'creativeAgency',
    'junior copywriter here, trying to work out who signs off concepts and who actually talks to the client',
  ],
  [
    'creativeAgency',
    'Pitch decks, brand refreshes, social content and the odd TV spot, nine of us and no clear roles.',
  ],
  [
    'finance',
    'I head up finance for a mid-sized company and month-end close slips because all the reconciliations sit with one person.',
  ],
  [
    'finance',
    'Budget holders never send their forecasts on time, so cash flow planning is basically guesswork.',
  ],
  [
    'finance',
    'there are four of us covering payables, payroll and the general ledger and the overlaps are a mess',
  ],
  [
    'finance',
    'Approving invoices, chasing debtors, explaining variances to the board, who actually owns each step here?',
  ],
  [
    'insurance',
    'We handle motor claims, and the loss adjusters and call handlers keep asking policyholders for the same documents.',
  ],
  [
    'insurance',
    'Quotes take weeks because risk questions bounce back and forth between brokers and our underwriters.',
  ],
  ['insurance', 'new on the home claims team, honestly not sure who decides on payouts above my limit'],
  [
    'insurance',
    'Renewals, mid-term adjustments, fraud referrals and complaints all seem to go through the same two people.',
  ],
  [
    'accounting',
    "We're a small accountancy practice and self assessment season buries us every single January.",
  ],
  [
    'accounting',
    "My bookkeepers and the tax partner keep duplicating work on the same clients' VAT returns.",
  ],
  [
    'accounting',
    'just started doing payroll and year end accounts for small businesses, nobody explains the workflow',
  ],
  [
    'accounting',
    'Chasing shoeboxes of receipts from sole traders, filing returns, answering HMRC letters, and only four staff.',
  ],
  [
    'realEstate',
    "We manage 150 rental flats and tenants' repair requests get lost between the office and the contractors.",
  ],
  [
    'realEstate',
    'Deposits, inventories and check-outs keep falling between our negotiators and the property managers.',
  ],
  [
    'realEstate',
    "I'm a landlord with six houses and want to see who's handling viewings, repairs and rent arrears.",
  ],
  [
    'realEstate',
    'valuations, viewings, chains falling through... our little estate agency needs to sort out who owns what',
  ],
  ['legal', "We're a small law firm and matters get stuck because only one partner can sign off on advice."],
  [
    'legal',
    'Every contract the company signs comes through our in-house legal team and the backlog is months long.',
  ],
  [
    'legal',
    'trainee solicitor here, no one tells me who handles the conveyancing files vs litigation deadlines',
  ],
  [
    'legal',
    'Disclosure, drafting, limitation dates and client calls, our paralegals are juggling far too many matters at once.',
  ],
  [
    'consulting',
    "We're a boutique consultancy and engagements overrun because proposals promise more than the team can deliver.",
  ],
  [
    'consulting',
    'Partners sell the work and the analysts only find out the scope on day one at the client site.',
  ],
  [
    'consulting',
    "Me and the other new associates don't know who staffs projects or who owns each client relationship.",
  ],
  [
    'consulting',
    "Writing proposals, running workshops, building decks for a client's board, six of us and zero clarity.",
  ],
  [
    'architecture',
    "We're a small architecture practice and drawings get issued before the technical team has checked them.",
  ],
  [
    'architecture',
    'The designers and the site side keep clashing over who answers contractor queries during the build.',
  ],
  [
    'architecture',
    "i'm a part 2 assistant, not clear who deals with planning applications or building regs submissions",
  ],
  [
    'architecture',
    "Feasibility sketches, planning drawings, tender packages and site visits, five of us and nobody tracks who's on which scheme.",
  ],
  [
    'research',
    'We run a lab with eight PhD students and the shared equipment bookings are a constant fight.',
  ],
  ['research', 'Nobody in our group can agree who owns the experimental data once a postdoc leaves.'],
  [
    'research',
    'new research assistant, trying to see who handles ethics approvals, participant recruitment and writing up the papers',
  ],
  [
    'research',
    'Grant reports, analysis, journal revision deadlines and the field study all depend on one overworked lab manager.',
  ],
  [
    'veterinary',
    "We're a small animal vet clinic and reception books appointments without checking which vet is in surgery.",
  ],
  [
    'veterinary',
    'My nurses cover the kennels, consults and calls from worried owners, and something always gets missed.',
  ],
  ['veterinary', 'new receptionist at the vets, no one says who rings owners with the blood results'],
  [
    'veterinary',
    'Calving calls, puppy jabs, out of hours and the drug stock, three vets and far too many jobs.',
  ],
  [
    'peopleTeam',
    "We're a two-person HR team for 300 staff and hiring, onboarding and payroll questions all land in one inbox.",
  ],
  [
    'peopleTeam',
    'Candidates keep dropping out because nobody owns the interview schedule between recruiters and hiring managers.',
  ],
  [
    'peopleTeam',
    "I've just joined as a people partner and can't work out who handles employee relations cases vs L&D.",
  ],
  [
    'peopleTeam',
    'Contracts, new starter paperwork, exit interviews and the engagement survey, I need to see who owns each one.',
  ],
  [
    'facilities',
    'We look after three office buildings and the cleaning contractor and maintenance team never share rotas.',
  ],
  [
    'facilities',
    'Every broken light and leaking tap comes to our helpdesk and nobody triages them before they go out.',
  ],
  [
    'facilities',
    "i'm the caretaker at a big office block, nobody tells me when the meeting rooms need setting up",
  ],
  [
    'facilities',
    'Boiler servicing, window cleaning, fire alarm tests and the post room all sit under me with two part-timers.',
  ],
  [
    'security',
    'We guard a shopping centre and night patrols keep getting missed because nobody checks the rota.',
  ],
  [
    'security',
    "Our officers still write incident reports on paper and the client's site manager never sees them.",
  ],
  ['security', "new door supervisor, no clue who's in charge of the CCTV room vs the front gate"],
  [
    'security',
    'Key holding, alarm response, mobile patrols across four sites and only six guards to cover it all.',
  ],
  [
    'publicServices',
    'We run housing repairs for the council and residents keep phoning three departments about one problem.',
  ],
  [
    'publicServices',
    'Council tax and benefits keep passing the same residents back and forth between each other.',
  ],
  [
    'publicServices',
    'started at the town hall front desk, no idea who deals with potholes vs parking permits',
  ],
  [
    'publicServices',
    'Planning enquiries, blue badge applications and complaints from the public all come to our small local authority team.',
  ],
  [
    'governmentPolicy',
    'We advise the minister on transport policy and the evidence team always gets asked for analysis at the last minute.',
  ],
  [
    'governmentPolicy',
    'Our policy unit runs public consultations but the responses never get fed back into the drafting.',
  ],
  [
    'governmentPolicy',
    "i'm a new civil servant in a policy team, trying to see who writes submissions and who briefs ministers",
  ],
  [
    'governmentPolicy',
    'Drafting white papers, commissioning evidence reviews, answering parliamentary questions, everything lands on a Friday afternoon.',
  ],
  [
    'justice',
    "We run the listings office at a magistrates court and hearings keep getting adjourned because files aren't ready.",
  ],
  [
    'justice',
    'Our probation team supervises offenders released from prison and the handover from the prison is always late.',
  ],
  [
    'justice',
    "i'm a new usher at the crown court, no one explained who handles jurors vs defendants in custody",
  ],
  [
    'justice',
    "Case files, witness care, hearing dates and the prison video links all depend on coordination that just isn't there.",
  ],
  [
    'emergencyServices',
    "We're a fire station with four watches and the handover of kit checks between shifts is patchy.",
  ],
  [
    'emergencyServices',
    'Our control room takes 999 calls and the crews complain they get incomplete incident details.',
  ],
  [
    'emergencyServices',
    "i'm an on-call firefighter, want to map who does the drills, the kit and the community visits",
  ],
  [
    'emergencyServices',
    "Response times, crew availability and mutual aid with neighbouring stations, our planning lives in one person's head.",
  ],
  ['schools', "We're a primary school and the teaching assistants get moved between classes with no notice."],
  ['schools', 'My department shares maths lesson plans but nobody owns moderation of the Year 9 marking.'],
  [
    'schools',
    "i'm an NQT and can't work out who deals with behaviour referrals vs safeguarding concerns about pupils",
  ],
  [
    'schools',
    "Timetables, parents' evening, cover for absent staff and exam entries all fall to our deputy head.",
  ],
  [
    'earlyYears',
    'We run a nursery for 40 children and parents keep telling different staff about allergies.',
  ],
  [
    'earlyYears',
    "Our key workers end up doing the learning journals at home because there's no time in the day.",
  ],
  [
    'earlyYears',
    "i'm a childminder with two assistants and want to sort who does pickups, snacks and play planning",
  ],
  [
    'earlyYears',
    'Nappy changes, naps, messy play and the EYFS paperwork, the toddler room staff are stretched thin.',
  ],
  [
    'university',
    'We teach a first year module with 400 students and marking is split across six tutors unevenly.',
  ],
  [
    'university',
    'Our department office handles timetabling, extensions and student queries and they get lost.',
  ],
  [
    'university',
    "i'm a PhD student running seminars, no idea who I ask about lecture capture or course handbook changes",
  ],
  [
    'university',
    'Open days, admissions, personal tutoring and the exam board, our programme team of five is swamped.',
  ],
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
