import pg from 'pg';

export type Unlisten = () => Promise<void>;
export type ListenHandlers = {
  onNotify: (payload: string) => void;
  /**
   * Called after the connection came back from a drop: notifications sent while it was down are lost, so
   * the subscriber reads what it missed from its table.
   */
  onReconnect?: () => void;
  /** The connection dropped or an attempt to restore it failed (for the log; retries go on by themselves). */
  onConnectionError?: (error: unknown) => void;
};

type Subscriber = ListenHandlers & { channel: string };

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;
/** A half-open TCP connection raises no error; a ping on this interval finds it and reconnects. */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 5000;

/** Names the connection in pg_stat_activity, for an operator (and the two-process test) to find it. */
export const LISTENER_APPLICATION_NAME = 'guardian-listener';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on PostgreSQL through ONE dedicated connection per process. A pooled connection cannot be used:
 * LISTEN belongs to the session, and the pool hands the connection to other queries and may close it.
 * When the connection drops (server restart, pg_terminate_backend, network), it reconnects with growing
 * backoff, LISTENs again and tells every subscriber, since notifications sent in between are gone.
 * Notifications are only a wake-up: subscribers keep their truth in tables.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private subscribers = new Set<Subscriber>();
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private everConnected = false;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handlers: ListenHandlers): Promise<Unlisten> {
    if (this.closed) throw new Error('listener closed');
    const subscriber: Subscriber = { channel, ...handlers };
    const firstOnChannel = ![...this.subscribers].some((s) => s.channel === channel);
    this.subscribers.add(subscriber);
    if (this.client) {
      if (firstOnChannel) await this.client.query(`LISTEN ${quoteIdent(channel)}`).catch((error) => this.dropped(error));
    } else {
      // The first connection is awaited once; if it fails, the retry loop keeps trying in the background and
      // the subscriber hears onReconnect when it succeeds (its own safety poll covers the time between).
      await this.connect().catch(() => {});
    }
    return async () => {
      this.subscribers.delete(subscriber);
      const stillWanted = [...this.subscribers].some((s) => s.channel === channel);
      if (!stillWanted && this.client) await this.client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    const client = this.client;
    this.client = null;
    await this.connecting?.catch(() => {});
    await client?.end().catch(() => {});
  }

  private connect(): Promise<void> {
    if (!this.connecting) {
      this.connecting = this.open().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    // Without a listener, an 'error' event on a dropped connection would end the process.
    client.on('error', (error) => this.dropped(error, client));
    client.on('end', () => this.dropped(undefined, client));
    client.on('notification', (message) => {
      for (const subscriber of this.subscribers) {
        if (subscriber.channel === message.channel) subscriber.onNotify(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      const channels = new Set([...this.subscribers].map((s) => s.channel));
      for (const channel of channels) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      this.scheduleRetry(error);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.failures = 0;
    this.pingTimer = setInterval(() => void this.ping(client), PING_EVERY_MS);
    this.pingTimer.unref();
    if (this.everConnected) {
      for (const subscriber of this.subscribers) subscriber.onReconnect?.();
    }
    this.everConnected = true;
  }

  private async ping(client: pg.Client): Promise<void> {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('listener ping timed out')), PING_TIMEOUT_MS).unref());
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (error) {
      this.dropped(error, client);
    }
  }

  /** The connection is gone (or unusable): forget it and reconnect, once per connection. */
  private dropped(error?: unknown, client: pg.Client | null = this.client): void {
    if (!client || client !== this.client) return;
    this.client = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    client.removeAllListeners('end');
    void client.end().catch(() => {});
    if (this.closed) return;
    this.scheduleRetry(error);
  }

  private scheduleRetry(error: unknown): void {
    if (this.closed || this.retryTimer) return;
    this.failures += 1;
    for (const subscriber of this.subscribers) subscriber.onConnectionError?.(error);
    // 250 ms doubling to 5 s, with jitter so that many processes do not reconnect in step after a restart.
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1)) * (0.75 + Math.random() * 0.5);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // A failure schedules the next attempt itself.
      this.connect().catch(() => {});
    }, delay);
    this.retryTimer.unref();
  }
}
