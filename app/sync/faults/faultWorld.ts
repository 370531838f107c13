import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFaultProxy, type Fault, type FaultProxy, type ProxiedRequest } from '../../../e2e/faultProxy';
import { startServerChild, type ServerChild } from './serverChild';
import { startServerGroup } from './serverGroup';

// The world of issue 15's fault-injection test, shared by `npm test` (faultModel.test.ts) and `npm
// run soak` (faultModel.soak.ts): the real server in a child process (a SQLite file in a temp
// DATA_DIR) behind a fault proxy on 127.0.0.1, serving many seeds. A seed (faultSeed.ts) is three
// devices (faultDevice.ts: fake-indexeddb, the real mapWriter and syncClient) of an owner and two
// editors of two team maps, doing the plan's edits, syncs and offline spells (faultSteps.ts) while
// the proxy drops requests, drops replies after the server committed, duplicates, delays and
// replays requests, and (in some seeds) the server is killed mid-push and restarted. Then the
// faults stop, every device syncs until nothing moves, and faultCheck.ts holds the end state
// against the model (faultModel.ts). With a DATABASE_URL the world runs several instances on one
// PostgreSQL behind the proxy's round robin (issue 19; faultWorldPg.ts), and each seed also runs a
// continuous puller (faultPuller.ts) that must miss no revision.

/** The server, the proxy in front of it, and the seed whose requests the proxy is faulting now. */
export interface FaultWorld {
  /** The server (with several instances, the group: a kill takes one down, `ready` waits for all). */
  server: ServerChild;
  /** Each server process (one, unless the world runs several on PostgreSQL). */
  instances: ServerChild[];
  /** Whether each seed runs a continuous puller beside its devices (faultPuller.ts). */
  puller: boolean;
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

/** Options of startFaultWorld: by default one server on a SQLite file in a temp data dir. */
export interface FaultWorldOptions {
  /** PostgreSQL for every instance (else SQLite under the temp data dir). */
  databaseUrl?: string;
  /** Server processes behind the proxy's round robin (several only with `databaseUrl`). */
  instances?: number;
  /** Run a continuous puller in each seed. */
  puller?: boolean;
}

/** Starts the server (child processes on a temp data dir) and the fault proxy in front of it. */
export async function startFaultWorld(options: FaultWorldOptions = {}): Promise<FaultWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'spine-fault-'));
  const env: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  const { instances, group: server } =
    (options.instances ?? 1) > 1
      ? await startServerGroup(dataDir, options.instances ?? 1, env)
      : await startServerChild(dataDir, env).then((child) => ({ instances: [child], group: child }));
  const world: FaultWorld = {
    server,
    instances,
    puller: options.puller ?? false,
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
  world.proxy = await startFaultProxy(instances.map((child) => `http://127.0.0.1:${child.port}`), {
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

/**
 * FAULT_TRACE=1 prints each step, fault and sync round (for replaying a seed). Read at each call:
 * the soak sets it for a single seed after this module is imported.
 */
export const trace = (line: string) => {
  if (process.env.FAULT_TRACE) console.log(`  · ${line}`);
};

export const isNetworkError = (error: unknown) =>
  error instanceof TypeError && /fetch failed/u.test(error.message);
export const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `work` until it goes through, waiting for the server when it is being restarted. */
export async function steadily<T>(world: FaultWorld, work: () => Promise<T>): Promise<T> {
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
