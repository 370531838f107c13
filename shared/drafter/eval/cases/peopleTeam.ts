import type { EvalCase } from '../evalCase';

/** HR and people teams: a generalist HR team, talent acquisition in a growing company, people operations. */
export const peopleTeamCases: readonly EvalCase[] = [
  {
    boundary: 'HR team of 5 supporting 300 staff across three offices',
    domain: 'peopleTeam',
    must: ['employee'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'quota', 'customer'],
  },
  {
    boundary: 'Talent acquisition and onboarding for a fast-growing startup',
    context: 'hiring 40 engineers this year',
    tools: 'Greenhouse, BambooHR',
    domain: 'peopleTeam',
    must: ['Greenhouse', 'candidate'],
    mustNot: ['sponsors', 'quarter', 'leads', 'deploy', 'code review'],
  },
  {
    boundary: 'People operations: pay, benefits, employee relations and wellbeing',
    domain: 'peopleTeam',
    must: ['pay'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'pipeline'],
  },
];
