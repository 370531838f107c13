import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spineMapSchema } from '../../../shared/schemas/spineMap';
import { db } from '../../db/db';
import { saveNewMap } from '../../sync/mapWriter';
import { createAppRouter } from '../../router';
import { applyTutorialAction } from '../tutorial-progress/tutorialProgressRepository';

async function renderHome() {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  await screen.findByRole('heading', { level: 1 });
}

const cards = (list: HTMLElement) => list.querySelectorAll(':scope > li');

function example(id: string, title: string, industry: string) {
  return spineMapSchema.parse({
    id,
    shareId: id,
    title,
    systemBoundary: `The ${title} team`,
    needs: 'People who depend on us get what they need, when they need it, without fuss',
    values: ['Safety', 'Speed', 'Trust', 'Care'],
    principles: [],
    practices: [],
    tools: [],
    industry,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ownerId: null,
    rev: 1,
  });
}

beforeEach(async () => {
  await Promise.all([db.tutorialProgress.clear(), db.examples.clear(), db.maps.clear()]);
});
afterEach(cleanup);

describe('home page', { timeout: 15_000 }, () => {
  it('shows 0 of 4 completed for a new learner', async () => {
    await renderHome();
    expect((await screen.findByTestId('learning-path-progress', {}, { timeout: 5000 })).textContent).toBe(
      '0 of 4 completed',
    );
    expect(screen.getByRole('link', { name: /Start Learning/ }).getAttribute('href')).toBe('/learn');
  });

  it('shows the real tutorial progress from Dexie and follows it live', async () => {
    await applyTutorialAction(db, { type: 'next' }, 4);
    await applyTutorialAction(db, { type: 'next' }, 4);
    await renderHome();
    await waitFor(
      () => expect(screen.getByTestId('learning-path-progress').textContent).toBe('2 of 4 completed'),
      { timeout: 5000 },
    );
    expect(screen.getByRole('link', { name: /Continue Learning/ })).toBeTruthy();
    await act(() => applyTutorialAction(db, { type: 'next' }, 4));
    await waitFor(() =>
      expect(screen.getByTestId('learning-path-progress').textContent).toBe('3 of 4 completed'),
    );
  });

  it('features the cached maps and narrows them with the search box', async () => {
    await db.examples.bulkPut([
      example('water-crew', 'Riverside Water crew', 'Water Utility'),
      example('night-clinic', 'Night clinic', 'Healthcare'),
    ]);
    await renderHome();
    const list = await screen.findByRole('list', { name: 'Featured spine maps' }, { timeout: 5000 });
    expect(cards(list)).toHaveLength(2);
    expect(within(list).getAllByText('People who depend on us get what they need, when t...')).toHaveLength(
      2,
    );
    expect(within(list).queryByText('Care')).toBeNull();

    fireEvent.change(screen.getByLabelText('Search featured spine maps'), { target: { value: 'HEALTH' } });
    await waitFor(() => expect(cards(list)).toHaveLength(1));
    expect(within(list).getByText('Night clinic')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search featured spine maps'), {
      target: { value: 'no such map' },
    });
    expect(await screen.findByText('No spine maps found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Featured spine maps' })).toBeTruthy();
  });

  it("never features the visitor's own maps, only the catalogue's", async () => {
    await db.examples.bulkPut([example('water-crew', 'Riverside Water crew', 'Water Utility')]);
    await saveNewMap({
      title: 'My private draft',
      systemBoundary: 'My own team',
      needs: '',
      values: [],
      principles: [],
      practices: [],
      tools: [],
    });
    await renderHome();
    const list = await screen.findByRole('list', { name: 'Featured spine maps' }, { timeout: 5000 });
    expect(cards(list)).toHaveLength(1);
    expect(within(list).getByText('Riverside Water crew')).toBeTruthy();
    expect(within(list).queryByText('My private draft')).toBeNull();
  });

  it('falls back to the bundled examples, at most six, when Dexie has none', async () => {
    await renderHome();
    const list = await screen.findByRole('list', { name: 'Featured spine maps' }, { timeout: 5000 });
    expect(cards(list)).toHaveLength(6);
  });
});
