import type { AlarmRow } from '@guardian/contracts';

/**
 * How soon an alarm needs a hand: escalated or overdue first, then open ones nobody has taken, then those being
 * worked; a test alarm after every real one, whatever its state.
 */
function rank(alarm: AlarmRow, overdue: ReadonlySet<number>): number {
  if (alarm.kind === 'test') return 3;
  if (alarm.escalatedAt !== null || overdue.has(alarm.id)) return 0;
  return alarm.status === 'open' ? 1 : 2;
}

/** At equal urgency a duress alarm (the person may be forced to cancel) goes above a panic alarm. */
const kindWeight = (alarm: AlarmRow) => (alarm.kind === 'duress' ? 0 : 1);

/** Oldest first (who has waited longest), then the lower id: ties never depend on the input order. */
export const olderFirst = (a: AlarmRow, b: AlarmRow) => Date.parse(a.startedAt) - Date.parse(b.startedAt) || a.id - b.id;

/**
 * The desk's order: by urgency, duress above panic, oldest first within each. `keep` is the alarm the operator is
 * working: it stays first, so acknowledging it (which makes it less urgent) does not send it off screen. A total
 * order, so cards keep their places between renders and move only when their urgency or the alarms change.
 */
export const byUrgency =
  (overdue: ReadonlySet<number>, keep: number | null = null) =>
  (a: AlarmRow, b: AlarmRow) =>
    Number(b.id === keep) - Number(a.id === keep) || rank(a, overdue) - rank(b, overdue) || kindWeight(a) - kindWeight(b) || olderFirst(a, b);

/** One person's alarms together, where the most urgent of them stands; the order within a group is kept. */
export type PersonGroup = { userId: number; fullName: string; alarms: AlarmRow[] };

export function groupByPerson(sorted: readonly AlarmRow[]): PersonGroup[] {
  const groups = new Map<number, PersonGroup>();
  for (const alarm of sorted) {
    const group = groups.get(alarm.person.userId);
    if (group) group.alarms.push(alarm);
    else groups.set(alarm.person.userId, { userId: alarm.person.userId, fullName: alarm.person.fullName, alarms: [alarm] });
  }
  return [...groups.values()];
}
