import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { ALARM_KIND, ALARM_OUTCOME, responseStatsQuery } from './alarms';
import { checkDayWindow } from './dashboard';
import { reportsMessages } from './messages/reports';

/**
 * The response report (issue 32): how fast alarms were answered in a window of UTC days, against the figures
 * lone-worker services are judged by (BS 8484: 80% answered within 10 s, 98.5% within 40 s).
 */

/** The shares the report draws its reference lines at, per BS 8484 as its suppliers quote it. */
export const BS8484_TARGETS = { within10: 0.8, within40: 0.985 } as const;

/** `include_test=1` counts test alarms too; by default they are left out of every figure. */
export const responseReportQuery = responseStatsQuery
  .extend({ include_test: z.enum(['0', '1'], { message: reportsMessages.includeTestInvalid }).optional() })
  .superRefine(checkDayWindow);
export type ResponseReportQuery = z.infer<typeof responseReportQuery>;

const count = z.number().int();
/** 0..1 of the alarms counted; null when there are none. */
const share = z.number().nullable();
/**
 * Seconds, to a tenth; null when nothing was acknowledged (or resolved by an operator). Medians and percentiles are
 * percentile_cont over times rounded up: to the second up to a minute, then to 10 s up to 10 minutes, the minute up
 * to an hour, 10 minutes up to 6 hours, the hour up to a day, the day up to 30 days (decision 065). The dashboard's
 * response panel and the wallboard round the same way, so their figures agree with the report's.
 */
const seconds = z.number().nullable();

/** The figures of one group of alarms: the whole window, a kind, an alert type, a source, an operator, a day. */
export const responseFigures = z.object({
  alarms: count,
  acknowledged: count,
  /** Acknowledged within 10, 40, 60 s of the alert, out of every alarm of the group. */
  ackWithin10Share: share,
  ackWithin40Share: share,
  ackWithin60Share: share,
  ackMedianSeconds: seconds,
  ackP90Seconds: seconds,
  /** Resolved by an operator (not the person's own cancellation). */
  resolveMedianSeconds: seconds,
  /** Alarms escalated (nobody acknowledged in time, or the owner left it without action). */
  escalations: count,
});
export type ResponseFigures = z.infer<typeof responseFigures>;

/** Genuine against false: an outcome starting with `false_` is a false alarm; unresolved alarms are neither. */
export const outcomeCounts = z.object({
  genuine: count,
  false: count,
  unresolved: count,
  outcomes: z.array(z.object({ outcome: z.enum(ALARM_OUTCOME), false: z.boolean(), alarms: count })),
});
export type OutcomeCounts = z.infer<typeof outcomeCounts>;

export const responseReport = responseFigures.extend({
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.literal('UTC'),
  includeTest: z.boolean(),
  byKind: z.array(responseFigures.extend({ kind: z.enum(ALARM_KIND) })),
  byOutcome: outcomeCounts,
  /** 1 warning, 2 emergency. */
  byAlertType: z.array(responseFigures.extend({ alertType: count })),
  /** 1 phone, 2 watch. */
  bySource: z.array(responseFigures.extend({ source: count })),
  /** Per operator who acknowledged: the alarms they acknowledged (so every share of theirs is out of those). */
  byOperator: z.array(responseFigures.extend({ operatorId: count, name: z.string() })),
  /** Every UTC day of the window, with zeros where nothing happened. */
  byDay: z.array(responseFigures.extend({ day: z.iso.date() })),
});
export type ResponseReport = z.infer<typeof responseReport>;

const tag = 'reports';

export const reportsEndpoints = {
  response: defineEndpoint({
    operationId: 'getResponseReport',
    summary:
      'How fast alarms raised in a window of UTC days (both included) were acknowledged and resolved, in total and by kind, type, source, operator and day',
    tag,
    method: 'GET',
    path: '/admin/reports/response',
    access: ANY_ADMIN,
    query: responseReportQuery,
    success: { status: 200, schema: envelope(responseReport) },
  }),
  exportResponse: defineEndpoint({
    operationId: 'exportResponseReport',
    summary: 'The response report of a window as a CSV file, one row per group (total, kind, alert type, source, operator, outcome, day)',
    tag,
    method: 'GET',
    path: '/admin/reports/response/export',
    access: ANY_ADMIN,
    query: responseReportQuery,
    success: { status: 200, produces: 'text/csv' },
  }),
};
