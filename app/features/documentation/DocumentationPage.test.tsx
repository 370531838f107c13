import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SPINE_MODEL_CREDIT } from '../../../shared/content/credits';
import { QUICK_REFERENCE_TERMS } from '../../../shared/content/glossary';
import { createAppRouter } from '../../router';

afterEach(cleanup);

describe('documentation page', () => {
  it('shows the topics, the six quick-reference terms, next steps and the credit', async () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/documentation'] }) });
    await act(async () => {
      render(<RouterProvider router={router} />);
      await router.load();
    });
    await screen.findByRole('heading', { level: 1, name: 'Help & Documentation' });
    const main = within(screen.getByRole('main'));
    const topicLinks = within(main.getByRole('list', { name: 'Topics' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(topicLinks).toEqual(['/archetypes', '/learn', '/learn', '/generator']);

    const quick = within(screen.getByTestId('quick-reference'));
    expect(QUICK_REFERENCE_TERMS).toHaveLength(6);
    expect(quick.getAllByRole('term').map((term) => term.textContent)).toEqual(
      QUICK_REFERENCE_TERMS.map((entry) => entry.term),
    );
    for (const entry of QUICK_REFERENCE_TERMS) expect(quick.getByText(entry.definition)).toBeTruthy();
    const hrefs = main.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/generator', '/templates', SPINE_MODEL_CREDIT.url]));
    expect(main.getByText(SPINE_MODEL_CREDIT.statement)).toBeTruthy();
  });
});
