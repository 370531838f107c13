import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { rootRoute } from './__root';

/** `?refine={map id}` loads an existing map into the generator (spec §2). A bad value is dropped, not fatal. */
// zod/mini keeps the entry chunk small: route files load at first paint.
const generatorSearchSchema = z.object({
  refine: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))), undefined),
});

/** Create Your Spine Map. */
export const generatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/generator',
  validateSearch: generatorSearchSchema,
  component: lazyRouteComponent(() => import('../features/generator/GeneratorPage'), 'GeneratorPage'),
});
