import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { tokenParam } from './routeValidation';
import { rootRoute } from './__root';

/** A one-time password reset link an admin issued (issue 18). */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  params: { parse: (raw) => ({ token: tokenParam(raw.token) }), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage'),
});
