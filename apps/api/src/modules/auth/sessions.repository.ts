import { and, eq, isNull, lt, sql } from 'drizzle-orm';
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

/**
 * The live session behind a token hash, with the account's role and status. Every authenticated request starts
 * here, so it is the database function live_session (migration 0015), whose query PL/pgSQL plans once per
 * connection (PGlite would otherwise plan the join on every request, decision 048), called through a statement
 * prepared once per app (createFindLiveSession; PostgreSQL then neither parses nor plans the call again, drizzle
 * builds it once). Each field is read back as its table's column reads it.
 */
function liveSessionQuery(db: Db) {
  return db
    .select({
      tokenHash: sql`token_hash`.mapWith(sessions.tokenHash),
      accountId: sql`account_id`.mapWith(sessions.accountId),
      lastSeenAt: sql`last_seen_at`.mapWith(sessions.lastSeenAt),
      remember: sql`remember`.mapWith(sessions.remember),
      roleId: sql`role_id`.mapWith(accounts.roleId),
      email: sql`email`.mapWith(accounts.email),
      status: sql`status`.mapWith(accounts.status),
    })
    .from(sql`live_session(${sql.placeholder('tokenHash')}, ${sql.placeholder('at')})`)
    .prepare('live_session');
}

export type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessionQuery>['execute']>>[number];

/** The live session behind a token hash at `now`, or undefined (AppContext.findLiveSession). */
export type FindLiveSession = (tokenHash: string, now: Date) => Promise<LiveSession | undefined>;

/** findLiveSession on `db`, through the statement it prepares now, once for the app. */
export function createFindLiveSession(db: Db): FindLiveSession {
  const query = liveSessionQuery(db);
  return async (tokenHash, now) => {
    const [row] = await query.execute({ tokenHash, at: now.toISOString() });
    return row;
  };
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Where every revocation tells the API processes which sessions ended (session-streams.ts ends their streams). */
export const SESSION_ENDS_CHANNEL = 'session_ends';

/** Token hashes per notice: 100 of 64 characters stay well inside NOTIFY's 8,000-byte payload. */
const HASHES_PER_NOTICE = 100;

/**
 * NOTIFY on the caller's transaction, so the notice goes out on commit (never for a rolled-back revocation) and
 * the sessions are already ended in the table when a process hears it.
 */
async function noticeSessionsEnded(db: Db, tokenHashes: string[]): Promise<void> {
  for (let at = 0; at < tokenHashes.length; at += HASHES_PER_NOTICE) {
    await db.execute(sql`select pg_notify(${SESSION_ENDS_CHANNEL}, ${tokenHashes.slice(at, at + HASHES_PER_NOTICE).join(',')})`);
  }
}

/** Ends one session (sign-out, too many wrong passwords) and its open streams on every process. */
export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  await noticeSessionsEnded(
    db,
    ended.map((row) => row.tokenHash),
  );
}

/** Ends every session of an account, and their open streams: password change or reset, deactivation, a super admin's request. */
export async function revokeAccountSessions(db: Db, accountId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  await noticeSessionsEnded(
    db,
    ended.map((row) => row.tokenHash),
  );
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
