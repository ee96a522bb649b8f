import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@guardian/contracts';
import type { Db } from '../db/client';

/** A field's value before and after a write. */
export type AuditChange = { from: unknown; to: unknown };

export type AuditEntry = {
  actorId?: number | null;
  actorEmail?: string | null;
  /** One of the actions the timeline has a sentence for (contracts' AUDIT_ACTIONS). */
  action: AuditAction;
  entityType?: string;
  entityId?: string | number;
  /** What the entry is about beyond its changes (an e-mail, a count); kept as given. */
  summary?: Record<string, unknown>;
  /**
   * For an edit: each field's before and after, or a flag for a change whose values are not kept (a new
   * password: true). Pairs that are equal and false flags are left out; when nothing is left the write
   * changed nothing and no entry is written (issue 13: "no entry for a change that changed nothing").
   */
  changes?: Record<string, AuditChange | boolean>;
  ip?: string;
};

const same = (change: AuditChange) => JSON.stringify(change.from ?? null) === JSON.stringify(change.to ?? null);

/** The changes that changed something, or undefined when an edit changed nothing. */
function realChanges(changes: Record<string, AuditChange | boolean>): Record<string, AuditChange | true> | undefined {
  const kept = Object.entries(changes).filter(([, change]) => (typeof change === 'boolean' ? change : !same(change)));
  return kept.length > 0 ? (Object.fromEntries(kept) as Record<string, AuditChange | true>) : undefined;
}

/** Call inside the transaction of the write it describes, so both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const changes = entry.changes && realChanges(entry.changes);
  if (entry.changes && !changes) return;
  const entity = entry.entityId === undefined ? sql`(select null::text as id)` : sql`(select ${String(entry.entityId)}::text as id)`;
  await db.execute(auditRowsFrom(entity, { ...entry, summary: { ...entry.summary, ...changes } }));
}

/**
 * The INSERT of one audit row per row of `source` (a relation with an `id` column, the entity's id): how
 * recordAudit writes, and how a statement that has just inserted the entity audits it in the same statement.
 */
export function auditRowsFrom(source: SQL, entry: Omit<AuditEntry, 'entityId' | 'changes'>): SQL {
  return sql`insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, summary, ip)
             select ${entry.actorId ?? null}::bigint, ${entry.actorEmail ?? null}, ${entry.action}, ${entry.entityType ?? null},
                    src.id::text, ${JSON.stringify(entry.summary ?? {})}::jsonb, ${entry.ip ?? null}
             from ${source} src`;
}
