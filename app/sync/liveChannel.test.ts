// @vitest-environment node
// The live channel against a real server on 127.0.0.1 with real `ws` sockets: two devices of one
// account, as in twoClients.test.ts. A change pushed by one device reaches the other through a
// poke and its own pull, the channel comes back after the server restarts, and presence flows.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH, type LiveServerMessage } from '../../shared/schemas/live';
import { createLiveChannel, type LiveChannel } from './liveChannel';
import { pokeNeedsPull, syncOnPoke } from './liveSync';
import { SAMPLE_MAP, syncTestbed, type TestDevice } from './syncTestbed';

const content = SAMPLE_MAP;

const { start: startServer, server, twoDevices: twoDevicesOf } = syncTestbed();
const credentials = { email: 'live-devices@example.com', password: 'correct horse battery' };

const FAST = { backoffBaseMs: 50, backoffMaxMs: 400, heartbeatMs: 8000 };

/** A channel for a device: pokes make it sync (as the scheduler would), every message is kept. */
function channelFor(dev: TestDevice, cookie: () => string) {
  const heard: LiveServerMessage[] = [];
  let rounds = 0;
  const live = createLiveChannel({
    connect: () => {
      const { port } = server().server.address() as AddressInfo;
      return new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, { headers: { cookie: cookie() } });
    },
    onMessage: (message) => {
      heard.push(message);
      void syncOnPoke(dev.database, message, () => {
        rounds += 1;
        void dev.sync.syncOnce();
      });
    },
    timing: FAST,
  });
  return { live, heard, rounds: () => rounds };
}

async function twoDevices() {
  const { a, b, id, apiA, apiB } = await twoDevicesOf(credentials);
  return { a, b, id, cookieA: () => apiA.cookie, cookieB: () => apiB.cookie };
}

const channels: LiveChannel[] = [];
function track<T extends { live: LiveChannel }>(made: T): T {
  channels.push(made.live);
  return made;
}

afterEach(() => {
  for (const live of channels.splice(0)) live.setWanted(false);
});

describe('live channel', () => {
  it("brings one device's pushed change to the other device within a second, with no polling", async () => {
    const { a, b, id, cookieB } = await twoDevices();
    const onB = track(channelFor(b, cookieB));
    onB.live.setWanted(true);
    await vi.waitFor(() => expect(onB.live.isConnected()).toBe(true));

    await a.store.updateMap(id, { values: [...content.values, 'Calm: no blame in reviews'] });
    const pushedAt = Date.now();
    await a.sync.syncOnce();
    await vi.waitFor(
      async () => expect((await b.database.maps.get(id))?.values).toContain('Calm: no blame in reviews'),
      { timeout: 1000, interval: 20 },
    );
    expect(Date.now() - pushedAt).toBeLessThan(1000);
    expect(onB.rounds()).toBe(1);
    // A's own revision is already on A: the same poke would not make A pull.
    const poke = onB.heard.find((m) => m.type === 'changed');
    expect(poke && (await pokeNeedsPull(a.database, poke))).toBe(false);
  });

  it('reconnects with backoff after the server restarts and catches up on what it missed', async () => {
    const { a, b, id, cookieB } = await twoDevices();
    const onB = track(channelFor(b, cookieB));
    onB.live.setWanted(true);
    await vi.waitFor(() => expect(onB.live.isConnected()).toBe(true));

    await server().close();
    await vi.waitFor(() => expect(onB.live.isConnected()).toBe(false));
    await startServer(); // same DATA_DIR, new port
    // A pushes before B is back: B never hears that poke, so B's hello must lead to a pull.
    await a.store.updateMap(id, { tools: [...content.tools, 'Slack'] });
    await a.sync.syncOnce();
    await vi.waitFor(() => expect(onB.live.isConnected()).toBe(true), { timeout: 5000 });
    const helloCount = onB.heard.filter((m) => m.type === 'hello').length;
    expect(helloCount).toBe(2);
    await b.sync.syncOnce(); // what liveSync does on a second hello (requestSyncSoon)
    expect((await b.database.maps.get(id))?.tools).toEqual([...content.tools, 'Slack']);
  });

  it('shares which level each open tab edits, and re-announces it after a reconnect', async () => {
    const { b, id, cookieA, cookieB } = await twoDevices();
    const onA = track(channelFor(b, cookieA));
    const onB = track(channelFor(b, cookieB));
    onA.live.openMap(id);
    onB.live.openMap(id);
    onB.live.focus(id, 'principles');
    onA.live.setWanted(true);
    onB.live.setWanted(true);
    const levelsSeenByA = () =>
      onA.heard
        .filter((m): m is Extract<LiveServerMessage, { type: 'presence' }> => m.type === 'presence')
        .at(-1)
        ?.people.map((p) => p.level);
    await vi.waitFor(() => expect(levelsSeenByA()?.sort()).toEqual([null, 'principles']));

    onB.live.focus(id, 'tools');
    await vi.waitFor(() => expect(levelsSeenByA()).toContain('tools'));

    await server().close();
    await vi.waitFor(() => expect(onA.live.isConnected() || onB.live.isConnected()).toBe(false));
    const heardBefore = onA.heard.length;
    await startServer();
    await vi.waitFor(
      () =>
        expect(onA.heard.slice(heardBefore).some((m) => m.type === 'presence' && m.people.length === 2)).toBe(
          true,
        ),
      { timeout: 5000 },
    );
    expect(levelsSeenByA()?.sort()).toEqual([null, 'tools']);
    onB.live.closeMap(id);
    await vi.waitFor(() => expect(levelsSeenByA()).toEqual([null]));
  });

  it('asks for one sync round when the server says pokes may have been lost (resync)', async () => {
    const { b } = await twoDevices();
    let rounds = 0;
    await syncOnPoke(b.database, { type: 'resync' }, () => (rounds += 1));
    expect(rounds).toBe(1);
  });

  it('closes its socket and stays away when no longer wanted', async () => {
    const { b, id, cookieA, cookieB } = await twoDevices();
    const onA = track(channelFor(b, cookieA));
    const onB = track(channelFor(b, cookieB));
    onA.live.openMap(id);
    onB.live.openMap(id);
    onA.live.setWanted(true);
    onB.live.setWanted(true);
    const peopleSeenByA = () => onA.heard.filter((m) => m.type === 'presence').at(-1);
    await vi.waitFor(() => expect(peopleSeenByA()).toMatchObject({ people: [{}, {}] }));

    onB.live.setWanted(false);
    expect(onB.live.isConnected()).toBe(false);
    await vi.waitFor(() => expect(peopleSeenByA()).toMatchObject({ people: [{}] }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onB.heard.filter((m) => m.type === 'hello')).toHaveLength(1);
  });
});
