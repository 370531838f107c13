import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import pg from 'pg';
import { isApiRequest } from '../errors';
import { IDLE_CONNECTION_MS } from '../db/postgresDb';
import { postgresRateLimitStore } from './pgRateLimitStore';

/**
 * The CSP for the PWA: everything from this origin, nothing inline but styles (Radix and
 * Recharts set style attributes), images also from data:/blob: (exports, icons). No
 * upgrade-insecure-requests: the server is often reached over plain http on a LAN, where
 * upgrading would break every request.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // 'self' also allows the same-origin WebSocket (ws:/wss:, /api/live) in CSP3 browsers: Chromium 71+,
  // Firefox, Safari 16+. Older Safari only loses live updates; periodic sync still runs.
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * API replies are JSON, never rendered as a page: the short list of OWASP's REST security cheat
 * sheet (nosniff, no framing, a CSP that allows nothing, HSTS, no referrer, same-origin resources)
 * instead of the page headers. Half the headers also keeps the busiest reads fast.
 */
export const API_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const satisfies Parameters<typeof helmet>[0];

/**
 * Third-party parts, registered before the app's own: security headers, cookie parsing, and
 * rate limiting that routes opt into with `config: { rateLimit: { max, timeWindow } }`. With
 * PostgreSQL the limits are counted in the database, so every instance shares them.
 */
export async function registerExternalPlugins(
  app: FastifyInstance,
  options: { databaseUrl?: string | null } = {},
): Promise<void> {
  // helmet decides the headers; they are the same for every request, so they are worked out once
  // and each request only sets them. (@fastify/helmet runs helmet's middlewares on every request,
  // which measured as the largest cost of a share-page read.)
  const appHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });
  const apiHeaders = helmetHeaders(API_HEADERS);
  // Set on the reply, not on the raw response: Node then takes the reply's headers as they are
  // when it writes them, instead of merging them one by one into headers already set on the raw
  // response (measurable on the busiest reads).
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiRequest(request) ? apiHeaders : appHeaders) reply.header(name, value);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false, ...sharedLimits(app, options.databaseUrl) });
}

/** The headers helmet sets with these options, recorded from one run of its middleware. */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    // Express's X-Powered-By, which Node never sets.
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
    finished = true;
  });
  // helmet's middleware is synchronous; were it ever not, the recording would be incomplete.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** The PostgreSQL store for rate limits (its own small pool, closed with the app); none for SQLite. */
function sharedLimits(app: FastifyInstance, databaseUrl: string | null | undefined) {
  if (!databaseUrl) return {};
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: IDLE_CONNECTION_MS });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  app.addHook('onClose', () => pool.end());
  return { store: postgresRateLimitStore(pool) };
}
