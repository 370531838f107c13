// Word lists behind the spine exercise checker. They are heuristics: each list favours missing a
// case over nagging a learner about a correct answer.

// Product names that are safe to match in any case.
const BRANDS = [
  'Jira',
  'Trello',
  'GitHub',
  'GitLab',
  'Bitbucket',
  'Git',
  'Miro',
  'Mural',
  'Salesforce',
  'Confluence',
  'Asana',
  'ClickUp',
  'Monday.com',
  'Figma',
  'HubSpot',
  'Zendesk',
  'Freshdesk',
  'ServiceNow',
  'SharePoint',
  'Outlook',
  'Gmail',
  'WhatsApp',
  'Google Docs',
  'Google Sheets',
  'Google Drive',
  'Microsoft Teams',
  'MS Teams',
  'Power BI',
  'Tableau',
  'Airtable',
  'Basecamp',
  'Docker',
  'Kubernetes',
  'Jenkins',
  'Azure DevOps',
  'ChatGPT',
  'Webex',
  'QuickBooks',
  'Xero',
  'Dropbox',
  'Smartsheet',
  'Wrike',
];

// Product names that are also ordinary words ("some slack in the plan", "zoom out"), matched only as capitalised.
const CASE_SENSITIVE_BRANDS = ['Slack', 'Excel', 'Zoom', 'Notion', 'SAP', 'Copilot'];

// Kinds of tool rather than products; a need may mention them in passing, so needs flag them only
// when they are the thing being asked for.
const GENERIC_TOOLS = [
  'software',
  'app',
  'apps',
  'dashboard',
  'dashboards',
  'spreadsheet',
  'spreadsheets',
  'tool',
  'tools',
  'platform',
  'database',
  'CRM',
  'ERP',
  'chatbot',
  'wiki',
  'intranet',
  'portal',
  'whiteboard',
  'ticketing system',
  'job-tracking app',
  'kanban board',
];

const ACQUIRE_WORDS =
  'a|an|new|better|proper|modern|the right|more|our own|use|using|buy|build|implement|install|adopt|get|need|have|roll out|migrate to|switch to|deploy|launch|introduce';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wordPattern(names: readonly string[], flags: string): RegExp {
  const alternatives = [...names]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  return new RegExp(`(?<![\\w.-])(${alternatives})(?![\\w-])`, flags);
}

const BRAND_PATTERN = wordPattern(BRANDS, 'i');
const CASE_SENSITIVE_PATTERN = wordPattern(CASE_SENSITIVE_BRANDS, '');
const GENERIC_PATTERN = wordPattern(GENERIC_TOOLS, 'i');
const ACQUIRED_PATTERN = new RegExp(
  `\\b(${ACQUIRE_WORDS})\\s+((new|better|proper|modern|shared|central|single|online|digital)\\s+)?(${GENERIC_TOOLS.map(escape).join('|')})(?![\\w-])`,
  'i',
);

/** A tool found in a piece of text: a named product, or a kind of tool such as "a dashboard". */
export interface ToolMention {
  name: string;
  kind: 'brand' | 'generic';
  /** True when the text asks for the tool ("we need a dashboard") rather than mentioning it. */
  acquired: boolean;
}

/** Finds the first tool a piece of text names, or null; brands win over generic words. */
export function findTool(text: string): ToolMention | null {
  const brand = BRAND_PATTERN.exec(text) ?? CASE_SENSITIVE_PATTERN.exec(text);
  const canonical = (found: string) =>
    [...BRANDS, ...CASE_SENSITIVE_BRANDS].find((name) => name.toLowerCase() === found.toLowerCase()) ?? found;
  if (brand?.[1]) return { name: canonical(brand[1]), kind: 'brand', acquired: true };
  const generic = GENERIC_PATTERN.exec(text);
  if (generic?.[1])
    return { name: generic[1].toLowerCase(), kind: 'generic', acquired: ACQUIRED_PATTERN.test(text) };
  return null;
}

// Qualities people name when they mean a value; used to spot "practices" nobody could observe.
const ABSTRACT_QUALITIES = new Set([
  'transparency',
  'transparent',
  'trust',
  'trusting',
  'quality',
  'speed',
  'safety',
  'safe',
  'collaboration',
  'collaborative',
  'communication',
  'respect',
  'respectful',
  'courage',
  'courageous',
  'openness',
  'open',
  'honesty',
  'honest',
  'simplicity',
  'simple',
  'flexibility',
  'flexible',
  'reliability',
  'reliable',
  'efficiency',
  'efficient',
  'agility',
  'agile',
  'ownership',
  'accountability',
  'accountable',
  'excellence',
  'excellent',
  'innovation',
  'innovative',
  'integrity',
  'focus',
  'focused',
  'visibility',
  'visible',
  'predictability',
  'predictable',
  'responsive',
  'responsiveness',
  'proactive',
  'kindness',
  'kind',
  'empathy',
  'empathetic',
  'curiosity',
  'curious',
  'fairness',
  'fair',
  'teamwork',
  'fast',
  'quick',
  'consistent',
  'consistency',
  'sustainable',
  'sustainability',
  'inclusive',
  'inclusion',
  'supportive',
  'productive',
  'productivity',
  'creativity',
  'creative',
  'adaptable',
  'adaptability',
  'autonomy',
  'autonomous',
  'feedback',
  'commitment',
  'committed',
  'passion',
  'passionate',
  'professional',
  'professionalism',
  'humility',
  'humble',
  'alignment',
  'aligned',
  'customer-centric',
  'customer-focused',
  'helpful',
  'friendly',
  'positive',
]);

// Words that only intensify a quality ("radical transparency") without turning it into an action.
const QUALITY_MODIFIERS = new Set([
  'radical',
  'high',
  'full',
  'total',
  'clear',
  'good',
  'great',
  'customer',
  'team',
  'constant',
  'continuous',
  'always',
  'very',
  'more',
  'real',
  'and',
  'with',
]);

const BE_PREFIX = /^(be|being|stay|staying|remain|keep|always be|we are|we're)\s+/i;

/** True when a short phrase names a quality ("Being transparent", "Open communication") rather than an action. */
export function isAbstractQuality(phrase: string): boolean {
  const words = phrase
    .replace(BE_PREFIX, '')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return false;
  if (words.length === 1)
    return ABSTRACT_QUALITIES.has(words[0] ?? '') || /(ness|ity|ism)$/.test(words[0] ?? '');
  return (
    words.some((word) => ABSTRACT_QUALITIES.has(word)) &&
    words.every((word) => ABSTRACT_QUALITIES.has(word) || QUALITY_MODIFIERS.has(word))
  );
}
