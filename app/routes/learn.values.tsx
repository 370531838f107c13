import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Level 2 lesson. */
export const learnValuesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learn/values',
  component: lazyRouteComponent(() => import('../features/learn/ValuesLessonPage'), 'ValuesLessonPage'),
});
