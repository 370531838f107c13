import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { rootRoute } from './__root';

const paramsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)) });

/** One archetype guide. */
export const archetypeDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/archetypes/$id',
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  component: lazyRouteComponent(
    () => import('../features/archetypes/ArchetypeDetailPage'),
    'ArchetypeDetailPage',
  ),
});
