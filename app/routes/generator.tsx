import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateGeneratorSearch } from './routeValidation';
import { rootRoute } from './__root';

/** Create Your Spine Map. */
export const generatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/generator',
  validateSearch: validateGeneratorSearch,
  component: lazyRouteComponent(() => import('../features/generator/GeneratorPage'), 'GeneratorPage'),
});
