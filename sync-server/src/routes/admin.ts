import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  analyticsSummarySchema,
  pageViewStatSchema,
  templateStatSchema,
  timeRangeSchema,
  userActionStatSchema,
  type TimeRange,
} from '../../../shared/schemas/analytics';
import { historyEntrySchema, type HistoryEntry } from '../../../shared/schemas/history';
import { rangeStart, type ExportedEvent } from '../db/analyticsRepository';
import { requireAdmin } from '../plugins/auth';
import type { RoutePlugin } from '../validation';

const rangeQuery = z.object({ range: timeRangeSchema });

/** The history tab lists at most this many entries, newest first (each carries a whole prompt and response). */
export const HISTORY_LIMIT = 200;

/** The CSV export's columns, in order. */
export const CSV_COLUMNS = ['id', 'type', 'action', 'page', 'templateId', 'sessionId', 'createdAt'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A leading = + - @ is
 * defused with an apostrophe so a spreadsheet never runs a cell as a formula.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

async function* csvLines(events: AsyncIterable<ExportedEvent>): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for await (const event of events)
    yield `${CSV_COLUMNS.map((column) => csvField(event[column])).join(',')}\r\n`;
}

/** The range's start as both forms the repositories take. */
function since(range: TimeRange): number {
  return rangeStart(range);
}

/**
 * The admin API (spec §7, design §7): usage figures for the dashboard, each over `?range=1d|7d|30d|90d`
 * (default 7d), and the CSV export. Every route answers 401 logged out and 403 to non-admins, checked
 * before anything else so a stranger learns nothing from validation messages.
 */
export const adminRoutes: RoutePlugin = (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/analytics',
    { schema: { querystring: rangeQuery, response: { 200: analyticsSummarySchema } } },
    (request) => app.repos.analytics.summary(since(request.query.range)),
  );

  app.get(
    '/admin/page-views',
    { schema: { querystring: rangeQuery, response: { 200: z.array(pageViewStatSchema) } } },
    (request) => app.repos.analytics.pageViews(since(request.query.range)),
  );

  app.get(
    '/admin/user-actions',
    { schema: { querystring: rangeQuery, response: { 200: z.array(userActionStatSchema) } } },
    (request) => app.repos.analytics.userActions(since(request.query.range)),
  );

  app.get(
    '/admin/template-stats',
    { schema: { querystring: rangeQuery, response: { 200: z.array(templateStatSchema) } } },
    (request) => app.repos.analytics.templateStats(since(request.query.range)),
  );

  app.get(
    '/admin/spine-map-history',
    { schema: { querystring: rangeQuery, response: { 200: z.array(historyEntrySchema) } } },
    (request): Promise<HistoryEntry[]> => {
      return app.repos.history.list({
        since: new Date(since(request.query.range)).toISOString(),
        limit: HISTORY_LIMIT,
      });
    },
  );

  app.get('/admin/export.csv', { schema: { querystring: rangeQuery } }, async (request, reply) => {
    const { range } = request.query;
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="spine-explorer-analytics-${range}-${day}.csv"`)
      .send(Readable.from(csvLines(app.repos.analytics.eventsSince(since(range)))));
  });
};
