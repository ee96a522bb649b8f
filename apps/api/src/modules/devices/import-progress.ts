import { PassThrough } from 'node:stream';
import { FINAL_IMPORT_PHASES, type ImportProgressEvent } from '@guardian/contracts';
import type { SessionStreams } from '../auth/session-streams';

/**
 * Where a running device import tells its progress to the dialog that started it (docs/decisions/033).
 * In this process's memory, on purpose: the import holds PGlite's one connection in its transaction, so
 * nothing that needs the database could report or read progress while it runs. A channel is keyed by the
 * session (its token hash) AND the import id the dialog made up, so a stream opened with another session's id
 * (another admin's, or the same admin's after signing in again) listens on a channel that import never writes
 * to: it gets nothing. A stream ends with its session (SessionStreams), checked again before every event
 * without a query, since on PGlite the import holds the one connection. Nothing is kept once an import ends
 * and its streams have closed.
 */
export const IMPORT_PROGRESS_LIMITS = {
  /** A stream whose import never starts (the upload failed, another process took it) ends after this. */
  waitForStartMs: 2 * 60_000,
  /** And any stream after this, whatever happens. */
  maxOpenMs: 15 * 60_000,
  /** Keep-alive comment for proxies that close quiet connections (the import waits its turn silently). */
  heartbeatMs: 15_000,
};

type Listener = (event: ImportProgressEvent) => void;

/** Whose import a channel carries: the session that started it and the id its dialog made up. */
export type ImportChannel = { tokenHash: string; importId: string };

const keyOf = ({ tokenHash, importId }: ImportChannel) => `${tokenHash}:${importId}`;
const frameOf = (event: ImportProgressEvent) => `event: progress\ndata: ${JSON.stringify(event)}\n\n`;
const isFinal = (event: ImportProgressEvent) => FINAL_IMPORT_PHASES.includes(event.phase);

export class ImportProgressBoard {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The last event of each running import, for a stream that connects late; removed when it ends. */
  private readonly latest = new Map<string, ImportProgressEvent>();
  private readonly open = new Set<() => void>();
  limits = IMPORT_PROGRESS_LIMITS;

  /** Streams and running imports this process holds now (tests check that nothing is left). */
  get size() {
    return this.listeners.size + this.latest.size;
  }

  /** The reporter an import calls; no channel (no import id): a no-op, the call behaves as it always did. */
  reporter(channel: ImportChannel | undefined): (event: ImportProgressEvent) => void {
    if (!channel) return () => {};
    const key = keyOf(channel);
    return (event) => {
      if (isFinal(event)) this.latest.delete(key);
      else this.latest.set(key, event);
      for (const listener of [...(this.listeners.get(key) ?? [])]) listener(event);
    };
  }

  /**
   * A server-sent event stream of one import; it ends at the import's final state, at a time limit, or when
   * `sessions` says the session that opened it has ended.
   */
  stream(channel: ImportChannel, sessions: Pick<SessionStreams, 'add' | 'hasEnded'>): PassThrough {
    const key = keyOf(channel);
    const out = new PassThrough();
    const timers: NodeJS.Timeout[] = [];
    const listener: Listener = (event) => {
      if (sessions.hasEnded(channel.tokenHash)) return end();
      out.write(frameOf(event));
      if (isFinal(event)) end();
      else clearTimeout(timers[0]);
    };
    let untie = () => {};
    const end = () => {
      untie();
      timers.forEach(clearTimeout);
      const set = this.listeners.get(key);
      set?.delete(listener);
      if (set?.size === 0) this.listeners.delete(key);
      this.open.delete(end);
      if (!out.writableEnded) out.end();
    };
    this.listeners.set(key, (this.listeners.get(key) ?? new Set()).add(listener));
    this.open.add(end);
    out.on('close', end);
    untie = sessions.add(channel.tokenHash, end);
    if (out.writableEnded) return out;
    out.write('retry: 2000\n\n');
    const known = this.latest.get(key);
    if (known) listener(known);
    // timers[0], the wait for the import's first event, is cleared by that event.
    timers.push(setTimeout(end, known ? this.limits.maxOpenMs : this.limits.waitForStartMs));
    timers.push(setTimeout(end, this.limits.maxOpenMs));
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), this.limits.heartbeatMs);
    timers.push(heartbeat);
    for (const timer of timers) timer.unref();
    return out;
  }

  /** Ends every open stream (app.close(): an open stream would keep a graceful shutdown waiting). */
  closeAll() {
    for (const end of [...this.open]) end();
  }
}
