import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startUsageCapture } from './features/analytics/startUsageCapture';
import { DeferredUpdatePrompt } from './features/pwa/DeferredUpdatePrompt';
import { InitialDataProvider, readInitialData } from './prerender/initialData';
import { createAppRouter } from './router';
import './styles.css';

// zod compiles object parsers with `new Function` unless told not to; the server's CSP forbids eval,
// so the attempt only logs a CSP violation (Lighthouse's inspector-issues) and falls back anyway.
// zod keeps its global config on globalThis (zod/v4/core/core.js), so the entry sets it without
// importing zod, which stays out of the first paint's JS (it loads later, with the data layer).
const zodGlobals = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobals.__zod_globalConfig ??= {}).jitless = true;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Ends the current task and resumes in a new one (scheduler.yield where there is one, else a
 * message-channel task, which background tabs do not clamp like a timer). The entry's modules are
 * evaluated in one task; building the router is the next one and loading the first route the one
 * after, so none blocks the page for long.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const router = createAppRouter();
  startUsageCapture(router);
  // Building the route tree and matching the first location are each ~10 ms on a phone's CPU:
  // one task apiece stays under the 50 ms that counts as blocking.
  await yieldToBrowser();
  // The first route (its lazy page chunk included) is loaded before React renders anything. The
  // router's state reaches React through useSyncExternalStore, whose updates always render
  // synchronously: a page that arrived after mounting would be rendered as one long task. Rendered
  // with its page already there, in a transition, the first render is interruptible: React yields to
  // the browser every few ms (Total Blocking Time on a phone). A failed load renders the error page.
  // A prerendered page (scripts/prerender.ts) is hydrated: loading its chunk first means hydration
  // meets the same tree and keeps the markup instead of rendering it again.
  await router.load().catch(() => undefined);
  // app/prerender/entry.tsx renders the same tree at build time.
  const app = (
    <StrictMode>
      <InitialDataProvider value={readInitialData(document)}>
        <RouterProvider router={router} />
      </InitialDataProvider>
      <DeferredUpdatePrompt />
    </StrictMode>
  );
  const prerendered = root.firstElementChild !== null;
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
