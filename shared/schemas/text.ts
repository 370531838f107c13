import { z } from 'zod';

/**
 * An optional free text: trimmed, bounded, and blank counts as not given, because the spec omits
 * empty fields (§5) and query strings arrive as '' when a filter is cleared.
 */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/** Longest search text or filter value a list query accepts. */
export const QUERY_TEXT_MAX = 200;
