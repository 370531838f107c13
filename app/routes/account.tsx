import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** The account page (issue 18): change the password, log out of all devices. */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  component: lazyRouteComponent(() => import('../features/account/AccountPage'), 'AccountPage'),
});
