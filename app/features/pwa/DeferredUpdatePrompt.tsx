import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../ui/lazyOptional';

// Registering the service worker starts its precache download (the whole app, for offline use):
// on a phone's first visit that must not compete with the page's own requests and scripts.
const UpdatePrompt = lazyOptional(() => import('./UpdatePrompt').then((module) => module.UpdatePrompt));

/** Longest wait for an idle moment after the load event before the worker is registered anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Mounts UpdatePrompt (which registers the service worker) once the page has loaded and gone idle. */
export function DeferredUpdatePrompt() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      else setReady(true);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
