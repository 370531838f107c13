import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { tokenParam } from './routeValidation';
import { rootRoute } from './__root';

/** An invite link to a map's team (issue 10): join it, after logging in when needed. */
export const joinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join/$token',
  params: { parse: (raw) => ({ token: tokenParam(raw.token) }), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/team/JoinPage'), 'JoinPage'),
});
