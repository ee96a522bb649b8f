import {
  ALARM_LIMITS,
  en,
  type AlarmRow,
  type AuditAction,
  type IngestLogBody,
  type IngestPanicEventBody,
  type ResolveOutcome,
  type StopPanicEventBody,
} from '@guardian/contracts';
import type { AppContext, ServiceKeyInfo } from '../../context';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { appendAlarmAction } from './alarm-actions.repository';
import { appendAlarmFeed } from './alarm-feed.repository';
import { loadAlarmRows } from './alarms.repository';
import { findAlert, insertLog, logExists, moveAlert, raiseAlert, stopAlert, type AlertState } from './ingest.repository';

const m = en.alarms;
const SKEW_MS = ALARM_LIMITS.maxClockSkewSeconds * 1000;
const MAX_AGE_MS = ALARM_LIMITS.maxAgeHours * 3600_000;

/** The alarm service's call: the key it used (its name is the audit's actor) and the address it came from. */
export type IngestCaller = { key: ServiceKeyInfo; ip: string };

/** What an ingest call answers: the alarm as it now is, and whether this call changed it (201/200). */
export type IngestResult = { alarm: AlarmRow; changed: boolean };

/** Every ingest write is in the audit timeline under the key's name; there is no admin behind it. */
const ingestActor = (caller: IngestCaller) => ({ actorId: null, actorEmail: `service key: ${caller.key.name}`, entityType: 'panic_event', ip: caller.ip });

function auditIngest(tx: Db, caller: IngestCaller, action: AuditAction, panicEventId: number, summary: Record<string, unknown>) {
  return recordAudit(tx, { ...ingestActor(caller), action, entityId: panicEventId, summary });
}

async function answer(ctx: AppContext, id: number, changed: boolean): Promise<IngestResult> {
  const [alarm] = await loadAlarmRows(ctx.db, [id], ctx.config.publicUrl);
  if (!alarm) throw notFound(m.notFound);
  return { alarm, changed };
}

/** A device's time may be a little ahead of ours (clock skew), never more. */
function refuseFuture(at: Date, now: Date, field: string, message: string) {
  if (at.getTime() - now.getTime() > SKEW_MS) throw badRequest(message, { [field]: message });
}

/** A log or stop cannot predate the alert it belongs to (beyond the clock skew). */
function refuseBeforeStart(at: Date, alert: AlertState) {
  if (at.getTime() < alert.createdAt.getTime() - SKEW_MS) throw badRequest(m.timeStampBeforeStart, { time_stamp: m.timeStampBeforeStart });
}

/**
 * Raises an alert, once per alert_unique_id: a retry (even twenty at once) answers the alert the first call
 * created, with no second event, feed row or audit row. The same id for another user is a client bug: 409.
 */
export async function ingestPanicEvent(ctx: AppContext, caller: IngestCaller, body: IngestPanicEventBody): Promise<IngestResult> {
  const now = ctx.now();
  const startedAt = body.started_at ? new Date(body.started_at) : now;
  refuseFuture(startedAt, now, 'started_at', m.startedInFuture);
  if (now.getTime() - startedAt.getTime() > MAX_AGE_MS) throw badRequest(m.startedTooLongAgo, { started_at: m.startedTooLongAgo });

  const raised = await raiseAlert(
    ctx.db,
    {
      alertUniqueId: body.alert_unique_id,
      userId: body.user_id,
      alertType: body.alert_type,
      source: body.source,
      latitude: body.latitude,
      longitude: body.longitude,
      startedAt,
      apiKeyId: caller.key.id,
      kind: body.kind,
    },
    {
      action: { kind: 'ingested', actorId: null, at: now, data: { by: caller.key.name } },
      audit: {
        ...ingestActor(caller),
        action: 'alarm.ingested',
        summary: {
          alertUniqueId: body.alert_unique_id,
          userId: body.user_id,
          alertType: body.alert_type,
          source: body.source,
          kind: body.kind,
          startedAt: startedAt.toISOString(),
        },
      },
    },
  );
  if (raised.unknownUser) throw badRequest(m.unknownUser, { user_id: m.unknownUser });
  if (raised.id !== undefined) return answer(ctx, raised.id, true);
  // A retry: the winner has committed (the insert waited for it), so a new statement sees its row.
  const existing = await findAlert(ctx.db, body.alert_unique_id);
  if (!existing) throw new Error('alert_unique_id conflicted but no alert holds it');
  if (existing.userId !== body.user_id) throw conflict(m.alertIdTaken);
  return answer(ctx, existing.id, false);
}

/**
 * Appends a log; one with a position moves the alert's last known position (unless a newer one is known). The
 * same log again (type, message and time) is a retry: nothing is added. The alert's row is locked first, so
 * two retries arriving together are judged one after the other.
 */
export async function ingestLog(ctx: AppContext, caller: IngestCaller, alertUniqueId: string, body: IngestLogBody): Promise<IngestResult> {
  const at = new Date(body.time_stamp);
  refuseFuture(at, ctx.now(), 'time_stamp', m.timeStampInFuture);
  const hasLatitude = body.latitude !== undefined;
  if (hasLatitude !== (body.longitude !== undefined)) {
    throw badRequest(m.positionIncomplete, { [hasLatitude ? 'longitude' : 'latitude']: m.positionIncomplete });
  }
  if (body.accuracy_m !== undefined && !hasLatitude) throw badRequest(m.accuracyWithoutPosition, { accuracy_m: m.accuracyWithoutPosition });
  const log = { eventType: body.event_type, eventMessage: body.event_message, timeStamp: at };

  const { id, added } = await ctx.db.transaction(async (tx) => {
    const alert = await findAlert(tx, alertUniqueId, true);
    if (!alert) throw notFound(m.notFound);
    refuseBeforeStart(at, alert);
    if (await logExists(tx, alert.id, log)) return { id: alert.id, added: false };
    const position = body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : undefined;
    await insertLog(tx, alert.id, log, position && { ...position, accuracyM: body.accuracy_m ?? null });
    const moves = position !== undefined && (!alert.locatedAt || at > alert.locatedAt);
    if (moves) await moveAlert(tx, alert.id, { ...position, at });
    await appendAlarmFeed(tx, alert.id, 'logged');
    await auditIngest(tx, caller, 'alarm.logged', alert.id, {
      eventType: log.eventType,
      timeStamp: at.toISOString(),
      ...(moves ? { latitude: body.latitude, longitude: body.longitude } : {}),
      ...(position && body.accuracy_m !== undefined ? { accuracyM: body.accuracy_m } : {}),
    });
    return { id: alert.id, added: true };
  });
  return answer(ctx, id, added);
}

/**
 * Whether the service's stop closes the alarm, and with which outcome:
 * - a test alarm is resolved as false_test, whatever the reason;
 * - a duress alarm never: the person may have been forced to cancel, so an operator must see it through;
 * - a panic alarm the person cancelled closes (cancelled_by_user) only while nobody has acknowledged it. Once
 *   an operator owns it, the cancel is recorded and the owner resolves it; an alert the app ended waits likewise.
 */
function closingOutcome(alert: AlertState, reason: StopPanicEventBody['reason']): ResolveOutcome | null {
  if (alert.kind === 'test') return 'false_test';
  if (alert.kind === 'duress') return null;
  return reason === 'user_cancelled' && alert.status === 'open' ? 'cancelled_by_user' : null;
}

/**
 * The person cancelled the alert or the app ended it; closingOutcome says whether that resolves it. A second
 * stop is refused (409), except the same stop again, which is a retry and answers the alert unchanged.
 */
export async function ingestStop(ctx: AppContext, caller: IngestCaller, alertUniqueId: string, body: StopPanicEventBody): Promise<IngestResult> {
  const at = new Date(body.time_stamp);
  refuseFuture(at, ctx.now(), 'time_stamp', m.timeStampInFuture);

  const { id, changed } = await ctx.db.transaction(async (tx) => {
    const alert = await findAlert(tx, alertUniqueId, true);
    if (!alert) throw notFound(m.notFound);
    if (alert.stoppedAt || alert.status === 'resolved') {
      const retry = alert.stopReason === body.reason && alert.stoppedAt?.getTime() === at.getTime();
      if (retry) return { id: alert.id, changed: false };
      throw conflict(m.alreadyStopped);
    }
    refuseBeforeStart(at, alert);
    const outcome = closingOutcome(alert, body.reason);
    await stopAlert(tx, alert.id, body.reason, at, outcome);
    await appendAlarmAction(tx, alert.id, {
      kind: 'stopped',
      actorId: null,
      at: ctx.now(),
      data: { by: caller.key.name, reason: body.reason, ...(outcome ? { outcome } : {}) },
    });
    await appendAlarmFeed(tx, alert.id, outcome ? 'resolved' : 'stopped');
    await auditIngest(tx, caller, 'alarm.stopped', alert.id, {
      reason: body.reason,
      timeStamp: at.toISOString(),
      ...(outcome ? { outcome } : {}),
    });
    return { id: alert.id, changed: true };
  });
  return answer(ctx, id, changed);
}
