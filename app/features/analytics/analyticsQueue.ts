import { db as appDb, inTransaction, type SpineDb } from '../../db/db';
import {
  ANALYTICS_BATCH_MAX,
  analyticsBatchResultSchema,
  analyticsEventSchema,
  type AnalyticsEvent,
} from '../../../shared/schemas/analytics';
import { buildAnalyticsEvents, defaultStorage } from './buildEvents';
import { postAnalyticsBatch, sendInBatches, type SendBatch } from './directQueue';
import type { SessionStorageLike } from './session';
import type { CapturedEvent } from './track';

/** The queue keeps at most this many events; beyond it the oldest go (a long offline spell must not fill the disk). */
export const ANALYTICS_QUEUE_MAX = 5000;

export { ANALYTICS_PATH, type SendBatch } from './directQueue';

/**
 * Turns captured events into stored ones (buildEvents.ts), keeping only those analyticsEventSchema
 * accepts: page path only (ids masked), the session, an id; session starts added.
 */
export function toAnalyticsEvents(
  captured: readonly CapturedEvent[],
  storage: SessionStorageLike = defaultStorage(),
): AnalyticsEvent[] {
  return buildAnalyticsEvents(captured, storage).filter(
    (event) => analyticsEventSchema.safeParse(event).success,
  );
}

/** Appends captured events to the Dexie queue (trimming the oldest past ANALYTICS_QUEUE_MAX). */
export async function recordEvents(
  captured: readonly CapturedEvent[],
  database: SpineDb = appDb,
  storage?: SessionStorageLike,
): Promise<void> {
  await queueEvents(toAnalyticsEvents(captured, storage), database);
}

/** Appends built events to the Dexie queue (trimming the oldest past ANALYTICS_QUEUE_MAX). */
export async function queueEvents(
  events: readonly AnalyticsEvent[],
  database: SpineDb = appDb,
): Promise<void> {
  if (events.length === 0) return;
  await inTransaction(database, 'rw', ['analyticsQueue'], async (tx) => {
    await tx.analyticsQueue.bulkAdd(events.map((event) => ({ createdAt: event.createdAt, event })));
    const excess = (await tx.analyticsQueue.count()) - ANALYTICS_QUEUE_MAX;
    if (excess > 0) await tx.analyticsQueue.limit(excess).delete();
  });
}

/** POSTs a batch (directQueue.ts) and checks the server's reply. */
export const sendBatch: SendBatch = async (events, options) => {
  const reply = await postAnalyticsBatch(events, options);
  if (!options.keepalive) analyticsBatchResultSchema.parse(reply);
};

let flushing: Promise<number> | null = null;

/** Sends the Dexie queue (directQueue.ts's sendInBatches). Concurrent calls share one run. */
export function flushAnalytics(
  options: { keepalive?: boolean; database?: SpineDb; send?: SendBatch } = {},
): Promise<number> {
  const { keepalive = false, database = appDb, send = sendBatch } = options;
  flushing ??= sendInBatches(
    {
      next: () => database.analyticsQueue.limit(ANALYTICS_BATCH_MAX).toArray(),
      eventsOf: (rows) => rows.map((row) => row.event),
      remove: (rows) =>
        database.analyticsQueue.bulkDelete(rows.flatMap((row) => (row.id === undefined ? [] : [row.id]))),
    },
    send,
    keepalive,
  ).finally(() => {
    flushing = null;
  });
  return flushing;
}
