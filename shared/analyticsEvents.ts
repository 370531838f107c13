// What the client needs to build and send analytics events without loading zod (the first visit's
// sender, app/features/analytics/directQueue.ts). The schemas, and so the types, stay in
// schemas/analytics.ts, which re-exports these.

/** Most events one POST may carry; the client sends its queue in chunks of this size. */
export const ANALYTICS_BATCH_MAX = 50;

/**
 * The request header that carries the app's anonymous usage session to AI calls, so a history
 * entry can name its session (spec §2 admin history). Absent when the visitor opts out of tracking.
 */
export const HISTORY_SESSION_HEADER = 'x-spine-session';

/**
 * The page an event records, from a pathname or URL: query and fragment dropped, and share ids
 * masked, because a share link grants access to an unlisted map and admins must not harvest them.
 */
export function analyticsPage(pathOrUrl: string): string {
  const withoutOrigin = pathOrUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0]?.replace(/\s/g, '') ?? '';
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return rooted.replace(/^\/share\/[^/]+/, '/share/:shareId').slice(0, 512);
}
