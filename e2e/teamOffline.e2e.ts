import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SpineMap } from '../shared/schemas/spineMap';
import { describeBrowser, useAppAndBrowser } from './browser';
import { addItem, createAccount, inviteLink, newSyncedMap, twoPeople } from './team';

// Issue 10 acceptance: an owner and an editor both offline edit the same map — different fields,
// the same list, and the same field — then both come back. Every edit ends up on both devices and
// the server, or is kept as a conflict that names its author and restores with one click.

const TITLE = 'Offline workshop map';

/** The map as the server has it, read with the page's session. */
const serverMap = (page: Page, id: string) =>
  page.evaluate(async (mapId) => (await (await fetch(`/api/spine-maps/${mapId}`)).json()) as SpineMap, id);

/** Replaces a text field's value and leaves it, so the editor saves at once. */
async function retitle(page: Page, title: string) {
  const field = page.getByRole('textbox', { name: /^Title/ });
  await field.fill(title);
  await field.blur();
}

describeBrowser('teams offline: two members edit the same map without a connection', () => {
  const { server, browser } = useAppAndBrowser();

  it('brings every edit to both devices and the server, keeping the lost title restorable by name', async () => {
    const url = server().url;
    const { ownerContext, editorContext, owner, editor } = await twoPeople(browser());

    await createAccount(owner, url, 'owner-offline@example.com');
    await owner.getByRole('heading', { name: 'My maps' }).waitFor();
    const mapId = await newSyncedMap(owner, url, TITLE);
    await addItem(owner, 'Values', 'Candour');
    await owner.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });
    const link = await inviteLink(owner, 'editor');
    await createAccount(editor, url, 'editor-offline@example.com');
    await editor.getByRole('heading', { name: 'My maps' }).waitFor();
    await editor.goto(link);
    await editor.waitForURL(`${url}/maps/${mapId}`);
    await editor.getByText('Candour').last().waitFor();
    for (const page of [owner, editor]) {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    }

    // Both offline. The owner edits first, the editor a moment later (so the editor's title is later).
    await ownerContext.setOffline(true);
    await editorContext.setOffline(true);
    for (const page of [owner, editor])
      await page.getByTestId('sync-indicator').getByText('Offline').waitFor();
    await addItem(owner, 'Values', 'Owner value');
    await retitle(owner, 'Title from the owner');
    await owner.getByText('waiting to sync').first().waitFor();
    await editor.waitForTimeout(50);
    await addItem(editor, 'Values', 'Editor value');
    await addItem(editor, 'Practices', 'Editor practice');
    await retitle(editor, 'Title from the editor');
    await editor.getByText('waiting to sync').first().waitFor();

    // Both back: each pushes; a reload (a new sync round at start) brings the other's changes.
    await ownerContext.setOffline(false);
    await owner.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });
    await editorContext.setOffline(false);
    await editor.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });
    await owner.reload();
    await owner.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });

    const onServer = await serverMap(owner, mapId);
    expect(onServer.values).toEqual(expect.arrayContaining(['Candour', 'Owner value', 'Editor value']));
    expect(onServer.practices).toContain('Editor practice');
    expect(onServer.title).toBe('Title from the editor');
    for (const page of [owner, editor]) {
      for (const text of ['Owner value', 'Editor value', 'Editor practice'])
        await page.getByText(text).last().waitFor();
      await page.getByRole('heading', { level: 1, name: 'Title from the editor' }).last().waitFor();
    }

    // The owner's title lost the merge: the history names both authors and restores it.
    const conflicts = owner.getByRole('region', { name: 'Conflicting values' });
    await conflicts
      .getByText(
        'editor-offline’s “Title from the editor” was kept; owner-offline’s “Title from the owner” was replaced.',
      )
      .waitFor({ timeout: 20_000 });
    await owner.getByRole('region', { name: 'Revisions' }).getByText('by editor-offline').first().waitFor();
    await conflicts.getByRole('button', { name: 'Restore “Title from the owner”' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Title from the owner' }).last().waitFor();
    expect((await serverMap(owner, mapId)).title).toBe('Title from the owner');
    await editor.reload();
    await editor
      .getByRole('heading', { level: 1, name: 'Title from the owner' })
      .last()
      .waitFor({ timeout: 30_000 });

    await ownerContext.close();
    await editorContext.close();
  }, 120_000);
});
