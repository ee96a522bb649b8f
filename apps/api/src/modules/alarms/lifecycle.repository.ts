import { sql } from 'drizzle-orm';
import type { ResolveOutcome, ResponseStats } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';
import { deskEraAlarm, responseFigureColumns, tenths, toFigures, type FigureRow } from './response-figures.sql';

/**
 * open → acknowledged, only from open, and the operator owns it: the status condition in the UPDATE makes the database the referee,
 * so of two operators pressing at once one gets the row and the other nothing (and is told who won).
 */
export async function acknowledgeIfOpen(db: Db, id: number, accountId: number, at: Date): Promise<boolean> {
  const row = await queryOne<{ id: unknown }>(
    db,
    sql`update panic_events set status = 'acknowledged', acknowledged_by = ${accountId}, acknowledged_at = ${at.toISOString()}, owner_id = ${accountId}
        where id = ${id} and status = 'open' returning id`,
  );
  return row !== undefined;
}

/** open or acknowledged → resolved; nothing when it is resolved already (or does not exist). */
export async function resolveIfUnresolved(db: Db, id: number, by: { accountId: number; outcome: ResolveOutcome; note: string; at: Date }): Promise<boolean> {
  const row = await queryOne<{ id: unknown }>(
    db,
    sql`update panic_events set status = 'resolved', resolved_by = ${by.accountId}, resolved_at = ${by.at.toISOString()},
               outcome = ${by.outcome}, resolution_note = ${by.note}
        where id = ${id} and status <> 'resolved' returning id`,
  );
  return row !== undefined;
}

/** Why a transition did not happen: the alarm's status and who acknowledged it, or undefined if there is none. */
export async function alarmStatus(db: Db, id: number): Promise<{ status: string; acknowledgedAt: string | null; acknowledgedBy: string | null } | undefined> {
  return queryOne(
    db,
    sql`select p.status, ${isoUtc(sql`p.acknowledged_at`)} as "acknowledgedAt", a.full_name as "acknowledgedBy"
        from panic_events p left join accounts a on a.id = p.acknowledged_by where p.id = ${id}`,
  );
}

/**
 * Response figures for the alerts raised in [from, to) (created_at, the panic_events_created_idx range).
 *
 * Only alerts of the desk era count: raised through the ingest API (api_key_id set) or acknowledged by an
 * operator. Seeded and older events are 'resolved' without ever having been on a desk, and would count as
 * alerts nobody acknowledged. Times to resolve leave out alerts the person cancelled themselves (resolved by
 * the alarm service, no operator): they measure the person, not the desk. The share acknowledged within 60 s
 * is out of every alert in the window, as an alarm-receiving centre counts it. Test alarms are left out.
 */
export async function responseFigures(db: Db, from: Date, to: Date): Promise<ResponseStats> {
  const row = await queryOne<FigureRow & { resolved: number }>(
    db,
    sql`select ${responseFigureColumns}, count(*) filter (where status = 'resolved')::int as resolved
        from panic_events
        where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
          and ${deskEraAlarm} and kind <> 'test'`,
  );
  const figures = toFigures(row);
  return {
    alerts: figures.alarms,
    acknowledged: figures.acknowledged,
    resolved: Number(row?.resolved ?? 0),
    ackMedianSeconds: figures.ackMedianSeconds,
    ackP90Seconds: figures.ackP90Seconds,
    resolveMedianSeconds: figures.resolveMedianSeconds,
    resolveP90Seconds: tenths(row?.resolve_p90 ?? null),
    ackWithin60Share: figures.ackWithin60Share,
  };
}
