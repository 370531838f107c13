import { feedbackReceiptSchema, feedbackRequestSchema } from '../../../shared/schemas/feedback';
import type { RoutePlugin } from '../validation';

/** Every field at its limit in 4-byte characters fits; anything bigger is refused with 413. */
export const FEEDBACK_BODY_LIMIT = 32 * 1024;

/** Submissions per IP and minute: plenty for a person, little for a script. */
export const FEEDBACK_RATE_LIMIT = 10;

/**
 * `POST /api/feedback` (spec §7): validated, size- and rate-limited, stored in SQLite. 201 with the
 * new id; a re-sent clientId answers 200 with the id stored the first time.
 */
export const feedbackRoutes: RoutePlugin = (app) => {
  app.post(
    '/feedback',
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      config: { rateLimit: { max: FEEDBACK_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        body: feedbackRequestSchema,
        response: { 200: feedbackReceiptSchema, 201: feedbackReceiptSchema },
      },
    },
    async (request, reply) => {
      const { clientId, ...submission } = request.body;
      const { feedback, created } = await app.repos.feedback.add(submission, clientId);
      request.log.info({ feedbackId: feedback.id, type: feedback.type, created }, 'feedback received');
      return reply.code(created ? 201 : 200).send({ id: feedback.id });
    },
  );
};
