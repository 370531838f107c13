import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { rootRoute } from './__root';

const paramsSchema = z.object({ shareId: z.string().check(z.minLength(1), z.maxLength(128)) });

/** A map shared by link. */
export const shareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/share/$shareId',
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/share/SharePage'), 'SharePage'),
});
