import type {
  AnalyticsEvent,
  AnalyticsSummary,
  PageViewStat,
  RecentAction,
  TemplateStat,
  TimeRange,
  UserActionStat,
} from '../../../shared/schemas/analytics';
import type { Db } from './database';

/** Recent Activity shows at most this many actions (spec §9). */
export const RECENT_ACTIONS_LIMIT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back each dashboard range reaches. */
export const TIME_RANGE_MS: Record<TimeRange, number> = {
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
};

/** The start (Unix ms) of a range ending now. */
export function rangeStart(range: TimeRange, now = Date.now()): number {
  return now - TIME_RANGE_MS[range];
}

/** An event's clock may be ahead of ours; it is clamped so a skewed device cannot fill "the future". */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

interface EventRow {
  event_id: string;
  type: AnalyticsEvent['type'];
  action: string | null;
  page: string;
  template_id: string | null;
  session_id: string;
  created_at: number;
}

/** One stored event as the CSV export writes it. */
export interface ExportedEvent {
  id: string;
  type: string;
  action: string | null;
  page: string;
  templateId: string | null;
  sessionId: string;
  createdAt: string;
}

function toRow(event: AnalyticsEvent, now: number): EventRow {
  const created = Date.parse(event.createdAt);
  return {
    event_id: event.id,
    type: event.type,
    action: event.type === 'action' ? event.action : null,
    page: event.page,
    template_id: event.type === 'template_view' || event.type === 'template_use' ? event.templateId : null,
    session_id: event.sessionId,
    created_at: Math.min(Number.isFinite(created) ? created : now, now + MAX_CLOCK_AHEAD_MS),
  };
}

/** Whether a table exists: the maps table belongs to another migration and is read only if present. */
async function hasTable(db: Db, name: string): Promise<boolean> {
  const sql =
    db.dialect === 'sqlite'
      ? "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"
      : 'SELECT 1 WHERE to_regclass(?) IS NOT NULL';
  return (await db.prepare<[string]>(sql).get(name)) !== undefined;
}

/** Rows the CSV export reads at a time. */
const EXPORT_PAGE = 5000;

// The grouped aggregates name their partial covering index: by row estimates the planner prefers
// (type, created_at) and then sorts half a million rows into a temp b-tree, 5x slower (measured).

/**
 * Anonymous usage events (`analytics_events`) and the dashboard's aggregates. Every aggregate takes
 * the start of its range in Unix ms and is answered from one covering index (migration 005).
 */
export function createAnalyticsRepository(db: Db) {
  // SQLite's planner needs telling which partial covering index to use; PostgreSQL's finds it.
  const indexedBy = (index: string) => (db.dialect === 'sqlite' ? `INDEXED BY ${index}` : '');
  const insert = db.prepare<[EventRow]>(
    `INSERT INTO analytics_events (event_id, type, action, page, template_id, session_id, created_at)
     VALUES (@event_id, @type, @action, @page, @template_id, @session_id, @created_at)
     ON CONFLICT (event_id) DO NOTHING`,
  );
  const countType = db
    .prepare<[string, number], number>(
      'SELECT COUNT(*) FROM analytics_events WHERE type = ? AND created_at >= ?',
    )
    .pluck();
  const recent = db.prepare<[number, number], { action: string; page: string; created_at: number }>(
    `SELECT action, page, created_at FROM analytics_events
     WHERE type = 'action' AND created_at >= ? ORDER BY created_at DESC LIMIT ?`,
  );
  const pageViews = db.prepare<[number], PageViewStat>(
    `SELECT page, COUNT(*) AS count FROM analytics_events ${indexedBy('analytics_page_views')}
     WHERE type = 'page_view' AND created_at >= ? GROUP BY page ORDER BY count DESC, page`,
  );
  const userActions = db.prepare<[number], UserActionStat>(
    `SELECT action, COUNT(*) AS count FROM analytics_events ${indexedBy('analytics_actions')}
     WHERE type = 'action' AND created_at >= ? GROUP BY action ORDER BY count DESC, action`,
  );
  const templateStats = db.prepare<
    [number],
    { templateId: string; uses: number; views: number; lastUsed: number | null }
  >(
    `SELECT template_id AS "templateId",
            SUM(CASE WHEN type = 'template_use' THEN 1 ELSE 0 END) AS uses,
            SUM(CASE WHEN type = 'template_view' THEN 1 ELSE 0 END) AS views,
            MAX(CASE WHEN type = 'template_use' THEN created_at END) AS "lastUsed"
     FROM analytics_events ${indexedBy('analytics_templates')}
     WHERE template_id IS NOT NULL AND created_at >= ?
     GROUP BY template_id ORDER BY uses DESC, views DESC, template_id`,
  );
  // The export pages through the events in (created_at, seq) order, so a million rows never sit in memory.
  const inRangePage = db.prepare<[number, number, number, number, number], EventRow & { seq: number }>(
    `SELECT seq, event_id, type, action, page, template_id, session_id, created_at FROM analytics_events
     WHERE created_at >= ? AND (created_at > ? OR (created_at = ? AND seq > ?)) ORDER BY created_at, seq LIMIT ?`,
  );
  const addMany = (rows: EventRow[]) =>
    db.write(async () => {
      let added = 0;
      for (const row of rows) added += (await insert.run(row)).changes;
      return added;
    });

  let countMaps: ((sinceIso: string) => Promise<number>) | null = null;
  /** Maps created since: the maps table when migration 002 made it, else the generate actions. */
  async function spineMapsCreated(since: number): Promise<number> {
    if (!countMaps && (await hasTable(db, 'spine_maps'))) {
      const statement = db
        .prepare<[string], number>('SELECT COUNT(*) FROM spine_maps WHERE created_at >= ?')
        .pluck();
      countMaps = async (sinceIso) => (await statement.get(sinceIso)) ?? 0;
    }
    if (countMaps) return countMaps(new Date(since).toISOString());
    return (
      (await db
        .prepare<[number], number>(
          "SELECT COUNT(*) FROM analytics_events WHERE type = 'action' AND action = 'generate' AND created_at >= ?",
        )
        .pluck()
        .get(since)) ?? 0
    );
  }

  return {
    /** Stores the events whose id is new; returns how many were new (re-sent batches count 0). */
    addEvents(events: readonly AnalyticsEvent[], now = Date.now()): Promise<number> {
      return addMany(events.map((event) => toRow(event, now)));
    },
    /** The four summary figures and Recent Activity, newest first. */
    async summary(since: number): Promise<AnalyticsSummary> {
      const total = async (type: AnalyticsEvent['type']) => (await countType.get(type, since)) ?? 0;
      const recentActions: RecentAction[] = (await recent.all(since, RECENT_ACTIONS_LIMIT)).map((row) => ({
        action: row.action,
        page: row.page,
        createdAt: new Date(row.created_at).toISOString(),
      }));
      return {
        totalSessions: await total('session_start'),
        totalPageViews: await total('page_view'),
        totalSpineMaps: await spineMapsCreated(since),
        totalTemplateUses: await total('template_use'),
        recentActions,
      };
    },
    /** Views per page, most viewed first. */
    pageViews(since: number): Promise<PageViewStat[]> {
      return pageViews.all(since);
    },
    /** Count per action, most frequent first. */
    userActions(since: number): Promise<UserActionStat[]> {
      return userActions.all(since);
    },
    /** Uses, views and last use per template, most used first. */
    async templateStats(since: number): Promise<TemplateStat[]> {
      return (await templateStats.all(since)).map((row) => ({
        templateId: row.templateId,
        uses: row.uses,
        views: row.views,
        lastUsed: row.lastUsed === null ? null : new Date(row.lastUsed).toISOString(),
      }));
    },
    /** Every event since, oldest first, read a page at a time so an export of a million rows streams. */
    async *eventsSince(since: number): AsyncGenerator<ExportedEvent> {
      let after = { createdAt: since, seq: 0 };
      for (;;) {
        const page = await inRangePage.all(since, after.createdAt, after.createdAt, after.seq, EXPORT_PAGE);
        for (const row of page)
          yield {
            id: row.event_id,
            type: row.type,
            action: row.action,
            page: row.page,
            templateId: row.template_id,
            sessionId: row.session_id,
            createdAt: new Date(row.created_at).toISOString(),
          };
        const last = page.at(-1);
        if (!last || page.length < EXPORT_PAGE) return;
        after = { createdAt: last.created_at, seq: last.seq };
      }
    },
  };
}

/** The `analytics_events` repository. */
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
