import { expect, it } from 'vitest';
import { markdownFileName } from '../shared/markdown';
import { describeBrowser, useAppAndBrowser } from './browser';

// Issue 4 e2e: a map made offline survives a reload, syncs after logging in, and its share link
// behaves as spec §2/§4/§8 says for an anonymous visitor (read-only, log-in box, Access Required
// once private, Spine Map Not Found for an unknown id).

const TITLE = 'Café support: plan #1 (draft)';

describeBrowser('maps: offline editor, sync after login, share page', () => {
  const { server, browser } = useAppAndBrowser();

  it('creates and edits a map offline, keeps it over a reload, syncs after login and shares it', async () => {
    const owner = await browser().newContext({ acceptDownloads: true });
    const page = await owner.newPage();
    await page.goto(`${server().url}/maps`);
    await page.getByRole('heading', { name: 'My maps' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // Offline: create and edit.
    await owner.setOffline(true);
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('System boundary').fill('Our customer support team');
    await page.getByRole('button', { name: 'New map' }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).last().waitFor();
    const mapUrl = page.url();
    expect(mapUrl).toMatch(/\/maps\/[0-9a-f-]{36}$/);
    const newValue = page.getByLabel('New Values item');
    await newValue.fill('Speed: answer within an hour');
    await newValue.press('Enter');
    // .last(): the first copy is the print-only spine, hidden on screen.
    await page.getByText('answer within an hour').last().waitFor();
    await page.getByTestId('sync-indicator').getByText('Offline').waitFor();

    // Markdown export downloads the spec's file name (works offline too).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(markdownFileName(TITLE));

    // Reload while offline: the service worker serves the app, Dexie still has the map.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).last().waitFor();
    await page.getByText('answer within an hour').last().waitFor();

    // Online again and logged out: the editor asks to log in; logging in brings us back and syncs.
    await owner.setOffline(false);
    await page.getByText('Log in to sync this map and update its shared link').waitFor();
    await page.getByRole('note').getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/login\?returnTo=/);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Email').fill('owner@example.com');
    await form.getByLabel('Password').fill('a long enough password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(mapUrl);
    await page.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });
    const shareUrl = (await page.getByTestId('share-url').textContent()) ?? '';
    expect(shareUrl).toMatch(new RegExp(`^${server().url}/share/[A-Za-z0-9_-]{16,}$`));

    // A second, anonymous browser sees the map read-only, with the log-in box and no Edit Map.
    const visitor = await browser().newContext();
    const guest = await visitor.newPage();
    await guest.goto(shareUrl);
    await guest.getByRole('heading', { level: 1, name: 'Shared Spine Map' }).waitFor();
    await guest.getByRole('heading', { name: TITLE }).waitFor();
    await guest.getByText('answer within an hour').waitFor();
    await guest.getByText('Shared via custom URL').waitFor();
    await guest.getByText('Want to refine this spine map?').waitFor();
    expect(await guest.getByRole('button', { name: 'Log In to Refine' }).isVisible()).toBe(true);
    expect(await guest.getByRole('button', { name: 'Edit Map' }).count()).toBe(0);
    expect(await guest.getByLabel(/New .* item/).count()).toBe(0);
    expect(await guest.getByTestId('share-url').textContent()).toBe(shareUrl);

    // The owner sees Edit Map on the same link.
    const ownerView = await owner.newPage();
    await ownerView.goto(shareUrl);
    await ownerView.getByRole('button', { name: 'Edit Map' }).waitFor();
    await ownerView.close();

    // Private: the anonymous visitor now gets Access Required.
    await page.getByLabel('Visibility').selectOption('private');
    await expect
      .poll(
        async () => {
          await guest.reload();
          await guest.getByRole('heading', { level: 1, name: 'Shared Spine Map' }).waitFor();
          return guest.getByRole('heading', { name: 'Access Required' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await guest.getByText('This spine map is private. Please log in to access it.').waitFor();
    await guest.getByRole('link', { name: 'Go to Home' }).waitFor();

    // An unknown share id.
    await guest.goto(`${server().url}/share/no-such-share-id`);
    await guest.getByRole('heading', { name: 'Spine Map Not Found' }).waitFor();
    await guest.getByText("The spine map you're looking for doesn't exist or has been removed.").waitFor();

    await visitor.close();
    await owner.close();
  });

  it('log out takes the synced maps off a shared device; logging back in brings them back', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const logIn = async (tab: 'Log In' | 'Create Account') => {
      await page.goto(`${server().url}/login?returnTo=/maps`);
      await page.getByRole('tab', { name: tab }).click();
      const form = page.getByRole('tabpanel');
      await form.getByLabel('Email').fill('workshop@example.com');
      await form.getByLabel('Password').fill('a long enough password');
      await form.getByRole('button', { name: tab }).click();
      await page.getByRole('heading', { name: 'My maps' }).waitFor();
    };

    await logIn('Create Account');
    await page.getByLabel('Title').fill('Workshop laptop map');
    await page.getByLabel('System boundary').fill('The Tuesday workshop group');
    await page.getByRole('button', { name: 'New map' }).click();
    await page.getByRole('heading', { level: 1, name: 'Workshop laptop map' }).last().waitFor();
    await page.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page
      .getByText('Your synced maps left this device; log in again to get them back.')
      .first()
      .waitFor();
    await page.goto(`${server().url}/maps`);
    await page.getByText('No maps yet').waitFor();

    await logIn('Log In');
    await page
      .getByRole('link', { name: /Workshop laptop map/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('keeps a map with very long words inside a phone screen, in the editor, the spine view and My maps', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto(`${server().url}/maps`);
    await page.getByLabel('Title').fill(`Supercalifragilistic${'e'.repeat(50)} plan`);
    await page.getByLabel('System boundary').fill('The support desk');
    await page.getByRole('button', { name: 'New map' }).click();
    await page.locator('h1').last().waitFor();
    const value = page.getByLabel('New Values item');
    await value.fill(`Speed: ${'everywhere'.repeat(8)}`);
    await value.press('Enter');
    await page.getByText('everywhereeverywhere').last().waitFor();
    expect(await overflow(), 'editor').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Spine view' }).click();
    expect(await overflow(), 'spine view').toBeLessThanOrEqual(0);
    await page.goto(`${server().url}/maps`);
    await page
      .getByRole('link', { name: /Supercalifragilistic/ })
      .first()
      .waitFor();
    expect(await overflow(), 'My maps').toBeLessThanOrEqual(0);
    await context.close();
  });
});
