import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { findChromium, launchBrowser, startServer, type RunningServer } from './harness';

/** Whether browser tests can run here (globalSetup already failed the run under CI=true without one). */
export const hasChromium = findChromium() !== null;

/** A describe block that runs only when a Chromium is available. */
export const describeBrowser = describe.skipIf(!hasChromium);

/** Starts a server (with `startServer`'s options) and a browser for the file's tests and disposes of both afterwards. */
export function useAppAndBrowser(options: Parameters<typeof startServer>[0] = {}): {
  server: () => RunningServer;
  browser: () => Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });
  return {
    server: () => {
      if (!server) throw new Error('server not started');
      return server;
    },
    browser: () => {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
}

/**
 * Takes a page offline after its first visit: waits for the service worker, then stops the server
 * and cuts the context's network (setOffline alone does not stop the worker's own fetches).
 */
export async function cutOffAfterVisit(
  page: Page,
  context: BrowserContext,
  running: RunningServer,
): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await running.stop();
  await context.setOffline(true);
}

/**
 * Opens the generator once on its own server, cuts the network both ways and reloads it from the
 * service worker.
 */
export async function openGeneratorOffline(context: BrowserContext, server: RunningServer): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + '/generator');
  await cutOffAfterVisit(page, context, server);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await page.getByRole('heading', { level: 1, name: 'Create Your Spine Map' }).waitFor();
  return page;
}
