import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** The tutorial. */
export const learnRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learn',
  component: lazyRouteComponent(() => import('../features/learn/TutorialPage'), 'TutorialPage'),
});
