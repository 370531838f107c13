import { afterEach, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SpineMap } from '../shared/schemas/spineMap';
import { describeBrowser, useAppAndBrowser } from './browser';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { acceptDialogs, addItem, createAccount, createAccountHere, inviteLink, newSyncedMap, twoPeople } from './team';

// Issue 15 acceptance in real browsers: a fault proxy on 127.0.0.1 loses push replies after the
// server committed, or answers a push with 400; two people delete and edit one map in both orders;
// a fast typist adds two items. Nothing anyone did may be lost.

/** The map as the server has it, read with the page's session. */
const serverMap = (page: Page, id: string) =>
  page.evaluate(async (mapId) => (await (await fetch(`/api/spine-maps/${mapId}`)).json()) as SpineMap, id);

/** Rows in the page's outbox (IndexedDB, read directly so the check does not trust the indicator). */
const outboxRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('spine-explorer');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const count = open.result.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

/**
 * Waits until the page's outbox is empty and its indicator reads exactly "Synced". An edit made just
 * before reaches Dexie a moment later, so the label alone may still be the one from before it.
 */
async function synced(page: Page): Promise<void> {
  await expect.poll(() => outboxRows(page), { timeout: 30_000 }).toBe(0);
  await page.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });
}

/** The texts of one level's list in the open editor, in order. */
async function listTexts(page: Page, level: string): Promise<string[]> {
  const section = page.getByRole('region', { name: new RegExp(`^${level}`) });
  return section.locator('li').evaluateAll((items) =>
    items.map((item) => (item.querySelector('[data-item-text]') ?? item).textContent?.trim() ?? ''),
  );
}

let proxy: FaultProxy | undefined;
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  await proxy?.close();
  proxy = undefined;
});

let accounts = 0;
const email = (who: string) => `${who}-${(accounts += 1)}@nothing-lost.example.com`;

// Two browsers, a fault proxy and several syncs per test: sized for a loaded 2-core machine.
describeBrowser('nothing is ever lost (issue 15)', { timeout: 180_000 }, () => {
  const { server, browser: launched } = useAppAndBrowser();
  /** The browser, with every context it opens closed after the test. */
  const browser = () => ({
    newContext: async () => {
      const context = await launched().newContext();
      contexts.push(context);
      return context;
    },
  });

  /** Two devices of one account, A behind the fault proxy, with a synced map open on both. */
  async function twoDevices(title: string) {
    proxy = await startFaultProxy(server().url);
    const a = await (await browser().newContext()).newPage();
    const b = await (await browser().newContext()).newPage();
    acceptDialogs(a);
    const address = email('two-devices');
    await createAccount(a, proxy.url, address);
    await a.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(a, proxy.url, title);
    await b.goto(`${server().url}/login?returnTo=${encodeURIComponent(`/maps/${id}`)}`);
    await b.getByRole('tab', { name: 'Log In' }).click();
    const form = b.getByRole('tabpanel');
    await form.getByLabel('Email').fill(address);
    await form.getByLabel('Password').fill('a long enough password');
    await form.getByRole('button', { name: 'Log In' }).click();
    await b.getByRole('heading', { level: 1, name: title }).last().waitFor({ timeout: 30_000 });
    return { a, b, id, proxy };
  }

  it('(a) a lost push reply, then remove, rename, remove while the retry waits: the other device has exactly those changes', async () => {
    const { a, b, id, proxy } = await twoDevices('Lost reply map');
    for (const text of ['One', 'Two', 'Three']) await addItem(a, 'Practices', text);
    await synced(a);
    await b.getByText('Three').last().waitFor({ timeout: 30_000 });

    proxy.rules.push({ method: 'POST', path: '/api/sync/push', fault: { kind: 'dropReply' }, times: 1 });
    const title = a.getByRole('textbox', { name: /^Title/ });
    await title.fill('Lost reply map, renamed');
    await title.blur();
    await expect.poll(() => proxy.applied.length, { timeout: 30_000 }).toBe(1);
    await a.getByRole('button', { name: 'Remove "One"' }).click();
    await a.getByRole('button', { name: 'Edit "Two"' }).click();
    const edit = a.getByRole('textbox', { name: /^Edit Practices item/ });
    await edit.fill('Two: renamed');
    await edit.press('Enter');
    await a.getByRole('button', { name: 'Remove "Three"' }).click();
    await synced(a);

    await expect.poll(async () => (await serverMap(b, id)).practices, { timeout: 30_000 }).toEqual(['Two: renamed']);
    await b.getByText('renamed').last().waitFor({ timeout: 30_000 });
    expect((await serverMap(b, id)).title).toBe('Lost reply map, renamed');
    await b.getByRole('heading', { level: 1, name: 'Lost reply map, renamed' }).last().waitFor({ timeout: 30_000 });
  });

  it('(b) another device’s item survives my merged push, a lost reply and my next add', async () => {
    const { a, b, id, proxy } = await twoDevices('Merged push map');
    await addItem(b, 'Tools', 'Hotel');
    await synced(b);
    const title = a.getByRole('textbox', { name: /^Title/ });
    await title.fill('Merged push map, from A');
    await title.blur();
    await synced(a);
    proxy.rules.push({ method: 'POST', path: '/api/sync/push', fault: { kind: 'dropReply' }, times: 1 });
    await addItem(a, 'Tools', 'India');
    await expect.poll(() => proxy.applied.length, { timeout: 30_000 }).toBe(1);
    await addItem(a, 'Tools', 'Juliet');
    await synced(a);
    await expect.poll(async () => (await serverMap(a, id)).tools, { timeout: 30_000 }).toEqual(
      expect.arrayContaining(['Hotel', 'India', 'Juliet']),
    );
    for (const page of [a, b]) await page.getByText('Hotel').last().waitFor({ timeout: 30_000 });
    await b.getByText('Juliet').last().waitFor({ timeout: 30_000 });
  });

  /** An owner and an editor who joined by link, both with the map open and the service worker ready. */
  async function ownerAndEditor(title: string) {
    const url = server().url;
    const { ownerContext, editorContext, owner, editor } = await twoPeople(browser());
    await createAccount(owner, url, email('owner'));
    await owner.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(owner, url, title);
    await addItem(owner, 'Values', 'Candour');
    await synced(owner);
    const link = await inviteLink(owner, 'editor');
    await editor.goto(link);
    await editor.getByRole('button', { name: 'Log In to Join' }).click();
    await editor.waitForURL(/\/login\?returnTo=%2Fjoin%2F/);
    await createAccountHere(editor, email('editor'));
    await editor.waitForURL(`${url}/maps/${id}`, { timeout: 30_000 });
    await editor.getByText('Candour').last().waitFor({ timeout: 30_000 });
    for (const page of [owner, editor]) {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    }
    return { owner, editor, ownerContext, editorContext, id };
  }

  it('(c1) an edit made offline before the owner’s delete arrived brings the map back, and both are told', async () => {
    const { owner, editor, editorContext, id } = await ownerAndEditor('Deleted while edited');
    await editorContext.setOffline(true);
    await editor.getByTestId('sync-indicator').getByText('Offline').waitFor();
    await addItem(editor, 'Values', 'Written offline');

    await owner.getByRole('button', { name: 'Delete' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Move to Trash' }).click();
    await owner.waitForURL(/\/maps$/);
    await owner.getByText('Moved to Trash', { exact: true }).waitFor();
    await synced(owner);

    await editorContext.setOffline(false);
    await synced(editor);
    await owner.goto(`${server().url}/maps/${id}`);
    await owner.getByText('Written offline').last().waitFor({ timeout: 30_000 });
    await owner.getByText(/deleted this map; .* edited it meanwhile, so it was restored\./).waitFor({ timeout: 30_000 });
    expect((await serverMap(owner, id)).values).toEqual(['Candour', 'Written offline']);
  });

  it('(c2) a delete made offline over edits it had not seen goes to Trash, the editor is told, and Restore brings everything back', async () => {
    const { owner, editor, ownerContext, id } = await ownerAndEditor('Deleted over edits');
    await ownerContext.setOffline(true);
    await owner.getByTestId('sync-indicator').getByText('Offline').waitFor();
    await addItem(editor, 'Values', 'Edited meanwhile');
    await synced(editor);

    await owner.getByRole('button', { name: 'Delete' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Move to Trash' }).click();
    await owner.waitForURL(/\/maps$/);
    await ownerContext.setOffline(false);
    await synced(owner);

    await editor.goto(`${server().url}/maps`);
    await editor.getByText(/moved “Deleted over edits” to Trash\. It had changes by .* that .* had not seen; they are kept\./).waitFor({ timeout: 30_000 });
    await owner.getByText('Trash (1)').click();
    await owner.getByRole('button', { name: 'Restore' }).first().click();
    await synced(owner);
    await editor.goto(`${server().url}/maps/${id}`);
    await editor.getByText('Edited meanwhile').last().waitFor({ timeout: 30_000 });
    expect((await serverMap(owner, id)).values).toEqual(['Candour', 'Edited meanwhile']);
  });

  it('(d) a change the server answers 400 to is kept under Not synced, and Save as a new map keeps it', async () => {
    proxy = await startFaultProxy(server().url);
    const page = await (await browser().newContext()).newPage();
    acceptDialogs(page);
    await createAccount(page, proxy.url, email('refused'));
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(page, proxy.url, 'Refused change map');
    proxy.rules.push({
      method: 'POST',
      path: '/api/sync/push',
      bodyIncludes: 'Refuse me',
      fault: {
        kind: 'answer',
        status: 400,
        body: { error: 'Bad Request', message: 'Invalid request: body.mutations.0.ops.0.text', fields: [] },
      },
      times: Number.POSITIVE_INFINITY,
    });
    await addItem(page, 'Tools', 'Refuse me');
    await page.getByText('Your changes to “Refused change map” were not accepted').waitFor({ timeout: 30_000 });
    await page.getByText(/The server could not read this change/).first().waitFor();
    expect(await listTexts(page, 'Tools')).toEqual([]);
    // Never "Synced" after a refusal: the indicator counts it and leads to the Not synced list.
    const indicator = page.getByTestId('sync-indicator');
    await indicator.getByText('1 not synced', { exact: true }).waitFor({ timeout: 30_000 });
    expect((await serverMap(page, id)).tools).toEqual([]);
    await indicator.click();
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    await page.getByText('Your changes to “Refused change map” were not accepted').waitFor();

    await page.getByRole('button', { name: 'Save as a new map' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refused change map (my copy)' }).last().waitFor({ timeout: 30_000 });
    await page.getByText('Refuse me').last().waitFor();
  });

  it('(f) two items added 10 ms apart are both kept, on the device and the server', async () => {
    const page = await (await browser().newContext()).newPage();
    await createAccount(page, server().url, email('typist'));
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    const id = await newSyncedMap(page, server().url, 'Fast typist map');
    const input = page.getByLabel('New Principles item');
    await input.fill('Alpha');
    await input.press('Enter');
    await page.waitForTimeout(10);
    await input.fill('Bravo');
    await input.press('Enter');
    await page.getByText('Bravo').last().waitFor();
    await page.getByText('Alpha').last().waitFor();
    await synced(page);
    expect((await serverMap(page, id)).principles).toEqual(['Alpha', 'Bravo']);
  });
});
