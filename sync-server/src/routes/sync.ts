import {
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
} from '../../../shared/schemas/sync';
import { pullChanges, pullChangesJson } from '../db/syncPull';
import { applyPush } from '../db/syncService';
import { requireUser } from '../plugins/auth';
import type { RoutePlugin } from '../validation';

/**
 * The sync protocol (design §5; wire shapes in shared/schemas/sync.ts). Both calls need a session:
 * a logged-out device keeps its outbox until the user logs in.
 */
export const syncRoutes: RoutePlugin = (app) => {
  // Before validation, so a logged-out device gets 401 even for a body it cannot know is wrong.
  app.addHook('preValidation', requireUser);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.post(
    '/sync/push',
    { schema: { body: pushRequestSchema, response: { 200: pushResponseSchema } } },
    async (request) => {
      // The storage announces the batch's writes when it commits (the live channel's pokes).
      const { response } = await applyPush(app.db, app.repos, request.user?.id ?? '', request.body);
      return response;
    },
  );

  // Protocol 2's reply is built from stored, validated text (pullChangesJson) and sent as it is;
  // protocol 1's goes through its schema, which strips anything it does not name.
  app.get('/sync/pull', { schema: { querystring: pullQuerySchema } }, async (request, reply) => {
    const userId = request.user?.id ?? '';
    const json =
      request.query.v < 2
        ? JSON.stringify(
            pullResponseSchema.parse(await pullChanges(app.db, app.repos, userId, request.query)),
          )
        : await pullChangesJson(app.db, app.repos, userId, request.query);
    return reply
      .type('application/json')
      .serializer((payload: unknown) => payload as string)
      .send(json);
  });
};
