import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './browser';
import { launchBrowser, startServer, type RunningServer } from './harness';

const ADMIN = 'admin@example.com';
const PASSWORD = 'correct horse battery';
const ADMIN_ENDPOINTS = [
  '/api/admin/analytics',
  '/api/admin/page-views',
  '/api/admin/user-actions',
  '/api/admin/template-stats',
  '/api/admin/spine-map-history',
  '/api/admin/export.csv',
];

/** A context whose browser sends Global Privacy Control, so the app captures nothing of its own. */
async function quietContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  return context;
}

/** Registers through the page, so the browser holds the session cookie. */
async function register(page: Page, email: string): Promise<number> {
  return page.evaluate(
    async ([mail, password]) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: mail, password }),
      });
      return response.status;
    },
    [email, PASSWORD] as const,
  );
}

async function statuses(page: Page): Promise<number[]> {
  return page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
    ADMIN_ENDPOINTS,
  );
}

describeBrowser('admin dashboard', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: ADMIN } }), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser.close();
    await server.dispose();
  });

  it('answers 401 to a visitor and 403 to a logged-in non-admin from every admin endpoint', async () => {
    const context = await quietContext(browser);
    const page = await context.newPage();
    await page.goto(server.url + '/');
    expect(await statuses(page)).toEqual(ADMIN_ENDPOINTS.map(() => 401));
    expect(await register(page, 'someone@example.com')).toBe(201);
    expect(await statuses(page)).toEqual(ADMIN_ENDPOINTS.map(() => 403));

    await page.goto(server.url + '/admin');
    await page.getByText('Admins only').waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fadmin',
    );
    await context.close();
  });

  it('shows an admin the figures of the events the test created, per range', async () => {
    const context = await quietContext(browser);
    const page = await context.newPage();
    await page.goto(server.url + '/');
    expect(await register(page, ADMIN)).toBe(201);

    const hour = 3600_000;
    const at = (ago: number) => new Date(Date.now() - ago).toISOString();
    const event = (type: string, ago: number, extra: Record<string, string> = {}) => ({
      id: randomUUID(),
      type,
      page: '/learn',
      sessionId: 'e2e',
      createdAt: at(ago),
      ...extra,
    });
    const events = [
      ...Array.from({ length: 3 }, () => event('session_start', hour)),
      ...Array.from({ length: 1200 }, () => event('page_view', hour)),
      ...Array.from({ length: 3 }, () => event('page_view', hour, { page: '/templates' })),
      event('action', 2 * hour, { action: 'generate', page: '/generator' }),
      event('action', hour, { action: 'export', page: '/generator' }),
      event('template_view', hour, { templateId: 'e2e-template', page: '/templates' }),
      event('template_use', hour, { templateId: 'e2e-template', page: '/templates' }),
      event('template_use', hour, { templateId: 'e2e-template', page: '/templates' }),
      // 10 days ago: only in the 30 and 90 day ranges.
      event('page_view', 240 * hour, { page: '/catalogue' }),
    ];
    const accepted = await page.evaluate(async (all) => {
      let total = 0;
      for (let i = 0; i < all.length; i += 50) {
        const response = await fetch('/api/analytics/events', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ events: all.slice(i, i + 50) }),
        });
        total += ((await response.json()) as { accepted: number }).accepted;
      }
      return total;
    }, events);
    expect(accepted).toBe(events.length);

    await page.goto(server.url + '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const figure = (id: string) => page.getByTestId(id).textContent();
    await page.getByTestId('totalPageViews').waitFor();
    expect(await figure('totalSessions')).toBe('3');
    expect(await figure('totalPageViews')).toBe((1203).toLocaleString('en-US'));
    expect(await figure('totalTemplateUses')).toBe('2');
    expect(await figure('totalSpineMaps')).toBe('0');
    const recent = page.getByRole('list', { name: 'Recent activity' });
    expect(await recent.locator('li').count()).toBe(2);
    expect(await recent.locator('li').first().textContent()).toContain('export');

    await page.getByLabel('Time range').selectOption('30d');
    await page.getByTestId('totalPageViews').getByText((1204).toLocaleString('en-US')).waitFor();
    expect(await page.getByRole('link', { name: 'Export Data' }).getAttribute('href')).toBe(
      '/api/admin/export.csv?range=30d',
    );

    await page.getByRole('tab', { name: 'Templates' }).click();
    const row = page.getByRole('row', { name: /e2e-template/ });
    expect(await row.textContent()).toMatch(/e2e-template\s*2\s*1/);

    await page.getByRole('tab', { name: 'Spine Map History' }).click();
    await page.getByText('No spine map history available yet.').waitFor();

    const csv = await page.evaluate(async () => (await fetch('/api/admin/export.csv?range=1d')).text());
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + events.length - 1);
    await context.close();
  });
});
