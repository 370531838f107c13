import { z } from 'zod';
import { httpError } from '../errors';
import type { RoutePlugin } from '../validation';

/** Error texts the share page matches on (spec §8: '403'/'Access denied', '404'/'not found'). */
export const MAP_ERRORS = {
  notFound: 'Spine map not found',
  accessDenied: 'Access denied',
} as const;

/** Throws the spec's 403 unless the viewer may read the map: private maps are the owner's alone. */
export function assertReadable(
  map: { visibility: string; ownerId: string | null },
  viewerId: string | null | undefined,
): void {
  if (map.visibility === 'private' && map.ownerId !== viewerId) throw httpError(403, MAP_ERRORS.accessDenied);
}

/**
 * `GET /api/spine-maps/share/{shareId}`: the shared map page's data (spec §2, §8), a SpineMap.
 * The busiest public read, so the reply is the repository's ready-made JSON (the map's content was
 * validated when it was written) instead of a parse, a response-schema check and a stringify.
 */
export const shareRoutes: RoutePlugin = (app) => {
  app.get(
    '/spine-maps/share/:shareId',
    { schema: { params: z.object({ shareId: z.string().min(1).max(64) }) } },
    (request, reply) => {
      const shared = app.repos.maps.getShareJson(request.params.shareId);
      if (!shared) throw httpError(404, MAP_ERRORS.notFound);
      assertReadable(shared, request.user?.id);
      // The map can change at any time and may be private; never from a shared cache.
      return reply
        .header('cache-control', 'private, no-cache')
        .type('application/json; charset=utf-8')
        .send(shared.json);
    },
  );
};
