import { en, type AlarmDetails, type AuditAction, type CallBody, type HandoffBody, type NoteBody, type StepBody, type TakeOverBody } from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditBy } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/errors';
import { appendAlarmAction, currentOwnerId, lockAlarm, setOwner, type AlarmActionKind, type LockedAlarm } from './alarm-actions.repository';
import { contactOfPerson } from './alarm-contacts.repository';
import { appendAlarmFeed } from './alarm-feed.repository';
import { markStep } from './alarm-steps.repository';
import { getAlarm } from './alarms.service';
import { refusalOf, takeOverRefusal, type Caller, type Work } from './alarm-rules';
import type { AlarmCatalogue } from './alarm-timeline';

const m = en.alarms;
const w = en.alarmWork;

type Change = { kind: AlarmActionKind; audit: AuditAction; data: Record<string, unknown> };

/**
 * One action on an alarm: its row locked, the rules checked against the state it is in now, the change
 * (`apply`), its log row, its audit row and a feed row in one transaction. Answers the alarm's details.
 */
async function act(
  ctx: AppContext,
  caller: Caller,
  id: number,
  refuse: Work | ((alarm: LockedAlarm) => Error | undefined),
  apply: (tx: Db, alarm: LockedAlarm) => Promise<Change>,
  catalogue?: AlarmCatalogue,
): Promise<AlarmDetails> {
  await ctx.db.transaction(async (tx) => {
    const alarm = await lockAlarm(tx, id);
    if (!alarm) throw notFound(m.notFound);
    const refused = typeof refuse === 'function' ? refuse(alarm) : refusalOf(alarm, caller, refuse);
    if (refused) throw refused;
    const change = await apply(tx, alarm);
    await appendAlarmAction(tx, id, { kind: change.kind, actorId: caller.accountId, at: ctx.now(), data: change.data });
    await appendAlarmFeed(tx, id, 'updated');
    await auditBy(tx, caller, { action: change.audit, entityType: 'panic_event', entityId: id, summary: change.data });
  });
  return getAlarm(ctx, id, catalogue);
}

/**
 * Makes the caller the owner. Two operators who saw the same owner (`from`, or the owner read before the row is
 * locked) and press at once: the rows are locked one after the other, and the second finds an owner other than
 * the one it saw, so it is told who took it.
 */
export async function takeOver(ctx: AppContext, caller: Caller, id: number, body: TakeOverBody, catalogue?: AlarmCatalogue): Promise<AlarmDetails> {
  const current = await currentOwnerId(ctx.db, id);
  if (current === undefined) throw notFound(m.notFound);
  const seen = body.from ?? current;
  return act(
    ctx,
    caller,
    id,
    (alarm) => takeOverRefusal(alarm, caller, seen),
    async (tx, alarm) => {
      await setOwner(tx, id, caller.accountId);
      return { kind: 'taken_over', audit: 'alarm.taken_over', data: { reason: body.reason, fromId: alarm.ownerId, fromName: alarm.ownerName } };
    },
    catalogue,
  );
}

export function recordStep(ctx: AppContext, caller: Caller, id: number, stepId: number, body: StepBody, catalogue?: AlarmCatalogue): Promise<AlarmDetails> {
  return act(
    ctx,
    caller,
    id,
    'owner',
    async (tx) => {
      const step = await markStep(tx, id, stepId, { status: body.status, note: body.note, by: caller.accountId, at: ctx.now() });
      if (!step) throw notFound(w.stepNotFound);
      return { kind: 'step', audit: 'alarm.step', data: { stepId, text: step.text, status: body.status, note: body.note } };
    },
    catalogue,
  );
}

export function logCall(ctx: AppContext, caller: Caller, id: number, body: CallBody, catalogue?: AlarmCatalogue): Promise<AlarmDetails> {
  return act(
    ctx,
    caller,
    id,
    'owner',
    async (tx, alarm) => {
      let contactName: string | null = null;
      if (body.contact_id !== undefined) {
        const contact = await contactOfPerson(tx, alarm.userId, body.contact_id);
        if (!contact) throw badRequest(w.contactNotOfPerson, { contact_id: w.contactNotOfPerson });
        contactName = contact.name;
      }
      const data = { called: body.called, contactId: body.contact_id ?? null, contactName, number: body.number, result: body.result, note: body.note };
      return { kind: 'call', audit: 'alarm.call', data };
    },
    catalogue,
  );
}

export function handOff(ctx: AppContext, caller: Caller, id: number, body: HandoffBody, catalogue?: AlarmCatalogue): Promise<AlarmDetails> {
  return act(ctx, caller, id, 'owner', async () => ({ kind: 'handoff', audit: 'alarm.handoff', data: { ...body } }), catalogue);
}

/** Anyone, at any time, also on a resolved alarm. */
export function addNote(ctx: AppContext, caller: Caller, id: number, body: NoteBody, catalogue?: AlarmCatalogue): Promise<AlarmDetails> {
  return act(ctx, caller, id, 'note', async () => ({ kind: 'note', audit: 'alarm.note', data: { text: body.text } }), catalogue);
}
