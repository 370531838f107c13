import { normalisePhrase } from '../text';

// name → [display name, what it does, tags shared with practices it supports]
const RAW: ReadonlyArray<readonly [string, string, string]> = [
  ['Jira', 'keeps the backlog and work in progress visible', 'planning visibility flow'],
  ['Linear', 'keeps a fast, ordered issue backlog', 'planning visibility flow'],
  ['Azure DevOps', 'holds boards, repositories and pipelines together', 'planning ci'],
  ['Confluence', 'holds shared documentation and decisions', 'remote architecture visibility'],
  ['Notion', 'holds shared notes, docs and decisions', 'remote visibility'],
  ['Slack', 'carries quick questions and coordination', 'coordination incident remote'],
  ['Microsoft Teams', 'carries chat, calls and coordination', 'coordination remote'],
  ['Teams', 'carries chat, calls and coordination', 'coordination remote'],
  ['Zoom', 'brings people face to face across distance', 'remote'],
  ['Google Meet', 'brings people face to face across distance', 'remote'],
  ['GitHub', 'hosts code, reviews and automated checks', 'code quality ci'],
  ['GitLab', 'hosts code, reviews and pipelines', 'code quality ci'],
  ['Bitbucket', 'hosts code and reviews', 'code quality'],
  ['Git', 'versions every change so it can be reviewed and reverted', 'code'],
  ['Jenkins', 'runs automated builds and tests', 'ci automation quality'],
  ['GitHub Actions', 'runs automated builds and tests on every change', 'ci automation quality'],
  ['Docker', 'gives identical environments everywhere', 'devops architecture'],
  ['Kubernetes', 'runs and scales services', 'devops ops scaling'],
  ['Sentry', 'reports production errors as they happen', 'incident quality ops'],
  ['Datadog', 'monitors services and alerts on problems', 'ops incident devops'],
  ['Grafana', 'shows metrics dashboards for running systems', 'ops data'],
  ['Trello', 'shows tasks on a simple visual board', 'visibility flow'],
  ['Asana', 'tracks tasks, owners and due dates', 'planning visibility accountability'],
  ['Monday.com', 'tracks work and owners on shared boards', 'planning visibility'],
  ['ClickUp', 'tracks tasks and docs in one place', 'planning visibility'],
  ['Miro', 'lets people map and brainstorm together', 'remote discovery'],
  ['Mural', 'lets people map and brainstorm together', 'remote discovery'],
  ['Figma', 'makes designs and prototypes to test early', 'ux experiment'],
  ['Salesforce', 'records every account and opportunity', 'data forecast customer'],
  ['HubSpot', 'records contacts, deals and marketing activity', 'data forecast customer'],
  ['Pipedrive', 'shows the sales pipeline stage by stage', 'forecast data'],
  ['Gong', 'records calls for review and coaching', 'coaching'],
  ['Outreach', 'sequences prospecting outreach', 'outbound'],
  ['LinkedIn Sales Navigator', 'finds and researches prospects', 'outbound discovery'],
  ['Zendesk', 'keeps every support request in one queue', 'flow customer'],
  ['Freshdesk', 'keeps every support request in one queue', 'flow customer'],
  ['Intercom', 'talks to users inside the product', 'onboarding customer'],
  ['Gainsight', 'tracks customer health and playbooks', 'churn data'],
  ['Excel', 'handles quick analysis and tracking', 'data'],
  ['Google Sheets', 'handles shared tracking and analysis', 'data remote'],
  ['Sheets', 'handles shared tracking and analysis', 'data remote'],
  ['Google Docs', 'lets people write and review together', 'remote visibility'],
  ['SharePoint', 'stores shared documents', 'remote visibility'],
  ['Outlook', 'handles email and calendars', 'coordination'],
  ['Email', 'carries formal and external communication', 'coordination'],
  ['WhatsApp', 'carries quick messages across shifts', 'coordination'],
  ['Loom', 'records short walkthroughs instead of meetings', 'remote'],
  ['Tableau', 'turns data into dashboards', 'data'],
  ['Power BI', 'turns data into dashboards', 'data'],
  ['Looker', 'turns data into shared reports', 'data'],
  ['Amplitude', 'shows how users behave in the product', 'data experiment'],
  ['Mixpanel', 'shows how users behave in the product', 'data experiment'],
  ['Productboard', 'links customer insights to priorities', 'discovery planning'],
  ['Epic', 'holds the shared patient record', 'handoff data'],
  ['Cerner', 'holds the shared patient record', 'handoff data'],
  ['SCADA', 'monitors plants and networks in real time', 'ops incident'],
  ['GIS', 'maps assets and the network', 'asset data'],
  ['SAP', 'runs finance, purchasing and asset records', 'asset data'],
  ['Maximo', 'manages assets and work orders', 'asset maintenance'],
  ['Shopify', 'runs the online store and orders', 'online data'],
  ['Square', 'handles checkout and sales data', 'data'],
  ['Retrium', 'runs structured retrospectives online', 'remote improvement'],
  ['Parabol', 'runs retrospectives and check-ins online', 'remote improvement'],
  ['EasyRetro', 'runs retrospective boards online', 'remote improvement'],
  ['Whiteboard', 'makes thinking visible in the room', 'visibility'],
  ['Sticky notes', 'make ideas visible and easy to group', 'visibility'],
];

/** A known tool: the name to display, what it does and the tags of practices it supports. */
export interface CatalogueTool {
  readonly name: string;
  readonly does: string;
  readonly tags: readonly string[];
}

/** Known tools by normalised name, built once. */
export const TOOL_CATALOGUE: ReadonlyMap<string, CatalogueTool> = new Map(
  RAW.map(([name, does, tags]) => [normalisePhrase(name), { name, does, tags: tags.split(' ') }]),
);
