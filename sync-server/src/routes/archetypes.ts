import { z } from 'zod';
import { archetypeSchema } from '../../../shared/schemas/archetype';
import { httpError } from '../errors';
import type { RoutePlugin } from '../validation';

/** `GET /api/archetypes` and `GET /api/archetypes/:id` (spec §7); bodies come back sanitised. */
export const archetypeRoutes: RoutePlugin = (app) => {
  app.get('/archetypes', { schema: { response: { 200: z.array(archetypeSchema) } } }, () =>
    app.repos.archetypes.list(),
  );

  app.get(
    '/archetypes/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(128) }), response: { 200: archetypeSchema } } },
    async (request) => {
      const archetype = await app.repos.archetypes.get(request.params.id);
      if (!archetype) throw httpError(404, 'Archetype not found');
      return archetype;
    },
  );
};
