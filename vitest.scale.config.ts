import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the tests that need a million rows to prove what they prove (the lists' plans on
 * PostgreSQL's real planner). They take minutes to fill, so they run with the benchmark (`npm run bench`) and on
 * demand, not in `npm test` or CI.
 */
export default defineConfig({
  test: {
    include: ['apps/api/test/**/*.scale.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 1_200_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
