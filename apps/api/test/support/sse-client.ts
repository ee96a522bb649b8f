/**
 * Reads a server-sent event stream the way the desk does: fetch with the Authorization header, the body read
 * as a stream (an EventSource cannot send the header). Events are parsed by the SSE rules we rely on.
 */
export type SseEvent = { id: string | null; event: string; data: string; at: number };

export type SseStream = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** `retry:` values and the number of comment lines (heartbeats) seen. */
  retry: number[];
  comments: number;
  /** Resolves when the server ends the stream (or the reader is closed). */
  ended: Promise<void>;
  isEnded: () => boolean;
  /** Waits until `count` events have arrived; throws after `timeoutMs`. */
  waitForEvents: (count: number, timeoutMs?: number) => Promise<SseEvent[]>;
  close: () => void;
  /** The body when the answer was not a stream (an error). */
  body: () => Promise<string>;
};

export async function openSse(url: string, options: { token?: string; lastEventId?: string } = {}): Promise<SseStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const retry: number[] = [];
  let comments = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());

  const isStream = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  let errorBody: Promise<string> = Promise.resolve('');
  const read = async () => {
    if (!isStream || !response.body) {
      errorBody = response.text();
      await errorBody;
      return;
    }
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const event: SseEvent = { id: null, event: 'message', data: '', at: Date.now() };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('retry: ')) retry.push(Number(line.slice(7)));
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data += (hasData ? '\n' : '') + line.slice(6);
              hasData = true;
            }
          }
          if (hasData) events.push(event);
        }
        notify();
      }
    } catch {
      // aborted by close()
    }
  };
  const done = read().finally(() => {
    ended = true;
    notify();
  });

  return {
    status: response.status,
    headers: response.headers,
    events,
    retry,
    get comments() {
      return comments;
    },
    ended: done,
    isEnded: () => ended,
    waitForEvents: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (events.length >= count) {
            cleanup();
            resolve(events.slice());
          } else if (ended) {
            cleanup();
            reject(new Error(`stream ended after ${events.length} of ${count} events`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${events.length} of ${count} events within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
    body: async () => {
      await done;
      return errorBody;
    },
  };
}
