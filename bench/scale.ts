// `npm run bench:scale` (issue 19): the server scaled out. One PostgreSQL, 3 instances behind a
// round-robin proxy, simulated devices in teams sharing maps, for a fixed time; then the same at 1
// instance and on SQLite as baselines. Prints push and pull p50/p95/p99, mutations/s, poke latency
// across instances, missed revisions and duplicates (both must be 0), and the counter lock wait p99
// (where the next bottleneck shows). Nothing is asserted but the two zeros (exit 1 otherwise).
// Poke latency: 20 probes per scenario during the load (bench/scalePokes.ts).
//
//   npm run bench:scale -- --devices 1000 --seconds 60 --think 10000 --only pg3,pg1,sqlite
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerChild, type ServerChild } from '../app/sync/faults/serverChild';
import { startFaultProxy } from '../e2e/faultProxy';
import { benchPostgresDatabase, stopBenchPostgres } from './benchDatabase';
import { cpuLine, cpuMeter } from './scaleCpu';
import { setUpDevices } from './scaleDevices';
import { runLoad, type LoadResult } from './scaleLoad';
import { probePokes } from './scalePokes';

const { values: args } = parseArgs({
  options: {
    devices: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    think: { type: 'string', default: '10000' },
    only: { type: 'string', default: 'pg3,pg1,sqlite' },
  },
});
const DEVICES = Number(args.devices);
const SECONDS = Number(args.seconds);
const THINK_MS = Number(args.think);
/** Live pokes timed per scenario, spread over the load. */
const POKE_PROBES = 20;

interface Scenario {
  key: string;
  title: string;
  postgres: boolean;
  instances: number;
}
const SCENARIOS: Scenario[] = [
  { key: 'pg3', title: 'PostgreSQL, 3 instances', postgres: true, instances: 3 },
  { key: 'pg1', title: 'PostgreSQL, 1 instance', postgres: true, instances: 1 },
  { key: 'sqlite', title: 'SQLite, 1 instance', postgres: false, instances: 1 },
];

const percentile = (samples: number[], p: number) => {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
const spread = (samples: number[]) => [50, 95, 99].map((p) => ms(percentile(samples, p))).join(' / ');

/** The database figures of sql.ts's `dbStats`, in ms or round trips. */
type DbFigures = Record<
  | 'counterLockWait'
  | 'counterLockHeld'
  | 'poolWait'
  | 'changeRoundTrips'
  | 'snapshotRoundTrips'
  | 'pushWays'
  | 'pushGroupSize',
  number[]
>;

/** Every instance's database figures so far (BENCH_STATS=1 in serverMain.ts). */
async function dbFigures(instances: ServerChild[]): Promise<DbFigures[]> {
  return Promise.all(
    instances.map(async (child) => {
      const reply = await fetch(`http://127.0.0.1:${child.port}/api/bench-stats`);
      return (await reply.json()) as DbFigures;
    }),
  );
}

/** What every instance recorded after `before`, merged. */
function since(before: DbFigures[], after: DbFigures[]): DbFigures {
  const merged = Object.fromEntries(
    Object.keys(after[0]!).map((name) => [name, [] as number[]]),
  ) as DbFigures;
  after.forEach((figures, i) => {
    for (const name of Object.keys(figures) as (keyof DbFigures)[])
      merged[name].push(...figures[name].slice(before[i]![name].length));
  });
  return merged;
}

const mean = (samples: number[]) =>
  samples.length === 0 ? 'n/a' : (samples.reduce((sum, value) => sum + value, 0) / samples.length).toFixed(1);

async function runScenario(scenario: Scenario): Promise<{
  load: LoadResult;
  db: DbFigures;
  pokes: { samples: number[]; failures: string[] };
  cpu: string;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'spine-scale-'));
  const database = scenario.postgres ? await benchPostgresDatabase() : null;
  const env: Record<string, string> = {
    BENCH_STATS: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const instances: ServerChild[] = [];
  try {
    for (let i = 0; i < scenario.instances; i += 1) instances.push(await startServerChild(dataDir, env));
    const proxy = await startFaultProxy(instances.map((child) => `http://127.0.0.1:${child.port}`));
    try {
      const setupStarted = Date.now();
      const devices = await setUpDevices(proxy.url, DEVICES);
      console.log(
        `  set up ${devices.length} devices in ${Math.round((Date.now() - setupStarted) / 1000)} s; load for ${SECONDS} s`,
      );
      const before = await dbFigures(instances);
      const meter = cpuMeter();
      const cpu = new Promise<string>((resolve) =>
        setTimeout(
          () => resolve(`${cpuLine(meter.stop(), cpus().length)}; load average ${loadavg()[0]!.toFixed(1)}`),
          SECONDS * 1000,
        ),
      );
      const urls = instances.map((child) => `http://127.0.0.1:${child.port}`);
      let pokes: Awaited<ReturnType<typeof probePokes>> = { samples: [], failures: [] };
      const load = await runLoad(devices, SECONDS, THINK_MS, async (applied) => {
        pokes = await probePokes(urls, devices, POKE_PROBES, SECONDS, applied);
      });
      return { load, db: since(before, await dbFigures(instances)), pokes, cpu: await cpu };
    } finally {
      await proxy.close();
    }
  } finally {
    await Promise.all(instances.map((child) => child.close()));
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:scale: ${DEVICES} devices (teams of 5 sharing 2 maps), ${SECONDS} s, think time ~${THINK_MS} ms`,
);
const rows: { scenario: Scenario; pushP95: number; rate: number }[] = [];
let failed = false;
for (const scenario of SCENARIOS.filter((candidate) => args.only.split(',').includes(candidate.key))) {
  console.log(`\n== ${scenario.title}`);
  const { load, db, pokes, cpu } = await runScenario(scenario);
  const rate = load.applied / SECONDS;
  rows.push({ scenario, pushP95: percentile(load.pushMs, 95), rate });
  console.log(`  devices                         ${DEVICES}`);
  console.log(
    `  push p50 / p95 / p99            ${spread(load.pushMs)}   (${load.pushMs.length} pushes; budget p95 ≤ 150 ms)`,
  );
  console.log(`  pull p50 / p95 / p99            ${spread(load.pullMs)}   (${load.pullMs.length} pulls)`);
  console.log(
    `  mutations/s                     ${rate.toFixed(1)}   (${load.applied} applied, ${load.rejected} rejected, ${load.errors} errors)`,
  );
  console.log(
    `  ${(scenario.instances > 1 ? 'poke latency across instances' : 'poke latency, one instance').padEnd(32)}${spread(pokes.samples)}   (${pokes.samples.length} probes, push reply → live socket; ${pokes.failures.length} failed)`,
  );
  console.log(`  missed revisions                ${load.missed}   (must be 0)`);
  console.log(
    `  duplicates                      ${load.duplicates}   (must be 0; ${load.retries} retried pushes)`,
  );
  console.log(
    `  counter lock wait p99           ${ms(percentile(db.counterLockWait, 99))}   (${db.counterLockWait.length} change transactions)`,
  );
  console.log(
    `  counter lock held p50 / p99     ${ms(percentile(db.counterLockHeld, 50))} / ${ms(percentile(db.counterLockHeld, 99))}`,
  );
  if (scenario.postgres) {
    console.log(
      `  pool wait p50 / p99             ${ms(percentile(db.poolWait, 50))} / ${ms(percentile(db.poolWait, 99))}`,
    );
    console.log(
      `  round trips per transaction     change ${mean(db.changeRoundTrips)}, snapshot ${mean(db.snapshotRoundTrips)} (mean)`,
    );
    const share = (way: number) =>
      `${Math.round((100 * db.pushWays.filter((value) => value === way).length) / Math.max(1, db.pushWays.length))}%`;
    console.log(
      `  pushes decided ahead of lock    ${share(0)}   (stale every time: ${share(1)}; needed the lock: ${share(2)})`,
    );
    console.log(
      `  pushes per group commit         ${mean(db.pushGroupSize)} mean, ${db.pushGroupSize.length > 0 ? Math.max(...db.pushGroupSize) : 'n/a'} max   (${db.pushGroupSize.length} group transactions)`,
    );
  }
  console.log(`  CPU during the load             ${cpu}`);
  for (const problem of [...load.problems, ...pokes.failures].slice(0, 10)) console.log(`  ! ${problem}`);
  if (load.missed > 0 || load.duplicates > 0) failed = true;
}
const three = rows.find((row) => row.scenario.key === 'pg3');
const one = rows.find((row) => row.scenario.key === 'pg1');
if (three && one) {
  console.log(
    `\n3 instances vs 1 on PostgreSQL: push p95 ${(three.pushP95 / one.pushP95).toFixed(2)}×, mutations/s ${(three.rate / one.rate).toFixed(2)}× ` +
      '(printed, not promised: this machine has 2 cores)',
  );
}
await stopBenchPostgres();
process.exit(failed ? 1 : 0);
