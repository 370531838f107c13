import type { Template } from '../../schemas/template';

/** Templates for analytics, product, consulting and customer success work. */
export const INSIGHT_TEMPLATES: readonly Template[] = [
  {
    id: 'self-service-analytics',
    name: 'Self-service Analytics Team',
    description:
      'A central data team that helps the rest of the organisation answer its own questions. Useful when the team is drowning in one-off report requests.',
    category: 'Analytics',
    systemBoundary:
      'Inside: the analytics team, the curated data models, dashboards and training for business users. Outside: source systems owned by other teams, data engineering pipelines, decisions taken with the data.',
    needs:
      'From the perspective of decision-makers across the business, this team exists to make trustworthy data easy to find and use, so that decisions rest on evidence rather than on whoever argues loudest.',
    values: ['Trust: one number, one meaning', 'Accessibility', 'Clarity', 'Curiosity'],
    principles: [
      'One definition per metric: two versions of revenue destroy trust in both',
      'Teach people to fish: each trained user removes future requests',
      'Start from the decision, not the data available',
      'Publish uncertainty: a range honestly stated beats false precision',
    ],
    practices: [
      'Metric glossary owned by named business stewards',
      'Request intake that asks which decision the analysis supports',
      'Monthly data clinics for business users',
      'Certify core dashboards and retire unused ones each quarter',
    ],
    tools: [
      'Business intelligence platform with certified datasets',
      'Data catalogue with owners and definitions',
      'Request board visible to requesters',
      'Usage statistics for dashboards',
    ],
    industry: 'Retail',
    teamSize: 'Small Team',
    useCases: [
      'Cut down ad-hoc report requests',
      'Agree metric definitions',
      'Plan data literacy training',
      'Decide which dashboards to retire',
    ],
    isPopular: 'false',
  },
  {
    id: 'clinical-quality-analytics',
    name: 'Clinical Quality Analytics',
    description:
      'Analysts who turn hospital data into measures of patient safety and care quality. Helps balance regulatory reporting against improvement work.',
    category: 'Analytics',
    systemBoundary:
      'Inside: the quality analytics team, quality indicators, the reports they produce and the improvement teams they support. Outside: clinical decisions, the electronic patient record vendor, national reporting definitions.',
    needs:
      'From the perspective of patients and clinical leaders, this team exists to show where care is safe and where it is slipping, early enough to act, so that fewer patients come to avoidable harm.',
    values: ['Patient safety', 'Accuracy', 'Timeliness', 'Confidentiality'],
    principles: [
      'Variation tells a story: separate common-cause noise from special-cause signals',
      'Measures drive behaviour: choose indicators that reward better care, not better coding',
      'Clinicians trust data they helped define',
      'Minimum necessary data: use only what the question requires',
    ],
    practices: [
      'Statistical process control charts for key indicators',
      'Indicator definitions co-written with clinical leads',
      'Monthly quality review with ward leaders',
      'Data quality checks before each release of figures',
    ],
    tools: [
      'SPC charting in the reporting platform',
      'Indicator dictionary',
      'Secure analytics environment with access logging',
    ],
    industry: 'Healthcare',
    teamSize: 'Small Team',
    useCases: ['Prepare for an inspection', 'Choose improvement indicators'],
    isPopular: 'false',
  },
  {
    id: 'product-discovery-trio',
    name: 'Product Discovery Trio',
    description:
      'A product manager, designer and engineer who decide what is worth building. A solid starting point for teams that ship features nobody uses.',
    category: 'Product',
    systemBoundary:
      "Inside: the trio, their customer conversations, opportunity map and experiments. Outside: the delivery team's sprint process, company strategy, sales commitments already made.",
    needs:
      'From the perspective of the product leadership, the trio exists to find the problems most worth solving and the simplest solutions that work, so that delivery effort goes into changes customers actually value.',
    values: [
      'Customer insight',
      'Learning speed',
      'Outcomes: changed customer behaviour, not features shipped',
      'Shared understanding',
    ],
    principles: [
      'Most ideas fail: test the riskiest assumption before building',
      'Talk to customers weekly: infrequent research leads to stale beliefs',
      'Compare several solutions: one option is not a decision',
      'Shared exposure to customers reduces debate inside the team',
    ],
    practices: [
      'Weekly customer interviews attended by all three',
      'Opportunity mapping from a single desired outcome',
      'Assumption tests with prototypes before committing engineers',
      'Story mapping to slice the first release thinly',
      'Discovery demo to stakeholders every two weeks',
    ],
    tools: [
      'Opportunity solution tree on a shared canvas',
      'Interview snapshot template',
      'Clickable prototypes',
      'Product analytics for usage signals',
    ],
    industry: 'Product',
    teamSize: 'Small Team',
    useCases: [
      'Start continuous discovery',
      'Stop building features nobody uses',
      'Align a new trio',
      'Explain discovery to stakeholders',
    ],
    isPopular: 'true',
  },
  {
    id: 'product-line-alignment',
    name: 'Product Line with Several Teams',
    description:
      "Four to eight teams working on one product. Helps leaders set enabling constraints instead of dictating each team's process.",
    category: 'Product',
    systemBoundary:
      'Inside: all teams on the product, the product leadership group, the shared roadmap and shared release train. Outside: other product lines, corporate planning, the sales organisation.',
    needs:
      'From the perspective of the company, this product line exists to grow a coherent product that customers experience as one thing, so that it keeps winning in its market while teams stay autonomous.',
    values: ['Coherence', 'Team autonomy', 'Transparency', 'Adaptability'],
    principles: [
      'Align on outcomes, let teams own the how',
      'Dependencies slow everyone: organise teams around customer journeys',
      'Integrate often: late integration hides problems until they are expensive',
      'Leaders set the boundary; teams choose practices and tools',
    ],
    practices: [
      'Quarterly outcome planning with all teams in the room',
      'Cross-team demo of the integrated product each fortnight',
      'Dependency board reviewed weekly by team representatives',
      'Community of practice per discipline',
    ],
    tools: [
      'Shared roadmap showing outcomes, not dates per feature',
      'Cross-team dependency board',
      'Single product backlog view across teams',
    ],
    industry: 'Product',
    teamSize: 'Large Team',
    useCases: [
      'Plan a quarter across teams',
      'Reduce cross-team dependencies',
      'Clarify what leaders decide and what teams decide',
    ],
    isPopular: 'false',
  },
  {
    id: 'consulting-discovery-engagement',
    name: 'Consulting Discovery Engagement',
    description:
      "The first weeks of an advisory engagement, when consultants learn the client's situation. Helps set expectations with the client before interviews begin.",
    category: 'Consulting',
    systemBoundary:
      "Inside: the consulting team, the client sponsor, interviewees and workshops during a fixed discovery phase. Outside: delivery of any recommendations, the client's internal politics beyond the sponsor's area, other suppliers.",
    needs:
      'From the perspective of the client sponsor, discovery exists to build a shared, evidence-based picture of the problem and its causes, so that the organisation can decide what to change with confidence.',
    values: ['Client ownership', 'Candour', 'Evidence', 'Respect: for every person who talks to us'],
    principles: [
      'Contract before you diagnose: unclear expectations undo good analysis',
      'Hypotheses focus the inquiry; evidence can overturn them',
      'People support what they help create: involve the client in the findings',
      'Confidentiality earns honest answers',
    ],
    practices: [
      'Contracting meeting on goals, scope, roles and how findings are shared',
      'Stakeholder interviews with a consistent guide',
      'Weekly playback of emerging findings to the sponsor',
      'Findings workshop where the client ranks the issues',
    ],
    tools: [
      'Engagement charter',
      'Interview guide and anonymised notes',
      'Issue tree linking symptoms to possible causes',
      'Shared findings board',
    ],
    industry: 'Consulting',
    teamSize: 'Small Team',
    useCases: [
      'Scope a new engagement',
      'Brief junior consultants',
      'Set expectations with a sponsor',
      'Plan interviews',
    ],
    isPopular: 'false',
  },
  {
    id: 'transformation-coaching-engagement',
    name: 'Ways-of-working Coaching Engagement',
    description:
      'External coaches helping several client teams change how they work. Helps coaches and client agree what success looks like and how the coaches will leave.',
    category: 'Consulting',
    systemBoundary:
      "Inside: the coaching team, the client teams being coached, their managers and the engagement's learning activities. Outside: the client's HR policies, budget approval, teams not yet in scope.",
    needs:
      'From the perspective of the client leadership, the engagement exists to build lasting internal capability to improve ways of working, so that improvement continues after the coaches leave.',
    values: [
      'Capability transfer',
      "Respect: for the client's history and context",
      'Proof: change is shown, not claimed',
      'Honesty',
    ],
    principles: [
      'Start where they are: change that ignores current practice meets resistance',
      'Skills grow from rules to principles: novices need recipes, experts need heuristics',
      'Managers shape the system: coaching teams alone changes little',
      'Plan the exit from day one',
    ],
    practices: [
      'Spine map workshop per team to surface needs and principles',
      'Pairing internal coaches with external coaches',
      'Manager sessions on enabling constraints',
      'Quarterly review of agreed outcome measures with the sponsor',
      'Gradual hand-over of facilitation to internal people',
    ],
    tools: [
      'Coaching backlog shared with the client',
      'Team health check survey',
      "Flow metrics from the teams' own boards",
    ],
    industry: 'Consulting',
    teamSize: 'Medium Team',
    useCases: [
      'Design a coaching engagement',
      'Agree exit criteria',
      'Report progress to a sponsor',
      'Coach managers',
      'Train internal coaches',
    ],
    isPopular: 'false',
  },
  {
    id: 'customer-onboarding-success',
    name: 'Customer Onboarding Team',
    description:
      'The customer-success team that takes new customers from signed contract to real use. Helps agree when onboarding is finished and who owns what.',
    category: 'Support',
    systemBoundary:
      'Inside: onboarding managers, the onboarding plan per customer, training sessions and the handover to account management. Outside: the sales process before signature, product changes, billing.',
    needs:
      'From the perspective of new customers, onboarding exists to get them to their first meaningful result quickly and with confidence, so that they keep using the product and renew.',
    values: ['Time-to-value', 'Customer confidence', 'Consistency', 'Ownership'],
    principles: [
      'Define value with the customer: their goal decides when onboarding is done',
      'Early wins build momentum for harder changes',
      'Standard paths scale; exceptions should be deliberate',
      'A clean handover keeps the customer from repeating themselves',
    ],
    practices: [
      "Kick-off call that records the customer's success criteria",
      'Onboarding plan with milestones shared with the customer',
      'Health check at 30 and 60 days',
      'Handover meeting with the account manager and the customer together',
    ],
    tools: [
      'Customer success platform with onboarding milestones',
      'Shared onboarding plan template',
      'Product usage dashboard per account',
    ],
    industry: 'Success',
    teamSize: 'Small Team',
    useCases: [
      'Shorten time to first value',
      'Agree the handover to account management',
      'Standardise onboarding',
    ],
    isPopular: 'false',
  },
];
