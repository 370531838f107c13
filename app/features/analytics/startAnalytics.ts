import { currentFeatureFlags } from '../flags/currentFlags';
import { hasLocalData } from '../../db/localData';
import { directPending, flushDirect, takeDirect } from './directQueue';
import { captureAllowed } from './privacy';
import { trackPageView } from './track';

/** How often the queue is sent while the page is visible and online. */
export const FLUSH_INTERVAL_MS = 30_000;

/** The part of the router this needs: the current path and a subscription to finished navigations. */
export type RouterLike = {
  state: { location: { pathname: string } };
  subscribe: (type: 'onResolved', fn: (event: { toLocation: { pathname: string } }) => void) => () => void;
};

/**
 * Starts usage capture: a page view per route the router resolves, and sending the queue on start,
 * every 30 s while visible, on `online`, and with keepalive when the page is hidden: the Dexie queue
 * on a device with local data, else the in-memory one (directQueue.ts), so a first visit's capture
 * loads neither Dexie nor zod. Does nothing when
 * the browser sends Do Not Track or Global Privacy Control. Returns a stop function.
 */
export function startAnalytics(router: RouterLike): () => void {
  if (!captureAllowed() || !currentFeatureFlags().enableAdvancedAnalytics) return () => undefined;
  let lastPath = router.state.location.pathname;
  trackPageView(lastPath);
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname === lastPath) return;
    lastPath = toLocation.pathname;
    trackPageView(lastPath);
  });

  const flush = (keepalive = false) => {
    if (!navigator.onLine) return;
    if (!hasLocalData()) {
      void flushDirect({ keepalive }).catch(() => undefined);
      return;
    }
    // The device has local data (now, or from the start): the Dexie queue, which also takes over
    // what waited in memory from before the device had any.
    void import('./analyticsQueue')
      .then(async ({ flushAnalytics, queueEvents }) => {
        if (directPending() > 0) await queueEvents(takeDirect());
        await flushAnalytics({ keepalive });
      })
      .catch(() => undefined);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  const onOnline = () => flush();
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') flush();
  }, FLUSH_INTERVAL_MS);
  // The first page view is being written; send it (and anything left from last time) shortly.
  const first = setTimeout(() => flush(), 2000);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);

  return () => {
    unsubscribe();
    clearInterval(timer);
    clearTimeout(first);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
