import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEVEL_LESSONS } from '../../../shared/content/lessons';
import { createAppRouter } from '../../router';

async function renderAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
}

const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

afterEach(cleanup);

describe('level lesson pages', () => {
  it.each(LEVEL_LESSONS.map((lesson) => [lesson.levelId, lesson] as const))(
    'renders the %s lesson from its content',
    async (levelId, lesson) => {
      await renderAt(`/learn/${levelId}`);
      expect(await screen.findByRole('heading', { level: 1, name: lesson.title })).toBeTruthy();
      expect(screen.getByText(lesson.keyQuestion)).toBeTruthy();
      expect(screen.getByText(lesson.purpose)).toBeTruthy();
      for (const step of lesson.steps) expect(screen.getByText(step.title)).toBeTruthy();
      for (const example of lesson.poorExamples) expect(screen.getByText(example.problem)).toBeTruthy();
      if (lesson.next) expect(hrefs()).toContain(lesson.next.href);
      if (lesson.previous) expect(hrefs()).toContain(lesson.previous.href);
      expect(hrefs()).toContain(lesson.cta.href);
    },
  );

  it('shows the values categories Quality, Speed and People and four steps', async () => {
    await renderAt('/learn/values');
    await screen.findByRole('heading', { level: 1, name: 'Level 2: Values' });
    for (const name of ['Quality', 'Speed', 'People'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Four steps to define your values' })).toBeTruthy();
  });

  it('builds the needs statement live from the fields and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt('/learn/needs');
    await screen.findByRole('heading', { level: 1, name: 'Level 1: Needs' });
    const copy = screen.getByRole<HTMLButtonElement>('button', { name: 'Copy' });
    expect(copy.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Whose view'), { target: { value: 'our residents' } });
    fireEvent.change(screen.getByLabelText('The system'), { target: { value: 'the crew' } });
    expect(screen.getByTestId('template-preview').textContent).toBe(
      'Seen from our residents, the crew is here to What it achieves, so that What that makes possible.',
    );
    fireEvent.click(copy);
    await waitFor(() => expect(screen.getByText('Statement copied to the clipboard.')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(
      'Seen from our residents, the crew is here to [What it achieves], so that [What that makes possible].',
    );
  });
});
