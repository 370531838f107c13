import type { EvalCase } from '../evalCase';

/** Emergency care: an A&E nursing team, a resus and trauma team, and ER handovers from paramedics. */
export const emergencyCareCases: readonly EvalCase[] = [
  {
    boundary: 'A&E nursing team at a busy district general hospital',
    context: 'corridor care every night and the staff are exhausted',
    domain: 'emergencyCare',
    must: ['triage'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'discharge planning from day one'],
  },
  {
    boundary: 'Emergency department resus and trauma team',
    domain: 'emergencyCare',
    must: ['resus'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one', 'repeat prescription'],
  },
  {
    boundary: 'ER doctors taking paramedic handovers at a level 1 trauma center',
    tools: 'Epic',
    domain: 'emergencyCare',
    must: ['handover', 'Epic'],
    mustNot: ['sponsors', 'quarter', 'Slack', 'leads', 'one-to-one'],
  },
];
