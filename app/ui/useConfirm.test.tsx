import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from './useConfirm';

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const { ask, confirmDialog } = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          ask({
            title: 'Make a new link?',
            description: 'The current link will stop working.',
            confirmLabel: 'Make a new link',
            onConfirm,
          })
        }
      >
        Rotate link
      </button>
      {confirmDialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks in the styled alert dialog (loaded on the first question) and runs the action only on yes', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Rotate link' });
    opener.focus();
    fireEvent.click(opener);
    // The first question loads the dialog's chunk: on a loaded machine that takes a moment.
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new link?' }, { timeout: 15_000 });
    expect(dialog.textContent).toContain('The current link will stop working.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
