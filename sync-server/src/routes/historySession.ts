import type { FastifyRequest } from 'fastify';
import { HISTORY_SESSION_HEADER, historySessionIdSchema } from '../../../shared/schemas/history';

/** The caller's usage session for a history entry; null when the header is absent or malformed. */
export function historySessionId(request: FastifyRequest): string | null {
  const parsed = historySessionIdSchema.safeParse(request.headers[HISTORY_SESSION_HEADER]);
  return parsed.success ? parsed.data : null;
}
