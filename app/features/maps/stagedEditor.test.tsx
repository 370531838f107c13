import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapItem } from '../../../shared/schemas/mapDoc';
import { itemsByLevel } from './levelItems';
import { useStagedReveal } from './useStagedReveal';

afterEach(cleanup);

function item(id: string, level: MapItem['level'], text = id, order = 'a0'): MapItem {
  return { id, level, order, text };
}

describe('itemsByLevel', () => {
  it('groups the items by list level, in their order', () => {
    const byLevel = itemsByLevel([item('v1', 'values'), item('t1', 'tools'), item('v2', 'values', 'v2', 'a1')]);
    expect(byLevel.values.map((each) => each.id)).toEqual(['v1', 'v2']);
    expect(byLevel.tools.map((each) => each.id)).toEqual(['t1']);
    expect(byLevel.principles).toEqual([]);
    expect(byLevel.practices).toEqual([]);
  });

  it('keeps the previous array of a level whose items did not change, even as new objects', () => {
    const first = itemsByLevel([item('v1', 'values'), item('t1', 'tools')]);
    const second = itemsByLevel([item('v1', 'values'), item('t1', 'tools', 'Help desk')], first);
    expect(second.values).toBe(first.values);
    expect(second.principles).toBe(first.principles);
    expect(second.tools).not.toBe(first.tools);
    expect(second.tools[0]?.text).toBe('Help desk');
  });

  it('gives a new array when an item moves, is added or is removed', () => {
    const first = itemsByLevel([item('v1', 'values'), item('v2', 'values', 'v2', 'a1')]);
    expect(itemsByLevel([item('v1', 'values', 'v1', 'a2'), item('v2', 'values', 'v2', 'a1')], first).values).not.toBe(
      first.values,
    );
    expect(itemsByLevel([item('v1', 'values')], first).values).not.toBe(first.values);
    expect(
      itemsByLevel([...first.values, item('v3', 'values', 'v3', 'a2')], first).values.map((each) => each.id),
    ).toEqual(['v1', 'v2', 'v3']);
  });
});

describe('useStagedReveal', () => {
  it('shows nothing until ready, then every stage, one commit after another', async () => {
    const seen: number[] = [];
    const { rerender, result } = renderHook(
      ({ ready, id }: { ready: boolean; id: string }) => {
        const stage = useStagedReveal(ready, 4, id);
        seen.push(stage);
        return stage;
      },
      { initialProps: { ready: false, id: 'a' } },
    );
    expect(result.current).toBe(0);
    await act(async () => {
      rerender({ ready: true, id: 'a' });
      await Promise.resolve();
    });
    expect(result.current).toBe(4);
    // Each stage was committed on its way: 1, 2, 3, then 4.
    const stages = [...new Set(seen)];
    expect(stages).toEqual([0, 1, 2, 3, 4]);
  });

  it('starts again from none for another key (another map)', async () => {
    const seen: [string, number][] = [];
    const { rerender, result } = renderHook(
      ({ id }: { id: string }) => {
        const stage = useStagedReveal(true, 2, id);
        seen.push([id, stage]);
        return stage;
      },
      { initialProps: { id: 'a' } },
    );
    await act(async () => Promise.resolve());
    expect(result.current).toBe(2);
    await act(async () => {
      rerender({ id: 'b' });
      await Promise.resolve();
    });
    expect(seen.filter(([id]) => id === 'b').map(([, stage]) => stage)[0]).toBe(0);
    expect(result.current).toBe(2);
  });

  it('renders the parts in order in a component', async () => {
    function Parts() {
      const stage = useStagedReveal(true, 3, 'map');
      return (
        <ol>
          {['one', 'two', 'three'].slice(0, stage).map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ol>
      );
    }
    render(<Parts />);
    expect(await screen.findByText('three')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((each) => each.textContent)).toEqual(['one', 'two', 'three']);
  });
});
