// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlarmStreamMessage } from '@guardian/contracts';
import { setSessionEndedHandler } from '../../../lib/api-client';
import { makeAlarm } from '../lib/test-alarms';
import { nextDelay, readMessage, runAlarmStream, type StreamStatus } from './alarm-stream';

const frame = (id: string, message: AlarmStreamMessage) => `id: ${id}\nevent: alarm\ndata: ${JSON.stringify(message)}\n\n`;

/** A streamed answer that sends `chunks`, then ends (or stays open with `hold`). */
function streamed(chunks: string[], hold = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

type Call = { url: string; headers: Headers };

function start(lastEventId = '5') {
  const controller = new AbortController();
  const messages: [string, string][] = [];
  const statuses: StreamStatus[] = [];
  const done = runAlarmStream({
    lastEventId,
    signal: controller.signal,
    onMessage: (message, id) => messages.push([id, `${message.kind}:${message.alarm.id}`]),
    onStatus: (status) => statuses.push(status),
  });
  return { controller, messages, statuses, done };
}

describe('the alarm stream', () => {
  let calls: Call[];
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'tok');
    calls = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const stubFetch = (answers: (() => Response | Promise<Response>)[]) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, headers: new Headers(init.headers) });
        const answer = answers.shift();
        if (!answer) return new Promise<Response>(() => {});
        return answer();
      }),
    );
  };

  it('sends the token and Last-Event-ID, applies each alarm message, and resumes after a drop from the last id', async () => {
    stubFetch([
      () =>
        streamed([
          ': hello\n\n',
          frame('6', { kind: 'created', alarm: makeAlarm({ id: 1 }) }),
          frame('7', { kind: 'acknowledged', alarm: makeAlarm({ id: 1, status: 'acknowledged' }) }),
        ]),
      () => streamed([frame('8', { kind: 'resolved', alarm: makeAlarm({ id: 1, status: 'resolved' }) })], true),
    ]);
    const stream = start('5');
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/v1/admin/alarms/stream');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0]!.headers.get('Last-Event-ID')).toBe('5');
    expect(stream.messages).toEqual([
      ['6', 'created:1'],
      ['7', 'acknowledged:1'],
    ]);
    expect(stream.statuses).toEqual(['connecting', 'live', 'reconnecting']);

    // The drop came at once (time 0): the next attempt is due 1 s later.
    await vi.advanceTimersByTimeAsync(980);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('Last-Event-ID')).toBe('7');
    expect(stream.messages.at(-1)).toEqual(['8', 'resolved:1']);
    expect(stream.statuses.at(-1)).toBe('live');

    stream.controller.abort();
    await stream.done;
    expect(stream.statuses.at(-1)).toBe('stopped');
  });

  it('backs off 1 s, 2 s, 4 s, 8 s, then every 10 s while the server is unreachable, and starts again at 1 s once connected', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    stubFetch([down, down, down, down, down, down, () => streamed([]), down]);
    const stream = start();
    await vi.advanceTimersByTimeAsync(0);
    const times: number[] = [];
    let last = calls.length;
    for (let ms = 0; ms <= 36_000; ms += 100) {
      await vi.advanceTimersByTimeAsync(100);
      if (calls.length !== last) {
        times.push(ms + 100);
        last = calls.length;
      }
    }
    // Attempts at 1, 3, 7, 15, 25, 35 s after the first; the 7th connects and ends, the 8th comes 1 s later.
    expect(times.slice(0, 7)).toEqual([1000, 3000, 7000, 15_000, 25_000, 35_000, 36_000]);
    expect(nextDelay(8000)).toBe(10_000);
    expect(stream.statuses).toContain('reconnecting');
    stream.controller.abort();
    await stream.done;
  });

  it('a 401 ends the session as every call does, and the stream stops', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    stubFetch([() => new Response(JSON.stringify({ message: 'Session expired.' }), { status: 401, headers: { 'Content-Type': 'application/json' } })]);
    const stream = start();
    await stream.done;
    expect(ended).toHaveBeenCalledOnce();
    expect(stream.statuses).toEqual(['connecting', 'stopped']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
  });

  it('a connection silent past two keep-alives is taken as dead and replaced', async () => {
    stubFetch([() => streamed([frame('6', { kind: 'created', alarm: makeAlarm({ id: 1 }) })], true), () => streamed([], true)]);
    const stream = start();
    await vi.advanceTimersByTimeAsync(34_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('Last-Event-ID')).toBe('6');
    stream.controller.abort();
    await stream.done;
  });

  it('skips a message it cannot read but moves past its id', async () => {
    stubFetch([() => streamed(['id: 6\nevent: alarm\ndata: {not json\n\n', 'id: 7\nevent: other\ndata: {}\n\n']), () => streamed([], true)]);
    const stream = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(stream.messages).toEqual([]);
    expect(calls[1]!.headers.get('Last-Event-ID')).toBe('7');
    expect(readMessage('{"kind":"created"}')).toBeNull();
    stream.controller.abort();
    await stream.done;
  });
});
