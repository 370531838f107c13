import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useAppAndBrowser } from './browser';
import type { RunningServer } from './harness';
import { recordPage } from './pageLog';

/** Reads the server's SQLite file read-only (the server keeps running and writing). */
function query<T>(server: RunningServer, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(server.dataDir, 'spine.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Presses a footer's feedback button and waits for the dialog; if it does not open, says what the page saw. */
async function openFeedback(page: Page, button: string, explain: () => Promise<string>): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  try {
    await page.getByLabel('Title').waitFor({ timeout: 30_000 });
  } catch (error) {
    throw new Error(`The feedback dialog did not open after '${button}':\n${await explain()}`, {
      cause: error,
    });
  }
}

describeBrowser('feedback', () => {
  const app = useAppAndBrowser();

  it('queues feedback written offline and delivers it exactly once when back online', async () => {
    const context = await app.browser().newContext();
    const page = await context.newPage();
    const explain = recordPage(page);
    await page.goto(app.server().url + '/');
    await page.locator('h1').first().waitFor();

    // Load the dialog's chunk once while online (a returning visitor has it precached).
    await openFeedback(page, 'Request Feature', explain);
    await page.keyboard.press('Escape');
    await page.getByLabel('Title').waitFor({ state: 'detached' });
    // A returning visitor's service worker is installed: going offline before it is leaves the
    // page fetching chunks it cannot get (seen once on a loaded machine).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await openFeedback(page, 'Request Feature', explain);
    await page.getByLabel('Title').fill('  Offline dark mode  ');
    await page.getByLabel('Description').fill('Written on a train');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you!').waitFor();
    expect(await page.getByText(/will be sent when you're back online/).isVisible()).toBe(true);
    await page.getByText('Thank you!').waitFor({ state: 'detached', timeout: 5000 });
    expect(query(app.server(), 'SELECT id FROM feedback')).toHaveLength(0);

    await context.setOffline(false);
    await until(() => query(app.server(), 'SELECT id FROM feedback').length > 0);
    // A reload starts another flush: the queue is empty, and the server dedupes by client id anyway.
    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(3000);
    const rows = query<{ title: string; type: string; source: string; url: string; client_id: string }>(
      app.server(),
      'SELECT title, type, source, url, client_id FROM feedback',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Offline dark mode',
      type: 'feature',
      url: app.server().url + '/',
    });
    expect(rows[0]?.client_id).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });

  it("opens the dialog when its chunk's first fetch fails (a dropped request)", async () => {
    // No service worker: requests a worker answers from its cache never reach routing.
    const context = await app.browser().newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const explain = recordPage(page);
    let failed = 0;
    await page.route('**/assets/FeedbackDialog-*.js', async (route) => {
      if (failed === 0) {
        failed += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.goto(app.server().url + '/learn');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    await openFeedback(page, 'Request Feature', explain);
    expect(failed).toBe(1);
    await context.close();
  }, 60_000);

  it('shows the e-mail message live and keeps Submit disabled for a bad address', async () => {
    const page = await app.browser().newPage();
    const explain = recordPage(page);
    await page.goto(app.server().url + '/learn');
    await page.locator('h1').first().waitFor();
    await openFeedback(page, 'Submit Bug Report', explain);
    await page.getByLabel('Title').fill('Crash');
    await page.getByLabel('Description').fill('On export');
    const email = page.getByLabel('Email (optional)');
    await email.fill('ada@example');
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await email.fill('ada@example.com');
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    await page.close();
  });

  it("sends a first visit's page view straight to the server, without opening the local store", async () => {
    const context = await app.browser().newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const before = query(
      app.server(),
      "SELECT 1 FROM analytics_events WHERE type = 'page_view' AND page = '/'",
    ).length;
    await page.goto(app.server().url + '/');
    await page.locator('h1').first().waitFor();
    // Capture starts once the page has loaded and settled (a few seconds), then sends.
    await until(
      () =>
        query(app.server(), "SELECT 1 FROM analytics_events WHERE type = 'page_view' AND page = '/'").length >
        before,
      40_000,
    );
    expect(scripts.filter((path) => /\/data-/.test(path))).toEqual([]);
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(databases).not.toContain('spine-explorer');
    await context.close();
  }, 60_000);

  it('records page views and the feedback action without personal data', async () => {
    const page = await app.browser().newPage();
    const explain = recordPage(page);
    await page.goto(app.server().url + '/learn');
    await page.locator('h1').first().waitFor();
    await openFeedback(page, 'Request Feature', explain);
    await page.getByLabel('Title').fill('Online idea');
    await page.getByLabel('Description').fill('Sent right away');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your feedback has been sent.').waitFor();
    await until(
      () =>
        query(app.server(), "SELECT 1 FROM analytics_events WHERE type = 'action' AND action = 'feedback'")
          .length > 0 &&
        query(app.server(), "SELECT 1 FROM analytics_events WHERE type = 'page_view' AND page = '/learn'")
          .length > 0,
      40_000,
    );
    const pages = query<{ page: string }>(app.server(), 'SELECT DISTINCT page FROM analytics_events');
    expect(pages.every(({ page }) => page.startsWith('/') && !page.includes('?'))).toBe(true);
    expect(
      query(app.server(), "SELECT 1 FROM analytics_events WHERE type = 'session_start'").length,
    ).toBeGreaterThan(0);
    await page.close();
  }, 60_000);
});
