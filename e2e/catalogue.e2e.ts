import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARCHETYPES } from '../shared/content/archetypes';
import { EXAMPLE_MAPS } from '../shared/content/examples';
import { TEMPLATES } from '../shared/content/templates';
import { filterArchetypes, filterMaps, filterTemplates, isPopular } from '../shared/search';
import { describeBrowser, useAppAndBrowser } from './browser';

const ALL_TEMPLATES = 'section[aria-labelledby="group-all-templates"] [data-testid="template-card"]';
const POPULAR_TEMPLATES = 'section[aria-labelledby="group-popular-templates"] [data-testid="template-card"]';

/** Waits until the locator matches exactly `count` elements (the lists filter as you type). */
async function expectCount(page: Page, selector: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([sel, n]) => document.querySelectorAll(sel).length === n,
    [selector, count] as const,
    { timeout: 10_000 },
  ).catch(async () => {
    throw new Error(`${selector}: expected ${count}, found ${await page.locator(selector).count()}`);
  });
}

describeBrowser('catalogue screens', () => {
  const { server, browser } = useAppAndBrowser();

  it('templates: search (any case) and exact category narrow the list, with an empty message', async () => {
    const page = await browser().newPage();
    await page.goto(server().url + '/templates');
    await expectCount(page, ALL_TEMPLATES, TEMPLATES.length);
    await expectCount(page, POPULAR_TEMPLATES, TEMPLATES.filter(isPopular).length);

    const sample = TEMPLATES[3];
    if (!sample) throw new Error('need templates');
    const search = (sample.useCases[0] ?? sample.name).slice(0, 10).toUpperCase();
    await page.getByLabel('Search templates').fill(search);
    const bySearch = filterTemplates(TEMPLATES, { search });
    expect(bySearch.length).toBeLessThan(TEMPLATES.length);
    await expectCount(page, ALL_TEMPLATES, bySearch.length);

    await page.getByLabel('Search templates').fill('');
    await page.getByLabel('Category', { exact: true }).selectOption('Support');
    const support = filterTemplates(TEMPLATES, { category: 'Support' });
    await expectCount(page, ALL_TEMPLATES, support.length);
    for (const badge of await page.locator(`${ALL_TEMPLATES} >> text=Support`).all()) expect(await badge.isVisible()).toBe(true);

    await page.getByLabel('Search templates').fill('no template says this zzqx');
    await page.getByText('No templates found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expectCount(page, ALL_TEMPLATES, TEMPLATES.length);

    // Details dialog with all five levels.
    await page.getByRole('button', { name: `View details of ${sample.name}` }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const level of ['Needs', 'Values', 'Principles', 'Practices', 'Tools']) {
      expect(await dialog.getByRole('heading', { name: level, exact: true }).count(), level).toBe(1);
    }
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('example library: search, exact industry and team size, chips, Clear Filters and Load More paging', async () => {
    const page = await browser().newPage();
    await page.goto(server().url + '/catalogue');
    const cards = '[data-testid="map-card"]';
    const total = EXAMPLE_MAPS.length;
    await expectCount(page, cards, Math.min(9, total));
    await page.getByText(`Showing ${Math.min(9, total)} of ${total} spine maps`).waitFor();
    while (await page.getByRole('button', { name: 'Load More Examples' }).count()) {
      await page.getByRole('button', { name: 'Load More Examples' }).click();
    }
    await expectCount(page, cards, total);

    await page.getByLabel('Industry', { exact: true }).selectOption('Healthcare');
    const healthcare = filterMaps(EXAMPLE_MAPS, { industry: 'Healthcare' });
    expect(healthcare.length).toBeGreaterThan(0);
    await expectCount(page, cards, Math.min(9, healthcare.length));
    await page.getByRole('button', { name: 'Remove filter Industry: Healthcare' }).waitFor();

    await page.getByLabel('Industry', { exact: true }).selectOption('all');
    await page.getByLabel('Team size', { exact: true }).selectOption('Small Team');
    const small = filterMaps(EXAMPLE_MAPS, { teamSize: 'Small Team' });
    await page.getByText(`of ${small.length} spine map`).waitFor();

    const sample = EXAMPLE_MAPS[0];
    if (!sample) throw new Error('need examples');
    const search = sample.title.slice(0, 8).toLowerCase();
    await page.getByLabel('Search spine maps').fill(search);
    const both = filterMaps(EXAMPLE_MAPS, { search, teamSize: 'Small Team' });
    await expectCount(page, cards, Math.min(9, both.length));

    await page.getByLabel('Search spine maps').fill('zzqx nothing matches');
    await page.getByText('No spine maps found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.getByText(`Showing 9 of ${total} spine maps`).waitFor();
    await page.close();
  });

  it('archetypes: search, chips and empty state; an unknown id shows Archetype Not Found', async () => {
    const page = await browser().newPage();
    await page.goto(server().url + '/archetypes');
    const cards = '[data-testid="archetype-card"]';
    await expectCount(page, cards, ARCHETYPES.length);
    await page.getByRole('button', { name: 'Research', exact: true }).click();
    await expectCount(page, cards, filterArchetypes(ARCHETYPES, { chip: 'Research' }).length);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search archetypes').fill('KANBAN');
    await expectCount(page, cards, filterArchetypes(ARCHETYPES, { search: 'KANBAN' }).length);
    await page.getByLabel('Search archetypes').fill('zzqx no archetype');
    await page.getByText('No Archetypes Found').waitFor();

    await page.goto(server().url + '/archetypes/does-not-exist');
    await page.getByRole('heading', { name: 'Archetype Not Found' }).waitFor();
    await page.getByText("The archetype you're looking for doesn't exist or couldn't be loaded.").waitFor();
    expect(await page.getByRole('link', { name: 'Back to Archetypes' }).getAttribute('href')).toBe('/archetypes');
    await page.close();
  });

  it('renders a stored-XSS archetype inert in the browser', async () => {
    // Written straight into SQLite, past the repository's sanitiser, as a compromised row would be.
    const db = new Database(join(server().dataDir, 'spine.db'));
    db.pragma('busy_timeout = 5000');
    const body =
      '<h2>Stored XSS probe</h2><p>Text<script>window.__pwned = 1; alert(1)</script></p>' +
      '<img src="x" onerror="window.__pwned = 2; alert(2)"><p><a href="javascript:alert(3)">click me</a></p>' +
      '<iframe src="javascript:alert(4)"></iframe><p onmouseover="alert(5)">hover</p>';
    db.prepare(
      `INSERT INTO archetypes (id, position, title, description, date, author, tags, tags_text, html_content, updated_at)
       VALUES ('xss-e2e', 999, 'XSS Probe', 'Tries to run script.', '2026-01-01', 'Mallory', '["Support"]', 'Support', ?, ?)`,
    ).run(body, new Date().toISOString());
    db.close();

    const page = await browser().newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(server().url + '/archetypes/xss-e2e');
    await page.getByRole('heading', { level: 1, name: 'XSS Probe' }).waitFor();
    await page.getByRole('heading', { name: 'Stored XSS probe' }).waitFor();
    await page.getByText('hover').hover();
    await page.getByText('click me').click();
    await page.waitForTimeout(300);
    const probe = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="archetype-body"]');
      return {
        pwned: (window as { __pwned?: number }).__pwned ?? null,
        injected: root?.querySelectorAll('script, img, iframe, [onmouseover], [onerror]').length ?? -1,
        hrefs: [...(root?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href')),
      };
    });
    expect(probe).toEqual({ pwned: null, injected: 0, hrefs: [] });
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/archetypes/xss-e2e');
    await page.close();
  });

  it('Use Template creates the map and lands on /catalogue with it listed', async () => {
    const page = await browser().newPage();
    await page.goto(server().url + '/templates');
    const template = TEMPLATES[0];
    if (!template) throw new Error('need templates');
    await page.getByRole('button', { name: `Use template ${template.name}` }).first().click();
    await page.waitForURL('**/catalogue');
    const card = page.locator('[data-testid="map-card"]', { hasText: template.name });
    await card.first().waitFor();
    expect(await card.first().getByText('Your map').isVisible()).toBe(true);
    const stored = await page.evaluate(async (title) => {
      const open = indexedDB.open('spine-explorer');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error('open failed'));
      });
      const all = await new Promise<{ title: string; rev: number; shareId: string }[]>((resolve) => {
        const request = database.transaction('maps').objectStore('maps').getAll();
        request.onsuccess = () => resolve(request.result as { title: string; rev: number; shareId: string }[]);
      });
      database.close();
      return all.filter((map) => map.title === title);
    }, template.name);
    // Created by the server (rev 1 with a share id), stored on the device.
    expect(stored).toHaveLength(1);
    expect(stored[0]?.rev).toBeGreaterThanOrEqual(1);
    expect(stored[0]?.shareId).not.toBe('');
    await page.close();
  });
  it('offline after one visit: templates, archetypes and examples come from the bundle, and Use Template saves locally', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    // The first visit is cut short: only the home page, never a catalogue screen.
    await page.goto(server().url + '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.route('**/api/**', (route) => route.abort());
    await context.setOffline(true);

    const response = await page.goto(server().url + '/archetypes');
    expect(response?.fromServiceWorker()).toBe(true);
    await expectCount(page, '[data-testid="archetype-card"]', ARCHETYPES.length);

    await page.goto(server().url + '/templates');
    await expectCount(page, ALL_TEMPLATES, TEMPLATES.length);
    const template = TEMPLATES[1];
    if (!template) throw new Error('need templates');
    await page.getByRole('button', { name: `Use template ${template.name}` }).first().click();
    await page.waitForURL('**/catalogue');
    const card = page.locator('[data-testid="map-card"]', { hasText: template.name });
    await card.first().getByText('Your map').waitFor();
    await page.getByText(`of ${EXAMPLE_MAPS.length + 1} spine maps`).waitFor();
    await context.close();
  });
});
