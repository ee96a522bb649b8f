import { sql } from 'drizzle-orm';
import { ALARM_KIND, ALARM_OUTCOME, ALARM_STATUS, ALERT_FROM_WATCH, ALERT_TYPE_WARNING, en, type PanicEventRow } from '@guardian/contracts';
import { choiceCell, dateCell, textCell, uriComponent } from '../../lib/csv-cells';
import { csvDate, escapeFormula, type CsvColumn } from '../../lib/csv-export';
import { experienceUrl } from '../../lib/public-links';
import { handlerNameSql, handoffReferenceSql } from './panic-events.list';

const t = en.panicEvents;

/**
 * PanicEvent.csv, cells over panic-events.list's `p`. The event link is `experienceUrl` in SQL: the base is
 * escaped here (the link starts with it), the id percent-encoded as encodeURIComponent does.
 */
export function panicEventCsvColumns(publicUrl: string): CsvColumn<PanicEventRow>[] {
  const linkBase = escapeFormula(experienceUrl(publicUrl, '-').slice(0, -1));
  return [
    { header: t.columns.fullName, value: (row) => row.userAlert.fullName, cell: textCell(sql`p.user_full_name`) },
    { header: t.columns.userName, value: (row) => row.userAlert.userName, cell: textCell(sql`p.user_name`) },
    { header: t.columns.createdAtUtc, value: (row) => csvDate(row.createdAt, 'dmy', true), cell: dateCell(sql`p.created_at`, 'dmy', true) },
    {
      header: t.columns.alertType,
      value: (row) => (row.alertType === ALERT_TYPE_WARNING ? t.warning : t.emergency),
      cell: choiceCell(sql`p.alert_type`, [[ALERT_TYPE_WARNING, t.warning]], t.emergency),
    },
    {
      header: t.columns.source,
      value: (row) => (row.isAlertStartedFromDevice === ALERT_FROM_WATCH ? t.watch : t.mobile),
      cell: choiceCell(sql`p.is_alert_started_from_device`, [[ALERT_FROM_WATCH, t.watch]], t.mobile),
    },
    {
      header: t.columns.eventLink,
      value: (row) => row.eventUrl,
      cell: sql`case when p.experience_id <> '' then ${linkBase} || ${uriComponent(sql`p.experience_id`)} end`,
    },
    // Last, so files read by column position before the desk existed still line up.
    {
      header: en.alarms.columns.status,
      value: (row) => en.alarms.status[row.status],
      cell: choiceCell(
        sql`p.status`,
        ALARM_STATUS.map((status) => [status, en.alarms.status[status]]),
        '',
      ),
    },
    // Where the alert was (decision 029), after the status for the same reason.
    { header: en.heatMap.placeColumn, value: (row) => row.place?.name ?? '', cell: textCell(sql`p.place_name`) },
    { header: en.heatMap.countryColumn, value: (row) => row.place?.countryCode ?? '', cell: textCell(sql`p.country_code`) },
    // Panic, duress or test (issue 32), last for the same reason.
    {
      header: t.columns.kind,
      value: (row) => t.kind[row.kind],
      cell: choiceCell(
        sql`p.kind`,
        ALARM_KIND.map((kind) => [kind, t.kind[kind]]),
        '',
      ),
    },
    // How the alarm was worked (issue 31), after the kind for the same reason.
    {
      header: t.columns.outcome,
      value: (row) => (row.outcome ? en.alarms.outcome[row.outcome] : ''),
      cell: choiceCell(
        sql`p.outcome`,
        ALARM_OUTCOME.map((outcome) => [outcome, en.alarms.outcome[outcome]]),
        '',
      ),
    },
    { header: t.columns.handler, value: (row) => row.handler?.name ?? '', cell: textCell(handlerNameSql) },
    { header: t.columns.note, value: (row) => row.note, cell: textCell(sql`p.resolution_note`) },
    { header: t.columns.handoffReference, value: (row) => row.handoffReference, cell: textCell(handoffReferenceSql) },
  ];
}
