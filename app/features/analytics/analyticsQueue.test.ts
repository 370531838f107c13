import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { createDb, type SpineDb } from '../../db/db';
import { ANALYTICS_BATCH_MAX, type AnalyticsEvent } from '../../../shared/schemas/analytics';
import { flushAnalytics, recordEvents, toAnalyticsEvents, type SendBatch } from './analyticsQueue';
import type { SessionStorageLike } from './session';

function storage(): SessionStorageLike {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

let database: SpineDb;
beforeEach(() => {
  database = createDb(`analytics-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => database.close());

const at = '2026-11-21T10:00:00.000Z';

describe('toAnalyticsEvents', () => {
  it('records the path only, masks share ids and starts a session once', () => {
    const events = toAnalyticsEvents(
      [
        { kind: 'page_view', path: '/share/abcDEF123?ref=mail#top', at },
        { kind: 'action', action: 'share', path: '/generator', at },
        { kind: 'template_use', templateId: 'scrum-team', path: '/templates', at },
      ],
      storage(),
    );
    expect(events.map((e) => e.type)).toEqual(['session_start', 'page_view', 'action', 'template_use']);
    expect(events[1]?.page).toBe('/share/:shareId');
    expect(new Set(events.map((e) => e.sessionId)).size).toBe(1);
    expect(events.every((e) => !JSON.stringify(e).includes('abcDEF123'))).toBe(true);
  });
});

describe('flushAnalytics', () => {
  async function fill(count: number) {
    const captured = Array.from({ length: count }, () => ({
      kind: 'page_view' as const,
      path: '/learn',
      at,
    }));
    await recordEvents(captured, database, storage());
  }

  it(`sends the queue in batches of at most ${ANALYTICS_BATCH_MAX} and empties it`, async () => {
    await fill(120); // + 1 session start
    const batches: AnalyticsEvent[][] = [];
    const send: SendBatch = (events) => {
      batches.push(events);
      return Promise.resolve();
    };
    expect(await flushAnalytics({ database, send })).toBe(121);
    expect(batches.map((b) => b.length)).toEqual([50, 50, 21]);
    expect(await database.analyticsQueue.count()).toBe(0);
  });

  it('keeps the queue when the network fails', async () => {
    await fill(3);
    const send: SendBatch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await flushAnalytics({ database, send })).toBe(0);
    expect(await database.analyticsQueue.count()).toBe(4);
  });

  it('drops a batch the server refuses as invalid', async () => {
    await fill(3);
    const send: SendBatch = () => Promise.reject(new ApiError(400, 'bad', 'Bad Request'));
    expect(await flushAnalytics({ database, send })).toBe(4);
    expect(await database.analyticsQueue.count()).toBe(0);
  });

  it('sends one batch only when the page is being hidden (keepalive)', async () => {
    await fill(70);
    const sizes: number[] = [];
    const send: SendBatch = (events, { keepalive }) => {
      expect(keepalive).toBe(true);
      sizes.push(events.length);
      return Promise.resolve();
    };
    await flushAnalytics({ database, send, keepalive: true });
    expect(sizes).toEqual([50]);
    expect(await database.analyticsQueue.count()).toBe(21);
  });
});
