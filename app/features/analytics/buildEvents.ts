import { analyticsPage } from '../../../shared/analyticsEvents';
import type { AnalyticsEvent } from '../../../shared/schemas/analytics';
import { touchSession, type SessionStorageLike } from './session';
import type { CapturedEvent } from './track';

// Captured events into stored ones without zod, so a first visit's sender (directQueue.ts) loads no
// schema code; the Dexie queue (analyticsQueue.ts) checks them against analyticsEventSchema too.

function memoryStorage(): SessionStorageLike {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

/** localStorage, or memory where it cannot be used. */
export function defaultStorage(): SessionStorageLike {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

/** A template id the schema accepts (1–64 characters); others are left out, as the schema would refuse them. */
function validTemplateId(id: string): boolean {
  return id.length >= 1 && id.length <= 64;
}

/** Turns captured events into stored ones: page path only (ids masked), the session, an id; session starts added. */
export function buildAnalyticsEvents(
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
    if (item.kind === 'action')
      events.push({ ...base, id: crypto.randomUUID(), type: item.kind, action: item.action });
    else if (item.kind === 'page_view') events.push({ ...base, id: crypto.randomUUID(), type: item.kind });
    else if (validTemplateId(item.templateId))
      events.push({ ...base, id: crypto.randomUUID(), type: item.kind, templateId: item.templateId });
  }
  return events;
}
