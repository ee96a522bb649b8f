import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { accounts, auditLog } from '../../db/schema';

export async function distinctActions(db: Db, actorId?: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(actorId === undefined ? undefined : eq(auditLog.actorId, actorId))
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Admin accounts for the actor filter; the trigram indexes on name and e-mail serve the search. */
export async function findAdmins(db: Db, search: string | undefined, limit: number) {
  const term = search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  return db
    .select({ id: accounts.id, fullName: accounts.fullName, email: accounts.email, roleId: accounts.roleId })
    .from(accounts)
    .where(and(inArray(accounts.roleId, [2, 3]), pattern ? or(ilike(accounts.fullName, pattern), ilike(accounts.email, pattern)) : undefined))
    .orderBy(asc(accounts.fullName), asc(accounts.id))
    .limit(limit);
}

/**
 * Housekeeping: audit rows older than AUDIT_RETENTION_DAYS go, in batches so that a first run over years of
 * rows never holds one huge delete (on PGlite every request waits for it). Returns how many were deleted.
 */
export async function pruneAuditLog(db: Db, before: Date, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await queryRows<{ id: number }>(
      db,
      sql`delete from audit_log where id in (select id from audit_log where created_at < ${before.toISOString()}::timestamptz order by created_at limit ${batch}) returning id`,
    );
    const n = deleted.length;
    total += n;
    if (n < batch) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
