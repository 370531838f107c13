import type { BrowserContext, Page } from 'playwright-core';

// Helpers for the team e2e files: accounts through the real login page, invite links from the
// owner's Team card.

/** Creates an account through /login (Create Account tab) and waits for the page it returns to. */
export async function createAccount(
  page: Page,
  baseUrl: string,
  email: string,
  returnTo = '/maps',
): Promise<void> {
  await page.goto(`${baseUrl}/login?returnTo=${encodeURIComponent(returnTo)}`);
  await createAccountHere(page, email);
}

/** Fills the Create Account tab of the login page the browser is on. */
export async function createAccountHere(page: Page, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a long enough password');
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Makes a map in the editor (My maps' New map form) and returns its id once it has synced. */
export async function newSyncedMap(page: Page, baseUrl: string, title: string): Promise<string> {
  await page.goto(`${baseUrl}/maps`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('System boundary').fill('The platform team and the product teams it serves');
  await page.getByRole('button', { name: 'New map' }).click();
  await page.getByRole('heading', { level: 1, name: title }).last().waitFor();
  await page.getByTestId('sync-indicator').getByText('Synced', { exact: true }).waitFor({ timeout: 30_000 });
  return page.url().split('/').pop() ?? '';
}

/** Adds an item to a level's list in the open editor. */
export async function addItem(page: Page, level: string, text: string): Promise<void> {
  const input = page.getByLabel(`New ${level} item`);
  await input.fill(text);
  await input.press('Enter');
}

/** The owner's Team card makes an invite link for `role`; returns the link it shows once. */
export async function inviteLink(page: Page, role: 'editor' | 'viewer'): Promise<string> {
  await page.getByRole('button', { name: `New ${role} link` }).click();
  const label = role === 'editor' ? 'Editor' : 'Viewer';
  await page
    .getByRole('status')
    .filter({ hasText: `${label} link — copy it now` })
    .waitFor();
  return (await page.getByTestId('invite-url').textContent()) ?? '';
}

/** Accepts any native dialog the page shows (the app asks in its own styled dialog; this keeps a stray one from blocking a test). */
export function acceptDialogs(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** Two people in their own browser contexts (an owner and a member), each accepting confirm(). */
export async function twoPeople(browser: { newContext: () => Promise<BrowserContext> }) {
  const ownerContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const editor = await editorContext.newPage();
  acceptDialogs(owner);
  acceptDialogs(editor);
  return { ownerContext, editorContext, owner, editor };
}
