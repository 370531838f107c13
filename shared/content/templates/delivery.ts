import type { Template } from '../../schemas/template';

/** Templates for engineering, marketing and support teams. */
export const DELIVERY_TEMPLATES: readonly Template[] = [
  {
    id: 'software-delivery-team',
    name: 'Cross-functional Software Delivery Team',
    description:
      'A product-facing team that designs, builds, tests and releases software itself. A sound first map for any team that owns a service end to end.',
    category: 'Engineering',
    systemBoundary:
      'Inside: one long-lived team of developers, a tester, a designer and a product owner, their backlog, codebase and release pipeline. Outside: other teams they depend on, the wider release calendar, hiring and budgets.',
    needs:
      'From the perspective of the business that funds it, this team exists to turn customer problems into working software in small, safe steps, so that the product earns and keeps its users.',
    values: [
      'Feedback: learn within days whether a change helped',
      'Simplicity',
      'Predictability: stakeholders can plan around what we say',
      'Collaboration',
      'Sustainable pace',
    ],
    principles: [
      'Small batches: smaller changes are cheaper to test, release and undo',
      'Limit work in progress: finish before starting so feedback arrives sooner',
      'Quality is built in: defects found late cost far more than defects prevented',
      'The team that builds it runs it: operating a system teaches you how to build it better',
      'Shared ownership: any member can safely change any part of the code',
    ],
    practices: [
      'Backlog refinement: shape the next few items together before they are needed',
      'Daily stand-up: coordinate around the board, not around status reports',
      'Pair or ensemble programming on risky changes',
      'Continuous integration: merge to the main line at least daily',
      'Review with users: show working software every iteration and ask what changed for them',
      'Retrospective: pick one improvement experiment and check it next time',
    ],
    tools: [
      'Team board: shows every item from idea to released, with WIP limits',
      'CI pipeline: runs the whole test suite on every merge',
      'Feature flags: separate deploying code from releasing it',
      'Error tracking and dashboards: show how released work behaves',
    ],
    industry: 'Technology',
    teamSize: 'Medium Team',
    useCases: [
      'Kick off a newly formed product team',
      'Reset a team after a reorganisation',
      'Explain the team to a new manager',
      'Settle a disagreement about process by going up to shared needs',
      'Onboard new members',
    ],
    isPopular: 'true',
  },
  {
    id: 'platform-engineering-team',
    name: 'Internal Platform Team',
    description:
      'A team that builds paved roads (build, deploy, observe) for other engineering teams. Useful when a platform team must decide what to build and what to leave to product teams.',
    category: 'Engineering',
    systemBoundary:
      'Inside: the platform team, its self-service tooling, documentation and support channel. Outside: the product teams who use the platform, the cloud provider, security policy set by the CISO office.',
    needs:
      'From the perspective of the product teams, the platform exists to make the safe way to build, ship and run software also the easiest way, so that they spend their effort on customer problems.',
    values: [
      'Developer experience',
      'Reliability',
      'Self-service: no ticket needed for routine work',
      'Security: safe defaults with nothing to opt into',
    ],
    principles: [
      'Treat the platform as a product: its users choose whether to adopt it',
      'Reduce cognitive load: teams should not need to master infrastructure to ship',
      'Golden paths over mandates: make the right way attractive rather than compulsory',
      'Automate the repetitive: people make mistakes on tasks they do weekly',
    ],
    practices: [
      'User interviews with product teams each quarter',
      'Platform roadmap reviewed openly with the teams that use it',
      'Templates for new services that include pipeline, monitoring and security checks',
      'Office hours: a fixed weekly slot for questions and pairing',
      'Measure adoption and lead time before and after each platform change',
    ],
    tools: [
      'Developer portal: one place to find services, owners and docs',
      'Infrastructure as code: every environment reproducible from version control',
      'Service templates: scaffold a new service in minutes',
      'Shared observability stack: logs, metrics and traces in one place',
    ],
    industry: 'Technology',
    teamSize: 'Medium Team',
    useCases: [
      'Decide what belongs on the platform roadmap',
      'Explain the platform team to product teams',
      'Design a platform adoption campaign',
    ],
    isPopular: 'false',
  },
  {
    id: 'on-call-incident-response',
    name: 'On-call and Incident Response Rotation',
    description:
      'The people and habits that keep a live service running out of hours. Helps a team agree how incidents are handled before the next one starts.',
    category: 'Engineering',
    systemBoundary:
      'Inside: the on-call rota, alerting, the incident process from page to post-incident review. Outside: feature development, customer communications owned by support, vendor contracts.',
    needs:
      'From the perspective of customers and the people on call, this rotation exists to restore service quickly and calmly when something breaks, so that customers can rely on the product and engineers can rely on their evenings.',
    values: [
      'Fast recovery',
      'Composure: clear decisions under pressure',
      'Learning',
      'Fairness: the load is shared and visible',
    ],
    principles: [
      'Recovery beats root cause during an incident: restore first, explain later',
      'Blame hides information: people report what they fear will not be punished',
      'Alert on symptoms users feel, not on every internal metric',
      'One person coordinates: a clear incident lead prevents duplicated work',
    ],
    practices: [
      'Runbooks for the ten most frequent alerts',
      'Incident roles: lead, communicator and fixer named in the first five minutes',
      'Blameless post-incident review within a week',
      'Rotation handover with open issues and recent changes',
      'Game days: rehearse failures in a safe environment',
    ],
    tools: [
      'Paging tool with escalation rules',
      'Incident channel created automatically per incident',
      'Status page for customers',
      'Review template: timeline, contributing factors, follow-up actions',
    ],
    industry: 'Technology',
    teamSize: 'Small Team',
    useCases: [
      'Set up a first on-call rotation',
      'Reduce alert fatigue',
      'Improve post-incident reviews',
      'Agree incident roles with support',
    ],
    isPopular: 'false',
  },
  {
    id: 'team-retrospective',
    name: 'Team Retrospective',
    description:
      'A map of one recurring meeting rather than a whole team. Shows that the boundary can be small and helps a team decide what its retrospective is really for.',
    category: 'Engineering',
    systemBoundary:
      "Inside: the team's regular retrospective, its facilitator, participants and follow-up actions. Outside: performance reviews, decisions that need management approval, other teams' retrospectives.",
    needs:
      'From the perspective of the team members, the retrospective exists to give everyone a safe, regular moment to improve how they work together, so that small problems are fixed before they become habits.',
    values: ['Psychological safety', 'Continuous improvement', 'Candour', 'Follow-through'],
    principles: [
      'People speak up only when it feels safe to do so',
      'Small experiments beat big plans: one change at a time shows what worked',
      'Unfinished actions erode trust in the meeting itself',
      'Data before opinions: a shared timeline reduces arguments about what happened',
    ],
    practices: [
      'Set the stage: a short check-in so every voice is heard early',
      'Gather data with a timeline of the period',
      'Choose one improvement as an experiment with an owner and a check date',
      'Open the next retro by reviewing the last experiment',
      'Rotate facilitation across the team',
    ],
    tools: [
      'Next retro topics list: a running list anyone can add to between meetings',
      'Whiteboard or online canvas for the timeline',
      'Actions column on the team board',
    ],
    industry: 'Technology',
    teamSize: 'Small Team',
    useCases: [
      'Revive a retrospective that has gone stale',
      'Train a new facilitator',
      'Agree ground rules for a new team',
    ],
    isPopular: 'true',
  },
  {
    id: 'retail-campaign-marketing',
    name: 'Retail Campaign Marketing Team',
    description:
      'A marketing team that plans and runs seasonal campaigns across stores and online. Helps balance brand work against the pressure for short-term sales.',
    category: 'Marketing',
    systemBoundary:
      "Inside: campaign planning, creative production, channel scheduling and campaign reporting. Outside: pricing decisions, store operations, the external creative agency's internal process.",
    needs:
      'From the perspective of the retail business, this team exists to bring the right customers into stores and onto the website at the right moments, so that seasonal ranges sell through at healthy margins.',
    values: [
      'Customer relevance',
      'Brand consistency',
      'Speed: campaigns land while the moment lasts',
      'Measurable impact',
    ],
    principles: [
      'Test before scaling: a small audience shows which message works',
      'One campaign calendar: clashing promotions confuse customers and stores',
      'Stores are a channel too: staff who know the campaign sell it better',
      'Attribution is uncertain: combine several signals before drawing conclusions',
    ],
    practices: [
      'Campaign brief agreed with merchandising six weeks ahead',
      'Weekly creative review with store representatives',
      'A/B test subject lines and hero images on a sample before full send',
      "Post-campaign review comparing sell-through with the brief's goal",
    ],
    tools: [
      'Shared campaign calendar',
      'Brief template: audience, offer, channels, success measure',
      'Email and ad platforms with test groups',
      'Store briefing pack sent with each campaign',
    ],
    industry: 'Retail',
    teamSize: 'Medium Team',
    useCases: [
      'Plan the next seasonal campaign',
      'Align marketing with merchandising',
      'Decide what to measure after a campaign',
      'Onboard an agency',
      'Brief store managers',
    ],
    isPopular: 'false',
  },
  {
    id: 'demand-generation-sales-handover',
    name: 'Demand Generation and Sales Handover',
    description:
      'The joint system where marketing creates interest and sales picks it up. Useful when the two teams argue about lead quality.',
    category: 'Marketing',
    systemBoundary:
      'Inside: lead generation campaigns, lead scoring, the handover to sales development and the feedback loop on lead quality. Outside: pricing, contract negotiation, product roadmap.',
    needs:
      'From the perspective of the sales leadership and marketing together, this system exists to create a steady flow of well-qualified conversations with buyers, so that the sales team spends its time where deals can be won.',
    values: [
      'Shared accountability',
      'Lead quality: fewer, better conversations beat raw volume',
      'Transparency',
      'Responsiveness',
    ],
    principles: [
      'Speed of follow-up drives conversion: interest fades within hours',
      'One definition of a qualified lead, agreed by both teams',
      'Feedback closes the loop: marketing cannot improve what sales does not report',
      "Measure the whole funnel, not each team's slice",
    ],
    practices: [
      'Service-level agreement: sales contacts every qualified lead within one working day',
      'Weekly lead review: sample ten leads and agree on their quality together',
      'Shared pipeline dashboard reviewed in a joint meeting',
      'Rejected-lead reasons recorded and fed into targeting',
    ],
    tools: [
      'CRM with shared lead stages',
      'Lead scoring model documented in plain language',
      'Marketing automation platform',
      'Joint funnel dashboard',
    ],
    industry: 'Sales',
    teamSize: 'Medium Team',
    useCases: [
      'End the lead-quality argument',
      'Design a lead handover agreement',
      'Plan a joint marketing and sales offsite',
      'Set shared targets',
    ],
    isPopular: 'false',
  },
  {
    id: 'customer-support-desk',
    name: 'Customer Support Desk',
    description:
      'A front-line team answering customer questions by chat, email and phone. Helps a support team balance speed, quality and the wellbeing of its agents.',
    category: 'Support',
    systemBoundary:
      'Inside: support agents, team leads, the ticket queue, the knowledge base and escalation to engineering. Outside: billing policy, product roadmap decisions, outsourced overflow partners.',
    needs:
      'From the perspective of customers, the support desk exists to solve their problem on first contact wherever possible, so that they can get back to what they were doing and trust the company again.',
    values: ['Empathy', 'First-contact resolution', 'Consistency', 'Agent wellbeing'],
    principles: [
      'Demand has a pattern: staffing to forecast volume prevents queues',
      'Failure demand is avoidable work: fix the cause, not just the ticket',
      'Knowledge written once saves answers given many times',
      'Overloaded agents make more mistakes and leave sooner',
    ],
    practices: [
      'Daily queue huddle: volumes, hot topics, who needs help',
      'Tag every contact by reason and review the top five weekly',
      'Update the knowledge base as part of closing a ticket',
      'Escalation path to engineering with a named contact per week',
      'Quality reviews where agents coach each other on real tickets',
    ],
    tools: [
      'Help desk with tagging and macros',
      'Knowledge base shared with customers',
      'Workforce planning spreadsheet or tool',
      'Customer satisfaction survey after resolution',
    ],
    industry: 'Success',
    teamSize: 'Medium Team',
    useCases: [
      'Reduce repeat contacts',
      'Agree escalation with engineering',
      'Onboard new agents',
      'Make the case for knowledge-base time',
      'Plan for a product launch spike',
      'Reduce agent burnout',
    ],
    isPopular: 'true',
  },
  {
    id: 'utility-field-service-dispatch',
    name: 'Utility Field Service Dispatch',
    description:
      'The control room and field crews that respond to faults on a water or energy network. Helps a dispatch team agree priorities when every job seems urgent.',
    category: 'Support',
    systemBoundary:
      "Inside: the dispatch desk, field crews, job prioritisation and customer updates about field work. Outside: capital works planning, regulator reporting, contractors' internal scheduling.",
    needs:
      'From the perspective of the communities served, dispatch exists to get the right crew with the right equipment to each fault as safely and quickly as risk demands, so that supply is restored and public health is protected.',
    values: ['Safety first', 'Risk-based urgency', 'Clear communication', 'Reliability'],
    principles: [
      'Triage by consequence: the job that harms most people goes first',
      'Information at the point of work prevents return visits',
      'Crews know the ground: dispatch proposes, the crew leader can challenge',
      'Every repeat fault is a signal about the network, not just a job',
    ],
    practices: [
      'Priority matrix agreed with operations and health and safety',
      'Shift handover with open jobs, hazards and crew locations',
      'Job packs with asset history before a crew is sent',
      'Proactive customer updates at dispatch, arrival and completion',
    ],
    tools: [
      'Work management system with live job status',
      'Mobile devices with maps and asset records for crews',
      'SMS notification service for affected customers',
      'Repeat-fault report by street and asset',
    ],
    industry: 'Water Utility',
    teamSize: 'Large Team',
    useCases: ['Agree a priority matrix', 'Improve shift handovers', 'Reduce return visits'],
    isPopular: 'false',
  },
];
