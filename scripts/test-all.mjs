// `npm test`: every stage runs, even after one fails, so one slow or failing stage never hides the
// others' results (issue 17); prints each stage's wall time and ends with one summary line.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit (shared, server, app)', ['run', 'test:unit']],
  ['e2e (build, then browser tests)', ['run', 'test:e2e']],
];

const results = [];
for (const [name, args] of STAGES) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const run = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok: run.status === 0, seconds });
  console.log(`=== ${name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
}

console.log('\nStages:');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s`);
}
const failed = results.filter((result) => !result.ok);
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(
  `Stages: ${results.length - failed.length} ok, ${failed.length} failed, ${total.toFixed(0)} s in all`,
);
process.exit(failed.length === 0 ? 0 : 1);
