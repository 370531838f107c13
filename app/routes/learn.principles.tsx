import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Level 3 lesson. */
export const learnPrinciplesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learn/principles',
  component: lazyRouteComponent(
    () => import('../features/learn/PrinciplesLessonPage'),
    'PrinciplesLessonPage',
  ),
});
