import Fastify from 'fastify';
import { registerAi } from './ai';
import type { Config } from './config';
import { registerStorage } from './db/repositories';
import { registerErrorHandling } from './errors';
import { registerAuth } from './plugins/auth';
import { registerExternalPlugins } from './plugins/external';
import { registerHostCheck } from './plugins/hostCheck';
import { registerHousekeeping } from './plugins/housekeeping';
import { registerMapEvents } from './plugins/mapEvents';
import { registerOriginCheck } from './plugins/originCheck';
import { registerStatic } from './plugins/static';
import { routePlugins } from './routes';
import {
  zodSerializerCompiler,
  zodValidatorCompiler,
  type RoutePlugin,
  type RouteScope,
  type ZodTypeProvider,
} from './validation';

/** The built server: a Fastify instance whose routes take zod schemas. */
export type App = RouteScope;

/** Options for tests and tools; production passes none. */
export interface BuildServerOptions {
  /** More route plugins, registered under `/api` after the app's own (tests add probe routes here). */
  extraRoutes?: readonly RoutePlugin[];
  /** Hears every route as it is registered (the security tests check that they cover them all). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Timings of the live channel across instances (tests shorten them). */
  live?: LiveOptions;
}

/** Timings of the live channel across instances; production uses the defaults. */
export interface LiveOptions {
  /** How often this instance publishes its presence (PRESENCE_HEARTBEAT_MS). */
  presenceHeartbeatMs?: number;
  /** PostgreSQL: wait before listening again after the listening connection dropped. */
  reconnectMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration the server was built with. */
    config: Config;
    /** Live channel timings (BuildServerOptions.live). */
    liveOptions: LiveOptions;
  }
}

/** Large enough for any spine map or sync batch; anything bigger is a mistake or an attack. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole server without listening (main.ts listens; tests use `inject`).
 * Order as in fastify/demo: compilers and error handling, external plugins, app plugins
 * (config, database, repositories), route plugins, then static files with the SPA fallback.
 */
export async function buildServer(config: Config, options: BuildServerOptions = {}): Promise<App> {
  const app: App = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  try {
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler);
    registerErrorHandling(app, { staticDir: config.staticDir });

    await registerExternalPlugins(app, { databaseUrl: config.databaseUrl });
    registerHostCheck(app, { allowed: config.allowedHosts, host: config.host });
    registerOriginCheck(app);

    app.decorate('config', config);
    app.decorate('liveOptions', options.live ?? {});
    await registerStorage(app, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      liveReconnectMs: options.live?.reconnectMs,
    });
    registerAuth(app);
    registerMapEvents(app);
    registerHousekeeping(app);
    registerAi(app, config);

    for (const routes of [...routePlugins, ...(options.extraRoutes ?? [])]) {
      await app.register(
        async (scope) => {
          await routes(scope);
        },
        { prefix: '/api' },
      );
    }

    await registerStatic(app, config.staticDir);
    return app;
  } catch (error) {
    // Whatever opened (the database) must close, or a failed start leaks its file handle.
    await app.close();
    throw error;
  }
}
