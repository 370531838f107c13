import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { rootRoute } from './__root';

/**
 * Where to go after logging in: a same-site path only (`/…` but not `//…`), so a crafted link cannot
 * bounce the user to another site. Anything else falls back to home.
 */
const loginSearchSchema = z.object({
  returnTo: z.catch(z.optional(z.string().check(z.maxLength(2048), z.regex(/^\/(?![/\\])/))), undefined),
});

/** Log in or create an account (design §7). */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearchSchema,
  component: lazyRouteComponent(() => import('../features/auth/LoginPage'), 'LoginPage'),
});
