import type { ExampleMap } from '../../schemas/exampleMap';

/** Example maps from software delivery, product and consulting work. */
export const DELIVERY_EXAMPLE_MAPS: readonly ExampleMap[] = [
  {
    id: 'platform-engineering-team',
    title: 'Platform Engineering Team at a Fintech',
    systemBoundary:
      "Inside: the seven-person platform team, the deployment pipeline, container platform, observability stack and the platform's documentation. Outside: the twelve product teams who deploy onto the platform, the security team's policies, the cloud provider.",
    context:
      'Product teams waited days for environments and worked around the platform with their own scripts. The platform team was busy but felt unappreciated, and its backlog was mostly tickets.',
    needs:
      'From the perspective of the product teams, the platform exists to let them build, release and run services safely without becoming infrastructure experts, so that they can focus on customers while the company stays compliant.',
    values: ['Self-service', 'Reliability', 'Security', 'Developer experience'],
    principles: [
      'Treat internal teams as customers who could choose another way',
      'Reduce cognitive load: hide what teams do not need to know',
      'Paved roads beat gates: make the compliant path the easiest one',
      'Automate anything done more than twice a week',
    ],
    practices: [
      'Quarterly interviews with every product team',
      'Golden-path templates for new services',
      'Open roadmap review each quarter',
      'Weekly office hours and pairing sessions',
      'Track lead time from commit to production per team',
    ],
    tools: [
      'Developer portal with service catalogue',
      'Infrastructure as code in version control',
      'Container orchestration platform',
      'Shared dashboards for logs, metrics and traces',
    ],
    industry: 'Technology',
    teamSize: 'Medium Team',
    createdAt: '2026-03-16T10:15:00Z',
    visibility: 'public',
  },
  {
    id: 'learning-tdd',
    title: 'Learning Test-driven Development',
    systemBoundary:
      "Inside: one developer learning test-driven development over six weeks, with a mentor and a practice codebase. Outside: the team's delivery commitments, the production codebase until the developer feels ready.",
    context:
      'Mapping a skill rather than a team: the need is "learn TDD". A developer who had read about the technique kept abandoning it under deadline pressure and wanted to understand what it is for before trying again.',
    needs:
      "From the developer's personal perspective, this learning effort exists to build the habit of letting tests drive design, so that changes feel safe and the developer can work confidently in unfamiliar code.",
    values: [
      'Feedback: know within seconds whether the last change worked',
      'Small steps: each step is small enough to undo safely',
      'Testability',
    ],
    principles: [
      'Keep it simple: the simplest code that passes the test is enough for now',
      'You are not going to need it: build only what a test demands',
      'SOLID design: code with single responsibilities is easier to test',
      'High cohesion, low coupling: tests hurt when modules know too much about each other',
    ],
    practices: [
      'Red, green, refactor: write a failing test, make it pass, then tidy up',
      'Daily coding kata on the practice codebase',
      'Weekly pairing session with the mentor',
      'Keep a log of moments when skipping the test felt tempting, and why',
    ],
    tools: [
      'Test runner in watch mode',
      'IDE with quick refactoring shortcuts',
      'Kata catalogue for practice exercises',
    ],
    industry: 'Technology',
    teamSize: 'Small Team',
    createdAt: '2026-02-09T16:00:00Z',
    visibility: 'public',
  },
  {
    id: 'bank-architecture-theme',
    title: 'Bank Strategy Alignment: Architecture Theme',
    systemBoundary:
      "Inside: the architecture theme of a retail bank's technology strategy, covering the engineering teams, architects and platform owners who build and run customer-facing systems. Outside: the bank's separate optimisation theme, regulatory change programmes, vendor-managed core banking.",
    context:
      'The bank mapped its strategy as two themes, each with its own spine, so that leaders could see where the themes supported each other. This map restates the architecture theme in our words.',
    needs:
      "From the perspective of the bank's technology leadership, the architecture theme exists to make systems cheap and safe to change, so that the bank can respond to customers and competitors at the pace the market now demands.",
    values: ['Simplicity', 'Flexibility', 'Automation', 'Virtualisation'],
    principles: [
      'Core, supporting and commodity domains: invest in what differentiates, buy the rest',
      'Craftsmanship: well-made code is cheaper to change',
      'High cohesion, low coupling between services',
      'Cattle, not pets: servers are replaceable, not nursed back to health',
    ],
    practices: [
      'Continuous integration on every codebase',
      'DevOps: teams build and operate their services',
      'Test-driven development for new code',
      'Mob programming for complex or risky work',
    ],
    tools: ['Git for all source and configuration', 'Docker containers', 'Kubernetes for orchestration'],
    industry: 'Technology',
    teamSize: 'Large Team',
    createdAt: '2026-01-26T12:00:00Z',
    visibility: 'public',
  },
  {
    id: 'pilot-delivery-measurement',
    title: 'Pilot Initiative: Measuring Delivery under Charge-back',
    systemBoundary:
      'Inside: the two pilot teams, their delivery lead and the finance partner who runs the internal charge-back, for the three months of the pilot. Outside: teams not in the pilot, the wider IT budget process, individual performance reviews.',
    context:
      'Business units pay the IT department for delivery work through internal charge-back. They asked what they get for their money, and the department ran a pilot to find a fair way to show team productivity.',
    needs:
      'From the perspective of the business units who pay for the work, the pilot exists to measure what the teams deliver in a way both sides accept, so that charge-back reflects real output and conversations about value replace arguments about cost.',
    values: ['Visibility', 'Transparency', 'Fairness'],
    principles: [
      'Derive duration from size: estimate how big work is, let measured throughput give the dates',
      "Measure the team's throughput, never an individual's",
      'A shared definition of done keeps the numbers honest',
    ],
    practices: [
      'Point estimates before and after each piece of work to calibrate sizing',
      'Burn-up charts shared with the paying business units',
      'Monthly review of throughput and charge-back together with finance',
    ],
    tools: [
      'Jira for tracking work and producing burn charts',
      'Confluence for the definition of done and pilot reports',
      'Charge-back spreadsheet linked to delivered work',
    ],
    industry: 'Technology',
    teamSize: 'Medium Team',
    createdAt: '2026-03-03T09:00:00Z',
    visibility: 'public',
  },
  {
    id: 'physical-vs-digital-board',
    title: 'Choosing a Physical or Digital Team Board',
    systemBoundary:
      "Inside: one co-located product team of six and the decision about how they visualise their work. Outside: the company's reporting requirements, other teams' boards, the choice of issue tracker for the wider organisation.",
    context:
      'Half the team wanted a digital board for reporting; the other half liked the wall. The argument stalled at the Tools level, so the team went up the spine to agree what the board is for, then came back down.',
    needs:
      'From the perspective of the team members, the board exists to show everyone the state of the work at a glance and prompt the right conversations, so that the team can finish work together instead of starting more.',
    values: ['Feedback', 'Communication', 'Flow'],
    principles: [
      'High-bandwidth communication: talking in front of the work beats reading about it',
      'Small batches move faster and show problems sooner',
      'Limit work in progress',
      'Pull work when there is capacity rather than pushing it in',
    ],
    practices: [
      'Co-location in one team area',
      'Daily stand-up held at the board',
      'Story mapping to split work into small items',
      'WIP limits on each column',
    ],
    tools: [
      'Physical board and cards: the choice the team made, because it served the practices best',
      'Weekly photo of the board for stakeholders who need a record',
      'Coloured dots added to a card each day it is in progress, so ageing work stands out',
    ],
    industry: 'Product',
    teamSize: 'Small Team',
    createdAt: '2026-02-17T15:30:00Z',
    visibility: 'public',
  },
  {
    id: 'product-discovery-squad',
    title: 'Product Discovery for a Patient Booking App',
    systemBoundary:
      "Inside: the product manager, designer and tech lead who decide what the booking app should do next, plus their research participants and prototypes. Outside: the delivery team's sprints, the clinic network's contracts, app store release management.",
    context:
      'The app had many downloads but most users abandoned their first booking. The squad had a long list of feature requests from clinics and wanted a way to choose what to test first.',
    needs:
      'From the perspective of patients booking appointments, discovery exists to understand why bookings fail and to find changes that make booking easy, so that more people complete a booking and clinics fill their schedules.',
    values: ['Customer insight', 'Learning speed', 'Shared understanding', 'Evidence'],
    principles: [
      'Fall in love with the problem, not with the first solution',
      'Test the riskiest assumption first, as cheaply as possible',
      'Several options make a real choice; one option is a decision already made',
      'Everyone who builds should hear customers directly',
    ],
    practices: [
      'Weekly interviews with patients who abandoned a booking',
      'Opportunity solution tree focused on booking completion',
      'Prototype tests with five users before any build',
      'Fortnightly discovery review with clinic representatives',
    ],
    tools: [
      'Opportunity solution tree on a shared whiteboard',
      'Clickable prototypes',
      'Funnel analytics for the booking flow',
      'Interview snapshot template',
    ],
    industry: 'Product',
    teamSize: 'Medium Team',
    createdAt: '2026-06-08T10:45:00Z',
    visibility: 'public',
  },
  {
    id: 'consulting-discovery-engagement',
    title: 'Consulting Discovery: Why Projects Overrun at a Logistics Firm',
    systemBoundary:
      "Inside: two consultants, the client's chief operating officer as sponsor, about twenty interviewees and three workshops over six weeks. Outside: any implementation of recommendations, the client's board, other consultancies working with the firm.",
    context:
      "The client's change projects regularly overran by months. Earlier reports had blamed project managers; the sponsor wanted a deeper look at causes before commissioning any fix.",
    needs:
      'From the perspective of the client sponsor, the discovery exists to build a shared, evidence-based explanation of why projects overrun, so that the leadership team can agree on the few changes most likely to help.',
    values: ['Evidence', 'Candour', 'Client ownership', 'Confidentiality'],
    principles: [
      'Agree the contract before the diagnosis: expectations shape how findings land',
      'Start with hypotheses and let evidence overturn them',
      'People act on findings they helped create',
      'Systems produce the results they are designed for; look beyond individuals',
    ],
    practices: [
      'Contracting meeting on scope, roles and how findings will be shared',
      'Structured interviews across levels and functions',
      'Weekly playback of emerging themes to the sponsor',
      'Causal loop workshop with the leadership team',
      'Final session where the client ranks and owns the issues',
    ],
    tools: [
      'Engagement charter',
      'Interview guide and anonymised notes',
      'Causal loop diagram',
      'Issue tree',
    ],
    industry: 'Consulting',
    teamSize: 'Small Team',
    createdAt: '2026-05-04T09:00:00Z',
    visibility: 'public',
  },
  {
    id: 'consulting-operating-model-review',
    title: 'Operating Model Redesign for a Public Agency',
    systemBoundary:
      "Inside: a consultancy team of ten, the agency's executive board, five service directorates and the redesign programme over nine months. Outside: ministerial policy decisions, union negotiations, the agency's IT outsourcing contract.",
    context:
      'A merger left the agency with duplicated teams and unclear decision rights. Staff feared a cost-cutting exercise; the board wanted a design that staff would recognise as their own.',
    needs:
      "From the perspective of the agency's board and the citizens it serves, the engagement exists to design a simpler operating model with clear decision rights, so that services improve, staff know who decides what, and the agency can sustain the change without the consultants.",
    values: ['Transparency', 'Inclusion', 'Public value', 'Capability transfer'],
    principles: [
      'Design around the services citizens use, not around the old organisation chart',
      'People support what they help create',
      'Decision rights belong where the information is',
      'Change in small, reversible steps where possible',
    ],
    practices: [
      'Service journey mapping with front-line staff',
      'Design options tested with directorate leadership teams',
      'Fortnightly open briefings for all staff',
      'Paired working between consultants and agency staff on every workstream',
      'Phased transition plan with review points',
    ],
    tools: [
      'Service blueprint templates',
      'Decision-rights matrix',
      'Programme plan with milestones and review gates',
      'Staff feedback survey',
    ],
    industry: 'Consulting',
    teamSize: 'Large Team',
    createdAt: '2026-04-22T08:00:00Z',
    visibility: 'public',
  },
];
