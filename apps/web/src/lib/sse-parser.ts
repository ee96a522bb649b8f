/** One dispatched server-sent event: `id` is the last id the stream set (it carries over, as in the standard). */
export type SseFrame = { id: string; event: string; data: string };

/**
 * Server-sent events read from a fetch body (an EventSource cannot send the Authorization header). Follows
 * the WHATWG event-stream rules: lines end in LF, CRLF or CR (a chunk may cut between CR and LF), `:` starts a
 * comment (the server's keep-alives), `data` lines join with LF, a blank line dispatches, an event with no data
 * is not dispatched, an id holding NUL is ignored, and one space after the colon is dropped.
 */
export function createSseParser() {
  let pending = '';
  let skipLeadingLf = false;
  let lastId = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string, out: SseFrame[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields: ignored (the reconnect delay is ours).
  };

  return {
    /** Feeds decoded text; returns the events it completed. */
    push(chunk: string): SseFrame[] {
      const out: SseFrame[] = [];
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      pending += text;
      let start = 0;
      for (let i = 0; i < pending.length; i++) {
        const char = pending[i];
        if (char !== '\n' && char !== '\r') continue;
        line(pending.slice(start, i), out);
        if (char === '\r') {
          if (i + 1 < pending.length) {
            if (pending[i + 1] === '\n') i++;
          } else skipLeadingLf = true;
        }
        start = i + 1;
      }
      pending = pending.slice(start);
      return out;
    },
    /** The id of the last event seen: what a reconnect sends as Last-Event-ID. */
    lastEventId: () => lastId,
  };
}
