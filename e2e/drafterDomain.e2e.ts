import { expect, it } from 'vitest';
import { describeBrowser, openGeneratorOffline, useAppAndBrowser } from './browser';
import { startServer } from './harness';

// Issue 16: a boundary whose domain the drafter can only guess gets the questions and is told which
// domain was assumed; a refinement naming the domain redrafts the map from it. All offline, in the
// browser's own drafter.

describeBrowser('drafter domain', () => {
  const { browser } = useAppAndBrowser();

  it('offline: asks about an uncertain boundary, names the assumed domain, and redrafts for the domain the user names', async () => {
    const own = await startServer();
    const context = await browser().newContext();
    try {
      const page = await openGeneratorOffline(context, own);
      // 'vinery' is no keyword of any domain: only WordNet places it (a vineyard, so a farm).
      await page.getByLabel('System boundary').fill('The vinery');
      await page.getByRole('button', { name: 'Generate Spine Map' }).click();
      await page.getByRole('heading', { name: 'A few questions first' }).waitFor();
      expect(await page.getByTestId('assumed-domain').textContent()).toMatch(/^I would draft it as a farm\./);

      await page.getByRole('button', { name: 'Skip the questions' }).click();
      await page.getByTestId('generation-status').filter({ hasText: 'Complete' }).waitFor();
      expect(await page.getByTestId('answer-source').textContent()).toBe(
        'Offline — drafted on this device by the built-in drafter',
      );
      await page.getByText(/Drafted as a farm; not right\? Tell me what it is/).waitFor();

      await page.getByLabel('Your feedback').fill('Redo it for a library branch');
      await page.getByRole('button', { name: 'Propose Changes' }).click();
      await page.getByRole('heading', { name: 'Review Proposed Changes' }).waitFor();
      expect(await page.getByTestId('proposal-summary').textContent()).toMatch(
        /^Redrafted as a public library/,
      );
      await page.getByRole('button', { name: 'Approve & Apply' }).click();
      await page.getByRole('heading', { name: 'Review Proposed Changes' }).waitFor({ state: 'detached' });
      const practices = page.getByRole('region', { name: 'Practices' }).first();
      await practices.getByText(/book/i).first().waitFor();
      expect(await practices.textContent()).not.toMatch(/harvest|crop rotation/i);
      expect(await page.getByRole('region', { name: 'Values' }).first().textContent()).not.toMatch(
        /soil|harvest/i,
      );
    } finally {
      await context.close();
      await own.dispose();
    }
  });
});
