import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParam } from './routeValidation';
import { rootRoute } from './__root';

/** One archetype guide. */
export const archetypeDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/archetypes/$id',
  params: { parse: (raw) => ({ id: idParam(raw.id) }), stringify: (params) => params },
  component: lazyRouteComponent(
    () => import('../features/archetypes/ArchetypeDetailPage'),
    'ArchetypeDetailPage',
  ),
});
