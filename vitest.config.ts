import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The ten slowest files and the run's CPU time, printed at the end (packages/server/src/test/README.md).
    reporters: ['default', './scripts/test-timing/vitest-reporter.mjs'],
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
          // Sharing one worker's imports across files (isolate: false) saves about 6 s of CPU a file,
          // but it has not yet passed a whole run with every file; it stays off until one does.
          isolate: true,
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
