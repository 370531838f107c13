import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '../../api/client';
import { analyticsBatchSchema, type AnalyticsEvent } from '../../../shared/schemas/analytics';
import { buildAnalyticsEvents } from './buildEvents';
import { directPending, flushDirect, queueDirect, takeDirect, DIRECT_QUEUE_MAX } from './directQueue';
import type { SessionStorageLike } from './session';

// A real server that checks each batch against the ingest schema, as the real API does (400 if not).
let server: Server;
let base = '';
let status = 200;
const received: AnalyticsEvent[][] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = analyticsBatchSchema.safeParse(JSON.parse(body));
      const answer = parsed.success ? status : 400;
      if (parsed.success && answer < 400) received.push(parsed.data.events);
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(
        answer < 400 ? JSON.stringify({ accepted: parsed.data?.events.length ?? 0 }) : '{"error":"nope"}',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setApiBase('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => setApiBase(base));
afterEach(() => {
  takeDirect();
  received.length = 0;
  status = 200;
});

function storage(): SessionStorageLike {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const at = '2026-11-21T10:00:00.000Z';
const views = (count: number, path = '/') =>
  buildAnalyticsEvents(
    Array.from({ length: count }, () => ({ kind: 'page_view' as const, path, at })),
    storage(),
  );

describe('building events without zod', () => {
  it('builds events the ingest schema accepts: path only, share ids masked, one session start', () => {
    const events = buildAnalyticsEvents(
      [
        { kind: 'page_view', path: '/share/abcDEF123?ref=mail#top', at },
        { kind: 'action', action: 'share', path: '/generator', at },
        { kind: 'template_use', templateId: 'scrum-team', path: '/templates', at },
        { kind: 'template_view', templateId: 'x'.repeat(65), path: '/templates', at },
      ],
      storage(),
    );
    expect(events.map((e) => e.type)).toEqual(['session_start', 'page_view', 'action', 'template_use']);
    expect(events[1]?.page).toBe('/share/:shareId');
    expect(analyticsBatchSchema.safeParse({ events }).success).toBe(true);
  });
});

describe('the in-memory queue of a device without local data', () => {
  it('sends straight to the server in batches of at most 50 and empties', async () => {
    queueDirect(views(120)); // + 1 session start
    expect(await flushDirect()).toBe(121);
    expect(received.map((batch) => batch.length)).toEqual([50, 50, 21]);
    expect(directPending()).toBe(0);
  });

  it('keeps the events when the server is unavailable, and sends them on the next flush', async () => {
    queueDirect(views(3));
    status = 503;
    expect(await flushDirect()).toBe(0);
    expect(directPending()).toBe(4);
    status = 200;
    expect(await flushDirect()).toBe(4);
    expect(received.flat()).toHaveLength(4);
  });

  it('drops a batch the server refuses as invalid', async () => {
    const [event] = views(1);
    queueDirect([{ ...event!, page: 'not a path' }]);
    expect(await flushDirect()).toBe(1);
    expect(directPending()).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('sends one batch only when the page is being hidden (keepalive)', async () => {
    queueDirect(views(70));
    const sizes: number[] = [];
    await flushDirect({
      keepalive: true,
      send: (events, { keepalive }) => {
        expect(keepalive).toBe(true);
        sizes.push(events.length);
        return Promise.resolve();
      },
    });
    expect(sizes).toEqual([50]);
    expect(directPending()).toBe(21);
  });

  it(`keeps at most ${DIRECT_QUEUE_MAX} events, the newest, and hands them over in order`, () => {
    const events = views(DIRECT_QUEUE_MAX + 9);
    queueDirect(events);
    const taken = takeDirect();
    expect(taken).toHaveLength(DIRECT_QUEUE_MAX);
    expect(taken.at(-1)).toBe(events.at(-1));
    expect(directPending()).toBe(0);
  });
});
