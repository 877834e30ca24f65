import { defineConfig } from 'vitest/config';

/**
 * Checks too slow for every `npm test` (the unit project leaves them out): `npm run test:long`
 * runs them, and `.ci/run` runs that after `npm test`, so CI still runs everything.
 */
export const LONG = ['tests/dice/tenThousandThrows.test.ts'];

export default defineConfig({
  test: {
    name: 'long',
    include: LONG,
    environment: 'node',
    testTimeout: 600_000,
  },
});
