import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle } from '../server-bundle';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const ADMIN = { email: 'tools.super@guardian.test', password: 'T00ls@dmin!' };

export type RunningServer = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output: () => string;
  cleanup: () => void;
};

/** The real server (apps/api/src/main.ts, bundled) as production runs it, on loopback, against the given database. */
/** Without `databaseUrl` the server keeps its embedded PGlite in its own data folder; `env` adds or overrides settings. */
export async function startServer(options: { databaseUrl?: string; port: number; demoData?: boolean; env?: NodeJS.ProcessEnv }): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-tools-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: options.demoData ? '1' : '0',
    DEMO_ADMIN_PASSWORD: 'Operat0r@pass',
    LOG_LEVEL: 'warn',
    // No web build is needed: the API alone is under test.
    WEB_DIST_DIR: dataDir,
    ...options.env,
  };
  let output = '';
  // SERVER_NODE_ARGS passes flags to the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where time goes.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The bundle `npm run serve` runs, built from the current sources.
  const child = spawn(process.execPath, [...nodeArgs, await buildServerBundle()], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;

  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start within 240 s:\n${output}`);
    try {
      if ((await fetch(`${url}/v1/plans`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    cleanup: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const response = await fetch(`${url}/v1/auth/admin-signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A device body no other request uses (unique deviceId), for write load. */
let serial = 0;
export function newDevice(tag: string) {
  serial += 1;
  const hex = (serial + process.pid * 1000).toString(16).padStart(12, '0').slice(-12).toUpperCase();
  return { deviceName: `${tag} device ${serial}`, deviceId: `${tag}-${process.pid}-${serial}`, macAddress: hex.match(/../g)!.join(':') };
}
