import { hasLocalData } from '../../db/localData';
import type { RouterLike } from './startAnalytics';

/**
 * How long after the page's load event the background work starts (then at the next idle moment), so
 * it never competes with the first load: on a first visit it is what loads Dexie (the queue).
 */
const START_DELAY_MS = 5000;

/**
 * The one call main.tsx makes: once the page has loaded and settled, starts analytics capture and the
 * feedback queue's resend (each in its own lazy chunk, outside the first paint's JS, design §10).
 */
export function startUsageCapture(router: RouterLike): void {
  const start = () => {
    void import('./startAnalytics')
      .then(({ startAnalytics }) => startAnalytics(router))
      .catch(() => undefined);
    // Feedback waiting to be sent lives in Dexie: only a device with local data can have any.
    if (hasLocalData()) {
      void import('../feedback/feedbackQueue')
        .then(({ startFeedbackSync }) => startFeedbackSync())
        .catch(() => undefined);
    }
  };
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 2000 }) : start();
  const later = () => setTimeout(idle, START_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
