import { and, count, eq, gt, lt, max } from 'drizzle-orm';
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
/** Whatever the addresses, one account never takes more than this many failed sign-ins an hour. */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/** Reset requests for one e-mail from all addresses together, per hour (mail bombing). */
export const ACCOUNT_RESETS_PER_HOUR = 20;
const HOUR_MS = 3600_000;

export async function countRecentAttempts(db: Db, kind: AttemptKind, email: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email), eq(authAttempts.ip, ip), gt(authAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/** Attempts of one kind for an e-mail in the last hour, from every address (served by the lookup index's prefix). */
export async function countAccountAttemptsLastHour(db: Db, kind: AttemptKind, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email), gt(authAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export function lockoutMs(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(ATTEMPT_WINDOW_MS * 2 ** (Math.floor(failures / MAX_FAILURES) - 1), FAILURE_MEMORY_MS);
}

/** Whether this e-mail and address are locked out now, by the growing lockout above. */
export async function isLockedOut(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const [row] = await db
    .select({ n: count(), last: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, 'signin'), eq(authAttempts.email, email), eq(authAttempts.ip, ip), gt(authAttempts.createdAt, since)));
  const failures = row?.n ?? 0;
  if (!row?.last || failures < MAX_FAILURES) return false;
  return new Date(row.last).getTime() + lockoutMs(failures) > now.getTime();
}

export async function recordAttempt(db: Db, kind: AttemptKind, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(authAttempts).values({ kind, email, ip, createdAt: now });
}

/** A successful sign-in forgives the failures before it from that address (not an attacker's from others). */
export async function clearAttempts(db: Db, kind: AttemptKind, email: string, ip: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email), eq(authAttempts.ip, ip)));
}

export async function pruneAttempts(db: Db, now: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - FAILURE_MEMORY_MS)));
}
