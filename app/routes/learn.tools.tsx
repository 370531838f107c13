import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Level 5 lesson. */
export const learnToolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/learn/tools',
  component: lazyRouteComponent(() => import('../features/learn/ToolsLessonPage'), 'ToolsLessonPage'),
});
