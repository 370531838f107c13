// @vitest-environment node
// Issue 19's concurrency acceptance test: issue 15's fault model (faultSeed.ts) with two server
// instances on one real PostgreSQL behind the fault proxy's round robin, so each device's pushes and
// pulls land on both, seeds run side by side (concurrent pushes to one database), an instance is
// killed mid-push in some seeds while the other goes on, and every seed runs a continuous puller.
// Every device converges to the model, the puller misses no revision, and the database holds no
// mutation applied twice and no gap in any map's revisions. `FAULT_DB=postgres npm run soak --
// faultModel` runs thousands of seeds of the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds, type SeedReport } from './faultSeed';
import { startPgFaultWorld, type PgFaultWorld } from './faultWorldPg';

// A failing seed's replay command names this world.
process.env.FAULT_DB = 'postgres';

/** Sized for a couple of minutes on a loaded 2-core machine (four server processes and PostgreSQL). */
const SEEDS = Array.from({ length: 40 }, (_, index) => 5_000_001 + index);
const CONCURRENCY = 4;

let pgWorld: PgFaultWorld;
const reports: SeedReport[] = [];

beforeAll(async () => {
  pgWorld = await startPgFaultWorld(2);
}, 180_000);

afterAll(async () => {
  await pgWorld?.close();
});

describe('two instances on one PostgreSQL: nothing missed, nothing applied twice, every device converges', () => {
  it(`${SEEDS.length} seeds of concurrent pushes and a continuous puller agree with the model`, async () => {
    const summary = await runSeeds(pgWorld.world, SEEDS, { concurrency: CONCURRENCY });
    reports.push(...summary.reports);
    expect(summary.failures.map((failure) => failure.message)).toEqual([]);
  }, 900_000);

  it('the database holds each mutation once and every map revision 1…rev', async () => {
    expect(await pgWorld.storeProblems()).toEqual([]);
  });

  it('exercised both instances, faults, conflicts and instance kills', () => {
    const total = (key: keyof SeedReport) => reports.reduce((sum, report) => sum + report[key], 0);
    expect(reports).toHaveLength(SEEDS.length);
    expect(pgWorld.world.instances).toHaveLength(2);
    expect(total('ops')).toBeGreaterThan(SEEDS.length * 5);
    expect(total('faults')).toBeGreaterThan(SEEDS.length / 2);
    expect(total('conflicts')).toBeGreaterThan(0);
    expect(total('kills')).toBeGreaterThan(0);
  });
});
