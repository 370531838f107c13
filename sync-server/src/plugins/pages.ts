import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { canOpenShareLink } from '../../../shared/permissions';
import { INITIAL_DATA_ID, pageFileFor, PRERENDERED_ROUTES } from '../../../shared/prerenderedRoutes';
import { renderedPageShell } from '../../../shared/renderedPageShell';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What scripts/prerender.ts builds to dist/prerender/entry.js (app/prerender/entry.tsx). */
interface PageRenderer {
  renderRoute: (url: string, initialData: { sharedMap?: unknown; origin?: string }) => Promise<string>;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The prerendered page for a request, relative to STATIC_DIR, or null for the app shell. Only a
 * path of PRERENDERED_ROUTES without a query string (a query can change what the page shows, e.g.
 * /generator?refine=…) whose file the build wrote (scripts/prerender.ts).
 */
export function prerenderedFileFor(staticDir: string, url: string): string | null {
  const [path, query] = url.split('?', 2) as [string, string | undefined];
  if (query || !(PRERENDERED_ROUTES as readonly string[]).includes(path)) return null;
  const file = pageFileFor(path);
  return existsSync(join(staticDir, file)) ? file : null;
}

/**
 * JSON that is safe inside a `<script>` element: no `<`, `>` or `&` (so no `</script>` or `<!--`
 * can end or bend the element) and no U+2028/U+2029; JSON.parse reads the escapes back.
 */
export function jsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The shell with the page's markup in #root and its initial data beside it (a data block: never executed). */
export function shellWithPage(shell: string, markup: string, initialDataJson: string): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  const data = `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript(initialDataJson)}</script>`;
  return shell.replace(EMPTY_ROOT, () => `${data}<div id="root">${markup}</div>`);
}

interface RenderedShare {
  json: string;
  origin: string;
  shell: string;
  html: string;
  encoded: Map<string, Buffer>;
}

/** Share pages rendered lately, by share id; reused while the map and the shell are unchanged. */
const RENDERED_LIMIT = 200;

/**
 * The share page (/share/:shareId) rendered on the server with its map: the title, the boundary
 * and the five levels are in the HTML, so they paint (LCP) before any script runs, and the map's JSON
 * goes along for hydration. Only for a map anyone with the link may read (unlisted or public: the
 * same JSON GET /api/spine-maps/share/{shareId} gives a visitor), never a private one or one that
 * needs the caller's membership; those, unknown ids and any failure get the shell as before.
 */
function shareRenderer(app: FastifyInstance, staticDir: string) {
  const rendererPath = join(dirname(staticDir), 'prerender', 'entry.js');
  let renderer: Promise<PageRenderer> | undefined;
  const rendered = new Map<string, RenderedShare>();

  const load = () => {
    renderer ??= import(pathToFileURL(rendererPath).href) as Promise<PageRenderer>;
    return renderer;
  };

  async function render(shareId: string, origin: string): Promise<RenderedShare | null> {
    if (!existsSync(rendererPath)) return null;
    const shared = await app.repos.maps.getShareJson(shareId);
    if (!shared || !canOpenShareLink(null, shared.visibility)) return null;
    const shell = await readFile(join(staticDir, 'index.html'), 'utf8');
    const cached = rendered.get(shareId);
    if (cached && cached.json === shared.json && cached.shell === shell && cached.origin === origin) {
      return cached;
    }
    const initialData = `{"origin":${JSON.stringify(origin)},"sharedMap":${shared.json}}`;
    const { renderRoute } = await load();
    const markup = await renderRoute(`/share/${encodeURIComponent(shareId)}`, {
      sharedMap: JSON.parse(shared.json) as unknown,
      origin,
    });
    const page: RenderedShare = {
      json: shared.json,
      origin,
      shell,
      html: shellWithPage(
        renderedPageShell(shell, (path) => readFileSync(join(staticDir, path), 'utf8')),
        markup,
        initialData,
      ),
      encoded: new Map(),
    };
    rendered.delete(shareId);
    rendered.set(shareId, page);
    if (rendered.size > RENDERED_LIMIT) rendered.delete(rendered.keys().next().value as string);
    return page;
  }

  return async (request: FastifyRequest<{ Params: { shareId: string } }>, reply: FastifyReply) => {
    const query = request.url.split('?', 2)[1];
    const shareId = request.params.shareId;
    let page: RenderedShare | null = null;
    if (!query && shareId.length <= 64) {
      try {
        // The share link shown on the page; the browser replaces it with its own origin after hydration.
        page = await render(shareId, `${request.protocol}://${request.host}`);
      } catch (error) {
        request.log.error({ err: error }, 'share page render failed; sending the shell');
      }
    }
    if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html', staticDir);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      // The map can change at any time; never from a shared cache (as its API read).
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Encoding');
    if (!encoding) return reply.send(page.html);
    let body = page.encoded.get(encoding);
    if (!body) {
      const raw = Buffer.from(page.html);
      body =
        encoding === 'br'
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : await gzipAsync(raw, { level: 9 });
      page.encoded.set(encoding, body);
    }
    return reply.header('content-encoding', encoding).send(body);
  };
}

/**
 * Serves the prerendered pages for their paths: their HTML (precompressed like every built file,
 * `no-cache` like the shell) paints before any script runs, and main.tsx hydrates it. Registered
 * before the static plugin, whose wildcard would otherwise answer `/` with the empty shell. A path
 * without a prerendered file gets the shell, as the not-found handler gives every other page.
 * The share page is rendered per request with its map (shareRenderer).
 */
export function registerPages(app: FastifyInstance, staticDir: string): void {
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply.sendFile(prerenderedFileFor(staticDir, request.url) ?? 'index.html', staticDir);
  for (const path of PRERENDERED_ROUTES) app.get(path, sendPage);
  app.get('/share/:shareId', shareRenderer(app, staticDir));
}
