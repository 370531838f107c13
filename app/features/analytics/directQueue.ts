import { ApiError, apiFetch } from '../../api/client';
import { ANALYTICS_BATCH_MAX } from '../../../shared/analyticsEvents';
import type { AnalyticsEvent } from '../../../shared/schemas/analytics';

// The sender for a device without local data (a first visit): events wait in memory and go straight
// to the server, so capture loads neither Dexie nor zod (design §10: nothing on a first visit that the
// page does not use). A device with local data uses the Dexie queue (analyticsQueue.ts), which keeps
// events across reloads while offline; what is still here when the device gets local data moves there.

/** The analytics ingest path. */
export const ANALYTICS_PATH = '/api/analytics/events';

/** At most this many events wait in memory (a long offline spell on a first visit loses the oldest). */
export const DIRECT_QUEUE_MAX = 500;

/** Sends one batch; `keepalive` lets it outlive a page that is being hidden or closed. */
export type SendBatch = (events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<void>;

/**
 * POSTs a batch: through the API client, or with fetch keepalive when the page is going away. Returns
 * the server's reply (null with keepalive); a non-ok answer throws ApiError.
 */
export async function postAnalyticsBatch(
  events: AnalyticsEvent[],
  { keepalive }: { keepalive: boolean },
): Promise<unknown> {
  if (!keepalive) return apiFetch(ANALYTICS_PATH, { method: 'POST', body: { events } });
  const response = await fetch(ANALYTICS_PATH, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return null;
}

const defaultSend: SendBatch = async (events, options) => {
  await postAnalyticsBatch(events, options);
};

/** Events captured on this page and not yet sent, oldest first. */
const pending: AnalyticsEvent[] = [];

/** Adds built events to the in-memory queue (the oldest go past DIRECT_QUEUE_MAX). */
export function queueDirect(events: readonly AnalyticsEvent[]): void {
  pending.push(...events);
  if (pending.length > DIRECT_QUEUE_MAX) pending.splice(0, pending.length - DIRECT_QUEUE_MAX);
}

/** Takes every waiting event out of the memory queue (to move them to the Dexie queue). */
export function takeDirect(): AnalyticsEvent[] {
  return pending.splice(0, pending.length);
}

/** How many events wait in memory. */
export function directPending(): number {
  return pending.length;
}

/** One queue's side of a flush: its next batch (empty when done) and how to remove a sent batch. */
export type BatchSource<T> = {
  next: () => Promise<T[]> | T[];
  eventsOf: (batch: T[]) => AnalyticsEvent[];
  remove: (batch: T[]) => Promise<void> | void;
};

/**
 * The flush loop both queues share: batches of at most ANALYTICS_BATCH_MAX, oldest first, each
 * removed once the server has it (event ids make a resend after a lost reply harmless). Stops at a
 * network error, 429 or 5xx; a batch the server refuses as invalid (400) is dropped, since resending
 * cannot help. With keepalive (a page being hidden) one batch only: keepalive requests share a 64 KB
 * budget. Returns how many events left the queue.
 */
export async function sendInBatches<T>(
  source: BatchSource<T>,
  send: SendBatch,
  keepalive: boolean,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await source.next();
    if (batch.length === 0) break;
    try {
      await send(source.eventsOf(batch), { keepalive });
    } catch (error) {
      const invalid = error instanceof ApiError && error.status === 400;
      if (!invalid) break;
    }
    await source.remove(batch);
    sent += batch.length;
    if (keepalive) break;
  }
  return sent;
}

let flushing: Promise<number> | null = null;

/** Sends the memory queue (sendInBatches). Concurrent calls share one run. */
export function flushDirect(options: { keepalive?: boolean; send?: SendBatch } = {}): Promise<number> {
  const { keepalive = false, send = defaultSend } = options;
  flushing ??= sendInBatches<AnalyticsEvent>(
    {
      next: () => pending.slice(0, ANALYTICS_BATCH_MAX),
      eventsOf: (batch) => batch,
      // Events recorded meanwhile were appended after the batch: remove exactly the batch.
      remove: (batch) => void pending.splice(0, batch.length),
    },
    send,
    keepalive,
  ).finally(() => {
    flushing = null;
  });
  return flushing;
}
