import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialKeys } from '../../../shared/sync/orderKeys';
import { db } from '../../db/db';
import { createAppRouter } from '../../router';
import { sampleMap } from '../../test/sampleMap';
import { saveNewMap } from '../../sync/mapWriter';
import { pendingEditCount, readJournal, saveOnLeave } from '../../sync/pendingEdits';
import { DebouncedField } from './DebouncedField';
import { ListEditor } from './ListEditor';
import { MapDetailsForm } from './MapDetailsForm';
import type { ItemActions } from './useMapEditing';

// Issue 15, point 5: what is typed is stored when the page is hidden or closed and when the editor
// unmounts (a route change), not only after the typing pause.

const uninstalls: (() => void)[] = [];
afterEach(async () => {
  cleanup();
  uninstalls.splice(0).forEach((uninstall) => uninstall());
  localStorage.clear();
  await db.maps.clear();
  await db.bases.clear();
  await db.outbox.clear();
});

const baseMap = sampleMap;

describe('a debounced field', () => {
  it('saves the typed text when it unmounts before the pause ends, and counts it as pending until stored', async () => {
    let stored!: () => void;
    const onCommit = vi.fn(() => new Promise<void>((resolve) => (stored = resolve)));
    const { unmount } = render(
      <DebouncedField label="Title" value="Support desk" onCommit={onCommit} maxLength={100} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Support desk EU ' },
    });
    expect(pendingEditCount()).toBe(1);
    unmount();
    expect(onCommit).toHaveBeenCalledWith('Support desk EU');
    expect(pendingEditCount()).toBe(1);
    stored();
    await waitFor(() => expect(pendingEditCount()).toBe(0));
  });

  it('does not save a blank required field on unmount, and holds nothing afterwards', () => {
    const onCommit = vi.fn();
    const { unmount } = render(
      <DebouncedField label="Title" required value="Support desk" onCommit={onCommit} maxLength={100} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: '  ' } });
    unmount();
    expect(onCommit).not.toHaveBeenCalled();
    return waitFor(() => expect(pendingEditCount()).toBe(0));
  });
});

describe('the map form when the page goes away', () => {
  it('saves and journals the title typed just before pagehide', async () => {
    uninstalls.push(saveOnLeave());
    const onEdit = vi.fn(() => Promise.resolve(true));
    render(<MapDetailsForm map={baseMap} onEdit={onEdit} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Support desk, closing' },
    });

    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(readJournal())).toEqual([
      {
        target: { mapId: 'map-1', field: 'title' },
        value: 'Support desk, closing',
        at: expect.any(String) as string,
      },
    ]);
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith({ title: 'Support desk, closing' }));
    await waitFor(() => expect(readJournal()).toEqual({}));
    expect(pendingEditCount()).toBe(0);
  });
});

describe('an item edit left open', () => {
  const items = initialKeys(2).map((order, index) => ({
    id: `i${index}`,
    level: 'values' as const,
    order,
    text: ['Speed', 'Care'][index]!,
  }));
  const actions = () =>
    ({
      add: vi.fn(() => Promise.resolve(true)),
      setText: vi.fn(() => Promise.resolve(true)),
      move: vi.fn(),
      remove: vi.fn(),
    }) satisfies ItemActions;

  it('is saved on pagehide and stays open', async () => {
    uninstalls.push(saveOnLeave());
    const act1 = actions();
    render(<ListEditor level="values" items={items} actions={act1} mapId="map-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Care"' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Edit Values item 2' });
    fireEvent.change(input, { target: { value: 'Care for each other' } });
    expect(pendingEditCount()).toBe(1);

    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(readJournal()).map(({ target, value }) => ({ target, value }))).toEqual([
      { target: { mapId: 'map-1', itemId: 'i1' }, value: 'Care for each other' },
    ]);
    await waitFor(() => expect(act1.setText).toHaveBeenCalledWith('i1', 'Care for each other'));
    expect(screen.getByRole('textbox', { name: 'Edit Values item 2' })).toBe(input);
  });

  it('is saved when the editor unmounts; an unchanged or blank edit is not', () => {
    const act1 = actions();
    const first = render(<ListEditor level="values" items={items} actions={act1} mapId="map-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Speed"' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit Values item 1' }), {
      target: { value: 'Speed: same day' },
    });
    first.unmount();
    expect(act1.setText).toHaveBeenCalledWith('i0', 'Speed: same day');

    const act2 = actions();
    const second = render(<ListEditor level="values" items={items} actions={act2} mapId="map-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Speed"' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit Values item 1' }), { target: { value: ' ' } });
    second.unmount();
    expect(act2.setText).not.toHaveBeenCalled();
    expect(pendingEditCount()).toBe(0);
  });
});

describe('the map editor page on a route change', () => {
  it('stores the title typed just before leaving for My maps', async () => {
    const id = await saveNewMap(baseMap);
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [`/maps/${id}`] }) });
    act(() => {
      render(<RouterProvider router={router} />);
    });
    const title = await screen.findByRole<HTMLInputElement>(
      'textbox',
      { name: /Title/ },
      { timeout: 15_000 },
    );
    fireEvent.change(title, { target: { value: 'Support desk, left at once' } });
    await act(async () => {
      await router.navigate({ to: '/maps' });
    });
    await waitFor(async () => expect((await db.maps.get(id))?.title).toBe('Support desk, left at once'), {
      timeout: 10_000,
    });
    expect(pendingEditCount()).toBe(0);
  });
});
