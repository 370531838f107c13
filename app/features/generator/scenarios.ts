/** A Quick Start scenario: fills the system boundary box with a realistic starting point. */
export interface QuickStartScenario {
  id: string;
  label: string;
  systemBoundary: string;
}

/** The four Quick Start scenarios of spec §2. */
export const QUICK_START_SCENARIOS: readonly QuickStartScenario[] = [
  {
    id: 'software-team',
    label: 'Software Team',
    systemBoundary:
      'Our cross-functional software team of seven: four developers, a designer, a tester and a product owner. ' +
      'We build and run the customer-facing web and mobile app for online banking, release every two weeks and share ' +
      'on-call duty. Inside the boundary: how we plan, build, test, release and support the app. Outside it: the ' +
      'central platform team, company-wide budgeting and the marketing of new features.',
  },
  {
    id: 'sales-organization',
    label: 'Sales Organization',
    systemBoundary:
      'The B2B sales organization of a mid-sized software company: 25 account executives, 8 sales development ' +
      'representatives and 3 regional managers selling subscriptions to manufacturing firms. Inside the boundary: ' +
      'prospecting, qualifying leads, running demos, negotiating and handing new customers over to onboarding. ' +
      'Outside it: product pricing decisions, marketing campaigns and customer support after go-live.',
  },
  {
    id: 'consulting-practice',
    label: 'Consulting Practice',
    systemBoundary:
      'A boutique management consulting practice of twelve consultants and two partners helping public-sector ' +
      'clients redesign their services. Inside the boundary: winning engagements, scoping, running discovery ' +
      'workshops, delivering recommendations and sharing what we learn across projects. Outside it: the clients’ own ' +
      'implementation teams, firm-wide finance and recruitment.',
  },
  {
    id: 'team-retrospective',
    label: 'Team Retrospective',
    systemBoundary:
      'The fortnightly one-hour retrospective of a remote product team of eight people across three time zones. ' +
      'Inside the boundary: how we prepare, gather what happened, make sense of it, agree a small number of ' +
      'improvement actions and follow them up at the next retrospective. Outside it: day-to-day delivery work, ' +
      'performance reviews and decisions made by leadership.',
  },
];
