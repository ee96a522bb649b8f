import { eq, sql } from 'drizzle-orm';
import { ROLE, type AlarmKind, type ResolveOutcome, type StopReason } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { auditRowsFrom, type AuditEntry } from '../../lib/audit';
import { placeOf } from '../../lib/gazetteer/event-places';
import { alertLogs, panicEvents } from '../../db/schema';
import { alarmActionFrom, type NewAlarmAction } from './alarm-actions.repository';
import { alarmFeedFrom, notifyFeed } from './alarm-feed.repository';
import { planStepsFrom } from './alarm-steps.repository';

export type NewAlert = {
  alertUniqueId: string;
  userId: number;
  alertType: number;
  source: number;
  latitude: number;
  longitude: number;
  startedAt: Date;
  apiKeyId: number;
  kind: AlarmKind;
};

/** What else the statement that raises an alert writes: its first action, its feed row and its audit row. */
export type RaisedWith = { action: NewAlarmAction; audit: Omit<AuditEntry, 'entityId' | 'changes'> };

/**
 * How raiseAlert went: `unknownUser` when no app user (role 6) has the id, active or deactivated (a deactivated
 * person in danger still reaches the desk, marked "Account inactive"; a deleted account has no row, and an event
 * needs one); otherwise the new alarm's id, or undefined when the alert_unique_id is already taken.
 */
export type Raised = { unknownUser: true } | { unknownUser: false; id: number | undefined };

/**
 * Raises an alert in ONE statement: the panic event (open, its last known position its start), the person's
 * event count, the checklist copied from the plan of its kind, its first action, its feed row with the NOTIFY
 * sent on commit, and its audit row. One statement rather than a transaction of eight: on PGlite a transaction
 * holds the only connection while each of its statements travels to the database thread and back, so every
 * other request waited for those round trips (at 100 alerts a second the ingest call queued for seconds).
 *
 * ON CONFLICT DO NOTHING makes the unique index the judge of a retry: of two requests with one alert_unique_id,
 * whichever inserts second waits for the first to commit and inserts nothing, and then nothing else is written
 * either (every later step reads `inserted`).
 */
export async function raiseAlert(db: Db, alert: NewAlert, also: RaisedWith): Promise<Raised> {
  const place = placeOf(alert.latitude, alert.longitude);
  const inserted = sql`inserted`;
  const row = await queryOne<{ id: number | string | null }>(
    db,
    sql`with person as (select id, coalesce(user_name, '') as user_name, full_name from accounts where id = ${alert.userId} and role_id = ${ROLE.appUser}),
        inserted as (
          insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, is_alert_started_from_device,
                                    latitude, longitude, created_at, status, last_latitude, last_longitude, located_at, api_key_id, kind,
                                    place_name, country_code)
          select ${alert.alertUniqueId}, person.id, person.user_name, person.full_name, ${alert.alertType}, ${alert.source},
                 ${alert.latitude}, ${alert.longitude}, ${alert.startedAt.toISOString()}, 'open', ${alert.latitude}, ${alert.longitude},
                 ${alert.startedAt.toISOString()}, ${alert.apiKeyId}, ${alert.kind}, ${place.placeName}, ${place.countryCode}
          from person
          on conflict (alert_unique_id) do nothing
          returning id),
        counted as (update accounts set panic_event_count = panic_event_count + 1 where id = (select id from person) and exists (select 1 from inserted)),
        steps as (${planStepsFrom(inserted, alert)}),
        acted as (${alarmActionFrom(inserted, also.action)}),
        audited as (${auditRowsFrom(inserted, also.audit)}),
        fed as (${alarmFeedFrom(inserted, 'created')})
        select inserted.id, case when fed.id is not null then ${notifyFeed(sql`fed.id`)} end as notified
        from person left join inserted on true left join fed on true`,
  );
  if (!row) return { unknownUser: true };
  return { unknownUser: false, id: row.id === null ? undefined : Number(row.id) };
}

export type AlertState = {
  id: number;
  userId: number;
  status: string;
  createdAt: Date;
  locatedAt: Date | null;
  stoppedAt: Date | null;
  stopReason: string | null;
  kind: AlarmKind;
};

/**
 * The alert with this alert_unique_id; `forUpdate` locks its row until the transaction ends, so two retries
 * of one log (or one stop) are judged one after the other and cannot both write.
 */
export async function findAlert(db: Db, alertUniqueId: string, forUpdate = false): Promise<AlertState | undefined> {
  const query = db
    .select({
      id: panicEvents.id,
      userId: panicEvents.userId,
      status: panicEvents.status,
      createdAt: panicEvents.createdAt,
      locatedAt: panicEvents.locatedAt,
      stoppedAt: panicEvents.stoppedAt,
      stopReason: panicEvents.stopReason,
      kind: sql<AlarmKind>`${panicEvents.kind}`,
    })
    .from(panicEvents)
    .where(eq(panicEvents.alertUniqueId, alertUniqueId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export type NewLog = { eventType: string; eventMessage: string; timeStamp: Date };

/** The same log already recorded for the alert: a retry of a call whose answer was lost. */
export async function logExists(db: Db, panicEventId: number, log: NewLog): Promise<boolean> {
  const row = await queryOne<{ found: boolean }>(
    db,
    sql`select exists (select 1 from alert_logs where panic_event_id = ${panicEventId} and time_stamp = ${log.timeStamp.toISOString()}
          and event_type = ${log.eventType} and event_message = ${log.eventMessage}) as found`,
  );
  return row?.found === true;
}

/** Where the person was when the log was written, as the alarm service sent it: a point of the alarm's trail. */
export type LogPosition = { latitude: number; longitude: number; accuracyM: number | null };

export async function insertLog(db: Db, panicEventId: number, log: NewLog, position?: LogPosition): Promise<void> {
  await db.insert(alertLogs).values({ panicEventId, ...log, ...position });
}

/**
 * The last known position and its nearest place; latitude/longitude stay at the start (the heat map's cells
 * count them there), the place follows the person (the desk shows where they are now).
 */
export async function moveAlert(db: Db, panicEventId: number, position: { latitude: number; longitude: number; at: Date }): Promise<void> {
  await db
    .update(panicEvents)
    .set({ lastLatitude: position.latitude, lastLongitude: position.longitude, locatedAt: position.at, ...placeOf(position.latitude, position.longitude) })
    .where(eq(panicEvents.id, panicEventId));
}

/**
 * The alarm service stopped the alert: the stop is always recorded; with `outcome` the alert is also resolved
 * by no admin (ingest.service.ts decides when), otherwise it stays on the desk until an operator resolves it.
 */
export async function stopAlert(db: Db, panicEventId: number, reason: StopReason, at: Date, outcome: ResolveOutcome | null): Promise<void> {
  const stopped = { stoppedAt: at, stopReason: reason };
  const values = outcome ? { ...stopped, status: 'resolved', outcome, resolvedAt: at, resolvedBy: null } : stopped;
  await db.update(panicEvents).set(values).where(eq(panicEvents.id, panicEventId));
}
