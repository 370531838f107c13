import { z } from 'zod';
import { spineMapSchema } from '../../../shared/schemas/spineMap';
import { templateSchema, templatesQuerySchema } from '../../../shared/schemas/template';
import { templateToMapContent } from '../../../shared/templateMap';
import { newClaimToken } from '../db/tokens';
import { httpError } from '../errors';
import type { RoutePlugin } from '../validation';

/** The map made from a template, plus the claim token only an anonymous creator receives (design §5). */
const createdMapSchema = spineMapSchema.extend({ claimToken: z.string().optional() });

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Maps made from templates per address per 10 minutes (issue 18): each is a stored map, and an
 * anonymous caller's is kept until claimed or pruned, so nobody may make them in bulk.
 */
export const TEMPLATE_USE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/** `GET /api/templates` (search, category) and `POST /api/templates/:id/create-spine-map` (spec §7). */
export const templateRoutes: RoutePlugin = (app) => {
  app.get(
    '/templates',
    { schema: { querystring: templatesQuerySchema, response: { 200: z.array(templateSchema) } } },
    (request) => app.repos.templates.list(request.query),
  );

  app.post(
    '/templates/:id/create-spine-map',
    {
      schema: { params: idParams, response: { 201: createdMapSchema } },
      config: { rateLimit: TEMPLATE_USE_LIMIT },
    },
    async (request, reply) => {
      const template = await app.repos.templates.get(request.params.id);
      if (!template) throw httpError(404, 'Template not found');
      const ownerId = request.user?.id ?? null;
      // Without an owner only the creating device can later claim the map, by presenting this token.
      const claimToken = ownerId === null ? newClaimToken() : undefined;
      const map = await app.repos.maps.create({
        content: templateToMapContent(template),
        ownerId,
        claimToken,
      });
      await app.repos.templates.recordUse(template.id);
      reply.code(201);
      return claimToken === undefined ? map : { ...map, claimToken };
    },
  );
};
