import type { EvalCase } from '../evalCase';

/** Households and families: the 'family of four' and two homes with different pressures. */
export const householdCases: readonly EvalCase[] = [
  {
    boundary: 'A family of four',
    domain: 'household',
    must: ['children'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'customer'],
  },
  {
    boundary: 'Our household: two working parents, three kids, school runs and a dog',
    context: 'always stressed on weekday mornings, money is tight',
    tools: 'Google Calendar, WhatsApp',
    domain: 'household',
    must: ['school', 'Google Calendar'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'stakeholder', 'backlog'],
  },
  {
    boundary: 'Three siblings sharing the care of our elderly mum, who still lives at home',
    domain: 'household',
    must: ['care'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'patient'],
  },
];
