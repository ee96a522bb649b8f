import { sql } from 'drizzle-orm';
import type { AlarmFeedKind } from '@guardian/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';

export type FeedRow = {
  id: number;
  panicEventId: number;
  kind: AlarmFeedKind;
  /** When the change was written (database clock, ms since 1970); the live read fills it, for the delivery-time metric. */
  createdAtMs?: number;
};

/**
 * Feed rows after `after` (plus the `watched` ids below it), with the transaction horizon of the same
 * snapshot: `horizon` is the oldest transaction still running, `nextXid` the first not yet started
 * (pg_snapshot_xmin / pg_snapshot_xmax). FeedCursor uses them to tell an id still being written from one
 * rolled back. One statement, so the rows and the horizon come from one snapshot.
 */
export type FeedRead = {
  rows: FeedRow[];
  horizon: bigint;
  nextXid: bigint;
  /** The database's clock just after the snapshot, in microseconds since 1970 (see feedWritersStartedBy). */
  at: bigint;
};

type FeedRecord = {
  horizon: string;
  nextXid: string;
  at: string;
  id: number | string | null;
  panicEventId: number | string | null;
  kind: AlarmFeedKind | null;
  createdAtMs: number | null;
};

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function readFeedSince(db: Db, after: number, watched: number[], limit: number): Promise<FeedRead> {
  const also = watched.length > 0 ? sql` or id in (${idList(watched)})` : sql``;
  const records = await queryRows<FeedRecord>(
    db,
    sql`select pg_snapshot_xmin(s.snap)::text as horizon, pg_snapshot_xmax(s.snap)::text as "nextXid",
               (extract(epoch from clock_timestamp()) * 1000000)::bigint::text as at, f.id, f.panic_event_id as "panicEventId", f.kind,
               (extract(epoch from f.created_at) * 1000)::float8 as "createdAtMs"
        from (select pg_current_snapshot() as snap) s
        left join lateral (select id, panic_event_id, kind, created_at from alarm_feed where id > ${after}${also} order by id limit ${limit}) f on true
        order by f.id`,
  );
  const first = records[0];
  if (!first) throw new Error('feed read returned no snapshot');
  const rows = records
    .filter((r) => r.id !== null)
    .map((r) => ({ id: Number(r.id), panicEventId: Number(r.panicEventId), kind: r.kind as AlarmFeedKind, createdAtMs: Number(r.createdAtMs) }));
  return { rows, horizon: BigInt(first.horizon), nextXid: BigInt(first.nextXid), at: BigInt(first.at) };
}

/**
 * Whether a transaction that began at or before `startedBy` (database clock, microseconds) still holds the
 * lock an INSERT into alarm_feed takes until it ends. The writer of a feed id missing at that time had
 * begun by then; once no such transaction is left, it has committed or rolled back, and the next read
 * shows which. This narrows the wait to writers of the feed: the snapshot horizon waits for every
 * transaction of the whole cluster. A backend whose start time this role may not see counts as a writer.
 * PostgreSQL only (PGlite settles every gap by the horizon).
 */
export async function feedWritersStartedBy(db: Db, startedBy: bigint): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`select exists (
          select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'relation' and l.relation = 'alarm_feed'::regclass and l.mode = 'RowExclusiveLock' and l.granted
            and (a.xact_start is null or (extract(epoch from a.xact_start) * 1000000)::bigint <= ${startedBy.toString()}::bigint)
        ) as held`,
  );
  return row?.held !== false;
}

/** A reconnecting desk's replay: rows in (after, upTo], oldest first (the primary key serves it). */
export async function readFeedRange(db: Db, after: number, upTo: number, limit: number): Promise<FeedRow[]> {
  const records = await queryRows<{ id: number | string; panicEventId: number | string; kind: AlarmFeedKind }>(
    db,
    sql`select id, panic_event_id as "panicEventId", kind from alarm_feed where id > ${after} and id <= ${upTo} order by id limit ${limit}`,
  );
  return records.map((r) => ({ id: Number(r.id), panicEventId: Number(r.panicEventId), kind: r.kind }));
}
