import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/AppLayout';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { RouteError } from '../features/layout/RouteError';

/** The root route: the layout every page renders in, plus the not-found and error pages. */
export const rootRoute = createRootRoute({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
