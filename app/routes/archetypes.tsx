import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Archetype list. */
export const archetypesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/archetypes',
  component: lazyRouteComponent(() => import('../features/archetypes/ArchetypesPage'), 'ArchetypesPage'),
});
