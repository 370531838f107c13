import { nanoid } from 'nanoid';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { LIVE_PATH, liveServerMessageSchema } from '../shared/schemas/live';
import type { PushResponse } from '../shared/schemas/sync';
import { emptyDoc } from '../shared/sync/applyOps';
import { stampEdit } from '../shared/sync/edits';
import { addItemEdits } from '../shared/sync/itemEdits';
import { nextHlc, TEAM_SIZE, type SimDevice } from './scaleDevices';

// Poke latency across instances for `npm run bench:scale`, measured while the load runs: a
// teammate's live socket on one instance, a push straight to another instance, and the time from
// the push's reply to the socket hearing `changed` for that revision (PostgreSQL NOTIFY between
// instances, then the hub's fan-out). With one instance both are on it: the in-process baseline.

const PROBE_TIMEOUT_MS = 30_000;

/** A live socket that resolves `waitFor` when it hears a change of `mapId` at `rev` or later. */
function listen(url: string, device: SimDevice) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    headers: { cookie: device.api.cookie, 'x-forwarded-for': `10.255.0.${device.index % 250}` },
  });
  const heard: { mapId: string; rev: number; at: number }[] = [];
  let wake: (() => void) | null = null;
  socket.on('message', (data) => {
    const message = liveServerMessageSchema.safeParse(JSON.parse((data as Buffer).toString('utf8')));
    if (message.success && message.data.type === 'changed') {
      heard.push({ mapId: message.data.mapId, rev: message.data.rev, at: performance.now() });
      wake?.();
    }
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve()); // `hello`: the server has registered the socket
    socket.once('error', reject);
  });
  return {
    opened,
    async waitFor(mapId: string, rev: number): Promise<number> {
      const deadline = performance.now() + PROBE_TIMEOUT_MS;
      for (;;) {
        const found = heard.find((change) => change.mapId === mapId && change.rev >= rev);
        if (found) return found.at;
        if (performance.now() > deadline) throw new Error(`no poke for ${mapId} rev ${rev}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => socket.terminate(),
  };
}

/** Adds an item to `mapId` as `device` through `url`; the applied revision and when the reply came. */
async function pushTo(url: string, device: SimDevice, mapId: string) {
  const doc = emptyDoc();
  const [edit] = addItemEdits(doc, 'tools', nanoid(), `Probe of device ${device.index}`);
  const op = stampEdit(doc, edit!, nextHlc(device));
  const reply = await fetch(`${url}/api/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: device.api.cookie },
    body: JSON.stringify({
      protocolVersion: 2,
      mutations: [{ mutationId: crypto.randomUUID(), mapId, seenRev: 0, ops: [op] }],
    }),
  });
  const repliedAt = performance.now();
  if (!reply.ok) throw new Error(`probe push failed: ${reply.status}`);
  const result = ((await reply.json()) as PushResponse).results[0];
  if (result?.status !== 'applied') throw new Error(`probe push was ${result?.status}`);
  return { rev: result.rev, repliedAt };
}

/**
 * `count` probes spread over `seconds`: each takes a team, puts its second member's socket on
 * instance k and pushes as its owner to instance k+1; `applied` hears of each revision it adds.
 * Returns ms from push reply to poke.
 */
export async function probePokes(
  instanceUrls: string[],
  devices: SimDevice[],
  count: number,
  seconds: number,
  applied: (mapId: string) => void,
): Promise<{ samples: number[]; failures: string[] }> {
  const samples: number[] = [];
  const failures: string[] = [];
  const teams = Math.floor(devices.length / TEAM_SIZE);
  for (let k = 0; k < count && teams > 0; k += 1) {
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / (count + 1)));
    const team = (k * 7) % teams;
    const owner = devices[team * TEAM_SIZE]!;
    const teammate = devices[team * TEAM_SIZE + 1];
    const mapId = owner.mapIds[0];
    if (!teammate || !mapId) continue;
    const socket = listen(instanceUrls[k % instanceUrls.length]!, teammate);
    try {
      await socket.opened;
      const { rev, repliedAt } = await pushTo(instanceUrls[(k + 1) % instanceUrls.length]!, owner, mapId);
      applied(mapId);
      // The poke may even beat the reply (NOTIFY goes at commit, the reply after it): 0 then.
      samples.push(Math.max(0, (await socket.waitFor(mapId, rev)) - repliedAt));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    } finally {
      socket.close();
    }
  }
  return { samples, failures };
}
