import {
  ALARM_LIMITS,
  ALERT_FROM_WATCH,
  ALERT_TYPE_WARNING,
  en,
  type AlarmDetails,
  type AlarmHistoryEntry,
  type AlarmOutcome,
  type AlarmRow,
  type ResolveOutcome,
  type DeskResponse,
  type ResponseStats,
  type StopReason,
} from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditBy, type Actor } from '../../lib/actor';
import { alarmActionsOf, appendAlarmAction, lockAlarm } from './alarm-actions.repository';
import { contactsInCallOrder } from './alarm-contacts.repository';
import { alarmTrail } from './alarm-trail.repository';
import { refusalOf, type Caller } from './alarm-rules';
import { alarmStepsOf, openRequiredSteps } from './alarm-steps.repository';
import { recordsOf, timelineOf, type AlarmCatalogue } from './alarm-timeline';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { appendAlarmFeed } from './alarm-feed.repository';
import { alarmAuditSteps, loadAlarmRows, loadAlarmWithLogs, unresolvedAlarmIds } from './alarms.repository';
import { acknowledgeIfOpen, alarmStatus, resolveIfUnresolved, responseFigures } from './lifecycle.repository';

const m = en.alarms;
const DAY_MS = 86_400_000;
/** A year and a day: a wider window reads millions of events for one panel. */
const MAX_WINDOW_DAYS = 367;

/**
 * The desk: unresolved alarms, newest first. The stream position is read before the rows, so a change that
 * lands in between is both in the rows and sent again by the stream (a desk replaces a row by id): nothing
 * is lost, and a repeat is harmless. The position is the hub's, not max(id): a feed row with a lower id may
 * still be committing, and a desk that resumed after the higher id would never get it.
 */
export async function getDesk(ctx: AppContext): Promise<DeskResponse> {
  const lastEventId = String(ctx.alarmHub.position());
  const { ids, total } = await unresolvedAlarmIds(ctx.db, ALARM_LIMITS.deskMax);
  return {
    message: m.deskFetched,
    data: await loadAlarmRows(ctx.db, ids, ctx.config.publicUrl),
    total,
    ackSeconds: ctx.config.alarmAckSeconds,
    serverTime: ctx.now().toISOString(),
    lastEventId,
  };
}

const SERVICE_KEY_ACTOR = 'service key: ';
const p = en.panicEvents;

function describeStep(action: string, summary: Record<string, unknown>): { action: string; detail: string } {
  switch (action) {
    case 'alarm.ingested':
      return {
        action: 'created',
        detail: `${summary.alertType === ALERT_TYPE_WARNING ? p.warning : p.emergency} · ${summary.source === ALERT_FROM_WATCH ? p.watch : p.mobile}`,
      };
    case 'alarm.acknowledged':
      return { action: 'acknowledged', detail: '' };
    case 'alarm.resolved': {
      const outcome = m.outcome[summary.outcome as AlarmOutcome] ?? String(summary.outcome ?? '');
      return { action: 'resolved', detail: summary.note ? `${outcome}: ${String(summary.note)}` : outcome };
    }
    case 'alarm.stopped':
      return { action: 'stopped', detail: m.stopReason[summary.reason as StopReason] ?? String(summary.reason ?? '') };
    default:
      return { action, detail: '' };
  }
}

/**
 * An alarm's history, oldest first: its audited steps (who raised, acknowledged, resolved or stopped it) and
 * its logs. A log's own audit row is left out: the log itself is the step, with the device's time. Events
 * from before the desk have no audited start, so their start is taken from the event.
 */
async function historyOf(ctx: AppContext, alarm: AlarmRow & { logs: AlarmDetails['logs'] }): Promise<AlarmHistoryEntry[]> {
  const steps = await alarmAuditSteps(ctx.db, alarm.id);
  const history: AlarmHistoryEntry[] = steps
    .filter((step) => step.action !== 'alarm.logged')
    .map((step) => {
      const by = step.actorEmail?.startsWith(SERVICE_KEY_ACTOR) ? step.actorEmail.slice(SERVICE_KEY_ACTOR.length) : (step.actorName ?? step.actorEmail);
      return { at: step.at, by, ...describeStep(step.action, (step.summary ?? {}) as Record<string, unknown>) };
    });
  if (!history.some((entry) => entry.action === 'created')) {
    history.push({ at: alarm.startedAt, by: null, ...describeStep('alarm.ingested', { alertType: alarm.alertType, source: alarm.source }) });
  }
  for (const log of alarm.logs) {
    history.push({ at: log.timeStamp, action: 'log', by: null, detail: log.eventMessage ? `${log.eventType}: ${log.eventMessage}` : log.eventType });
  }
  // Stable: steps written in one instant keep the order they were written in.
  return history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * One alarm with its history and logs, and how it is being worked: its checklist, the calls, hand-offs and
 * notes of its log, the timeline (in the catalogue's language), the person's contacts in call order and the
 * trail of their positions.
 */
export async function getAlarm(ctx: AppContext, id: number, catalogue: AlarmCatalogue = en): Promise<AlarmDetails> {
  const alarm = await loadAlarmWithLogs(ctx.db, id, ctx.config.publicUrl);
  if (!alarm) throw notFound(m.notFound);
  const [history, steps, actions, contacts, trail] = await Promise.all([
    historyOf(ctx, alarm),
    alarmStepsOf(ctx.db, id),
    alarmActionsOf(ctx.db, id),
    contactsInCallOrder(ctx.db, alarm.person.userId),
    alarmTrail(ctx.db, id),
  ]);
  return {
    ...alarm,
    history,
    steps,
    ...recordsOf(actions),
    timeline: timelineOf(actions, alarm.person.fullName, catalogue),
    contacts: contacts.map((contact) => ({ ...contact, consent: catalogue.alarmWork.consent[contact.consentStatus] ?? '' })),
    trail,
  };
}

const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** Why a transition was refused: there is no such alarm, it is resolved, or (acknowledging) who already took it. */
async function refusal(db: Db, id: number) {
  const state = await alarmStatus(db, id);
  if (!state) return notFound(m.notFound);
  if (state.status === 'resolved') return conflict(m.alreadyResolved);
  return conflict(m.alreadyAcknowledged(state.acknowledgedBy ?? en.timeline.unknownActor, readableTime(state.acknowledgedAt ?? '')));
}

async function loadOne(ctx: AppContext, id: number): Promise<AlarmRow> {
  const [alarm] = await loadAlarmRows(ctx.db, [id], ctx.config.publicUrl);
  if (!alarm) throw notFound(m.notFound);
  return alarm;
}

/** Takes an open alarm; the second of two operators racing is told who took it. Audited, and on the feed. */
export async function acknowledgeAlarm(ctx: AppContext, actor: Actor, id: number): Promise<AlarmRow> {
  await ctx.db.transaction(async (tx) => {
    if (!(await acknowledgeIfOpen(tx, id, actor.accountId, ctx.now()))) throw await refusal(tx, id);
    await appendAlarmAction(tx, id, { kind: 'acknowledged', actorId: actor.accountId, at: ctx.now() });
    await appendAlarmFeed(tx, id, 'acknowledged');
    await auditBy(tx, actor, { action: 'alarm.acknowledged', entityType: 'panic_event', entityId: id });
  });
  return loadOne(ctx, id);
}

/**
 * Closes an open or acknowledged alarm with its outcome and note: by its owner or a super admin (anyone while
 * nobody owns it), and only when every required step is done or skipped. A resolved one stays as it was (409).
 */
export async function resolveAlarm(ctx: AppContext, caller: Caller, id: number, body: { outcome: ResolveOutcome; note: string }): Promise<AlarmRow> {
  await ctx.db.transaction(async (tx) => {
    const alarm = await lockAlarm(tx, id);
    if (!alarm) throw notFound(m.notFound);
    const refused = refusalOf(alarm, caller, 'resolve');
    if (refused) throw refused;
    const open = await openRequiredSteps(tx, id);
    if (open.length > 0) throw conflict(en.alarmWork.requiredStepsOpen(open));
    if (!(await resolveIfUnresolved(tx, id, { accountId: caller.accountId, outcome: body.outcome, note: body.note, at: ctx.now() }))) {
      throw conflict(m.alreadyResolved);
    }
    await appendAlarmAction(tx, id, { kind: 'resolved', actorId: caller.accountId, at: ctx.now(), data: { outcome: body.outcome, note: body.note } });
    await appendAlarmFeed(tx, id, 'resolved');
    await auditBy(tx, caller, { action: 'alarm.resolved', entityType: 'panic_event', entityId: id, summary: { outcome: body.outcome, note: body.note } });
  });
  return loadOne(ctx, id);
}

/** UTC days, both included. */
export async function getResponseStats(ctx: AppContext, query: { from: string; to: string }): Promise<ResponseStats> {
  const from = new Date(`${query.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  if (from >= to) throw badRequest(en.timeline.validation.rangeInvalid, { to: en.timeline.validation.rangeInvalid });
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * DAY_MS) throw badRequest(m.statsWindowTooLong, { from: m.statsWindowTooLong });
  return responseFigures(ctx.db, from, to);
}
