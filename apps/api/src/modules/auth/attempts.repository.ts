import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';

export type AttemptKind = 'signin' | 'forgot';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Five failures are allowed in the window; the sixth attempt is refused with 429. */
export const MAX_FAILURES = 5;

export async function countRecentAttempts(db: Db, kind: AttemptKind, email: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email), eq(authAttempts.ip, ip), gt(authAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordAttempt(db: Db, kind: AttemptKind, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(authAttempts).values({ kind, email, ip, createdAt: now });
}

/** A successful sign-in forgives the failures before it. */
export async function clearAttempts(db: Db, kind: AttemptKind, email: string, ip: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email), eq(authAttempts.ip, ip)));
}

export async function pruneAttempts(db: Db, now: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS)));
}
