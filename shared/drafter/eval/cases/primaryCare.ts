import type { EvalCase } from '../evalCase';

/** Primary care: a GP practice, a family medicine clinic and a surgery's reception team. */
export const primaryCareCases: readonly EvalCase[] = [
  {
    boundary: 'GP practice with 6 GPs, 3 practice nurses and a reception team serving 12,000 patients',
    tools: 'EMIS Web, accuRx',
    domain: 'primaryCare',
    must: ['EMIS Web', 'patient'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'resus'],
  },
  {
    boundary: 'Family medicine clinic',
    context: 'long waits for appointments and doctors burning out',
    domain: 'primaryCare',
    must: ['appointment'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'chore'],
  },
  {
    boundary: "Reception and care navigation team at our doctors' surgery",
    domain: 'primaryCare',
    must: ['reception'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'surgical safety checklist'],
  },
];
