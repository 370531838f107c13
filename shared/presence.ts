import { levelById } from './levels';
import type { PresenceLevel } from './schemas/live';

// How a person with a map open is shown to the others (issue 10, presence): a name, initials and
// a colour of their own. The colour comes from the user id, so it is the same on every device.

/** A display name from an account email: its local part ("ana.lopez@example.com" → "ana.lopez"). */
export function displayNameOf(email: string): string {
  const local = email.split('@', 1)[0]?.trim() ?? '';
  return local || email;
}

/** One or two capital letters for an avatar: "ana.lopez" → "AL", "sam" → "SA". */
export function initialsOf(name: string): string {
  // Spread, not slice: a letter outside the BMP is two UTF-16 units.
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => [...word]);
  const [first = [], second] = words;
  const letters = second ? [first[0], second[0]] : first.slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}

/**
 * A stable avatar colour for a user id: a hue from a string hash, at a saturation and lightness
 * that keep white initials readable (contrast ≥ 4.5:1 on every hue).
 */
export function presenceColour(userId: string): string {
  let hash = 2166136261;
  for (const char of userId) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  const hue = (hash >>> 0) % 360;
  return `hsl(${hue} 65% 28%)`;
}

/** The editor's name for a presence level ("System boundary", "Values", …). */
export function presenceLevelTitle(level: PresenceLevel): string {
  return level === 'boundary' ? 'System boundary' : levelById(level).title;
}
