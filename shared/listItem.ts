/** A map list item split for display: a bold name and, when present, the detail below it. */
export interface ListItemParts {
  name: string;
  detail?: string;
}

/**
 * Separators, in the order they appear: a colon followed by whitespace or the end (so 'https://x'
 * and '10:30' stay whole), or a dash with whitespace on both sides (so 'follow-up' stays whole).
 * En and em dashes count too, since AI replies use them for the same purpose.
 */
const SEPARATOR = /:(?=\s|$)|\s[-–—](?=\s|$)/gu;

/**
 * Splits a list item written as 'name: detail' or 'name - detail' at its first separator (spec §3).
 * A separator with nothing before it is not one; an empty detail means no detail.
 */
export function parseListItem(text: string): ListItemParts {
  const trimmed = text.trim();
  for (const match of trimmed.matchAll(SEPARATOR)) {
    const name = trimmed.slice(0, match.index).trim();
    if (name === '') continue;
    const detail = trimmed.slice(match.index + match[0].length).trim();
    return detail === '' ? { name } : { name, detail };
  }
  return { name: trimmed };
}
