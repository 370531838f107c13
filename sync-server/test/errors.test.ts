import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/apiError';
import { INTERNAL_ERROR_MESSAGE, httpError } from '../src/errors';
import type { RoutePlugin } from '../src/validation';
import { startTestServer, type TestServer } from './helpers';

const probeRoutes: RoutePlugin = (app) => {
  app.post(
    '/probe/items/:itemId',
    {
      schema: {
        params: z.object({ itemId: z.coerce.number().int().positive() }),
        querystring: z.object({ mode: z.enum(['draft', 'final']).default('draft') }),
        body: z.object({ title: z.string().trim().min(1), values: z.array(z.string().min(1)).max(3) }),
      },
    },
    (request) => {
      // Typed by the zod schemas: a number, a defaulted enum, a trimmed string.
      const { itemId } = request.params;
      const { mode } = request.query;
      return { itemId: itemId + 1, mode, title: request.body.title };
    },
  );
  app.get('/probe/crash', () => {
    throw new Error('database exploded at /secret/path');
  });
  app.get('/probe/teapot', () => {
    throw httpError(418, 'Short and stout.');
  });
  app.get('/probe/upstream', () => {
    throw httpError(502, 'The AI service did not answer. Please try again.');
  });
  app.get('/probe/reply', { schema: { response: { 200: z.object({ id: z.string() }) } } }, () => ({
    id: 'a',
    secret: 'x',
  }));
  app.get(
    '/probe/bad-reply',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    () => ({ id: 1 }) as never,
  );
};

let server: TestServer;
beforeAll(async () => {
  // example.com is served: the Host allow-list (issue 18) is not what these tests are about.
  server = await startTestServer({ extraRoutes: [probeRoutes], env: { ALLOWED_HOSTS: 'example.com' } });
});
afterAll(async () => {
  await server.close();
});

const inject = (options: InjectOptions) => server.app.inject(options);

describe('validation', () => {
  it('hands the handler parsed, typed values', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe/items/41',
      payload: { title: '  Map  ', values: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ itemId: 42, mode: 'draft', title: 'Map' });
  });

  it('answers 400 naming every bad body field', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe/items/1',
      payload: { title: ' ', values: ['ok', ''], extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error).toBe('Bad Request');
    expect(body.fields?.map((f) => f.path)).toEqual(['body.title', 'body.values.1']);
    expect(body.message).toBe('Invalid request: body.title, body.values.1');
    for (const field of body.fields ?? []) expect(field.message).not.toBe('');
  });

  it('names bad fields across params, body and query in one answer', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe/items/zero?mode=wild',
      payload: { values: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
      'params.itemId',
      'body.title',
      'query.mode',
    ]);
  });

  it('answers 400 for a missing body', async () => {
    const response = await inject({ method: 'POST', url: '/api/probe/items/1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', fields: [{ path: 'body' }] });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe/items/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "unterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'Request body is not valid JSON.' });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe/items/1',
      payload: { title: 'x'.repeat(1024 * 1024 + 1), values: [] },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'Payload Too Large' });
  });

  it('strips fields a reply schema does not name', async () => {
    const response = await inject({ method: 'GET', url: '/api/probe/reply' });
    expect(response.json()).toEqual({ id: 'a' });
  });

  it('turns a reply that breaks its schema into a 500, not bad data', async () => {
    const response = await inject({ method: 'GET', url: '/api/probe/bad-reply' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: INTERNAL_ERROR_MESSAGE });
  });
});

describe('errors and unknown API routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers a JSON 404 for an unknown %s /api route',
    async (method) => {
      const response = await inject({ method, url: '/api/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: 'Not Found',
        message: `No such API route: ${method} /api/nope`,
      });
    },
  );

  it('answers a throwing route with a generic 500 and no stack or internals', async () => {
    const response = await inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: INTERNAL_ERROR_MESSAGE });
    expect(response.body).not.toMatch(/exploded|secret|at .*\.ts/);
  });

  it('keeps the message of errors below 500 and of deliberate 5xx errors', async () => {
    expect((await inject({ method: 'GET', url: '/api/probe/teapot' })).json()).toEqual({
      error: "I'm a Teapot",
      message: 'Short and stout.',
    });
    const upstream = await inject({ method: 'GET', url: '/api/probe/upstream' });
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json()).toEqual({
      error: 'Bad Gateway',
      message: 'The AI service did not answer. Please try again.',
    });
  });
});

describe('cross-origin defence', () => {
  const payload = { title: 'A', values: [] };

  it('refuses a state-changing API call from another origin with 403', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe/items/1',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: 'Cross-origin request refused.' });
  });

  it('refuses an opaque "null" origin and a different port on the same host', async () => {
    for (const origin of ['null', 'http://localhost:5173']) {
      const response = await inject({
        method: 'POST',
        url: '/api/probe/items/1',
        headers: { host: 'localhost:3000', origin },
        payload,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('lets same-origin calls and calls without Origin through', async () => {
    for (const headers of [
      { host: 'localhost:3000', origin: 'http://localhost:3000' },
      { host: 'example.com', origin: 'https://example.com' },
      {},
    ]) {
      const response = await inject({ method: 'POST', url: '/api/probe/items/1', headers, payload });
      expect(response.statusCode).toBe(200);
    }
  });

  it('does not apply to reads', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
