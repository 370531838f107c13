import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/mini';
import { startUsageCapture } from './features/analytics/startUsageCapture';
import { DeferredUpdatePrompt } from './features/pwa/DeferredUpdatePrompt';
import { InitialDataProvider, readInitialData } from './prerender/initialData';
import { createAppRouter } from './router';
import './styles.css';

// zod compiles object parsers with `new Function` unless told not to; the server's CSP forbids eval,
// so the attempt only logs a CSP violation (Lighthouse's inspector-issues) and falls back anyway.
configureZod({ jitless: true });

const router = createAppRouter();
startUsageCapture(router);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// app/prerender/entry.tsx renders the same tree at build time.
const app = (
  <StrictMode>
    <InitialDataProvider value={readInitialData(document)}>
      <RouterProvider router={router} />
    </InitialDataProvider>
    <DeferredUpdatePrompt />
  </StrictMode>
);

if (container.firstElementChild) {
  // A prerendered page (scripts/prerender.ts): it is on screen already. Load the route's lazy chunk
  // first so hydration meets the same tree and keeps the markup instead of rendering it again.
  // A transition keeps hydration interruptible (Total Blocking Time on a phone).
  void router.load().finally(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The app shell (the service worker's navigation fallback, or a route that is not prerendered).
  const root = createRoot(container);
  // A transition makes the first render interruptible: React yields to the browser every few ms
  // instead of blocking the main thread for the whole page (Total Blocking Time on a phone).
  startTransition(() => root.render(app));
}
