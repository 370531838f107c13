import type { EvalCase } from '../evalCase';

/** Food and hospitality: the bakery, a family restaurant and two food trucks. */
export const hospitalityCases: readonly EvalCase[] = [
  {
    boundary: 'Bakery',
    domain: 'hospitality',
    must: ['waste'],
    mustNot: ['demo', 'discovery call', 'B2B', 'sponsors', 'Slack', 'leads'],
  },
  {
    boundary: 'Family-run Italian restaurant: a kitchen brigade of six and front of house',
    context: 'busy weekends and high staff turnover',
    tools: 'OpenTable, Square',
    domain: 'hospitality',
    must: ['guest'],
    mustNot: ['sprint', 'sponsors', 'Slack', 'quota', 'pipeline'],
  },
  {
    boundary: 'Two food trucks selling tacos at markets and festivals',
    domain: 'hospitality',
    must: ['food safety'],
    mustNot: ['quota', 'prospect', 'sponsors', 'Slack', 'B2B'],
  },
];
