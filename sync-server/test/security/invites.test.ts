import { describe, expect, it } from 'vitest';
import type { MembersResponse } from '../../../shared/schemas/members';
import { invite, join, teamMap, testServers } from '../team';

// Issue 18, finding 4: an invite link used to bring back a member the owner had removed, or raise
// one the owner had demoted, for as long as the link worked. A link now counts only if it was
// issued after the owner's last removal or demotion of that person.

const start = testServers();

describe('finding 4: old invite links do not undo a removal or a demotion', () => {
  it('refuses a removed editor who rejoins with the link they used, but not a newer link', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const link = await invite(app, owner, map.id, 'editor');
    expect((await join(app, editor.cookie, link.token)).statusCode).toBe(200);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/spine-maps/${map.id}/members/${editor.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const rejoin = await join(app, editor.cookie, link.token);
    expect(rejoin.statusCode).toBe(403);
    expect(await app.repos.members.roleOf(map.id, editor.id)).toBeNull();

    // The same link still works for someone it was meant for, and a new link brings the editor back.
    const fresh = await invite(app, owner, map.id, 'editor');
    expect((await join(app, editor.cookie, fresh.token)).json()).toEqual({ mapId: map.id, role: 'editor' });
  });

  it('keeps a demoted editor a viewer when they use their old editor link', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app);
    const link = await invite(app, owner, map.id, 'editor');
    await join(app, editor.cookie, link.token);
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/api/spine-maps/${map.id}/members/${editor.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await join(app, editor.cookie, link.token)).statusCode).toBe(403);
    const members = await app.inject({
      url: `/api/spine-maps/${map.id}/members`,
      headers: { cookie: owner.cookie },
    });
    expect(members.json<MembersResponse>().members.find((m) => m.userId === editor.id)?.role).toBe('viewer');
  });
});
