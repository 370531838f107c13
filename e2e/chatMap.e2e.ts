import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { cutOffAfterVisit, describeBrowser, useAppAndBrowser } from './browser';
import { startServer } from './harness';

// The chat helper sees the map on the generator's screen, online (server's built-in helper) and
// offline (the same code in the browser); a refinement quotes the user's words as one phrase.

async function generate(page: Page, scenario: string): Promise<string> {
  await page.getByLabel('Quick Start').selectOption({ label: scenario });
  await page.getByRole('button', { name: 'Generate Spine Map' }).click();
  await page.getByTestId('generation-status').filter({ hasText: 'Complete' }).waitFor();
  return (await page.locator('#result-title').textContent()) ?? '';
}

async function askHelper(page: Page, question: string, answers: number): Promise<string> {
  const log = page.getByRole('log', { name: 'Chat messages' });
  await page.getByLabel('Message the chat helper').fill(question);
  await page.getByLabel('Message the chat helper').press('Enter');
  // The typing indicator is a list item too: count only once it has gone.
  const settled = async () =>
    (await page.getByTestId('typing-indicator').count()) === 0 ? log.locator('li').count() : -1;
  await expect.poll(settled, { timeout: 10_000 }).toBe(answers);
  return (await log.locator('li').last().textContent()) ?? '';
}

describeBrowser('chat helper with the map on screen', () => {
  const { server, browser } = useAppAndBrowser();

  it('answers from the generated map and suggests only practices it does not hold; a refinement quotes the request', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(server().url + '/generator');
    const title = await generate(page, 'Software Team');
    expect(title).not.toBe('');

    await page.getByRole('button', { name: 'Chat helper' }).click();
    await page.getByRole('log', { name: 'Chat messages' }).getByText('Hi!').waitFor();
    expect(await askHelper(page, 'What is missing from our map?', 3)).toContain(`“${title}”`);

    const practices = (await page.getByRole('region', { name: 'Practices' }).first().textContent()) ?? '';
    const suggestions = await askHelper(page, 'suggest practices', 5);
    expect(suggestions).toMatch(/Your map already has \d+ practices/);
    const named = [...suggestions.matchAll(/^- ([^:\n]+):/gm)].map((match) => match[1] ?? '');
    for (const name of named) expect(practices).not.toContain(`${name}:`);

    await page.getByLabel('Your feedback').fill('Make it suitable for a remote-first team');
    await page.getByRole('button', { name: 'Propose Changes' }).click();
    await page.getByRole('heading', { name: 'Review Proposed Changes' }).waitFor();
    expect(await page.getByTestId('proposal-summary').textContent()).toContain('“a remote-first team”');
    const changes = (await page.getByRole('list', { name: 'Proposed changes' }).textContent()) ?? '';
    expect(changes).not.toMatch(/remote and first|make and remote/i);
    await context.close();
  });

  it('answers from the map offline, on the device', async () => {
    const own = await startServer();
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      await page.goto(own.url + '/generator');
      await cutOffAfterVisit(page, context, own);
      await page.reload();
      const title = await generate(page, 'Team Retrospective');
      await page.getByRole('button', { name: 'Chat helper' }).click();
      await page.getByText('Offline — answers come from the built-in helper on this device.').waitFor();
      expect(await askHelper(page, 'How do I run a spine workshop?', 3)).toContain(
        `You already have a draft, “${title}”.`,
      );
    } finally {
      await context.close();
      await own.dispose();
    }
  });
});
