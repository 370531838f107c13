import type { Page } from 'playwright-core';

/**
 * Records what a page reports (console errors, uncaught exceptions, failed or refused requests) and
 * returns a function that describes it with the page's state: why a step failed, in the failure's
 * own message, for a failure seen once on a loaded machine.
 */
export function recordPage(page: Page): () => Promise<string> {
  const events: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') events.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => events.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    events.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) events.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return async () => {
    const state = await page
      .evaluate(() => {
        const boot = (window as { __spineBoot?: { taken: boolean; presses: unknown[] } }).__spineBoot;
        return {
          app: document.documentElement.dataset.app ?? 'not ready',
          boot: boot ? { taken: boot.taken, pressesKept: boot.presses.length } : 'none',
          dialogs: document.querySelectorAll('[role="dialog"]').length,
          controlledByServiceWorker: navigator.serviceWorker.controller !== null,
        };
      })
      .catch((error: unknown) => `page state unreadable: ${String(error)}`);
    return JSON.stringify({ url: page.url(), state, events }, null, 2);
  };
}
