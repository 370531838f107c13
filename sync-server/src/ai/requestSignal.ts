import type { FastifyReply } from 'fastify';
import { HttpError, INTERNAL_ERROR_MESSAGE } from '../errors';

/**
 * An AbortSignal that fires when the client goes away before the reply is complete, so a
 * slow LLM call is cancelled instead of running on for nobody.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Status and message of a failure as the client may see it (HttpErrors are meant to be shown; anything else is generic). */
export function publicError(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}
