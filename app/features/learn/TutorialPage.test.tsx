import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { createAppRouter } from '../../router';

async function renderAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

const progressText = () => screen.getByTestId('tutorial-progress').textContent;

beforeEach(async () => {
  await db.tutorialProgress.clear();
  await db.meta.clear();
});
afterEach(cleanup);

describe('tutorial page', () => {
  it('starts a new learner on step 1 with nothing completed and Previous disabled', async () => {
    await renderAt('/learn');
    expect(await screen.findByRole('heading', { level: 2, name: 'What is the Spine Model?' })).toBeTruthy();
    expect(progressText()).toBe('0 of 4 completed');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.queryByText('Completed')).toBeNull();
  });

  it('walks Next to Complete Tutorial, marking each step, and keeps the progress after a remount', async () => {
    await renderAt('/learn');
    await screen.findByRole('heading', { level: 2, name: 'What is the Spine Model?' });
    for (const [title, count] of [
      ['The five levels', 1],
      ['Hands-on: map a real team', 2],
      ['Patterns for using the spine', 3],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { level: 2, name: title });
      expect(progressText()).toBe(`${count} of 4 completed`);
    }
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Tutorial' }));
    await waitFor(() => expect(progressText()).toBe('4 of 4 completed'));
    expect(screen.getByText('Tutorial complete')).toBeTruthy();

    cleanup();
    await renderAt('/learn');
    await screen.findByRole('heading', { level: 2, name: 'Patterns for using the spine' });
    expect(progressText()).toBe('4 of 4 completed');
    const steps = within(screen.getByRole('navigation', { name: 'Tutorial steps' }));
    expect(steps.getAllByText('Completed')).toHaveLength(4);
  });

  it('opens any step from the step list and goes back with Previous', async () => {
    await renderAt('/learn');
    await screen.findByRole('heading', { level: 2, name: 'What is the Spine Model?' });
    fireEvent.click(screen.getByRole('button', { name: /Step 3: Hands-on/ }));
    await screen.findByRole('heading', { level: 2, name: 'Hands-on: map a real team' });
    expect(progressText()).toBe('0 of 4 completed');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { level: 2, name: 'The five levels' });
    for (const id of ['needs', 'values', 'principles', 'practices', 'tools']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === `/learn/${id}`)).toBe(
        true,
      );
    }
  });

  it('runs the exercise: flags a tool written as the need, and keeps the draft', async () => {
    await renderAt('/learn');
    await screen.findByRole('heading', { level: 2, name: 'What is the Spine Model?' });
    fireEvent.click(screen.getByRole('button', { name: /Step 3: Hands-on/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Exercise' }));
    const needs = await screen.findByLabelText('Needs');
    fireEvent.change(needs, { target: { value: 'We need Jira so the crew can track every job' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my spine' }));
    const needsFeedback = await screen.findByRole('region', { name: 'Needs feedback' });
    expect(
      needsFeedback.querySelector('[data-code="need-names-tool"][data-severity="warning"]'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show sample answer' }));
    expect(screen.getByRole('heading', { name: 'Sample answer' })).toBeTruthy();

    await waitFor(async () => {
      const row = await db.meta.get('tutorial.exerciseDraft');
      expect(row?.value).toMatchObject({ open: true, needs: 'We need Jira so the crew can track every job' });
    });
    cleanup();
    await renderAt('/learn');
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Needs')).value).toBe(
      'We need Jira so the crew can track every job',
    );
  });

  it('shows a device without local data step 1 at once, and keeps its first action in Dexie', async () => {
    // The marker the database module sets (db/localData.ts); without it, nothing is read from Dexie.
    window.localStorage.removeItem('spine-explorer:local-data');
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/learn'] }) });
    await act(async () => {
      await router.load();
    });
    render(<RouterProvider router={router} />);
    // The first render already has the page (what the prerendered /learn shows), no skeleton.
    expect(progressText()).toBe('0 of 4 completed');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'The five levels' });
    expect(progressText()).toBe('1 of 4 completed');
    await waitFor(async () => expect((await db.tutorialProgress.toArray())[0]?.completed).toEqual([1]));
    expect(window.localStorage.getItem('spine-explorer:local-data')).toBe('1');
  });
});
