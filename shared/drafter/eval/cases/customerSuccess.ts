import type { EvalCase } from '../evalCase';

/** Customer success and support: onboarding, renewals and help desks. */
export const customerSuccessCases: readonly EvalCase[] = [
  {
    boundary: 'Customer success managers looking after 200 enterprise accounts',
    context: 'churn went up this year',
    tools: 'Gainsight, Zendesk',
    domain: 'customerSuccess',
    must: ['customer'],
    mustNot: ['patient', 'sprint'],
  },
  {
    boundary: 'Customer support help desk answering tickets by email and phone',
    context: 'remote across three time zones',
    domain: 'customerSuccess',
    must: ['customer'],
    mustNot: ['quota', 'water'],
  },
  {
    boundary: 'Customer onboarding and renewals team for a subscription service',
    domain: 'customerSuccess',
    must: ['customer'],
    mustNot: ['patient', 'shopper'],
  },
  {
    boundary: 'My project',
    answers: {
      served: 'the customers who pay for our subscription',
      loss: 'quick help when something breaks',
      weekly: 'ticket triage every morning',
    },
    domain: 'customerSuccess',
    must: ['the customers who pay for our subscription', 'ticket triage'],
    mustNot: ['sponsor', 'patient'],
  },
];
