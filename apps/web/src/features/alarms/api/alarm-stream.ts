import { ALARM_LIMITS, alarmsEndpoints, alarmStreamMessage, type AlarmStreamMessage } from '@guardian/contracts';
import { ApiError, apiFetch, urlOf } from '../../../lib/api-client';
import { createSseParser } from '../../../lib/sse-parser';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export type AlarmStreamOptions = {
  /** Where to continue from: the desk answer's lastEventId. */
  lastEventId: string;
  onMessage: (message: AlarmStreamMessage, eventId: string) => void;
  onStatus: (status: StreamStatus) => void;
  signal: AbortSignal;
};

export const BACKOFF = { firstMs: 1000, maxMs: 10_000 } as const;
/** No byte (not even a keep-alive comment) for this long: the connection is dead even if TCP has not noticed. */
const SILENCE_MS = (ALARM_LIMITS.heartbeatSeconds * 2 + 5) * 1000;

export const nextDelay = (delayMs: number) => Math.min(delayMs * 2, BACKOFF.maxMs);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** A message's JSON, checked against the contract; null for anything else. */
export function readMessage(data: string): AlarmStreamMessage | null {
  try {
    const parsed = alarmStreamMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The alarm stream, kept open until `signal` aborts: a fetch stream (it carries the session's bearer token,
 * which an EventSource cannot), read frame by frame. After a drop it reconnects with Last-Event-ID after 1 s,
 * doubling to 10 s, so the server replays what was missed and nothing twice. A 401 ends the session through
 * apiFetch, as every other call does, and stops the stream; so does a 403.
 */
export async function runAlarmStream({ lastEventId, onMessage, onStatus, signal }: AlarmStreamOptions): Promise<void> {
  let lastId = lastEventId;
  let delay: number = BACKOFF.firstMs;
  onStatus('connecting');
  while (!signal.aborted) {
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(stop, SILENCE_MS);
    };
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (lastId) headers['Last-Event-ID'] = lastId;
      watch();
      const response = await apiFetch(urlOf(alarmsEndpoints.stream, {}), { headers, signal: connection.signal, cache: 'no-store' });
      const reader = response.body?.getReader();
      if (!reader) throw new ApiError(0, 'No stream');
      // Aborting the fetch ends its body too; cancelling the reader as well makes sure a pending read returns.
      connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
      onStatus('live');
      delay = BACKOFF.firstMs;
      const decoder = new TextDecoder();
      const parser = createSseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watch();
        for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
          const message = frame.event === 'alarm' ? readMessage(frame.data) : null;
          if (message) onMessage(message, frame.id);
          // Advanced even past a message this client cannot read: asking for it again would not help.
          if (frame.id) lastId = frame.id;
        }
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        onStatus('stopped');
        return;
      }
      // Anything else (network, a restarting server, a cut body, bad JSON): reconnect below.
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', stop);
      connection.abort();
    }
    if (signal.aborted) break;
    onStatus('reconnecting');
    await sleep(delay, signal);
    delay = nextDelay(delay);
  }
  onStatus('stopped');
}
