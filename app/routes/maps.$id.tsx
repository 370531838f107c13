import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { rootRoute } from './__root';

const paramsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)) });

/** One map on this device, in the editor. */
export const mapDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/maps/$id',
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/maps/MapDetailPage'), 'MapDetailPage'),
});
