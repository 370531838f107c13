import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { healthSchema } from '../../shared/schemas/health';
import { startTestServer, type TestServer } from './helpers';

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
