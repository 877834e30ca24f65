import { defineConfig } from 'vitest/config';

/**
 * Checks too slow for every `npm test` (the unit project leaves them out): `npm run test:long`
 * runs them, and `.ci/run` runs that after `npm test`, so CI still runs everything.
 */
export const LONG = ['tests/dice/tenThousandThrows.test.ts', 'tests/server/dailyForesight.test.ts'];

/**
 * Whole-game walks in the browser (`*.walk.test.ts`): a test whose job is to play one game, one
 * show or one lesson to its end through the page. The browser project of `npm test` leaves them out; the
 * screens they pass through keep their own checks there, and the rules of a whole game are
 * played in Node by the unit tests.
 */
export const WALKS = ['tests/browser/**/*.walk.test.ts'];

/**
 * Looks (`*.look.test.ts`): checks whose cost on a software renderer is pixels and frames, not
 * behaviour — full quality, window sizes beyond 1280×720 and 1024×768, draw-call budgets while
 * stagings play, colour-vision screenshots, the other showcase backgrounds. The same screens keep
 * their behaviour checks at 1280×720 on the cheap renderer in `npm test`.
 */
export const LOOKS = ['tests/browser/**/*.look.test.ts'];

export default defineConfig({
  test: {
    // As in vitest.config.ts: two files at a time, one Chromium each (tests/browser/browserSetup.ts).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'long',
          include: LONG,
          environment: 'node',
          // The server files among them start a Colyseus server (see vitest.config.ts).
          setupFiles: ['server/wsPolyfill.mjs'],
          testTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'walks',
          include: [...WALKS, ...LOOKS],
          globalSetup: ['tests/browser/browserSetup.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
