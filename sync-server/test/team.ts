import { afterEach } from 'vitest';
import type { CreatedInvite, InviteRole } from '../../shared/schemas/members';
import type { SpineMap } from '../../shared/schemas/spineMap';
import type { App } from '../src/app';
import { createMap, registerUser } from './accounts';
import { startTestServer, type TestServer } from './helpers';

// Helpers for the team tests: invite links and joins through the real routes.

/** A `start()` for a file's tests: a fresh server each call, all closed after each test. */
export function testServers(): () => Promise<App> {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return async () => {
    const server = await startTestServer();
    servers.push(server);
    return server.app;
  };
}

/** A registered account: id, email and session cookie. */
export type Account = Awaited<ReturnType<typeof registerUser>>;

/** POSTs an invite link for `role` as `cookie`. */
export function createInvite(app: App, cookie: string, mapId: string, role: InviteRole) {
  return app.inject({
    method: 'POST',
    url: `/api/spine-maps/${mapId}/invites`,
    headers: { cookie },
    payload: { role },
  });
}

/** Makes an invite link as the owner and returns it (fails the test when refused). */
export async function invite(
  app: App,
  owner: Account,
  mapId: string,
  role: InviteRole,
): Promise<CreatedInvite> {
  const reply = await createInvite(app, owner.cookie, mapId, role);
  if (reply.statusCode !== 201) throw new Error(`invite failed: ${reply.statusCode} ${reply.body}`);
  return reply.json<CreatedInvite>();
}

/** POSTs a join with `token` as `cookie` (no cookie: logged out). */
export function join(app: App, cookie: string | undefined, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/invites/join',
    headers: cookie ? { cookie } : {},
    payload: { token },
  });
}

/** An owner's map with an editor and a viewer who joined by link. */
export async function teamMap(app: App, overrides: Record<string, unknown> = {}) {
  const owner = await registerUser(app);
  const editor = await registerUser(app);
  const viewer = await registerUser(app);
  const map: SpineMap = await createMap(app, owner.cookie, overrides);
  for (const [account, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    const reply = await join(app, account.cookie, (await invite(app, owner, map.id, role)).token);
    if (reply.statusCode !== 200) throw new Error(`join failed: ${reply.statusCode} ${reply.body}`);
  }
  return { owner, editor, viewer, map };
}
