import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '../../shared/schemas/live';
import type { PostgresBus } from '../src/live/pgBus';
import type { RoutePlugin } from '../src/validation';
import { createMap, mapContent, mutation, push, registerUser, uniqueEmail } from './accounts';
import { startTestServer, type TestServer } from './helpers';
import { closeSockets, open, type Client } from './liveClient';
import { testPostgresDatabase } from './postgres/database';
import { invite, join } from './team';

// The live channel across instances (issue 19): two real servers on one real PostgreSQL, each with
// its own sockets. Pokes travel by pg_notify at commit; presence by each instance's messages and
// heartbeats; rate limits by the shared `rate_limits` table.

const HEARTBEAT_MS = 300;

/** A route limited to 3 calls a minute, on both instances. */
const probe: RoutePlugin = (app) => {
  app.get('/probe/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, () => ({
    ok: true,
  }));
};

type Instance = TestServer & { host: string };

let database: Awaited<ReturnType<typeof testPostgresDatabase>>;
let a: Instance;
let b: Instance;

async function instance(): Promise<Instance> {
  const server = await startTestServer({
    env: { DATABASE_URL: database.url },
    live: { presenceHeartbeatMs: HEARTBEAT_MS, reconnectMs: 100 },
    extraRoutes: [probe],
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return { ...server, host: `127.0.0.1:${port}` };
}

beforeAll(async () => {
  database = await testPostgresDatabase();
  a = await instance();
  b = await instance();
}, 120_000);

afterEach(() => closeSockets());

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

let addresses = 0;

/**
 * An owner's map with an editor who joined by link, made through instance A. Each team registers
 * from its own address: registration is limited per address, and the limit is shared.
 */
async function team() {
  const address = `10.9.0.${(addresses += 1)}`;
  const owner = await registerUser(a.app, uniqueEmail(), 'correct horse', address);
  const editor = await registerUser(a.app, uniqueEmail(), 'correct horse', address);
  const map = await createMap(a.app, owner.cookie);
  const reply = await join(a.app, editor.cookie, (await invite(a.app, owner, map.id, 'editor')).token);
  if (reply.statusCode !== 200) throw new Error(`join failed: ${reply.statusCode} ${reply.body}`);
  return { owner, editor, map };
}

async function tab(on: Instance, cookie: string): Promise<Client> {
  const client = await open(on.host, { cookie });
  await client.next('hello');
  return client;
}

const changesOf = (client: Client, mapId: string) =>
  client.heard.filter((m) => m.type === 'changed' && m.mapId === mapId);

describe('the live channel on two instances sharing PostgreSQL', () => {
  it('pokes a socket on one instance when a push commits through the other', async () => {
    const { owner, editor, map } = await team();
    const editorTab = await tab(b, editor.cookie);
    const started = Date.now();
    await push(a.app, owner.cookie, [mutation(map.id, 1, { title: 'Through A' })]);
    const pushed = Date.now();
    const poke = await editorTab.next('changed', (m) => m.mapId === map.id, 10_000);
    console.info(
      `[liveInstances] push ${pushed - started} ms; poke on B ${Date.now() - pushed} ms after the reply`,
    );
    expect(poke).toMatchObject({ mapId: map.id, rev: 2, seq: await b.app.repos.maps.seqOf(map.id) });
  });

  it('pokes nobody for a write that rolled back', async () => {
    const { owner, editor, map } = await team();
    const editorTab = await tab(b, editor.cookie);
    await expect(
      a.app.storage.change(async () => {
        await a.app.repos.maps.replaceContent(map.id, mapContent({ title: 'Never' }), {
          actorId: owner.id,
          reason: 'test',
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A committed write after it: its poke is the first and only one this map gets.
    await push(a.app, owner.cookie, [mutation(map.id, 1, { title: 'Committed' })]);
    await editorTab.next('changed', (m) => m.mapId === map.id, 10_000);
    expect(changesOf(editorTab, map.id)).toHaveLength(1);
    expect((await b.app.repos.maps.get(map.id))?.title).toBe('Committed');
  });

  it('tells its sockets to resync after its listening connection drops, and hears again', async () => {
    const { owner, editor, map } = await team();
    const editorTab = await tab(b, editor.cookie);
    const bus = b.app.storage.bus as PostgresBus;
    const pid = bus.listenerPid();
    expect(pid).not.toBeNull();
    await a.app.db.prepare<[number]>('SELECT pg_terminate_backend(?)').get(pid ?? 0);
    await editorTab.next('resync', undefined, 15_000);
    expect(bus.listenerPid()).not.toBe(pid);
    await push(a.app, owner.cookie, [mutation(map.id, 1, { title: 'After the drop' })]);
    expect(await editorTab.next('changed', (m) => m.mapId === map.id, 10_000)).toMatchObject({ rev: 2 });
  });

  it('closes a session’s socket on one instance when it logs out through the other, and refuses the session there', async () => {
    const { editor } = await team();
    // Instance B found the session (and remembers it: sessionsRepository.ts).
    const editorTab = await tab(b, editor.cookie);
    const user = () => b.app.inject({ url: '/api/auth/user', headers: { cookie: editor.cookie } });
    expect((await user()).statusCode).toBe(200);
    const ended = new Promise<number>((resolve) => editorTab.socket.once('close', resolve));
    const reply = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: editor.cookie },
      remoteAddress: '10.9.1.1',
    });
    expect(reply.statusCode).toBe(204);
    expect(await ended).toBe(LIVE_CLOSE_CODES.sessionEnded);
    // B heard the logout (its socket closed): it no longer takes the session.
    expect((await user()).statusCode).toBe(401);
  });

  it('merges presence across instances and drops an instance after three missed heartbeats', async () => {
    const { owner, editor, map } = await team();
    const ownerTab = await tab(a, owner.cookie);
    const editorTab = await tab(b, editor.cookie);
    ownerTab.send({ type: 'open', mapId: map.id });
    editorTab.send({ type: 'open', mapId: map.id });
    const both = (m: { mapId: string; people: { userId: string }[] }) =>
      m.mapId === map.id &&
      [owner.id, editor.id].every((id) => m.people.some((person) => person.userId === id));
    await ownerTab.next('presence', both, 10_000);
    await editorTab.next('presence', both, 10_000);

    // An instance that says it has a viewer once, then never again (as if it crashed).
    const ghost = { connectionId: 'ghost-tab', userId: owner.id, name: 'ghost', level: null, since: 0 };
    await a.app.storage.bus.publish({
      type: 'presenceBeat',
      instanceId: 'ghost',
      maps: { [map.id]: [ghost] },
    });
    const withGhost = (m: { mapId: string; people: { connectionId: string }[] }) =>
      m.mapId === map.id && m.people.some((person) => person.connectionId === 'ghost-tab');
    await editorTab.next('presence', withGhost, 10_000);
    const shownAt = Date.now();
    const seenIndex = editorTab.heard.length;
    const gone = await waitFor(editorTab, seenIndex, (m) => m.mapId === map.id && !withGhost(m));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3 * HEARTBEAT_MS - 100);
    // The live instance kept beating all along: its viewer is still listed.
    expect(gone.people.map((person) => person.userId).sort()).toEqual([owner.id, editor.id].sort());
  });

  it('shows a share link read on one instance every write committed through the other, at once', async () => {
    const { owner, map } = await team();
    const read = () => b.app.inject({ url: `/api/spine-maps/share/${map.shareId}` });
    expect((await read()).json()).toMatchObject({ title: map.title });
    await push(a.app, owner.cookie, [mutation(map.id, 1, { title: 'Edited on A' })]);
    expect((await read()).json()).toMatchObject({ title: 'Edited on A' });
    await push(a.app, owner.cookie, [mutation(map.id, 2, { visibility: 'private' })]);
    expect((await read()).statusCode).toBe(403);
    await push(a.app, owner.cookie, [{ ...mutation(map.id, 3, {}), type: 'delete' }]);
    expect((await read()).statusCode).toBe(404);
  });

  it('shares rate-limit counts between instances', async () => {
    const statuses: number[] = [];
    for (const on of [a, a, b, b, a]) {
      statuses.push((await on.app.inject({ method: 'GET', url: '/api/probe/limited' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

/** The first presence message heard from index `from` on that matches. */
async function waitFor(
  client: Client,
  from: number,
  match: (message: { mapId: string; people: { connectionId: string; userId: string }[] }) => boolean,
) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = client.heard
      .slice(from)
      .find((m): m is Extract<typeof m, { type: 'presence' }> => m.type === 'presence' && match(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`presence never changed: ${JSON.stringify(client.heard)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
