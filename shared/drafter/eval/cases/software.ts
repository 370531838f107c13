import type { EvalCase } from '../evalCase';

/** Software teams: apps, services and the people who run them. */
export const softwareCases: readonly EvalCase[] = [
  {
    boundary:
      'Our mobile banking app team: six developers, a tester and a designer shipping iOS and Android releases',
    tools: 'GitHub, Jira, Figma',
    domain: 'software',
    must: ['code', 'release'],
    mustNot: ['patient', 'quota', 'shopper'],
  },
  {
    boundary: 'Backend engineers running the payments API and its on-call rota',
    context: 'two outages last month and a lot of firefighting',
    domain: 'software',
    must: ['on-call', 'production'],
    mustNot: ['sponsor', 'shopper', 'water'],
  },
  {
    boundary: 'Game developers building a multiplayer mobile game in Unity',
    tools: 'Unity, Perforce, Jira',
    domain: 'software',
    must: ['Perforce'],
    mustNot: ['quota', 'clinic'],
  },
];
