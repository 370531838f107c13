import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFeedbackStore } from './features/feedback/feedbackStore';
import { createAppRouter } from './router';

async function renderAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

afterEach(cleanup);

describe('app router', () => {
  it('renders the not-found page for an unknown path', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('renders a known route inside the layout, not the not-found page', async () => {
    await renderAt('/learn/needs');
    expect(await screen.findByRole('heading', { level: 1, name: /needs/i })).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows the feature flags on /feature-test', async () => {
    await renderAt('/feature-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feature Flag Test' })).toBeTruthy();
    // jsdom runs on localhost: not the hosting platform, so branding is shown.
    expect(screen.getByText('localhost')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.getByText('Shown')).toBeTruthy();
    expect(screen.getByText('Enabled')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
  });

  it('marks the active section in the nav and keeps home inactive', async () => {
    await renderAt('/learn/values');
    await screen.findByRole('heading', { level: 1, name: /values/i });
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toContain('Learn');
    expect(current.map((link) => link.getAttribute('href'))).not.toContain('/');
  });

  it('opens the feedback dialog on the bug form from the footer', async () => {
    await renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Bug Report' }));
    expect(useFeedbackStore.getState()).toMatchObject({ open: true, initialType: 'bug' });
    // The dialog's chunk loads on first open; allow for a slow, busy machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Report a bug');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
    act(() => useFeedbackStore.getState().close());
  });
});
