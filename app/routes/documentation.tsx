import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Help and documentation. */
export const documentationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/documentation',
  component: lazyRouteComponent(
    () => import('../features/documentation/DocumentationPage'),
    'DocumentationPage',
  ),
});
