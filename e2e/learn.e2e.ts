import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LEVEL_LESSONS } from '../shared/content/lessons';
import { QUICK_REFERENCE_TERMS } from '../shared/content/glossary';
import { TUTORIAL_STEPS } from '../shared/content/tutorial';
import { describeBrowser, useAppAndBrowser } from './browser';
import { startServer } from './harness';

const progress = (page: Page) => page.getByTestId('tutorial-progress');
const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title, exact: true });

/** Clicks Next through every step and Complete Tutorial on the last, checking the count as it goes. */
async function walkTutorial(page: Page) {
  await stepHeading(page, TUTORIAL_STEPS[0]?.title ?? '').waitFor();
  expect(await progress(page).textContent()).toBe('0 of 4 completed');
  expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  for (const step of TUTORIAL_STEPS.slice(1)) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await stepHeading(page, step.title).waitFor();
  }
  expect(await progress(page).textContent()).toBe('3 of 4 completed');
  await page.getByRole('button', { name: 'Complete Tutorial' }).click();
  await page.getByText('4 of 4 completed').waitFor();
}

async function expectCompletedAfterReload(page: Page) {
  await page.reload();
  await page.getByText('4 of 4 completed').waitFor();
  const steps = page.getByRole('navigation', { name: 'Tutorial steps' });
  expect(await steps.getByText('Completed', { exact: true }).count()).toBe(4);
  await stepHeading(page, TUTORIAL_STEPS[3]?.title ?? '').waitFor();
}

describeBrowser('learning screens', () => {
  const { server, browser } = useAppAndBrowser();

  it('walks the tutorial to Complete Tutorial and keeps the progress after a reload', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(server().url + '/learn');
    await walkTutorial(page);
    await expectCompletedAfterReload(page);

    // The home learning path reads the same progress.
    await page.goto(server().url + '/');
    await page.getByTestId('learning-path-progress').scrollIntoViewIfNeeded();
    await page.getByTestId('learning-path-progress').getByText('4 of 4 completed').waitFor();
    await context.close();
  });

  it('flags a tool written as the need in the hands-on exercise and keeps the draft', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(server().url + '/learn');
    await page.getByRole('button', { name: /^Step 3:/ }).click();
    await page.getByRole('button', { name: 'Start Exercise' }).click();
    await page.getByLabel('Needs', { exact: true }).fill('We need Jira so the crew can track every job');
    await page.getByLabel('Tools', { exact: true }).fill('Whiteboard\nTwo-way radios');
    await page.getByRole('button', { name: 'Check my spine' }).click();
    const flagged = page.locator(
      '[data-level="needs"] [data-code="need-names-tool"][data-severity="warning"]',
    );
    await flagged.waitFor();
    expect(await flagged.textContent()).toContain('Jira');

    await page.reload();
    await page.getByLabel('Needs', { exact: true }).waitFor();
    expect(await page.getByLabel('Needs', { exact: true }).inputValue()).toBe(
      'We need Jira so the crew can track every job',
    );
    await context.close();
  });

  it('renders every level lesson from its content, with a live statement template', async () => {
    const page = await browser().newPage();
    for (const lesson of LEVEL_LESSONS) {
      await page.goto(`${server().url}/learn/${lesson.levelId}`);
      await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
      expect(await page.getByText(lesson.keyQuestion, { exact: true }).isVisible(), lesson.levelId).toBe(
        true,
      );
      expect(await page.getByText(lesson.purpose, { exact: true }).isVisible(), lesson.levelId).toBe(true);
      const field = lesson.template.fields[0];
      if (!field) throw new Error('template without fields');
      await page.getByLabel(field.label, { exact: true }).fill('our own words');
      // The app shows it in the statement (on a prerendered page, once it has taken it over).
      await page
        .getByTestId('template-preview')
        .filter({ hasText: 'our own words' })
        .waitFor({ timeout: 30_000 });
      if (lesson.next) expect(await page.locator(`a[href="${lesson.next.href}"]`).count()).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('renders the documentation with the six quick-reference terms and the credit', async () => {
    const page = await browser().newPage();
    await page.goto(server().url + '/documentation');
    await page.getByRole('heading', { level: 1, name: 'Help & Documentation' }).waitFor();
    const terms = page.getByTestId('quick-reference').getByRole('term');
    expect(await terms.allTextContents()).toEqual(QUICK_REFERENCE_TERMS.map((entry) => entry.term));
    expect(await page.locator('a[href="https://spinemodel.info"]').count()).toBeGreaterThan(0);
    for (const href of ['/archetypes', '/learn', '/generator', '/templates']) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('walks the tutorial offline after one visit and keeps the progress', async () => {
    // Its own server, because this test stops it.
    const offlineServer = await startServer();
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      await page.goto(offlineServer.url + '/learn');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await offlineServer.stop();
      await context.setOffline(true);

      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      await walkTutorial(page);
      await expectCompletedAfterReload(page);
    } finally {
      await context.close();
      await offlineServer.dispose();
    }
  });
});
