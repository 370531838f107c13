import type { EvalCase } from '../evalCase';

/** Consulting practices: client engagements and expertise. */
export const consultingCases: readonly EvalCase[] = [
  {
    boundary: 'Boutique strategy consultancy of twelve consultants and two partners',
    tools: 'Miro, Notion',
    domain: 'consulting',
    must: ['client'],
    mustNot: ['patient', 'shopper'],
  },
  {
    boundary: 'Independent management consultant coaching leadership teams',
    domain: 'consulting',
    must: ['client'],
    mustNot: ['sprint', 'water'],
  },
  {
    boundary: 'IT advisory firm delivering fixed-price engagements for banks',
    context: 'utilisation pressure and long hours',
    domain: 'consulting',
    must: ['client'],
    mustNot: ['shopper', 'patient'],
  },
];
