import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The ten slowest files and the run's CPU time, printed at the end (packages/server/src/test/README.md).
    reporters: ['default', './scripts/test-timing/vitest-reporter.mjs'],
    // Two workers even on two cores (vitest's default there is one): a server file waits on its
    // database as much as it computes (server project: 14 min 42 s with one worker, 10 min 14 s with two).
    maxWorkers: 2,
    projects: [
      // Pure functions: the files can share one worker (20 s of CPU down to 5 s).
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          // One worker's imports and compiled PGlite serve all its files (about 6 s of CPU a file):
          // each file still opens and closes its own app and databases (src/test/README.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'packages/web/vite.config.ts',
        test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['src/test/setup.ts'], testTimeout: 20_000 },
      },
    ],
  },
});
