import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '../../shared/schemas/live';
import type { InviteRole } from '../../shared/schemas/members';
import { createMap, mutation, push, registerUser } from './accounts';
import { startTestServer, type TestServer } from './helpers';
import { closeSockets, open, type Client } from './liveClient';

// GET /api/live through a listening server and real `ws` clients: who may connect, who hears
// which pokes after a real push, and presence between members.

const servers: TestServer[] = [];
afterEach(async () => {
  closeSockets();
  for (const server of servers.splice(0)) await server.close();
});

async function listening() {
  const server = await startTestServer();
  servers.push(server);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return { ...server, host: `127.0.0.1:${port}` };
}

/** Through the repository, as the invite route does: the live hub hears of the new member. */
async function addMember(server: TestServer, mapId: string, userId: string, role: InviteRole): Promise<void> {
  await server.app.repos.members.join(mapId, userId, role, userId);
}

const closed = (client: Client) =>
  new Promise<{ code: number }>((resolve) => client.socket.once('close', (code) => resolve({ code })));

describe('GET /api/live', () => {
  it('refuses a logged-out upgrade with 401 and a cross-site one with 403', async () => {
    const server = await listening();
    const user = await registerUser(server.app);
    await expect(open(server.host, {})).rejects.toThrow('HTTP 401');
    await expect(open(server.host, { cookie: user.cookie, origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    const ok = await open(server.host, { cookie: user.cookie, origin: `http://${server.host}` });
    expect((await ok.next('hello')).protocolVersion).toBe(1);
  });

  it("pokes every member's sockets after a push through the sync route, never non-members", async () => {
    const server = await listening();
    const owner = await registerUser(server.app);
    const editor = await registerUser(server.app);
    const stranger = await registerUser(server.app);
    const map = await createMap(server.app, owner.cookie);
    await addMember(server, map.id, editor.id, 'editor');
    const ownerTab = await open(server.host, { cookie: owner.cookie });
    const editorTab = await open(server.host, { cookie: editor.cookie });
    const strangerTab = await open(server.host, { cookie: stranger.cookie });
    await Promise.all([ownerTab, editorTab, strangerTab].map((tab) => tab.next('hello')));

    const { body } = await push(server.app, owner.cookie, [mutation(map.id, 1, { title: 'Renamed' })]);
    expect(body?.results[0]?.status).toBe('applied');
    for (const tab of [ownerTab, editorTab]) {
      expect(await tab.next('changed')).toEqual({ type: 'changed', mapId: map.id, rev: 2, seq: body?.seq });
    }
    // A rejected push (a stale base far ahead) pokes nobody.
    await push(server.app, owner.cookie, [mutation(map.id, 99, { title: 'Nope' })]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(strangerTab.heard.map((m) => m.type)).toEqual(['hello']);
    expect(editorTab.heard.filter((m) => m.type === 'changed')).toHaveLength(1);
  });

  it('pokes whoever joined since the map’s members were last read, and not whoever left', async () => {
    const server = await listening();
    const owner = await registerUser(server.app);
    const editor = await registerUser(server.app);
    const map = await createMap(server.app, owner.cookie);
    const ownerTab = await open(server.host, { cookie: owner.cookie });
    const editorTab = await open(server.host, { cookie: editor.cookie });
    await Promise.all([ownerTab, editorTab].map((tab) => tab.next('hello')));
    const renamed = async (title: string, rev: number) => {
      const { body } = await push(server.app, owner.cookie, [mutation(map.id, rev - 1, { title })]);
      expect(body?.results[0]?.status).toBe('applied');
      return ownerTab.next('changed', (m) => m.rev === rev);
    };

    await renamed('Before joining', 2);
    await server.app.repos.members.join(map.id, editor.id, 'editor', owner.id);
    expect(await editorTab.next('membership')).toEqual({
      type: 'membership',
      mapId: map.id,
      change: 'added',
    });
    await renamed('After joining', 3);
    expect(await editorTab.next('changed')).toEqual(expect.objectContaining({ mapId: map.id, rev: 3 }));

    await server.app.repos.members.remove(map.id, editor.id);
    await editorTab.next('membership', (m) => m.change === 'removed');
    await renamed('After leaving', 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(editorTab.heard.filter((m) => m.type === 'changed').map((m) => m.rev)).toEqual([3]);
  });

  it('shares presence between members who have the map open and drops a closed socket at once', async () => {
    const server = await listening();
    const owner = await registerUser(server.app, 'ana.lopez@example.com');
    const editor = await registerUser(server.app, 'ben@example.com');
    const map = await createMap(server.app, owner.cookie);
    await addMember(server, map.id, editor.id, 'editor');
    const ana = await open(server.host, { cookie: owner.cookie });
    const ben = await open(server.host, { cookie: editor.cookie });
    const benId = (await ben.next('hello')).connectionId;
    ana.send({ type: 'open', mapId: map.id });
    ben.send({ type: 'open', mapId: map.id });
    ben.send({ type: 'focus', mapId: map.id, level: 'values' });
    const seen = await ana.next('presence', (m) => m.people.some((p) => p.level === 'values'));
    expect(seen.people).toEqual([
      expect.objectContaining({ userId: owner.id, name: 'ana.lopez', level: null }),
      { connectionId: benId, userId: editor.id, name: 'ben', level: 'values' },
    ]);
    ben.socket.close();
    const after = await ana.next('presence', (m) => m.people.length === 1);
    expect(after.people[0]?.userId).toBe(owner.id);
  });

  it('tells a removed member and stops poking them about that map', async () => {
    const server = await listening();
    const owner = await registerUser(server.app);
    const editor = await registerUser(server.app);
    const map = await createMap(server.app, owner.cookie);
    await addMember(server, map.id, editor.id, 'editor');
    const ben = await open(server.host, { cookie: editor.cookie });
    await ben.next('hello');
    await server.app.db
      .prepare('DELETE FROM map_members WHERE map_id = ? AND user_id = ?')
      .run(map.id, editor.id);
    server.app.mapEvents.emit('membership', { mapId: map.id, userId: editor.id, change: 'removed' });
    expect(await ben.next('membership')).toEqual({ type: 'membership', mapId: map.id, change: 'removed' });
    await push(server.app, owner.cookie, [mutation(map.id, 1, { title: 'After removal' })]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ben.heard.some((m) => m.type === 'changed')).toBe(false);
  });

  it('survives garbage and binary frames, and closes a flooding socket with its code', async () => {
    const server = await listening();
    const user = await registerUser(server.app);
    const map = await createMap(server.app, user.cookie);
    const tab = await open(server.host, { cookie: user.cookie });
    await tab.next('hello');
    tab.socket.send('{not json');
    tab.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    tab.send({ type: 'open', mapId: map.id });
    expect((await tab.next('presence')).people).toHaveLength(1);

    const flood = await open(server.host, { cookie: user.cookie });
    const ended = closed(flood);
    for (let i = 0; i < 100; i += 1) flood.send({ type: 'heartbeat' });
    expect((await ended).code).toBe(LIVE_CLOSE_CODES.tooManyMessages);
    // The server still serves everyone else.
    const again = await open(server.host, { cookie: user.cookie });
    await again.next('hello');
  });

  it('closes its sockets when the server shuts down, without hanging', async () => {
    const server = await listening();
    const user = await registerUser(server.app);
    const tab = await open(server.host, { cookie: user.cookie });
    await tab.next('hello');
    const ended = closed(tab);
    const started = Date.now();
    await server.app.close();
    expect((await ended).code).toBe(LIVE_CLOSE_CODES.shuttingDown);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
