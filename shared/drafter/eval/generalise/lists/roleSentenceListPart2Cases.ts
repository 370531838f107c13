/** Part 2 of ROLE_SENTENCE_LIST_CASES (split only to keep files short). */
export const ROLE_SENTENCE_LIST_PART_2_CASES: ReadonlyArray<readonly [string, string]> = [
  [
    'openSource',
    'Release coordinator for a volunteer-run open source database, we cut a version every six weeks and the tracker has 2,000 open issues.',
  ],
  [
    'openSource',
    'im the lead on a small github project for map tiles, a handful of contributors, maintainer burnout is real',
  ],
  [
    'dataPlatform',
    "I'm a data engineering lead at an online grocer in Leeds, our nightly pipelines fail and the dashboards show stale numbers.",
  ],
  [
    'dataPlatform',
    'Analytics manager for the data team at a retail bank in Johannesburg, 12 analysts, and nobody trusts the numbers in the warehouse.',
  ],
  [
    'dataPlatform',
    "I work as the platform owner for our company's data lake in Toronto, keeping ingestion jobs running and the ML models fed.",
  ],
  [
    'dataPlatform',
    'analyst on the central data team at a media company, building dashboards and cleaning up messy tables all day',
  ],
  [
    'platformOps',
    "I'm the on-call lead for the infrastructure team at a payments company, and our Kubernetes clusters keep hitting capacity limits.",
  ],
  [
    'platformOps',
    'Platform team manager at an online gaming company in Vancouver, 6 engineers, we look after the cloud infra and the deploy tooling.',
  ],
  [
    'platformOps',
    'I work as a systems administrator at a hosting provider in Cape Town, patching servers and keeping services up overnight.',
  ],
  [
    'platformOps',
    'DevOps engineer at a SaaS in Auckland, our terraform and CI pipelines are held together with duct tape',
  ],
  [
    'retrospectives',
    "I'm the scrum master for two teams at an insurer, and our retros have turned into moaning sessions with no follow-up actions.",
  ],
  [
    'retrospectives',
    'Delivery lead at a government digital agency, I facilitate the fortnightly retrospective and the same action items keep coming back.',
  ],
  [
    'retrospectives',
    "I work as a project coordinator at a web agency in Brighton and I've been asked to fix our sprint retros because nobody speaks up.",
  ],
  [
    'retrospectives',
    'team lead for 8 devs in Pune, our end of sprint retrospective meetings feel pointless, nothing actually improves after',
  ],
  [
    'newsMedia',
    "I'm the desk coordinator at a regional newspaper in Belfast, four reporters on nights, and our online readers drop off after 10pm.",
  ],
  [
    'newsMedia',
    'Digital producer at a local radio newsroom in Halifax, pushing breaking stories out to the website and the app.',
  ],
  [
    'newsMedia',
    'I work as the audience manager for a national news site in Nairobi, tracking which stories readers actually finish.',
  ],
  [
    'newsMedia',
    "sub-editor at a weekly paper in rural NSW, tiny team, we're losing readers and ad money every year",
  ],
  [
    'telecoms',
    "I'm a field operations supervisor for a broadband provider in Cornwall, and our engineers can't keep up with fibre installs.",
  ],
  [
    'telecoms',
    "Network planner at a mobile operator in Johannesburg, we're putting up new towers to fix dead spots in coverage.",
  ],
  [
    'telecoms',
    'I work as a fault coordinator at a telecoms company in Ireland, logging outages and sending out the techs.',
  ],
  [
    'telecoms',
    'im a technician for a rural wireless internet provider in Saskatchewan, climbing towers at minus 30 to fix dropped signal',
  ],
  [
    'creativeAgency',
    "I'm an account director at a branding agency in Shoreditch, and clients keep changing the brief after we've presented concepts.",
  ],
  [
    'creativeAgency',
    'Studio manager for a small design agency in Cape Town, 11 creatives, juggling three campaign deadlines in the same week.',
  ],
  [
    'creativeAgency',
    'I work as a traffic coordinator at an ad agency in Toronto, routing jobs between the copywriters and art directors.',
  ],
  [
    'creativeAgency',
    'copywriter at a digital marketing agency in Mumbai, every client wants a viral campaign on a tiny budget',
  ],
  [
    'finance',
    "I'm the financial controller for a mid-size company in Leeds, month-end close takes nine days and the ledger never reconciles cleanly.",
  ],
  [
    'finance',
    'Treasury analyst at the head office of a listed group in Johannesburg, forecasting cash and managing our currency exposure.',
  ],
  [
    'finance',
    'I work as the FP&A lead at a SaaS business in Sydney, building the budget and explaining variances to the board.',
  ],
  [
    'finance',
    'accounts payable clerk in a corporate finance department, 5 of us, invoices pile up at quarter end and suppliers chase payment',
  ],
  [
    'insurance',
    "I'm a team manager in the claims department of a car insurer in Cardiff, and the flooding has tripled our backlog.",
  ],
  [
    'insurance',
    "Assistant at a Lloyd's broker in London, preparing submissions so the underwriters can price the risk.",
  ],
  [
    'insurance',
    'I work as an operations analyst at a medical aid insurer in Durban, reviewing why so many policyholder claims get rejected.',
  ],
  [
    'insurance',
    'loss adjuster for a home insurance company in Christchurch, still settling earthquake claims years later',
  ],
  [
    'accounting',
    "I'm the practice manager at a small accountancy firm in Galway, 9 staff, and the tax return deadline crush is killing us.",
  ],
  [
    'accounting',
    "Senior associate at a chartered accountants' office in Pune, handling GST filings and audits for around 40 clients.",
  ],
  [
    'accounting',
    'I work as an administrator at a bookkeeping firm in Brisbane, chasing tradies for their receipts before the BAS is due.',
  ],
  ['accounting', 'partner at a two-partner CPA firm in Ohio, tax season has us pulling 70 hour weeks'],
  [
    'realEstate',
    "I'm a branch manager at a letting agency in Nottingham, 600 properties on the books, and landlords are selling up.",
  ],
  [
    'realEstate',
    'Assistant property manager for a residential building in Toronto, tenants complain about the elevators every single week.',
  ],
  [
    'realEstate',
    'I work as a negotiator at an estate agent in Dublin, booking viewings and chasing offers on houses.',
  ],
  [
    'realEstate',
    'admin for a rental property company in Auckland, I process tenancy applications and lodge bonds',
  ],
  [
    'legal',
    "I'm the office manager at a high street law firm in Leicester, five solicitors, and the conveyancing files are stacking up.",
  ],
  [
    'legal',
    'Associate at a commercial law firm in Johannesburg, drafting contracts for fintech clients and billing every six minutes.',
  ],
  [
    'legal',
    'I work as a paralegal in the litigation team of a firm in Vancouver, preparing court bundles for each matter.',
  ],
  [
    'legal',
    'im a team leader in the legal department of a bank in Mumbai, reviewing contracts and vendor agreements all day',
  ],
  [
    'consulting',
    "I'm a senior manager at a strategy consultancy in London, and we're stretched across five client engagements at once.",
  ],
  [
    'consulting',
    "Associate at a management consulting firm in Sydney, building models and slide decks for proposals that mostly don't win.",
  ],
  [
    'consulting',
    'I work as an engagement lead for a boutique consulting practice in Toronto, advising mid-size firms on operations.',
  ],
  [
    'consulting',
    'analyst at one of the big four advisory arms in Bangalore, the billable hours target is brutal',
  ],
  [
    'architecture',
    "I'm an associate director at an architecture practice in Glasgow, 25 staff, and planning delays are stalling our housing schemes.",
  ],
  [
    'architecture',
    "Technician at a small architects' office in Cork, doing the drawings in Revit for house extensions.",
  ],
  [
    'architecture',
    'I work as the office manager for an architecture studio in Melbourne, coordinating between the designers and clients.',
  ],
  [
    'architecture',
    'architect running a two-person practice in Wellington, mostly residential renovations, consenting takes forever',
  ],
  [
    'research',
    "I'm a lab manager at a research institute in Cambridge, 14 postdocs, and our experiments keep stalling on broken equipment.",
  ],
  [
    'research',
    'Project coordinator at a social science research centre in Dublin, running a national survey study.',
  ],
  [
    'research',
    'I work as a technician in a physics research lab in Toronto, keeping the lasers aligned for experiments.',
  ],
  [
    'research',
    'postdoc in a marine ecology group in Hobart, trying to get two papers out of one field season',
  ],
  [
    'veterinary',
    "I'm the head receptionist at a mixed vet clinic in rural Wales, and pet owners get angry about out-of-hours fees.",
  ],
  [
    'veterinary',
    'Clinic supervisor for an animal hospital in Calgary, 20 staff, and we are short on vet techs.',
  ],
  [
    'veterinary',
    'I work as an administrator at an equine veterinary practice in Kildare, booking yard visits for the horses.',
  ],
  ['veterinary', 'vet nurse at a small animal clinic in Pretoria, we see about 50 dogs and cats a day'],
  [
    'peopleTeam',
    "I'm a coordinator in the HR department of a 600-person company in Leeds, and our hiring process takes far too long.",
  ],
  [
    'peopleTeam',
    'Assistant in the people and culture team at a mid-size firm in Melbourne, I run onboarding for new starters.',
  ],
  [
    'peopleTeam',
    'I work as a benefits officer in the HR function of an engineering consultancy in Pune, handling employee queries about leave and pay.',
  ],
  [
    'peopleTeam',
    'recruiter at a tech company in Austin, we need to hire 40 engineers this year and offers keep getting declined',
  ],
  [
    'facilities',
    "I'm the facilities supervisor at an office park in Reading, and reactive maintenance jobs swamp all the planned work.",
  ],
  [
    'facilities',
    'Contract manager for a commercial cleaning company in Dublin, 90 cleaners across 30 office buildings.',
  ],
  [
    'facilities',
    'I work as a building manager for a corporate tower in Johannesburg, sorting out lifts, aircon and the cleaners.',
  ],
  [
    'facilities',
    'caretaker for a block of offices in Hamilton NZ, fixing lights, leaks and the dodgy boiler',
  ],
  [
    'security',
    "I'm a shift supervisor at a security company guarding a retail park in Manchester, and shoplifting incidents are rising.",
  ],
  [
    'security',
    'Control room operator for a guarding firm in Johannesburg, monitoring alarms and sending out armed response.',
  ],
  [
    'security',
    'I work as the security manager for a corporate campus in Bangalore, 45 guards on patrol rotations.',
  ],
  ['security', 'night guard at a car dealership in Brisbane, doing patrols every hour and logging incidents'],
  [
    'publicServices',
    "I'm a team manager in the council's housing benefits service in Bradford, and residents wait weeks for a decision.",
  ],
  [
    'publicServices',
    'Customer services officer at a district council in Kent, handling resident queries about council tax and parking permits.',
  ],
  [
    'publicServices',
    'I work as a coordinator at a municipal service centre in Ottawa, helping citizens with permits and bylaw complaints.',
  ],
  [
    'publicServices',
    'im an admin at the local county council in Wexford, dealing with planning applications and complaints from the public',
  ],
  [
    'governmentPolicy',
    "I'm an adviser in a government department in Whitehall, drafting briefings for the minister on housing reform.",
  ],
  [
    'governmentPolicy',
    'Analyst at a government ministry in Wellington, pulling together the evidence base for a proposed change to welfare policy.',
  ],
  [
    'governmentPolicy',
    'I work as a principal officer in the Department of Health in Dublin, running a public consultation on tobacco regulation.',
  ],
  [
    'governmentPolicy',
    'desk officer in a state ministry in Delhi, preparing cabinet notes for the minister, files move very slowly only',
  ],
  [
    'justice',
    "I'm a clerk at a magistrates' court in Sheffield, and hearings keep getting adjourned for lack of interpreters.",
  ],
  [
    'justice',
    'Case administrator for the probation service in Auckland, tracking offenders on community sentences.',
  ],
  [
    'justice',
    "I work as an officer in a men's prison in Ontario, 600 inmates, and staffing is dangerously low.",
  ],
  ['justice', 'listing officer at the crown court in Cardiff, juggling a backlog of 900 trials'],
  [
    'emergencyServices',
    "I'm a watch manager at a fire station in Essex, crew of 12, and response times suffer when appliances are off the run.",
  ],
  [
    'emergencyServices',
    'Dispatcher at a 911 centre in Manitoba, handling emergency calls and sending police and fire out.',
  ],
  [
    'emergencyServices',
    'I work as a duty officer for the state emergency service in NSW, coordinating flood rescues.',
  ],
  [
    'emergencyServices',
    'firefighter at a station in Durban, most of our callouts are shack fires in the informal settlements',
  ],
  [
    'schools',
    "I'm head of year 9 at a comprehensive in Leeds, 240 pupils, and behaviour in lessons has got worse since covid.",
  ],
  [
    'schools',
    'Administrator at a primary school in Cork, handling attendance and letters home for 400 kids.',
  ],
  [
    'schools',
    'I work as the exams officer at a secondary school in Auckland, organising timetables for NCEA assessments.',
  ],
  [
    'schools',
    'maths teacher at a high school in Pune, classes of 50, hard to give anyone individual attention',
  ],
  [
    'earlyYears',
    "I'm the deputy manager of a day nursery in Bristol, 60 children on roll, and we can't recruit qualified staff.",
  ],
  [
    'earlyYears',
    'Room leader at a childcare centre in Brisbane, toddler room, and parents want daily updates on the app.',
  ],
  [
    'earlyYears',
    'I work as a coordinator for a family daycare network in Toronto, supporting home-based educators who look after little ones.',
  ],
  ['earlyYears', 'nursery practitioner in Dublin, baby room, three under-ones each and constant nappies'],
  [
    'university',
    "I'm a programme administrator at a university in Manchester, 400 students on our business degree, and module timetabling is chaos.",
  ],
  [
    'university',
    'Course director at a university in Johannesburg, redesigning first-year modules because pass rates are low.',
  ],
  [
    'university',
    'I work as a student adviser at a college of a big university in Ontario, helping undergrads who fall behind.',
  ],
  ['university', 'lecturer in chemistry at a university in Galway, 300 in my first-year lecture'],
];
