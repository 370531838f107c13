import type { EvalCase } from '../evalCase';

/** Creative agencies: a branding studio, a video production company and an ad agency's creative team. */
export const creativeAgencyCases: readonly EvalCase[] = [
  {
    boundary: 'Independent branding and design studio of 8 people',
    domain: 'creativeAgency',
    must: ['brief'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'roadmap'],
  },
  {
    boundary: 'Video production company making ads for brands',
    tools: 'Premiere Pro, Frame.io',
    domain: 'creativeAgency',
    must: ['Frame.io', 'client'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'billable utilisation'],
  },
  {
    boundary: 'Creative team at an advertising agency pitching for new clients',
    context: 'too many unpaid pitches and late nights',
    domain: 'creativeAgency',
    must: ['pitch'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'statement of work'],
  },
];
