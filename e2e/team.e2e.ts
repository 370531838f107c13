import { expect, it } from 'vitest';
import type { PushResponse } from '../shared/schemas/sync';
import { describeBrowser, useAppAndBrowser } from './browser';
import { acceptDialogs, addItem, createAccount, createAccountHere, inviteLink, newSyncedMap } from './team';

// Issue 10 acceptance: three browsers (owner, editor, viewer). The owner invites both by link; the
// editor's change reaches the owner's open editor within 2 s with no reload (the live channel);
// the viewer's editor is read-only and a push forged from the viewer's session is refused; the
// owner removes the editor and the map leaves the editor's device on the next sync.

const TITLE = 'Platform team map';

describeBrowser('teams: owner, editor and viewer', () => {
  const { server, browser } = useAppAndBrowser();

  it('invites by link, shares edits live, keeps the viewer read-only and removes a member', async () => {
    const url = server().url;
    const ownerContext = await browser().newContext();
    const editorContext = await browser().newContext();
    const viewerContext = await browser().newContext();
    const owner = await ownerContext.newPage();
    const editor = await editorContext.newPage();
    const viewer = await viewerContext.newPage();
    acceptDialogs(owner);

    // The owner makes a map and two invite links.
    await createAccount(owner, url, 'owner-team@example.com');
    await owner.getByRole('heading', { name: 'My maps' }).waitFor();
    const mapId = await newSyncedMap(owner, url, TITLE);
    await addItem(owner, 'Values', 'Self-service');
    await owner
      .getByTestId('sync-indicator')
      .getByText('Synced', { exact: true })
      .waitFor({ timeout: 30_000 });
    const editorLink = await inviteLink(owner, 'editor');
    const viewerLink = await inviteLink(owner, 'viewer');
    expect(editorLink).toMatch(new RegExp(`^${url}/join/[\\w-]{43}$`));
    expect(viewerLink).not.toBe(editorLink);

    // The editor, logged in, opens the link: joined, the map opens in the editor.
    await createAccount(editor, url, 'editor-team@example.com');
    await editor.getByRole('heading', { name: 'My maps' }).waitFor();
    await editor.goto(editorLink);
    await editor.waitForURL(`${url}/maps/${mapId}`);
    const joinedHeading = editor.getByRole('heading', { level: 1, name: TITLE }).last();
    await joinedHeading.waitFor();
    // A keyboard or screen-reader user lands on the map they joined, not on <body>.
    await expect
      .poll(() => joinedHeading.evaluate((element) => element === document.activeElement))
      .toBe(true);

    // The viewer, logged out, sees what the link leads to, creates an account and comes back joined.
    await viewer.goto(viewerLink);
    await viewer.getByRole('heading', { name: `Join “${TITLE}”` }).waitFor();
    await viewer.getByText('You are invited as viewer').waitFor();
    await viewer.getByRole('button', { name: 'Log In to Join' }).click();
    await viewer.waitForURL(/\/login\?returnTo=%2Fjoin%2F/);
    await createAccountHere(viewer, 'viewer-team@example.com');
    await viewer.waitForURL(`${url}/maps/${mapId}`);
    await viewer.getByRole('heading', { level: 1, name: TITLE }).last().waitFor();

    // The owner's open Team card shows both newcomers without a reload (the live channel says the
    // team changed).
    for (const name of ['owner-team (you)', 'editor-team', 'viewer-team']) {
      await owner.getByRole('list', { name: 'Members' }).getByText(name, { exact: true }).waitFor();
    }
    await owner.getByLabel('Role of viewer-team').waitFor();

    // The editor adds a value; the owner's open editor shows it within 2 s, without a reload.
    await editor.getByText('Self-service').last().waitFor();
    await addItem(editor, 'Values', 'Paved roads');
    await editor
      .getByTestId('sync-indicator')
      .getByText('Synced', { exact: true })
      .waitFor({ timeout: 30_000 });
    // .last(): the first copy is the print-only spine, hidden on screen.
    await owner.getByText('Paved roads').last().waitFor({ timeout: 2_000 });
    // An editor edits but does not delete the team's map.
    expect(await editor.getByRole('button', { name: 'Undo' }).count()).toBe(1);
    expect(await editor.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    // The viewer's editor is read-only.
    await viewer.getByText('You can view this map').waitFor();
    await viewer.getByText('Paved roads').last().waitFor({ timeout: 40_000 });
    expect(await viewer.getByLabel(/^New .* item$/).count()).toBe(0);
    expect(await viewer.getByLabel('Title').count()).toBe(0);
    expect(await viewer.getByRole('button', { name: /Undo|Delete|Restore/ }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Leave map' }).count()).toBe(1);

    // A push forged from the viewer's session is refused by the server.
    const forged = await viewer.evaluate(async (id) => {
      const response = await fetch('/api/sync/push', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          protocolVersion: 1,
          mutations: [
            {
              mutationId: crypto.randomUUID(),
              mapId: id,
              baseRev: 1,
              patch: { title: 'Forged by the viewer' },
              hlc: `${String(Date.now()).padStart(15, '0')}-000000-forger`,
            },
          ],
        }),
      });
      return { status: response.status, body: (await response.json()) as PushResponse };
    }, mapId);
    expect(forged.status).toBe(200);
    expect(forged.body.results[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden', message: 'You can view this map but not change it.' },
    });
    const onServer = await owner.evaluate(
      async (id) => ((await (await fetch(`/api/spine-maps/${id}`)).json()) as { title: string }).title,
      mapId,
    );
    expect(onServer).toBe(TITLE);

    // The owner removes the editor; on the editor's next sync the map leaves their device.
    await owner.getByRole('button', { name: 'Remove editor-team' }).click();
    await owner
      .getByRole('alertdialog', { name: 'Remove editor-team from this map?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await owner.getByText('editor-team was removed', { exact: true }).waitFor();
    await editor.goto(`${url}/maps`);
    await expect
      .poll(() => editor.getByRole('link', { name: new RegExp(TITLE) }).count(), { timeout: 40_000 })
      .toBe(0);
    await editor.goto(`${url}/maps/${mapId}`);
    await editor.getByRole('heading', { name: 'Map not found' }).waitFor();

    // The owner revokes the editor link: opening it again joins nobody and says why.
    await owner
      .getByRole('listitem')
      .filter({ hasText: 'Editor link' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await owner.getByText('Invite link revoked', { exact: true }).waitFor();
    await editor.goto(editorLink);
    await editor.getByRole('heading', { name: 'This invite link does not work' }).waitFor();
    await editor.getByText('it was revoked or replaced by a new one').waitFor();

    await Promise.all([ownerContext, editorContext, viewerContext].map((context) => context.close()));
    // Three browsers and, until a live channel pokes them, periodic sync rounds: more than the default.
  }, 120_000);
});
