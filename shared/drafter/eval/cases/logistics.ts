import type { EvalCase } from '../evalCase';

/** Logistics: a fulfilment warehouse, last-mile couriers and a distribution centre with its fleet. */
export const logisticsCases: readonly EvalCase[] = [
  {
    boundary: 'Warehouse team picking and packing online orders',
    domain: 'logistics',
    must: ['pick'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'shopper'],
  },
  {
    boundary: 'Last-mile delivery drivers for a parcel courier in the city',
    context: 'drivers are overworked at peak',
    tools: 'Samsara',
    domain: 'logistics',
    must: ['route', 'Samsara'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one'],
  },
  {
    boundary: 'Regional distribution centre and a fleet of 30 trucks serving supermarkets',
    domain: 'logistics',
    must: ['safety'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'checkout', 'shopper'],
  },
];
