import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { deskEraAlarm, responseFigureColumns, type FigureRow } from '../alarms/response-figures.sql';
import { countUpTo, decodeHistogram, percentileOf } from './response-histogram';

export type ReportDimension = 'total' | 'kind' | 'alertType' | 'source' | 'operator' | 'day' | 'outcome';

export type ReportRow = FigureRow & {
  dimension: ReportDimension;
  /** The group's value: a kind, an alert type, a source, an operator id, a day (YYYY-MM-DD), an outcome; null for the total. */
  key: string | null;
  /** The acknowledging operator of an 'operator' row, and their name. */
  operator_id: number | string | null;
  operator_name: string | null;
};

export type ReportWindow = { start: Date; end: Date; includeTest: boolean };

type RollupRow = {
  dimension: ReportDimension;
  key: string | null;
  alarms: number;
  escalations: number;
  ack: string;
  resolve: string;
  operator_name: string | null;
};

/**
 * Every group of the report from the daily rollup (panic_event_response_days, decision 065): a year is a few
 * tens of thousands of rows whatever the alarms. The alert type rows hold every alarm once, so the total, the
 * kinds and the days are their sums; sources, operators and outcomes are their own rows. sum() adds the
 * histograms (exact numbers, response-histogram.ts), read here into the same figures as the direct statement's.
 */
export async function responseReportRows(db: Db, window: ReportWindow): Promise<ReportRow[]> {
  const inWindow = sql`day >= ${window.start.toISOString().slice(0, 10)}::date and day < ${window.end.toISOString().slice(0, 10)}::date
                       and ${window.includeTest ? sql`true` : sql`kind <> 'test'`}`;
  const sums = sql`sum(alarms)::int as alarms, sum(escalations)::int as escalations, sum(ack_seconds)::text as ack, sum(resolve_seconds)::text as resolve`;
  const rows = await queryRows<RollupRow>(
    db,
    sql`with grouped as (
          select case when grouping(kind) = 0 then 'kind' when grouping(day) = 0 then 'day' when grouping(value) = 0 then 'alertType' else 'total' end as dimension,
                 coalesce(kind, to_char(day, 'YYYY-MM-DD'), value) as key, ${sums}
          from panic_event_response_days where dimension = 'alert_type' and ${inWindow}
          group by grouping sets ((), (kind), (day), (value))
          union all
          select dimension, value, ${sums}
          from panic_event_response_days where dimension in ('source', 'operator', 'outcome') and ${inWindow}
          group by dimension, value
        )
        select g.*, case when g.dimension = 'operator' then (select a.full_name from accounts a where a.id = g.key::bigint) end as operator_name
        from grouped g`,
  );
  return rows.map(figuresOfRollup);
}

function figuresOfRollup(row: RollupRow): ReportRow {
  const ack = decodeHistogram(row.ack);
  const resolve = decodeHistogram(row.resolve);
  return {
    dimension: row.dimension,
    key: row.key,
    operator_id: row.dimension === 'operator' ? row.key : null,
    operator_name: row.operator_name,
    alarms: Number(row.alarms),
    acknowledged: countUpTo(ack, Infinity),
    within10: countUpTo(ack, 10),
    within40: countUpTo(ack, 40),
    within60: countUpTo(ack, 60),
    ack_median: percentileOf(ack, 0.5),
    ack_p90: percentileOf(ack, 0.9),
    resolve_median: percentileOf(resolve, 0.5),
    resolve_p90: percentileOf(resolve, 0.9),
    escalations: Number(row.escalations),
  };
}

/**
 * The report's groups computed from the alarms themselves, one scan of the window (GROUPING SETS), as the
 * dashboard's panel computes its figures: what the rollup must equal (the reports tests compare them over a mixed
 * set). `everyEvent` drops the desk-era condition: the bench's naive figure, where the filled year of events is
 * seeded history, measures with it what grouping a year of that many alarms costs.
 */
export function directResponseReportSql(window: ReportWindow, options: { everyEvent?: boolean } = {}): SQL {
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
