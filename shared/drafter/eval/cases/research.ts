import type { EvalCase } from '../evalCase';

/** Research groups: an academic lab, an industrial R&D group and a clinical trials team. */
export const researchCases: readonly EvalCase[] = [
  {
    boundary: 'PhD students and postdocs in a university neuroscience lab',
    context: 'grant renewal due next year, students feel isolated',
    domain: 'research',
    must: ['lab'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'customer'],
  },
  {
    boundary: 'Industrial R&D group testing new battery materials',
    tools: 'Benchling, Excel',
    domain: 'research',
    must: ['Benchling', 'data'],
    mustNot: ['sponsors', 'quarter', 'leads', 'sprint', 'quota'],
  },
  {
    boundary: 'Clinical trials research team running a multi-site study with patient volunteers',
    context: 'regulated, ethics approval needed for every protocol change',
    domain: 'research',
    must: ['ethics'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'ward'],
  },
];
