import { sql, type SQL } from 'drizzle-orm';
import type { AlarmFeedKind } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { rowWithId } from '../../lib/sql-helpers';

/** The channel every API process listens on; the payload is the new alarm_feed id. */
export const ALARM_FEED_CHANNEL = 'alarm_feed';

/**
 * One row of the desk's event log, written inside the transaction of the change it announces, and a NOTIFY
 * on the same transaction: PostgreSQL delivers it on commit (never for a rolled-back change), so a listener
 * woken by it always finds the row. Returns the row's id (the server-sent event id).
 */
export async function appendAlarmFeed(tx: Db, panicEventId: number, kind: AlarmFeedKind): Promise<number> {
  const row = await queryOne<{ id: number | string }>(
    tx,
    sql`with added as (${alarmFeedFrom(rowWithId(panicEventId), kind)}) select id, ${notifyFeed(sql`id`)} from added`,
  );
  if (!row) throw new Error('alarm_feed row not written');
  return Number(row.id);
}

/** The INSERT of a feed row for each alarm of `source` (a relation with the alarm's `id`), returning the row's id. */
export function alarmFeedFrom(source: SQL, kind: AlarmFeedKind): SQL {
  return sql`insert into alarm_feed (panic_event_id, kind) select src.id, ${kind} from ${source} src returning id`;
}

/** The NOTIFY that wakes every process's feed reader for the feed row `feedId`; it is sent when the transaction commits. */
export const notifyFeed = (feedId: SQL) => sql`pg_notify(${ALARM_FEED_CHANNEL}, ${feedId}::text)`;

/** The feed's current position ('0' when empty): a desk that read its rows after it misses nothing that follows. */
export async function lastFeedId(db: Db): Promise<string> {
  const row = await queryOne<{ id: string | null }>(db, sql`select max(id)::text as id from alarm_feed`);
  return row?.id ?? '0';
}

/** Housekeeping: the feed is for reconnecting desks (seconds to minutes behind), not a history. */
export async function pruneAlarmFeed(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from alarm_feed where created_at < ${before.toISOString()}`);
}
