import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, isApiRequest } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the Origin names the host the request was sent to (default ports normalised). */
export function isSameOrigin(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    // "null" (sandboxed frames, file:) or garbage: not us.
    return false;
  }
}

function refuses(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (!isApiRequest(request)) return false;
  const origin = request.headers.origin;
  return origin !== undefined && !isSameOrigin(origin, request.host);
}

/**
 * CSRF defence, half one: a state-changing API call from another site's page carries that
 * site's Origin, so it is refused before its body is read. Half two is SameSite=Lax cookies.
 * Requests without Origin (curl, same-origin GET-initiated forms in old browsers) pass.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(refuses(request) ? httpError(403, 'Cross-origin request refused.') : undefined);
  });
}
