import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_PATH, OUTPUT_DIR } from './support/environment';

/** Real Chromium (Debian's, or CHROMIUM_PATH) against the real server that global setup starts. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One more attempt for a test that failed, reported as "flaky" in the list (decision 045): a race between the
  // browser and a busy machine should not throw away a submission, and a real fault fails both attempts.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: OUTPUT_DIR,
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
