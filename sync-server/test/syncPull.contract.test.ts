import { beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../src/db/repositories';
import { pullChangesJson } from '../src/db/syncPull';
import { mapContent } from './accounts';
import { BACKENDS, useContractStorage } from './contractBackends';

// A protocol-2 pull on both backends (PostgreSQL reads it in one statement, SQLite in a snapshot).

describe.each(BACKENDS)('pulls on $name', (backend) => {
  const opened = useContractStorage(backend);
  const { user } = opened;
  let storage: Storage;
  beforeAll(() => {
    storage = opened.storage;
  });

  it('pulls page by page: cursor, hasMore and each removal on the page its seq falls in', async () => {
    const { maps, members } = storage.repos;
    const owner = await user('pager-owner');
    const member = await user('pager');
    const pull = async (since: number, limit: number) =>
      JSON.parse(await pullChangesJson(storage.db, storage.repos, member.id, { since, limit })) as {
        maps: { id: string; rev: number; role: string }[];
        deleted: string[];
        revoked: string[];
        seq: number;
        hasMore: boolean;
      };
    const start = await maps.currentSeq();
    expect(await pull(start, 2)).toEqual({ maps: [], deleted: [], revoked: [], seq: start, hasMore: false });
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const map = await maps.create({ content: mapContent({ title }), ownerId: owner.id });
      await members.join(map.id, member.id, 'editor', owner.id);
      ids.push(map.id);
    }
    // Removed from the first map (a removal seq after the three joins), then the third changes.
    await members.remove(ids[0]!, member.id);
    await maps.replaceContent(ids[2]!, mapContent({ title: 'Third, renamed' }), {
      actorId: owner.id,
      reason: 'edit',
    });

    const pages: Awaited<ReturnType<typeof pull>>[] = [];
    for (let since = start; ; ) {
      const page = await pull(since, 1);
      pages.push(page);
      expect(page.seq).toBeGreaterThan(since);
      since = page.seq;
      if (!page.hasMore) break;
    }
    // The second map (joined), then the third (changed last); the removal comes with the page
    // whose cursor passed it, and the last page's cursor is the server's current seq.
    expect(pages.map((page) => page.maps.map((map) => map.id))).toEqual([[ids[1]], [ids[2]]]);
    expect(pages.map((page) => page.revoked)).toEqual([[], [ids[0]]]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, false]);
    expect(pages.at(-1)!.seq).toBe(await maps.currentSeq());
    expect(pages[1]!.maps[0]).toMatchObject({ rev: 2, role: 'editor' });
    const all = await pull(start, 100);
    expect(all.maps.map((map) => map.id)).toEqual([ids[1], ids[2]]);
    expect(all.revoked).toEqual([ids[0]]);
    expect(await pull(all.seq, 100)).toEqual({ maps: [], deleted: [], revoked: [], seq: all.seq, hasMore: false });
  });
});
