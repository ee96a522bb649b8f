import type { FeedRead, FeedRow } from './feed-reads';

/**
 * Where the hub is in alarm_feed, and why it is safe to say "everything up to here".
 *
 * Feed ids come from a sequence when the row is inserted, but rows become visible when their transaction
 * commits, and two transactions may commit in the other order: 11 is visible while 10 is still being
 * written. Reading `id > last seen` would then skip 10 for good, live and in every replay after 11.
 * So the cursor delivers in id order and stops at a gap (a missing id below a visible one) until the gap
 * is settled:
 * - it appears (committed): delivered in its place;
 * - or its writer has ended and it is still missing: rolled back, skipped. Two ways to know, both
 *   PostgreSQL's own records: (a) every transaction that was running when the gap was first seen has ended
 *   (that read's pg_snapshot_xmax, passed by a later read's pg_snapshot_xmin). This relies on the writer
 *   having its transaction id before it takes the feed id, which holds because appendAlarmFeed writes after
 *   the change it announces. On PGlite (one connection, transactions never overlap) it settles every gap at
 *   once. But the horizon is the whole cluster's, so on a busy server (b) is what usually settles it: no
 *   transaction that began by the first sight still holds alarm_feed's insert lock (feedWritersStartedBy);
 *   the hub then reads again, and that read shows whether the row came;
 * - or it has waited `gapMaxWaitMs`: skipped, so one stuck writer cannot stop the desk.
 * A skipped id is still watched for `lateWatchMs`: if it commits after all, it is delivered late, without an
 * SSE id (see LiveMessage), rather than lost.
 * Why not simply "re-read a window behind the high-water mark and de-duplicate": the desk resumes with
 * Last-Event-ID, and a position is only worth resuming from if nothing below it can still arrive.
 * Every id up to `position` is settled; the desk endpoint's lastEventId and each replay stop there.
 */
export type CursorOptions = { gapMaxWaitMs: number; lateWatchMs: number };

const MAX_GAP_SPAN = 10_000;

type Gap = { firstSeenAt: number; waitFor: bigint; seenAtDb: bigint; cleared: boolean };

export type CursorPlan = {
  /** In id order, each after the previous position. */
  deliver: FeedRow[];
  /** Skipped ids that committed after all. */
  late: FeedRow[];
  position: number;
  /** Gaps given up on now. */
  skipped: number[];
  /** Those of them given up on by time rather than known rolled back. */
  timedOut: number[];
};

export class FeedCursor {
  private gaps = new Map<number, Gap>();
  private watched = new Map<number, number>();

  constructor(
    public position: number,
    private readonly options: CursorOptions,
  ) {}

  /** Ids below the position that may still commit: the next read asks for them too. */
  watchedIds(now: number): number[] {
    for (const [id, until] of this.watched) if (until < now) this.watched.delete(id);
    return [...this.watched.keys()];
  }

  /** True while a gap holds rows back: the hub then reads again soon, not at its idle pace. */
  get holding(): boolean {
    return this.gaps.size > 0;
  }

  /** What a read lets through. Pure apart from remembering when each gap was first seen; `apply` moves on. */
  plan(read: FeedRead, now: number): CursorPlan {
    const late = read.rows.filter((row) => row.id <= this.position && this.watched.has(row.id));
    const ahead = read.rows.filter((row) => row.id > this.position);
    // Every gap of this read is noted first, so that gaps seen together are waited for together.
    let expected = this.position + 1;
    for (const row of ahead) {
      // A sequence leaves holes of one id per rollback (32 after a crash); a span beyond this is no
      // transaction in flight but a sequence moved by hand, and waiting for it would only stall the desk.
      if (row.id - expected <= MAX_GAP_SPAN) {
        for (let id = expected; id < row.id; id += 1)
          if (!this.gaps.has(id)) this.gaps.set(id, { firstSeenAt: now, waitFor: read.nextXid, seenAtDb: read.at, cleared: false });
      }
      expected = row.id + 1;
    }
    const deliver: FeedRow[] = [];
    const skipped: number[] = [];
    const timedOut: number[] = [];
    let next = this.position + 1;
    for (const row of ahead) {
      for (; next < row.id; next += 1) {
        const gap = this.gaps.get(next);
        if (!gap) continue;
        const ended = gap.cleared || read.horizon >= gap.waitFor;
        if (!ended && now - gap.firstSeenAt < this.options.gapMaxWaitMs) return { deliver, late, position: next - 1, skipped, timedOut };
        skipped.push(next);
        if (!ended) timedOut.push(next);
      }
      deliver.push(row);
      next = row.id + 1;
    }
    return { deliver, late, position: next - 1, skipped, timedOut };
  }

  /** The database time by which the writers of every held gap had begun (null: no gap). */
  gapsSeenBy(): bigint | null {
    let latest: bigint | null = null;
    for (const gap of this.gaps.values()) if (latest === null || gap.seenAtDb > latest) latest = gap.seenAtDb;
    return latest;
  }

  /** No feed writer that began by `seenBy` is left: the next read settles the gaps seen by then. */
  writersEnded(seenBy: bigint): void {
    for (const gap of this.gaps.values()) if (gap.seenAtDb <= seenBy) gap.cleared = true;
  }

  apply(plan: CursorPlan, now: number): void {
    this.position = plan.position;
    for (const id of this.gaps.keys()) if (id <= plan.position) this.gaps.delete(id);
    for (const id of plan.skipped) this.watched.set(id, now + this.options.lateWatchMs);
    for (const row of plan.late) this.watched.delete(row.id);
  }
}
