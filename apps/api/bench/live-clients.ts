/**
 * The desks of the live benchmark. A StreamDesk reads GET /v1/admin/alarms/stream as the web desk does (a
 * fetch stream with the session's bearer token, resumed with Last-Event-ID after a drop); a PollingDesk asks
 * GET /v1/admin/alarms every few seconds, the baseline a desk without a stream would be. Both note when they
 * first saw each alert (by its alert_unique_id), in epoch milliseconds with sub-millisecond precision.
 *
 * 50 desks at 100 alerts/s are 5,000 messages a second in this one process, so messages are not parsed as
 * JSON: the two fields needed are found by pattern in the `data:` line (the server writes them with
 * JSON.stringify, so the pattern is exact).
 */
const now = () => performance.timeOrigin + performance.now();
const ALERT_ID = /"alertUniqueId":"([^"\\]+)"/;
const KIND = /^\{"kind":"(\w+)"/;

export class StreamDesk {
  /** alert_unique_id → when its `created` message arrived. */
  readonly arrivals = new Map<string, number>();
  /** "<kind>:<alert_unique_id>" → when the first message of that kind for that alert arrived (an operator's action). */
  readonly changes = new Map<string, number>();
  /** The same feed id twice, or a second `created` for one alert: a duplicated delivery. */
  duplicates = 0;
  reconnects = 0;
  messages = 0;
  bytes = 0;
  failure: string | null = null;
  private readonly seen = new Set<string>();
  private lastId = '';
  private controller = new AbortController();
  private closed = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  /** Connects; resolves once the server has answered 200 (the desk is live from then on). */
  async open(): Promise<void> {
    const response = await this.connect();
    this.running = this.run(response);
  }

  close(): Promise<void> {
    this.closed = true;
    this.controller.abort();
    return this.running;
  }

  private async connect(): Promise<Response> {
    this.controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${this.token}` };
    if (this.lastId) headers['last-event-id'] = this.lastId;
    const response = await fetch(`${this.url}/v1/admin/alarms/stream`, { headers, signal: this.controller.signal });
    if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
    return response;
  }

  /** Reads until closed; a stream the server ends (a slow reader cut off, a restart) resumes after its last id. */
  private async run(first: Response): Promise<void> {
    let response: Response | null = first;
    while (!this.closed) {
      try {
        response ??= await this.connect();
        await this.read(response);
      } catch (error) {
        if (this.closed) return;
        this.failure = (error as Error).message;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      response = null;
      if (!this.closed) this.reconnects += 1;
    }
  }

  private async read(response: Response): Promise<void> {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      const at = now();
      this.bytes += chunk.length;
      text += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        this.frame(text.slice(0, end), at);
        text = text.slice(end + 2);
      }
    }
  }

  private frame(block: string, at: number) {
    let id = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (!data) return;
    this.messages += 1;
    if (id) {
      if (this.seen.has(id)) this.duplicates += 1;
      this.seen.add(id);
      this.lastId = id;
    }
    const kind = KIND.exec(data)?.[1];
    const alertId = ALERT_ID.exec(data)?.[1];
    if (!alertId) return;
    if (kind !== 'created') {
      const change = `${kind}:${alertId}`;
      if (!this.changes.has(change)) this.changes.set(change, at);
      return;
    }
    if (this.arrivals.has(alertId)) this.duplicates += 1;
    else this.arrivals.set(alertId, at);
  }
}

/** The baseline: the desk list asked again every `intervalMs` (the first ask at `offsetMs`, to spread the desks). */
export class PollingDesk {
  readonly arrivals = new Map<string, number>();
  requests = 0;
  errors = 0;
  bytes = 0;
  /** When the last answered poll was sent: once it is after the last alert, what is still missing never comes. */
  lastAnsweredPollSentAt = 0;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  start(intervalMs: number, offsetMs: number) {
    this.running = this.loop(intervalMs, offsetMs);
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.running;
  }

  private async loop(intervalMs: number, offsetMs: number) {
    let due = now() + offsetMs;
    while (!this.stopped) {
      const wait = due - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.stopped) return;
      due += intervalMs;
      const sentAt = now();
      try {
        const response = await fetch(`${this.url}/v1/admin/alarms`, { headers: { authorization: `Bearer ${this.token}` } });
        const body = await response.text();
        const at = now();
        this.requests += 1;
        this.bytes += body.length;
        this.lastAnsweredPollSentAt = sentAt;
        if (!response.ok) {
          this.errors += 1;
          continue;
        }
        for (const match of body.matchAll(new RegExp(ALERT_ID.source, 'g'))) if (!this.arrivals.has(match[1]!)) this.arrivals.set(match[1]!, at);
      } catch {
        this.errors += 1;
      }
    }
  }
}

/** The API process's CPU time so far (user + system, seconds), from /proc; null where there is no /proc. */
export async function processCpuSeconds(pid: number): Promise<number | null> {
  try {
    const fs = await import('node:fs/promises');
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // In clock ticks: 100 a second on Linux (USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
