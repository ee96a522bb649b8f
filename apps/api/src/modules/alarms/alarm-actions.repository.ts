import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { isoUtc, rowWithId } from '../../lib/sql-helpers';

/** What can happen to an alarm: each is one row of alarm_actions. */
export const ALARM_ACTION_KINDS = [
  'ingested',
  'stopped',
  'acknowledged',
  'taken_over',
  'step',
  'call',
  'handoff',
  'note',
  'resolved',
  'escalated',
  'reminded',
] as const;
export type AlarmActionKind = (typeof ALARM_ACTION_KINDS)[number];

export type NewAlarmAction = { kind: AlarmActionKind; actorId: number | null; at: Date; data?: Record<string, unknown> };

/** Appends one row to the alarm's log; call it in the transaction that changes the alarm's current state. */
export async function appendAlarmAction(tx: Db, panicEventId: number, action: NewAlarmAction): Promise<void> {
  await tx.execute(alarmActionFrom(rowWithId(panicEventId), action));
}

/** The INSERT of the action for each alarm of `source` (a relation with the alarm's `id`). */
export function alarmActionFrom(source: SQL, action: NewAlarmAction): SQL {
  return sql`insert into alarm_actions (panic_event_id, at, kind, actor_id, data)
             select src.id, ${action.at.toISOString()}, ${action.kind}, ${action.actorId}, ${JSON.stringify(action.data ?? {})}::jsonb from ${source} src`;
}

export type AlarmAction = { at: string; kind: AlarmActionKind; actorId: number | null; actorName: string | null; data: Record<string, unknown> };

/** The alarm's log, oldest first, with each actor's current name. */
export async function alarmActionsOf(db: Db, panicEventId: number): Promise<AlarmAction[]> {
  const rows = await queryRows<AlarmAction & { actorId: number | string | null; data: unknown }>(
    db,
    sql`select ${isoUtc(sql`x.at`)} as at, x.kind, x.actor_id as "actorId", a.full_name as "actorName", x.data
        from alarm_actions x left join accounts a on a.id = x.actor_id
        where x.panic_event_id = ${panicEventId} order by x.id`,
  );
  return rows.map((row) => ({
    ...row,
    actorId: row.actorId === null ? null : Number(row.actorId),
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
  }));
}

export type LockedAlarm = { status: string; userId: number; ownerId: number | null; ownerName: string | null };

/**
 * Locks the alarm's row until the transaction ends (SELECT ... FOR UPDATE), so that actions on one alarm are
 * judged one after the other against its state as the previous one left it. Undefined if there is no alarm.
 */
export async function lockAlarm(tx: Db, id: number): Promise<LockedAlarm | undefined> {
  const row = await queryOne<{ status: string; userId: number | string; ownerId: number | string | null }>(
    tx,
    sql`select status, user_id as "userId", owner_id as "ownerId" from panic_events where id = ${id} for update`,
  );
  if (!row) return undefined;
  const ownerId = row.ownerId === null ? null : Number(row.ownerId);
  return { status: row.status, userId: Number(row.userId), ownerId, ownerName: ownerId === null ? null : await accountName(tx, ownerId) };
}

/** The alarm's owner now, read without a lock: what an operator saw before asking to take it over. */
export async function currentOwnerId(db: Db, id: number): Promise<number | null | undefined> {
  const row = await queryOne<{ ownerId: number | string | null }>(db, sql`select owner_id as "ownerId" from panic_events where id = ${id}`);
  if (!row) return undefined;
  return row.ownerId === null ? null : Number(row.ownerId);
}

async function accountName(db: Db, id: number): Promise<string | null> {
  const row = await queryOne<{ name: string }>(db, sql`select full_name as name from accounts where id = ${id}`);
  return row?.name ?? null;
}

export async function setOwner(tx: Db, id: number, ownerId: number): Promise<void> {
  await tx.execute(sql`update panic_events set owner_id = ${ownerId} where id = ${id}`);
}
