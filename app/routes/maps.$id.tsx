import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParam } from './routeValidation';
import { rootRoute } from './__root';

/** One map on this device, in the editor. */
export const mapDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/maps/$id',
  params: { parse: (raw) => ({ id: idParam(raw.id) }), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/maps/MapDetailPage'), 'MapDetailPage'),
});
