import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { lastFeedId } from '../alarm-feed.repository';
import type { AlarmHub, HubSubscriber } from './alarm-hub';
import { buildMessages, HEARTBEAT_FRAME, RETRY_FRAME, type LiveMessage } from './feed-messages';
import { readFeedRange } from './feed-reads';
import { loggableError } from './loggable-error';

const REPLAY_BATCH = 500;
/**
 * Live messages held while a replay runs. A desk that resumes from days back replays for a long time while
 * alarms keep coming: past this, the stream ends and the desk reconnects from where the replay got to.
 */
const MAX_HELD_WHILE_REPLAYING = 10_000;

export type AlarmStreamDeps = {
  db: Db;
  hub: AlarmHub;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Whether the session that opened the stream may still read it (logout, deactivation, expiry end it). */
  sessionIsLive: () => Promise<boolean>;
  /** Whether this process has heard the session end (SessionStreams): no query, checked before every send. */
  sessionEnded: () => boolean;
};

/**
 * One desk's server-sent event stream. Replay and live without a gap or a repeat:
 * 1. subscribe to the hub first; live messages from then on are buffered;
 * 2. note the hub's position P at that same moment: every message the hub hands over later is after P;
 * 3. replay the feed rows in (Last-Event-ID, P] from the database;
 * 4. send the buffer, skipping what the replay already sent, and go live.
 * Messages without an id (late rows) always go through: they cannot have been replayed.
 */
export class AlarmStream implements HubSubscriber {
  readonly out = new PassThrough();
  private live = false;
  private ended = false;
  private buffer: LiveMessage[] = [];
  private lastSentId = 0;
  private unsubscribe: () => void = () => {};
  private heartbeat: NodeJS.Timeout | null = null;
  private checking = false;
  /** When the session was last found live: the auth hook checked it just before the stream opened. */
  private verifiedAt = Date.now();
  /** Live messages waiting for a session check (the last one is older than the hub's sessionRecheckMs). */
  private unverified: LiveMessage[] = [];
  private verifying = false;

  constructor(
    private readonly deps: AlarmStreamDeps,
    /** The socket under the response, to count what it has not sent yet. */
    private readonly socketBuffered: () => number,
  ) {
    this.out.on('close', () => this.end());
  }

  /** Starts the stream; `after` is the desk's Last-Event-ID (null: only what happens from now on). */
  async open(after: number | null, onEnd: () => void): Promise<void> {
    if (this.ended) return onEnd();
    this.out.once('close', onEnd);
    this.write(RETRY_FRAME);
    const { hub } = this.deps;
    this.unsubscribe = hub.subscribe(this);
    const upTo = hub.position();
    this.heartbeat = setInterval(() => void this.beat(), hub.settings.heartbeatMs);
    this.heartbeat.unref();
    try {
      this.lastSentId = after === null ? upTo : await this.replay(await this.plausible(after, upTo), upTo);
    } catch (error) {
      this.deps.log.error({ error: loggableError(error) }, 'alarm stream replay failed');
      this.end();
      return;
    }
    this.live = true;
    const buffered = this.buffer;
    this.buffer = [];
    this.deliver(buffered);
  }

  deliver(messages: LiveMessage[]): void {
    if (this.ended) return;
    if (!this.live) {
      this.buffer.push(...messages);
      if (this.buffer.length > MAX_HELD_WHILE_REPLAYING) this.end();
      return;
    }
    // The second guard behind SessionStreams' notice: a session heard to end, or not read live lately
    // (a notice lost while the listener reconnected), gets nothing more until it is read live again.
    if (this.deps.sessionEnded()) return this.end();
    if (!this.verifying && Date.now() - this.verifiedAt <= this.deps.hub.settings.sessionRecheckMs) return this.send(messages);
    this.unverified.push(...messages);
    if (this.unverified.length > MAX_HELD_WHILE_REPLAYING) return this.end();
    if (!this.verifying) void this.verifyThenSend();
  }

  private async verifyThenSend(): Promise<void> {
    this.verifying = true;
    const live = await this.deps.sessionIsLive().catch((error: unknown) => {
      // Unsure is ended: the desk reconnects with its Last-Event-ID and the auth hook decides.
      this.deps.log.warn({ error: loggableError(error) }, 'alarm stream session check failed; ending the stream');
      return false;
    });
    this.verifying = false;
    if (!live || this.deps.sessionEnded()) return this.end();
    this.verifiedAt = Date.now();
    const messages = this.unverified;
    this.unverified = [];
    this.deliver(messages);
  }

  private send(messages: LiveMessage[]): void {
    const fresh = messages.filter((message) => message.id === null || message.id > this.lastSentId);
    if (fresh.length === 0) return;
    this.write(fresh.map((message) => message.frame).join(''));
    for (const message of fresh) if (message.id !== null) this.lastSentId = message.id;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.unsubscribe();
    this.buffer = [];
    this.unverified = [];
    this.out.end();
  }

  /**
   * An id beyond the end of the feed was never sent by any process (a database reset, a made-up header):
   * resuming after it would hide everything until the feed reaches it, so the desk starts from now instead.
   * An id this process has not reached yet but the feed has (another process was quicker) is kept.
   */
  private async plausible(after: number, upTo: number): Promise<number> {
    if (after <= upTo) return after;
    const end = Number(await lastFeedId(this.deps.db));
    return after > end ? upTo : after;
  }

  /** Sends the rows in (after, upTo]; returns the position the desk then has. */
  private async replay(after: number, upTo: number): Promise<number> {
    const { db, publicUrl } = this.deps;
    let from = after;
    while (from < upTo && !this.ended) {
      const rows = await readFeedRange(db, from, upTo, REPLAY_BATCH);
      if (rows.length === 0) break;
      const messages = await buildMessages(db, publicUrl, rows);
      if (messages.length > 0) this.write(messages.map((message) => message.frame).join(''));
      from = rows[rows.length - 1]!.id;
      await this.drained();
    }
    return Math.max(after, upTo);
  }

  private write(chunk: string): void {
    if (this.ended) return;
    this.out.write(chunk);
    // A desk that stopped reading would make us hold every message for it: cut it off instead; it
    // reconnects with its Last-Event-ID and the replay reads the rest from the database.
    const unsent = this.out.writableLength + this.out.readableLength + this.socketBuffered();
    if (unsent > this.deps.hub.settings.maxBufferedBytes) {
      this.deps.log.warn({ unsent }, 'alarm stream client too slow; closing it (it resumes from Last-Event-ID)');
      this.end();
    }
  }

  /** Replay pages wait for the desk to take the previous one, so a long replay does not fill memory. */
  private drained(): Promise<void> {
    if (this.ended || !this.out.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('close', done);
        resolve();
      };
      this.out.on('drain', done);
      this.out.on('close', done);
    });
  }

  /** Keep-alive for proxies, and the session re-checked so a logout or deactivation ends the stream. */
  private async beat(): Promise<void> {
    if (this.ended || this.checking) return;
    this.write(HEARTBEAT_FRAME);
    this.checking = true;
    try {
      if (!(await this.deps.sessionIsLive())) this.end();
      else this.verifiedAt = Date.now();
    } catch (error) {
      // The database is unreachable: the stream cannot deliver either, but the session may well be fine.
      this.deps.log.warn({ error: loggableError(error) }, 'alarm stream session check failed');
    } finally {
      this.checking = false;
    }
  }
}
