import { healthSchema, readinessSchema, type Health, type Readiness } from '../../../shared/schemas/health';
import { APP_VERSION } from '../paths';
import type { RoutePlugin } from '../validation';

/**
 * `GET /api/health`: liveness for the e2e harness, operators and the app's "which AI" badge; and
 * `GET /api/health/ready`: readiness for a load balancer (503 while the database does not answer).
 */
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

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply): Promise<Readiness> => {
      reply.header('cache-control', 'no-store');
      if (await app.storage.ping()) return { status: 'ready', db: 'ok' };
      reply.code(503);
      return { status: 'unavailable', db: 'error' };
    },
  );
};
