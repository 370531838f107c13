import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { healthSchema, readinessSchema } from '../../shared/schemas/health';
import { createMap, registerUser } from './accounts';
import { startTestServer, type TestServer } from './helpers';
import { testPostgresDatabase } from './postgres/database';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('GET /api/health', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('reports the package version, a working database and the built-in drafter', async () => {
    server = await startTestServer();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthSchema.parse(response.json());
    expect(body).toEqual({ status: 'ok', version, db: 'ok', ai: { provider: 'builtin', model: null } });
  });

  it('names the LLM model when an OpenAI-compatible endpoint is configured', async () => {
    server = await startTestServer({
      env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'llama3.2' },
    });
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ ai: { provider: 'openai', model: 'llama3.2' } });
  });

  it('reports db "error" when SQLite no longer answers', async () => {
    server = await startTestServer();
    await server.app.db.close();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', db: 'error' });
  });
});

describe('GET /api/health/ready', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is ready while the database answers, and 503 once it does not (liveness stays 200)', async () => {
    server = await startTestServer();
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readinessSchema.parse(ready.json())).toEqual({ status: 'ready', db: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    await server.app.db.close();
    const gone = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ status: 'unavailable', db: 'error' });
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the whole server on PostgreSQL (DATABASE_URL)', () => {
  it('migrates, seeds, serves accounts, sync and the catalogue, and reports ready', async () => {
    const database = await testPostgresDatabase();
    const server = await startTestServer({ env: { DATABASE_URL: database.url } });
    try {
      const { app } = server;
      expect(app.db.dialect).toBe('postgres');
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
        status: 'ready',
        db: 'ok',
      });
      const user = await registerUser(app);
      const map = await createMap(app, user.cookie, { title: 'On PostgreSQL', visibility: 'public' });
      const pulled = await app.inject({
        url: '/api/sync/pull?since=0&v=2',
        headers: { cookie: user.cookie },
      });
      expect(pulled.statusCode).toBe(200);
      expect(pulled.json<{ maps: { id: string }[] }>().maps.map((m) => m.id)).toEqual([map.id]);
      const listed = await app.inject({ url: '/api/spine-maps?search=postgresql' });
      expect(listed.json<{ id: string }[]>().map((m) => m.id)).toEqual([map.id]);
      const templates = await app.inject({ url: '/api/templates?search=team' });
      expect(templates.json<unknown[]>().length).toBeGreaterThan(0);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
