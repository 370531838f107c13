import { describe, expect, it } from 'vitest';
import { createMemberCache } from '../src/live/memberCache';

/** A members table the cache reads from, counting reads; `hold` keeps the next read open. */
function membersTable(initial: Record<string, string[]>) {
  const rows = new Map(Object.entries(initial));
  const table = {
    reads: 0,
    held: null as (() => void) | null,
    hold: false,
    set: (mapId: string, userIds: string[]) => void rows.set(mapId, userIds),
    read: (mapId: string): Promise<readonly string[]> => {
      table.reads += 1;
      const answer = [...(rows.get(mapId) ?? [])];
      if (!table.hold) return Promise.resolve(answer);
      return new Promise((resolve) => (table.held = () => resolve(answer)));
    },
  };
  return table;
}

describe('the live hub’s member cache', () => {
  it('reads a map’s members once, then answers from memory until told they changed', async () => {
    const table = membersTable({ m1: ['ann', 'bob'] });
    const cache = createMemberCache(table.read);
    expect(await cache.memberIds('m1')).toEqual(['ann', 'bob']);
    expect(cache.memberIds('m1')).toEqual(['ann', 'bob']);
    expect(table.reads).toBe(1);

    table.set('m1', ['ann', 'bob', 'cat']);
    cache.forget('m1');
    expect(await cache.memberIds('m1')).toEqual(['ann', 'bob', 'cat']);
    expect(table.reads).toBe(2);
  });

  it('does not remember a read that began before a change was heard', async () => {
    const table = membersTable({ m1: ['ann'] });
    const cache = createMemberCache(table.read);
    table.hold = true;
    const pending = cache.memberIds('m1');
    // The change commits and is heard while the read (of the old members) is still on its way.
    table.set('m1', ['ann', 'bob']);
    cache.forget('m1');
    table.held!();
    expect(await pending).toEqual(['ann']);
    table.hold = false;
    expect(await cache.memberIds('m1')).toEqual(['ann', 'bob']);
  });

  it('forgets everything on clear (the bus reconnected and may have missed changes)', async () => {
    const table = membersTable({ m1: ['ann'], m2: ['bob'] });
    const cache = createMemberCache(table.read);
    await cache.memberIds('m1');
    await cache.memberIds('m2');
    table.set('m2', ['bob', 'cat']);
    cache.clear();
    expect(await cache.memberIds('m2')).toEqual(['bob', 'cat']);
    expect(await cache.memberIds('m1')).toEqual(['ann']);
    expect(table.reads).toBe(4);
  });

  it('never remembers a map without members: claiming an ownerless map announces no membership', async () => {
    const table = membersTable({ ownerless: [] });
    const cache = createMemberCache(table.read);
    expect(await cache.memberIds('ownerless')).toEqual([]);
    table.set('ownerless', ['claimer']);
    expect(await cache.memberIds('ownerless')).toEqual(['claimer']);
  });

  it('holds at most its limit of maps, dropping the oldest first', async () => {
    const table = membersTable({ m1: ['a'], m2: ['b'], m3: ['c'] });
    const cache = createMemberCache(table.read, 2);
    await cache.memberIds('m1');
    await cache.memberIds('m2');
    await cache.memberIds('m3');
    expect(table.reads).toBe(3);
    expect(cache.memberIds('m3')).toEqual(['c']);
    expect(cache.memberIds('m2')).toEqual(['b']);
    expect(await cache.memberIds('m1')).toEqual(['a']);
    expect(table.reads).toBe(4);
  });
});
