import type { Browser } from 'playwright-core';
import { layoutShifts, tallyTransfers } from '../e2e/pageMetrics';

/** A cold load of one route on a phone-sized screen, as sent on the wire. */
export interface PageLoad {
  path: string;
  /** Scripts fetched before the page's first heading showed (the first paint's JS). */
  paintScripts: number;
  paintScriptBytes: number;
  /** Everything fetched until the network went quiet (what Lighthouse counts as the load). */
  scripts: number;
  scriptBytes: number;
  requests: number;
  bytes: number;
  cls: number;
}

/**
 * Loads `path` in a fresh 360 px context (no service worker, so every byte comes from the server)
 * and counts what crossed the wire: compressed bodies plus headers, as the server sent them.
 */
export async function measurePageLoad(browser: Browser, url: string, path: string): Promise<PageLoad> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const transfers = tallyTransfers(page);
  await page.goto(url + path);
  await page.locator('h1:visible').first().waitFor();
  const paint = await transfers();
  await page.waitForLoadState('networkidle');
  const load = await transfers();
  const { cls } = await layoutShifts(page);
  await context.close();
  return {
    path,
    paintScripts: paint.scriptRequests,
    paintScriptBytes: paint.scriptBytes,
    scripts: load.scriptRequests,
    scriptBytes: load.scriptBytes,
    requests: load.requests,
    bytes: load.bytes,
    cls,
  };
}

/** After one visit, stops the server, goes offline and times a reload of `/` until the hero heading shows. */
export async function measureOfflineReload(
  browser: Browser,
  url: string,
  stopServer: () => Promise<void>,
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url + '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.locator('h1').first().waitFor();
  await stopServer();
  await context.setOffline(true);
  const started = performance.now();
  await page.reload();
  await page.locator('h1').first().waitFor();
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}
