import type { FastifyBaseLogger } from 'fastify';
import { ALARM_LIMITS } from '@guardian/contracts';
import type { Database } from '../../../db/client';
import { queryOne } from '../../../db/query';
import { sql } from 'drizzle-orm';
import { ALARM_FEED_CHANNEL } from '../alarm-feed.repository';
import { FeedCursor } from './feed-cursor';
import { buildMessages, type LiveMessage } from './feed-messages';
import { feedWritersStartedBy, readFeedSince, type FeedRow } from './feed-reads';
import { loggableError } from './loggable-error';
import { SharedStart } from '../../../lib/shared-start';

/** A connected desk as the hub sees it. `deliver` must not throw; `end` closes the desk's stream. */
export type HubSubscriber = { deliver: (messages: LiveMessage[]) => void; end: () => void };

export type AlarmHubSettings = {
  /** Safety poll: a lost notification (or a listener that is reconnecting) delays a message by at most this. */
  pollMs: number;
  /** Poll while a gap holds messages back (a transaction in flight, see FeedCursor). */
  holdingPollMs: number;
  /** Poll while the listener is reconnecting and no notification can come. */
  unlistenedPollMs: number;
  gapMaxWaitMs: number;
  lateWatchMs: number;
  /** Keep-alive comment and session check on every stream. */
  heartbeatMs: number;
  /** A stream sends live messages without reading its session again for this long after it was last found live. */
  sessionRecheckMs: number;
  /** A desk that reads slower than this much unsent data is cut off; it resumes from its Last-Event-ID. */
  maxBufferedBytes: number;
};

/** Feed rows read per query; more pending reads again at once. */
const BATCH = 500;
/** At start, this many ids behind the end are checked for transactions still in flight. */
const START_WINDOW = 1000;

/**
 * One per process: the only reader of alarm_feed for live delivery. A NOTIFY (or the safety poll, or a
 * listener reconnect) wakes it; it reads the new rows once, loads their alarms once, writes each SSE event
 * once, and hands the same strings to every connected desk. With 50 desks and 100 alerts/s that is still
 * one feed query and one alarm query per batch, whatever the number of desks. Reads never overlap: a
 * wake-up during a read asks for one more read after it, so a burst of notifications costs a few reads.
 */
export class AlarmHub {
  readonly settings: AlarmHubSettings = {
    pollMs: 1000,
    holdingPollMs: 100,
    unlistenedPollMs: 250,
    gapMaxWaitMs: 3000,
    lateWatchMs: 60_000,
    heartbeatMs: ALARM_LIMITS.heartbeatSeconds * 1000,
    sessionRecheckMs: 1000,
    maxBufferedBytes: 1024 * 1024,
  };
  /** Reads of the feed since start (tests check that desks do not multiply them). */
  reads = 0;
  private cursor: FeedCursor | null = null;
  private subscribers = new Set<HubSubscriber>();
  private readonly lifetime = new SharedStart(
    () => this.open(),
    () => this.close(),
  );
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private failing = false;
  private listenerDown = false;
  private log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'> = { warn: () => {}, info: () => {}, error: () => {} };
  private deliveryObservers = new Set<(seconds: number) => void>();

  constructor(
    private readonly database: Database,
    private readonly publicUrl: string,
  ) {}

  /** Every id up to this is settled: a replay stops here, and live messages continue after it. */
  position(): number {
    return this.cursor?.position ?? 0;
  }

  get connected(): number {
    return this.subscribers.size;
  }

  /** True once started with its LISTEN connection up; otherwise why not (the /readyz check). */
  listenerState(): true | string {
    if (!this.cursor || !this.unlisten) return 'not started';
    return this.listenerDown ? 'reconnecting' : true;
  }

  /**
   * `observer` hears, for each feed row handed to the desks, the seconds from its write to that moment
   * (the ingest → desk delivery metric). Once per row and process, however many desks.
   */
  onDelivery(observer: (seconds: number) => void): () => void {
    this.deliveryObservers.add(observer);
    return () => this.deliveryObservers.delete(observer);
  }

  subscribe(subscriber: HubSubscriber): () => void {
    this.subscribers.add(subscriber);
    // The first desk after a quiet spell: catch up now rather than at the next poll.
    if (this.subscribers.size === 1) this.wake();
    return () => this.subscribers.delete(subscriber);
  }

  /**
   * Counted (SharedStart): several apps may share one context. The first start listens and reads; the last
   * stop ends what is left.
   */
  async start(log?: AlarmHub['log']): Promise<void> {
    if (log) this.log = log;
    await this.lifetime.start();
  }

  stop(): Promise<void> {
    return this.lifetime.stop();
  }

  private async close(): Promise<void> {
    // No cursor: no further read or timer is started from here on.
    this.cursor = null;
    for (const subscriber of [...this.subscribers]) subscriber.end();
    this.subscribers.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await this.reading?.catch(() => {});
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await unlisten?.().catch(() => {});
  }

  /** Read the feed now (a notification, a reconnect, a test). */
  wake(): void {
    if (!this.cursor) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.reading = this.readUntilCaughtUp().finally(() => {
      this.reading = null;
      this.scheduleNext();
    });
  }

  private async open(): Promise<void> {
    const { db } = this.database;
    const end = await queryOne<{ id: string | null }>(db, sql`select max(id)::text as id from alarm_feed`);
    // Start a little behind the end and read silently up to the settled position, so a transaction
    // still in flight below the end is waited for rather than skipped.
    this.cursor = new FeedCursor(Math.max(0, Number(end?.id ?? 0) - START_WINDOW), this.settings);
    // With no desk connected nobody waits for a message: the safety poll alone keeps the position current,
    // so a process that only ingests (or a test app) does not read the feed once per alarm change.
    this.unlisten = await this.database.listen(ALARM_FEED_CHANNEL, () => (this.subscribers.size > 0 ? this.wake() : undefined), {
      onReconnect: () => {
        this.listenerDown = false;
        this.log.info('alarm feed listener reconnected; catching up from the feed');
        this.wake();
      },
      // Said once per outage: the listener retries every few seconds for as long as the database is away.
      onConnectionError: (error) => {
        if (this.listenerDown) return;
        this.listenerDown = true;
        this.log.warn({ error: loggableError(error) }, 'alarm feed listener lost its connection; retrying (the safety poll keeps the desks served)');
      },
    });
    this.wake();
    await this.reading;
  }

  private scheduleNext(): void {
    if (!this.cursor) return;
    if (this.again) {
      this.again = false;
      this.wake();
      return;
    }
    const { holdingPollMs, unlistenedPollMs, pollMs } = this.settings;
    const delay = this.cursor.holding ? holdingPollMs : this.listenerDown && this.subscribers.size > 0 ? unlistenedPollMs : pollMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, delay);
    this.timer.unref();
  }

  private async readUntilCaughtUp(): Promise<void> {
    for (;;) {
      this.again = false;
      let full: boolean;
      try {
        full = await this.readOnce();
        if (this.failing) this.log.info('alarm feed readable again');
        this.failing = false;
      } catch (error) {
        // The database is down or restarting: say so once, keep polling.
        if (!this.failing) this.log.warn({ error: loggableError(error) }, 'alarm feed read failed; retrying');
        this.failing = true;
        return;
      }
      if (!full && !this.again) return;
      if (!this.cursor) return;
    }
  }

  /**
   * Write → delivery time of each row: its age on the database's clock when it was read, plus the time this
   * process took since, so a clock difference between the two machines does not enter it.
   */
  private observeDelivery(readAtDbMicros: bigint, readAt: number, rows: FeedRow[]): void {
    const sinceRead = Date.now() - readAt;
    const readAtDb = Number(readAtDbMicros / 1000n);
    for (const row of rows) {
      if (row.createdAtMs === undefined || !Number.isFinite(row.createdAtMs)) continue;
      const seconds = Math.max(0, readAtDb - row.createdAtMs + sinceRead) / 1000;
      for (const observer of this.deliveryObservers) observer(seconds);
    }
  }

  /** One read; true when the batch was full (more rows are waiting). */
  private async readOnce(): Promise<boolean> {
    const cursor = this.cursor;
    if (!cursor) return false;
    const { db } = this.database;
    this.reads += 1;
    const read = await readFeedSince(db, cursor.position, cursor.watchedIds(Date.now()), BATCH);
    const now = Date.now();
    const plan = cursor.plan(read, now);
    if (this.subscribers.size > 0 && (plan.deliver.length > 0 || plan.late.length > 0)) {
      const messages = await buildMessages(db, this.publicUrl, [...plan.late, ...plan.deliver], new Set(plan.late.map((row) => row.id)));
      // The position moves only once the messages are handed over: a desk that subscribes meanwhile replays
      // up to the old position and gets these live, so nothing falls between the two.
      if (this.cursor !== cursor) return false;
      cursor.apply(plan, now);
      for (const subscriber of this.subscribers) subscriber.deliver(messages);
      if (this.deliveryObservers.size > 0) this.observeDelivery(read.at, now, [...plan.late, ...plan.deliver]);
    } else {
      cursor.apply(plan, now);
    }
    // A rolled-back write leaves a hole that is skipped as soon as it is known; only one given up on by time is news.
    if (plan.timedOut.length > 0) this.log.warn({ ids: plan.timedOut }, 'alarm feed ids still uncommitted after the wait; delivered late if they commit');
    const seenBy = cursor.gapsSeenBy();
    if (seenBy !== null && this.database.kind === 'postgres' && !(await feedWritersStartedBy(db, seenBy))) {
      // Their writers are gone: the next read tells committed from rolled back. Read it now.
      cursor.writersEnded(seenBy);
      return true;
    }
    return read.rows.length === BATCH;
  }
}
