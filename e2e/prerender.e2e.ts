import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LEVEL_LESSONS } from '../shared/content/lessons';
import { PRERENDERED_ROUTES } from '../shared/prerenderedRoutes';
import { describeBrowser, useAppAndBrowser } from './browser';
import { layoutShifts } from './pageMetrics';
import { ROUTES } from './routes';
import { addItem, createAccount, newSyncedMap } from './team';

// Issue 17, first paint from the HTML: the public pages are prerendered at build and the share page
// is rendered by the server with its map, so they paint before any script runs; the browser then
// hydrates that markup (no second render, no layout shift, no console error).

const PHONE = { width: 360, height: 740 };

/** The first field of the Values lesson's statement template. */
const VALUES_LESSON_FIELD = (() => {
  const label = LEVEL_LESSONS.find((lesson) => lesson.levelId === 'values')?.template.fields[0]?.label;
  if (!label) throw new Error('The Values lesson has no template field');
  return label;
})();

/** Marks the first <h1> the server sent, before any script runs; hydration keeps the node, a re-render would not. */
const MARK_SERVER_HEADING = `document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  const heading = document.querySelector('#root h1');
  if (heading) heading.__fromServer = true;
});`;

function headingFor(path: string): RegExp {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No heading known for ${path}`);
  return route.heading;
}

/** Console errors and uncaught exceptions (a hydration mismatch, a CSP violation) of a page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (the layout marks it), then checks a button answers. */
async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
}

/** `data-app` of the page's <html>: "ready" once the app has taken the page over. */
function appState(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.app);
}

/**
 * A context whose scripts `holdAppScripts` can hold: with a service worker, a page loaded after the
 * worker took control gets its scripts from the worker's cache, which routing never sees (CI saw the
 * third page of a test become ready before its scripts were released).
 */
const HELD_SCRIPTS_CONTEXT = { viewport: PHONE, serviceWorkers: 'block' } as const;

/**
 * Holds back the app's scripts (the entry module and its chunks) until the returned function is
 * called: the rendered page is on screen and answers the person, but the app is not there yet.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describeBrowser('first paint from the HTML (prerendered and server-rendered pages)', () => {
  const { server, browser } = useAppAndBrowser();

  it('sends every prerendered page with its heading in the HTML, Brotli-compressed, shown without JavaScript', async () => {
    const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of PRERENDERED_ROUTES) {
      const response = await page.goto(server().url + path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-encoding'], path).toBe('br');
      expect(response?.headers()['cache-control'], path).toBe('no-cache');
      // Nothing in front of the first paint: the stylesheet inline, the scripts started after it.
      const html = (await response?.text()) ?? '';
      expect(html, path).not.toContain('rel="stylesheet"');
      expect(html, path).not.toContain('type="module"');
      expect(html, path).toContain('<script src="/boot.js" defer data-entry="/assets/');
      const heading = page.locator('h1').first();
      expect(await heading.isVisible(), path).toBe(true);
      expect(await heading.textContent(), path).toMatch(headingFor(path));
    }
    // A query can change what a page shows: such a request gets the empty shell.
    const shell = await page.goto(`${server().url}/generator?refine=x`);
    expect(await shell?.text()).toContain('<div id="root"></div>');
    await context.close();
  });

  it('hydrates each prerendered page at 360 px: the same nodes, working buttons, no shift, no console error', async () => {
    for (const path of PRERENDERED_ROUTES) {
      const context = await browser().newContext({ viewport: PHONE });
      await context.addInitScript(MARK_SERVER_HEADING);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(server().url + path);
      await waitForHydration(page);
      const sameHeading = await page.evaluate(
        () =>
          (document.querySelector('#root h1') as { __fromServer?: boolean } | null)?.__fromServer === true,
      );
      expect(sameHeading, `${path}: the server's <h1> survived hydration`).toBe(true);
      expect((await layoutShifts(page)).cls, path).toBeLessThanOrEqual(0.02);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('presses again a button pressed on the rendered page before the app took it over', async () => {
    const context = await browser().newContext(HELD_SCRIPTS_CONTEXT);
    const page = await context.newPage();
    const release = await holdAppScripts(page);
    await page.goto(server().url + '/learn');
    await page.getByRole('button', { name: 'Request Feature' }).click();
    expect(await appState(page)).toBeUndefined();
    release();
    await page.getByLabel('Title').waitFor({ timeout: 30_000 });
    expect(await appState(page)).toBe('ready');
    await context.close();
  }, 60_000);

  it('hands the app everything typed, selected and pressed before its scripts arrived', async () => {
    const context = await browser().newContext(HELD_SCRIPTS_CONTEXT);
    const page = await context.newPage();
    const errors = collectErrors(page);

    // /maps: a new map's title and boundary typed, the caret moved back into the boundary.
    let release = await holdAppScripts(page);
    await page.goto(server().url + '/maps');
    await page.getByRole('heading', { level: 1, name: headingFor('/maps') }).waitFor();
    await page.getByLabel('Title').fill('Typed before the app');
    const boundary = page.getByLabel('System boundary');
    await boundary.click();
    await boundary.pressSequentially('The early team');
    for (let step = 0; step < 4; step += 1) await boundary.press('ArrowLeft');
    expect(await appState(page)).toBeUndefined();
    release();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    // Focus and caret where the person left them, in a form the app now knows is filled in.
    expect(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return { label: active?.labels?.[0]?.textContent, caret: active?.selectionStart };
      }),
    ).toEqual({ label: 'System boundary', caret: 'The early team'.length - 4 });
    expect(await page.getByRole('button', { name: 'New map' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'New map' }).click();
    await page.getByRole('heading', { level: 1, name: 'Typed before the app' }).last().waitFor();

    // /generator: a Quick Start chosen (the app fills the boundary from it) and the menu button pressed.
    release = await holdAppScripts(page);
    await page.goto(server().url + '/generator');
    await page.getByRole('heading', { level: 1, name: headingFor('/generator') }).waitFor();
    await page.getByLabel('Quick Start').selectOption({ label: 'Software Team' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await appState(page)).toBeUndefined();
    release();
    await page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.getByLabel('System boundary').inputValue()).not.toBe('');
    expect(await page.getByRole('button', { name: 'Generate Spine Map' }).isEnabled()).toBe(true);

    // A lesson: its statement template's field typed into, then Enter (no reload, no lost text).
    release = await holdAppScripts(page);
    await page.goto(server().url + '/learn/values');
    const field = page.getByLabel(VALUES_LESSON_FIELD, { exact: true });
    await field.fill('our own early words');
    await field.press('Enter');
    expect(await appState(page)).toBeUndefined();
    release();
    await page
      .getByTestId('template-preview')
      .filter({ hasText: 'our own early words' })
      .waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps every key typed while the app takes the page over', async () => {
    const typed = 'me and my dad run a cray boat out of the harbour and the catch reports take all evening';
    for (let visit = 0; visit < 3; visit += 1) {
      const context = await browser().newContext(HELD_SCRIPTS_CONTEXT);
      const page = await context.newPage();
      const release = await holdAppScripts(page);
      await page.goto(server().url + '/generator');
      const boundary = page.getByLabel('System boundary');
      await boundary.click();
      // A person typing steadily from before the app's scripts arrive until after it is ready: some keys
      // land while React hydrates the page, and a render in that time writes the old value back.
      const typing = boundary.pressSequentially(typed, { delay: 15 });
      await page.waitForFunction(() => (document.querySelector('textarea')?.value.length ?? 0) >= 4);
      release();
      await typing;
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
      // Opening the chat renders the form again from React's state: what shows is what the app holds.
      await page.getByRole('button', { name: 'Chat helper' }).click();
      expect(await boundary.inputValue(), `visit ${visit}`).toBe(typed);
      await context.close();
    }
  }, 120_000);

  it('answers every press made while the app takes the page over, once', async () => {
    // A toggle pressed an odd number of times ends open, whichever of its presses came before the app,
    // while React hydrated it, or after: a press lost or answered twice would leave it closed.
    for (let visit = 0; visit < 3; visit += 1) {
      const context = await browser().newContext(HELD_SCRIPTS_CONTEXT);
      const page = await context.newPage();
      const release = await holdAppScripts(page);
      // A slower phone on the later visits: hydration takes longer, so more presses land inside it.
      if (visit > 0) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 * visit });
      }
      await page.goto(server().url + '/generator');
      const toggle = page.locator('header button[aria-controls]');
      // Pressed where it is, as fast as a finger: no wait for the page, so presses land between the
      // slices of work React hydrates the page in.
      const box = await toggle.boundingBox();
      if (!box) throw new Error('The menu toggle is not on screen');
      for (let presses = 0; presses < 41; presses += 1) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        if (presses === 2) release();
        await page.waitForTimeout(3);
      }
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
      expect(await toggle.getAttribute('aria-expanded'), `visit ${visit}`).toBe('true');
      // And the app answers the next press.
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded'), `visit ${visit}`).toBe('false');
      await context.close();
    }
  }, 120_000);

  it('renders a share page with its map on the server, escaped, and hydrates it', async () => {
    // An owner makes a synced map whose title tries to end the page's data script.
    const title = '</script><img src=x onerror="window.__xss=1">Desk';
    const ownerContext = await browser().newContext();
    const owner = await ownerContext.newPage();
    await createAccount(owner, server().url, 'prerender-owner@example.com');
    await owner.waitForURL(/\/maps/);
    await newSyncedMap(owner, server().url, title);
    await addItem(owner, 'Values', 'Clarity <b>over</b> speed');
    await owner
      .getByTestId('sync-indicator')
      .getByText('Synced', { exact: true })
      .waitFor({ timeout: 60_000 });
    const shareUrl = (await owner.getByTestId('share-url').textContent()) ?? '';
    expect(shareUrl).toMatch(/\/share\//);
    await ownerContext.close();

    // Without JavaScript: the map is in the HTML, as text.
    const noJs = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const still = await noJs.newPage();
    const response = await still.goto(shareUrl);
    expect(response?.headers()['content-encoding']).toBe('br');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The map's JSON rides along for hydration with `<` escaped: the title cannot end its script.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('\\u003c/script\\u003e\\u003cimg');
    expect(html).not.toContain('</script><img');
    await still.getByRole('heading', { level: 2, name: title }).waitFor();
    await still.getByText('Clarity <b>over</b> speed').first().waitFor();
    expect(await still.locator('img[src="x"]').count()).toBe(0);
    await noJs.close();

    // With JavaScript, as a visitor: hydrated (the same heading node), nothing ran, nothing shifted.
    const visitor = await browser().newContext({ viewport: PHONE });
    await visitor.addInitScript(MARK_SERVER_HEADING);
    const page = await visitor.newPage();
    const errors = collectErrors(page);
    await page.goto(shareUrl);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Log In to Refine' }).waitFor();
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('#root h1') as { __fromServer?: boolean } | null)?.__fromServer === true,
      ),
    ).toBe(true);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect((await layoutShifts(page)).cls).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await visitor.close();
  });
});
