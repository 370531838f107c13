import type { EvalCase } from '../evalCase';

/** Water utilities: treatment, networks and field crews. */
export const waterUtilityCases: readonly EvalCase[] = [
  {
    boundary: 'Regional water company: treatment works, 4,000 km of mains and the field crews who fix bursts',
    tools: 'SCADA, GIS, Maximo',
    domain: 'waterUtility',
    must: ['water'],
    mustNot: ['quota', 'sprint', 'shopper'],
  },
  {
    boundary: 'Wastewater treatment plant operators on 12-hour shifts',
    context: 'new discharge permits from the environmental regulator',
    domain: 'waterUtility',
    must: ['water'],
    mustNot: ['deal', 'sprint'],
  },
  {
    boundary: 'Leakage detection team for a rural drinking water network',
    context: 'drought this summer and a hosepipe ban',
    domain: 'waterUtility',
    must: ['leak'],
    mustNot: ['revenue', 'backlog'],
  },
];
