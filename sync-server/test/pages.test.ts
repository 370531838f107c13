import { join, dirname } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ID } from '../../shared/prerenderedRoutes';
import { jsonForScript, shellWithPage } from '../src/plugins/pages';
import { createMap, registerUser } from './accounts';
import { BUILT_APP, startTestServer, writeFiles, type TestServer } from './helpers';

// Issue 17: the prerendered pages (scripts/prerender.ts) for their paths, and the share page rendered
// with its map. The renderer here is a stand-in for dist/prerender/entry.js that escapes like React.
const SHELL = BUILT_APP['index.html'];
const FAKE_RENDERER = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderRoute(url, data) {
  return '<h1>Shared Spine Map</h1><h2>' + escape(data.sharedMap.title) + '</h2><p>' + escape(url) + ' ' + escape(data.origin) + '</p>';
}`;

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function withPages(files: Record<string, string> = {}): Promise<TestServer> {
  server = await startTestServer({
    staticFiles: {
      ...BUILT_APP,
      '_pages/index.html': '<!doctype html><div id="root"><h1>Home</h1></div>',
      '_pages/learn.html': '<!doctype html><div id="root"><h1>Learn</h1></div>',
      '_pages/learn/needs.html': '<!doctype html><div id="root"><h1>Needs</h1></div>',
      ...files,
    },
  });
  return server;
}

describe('prerendered pages', () => {
  it('sends a prerendered page for its path (no-cache, HEAD too) and the shell where there is none', async () => {
    const { app } = await withPages();
    for (const [url, heading] of [
      ['/', 'Home'],
      ['/learn', 'Learn'],
      ['/learn/needs', 'Needs'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.body, url).toContain(`<h1>${heading}</h1>`);
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
    // Prerendered route without its file, a query string, other routes: the shell.
    for (const url of ['/generator', '/learn?step=2', '/?ref=x', '/templates', '/learn/', '/maps/abc']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
    // The file itself is only reachable under its own name, and nothing outside STATIC_DIR.
    expect((await app.inject({ url: '/_pages/../../package.json' })).body).not.toContain('spine-explorer');
  });

  it('sends the precompressed copy the request accepts', async () => {
    const page = '<!doctype html><div id="root"><h1>Learn</h1>' + '<p>lesson</p>'.repeat(100) + '</div>';
    const { app, staticDir } = await withPages({ '_pages/learn.html': page });
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    writeFiles(staticDir, {
      '_pages/learn.html.br': brotliCompressSync(page),
      '_pages/learn.html.gz': gzipSync(page),
    });
    const br = await app.inject({ url: '/learn', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gz = await app.inject({ url: '/learn', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
  });

  it('sends the shell for a share page when no renderer was built', async () => {
    const { app } = await withPages();
    const owner = await registerUser(app);
    const map = await createMap(app, owner.cookie, { visibility: 'public', title: 'Open map' });
    expect((await app.inject({ url: `/share/${map.shareId}` })).body).toBe(SHELL);
  });

  it('answers 503 before the app is built, prerendered paths included', async () => {
    server = await startTestServer({ staticFiles: null });
    for (const url of ['/', '/learn', '/share/abc']) {
      expect((await server.app.inject({ url })).statusCode, url).toBe(503);
    }
  });
});

describe('the share page rendered with its map', () => {
  const TITLE = '</script><img src=x onerror="alert(1)">Desk \u2028';

  async function withRenderer() {
    const running = await withPages();
    writeFiles(join(dirname(running.staticDir), 'prerender'), { 'entry.js': FAKE_RENDERER });
    const owner = await registerUser(running.app);
    return { ...running, owner };
  }

  it('puts the map into the HTML, escaped, with its JSON for hydration; headers as for the API read', async () => {
    const { app, owner } = await withRenderer();
    const map = await createMap(app, owner.cookie, { visibility: 'unlisted', title: TITLE });
    // (The host check refuses unknown hosts with 421 first, so the origin is always one the server accepts.)
    const response = await app.inject({ url: `/share/${map.shareId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('&#60;/script&#62;&#60;img');
    expect(html).toContain(`/share/${map.shareId} http://localhost:80`);
    expect(html).not.toContain('</script><img');
    // The one data script, not executable, parses back to the map as the API gives it.
    const data = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(data).not.toBeNull();
    const parsed = JSON.parse(data?.[1] ?? '') as { sharedMap: { title: string }; origin: string };
    const api = await app.inject({ url: `/api/spine-maps/share/${map.shareId}` });
    expect(parsed.sharedMap).toEqual(api.json());
    expect(parsed.origin).toBe('http://localhost:80');
    expect(data?.[1]).not.toContain('\u2028');
    expect(html.match(/<script/g)).toHaveLength(1);

    const br = await app.inject({ url: `/share/${map.shareId}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('&#60;/script&#62;');
  });

  it('sends the shell for a private map, an unknown id or a query string', async () => {
    const { app, owner } = await withRenderer();
    const secret = await createMap(app, owner.cookie, { visibility: 'private', title: 'Secret plans' });
    const open = await createMap(app, owner.cookie, { visibility: 'public', title: 'Open map' });
    for (const [url, headers] of [
      [`/share/${secret.shareId}`, {}],
      [`/share/${secret.shareId}`, { cookie: owner.cookie }],
      ['/share/no-such-share-id', {}],
      [`/share/${open.shareId}?ref=x`, {}],
    ] as const) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
    expect((await app.inject({ url: `/share/${open.shareId}` })).body).toContain('<h2>Open map</h2>');
  });

  it('renders again when the map changes', async () => {
    const { app, owner } = await withRenderer();
    const map = await createMap(app, owner.cookie, { visibility: 'unlisted', title: 'First title' });
    expect((await app.inject({ url: `/share/${map.shareId}` })).body).toContain('First title');
    await app.db
      .prepare("UPDATE spine_maps SET content = json_set(content, '$.title', 'Second title') WHERE id = ?")
      .run(map.id);
    const again = (await app.inject({ url: `/share/${map.shareId}` })).body;
    expect(again).toContain('Second title');
    expect(again).not.toContain('First title');
  });
});

describe('page helpers', () => {
  it('escapes JSON for a script element and reads back the same value', () => {
    const value = { title: '</script><!-- & \u2028\u2029 >' };
    const escaped = jsonForScript(JSON.stringify(value));
    expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });

  it('puts the markup into the empty root and refuses a shell without one', () => {
    const html = shellWithPage(SHELL, '<h1>x</h1>', '{"a":"<"}');
    expect(html).toContain(
      `<script type="application/json" id="${INITIAL_DATA_ID}">{"a":"\\u003c"}</script><div id="root"><h1>x</h1></div>`,
    );
    expect(() => shellWithPage('<div id="root">x</div>', '', '{}')).toThrow();
  });
});
