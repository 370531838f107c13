import type { EvalCase } from '../evalCase';

/** Retail: shops, chains and online stores. */
export const retailCases: readonly EvalCase[] = [
  {
    boundary: 'Neighbourhood hardware store with eight staff',
    tools: 'Square, Excel',
    domain: 'retail',
    must: ['shop'],
    mustNot: ['sprint', 'quota', 'patient'],
  },
  {
    boundary: 'E-commerce fashion retailer shipping across Europe',
    context: 'peak season, returns piling up',
    domain: 'retail',
    must: ['customer'],
    mustNot: ['patient', 'code'],
  },
  {
    boundary: 'Regional managers of a 40-store bookshop chain',
    domain: 'retail',
    must: ['store'],
    mustNot: ['sprint', 'clinic'],
  },
];
