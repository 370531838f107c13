import type { MaybePromise } from './hub';

// Every poke goes to every member of the map, and every instance hears every poke: without this,
// each map write cost one members query per instance. Members change only through the members
// repository, which announces each change on the live bus (every instance hears it, in commit
// order), so an instance can remember a map's members until it hears otherwise.
//
// Two other writes make members, both without an announcement of their own: creating a map (no
// poke can have asked for its members before) and claiming an ownerless map (which had none).
// Empty lists are therefore never remembered.

/** Maps remembered at most; the least recently filled go first. */
const DEFAULT_LIMIT = 10_000;

export interface MemberCache {
  /** The map's members: remembered, or read (and remembered unless forgotten meanwhile). */
  memberIds(mapId: string): MaybePromise<readonly string[]>;
  /** The map's members changed. */
  forget(mapId: string): void;
  /** Changes may have gone unheard (the bus reconnected): forget every map. */
  clear(): void;
}

export function createMemberCache(
  read: (mapId: string) => Promise<readonly string[]>,
  limit = DEFAULT_LIMIT,
): MemberCache {
  const remembered = new Map<string, readonly string[]>();
  // Bumped by every forget and clear: a read that began before one may hold what changed.
  let generation = 0;

  return {
    memberIds(mapId) {
      const known = remembered.get(mapId);
      if (known) return known;
      const began = generation;
      return read(mapId).then((userIds) => {
        if (began === generation && userIds.length > 0) {
          remembered.set(mapId, userIds);
          if (remembered.size > limit) remembered.delete(remembered.keys().next().value!);
        }
        return userIds;
      });
    },
    forget(mapId) {
      generation += 1;
      remembered.delete(mapId);
    },
    clear() {
      generation += 1;
      remembered.clear();
    },
  };
}
