import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, openGeneratorOffline, useAppAndBrowser } from './browser';
import { startServer } from './harness';

// The generator against the real built app and server (built-in drafter, no LLM configured):
// generate, export, share, refine with review, and the same flow offline in the browser.

async function generateFromQuickStart(page: Page, scenario: string): Promise<void> {
  await page.getByLabel('Quick Start').selectOption({ label: scenario });
  // The app fills the boundary from the scenario (on a prerendered page, once it has taken it over).
  await expect.poll(() => page.getByLabel('System boundary').inputValue(), { timeout: 30_000 }).not.toBe('');
  await page.getByRole('button', { name: 'Generate Spine Map' }).click();
  await page.getByTestId('generation-status').filter({ hasText: 'Complete' }).waitFor();
}

async function doneSteps(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Hide steps' }).waitFor({ timeout: 5000 });
  return page.locator('li[data-done]').count();
}

function practicesOf(page: Page) {
  return page.getByRole('region', { name: 'Practices' }).first();
}

describeBrowser('generator', () => {
  const { server, browser } = useAppAndBrowser();

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser().newContext({ acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server().url });
    return { context, page: await context.newPage() };
  }

  it('Quick Start → Generate → Complete → export markdown → share link opens the share page', async () => {
    const { context, page } = await newPage();
    await page.goto(server().url + '/generator');
    await page.getByRole('heading', { level: 1, name: 'Create Your Spine Map' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate Spine Map' });
    expect(await generate.isDisabled()).toBe(true);

    await generateFromQuickStart(page, 'Software Team');
    expect(await page.getByTestId('answer-source').textContent()).toBe('Drafted by the built-in drafter');
    // The progress panel opens by itself 1.5 s after success, with all five steps ticked.
    expect(await doneSteps(page)).toBe(5);
    const title = (await page.locator('#result-title').textContent()) ?? '';
    expect(title).not.toBe('');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${title.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_spine_map.md`,
    );
    const markdown = await readFile((await download.path()) ?? '', 'utf8');
    expect(markdown).toContain(title);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Share link copied to clipboard!', { exact: true }).waitFor();
    const link = (await page.getByTestId('share-link').getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`^${server().url}/share/[\\w-]{16,}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Shared Spine Map' }).waitFor();
    await page.getByText(title).first().waitFor();
    await context.close();
  });

  it('refine → review → approve replaces the map; reject clears the proposal and section', async () => {
    const { context, page } = await newPage();
    await page.goto(server().url + '/generator');
    await page
      .getByLabel('System boundary')
      .fill('Our customer support team of six answering tickets for an online shop');
    await page.getByRole('button', { name: 'Generate Spine Map' }).click();
    await page.getByTestId('generation-status').filter({ hasText: 'Complete' }).waitFor();
    expect(await practicesOf(page).textContent()).not.toContain('Pair programming');

    const propose = page.getByRole('button', { name: 'Propose Changes' });
    expect(await propose.isDisabled()).toBe(true);
    await page.getByLabel('Your feedback').fill('add Pair programming to practices');
    await propose.click();
    await page.getByRole('heading', { name: 'Review Proposed Changes' }).waitFor();
    expect(await page.getByRole('list', { name: 'Proposed changes' }).textContent()).toMatch(/practices/i);
    expect(await page.getByTestId('proposal-summary').textContent()).not.toBe('');

    await page.getByRole('button', { name: 'Approve & Apply' }).click();
    await page.getByRole('heading', { name: 'Review Proposed Changes' }).waitFor({ state: 'detached' });
    await practicesOf(page).getByText('Pair programming').first().waitFor();
    expect(await page.getByLabel('Your feedback').inputValue()).toBe('');
    // Anonymous visitors do not own the server's map: the refinement became a new map at a new link.
    await page.getByText('Saved as a new map with its own link').waitFor();

    await page.getByLabel('What to refine').selectOption('values');
    await page.getByRole('button', { name: 'Refine the whole map instead' }).waitFor();
    await page.getByLabel('Your feedback').fill('add Courage to values');
    await page.getByRole('button', { name: 'Propose Changes' }).click();
    await page.getByRole('heading', { name: 'Review Proposed Changes' }).waitFor();
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('heading', { name: 'Review Proposed Changes' }).waitFor({ state: 'detached' });
    expect(await page.getByLabel('What to refine').inputValue()).toBe('all');
    expect(await page.getByRole('region', { name: 'Values' }).first().textContent()).not.toContain('Courage');
    await context.close();
  });

  it('chat helper: starts a session on open, Shift+Enter makes a new line, Enter sends and the helper answers', async () => {
    const { context, page } = await newPage();
    await page.goto(server().url + '/generator');
    await page.getByRole('button', { name: 'Chat helper' }).click();
    const log = page.getByRole('log', { name: 'Chat messages' });
    await log.getByText('Hi!').waitFor();
    const input = page.getByLabel('Message the chat helper');
    await input.fill('What is the difference between');
    await input.press('Shift+Enter');
    await input.pressSequentially('values and principles?');
    expect(await input.inputValue()).toBe('What is the difference between\nvalues and principles?');
    await input.press('Enter');
    await log.getByText(/values and principles\?/).waitFor();
    await expect.poll(() => log.locator('li').count()).toBe(3);
    expect(await input.inputValue()).toBe('');
    await context.close();
  });

  it('generates offline with the built-in drafter in the browser after one visit', async () => {
    const own = await startServer();
    const context = await browser().newContext({ acceptDownloads: true });
    try {
      const page = await openGeneratorOffline(context, own);

      await generateFromQuickStart(page, 'Team Retrospective');
      expect(await page.getByTestId('answer-source').textContent()).toBe(
        'Offline — drafted on this device by the built-in drafter',
      );
      expect(await doneSteps(page)).toBe(5);
      await page.getByText('Its share link appears once it has synced').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Markdown' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/_spine_map\.md$/);
    } finally {
      await context.close();
      await own.dispose();
    }
  });
});
