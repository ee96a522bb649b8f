import type { AlarmRow } from '@guardian/contracts';
import { newerFirst } from './apply-alarm-message';

/** Overdue alarms need an answer most, then open ones nobody has taken, then acknowledged ones being handled. */
const rank = (alarm: AlarmRow, overdue: ReadonlySet<number>) => (overdue.has(alarm.id) ? 0 : alarm.status === 'open' ? 1 : 2);

/**
 * The desk's order: by urgency, then newest first within each group (start time, then id). A total order,
 * so cards keep their places between renders and move only when their urgency or the alarms change.
 */
export const byUrgency = (overdue: ReadonlySet<number>) => (a: AlarmRow, b: AlarmRow) => rank(a, overdue) - rank(b, overdue) || newerFirst(a, b);
