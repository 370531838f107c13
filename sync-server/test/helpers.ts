import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildServer, type App, type BuildServerOptions } from '../src/app';
import { loadConfig } from '../src/config';

/** A temp directory removed by the returned function. */
export function tempDir(prefix = 'spine-server-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Writes `files` (relative path → content) under `root`. */
export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
}

/** What a Vite + vite-plugin-pwa build puts in dist/app, in miniature. */
export const BUILT_APP = {
  'index.html': '<!doctype html><title>Spine Explorer</title><div id="root"></div>',
  'assets/index-Bx3kz9Qa.js': 'console.log("app")',
  'assets/index-C1a2b3c4.css': 'body{}',
  'sw.js': 'self.addEventListener("fetch",()=>{})',
  'registerSW.js': 'navigator.serviceWorker.register("/sw.js")',
  'workbox-5a7c1f2e.js': '/* workbox */',
  'manifest.webmanifest': '{"name":"Spine Explorer"}',
  'robots.txt': 'User-agent: *',
  'icons/icon-192.png': 'png',
};

export interface TestServer {
  app: App;
  dataDir: string;
  staticDir: string;
  /** Closes the app and removes its temp directories. */
  close: () => Promise<void>;
}

/**
 * A real server on a temp SQLite file, not listening (use `app.inject`). `staticFiles` fills
 * STATIC_DIR; pass `null` for an unbuilt app.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    staticFiles?: Record<string, string> | null;
    dataDir?: string;
  } & BuildServerOptions = {},
): Promise<TestServer> {
  const data = tempDir('spine-data-');
  const statics = tempDir('spine-static-');
  const staticDir = join(statics.path, 'app');
  if (options.staticFiles !== null) writeFiles(staticDir, options.staticFiles ?? BUILT_APP);
  const dataDir = options.dataDir ?? data.path;
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildServer(config, {
    extraRoutes: options.extraRoutes ?? [],
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.live ? { live: options.live } : {}),
  });
  await app.ready();
  return {
    app,
    dataDir,
    staticDir,
    close: async () => {
      await app.close();
      data.remove();
      statics.remove();
    },
  };
}
