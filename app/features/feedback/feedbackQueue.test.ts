import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '../../api/client';
import { createDb, type SpineDb } from '../../db/db';
import {
  FEEDBACK_SOURCE,
  deliverFeedback,
  flushFeedbackQueue,
  localFeedback,
  type FeedbackContext,
} from './feedbackQueue';

// A real server stores what arrives, deduplicating by clientId as the real API does.
let server: Server;
let base = '';
let status = 201;
const stored = new Map<string, Record<string, unknown>>();
let posts = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posts++;
      const json = JSON.parse(body) as Record<string, unknown>;
      if (status < 400) stored.set(String(json.clientId), json);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 400 ? '{"id":"fb"}' : '{"error":"nope"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setApiBase('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let database: SpineDb;
beforeEach(() => {
  setApiBase(base);
  database = createDb(`feedback-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  database.close();
  stored.clear();
  posts = 0;
  status = 201;
});

const form = { type: 'bug' as const, title: 'Crash', description: 'On export' };
const context = (overrides: Partial<FeedbackContext> = {}): FeedbackContext => ({
  url: 'http://localhost/generator',
  userAgent: 'test-agent',
  online: true,
  sendToServer: true,
  now: new Date('2026-11-21T10:00:00.000Z'),
  ...overrides,
});

describe('deliverFeedback', () => {
  it('posts the form with timestamp, source, url, user agent and a client id when online', async () => {
    expect(await deliverFeedback(form, context(), database)).toBe('sent');
    const [body] = [...stored.values()];
    expect(body).toMatchObject({
      ...form,
      timestamp: '2026-11-21T10:00:00.000Z',
      source: FEEDBACK_SOURCE,
      url: 'http://localhost/generator',
      userAgent: 'test-agent',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    expect(await database.feedbackQueue.count()).toBe(0);
  });

  it('queues without a request when offline', async () => {
    expect(await deliverFeedback(form, context({ online: false }), database)).toBe('queued');
    expect(posts).toBe(0);
    expect(await database.feedbackQueue.count()).toBe(1);
  });

  it('queues when the network fails although the browser says online', async () => {
    setApiBase('http://127.0.0.1:9');
    expect(await deliverFeedback(form, context(), database)).toBe('queued');
    expect(await database.feedbackQueue.count()).toBe(1);
  });

  it('throws (for the error box) and queues nothing when the server answers an error', async () => {
    status = 500;
    await expect(deliverFeedback(form, context(), database)).rejects.toThrow(/^500: /);
    expect(await database.feedbackQueue.count()).toBe(0);
  });

  it('keeps feedback on the device only with branding off', async () => {
    expect(await deliverFeedback(form, context({ sendToServer: false }), database)).toBe('local');
    expect(await flushFeedbackQueue(database)).toBe(0);
    expect(posts).toBe(0);
    expect(await localFeedback(database)).toEqual([expect.objectContaining({ title: 'Crash' })]);
  });
});

describe('flushFeedbackQueue', () => {
  it('sends each queued item exactly once, even when flushed twice at the same time', async () => {
    await deliverFeedback(form, context({ online: false }), database);
    await deliverFeedback({ ...form, title: 'Second' }, context({ online: false }), database);
    const [a, b] = await Promise.all([flushFeedbackQueue(database), flushFeedbackQueue(database)]);
    expect(a).toBe(2);
    expect(b).toBe(2); // the same shared run
    expect(posts).toBe(2);
    expect(await flushFeedbackQueue(database)).toBe(0);
    expect([...stored.values()].map((item) => item.title)).toEqual(['Crash', 'Second']);
    expect(await database.feedbackQueue.count()).toBe(0);
  });

  it('keeps items while the server is unavailable and sends them later', async () => {
    await deliverFeedback(form, context({ online: false }), database);
    status = 503;
    expect(await flushFeedbackQueue(database)).toBe(0);
    expect(await database.feedbackQueue.count()).toBe(1);
    status = 201;
    expect(await flushFeedbackQueue(database)).toBe(1);
    expect(stored.size).toBe(1);
  });

  it('drops an item the server refuses as invalid', async () => {
    await deliverFeedback(form, context({ online: false }), database);
    status = 400;
    expect(await flushFeedbackQueue(database)).toBe(0);
    expect(await database.feedbackQueue.count()).toBe(0);
  });
});
