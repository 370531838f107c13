import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParam } from './routeValidation';
import { rootRoute } from './__root';

/** A map shared by link. */
export const shareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/share/$shareId',
  params: { parse: (raw) => ({ shareId: idParam(raw.shareId) }), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/share/SharePage'), 'SharePage'),
});
