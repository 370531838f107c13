import type { EvalCase } from '../evalCase';

/** Healthcare: wards, clinics and community care teams. */
export const healthcareCases: readonly EvalCase[] = [
  {
    boundary: 'Nursing team on a 28-bed surgical ward',
    context: 'night shifts understaffed, nurses burning out',
    domain: 'healthcare',
    must: ['patient'],
    mustNot: ['quota', 'revenue', 'sprint'],
  },
  {
    boundary: 'Community mental health team supporting adults at home',
    tools: 'EMIS, shared drive',
    // Issue 16: mental health has its own family now.
    domain: 'mentalHealth',
    must: ['risk'],
    mustNot: ['deal', 'shopper'],
  },
  {
    boundary: 'Outpatient physiotherapy clinic in a city hospital',
    context: 'waiting lists of four months',
    domain: 'healthcare',
    must: ['patient'],
    mustNot: ['quota', 'sprint'],
  },
  {
    boundary: 'Our team',
    answers: {
      served: 'Patients on the ward and their families',
      loss: 'someone who notices when they get worse',
      weekly: 'handover at every shift change, a Friday safety huddle',
      tools: 'whiteboard, bleep',
    },
    domain: 'healthcare',
    must: ['patients on the ward', 'handover at every shift change'],
    mustNot: ['sponsor', 'quota'],
  },
];
