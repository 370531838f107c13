import { checkEndState } from './faultCheck';
import { makeDevice, type Device, type Recorded } from './faultDevice';
import { DEVICES, planOf, replayCommand } from './faultPlan';
import { startPuller, type Puller } from './faultPuller';
import { act, faultDecider, quiesce, setUpMaps, type SeedRun } from './faultSteps';
import { describe, trace, type FaultWorld } from './faultWorld';

// One seed of issue 15's fault-injection test, and many side by side: three devices of three
// accounts (an owner and two editors of two team maps) set up without faults, then the plan's
// steps with faults, then quiescence and the end-state checks (faultCheck.ts).

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

/** Runs one seed in `world`; throws SeedFailure when the end state breaks the model. */
export async function runSeed(world: FaultWorld, seed: number): Promise<SeedReport> {
  const plan = planOf(seed);
  const number = (world.seeds += 1);
  // Each seed's own client address: the proxy faults only this seed's requests.
  const address = `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`;
  const recorded: Recorded[] = [];
  const devices: Device[] = [];
  for (const name of DEVICES) devices.push(await makeDevice(world, number, address, name, recorded));
  let counter = 0;
  const run: SeedRun = {
    world,
    seed,
    devices,
    owner: devices[0]!,
    removable: devices[2]!,
    mapIds: [],
    recorded,
    problems: [],
    removedAt: null,
    faulted: 0,
    kills: 0,
    text: (what) => `${what} ${seed}.${(counter += 1)}`,
  };
  let counts = { conflicts: 0, notSynced: 0 };
  let puller: Puller | null = null;
  try {
    await setUpMaps(run);
    // The owner's session from an address of its own: the proxy never faults the puller.
    if (world.puller) puller = startPuller(world, run.owner.api.cookie, `11${address.slice(2)}`);
    world.deciders.set(address, faultDecider(run, plan));
    for (const step of plan.steps) {
      trace(JSON.stringify(step));
      await act(run, step);
    }
    await quiesce(run, address);
    if (puller) run.problems.push(...(await puller.stop()));
    puller = null;
    counts = await checkEndState(run);
  } catch (error) {
    run.problems.push(
      `the run stopped: ${describe(error)}${error instanceof Error && error.stack ? `\n${error.stack.split('\n').slice(1, 6).join('\n')}` : ''}`,
    );
  } finally {
    world.deciders.delete(address);
    await puller?.stop().catch(() => undefined);
    await Promise.all(devices.map((dev) => dev.inflight ?? Promise.resolve()));
    for (const dev of devices) dev.database.close();
  }
  if (run.problems.length > 0) throw new SeedFailure(seed, run.problems);
  return {
    seed,
    steps: plan.steps.length,
    ops: recorded.length,
    faults: run.faulted,
    kills: run.kills,
    ...counts,
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
