import type { EvalCase } from '../evalCase';

/** Schools and teaching: a year team, a secondary department and an early-years class. */
export const schoolsCases: readonly EvalCase[] = [
  {
    boundary: 'Our primary school’s year-5 team: three class teachers and two teaching assistants',
    domain: 'schools',
    must: ['pupil'],
    mustNot: ['sponsors', 'Slack', 'quarter', 'leads', 'customers'],
  },
  {
    boundary: 'Secondary school science department',
    context: 'new GCSE curriculum, teachers stretched by marking',
    tools: 'Google Classroom, SIMS',
    domain: 'schools',
    must: ['lesson'],
    mustNot: ['sponsors', 'Slack', 'customers', 'revenue'],
  },
  {
    boundary: 'Kindergarten teachers and assistants at a small international school',
    context: 'parents keep asking for more updates',
    domain: 'schools',
    must: ['famil'],
    mustNot: ['sales', 'revenue', 'Slack', 'stakeholder'],
  },
];
