import { randomUUID } from 'node:crypto';
import { chatGreeting } from '../../../shared/drafter';
import {
  chatNewResponseSchema,
  chatRequestSchema,
  chatResponseSchema,
  type ChatMessage,
} from '../../../shared/schemas/chat';
import { providerMethod } from '../ai/provider';
import { clientGoneSignal } from '../ai/requestSignal';
import { httpError } from '../errors';
import { deviceKey } from '../plugins/deviceCookie';
import type { RoutePlugin } from '../validation';

/** Chat messages per client per minute. */
export const CHAT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** New sessions per client per minute. */
export const CHAT_NEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Said for a session id another device started (the same as for one that never existed). */
export const CHAT_SESSION_NOT_FOUND = 'Chat session not found';
/** How much of the conversation the AI sees: enough for follow-ups, bounded in cost. */
const CONTEXT_MESSAGES = 20;

/** The chat helper (spec §4): `POST /api/chat/new` starts a session, `POST /api/chat` answers a message. */
export const chatRoutes: RoutePlugin = (app) => {
  app.post(
    '/chat/new',
    { schema: { response: { 200: chatNewResponseSchema } }, config: { rateLimit: CHAT_NEW_RATE_LIMIT } },
    (request, reply) =>
      app.repos.chatSessions.create(randomUUID(), deviceKey(request, reply), [
        { role: 'assistant', content: chatGreeting() },
      ]),
  );

  app.post(
    '/chat',
    {
      schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } },
      config: { rateLimit: CHAT_RATE_LIMIT },
    },
    async (request, reply) => {
      const { sessionId, message, map } = request.body;
      // The map on screen carries its own boundary when the form's is blank (refine mode, a loaded map).
      const systemBoundary = request.body.systemBoundary || map?.systemBoundary || '';
      const device = deviceKey(request, reply);
      const stored = await app.repos.chatSessions.get(sessionId, device);
      // Another device's session: the id alone opens nothing (issue 18).
      if (stored === 'foreign') throw httpError(404, CHAT_SESSION_NOT_FOUND);
      // An unknown id is a session the device started offline (or one that expired): continue it here.
      const earlier = stored?.messages ?? [{ role: 'assistant', content: chatGreeting(systemBoundary) }];
      const asked: ChatMessage[] = [...earlier, { role: 'user', content: message }];
      reply.header('x-ai-provider', providerMethod(app.ai));
      const answer = await app.ai.chat(
        asked.slice(-CONTEXT_MESSAGES),
        { systemBoundary, map },
        {
          signal: clientGoneSignal(reply),
        },
      );
      const saved = await app.repos.chatSessions.save(
        sessionId,
        device,
        [...asked, { role: 'assistant', content: answer }],
        systemBoundary || null,
      );
      return { messages: saved.messages };
    },
  );
};
