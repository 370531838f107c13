import type { EvalCase } from '../evalCase';

/** Nonprofits and charities: a fundraising team, a volunteer-run food bank and a small trustee-led charity. */
export const nonprofitCases: readonly EvalCase[] = [
  {
    boundary: 'Fundraising team at a national children’s charity',
    context: 'regular donors are falling away',
    tools: 'Salesforce, JustGiving',
    domain: 'nonprofit',
    must: ['donor'],
    mustNot: ['quota', 'deal', 'prospect', 'sponsors', 'Slack'],
  },
  {
    boundary: 'Food bank run by 60 volunteers and two paid staff',
    // Issue 16: volunteer groups have their own family now; food banks call the people they help guests.
    domain: 'volunteering',
    must: ['volunteer'],
    mustNot: ['menu', 'revenue', 'sponsors', 'Slack'],
  },
  {
    boundary: 'Small environmental charity: trustees, one coordinator and grant-funded projects',
    context: 'two big grants end next year',
    domain: 'nonprofit',
    must: ['funding'],
    mustNot: ['quota', 'customers', 'sponsors', 'Slack', 'water'],
  },
];
