import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Feature flag test. */
export const featureTestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/feature-test',
  component: lazyRouteComponent(() => import('../features/feature-test/FeatureTestPage'), 'FeatureTestPage'),
});
