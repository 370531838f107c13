/** Text made literal inside a regular expression ('e.g.' matches only 'e.g.'). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
