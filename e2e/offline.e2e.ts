import { expect, it } from 'vitest';
import { describeBrowser, useAppAndBrowser } from './browser';

describeBrowser('offline after one visit', () => {
  const app = useAppAndBrowser();

  it('reloads /, /learn and /generator from the service worker with the server stopped', async () => {
    const server = app.server();
    const context = await app.browser().newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/');
    // Wait until the service worker has precached everything and is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Both cuts, because setOffline does not stop the service worker's own fetches.
    await server.stop();
    await context.setOffline(true);

    const home = await page.reload();
    expect(home?.fromServiceWorker()).toBe(true);
    await page.locator('h1').first().waitFor();

    for (const [path, heading] of [
      ['/learn', /tutorial|learn/i],
      ['/generator', /create your spine map/i],
    ] as const) {
      const response = await page.goto(server.url + path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      const h1 = page.locator('h1').first();
      await h1.waitFor();
      expect(await h1.textContent(), path).toMatch(heading);
    }
    await context.close();
  });
});
