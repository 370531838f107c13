import type { EvalCase } from '../evalCase';

/** Government policy: a departmental policy team, a ministry's bill team and a public consultation. */
export const governmentPolicyCases: readonly EvalCase[] = [
  {
    boundary: 'Housing policy team in a government department',
    domain: 'governmentPolicy',
    must: ['evidence'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'customer'],
  },
  {
    boundary: 'Ministry of Health policy unit drafting new tobacco legislation',
    domain: 'governmentPolicy',
    must: ['minister'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'patient', 'ward'],
  },
  {
    boundary: 'Civil servants running a public consultation on a new transport strategy',
    context: 'the minister wants it published before the summer recess',
    domain: 'governmentPolicy',
    must: ['consultation'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one'],
  },
];
