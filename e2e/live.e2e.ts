import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useAppAndBrowser } from './browser';
import { addItem, inviteLink, newSyncedMap } from './team';

// Issue 10, live updates and presence between two members: A owns the map and invites B as an
// editor. A types into a list item with the caret mid-text while B changes another level; B's change
// shows on A's page within 2 s of B's push, with no reload, and A's text, caret and focus are
// untouched. Presence shows B (and the level B edits) on A's page, and B leaves when B's page closes.

const PASSWORD = 'a long enough password';

/** A browser context with a new account, logged in through the API (the app catches up on load). */
async function registered(context: BrowserContext, url: string, email: string): Promise<void> {
  const reply = await context.request.post(`${url}/api/auth/register`, {
    data: { email, password: PASSWORD },
  });
  expect(reply.ok()).toBe(true);
}

/** Focus, text and caret of the focused element, and whether it is the element tagged earlier. */
function typingState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as (HTMLInputElement & { __typing?: boolean }) | null;
    return {
      same: active?.__typing === true,
      value: active?.value,
      caret: [active?.selectionStart, active?.selectionEnd],
      reloaded: !(window as { __stayed?: boolean }).__stayed,
    };
  });
}

describeBrowser('live: updates in place and presence', () => {
  const { server, browser } = useAppAndBrowser();

  it("brings a member's change into the owner's open editor without touching what the owner types, and shows them there", async () => {
    const url = server().url;
    const deviceA = await browser().newContext();
    const deviceB = await browser().newContext();
    await registered(deviceA, url, 'live-owner@example.com');
    await registered(deviceB, url, 'live-editor@example.com');

    // A makes a map with one value, waits until the server has it, and invites B as an editor.
    const a = await deviceA.newPage();
    await newSyncedMap(a, url, 'Live support desk');
    await addItem(a, 'Values', 'Speed: answer within the hour');
    await a.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });
    const link = await inviteLink(a, 'editor');
    const mapUrl = a.url();

    // B joins by the link, lands in the map and starts on the Tools level.
    const b = await deviceB.newPage();
    await b.goto(link);
    await b.waitForURL(mapUrl);
    await b.getByRole('heading', { level: 1, name: 'Live support desk' }).last().waitFor({ timeout: 20_000 });
    const newTool = b.getByLabel('New Tools item');
    await newTool.click();

    // A sees B and where B is working.
    const presence = a.getByTestId('presence-bar').getByRole('listitem');
    await presence.and(a.getByLabel('live-editor, editing Tools')).waitFor({ timeout: 5000 });
    await a.getByRole('img', { name: 'live-editor is editing this' }).waitFor();

    // A edits the value with the caret in the middle of the text.
    await a.getByRole('button', { name: 'Edit "Speed: answer within the hour"' }).click();
    const editing = a.getByRole('textbox', { name: 'Edit Values item 1' });
    await editing.evaluate((input: HTMLInputElement & { __typing?: boolean }) => {
      input.__typing = true;
      (window as { __stayed?: boolean }).__stayed = true;
      input.setSelectionRange(7, 7);
    });
    await a.keyboard.type('always ');
    expect(await typingState(a)).toEqual({
      same: true,
      value: 'Speed: always answer within the hour',
      caret: [14, 14],
      reloaded: false,
    });

    // B adds a tool; from B's push, A has it within 2 s.
    await newTool.fill('Shared inbox');
    const pushed = b.waitForResponse(
      (response) => response.url().endsWith('/api/sync/push') && response.ok(),
    );
    await newTool.press('Enter');
    await pushed;
    const pushedAt = Date.now();
    await a.getByText('Shared inbox').last().waitFor({ timeout: 2000 });
    expect(Date.now() - pushedAt).toBeLessThanOrEqual(2000);

    expect(await typingState(a)).toEqual({
      same: true,
      value: 'Speed: always answer within the hour',
      caret: [14, 14],
      reloaded: false,
    });

    // B closes the page: A's presence bar empties at once (well within the 30 s allowed).
    await b.close();
    await presence.first().waitFor({ state: 'detached', timeout: 5000 });

    // A's edit still saves onto the right item.
    await a.keyboard.press('Enter');
    await a.getByText('always answer within the hour').last().waitFor();

    await deviceA.close();
    await deviceB.close();
  });
});
