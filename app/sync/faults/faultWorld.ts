import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { startFaultProxy, type Fault, type FaultProxy, type ProxiedRequest } from '../../../e2e/faultProxy';
import { LIST_LEVEL_IDS } from '../../../shared/levels';
import { userSchema } from '../../../shared/schemas/auth';
import type { MapDoc } from '../../../shared/schemas/mapDoc';
import { mapHistorySchema } from '../../../shared/schemas/mapHistory';
import type { MapOp } from '../../../shared/schemas/mapOps';
import { createdInviteSchema } from '../../../shared/schemas/members';
import { PULL_LIMITS, pullResponseV2Schema, SYNC_PROTOCOL_VERSION, type PushRequest } from '../../../shared/schemas/sync';
import { materialize } from '../../../shared/sync/materialize';
import { SERVER_HLC_NODE } from '../../../sync-server/src/db/mapsRepository';
import { REJECT_MESSAGES } from '../../../sync-server/src/db/syncService';
import { MEMBER_ERRORS } from '../../../sync-server/src/routes/members';
import { ApiError } from '../../api/client';
import { createDb, type SpineDb } from '../../db/db';
import { adoptAccount } from '../deviceAccount';
import { createMapWriter, type MapWriter } from '../mapWriter';
import { REMOVED_MESSAGE } from '../rejectedChanges';
import { createSyncClient, type SyncClient } from '../syncClient';
import { cookieApi, type CookieApi } from '../testApi';
import { expectedConflicts, expectedContent, expectedDoc, hasConflict, registerDifferences } from './faultModel';
import { DEVICES, MAPS, planOf, REMOVABLE_MAP, replayCommand, type DeviceName, type Step } from './faultPlan';
import { startServerChild, type ServerChild } from './serverChild';
import { seededRandom } from '../../../shared/seededRandom';

// The driver of issue 15's fault-injection test, shared by `npm test` (faultModel.test.ts) and `npm
// run soak` (faultModel.soak.ts). A world is the real server in a child process (a SQLite file in a
// temp DATA_DIR) behind a fault proxy on 127.0.0.1; it serves many seeds. A seed is three devices
// (fake-indexeddb, the real mapWriter and syncClient) of three accounts — an owner and two editors
// of two team maps — doing fast-check-generated edits, syncs and offline spells while the proxy
// drops requests, drops replies after the server committed, duplicates, delays and replays
// requests, and (in some seeds) the server is killed mid-push and restarted. Then the faults stop,
// every device syncs until nothing moves, and the model (faultModel.ts) says what must be there.


/** The server, the proxy in front of it, and the seed whose requests the proxy is faulting now. */
export interface FaultWorld {
  server: ServerChild;
  proxy: FaultProxy;
  /** The proxy's base URL: every device talks to it. */
  url: string;
  /** Decides the faults of each running seed's sync requests, by the seed's client address. */
  deciders: Map<string, (request: ProxiedRequest) => Fault | undefined>;
  /** Seeds run in this world (each gets its own accounts and client address). */
  seeds: number;
  close(): Promise<void>;
}

const SYNC_PATHS = new Set(['/api/sync/push', '/api/sync/pull']);

/** Starts the server (a child process on a temp data dir) and the fault proxy in front of it. */
export async function startFaultWorld(): Promise<FaultWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'spine-fault-'));
  const server = await startServerChild(dataDir);
  const world: FaultWorld = {
    server,
    proxy: undefined as unknown as FaultProxy,
    url: '',
    deciders: new Map(),
    seeds: 0,
    async close() {
      await world.proxy.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  world.proxy = await startFaultProxy(`http://127.0.0.1:${server.port}`, {
    decide: (request) => {
      const decide = world.deciders.get(String(request.headers['x-forwarded-for']));
      const fault = decide && SYNC_PATHS.has(request.path) ? decide(request) : undefined;
      trace(`${request.method} ${request.path}${fault ? ` → ${fault.kind}` : ''}`);
      return fault;
    },
  });
  world.url = world.proxy.url;
  return world;
}

/** One device of a seed. */
interface Device {
  name: DeviceName;
  userId: string;
  database: SpineDb;
  store: MapWriter;
  sync: SyncClient;
  /** Calls through the proxy with this device's session (setup, member removal, checks). */
  api: CookieApi;
  offline: boolean;
  inflight: Promise<void> | null;
  /** Clocks of the operations this device ever sent in a push, with when they were first sent. */
  sent: Map<string, number>;
}

/** An operation as the device recorded it in its outbox. */
interface Recorded {
  device: DeviceName;
  mapId: string;
  op: MapOp;
}

/** What one seed did. */
export interface SeedReport {
  seed: number;
  steps: number;
  /** Operations the devices recorded. */
  ops: number;
  /** This seed's requests the proxy faulted. */
  faults: number;
  /** Times this seed killed the server (seeds running beside it lived through it too). */
  kills: number;
  /** Conflicts the model required of the history. */
  conflicts: number;
  /** Changes under "Not synced" (the removed member's). */
  notSynced: number;
}

/** A seed whose end state broke the model: its problems and the command that replays it. */
export class SeedFailure extends Error {
  override name = 'SeedFailure';
  constructor(
    readonly seed: number,
    readonly problems: string[],
  ) {
    super(`seed ${seed} failed:\n  ${problems.slice(0, 25).join('\n  ')}\nreplay: ${replayCommand(seed)}`);
  }
}

/**
 * FAULT_TRACE=1 prints each step, fault and sync round (for replaying a seed). Read at each call:
 * the soak sets it for a single seed after this module is imported.
 */
const trace = (line: string) => {
  if (process.env.FAULT_TRACE) console.log(`  · ${line}`);
};

const isNetworkError = (error: unknown) => error instanceof TypeError && /fetch failed/u.test(error.message);
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `work` until it goes through, waiting for the server when it is being restarted. */
async function steadily<T>(world: FaultWorld, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    await world.server.ready();
    try {
      return await work();
    } catch (error) {
      if (!isNetworkError(error) || attempt >= 20) throw error;
      await sleep(50);
    }
  }
}

/** Runs one seed in `world`; throws SeedFailure when the end state breaks the model. */
export async function runSeed(world: FaultWorld, seed: number): Promise<SeedReport> {
  const plan = planOf(seed);
  const run = (world.seeds += 1);
  const address = `10.${(run >> 16) & 255}.${(run >> 8) & 255}.${run & 255}`;
  const problems: string[] = [];
  const recorded: Recorded[] = [];
  let faulted = 0;
  let kills = 0;
  let counter = 0;
  const text = (what: string) => `${what} ${seed}.${(counter += 1)}`;

  const devices: Device[] = [];
  for (const name of DEVICES) devices.push(await makeDevice(name));

  async function makeDevice(name: DeviceName): Promise<Device> {
    const api = cookieApi(() => world.url, { 'x-forwarded-for': address });
    const body = { email: `fault-${process.pid}-${run}-${name}@example.com`, password: 'fault model password' };
    // A retry after a kill may find the account made: then it logs in.
    const user = userSchema.parse(
      await steadily(world, () =>
        api('/api/auth/register', { method: 'POST', body }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) return api('/api/auth/login', { method: 'POST', body });
          throw error;
        }),
      ),
    );
    const database = createDb(`fault-${run}-${name}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    await adoptAccount(database, user.id);
    const known = new Set<string>();
    // Every outbox row as written (later folding never loses a write from the record).
    database.outbox.hook('creating', function (_key, row) {
      this.onsuccess = () => {
        if (row.protocolVersion !== SYNC_PROTOCOL_VERSION || known.has(row.mutationId)) return;
        known.add(row.mutationId);
        for (const op of row.ops) recorded.push({ device: name, mapId: row.mapId, op });
      };
    });
    const dev: Device = {
      name,
      userId: user.id,
      database,
      store: createMapWriter(database),
      sync: undefined as unknown as SyncClient,
      api,
      offline: false,
      inflight: null,
      sent: new Map(),
    };
    dev.sync = createSyncClient(database, async (path, options) => {
      if (dev.offline) throw new TypeError('fetch failed (offline)');
      if (path === '/api/sync/push') {
        for (const mutation of (options?.body as PushRequest).mutations) {
          if ('ops' in mutation) for (const op of mutation.ops) if (!dev.sent.has(op.hlc)) dev.sent.set(op.hlc, Date.now());
        }
      }
      return api(path, options);
    });
    return dev;
  }

  const [owner, , removable] = devices as [Device, Device, Device];
  let removed = false;
  /** When the owner's removal of the editor had committed (0: not yet). */
  let removedAt = 0;
  let expectedConflictCount = 0;
  let notSynced = 0;

  try {
    // Setup, without faults: the owner's two maps, and both editors joined by invite link.
    const mapIds: string[] = [];
    for (let index = 0; index < MAPS; index += 1) {
      mapIds.push(
        await owner.store.saveNewMap({
          title: `Map ${index} of seed ${seed}`,
          systemBoundary: 'The team',
          needs: 'Nothing is lost',
          values: ['First value'],
          principles: ['First principle'],
          practices: [],
          tools: ['First tool'],
        }),
      );
    }
    await steadily(world, () => owner.sync.syncOnce());
    for (const mapId of mapIds) {
      // One link per map, as an owner shares it with the team.
      const { token } = createdInviteSchema.parse(
        await steadily(world, () => owner.api(`/api/spine-maps/${mapId}/invites`, { method: 'POST', body: { role: 'editor' } })),
      );
      for (const member of devices.slice(1)) await steadily(world, () => member.api('/api/invites/join', { method: 'POST', body: { token } }));
    }
    for (const member of devices.slice(1)) await steadily(world, () => member.sync.syncOnce());

    // The steps, with faults.
    const choose = seededRandom(plan.faultSeed);
    let pushes = 0;
    world.deciders.set(address, (request) => {
      if (request.path === '/api/sync/push') pushes += 1;
      if (request.path === '/api/sync/push' && pushes === plan.killPush) {
        kills += 1;
        return {
          kind: 'kill',
          afterMs: Math.floor(choose() * 4),
          kill: async () => {
            await world.server.kill();
            void world.server.start().catch(() => undefined);
          },
        };
      }
      if (choose() * 100 >= plan.faultPercent) return undefined;
      faulted += 1;
      const which = choose();
      if (which < 0.2) return { kind: 'dropRequest' };
      if (which < 0.45) return { kind: 'dropReply' };
      if (which < 0.6) return { kind: 'duplicate' };
      if (which < 0.75) return { kind: 'duplicate', laterMs: 5 + Math.floor(choose() * 80) };
      return { kind: 'delay', ms: 1 + Math.floor(choose() * 40) };
    });

    const startSync = (dev: Device) => {
      dev.inflight ??= dev.sync.syncOnce().then(
        () => {
          dev.inflight = null;
        },
        (error: unknown) => {
          dev.inflight = null;
          if (!isNetworkError(error)) problems.push(`device ${dev.name}: sync failed: ${describe(error)}`);
        },
      );
      return dev.inflight;
    };

    for (const step of plan.steps) {
      trace(JSON.stringify(step));
      await act(step);
    }

    async function act(step: Step): Promise<void> {
      if (step.kind === 'pause') return void (await sleep(step.ms));
      if (step.kind === 'removeMember') {
        // The owner removes the second editor from one map, when the map is out of Trash (a map in
        // Trash has no members page) as far as the owner's device knows for sure (nothing pending).
        const mapId = mapIds[REMOVABLE_MAP]!;
        const local = await owner.database.maps.get(mapId);
        if (removed || !local || local.deletedAt || (await owner.database.outbox.where('mapId').equals(mapId).count()) > 0) return;
        let tries = 0;
        const gone = await steadily(world, async () => {
          tries += 1;
          return owner.api(`/api/spine-maps/${mapId}/members/${removable.userId}`, { method: 'DELETE' }).then(
            () => true,
            (error: unknown) => {
              // A retry after a kill may find them removed already.
              if (tries > 1 && error instanceof ApiError && error.status === 404 && error.bodyText.includes(MEMBER_ERRORS.notMember)) return true;
              throw error;
            },
          );
        });
        removed = gone;
        removedAt = Date.now();
        return;
      }
      if (step.kind === 'sync') {
        const running = startSync(devices[step.device]!);
        if (step.wait) await running;
        return;
      }
      if (step.kind === 'offline') {
        devices[step.device]!.offline = step.offline;
        return;
      }
      // Only the owner may delete or restore a map.
      const dev = 'device' in step ? devices[step.device]! : owner;
      const mapId = mapIds[step.map]!;
      const local = await dev.database.maps.get(mapId);
      if (!local) return;
      const item = 'pick' in step && local.items.length > 0 ? local.items[step.pick % local.items.length]! : null;
      try {
        switch (step.kind) {
          case 'add':
            await dev.store.addItem(mapId, step.level, text('Item'), step.at);
            break;
          case 'edit':
            if (item) await dev.store.setItemText(mapId, item.id, text(`${item.text.split(' ')[0]!} edited`));
            break;
          case 'remove':
            if (item) await dev.store.removeItem(mapId, item.id);
            break;
          case 'move':
            if (item) await dev.store.moveItem(mapId, item.level, item.id, step.by);
            break;
          case 'title':
            await dev.store.updateMap(mapId, { title: text('Title') });
            break;
          case 'delete':
            await dev.store.deleteMap(mapId);
            break;
          case 'restore':
            await dev.store.restoreMap(mapId);
            break;
        }
      } catch (error) {
        // What a person could not do either: edit a map in Trash, or one that left the device.
        if (!(error instanceof Error && /in Trash|is not on this device/u.test(error.message))) throw error;
      }
    }

    // Everyone comes back: no faults, the server up, every device online, syncing until nothing moves.
    await Promise.all(devices.map((dev) => dev.inflight ?? Promise.resolve()));
    world.deciders.delete(address);
    await world.proxy.settled();
    await world.server.ready();
    for (const dev of devices) dev.offline = false;
    let quiet = false;
    for (let round = 0; round < 12 && !quiet; round += 1) {
      quiet = true;
      for (const dev of devices) {
        const report = await steadily(world, () => dev.sync.syncOnce());
        trace(`quiescence round ${round}, device ${dev.name}: ${JSON.stringify(report)}`);
        if (report.pushed > 0 || report.pulled > 0 || report.pending > 0) quiet = false;
      }
    }
    if (!quiet) problems.push('the devices did not reach quiescence in 12 rounds');

    await check(mapIds);
  } catch (error) {
    problems.push(`the run stopped: ${describe(error)}${error instanceof Error && error.stack ? `\n${error.stack.split('\n').slice(1, 6).join('\n')}` : ''}`);
  } finally {
    world.deciders.delete(address);
    await Promise.all(devices.map((dev) => dev.inflight ?? Promise.resolve()));
    for (const dev of devices) dev.database.close();
  }

  async function check(mapIds: string[]): Promise<void> {
    // "Not synced": only the removed member's changes to the map they were removed from, refused
    // with the server's reason.
    const refused = new Set<string>();
    for (const dev of devices) {
      if ((await dev.database.outbox.count()) > 0) problems.push(`device ${dev.name}: the outbox is not empty`);
      for (const row of await dev.database.rejectedChanges.toArray()) {
        notSynced += 1;
        for (const op of row.ops ?? []) refused.add(op.hlc);
        const allowed =
          removed &&
          dev === removable &&
          row.mapId === mapIds[REMOVABLE_MAP] &&
          ((row.reason === 'forbidden' && row.message === REJECT_MESSAGES.notMember) || (row.reason === 'removed' && row.message === REMOVED_MESSAGE));
        if (!allowed) problems.push(`device ${dev.name}: "Not synced" holds ${row.mapId} (${row.reason}: ${row.message})`);
      }
    }

    const page = pullResponseV2Schema.parse(await steadily(world, () => owner.api(`/api/sync/pull?since=0&limit=${PULL_LIMITS.default}&v=${SYNC_PROTOCOL_VERSION}`)));
    for (const [index, mapId] of mapIds.entries()) {
      const server = page.maps.find((candidate) => candidate.id === mapId);
      if (!server) {
        problems.push(`map ${index}: not on the server`);
        continue;
      }
      const serverView = viewOfDoc(server.doc);

      // All devices that still belong to the map hold what the server holds.
      for (const dev of devices) {
        const local = await dev.database.maps.get(mapId);
        const gone = removed && dev === removable && index === REMOVABLE_MAP;
        if (gone) {
          if (local) problems.push(`map ${index}: still on device ${dev.name}, removed from it`);
          continue;
        }
        if (!local) {
          problems.push(`map ${index}: missing on device ${dev.name}`);
          continue;
        }
        const shown = JSON.stringify(viewOfMap(local));
        if (shown !== JSON.stringify(serverView)) problems.push(`map ${index}: device ${dev.name} shows ${shown}, the server ${JSON.stringify(serverView)}`);
        else if (!isDeepStrictEqual(local.doc, server.doc)) problems.push(`map ${index}: device ${dev.name}'s registers differ from the server's`);
      }

      // The model: what every accepted operation leaves (the removed member's refused ones are not).
      /** The removed member's operations on the map they were removed from. */
      const removedOps = (entry: Recorded) => removed && entry.device === removable.name && entry.mapId === mapIds[REMOVABLE_MAP];
      for (const entry of recorded.filter((candidate) => candidate.mapId === mapId)) {
        if (refused.has(entry.op.hlc) && !removedOps(entry)) problems.push(`map ${index}: device ${entry.device}'s ${entry.op.type} was refused`);
        const firstSent = removable.sent.get(entry.op.hlc);
        if (removedOps(entry) && firstSent !== undefined && firstSent > removedAt && !refused.has(entry.op.hlc)) {
          problems.push(`map ${index}: the removed member's ${entry.op.type}, first sent after the removal, was not refused`);
        }
      }
      const accepted = recorded
        .filter((entry) => entry.mapId === mapId && !refused.has(entry.op.hlc))
        .filter((entry) => !(removedOps(entry) && !removable.sent.has(entry.op.hlc)))
        .map((entry) => entry.op);
      const expected = expectedDoc(accepted);
      for (const problem of registerDifferences(expected, server.doc, SERVER_HLC_NODE)) problems.push(`map ${index}: ${problem}`);
      const modelView = { ...expectedContent(expected), deleted: server.doc.trash?.value != null };
      if (JSON.stringify(modelView) !== JSON.stringify(serverView)) {
        problems.push(`map ${index}: the model shows ${JSON.stringify(modelView)}, the server ${JSON.stringify(serverView)}`);
      }

      // Every value overwritten by someone who had not seen it is in the history.
      const required = expectedConflicts(accepted, expected);
      expectedConflictCount += required.length;
      if (required.length > 0) {
        // A map in Trash shows no history: the owner restores it first, as a person would.
        if (server.doc.trash?.value) {
          await owner.store.restoreMap(mapId);
          await steadily(world, () => owner.sync.syncOnce());
        }
        const history = mapHistorySchema.parse(await steadily(world, () => owner.api(`/api/spine-maps/${mapId}/revisions`)));
        for (const conflict of required) {
          if (!hasConflict(history.conflicts, conflict)) {
            problems.push(`map ${index}: no conflict in the history for ${JSON.stringify(conflict)}`);
            // For a replayed seed: what the item went through, to tell a server bug from a model bug.
            const itemId = conflict.kind === 'removal' || conflict.itemId ? conflict.itemId : undefined;
            const ops = recorded.filter((entry) => entry.mapId === mapId && 'item' in entry.op && entry.op.item === itemId);
            trace(`item ${itemId}: ${JSON.stringify(ops.map(({ device, op }) => ({ device, op, refused: refused.has(op.hlc) })))}`);
            trace(`server registers: ${JSON.stringify(itemId ? server.doc.items[itemId] : null)}; history: ${JSON.stringify(history.conflicts)}`);
          }
        }
      }
    }
  }

  if (problems.length > 0) throw new SeedFailure(seed, problems);
  return {
    seed,
    steps: plan.steps.length,
    ops: recorded.length,
    faults: faulted,
    kills,
    conflicts: expectedConflictCount,
    notSynced,
  };
}

/** What people see of a map: its title, four lists, and whether it is in Trash. */
function viewOfDoc(doc: MapDoc) {
  const { content, trash } = materialize(doc);
  return view(content, trash !== null);
}

function viewOfMap(local: { deletedAt?: string | null } & Record<string, unknown>) {
  return view(local, local.deletedAt != null);
}

function view(content: Record<string, unknown>, deleted: boolean) {
  return {
    title: content.title ?? null,
    ...Object.fromEntries(LIST_LEVEL_IDS.map((level) => [level, content[level] ?? []])),
    deleted,
  };
}

/** What a run of many seeds found. */
export interface RunSummary {
  reports: SeedReport[];
  failures: SeedFailure[];
  elapsedMs: number;
}

/**
 * Runs `seeds` in `world`, `concurrency` at a time (each seed has its own accounts, maps and client
 * address, so they do not see each other's faults; a server kill hits every seed then running,
 * which each must survive too). `onSeed` hears each seed's end, in the order they end.
 */
export async function runSeeds(
  world: FaultWorld,
  seeds: readonly number[],
  options: { concurrency?: number; onSeed?: (done: number, outcome: SeedReport | SeedFailure) => void } = {},
): Promise<RunSummary> {
  const started = Date.now();
  const reports: SeedReport[] = [];
  const failures: SeedFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < seeds.length) {
      const seed = seeds[next]!;
      next += 1;
      let outcome: SeedReport | SeedFailure;
      try {
        outcome = await runSeed(world, seed);
        reports.push(outcome);
      } catch (error) {
        outcome = error instanceof SeedFailure ? error : new SeedFailure(seed, [describe(error)]);
        failures.push(outcome);
      }
      options.onSeed?.(reports.length + failures.length, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return { reports, failures, elapsedMs: Date.now() - started };
}
