import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageFileFor, PRERENDERED_ROUTES } from '../../../shared/prerenderedRoutes';

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
 * Serves the prerendered pages for their paths: their HTML (precompressed like every built file,
 * `no-cache` like the shell) paints before any script runs, and main.tsx hydrates it. Registered
 * before the static plugin, whose wildcard would otherwise answer `/` with the empty shell. A path
 * without a prerendered file gets the shell, as the not-found handler gives every other page.
 */
export function registerPages(app: FastifyInstance, staticDir: string): void {
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply.sendFile(prerenderedFileFor(staticDir, request.url) ?? 'index.html', staticDir);
  for (const path of PRERENDERED_ROUTES) app.get(path, sendPage);
}
