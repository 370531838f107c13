// Live fan-out (issue 10): 200 connected clients, all members of one map, each a device with a
// WebSocket on /api/live. One accepted push through the real sync route; each client pulls
// (GET /api/sync/pull) on its poke. Measured per client: from the push's reply to that client's
// completed pull. The server runs here; the clients run in a forked process (bench/liveClients.ts)
// so they do not share the server's event loop, as real devices would not.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { PushResponse } from '../shared/schemas/sync';
import { encodeHlc } from '../shared/sync/hlc';
import type { LiveClientsJob, LiveClientsResult } from './liveClients';
import { percentile, type BenchRow } from './report';
import { benchContent, startBenchServer } from './sync';
import type { App } from '../sync-server/src/app';

const CLIENTS = 200;
const PUSHES = 10;

/** Creates the map through the real push route, as its owner would. */
async function createMap(url: string, cookie: string): Promise<{ mapId: string; rev: number }> {
  const mapId = randomUUID();
  const reply = await fetch(`${url}/api/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      protocolVersion: 1,
      mutations: [
        {
          mutationId: randomUUID(),
          mapId,
          baseRev: 0,
          patch: benchContent(1),
          hlc: encodeHlc({ ms: Date.now(), counter: 0, node: 'bench' }),
        },
      ],
    }),
  });
  const result = ((await reply.json()) as PushResponse).results[0];
  if (!result || result.status === 'rejected') throw new Error('could not create the bench map');
  return { mapId, rev: result.rev };
}

/**
 * `count` members (editors) of the map, their accounts and sessions made straight in the database:
 * scrypt for 200 registrations would measure password hashing, not the live channel.
 */
async function seedMembers(app: App, mapId: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  await app.db.write(async () => {
    for (let i = 0; i < count; i += 1) {
      const user = await app.repos.users.create(
        `member-${i}-${randomUUID()}@example.com`,
        'not a password hash',
      );
      if (!user) throw new Error('could not create a bench member');
      // Through the repository: the live hub hears of each new member (live/memberCache.ts).
      await app.repos.members.join(mapId, user.id, 'editor', user.id);
      cookies.push(`sid=${(await app.repos.sessions.create(user.id)).token}`);
    }
  });
  return cookies;
}

function runClients(job: LiveClientsJob): Promise<number[][]> {
  const child = fork(fileURLToPath(new URL('./liveClients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: LiveClientsResult) => {
      child.kill();
      if (result.ok) resolve(result.rounds);
      else reject(new Error(`live clients: ${result.error}`));
    });
    child.once('exit', (code) => reject(new Error(`live clients exited with ${code}`)));
    child.send(job);
  });
}

/** The live fan-out rows: per-client latency and the last client's, both p50 and p95. */
export async function benchLive(): Promise<BenchRow[]> {
  const server = await startBenchServer('spine-bench-live-');
  try {
    const { mapId, rev } = await createMap(server.url, server.cookie);
    // The owner's own session is one of the clients (another device of theirs), then the members.
    const cookies = [server.cookie, ...(await seedMembers(server.app, mapId, CLIENTS - 1))];
    const rounds = await runClients({
      url: server.url,
      mapId,
      rev,
      cookies,
      pusher: server.cookie,
      pushes: PUSHES,
    });
    const all = rounds.flat().sort((a, b) => a - b);
    const last = rounds.map((round) => Math.max(...round)).sort((a, b) => a - b);
    const p95 = percentile(all, 0.95);
    const lastP95 = percentile(last, 0.95);
    return [
      {
        name: `live fan-out, ${CLIENTS} clients × ${PUSHES} pushes: push reply → a client's pull done (p50 ${percentile(all, 0.5).toFixed(0)} ms), p95`,
        value: `${p95.toFixed(0)} ms`,
        budget: '≤ 500 ms',
        ok: p95 <= 500,
      },
      {
        name: `live fan-out: push reply → the last of ${CLIENTS} pulls done (p50 ${percentile(last, 0.5).toFixed(0)} ms), p95`,
        value: `${lastP95.toFixed(0)} ms`,
        budget: '≤ 500 ms',
        ok: lastP95 <= 500,
      },
    ];
  } finally {
    await server.dispose();
  }
}
