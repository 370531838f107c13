/** Part 2 of SENTENCE_LIST_3_CASES (split only to keep files short). */
export const SENTENCE_LIST_3_PART_2_CASES: ReadonlyArray<readonly [string, string]> = [
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
];
