import { analyticsBatchResultSchema, analyticsBatchSchema } from '../../../shared/schemas/analytics';
import type { RoutePlugin } from '../validation';

/** A full batch of the largest events is about 25 KB; this leaves room and no more. */
export const ANALYTICS_BODY_LIMIT = 64 * 1024;

/**
 * `POST /api/analytics/events`: a batch of anonymous usage events from the app's queue. The schema
 * is strict, so a field that could carry personal data is refused, not stored; re-sent events (same
 * id) are accepted and not counted twice. Do Not Track is honoured by the client, which then sends nothing.
 */
export const analyticsRoutes: RoutePlugin = (app) => {
  app.post(
    '/analytics/events',
    {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { body: analyticsBatchSchema, response: { 200: analyticsBatchResultSchema } },
    },
    async (request) => ({ accepted: await app.repos.analytics.addEvents(request.body.events) }),
  );
};
