import { z } from 'zod';
import { httpError } from '../errors';
import { assertCanOpenShareLink, MAP_ERRORS } from '../permissions';
import type { RoutePlugin } from '../validation';

export { MAP_ERRORS };

/**
 * `GET /api/spine-maps/share/{shareId}`: the shared map page's data (spec §2, §8), a SpineMap,
 * with `role` when the caller is a member (the page then offers Edit Map to owners and editors).
 * The busiest public read, so the reply is the repository's ready-made JSON (the map's content was
 * validated when it was written) instead of a parse, a response-schema check and a stringify.
 */
export const shareRoutes: RoutePlugin = (app) => {
  app.get(
    '/spine-maps/share/:shareId',
    { schema: { params: z.object({ shareId: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const shared = await app.repos.maps.getShareJson(request.params.shareId);
      if (!shared) throw httpError(404, MAP_ERRORS.notFound);
      const role = await assertCanOpenShareLink(app.repos, request.user?.id, shared);
      // The map can change at any time and may be private; never from a shared cache.
      return reply
        .header('cache-control', 'private, no-cache')
        .type('application/json; charset=utf-8')
        .send(role ? `${shared.json.slice(0, -1)},"role":${JSON.stringify(role)}}` : shared.json);
    },
  );
};
