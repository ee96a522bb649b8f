import type { AlarmStreamMessage } from '@guardian/contracts';
import type { Db } from '../../../db/client';
import { loadAlarmRows } from '../alarms.repository';
import type { FeedRow } from './feed-reads';

/**
 * One server-sent event, already written out: the hub builds it once and every desk gets the same string.
 * `id` is the feed id, or null for a late row (see FeedCursor): such an event carries no `id:` line, so a
 * desk's Last-Event-ID stays at the highest position it has, and a replay after it stays exact.
 */
export type LiveMessage = { id: number | null; frame: string };

/** The SSE reconnection delay the browser (or our fetch reader) waits after a dropped stream. */
export const RETRY_FRAME = 'retry: 2000\n\n';
export const HEARTBEAT_FRAME = ': keep-alive\n\n';

/** `data:` is one line: JSON.stringify escapes every line break inside strings. */
export function eventFrame(id: number | null, data: string): string {
  return `${id === null ? '' : `id: ${id}\n`}event: alarm\ndata: ${data}\n\n`;
}

/**
 * The stream messages of these feed rows, oldest first, with each alarm's current state: one query for the
 * whole batch (loadAlarmRows), one JSON text per alarm however many rows name it. A row whose panic event
 * is gone (deleted since) is left out.
 */
export async function buildMessages(db: Db, publicUrl: string, rows: FeedRow[], late = new Set<number>()): Promise<LiveMessage[]> {
  if (rows.length === 0) return [];
  const alarms = await loadAlarmRows(db, [...new Set(rows.map((row) => row.panicEventId))], publicUrl);
  const alarmJson = new Map(alarms.map((alarm) => [alarm.id, JSON.stringify(alarm)]));
  return rows.flatMap((row) => {
    const alarm = alarmJson.get(row.panicEventId);
    if (alarm === undefined) return [];
    // The same text JSON.stringify(message) would give, without serialising the alarm once per row.
    const data = `{"kind":${JSON.stringify(row.kind satisfies AlarmStreamMessage['kind'])},"alarm":${alarm}}`;
    const id = late.has(row.id) ? null : row.id;
    return [{ id, frame: eventFrame(id, data) }];
  });
}
