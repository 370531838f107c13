import type { z } from 'zod';
import { MAP_LIMITS, spineMapContentSchema, type SpineMapContent } from '../schemas/spineMap';
import { isContentKey } from './content';
import { lazySchema } from '../schemas/lazySchema';

// The limits a map's content must keep to be stored: the schema's, and a size limit that unknown
// fields count towards too. The device checks before it queues an edit and the server checks
// before it stores one, with the same words, so a refusal from the server is rare.

const looseContentSchema = lazySchema(() => spineMapContentSchema.loose());

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'The title',
  systemBoundary: 'The system boundary',
  context: 'The context',
  needs: 'Needs',
  values: 'Values',
  principles: 'Principles',
  practices: 'Practices',
  tools: 'Tools',
  industry: 'The industry',
  teamSize: 'The team size',
  visibility: 'Visibility',
};

function describe(issue: z.core.$ZodIssue): string {
  const [field, index] = issue.path;
  const label = FIELD_LABELS[String(field)] ?? `The field "${String(field)}"`;
  const missing = issue.code === 'invalid_type' && /received undefined/u.test(issue.message);
  if ((issue.code === 'too_small' || missing) && index === undefined) return `${label} is required.`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `${label} can have at most ${MAP_LIMITS.mergedItems} items.`;
  if (issue.code === 'too_big')
    return `${label}${index === undefined ? '' : ` (item ${Number(index) + 1})`} is too long (at most ${String(issue.maximum)} characters).`;
  return `${label}${index === undefined ? '' : ` (item ${Number(index) + 1})`} is not valid: ${issue.message}`;
}

/** The content as stored (validated, trimmed, content keys only), or what is wrong with it in words a person can act on. */
export function checkContent(
  content: object,
): { ok: true; content: SpineMapContent } | { ok: false; message: string } {
  const parsed = looseContentSchema.safeParse(content);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map(describe).join(' ') };
  const stored = parsed.data as Record<string, unknown>;
  for (const key of Object.keys(stored)) if (!isContentKey(key)) delete stored[key];
  const size = JSON.stringify(stored).length;
  if (size > MAP_LIMITS.contentChars) {
    return {
      ok: false,
      message: `This map is too large to sync (${size.toLocaleString('en')} characters; the limit is ${MAP_LIMITS.contentChars.toLocaleString('en')}). Shorten or remove some text.`,
    };
  }
  return { ok: true, content: stored as SpineMapContent };
}
