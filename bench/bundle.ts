import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Loads `/` in a fresh context and sums the gzip size of every script fetched before the hero heading shows. */
export async function measureFirstPaintJs(browser: Browser, url: string): Promise<{ files: number; gzipBytes: number; rawBytes: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  let painted = false;
  page.on('response', (response) => {
    if (painted || response.request().resourceType() !== 'script') return;
    bodies.push(response.body());
  });
  await page.goto(url + '/');
  await page.locator('h1').first().waitFor();
  painted = true;
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    files: scripts.length,
    rawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

/** After one visit, stops the server, goes offline and times a reload of `/` until the hero heading shows. */
export async function measureOfflineReload(browser: Browser, url: string, stopServer: () => Promise<void>): Promise<number> {
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
