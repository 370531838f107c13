import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { basename, relative, sep } from 'node:path';
import { isApiPath } from '../errors';
import { registerPages } from './pages';

/** Revalidated on every load, so a deploy reaches users: the shell, the service worker, the manifest. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/**
 * Cache-Control for a built file, by its path inside STATIC_DIR: content-hashed files are
 * immutable, entry points revalidate, everything else (icons, robots.txt) caches briefly.
 */
export function cacheControlFor(relativePath: string): string {
  // A precompressed copy (`x.js.br`, `x.js.gz`) is cached like the file it stands for.
  const path = relativePath
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  const name = basename(path);
  if (path.startsWith('assets/') || /^workbox-[\w-]+\.js$/.test(name))
    return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built PWA from STATIC_DIR. Files are looked up per request (a rebuild needs no
 * restart); a miss goes to the not-found handler, which decides between the app shell and a 404.
 * The build writes Brotli and gzip copies beside each text file (scripts/precompress.ts):
 * `preCompressed` sends the best one the request accepts, with `Content-Encoding` and
 * `Vary: Accept-Encoding`, so no response is compressed per request.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  registerPages(app, staticDir);
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    preCompressed: true,
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // A missing STATIC_DIR is reported by the not-found handler (503 "App not built").
    suppressWarning: true,
    allowedPath: (pathname) => !isApiPath(pathname),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(relative(staticDir, filePath)));
    },
  });
}
