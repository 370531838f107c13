// Prerenders the public, data-free pages to static HTML, after `vite build` wrote dist/app.
// 1. A Vite SSR build of app/prerender/entry.tsx (everything bundled, the router's client tree).
// 2. Each route rendered to HTML inside the built shell (dist/app/index.html) and written to
//    dist/app/_pages/<route>.html (`/` is `_pages/index.html`), with Brotli and gzip copies.
// The server sends these for their paths (sync-server/src/plugins/pages.ts); the shell itself stays
// as it was, the service worker's navigation fallback for every route (offline, repeat visits).
// dist/prerender/entry.js stays: the server renders the share page with it, per request.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressDir } from './precompress';
import { PRERENDERED_ROUTES, pageFileFor, PAGES_DIR } from '../shared/prerenderedRoutes';
import { renderedPageShell } from '../shared/renderedPageShell';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'dist/app');
const ssrDir = join(root, 'dist/prerender');

/** Puts the page's markup into the shell's empty `#root`. */
function pageHtml(shell: string, markup: string): string {
  const empty = '<div id="root"></div>';
  if (!shell.includes(empty)) throw new Error('dist/app/index.html has no empty <div id="root"></div>');
  return shell.replace(empty, () => `<div id="root">${markup}</div>`);
}

async function main(): Promise<void> {
  // React's production build on both sides (the markup must match the browser's).
  process.env.NODE_ENV = 'production';
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Only the renderer: public/ is the client build's to copy.
    publicDir: false,
    mode: 'production',
    plugins: [react()],
    // The router's browser build registers itself on `self` (its devtools' hook); Node has none.
    define: { self: 'globalThis' },
    resolve: {
      alias: [
        // The router renders its browser tree (Suspense, Transitioner) that hydrateRoot meets in main.tsx,
        // not its server tree (streaming, inline scripts the CSP forbids).
        {
          find: /^@tanstack\/router-core\/isServer$/,
          replacement: join(root, 'node_modules/@tanstack/router-core/dist/esm/isServer/client.js'),
        },
        {
          find: /^virtual:pwa-register\/react$/,
          replacement: join(root, 'app/prerender/pwaRegisterStub.ts'),
        },
      ],
    },
    ssr: { noExternal: true },
    build: {
      ssr: join(root, 'app/prerender/entry.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'entry.js', codeSplitting: false } },
    },
  });
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry.js')).href)) as {
    renderRoute: (url: string) => Promise<string>;
  };
  const shell = renderedPageShell(await readFile(join(appDir, 'index.html'), 'utf8'), (path) =>
    readFileSync(join(appDir, path), 'utf8'),
  );
  const pagesDir = join(appDir, PAGES_DIR);
  await rm(pagesDir, { recursive: true, force: true });
  for (const route of PRERENDERED_ROUTES) {
    const file = join(appDir, pageFileFor(route));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(shell, await entry.renderRoute(route)));
  }
  const totals = await precompressDir(pagesDir);
  console.log(
    `prerendered ${PRERENDERED_ROUTES.length} pages (${(totals.rawBytes / 1024).toFixed(0)} KiB, brotli ${(totals.brotliBytes / 1024).toFixed(0)} KiB)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
