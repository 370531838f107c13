#!/usr/bin/env node
// `npm run soak`: runs every `*.soak.ts` file in the repository, one after another (each is a long
// run too slow for `npm test`: the fuzz soak, sync soaks…). Add a soak by adding a file; name one or
// more on the command line to run only those. Each runs as `node --expose-gc --import tsx FILE` and
// fails the whole run when it exits non-zero.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'data']);

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return find(path);
    return entry.name.endsWith('.soak.ts') ? [path] : [];
  });
}

const wanted = process.argv.slice(2);
const files = find(root)
  .map((path) => relative(root, path))
  .filter((path) => wanted.length === 0 || wanted.some((name) => path.includes(name)))
  .sort();
if (files.length === 0) {
  console.error('No *.soak.ts files found.');
  process.exit(1);
}

const failed = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', file], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status === 0) console.log(`✔ ${file} (${seconds} s)`);
  else {
    console.log(`✘ ${file} (${seconds} s, exit ${result.status ?? result.signal})`);
    failed.push(file);
  }
}
console.log(`\n${files.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
