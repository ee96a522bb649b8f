import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_FLAGS } from './support/chromium-flags';
import { BASE_URL, CHROMIUM_PATH, OUTPUT_DIR } from './support/environment';
import { parseShare, shareGrep } from './support/share';

/** Real Chromium (support/environment.ts says which) against the real server that global setup starts. */
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
  // E2E_SHARE chooses which tests run (support/share.ts); unset, every one.
  grep: shareGrep(parseShare(process.env.E2E_SHARE)),
  // The JSON report gives each spec's time: tools/test-times.ts prints the slowest and keeps durations.json.
  reporter: [['list'], ['json', { outputFile: path.join(OUTPUT_DIR, '..', `${path.basename(OUTPUT_DIR)}-report.json`) }]],
  outputDir: OUTPUT_DIR,
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1366, height: 860 },
    // As a person who asked for less motion: the app's dialogs and toasts open at once, so no step waits out a
    // transition and the renderer draws none. The app's own motion is the same code with a duration.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
});
