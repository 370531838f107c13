import type { EvalCase } from '../evalCase';

/** Data and ML platforms: a data engineering team, an MLOps team and an analytics team. */
export const dataPlatformCases: readonly EvalCase[] = [
  {
    boundary: 'Data engineering team running ELT pipelines into a Snowflake warehouse',
    tools: 'Airflow, dbt, Snowflake',
    domain: 'dataPlatform',
    must: ['quality'],
    mustNot: ['water', 'sales', 'shipment', 'Slack'],
  },
  {
    boundary: 'MLOps platform team helping data scientists get models into production',
    context: 'regulated bank; models must be explainable and audited',
    domain: 'dataPlatform',
    must: ['model'],
    mustNot: ['water', 'sponsors', 'Slack', 'quota'],
  },
  {
    boundary: 'Analytics team of 5 building dashboards and metrics for the rest of the business',
    domain: 'dataPlatform',
    must: ['metric'],
    mustNot: ['sponsors', 'Slack', 'quarter', 'leads'],
  },
];
