import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NOT_BUILT_MESSAGE } from '../src/errors';
import { BUILT_APP, startTestServer, writeFiles, type TestServer } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving the built app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url });

  it('serves hashed assets and workbox chunks as immutable', async () => {
    for (const url of ['/assets/index-Bx3kz9Qa.js', '/assets/index-C1a2b3c4.css', '/workbox-5a7c1f2e.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
    }
    expect((await get('/assets/index-Bx3kz9Qa.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('makes the shell, the service worker and the manifest revalidate on every load', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/')).body).toBe(BUILT_APP['index.html']);
  });

  it('caches other files briefly', async () => {
    for (const url of ['/robots.txt', '/icons/icon-192.png']) {
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('answers an app route such as /learn/needs with index.html (no-cache, 200)', async () => {
    for (const url of ['/learn/needs', '/share/AbC_d-123?ref=x', '/generator']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(BUILT_APP['index.html']);
    }
  });

  it('answers HEAD for an app route like GET, without a body', async () => {
    const response = await get('/learn', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('never falls back to the shell for /api paths', async () => {
    for (const url of ['/api/x', '/api', '/api/spine-maps/share/abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('answers 404, not HTML, for a missing file', async () => {
    const response = await get('/assets/index-gone1234.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('does not serve files outside STATIC_DIR or dotfiles', async () => {
    writeFiles(server.staticDir, { '.env': 'SECRET=1' });
    expect((await get('/.env')).body).not.toContain('SECRET');
    expect((await get('/../package.json')).body).not.toContain('spine-explorer');
    expect((await get('/%2e%2e/%2e%2e/package.json')).body).not.toContain('spine-explorer');
  });

  it('sends the precompressed copy the request accepts, with Content-Encoding and Vary', async () => {
    const script = 'export const answer = "' + 'spine '.repeat(200) + '";\n';
    const shell = BUILT_APP['index.html'] ?? '';
    writeFiles(server.staticDir, { 'assets/big-Zz9yXw8v.js': script });
    writeFiles(server.staticDir, {
      'assets/big-Zz9yXw8v.js.br': brotliCompressSync(script),
      'assets/big-Zz9yXw8v.js.gz': gzipSync(script),
      'index.html.br': brotliCompressSync(shell),
    });
    const asking = (encoding: string, url = '/assets/big-Zz9yXw8v.js') =>
      server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

    const br = await asking('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await asking('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await asking('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);

    // The app shell for a route revalidates whichever copy is sent.
    for (const url of ['/', '/learn/needs']) {
      const page = await asking('br', url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(shell);
    }
  });

  it('answers a non-GET page request with 404', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/learn' });
    expect(response.statusCode).toBe(404);
  });
});

describe('serving before the app is built', () => {
  it('answers pages with a plain 503 saying how to build, while the API works', async () => {
    const server = await startTestServer({ staticFiles: null });
    try {
      for (const url of ['/', '/learn/needs']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['content-type'], url).toMatch(/^text\/plain/);
        expect(response.body, url).toBe(APP_NOT_BUILT_MESSAGE);
      }
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
