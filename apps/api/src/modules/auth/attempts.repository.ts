import { and, count, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';

export type AttemptKind = 'signin' | 'forgot';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Five failures are allowed; the sixth attempt is refused with 429 for ATTEMPT_WINDOW_MS. */
export const MAX_FAILURES = 5;
/**
 * Failures are remembered this long, and each further five double the lockout (15 min, 30, 60... at most a
 * day), so a slow guesser gets slower and slower. A success from the same address forgives them.
 */
export const FAILURE_MEMORY_MS = 24 * 3600_000;
/**
 * One address may fail this many sign-ins per ATTEMPT_WINDOW_MS, whatever the e-mails (password spraying);
 * then it waits until the oldest of them leaves the window.
 */
export const ADDRESS_FAILURES_PER_WINDOW = 20;
/**
 * Per account, failures from every address in the last hour: after ACCOUNT_FREE_FAILURES each further attempt
 * waits a growing delay after the last failure (1 s, 2 s, 4 s... at most ACCOUNT_DELAY_MAX_MS), a brake rather
 * than a wall. The owner signing in from an address that has signed in to the account before is not held by it.
 */
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_DELAY_MAX_MS = 15 * 60_000;
/** Whatever the addresses, one account never takes more than this many failed sign-ins an hour (the delays keep it far lower). */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/** Reset requests for one e-mail from all addresses together, per hour (mail bombing). */
export const ACCOUNT_RESETS_PER_HOUR = 20;
const HOUR_MS = 3600_000;

export function lockoutMs(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(ATTEMPT_WINDOW_MS * 2 ** (Math.floor(failures / MAX_FAILURES) - 1), FAILURE_MEMORY_MS);
}

/** The delay after the last failure for an account with `failures` in the last hour (see ACCOUNT_FREE_FAILURES). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  if (failures >= ACCOUNT_FAILURES_PER_HOUR) return ACCOUNT_DELAY_MAX_MS;
  return Math.min(1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES), ACCOUNT_DELAY_MAX_MS);
}

/**
 * How long until fewer than `limit` attempts (of `kind`, for `email` and, if given, from `ip`) lie in the last
 * `windowMs`: 0 when there are fewer now. The wait a refusal message states.
 */
async function windowWaitMs(db: Db, filter: { kind: AttemptKind; email?: string; ip?: string }, limit: number, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, filter.kind),
        filter.email === undefined ? undefined : eq(authAttempts.email, filter.email),
        filter.ip === undefined ? undefined : eq(authAttempts.ip, filter.ip),
        gt(authAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(authAttempts.createdAt))
    .limit(1)
    .offset(limit - 1);
  return row ? Math.max(0, row.at.getTime() + windowMs - now.getTime()) : 0;
}

/** How long an address that failed too many sign-ins (any e-mails) waits: ADDRESS_FAILURES_PER_WINDOW. */
export function addressWaitMs(db: Db, ip: string, now: Date): Promise<number> {
  return windowWaitMs(db, { kind: 'signin', ip }, ADDRESS_FAILURES_PER_WINDOW, ATTEMPT_WINDOW_MS, now);
}

/** How long the next sign-in to this e-mail from an address it has not signed in from waits (accountDelayMs). */
export async function accountWaitMs(db: Db, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [row] = await db
    .select({ n: count(), last: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, 'signin'), eq(authAttempts.email, email), gt(authAttempts.createdAt, since)));
  const delay = accountDelayMs(row?.n ?? 0);
  if (!row?.last || delay === 0) return 0;
  return Math.max(0, new Date(row.last).getTime() + delay - now.getTime());
}

/** How long this e-mail and address stay locked out, by the growing lockout above (0: not locked out). */
export async function lockoutRemainingMs(db: Db, email: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const [row] = await db
    .select({ n: count(), last: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, 'signin'), eq(authAttempts.email, email), eq(authAttempts.ip, ip), gt(authAttempts.createdAt, since)));
  const failures = row?.n ?? 0;
  if (!row?.last || failures < MAX_FAILURES) return 0;
  return Math.max(0, new Date(row.last).getTime() + lockoutMs(failures) - now.getTime());
}

async function recordAttempt(db: Db, kind: AttemptKind, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(authAttempts).values({ kind, email, ip, createdAt: now });
}

/** How long this e-mail waits before another reset request from this address: MAX_FAILURES, ACCOUNT_RESETS_PER_HOUR. */
export async function resetRequestWaitMs(db: Db, email: string, ip: string, now: Date): Promise<number> {
  return Math.max(
    await windowWaitMs(db, { kind: 'forgot', email, ip }, MAX_FAILURES, ATTEMPT_WINDOW_MS, now),
    await windowWaitMs(db, { kind: 'forgot', email }, ACCOUNT_RESETS_PER_HOUR, HOUR_MS, now),
  );
}

/** The first key of pg_advisory_xact_lock's two-key form, one per kind of count (any fixed int4 values). */
const LOCK_CLASS = { signinEmail: 0x61740001, signinAddress: 0x61740002, forgotEmail: 0x61740003 } as const;

/**
 * Makes every other transaction that counts or records attempts of `kind` for this e-mail (sign-in: or from this
 * address) wait until this one ends. Sign-in limits count by e-mail, by address and by both, so a sign-in takes
 * both locks; reset limits all count by e-mail. The e-mail's lock is always taken first: a transaction that holds
 * an address lock never waits for an e-mail lock, so two of them cannot deadlock. On PGlite every transaction
 * runs alone anyway, and the locks cost nothing.
 */
async function lockAttemptCounts(tx: Db, kind: AttemptKind, email: string, ip: string): Promise<void> {
  if (kind === 'forgot') {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.forgotEmail}, hashtext(${email}))`);
    return;
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.signinEmail}, hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.signinAddress}, hashtext(${ip}))`);
}

/**
 * Decides whether an attempt may go on and, if it may, records it, in one step: `refusal` reads the counts under
 * the locks above and the admitted attempt is counted before they are released, so N concurrent attempts admit
 * exactly as many as the limits allow (were it counted only after the password check, all N would pass the check
 * together). A sign-in is thus counted as a failure before its password is checked; a success forgives it
 * (clearAttempts). Returns the refusal, or undefined when the attempt was admitted and recorded.
 */
export function admitAttempt<Refusal>(
  db: Db,
  attempt: { kind: AttemptKind; email: string; ip: string },
  now: Date,
  refusal: (tx: Db) => Promise<Refusal | undefined>,
): Promise<Refusal | undefined> {
  return db.transaction(async (tx) => {
    await lockAttemptCounts(tx, attempt.kind, attempt.email, attempt.ip);
    const refused = await refusal(tx);
    if (refused === undefined) await recordAttempt(tx, attempt.kind, attempt.email, attempt.ip, now);
    return refused;
  });
}

/**
 * A new password set by whoever runs the server (npm run admin:password) forgives the account's failed sign-ins
 * from every address: they were guesses at a password that is gone, and the owner locked out by their own
 * forgotten one must be able to sign in with the new one at once.
 */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, 'signin'), eq(authAttempts.email, email.toLowerCase())));
}

/** A successful sign-in forgives the failures before it from that address (not an attacker's from others). */
export async function clearAttempts(db: Db, kind: AttemptKind, email: string, ip: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email), eq(authAttempts.ip, ip)));
}

export async function pruneAttempts(db: Db, now: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - FAILURE_MEMORY_MS)));
}
