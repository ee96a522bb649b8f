import { en, type ResponseFigures, type ResponseReport } from '@guardian/contracts';
import type { CsvValueColumn } from '../../lib/csv-export';

const m = en.reports;

/** One line of the report's file: a group (Total, Kind, Operator...), its value, and its figures (outcomes: a count only). */
export type ReportLine = { group: string; value: string } & Partial<ResponseFigures>;

/** A share as a percentage to a tenth, as people read BS 8484's figures (80%, 98.5%). */
const percent = (share: number | null | undefined) => (share === null || share === undefined ? null : Math.round(share * 1000) / 10);

export const responseReportCsvColumns: CsvValueColumn<ReportLine>[] = [
  { header: m.columns.group, value: (line) => line.group },
  { header: m.columns.value, value: (line) => line.value },
  { header: m.alarms, value: (line) => line.alarms },
  { header: m.acknowledged, value: (line) => line.acknowledged },
  { header: `${m.within10} (%)`, value: (line) => percent(line.ackWithin10Share) },
  { header: `${m.within40} (%)`, value: (line) => percent(line.ackWithin40Share) },
  { header: `${m.within60} (%)`, value: (line) => percent(line.ackWithin60Share) },
  { header: `${m.ackMedian} (s)`, value: (line) => line.ackMedianSeconds },
  { header: `${m.ackP90} (s)`, value: (line) => line.ackP90Seconds },
  { header: `${m.resolveMedian} (s)`, value: (line) => line.resolveMedianSeconds },
  { header: m.escalations, value: (line) => line.escalations },
];

/** The report flattened, in the page's order: total, kinds, alert types, sources, operators, outcomes, days. */
export function responseReportLines(report: ResponseReport): ReportLine[] {
  const g = m.groups;
  return [
    { group: g.total, value: `${report.from} – ${report.to}`, ...report },
    ...report.byKind.map((row) => ({ ...row, group: g.kind, value: m.kind[row.kind] })),
    ...report.byAlertType.map((row) => ({ ...row, group: g.alertType, value: m.alertType[row.alertType] ?? String(row.alertType) })),
    ...report.bySource.map((row) => ({ ...row, group: g.source, value: m.source[row.source] ?? String(row.source) })),
    ...report.byOperator.map((row) => ({ ...row, group: g.operator, value: row.name })),
    { group: g.outcome, value: m.genuine, alarms: report.byOutcome.genuine },
    { group: g.outcome, value: m.false, alarms: report.byOutcome.false },
    { group: g.outcome, value: m.unresolved, alarms: report.byOutcome.unresolved },
    ...report.byOutcome.outcomes.map((row) => ({ group: g.outcome, value: en.alarms.outcome[row.outcome], alarms: row.alarms })),
    ...report.byDay.map((row) => ({ ...row, group: g.day, value: row.day })),
  ];
}
