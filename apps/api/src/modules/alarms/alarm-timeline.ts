import { en, type AlarmCall, type AlarmHandoff, type AlarmNote, type AlarmTimelineEntry, type Messages } from '@guardian/contracts';
import type { AlarmAction } from './alarm-actions.repository';

/** The part of a catalogue (English or Arabic) the timeline's sentences come from. */
export type AlarmCatalogue = Pick<Messages, 'alarms' | 'alarmWork' | 'escalation'>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const labelOf = (labels: Record<string, string>, value: unknown) => labels[textOf(value)] ?? textOf(value);
/** An operator's current name; the alarm service's key name (kept in the data) for its own actions. */
const byOf = (action: AlarmAction) => action.actorName ?? (textOf(action.data.by) || null);
const refOf = (action: AlarmAction) => (action.actorId === null ? null : { id: action.actorId, name: action.actorName ?? '' });

function sentence(action: AlarmAction, by: string, personName: string, m: AlarmCatalogue): string {
  const t = m.alarmWork.timeline;
  const d = action.data;
  switch (action.kind) {
    case 'ingested':
      return t.ingested(by);
    case 'stopped':
      return t.stopped(by, labelOf(m.alarms.stopReason, d.reason));
    case 'acknowledged':
      return t.acknowledged(by);
    case 'taken_over':
      return t.takenOver(by, textOf(d.fromName) || t.someone, textOf(d.reason));
    case 'step':
      return d.status === 'skipped' ? t.stepSkipped(by, textOf(d.text), textOf(d.note)) : t.stepDone(by, textOf(d.text));
    case 'call':
      return t.call(
        by,
        d.called === 'contact' ? textOf(d.contactName) : personName || t.thePerson,
        textOf(d.number),
        labelOf(m.alarmWork.callResult, d.result),
      );
    case 'handoff':
      return t.handoff(by, labelOf(m.alarmWork.service, d.service), textOf(d.reference));
    case 'note':
      return t.note(by, textOf(d.text));
    case 'resolved':
      return t.resolved(by, labelOf(m.alarms.outcome, d.outcome));
    case 'escalated':
      return d.stage === 'stale'
        ? m.escalation.timeline.escalatedStale(textOf(d.ownerName) || t.someone)
        : m.escalation.timeline.escalatedUnacknowledged(Number(d.ackSeconds));
    case 'reminded':
      return m.escalation.timeline.reminded(textOf(d.ownerName) || t.someone, Number(d.staleMinutes));
  }
}

/** The alarm's log as sentences in the catalogue's language, oldest first. */
export function timelineOf(actions: AlarmAction[], personName: string, m: AlarmCatalogue = en): AlarmTimelineEntry[] {
  return actions.map((action) => {
    const by = byOf(action);
    return { at: action.at, kind: action.kind, by, text: sentence(action, by ?? m.alarmWork.timeline.someone, personName, m) };
  });
}

/** The calls, hand-offs and notes of the log, oldest first: they are kept nowhere else. */
export function recordsOf(actions: AlarmAction[]): { calls: AlarmCall[]; handoffs: AlarmHandoff[]; notes: AlarmNote[] } {
  const calls: AlarmCall[] = [];
  const handoffs: AlarmHandoff[] = [];
  const notes: AlarmNote[] = [];
  for (const action of actions) {
    const d = action.data;
    const done = { by: refOf(action), at: action.at };
    if (action.kind === 'call') {
      calls.push({
        called: d.called as AlarmCall['called'],
        contactId: typeof d.contactId === 'number' ? d.contactId : null,
        number: textOf(d.number),
        result: d.result as AlarmCall['result'],
        note: textOf(d.note),
        ...done,
      });
    } else if (action.kind === 'handoff') {
      handoffs.push({ service: d.service as AlarmHandoff['service'], reference: textOf(d.reference), note: textOf(d.note), ...done });
    } else if (action.kind === 'note') {
      notes.push({ text: textOf(d.text), ...done });
    }
  }
  return { calls, handoffs, notes };
}
