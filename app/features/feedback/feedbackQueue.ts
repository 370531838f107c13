import { z } from 'zod';
import { ApiError, apiFetch } from '../../api/client';
import { db as appDb, type SpineDb } from '../../db/db';
import { feedbackQueueRowSchema } from './feedbackRows';
import {
  feedbackReceiptSchema,
  feedbackSubmissionSchema,
  type FeedbackForm,
  type FeedbackRequest,
  type FeedbackSubmission,
} from '../../../shared/schemas/feedback';
import type { FeedbackDelivery } from './feedbackMachine';
import { lazySchema } from '../../../shared/schemas/lazySchema';

/** The fixed app label every submission carries as `source` (spec §3). */
export const FEEDBACK_SOURCE = 'spine-explorer-web';

/**
 * A feedbackQueue row as this feature writes it: the base row plus the id the server dedupes on and
 * whether it stays on the device (branding off: "processed locally only", spec §1).
 */
export const feedbackQueueEntrySchema = lazySchema(() =>
  feedbackQueueRowSchema.extend({
    clientId: z.uuid(),
    local: z.boolean().default(false),
  }),
);
export type FeedbackQueueEntry = z.infer<typeof feedbackQueueEntrySchema>;

/** Where the page runs; passed in so tests and callers need no globals. */
export type FeedbackContext = {
  url: string;
  userAgent: string;
  online: boolean;
  /** Branding on: send to the API. Off: keep it on this device only. */
  sendToServer: boolean;
  now?: Date;
};

/** The browser's context for a submission. */
export function browserFeedbackContext(sendToServer: boolean): FeedbackContext {
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    online: navigator.onLine,
    sendToServer,
  };
}

/** Adds what the client attaches on send (spec §3): timestamp, source, the page URL and the user agent. */
export function toSubmission(form: FeedbackForm, context: FeedbackContext): FeedbackSubmission {
  return feedbackSubmissionSchema.parse({
    ...form,
    timestamp: (context.now ?? new Date()).toISOString(),
    source: FEEDBACK_SOURCE,
    url: context.url,
    userAgent: context.userAgent,
  });
}

/** A network failure (no answer at all), as opposed to the server refusing the request. */
function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof z.ZodError);
}

async function post(submission: FeedbackSubmission, clientId: string): Promise<void> {
  const body: FeedbackRequest = { ...submission, clientId };
  feedbackReceiptSchema.parse(await apiFetch('/api/feedback', { method: 'POST', body }));
}

async function enqueue(database: SpineDb, entry: Omit<FeedbackQueueEntry, 'id'>): Promise<void> {
  await database.feedbackQueue.add(entry);
}

/**
 * Delivers feedback: POSTed when online; queued in Dexie when offline or when the network fails (sent
 * later by flushFeedbackQueue, the client id making the resend harmless); kept on the device only
 * with branding off. A server that answers with an error throws, so the dialog shows its error box.
 */
export async function deliverFeedback(
  form: FeedbackForm,
  context: FeedbackContext,
  database: SpineDb = appDb,
): Promise<FeedbackDelivery> {
  const submission = toSubmission(form, context);
  const entry = {
    createdAt: submission.timestamp,
    submission,
    attempts: 0,
    clientId: crypto.randomUUID(),
    local: !context.sendToServer,
  };
  if (entry.local) {
    await enqueue(database, entry);
    return 'local';
  }
  if (context.online) {
    try {
      await post(submission, entry.clientId);
      return 'sent';
    } catch (error) {
      if (!isNetworkError(error)) throw error;
    }
  }
  await enqueue(database, { ...entry, attempts: context.online ? 1 : 0 });
  resendWhenOnline(database);
  return 'queued';
}

let resending = false;

/**
 * Sends the queue when the browser comes back online. startFeedbackSync does that from the start on a
 * device with local data; on a first visit it is not started (no Dexie then), so the first queued
 * item starts it (a second listener would only share the same flush).
 */
function resendWhenOnline(database: SpineDb): void {
  if (resending || typeof window === 'undefined') return;
  resending = true;
  window.addEventListener('online', () => void flushFeedbackQueue(database).catch(() => undefined));
}

let flushing: Promise<number> | null = null;

/**
 * Sends every queued (not device-only) item, oldest first, and removes each once the server has it.
 * Stops at the first network failure or 429/5xx (tried again on the next trigger); drops an item the
 * server refuses as invalid, since resending cannot help. Concurrent calls share one run. Returns how
 * many were delivered.
 */
export function flushFeedbackQueue(database: SpineDb = appDb): Promise<number> {
  flushing ??= (async () => {
    let delivered = 0;
    try {
      const rows = await database.feedbackQueue.toArray();
      for (const raw of rows) {
        const parsed = feedbackQueueEntrySchema.safeParse(raw);
        if (!parsed.success || parsed.data.local || raw.id === undefined) continue;
        try {
          await post(parsed.data.submission, parsed.data.clientId);
          await database.feedbackQueue.delete(raw.id);
          delivered++;
        } catch (error) {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (refused && error.status !== 408 && error.status !== 429) {
            await database.feedbackQueue.delete(raw.id);
            continue;
          }
          await database.feedbackQueue.update(raw.id, { attempts: parsed.data.attempts + 1 });
          break;
        }
      }
    } finally {
      flushing = null;
    }
    return delivered;
  })();
  return flushing;
}

/** Feedback kept on this device (branding off), oldest first. */
export async function localFeedback(database: SpineDb = appDb): Promise<FeedbackSubmission[]> {
  const rows = await database.feedbackQueue.toArray();
  return rows
    .map((row) => feedbackQueueEntrySchema.safeParse(row))
    .filter((result) => result.success && result.data.local)
    .map((result) => (result.data as FeedbackQueueEntry).submission);
}

/** Downloads the device-only feedback as a JSON file ('Download my feedback (JSON)'). */
export async function downloadLocalFeedback(database: SpineDb = appDb): Promise<void> {
  const items = await localFeedback(database);
  const blob = new Blob([JSON.stringify(items, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'spine-explorer-feedback.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Flushes the queue now and whenever the browser comes back online; returns a stop function. */
export function startFeedbackSync(database: SpineDb = appDb): () => void {
  const flush = () => {
    if (navigator.onLine) void flushFeedbackQueue(database).catch(() => undefined);
  };
  flush();
  window.addEventListener('online', flush);
  return () => window.removeEventListener('online', flush);
}
