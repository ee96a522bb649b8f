import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ensureSuperAdmin } from '../src/bootstrap/super-admin';
import { testConfig } from '../src/config';
import { createAppState } from '../src/app-state';
import type { AppContext } from '../src/context';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { accounts } from '../src/db/schema';
import { AlarmHub } from '../src/modules/alarms/live/alarm-hub';
import { createMailer } from '../src/modules/mail-delivery/mailer';
import { ensureContent, seedPeopleAndEvents } from '../src/seed/demo-data';
import { localStorage } from '../src/storage/local-storage';
import { buildServerBundle } from '../scripts/server-bundle';
import { ensureResponseRollup } from './response-rollup-fill';
import type { Scale } from './scenarios';

export const BENCH_ADMIN = { email: 'bench@guardian.local', password: 'Bench@2026pass' };
export const ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(ROOT, '.bench-data');

export type Target = {
  kind: 'postgres' | 'pglite';
  /** Environment for the server process. */
  serverEnv: Record<string, string>;
  open: () => Promise<Database>;
  reset: () => Promise<void>;
};

/** One database per scale (`guardian_bench_1000000`), so the full run and the PGlite-sized run both keep theirs filled. */
export function postgresTarget(baseUrl: string, users: number): Target {
  const url = new URL(baseUrl);
  const name = `guardian_bench_${users}`;
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement).catch((error: Error) => {
      if (!/already exists/.test(error.message)) throw error;
    });
    await client.end();
  };
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: path.join(DATA, `postgres-files-${users}`) },
    open: async () => {
      await admin(`create database ${name}`);
      return openPostgres(url.toString(), 10);
    },
    reset: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export function pgliteTarget(): Target {
  const dir = path.join(DATA, 'pglite-files');
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dir },
    open: () => openPglite(path.join(dir, 'pglite')),
    reset: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export function contextFor(database: Database, dataDir: string): AppContext {
  const config = testConfig({ dataDir });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage: localStorage(path.join(dataDir, 'uploads')),
    now: () => new Date(),
    mailer: undefined as never,
    alarmHub: new AlarmHub(database, config.publicUrl),
    ...createAppState(database, () => new Date()),
  };
  ctx.mailer = createMailer({ from: config.mailFrom, log: { info: () => {}, debug: () => {} } as never });
  return ctx;
}

/** Fills the target at the scale asked, or reuses it when it already holds exactly that many users. */
export async function prepare(target: Target, scale: Scale, log: (line: string) => void): Promise<void> {
  let database = await target.open();
  const [row] = await database.db.select({ n: count() }).from(accounts).where(eq(accounts.roleId, 6));
  if ((row?.n ?? 0) === scale.users) {
    log(`${target.kind}: reusing the database (${scale.users} users)`);
    // A database filled before the response rollup existed gets its rollup now.
    await ensureResponseRollup(database.db, scale.events, log);
    await database.close();
    return;
  }
  await database.close();
  await target.reset();
  database = await target.open();
  const dataDir = target.serverEnv.DATA_DIR as string;
  log(`${target.kind}: seeding ${scale.users} users, ${scale.events} events, ${scale.devices} devices...`);
  const started = Date.now();
  await ensureSuperAdmin(database.db, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const storage = localStorage(path.join(dataDir, 'uploads'));
  await ensureContent(database.db, storage);
  let last = 0;
  await seedPeopleAndEvents(database.db, storage, scale, (label, done, total) => {
    if (Date.now() - last > 10_000 || done === total) {
      last = Date.now();
      log(`  ${label}: ${done} / ${total} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  });
  // The seeded events are history, never on a desk: the response report's year is a rollup as that many
  // desk-era alarms would leave it (response-rollup-fill.ts).
  await ensureResponseRollup(database.db, scale.events, log);
  // A bulk load leaves the visibility map empty, so index-only scans would visit the heap for every row until
  // autovacuum ran; VACUUM sets it, as a database in service would have it.
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  log(`${target.kind}: seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

export type RunningServer = { url: string; pid: number; token: string; stop: () => Promise<void> };

/**
 * `start`: V8 or Node start-up flags put before the bundle, and variables added to the server's environment
 * (MALLOC_ARENA_MAX, read by the C library at start); heap-flags.ts compares them.
 */
export async function startServer(target: Target, port: number, start: { flags?: string[]; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...start.env,
    ...target.serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: '0',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  if (target.kind === 'pglite') delete env.DATABASE_URL;
  // The server as `npm run serve` runs it: the bundle, built from the current sources.
  const child: ChildProcess = spawn(process.execPath, [...(start.flags ?? []), await buildServerBundle()], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    try {
      const response = await fetch(`${url}/v1/auth/admin-signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      });
      if (response.ok) {
        const body = (await response.json()) as { data: { token: string } };
        return {
          url,
          pid: child.pid as number,
          token: body.data.token,
          stop: async () => {
            child.kill('SIGTERM');
            await new Promise((resolve) => child.once('exit', resolve));
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
