import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, sessions } from '../../db/schema';

export async function createSession(
  db: Db,
  values: { tokenHash: string; accountId: number; expiresAt: Date; ip?: string; userAgent?: string },
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
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
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

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now} - interval '7 days'`);
}
