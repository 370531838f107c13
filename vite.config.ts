import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

const NODE_MODULES = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const APP = (paths: string) => new RegExp(`[\\\\/](${paths})`);

/** Shared-code chunks, highest priority first; a module goes to the first group that matches it. */
const CHUNK_GROUPS = [
  // What every first paint needs: React and the router. (zod is the data layer's: the route table
  // validates without it, app/routes/routeValidation.ts.) Radix's ref composer too: the text fields
  // use it (app/ui/Input.tsx), and in the `radix` chunk it would bring all of Radix to every page.
  {
    name: 'framework',
    priority: 50,
    test: NODE_MODULES(
      'react|react-dom|scheduler|@tanstack|use-sync-external-store|@radix-ui[\\\\/]react-compose-refs',
    ),
  },
  // Each icon is a tiny module; one chunk of all the icons the app uses beats thirty requests.
  { name: 'icons', priority: 40, test: NODE_MODULES('lucide-react') },
  // Radix primitives and their helpers: dialogs, menus, tabs, toasts.
  {
    name: 'radix',
    priority: 40,
    test: NODE_MODULES(
      '@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib',
    ),
  },
  // The service worker's registration and update prompt: loaded together once the page is idle.
  // Below `ui`, so the shell modules the prompt uses (buttons, the reload hooks) stay there.
  {
    name: 'pwa',
    priority: 20,
    test: (id: string) =>
      NODE_MODULES('workbox-window').test(id) ||
      APP('app[\\\\/]features[\\\\/]pwa[\\\\/]UpdatePrompt\\.tsx').test(id) ||
      id.includes('virtual:pwa-register'),
  },
  // The local store and the sync client: loaded after the first paint by the nav's account slot.
  // Only the schemas these modules use come with them (a group takes in its modules' imports): a
  // schema is built when its chunk is evaluated, so the generator's, the tutorial's, feedback's or
  // the usage queue's schemas are built with the page or the idle task that uses them, not by every
  // page that opens the local store (each costs the editor's first load a long task on a phone).
  {
    name: 'data',
    priority: 30,
    test: (id: string) =>
      NODE_MODULES('dexie|dexie-react-hooks|fractional-indexing|nanoid|zod').test(id) ||
      APP(
        'app[\\\\/](db|sync)[\\\\/]|shared[\\\\/]sync[\\\\/]|app[\\\\/]features[\\\\/]auth[\\\\/](currentUser|useCurrentUser)',
      ).test(id),
  },
  // Generic UI primitives used by most pages (the Radix-based ones, Dialog and Toaster, stay apart,
  // or every page would fetch Radix), plus the small modules the app shell shares with the data layer.
  // It outranks `data`: a group takes in its modules' dependencies, so a shell module that the sync
  // client also imports (toasts, flags, online status, the reload hooks) would otherwise land in
  // `data` and pull Dexie into every first paint. The five levels' names, colours and icons are here
  // too: the home page paints them.
  {
    name: 'ui',
    priority: 35,
    test: (id: string) =>
      (APP('app[\\\\/]ui[\\\\/]').test(id) && !/(Dialog|Toaster)\.tsx$/.test(id)) ||
      // The local-data marker says whether to load Dexie at all, and the guest nav's Log In is here
      // too: neither may pull in `data`.
      APP('app[\\\\/](db[\\\\/]localData|features[\\\\/]auth[\\\\/]loginHref)').test(id) ||
      // Usage capture without Dexie or zod (a few KB; many pages call track(), and a first visit's
      // capture sends straight to the server with the API client): only the Dexie queue is in `data`.
      (APP(
        'app[\\\\/](api[\\\\/]client\\.ts|features[\\\\/]analytics[\\\\/])|shared[\\\\/]analyticsEvents\\.ts',
      ).test(id) &&
        !/analyticsQueue\.ts$/.test(id)) ||
      NODE_MODULES('clsx|tailwind-merge|zustand').test(id) ||
      APP(
        'app[\\\\/]features[\\\\/](pwa[\\\\/](beforeReload|useOnlineStatus)|flags[\\\\/]|analytics[\\\\/]startUsageCapture|feedback[\\\\/]feedbackStore|learn[\\\\/](LevelIcon|levelStyles))|shared[\\\\/](flags|levels)\\.ts',
      ).test(id) ||
      /[\\/]vite[\\/]preload-helper/.test(id),
  },
  // What the home page's Featured and Learning sections share with other pages: kept out of
  // `common`, which imports the data layer, so a first visit to `/` never loads Dexie.
  {
    name: 'search',
    // Above `data`, whose schemas import the labels too (a group takes in what its modules import).
    priority: 32,
    test: APP(
      'shared[\\\\/](search|labels)\\.ts|app[\\\\/]features[\\\\/]tutorial-progress[\\\\/]tutorialProgress\\.ts',
    ),
  },
  // Small shared helpers (levels, search, styles, skeletons) that several pages use.
  {
    name: 'common',
    priority: 10,
    minShareCount: 2,
    test: (id: string) =>
      APP('shared[\\\\/]|app[\\\\/]features[\\\\/]').test(id) &&
      !APP('shared[\\\\/](content|drafter)[\\\\/]').test(id) &&
      // Schemas stay out (a schema is built when its chunk is evaluated, and most pages load
      // `common`): the ones no group takes land in chunks of their own with the pages that use them.
      // The catalogue cache and tutorial progress read through their schemas too.
      !APP(
        'shared[\\\\/]schemas[\\\\/]|app[\\\\/]features[\\\\/](feedback[\\\\/]feedback(Queue|Rows)|content[\\\\/]|tutorial-progress[\\\\/](tutorialProgressRepository|useTutorialProgress))',
      ).test(id) &&
      !/Page\.tsx$/.test(id),
  },
];

const THEME_COLOUR = '#4f46e5';
const BACKGROUND_COLOUR = '#ffffff';

export default defineConfig({
  root: 'app',
  publicDir: '../public',
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    // Route chunks are small; a chunk above this is a sign something heavy leaked into a shared chunk.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // A phone pays per request (headers, round trips), so small shared modules are grouped into a
        // few layered chunks instead of one chunk per icon or component; every page stays its own
        // lazy chunk. The groups follow design §10: the framework paints, the rest loads after.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    proxy: {
      // ws: the live channel (GET /api/live) is a WebSocket upgrade.
      '/api': { target: 'http://localhost:3001', ws: true },
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      // The app registers the worker itself (useRegisterSW) so it can show the update prompt.
      injectRegister: false,
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
      workbox: {
        // Every route chunk is a JS file in the build, so this precaches the whole app for offline use.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first service worker takes over the open page at once, so a first visit that loses its
        // connection still gets every lazy chunk from the precache. Updates still wait for the prompt.
        clientsClaim: true,
        // The admin chunk carries Recharts; keep headroom so no chunk is silently left out of the precache.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // No runtimeCaching for /api: Dexie is the offline store, and a shared HTTP cache would leak one user's data to the next.
      },
      manifest: {
        name: 'Spine Explorer',
        short_name: 'Spine',
        description:
          'Learn the Spine Model and map your system: Needs, Values, Principles, Practices and Tools. Works offline.',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'New map',
            short_name: 'New map',
            description: 'Create a new spine map',
            url: '/generator',
            icons: [{ src: '/icons/shortcut-new-map-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Learn',
            short_name: 'Learn',
            description: 'Learn the Spine Model step by step',
            url: '/learn',
            icons: [{ src: '/icons/shortcut-learn-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
    }),
    // Last: compresses what every plugin above wrote, the service worker included.
    precompress(),
  ],
});
