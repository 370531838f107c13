import type { EvalCase } from '../evalCase';

/** Open-source projects: a small library, a growing package and a foundation-hosted project. */
export const openSourceCases: readonly EvalCase[] = [
  {
    boundary: 'Maintainers of an open-source JavaScript charting library',
    context: 'two maintainers doing everything, burnt out by issues',
    domain: 'openSource',
    must: ['contributor'],
    mustNot: ['customers', 'quota', 'Jira', 'Slack', 'sprint'],
  },
  {
    boundary: 'Open source Python package with 40 contributors',
    tools: 'GitHub, GitHub Actions, Discord',
    domain: 'openSource',
    must: ['release'],
    mustNot: ['customers', 'sales', 'Slack', 'water'],
  },
  {
    boundary: 'Governance of a foundation-hosted open source project',
    context: 'several companies fund maintainers; decisions must be transparent',
    domain: 'openSource',
    must: ['governance'],
    mustNot: ['donor', 'beneficiar', 'quota', 'Slack'],
  },
];
