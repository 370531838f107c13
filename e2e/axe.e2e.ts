import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './browser';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { ROUTES } from './routes';
import { addItem, createAccount, newSyncedMap } from './team';
import type { Browser } from 'playwright-core';

// Issue 17: axe (axe-core through @axe-core/playwright) on every route at 360 px, logged out and
// logged in as an admin, plus the editor with a map, its share page and the admin dashboard. Fails on
// any violation axe reports, whatever its impact; heading-order (the issue names it) included.

const PHONE = { width: 360, height: 740 };
const ADMIN = 'axe-admin@example.com';

describeBrowser('accessibility (axe) at 360 px', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: ADMIN } }), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  /** Loads each path in the context and runs axe on it once the page has settled; returns the failures. */
  async function audit(context: BrowserContext, paths: string[]): Promise<string[]> {
    const failures: string[] = [];
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(server.url + path);
      await page.locator('h1:visible').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations) {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ');
        failures.push(`${path}: ${violation.id} (${violation.impact ?? '?'}) ${violation.help} — ${where}`);
      }
    }
    await page.close();
    return failures;
  }

  it(
    'finds no violation of any impact (heading-order included) on any route, logged out',
    { timeout: 300_000 },
    async () => {
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
      const failures = await audit(
        context,
        ROUTES.map(({ path }) => path),
      );
      await context.close();
      expect(failures).toEqual([]);
    },
  );

  it(
    'finds none logged in as an admin either: every route, the editor with a map, its share page and the admin dashboard',
    { timeout: 600_000 },
    async () => {
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      await createAccount(page, server.url, ADMIN);
      await page.getByRole('heading', { name: 'My maps' }).waitFor();
      const id = await newSyncedMap(page, server.url, 'Axe map');
      for (const [level, text] of [
        ['Values', 'Clarity'],
        ['Principles', 'Write it down once'],
        ['Practices', 'Daily triage'],
        ['Tools', 'Help desk'],
      ] as const) {
        await addItem(page, level, text);
      }
      await page
        .getByTestId('sync-indicator')
        .getByText('Synced', { exact: true })
        .waitFor({ timeout: 30_000 });
      const shareUrl = (await page.getByTestId('share-url').textContent()) ?? '';
      await page.close();
      const failures = await audit(context, [
        ...ROUTES.map(({ path }) => path),
        `/maps/${id}`,
        new URL(shareUrl).pathname,
      ]);
      await context.close();
      expect(failures).toEqual([]);
    },
  );
});
