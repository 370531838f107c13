import { ApiError, apiFetch } from '../../api/client';
import { db as appDb, type SpineDb } from '../../db/db';
import {
  ANALYTICS_BATCH_MAX,
  analyticsBatchResultSchema,
  analyticsEventSchema,
  analyticsPage,
  type AnalyticsEvent,
} from '../../../shared/schemas/analytics';
import { touchSession, type SessionStorageLike } from './session';
import type { CapturedEvent } from './track';

/** The queue keeps at most this many events; beyond it the oldest go (a long offline spell must not fill the disk). */
export const ANALYTICS_QUEUE_MAX = 5000;

/** The analytics ingest path. */
export const ANALYTICS_PATH = '/api/analytics/events';

/** Sends one batch; `keepalive` lets it outlive a page that is being hidden or closed. */
export type SendBatch = (events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<void>;

function memoryStorage(): SessionStorageLike {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

function defaultStorage(): SessionStorageLike {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

/** Turns captured events into stored ones: page path only (ids masked), the session, an id; session starts added. */
export function toAnalyticsEvents(
  captured: readonly CapturedEvent[],
  storage: SessionStorageLike = defaultStorage(),
): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  for (const item of captured) {
    const createdAt = item.at;
    const page = analyticsPage(item.path);
    const session = touchSession(storage, Date.parse(createdAt));
    const base = { page, sessionId: session.id, createdAt };
    if (session.isNew) events.push({ ...base, id: crypto.randomUUID(), type: 'session_start' });
    const event =
      item.kind === 'action'
        ? { ...base, id: crypto.randomUUID(), type: item.kind, action: item.action }
        : item.kind === 'page_view'
          ? { ...base, id: crypto.randomUUID(), type: item.kind }
          : { ...base, id: crypto.randomUUID(), type: item.kind, templateId: item.templateId };
    const parsed = analyticsEventSchema.safeParse(event);
    if (parsed.success) events.push(parsed.data);
  }
  return events;
}

/** Appends captured events to the Dexie queue (trimming the oldest past ANALYTICS_QUEUE_MAX). */
export async function recordEvents(
  captured: readonly CapturedEvent[],
  database: SpineDb = appDb,
  storage?: SessionStorageLike,
): Promise<void> {
  const events = toAnalyticsEvents(captured, storage);
  if (events.length === 0) return;
  await database.transaction('rw', database.analyticsQueue, async () => {
    await database.analyticsQueue.bulkAdd(events.map((event) => ({ createdAt: event.createdAt, event })));
    const excess = (await database.analyticsQueue.count()) - ANALYTICS_QUEUE_MAX;
    if (excess > 0) await database.analyticsQueue.limit(excess).delete();
  });
}

/** POSTs a batch: through the API client, or with fetch keepalive when the page is going away. */
export const sendBatch: SendBatch = async (events, { keepalive }) => {
  if (!keepalive) {
    analyticsBatchResultSchema.parse(await apiFetch(ANALYTICS_PATH, { method: 'POST', body: { events } }));
    return;
  }
  const response = await fetch(ANALYTICS_PATH, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
};

let flushing: Promise<number> | null = null;

/**
 * Sends the queue in batches of ANALYTICS_BATCH_MAX, oldest first, removing each batch once the server
 * has it (event ids make a resend after a lost reply harmless). Stops at a network error, 429 or 5xx;
 * a batch the server refuses as invalid is dropped, since resending cannot help. Concurrent calls share
 * one run. Returns how many events left the queue.
 */
export function flushAnalytics(
  options: { keepalive?: boolean; database?: SpineDb; send?: SendBatch } = {},
): Promise<number> {
  const { keepalive = false, database = appDb, send = sendBatch } = options;
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (;;) {
        const rows = await database.analyticsQueue.limit(ANALYTICS_BATCH_MAX).toArray();
        if (rows.length === 0) break;
        const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
        try {
          await send(
            rows.map((row) => row.event),
            { keepalive },
          );
        } catch (error) {
          const invalid = error instanceof ApiError && error.status === 400;
          if (!invalid) break;
        }
        await database.analyticsQueue.bulkDelete(ids);
        sent += ids.length;
        // A page being hidden gets one batch: keepalive requests share a 64 KB budget.
        if (keepalive) break;
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}
