import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS } from '../../shared/schemas/feedback';
import { FEEDBACK_RATE_LIMIT } from '../src/routes/feedback';
import { startTestServer, type TestServer } from './helpers';

const valid = {
  type: 'bug',
  title: 'Export button does nothing',
  description: 'Clicking Export on a map shows no file.',
  email: 'ada@example.com',
  timestamp: '2026-11-21T10:00:00.000Z',
  source: 'spine-explorer-web',
  url: 'http://localhost:3000/generator',
  userAgent: 'Mozilla/5.0 (test)',
};

describe('POST /api/feedback', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    server!.app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object, headers });

  it('stores a valid submission and answers 201 with its id', async () => {
    server = await startTestServer();
    const response = await post({ ...valid, title: '  Export button does nothing  ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await server.app.repos.feedback.get(id)).toMatchObject({
      type: 'bug',
      title: 'Export button does nothing',
      email: 'ada@example.com',
      url: valid.url,
      userAgent: valid.userAgent,
      timestamp: valid.timestamp,
    });
  });

  it('stores a submission without e-mail, and treats an empty e-mail as none', async () => {
    server = await startTestServer();
    const response = await post({ ...valid, email: '' });
    expect(response.statusCode).toBe(201);
    const stored = await server.app.repos.feedback.get(response.json<{ id: string }>().id);
    expect(stored).not.toBeNull();
    expect(stored).not.toHaveProperty('email');
  });

  it('answers 400 naming every bad field', async () => {
    server = await startTestServer();
    const response = await post({ ...valid, type: 'praise', title: '   ', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.type', 'body.title', 'body.email']));
    expect(await server.app.repos.feedback.list()).toHaveLength(0);
  });

  it('answers 400 for a description over the limit and 413 for a body over the size limit', async () => {
    server = await startTestServer();
    const long = await post({ ...valid, description: 'x'.repeat(FEEDBACK_LIMITS.description + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toContain(
      'body.description',
    );
    const huge = await post({ ...valid, description: 'x'.repeat(40 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it('stores a re-sent clientId once and answers with the first id', async () => {
    server = await startTestServer();
    const clientId = randomUUID();
    const first = await post({ ...valid, clientId });
    const again = await post({ ...valid, clientId, title: 'changed on retry' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await server.app.repos.feedback.list()).toHaveLength(1);
    expect((await server.app.repos.feedback.list())[0]?.title).toBe(valid.title);
  });

  it('answers 429 after the per-minute limit from one address', async () => {
    server = await startTestServer();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT; i++) expect((await post(valid)).statusCode).toBe(201);
    const limited = await post(valid);
    expect(limited.statusCode).toBe(429);
    expect(await server.app.repos.feedback.list()).toHaveLength(FEEDBACK_RATE_LIMIT);
  });
});
