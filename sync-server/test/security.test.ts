import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RoutePlugin } from '../src/validation';
import { startTestServer, type TestServer } from './helpers';

const probeRoutes: RoutePlugin = (app) => {
  app.post('/probe/cookie', (_request, reply) => {
    reply.setCookie('sid', 'abc 123', { httpOnly: true, sameSite: 'lax', path: '/' });
    return { ok: true };
  });
  app.get(
    '/probe/cookie',
    { schema: { response: { 200: z.object({ sid: z.string().nullable() }) } } },
    (request) => ({
      sid: request.cookies.sid ?? null,
    }),
  );
  app.get('/probe/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => ({ ok: true }));
  app.get('/probe/unlimited', () => ({ ok: true }));
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ extraRoutes: [probeRoutes] });
});
afterAll(async () => {
  await server.close();
});

describe('security headers', () => {
  it('sends pages a CSP fit for the PWA, without upgrade-insecure-requests', async () => {
    for (const url of ['/', '/learn', '/assets/no-such-file.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).toContain("img-src 'self' data: blob:");
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("manifest-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('sends API replies the short REST list, with a CSP that allows nothing', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/spine-maps']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=/);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['x-xss-protection'], url).toBeUndefined();
    }
  });
});

describe('cookies (@fastify/cookie with cookie@2 on this Node)', () => {
  it('sets a cookie and reads it back on the next request', async () => {
    const set = await server.app.inject({ method: 'POST', url: '/api/probe/cookie' });
    expect(set.statusCode).toBe(200);
    const header = String(set.headers['set-cookie']);
    expect(header).toMatch(/^sid=abc%20123;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/probe/cookie',
      cookies: { sid: 'abc 123', other: 'x' },
    });
    expect(read.json()).toEqual({ sid: 'abc 123' });
  });
});

describe('rate limiting', () => {
  it('limits only the routes that opt in, answering 429 as JSON', async () => {
    const hit = (url: string) => server.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.9' });
    expect((await hit('/api/probe/limited')).statusCode).toBe(200);
    expect((await hit('/api/probe/limited')).statusCode).toBe(200);
    const limited = await hit('/api/probe/limited');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 4; i++) expect((await hit('/api/probe/unlimited')).statusCode).toBe(200);
  });
});
