import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../shared/content/templates';
import type { AnalyticsEvent } from '../../shared/schemas/analytics';
import {
  LEGACY_PROTOCOL_VERSION,
  pushRequestSchema,
  SYNC_PROTOCOL_VERSION,
  type OpsMutation,
  type PushResult,
} from '../../shared/schemas/sync';
import { encodeHlc } from '../../shared/sync/hlc';
import { opsForContent } from '../src/db/mapsRepository';
import { CONTENT_STAMP_KEY, type Storage } from '../src/db/repositories';
import { SESSION_CACHE_MS } from '../src/db/sessionsRepository';
import { pullChangesJson } from '../src/db/syncPull';
import { applyPush } from '../src/db/syncService';
import { recordAnnouncements } from './announcements';
import { mapContent, mutation } from './accounts';
import { BACKENDS, useContractStorage } from './contractBackends';

// The repository contract (issue 19): the same tests on SQLite and PostgreSQL (contractBackends.ts).

const event = (overrides: Partial<AnalyticsEvent> & Pick<AnalyticsEvent, 'type'>): AnalyticsEvent =>
  ({
    id: randomUUID(),
    page: '/learn',
    sessionId: 'sess_1',
    createdAt: new Date().toISOString(),
    ...overrides,
  }) as AnalyticsEvent;

describe.each(BACKENDS)('repositories on $name', (backend) => {
  const opened = useContractStorage(backend);
  const { user } = opened;
  let storage: Storage;
  beforeAll(() => {
    storage = opened.storage;
  });

  it('is migrated once: a second migrate applies nothing, and the database answers a ping', async () => {
    expect(storage.db.dialect).toBe(backend.name === 'SQLite' ? 'sqlite' : 'postgres');
    expect(await storage.migrate()).toEqual([]);
    expect(await storage.ping()).toBe(true);
  });

  it('keeps facts about itself and seeds the bundled content idempotently', async () => {
    const { meta, templates, archetypes, maps } = storage.repos;
    expect(await meta.get('created_with_version')).toMatch(/^\d+\.\d+\.\d+/);
    await meta.set('probe', 'one');
    await meta.set('probe', 'two');
    await meta.setIfMissing('probe', 'three');
    expect(await meta.get('probe')).toBe('two');
    expect(await meta.get('absent')).toBeNull();
    await storage.seedContent();
    expect(await templates.list()).toHaveLength(TEMPLATES.length);
    expect((await archetypes.list()).length).toBeGreaterThan(0);
    expect(await maps.seedExamples()).toBe(0);
  });

  it("seeds only content newer than what the database holds, never deleting a newer version's", async () => {
    const { meta, templates } = storage.repos;
    const bundled = JSON.parse((await meta.get(CONTENT_STAMP_KEY))!) as { version: string; hash: string };
    expect(await storage.seedContent()).toBe(false); // the same content again: nothing to do
    // A newer instance seeded a template this build does not know.
    const extra = { ...TEMPLATES[0]!, id: `newer-${randomUUID()}`, name: 'From a newer version' };
    await templates.seed([...TEMPLATES, extra]);
    await meta.set(CONTENT_STAMP_KEY, JSON.stringify({ version: '999.0.0', hash: 'newer' }));
    expect(await storage.seedContent()).toBe(false);
    expect(await templates.get(extra.id)).not.toBeNull();
    // An older version's content is replaced, and the stamp says whose it is now.
    await meta.set(CONTENT_STAMP_KEY, JSON.stringify({ version: '0.0.1', hash: 'older' }));
    expect(await storage.seedContent()).toBe(true);
    expect(await templates.get(extra.id)).toBeNull();
    expect(JSON.parse((await meta.get(CONTENT_STAMP_KEY))!)).toEqual(bundled);
  });

  it('keeps accounts and sessions: unique e-mails, sliding sessions, logging out everywhere', async () => {
    const { users, sessions } = storage.repos;
    const alice = await user('alice');
    expect(await users.create(alice.email, 'x')).toBeNull();
    expect(await users.findByEmail(alice.email)).toEqual(alice);
    expect(await users.get(alice.id)).toEqual(alice);
    await users.setPasswordHash(alice.id, 'scrypt$new');
    expect((await users.get(alice.id))?.passwordHash).toBe('scrypt$new');

    const now = Date.now();
    const first = await sessions.create(alice.id, now);
    const second = await sessions.create(alice.id, now);
    const found = await sessions.find(first.token, now);
    expect(found).toMatchObject({ userId: alice.id, email: alice.email });
    expect(await sessions.touch(first.token, found!, now + 1000)).toBeNull();
    expect(await sessions.touch(first.token, found!, now + 2 * 24 * 3600 * 1000)).toBeInstanceOf(Date);
    expect(await sessions.deleteAllOf(alice.id, first.token)).toBe(1);
    expect(await sessions.find(second.token, now)).toBeNull();
    await sessions.delete(first.token);
    expect(await sessions.find(first.token, now)).toBeNull();
  });

  it('remembers a found session until it is heard to end, expires, or was found too long ago', async () => {
    const { users, sessions } = storage.repos;
    const bob = (await users.create(`bob-${randomUUID()}@example.com`, 'x'))!;
    const endBehindItsBack = () => storage.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(bob.id);
    const now = Date.now();

    const first = await sessions.create(bob.id, now);
    const found = await sessions.find(first.token, now);
    // Ended by another instance whose announcement has not arrived: still taken, until it does.
    await endBehindItsBack();
    expect(await sessions.find(first.token, now + 1000)).toEqual(found);
    sessions.forgetEnded({ userId: bob.id });
    expect(await sessions.find(first.token, now + 1000)).toBeNull();

    const second = await sessions.create(bob.id, now);
    await sessions.find(second.token, now);
    await endBehindItsBack();
    expect(await sessions.find(second.token, now + SESSION_CACHE_MS + 1)).toBeNull();

    const third = await sessions.create(bob.id, now);
    const expiresAt = Date.parse((await sessions.find(third.token, now))!.expiresAt);
    expect(await sessions.find(third.token, expiresAt + 1)).toBeNull();
    // An expired session is deleted on sight, remembered or not.
    expect(
      await storage.db.prepare('SELECT count(*) FROM sessions WHERE user_id = ?').pluck().get(bob.id),
    ).toBe(0);
  });

  it('writes maps as revisions with rising change seqs, and reads them back alike', async () => {
    const { maps, revisions } = storage.repos;
    const owner = await user('owner');
    const before = await maps.currentSeq();
    const map = await maps.create({ content: mapContent({ title: 'Contract desk' }), ownerId: owner.id });
    expect(map).toMatchObject({ title: 'Contract desk', ownerId: owner.id, rev: 1 });
    expect(await maps.currentSeq()).toBe(before + 1);
    expect(await maps.seqOf(map.id)).toBe(before + 1);
    await expect(maps.create({ content: mapContent(), ownerId: null, id: map.id })).rejects.toThrow(
      /already exists/,
    );

    const edited = await maps.replaceContent(map.id, mapContent({ title: 'Renamed desk' }), {
      actorId: owner.id,
      reason: 'edit',
    });
    expect(edited).toMatchObject({ title: 'Renamed desk', rev: 2 });
    expect((await maps.get(map.id))?.title).toBe('Renamed desk');
    expect((await maps.getStored(map.id))?.seq).toBe(before + 2);
    const history = await revisions.list(map.id, { limit: 10 });
    expect(history.map((revision) => [revision.rev, revision.content.title])).toEqual([
      [2, 'Renamed desk'],
      [1, 'Contract desk'],
    ]);
    expect((await revisions.content(map.id, 1))?.content.title).toBe('Contract desk');
    expect(await revisions.actorsBetween(map.id, 1, 2)).toEqual([owner.id]);

    const changed = await maps.changedSince(owner.id, before, 10);
    expect(changed.map((row) => [row.stored.map.id, row.seq])).toEqual([[map.id, before + 2]]);
    const json = await maps.changedSinceJson(owner.id, before, 10);
    expect(JSON.parse(json[0]!.json!)).toMatchObject({ id: map.id, rev: 2, role: 'owner' });

    const rotated = await maps.rotateShareId(map.id);
    expect(rotated.shareId).not.toBe(map.shareId);
    expect(await maps.getShareJson(map.shareId)).toBeNull();
    expect(JSON.parse((await maps.getShareJson(rotated.shareId))!.json)).toMatchObject({ id: map.id });
    const snapshot = await revisions.addSnapshot(map.id, 2, 'before the workshop');
    expect(await revisions.snapshots(map.id)).toEqual([snapshot]);
  });

  it('searches the catalogue case-insensitively, in short and long phrases, newest first', async () => {
    const { maps } = storage.repos;
    const owner = await user();
    const marker = `Zebra${randomUUID().slice(0, 6)}`;
    const older = await maps.create({
      content: mapContent({ title: `${marker} one`, visibility: 'public' }),
      ownerId: owner.id,
    });
    const newer = await maps.create({
      content: mapContent({ title: `${marker} two`, visibility: 'public' }),
      ownerId: owner.id,
    });
    const own = await maps.create({ content: mapContent({ title: `${marker} mine` }), ownerId: owner.id });
    const found = await maps.list({ search: marker.toLowerCase() });
    expect(found.map((map) => map.id)).toEqual([newer.id, older.id]);
    expect(
      (await maps.list({ search: marker.toUpperCase(), viewerId: owner.id })).map((map) => map.id),
    ).toEqual([own.id, newer.id, older.id]);
    expect((await maps.list({ search: 'zz' })).every((map) => /zz/i.test(JSON.stringify(map)))).toBe(true);
    // Search text is literal (LIKE's % and _ match only themselves) and never spans two fields.
    const percent = await maps.create({
      content: mapContent({ title: `${marker} 50% off`, systemBoundary: 'Sale desk', visibility: 'public' }),
      ownerId: owner.id,
    });
    await maps.create({
      content: mapContent({ title: `${marker} 500 off`, systemBoundary: 'Sale desk', visibility: 'public' }),
      ownerId: owner.id,
    });
    expect((await maps.list({ search: `${marker} 50%` })).map((map) => map.id)).toEqual([percent.id]);
    expect(await maps.list({ search: `${marker} 5_0` })).toEqual([]);
    expect(await maps.list({ search: 'off sale desk' })).toEqual([]);
    const templates = await storage.repos.templates.list({
      search: TEMPLATES[0]!.name.slice(0, 5).toUpperCase(),
    });
    expect(templates.map((template) => template.id)).toContain(TEMPLATES[0]!.id);
    expect(await storage.repos.templates.recordUse(TEMPLATES[0]!.id)).toBe(true);
    expect(
      (await storage.repos.templates.stats()).find((stat) => stat.templateId === TEMPLATES[0]!.id)?.uses,
    ).toBe(1);
  });

  it('keeps teams: joins, roles, removals for the next pull, bars and invite links', async () => {
    const { maps, members, memberBars, invites } = storage.repos;
    const owner = await user('owner');
    const guest = await user('guest');
    const map = await maps.create({ content: mapContent(), ownerId: owner.id });
    const { invite, token } = await invites.create(map.id, 'editor', owner.id);
    const byToken = await invites.byToken(token);
    expect(byToken).toMatchObject({ id: invite.id, mapId: map.id, role: 'editor', createdBy: owner.id });
    expect(await members.join(map.id, guest.id, 'editor', owner.id)).toEqual({
      role: 'editor',
      change: 'added',
    });
    expect(await members.join(map.id, guest.id, 'viewer', owner.id)).toEqual({
      role: 'editor',
      change: null,
    });
    expect(await members.setRole(map.id, guest.id, 'viewer', owner.id)).toBe('role');
    expect((await members.list(map.id)).map((member) => [member.userId, member.role])).toEqual([
      [owner.id, 'owner'],
      [guest.id, 'viewer'],
    ]);
    const beforeRemoval = await maps.currentSeq();
    expect(await members.remove(map.id, guest.id)).toBe(true);
    expect(await members.remove(map.id, guest.id)).toBe(false);
    await memberBars.bar(map.id, guest.id);
    expect(await memberBars.predates(map.id, guest.id, byToken!.issuedSeq)).toBe(true);
    expect(await members.removedSince(guest.id, beforeRemoval, await maps.currentSeq())).toEqual([map.id]);
    expect(await members.roleOf(map.id, guest.id)).toBeNull();
    const rotated = await invites.rotate(map.id, invite.id);
    expect(await invites.byToken(token)).toBeNull();
    expect(
      await memberBars.predates(map.id, guest.id, (await invites.byToken(rotated!.token))!.issuedSeq),
    ).toBe(false);
    expect(await invites.revoke(map.id, invite.id)).toBe(true);
    expect(await invites.active(map.id)).toEqual([]);
  });

  it('applies a push once and pulls it at one snapshot, through the sync services', async () => {
    const pusher = await user('pusher');
    const id = randomUUID();
    const create = mutation(id, 0, mapContent({ title: 'Pushed' }));
    // As the route hands it over: parsed by the shared schema.
    const request = pushRequestSchema.parse({
      protocolVersion: LEGACY_PROTOCOL_VERSION,
      mutations: [create],
    });
    const { announced, stop } = recordAnnouncements(storage);
    const first = await applyPush(storage.db, storage.repos, pusher.id, request);
    expect(first.response.results[0]).toMatchObject({ status: 'applied', rev: 1 });
    expect(announced).toEqual([
      {
        type: 'changed',
        change: { mapId: id, rev: 1, seq: await storage.repos.maps.seqOf(id), actorId: pusher.id },
      },
    ]);
    announced.length = 0;
    const again = await applyPush(storage.db, storage.repos, pusher.id, request);
    stop();
    expect(again.response.results[0]).toMatchObject({ status: 'duplicate', rev: 1 });
    expect(announced).toEqual([]);
    const pulled = JSON.parse(
      await pullChangesJson(storage.db, storage.repos, pusher.id, { since: 0, limit: 100 }),
    ) as {
      maps: { id: string }[];
      seq: number;
      hasMore: boolean;
    };
    expect(pulled.maps.map((map) => map.id)).toEqual([id]);
    expect(pulled.seq).toBe(await storage.repos.maps.currentSeq());
    expect(pulled.hasMore).toBe(false);
  });

  it('answers and stores a batch as it does the same mutations pushed one at a time', async () => {
    const pusher = await user('batch');
    const stranger = await user('stranger');
    const at = Date.now() - 60_000;
    const hlc = (i: number, node: string) => encodeHlc({ ms: at + i, counter: 0, node });
    const createOps = opsForContent(mapContent({ title: 'Start' }), hlc(1, 'a'));
    /** One map's story: create, edits, a repeated mutation id, a conflict, a delete, a restore. */
    const story = (mapId: string): OpsMutation[] => {
      const ids = Array.from({ length: 6 }, () => randomUUID());
      const set = (i: number, node: string, value: string, prev: string | null) =>
        ({ type: 'set', field: 'title', value, prev, hlc: hlc(i, node) }) as const;
      return [
        {
          mutationId: ids[0]!,
          mapId,
          seenRev: 0,
          ops: createOps,
        },
        { mutationId: ids[1]!, mapId, seenRev: 1, ops: [set(2, 'a', 'One', hlc(1, 'a'))] },
        { mutationId: ids[1]!, mapId, seenRev: 1, ops: [set(2, 'a', 'One', hlc(1, 'a'))] },
        { mutationId: ids[2]!, mapId, seenRev: 1, ops: [set(3, 'b', 'Other', hlc(1, 'a'))] },
        { mutationId: ids[3]!, mapId, seenRev: 3, ops: [{ type: 'delete', hlc: hlc(4, 'a') }] },
        { mutationId: ids[4]!, mapId, seenRev: 4, ops: [{ type: 'restore', hlc: hlc(5, 'a') }] },
        { mutationId: ids[5]!, mapId, seenRev: 5, ops: [set(6, 'a', 'Last', hlc(3, 'b'))] },
      ];
    };
    const push = (userId: string, mutations: OpsMutation[]) =>
      applyPush(storage.db, storage.repos, userId, { protocolVersion: SYNC_PROTOCOL_VERSION, mutations });
    const batched = randomUUID();
    const single = randomUUID();
    const { announced, stop } = recordAnnouncements(storage);
    const batch = await push(pusher.id, story(batched));
    stop();
    const changes = announced.flatMap((event) => (event.type === 'changed' ? [event.change] : []));
    const one: PushResult[] = [];
    for (const mutation of story(single)) one.push(...(await push(pusher.id, [mutation])).response.results);
    const shape = (results: PushResult[]) => results.map(({ status, rev }) => ({ status, rev }));
    expect(shape(batch.response.results)).toEqual(shape(one));
    expect(shape(one).map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'duplicate',
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(changes.map((change) => change.rev)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(batch.response.seq).toBe(changes.at(-1)!.seq);
    const a = (await storage.repos.maps.getStored(batched))!;
    const b = (await storage.repos.maps.getStored(single))!;
    expect(a.doc).toEqual(b.doc);
    expect(a.map.title).toBe('Last');
    // The merge conflict, decided inside the batch, is recorded as the one pushed alone: the same
    // values, clocks, revision and authors.
    const recorded = async (mapId: string) =>
      (await storage.repos.revisions.conflicts(mapId)).map(
        ({ id: _id, createdAt: _at, ...conflict }) => conflict,
      );
    expect((await recorded(batched)).length).toBeGreaterThan(0);
    expect(await recorded(batched)).toEqual(await recorded(single));
    expect((await recorded(batched))[0]).toMatchObject({ keptActorId: pusher.id, lostActorId: pusher.id });
    expect(await storage.repos.revisions.docAt(batched, 6)).toEqual(a.doc);
    // A stranger's edit and a reused mutation id are refused inside a batch too.
    const refused = await push(stranger.id, [
      {
        mutationId: randomUUID(),
        mapId: batched,
        seenRev: 6,
        ops: [{ type: 'set', field: 'title', value: 'No', prev: null, hlc: hlc(9, 's') }],
      },
      story(batched)[1]!,
    ]);
    expect(refused.response.results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await storage.repos.maps.getStored(batched))!.map.rev).toBe(6);
  });

  it('rolls a failed change back whole: no map, no seq taken, nothing announced', async () => {
    const owner = await user();
    const before = await storage.repos.maps.currentSeq();
    const id = randomUUID();
    const { announced, stop } = recordAnnouncements(storage);
    await expect(
      storage.change(async () => {
        await storage.repos.maps.create({ id, content: mapContent(), ownerId: owner.id });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    stop();
    expect(await storage.repos.maps.get(id)).toBeNull();
    expect(await storage.repos.maps.currentSeq()).toBe(before);
    expect(announced).toEqual([]);
  });

  it('hands out every change seq once, in commit order, to concurrent writers', async () => {
    const owner = await user();
    const before = await storage.repos.maps.currentSeq();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        storage.repos.maps.create({ content: mapContent({ title: `Concurrent ${i}` }), ownerId: owner.id }),
      ),
    );
    const seqs = await Promise.all(created.map((map) => storage.repos.maps.seqOf(map.id)));
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
    const rows = await storage.repos.maps.changedSince(owner.id, before, 100);
    expect(rows.map((row) => row.seq)).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('keeps feedback, analytics, AI history and chat sessions', async () => {
    const { feedback, analytics, history, chatSessions } = storage.repos;
    const submission = {
      type: 'bug' as const,
      title: 'Broken',
      description: 'It broke',
      source: 'dialog',
      url: '/learn',
      userAgent: 'test',
      timestamp: new Date().toISOString(),
    };
    const clientId = randomUUID();
    const stored = await feedback.add(submission, clientId);
    expect(stored.created).toBe(true);
    expect(await feedback.add(submission, clientId)).toEqual({ feedback: stored.feedback, created: false });
    expect((await feedback.list(1))[0]?.id).toBe(stored.feedback.id);

    const now = Date.now();
    const batch = [
      event({ type: 'page_view' }),
      event({ type: 'action', action: 'generate' }),
      event({ type: 'template_use', templateId: 'scrum-team' }),
    ];
    expect(await analytics.addEvents(batch, now)).toBe(3);
    expect(await analytics.addEvents(batch, now)).toBe(0);
    const since = now - 60_000;
    expect(await analytics.summary(since)).toMatchObject({ totalPageViews: 1, totalTemplateUses: 1 });
    expect(await analytics.pageViews(since)).toEqual([{ page: '/learn', count: 1 }]);
    expect(await analytics.templateStats(since)).toMatchObject([
      { templateId: 'scrum-team', uses: 1, views: 0 },
    ]);
    const exported = [];
    for await (const row of analytics.eventsSince(since)) exported.push(row.id);
    expect(exported.sort()).toEqual(batch.map((e) => e.id).sort());

    const entry = await history.add({
      type: 'generation',
      method: 'builtin',
      refinementType: null,
      title: 'Drafted',
      sessionId: null,
      spineMapId: 'map-1',
      originalSpineMapId: null,
      prompt: 'p',
      response: { ok: true },
    });
    const later = await history.add({
      ...entry,
      id: undefined,
      title: 'Drafted again',
      timestamp: entry.timestamp,
    });
    expect((await history.forMap('map-1')).map((e) => e.id)).toEqual([later.id, entry.id]);

    await chatSessions.create('chat-1', 'device-a', [{ role: 'assistant', content: 'Hello' }]);
    expect(await chatSessions.get('chat-1', 'device-a')).toMatchObject({ sessionId: 'chat-1' });
    expect(await chatSessions.get('chat-1', 'device-b')).toBe('foreign');
    expect(await chatSessions.get('chat-2', 'device-a')).toBeNull();
  });
});
