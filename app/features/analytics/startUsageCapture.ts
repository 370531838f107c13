import type { RouterLike } from './startAnalytics';

/** How long after the page's load event the background work starts, so it never competes with first paint. */
const START_DELAY_MS = 1500;

/**
 * The one call main.tsx makes: once the page has loaded and settled, starts analytics capture and the
 * feedback queue's resend (each in its own lazy chunk, outside the first paint's JS, design §10).
 */
export function startUsageCapture(router: RouterLike): void {
  const start = () => {
    void import('./startAnalytics')
      .then(({ startAnalytics }) => startAnalytics(router))
      .catch(() => undefined);
    void import('../feedback/feedbackQueue')
      .then(({ startFeedbackSync }) => startFeedbackSync())
      .catch(() => undefined);
  };
  const later = () => setTimeout(start, START_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
