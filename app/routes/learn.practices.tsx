import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Level 4 lesson. */
export const learnPracticesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learn/practices',
  component: lazyRouteComponent(() => import('../features/learn/PracticesLessonPage'), 'PracticesLessonPage'),
});
