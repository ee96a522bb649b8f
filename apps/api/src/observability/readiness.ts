import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppContext } from '../context';
import { migrationsFolder } from '../db/client';
import { queryOne } from '../db/query';

/** A database that has not answered `select 1` by then counts as unreachable: a load balancer should move on. */
export const DATABASE_CHECK_TIMEOUT_MS = 1000;

/** Each check's outcome: "ok", or a short reason fit to show anyone (no host names, no driver messages). */
export type Readiness = { ready: boolean; checks: Record<string, string> };

/** The newest migration this build ships (drizzle records each applied one by this number). */
const expectedMigrations = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function databaseCheck(ctx: AppContext): Promise<string> {
  try {
    await withTimeout(queryOne(ctx.db, sql`select 1`), DATABASE_CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (error) {
    return error instanceof Error && error.message === 'timeout' ? `no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms` : 'unreachable';
  }
}

/** The file store (the bucket of STORAGE_URL, or DATA_DIR/uploads) can be written: uploads would fail otherwise. */
async function storageCheck(ctx: AppContext): Promise<string> {
  try {
    await withTimeout(ctx.storage.check(), DATABASE_CHECK_TIMEOUT_MS);
    return ctx.storage.kind === 's3' ? 'ok (object store)' : 'ok (local directory)';
  } catch (error) {
    return error instanceof Error && error.message === 'timeout' ? `no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms` : 'not usable';
  }
}

/** Compared the way drizzle's migrator decides what to apply: by the newest applied migration's timestamp. */
async function migrationsCheck(ctx: AppContext): Promise<string> {
  try {
    const row = await withTimeout(
      queryOne<{ last: string | number | null }>(ctx.db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
      DATABASE_CHECK_TIMEOUT_MS,
    );
    const last = Number(row?.last ?? 0);
    const applied = expectedMigrations.filter((millis) => millis <= last).length;
    return applied === expectedMigrations.length ? 'ok' : `${applied} of ${expectedMigrations.length} migrations applied`;
  } catch {
    return 'not readable';
  }
}

/**
 * What /readyz answers: the database answers, its migrations are this build's, the file store can be used, and this process's
 * background work runs (the mail sender when SMTP_URL is set, the alarm hub's listener). Migrations, once
 * seen applied, are not read again: they are never undone under a running process.
 */
export function readinessProbe(ctx: AppContext): () => Promise<Readiness> {
  let migrationsApplied = false;
  return async () => {
    const checks: Record<string, string> = {};
    checks.database = await databaseCheck(ctx);
    if (migrationsApplied) checks.migrations = 'ok';
    else if (checks.database === 'ok') {
      checks.migrations = await migrationsCheck(ctx);
      migrationsApplied = checks.migrations === 'ok';
    } else checks.migrations = 'not checked (no database)';

    checks.storage = await storageCheck(ctx);

    const { background } = ctx;
    const mail = background.tasks.get('mailSender')?.();
    // Without SMTP_URL mail is only kept in the outbox: no sender is expected.
    checks.mailSender = mail === true ? 'ok' : (mail ?? (ctx.config.smtpUrl ? 'not started' : 'ok (no SMTP_URL: mail is kept)'));
    const listener = ctx.alarmHub.listenerState();
    checks.alarmListener = listener === true ? 'ok' : listener;
    if (background.draining) checks.process = 'shutting down';

    const ready = Object.values(checks).every((value) => value.startsWith('ok'));
    return { ready, checks };
  };
}
