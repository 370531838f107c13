import { defineProject } from 'vitest/config';

// The one list of test projects. Vitest 4 no longer reads this file by itself, so
// vitest.config.ts imports it; keep every project here and nowhere else.
export default [
  defineProject({
    test: {
      name: 'shared',
      environment: 'node',
      include: ['shared/**/*.test.ts'],
      // Model-based and drafter tests are CPU-bound: sized for a loaded 2-core machine (issue 17).
      testTimeout: 20_000,
    },
  }),
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['sync-server/**/*.test.ts'],
      // One throwaway PostgreSQL for the run (issue 19); each test file that needs it makes a database.
      globalSetup: ['sync-server/test/postgres/globalSetup.ts'],
      // Each test file opens its own SQLite file and server; keep them in separate forks.
      pool: 'forks',
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  }),
  defineProject({
    test: {
      name: 'app',
      environment: 'jsdom',
      include: ['app/**/*.test.{ts,tsx}'],
      setupFiles: ['app/test/setup.ts'],
      // Sync tests run real servers on a shared 2-core machine: sized for load, not for an idle laptop.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  }),
  defineProject({
    test: {
      name: 'e2e',
      environment: 'node',
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: ['e2e/globalSetup.ts'],
      // One Chromium and one server at a time: the machine has two cores. A multi-device test takes
      // 30 s on a loaded machine; the timeout leaves room for that, not for an idle laptop.
      fileParallelism: false,
      testTimeout: 150_000,
      hookTimeout: 120_000,
    },
  }),
];
