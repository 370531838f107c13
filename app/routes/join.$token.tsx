import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { rootRoute } from './__root';

// Any text: the page itself says when a link is incomplete, instead of the generic error page.
const paramsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(256)) });

/** An invite link to a map's team (issue 10): join it, after logging in when needed. */
export const joinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join/$token',
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/team/JoinPage'), 'JoinPage'),
});
