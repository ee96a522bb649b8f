import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { DATABASE_SPECIFIC_TESTS, filesWithPgliteBranch } from './apps/api/test/database-specific';

const ALL_TESTS = ['packages/*/src/**/*.test.ts', 'apps/api/{src,test}/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'];
const EXCLUDED = ['**/node_modules/**', '**/*.scale.test.ts'];

/**
 * TEST_FILES=database-specific: only the tests whose outcome can depend on the database (CI's PGlite run,
 * tools/test-all.sh); unset, every test.
 */
function testFiles(): string[] {
  if (process.env.TEST_FILES === undefined || process.env.TEST_FILES === '') return ALL_TESTS;
  if (process.env.TEST_FILES !== 'database-specific') throw new Error(`TEST_FILES must be database-specific or unset, not "${process.env.TEST_FILES}"`);
  const everyFile = fs.globSync(ALL_TESTS, { exclude: (file) => file.includes('node_modules') });
  return [...DATABASE_SPECIFIC_TESTS, ...filesWithPgliteBranch(everyFile)];
}

export default defineConfig({
  test: {
    // Playwright specs live in e2e/ and run with Playwright, never here.
    include: testFiles(),
    // Tests at a million rows run with the benchmark (vitest.scale.config.ts, `npm run test:scale`).
    exclude: EXCLUDED,
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
