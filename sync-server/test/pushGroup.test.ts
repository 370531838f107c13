import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type OpsMutation, type PushResult } from '../../shared/schemas/sync';
import { encodeHlc } from '../../shared/sync/hlc';
import { decideAhead } from '../src/db/pushAhead';
import { commitGroup, type DecidedBatch } from '../src/db/pushGroup';
import { openStorage, type Storage } from '../src/db/repositories';
import { dbStats } from '../src/db/sql';
import type { LiveEvent } from '../src/live/events';
import { pullChangesJson } from '../src/db/syncPull';
import { applyPush } from '../src/db/syncService';
import { mapContent } from './accounts';
import { testPostgresDatabase } from './postgres/database';

// Group commit on PostgreSQL (issue 19, db/pushGroup.ts): pushes decided ahead of the counter lock
// commit together in one change transaction; a batch whose basis went stale is answered on its
// own and decided again, the others commit.

let storage: Storage;
let drop: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const database = await testPostgresDatabase();
  drop = database.drop;
  storage = openStorage({ dataDir: '/nonexistent', databaseUrl: database.url });
  await storage.migrate();
  // Group commit notifies in SQL: its events are heard on the bus, as other instances hear them.
  await storage.bus.start();
});

afterAll(async () => {
  await storage?.close();
  await drop();
});

const user = async (name: string) => {
  const created = await storage.repos.users.create(`${name}-${randomUUID()}@example.com`, 'scrypt$hash');
  if (!created) throw new Error('no user');
  return created;
};

/** A map owned by `ownerId`, with `editors` as editors. */
async function sharedMap(ownerId: string, editors: string[] = []) {
  const map = await storage.repos.maps.create({ content: mapContent({ title: 'Start' }), ownerId });
  for (const editor of editors) await storage.repos.members.join(map.id, editor, 'editor', ownerId);
  return map.id;
}

let clock = 0;
/**
 * An edit of the map's title by a device that has seen its current title (so no merge conflict,
 * which would need the per-mutation way), its clock later than every earlier one.
 */
async function edit(mapId: string, title: string, mutationId: string = randomUUID()): Promise<OpsMutation> {
  clock = Math.max(clock + 1, Date.now());
  const prev = (await storage.repos.maps.getStored(mapId))!.doc.fields.title?.hlc ?? null;
  return {
    mutationId,
    mapId,
    seenRev: 1,
    ops: [
      {
        type: 'set',
        field: 'title',
        value: title,
        prev,
        hlc: encodeHlc({ ms: clock, counter: 0, node: 'n' }),
      },
    ],
  };
}

async function decide(
  userId: string,
  mutations: OpsMutation[],
): Promise<{ results: PushResult[]; decided: DecidedBatch }> {
  const ahead = await decideAhead(storage.db, storage.repos.syncBatch, userId, mutations, Date.now());
  if (ahead === 'locked' || !('decided' in ahead))
    throw new Error(`not decided ahead: ${JSON.stringify(ahead)}`);
  return ahead;
}

const push = (userId: string, mutations: OpsMutation[]) =>
  applyPush(storage.db, storage.repos, userId, { protocolVersion: SYNC_PROTOCOL_VERSION, mutations });

describe('group commit of pushes decided ahead (PostgreSQL)', () => {
  it('commits the batches whose basis holds and answers the stale one alone, which is then decided again', async () => {
    const [a, b, c] = [await user('a'), await user('b'), await user('c')];
    const [mapA, mapB, mapC] = [await sharedMap(a.id), await sharedMap(b.id), await sharedMap(c.id)];
    const first = await decide(a.id, [await edit(mapA, 'A1')]);
    const second = await decide(b.id, [await edit(mapB, 'B1')]);
    const third = await decide(c.id, [await edit(mapC, 'C1')]);
    // Map B changes after its batch was decided: that batch's basis no longer holds.
    expect((await push(b.id, [await edit(mapB, 'B elsewhere')])).response.results[0]!.status).toBe('applied');
    const before = await storage.repos.maps.currentSeq();
    const heard: LiveEvent[] = [];
    const stop = storage.bus.subscribe((event) => {
      // Only the group's: the earlier push's notification may still be on its way.
      if (
        event.type === 'changed' &&
        [mapA, mapB, mapC].includes(event.change.mapId) &&
        event.change.seq > before
      )
        heard.push(event);
    });
    const outcomes = await commitGroup(storage.db, storage.repos.syncBatch, [
      first.decided,
      second.decided,
      third.decided,
    ]);
    expect(outcomes).toEqual([{ seq: before + 1 }, 'stale', { seq: before + 2 }]);
    expect(await storage.repos.maps.currentSeq()).toBe(before + 2);
    expect((await storage.repos.maps.getStored(mapA))!.map).toMatchObject({ title: 'A1', rev: 2 });
    expect((await storage.repos.maps.getStored(mapB))!.map).toMatchObject({ title: 'B elsewhere', rev: 2 });
    expect((await storage.repos.maps.getStored(mapC))!.map).toMatchObject({ title: 'C1', rev: 2 });
    expect(await storage.repos.maps.seqOf(mapA)).toBe(before + 1);
    expect(await storage.repos.maps.seqOf(mapC)).toBe(before + 2);
    // Notified with their final seqs (at commit, together); nothing for the stale batch.
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(2);
    stop();
    expect(heard).toEqual([
      { type: 'changed', change: { mapId: mapA, rev: 2, seq: before + 1, actorId: a.id } },
      { type: 'changed', change: { mapId: mapC, rev: 2, seq: before + 2, actorId: c.id } },
    ]);
    // The stale batch decided again commits on the map as it is now.
    const again = await decide(b.id, [
      await edit(mapB, 'B1', second.decided.writes.mutations[0]!.mutation_id),
    ]);
    expect(await commitGroup(storage.db, storage.repos.syncBatch, [again.decided])).toEqual([
      { seq: before + 3 },
    ]);
    expect(again.results[0]).toMatchObject({ status: 'applied', rev: 3 });
    expect((await storage.repos.maps.getStored(mapB))!.map).toMatchObject({ title: 'B1', rev: 3 });
  });

  it('answers stale a batch that an earlier batch of the same group invalidates: the same map, the same mutation id', async () => {
    const [owner, editor] = [await user('owner'), await user('editor')];
    const [map, other, third] = [
      await sharedMap(owner.id, [editor.id]),
      await sharedMap(owner.id),
      await sharedMap(owner.id),
    ];
    const byOwner = await decide(owner.id, [await edit(map, 'Owner')]);
    const byEditor = await decide(editor.id, [await edit(map, 'Editor')]);
    const reusedId = randomUUID();
    const once = await decide(owner.id, [await edit(other, 'Once', reusedId)]);
    const reused = await decide(owner.id, [await edit(third, 'Reused', reusedId)]);
    // Each pair was decided on the same basis: the second would overwrite the first's revision, or
    // record its mutation id a second time.
    const outcomes = await commitGroup(storage.db, storage.repos.syncBatch, [
      byOwner.decided,
      byEditor.decided,
      once.decided,
      reused.decided,
    ]);
    expect(outcomes.map((outcome) => (outcome === 'stale' ? 'stale' : 'committed'))).toEqual([
      'committed',
      'stale',
      'committed',
      'stale',
    ]);
    expect((await storage.repos.maps.getStored(map))!.map).toMatchObject({ title: 'Owner', rev: 2 });
    expect((await storage.repos.maps.getStored(other))!.map).toMatchObject({ title: 'Once', rev: 2 });
    expect((await storage.repos.maps.getStored(third))!.map).toMatchObject({ title: 'Start', rev: 1 });
    // Decided again: the editor's edit applies on top of the owner's; the reused id is refused.
    expect((await push(editor.id, [await edit(map, 'Editor')])).response.results[0]).toMatchObject({
      status: 'applied',
      rev: 3,
    });
    expect((await push(owner.id, [await edit(third, 'Reused', reusedId)])).response.results[0]).toMatchObject(
      {
        status: 'rejected',
      },
    );
  });

  it('decides a merge conflict ahead and commits it in the group, with the authors of both sides', async () => {
    const [owner, editor] = [await user('owner'), await user('editor')];
    const map = await sharedMap(owner.id, [editor.id]);
    const unseen = (await storage.repos.maps.getStored(map))!.doc.fields.title?.hlc ?? null;
    expect((await push(owner.id, [await edit(map, 'By the owner')])).response.results[0]!.status).toBe(
      'applied',
    );
    // The editor had not seen the owner's title: its later write wins, the owner's value is kept as a conflict.
    const late = await edit(map, 'By the editor');
    const conflicting: OpsMutation = {
      ...late,
      ops: late.ops.map((op) => ({
        ...op,
        prev: unseen,
        hlc: encodeHlc({ ms: clock + 1, counter: 0, node: 'e' }),
      })),
    };
    const ahead = await decide(editor.id, [conflicting]);
    expect(ahead.decided.writes.conflicts).toHaveLength(1);
    const before = await storage.repos.maps.currentSeq();
    expect(await commitGroup(storage.db, storage.repos.syncBatch, [ahead.decided])).toEqual([
      { seq: before + 1 },
    ]);
    expect((await storage.repos.maps.getStored(map))!.map).toMatchObject({ title: 'By the editor', rev: 3 });
    expect(await storage.repos.revisions.conflicts(map)).toEqual([
      expect.objectContaining({
        rev: 3,
        field: 'title',
        keptValue: 'By the editor',
        lostValue: 'By the owner',
        keptActorId: editor.id,
        lostActorId: owner.id,
      }),
    ]);
  });

  it('groups concurrent pushes on one instance: every edit applied once, seqs handed out once, the pull skips nothing', async () => {
    const team = [await user('t0'), await user('t1'), await user('t2'), await user('t3')];
    const maps = [
      await sharedMap(
        team[0]!.id,
        team.slice(1).map((member) => member.id),
      ),
      await sharedMap(team[1]!.id, [team[0]!.id, team[2]!.id, team[3]!.id]),
      await sharedMap(team[2]!.id),
      await sharedMap(team[3]!.id),
    ];
    const groupsBefore = dbStats.pushGroupSize.samples.length;
    const before = await storage.repos.maps.currentSeq();
    const repeated = await edit(maps[0]!, 'Sent twice at once');
    const pushes: { userId: string; mutations: OpsMutation[] }[] = [
      { userId: team[0]!.id, mutations: [repeated] },
      { userId: team[0]!.id, mutations: [repeated] },
    ];
    for (let round = 0; round < 5; round += 1)
      for (const [i, member] of team.entries()) {
        const mapId = i < 2 ? maps[round % 2]! : maps[i]!;
        pushes.push({ userId: member.id, mutations: [await edit(mapId, `Round ${round} by ${i}`)] });
      }
    const replies = await Promise.all(pushes.map((one) => push(one.userId, one.mutations)));
    const statuses = replies.map((reply) => reply.response.results[0]!.status);
    // The same mutation sent twice at once: applied once, the other hears 'duplicate'.
    expect([...statuses.slice(0, 2)].sort()).toEqual(['applied', 'duplicate']);
    expect(statuses.slice(2).every((status) => status === 'applied')).toBe(true);
    const applied = statuses.filter((status) => status === 'applied').length;
    expect(await storage.repos.maps.currentSeq()).toBe(before + applied);
    // Each map's revision is 1 + the edits applied to it (none lost, none applied twice).
    const edits = new Map<string, number>();
    pushes.forEach((one, i) => {
      if (statuses[i] === 'applied')
        edits.set(one.mutations[0]!.mapId, (edits.get(one.mutations[0]!.mapId) ?? 0) + 1);
    });
    for (const mapId of maps)
      expect((await storage.repos.maps.getStored(mapId))!.map.rev).toBe(1 + (edits.get(mapId) ?? 0));
    // Every reply's seq is a seq that was handed out, and at least one group carried several pushes.
    for (const reply of replies) expect(reply.response.seq).toBeLessThanOrEqual(before + applied);
    expect(Math.max(...dbStats.pushGroupSize.samples.slice(groupsBefore))).toBeGreaterThan(1);
    // A member pulling from the seq before the pushes sees each of its maps at its final revision.
    const pulled = JSON.parse(
      await pullChangesJson(storage.db, storage.repos, team[0]!.id, { since: before, limit: 100 }),
    ) as { maps: { id: string; rev: number }[]; seq: number };
    expect(new Map(pulled.maps.map((map) => [map.id, map.rev]))).toEqual(
      new Map(
        await Promise.all(
          maps
            .slice(0, 2)
            .map(async (id) => [id, (await storage.repos.maps.getStored(id))!.map.rev] as const),
        ),
      ),
    );
    expect(pulled.seq).toBe(before + applied);
  });
});
