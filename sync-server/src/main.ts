import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './app';
import { loadConfig, type Config } from './config';

/** How long a graceful shutdown may take before the process gives up on it. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A readable list of bad variables, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = readConfig();
const app = await buildServer(config);

let shuttingDown = false;
function shutdown(signal: NodeJS.Signals): void {
  if (shuttingDown) {
    app.log.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info(`${signal}: closing (a second signal forces exit)`);
  setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  // Closing Fastify stops accepting, finishes in-flight requests and closes the database.
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(`Spine Explorer is running at http://${shownHost}:${port}`);
if (!existsSync(join(config.staticDir, 'index.html'))) {
  app.log.warn(
    `No built app in ${config.staticDir}: pages answer 503 until \`npm run build\` (the API works).`,
  );
}
