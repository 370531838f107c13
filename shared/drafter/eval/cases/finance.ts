import type { EvalCase } from '../evalCase';

/** Finance and accounting: a small finance team, a payables close, and FP&A. */
export const financeCases: readonly EvalCase[] = [
  {
    boundary: 'Finance team of a small charity: bookkeeping, payroll and the annual audit',
    tools: 'Xero, Excel',
    domain: 'finance',
    must: ['Xero', 'reconcil'],
    mustNot: ['sponsors', 'Slack', 'leads', 'one-to-one', 'quota'],
  },
  {
    boundary: 'Month-end close in our accounts payable team',
    domain: 'finance',
    must: ['close'],
    mustNot: ['sponsors', 'Slack', 'leads', 'one-to-one', 'customer success'],
  },
  {
    boundary: 'FP&A group building budgets and forecasts for the business units',
    context: 'forecasts are always late and the spreadsheets are everywhere',
    domain: 'finance',
    must: ['forecast'],
    mustNot: ['sponsors', 'Slack', 'leads', 'one-to-one', 'deal'],
  },
];
