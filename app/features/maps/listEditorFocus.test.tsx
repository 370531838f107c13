import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListLevelId } from '../../../shared/levels';
import type { MapItem } from '../../../shared/schemas/mapDoc';
import { initialKeys } from '../../../shared/sync/orderKeys';
import { ListEditor } from './ListEditor';
import type { ItemActions } from './useMapEditing';

// Issue 17: after each list action focus goes to the natural next place, never to <body>, and the
// change is announced politely. The lists change here as Dexie would change them: by a rerender.

afterEach(cleanup);

function listOf(level: ListLevelId, texts: readonly string[]): MapItem[] {
  const keys = initialKeys(texts.length);
  return texts.map((text, index) => ({ id: `id-${text}`, level, order: keys[index]!, text }));
}

function spyActions() {
  return {
    add: vi.fn(() => Promise.resolve(true)),
    setText: vi.fn(),
    move: vi.fn(),
    remove: vi.fn(),
  } satisfies ItemActions;
}

const button = (name: string) => screen.getByRole('button', { name });
const announced = () => screen.getByRole('status').textContent;

describe('ListEditor focus after actions', () => {
  it('keeps focus on the moved item’s button once the list has moved it', () => {
    const actions = spyActions();
    const items = listOf('values', ['Alpha', 'Beta', 'Gamma']);
    const { rerender } = render(<ListEditor level="values" items={items} actions={actions} />);
    button('Move "Gamma" up').focus();
    fireEvent.click(button('Move "Gamma" up'));
    expect(actions.move).toHaveBeenCalledWith('values', 'id-Gamma', -1);
    rerender(
      <ListEditor level="values" items={listOf('values', ['Alpha', 'Gamma', 'Beta'])} actions={actions} />,
    );
    expect(document.activeElement).toBe(button('Move "Gamma" up'));
    expect(announced()).toBe('Moved “Gamma” up');
  });

  it('moves focus to the other arrow when the item reaches the top', () => {
    const actions = spyActions();
    const { rerender } = render(
      <ListEditor level="values" items={listOf('values', ['Alpha', 'Beta'])} actions={actions} />,
    );
    fireEvent.click(button('Move "Beta" up'));
    rerender(<ListEditor level="values" items={listOf('values', ['Beta', 'Alpha'])} actions={actions} />);
    expect(document.activeElement).toBe(button('Move "Beta" down'));
  });

  it('returns focus to the row’s Edit button after Enter and after Escape', () => {
    const actions = spyActions();
    render(<ListEditor level="values" items={listOf('values', ['Alpha', 'Beta'])} actions={actions} />);
    fireEvent.click(button('Edit "Beta"'));
    const input = screen.getByRole('textbox', { name: 'Edit Values item 2' });
    fireEvent.change(input, { target: { value: 'Beta two' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(actions.setText).toHaveBeenCalledWith('id-Beta', 'Beta two');
    expect(document.activeElement).toBe(button('Edit "Beta"'));

    fireEvent.click(button('Edit "Alpha"'));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Edit Values item 1' }), { key: 'Escape' });
    expect(document.activeElement).toBe(button('Edit "Alpha"'));
  });

  it('after a removal focuses the next item, or the new-item input when none is left', () => {
    const actions = spyActions();
    const { rerender } = render(
      <ListEditor level="values" items={listOf('values', ['Alpha', 'Beta'])} actions={actions} />,
    );
    fireEvent.click(button('Remove "Alpha"'));
    expect(actions.remove).toHaveBeenCalledWith('id-Alpha');
    rerender(<ListEditor level="values" items={listOf('values', ['Beta'])} actions={actions} />);
    expect(document.activeElement).toBe(button('Edit "Beta"'));
    expect(announced()).toBe('Removed “Alpha”. Press Ctrl+Z to undo.');

    fireEvent.click(button('Remove "Beta"'));
    act(() => {
      rerender(<ListEditor level="values" items={[]} actions={actions} />);
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New Values item' }));
  });
});
