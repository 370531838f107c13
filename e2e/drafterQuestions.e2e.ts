import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, openGeneratorOffline, useAppAndBrowser } from './browser';
import { startServer } from './harness';

// Issue 11: a boundary that gives little to go on gets a facilitator's questions before the draft,
// and the map is built from the answers — online (server's built-in drafter) and offline (in the browser).

const ANSWERS = {
  'Who does this system serve?': 'the families on our street',
  'What would they lose if it stopped?': 'a hot meal every Sunday',
  'What do you already do every week?': 'Sunday soup run, Thursday shopping trip',
  'What tools do you use?': 'WhatsApp, a paper rota',
};

async function askAndAnswer(page: Page): Promise<void> {
  await page.getByLabel('System boundary').fill('our team');
  await page.getByRole('button', { name: 'Generate Spine Map' }).click();
  await page.getByRole('heading', { name: 'A few questions first' }).waitFor();
  await page.getByText('Your boundary gives the drafter little to go on').waitFor();
  // Nothing was drafted yet: the questions come first.
  expect(await page.getByTestId('generation-status').textContent()).not.toContain('Complete');
  for (const [question, answer] of Object.entries(ANSWERS)) await page.getByLabel(question).fill(answer);
  await page.getByRole('button', { name: 'Draft my map' }).click();
  await page.getByTestId('generation-status').filter({ hasText: 'Complete' }).waitFor();
  await waitForTitle(page, 'Team');
  expect(await page.getByRole('heading', { name: 'A few questions first' }).count()).toBe(0);
}

async function waitForTitle(page: Page, title: string): Promise<void> {
  await page
    .locator('#result-title')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .waitFor();
}

async function expectMapFromAnswers(page: Page): Promise<void> {
  const needs = page.getByRole('region', { name: 'Needs' }).first();
  await needs
    .getByText(
      'From the perspective of the families on our street, the team exists to give them a hot meal every Sunday so that they never have to go without it.',
    )
    .waitFor();
  const practices = (await page.getByRole('region', { name: 'Practices' }).first().textContent()) ?? '';
  expect(practices).toContain('Sunday soup run');
  expect(practices).toContain('Thursday shopping trip');
  const tools = (await page.getByRole('region', { name: 'Tools' }).first().textContent()) ?? '';
  expect(tools).toContain('WhatsApp');
  expect(tools).toContain('A paper rota');
}

describeBrowser('drafter questions', () => {
  const { server, browser } = useAppAndBrowser();

  it('asks a weak boundary the questions and drafts the map from the answers', async () => {
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      await page.goto(server().url + '/generator');
      await askAndAnswer(page);
      expect(await page.getByTestId('answer-source').textContent()).toBe('Drafted by the built-in drafter');
      await expectMapFromAnswers(page);

      // A clear boundary is drafted straight away, and skipping drafts without answers.
      await page.getByLabel('System boundary').fill('Nursing team on a surgical ward at a city hospital');
      await page.getByRole('button', { name: 'Generate Spine Map' }).click();
      await waitForTitle(page, 'Nursing Team');
      expect(await page.getByRole('heading', { name: 'A few questions first' }).count()).toBe(0);

      await page.getByLabel('System boundary').fill('the group');
      await page.getByRole('button', { name: 'Generate Spine Map' }).click();
      await page.getByRole('button', { name: 'Skip the questions' }).click();
      await page.getByRole('heading', { name: 'A few questions first' }).waitFor({ state: 'detached' });
      await waitForTitle(page, 'Group');
      expect(await page.getByRole('region', { name: 'Needs' }).first().textContent()).not.toContain(
        'families',
      );
    } finally {
      await context.close();
    }
  });

  it('asks the same questions offline and drafts from the answers in the browser', async () => {
    const own = await startServer();
    const context = await browser().newContext();
    try {
      const page = await openGeneratorOffline(context, own);

      await askAndAnswer(page);
      expect(await page.getByTestId('answer-source').textContent()).toBe(
        'Offline — drafted on this device by the built-in drafter',
      );
      await expectMapFromAnswers(page);
    } finally {
      await context.close();
      await own.dispose();
    }
  });
});
