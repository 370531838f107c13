import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageLoading } from './features/layout/PageLoading';
import { rootRoute } from './routes/__root';
import { accountRoute } from './routes/account';
import { adminRoute } from './routes/admin';
import { archetypeDetailRoute } from './routes/archetypes.$id';
import { archetypesRoute } from './routes/archetypes';
import { catalogueRoute } from './routes/catalogue';
import { documentationRoute } from './routes/documentation';
import { featureTestRoute } from './routes/feature-test';
import { generatorRoute } from './routes/generator';
import { indexRoute } from './routes/index';
import { joinRoute } from './routes/join.$token';
import { learnRoute } from './routes/learn';
import { learnNeedsRoute } from './routes/learn.needs';
import { learnPracticesRoute } from './routes/learn.practices';
import { learnPrinciplesRoute } from './routes/learn.principles';
import { learnToolsRoute } from './routes/learn.tools';
import { learnValuesRoute } from './routes/learn.values';
import { loginRoute } from './routes/login';
import { mapDetailRoute } from './routes/maps.$id';
import { mapsRoute } from './routes/maps';
import { resetPasswordRoute } from './routes/reset-password.$token';
import { shareRoute } from './routes/share.$shareId';
import { templatesRoute } from './routes/templates';

// Code-based route tree (no codegen). Each route file is thin; its page is a lazy chunk.
const routeTree = rootRoute.addChildren([
  indexRoute,
  learnRoute,
  learnNeedsRoute,
  learnValuesRoute,
  learnPrinciplesRoute,
  learnPracticesRoute,
  learnToolsRoute,
  generatorRoute,
  templatesRoute,
  catalogueRoute,
  documentationRoute,
  archetypesRoute,
  archetypeDetailRoute,
  adminRoute,
  shareRoute,
  featureTestRoute,
  mapsRoute,
  mapDetailRoute,
  loginRoute,
  joinRoute,
  accountRoute,
  resetPasswordRoute,
]);

/** Builds the app's router; tests pass a memory history. */
export function createAppRouter(
  options: {
    history?: RouterHistory;
    /** The prerender build (app/prerender/entry.tsx): no window, so no origin and no scroll to restore. */
    prerender?: boolean;
  } = {},
) {
  return createRouter({
    routeTree,
    history: options.history,
    ...(options.prerender ? { origin: 'http://localhost' } : {}),
    defaultPendingComponent: PageLoading,
    defaultPreload: 'intent',
    scrollRestoration: !options.prerender,
  });
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when a page was just created (a new map): it moves focus to its heading on arrival. */
    focusHeading?: boolean;
  }
}
