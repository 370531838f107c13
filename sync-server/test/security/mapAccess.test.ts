import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MapHistory } from '../../../shared/schemas/mapHistory';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { createMap, hlcAt, mapContent, mutation, push, registerUser } from '../accounts';
import { teamMap, testServers } from '../team';

// Issue 18, findings 1, 2 and 8: who may change who sees a map, who may read it by id, and which
// ids a client may give a map. Each test reproduces the audit's attack through the real routes.

const start = testServers();

describe('finding 1: owner-only fields stay the owner’s, whatever path a change takes', () => {
  it('refuses an editor who restores a kept visibility conflict; the map stays out of the catalogue', async () => {
    const app = await start();
    const { owner, editor, map } = await teamMap(app, { visibility: 'private' });
    const now = Date.now();
    // The owner changes visibility on two devices at once: the later clock wins, the other is kept.
    await push(app, owner.cookie, [
      mutation(map.id, 1, { visibility: 'unlisted' }, { hlc: hlcAt(now + 2000, 'a') }),
    ]);
    const { body } = await push(app, owner.cookie, [
      mutation(map.id, 1, { visibility: 'public' }, { hlc: hlcAt(now + 1000, 'b') }),
    ]);
    expect(body?.results[0]?.status).toBe('merged');
    const history = await app.inject({
      method: 'GET',
      url: `/api/spine-maps/${map.id}/revisions`,
      headers: { cookie: editor.cookie },
    });
    const conflict = history.json<MapHistory>().conflicts.find((c) => c.field === 'visibility');
    expect(conflict?.lostValue).toBe('public');

    const restore = await app.inject({
      method: 'POST',
      url: `/api/spine-maps/${map.id}/restore`,
      headers: { cookie: editor.cookie },
      payload: { conflictId: conflict?.id },
    });
    expect(restore.statusCode).toBe(403);
    const catalogue = await app.inject({ method: 'GET', url: '/api/spine-maps' });
    expect(catalogue.json<SpineMap[]>().some((listed) => listed.id === map.id)).toBe(false);
    const current = await app.inject({
      method: 'GET',
      url: `/api/spine-maps/${map.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(current.json<SpineMap>().visibility).toBe('unlisted');

    // The owner may restore it: the rule is about who, not about restoring.
    const byOwner = await app.inject({
      method: 'POST',
      url: `/api/spine-maps/${map.id}/restore`,
      headers: { cookie: owner.cookie },
      payload: { conflictId: conflict?.id },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json<SpineMap>().visibility).toBe('public');
  });
});

describe('finding 2: renewing the share link ends access by id too', () => {
  it('answers 404 to a non-member who asks for an unlisted map by id, before and after rotation', async () => {
    const app = await start();
    const owner = await registerUser(app);
    const outsider = await registerUser(app);
    const map = await createMap(app, owner.cookie, { visibility: 'unlisted' });
    const shared = await app.inject({ method: 'GET', url: `/api/spine-maps/share/${map.shareId}` });
    const { id } = shared.json<SpineMap>();

    const rotated = await app.inject({
      method: 'POST',
      url: `/api/spine-maps/${map.id}/rotate-share`,
      headers: { cookie: owner.cookie },
    });
    const newShareId = rotated.json<SpineMap>().shareId;
    expect(newShareId).not.toBe(map.shareId);

    for (const cookie of [undefined, outsider.cookie]) {
      const headers = cookie ? { cookie } : {};
      const byId = await app.inject({ method: 'GET', url: `/api/spine-maps/${id}`, headers });
      expect(byId.statusCode).toBe(404);
      expect(byId.body).not.toContain(newShareId);
      const proposal = await app.inject({
        method: 'POST',
        url: '/api/propose-spine-map-refinement',
        headers,
        payload: { spineMapId: id, feedback: 'Tell me everything' },
      });
      expect(proposal.statusCode).toBe(404);
      const oldLink = await app.inject({
        method: 'GET',
        url: `/api/spine-maps/share/${map.shareId}`,
        headers,
      });
      expect(oldLink.statusCode).toBe(404);
    }
    // The new link and the owner still read it.
    expect((await app.inject({ method: 'GET', url: `/api/spine-maps/share/${newShareId}` })).statusCode).toBe(
      200,
    );
    const mine = await app.inject({
      method: 'GET',
      url: `/api/spine-maps/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(mine.statusCode).toBe(200);
  });
});

describe('finding 8: map ids are UUIDs (or the seeded examples’ kebab ids), nothing else', () => {
  it('refuses markup, paths, bidi controls, blanks and squatted example ids; none reaches the catalogue', async () => {
    const app = await start();
    const user = await registerUser(app);
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '../../admin',
      'abc\u202Eexe.txt',
      ' ',
      'future-example-map',
    ];
    for (const id of hostile) {
      const { reply } = await push(app, user.cookie, [
        mutation(id, 0, mapContent({ title: `Squat ${id}`, visibility: 'public' })),
      ]);
      expect(reply.statusCode, JSON.stringify(id)).toBe(400);
      const read = await app.inject({ method: 'GET', url: `/api/spine-maps/${encodeURIComponent(id)}` });
      // A kebab id is a valid name to ask for (the examples have them); it just names no map.
      expect(read.statusCode, JSON.stringify(id)).toBe(id === 'future-example-map' ? 404 : 400);
    }
    const catalogue = await app.inject({ method: 'GET', url: '/api/spine-maps?search=Squat' });
    expect(catalogue.json<SpineMap[]>()).toEqual([]);
    // A UUID still creates a map, and the seeded examples are still read by their kebab ids.
    const id = randomUUID();
    const { body } = await push(app, user.cookie, [mutation(id, 0, mapContent())]);
    expect(body?.results[0]?.status).toBe('applied');
    const example = await app.inject({ method: 'GET', url: '/api/spine-maps/learning-tdd' });
    expect(example.statusCode).toBe(200);
  });
});
