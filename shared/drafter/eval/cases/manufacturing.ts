import type { EvalCase } from '../evalCase';

/** Manufacturing: an automotive production line, a packaging plant's QC and a small machine shop. */
export const manufacturingCases: readonly EvalCase[] = [
  {
    boundary: 'Production line team at an automotive parts factory, running three shifts',
    context: 'scrap rate rising and too much unplanned downtime',
    tools: 'SAP, Excel',
    domain: 'manufacturing',
    must: ['maintenance'],
    mustNot: ['sprint', 'customers love', 'sponsors', 'Slack', 'quota'],
  },
  {
    boundary: 'Quality control department in a food packaging plant',
    domain: 'manufacturing',
    must: ['quality'],
    mustNot: ['water', 'guest', 'sponsors', 'Slack'],
  },
  {
    boundary: 'Maintenance technicians keeping the CNC machines running in a small machine shop',
    domain: 'manufacturing',
    must: ['operator'],
    mustNot: ['shopper', 'shelf', 'sponsors', 'Slack', 'leads'],
  },
];
