import { spineMapContentSchema, spineMapSchema } from '../schemas/spineMap';
import { once } from '../schemas/lazySchema';
import type { SpineMapContent } from '../schemas/spineMap';

// Helpers shared by merge, patch and diff: which keys are content, and when two values are equal.

/** Map keys that are identity or sync bookkeeping: never patched, diffed or merged. */
// Made on first use: reading the schemas' shapes builds them (shared/schemas/lazySchema.ts).
const bookkeeping = once(
  (): ReadonlySet<string> =>
    new Set(
      Object.keys(spineMapSchema.shape)
        .filter((key) => !(key in spineMapContentSchema.shape))
        // The device's copy also carries its items (ids for the editor) and the latest notice.
        .concat('createdAt', 'items', 'notice'),
    ),
);

/**
 * Optional text fields. A patch cannot carry `undefined` over JSON, so clearing one is sent as ''
 * and '' is read as "not given" (as shared/schemas/text.ts does for queries).
 */
export const OPTIONAL_TEXT_FIELDS = [
  'context',
  'industry',
  'teamSize',
] as const satisfies readonly (keyof SpineMapContent)[];

const optionalText: ReadonlySet<string> = new Set(OPTIONAL_TEXT_FIELDS);

/** True when a key holds content (known or unknown), not bookkeeping. */
export function isContentKey(key: string): boolean {
  return !bookkeeping().has(key);
}

/** A map's content: its content keys (known and unknown) without identity or sync bookkeeping. */
export function contentOf(map: object): SpineMapContent {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) if (isContentKey(key)) content[key] = value;
  return content as SpineMapContent;
}

/** True when `value` means "field absent" for `key`: undefined, or '' for an optional text field. */
export function isAbsent(key: string, value: unknown): boolean {
  return value === undefined || (optionalText.has(key) && value === '');
}

/** Structural equality for JSON-like values (strings, numbers, arrays, plain objects). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!jsonEqual(left[key], right[key])) return false;
  return true;
}

/** Equality of one field's values, treating every "absent" form alike. */
export function fieldEqual(key: string, a: unknown, b: unknown): boolean {
  if (isAbsent(key, a) || isAbsent(key, b)) return isAbsent(key, a) && isAbsent(key, b);
  return jsonEqual(a, b);
}

/** The content keys present in any of the given objects, known fields first in schema order. */
export function contentKeys(...objects: object[]): string[] {
  const known = Object.keys(spineMapContentSchema.shape);
  const extra = new Set<string>();
  for (const object of objects) {
    for (const key of Object.keys(object)) if (isContentKey(key) && !known.includes(key)) extra.add(key);
  }
  return [...known, ...[...extra].sort()];
}
