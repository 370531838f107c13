import type { EvalCase } from '../evalCase';

/** Public services and councils: road repairs, waste collection and a council contact centre. */
export const publicServicesCases: readonly EvalCase[] = [
  {
    boundary: 'The council’s pothole-repair pipeline, from a resident’s report to a fixed road',
    domain: 'publicServices',
    must: ['resident'],
    mustNot: ['water', 'sales', 'quota', 'Slack', 'sponsors'],
  },
  {
    boundary: 'Waste and recycling collection service for a district council',
    context: 'missed bins and complaints rising since the new rounds',
    tools: 'Whitespace, Bartec in-cab units',
    // Issue 16: waste and recycling has its own family now.
    domain: 'wasteRecycling',
    must: ['complaint'],
    mustNot: ['water', 'sponsors', 'Slack', 'churn'],
  },
  {
    boundary: 'Contact centre of a city council answering calls about housing, parking permits and libraries',
    domain: 'publicServices',
    must: ['caller'],
    mustNot: ['water', 'churn', 'renewal', 'Slack', 'quota'],
  },
];
