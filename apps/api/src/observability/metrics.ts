import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { queryOne } from '../db/query';
import { heavyWorkQueue } from '../lib/heavy-work';

/**
 * The Prometheus series of one app (docs/deploying.md lists them with the alerts worth setting). A registry
 * of its own per app, not prom-client's global one: tests build several apps in one process. Counts that live
 * in the database (mail outbox, alarms) are read at scrape time, one short query each; the rest is in memory.
 */
export type Metrics = {
  contentType: string;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** The text a scrape gets. */
  render: () => Promise<string>;
  close: () => void;
};

/** Seconds; an API call is expected well under a second, an export or import may take a minute. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Seconds from the ingest's write to the desks; the goal is under 2 s (issue 12). */
const DELIVERY_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];
/** A scrape does not wait longer than this for the database; the series keep their last values. */
const SCRAPE_QUERY_TIMEOUT_MS = 2000;

type Count = string | number | null;

export function createMetrics(ctx: AppContext, log: FastifyBaseLogger): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });

  const requests = new Histogram({
    name: 'guardian_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template (not the path) and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const delivery = new Histogram({
    name: 'guardian_alarm_delivery_seconds',
    help: 'Time from an alarm change written (ingest, acknowledge, ...) to its hand-over to the connected desks of this process.',
    buckets: DELIVERY_BUCKETS,
    registers: [registry],
  });
  const stopObserving = ctx.alarmHub.onDelivery((seconds) => delivery.observe(seconds));

  const streams = gauge('guardian_alarm_stream_connections', 'Alarm desks connected to the live stream of this process.');
  const poolInUse = gauge(
    'guardian_db_pool_in_use_connections',
    'Database connections of the pool running a query or transaction (PostgreSQL; 0 on the embedded database).',
  );
  const poolIdle = gauge(
    'guardian_db_pool_idle_connections',
    'Open database connections of the pool waiting for work (PostgreSQL; 0 on the embedded database).',
  );
  const poolWaiting = gauge('guardian_db_pool_waiting_requests', 'Queries waiting for a free pool connection (PostgreSQL; 0 on the embedded database).');
  const databaseUp = gauge('guardian_database_up', '1 when the scrape-time queries answered, 0 when the database did not.');
  const mailPending = gauge('guardian_mail_outbox_pending', 'Mails waiting to be sent or being sent.');
  const mailFailed = gauge('guardian_mail_outbox_failed', 'Mails given up on (a super admin can resend them from Mail delivery).');
  const mailOldest = gauge('guardian_mail_outbox_oldest_pending_age_seconds', 'Age of the oldest mail still waiting to be sent; 0 when none waits.');
  const alarmsOpen = gauge('guardian_alarms_open', 'Alarms open (not yet acknowledged).');
  const alarmsAcknowledged = gauge('guardian_alarms_acknowledged', 'Alarms acknowledged and not yet resolved.');
  const alarmsOverdue = gauge('guardian_alarms_overdue', 'Open alarms older than ALARM_ACK_SECONDS: someone should have acknowledged them.');
  const heavyRunning = gauge('guardian_heavy_work_running', 'CSV exports and device imports running in this process (lib/heavy-work.ts).');
  const heavyWaiting = gauge(
    'guardian_heavy_work_waiting',
    'CSV exports and device imports waiting for their turn in this process; past 20 they are refused (429).',
  );

  function readMemory() {
    streams.set(ctx.alarmHub.connected);
    // Looked up at each scrape: tests may give the context a new queue.
    const heavy = heavyWorkQueue(ctx);
    heavyRunning.set(heavy.inFlight);
    heavyWaiting.set(heavy.queued);
    // PGlite runs one query at a time inside this process and has no pool; its queue is private to it, so
    // the pool series stay 0 there (request durations show a queue building up).
    const pool = ctx.database.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 };
    poolInUse.set(pool.total - pool.idle);
    poolIdle.set(pool.idle);
    poolWaiting.set(pool.waiting);
  }

  async function readDatabase() {
    const now = ctx.now();
    const overdueBefore = new Date(now.getTime() - ctx.config.alarmAckSeconds * 1000).toISOString();
    // Both served by indexes: mail_outbox (status, next_attempt_at), panic_events' partial index of unresolved events.
    const [mail, alarms] = await Promise.all([
      queryOne<{ pending: Count; failed: Count; oldest: number | null }>(
        ctx.db,
        sql`select count(*) filter (where status in ('pending', 'sending')) as pending, count(*) filter (where status = 'failed') as failed,
                   (extract(epoch from min(created_at) filter (where status in ('pending', 'sending'))) * 1000)::float8 as oldest
            from mail_outbox where status in ('pending', 'sending', 'failed')`,
      ),
      queryOne<{ open: Count; acknowledged: Count; overdue: Count }>(
        ctx.db,
        sql`select count(*) filter (where status = 'open') as open, count(*) filter (where status = 'acknowledged') as acknowledged,
                   count(*) filter (where status = 'open' and created_at <= ${overdueBefore}::timestamptz) as overdue
            from panic_events where status <> 'resolved'`,
      ),
    ]);
    mailPending.set(Number(mail?.pending ?? 0));
    mailFailed.set(Number(mail?.failed ?? 0));
    mailOldest.set(mail?.oldest == null ? 0 : Math.max(0, (now.getTime() - Number(mail.oldest)) / 1000));
    alarmsOpen.set(Number(alarms?.open ?? 0));
    alarmsAcknowledged.set(Number(alarms?.acknowledged ?? 0));
    alarmsOverdue.set(Number(alarms?.overdue ?? 0));
  }

  let databaseFailing = false;
  async function refresh() {
    readMemory();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([readDatabase(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), SCRAPE_QUERY_TIMEOUT_MS)))]);
      databaseUp.set(1);
      databaseFailing = false;
    } catch {
      databaseUp.set(0);
      // The process-level series are still worth having; the outage is said once, not on every scrape.
      if (!databaseFailing) log.warn('metrics: the database did not answer the scrape-time queries');
      databaseFailing = true;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    contentType: registry.contentType,
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status_code: String(status) }, seconds),
    render: async () => {
      await refresh();
      return registry.metrics();
    },
    close: () => {
      stopObserving();
      registry.clear();
    },
  };
}
