/** A piece of a fill-in-the-blanks pattern: fixed wording or a named blank. */
export type TemplateSegment = { kind: 'text'; text: string } | { kind: 'field'; key: string };

/** Splits a lesson template's pattern ("Seen from {perspective}, …") into wording and blanks. */
export function parseTemplatePattern(pattern: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of pattern.matchAll(/\{(\w+)\}/g)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: pattern.slice(last, index) });
    segments.push({ kind: 'field', key: match[1] ?? '' });
    last = index + match[0].length;
  }
  if (last < pattern.length) segments.push({ kind: 'text', text: pattern.slice(last) });
  return segments;
}

/**
 * The sentence with the learner's words in it; a blank still empty shows as [its label] so the
 * copied text makes clear what is missing.
 */
export function fillTemplatePattern(
  pattern: string,
  values: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): string {
  return parseTemplatePattern(pattern)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      const value = values[segment.key]?.trim();
      return value ? value : `[${labels[segment.key] ?? segment.key}]`;
    })
    .join('');
}
