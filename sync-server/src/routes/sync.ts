import {
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
} from '../../../shared/schemas/sync';
import { applyPush, pullChanges } from '../db/syncService';
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
    (request) => {
      const actorId = request.user?.id ?? '';
      const reply = applyPush(app.db, app.repos, actorId, request.body.mutations);
      // After the commit, so whoever the live channel pokes finds the change in their pull.
      reply.results.forEach((result, index) => {
        const mapId = request.body.mutations[index]?.mapId;
        if (mapId && (result.status === 'applied' || result.status === 'merged'))
          app.mapEvents.emit('changed', { mapId, rev: result.rev, seq: reply.seq, actorId });
      });
      return reply;
    },
  );

  app.get(
    '/sync/pull',
    { schema: { querystring: pullQuerySchema, response: { 200: pullResponseSchema } } },
    (request) =>
      pullChanges(app.db, app.repos, request.user?.id ?? '', request.query.since, request.query.limit),
  );
};
