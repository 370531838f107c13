import type { RoutePlugin } from '../validation';
import { healthRoutes } from './health';

/**
 * Every route plugin, one per resource, each registered under `/api` (so a plugin declares
 * `/health`, served as `/api/health`). Adding a resource is one import and one entry here.
 */
export const routePlugins: readonly RoutePlugin[] = [healthRoutes];
