import { defineConfig } from 'vitest/config';

import { LONG, LOOKS, WALKS } from './vitest.long.config';

export default defineConfig({
  test: {
    // Browser tests mostly wait on a software renderer's frames, so two files at a time (one
    // browser file beside a unit or another browser file) roughly halve the wall time on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          // The long checks run in `npm run test:long` (vitest.long.config.ts), after `npm test` in CI.
          exclude: ['tests/browser/**', 'tests/server/**', ...LONG],
          environment: 'node',
          testTimeout: 60_000,
          // Threads without a fresh module graph per file: about a third of the CPU time of
          // isolated forks. tests/unitSetup.ts puts back what one file may leave to the next.
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/unitSetup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: LONG,
          environment: 'node',
          // Colyseus 0.18 needs a global WebSocket, which Node 20 lacks.
          setupFiles: ['server/wsPolyfill.mjs'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // Whole-game walks and full-size looks run in `npm run test:long` (vitest.long.config.ts),
          // after `npm test` in CI.
          exclude: [...WALKS, ...LOOKS],
          globalSetup: ['tests/browser/browserSetup.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
          // In CI a browser test that fails is run once more (a software renderer on a loaded
          // 2-core machine); Vitest's report still names every retried test.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
