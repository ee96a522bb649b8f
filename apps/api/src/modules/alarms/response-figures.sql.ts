import { sql, type SQL } from 'drizzle-orm';
import type { ResponseFigures } from '@guardian/contracts';

/** Resolved by an operator, not by the alarm service when the person cancelled (the response report's rule too). */
export const resolvedByOperator = sql.raw(`resolved_at is not null and not (resolved_by is null and stop_reason = 'user_cancelled')`);
/**
 * Seconds from the alert to `to` (a panic_events column), rounded up as every response figure counts them
 * (response_round_up, migration 0023): to the second up to a minute, then in steps that grow with the time. The
 * report's rollup keeps histograms of these values, so its percentiles equal the ones computed here.
 */
export const secondsSinceAlert = (to: string) => sql.raw(`response_rounded_seconds(${to} - created_at)::float8`);
/**
 * Alerts of the desk era: raised through the ingest API or acknowledged by an operator. Seeded and older events
 * were never on a desk and would count as alarms nobody answered. Migration 0020's partial index holds exactly these.
 */
export const deskEraAlarm = sql.raw(`(api_key_id is not null or acknowledged_at is not null)`);

/**
 * The figures of one group of alarms as SQL aggregates over panic_events, one pass: counts with FILTER and
 * percentile_cont over rounded times for medians and the 90th percentile (nulls, i.e. not acknowledged, are left
 * out of those).
 * Every share is out of all the group's alarms, as an alarm-receiving centre counts it (BS 8484). The dashboard's
 * panel, the report and the wallboard all read these columns. They name panic_events' columns unqualified: a query
 * that joins accounts (the report by operator) must not add a column of the same name (accounts.status).
 */
export const responseFigureColumns: SQL = sql`count(*)::int as alarms,
  count(acknowledged_at)::int as acknowledged,
  count(*) filter (where acknowledged_at <= created_at + interval '10 seconds')::int as within10,
  count(*) filter (where acknowledged_at <= created_at + interval '40 seconds')::int as within40,
  count(*) filter (where acknowledged_at <= created_at + interval '60 seconds')::int as within60,
  percentile_cont(0.5) within group (order by ${secondsSinceAlert('acknowledged_at')}) as ack_median,
  percentile_cont(0.9) within group (order by ${secondsSinceAlert('acknowledged_at')}) as ack_p90,
  percentile_cont(0.5) within group (order by ${secondsSinceAlert('resolved_at')}) filter (where ${resolvedByOperator}) as resolve_median,
  percentile_cont(0.9) within group (order by ${secondsSinceAlert('resolved_at')}) filter (where ${resolvedByOperator}) as resolve_p90,
  count(escalated_at)::int as escalations`;

export type FigureRow = {
  alarms: number;
  acknowledged: number;
  within10: number;
  within40: number;
  within60: number;
  ack_median: number | string | null;
  ack_p90: number | string | null;
  resolve_median: number | string | null;
  resolve_p90: number | string | null;
  escalations: number;
};

/** Seconds to a tenth, as the dashboard shows them. */
export const tenths = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

export function toFigures(row: FigureRow | undefined): ResponseFigures {
  const alarms = Number(row?.alarms ?? 0);
  const share = (within: number | undefined) => (alarms === 0 ? null : Number(within ?? 0) / alarms);
  return {
    alarms,
    acknowledged: Number(row?.acknowledged ?? 0),
    ackWithin10Share: share(row?.within10),
    ackWithin40Share: share(row?.within40),
    ackWithin60Share: share(row?.within60),
    ackMedianSeconds: tenths(row?.ack_median ?? null),
    ackP90Seconds: tenths(row?.ack_p90 ?? null),
    resolveMedianSeconds: tenths(row?.resolve_median ?? null),
    escalations: Number(row?.escalations ?? 0),
  };
}
