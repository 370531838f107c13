// `npm test`: every stage runs, even after one fails, so one slow or failing stage never hides the
// others' results (issue 17); prints each stage's wall time and ends with one summary line. A failed
// stage's failure lines are repeated at the end: CI logs are often read from their tail only.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const STAGES = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit (shared, server, app)', ['run', 'test:unit']],
  ['e2e (build, then browser tests)', ['run', 'test:e2e']],
];

/** Lines that say what failed: vitest's FAIL headers and ✗ marks, errors, tsc's and eslint's reports. */
// An error is a name ending in Error followed by a colon ('AssertionError: …'), not a file name
// that contains the word ('networkError-….js' in a build's chunk list).
const FAILURE_LINE = /(\bFAIL\b|×|✗|\b(?:[A-Z]\w*)?Error:|error TS\d+|\s+error\s+)/;
const MAX_FAILURE_LINES = 60;

/** Runs one stage with its output passed through; the lines that look like failures, ANSI-free. */
function runStage(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['inherit', 'pipe', 'pipe'] });
    const failures = [];
    const scan = (target) => {
      let partial = '';
      return (chunk) => {
        target.write(chunk);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          const plain = stripVTControlCharacters(line);
          if (FAILURE_LINE.test(plain) && failures.length < MAX_FAILURE_LINES) failures.push(plain);
        }
      };
    };
    child.stdout.on('data', scan(process.stdout));
    child.stderr.on('data', scan(process.stderr));
    child.on('close', (status) => resolve({ status, failures }));
  });
}

const results = [];
for (const [name, args] of STAGES) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const { status, failures } = await runStage(args);
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok: status === 0, seconds, failures });
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
}

for (const { name, failures } of results.filter((result) => !result.ok)) {
  console.log(`\nWhat failed in ${name}:`);
  for (const line of failures) console.log(`  ${line.trim().slice(0, 300)}`);
  if (failures.length === 0) console.log("  (no failure line recognised; see the stage's output above)");
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
