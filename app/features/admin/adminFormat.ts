/** The pie chart's five colours, cycled through the slices (spec §9). */
export const PIE_COLORS = ['#4f46e5', '#f97316', '#22c55e', '#ef4444', '#a855f7'] as const;

/** The colour of slice `index`. */
export function pieColor(index: number): string {
  return PIE_COLORS[index % PIE_COLORS.length] ?? PIE_COLORS[0];
}

/** A count with thousands separators in the visitor's locale (cards and tables). */
export function formatCount(value: number, locale?: string): string {
  return value.toLocaleString(locale);
}

/** A share of the total to one decimal, as the tables show it: '42.9%'; 0.0% when the total is 0. */
export function percentOf(count: number, total: number): string {
  return `${(total > 0 ? (count / total) * 100 : 0).toFixed(1)}%`;
}

/** The pie label: the action and its share rounded to a whole percent ('generate 43%'). */
export function pieLabel(name: string, fraction: number): string {
  return `${name} ${Math.round(fraction * 100)}%`;
}

/** Local date and time of an ISO timestamp (Recent Activity, history). */
export function formatDateTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale);
}

/** The Templates tab's Last Used: a local date, or 'Never'. */
export function formatLastUsed(iso: string | null, locale?: string): string {
  return iso ? new Date(iso).toLocaleDateString(locale) : 'Never';
}

/** The history entry's id line (spec §2). */
export function historyIdLine(entry: {
  sessionId: string | null;
  spineMapId: string;
  originalSpineMapId: string | null;
}): string {
  const line = `Session: ${entry.sessionId ?? ''} | Spine Map ID: ${entry.spineMapId}`;
  return entry.originalSpineMapId ? `${line} | Original: ${entry.originalSpineMapId}` : line;
}

/** The response as the history shows it: pretty-printed JSON. */
export function prettyResponse(response: unknown): string {
  if (typeof response === 'string') return response;
  return JSON.stringify(response ?? null, null, 2);
}
