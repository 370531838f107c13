import { z } from 'zod';
import { ANALYTICS_BATCH_MAX } from '../analyticsEvents';
import { lazySchema } from './lazySchema';

/** The admin dashboard's time ranges with the selector's labels (spec §2). */
export const TIME_RANGES = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
} as const;

/** The time range ids in selector order. */
export const TIME_RANGE_IDS = ['1d', '7d', '30d', '90d'] as const;

/** A dashboard time range; '7d' when absent (spec §9). */
export const timeRangeSchema = lazySchema(() => z.enum(TIME_RANGE_IDS).default('7d'));
export type TimeRange = z.infer<typeof timeRangeSchema>;

const count = lazySchema(() => z.number().int().nonnegative());

/** A count that may arrive as a numeric string (SQL drivers and older servers send both, spec §3). */
export const numericCountSchema = lazySchema(() =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/)])
    .transform(Number)
    .pipe(count),
);

/** One line of the dashboard's Recent Activity. */
export const recentActionSchema = lazySchema(() =>
  z.object({
    action: z.string(),
    page: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);
export type RecentAction = z.infer<typeof recentActionSchema>;

/** GET /api/admin/analytics. */
export const analyticsSummarySchema = lazySchema(() =>
  z.object({
    totalSessions: count,
    totalPageViews: count,
    totalSpineMaps: count,
    totalTemplateUses: count,
    recentActions: z.array(recentActionSchema),
  }),
);
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** One row of GET /api/admin/page-views. */
export const pageViewStatSchema = lazySchema(() => z.object({ page: z.string(), count }));
export type PageViewStat = z.infer<typeof pageViewStatSchema>;

/** One row of GET /api/admin/user-actions. */
export const userActionStatSchema = lazySchema(() => z.object({ action: z.string(), count }));
export type UserActionStat = z.infer<typeof userActionStatSchema>;

/** One row of GET /api/admin/template-stats; lastUsed is null when never used ('Never'). */
export const templateStatSchema = lazySchema(() =>
  z.object({
    templateId: z.string().min(1),
    uses: numericCountSchema,
    views: numericCountSchema,
    lastUsed: z.iso.datetime({ offset: true }).nullable(),
  }),
);
export type TemplateStat = z.infer<typeof templateStatSchema>;

// The batch size and the page-path masking live in a zod-free module the first visit's sender uses.
export { ANALYTICS_BATCH_MAX, analyticsPage } from '../analyticsEvents';

/** A page path only: no query string or fragment, which could carry personal data (see analyticsPage). */
const pagePath = lazySchema(() =>
  z
    .string()
    .max(512)
    .regex(/^\/[^?#\s]*$/, 'a path without query or fragment'),
);

/** Event and action names are identifiers, never free text, so they cannot smuggle personal data. */
const eventName = lazySchema(() => z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'an identifier'));

/** An anonymous analytics session id (random per visit, never a user id). */
const analyticsSessionId = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a url-safe id'));

const eventBase = {
  id: z.uuid(),
  page: pagePath,
  sessionId: analyticsSessionId,
  createdAt: z.iso.datetime({ offset: true }),
};

/**
 * One analytics event. Strict objects: an unknown field (an e-mail, a name) is rejected, not stored.
 * The id makes re-sending a batch after a lost reply harmless.
 */
export const analyticsEventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ ...eventBase, type: z.literal('page_view') }),
    z.strictObject({ ...eventBase, type: z.literal('session_start') }),
    z.strictObject({ ...eventBase, type: z.literal('action'), action: eventName }),
    z.strictObject({ ...eventBase, type: z.literal('template_view'), templateId: z.string().min(1).max(64) }),
    z.strictObject({ ...eventBase, type: z.literal('template_use'), templateId: z.string().min(1).max(64) }),
  ]),
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The analytics event types. */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'session_start',
  'action',
  'template_view',
  'template_use',
] as const;

/** The body of the analytics ingest call: 1 to ANALYTICS_BATCH_MAX events. */
export const analyticsBatchSchema = lazySchema(() =>
  z.strictObject({
    events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
  }),
);
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** The ingest reply: how many events were new (duplicates by id are accepted but not counted). */
export const analyticsBatchResultSchema = lazySchema(() => z.object({ accepted: count }));
export type AnalyticsBatchResult = z.infer<typeof analyticsBatchResultSchema>;
