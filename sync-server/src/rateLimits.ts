import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from './errors';

// Rate limits beyond the one `config.rateLimit` a route declares. @fastify/rate-limit runs only one
// limit per request, so a route that needs two (login: per address and per account) adds the second
// here, as a preHandler built on the plugin's own store.

/** One extra limit: at most `max` requests per `timeWindow` for each `key`, else 429 with `message`. */
export interface ExtraRateLimit {
  max: number;
  timeWindow: string | number;
  key: (request: FastifyRequest) => string;
  message: string;
}

/** A preHandler enforcing `limit`; add it to a route's `preHandler` list. */
export function extraRateLimit(app: FastifyInstance, limit: ExtraRateLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: limit.key,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw httpError(429, limit.message);
  };
}

/** The caller's account when logged in, else their address: the key of per-person limits. */
export function accountOrAddress(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}
