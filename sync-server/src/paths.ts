import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this module that holds package.json. Walking up
 * (instead of a fixed `../..`) keeps it right both from source (sync-server/src/) and from the
 * esbuild bundle (dist/server/main.js).
 */
export function findProjectRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json found above ${start}`);
    dir = parent;
  }
}

/** Absolute path of the project root, computed once. */
export const PROJECT_ROOT = findProjectRoot();

/** Where numbered SQL migrations live; read at start, never bundled. */
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'sync-server', 'migrations');

/** The version in the root package.json, reported by /api/health. */
export const APP_VERSION: string = (() => {
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
})();
