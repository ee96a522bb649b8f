import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BASE_URL, CHROMIUM_PATH, DEMO_ADMIN, E2E_PORT, ROOT, SUPER_ADMIN } from './support/environment';
import { startGuardian, type ServerSettings } from './support/guardian-server';
import { startMailCatcher } from './support/mail-catcher';

/**
 * The demo data and the XSS rows of support/xss-rows.ts, written before the server starts: the embedded
 * database has one owner at a time. The server then finds the database filled and seeds nothing more.
 */
async function seedXssRows(env: NodeJS.ProcessEnv) {
  const script = path.join(ROOT, 'e2e/support/seed-xss-rows.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Seeding the e2e database failed:\n${output}`);
  if (output.trim()) process.stdout.write(output);
}

/**
 * Starts what the browser tests need: a mail catcher, a fresh database (a new PostgreSQL database when
 * DATABASE_URL is set, else an embedded one in a temporary directory) with demo data and XSS rows, and the
 * real server.
 */
export default async function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`);
  }
  const webDist = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`The web app is not built in ${webDist}: run npm run build first.`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-e2e-'));
  const mailDirectory = path.join(work, 'mail');
  process.env.E2E_MAIL_DIR = mailDirectory;
  const mail = await startMailCatcher(mailDirectory);

  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `guardian_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    // Dropped after the run: a commit need not wait for its WAL to reach the disk.
    await admin.query(`alter database ${name} set synchronous_commit to off`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }

  const settings: ServerSettings = {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    DEMO_DATA: '1',
    ADMIN_EMAIL: SUPER_ADMIN.email,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
    PUBLIC_URL: BASE_URL,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    LOG_LEVEL: 'warn',
    // The XSS suite's audit rows are dated XSS_AUDIT_DAY (2021), older than the default retention of 400 days:
    // housekeeping at start would delete them before the timeline specs read them.
    AUDIT_RETENTION_DAYS: '36500',
  };
  if (databaseUrl) settings.DATABASE_URL = databaseUrl;
  // For the tests: a second server process on the same database starts with these (alarm-two-processes.spec.ts).
  process.env.E2E_SERVER_ENV = JSON.stringify(settings);

  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  if (!databaseUrl) delete env.DATABASE_URL;
  await seedXssRows(env);

  const server = await startGuardian(settings);

  return async () => {
    await server.stop();
    await mail.close();
    await dropDatabase();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
