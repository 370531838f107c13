/** The pie chart's five colours, cycled through the slices (spec §9). */
export const PIE_COLORS = ['#4f46e5', '#f97316', '#22c55e', '#ef4444', '#a855f7'] as const;

/** The colour of slice `index`. */
export function pieColor(index: number): string {
  return PIE_COLORS[index % PIE_COLORS.length] ?? PIE_COLORS[0];
}

/** Routes with an id in their path, and the label all their pages share in a chart. */
const ROUTE_PATTERNS: [RegExp, string][] = [
  [/^\/maps\/[^/]+$/, '/maps/:id'],
  [/^\/share\/[^/]+$/, '/share/:id'],
  [/^\/archetypes\/[^/]+$/, '/archetypes/:id'],
  [/^\/join\/[^/]+$/, '/join/:token'],
  [/^\/reset-password\/[^/]+$/, '/reset-password/:token'],
];

/** A page path as its route: `/maps/9ef5…` → `/maps/:id`, so one map is not one bar each. */
export function routeOf(page: string): string {
  const path = page.split(/[?#]/)[0] ?? page;
  return ROUTE_PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? path;
}

/** Page views summed per route, most viewed first, at most `limit` (the chart's bars). */
export function viewsByRoute(
  stats: readonly { page: string; count: number }[],
  limit = 8,
): { route: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const { page, count } of stats) totals.set(routeOf(page), (totals.get(routeOf(page)) ?? 0) + count);
  return [...totals]
    .map(([route, count]) => ({ route, count }))
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route))
    .slice(0, limit);
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
