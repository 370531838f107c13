import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, getJson, setApiBase } from './client';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

// A real HTTP server on a loopback port: the client's requests cross a real socket.
let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      switch (req.url) {
        case '/api/echo':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ method: req.method, body: body ? (JSON.parse(body) as unknown) : null }));
          return;
        case '/api/teapot':
          res.writeHead(418, 'I am a teapot', { 'content-type': 'text/plain' });
          res.end('short and stout');
          return;
        case '/api/empty-error':
          res.writeHead(503, 'Service Unavailable');
          res.end();
          return;
        case '/api/auth/user':
          res.writeHead(401, 'Unauthorized', { 'content-type': 'application/json' });
          res.end('{"error":"Unauthorized"}');
          return;
        case '/api/no-content':
          res.writeHead(204);
          res.end();
          return;
        default:
          res.writeHead(404, 'Not Found');
          res.end('{"error":"Not Found"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  seen.length = 0;
  vi.restoreAllMocks();
});

describe('apiFetch', () => {
  it('always asks for credentials to be included', async () => {
    // A spy that calls through: the request still goes to the real server.
    const spy = vi.spyOn(globalThis, 'fetch');
    await apiFetch(`${base}/api/echo`);
    await apiFetch(`${base}/api/echo`, { method: 'POST', body: { a: 1 } });
    expect(spy).toHaveBeenCalledTimes(2);
    for (const call of spy.mock.calls) expect(call[1]?.credentials).toBe('include');
    expect(seen).toHaveLength(2);
  });

  it('sends a JSON content-type and body only when there is a body', async () => {
    const withBody = await apiFetch(`${base}/api/echo`, { method: 'POST', body: { title: 'Hi' } });
    const withoutBody = await apiFetch(`${base}/api/echo`, { method: 'POST' });
    expect(withBody).toEqual({ method: 'POST', body: { title: 'Hi' } });
    expect(withoutBody).toEqual({ method: 'POST', body: null });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[1]?.headers['content-type']).toBeUndefined();
    expect(seen[1]?.body).toBe('');
  });

  it('throws ApiError "status: body text" for a non-ok response with a body', async () => {
    const error = await apiFetch(`${base}/api/teapot`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('418: short and stout');
    expect((error as ApiError).status).toBe(418);
  });

  it('uses the status text when the error body is empty', async () => {
    await expect(apiFetch(`${base}/api/empty-error`)).rejects.toThrow(
      new ApiError(503, '', 'Service Unavailable'),
    );
    await expect(apiFetch(`${base}/api/empty-error`)).rejects.toHaveProperty(
      'message',
      '503: Service Unavailable',
    );
  });

  it('throws on 401 by default and returns null when asked to', async () => {
    await expect(apiFetch(`${base}/api/auth/user`)).rejects.toHaveProperty(
      'message',
      '401: {"error":"Unauthorized"}',
    );
    await expect(apiFetch(`${base}/api/auth/user`, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('resolves root-relative paths against the configured base', async () => {
    setApiBase(`${base}/`);
    try {
      await expect(apiFetch('/api/echo')).resolves.toEqual({ method: 'GET', body: null });
    } finally {
      setApiBase('');
    }
  });

  it('returns null for an empty success body', async () => {
    await expect(apiFetch(`${base}/api/no-content`, { method: 'DELETE' })).resolves.toBeNull();
  });
});

describe('getJson', () => {
  const echoSchema = z.object({ method: z.string(), body: z.null() });

  it('parses the response with the schema', async () => {
    await expect(getJson(`${base}/api/echo`, echoSchema)).resolves.toEqual({ method: 'GET', body: null });
  });

  it('rejects a response that does not match the schema', async () => {
    await expect(getJson(`${base}/api/echo`, z.object({ id: z.string() }))).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('returns null on 401 when configured to', async () => {
    await expect(
      getJson(`${base}/api/auth/user`, z.object({ id: z.string() }), { on401: 'returnNull' }),
    ).resolves.toBeNull();
  });
});
