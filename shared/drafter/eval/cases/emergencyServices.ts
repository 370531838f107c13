import type { EvalCase } from '../evalCase';

/** Emergency and volunteer services: mountain rescue, ambulance dispatch and an on-call fire crew. */
export const emergencyServicesCases: readonly EvalCase[] = [
  {
    boundary: 'Volunteer mountain rescue team covering the fells',
    context: 'callouts have doubled in summer and volunteers are tired',
    domain: 'emergencyServices',
    must: ['responder'],
    mustNot: ['donor', 'customers', 'sponsors', 'Slack', 'quarter'],
  },
  {
    boundary: 'Ambulance dispatch control room handling 999 calls',
    context: 'long waits at peak times and stressed call handlers',
    tools: 'CAD, Airwave radios',
    domain: 'emergencyServices',
    must: ['dispatch'],
    mustNot: ['sales', 'customers', 'sponsors', 'Slack'],
  },
  {
    boundary: 'Retained fire station: 12 on-call firefighters covering a rural area',
    domain: 'emergencyServices',
    must: ['crew'],
    mustNot: ['water utility', 'customers', 'leads', 'Slack', 'sprint'],
  },
];
