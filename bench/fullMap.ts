// The "full map" the editor benchmarks measure (Lighthouse and the trace): its needs, context and
// four items on each of the four list levels, made through the real editor.
import type { Page } from 'playwright-core';
import { addItem } from '../e2e/team';

export const FULL_MAP = {
  context: 'Two hundred people across four time zones; most questions arrive in team chat.',
  needs: 'People get unblocked quickly and know where their request stands, without chasing anyone.',
  lists: {
    Values: ['Clarity over speed', 'Ownership', 'Learning from every ticket', 'Respect for the asker’s time'],
    Principles: ['Answer in the channel asked', 'Write it down once', 'Escalate early', 'Close the loop'],
    Practices: [
      'Daily triage',
      'Weekly review of top issues',
      'Runbooks for common fixes',
      'Pairing on hard cases',
    ],
    Tools: ['Help desk', 'Team chat', 'Knowledge base', 'Status page'],
  } as Record<string, string[]>,
};

/** Fills the open editor with the full map's context, needs and items. */
export async function fillMap(page: Page): Promise<void> {
  await page.getByLabel('Context', { exact: true }).fill(FULL_MAP.context);
  await page.getByLabel('Needs', { exact: true }).fill(FULL_MAP.needs);
  for (const [level, items] of Object.entries(FULL_MAP.lists)) {
    for (const text of items) await addItem(page, level, text);
  }
  await page.getByRole('button', { name: `Edit "${FULL_MAP.lists.Tools?.at(-1) ?? ''}"` }).waitFor();
}

/**
 * Makes a full map on this device (no account) from My maps and returns the editor's URL, after one
 * more load so the service worker has taken over (a returning visitor's warm load).
 */
export async function seedFullMap(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/maps`);
  await page.getByLabel('Title').fill('Support desk spine');
  await page.getByLabel('System boundary').fill('The support desk and the people who ask it for help');
  await page.getByRole('button', { name: 'New map' }).click();
  await page.getByRole('heading', { level: 1, name: 'Support desk spine' }).last().waitFor();
  await fillMap(page);
  const editor = page.url();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Support desk spine' }).last().waitFor();
  return editor;
}
