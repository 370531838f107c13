import { describe, expect, it } from 'vitest';
import type { CreatedInvite, Member, MembersResponse } from '../../shared/schemas/members';
import { hashToken } from '../src/db/tokens';
import { JOIN_RATE_LIMIT, MEMBER_ERRORS, PREVIEW_RATE_LIMIT } from '../src/routes/members';
import { createMap, mutation, push, registerUser } from './accounts';
import { createInvite, invite, join, teamMap, testServers, type Account } from './team';

const start = testServers();

type App = Awaited<ReturnType<typeof start>>;

const members = (app: App, account: Account | undefined, mapId: string) =>
  app.inject({ url: `/api/spine-maps/${mapId}/members`, headers: account ? { cookie: account.cookie } : {} });

const setRole = (app: App, account: Account, mapId: string, userId: string, role: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/spine-maps/${mapId}/members/${userId}`,
    headers: { cookie: account.cookie },
    payload: { role },
  });

const removeMember = (app: App, account: Account, mapId: string, userId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/spine-maps/${mapId}/members/${userId}`,
    headers: { cookie: account.cookie },
  });

const preview = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/invites/preview', payload: { token } });

describe('invite links', () => {
  it('gives the owner a 256-bit secret once, stores only its hash, and lists the link without it', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    const created = await invite(app, owner, map.id, 'editor');
    expect(created.token).toMatch(/^[\w-]{43}$/);
    expect(created.invite).toMatchObject({ role: 'editor' });
    const stored = await app.db.prepare('SELECT token_hash FROM map_invites').pluck().all();
    expect(stored).toEqual([hashToken(created.token)]);

    const listed = await members(app, owner, map.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<MembersResponse>().invites).toEqual([created.invite]);
    expect(listed.body).not.toContain(created.token);
  });

  it('lets only the owner make links, for editor or viewer, naming a bad role', async () => {
    const app = await start();
    const { owner, editor, viewer, map } = await teamMap(app);
    for (const account of [editor, viewer]) {
      const refused = await createInvite(app, account.cookie, map.id, 'viewer');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Access denied' });
    }
    const owned = await createInvite(app, owner.cookie, map.id, 'owner' as 'editor');
    expect(owned.statusCode).toBe(400);
    expect(owned.json()).toMatchObject({ message: 'Invalid request: body.role' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/spine-maps/${map.id}/invites`,
          payload: { role: 'viewer' },
        })
      ).statusCode,
    ).toBe(401);
    const unknown = await createInvite(app, owner.cookie, 'no-such-map', 'viewer');
    expect(unknown.statusCode).toBe(404);
  });

  it('joins a logged-in user with the link’s role; the preview says what the link leads to', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const map = await createMap(app, owner.cookie, { title: 'Platform team' });
    const { token } = await invite(app, owner, map.id, 'editor');

    const seen = await preview(app, token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ mapId: map.id, title: 'Platform team', role: 'editor' });

    expect((await join(app, undefined, token)).statusCode).toBe(401);
    const guest = await registerUser(app);
    const joined = await join(app, guest.cookie, token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ mapId: map.id, role: 'editor' });
    expect(await app.repos.members.roleOf(map.id, guest.id)).toBe('editor');
  });

  it('keeps the higher role when someone joins again, and the owner joining their own link changes nothing', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const guest = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    const asViewer = await invite(app, owner, map.id, 'viewer');
    const asEditor = await invite(app, owner, map.id, 'editor');

    expect((await join(app, guest.cookie, asEditor.token)).json()).toMatchObject({ role: 'editor' });
    expect((await join(app, guest.cookie, asViewer.token)).json()).toMatchObject({ role: 'editor' });
    expect((await join(app, owner.cookie, asViewer.token)).json()).toMatchObject({ role: 'owner' });
    expect(await app.repos.members.roleOf(map.id, owner.id)).toBe('owner');
    expect(await app.repos.members.userIds(map.id)).toEqual([owner.id, guest.id]);
  });

  it('upgrades a viewer who opens an editor link', async () => {
    const app = await start();
    const { owner, viewer, map } = await teamMap(app);
    const { token } = await invite(app, owner, map.id, 'editor');
    expect((await join(app, viewer.cookie, token)).json()).toMatchObject({ role: 'editor' });
  });

  it('refuses revoked, rotated, forged and unknown links with one clear message and no membership', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const guest = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    const revoked = await invite(app, owner, map.id, 'editor');
    const rotated = await invite(app, owner, map.id, 'viewer');

    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/spine-maps/${map.id}/invites/${revoked.invite.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(204);
    const rotate = await app.inject({
      method: 'POST',
      url: `/api/spine-maps/${map.id}/invites/${rotated.invite.id}/rotate`,
      headers: { cookie: owner.cookie },
    });
    expect(rotate.statusCode).toBe(200);
    const fresh = rotate.json<CreatedInvite>();
    expect(fresh.invite.id).toBe(rotated.invite.id);
    expect(fresh.token).not.toBe(rotated.token);

    const forged = `${revoked.token.slice(0, -4)}AAAA`;
    for (const token of [revoked.token, rotated.token, forged, 'x'.repeat(43)]) {
      for (const reply of [await join(app, guest.cookie, token), await preview(app, token)]) {
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toMatchObject({ message: MEMBER_ERRORS.badInvite });
      }
    }
    expect(await app.repos.members.roleOf(map.id, guest.id)).toBeNull();
    const listed = (await members(app, owner, map.id)).json<MembersResponse>();
    expect(listed.invites?.map((link) => link.id)).toEqual([rotated.invite.id]);

    expect((await join(app, guest.cookie, fresh.token)).json()).toMatchObject({ role: 'viewer' });
  });

  it('names a malformed token as a bad field', async () => {
    const app = await start();
    const guest = await registerUser(app);
    const reply = await join(app, guest.cookie, 'short');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'Invalid request: body.token' });
    expect((await preview(app, 'not a token!')).json()).toMatchObject({
      message: 'Invalid request: body.token',
    });
  });

  it('refuses links of a deleted map', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const guest = await registerUser(app);
    const map = await createMap(app, owner.cookie);
    const { token } = await invite(app, owner, map.id, 'editor');
    await push(app, owner.cookie, [mutation(map.id, 1, {}, { type: 'delete' })]);
    expect((await join(app, guest.cookie, token)).statusCode).toBe(404);
  });

  it('only lets the owner revoke or rotate, and answers 404 for someone else’s link', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const other = await createMap(app, owner.cookie);
    const link = await invite(app, owner, map.id, 'viewer');
    const asEditor = await app.inject({
      method: 'DELETE',
      url: `/api/spine-maps/${map.id}/invites/${link.invite.id}`,
      headers: { cookie: editor.cookie },
    });
    expect(asEditor.statusCode).toBe(403);
    const wrongMap = await app.inject({
      method: 'POST',
      url: `/api/spine-maps/${other.id}/invites/${link.invite.id}/rotate`,
      headers: { cookie: owner.cookie },
    });
    expect(wrongMap.statusCode).toBe(404);
    expect(wrongMap.json()).toMatchObject({ message: MEMBER_ERRORS.inviteNotFound });
  });
});

describe('rate limits', () => {
  it('answers 429 after too many join attempts by one account', async () => {
    const app = await start();
    const guest = await registerUser(app);
    const statuses: number[] = [];
    for (let i = 0; i <= JOIN_RATE_LIMIT.max; i += 1) {
      statuses.push((await join(app, guest.cookie, 'y'.repeat(43))).statusCode);
    }
    expect(statuses.slice(0, JOIN_RATE_LIMIT.max).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another account is not held up by the first one's attempts.
    const other = await registerUser(app);
    expect((await join(app, other.cookie, 'y'.repeat(43))).statusCode).toBe(404);
  });

  it('answers 429 after too many previews from one address', async () => {
    const app = await start();
    let last = 0;
    for (let i = 0; i <= PREVIEW_RATE_LIMIT.max; i += 1)
      last = (await preview(app, 'z'.repeat(43))).statusCode;
    expect(last).toBe(429);
  });
});

describe('members and roles', () => {
  it('shows every member names and roles, but the links only to the owner, and nothing to others', async () => {
    const app = await start();
    const { owner, editor, viewer, map } = await teamMap(app);
    const expected = [
      { userId: owner.id, name: owner.email.split('@')[0], role: 'owner' },
      { userId: editor.id, name: editor.email.split('@')[0], role: 'editor' },
      { userId: viewer.id, name: viewer.email.split('@')[0], role: 'viewer' },
    ];
    const asOwner = (await members(app, owner, map.id)).json<MembersResponse>();
    expect(asOwner.role).toBe('owner');
    expect(asOwner.members).toMatchObject(expected);
    expect(asOwner.invites).toHaveLength(2);
    for (const [account, role] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const seen = (await members(app, account, map.id)).json<MembersResponse>();
      expect(seen).toMatchObject({ role, members: expected });
      expect(seen.invites).toBeUndefined();
    }
    // Names, never whole addresses.
    expect((await members(app, viewer, map.id)).body).not.toContain('@');
    const stranger = await registerUser(app);
    // An unlisted map is not even confirmed by its id to a stranger (issue 18).
    expect((await members(app, stranger, map.id)).statusCode).toBe(404);
    expect((await members(app, undefined, map.id)).statusCode).toBe(401);
  });

  it('lets the owner change roles; anyone else gets 403; the owner’s own role stays', async () => {
    const app = await start();
    const { owner, editor, viewer, map } = await teamMap(app);
    const promoted = await setRole(app, owner, map.id, viewer.id, 'editor');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<Member>()).toMatchObject({ userId: viewer.id, role: 'editor' });

    for (const account of [editor, viewer]) {
      const refused = await setRole(app, account, map.id, editor.id, 'viewer');
      expect(refused.statusCode).toBe(403);
    }
    expect(await app.repos.members.roleOf(map.id, editor.id)).toBe('editor');

    const badRole = await setRole(app, owner, map.id, editor.id, 'owner');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({ message: 'Invalid request: body.role' });
    const demoteOwner = await setRole(app, owner, map.id, owner.id, 'viewer');
    expect(demoteOwner.statusCode).toBe(409);
    expect(demoteOwner.json()).toMatchObject({ message: MEMBER_ERRORS.ownerRole });
    const stranger = await registerUser(app);
    const notMember = await setRole(app, owner, map.id, stranger.id, 'viewer');
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({ message: MEMBER_ERRORS.notMember });
  });

  it('lets the owner remove members and any other member leave, but not the owner', async () => {
    const app = await start();
    const { owner, editor, viewer, map } = await teamMap(app);
    expect((await removeMember(app, editor, map.id, viewer.id)).statusCode).toBe(403);
    expect((await removeMember(app, owner, map.id, editor.id)).statusCode).toBe(204);
    expect(await app.repos.members.roleOf(map.id, editor.id)).toBeNull();
    expect((await removeMember(app, owner, map.id, editor.id)).statusCode).toBe(404);

    expect((await removeMember(app, viewer, map.id, viewer.id)).statusCode).toBe(204);
    expect(await app.repos.members.userIds(map.id)).toEqual([owner.id]);

    const ownerLeaves = await removeMember(app, owner, map.id, owner.id);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json()).toMatchObject({ message: MEMBER_ERRORS.ownerLeaves });
    // A removed member is a stranger again: no member list, no way back without a link.
    expect((await members(app, editor, map.id)).statusCode).toBe(404);
  });

  it('records removals with a change seq, and forgets them when the member joins again', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const before = await app.repos.maps.currentSeq();
    await removeMember(app, owner, map.id, editor.id);
    const removals = async () => await app.db.prepare('SELECT map_id, user_id, seq FROM map_removals').all();
    expect(await removals()).toEqual([{ map_id: map.id, user_id: editor.id, seq: before + 1 }]);
    await join(app, editor.cookie, (await invite(app, owner, map.id, 'viewer')).token);
    expect(await removals()).toEqual([]);
    expect(await app.repos.members.roleOf(map.id, editor.id)).toBe('viewer');
  });
});
