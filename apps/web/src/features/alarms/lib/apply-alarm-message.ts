import { ALARM_LIMITS, type AlarmDetails, type AlarmRow, type AlarmStreamMessage, type DeskResponse } from '@guardian/contracts';

export type Applied = { desk: DeskResponse; added: boolean };

/**
 * The desk after one stream message: the message carries the alarm's whole state, so its row is replaced;
 * a resolved alarm leaves the desk; an alarm the desk does not hold yet goes where its start puts it (newest
 * first: a new alert is on top, one a phone sends late with an earlier start goes further down).
 * The desk is never changed in place (it is the query cache's value).
 */
export function applyAlarmMessage(desk: DeskResponse, message: AlarmStreamMessage, eventId?: string): Applied {
  const { alarm } = message;
  const index = desk.data.findIndex((row) => row.id === alarm.id);
  const lastEventId = eventId ?? desk.lastEventId;
  if (alarm.status === 'resolved') {
    if (index === -1) return { desk: { ...desk, lastEventId }, added: false };
    return { desk: { ...desk, lastEventId, data: desk.data.filter((row) => row.id !== alarm.id), total: Math.max(0, desk.total - 1) }, added: false };
  }
  if (index !== -1) {
    const data = desk.data.slice();
    data[index] = alarm;
    return { desk: { ...desk, lastEventId, data }, added: false };
  }
  // Where the server's desk order (start time, then id, newest first) puts it: a reload shows the same order.
  let at = desk.data.findIndex((row) => newerFirst(alarm, row) < 0);
  if (at === -1) at = desk.data.length;
  const data = [...desk.data.slice(0, at), alarm, ...desk.data.slice(at)].slice(0, ALARM_LIMITS.deskMax);
  return { desk: { ...desk, lastEventId, data, total: desk.total + 1 }, added: true };
}

/** The desk's order: by start time, newest first, then by id (the later alert first). */
export const newerFirst = (a: AlarmRow, b: AlarmRow) => Date.parse(b.startedAt) - Date.parse(a.startedAt) || b.id - a.id;

/** Open means nobody has acknowledged it yet: what the badge and the tab title count. */
export const countOpen = (alarms: readonly AlarmRow[]) => alarms.reduce((count, alarm) => count + (alarm.status === 'open' ? 1 : 0), 0);

/** An open alarm older than the acknowledgement target (ALARM_ACK_SECONDS). */
export const isOverdue = (alarm: AlarmRow, nowMs: number, ackSeconds: number) =>
  alarm.status === 'open' && nowMs - Date.parse(alarm.startedAt) >= ackSeconds * 1000;

/**
 * An open panel's details after a stream message: the alarm's own fields (status, owner, stop, position) are
 * taken at once and the rest (checklist, calls, timeline) stays until the details are fetched again. A message
 * about another alarm gives back the same object, so the panel does not even render again. Whatever the
 * operator is typing lives in the panel's forms, never in these details: a change that arrives meanwhile,
 * even a resolve, leaves it where it is.
 */
export function applyToDetails(details: AlarmDetails | undefined, alarm: AlarmRow): AlarmDetails | undefined {
  if (!details || details.id !== alarm.id) return details;
  return { ...details, ...alarm };
}
