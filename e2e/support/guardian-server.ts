import { spawn } from 'node:child_process';
import { buildServerBundle, SERVER_BUNDLE } from '../../apps/api/scripts/server-bundle';
import { ROOT } from './environment';

/**
 * Guardian's own settings for a server process of the suite (PORT, DATA_DIR, DATABASE_URL, ...); the rest
 * of the environment is inherited. Global setup publishes the suite server's settings in E2E_SERVER_ENV,
 * so a test can start a second process against the same database (alarm-two-processes.spec.ts).
 */
export type ServerSettings = Record<string, string>;

export type GuardianProcess = { url: string; output: () => string; stop: () => Promise<void> };

async function waitForServer(url: string, exited: () => boolean, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`Guardian exited during start:\n${output()}`);
    try {
      const response = await fetch(`${url}/v1/plans`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Guardian did not start within 120 s:\n${output()}`);
}

/** The real server (apps/api/src/main.ts, bundled) with these settings, once it answers; no DATABASE_URL in them means the embedded database. */
export async function startGuardian(settings: ServerSettings): Promise<GuardianProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  if (!settings.DATABASE_URL) delete env.DATABASE_URL;
  let output = '';
  // The bundle `npm run serve` runs, built from the current sources (once per run when the caller built it already).
  const child = spawn(process.execPath, [process.env.GUARDIAN_SERVER_BUILT ? SERVER_BUNDLE : await buildServerBundle()], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${settings.HOST ?? '127.0.0.1'}:${settings.PORT}`;
  try {
    await waitForServer(
      url,
      () => child.exitCode !== null,
      () => output,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The suite server's settings, as global setup published them. */
export function suiteServerSettings(): ServerSettings {
  const published = process.env.E2E_SERVER_ENV;
  if (!published) throw new Error('E2E_SERVER_ENV is not set: global setup publishes it when it starts the server.');
  return JSON.parse(published) as ServerSettings;
}

/** A TCP port nobody listens on now: the API scripts' own helper, which the suite's second server needs too. */
export { freePort } from '../../apps/api/scripts/support/temp-postgres';
