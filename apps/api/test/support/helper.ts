import { authEndpoints } from '@guardian/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, testConfig, type Config } from '../../src/config';
import { createAppState } from '../../src/app-state';
import type { AppContext } from '../../src/context';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import { accounts } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { AlarmHub } from '../../src/modules/alarms/live/alarm-hub';
import { createMailer } from '../../src/modules/mail-delivery/mailer';
import { ensureContent } from '../../src/seed/demo-data';
import { openStorage } from '../../src/storage/open-storage';
import type { Storage } from '../../src/storage/storage';
import type { S3Settings } from '../../src/storage/storage-url';
import { request } from './request';
import { createFromTemplate, databaseUrl, migratedImage } from './template-database';

/**
 * Builds the real app on a real database: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped in close()), each a copy of one migrated
 * database (template-database.ts). Nothing is mocked.
 */
export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Moves the server's clock (sessions, reset tokens, rate-limit windows); no argument: the real clock again. */
  setNow: (date?: Date) => void;
  /** The PostgreSQL database the app uses (undefined on PGlite): a second process's connections may open it too. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** `statementTimeoutMs`: the app's STATEMENT_TIMEOUT_MS, on PostgreSQL's connections as the server sets it. */
async function openTestDatabase(statementTimeoutMs: number): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  // PGLITE_THREAD=0 keeps PGlite in the test's own thread (the server runs it on one of its own: decision 036).
  if (!url) {
    const database = await openPglite(undefined, { thread: process.env.PGLITE_THREAD !== '0', image: await migratedImage() });
    return { database, drop: async () => {} };
  }
  const name = `guardian_test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(url, name);
  const database = await openPostgres(databaseUrl(url, name), 5, undefined, { statementTimeoutMs });
  return {
    database,
    url: databaseUrl(url, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * With STORAGE_URL in the environment (`npm run test:api:s3`), or a test's own `objectStore`, each test app keeps
 * its files in that bucket under a prefix of its own, named like its DATA_DIR. `objectStore: undefined` given
 * explicitly keeps them on disk whatever the environment says.
 */
function testObjectStore(dataDir: string, overrides: Partial<Config>): S3Settings | undefined {
  const env = process.env;
  const fromEnv = () =>
    env.STORAGE_URL
      ? loadConfig({ STORAGE_URL: env.STORAGE_URL, AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY }).objectStore
      : undefined;
  const store = 'objectStore' in overrides ? overrides.objectStore : fromEnv();
  return store && { ...store, prefix: [store.prefix, path.basename(dataDir)].filter(Boolean).join('/') };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-test-'));
  const objectStore = testObjectStore(dataDir, overrides);
  const config = testConfig({ dataDir, publicUrl: 'http://guardian.test', ...overrides, objectStore });
  const { database, url, drop } = await openTestDatabase(config.statementTimeoutMs);
  let now: Date | undefined;
  const storage = openStorage(config);
  const alarmHub = new AlarmHub(database, config.publicUrl);
  const clock = () => now ?? new Date();
  const ctx: AppContext = { config, database, db: database.db, storage, now: clock, mailer: undefined as never, alarmHub, ...createAppState(database, clock) };
  const app = await buildApp(ctx, { logger: false, serveWeb: false });
  ctx.mailer = createMailer({ from: config.mailFrom, log: app.log });
  await ensureContent(database.db, storage);
  await app.ready();
  return {
    app,
    ctx,
    setNow: (date) => {
      now = date;
    },
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // The test's prefix of the bucket goes too; a store a test has stopped keeps its files.
      if (objectStore) await removeAllFiles(storage).catch(() => undefined);
    },
  };
}

async function removeAllFiles(storage: Storage) {
  for await (const file of storage.list()) await storage.remove(file.key);
}

/** The keys in the app's store under `folder`, sorted: the same question for a directory and a bucket. */
export async function storedKeys(ctx: AppContext, folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of ctx.storage.list()) if (file.key.startsWith(`${folder}/`)) keys.push(file.key.slice(folder.length + 1));
  return keys.sort();
}

/** Whether the file behind an /uploads/ URL is in the store. */
export const isStored = async (ctx: AppContext, url: string) => (await ctx.storage.stat(url.replace(/^\/uploads\//, ''))) !== null;

let counter = 0;
export type AccountOverrides = Partial<typeof accounts.$inferInsert> & { password?: string };

/** An account with a known password; role 3 unless told otherwise. */
export async function createAccount(ctx: AppContext, overrides: AccountOverrides = {}) {
  counter += 1;
  const { password = 'Passw0rd!', ...values } = overrides;
  const firstName = values.firstName ?? 'Test';
  const lastName = values.lastName ?? `Person${counter}`;
  const [row] = await ctx.db
    .insert(accounts)
    .values({
      roleId: 3,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `person${counter}.${randomBytes(3).toString('hex')}@example.com`,
      passwordHash: await hashPassword(password, ctx.config.passwordHashing),
      ...values,
    })
    .returning();
  if (!row) throw new Error('account not created');
  return { ...row, password };
}

export async function signInAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await request(app, authEndpoints.signIn, { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data.token as string;
}

/** Signs in a fresh account of the given role and returns an inject function that sends its token. */
export async function asRole(test: TestApp, roleId = 2) {
  const account = await createAccount(test.ctx, { roleId });
  const token = await signInAs(test.app, account.email, account.password);
  const call = (options: InjectOptions) => test.app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });
  return { account, token, call };
}

export type SignedIn = Awaited<ReturnType<typeof asRole>>;

/**
 * For a describe block: its own app, built before its tests with a super admin signed in, and closed after
 * them. The fields are set in beforeAll, so read them inside tests and hooks (`suite.test`), not at the top.
 */
export function superAdminSuite(overrides: Partial<Config> = {}) {
  const suite = {} as { test: TestApp; superAdmin: SignedIn };
  beforeAll(async () => {
    suite.test = await createTestApp(overrides);
    suite.superAdmin = await asRole(suite.test, 2);
  });
  afterAll(() => suite.test.close());
  return suite;
}
