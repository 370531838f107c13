// @vitest-environment node
// Issue 15's acceptance test: three devices (fake-indexeddb, the real sync client) and the real
// server (a child process on a SQLite file) through a fault proxy, 300 seeds of random edits,
// syncs, offline spells, a removed member, lost requests and replies, duplicates, replays, delays
// and server kills. The driver is faultSeed.ts (with faultWorld, faultDevice, faultSteps, faultCheck) and the model faultModel.ts; `npm run soak`
// runs 20,000 seeds of the same (faultModel.soak.ts). SEED=n runs only seed n.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds, type SeedReport } from './faultSeed';
import { startFaultWorld, type FaultWorld } from './faultWorld';

const only = process.env.SEED === undefined ? null : Number(process.env.SEED);
const SEEDS = only === null ? Array.from({ length: 300 }, (_, index) => index + 1) : [only];
const BATCH = 50;
/** Seeds run side by side: each waits on the server most of the time. */
const CONCURRENCY = 4;

let world: FaultWorld;
const reports: SeedReport[] = [];

beforeAll(async () => {
  world = await startFaultWorld();
}, 120_000);

afterAll(async () => {
  await world?.close();
});

describe('nothing is lost under faults (model-based, three devices, the real server)', () => {
  for (let start = 0; start < SEEDS.length; start += BATCH) {
    const seeds = SEEDS.slice(start, start + BATCH);
    it(`seeds ${seeds[0]}–${seeds.at(-1)}: every device and the server agree with the model`, async () => {
      const summary = await runSeeds(world, seeds, { concurrency: CONCURRENCY });
      reports.push(...summary.reports);
      expect(summary.failures.map((failure) => failure.message)).toEqual([]);
    }, 600_000);
  }

  it('exercised what it claims: operations, faults, conflicts, a removed member and server kills', () => {
    const total = (key: keyof SeedReport) => reports.reduce((sum, report) => sum + report[key], 0);
    expect(reports).toHaveLength(SEEDS.length);
    if (only !== null) return;
    expect(total('ops')).toBeGreaterThan(SEEDS.length * 5);
    expect(total('faults')).toBeGreaterThan(SEEDS.length / 2);
    expect(total('conflicts')).toBeGreaterThan(0);
    expect(total('notSynced')).toBeGreaterThan(0);
    expect(total('kills')).toBeGreaterThan(0);
  });
});
