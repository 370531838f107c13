import { randomUUID } from 'node:crypto';
import { nanoid } from 'nanoid';
import { createdInviteSchema } from '../shared/schemas/members';
import type { OpsMutation, PullResponseV2, PushResponse } from '../shared/schemas/sync';
import { emptyDoc } from '../shared/sync/applyOps';
import { stampEdit } from '../shared/sync/edits';
import { encodeHlc } from '../shared/sync/hlc';
import { addItemEdits } from '../shared/sync/itemEdits';
import type { CookieApi } from '../app/sync/testApi';
import { opsForContent } from '../sync-server/src/db/mapsRepository';
import { httpApi, isNetworkError } from './scaleHttp';
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
  /** The item this device added last and has not removed yet, with its text's clock. */
  own: { mapId: string; item: string; hlc: string } | null;
  clock: number;
  /** Problems seen while pulling (a cursor or a revision going back). */
  problems: string[];
}

const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function register(url: string, run: string, index: number): Promise<SimDevice> {
  const api = httpApi(url, { 'x-forwarded-for': address(index + 1) });
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
    own: null,
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

/**
 * A set-up call, sent again after a network error (a keep-alive connection the other side closed
 * as the request went out): pushes of new maps, new invites and joins are safe to repeat.
 */
async function again<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isNetworkError(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
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
    await again(() =>
      owner.api('/api/sync/push', { method: 'POST', body: { protocolVersion: 2, mutations: creates } }),
    );
    const mapIds = creates.map((mutation) => mutation.mapId);
    for (const mapId of mapIds) {
      const { token } = createdInviteSchema.parse(
        await again(() =>
          owner.api(`/api/spine-maps/${mapId}/invites`, { method: 'POST', body: { role: 'editor' } }),
        ),
      );
      for (const member of members.slice(1))
        await again(() => member.api('/api/invites/join', { method: 'POST', body: { token } }));
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

/**
 * A device's next edit: mostly adding an item and then removing it again (people editing their own
 * lines: no conflicts, and lists stay short), one in ten setting the map's context having seen the
 * value it last pulled (teammates' concurrent sets meet as conflicts, the per-mutation way).
 */
export function editOf(device: SimDevice, mapId: string): OpsMutation {
  const base = { mutationId: randomUUID(), seenRev: device.revs.get(mapId) ?? 0 };
  if (device.own) {
    const { mapId: ownMap, item, hlc } = device.own;
    device.own = null;
    return { ...base, mapId: ownMap, ops: [{ type: 'remove', item, seen: hlc, hlc: nextHlc(device) }] };
  }
  if (Math.random() < 0.1) {
    const prev = device.contextHlc.get(mapId) ?? null;
    const value = `Edited by device ${device.index} at ${Date.now()}`;
    return { ...base, mapId, ops: [{ type: 'set', field: 'context', value, prev, hlc: nextHlc(device) }] };
  }
  const doc = emptyDoc();
  const hlc = nextHlc(device);
  const [edit] = addItemEdits(doc, 'tools', nanoid(), `Tool of device ${device.index}`);
  const op = stampEdit(doc, edit!, hlc);
  if (op.type === 'add') device.own = { mapId, item: op.item, hlc };
  return { ...base, mapId, ops: [op] };
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
