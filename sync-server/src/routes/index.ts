import type { RoutePlugin } from '../validation';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { analyticsRoutes } from './analytics';
import { archetypeRoutes } from './archetypes';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { feedbackRoutes } from './feedback';
import { generateRoutes } from './generate';
import { healthRoutes } from './health';
import { liveRoutes } from './live';
import { memberRoutes } from './members';
import { refinementRoutes } from './refinement';
import { shareRoutes } from './share';
import { spineMapRoutes } from './spine-maps';
import { syncRoutes } from './sync';
import { templateRoutes } from './templates';

/**
 * Every route plugin, one per resource, each registered under `/api` (so a plugin declares
 * `/health`, served as `/api/health`). Adding a resource is one import and one entry here.
 */
export const routePlugins: readonly RoutePlugin[] = [
  healthRoutes,
  templateRoutes,
  archetypeRoutes,
  authRoutes,
  accountRoutes,
  syncRoutes,
  spineMapRoutes,
  memberRoutes,
  shareRoutes,
  feedbackRoutes,
  analyticsRoutes,
  adminRoutes,
  generateRoutes,
  refinementRoutes,
  chatRoutes,
  liveRoutes,
];
