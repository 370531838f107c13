import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Level 1 lesson. */
export const learnNeedsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learn/needs',
  component: lazyRouteComponent(() => import('../features/learn/NeedsLessonPage'), 'NeedsLessonPage'),
});
