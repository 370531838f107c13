// The client side of the live fan-out bench (bench/live.ts forks this file, so the 200 clients do
// not share an event loop with the server they measure). Each client is a device: a WebSocket on
// /api/live and a pull cursor; on a poke past its cursor it does the real GET /api/sync/pull.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { LIVE_PATH, liveServerMessageSchema } from '../shared/schemas/live';
import type { PullResponse, PushResponse } from '../shared/schemas/sync';
import { encodeHlc } from '../shared/sync/hlc';

/** What the bench sends to start. */
export interface LiveClientsJob {
  url: string;
  mapId: string;
  rev: number;
  /** One session cookie per client. */
  cookies: string[];
  /** The session that pushes. */
  pusher: string;
  pushes: number;
}

/** What this process answers: per push, each client's ms from the push's reply to its pull done. */
export type LiveClientsResult = { ok: true; rounds: number[][] } | { ok: false; error: string };

interface Device {
  cookie: string;
  cursor: number;
  socket: WebSocket;
}

const ROUND_TIMEOUT_MS = 30_000;

async function pull(url: string, device: Device): Promise<void> {
  const reply = await fetch(`${url}/api/sync/pull?since=${device.cursor}`, {
    headers: { cookie: device.cookie },
  });
  if (!reply.ok) throw new Error(`pull failed: ${reply.status}`);
  device.cursor = ((await reply.json()) as PullResponse).seq;
}

function connect(
  url: string,
  cookie: string,
  onPoke: (device: Device, seq: number) => void,
): Promise<Device> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${LIVE_PATH}`, { headers: { cookie } });
  const device: Device = { cookie, cursor: 0, socket };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = liveServerMessageSchema.parse(JSON.parse((data as Buffer).toString('utf8')));
      if (message.type === 'hello') resolve(device);
      else if (message.type === 'changed' && message.seq > device.cursor) onPoke(device, message.seq);
    });
  });
}

async function run(job: LiveClientsJob): Promise<number[][]> {
  let pushedAt = 0;
  let done: number[] = [];
  let roundOver: (() => void) | null = null;
  const failures: Error[] = [];
  const onPoke = (device: Device) => {
    pull(job.url, device).then(
      () => {
        done.push(performance.now());
        if (done.length === job.cookies.length) roundOver?.();
      },
      (error: unknown) => {
        failures.push(error instanceof Error ? error : new Error(String(error)));
        roundOver?.();
      },
    );
  };
  const devices = await Promise.all(job.cookies.map((cookie) => connect(job.url, cookie, onPoke)));
  // Like a device at start: catch up once, so a poke is only about what comes next.
  for (const device of devices) await pull(job.url, device);

  const rounds: number[][] = [];
  let rev = job.rev;
  for (let round = 0; round < job.pushes; round += 1) {
    done = [];
    const finished = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${done.length} pulls in ${ROUND_TIMEOUT_MS} ms`)),
        ROUND_TIMEOUT_MS,
      );
      roundOver = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const reply = await fetch(`${job.url}/api/sync/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: job.pusher },
      body: JSON.stringify({
        protocolVersion: 1,
        mutations: [
          {
            mutationId: randomUUID(),
            mapId: job.mapId,
            baseRev: rev,
            patch: { values: ['Honesty: say what we know', `Speed, round ${round}`] },
            hlc: encodeHlc({ ms: Date.now(), counter: round, node: 'bench' }),
          },
        ],
      }),
    });
    const body = (await reply.json()) as PushResponse;
    pushedAt = performance.now();
    const result = body.results[0];
    if (!reply.ok || !result || result.status === 'rejected') throw new Error(`push failed: ${reply.status}`);
    rev = result.rev;
    await finished;
    if (failures[0]) throw failures[0];
    // Times are taken when each pull ends and compared once the round is over: a fast pull may end
    // before this process has read the push's reply.
    rounds.push(done.map((at) => at - pushedAt));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const device of devices) device.socket.close();
  return rounds;
}

process.once('message', (job: LiveClientsJob) => {
  run(job).then(
    (rounds) => process.send?.({ ok: true, rounds } satisfies LiveClientsResult),
    (error: unknown) =>
      process.send?.({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies LiveClientsResult),
  );
});
