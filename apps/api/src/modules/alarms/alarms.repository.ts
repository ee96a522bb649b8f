import { sql, type SQL } from 'drizzle-orm';
import {
  ALARM_LIMITS,
  placeFrom,
  type AlarmKind,
  type AlarmOutcome,
  type AlarmRow,
  type AlarmStatus,
  type AlertLogRow,
  type StopReason,
} from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { isoUtc } from '../../lib/sql-helpers';
import { experienceUrl } from '../../lib/public-links';

/** An event's logs as JSON, in the given order, at most `limit` of them (alert_logs_event_idx serves both). */
function logsJson(order: 'asc' | 'desc', limit?: number): SQL {
  const direction = sql.raw(order);
  return sql`(select coalesce(json_agg(json_build_object('eventType', l.event_type, 'eventMessage', l.event_message,
                 'timeStamp', ${isoUtc(sql`l.time_stamp`)}) order by l.time_stamp ${direction}, l.id ${direction}), '[]'::json)
              from (select * from alert_logs l where l.panic_event_id = p.id
                    order by l.time_stamp ${direction}, l.id ${direction} ${limit === undefined ? sql`` : sql`limit ${limit}`}) l)`;
}

type AlarmRecord = {
  id: number | string;
  alertUniqueId: string;
  status: AlarmStatus;
  alertType: number;
  source: number;
  userId: number | string;
  fullName: string;
  userName: string;
  countryCode: string | null;
  phoneNumber: string | null;
  startedAt: string;
  latitude: number;
  longitude: number;
  locatedAt: string;
  placeName: string | null;
  placeCountry: string | null;
  acknowledgedAt: string | null;
  acknowledgedById: number | string | null;
  acknowledgedByName: string | null;
  ownerId: number | string | null;
  ownerName: string | null;
  resolvedAt: string | null;
  resolvedById: number | string | null;
  resolvedByName: string | null;
  outcome: AlarmOutcome | null;
  note: string;
  stoppedAt: string | null;
  stopReason: StopReason | null;
  kind: AlarmKind;
  escalatedAt: string | null;
  accountActive: boolean | null;
  experienceId: string | null;
  logs: unknown;
};

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** "+91 9876543210": the country code is stored with or without its plus; '' when the user has no number. */
export function phoneOf(countryCode: string | null, phoneNumber: string | null): string {
  if (!phoneNumber) return '';
  const code = (countryCode ?? '').trim().replace(/^\+/, '');
  return code ? `+${code} ${phoneNumber}` : phoneNumber;
}

/** An admin reference; the account may be gone (deleted: set null), then there is none to name. */
const actorRef = (id: number | string | null, name: string | null) => (id === null ? null : { id: Number(id), name: name ?? '' });

function selectAlarms(where: SQL, logs: SQL): SQL {
  return sql`
    select p.id, p.alert_unique_id as "alertUniqueId", p.status, p.alert_type as "alertType",
           p.is_alert_started_from_device as source, p.user_id as "userId", p.user_full_name as "fullName",
           p.user_name as "userName", u.country_code as "countryCode", u.phone_number as "phoneNumber",
           ${isoUtc(sql`p.created_at`)} as "startedAt",
           coalesce(p.last_latitude, p.latitude) as latitude, coalesce(p.last_longitude, p.longitude) as longitude,
           ${isoUtc(sql`coalesce(p.located_at, p.created_at)`)} as "locatedAt", p.place_name as "placeName", p.country_code as "placeCountry",
           ${isoUtc(sql`p.acknowledged_at`)} as "acknowledgedAt", p.acknowledged_by as "acknowledgedById",
           ack.full_name as "acknowledgedByName", p.owner_id as "ownerId", own.full_name as "ownerName",
           ${isoUtc(sql`p.resolved_at`)} as "resolvedAt", p.resolved_by as "resolvedById", res.full_name as "resolvedByName",
           p.outcome, p.resolution_note as note, ${isoUtc(sql`p.stopped_at`)} as "stoppedAt", p.stop_reason as "stopReason",
           p.kind, ${isoUtc(sql`p.escalated_at`)} as "escalatedAt", u.status = 1 as "accountActive",
           p.experience_id as "experienceId", ${logs} as logs
    from panic_events p
    left join accounts u on u.id = p.user_id
    left join accounts ack on ack.id = p.acknowledged_by
    left join accounts res on res.id = p.resolved_by
    left join accounts own on own.id = p.owner_id
    where ${where}`;
}

function toAlarmRow(record: AlarmRecord, publicUrl: string): AlarmRow & { logs: AlertLogRow[] } {
  return {
    id: Number(record.id),
    alertUniqueId: record.alertUniqueId,
    status: record.status,
    alertType: Number(record.alertType),
    source: Number(record.source),
    person: { userId: Number(record.userId), fullName: record.fullName, userName: record.userName, phone: phoneOf(record.countryCode, record.phoneNumber) },
    startedAt: record.startedAt,
    latitude: Number(record.latitude),
    longitude: Number(record.longitude),
    locatedAt: record.locatedAt,
    place: placeFrom(record.placeName, record.placeCountry),
    acknowledgedAt: record.acknowledgedAt,
    acknowledgedBy: actorRef(record.acknowledgedById, record.acknowledgedByName),
    owner: actorRef(record.ownerId, record.ownerName),
    resolvedAt: record.resolvedAt,
    resolvedBy: actorRef(record.resolvedById, record.resolvedByName),
    outcome: record.outcome,
    note: record.note,
    stoppedAt: record.stoppedAt,
    stopReason: record.stopReason,
    kind: record.kind,
    escalatedAt: record.escalatedAt,
    accountActive: record.accountActive === true,
    latestLogs: [],
    logs: parseJson<AlertLogRow[]>(record.logs),
    eventUrl: experienceUrl(publicUrl, record.experienceId),
  };
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The alarms with these panic event ids, in the order given (ids that do not exist are left out), as the
 * desk, the stream and the ingest answers show them. `publicUrl` builds eventUrl as Panic Events does.
 */
export async function loadAlarmRows(db: Db, ids: number[], publicUrl: string): Promise<AlarmRow[]> {
  if (ids.length === 0) return [];
  const records = await queryRows<AlarmRecord>(db, selectAlarms(sql`p.id in (${idList(ids)})`, logsJson('desc', ALARM_LIMITS.latestLogs)));
  const byId = new Map(records.map((record) => [Number(record.id), record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    if (!record) return [];
    const { logs, ...row } = toAlarmRow(record, publicUrl);
    return [{ ...row, latestLogs: logs }];
  });
}

/** One alarm with all its logs, oldest first, and its latest ones as the desk shows them. */
export async function loadAlarmWithLogs(db: Db, id: number, publicUrl: string): Promise<(AlarmRow & { logs: AlertLogRow[] }) | undefined> {
  const record = await queryOne<AlarmRecord>(db, selectAlarms(sql`p.id = ${id}`, logsJson('asc')));
  if (!record) return undefined;
  const row = toAlarmRow(record, publicUrl);
  return { ...row, latestLogs: row.logs.slice(-ALARM_LIMITS.latestLogs).reverse() };
}

/** The desk: unresolved alarms, newest first, from the partial index panic_events_unresolved_idx. */
export async function unresolvedAlarmIds(db: Db, limit: number): Promise<{ ids: number[]; total: number }> {
  const [rows, count] = await Promise.all([
    queryRows<{ id: number | string }>(db, sql`select id from panic_events where status <> 'resolved' order by created_at desc, id desc limit ${limit}`),
    queryOne<{ n: number }>(db, sql`select count(*)::int as n from panic_events where status <> 'resolved'`),
  ]);
  return { ids: rows.map((row) => Number(row.id)), total: count?.n ?? 0 };
}

type AuditStep = { at: string; action: string; actorName: string | null; actorEmail: string | null; summary: unknown };

/**
 * The audit rows of one alarm, oldest first. audit_log has no index on the entity, so the read is bounded by
 * audit_log_created_idx: every audited change of an alarm happens after the alert reached us, which is no
 * earlier than its start minus the allowed clock skew. Events from before the desk (never ingested nor
 * touched by an operator) have no such rows and are not looked up at all.
 */
export async function alarmAuditSteps(db: Db, id: number): Promise<AuditStep[]> {
  return queryRows<AuditStep>(
    db,
    sql`select ${isoUtc(sql`a.created_at`)} as at, a.action, acc.full_name as "actorName", a.actor_email as "actorEmail", a.summary
        from panic_events p
        join audit_log a on a.created_at >= p.created_at - make_interval(secs => ${ALARM_LIMITS.maxClockSkewSeconds})
                        and a.entity_type = 'panic_event' and a.entity_id = p.id::text
        left join accounts acc on acc.id = a.actor_id
        where p.id = ${id} and (p.api_key_id is not null or p.acknowledged_at is not null or p.resolved_at is not null)
        order by a.created_at, a.id`,
  );
}
