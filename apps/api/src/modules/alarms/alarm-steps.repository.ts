import { sql, type SQL } from 'drizzle-orm';
import { planKindOf, type AlarmStep } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';

/**
 * The INSERT that copies the plan of the alarm's kind onto each alarm of `source` (a relation with the alarm's
 * `id`) as its checklist (the default plan when its kind has none), so a later change of the plan never changes
 * what an operator of this alarm is asked to do.
 */
export function planStepsFrom(source: SQL, alert: { alertType: number; source: number; kind: string }): SQL {
  return sql`insert into alarm_steps (panic_event_id, position, text, required)
             select src.id, s.position, s.step ->> 'text', (s.step ->> 'required')::boolean
             from ${source} src,
                  (select steps from response_plans where kind in (${planKindOf(alert.alertType, alert.source, alert.kind)}, 'default')
                   order by kind = 'default' limit 1) p,
                  jsonb_array_elements(p.steps) with ordinality as s(step, position)`;
}

type StepRecord = {
  id: number | string;
  text: string;
  required: boolean;
  status: AlarmStep['status'];
  note: string;
  byId: number | string | null;
  byName: string | null;
  at: string | null;
};

export async function alarmStepsOf(db: Db, panicEventId: number): Promise<AlarmStep[]> {
  const rows = await queryRows<StepRecord>(
    db,
    sql`select s.position as id, s.text, s.required, s.status, s.note, s.done_by as "byId", a.full_name as "byName", ${isoUtc(sql`s.done_at`)} as at
        from alarm_steps s left join accounts a on a.id = s.done_by
        where s.panic_event_id = ${panicEventId} order by s.position`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    text: row.text,
    required: row.required,
    status: row.status,
    note: row.note,
    by: row.byId === null ? null : { id: Number(row.byId), name: row.byName ?? '' },
    at: row.at,
  }));
}

/** Marks a step done or skipped; undefined when the alarm has no such step. */
export async function markStep(
  tx: Db,
  panicEventId: number,
  position: number,
  change: { status: 'done' | 'skipped'; note: string; by: number; at: Date },
): Promise<{ text: string } | undefined> {
  return queryOne<{ text: string }>(
    tx,
    sql`update alarm_steps set status = ${change.status}, note = ${change.note}, done_by = ${change.by}, done_at = ${change.at.toISOString()}
        where panic_event_id = ${panicEventId} and position = ${position} returning text`,
  );
}

/** The required steps neither done nor skipped: while there are any, the alarm cannot be resolved. */
export async function openRequiredSteps(db: Db, panicEventId: number): Promise<string[]> {
  const rows = await queryRows<{ text: string }>(
    db,
    sql`select text from alarm_steps where panic_event_id = ${panicEventId} and required and status = 'pending' order by position`,
  );
  return rows.map((row) => row.text);
}
