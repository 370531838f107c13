import type { EvalCase } from '../evalCase';

/** Retrospectives and recurring meetings as the system. */
export const retrospectivesCases: readonly EvalCase[] = [
  {
    boundary: 'Our fortnightly sprint retrospective',
    context: 'people stay quiet and the same issues come back',
    domain: 'retrospectives',
    must: ['action'],
    mustNot: ['quota', 'patient'],
  },
  {
    boundary: 'Monday morning all-hands meeting for a company of 80',
    context: 'fully remote',
    domain: 'retrospectives',
    must: ['meeting'],
    mustNot: ['shopper', 'water'],
  },
  {
    boundary: 'Quarterly planning workshop run by an outside facilitator',
    domain: 'retrospectives',
    must: ['session'],
    mustNot: ['patient', 'deal'],
  },
];
