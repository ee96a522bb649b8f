import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, auditLog } from '../../db/schema';

export type TimelineFilter = { actorId?: number; action?: string; from?: Date; to?: Date };

function conditions(filter: TimelineFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actorId !== undefined) parts.push(eq(auditLog.actorId, filter.actorId));
  // One action, or every action of a group: 'auth' matches 'auth.signin' but not 'authority.x'.
  if (filter.action) parts.push(or(eq(auditLog.action, filter.action), sql`starts_with(${auditLog.action}, ${`${filter.action}.`})`)!);
  if (filter.from) parts.push(sql`${auditLog.createdAt} >= ${filter.from.toISOString()}`);
  if (filter.to) parts.push(sql`${auditLog.createdAt} < ${filter.to.toISOString()}`);
  return parts.length ? and(...parts) : undefined;
}

/** Newest first; ordered like audit_log_created_idx (and audit_log_actor_idx for one actor) so pages walk an index. */
export async function listTimeline(db: Db, filter: TimelineFilter, limit: number, offset: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: accounts.fullName,
      actorEmail: auditLog.actorEmail,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
    .where(conditions(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countTimeline(db: Db, filter: TimelineFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(conditions(filter));
  return row?.n ?? 0;
}

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
