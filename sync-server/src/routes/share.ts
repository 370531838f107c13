import { z } from 'zod';
import { spineMapSchema, type SpineMap } from '../../../shared/schemas/spineMap';
import { httpError } from '../errors';
import type { RoutePlugin } from '../validation';

/** Error texts the share page matches on (spec §8: '403'/'Access denied', '404'/'not found'). */
export const MAP_ERRORS = {
  notFound: 'Spine map not found',
  accessDenied: 'Access denied',
} as const;

/** Throws the spec's 403 unless the viewer may read the map: private maps are the owner's alone. */
export function assertReadable(map: SpineMap, viewerId: string | null | undefined): void {
  if (map.visibility === 'private' && map.ownerId !== viewerId) throw httpError(403, MAP_ERRORS.accessDenied);
}

/** `GET /api/spine-maps/share/{shareId}`: the shared map page's data (spec §2, §8). */
export const shareRoutes: RoutePlugin = (app) => {
  app.get(
    '/spine-maps/share/:shareId',
    {
      schema: {
        params: z.object({ shareId: z.string().min(1).max(64) }),
        response: { 200: spineMapSchema },
      },
    },
    (request, reply): SpineMap => {
      const map = app.repos.maps.getByShareId(request.params.shareId);
      if (!map) throw httpError(404, MAP_ERRORS.notFound);
      assertReadable(map, request.user?.id);
      // The map can change at any time and may be private; never from a shared cache.
      reply.header('cache-control', 'private, no-cache');
      return map;
    },
  );
};
