import type { ToolGroup } from './types';

/** Tools of sales, customer, finance, people, legal, charity and creative teams. */
export const BUSINESS_TOOLS: readonly ToolGroup[] = [
  {
    domains: ['sales', 'customerSuccess', 'product'],
    tools: [
      'Salesforce: records every account and opportunity #data #forecast #customer',
      'HubSpot: records contacts, deals and marketing activity #data #forecast #customer',
      'Pipedrive: shows the sales pipeline stage by stage #forecast #data',
      'Gong: records calls for review and coaching #coaching',
      'LinkedIn Sales Navigator: finds and researches prospects #outbound #discovery',
      'Zendesk: keeps every support request in one queue #flow #customer',
      'Freshdesk: keeps every support request in one queue #flow #customer',
      'Gainsight: tracks customer health and playbooks #churn #data',
    ],
  },
  {
    domains: ['finance'],
    tools: [
      'Xero: keeps the books with bank feeds and invoicing #reconciliation #bank #vat',
      'QuickBooks: keeps the books, invoices and VAT returns #reconciliation #vat #receivable',
      'Sage: runs the accounts, payroll and VAT filing #payroll #vat #reconciliation',
      'NetSuite: runs the ledger, purchasing and month-end consolidation #close #match #payable',
      'Dext: reads receipts and bills straight into the ledger #expense #match #payable',
      'Pleo: gives staff company cards and captures each receipt #expense #approval',
      'Expensify: collects expense claims and receipts for approval #expense #approval',
      'BlackLine: tracks close tasks and account reconciliations #close #reconciliation',
    ],
  },
  {
    // Float is also a resource scheduler in creative studios; in a finance team it forecasts cash.
    domains: ['finance'],
    only: true,
    whole: true,
    tools: ['Float: forecasts cash flow from the ledger #cash #forecast'],
  },
  {
    domains: ['peopleTeam'],
    tools: [
      'BambooHR: holds employee records, time off and onboarding tasks #onboarding #absence',
      'Greenhouse: runs hiring pipelines with structured scorecards #hiring #interview #fairness',
      'Workday: runs HR records, pay and performance in one system #pay #performance #workforce',
      'HiBob: keeps people data, time off and check-ins in one place #check #onboarding #absence',
      'Personio: keeps HR records, absences and onboarding together #absence #onboarding',
      'Culture Amp: runs engagement and exit surveys with benchmarks #engagement #survey #exit',
    ],
  },
  {
    domains: ['legal'],
    tools: [
      'Clio: runs matters, time recording and billing for the firm #matter #time #billing',
      'iManage: files documents and emails by matter with their versions #clause #knowledge #matter',
      'DocuSign: collects signatures on contracts electronically #contract',
      'Ironclad: routes contracts from request through approval to signature #contract #intake',
      'Westlaw: finds case law, statute and commentary #litigation #know',
      'LexisNexis: finds case law, legislation and practical guidance #know #litigation',
      'Practical Law: gives standard documents and practice notes #know #clause',
      'Litera: compares drafts and shows every change #second #contract',
    ],
  },
  {
    domains: ['nonprofit'],
    tools: [
      'JustGiving: takes online donations and hosts supporters’ fundraising pages #thank #gift #donor',
      'Raiser’s Edge: records donors, gifts and relationships for fundraising #donor #thank #gift',
      'Mailchimp: sends newsletters and welcome emails to supporters #welcome #campaign #supporter',
      'Better Impact: organises volunteer sign-ups, shifts and hours #volunteer #induction',
      'Lamplight: records client cases and outcomes for impact reports #outcome #impact #referral',
    ],
  },
  {
    // A charity's Salesforce holds donors, not sales opportunities.
    domains: ['nonprofit'],
    only: true,
    tools: ['Salesforce: keeps donors, gifts and programme records together #donor #gift #outcome'],
  },
  {
    domains: ['creativeAgency', 'nonprofit'],
    tools: [
      'Adobe Creative Cloud: holds the design, image and video apps the studio works in #crit #concept',
      'Photoshop: edits and composites images #crit #concept',
      'After Effects: animates motion graphics and titles #crit #feedback',
      'Premiere Pro: edits video and sound on a timeline #crit #feedback',
      'DaVinci Resolve: edits and colour-grades video #crit #feedback',
      'Frame.io: collects time-coded client comments on each cut #feedback #proofing',
      'Filestage: routes proofs to reviewers for comments and sign-off #proofing #feedback',
      'Canva: makes quick on-brand designs from templates #concept #campaign',
    ],
  },
  {
    // Everyday words as names: they match only when written whole, never inside a longer name.
    domains: ['sales', 'customerSuccess', 'peopleTeam', 'nonprofit', 'creativeAgency'],
    whole: true,
    tools: [
      'Outreach: sequences prospecting outreach #outbound',
      'Intercom: talks to users inside the product #onboarding #customer',
      'Lattice: runs reviews, one-to-ones and engagement surveys #calibration #performance #engagement',
      'Beacon: keeps supporters, donations and Gift Aid declarations in one CRM #gift #supporter #donor',
      'Harvest: records time against projects and budgets #timesheet #estimate',
      'Float: schedules who works on what, week by week #resource #capacity',
    ],
  },
];
