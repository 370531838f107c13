// Sync budgets (design §10, issue 15): pushes of 1,000 operations (and 1,000 protocol-1 mutations)
// ≤ 1 s, a pull of 10,000 maps ≤ 1.5 s, the server applying 10,000 operations, the longest one full
// push holds the server, and the client's rebase of 1,000 pending operations under a pull ≤ 50 ms.
// A real server on 127.0.0.1 with a temp DATA_DIR; the client side is plain fetch with a session cookie.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nanoid } from 'nanoid';
import type { MapOp } from '../shared/schemas/mapOps';
import {
  PULL_LIMITS,
  PUSH_BATCH_MAX,
  PUSH_OPS_MAX,
  type OpsMutation,
  type PullResponseV2,
  type PushResponse,
} from '../shared/schemas/sync';
import { applyOps, emptyDoc } from '../shared/sync/applyOps';
import { encodeHlc } from '../shared/sync/hlc';
import { addItemEdits } from '../shared/sync/itemEdits';
import { stampEdit } from '../shared/sync/edits';
import { materialize } from '../shared/sync/materialize';
import { applyPush } from '../sync-server/src/db/syncService';
import { opsForContent } from '../sync-server/src/db/mapsRepository';
import { buildServer, type App } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { benchBackend, benchPostgresDatabase } from './benchDatabase';
import type { BenchRow } from './report';

/** A listening server on a temp database, with a logged-in user; `dispose` closes and deletes it. */
export async function startBenchServer(prefix: string, backend = benchBackend()) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const database = backend === 'postgres' ? await benchPostgresDatabase() : null;
  const config = loadConfig({
    ...(database ? { DATABASE_URL: database.url } : {}),
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
      await database?.drop();
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
const clock = (i: number, node = 'bench') => encodeHlc({ ms: Date.now(), counter: i % 1_000_000, node });

async function post(url: string, cookie: string, body: unknown): Promise<PushResponse> {
  const reply = await fetch(`${url}/api/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const parsed = (await reply.json()) as PushResponse;
  if (!reply.ok || parsed.results.some((r) => r.status === 'rejected'))
    throw new Error(`push failed: ${reply.status}`);
  return parsed;
}

/** Protocol-2 mutations that create `count` maps, each built by its operations. */
function creates(count: number): OpsMutation[] {
  return Array.from({ length: count }, (_, i) => ({
    mutationId: randomUUID(),
    mapId: randomUUID(),
    seenRev: 0,
    ops: opsForContent(benchContent(i), clock(i)),
  }));
}

/** `perMutation` item adds to each map, as protocol-2 mutations; ops counted. */
function itemAdds(mapIds: readonly string[], perMutation: number, offset: number): OpsMutation[] {
  return mapIds.map((mapId, m) => {
    let doc = emptyDoc();
    const ops: MapOp[] = [];
    for (let k = 0; k < perMutation; k += 1) {
      const [edit] = addItemEdits(doc, 'tools', nanoid(), `Tool ${offset + m}-${k}`);
      const op = stampEdit(doc, edit!, clock(offset + m * perMutation + k));
      ops.push(op);
      doc = applyOps(doc, [op], { actorId: null, nowIso: '' }).doc;
    }
    return { mutationId: randomUUID(), mapId, seenRev: 1, ops };
  });
}

/** Pushes 1,000 operations (100 mutations of 10 item adds) in one request; wall time in ms. */
async function timeOpsPush(url: string, cookie: string, mapIds: readonly string[]): Promise<number> {
  const mutations = itemAdds(mapIds.slice(0, 100), 10, 0);
  const start = process.hrtime.bigint();
  await post(url, cookie, { protocolVersion: 2, mutations });
  return elapsed(start);
}

/** Pushes 1,000 protocol-1 mutations (500 creates, then 500 whole-list edits) as an older app does; ms. */
async function timeLegacyPush(url: string, cookie: string): Promise<number> {
  const ids = Array.from({ length: 500 }, () => randomUUID());
  const all = [
    ...ids.map((mapId, i) => ({
      mutationId: randomUUID(),
      mapId,
      baseRev: 0,
      patch: benchContent(i),
      hlc: clock(i),
    })),
    ...ids.map((mapId, i) => ({
      mutationId: randomUUID(),
      mapId,
      baseRev: 1,
      patch: { title: `Edited bench map ${i}`, values: ['Honesty: say what we know', 'Speed'] },
      hlc: clock(i + 500),
    })),
  ];
  const start = process.hrtime.bigint();
  for (let at = 0; at < all.length; at += PUSH_BATCH_MAX)
    await post(url, cookie, { protocolVersion: 1, mutations: all.slice(at, at + PUSH_BATCH_MAX) });
  return elapsed(start);
}

/** The server applying 10,000 operations in full pushes, in process: ops/s and the longest push. */
async function timeApply(
  app: App,
  userId: string,
  mapIds: readonly string[],
): Promise<{ opsPerSecond: number; longestMs: number }> {
  let longest = 0;
  let total = 0;
  const perPush = PUSH_OPS_MAX / 20;
  for (let round = 0; round < 10_000 / PUSH_OPS_MAX; round += 1) {
    const mutations = itemAdds(mapIds.slice(0, 20), perPush, 100_000 + round * PUSH_OPS_MAX);
    const start = process.hrtime.bigint();
    await applyPush(app.db, app.repos, userId, { protocolVersion: 2, mutations });
    const ms = elapsed(start);
    longest = Math.max(longest, ms);
    total += ms;
  }
  return { opsPerSecond: 10_000 / (total / 1000), longestMs: longest };
}

/** Pulls everything from seq 0 in pages of the largest size (protocol 2); wall time in ms and the number of maps. */
async function timePull(url: string, cookie: string): Promise<{ ms: number; maps: number }> {
  const start = process.hrtime.bigint();
  let since = 0;
  let maps = 0;
  for (;;) {
    const reply = await fetch(`${url}/api/sync/pull?since=${since}&limit=${PULL_LIMITS.max}&v=2`, {
      headers: { cookie },
    });
    const page = (await reply.json()) as PullResponseV2;
    maps += page.maps.length;
    since = page.seq;
    if (!page.hasMore) break;
  }
  return { ms: elapsed(start), maps };
}

/** The client's rebase under a pull: a pulled doc with 1,000 pending operations re-applied and shown; p50 of 20 in ms. */
function timeRebase(): number {
  const pulled = applyOps(emptyDoc(), opsForContent(benchContent(0), clock(0, 'server')), {
    actorId: null,
    nowIso: '',
  }).doc;
  const [pending] = itemAdds(['m'], 1000, 0);
  const samples: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const start = process.hrtime.bigint();
    materialize(applyOps(pulled, pending!.ops, { actorId: null, nowIso: '' }).doc);
    samples.push(elapsed(start));
  }
  return samples.sort((a, b) => a - b)[10] ?? 0;
}

/** Seeds `count` maps owned by `ownerId` straight through the repository, in one transaction. */
export async function seedMaps(app: App, count: number, ownerId: string | null): Promise<void> {
  await app.db.change(async () => {
    for (let i = 0; i < count; i += 1) await app.repos.maps.create({ content: benchContent(i), ownerId });
  });
}

const row = (name: string, ms: number, budgetMs: number): BenchRow => ({
  name,
  value: `${ms.toFixed(ms < 10 ? 1 : 0)} ms`,
  budget: `≤ ${budgetMs} ms`,
  ok: ms <= budgetMs,
});

/** Sync pushes, server apply, pull of 10,000 maps and the client's rebase, as bench rows. */
export async function benchSync(): Promise<BenchRow[]> {
  const server = await startBenchServer('spine-bench-sync-');
  try {
    const made = creates(100);
    await post(server.url, server.cookie, { protocolVersion: 2, mutations: made });
    const mapIds = made.map((mutation) => mutation.mapId);
    const opsPushMs = await timeOpsPush(server.url, server.cookie, mapIds);
    const legacyMs = await timeLegacyPush(server.url, server.cookie);
    const apply = await timeApply(server.app, server.userId, mapIds);
    await seedMaps(server.app, 10_000 - 600, server.userId);
    const pull = await timePull(server.url, server.cookie);
    if (pull.maps !== 10_000) throw new Error(`pull returned ${pull.maps} maps, expected 10000`);
    return [
      row('sync push of 1,000 operations (one request, protocol 2)', opsPushMs, 1000),
      row('sync push of 1,000 mutations from an older app (protocol 1, 2 requests)', legacyMs, 1000),
      {
        name: `server applies 10,000 operations (pushes of ${PUSH_OPS_MAX}, in process)`,
        value: `${Math.round(apply.opsPerSecond).toLocaleString('en')} ops/s`,
        budget: 'printed',
        ok: true,
      },
      row(`longest one full push (${PUSH_OPS_MAX} operations) holds the server`, apply.longestMs, 500),
      row('sync pull of 10,000 maps (protocol 2)', pull.ms, 1500),
      row('client rebase of 1,000 pending operations under a pull (p50 of 20)', timeRebase(), 50),
    ];
  } finally {
    await server.dispose();
  }
}
