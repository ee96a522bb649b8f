import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  actorId?: number | null;
  actorEmail?: string | null;
  action: string;
  entityType?: string;
  entityId?: string | number;
  summary?: Record<string, unknown>;
  ip?: string;
};

/** Call inside the transaction of the write it describes, so both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined ? undefined : String(entry.entityId),
    summary: entry.summary ?? {},
    ip: entry.ip,
  });
}
