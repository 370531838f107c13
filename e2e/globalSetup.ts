import { existsSync } from 'node:fs';
import { findChromium } from './harness';

// Browser tests need the built app and a Chromium. Without a Chromium they are skipped with one
// clear line, except under CI=true, where a missing browser is a failure.
export default function setup(): void {
  if (!existsSync('dist/app/index.html') || !existsSync('dist/server/main.js')) {
    throw new Error('Browser tests need a build: run `npm run build` (npm run test:e2e does it for you).');
  }
  if (findChromium()) return;
  const line = 'Browser tests: no Chromium found (set CHROMIUM_PATH or run `apt-get install -y chromium`).';
  if (process.env.CI === 'true') throw new Error(line);
  console.warn(`${line} Skipping them.`);
}
