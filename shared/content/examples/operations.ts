import type { ExampleMap } from '../../schemas/exampleMap';

/** Example maps from operations, care, research, retail, customer success and sales. */
export const OPERATIONS_EXAMPLE_MAPS: readonly ExampleMap[] = [
  {
    id: 'water-leak-response-crew',
    title: 'Leak Response Crews at a Regional Water Utility',
    systemBoundary:
      'Inside: the six two-person leak crews, their supervisor, the dispatch desk that assigns leak jobs, and the reinstatement of roads and pavements after a repair. Outside: planned mains replacement, the customer contact centre, billing, and the contractors who resurface major roads.',
    context:
      'Leakage targets set by the regulator were missed two years running. Crews felt they were judged on jobs closed per day, so small leaks were patched quickly while larger hidden losses waited. The supervisor wanted a shared picture before changing any targets.',
    needs:
      'From the perspective of the utility and the households it serves, this crew system exists to find and stop water loss quickly and safely, so that supply stays reliable, treated water is not wasted and the utility meets its leakage commitments.',
    values: [
      'Safety: nobody works a live excavation without the right protection',
      'Water saved: volume lost matters more than jobs closed',
      'Reliability',
      'Public trust',
    ],
    principles: [
      'Prioritise by loss and risk: a burst main beats a dripping valve even if it takes longer',
      'Measure what you want more of: counting jobs rewards quick patches over large savings',
      'Local knowledge finds leaks: crews who know a district hear problems others miss',
      'Fix it once: a rushed repair that fails again costs two excavations',
    ],
    practices: [
      'Morning huddle with dispatch: overnight alarms, priorities and hazards',
      'District ownership: each crew looks after the same set of zones for a season',
      'Night flow analysis each week to target hidden leaks',
      'Repair quality check by the supervisor on one job per crew per week',
      'Monthly review of water saved per district with the crews themselves',
    ],
    tools: [
      'Acoustic loggers and ground microphones: locate leaks before they surface',
      'District metered area dashboard: shows night flow per zone',
      'Mobile job app: photos, materials used and hazard notes at the point of work',
      'Van stock checklist so the right fittings are on board',
    ],
    industry: 'Water Utility',
    teamSize: 'Medium Team',
    createdAt: '2026-09-02T08:30:00Z',
    visibility: 'public',
  },
  {
    id: 'water-drought-demand-programme',
    title: 'Drought Demand Management Programme',
    systemBoundary:
      'Inside: the cross-department programme that reduces household and business demand during a declared drought: communications, metering, leak incentives, restrictions enforcement and the programme board. Outside: long-term reservoir investment, tariff setting by the regulator, national drought policy.',
    context:
      'After a dry winter, reservoir levels fell below the trigger for a drought declaration. Five departments each had their own plans, and customers received mixed messages about what they were asked to do.',
    needs:
      'From the perspective of the communities served and the regulator, the programme exists to keep essential supply running through the drought by reducing demand fairly, so that no area loses water and trust in the utility survives the restrictions.',
    values: ['Fairness', 'Clarity: one message, repeated consistently', 'Public health', 'Adaptability'],
    principles: [
      'People cut use when they understand why and see others doing the same',
      'Target the biggest users first: a few large users shift the total most',
      'Lead by example: the utility fixes its own leaks visibly before asking customers to save',
      'Decide at the last responsible moment: rainfall changes the picture weekly',
    ],
    practices: [
      'Weekly programme board using reservoir and demand forecasts',
      'One customer message calendar shared by every department',
      'Free water-saving visits for the highest-use households',
      'Restriction stages agreed in advance with clear triggers',
      'Public dashboard of reservoir levels and daily demand',
    ],
    tools: [
      'Demand forecasting model updated daily',
      'Smart meter data for large business users',
      'Customer communications platform with segmented messages',
      'Shared programme RAID log',
    ],
    industry: 'Water Utility',
    teamSize: 'Large Team',
    createdAt: '2026-08-14T10:00:00Z',
    visibility: 'public',
  },
  {
    id: 'hospital-ward-discharge-team',
    title: 'Discharge Team on a Medical Ward',
    systemBoundary:
      "Inside: the ward's doctors, nurses, pharmacist, physiotherapist and discharge coordinator, and everything from the decision that a patient is medically fit to the moment they leave. Outside: emergency department flow, community care providers, hospital transport scheduling.",
    context:
      "Patients who were ready to go home often waited until evening for medicines and paperwork, while the emergency department queued for beds. Staff blamed each other's departments; nobody owned the whole discharge.",
    needs:
      'From the perspective of patients and their families, the discharge team exists to send each patient home safely, on time and well prepared for what comes next, so that they recover where they want to be and the bed is free for the next person who needs it.',
    values: ['Patient safety', 'Timeliness', 'Dignity', 'Teamwork'],
    principles: [
      'Plan discharge from admission: the end date shapes everything before it',
      'Batching causes delays: medicines prepared together at 4 p.m. hold up morning discharges',
      'Handovers lose information: the fewer the better, and each one written down',
      'The patient is part of the team: informed families spot problems early',
    ],
    practices: [
      'Estimated discharge date set within 24 hours of admission and shared with the patient',
      'Board round at 9 a.m. focused on who can go home today',
      'Take-home medicines ordered the day before expected discharge',
      'Discharge lounge for patients waiting for transport',
      'Weekly review of delayed discharges and their causes',
    ],
    tools: [
      'Ward whiteboard with expected discharge dates',
      'Electronic discharge summary sent to the family doctor',
      'Discharge checklist covering medicines, transport and follow-up',
    ],
    industry: 'Healthcare',
    teamSize: 'Medium Team',
    createdAt: '2026-07-21T07:45:00Z',
    visibility: 'public',
  },
  {
    id: 'genomics-research-lab',
    title: 'Small Genomics Research Lab',
    systemBoundary:
      "Inside: the principal investigator, two postdocs, three doctoral students, the lab's protocols, data and analysis code. Outside: the university's sequencing core facility, funders, journals and the ethics committee.",
    context:
      "A paper had to be corrected after an analysis could not be reproduced from the lab's own files. The lab wanted to agree what good research practice means for them without burying students in bureaucracy.",
    needs:
      "From the perspective of the scientific community and the lab's members, the lab exists to produce trustworthy findings about the genetics of rare diseases while training its members as independent researchers, so that others can build on the work and members leave ready to run their own research.",
    values: ['Rigour', 'Reproducibility', 'Openness', 'Curiosity', 'Mentorship'],
    principles: [
      'Anything not recorded did not happen: future you is a different reader',
      'Decide the analysis before seeing the results to avoid fooling yourself',
      'Criticism of ideas is not criticism of people',
      'Small, frequent check-ins catch wrong turns earlier than annual reviews',
    ],
    practices: [
      'Weekly lab meeting alternating between progress updates and paper critique',
      "Analysis plan written before each experiment's data is unblinded",
      'Code review of every analysis script by a second lab member',
      'Data and code archived with each submitted paper',
      'Monthly one-to-one between each member and the investigator',
    ],
    tools: [
      'Electronic lab notebook',
      'Version control for analysis code',
      'Workflow manager that reruns the full analysis from raw data',
      'Reference manager shared across the lab',
    ],
    industry: 'Healthcare',
    teamSize: 'Small Team',
    createdAt: '2026-06-30T13:00:00Z',
    visibility: 'public',
  },
  {
    id: 'retail-store-opening-shift',
    title: 'Opening Shift at a Neighbourhood Grocery Store',
    systemBoundary:
      'Inside: the shift leader and four colleagues who open the store, from arrival at 6 a.m. until the doors open at 7 a.m. and the first hour of trading. Outside: overnight deliveries, the head-office planogram, the afternoon and closing shifts.',
    context:
      'Customers complained about empty fresh shelves first thing, and the opening team often started the day stressed. The store manager asked the shift to map its hour before suggesting changes.',
    needs:
      'From the perspective of the early-morning customers and the shift itself, the opening shift exists to have a safe, fully stocked and welcoming store ready on time, so that regular customers can shop quickly before work and the team starts the day calm.',
    values: ['Readiness', 'Freshness', 'Safety', 'Team spirit'],
    principles: [
      'Fresh first: the items customers come for in the morning go out before anything else',
      'Standard work frees attention for the unexpected',
      'Problems found at 6 a.m. are cheap; found at 7 a.m. they are public',
      'Tell the next shift what you could not finish',
    ],
    practices: [
      'Five-minute start-of-shift briefing with the delivery notes',
      'Opening checklist walked in the same order every day',
      'Bread, fruit and milk replenished before other aisles',
      'Safety walk of entrances and floors ten minutes before opening',
      'Handover note to the mid-morning shift',
    ],
    tools: [
      'Laminated opening checklist at the staff entrance',
      'Handheld scanner for gap checks on shelves',
      'Shared shift notebook',
    ],
    industry: 'Retail',
    teamSize: 'Small Team',
    createdAt: '2026-10-05T06:15:00Z',
    visibility: 'public',
  },
  {
    id: 'retail-peak-season-programme',
    title: 'Peak-season Readiness for an Online and Store Retailer',
    systemBoundary:
      'Inside: the programme that prepares the website, warehouses, stores and customer service for the November to December peak: capacity planning, trading calendar, staffing and the peak control room. Outside: buying decisions for the ranges, year-round marketing, supplier contracts.',
    context:
      "Last year's peak saw the website slow down during a major promotion and parcels delayed by a week. Leadership wanted every function to prepare against the same assumptions this time.",
    needs:
      "From the perspective of customers and the board, peak readiness exists to let the business take every order it can fulfil during its busiest weeks and deliver on its promises, so that the year's results and customer loyalty are protected.",
    values: ['Reliability', 'Customer promise', 'Coordination', 'Preparedness'],
    principles: [
      'Plan against one shared demand forecast, with an agreed stretch case',
      'The slowest link sets the pace: find the constraint before adding capacity elsewhere',
      'Freeze risky changes close to peak; rehearse the ones you cannot avoid',
      'Decide who decides in advance: incidents at peak leave no time to negotiate',
    ],
    practices: [
      'Load test the website at twice forecast peak traffic',
      'Cross-functional trading calendar reviewed weekly from September',
      'Change freeze for the two weeks around the biggest promotion',
      'Peak control room with warehouse, web, stores and service represented',
      "Daily stand-up during peak with yesterday's numbers and today's risks",
    ],
    tools: [
      'Shared demand forecast model',
      'Load-testing tool and capacity dashboard',
      'Control room incident log',
      'Warehouse capacity tracker',
    ],
    industry: 'Retail',
    teamSize: 'Large Team',
    createdAt: '2026-09-10T09:00:00Z',
    visibility: 'public',
  },
  {
    id: 'customer-success-onboarding',
    title: 'Customer-success Onboarding for a B2B Software Product',
    systemBoundary:
      'Inside: four onboarding managers, the technical implementation specialist, the onboarding playbook and the first ninety days of each new customer. Outside: the sales cycle, product development, renewal negotiations.',
    context:
      'Customers who were still not using the product three months after signature were twice as likely to cancel. Onboarding managers each ran things their own way and handovers to account managers were patchy.',
    needs:
      'From the perspective of new customers, onboarding exists to help them reach the result they bought the product for within their first ninety days, so that they see its value, adopt it widely and choose to renew.',
    values: ['Time-to-value', 'Customer confidence', 'Consistency', 'Candour'],
    principles: [
      "The customer's goal defines done, not the completion of training sessions",
      'An early visible win builds the sponsorship needed for harder changes',
      'Tell customers early about risks to their goals',
      'A shared playbook lets managers cover for each other',
    ],
    practices: [
      "Kick-off that records success criteria and the customer's own deadline",
      'Joint onboarding plan with milestones owned by named people on both sides',
      'Usage review at day 30 and day 60 with a red, amber or green rating',
      'Three-way handover meeting with the customer and the account manager',
    ],
    tools: [
      'Customer success platform tracking milestones and health scores',
      'Onboarding plan template',
      'Product usage dashboard per account',
      'Recorded training library',
    ],
    industry: 'Success',
    teamSize: 'Medium Team',
    createdAt: '2026-10-12T11:30:00Z',
    visibility: 'public',
  },
  {
    id: 'customer-education-team',
    title: 'Customer Education Team',
    systemBoundary:
      'Inside: two instructional designers and a video producer, the online academy, live webinars and certification. Outside: support tickets, product documentation written by engineering, the marketing website.',
    context:
      'The academy had grown to over two hundred lessons, many outdated. Support still received the same beginner questions, and the team wanted to decide what to build next and what to retire.',
    needs:
      "From the perspective of customers' users, the education team exists to help people become confident with the product at their own pace, so that they get more from it and need less help from support.",
    values: ['Learner success', 'Accuracy', 'Accessibility', 'Focus'],
    principles: [
      'Teach the task, not the feature: people learn what helps them do their job',
      'Short lessons get finished; long ones get abandoned',
      'Support tickets reveal where learning is missing',
      'Outdated content is worse than none: it teaches the wrong thing',
    ],
    practices: [
      'Monthly review of top support topics to choose new lessons',
      'Lesson review when the related feature changes',
      'Pilot each new course with five real users before release',
      'Retire lessons with low completion and no recent update',
    ],
    tools: [
      'Learning management system with completion data',
      'Screen recording and captioning tool',
      'Content inventory spreadsheet with owners and review dates',
    ],
    industry: 'Success',
    teamSize: 'Small Team',
    createdAt: '2026-05-18T14:00:00Z',
    visibility: 'public',
  },
  {
    id: 'b2b-sales-pod',
    title: 'B2B Sales Pod for Mid-market Accounts',
    systemBoundary:
      'Inside: one account executive, two sales development representatives and a solutions engineer working a shared territory, from first outreach to signed contract. Outside: marketing campaigns, pricing policy, legal review of contracts, onboarding after signature.',
    context:
      'The pod hit its number last year thanks to two large deals but the pipeline is thin. The representatives feel pushed to chase activity targets, and the solutions engineer is pulled into every demo.',
    needs:
      'From the perspective of the sales leadership and the buyers, the pod exists to help mid-market companies decide whether the product solves their problem and, where it does, to close a fair deal, so that revenue is predictable and customers arrive with the right expectations.',
    values: ['Buyer trust', 'Predictability', 'Teamwork', 'Focus'],
    principles: [
      'Qualify early: a lost deal decided in week one is cheaper than one lost in month four',
      'A steady pipeline beats heroic quarter ends',
      'Specialists are a shared constraint: protect their time for deals that need them',
      'Honest forecasts let the company plan; hopeful ones hurt everyone',
    ],
    practices: [
      'Qualification checklist agreed by the pod and reviewed on every new opportunity',
      'Weekly pipeline review with a commit, best case and pipeline view',
      'Discovery call before any demo',
      'Solutions engineer joins only after qualification is complete',
      'Win and loss review after every closed deal',
    ],
    tools: [
      'CRM with shared opportunity stages',
      'Call recording with searchable notes',
      'Mutual action plan document shared with the buyer',
    ],
    industry: 'Sales',
    teamSize: 'Small Team',
    createdAt: '2026-10-20T08:00:00Z',
    visibility: 'public',
  },
  {
    id: 'regional-sales-forecasting',
    title: 'Regional Sales Organisation: Forecasting and Planning',
    systemBoundary:
      "Inside: eight regional sales teams, their managers, sales operations and the monthly forecasting cycle. Outside: product pricing, marketing budgets, finance's annual budget process.",
    context:
      'The forecast missed by more than twenty percent three quarters in a row. Finance stopped trusting it and began applying its own discount, and regional managers felt second-guessed.',
    needs:
      'From the perspective of the executive team and finance, the forecasting cycle exists to give an honest, early view of revenue for the next two quarters, so that the company can hire, invest and commit to investors with confidence.',
    values: ['Accuracy', 'Honesty', 'Accountability', 'Consistency'],
    principles: [
      'A forecast is a probability, not a promise: show ranges and confidence',
      'Compare forecasts with outcomes to learn who is biased and by how much',
      'The same stage definitions everywhere make regions comparable',
      'Punishing misses produces padded forecasts',
    ],
    practices: [
      'Common stage definitions with exit criteria for every opportunity',
      'Monthly forecast call per region, then a consolidated review',
      'Forecast accuracy report per region, shared without blame',
      'Deal inspection of the ten largest opportunities each month',
    ],
    tools: [
      'CRM with enforced stage fields',
      'Forecasting dashboard with historical accuracy',
      'Shared forecast template',
    ],
    industry: 'Sales',
    teamSize: 'Large Team',
    createdAt: '2026-04-07T09:30:00Z',
    visibility: 'public',
  },
];
