import { sql } from 'drizzle-orm';
import type { TimelineEntry } from '@guardian/contracts';
import { defineList } from '../../lib/list-engine';
import { isoUtc } from '../../lib/sql-helpers';
import { recordColumns, recordNameJoin } from './timeline.record';

/** The timeline's filters, the actor already narrowed to what the session may see (timeline.service). */
export type TimelineFilter = { actorId?: number; action?: string; from?: Date; to?: Date; entity?: AuditEntity };

/** One record the entries are about (a user's account on the user page): audit_log_entity_idx serves it. */
export type AuditEntity = { type: string; id: string | number };

type Raw = Omit<TimelineEntry, 'id' | 'actorId' | 'summary'> & { id: number | string; actorId: number | string | null; summary: unknown };

/**
 * The audit trail as a timeline; the actor's name is their current one (null for unknown or deleted accounts),
 * and so is the record's while it exists (timeline.record.ts).
 */
export const timelineList = defineList<TimelineFilter, Raw, TimelineEntry>({
  table: 'audit_log',
  alias: 'l',
  columns: () => sql`l.id, l.action, l.actor_id as "actorId", a.full_name as "actorName", l.actor_email as "actorEmail",
    l.entity_type as "entityType", l.entity_id as "entityId", ${recordColumns}, l.summary, l.ip, ${isoUtc(sql`l.created_at`)} as "createdAt"`,
  joins: sql`left join accounts a on a.id = l.actor_id ${recordNameJoin}`,
  filters: ({ query }) => [
    query.actorId === undefined ? undefined : sql`l.actor_id = ${query.actorId}`,
    query.entity ? sql`l.entity_type = ${query.entity.type} and l.entity_id = ${String(query.entity.id)}` : undefined,
    query.from ? sql`l.created_at >= ${query.from.toISOString()}::timestamptz` : undefined,
    query.to ? sql`l.created_at < ${query.to.toISOString()}::timestamptz` : undefined,
  ],
  // One action, or every action of a group: 'auth' matches 'auth.signin' but not 'authority.x'. A prefix match
  // the planner cannot estimate, so the engine treats it as a search (its total sampled, its plan enforced).
  search: ({ query }) => (query.action ? sql`(l.action = ${query.action} or starts_with(l.action, ${`${query.action}.`}))` : undefined),
  // Newest first: audit_log_created_idx (created_at, id); audit_log_actor_idx (actor_id, created_at) for one actor.
  orders: { createdAt: { column: sql`l.created_at`, type: 'timestamptz', index: 'audit_log_created_idx' } },
  sort: () => ({ by: 'createdAt', direction: 'desc' }),
  toRow: (raw) => ({
    ...raw,
    id: Number(raw.id),
    actorId: raw.actorId === null ? null : Number(raw.actorId),
    summary: ((typeof raw.summary === 'string' ? JSON.parse(raw.summary) : raw.summary) ?? {}) as Record<string, unknown>,
  }),
});
