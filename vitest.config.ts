import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs live in e2e/ and run with Playwright, never here.
    include: ['packages/*/src/**/*.test.ts', 'apps/api/{src,test}/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    // Tests at a million rows run with the benchmark (vitest.scale.config.ts, `npm run test:scale`).
    exclude: ['**/node_modules/**', '**/*.scale.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine. Each test
    // file has its own database, and much of a file's time is waiting on it, so two run side by side.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // A worker runs its files one after another in one process, importing the app once instead of once per
    // file: on PGlite the suite's import time fell from 162 s to 43 s and its run from 545 s to 374 s (decision
    // 039). Every file opens its own database and app (helper.ts), so no state is shared through them.
    isolate: false,
    // `npm run test:all` (CI) gives a failed test a second attempt, as the browser tests have (decision 045): a
    // test that passes only then is listed as flaky at the end of the run, so it is seen and fixed, not hidden.
    retry: Number(process.env.TEST_RETRIES ?? 0),
    // TEST_STORAGE=s3 (npm run test:api:s3): files in a local S3 server instead of each test's DATA_DIR.
    globalSetup: process.env.TEST_STORAGE === 's3' ? ['apps/api/test/support/s3-global-setup.ts'] : [],
  },
});
