import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, sessions } from '../../db/schema';

export async function createSession(
  db: Db,
  values: { tokenHash: string; accountId: number; expiresAt: Date; remember?: boolean; ip?: string; userAgent?: string },
  now: Date,
): Promise<void> {
  // The server's clock (ctx.now), not the database's default: idle and absolute expiry are measured with it.
  await db.insert(sessions).values({ ...values, createdAt: now, lastSeenAt: now });
}

function liveSessionQuery(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
      roleId: accounts.roleId,
      email: accounts.email,
      status: accounts.status,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('live_session');
}

/**
 * Every authenticated request starts here, so the query is built once per database and prepared: neither
 * drizzle nor PostgreSQL parses and plans it again on each call.
 */
const prepared = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** The live session behind a token hash, with the account's role and status, in one query. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let query = prepared.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now });
  return row;
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of an account: password change or reset, deactivation, a super admin's request. */
export async function revokeAccountSessions(db: Db, accountId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** A week past their end, sessions go: the timeline keeps who signed in, these rows only say "still valid". */
export const EXPIRED_SESSION_KEEP_MS = 7 * 24 * 3600_000;

/**
 * The cut-off is computed here, not in SQL: `$1 - interval '7 days'` made PostgreSQL type the parameter as an
 * interval ("timestamp with time zone < interval"), so this failed on every run and nothing was deleted.
 */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EXPIRED_SESSION_KEEP_MS);
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, cutoff)).returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
