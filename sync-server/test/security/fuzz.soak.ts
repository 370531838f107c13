import { FUZZ_LIMITS, runFuzz } from './fuzz';

// `npm run soak` (scripts/soak.mjs): 50,000 fuzzed requests over every route, one at a time, run
// with --expose-gc so the memory figure is what the server keeps. Exits non-zero on any 5xx, any
// reply slower than 2 s, or heap growth past the limit. SOAK_SEED picks another run.

const seed = Number(process.env.SOAK_SEED ?? 18_2026);
const requests = Number(process.env.SOAK_REQUESTS ?? 50_000);
const report = await runFuzz({ seed, requests, log: (line) => console.log(`  ${line}`) });
const growthMb = (report.heapPeakBytes - report.heapStartBytes) / 1024 / 1024;
console.log(
  `fuzz soak: ${report.requests} requests (seed ${seed}) in ${Math.round(report.elapsedMs / 1000)} s; ` +
    `slowest ${Math.round(report.slowestMs)} ms; heap ${Math.round(report.heapStartBytes / 1024 / 1024)} MB → ` +
    `peak ${Math.round(report.heapPeakBytes / 1024 / 1024)} MB (+${growthMb.toFixed(1)} MB)`,
);
console.log(`  statuses: ${JSON.stringify(report.statuses)}`);
console.log(`  slowest: ${report.slowest.join('; ')}`);
const problems = [
  ...report.failures.map((line) => `5xx: ${line}`),
  ...report.slow.map((line) => `slower than ${FUZZ_LIMITS.slowestMs} ms: ${line}`),
  ...(growthMb * 1024 * 1024 > FUZZ_LIMITS.heapGrowthBytes ? [`heap grew ${growthMb.toFixed(1)} MB`] : []),
];
for (const problem of problems) console.error(`  ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
