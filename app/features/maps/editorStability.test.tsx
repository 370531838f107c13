import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListLevelId } from '../../../shared/levels';
import type { MapItem } from '../../../shared/schemas/mapDoc';
import { initialKeys } from '../../../shared/sync/orderKeys';
import { db } from '../../db/db';
import { createAppRouter } from '../../router';
import { sampleMap } from '../../test/sampleMap';
import { mapWriter, saveNewMap } from '../../sync/mapWriter';
import { TYPING_DEBOUNCE_MS } from './DebouncedField';
import { ListEditor } from './ListEditor';
import { MapDetailsForm } from './MapDetailsForm';
import type { ItemActions } from './useMapEditing';

// Issue 10: a change pulled from another device re-renders the editor while someone types. The
// field being typed in must keep its text, its caret and the focus; an edit must still land on
// the item it started on when items are inserted or removed above it.

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await db.maps.clear();
  await db.bases.clear();
  await db.outbox.clear();
});

/** Items of one level with ids that follow their text (`id-Speed`), in the given order. */
function listOf(level: ListLevelId, texts: readonly string[]): MapItem[] {
  const keys = initialKeys(texts.length);
  return texts.map((text, index) => ({ id: `id-${text}`, level, order: keys[index]!, text }));
}

function spyActions() {
  return { add: vi.fn(() => Promise.resolve(true)), setText: vi.fn(), move: vi.fn(), remove: vi.fn() } satisfies ItemActions;
}

/** Focus, text and caret of an input, as the person typing sees them. */
function typingState(input: HTMLInputElement | HTMLTextAreaElement) {
  return {
    focused: document.activeElement === input,
    value: input.value,
    caret: [input.selectionStart, input.selectionEnd],
  };
}

/** Types `text` into a focused input and puts the caret at `caret`. */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string, caret: number) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  input.setSelectionRange(caret, caret);
}

describe('ListEditor while items change around an edit', () => {
  const items = listOf('values', ['Speed', 'Honesty', 'Care']);

  it('keeps the edited item, its text, caret and focus when an item is inserted above it', () => {
    const actions = spyActions();
    const { rerender } = render(<ListEditor level="values" items={items} actions={actions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Honesty"' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit Values item 2' });
    typeInto(input, 'Honesty: say what we know', 7);

    rerender(<ListEditor level="values" items={[...listOf('values', ['Calm']), ...items]} actions={actions} />);
    expect(screen.getByRole('textbox', { name: 'Edit Values item 3' })).toBe(input);
    expect(typingState(input)).toEqual({ focused: true, value: 'Honesty: say what we know', caret: [7, 7] });

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(actions.setText).toHaveBeenLastCalledWith('id-Honesty', 'Honesty: say what we know');
  });

  it('saves the edit on the same item after an item above it was removed', () => {
    const actions = spyActions();
    const { rerender } = render(<ListEditor level="values" items={items} actions={actions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Care"' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit Values item 3' });
    typeInto(input, 'Care for each other', 4);

    rerender(<ListEditor level="values" items={items.slice(1)} actions={actions} />);
    expect(typingState(input)).toEqual({ focused: true, value: 'Care for each other', caret: [4, 4] });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(actions.setText).toHaveBeenLastCalledWith('id-Care', 'Care for each other');
  });

  it('keeps an edit whose item someone else removed, and saves it on that item (an edit beats a removal)', () => {
    const actions = spyActions();
    const { rerender } = render(<ListEditor level="values" items={items} actions={actions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Speed"' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit Values item 1' });
    typeInto(input, 'Speed: within an hour', 5);

    rerender(<ListEditor level="values" items={items.slice(1)} actions={actions} />);
    const kept = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit Values item 3' });
    expect(kept.value).toBe('Speed: within an hour');
    const hint = document.getElementById(kept.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('This item was removed on another device. Save to keep your version.');
    fireEvent.keyDown(kept, { key: 'Enter' });
    expect(actions.setText).toHaveBeenLastCalledWith('id-Speed', 'Speed: within an hour');
  });

  it('keeps the new-item text, caret and focus while the list changes', () => {
    const actions = spyActions();
    const { rerender } = render(<ListEditor level="tools" items={listOf('tools', ['Kanban board'])} actions={actions} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'New Tools item' });
    typeInto(input, 'Help desk: tickets', 4);
    rerender(<ListEditor level="tools" items={listOf('tools', ['Wiki', 'Kanban board', 'Chat'])} actions={actions} />);
    expect(typingState(input)).toEqual({ focused: true, value: 'Help desk: tickets', caret: [4, 4] });
  });

  it('adds each of two items entered in quick succession', () => {
    const actions = spyActions();
    render(<ListEditor level="tools" items={[]} actions={actions} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'New Tools item' });
    for (const text of ['Wiki', 'Chat']) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    expect(actions.add.mock.calls).toEqual([
      ['tools', 'Wiki'],
      ['tools', 'Chat'],
    ]);
  });
});

const baseMap = sampleMap;

describe('MapDetailsForm while other fields change', () => {
  it('keeps the typed title, caret and focus while other fields change, before and after it saves', () => {
    vi.useFakeTimers();
    const onEdit = vi.fn();
    const { rerender } = render(<MapDetailsForm map={baseMap} onEdit={onEdit} />);
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: /Title/ });
    typeInto(title, 'Support desk for the EU ', 8);

    rerender(<MapDetailsForm map={{ ...baseMap, needs: 'Changed elsewhere', rev: 2 }} onEdit={onEdit} />);
    expect(typingState(title)).toEqual({ focused: true, value: 'Support desk for the EU ', caret: [8, 8] });

    // The pause saves the trimmed title; its echo comes back with another device's change.
    act(() => {
      vi.advanceTimersByTime(TYPING_DEBOUNCE_MS);
    });
    expect(onEdit).toHaveBeenLastCalledWith({ title: 'Support desk for the EU' });
    rerender(
      <MapDetailsForm
        map={{ ...baseMap, title: 'Support desk for the EU', systemBoundary: 'Changed too', rev: 3 }}
        onEdit={onEdit}
      />,
    );
    expect(typingState(title)).toEqual({ focused: true, value: 'Support desk for the EU ', caret: [8, 8] });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /System boundary/ }).value).toBe(
      'Changed too',
    );
  });
});

describe('the map editor page when a pulled change lands in Dexie', () => {
  it('updates the other level in place and leaves the item being edited alone', async () => {
    const id = await saveNewMap(baseMap);
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [`/maps/${id}`] }) });
    act(() => {
      render(<RouterProvider router={router} />);
    });
    // The page's chunk loads on first use: sized for a loaded machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit "Speed"' }, { timeout: 15_000 }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit Values item 1' });
    typeInto(input, 'Speed: answer within an hour', 6);

    // Another device's changes landing (another level and another value), as Dexie writes.
    await act(async () => {
      await mapWriter.addItem(id, 'values', 'Calm', 0);
      await mapWriter.addItem(id, 'tools', 'Shared inbox');
    });
    await waitFor(() => expect(screen.getAllByText('Shared inbox').length).toBeGreaterThan(0));
    expect(screen.getByRole('textbox', { name: 'Edit Values item 2' })).toBe(input);
    expect(typingState(input)).toEqual({
      focused: true,
      value: 'Speed: answer within an hour',
      caret: [6, 6],
    });
  });
});
