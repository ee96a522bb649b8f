import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What global setup started, shared with the test workers through the environment. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const SUPER_ADMIN = { email: 'e2e.super@guardian.test', password: 'Sup3r@dmin!', fullName: 'Super Admin' };
export const DEMO_ADMIN = { email: 'operator@guardian.local', password: 'Operat0r@pass', fullName: 'Olivia Bennett' };

/**
 * Where a run writes: Playwright's output folder (emptied at the start of each run) and the screenshots kept
 * for a person to look at. Two runs at once (CI runs both databases side by side) each get their own.
 */
export const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? 'test-results';
export const shotPath = (file: string) => path.join(OUTPUT_DIR, file);
/** Screenshots for a person to look at are taken only when a run asks for them. */
export const SHOTS_WANTED = process.env.E2E_SHOTS === '1';

export const mailDir = () => process.env.E2E_MAIL_DIR ?? path.join(ROOT, 'e2e/.mail');

/**
 * Chromium: CHROMIUM_PATH if set, else Debian's headless shell when it is installed, else Debian's
 * /usr/bin/chromium (see the README). The headless shell is the same Blink and V8 without the browser's own
 * windows and UI pages, and costs less CPU per test (decision 072).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
