// Sync budgets (design §10): a push of 1,000 mutations ≤ 1 s, a pull of 10,000 maps ≤ 1.5 s.
// A real server on 127.0.0.1 with a temp DATA_DIR; the client side is plain fetch with a session cookie.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUSH_BATCH_MAX, PULL_LIMITS, type PullResponse, type PushResponse } from '../shared/schemas/sync';
import { encodeHlc } from '../shared/sync/hlc';
import { buildServer, type App } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import type { BenchRow } from './report';

/** A listening server on a temp database, with a logged-in user; `dispose` closes and deletes it. */
export async function startBenchServer(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-app'),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const app: App = await buildServer(config);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const register = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, password: 'bench password' }),
  });
  const cookie = (register.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
  const user = (await register.json()) as { id: string };
  return {
    app,
    url: address,
    cookie,
    userId: user.id,
    dispose: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A map's content for benchmarks: realistic list sizes, distinct titles. */
export function benchContent(index: number) {
  return {
    title: `Bench map ${index}`,
    systemBoundary: `Team ${index % 97} and the customers it serves`,
    context: 'Measured by npm run bench',
    needs: 'Customers get what they asked for, when they need it',
    values: ['Honesty: say what we know', 'Speed', 'Care for each other'],
    principles: ['Stop starting, start finishing', 'Small batches'],
    practices: ['Daily triage', 'Pairing on hard tickets', 'Weekly review'],
    tools: ['Help desk', 'Kanban board'],
    industry: 'Technology',
    teamSize: 'Small Team',
    visibility: index % 3 === 0 ? 'public' : 'unlisted',
  };
}

const elapsed = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** Pushes 1,000 mutations (500 creates, then 500 edits of them) in batches of ≤ 500; wall time in ms. */
async function timePush(url: string, cookie: string): Promise<number> {
  const ids = Array.from({ length: 500 }, () => randomUUID());
  const hlc = (i: number) => encodeHlc({ ms: Date.now(), counter: i, node: 'bench' });
  const creates = ids.map((mapId, i) => ({
    mutationId: randomUUID(),
    mapId,
    baseRev: 0,
    patch: benchContent(i),
    hlc: hlc(i),
  }));
  const edits = ids.map((mapId, i) => ({
    mutationId: randomUUID(),
    mapId,
    baseRev: 1,
    patch: { title: `Edited bench map ${i}`, values: ['Honesty: say what we know', 'Speed'] },
    hlc: hlc(i + 500),
  }));
  const all = [...creates, ...edits];
  const start = process.hrtime.bigint();
  for (let at = 0; at < all.length; at += PUSH_BATCH_MAX) {
    const reply = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ protocolVersion: 1, mutations: all.slice(at, at + PUSH_BATCH_MAX) }),
    });
    const body = (await reply.json()) as PushResponse;
    if (!reply.ok || body.results.some((r) => r.status === 'rejected'))
      throw new Error(`push failed: ${reply.status}`);
  }
  return elapsed(start);
}

/** Pulls everything from seq 0 in pages of the largest size; wall time in ms and the number of maps. */
async function timePull(url: string, cookie: string): Promise<{ ms: number; maps: number }> {
  const start = process.hrtime.bigint();
  let since = 0;
  let maps = 0;
  for (;;) {
    const reply = await fetch(`${url}/api/sync/pull?since=${since}&limit=${PULL_LIMITS.max}`, {
      headers: { cookie },
    });
    const page = (await reply.json()) as PullResponse;
    maps += page.maps.length;
    since = page.seq;
    if (!page.hasMore) break;
  }
  return { ms: elapsed(start), maps };
}

/** Seeds `count` maps owned by `ownerId` straight through the repository, in one transaction. */
export function seedMaps(app: App, count: number, ownerId: string | null): void {
  app.db.transaction(() => {
    for (let i = 0; i < count; i += 1) app.repos.maps.create({ content: benchContent(i), ownerId });
  })();
}

/** Sync push of 1,000 mutations and pull of 10,000 maps, as bench rows. */
export async function benchSync(): Promise<BenchRow[]> {
  const server = await startBenchServer('spine-bench-sync-');
  try {
    const pushMs = await timePush(server.url, server.cookie);
    seedMaps(server.app, 10_000 - 500, server.userId);
    const pull = await timePull(server.url, server.cookie);
    if (pull.maps !== 10_000) throw new Error(`pull returned ${pull.maps} maps, expected 10000`);
    return [
      {
        name: 'sync push of 1,000 mutations (2 batches)',
        value: `${pushMs.toFixed(0)} ms`,
        budget: '≤ 1000 ms',
        ok: pushMs <= 1000,
      },
      {
        name: 'sync pull of 10,000 maps',
        value: `${pull.ms.toFixed(0)} ms`,
        budget: '≤ 1500 ms',
        ok: pull.ms <= 1500,
      },
    ];
  } finally {
    await server.dispose();
  }
}
