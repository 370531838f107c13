import { afterEach, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SpineMap } from '../shared/schemas/spineMap';
import { describeBrowser, useAppAndBrowser } from './browser';
import { startServer, type RunningServer } from './harness';
import { addItem, createAccount, newSyncedMap } from './team';

// Issue 15 acceptance in real browsers, the edges of "nothing is ever lost": (e) text typed just
// before the tab closes reaches the server after reopening; (g) the app opened offline knows its
// account and syncs when the network returns, without a reload; (h) the indicator never reads
// "Synced" while the outbox holds a row, checked on every change of the outbox in a scripted session.

/** The map as the server has it, read with the page's session. */
const serverMap = (page: Page, id: string) =>
  page.evaluate(async (mapId) => (await (await fetch(`/api/spine-maps/${mapId}`)).json()) as SpineMap, id);

const indicator = (page: Page) => page.getByTestId('sync-indicator');

/** Waits for the page's sync indicator to read exactly "Synced". */
const synced = (page: Page) =>
  indicator(page).getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });

const contexts: BrowserContext[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const running of servers.splice(0)) await running.dispose();
});

let accounts = 0;
const email = (who: string) => `${who}-${(accounts += 1)}@edges.example.com`;

describeBrowser('nothing is ever lost, at the edges (issue 15)', () => {
  const { server, browser } = useAppAndBrowser();
  const newContext = async () => {
    const context = await browser().newContext();
    contexts.push(context);
    return context;
  };

  it('(e) text typed 100 ms before the tab closes is on the server after reopening', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await createAccount(page, server().url, email('closer'));
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(page, server().url, 'Closed tab map');

    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.click();
    await title.press('End');
    await title.pressSequentially(', typed last', { delay: 15 });
    const boundary = page.getByRole('textbox', { name: /^System boundary/ });
    await boundary.fill('Written 100 ms before closing');
    // Well inside the 300 ms typing pause: nothing was saved by the pause.
    await page.waitForTimeout(100);
    await page.close();
    // The tab closed before the boundary reached the server (the title may have: it saved on blur).
    const before = (await (
      await context.request.get(`${server().url}/api/spine-maps/${id}`)
    ).json()) as SpineMap;
    expect(before.systemBoundary).not.toBe('Written 100 ms before closing');

    const reopened = await context.newPage();
    await reopened.goto(`${server().url}/maps/${id}`);
    await reopened
      .getByRole('heading', { level: 1, name: 'Closed tab map, typed last' })
      .last()
      .waitFor({ timeout: 30_000 });
    await synced(reopened);
    await expect
      .poll(
        async () => {
          const map = await serverMap(reopened, id);
          return [map.title, map.systemBoundary];
        },
        { timeout: 30_000 },
      )
      .toEqual(['Closed tab map, typed last', 'Written 100 ms before closing']);
  });

  it('(g) the app opened offline shows the account and its maps, and syncs when the network returns without a reload', async () => {
    // A server of its own: this test stops it and starts it again on the same port and data.
    const own = await startServer();
    servers.push(own);
    const context = await newContext();
    const page = await context.newPage();
    const address = email('offline-start');
    await createAccount(page, own.url, address);
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(page, own.url, 'Offline start map');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.close();
    await own.stop();
    await context.setOffline(true);

    // The app opened with no network and no server: from the service worker, knowing its account.
    const app = await context.newPage();
    const response = await app.goto(`${own.url}/maps/${id}`);
    expect(response?.fromServiceWorker()).toBe(true);
    await app
      .getByRole('heading', { level: 1, name: 'Offline start map' })
      .last()
      .waitFor({ timeout: 30_000 });
    await indicator(app).getByText('Offline', { exact: true }).waitFor();
    await app.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await app.getByText(/Log in to sync/).count()).toBe(0);
    expect(await app.getByRole('button', { name: 'Log In', exact: true }).count()).toBe(0);
    await app.getByRole('button', { name: 'Account menu' }).click();
    await app.getByRole('menu').getByText(address).waitFor();
    await app.keyboard.press('Escape');
    await app.getByRole('link', { name: '← My maps' }).click();
    await app
      .getByRole('link', { name: /Offline start map/ })
      .first()
      .waitFor();
    expect(await app.getByText(/Log in to sync/).count()).toBe(0);
    await app
      .getByRole('link', { name: /Offline start map/ })
      .first()
      .click();

    // Edits queue while offline.
    await addItem(app, 'Tools', 'Added offline');
    await app.getByText('Added offline').last().waitFor();
    await indicator(app).getByText('Offline', { exact: true }).waitFor();
    await app.evaluate(() => {
      (window as { __stayed?: boolean }).__stayed = true;
    });

    // The network returns: the same page syncs and asks the server who it is, with no reload.
    const port = Number(new URL(own.url).port);
    servers.splice(servers.indexOf(own), 1);
    const again = await startServer({ dataDir: own.dataDir, port });
    servers.push(again);
    await context.setOffline(false);
    await synced(app);
    expect(await app.evaluate(() => (window as { __stayed?: boolean }).__stayed)).toBe(true);
    expect((await serverMap(app, id)).tools).toEqual(['Added offline']);
    await app.getByRole('button', { name: 'Account menu' }).click();
    await app.getByRole('menu').getByText(address).waitFor();
  });

  it('(g) a session that ended while offline asks to log in again, keeps the outbox, and syncs it after the log in', async () => {
    const url = server().url;
    const context = await newContext();
    const page = await context.newPage();
    const address = email('expired');
    await createAccount(page, url, address);
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(page, url, 'Expired session map');

    await context.setOffline(true);
    await indicator(page).getByText('Offline', { exact: true }).waitFor();
    await addItem(page, 'Tools', 'Kept through the log in');
    await page.getByText('Kept through the log in').last().waitFor();
    // The session ends on the server meanwhile (logged out everywhere, from elsewhere).
    expect((await context.request.post(`${url}/api/auth/logout-all`)).ok()).toBe(true);

    await context.setOffline(false);
    await page
      .getByText('Your session has ended. Log in again to sync your changes; they are kept on this device.')
      .waitFor({ timeout: 30_000 });
    await indicator(page).getByText('1 change waiting', { exact: true }).waitFor();
    await page.getByRole('navigation').getByRole('button', { name: 'Log In' }).waitFor();

    await page.getByRole('note').getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('tab', { name: 'Log In' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Email').fill(address);
    await form.getByLabel('Password').fill('a long enough password');
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${url}/maps/${id}`, { timeout: 30_000 });
    await synced(page);
    expect((await serverMap(page, id)).tools).toEqual(['Kept through the log in']);
  });

  it('(h) the indicator never reads "Synced" while the outbox holds a row, on every change of the outbox', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await createAccount(page, server().url, email('indicator'));
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(page, server().url, 'Honest indicator map');
    await synced(page);

    // Reads the outbox count without pause; at each answer (while the read still holds the outbox,
    // so no write can land in between) it notes the indicator's words if the pair changed. A change
    // of the words triggers a read too.
    await page.evaluate(() => {
      type Recorder = { pairs: [string, number][]; stop: boolean; reads: number };
      const recorder: Recorder = { pairs: [], stop: false, reads: 0 };
      (window as { __recorder?: Recorder }).__recorder = recorder;
      const label = () => document.querySelector('[data-testid="sync-indicator"]')?.textContent?.trim() ?? '';
      const opening = indexedDB.open('spine-explorer');
      opening.onsuccess = () => {
        const database = opening.result;
        const read = (next: boolean) => {
          if (recorder.stop) return;
          const request = database.transaction('outbox', 'readonly').objectStore('outbox').count();
          request.onsuccess = () => {
            recorder.reads += 1;
            const pair: [string, number] = [label(), request.result];
            const last = recorder.pairs.at(-1);
            if (!last || last[0] !== pair[0] || last[1] !== pair[1]) recorder.pairs.push(pair);
            if (next) setTimeout(() => read(true), 0);
          };
        };
        read(true);
        new MutationObserver(() => read(false)).observe(
          document.querySelector('[data-testid="sync-indicator"]')!.parentElement!,
          {
            subtree: true,
            childList: true,
            characterData: true,
          },
        );
      };
    });
    const pairs = () =>
      page.evaluate(() => (window as { __recorder?: { pairs: [string, number][] } }).__recorder!.pairs);

    // A scripted session: typing, quick adds, a rename, a removal, a move, undo, offline edits, back online.
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.click();
    await title.press('End');
    await title.pressSequentially(' (checked)', { delay: 40 });
    await addItem(page, 'Values', 'Candour');
    await addItem(page, 'Values', 'Care');
    await synced(page);
    await page.getByRole('button', { name: 'Edit "Care"' }).click();
    const edit = page.getByRole('textbox', { name: /^Edit Values item/ });
    await edit.fill('Care: for each other');
    await edit.press('Enter');
    await page.getByRole('button', { name: 'Move "Care: for each other" up' }).click();
    await page.getByRole('button', { name: 'Remove "Candour"' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await synced(page);
    await context.setOffline(true);
    await indicator(page).getByText('Offline', { exact: true }).waitFor();
    await addItem(page, 'Tools', 'Written offline');
    await page.getByRole('textbox', { name: /^Needs/ }).fill('Needs, typed offline');
    await page.waitForTimeout(500);
    await context.setOffline(false);
    await synced(page);
    await addItem(page, 'Tools', 'Last one');
    await synced(page);
    await expect
      .poll(async () => (await serverMap(page, id)).tools, { timeout: 30_000 })
      .toEqual(['Written offline', 'Last one']);

    const seen = await pairs();
    await page.evaluate(() => {
      (window as { __recorder?: { stop: boolean } }).__recorder!.stop = true;
    });
    // The session did go through rows waiting and back to Synced, many times over.
    expect(seen.filter(([, count]) => count > 0).length).toBeGreaterThan(3);
    expect(seen.some(([words, count]) => words === 'Synced' && count === 0)).toBe(true);
    expect(seen.filter(([words, count]) => words === 'Synced' && count > 0)).toEqual([]);
  });
});
