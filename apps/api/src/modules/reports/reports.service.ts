import { ALARM_KIND, ALARM_OUTCOME, type AlarmKind, type AlarmOutcome, type ResponseReport, type ResponseReportQuery } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { responseReportRows, type ReportDimension, type ReportRow, type ReportWindow } from './reports.repository';
import { toFigures } from '../alarms/response-figures.sql';

const DAY_MS = 86_400_000;

/** The UTC days from `from` to `to`, both included (the query schema has checked it is at most a leap year). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** An outcome starting with false_ (false_accidental, false_test, false_device and the earlier false_alarm) is a false alarm. */
export const isFalseOutcome = (outcome: string) => outcome.startsWith('false_');

/** The query's window: UTC days from `from` to `to`, both included. */
export const reportWindowOf = (query: ResponseReportQuery): ReportWindow => ({
  start: new Date(`${query.from}T00:00:00Z`),
  end: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
  includeTest: query.include_test === '1',
});

export async function getResponseReport(ctx: AppContext, query: ResponseReportQuery): Promise<ResponseReport> {
  const window = reportWindowOf(query);
  const key = `${query.from}/${query.to}/${window.includeTest}`;
  return responseReportFrom(query, await ctx.responseReportReads(key, () => responseReportRows(ctx.db, window)));
}

/** The report from its groups' rows, whichever way they were computed (the rollup, or the alarms themselves). */
export function responseReportFrom(query: ResponseReportQuery, rows: ReportRow[]): ResponseReport {
  const includeTest = query.include_test === '1';
  const of = (dimension: ReportDimension) => rows.filter((row) => row.dimension === dimension && row.key !== null);
  const keyed = (dimension: ReportDimension) => new Map(of(dimension).map((row) => [row.key as string, row]));
  const kinds = keyed('kind');
  const days = keyed('day');
  const outcomes = of('outcome');
  const counted = (filter: (row: ReportRow) => boolean) => outcomes.filter(filter).reduce((sum, row) => sum + row.alarms, 0);
  const total = toFigures(rows.find((row) => row.dimension === 'total'));
  return {
    from: query.from,
    to: query.to,
    timeZone: 'UTC',
    includeTest,
    ...total,
    byKind: ALARM_KIND.filter((kind) => kinds.has(kind)).map((kind: AlarmKind) => ({ kind, ...toFigures(kinds.get(kind)) })),
    byOutcome: {
      genuine: counted((row) => !isFalseOutcome(row.key as string)),
      false: counted((row) => isFalseOutcome(row.key as string)),
      unresolved: total.alarms - counted(() => true),
      outcomes: ALARM_OUTCOME.flatMap((outcome: AlarmOutcome) => {
        const row = outcomes.find((candidate) => candidate.key === outcome);
        return row ? [{ outcome, false: isFalseOutcome(outcome), alarms: row.alarms }] : [];
      }),
    },
    byAlertType: of('alertType')
      .map((row) => ({ alertType: Number(row.key), ...toFigures(row) }))
      .sort((a, b) => a.alertType - b.alertType),
    bySource: of('source')
      .map((row) => ({ source: Number(row.key), ...toFigures(row) }))
      .sort((a, b) => a.source - b.source),
    byOperator: of('operator')
      .map((row) => ({ operatorId: Number(row.operator_id), name: row.operator_name ?? '', ...toFigures(row) }))
      .sort((a, b) => b.alarms - a.alarms || a.name.localeCompare(b.name)),
    byDay: daysOf(query.from, query.to).map((day) => ({ day, ...toFigures(days.get(day)) })),
  };
}
