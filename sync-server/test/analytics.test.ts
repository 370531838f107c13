import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX } from '../../shared/schemas/analytics';
import { startTestServer, type TestServer } from './helpers';

const event = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'page_view',
  page: '/learn',
  sessionId: 'sess_1',
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('POST /api/analytics/events', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const post = (events: unknown[]) =>
    server!.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { events } });

  it('stores a batch and counts only new event ids', async () => {
    server = await startTestServer();
    const batch = [
      event(),
      event({ type: 'action', action: 'generate' }),
      event({ type: 'template_use', templateId: 'scrum-team' }),
    ];
    const first = await post(batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 3 });
    const resent = await post([...batch, event()]);
    expect(resent.json()).toEqual({ accepted: 1 });
    const summary = await server.app.repos.analytics.summary(0);
    expect(summary.totalPageViews).toBe(2);
    expect(summary.totalTemplateUses).toBe(1);
  });

  it('refuses an event with a field that could carry personal data', async () => {
    server = await startTestServer();
    const response = await post([event({ email: 'ada@example.com' })]);
    expect(response.statusCode).toBe(400);
    expect((await server.app.repos.analytics.summary(0)).totalPageViews).toBe(0);
  });

  it('refuses a page with a query string, an action that is free text and an oversized batch', async () => {
    server = await startTestServer();
    expect((await post([event({ page: '/generator?boundary=secret' })])).statusCode).toBe(400);
    expect((await post([event({ type: 'action', action: 'typed my name here' })])).statusCode).toBe(400);
    const tooMany = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => event());
    expect((await post(tooMany)).statusCode).toBe(400);
    expect((await post([])).statusCode).toBe(400);
  });

  it('clamps an event dated in the future to now', async () => {
    server = await startTestServer();
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
    await post([event({ type: 'action', action: 'share', createdAt: nextYear })]);
    const [recent] = (await server.app.repos.analytics.summary(0)).recentActions;
    expect(Date.parse(recent!.createdAt)).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000);
  });
});
