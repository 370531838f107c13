/** Part 2 of PROBLEM_FIRST_LIST_CASES (split only to keep files short). */
export const PROBLEM_FIRST_LIST_PART_2_CASES: ReadonlyArray<readonly [string, string]> = [
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
];
