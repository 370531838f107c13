import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { rootRoute } from './__root';

// Any text: the page itself says when a link is incomplete, instead of the generic error page.
const paramsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(256)) });

/** A one-time password reset link an admin issued (issue 18). */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token',
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/account/ResetPasswordPage'), 'ResetPasswordPage'),
});
