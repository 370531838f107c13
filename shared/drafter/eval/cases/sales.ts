import type { EvalCase } from '../evalCase';

/** Sales teams: prospecting, deals and the customers who buy. */
export const salesCases: readonly EvalCase[] = [
  {
    boundary: 'Inside sales team of 10 SDRs booking meetings for account executives',
    context: 'missing quota two quarters in a row',
    tools: 'Salesforce, Outreach, Gong',
    domain: 'sales',
    must: ['buy'],
    mustNot: ['patient', 'sprint'],
  },
  {
    boundary: 'Field sales reps selling farm machinery to dealers across three regions',
    domain: 'sales',
    must: ['buy'],
    mustNot: ['code review', 'patient'],
  },
  {
    boundary: 'Enterprise account executives closing six-figure software deals',
    domain: 'sales',
    must: ['deal'],
    mustNot: ['water', 'shopper'],
  },
];
