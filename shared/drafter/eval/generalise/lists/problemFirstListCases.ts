/** Messages of ten to thirty words that put a problem in other fields' words first and name the team late ('Too many meetings, not enough decisions: the board of our residents' association'). See boundaryListCases.ts. */
export const PROBLEM_FIRST_LIST_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'farming',
    "Nobody reads the rota, invoices pile up and the pickup keeps breaking down — that's our family farm in Devon",
  ],
  [
    'farming',
    'too many spreadsheets, two people off sick and 40 hectares of barley waiting to be cut on the arable farm I manage',
  ],
  [
    'farming',
    'Cash flow is awful until the harvest comes in and the accounts live in a shoebox. Mixed dairy and crop farm, 3 of us',
  ],
  [
    'farming',
    'Handover notes get lost between shifts and the new hire never got trained — our organic veg farm outside Lancaster',
  ],
  [
    'forestry',
    "The booking system for contractors is a mess and safety briefings get skipped, that's the woodland management crew I run",
  ],
  [
    'forestry',
    'Budget overspent, two chainsaw operators quit and nobody tracks timesheets: our small forestry team in the Highlands',
  ],
  [
    'forestry',
    'Half our invoices go missing and the felling licence deadline passed last week. Forestry contractor, 6 people',
  ],
  [
    'forestry',
    'meetings run long, decisions never stick, and the tree planting schedule slips every spring at the timber estate where i work',
  ],
  [
    'fishing',
    'Nobody agrees on who pays for diesel and the quota paperwork is always late — our two-boat fishing crew out of Peterhead',
  ],
  [
    'fishing',
    'the whatsapp group is chaos, prices change daily and the cold store invoice was wrong again. we run a small inshore fishing business',
  ],
  [
    'fishing',
    "Rotas, licences, insurance renewals, all on the skipper's phone. That's the trawler I crew on",
  ],
  [
    'fishing',
    'Morale is low, deckhands rarely get paid on time and catch reports are handwritten — a family fishing operation in Newfoundland',
  ],
  [
    'mining',
    'Shift handovers get lost, the safety audit flagged 12 actions and nobody owns them: our underground crew at the copper mine',
  ],
  [
    'mining',
    'Too many contractors, not enough supervisors, and the reporting dashboard is always a week behind at the quarry I manage',
  ],
  [
    'mining',
    'Budget cuts and an ageing fleet of haul trucks are hurting everyone at the open-pit gold mine in Western Australia',
  ],
  [
    'mining',
    'who signs off the blast plan? nobody knows since the reorg. small limestone quarry team, 18 people',
  ],
  [
    'manufacturing',
    'Scheduling is chaos, the ERP is down half the week and returns keep climbing — the production line at our plastics factory',
  ],
  [
    'manufacturing',
    'Too many emails, not enough handovers between night and day shift on the assembly line where I work',
  ],
  [
    'manufacturing',
    'Nobody owns the defect log and the machine downtime meetings go nowhere. Metal fabrication plant, 120 staff',
  ],
  [
    'manufacturing',
    'training for new starters is ad hoc and the QA checklist lives on a clipboard: our injection moulding shop floor',
  ],
  [
    'foodProduction',
    'Allergen labels, supplier invoices and the cleaning rota are all on sticky notes at the small-batch hot sauce factory I run',
  ],
  [
    'foodProduction',
    'Staff turnover is high and the hygiene audit is in 3 weeks — our commercial bakery making 5,000 loaves a night',
  ],
  [
    'foodProduction',
    'Recipe changes get emailed around and never reach the night shift at the cheese dairy where I work',
  ],
  [
    'foodProduction',
    "the traceability spreadsheet crashed and we can't tell which batch used which oats. that's our granola manufacturing team",
  ],
  [
    'textiles',
    'Orders are late, the cutting room has no plan and the machinists are on overtime again — our small clothing factory in Leicester',
  ],
  [
    'textiles',
    "Invoices in one notebook, samples in another, and the supplier in Portugal never answers — that's the knitwear studio I run",
  ],
  [
    'textiles',
    'Nobody tracks which fabric rolls are used up. Garment workshop, 14 people, mostly sewing school uniforms',
  ],
  [
    'textiles',
    "deadlines slip every season and the pattern cutters and sewing team don't talk to each other at the fashion label i work for",
  ],
  [
    'energy',
    "Outage reports are handwritten and the on-call rota is never up to date — that's our control room at the regional power utility",
  ],
  [
    'energy',
    'Budgets keep getting cut while demand rises; the solar farm operations crew I lead is stretched thin',
  ],
  [
    'energy',
    'Too many stakeholders and nobody decides anything about the grid connection: our community wind energy co-op',
  ],
  [
    'energy',
    'permits, maintenance logs and the turbine inspection schedule live in 5 spreadsheets at the hydro generation station',
  ],
  [
    'waterUtility',
    'Complaints pile up and job tickets for burst mains get lost between depots — our water network maintenance team',
  ],
  [
    'waterUtility',
    'Nobody knows which valves were replaced last year, the records are all on paper: the water supply crew in our rural district',
  ],
  [
    'waterUtility',
    'Overtime is through the roof and the leak detection van is always booked, says my manager at the water company',
  ],
  [
    'waterUtility',
    "Too many handovers and a clunky asset system — that's the pipe repair team I work with at the municipal water utility",
  ],
  [
    'wasteRecycling',
    'Drivers call in sick, rounds get reshuffled last minute and residents complain — the bin collection crew at our depot',
  ],
  [
    'wasteRecycling',
    'Invoices from the landfill operator never match our tonnage figures at the recycling centre where I work',
  ],
  [
    'wasteRecycling',
    "Morale is low, the trucks keep breaking down and the routes haven't changed since 2015: our council waste collection team",
  ],
  [
    'wasteRecycling',
    'no one knows who handles the contamination reports. small commercial waste and recycling firm, 9 lorries',
  ],
  [
    'construction',
    "Subcontractors turn up on the wrong day and the invoices never match the quote — that's the building site I manage in Leeds",
  ],
  [
    'construction',
    'Too many WhatsApp groups, drawings out of date, and safety inductions get skipped on our housing construction project',
  ],
  [
    'construction',
    "Budgets overrun and snagging lists get lost. A small builders' firm doing extensions and loft conversions, 7 of us",
  ],
  [
    'construction',
    'who orders materials? nobody knows since Dave left. our groundworks crew on a new school build',
  ],
  [
    'logistics',
    'Half the pallets go missing in the system and the night shift never gets a handover: our distribution warehouse in Milton Keynes',
  ],
  [
    'logistics',
    'Drivers hate the new app and freight costs are up 20% — the logistics team at the importer I work for',
  ],
  [
    'logistics',
    'Too many emails about late trucks and nobody owns the customs paperwork at our freight forwarding office',
  ],
  [
    'logistics',
    'stock counts never match, pick lists print wrong and overtime is killing us. 3PL warehouse, 60 staff',
  ],
  [
    'vehicleRepair',
    "Bookings in a paper diary, parts ordered twice, customers chasing us by phone — that's the car garage I run with my brother",
  ],
  [
    'vehicleRepair',
    'Nobody sends the MOT reminders and invoices go out late at our independent vehicle repair workshop',
  ],
  [
    'vehicleRepair',
    'Too few mechanics, too many jobs, and the ramp schedule is on a whiteboard: the service department of a Ford dealership',
  ],
  [
    'vehicleRepair',
    'the diagnostic software licence expired and no one noticed. small auto repair shop in Ohio, 4 techs',
  ],
  [
    'aviation',
    'Rosters change hourly and defect paperwork gets lost between shifts — our aircraft maintenance hangar at Stansted',
  ],
  [
    'aviation',
    'Training records are in three systems and audits keep flagging gaps: the flight operations team at a small regional airline',
  ],
  [
    'aviation',
    "Too many meetings about delays and nobody owns the turnaround plan — that's the ground handling crew at the airport",
  ],
  [
    'aviation',
    "budget is tight and the pilots' scheduling is done by hand at the flying school where I instruct",
  ],
  [
    'publicTransport',
    "Driver rotas are a mess and complaints about no-shows keep rising — that's our bus depot operations team",
  ],
  [
    'publicTransport',
    'Nobody updates the passenger information screens when services are cancelled at the train operator I work for',
  ],
  [
    'publicTransport',
    'Too many handovers, not enough staff on the late shift: the control room of a city tram network',
  ],
  [
    'publicTransport',
    'overtime costs are through the roof and timetable changes are never communicated. rural bus company, 30 drivers',
  ],
  [
    'maritime',
    'Crew certificates expire without anyone noticing and the port paperwork is always late — our small ferry company',
  ],
  [
    'maritime',
    'Too many emails between office and ship, and the cargo manifests never match — the container shipping desk I run',
  ],
  [
    'maritime',
    "Nobody knows who books the pilot or the berth; it's a shambles at the harbour master's office",
  ],
  [
    'maritime',
    'maintenance logs on paper, crew changes arranged by whatsapp. a tanker operator with 5 vessels',
  ],
  [
    'postalCourier',
    'Drivers quit after a week and the scanners keep failing, so parcels go missing — our courier depot in Bristol',
  ],
  [
    'postalCourier',
    "Too many complaints and not enough vans; that's the local Royal Mail delivery office where I work",
  ],
  [
    'postalCourier',
    'Routes change every morning and nobody tells the new starters: a same-day bike courier outfit in London, 25 riders',
  ],
  [
    'postalCourier',
    'overtime at christmas is brutal and the returns pile never shrinks at the parcel delivery hub',
  ],
  [
    'retail',
    "Rotas are done the night before and half the team never sees them — that's our shop on the high street",
  ],
  [
    'retail',
    "Stock counts never match the till and customer complaints are up at the supermarket branch where I'm a supervisor",
  ],
  ['retail', 'Nobody knows how to use the new ordering system at our independent hardware store'],
  [
    'retail',
    'shrinkage, late deliveries and staff who never read the noticeboard. small clothing boutique, 5 staff',
  ],
  [
    'sales',
    "Forecasts are fiction and the CRM is half empty — that's our B2B sales team selling software to hospitals",
  ],
  [
    'sales',
    'Too many meetings, not enough calls, and everyone misses quota: the regional sales office I manage',
  ],
  [
    'sales',
    'Nobody follows up after trade shows; leads rot in a spreadsheet at the field sales team for our packaging firm',
  ],
  [
    'sales',
    'commission disputes every month and pipeline reviews are a waste of time. inside sales, 12 reps',
  ],
  [
    'customerSuccess',
    'Renewals slip through the cracks and nobody owns the handover from sales — our customer success team',
  ],
  [
    'customerSuccess',
    "Too many tickets, no health scores, and churn crept up to 9% this quarter at the SaaS company where I'm a CSM",
  ],
  [
    'customerSuccess',
    'Onboarding calls run late and the playbooks are out of date: the account management team for our enterprise customers',
  ],
  [
    'customerSuccess',
    'QBRs are copy-paste and nobody knows which accounts are at risk. customer success, 6 people, B2B analytics tool',
  ],
  [
    'contactCentre',
    "Rotas change daily and wait times are over 20 minutes — the call centre where I'm a team leader",
  ],
  [
    'contactCentre',
    'Too many scripts, not enough training, and sickness is at 12%: our customer service helpline for an energy supplier',
  ],
  [
    'contactCentre',
    "Nobody reads the knowledge base and agents escalate everything — that's our inbound contact centre in Glasgow",
  ],
  [
    'contactCentre',
    'average handling time targets are crushing morale on the phones. outsourced call centre team, 40 agents',
  ],
  [
    'hospitality',
    'Rotas go out late, supplier invoices never match and the dishwasher broke again — our pub kitchen in Yorkshire',
  ],
  [
    'hospitality',
    "Nobody checks the bookings system so we double-book tables at the restaurant where I'm head chef",
  ],
  [
    'hospitality',
    "Housekeeping and front desk don't talk, so rooms aren't ready at check-in — a 40-room boutique hotel",
  ],
  [
    'hospitality',
    'staff turnover is crazy and menu changes never get passed on. small café and bar, 10 of us',
  ],
  [
    'tourism',
    "Refunds take weeks and the booking spreadsheet crashes every summer — that's the walking tour company I run in Edinburgh",
  ],
  [
    'tourism',
    'Too many emails with hotels and coach firms, and nobody owns itinerary changes at our travel agency',
  ],
  [
    'tourism',
    'Guides get paid late and no one tracks reviews: a small tour operator running trips to Morocco',
  ],
  [
    'tourism',
    'the visitor centre rota is a mess and half the leaflets are out of date at our tourist information office',
  ],
  [
    'software',
    "Meetings eat the whole week and nobody reviews pull requests — that's our backend engineering team",
  ],
  [
    'software',
    'Budget cuts, a flaky CI pipeline and releases that slip every sprint: the dev team at the fintech where I work',
  ],
  [
    'software',
    "Nobody owns the bug backlog and on-call is one person's problem. small mobile app development team, 5 devs",
  ],
  [
    'software',
    "too many handovers between contractors and the deploy process is a wiki page from 2019 — our agency's dev team",
  ],
  [
    'product',
    'Stakeholders all want different things and the roadmap changes weekly — our product management team',
  ],
  [
    'product',
    'Nobody talks to users before we build; research happens after launch in the product squad I lead',
  ],
  [
    'product',
    'Priorities get decided by whoever shouts loudest. product team for a B2B invoicing app, 3 PMs and a designer',
  ],
  [
    'product',
    "discovery is skipped, specs are vague and engineers complain — that's the product org at our marketplace startup",
  ],
  [
    'openSource',
    'Burnout, unpaid work and 400 unanswered issues — the maintainers of the open source library I help run',
  ],
  [
    'openSource',
    'Nobody reviews contributions from newcomers and releases stall for months on our open-source project',
  ],
  [
    'openSource',
    "Funding is zero and every decision happens in one person's head: the core team of a Python package on GitHub",
  ],
  [
    'openSource',
    'governance is unclear and contributors leave after one PR. volunteer maintainers of an open source CMS',
  ],
  [
    'dataPlatform',
    "Nobody trusts the numbers and every report takes a week — that's our data engineering team",
  ],
  [
    'dataPlatform',
    'Too many requests, broken pipelines every Monday and no documentation: the analytics team at the retailer I work for',
  ],
  [
    'dataPlatform',
    'Cloud warehouse costs keep doubling and no one owns the dashboards: the data platform squad I lead',
  ],
  [
    'dataPlatform',
    'data quality issues and duplicated tables everywhere. central BI and data team, 8 people',
  ],
  ['platformOps', 'Pager alerts all night and nobody owns the runbooks — our platform engineering team'],
  [
    'platformOps',
    'Budget cuts and a Kubernetes cluster nobody fully understands at the SRE group where I work',
  ],
  [
    'platformOps',
    'Too many tickets from product teams, not enough automation: the infrastructure team at a bank',
  ],
  [
    'platformOps',
    'on-call burnout and the cloud bill tripled. devops team of 4 looking after hosting for 30 services',
  ],
  [
    'retrospectives',
    "Same complaints every two weeks and none of the action items get done — that's our sprint retro",
  ],
  [
    'retrospectives',
    'Nobody speaks up while the manager talks for 40 minutes: the retrospective meeting my team holds',
  ],
  [
    'retrospectives',
    'Too many sticky notes, zero follow-through on improvements. I want to map our monthly retrospective',
  ],
  [
    'retrospectives',
    'blame and finger-pointing after every incident, nothing changes — the fortnightly retro of our squad',
  ],
  ['newsMedia', "Budget cuts, burnout and a CMS that crashes on deadline — our local newspaper's newsroom"],
  [
    'newsMedia',
    "Nobody knows who's on the weekend rota and stories go live without a second read: the news desk I edit",
  ],
  [
    'newsMedia',
    "Audience is falling and subscribers cancel every month at the regional news website where I'm a reporter",
  ],
  ['newsMedia', 'too many meetings, not enough reporting. small investigative journalism outlet, 6 staff'],
  [
    'telecoms',
    'Complaints pile up and engineers get sent to the wrong address — our broadband installation team',
  ],
  [
    'telecoms',
    'Nobody owns outage comms and the mast upgrades are behind schedule at the mobile network operator I work for',
  ],
  [
    'telecoms',
    'Too many handovers between field techs and the NOC: a rural fibre internet provider, 20 staff',
  ],
  ['telecoms', 'tickets, SLAs and a billing system from 2008. small telecom provider in Kenya'],
  [
    'creativeAgency',
    'Clients change the brief at the last minute and nobody tracks hours — our small design agency in Shoreditch',
  ],
  [
    'creativeAgency',
    'Too many revisions, not enough budget, and the creatives are burnt out: the advertising agency where I work',
  ],
  [
    'creativeAgency',
    'Invoices go out late and the pitch deck is always finished at 2am. branding studio, 8 people',
  ],
  [
    'creativeAgency',
    'campaign deadlines clash and account managers overpromise at our digital marketing agency',
  ],
  [
    'finance',
    'Month-end close takes three weeks and the spreadsheets never reconcile — our finance team at a hospital trust',
  ],
  [
    'finance',
    "Nobody owns the cash forecast and budget holders ignore every email: the finance department where I'm an FP&A analyst",
  ],
  [
    'finance',
    'Too many manual journals and an ERP nobody likes in the finance function of our manufacturing group',
  ],
  ['finance', "payments approved by whoever happens to be around. small charity's finance office, 2 people"],
  [
    'insurance',
    'Paperwork backlogs and customers chasing us by phone every day — the claims handling team where I work',
  ],
  ['insurance', 'Nobody agrees on risk appetite and quotes take a week: our commercial underwriting team'],
  [
    'insurance',
    'Too many systems, not enough training, and ombudsman complaints keep rising at the insurer I work for',
  ],
  ['insurance', 'renewal letters go out late and brokers are angry. small motor insurance MGA, 15 staff'],
  [
    'accounting',
    'January is chaos, clients send receipts in carrier bags and nobody answers the phone — our small accountancy practice',
  ],
  [
    'accounting',
    "Deadlines slip and the bookkeeping software keeps crashing at the accounting firm where I'm a junior",
  ],
  [
    'accounting',
    'Too many clients, not enough staff before tax season: a CPA office in Texas, 5 accountants',
  ],
  ['accounting', 'payroll queries, VAT returns and year-end all land at once. two-partner bookkeeping firm'],
  [
    'realEstate',
    'Repairs take months, calls go unanswered and tenants are furious — our lettings agency in Manchester',
  ],
  [
    'realEstate',
    'Nobody chases rent arrears and keys get lost between viewings at the estate agency where I work',
  ],
  [
    'realEstate',
    'Too many spreadsheets and safety certificates expiring: a small landlord business with 30 flats',
  ],
  ['realEstate', 'viewings double-booked and landlords complaining. property management team, 4 people'],
  [
    'legal',
    "Billing targets, endless emails and no one knows who's covering filing deadlines — our small law firm's litigation team",
  ],
  ['legal', 'Too many matters, not enough paralegals: the in-house legal department at a retailer'],
  [
    'legal',
    "Nobody updates the precedents so contracts go out with old clauses at the firm where I'm a solicitor",
  ],
  ['legal', 'conveyancing files everywhere and clients chasing daily. high street solicitors, 9 staff'],
  [
    'consulting',
    "Burnout, scope creep and proposals written on weekends — that's our management consultancy",
  ],
  [
    'consulting',
    'Nobody shares knowledge between projects and we reinvent every slide at the strategy consulting firm I joined',
  ],
  ['consulting', 'Too much travel, not enough billable hours: a boutique IT consultancy, 12 consultants'],
  [
    'consulting',
    'clients ignore our advice and engagements overrun. small operations consulting practice, 3 partners',
  ],
  [
    'architecture',
    'Fee overruns, planning delays and late nights redoing drawings — our small architecture practice',
  ],
  [
    'architecture',
    "Nobody checks revisions so the contractor builds off old plans, at the architects' studio I work in",
  ],
  ['architecture', 'Too many clients and not enough junior designers at the architecture firm in Copenhagen'],
  ['architecture', 'BIM models out of sync and timesheets ignored. residential architects, 6 people'],
  [
    'research',
    "Grant deadlines, broken freezers and nobody ordering reagents — that's our biology research lab",
  ],
  ['research', "Too many meetings and no one writing papers: the research group I'm a postdoc in"],
  [
    'research',
    'Data scattered across laptops and the ethics approval expired — a social science study team at the university',
  ],
  [
    'research',
    'equipment bookings clash and phd students fight over the microscope. physics research group, 14 people',
  ],
  [
    'veterinary',
    'Out-of-hours rota is a mess and the drug stock never gets counted — our small-animal vet clinic',
  ],
  [
    'veterinary',
    "Appointments run 40 minutes late and pet owners shout at reception at the veterinary hospital where I'm a nurse",
  ],
  ['veterinary', 'Too many farm calls, not enough vets: a rural mixed practice in Wales'],
  ['veterinary', 'billing errors and burnt-out staff. equine vet team, 3 vets and 2 nurses'],
  [
    'peopleTeam',
    "Payroll errors, contracts unsigned and managers ignoring policy — that's the HR team at our company",
  ],
  [
    'peopleTeam',
    'Hiring takes four months and onboarding is a PDF nobody reads: the people team I lead at a startup',
  ],
  [
    'peopleTeam',
    'Too many grievances, not enough HR advisers for 800 employees at the logistics firm where I work',
  ],
  [
    'peopleTeam',
    'agency fees are huge and job adverts go stale. in-house talent acquisition team, 3 recruiters',
  ],
  [
    'facilities',
    'Broken lifts, leaking roofs and tickets that never get closed — our facilities management team',
  ],
  [
    'facilities',
    'Nobody signs off contractors and the cleaning schedule slips at the office campus I look after',
  ],
  [
    'facilities',
    'Too many buildings, a tiny budget and aircon complaints every summer: the estates team at a college',
  ],
  ['facilities', 'helpdesk ignored, light bulbs out for weeks. site maintenance crew for a hospital'],
  [
    'security',
    "Guards don't turn up for nights and the incident log is a paper book — our security team at a shopping centre",
  ],
  [
    'security',
    'Nobody reads the handover notes and patrol routes get skipped at the site security company I work for',
  ],
  ['security', 'Too much overtime, not enough licensed staff: door supervisors for three nightclubs'],
  ['security', 'CCTV offline half the week and alarms ignored. security officers on a university campus'],
  [
    'publicServices',
    "Residents wait weeks for a reply and the casework system is from 2005 — our council's housing services team",
  ],
  [
    'publicServices',
    'Budget cuts and a broken online form mean complaints everywhere at the council revenues and benefits team where I work',
  ],
  [
    'publicServices',
    'Too many handoffs between departments: the parking and licensing services team at our town council',
  ],
  [
    'publicServices',
    "potholes, fly-tipping, noise complaints — all of it lands on the council's street services officers",
  ],
  [
    'governmentPolicy',
    'Ministers change their minds weekly and nobody reads the evidence — our policy team in the civil service',
  ],
  [
    'governmentPolicy',
    'Too many meetings and consultation responses piling up: the policy unit at the Department for Education',
  ],
  [
    'governmentPolicy',
    "Deadlines from the minister's office and no time for analysis, says the policy advisers' team I'm in",
  ],
  [
    'governmentPolicy',
    'white paper delayed again and stakeholders are angry. health policy team in a government department',
  ],
  [
    'justice',
    "Lists overrun, files arrive late and defendants wait all day — the magistrates' court staff I work with",
  ],
  ['justice', 'Nobody updates case records and hearings get adjourned at our probation office'],
  ['justice', 'Too few officers, too many lockdowns: the wing staff at a category B prison'],
  ['justice', 'court dates clash and the paperwork gets lost. youth offending team, 11 caseworkers'],
  [
    'emergencyServices',
    "Too many calls, not enough crews, response times slipping — our fire station's blue watch",
  ],
  [
    'emergencyServices',
    "Nobody reads the new procedures and radios fail in bad weather: the mountain rescue team I'm on",
  ],
  [
    'emergencyServices',
    "Overtime is constant and the control room rota never works at the police station where I'm a sergeant",
  ],
  [
    'emergencyServices',
    'equipment checks skipped and kit missing off the engine. retained firefighters, 12 crew',
  ],
  ['emergencyCare', 'Corridor waits, no beds and handover notes that get lost — our A&E department'],
  [
    'emergencyCare',
    "Too many ambulances queuing outside and nobody owns patient flow at the emergency department where I'm a nurse",
  ],
  ['emergencyCare', 'Rotas change hourly and resus is always short-staffed: the ER team at a city hospital'],
  ['emergencyCare', 'paramedic burnout, long shifts, meal breaks at 3am. ambulance station in Yorkshire'],
  ['healthcare', 'Staffing gaps every night and discharge paperwork takes hours — our surgical ward'],
  ['healthcare', "Nobody reads the handover notes and the rota is a nightmare on the ICU where I'm a nurse"],
  ['healthcare', 'Too many meetings, not enough beds: the stroke unit team at our hospital'],
  ['healthcare', "equipment missing and agency staff who don't know the ward. oncology ward, 28 beds"],
  [
    'primaryCare',
    'Phones ring from 8am, appointments gone by 8:05 and receptionists get abuse — our GP surgery',
  ],
  [
    'primaryCare',
    "Repeat prescriptions get lost and the rota is a spreadsheet nobody trusts at the family doctor's practice where I work",
  ],
  ['primaryCare', 'Too many patients, not enough GPs: a rural health centre with 9,000 on the list'],
  ['primaryCare', 'admin backlog, referrals unsent. primary care clinic team in Ontario'],
  [
    'pharmacy',
    'Shortages every week, queues out the door and the till keeps crashing — our community pharmacy',
  ],
  [
    'pharmacy',
    "Nobody checks the controlled drugs register and the rota is always short at the chemist where I'm a dispenser",
  ],
  ['pharmacy', 'Too many scripts, not enough pharmacists: the dispensary team at our hospital pharmacy'],
  ['pharmacy', 'stock expiring on the shelf and deliveries late. independent pharmacy, 2 pharmacists'],
  ['dentistry', 'Cancellations, unpaid invoices and a broken X-ray machine — our dental practice'],
  [
    'dentistry',
    "Nobody confirms appointments so the chairs sit empty at the dentist where I'm a receptionist",
  ],
  ['dentistry', 'Long NHS waiting lists and no hygienist for months: a small dental surgery in Kent'],
  ['dentistry', 'sterilising room backlog and nurses leaving. orthodontic clinic, 3 dentists'],
  [
    'mentalHealth',
    'Six-month waiting lists and caseloads nobody can manage — our community mental health team',
  ],
  [
    'mentalHealth',
    "Notes pile up and supervision gets cancelled at the counselling service where I'm a therapist",
  ],
  ['mentalHealth', 'Too many referrals, not enough therapists: an NHS talking therapies team'],
  [
    'mentalHealth',
    'burnout among the staff who support everyone else. student wellbeing and counselling service',
  ],
  [
    'socialCare',
    "Agency staff, missed medication rounds and families complaining — the care home where I'm a manager",
  ],
  ['socialCare', 'Visits get cancelled because the rota app crashes: our home care agency'],
  ['socialCare', 'Too many residents, not enough carers on nights at the residential care home'],
  ['socialCare', 'mileage unpaid, travel time unpaid. domiciliary carers in a rural area, 30 staff'],
  [
    'performingArts',
    'Funding cuts, ticket sales down and the lighting rig keeps failing — our community theatre company',
  ],
  [
    'performingArts',
    'Nobody turns up to rehearsals on time and the folders go missing — the amateur choir I run',
  ],
  ['performingArts', 'Tour logistics, visa paperwork and arguments about setlists: our five-piece band'],
  ['performingArts', 'contracts late, rehearsal schedule in chaos again. chamber orchestra, 28 musicians'],
  ['museum', 'Funding cuts and a leaking roof are threatening the stores at our local history museum'],
  [
    'museum',
    'Nobody updates the catalogue and loans go missing: the collections team at the museum where I work',
  ],
  [
    'museum',
    'Too few volunteers for the front desk and school groups double-booked at a small railway museum',
  ],
  ['museum', 'exhibition deadlines and broken display cases. curators at a natural history museum'],
  ['library', 'Opening hours cut, the self-issue machines broken and the wifi down — our town library'],
  [
    'library',
    'Nobody chases overdue loans and the catalogue is full of errors at the university library where I work',
  ],
  [
    'library',
    'Too many events, not enough staff for the counter: a mobile library service in rural Scotland',
  ],
  ['library', 'ebook budget gone and donated books piling up. school library, me and one volunteer'],
  ['sport', 'Subs unpaid, pitch bookings clash and nobody washes the kits — our Sunday league football club'],
  ['sport', 'Injuries, transport to away games and arguments about selection: the rugby team I coach'],
  ['sport', 'Too many WhatsApp groups and the fixtures list is always wrong at our cricket club'],
  ['sport', 'volunteer coaches quitting and training sessions cancelled. u12 netball club, 60 players'],
  [
    'events',
    'Supplier contracts, wristbands and the toilet budget all in one spreadsheet — our music festival team',
  ],
  [
    'events',
    'Nobody owns the guest list and the venue changes twice: the wedding planning company I work for',
  ],
  ['events', 'Too many late changes from sponsors and volunteers who no-show at the conference we organise'],
  [
    'events',
    'ticket refunds, bad weather and the stage build running late. event production crew, 15 people',
  ],
  ['visualArts', "Rent is going up and nobody pays the electric bill on time — our shared artists' studio"],
  ['visualArts', "Too many grant applications, no admin help: the artist collective I'm part of"],
  [
    'visualArts',
    'Sales are slow and the gallery takes 50% — me and two other painters sharing a studio in Glasgow',
  ],
  ['visualArts', 'kiln broken and open studio weekend in 3 weeks. ceramics studio, 8 makers'],
  ['personalCare', 'No-shows every Saturday and the booking app double-books — our hair salon'],
  [
    'personalCare',
    'Colour stock runs out and the rota is taped to the mirror at the barber shop where I work',
  ],
  ['personalCare', 'Too many walk-ins and not enough therapists: a beauty and nails salon in Dublin'],
  [
    'personalCare',
    'card machine broken, clients complaining about waits. small spa doing massages and facials',
  ],
  ['faith', 'Roof repairs, falling giving and nobody on the flower rota — our parish church'],
  ['faith', 'Too many meetings and the volunteers are all over 70 at the mosque where I help out'],
  ['faith', "Nobody knows who's leading prayers next week: a small synagogue congregation"],
  ['faith', 'livestream keeps failing and the sound desk is ancient. evangelical church, 200 on Sundays'],
  [
    'association',
    "Subscriptions unpaid and the AGM never reaches quorum — our allotment society's committee",
  ],
  ['association', 'Too many emails and nobody wants to be treasurer at the trade union branch I chair'],
  [
    'association',
    'Minutes never circulated, decisions forgotten: a professional association for translators',
  ],
  ['association', 'membership falling and the newsletter late again. local history society, 120 members'],
  [
    'repairShop',
    'Parts on backorder, customers chasing and the till system is a mess — our phone repair shop',
  ],
  [
    'repairShop',
    'Nobody logs which laptops came in, so things get lost at the computer repair shop where I work',
  ],
  [
    'repairShop',
    'Too many jobs and the bench is a tip: a small washing machine and appliance repair business',
  ],
  ['repairShop', 'warranty claims, lost parts, angry customers. console and tablet repair counter, 3 techs'],
  [
    'funeral',
    'Paperwork for the registrar, late invoices and families calling at all hours — our family-run funeral home',
  ],
  [
    'funeral',
    'Nobody owns the diary and two services clashed last week at the funeral directors where I work',
  ],
  ['funeral', 'Too many cremations booked and not enough staff: a funeral service in Cork'],
  ['funeral', 'hearse in for repair, flowers late. small undertakers, 5 staff'],
  ['nonprofit', 'Grants ending, donors drifting away and a CRM nobody updates — our small charity'],
  [
    'nonprofit',
    'Too many projects, not enough funding, and the board meets once a year at the NGO where I work',
  ],
  ['nonprofit', 'Nobody measures impact, we just write reports: a refugee support charity, 8 staff'],
  ['nonprofit', "fundraising targets missed again. the development team at a children's cancer charity"],
  ['household', 'Chores, school runs and bills all kept in my head — our family of five'],
  ['household', 'Nobody empties the dishwasher and the kids fight over screen time in our house'],
  ['household', 'Too many appointments, two jobs and a dog: my household, me, my partner and 3 kids'],
  ['household', 'groceries, birthday parties and who picks up grandma. our home in Melbourne'],
  ['community', 'Fly-tipping, speeding cars and no one answering emails — the neighbours on our street'],
  ['community', 'Too many arguments on the Facebook page: the local neighbourhood where I live'],
  ['community', 'The community centre is closing and nobody knows who to call — residents on our estate'],
  ['community', 'litter picks, a street party and the broken streetlight. my neighbours on Elm Road'],
  [
    'volunteering',
    'Shifts go unfilled and the rota spreadsheet is a disaster — the volunteers at our food bank',
  ],
  ['volunteering', 'Too many new sign-ups and no one inducting them at the soup kitchen where I volunteer'],
  [
    'volunteering',
    'No-shows every Tuesday: a volunteer driver scheme taking people to hospital appointments',
  ],
  ['volunteering', 'guests waiting, volunteers burnt out. night shelter volunteer team, 40 people'],
  ['youth', "Parents don't sign forms, the minibus is broken and nobody wants to lead — our Scout group"],
  ['youth', 'Funding cuts and a leaking hall are hurting the youth club I run'],
  ['youth', 'Too many kids, not enough leaders on Friday nights: a church youth group'],
  ['youth', 'risk assessments undone and the camp budget gone. girl guides unit, 24 girls'],
  [
    'gardening',
    'Watering rota ignored, tools going missing and slugs everywhere — our shared allotment plot, four friends',
  ],
  ['gardening', 'Too many volunteers and no plan for spring at the school garden club'],
  [
    'gardening',
    'Budget gone on compost and nobody agrees what to grow: me and my neighbours on the allotment',
  ],
  ['gardening', 'greenhouse heater broke and the seedlings died. my back garden, just me and my partner'],
  [
    'schools',
    'Staff off sick, cover lessons every day and the behaviour log is a mess — our secondary school',
  ],
  ['schools', 'Too many meetings and marking every weekend at the primary school where I teach'],
  ['schools', "Nobody reads the parents' emails: the Year 6 team at our school"],
  ['schools', 'ofsted next month and the timetable still has gaps. maths department, 9 teachers'],
  ['earlyYears', 'Ratios are tight, staff keep leaving and invoices go out late — our nursery'],
  ['earlyYears', 'Too many forms and not enough time for play at the preschool where I work'],
  ['earlyYears', 'Nobody covers lunch breaks: a childminding team of 3 in Bristol'],
  ['earlyYears', 'funding cuts, tired staff, unhappy parents. early years setting, 40 children'],
  ['university', 'Marking deadlines, endless admin and timetable clashes — our department at the university'],
  [
    'university',
    'Too many students per seminar and nobody updates the module pages: the history faculty where I lecture',
  ],
  ['university', "Nobody replies to emails about extensions at our university's student office"],
  ['university', 'course validation delayed, lecturers on strike. computing school at a uni in Leeds'],
  [
    'training',
    'Bookings get lost, trainers double-booked and certificates go out late — our training company',
  ],
  ['training', 'Too many courses, not enough first aid trainers at the skills centre where I work'],
  ['training', 'Nobody tracks who completed what: the L&D team running sessions for 2,000 staff'],
  ['training', 'learners drop out and venue bookings clash. apprenticeship provider, 10 assessors'],
];
