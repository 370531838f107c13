import type { EvalCase } from '../evalCase';

/** Legal work: an in-house contracts team, a high-street firm and a litigation department. */
export const legalCases: readonly EvalCase[] = [
  {
    boundary: 'In-house legal team of three reviewing commercial contracts for a software company',
    domain: 'legal',
    must: ['contract'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'sprint', 'deploy'],
  },
  {
    boundary: 'Small high-street law firm doing conveyancing and wills',
    domain: 'legal',
    must: ['matter'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'billable utilisation'],
  },
  {
    boundary: 'Litigation department at a mid-size firm',
    context: 'we missed two court deadlines last year; regulated by the SRA',
    tools: 'Clio, Outlook',
    domain: 'legal',
    must: ['deadline', 'Clio'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one'],
  },
];
