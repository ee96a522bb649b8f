import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { SharedStart } from '../../lib/shared-start';
import { SESSION_ENDS_CHANNEL, type FindLiveSession } from './sessions.repository';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;
type End = () => void;

/** A session heard to end stays known this long, for a stream that registers just after (see `add`). */
const REMEMBER_ENDED_MS = 60_000;

/**
 * The open streams of each session in this process (the alarm desk, the device-import progress), ended within
 * moments of the session's end on any process: every revocation NOTIFYs the ended token hashes on
 * SESSION_ENDS_CHANNEL in its own transaction (sessions.repository.ts), so the notice comes on commit, on the
 * same LISTEN connection and in the same commit order as the alarm feed's. A stream's own checks (the desk's
 * heartbeat and its check before sending) stay as the second guard for a notice lost while the listener was
 * reconnecting; after a reconnect every open stream's session is read again.
 */
export class SessionStreams {
  private readonly streams = new Map<string, Set<End>>();
  /** Token hashes heard to end, with when: a stream of one of them ends as it registers. */
  private readonly ended = new Map<string, number>();
  private readonly lifetime = new SharedStart(
    () => this.open(),
    () => this.close(),
  );
  private unlisten: (() => Promise<void>) | null = null;
  private log: Log = { warn: () => {}, info: () => {} };

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly findLiveSession: FindLiveSession,
    private readonly now: () => Date,
  ) {}

  /** Open streams this process holds (tests check that nothing is left). */
  get size(): number {
    let count = 0;
    for (const ends of this.streams.values()) count += ends.size;
    return count;
  }

  /** Counted (SharedStart): apps sharing one context start it once; the last stop stops listening. */
  async start(log?: Log): Promise<void> {
    if (log) this.log = log;
    await this.lifetime.start();
  }

  stop(): Promise<void> {
    return this.lifetime.stop();
  }

  private async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
  }

  /**
   * Ties `end` to the session: it is called when the session ends. Returns the function that unties it (call it
   * when the stream closes for its own reasons). A session that ended between the request's session check and
   * this call ends the stream at once.
   */
  add(tokenHash: string, end: End): () => void {
    if (this.hasEnded(tokenHash)) {
      end();
      return () => {};
    }
    const ends = this.streams.get(tokenHash) ?? new Set<End>();
    ends.add(end);
    this.streams.set(tokenHash, ends);
    return () => {
      ends.delete(end);
      if (ends.size === 0 && this.streams.get(tokenHash) === ends) this.streams.delete(tokenHash);
    };
  }

  /** Whether this process has heard the session end: a check before each send that costs no query. */
  hasEnded(tokenHash: string): boolean {
    return this.ended.has(tokenHash);
  }

  /** The sessions behind these token hashes have ended: their streams end now. */
  endSessions(tokenHashes: string[]): void {
    const at = Date.now();
    for (const [hash, heardAt] of this.ended) if (at - heardAt > REMEMBER_ENDED_MS) this.ended.delete(hash);
    for (const hash of tokenHashes) {
      this.ended.set(hash, at);
      const ends = this.streams.get(hash);
      this.streams.delete(hash);
      for (const end of ends ?? []) end();
    }
  }

  private async open(): Promise<void> {
    this.unlisten = await this.database.listen(SESSION_ENDS_CHANNEL, (payload) => this.endSessions(payload.split(',').filter(Boolean)), {
      // Notices sent while the connection was down are lost: read every open stream's session again.
      onReconnect: () => void this.recheck(),
    });
  }

  private async recheck(): Promise<void> {
    const at = this.now();
    const gone: string[] = [];
    try {
      for (const tokenHash of [...this.streams.keys()]) if (!(await this.findLiveSession(tokenHash, at))) gone.push(tokenHash);
    } catch (error) {
      // Only the driver's code: the query's text would carry a token hash. The streams' own checks go on.
      this.log.warn({ code: (error as { cause?: { code?: string } }).cause?.code }, 'open streams: session check after the listener reconnected failed');
    }
    this.endSessions(gone);
  }
}
