import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** The maps saved on this device. */
export const mapsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/maps',
  component: lazyRouteComponent(() => import('../features/maps/MapsPage'), 'MapsPage'),
});
