import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateLoginSearch } from './routeValidation';
import { rootRoute } from './__root';

/** Log in or create an account (design §7). */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: validateLoginSearch,
  component: lazyRouteComponent(() => import('../features/auth/LoginPage'), 'LoginPage'),
});
