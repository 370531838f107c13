import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Example library. */
export const catalogueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/catalogue',
  component: lazyRouteComponent(() => import('../features/catalogue/CataloguePage'), 'CataloguePage'),
});
