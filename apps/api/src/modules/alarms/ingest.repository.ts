import { and, eq, sql } from 'drizzle-orm';
import { ROLE, type AlarmKind, type ResolveOutcome, type StopReason } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { placeOf } from '../../lib/gazetteer/event-places';
import { accounts, alertLogs, panicEvents } from '../../db/schema';

/**
 * The app user (role 6) an alert is raised for, active or deactivated: a deactivated person in danger still
 * reaches the desk (marked "Account inactive"). A deleted account has no row, and an event needs one.
 */
export async function findAppUser(db: Db, userId: number): Promise<{ id: number; userName: string; fullName: string } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, userName: accounts.userName, fullName: accounts.fullName })
    .from(accounts)
    .where(and(eq(accounts.id, userId), eq(accounts.roleId, ROLE.appUser)));
  return row && { id: row.id, userName: row.userName ?? '', fullName: row.fullName };
}

export type NewAlert = {
  alertUniqueId: string;
  user: { id: number; userName: string; fullName: string };
  alertType: number;
  source: number;
  latitude: number;
  longitude: number;
  startedAt: Date;
  apiKeyId: number;
  kind: AlarmKind;
};

/**
 * The alert as a panic event, open, its last known position its start. ON CONFLICT DO NOTHING makes the
 * unique index the judge of a retry: of two requests with one alert_unique_id, whichever inserts second
 * waits for the first to commit and gets nothing back (undefined), whatever the timing.
 */
export async function insertAlert(db: Db, alert: NewAlert): Promise<number | undefined> {
  const [row] = await db
    .insert(panicEvents)
    .values({
      alertUniqueId: alert.alertUniqueId,
      userId: alert.user.id,
      userName: alert.user.userName,
      userFullName: alert.user.fullName,
      alertType: alert.alertType,
      isAlertStartedFromDevice: alert.source,
      latitude: alert.latitude,
      longitude: alert.longitude,
      createdAt: alert.startedAt,
      status: 'open',
      lastLatitude: alert.latitude,
      lastLongitude: alert.longitude,
      locatedAt: alert.startedAt,
      apiKeyId: alert.apiKeyId,
      kind: alert.kind,
      ...placeOf(alert.latitude, alert.longitude),
    })
    .onConflictDoNothing({ target: panicEvents.alertUniqueId })
    .returning({ id: panicEvents.id });
  return row?.id;
}

/** The user list shows this count rather than counting millions of events per page. */
export async function countAlertForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(accounts)
    .set({ panicEventCount: sql`${accounts.panicEventCount} + 1` })
    .where(eq(accounts.id, userId));
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
