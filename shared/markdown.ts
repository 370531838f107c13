import { levelById } from './levels';
import { spineMapTextSchema, type SpineMapText } from './schemas/spineMap';

/** The export file's name (spec §7): every non-alphanumeric becomes '_', lowercased, plus a suffix. */
export function markdownFileName(title: string): string {
  return `${title.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_spine_map.md`;
}

type TextField = 'systemBoundary' | 'context' | 'needs' | 'industry' | 'teamSize';
type ListField = 'values' | 'principles' | 'practices' | 'tools';

/** Sections in file order; the order follows spec §7. */
const SECTIONS: readonly { field: TextField | ListField; heading: string; list: boolean; required: boolean }[] = [
  { field: 'systemBoundary', heading: 'System Boundary', list: false, required: true },
  { field: 'context', heading: 'Context', list: false, required: false },
  { field: 'needs', heading: levelById('needs').title, list: false, required: true },
  { field: 'values', heading: levelById('values').title, list: true, required: true },
  { field: 'principles', heading: levelById('principles').title, list: true, required: true },
  { field: 'practices', heading: levelById('practices').title, list: true, required: true },
  { field: 'tools', heading: levelById('tools').title, list: true, required: true },
  { field: 'industry', heading: 'Industry', list: false, required: false },
  { field: 'teamSize', heading: 'Team Size', list: false, required: false },
];

/** Stands for an empty text or list, so '' and [] survive a round trip and the reader sees why. */
const EMPTY = '_None_';

/** Separates the map from the footer; escaped content can never produce this line. */
const RULE = '---';

/**
 * Escapes what markdown would otherwise render or parse as structure. Every backslash is doubled,
 * so unescape can undo exactly what was added and nothing else.
 */
function escapeLine(line: string, inline = /[\\`*_[\]<>|]/g): string {
  return line
    .replace(inline, '\\$&')
    .replace(/^(\s*)([#+=~-])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

function escapeText(text: string): string {
  return text === '' ? EMPTY : text.split('\n').map((line) => escapeLine(line)).join('\n');
}

function unescape(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

function formatDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Writes a map as markdown (spec §7). The date is the caller's, in its local calendar, so the
 * function stays pure. importMarkdown reads the result back to the same map.
 */
export function exportMarkdown(map: SpineMapText, generatedOn: Date): string {
  // '#' is escaped anywhere in the title, since a trailing run of them would close the heading.
  const title = escapeLine(map.title.replace(/\r?\n/g, ' '), /[\\`*_[\]<>|#]/g);
  const parts = [`# ${title}`];
  for (const section of SECTIONS) {
    const value = map[section.field];
    if (value === undefined) continue;
    let body: string;
    if (typeof value === 'string') body = escapeText(value);
    else if (value.length === 0) body = EMPTY;
    else body = value.map((item) => `- ${item.split('\n').map((line) => escapeLine(line)).join('\n  ')}`).join('\n');
    parts.push(`## ${section.heading}`, body);
  }
  parts.push(RULE, `Generated on ${formatDate(generatedOn)}`);
  return `${parts.join('\n\n')}\n`;
}

/** The outcome of importMarkdown: the map, or what is missing or wrong in words a person can act on. */
export type MarkdownImport = { ok: true; map: SpineMapText } | { ok: false; error: string; missing: string[] };

const BULLET = /^[-*+]\s/;

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]?.trim() === '') start++;
  while (end > start && lines[end - 1]?.trim() === '') end--;
  return lines.slice(start, end);
}

function readText(lines: string[]): string {
  const text = trimBlankLines(lines).join('\n');
  return text === EMPTY ? '' : unescape(text);
}

function readList(lines: string[]): string[] {
  const body = trimBlankLines(lines);
  if (body.length === 1 && body[0] === EMPTY) return [];
  const items: string[][] = [];
  for (const line of body) {
    const current = items[items.length - 1];
    if (BULLET.test(line)) items.push([line.slice(2)]);
    else if (current) current.push(line.startsWith('  ') ? line.slice(2) : line.trim() === '' ? '' : line);
  }
  return items.map((item) => unescape(item.join('\n')).trim()).filter((item) => item !== '');
}

function headingKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Reads a map back from markdown written by exportMarkdown (or by hand in the same shape).
 * Unknown sections, text before the first section and everything after a '---' line are ignored.
 */
export function importMarkdown(markdown: string): MarkdownImport {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const byHeading = new Map(SECTIONS.map((section) => [headingKey(section.heading), section]));
  const found = new Map<TextField | ListField, string[]>();
  let title: string | undefined;
  let current: string[] | undefined;
  for (const line of lines) {
    const h1 = /^#\s+(.*)$/.exec(line);
    const h2 = /^##\s+(.*)$/.exec(line);
    if (h1 && title === undefined) {
      title = unescape(h1[1]?.trim() ?? '');
      current = undefined;
    } else if (h2) {
      const section = byHeading.get(headingKey(h2[1] ?? ''));
      current = section && !found.has(section.field) ? [] : undefined;
      if (section && current) found.set(section.field, current);
    } else if (/^#{1,6}\s/.test(line) || /^-{3,}\s*$/.test(line)) {
      current = undefined;
    } else {
      current?.push(line);
    }
  }

  const missing = [
    ...(title ? [] : ['Title']),
    ...SECTIONS.filter((section) => section.required && !found.has(section.field)).map((section) => section.heading),
  ];
  if (missing.length > 0) {
    return { ok: false, missing, error: `This file is not a spine map: it has no ${missing.join(', ')}.` };
  }

  const draft: Record<string, unknown> = { title };
  for (const section of SECTIONS) {
    const lines = found.get(section.field);
    if (lines) draft[section.field] = section.list ? readList(lines) : readText(lines);
  }
  const parsed = spineMapTextSchema.safeParse(draft);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(' ') || 'map'}: ${issue.message}`);
    return { ok: false, missing: [], error: `This spine map cannot be imported: ${problems.join('; ')}.` };
  }
  return { ok: true, map: parsed.data };
}
