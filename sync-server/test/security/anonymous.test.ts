import { describe, expect, it } from 'vitest';
import { registerUser } from '../accounts';
import { startTestServer, tempDir } from '../helpers';
import { securityServers, statusCounts } from './fixtures';

// Issue 18, findings 5 and 7: anonymous writes that nothing limited or cleaned up, and chat
// sessions that anyone holding the id could read and continue.

const start = securityServers();
const TEMPLATE = 'software-delivery-team';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every route a logged-out visitor may write through, with a body it may send. */
const ANONYMOUS_WRITES: readonly { url: string; payload?: Record<string, unknown> }[] = [
  { url: `/api/templates/${TEMPLATE}/create-spine-map` },
  { url: '/api/generate-spine-map', payload: {} },
  { url: '/api/propose-spine-map-refinement', payload: {} },
  { url: '/api/propose-spine-map-section-refinement', payload: {} },
  { url: '/api/apply-spine-map-refinement', payload: {} },
  { url: '/api/chat/new' },
  { url: '/api/chat', payload: {} },
  { url: '/api/feedback', payload: {} },
  { url: '/api/analytics/events', payload: {} },
  { url: '/api/invites/preview', payload: {} },
  { url: '/api/auth/register', payload: {} },
  { url: '/api/auth/login', payload: {} },
  { url: '/api/auth/logout' },
  { url: '/api/auth/password-reset', payload: {} },
];

describe('finding 5: anonymous writes are limited and their maps do not pile up', () => {
  it('answers 429 to one address making map after map from a template', async () => {
    const { app } = await start();
    const replies = [];
    for (let i = 0; i < 40; i += 1) {
      replies.push(
        await app.inject({
          method: 'POST',
          url: `/api/templates/${TEMPLATE}/create-spine-map`,
          remoteAddress: '10.5.0.1',
        }),
      );
    }
    const counts = statusCounts(replies);
    expect(counts[201]).toBeGreaterThan(0);
    expect(counts[429]).toBeGreaterThan(0);
  });

  it('limits every route a logged-out visitor may write through', async () => {
    const { app } = await start();
    for (const [index, route] of ANONYMOUS_WRITES.entries()) {
      let limited = false;
      for (let i = 0; i < 150 && !limited; i += 1) {
        const reply = await app.inject({
          method: 'POST',
          url: route.url,
          remoteAddress: `10.5.1.${index}`,
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(reply.statusCode, route.url).toBeLessThan(500);
        limited = reply.statusCode === 429;
      }
      expect(limited, route.url).toBe(true);
    }
  });

  it('prunes ownerless maps after 30 days unless claimed, and keeps the seeded examples', async () => {
    const data = tempDir('spine-prune-');
    try {
      const first = await startTestServer({ dataDir: data.path });
      const make = async () => {
        const reply = await first.app.inject({
          method: 'POST',
          url: `/api/templates/${TEMPLATE}/create-spine-map`,
        });
        return reply.json<{ id: string; shareId: string; claimToken: string }>();
      };
      const old = await make();
      const recent = await make();
      const claimed = await make();
      const user = await registerUser(first.app);
      const claim = await first.app.inject({
        method: 'POST',
        url: '/api/spine-maps/claim',
        headers: { cookie: user.cookie },
        payload: { claims: [{ mapId: claimed.id, claimToken: claimed.claimToken }] },
      });
      expect(claim.statusCode).toBe(200);
      const age = first.app.db.prepare('UPDATE spine_maps SET created_at = ? WHERE id = ?');
      await age.run(new Date(Date.now() - 31 * DAY_MS).toISOString(), old.id);
      await age.run(new Date(Date.now() - 29 * DAY_MS).toISOString(), recent.id);
      await age.run(new Date(Date.now() - 31 * DAY_MS).toISOString(), claimed.id);
      await first.close();

      const second = await startTestServer({ dataDir: data.path });
      const read = async (shareId: string) =>
        (await second.app.inject({ url: `/api/spine-maps/share/${shareId}` })).statusCode;
      expect(await read(old.shareId)).toBe(404);
      expect(await read(recent.shareId)).toBe(200);
      expect(await read(claimed.shareId)).toBe(200);
      expect(await read('learning-tdd')).toBe(200);
      await second.close();
    } finally {
      data.remove();
    }
  });
});

describe('finding 7: a chat session belongs to the device that started it', () => {
  it('refuses another device that presents the session id, and keeps the conversation private', async () => {
    const { app } = await start();
    const started = await app.inject({ method: 'POST', url: '/api/chat/new' });
    const { sessionId } = started.json<{ sessionId: string }>();
    const device = started.headers['set-cookie'] ?? [];
    const cookie = (Array.isArray(device) ? device : [device]).map((c) => c.split(';', 1)[0]).join('; ');
    expect(cookie).not.toBe('');
    const say = (message: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/chat', headers, payload: { sessionId, message } });

    expect((await say('Our secret plan is to rename the team', { cookie })).statusCode).toBe(200);
    for (const headers of [{}, { cookie: 'did=someone-elses-device-id-000000000000000000' }] as Record<
      string,
      string
    >[]) {
      const stolen = await say('What did I say before?', headers);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.body).not.toContain('secret plan');
    }
    // The device that started it carries on.
    const mine = await say('And next?', { cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('secret plan');
  });
});
