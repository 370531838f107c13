import type { EvalCase } from '../evalCase';

/** Construction: a housing site, a main contractor's project and a small building firm. */
export const constructionCases: readonly EvalCase[] = [
  {
    boundary: 'Site team building a 40-home housing development',
    domain: 'construction',
    must: ['safety'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'customer'],
  },
  {
    boundary: 'Main contractor managing subcontractors on a hospital refurbishment',
    domain: 'construction',
    must: ['trade'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'patient', 'ward'],
  },
  {
    boundary: 'Small building firm doing kitchen and loft renovations',
    context: 'jobs overrun and snagging lists drag on for weeks',
    tools: 'WhatsApp, Excel',
    domain: 'construction',
    must: ['snag', 'WhatsApp'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one'],
  },
];
