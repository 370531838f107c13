// `npm start`: build whatever is missing or older than its sources, then serve the PWA and /api
// from one process. Importing the server (instead of spawning it) keeps signal handling in one place.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outputs = [
  join(root, 'dist', 'app', 'index.html'),
  join(root, 'dist', 'prerender', 'entry.js'),
  join(root, 'dist', 'server', 'main.js'),
];
const sources = [
  'app',
  'shared',
  'sync-server/src',
  'public',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
  'vite.config.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

if (needsBuild()) {
  console.log('Building Spine Explorer (first start or changed sources)…');
  // A caller's NODE_ENV (vitest sets 'test') must not turn the bundle into React's dev build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(root, 'dist', 'server', 'main.js')).href);
