import { planOf, replayCommand } from './faultPlan';
import { runSeeds, SeedFailure } from './faultSeed';
import { startFaultWorld } from './faultWorld';
import { startPgFaultWorld } from './faultWorldPg';

// `npm run soak` (scripts/soak.mjs): issue 15's fault-injection test (faultSeed.ts) over 20,000
// seeds (SEEDS=n for another count, FIRST=n to start elsewhere, CONCURRENCY=n seeds at a time).
// Prints seeds per second as it goes and a one-line replay command for each failing seed; exits
// non-zero when any seed fails. SEED=n runs only that seed, printing its plan and every step
// (`SEED=123 npm run soak -- faultModel`). FAULT_DB=postgres runs the same on a throwaway
// PostgreSQL with FAULT_INSTANCES (2) server instances behind the round robin and a continuous
// puller per seed (issue 19, faultWorldPg.ts), then checks the database for mutations applied twice.

const only = process.env.SEED === undefined ? null : Number(process.env.SEED);
if (only !== null) {
  process.env.FAULT_TRACE ??= '1';
  console.log(`  plan of seed ${only}: ${JSON.stringify(planOf(only))}`);
}
const count = Number(process.env.SEEDS ?? 20_000);
const first = Number(process.env.FIRST ?? 1_000_001);
const seeds = only === null ? Array.from({ length: count }, (_, index) => first + index) : [only];
const concurrency = Number(process.env.CONCURRENCY ?? (only === null ? 4 : 1));

const onPg = process.env.FAULT_DB === 'postgres';
const pgWorld = onPg ? await startPgFaultWorld(Number(process.env.FAULT_INSTANCES ?? 2)) : null;
const world = pgWorld?.world ?? (await startFaultWorld());
const started = Date.now();
let lastPrint = started;
const perSecond = (done: number) => (done / ((Date.now() - started) / 1000)).toFixed(2);
const summary = await runSeeds(world, seeds, {
  concurrency,
  onSeed: (done, outcome) => {
    if (outcome instanceof SeedFailure) console.error(`  ✘ ${outcome.message}`);
    if (Date.now() - lastPrint > 10_000 || done === seeds.length) {
      lastPrint = Date.now();
      console.log(`  ${done}/${seeds.length} seeds, ${perSecond(done)} seeds/s`);
    }
  },
});
const storeProblems = (await pgWorld?.storeProblems()) ?? [];
for (const problem of storeProblems) console.error(`  ✘ ${problem}`);
await (pgWorld ?? world).close();

const total = (key: 'ops' | 'faults' | 'kills' | 'conflicts' | 'notSynced') => summary.reports.reduce((sum, report) => sum + report[key], 0);
console.log(
  `fault model soak: ${seeds.length} seeds in ${Math.round(summary.elapsedMs / 1000)} s, ` +
    `${(seeds.length / (summary.elapsedMs / 1000)).toFixed(2)} seeds/s; ${total('ops')} operations, ` +
    `${total('faults')} faulted requests, ${world.server.kills} server kills, ${total('conflicts')} conflicts required, ` +
    `${total('notSynced')} refused changes kept; ${summary.failures.length} failed` +
    (onPg ? ` (PostgreSQL, ${world.instances.length} instances, continuous pullers)` : ''),
);
for (const failure of summary.failures) console.error(`  replay: ${replayCommand(failure.seed)}`);
// Exit explicitly: the app's BroadcastChannel (local edits) keeps Node's event loop alive.
process.exit(summary.failures.length > 0 || storeProblems.length > 0 ? 1 : 0);
