import type { ToolGroup } from './types';

/** Office, meeting and everyday tools that people in almost any team or home name. */
export const WORKPLACE_TOOLS: readonly ToolGroup[] = [
  {
    domains: ['software', 'product', 'consulting', 'retrospectives', 'healthcare'],
    tools: [
      'Confluence: holds shared documentation and decisions #remote #architecture #visibility',
      'Notion: holds shared notes, docs and decisions #remote #visibility',
      'Slack: carries quick questions and coordination #coordination #incident #remote',
      'Microsoft Teams: carries chat, calls and coordination #coordination #remote',
      'Zoom: brings people face to face across distance #remote',
      'Google Meet: brings people face to face across distance #remote',
      'Trello: shows tasks on a simple visual board #visibility #flow',
      'Asana: tracks tasks, owners and due dates #planning #visibility #accountability',
      'Monday.com: tracks work and owners on shared boards #planning #visibility',
      'ClickUp: tracks tasks and docs in one place #planning #visibility',
      'Miro: lets people map and brainstorm together #remote #discovery',
      'Mural: lets people map and brainstorm together #remote #discovery',
      'Excel: handles quick analysis and tracking #data',
      'Google Sheets: handles shared tracking and analysis #data #remote',
      'Google Docs: lets people write and review together #remote #visibility',
      'SharePoint: stores shared documents #remote #visibility',
      'Outlook: handles email and calendars #coordination',
      'WhatsApp: carries quick messages across shifts #coordination',
      'Loom: records short walkthroughs instead of meetings #remote',
      'Retrium: runs structured retrospectives online #remote #improvement',
      'Parabol: runs retrospectives and check-ins online #remote #improvement',
      'EasyRetro: runs retrospective boards online #remote #improvement',
      'Whiteboard: makes thinking visible in the room #visibility',
      'Sticky notes: make ideas visible and easy to group #visibility',
      'Shared drive: keeps the team’s files where everyone can reach them #decision #handover #remote',
      'Google Drive: stores and shares files from any device #decision #remote',
      'Dropbox: syncs folders of files between people and devices #decision #remote',
    ],
  },
  {
    // Forms, surveys and tables collect answers and records for practices across public, people, legal and charity teams.
    domains: ['publicServices', 'peopleTeam', 'legal', 'governmentPolicy', 'nonprofit'],
    tools: [
      'Google Forms: collects answers through simple online forms #form #survey #intake #feedback',
      'Qualtrics: runs surveys and analyses the answers #survey #consultation #engagement',
      'Airtable: keeps records in flexible shared tables #tracking #data',
    ],
  },
  {
    domains: ['household', 'research', 'nonprofit', 'finance'],
    tools: [
      'Google Calendar: keeps one shared calendar that everyone can see and edit #calendar #check #rota',
      'Cozi: keeps the family calendar, shopping lists and to-dos in one app #calendar #meal #chore',
      'Splitwise: tracks who paid for what and who owes whom #money #budget',
      'YNAB: gives every pound of the household budget a job #budget #money #admin',
      'OurHome: turns chores into points and rewards for children #chore #pocket',
      'Mealime: plans the week’s meals and builds the shopping list #meal #batch',
    ],
  },
  {
    // Everyday words as names: they match only when written whole, never inside a longer name.
    domains: ['software', 'product', 'consulting', 'retrospectives', 'healthcare'],
    whole: true,
    tools: [
      'Teams: carries chat, calls and coordination #coordination #remote',
      'Sheets: handles shared tracking and analysis #data #remote',
      'Email: carries formal and external communication #coordination',
    ],
  },
];
