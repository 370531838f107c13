import { describe, expect, it } from 'vitest';
import { reconcileKeys, type KeyedItem } from './itemKeys';

function keyed(...texts: string[]): KeyedItem[] {
  return texts.map((text) => ({ key: `k-${text}`, text }));
}

function counter() {
  let n = 0;
  return () => `new-${(n += 1)}`;
}

const keysOf = (items: KeyedItem[]) => items.map((item) => item.key);

describe('reconcileKeys', () => {
  it('keeps every key when the list is unchanged', () => {
    expect(keysOf(reconcileKeys(keyed('a', 'b', 'c'), ['a', 'b', 'c'], counter()))).toEqual([
      'k-a',
      'k-b',
      'k-c',
    ]);
  });

  it('keeps the keys of the items after an insertion or a removal above them', () => {
    expect(keysOf(reconcileKeys(keyed('a', 'b', 'c'), ['x', 'a', 'b', 'c'], counter()))).toEqual([
      'new-1',
      'k-a',
      'k-b',
      'k-c',
    ]);
    expect(keysOf(reconcileKeys(keyed('a', 'b', 'c'), ['b', 'c'], counter()))).toEqual(['k-b', 'k-c']);
  });

  it('lets a moved item keep its key', () => {
    expect(keysOf(reconcileKeys(keyed('a', 'b', 'c'), ['c', 'a', 'b'], counter()))).toEqual([
      'k-c',
      'k-a',
      'k-b',
    ]);
  });

  it('treats an item replaced in place as the same item, edited', () => {
    expect(keysOf(reconcileKeys(keyed('a', 'b', 'c'), ['a', 'B!', 'c'], counter()))).toEqual([
      'k-a',
      'k-b',
      'k-c',
    ]);
  });

  it('keeps repeated texts apart, in order', () => {
    const previous = [
      { key: 'one', text: 'same' },
      { key: 'two', text: 'same' },
    ];
    expect(keysOf(reconcileKeys(previous, ['new', 'same', 'same'], counter()))).toEqual([
      'new-1',
      'one',
      'two',
    ]);
  });

  it('never hands one key to two items', () => {
    const result = reconcileKeys(keyed('a', 'b'), ['b', 'x', 'y', 'a', 'b'], counter());
    expect(new Set(keysOf(result)).size).toBe(5);
  });
});
