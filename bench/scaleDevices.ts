import { randomUUID } from 'node:crypto';
import { createdInviteSchema } from '../shared/schemas/members';
import type { OpsMutation, PullResponseV2, PushResponse } from '../shared/schemas/sync';
import { encodeHlc } from '../shared/sync/hlc';
import { cookieApi, type CookieApi } from '../app/sync/testApi';
import { opsForContent } from '../sync-server/src/db/mapsRepository';
import { benchContent } from './sync';

// The simulated devices of `npm run bench:scale`: one account per device, teams of TEAM_SIZE
// sharing MAPS_PER_TEAM maps (the first member owns them and invites the others as editors), each
// device from a client address of its own (rate limits are per address behind TRUST_PROXY).

export const TEAM_SIZE = 5;
export const MAPS_PER_TEAM = 2;

/** One simulated device: its session, its team's maps, its pull cursor and what it pulled. */
export interface SimDevice {
  index: number;
  api: CookieApi;
  mapIds: string[];
  cursor: number;
  /** The latest revision pulled of each map, and the clock of its `context` register. */
  revs: Map<string, number>;
  contextHlc: Map<string, string | null>;
  clock: number;
  /** Problems seen while pulling (a cursor or a revision going back). */
  problems: string[];
}

const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function register(url: string, run: string, index: number): Promise<SimDevice> {
  const api = cookieApi(() => url, { 'x-forwarded-for': address(index + 1) });
  await api('/api/auth/register', {
    method: 'POST',
    body: { email: `scale-${run}-${index}@example.com`, password: 'bench scale password' },
  });
  return {
    index,
    api,
    mapIds: [],
    cursor: 0,
    revs: new Map(),
    contextHlc: new Map(),
    clock: 0,
    problems: [],
  };
}

/** A clock of this device's, later than its previous one. */
export function nextHlc(device: SimDevice): string {
  device.clock += 1;
  return encodeHlc({ ms: Date.now(), counter: device.clock % 1_000_000, node: `d${device.index}` });
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function inParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[(next += 1) - 1]!);
    }),
  );
}

/** Registers `count` devices in teams; owners create the maps and members join by invite link. */
export async function setUpDevices(url: string, count: number): Promise<SimDevice[]> {
  const run = randomUUID().slice(0, 8);
  const devices: SimDevice[] = [];
  await inParallel(
    Array.from({ length: count }, (_, index) => index),
    16,
    async (index) => void (devices[index] = await register(url, run, index)),
  );
  const teams = Array.from({ length: Math.ceil(count / TEAM_SIZE) }, (_, team) =>
    devices.slice(team * TEAM_SIZE, (team + 1) * TEAM_SIZE),
  );
  await inParallel(teams, 8, async (members) => {
    const owner = members[0]!;
    const creates: OpsMutation[] = Array.from({ length: MAPS_PER_TEAM }, (_, m) => ({
      mutationId: randomUUID(),
      mapId: randomUUID(),
      seenRev: 0,
      ops: opsForContent(benchContent(owner.index * MAPS_PER_TEAM + m), nextHlc(owner)),
    }));
    await owner.api('/api/sync/push', { method: 'POST', body: { protocolVersion: 2, mutations: creates } });
    const mapIds = creates.map((mutation) => mutation.mapId);
    for (const mapId of mapIds) {
      const { token } = createdInviteSchema.parse(
        await owner.api(`/api/spine-maps/${mapId}/invites`, { method: 'POST', body: { role: 'editor' } }),
      );
      for (const member of members.slice(1))
        await member.api('/api/invites/join', { method: 'POST', body: { token } });
    }
    for (const member of members) member.mapIds = mapIds;
  });
  return devices;
}

/** Pulls from the device's cursor until nothing more waits; returns each page's latency in ms. */
export async function pullAll(device: SimDevice): Promise<number[]> {
  const latencies: number[] = [];
  for (;;) {
    const started = performance.now();
    const page = (await device.api(`/api/sync/pull?since=${device.cursor}&limit=200&v=2`)) as PullResponseV2;
    latencies.push(performance.now() - started);
    if (page.seq < device.cursor)
      device.problems.push(`cursor went back from ${device.cursor} to ${page.seq}`);
    for (const map of page.maps) {
      if (map.rev < (device.revs.get(map.id) ?? 0))
        device.problems.push(`map ${map.id} went back to rev ${map.rev}`);
      device.revs.set(map.id, map.rev);
      device.contextHlc.set(map.id, map.doc.fields.context?.hlc ?? null);
    }
    device.cursor = Math.max(device.cursor, page.seq);
    if (!page.hasMore) return latencies;
  }
}

/** A mutation that sets the map's context, having seen the value the device last pulled. */
export function editOf(device: SimDevice, mapId: string): OpsMutation {
  return {
    mutationId: randomUUID(),
    mapId,
    seenRev: device.revs.get(mapId) ?? 0,
    ops: [
      {
        type: 'set',
        field: 'context',
        value: `Edited by device ${device.index} at ${Date.now()}`,
        prev: device.contextHlc.get(mapId) ?? null,
        hlc: nextHlc(device),
      },
    ],
  };
}

/** Pushes `mutations`; the reply and the latency in ms. */
export async function push(
  device: SimDevice,
  mutations: OpsMutation[],
): Promise<{ reply: PushResponse; ms: number }> {
  const started = performance.now();
  const reply = (await device.api('/api/sync/push', {
    method: 'POST',
    body: { protocolVersion: 2, mutations },
  })) as PushResponse;
  return { reply, ms: performance.now() - started };
}
