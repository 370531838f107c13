import { healthSchema, type Health } from '../../../shared/schemas/health';
import { APP_VERSION } from '../paths';
import type { RoutePlugin } from '../validation';

/** `GET /api/health`: liveness for the e2e harness, operators and the app's "which AI" badge. */
export const healthRoutes: RoutePlugin = (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthSchema } } },
    async (_request, reply): Promise<Health> => {
      reply.header('cache-control', 'no-store');
      const { aiProvider, openai } = app.config;
      return {
        status: 'ok',
        version: APP_VERSION,
        db: (await app.storage.ping()) ? 'ok' : 'error',
        ai: { provider: aiProvider, model: aiProvider === 'openai' ? openai.model : null },
      };
    },
  );
};
