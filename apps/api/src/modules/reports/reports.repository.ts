import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { deskEraAlarm, responseFigureColumns, type FigureRow } from '../alarms/response-figures.sql';

export type ReportDimension = 'total' | 'kind' | 'alertType' | 'source' | 'operator' | 'day' | 'outcome';

export type ReportRow = FigureRow & {
  dimension: ReportDimension;
  /** The group's value: a kind, an alert type, a source, an operator id, a day (YYYY-MM-DD), an outcome; null for the total. */
  key: string | null;
  /** The acknowledging operator of an 'operator' row, and their name. */
  operator_id: number | string | null;
  operator_name: string | null;
};

/**
 * Every group of the report in one scan of the window (GROUPING SETS): the total, then per kind, alert type,
 * source, acknowledging operator, UTC day and outcome. The window is a created_at range, read through the
 * partial index of desk-era alarms (migration 0020); test alarms are left out unless asked for.
 */
export async function responseReportRows(db: Db, window: ReportWindow): Promise<ReportRow[]> {
  return queryRows<ReportRow>(db, responseReportSql(window));
}

export type ReportWindow = { start: Date; end: Date; includeTest: boolean };

/**
 * The report's statement. `everyEvent` drops the desk-era condition: the bench's naive row, where the filled
 * year of events is seeded history, measures with it what a year of that many desk-era alarms would cost.
 */
export function responseReportSql(window: ReportWindow, options: { everyEvent?: boolean } = {}): SQL {
  const tests = window.includeTest ? sql`true` : sql`kind <> 'test'`;
  const era = options.everyEvent ? sql`true` : deskEraAlarm;
  return sql`with alarms as (
          select kind, alert_type, is_alert_started_from_device, acknowledged_by, outcome, created_at, acknowledged_at, resolved_at, resolved_by,
                 stop_reason, escalated_at, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
          from panic_events
          where created_at >= ${window.start.toISOString()} and created_at < ${window.end.toISOString()} and ${era} and ${tests}
        ), grouped as (
          select case when grouping(kind) = 0 then 'kind'
                      when grouping(alert_type) = 0 then 'alertType'
                      when grouping(is_alert_started_from_device) = 0 then 'source'
                      when grouping(acknowledged_by) = 0 then 'operator'
                      when grouping(day) = 0 then 'day'
                      when grouping(outcome) = 0 then 'outcome'
                      else 'total' end as dimension,
                 coalesce(kind, alert_type::text, is_alert_started_from_device::text, acknowledged_by::text, day, outcome) as key,
                 acknowledged_by as operator_id,
                 ${responseFigureColumns}
          from alarms
          group by grouping sets ((), (kind), (alert_type), (is_alert_started_from_device), (acknowledged_by), (day), (outcome))
        )
        select g.*, a.full_name as operator_name
        from grouped g left join accounts a on a.id = g.operator_id`;
}
