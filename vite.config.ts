import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

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
