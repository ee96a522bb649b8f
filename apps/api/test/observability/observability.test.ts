import { alarmIngestEndpoints, plansEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryOne } from '../../src/db/query';
import { heavyWorkQueue } from '../../src/lib/heavy-work';
import { mailOutbox } from '../../src/db/schema';
import { startMailDelivery } from '../../src/modules/mail-delivery/mail-delivery';
import { markDraining } from '../../src/observability/background';
import { freePort } from '../../scripts/support/temp-postgres';
import { alertBody, appUser, serviceKey, withKey } from '../support/alarms-fixtures';
import { createTestApp, databaseKind, type TestApp } from '../support/helper';
import { request } from '../support/request';

/** Issue 19: /healthz, /readyz and /metrics, on the embedded database and on PostgreSQL. */

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A metric's value from Prometheus text (the first sample whose name and labels start so). */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(prefix) && !row.startsWith('#'));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`health and readiness on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers /healthz and /readyz with every check ok, uncached and outside the API document', async () => {
    const health = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        storage: test.ctx.storage.kind === 's3' ? 'ok (object store)' : 'ok (local directory)',
        mailSender: 'ok (no SMTP_URL: mail is kept)',
        alarmListener: 'ok',
      },
    });
    const paths = Object.keys((test.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.filter((path) => !path.startsWith('/v1/'))).toEqual([]);
  });

  it('answers 404 on /metrics when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('with SMTP_URL, is ready only while the mail sender runs, and not while a shutdown drains the process', async () => {
    const withSmtp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const before = await withSmtp.app.inject({ method: 'GET', url: '/readyz' });
      expect(before.statusCode).toBe(503);
      expect(before.json().checks.mailSender).toBe('not started');
      const stop = startMailDelivery(withSmtp.ctx, withSmtp.app.log);
      expect((await withSmtp.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // SIGTERM: the load balancer should stop sending here while the requests in flight finish.
      markDraining(withSmtp.ctx);
      const draining = await withSmtp.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().message).toBe('Not ready: process: shutting down.');
      await stop();
      const after = await withSmtp.app.inject({ method: 'GET', url: '/readyz' });
      expect(after.statusCode).toBe(503);
      expect(after.json().message).toBe('Not ready: mailSender: stopped; process: shutting down.');
    } finally {
      await withSmtp.close();
    }
  });
});

describe.runIf(databaseKind === 'pglite')('readiness with the embedded database closed', () => {
  it('answers 503 naming the database once it is closed, and a fresh one is ready again', async () => {
    const closing = await createTestApp();
    expect((await closing.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await closing.ctx.database.close();
    const down = await closing.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not ready', checks: { database: 'unreachable' } });
    expect(down.json().message).toContain('database: unreachable');
    expect((await closing.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await closing.app.close();

    const fresh = await createTestApp();
    try {
      expect((await fresh.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    // Two embedded databases are opened and migrated here: past 30 s on a machine busy with other suites.
  }, 90_000);
});

describe.runIf(databaseKind === 'postgres')('readiness with the PostgreSQL database stopped', () => {
  it('answers 503 while the database refuses connections, and 200 again once it takes them', async () => {
    const test = await createTestApp();
    const name = (await queryOne<{ name: string }>(test.ctx.db, sql`select current_database() as name`))!.name;
    const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await server.connect();
    try {
      expect((await test.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // As a database that went away: no new connection is accepted and the open ones are ended.
      await server.query(`alter database ${name} allow_connections false`);
      await server.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const down = await until(
        () => test.app.inject({ method: 'GET', url: '/readyz' }),
        (response) => response.statusCode === 503 && response.json().checks.database !== 'ok',
      );
      expect(down.statusCode).toBe(503);
      expect(down.json().checks.database).toBe('unreachable');
      expect(down.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres/i);

      await server.query(`alter database ${name} allow_connections true`);
      // The pool reconnects on the next query; the hub's listener on its backoff (at most 5 s).
      const up = await until(
        () => test.app.inject({ method: 'GET', url: '/readyz' }),
        (response) => response.statusCode === 200,
      );
      expect(up.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', alarmListener: 'ok' } });
    } finally {
      await server.query(`alter database ${name} allow_connections true`).catch(() => {});
      await server.end();
      await test.close();
    }
  }, 60_000);
});

describe(`metrics on ${databaseKind}`, () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    test = await createTestApp({ metricsToken: TOKEN, metricsPort: port });
  });
  afterAll(() => test.close());

  const scrape = () => test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses a scrape without the token or with another', async () => {
    const none = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('guardian_');
    expect((await test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
  });

  it('serves the named series with what the database and the process hold', async () => {
    // A desk connected to the hub, so that an alert is handed over (and timed).
    let delivered = 0;
    const unsubscribe = test.ctx.alarmHub.subscribe({ deliver: (messages) => (delivered += messages.length), end: () => {} });
    const key = await serviceKey(test);
    const person = await appUser(test);
    expect((await request(withKey(test, key), alarmIngestEndpoints.createPanicEvent, { body: alertBody(person.id) })).statusCode).toBe(201);
    await until(
      async () => delivered,
      (count) => count > 0,
      5000,
    );
    unsubscribe();
    const now = Date.now();
    const mail = { toAddress: 'someone@example.com', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' };
    await test.ctx.db.insert(mailOutbox).values([
      { ...mail, status: 'pending', createdAt: new Date(now - 300_000), nextAttemptAt: new Date(now) },
      { ...mail, status: 'failed', createdAt: new Date(now - 600_000), nextAttemptAt: new Date(now) },
    ]);
    expect((await request(test.app, plansEndpoints.list)).statusCode).toBe(200);
    // Two minutes on: the alert is past ALARM_ACK_SECONDS (60).
    test.setNow(new Date(now + 120_000));

    // An export holding its slot while another waits for it (one per admin).
    const release = await heavyWorkQueue(test.ctx).acquire('account:1');
    const waiting = heavyWorkQueue(test.ctx).acquire('account:1');

    const response = await scrape();
    test.setNow();
    release();
    (await waiting)();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    for (const name of [
      'guardian_http_request_duration_seconds',
      'guardian_db_pool_in_use_connections',
      'guardian_db_pool_idle_connections',
      'guardian_db_pool_waiting_requests',
      'guardian_database_up',
      'guardian_mail_outbox_pending',
      'guardian_mail_outbox_failed',
      'guardian_mail_outbox_oldest_pending_age_seconds',
      'guardian_alarms_open',
      'guardian_alarms_acknowledged',
      'guardian_alarms_overdue',
      'guardian_alarm_stream_connections',
      'guardian_alarm_delivery_seconds',
      'guardian_heavy_work_running',
      'guardian_heavy_work_waiting',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'guardian_http_request_duration_seconds_count{method="GET",route="/v1/plans",status_code="200"}')).toBe(1);
    // The gauges as the state set up above leaves them.
    const gauges = {
      guardian_database_up: 1,
      guardian_mail_outbox_pending: 1,
      guardian_mail_outbox_failed: 1,
      guardian_alarms_open: 1,
      guardian_alarms_overdue: 1,
      guardian_alarm_stream_connections: 0,
      guardian_heavy_work_running: 1,
      guardian_heavy_work_waiting: 1,
    };
    expect(Object.fromEntries(Object.keys(gauges).map((name) => [name, sample(text, name)]))).toEqual(gauges);
    expect(sample(text, 'guardian_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(420);
    expect(sample(text, 'guardian_alarm_delivery_seconds_count')).toBeGreaterThanOrEqual(1);
    // The histogram has a bucket at the 2 s goal (how many fall in it is the bench's measure, not a test's).
    expect(sample(text, 'guardian_alarm_delivery_seconds_bucket{le="2"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'guardian_alarm_delivery_seconds_bucket{le="+Inf"}')).toBe(sample(text, 'guardian_alarm_delivery_seconds_count'));
    // Route templates, never paths with ids in them.
    expect(text).not.toMatch(/route="\/v1\/[^"]*\/\d+/);
  });

  it('with METRICS_PORT, also serves /metrics on 127.0.0.1 without a token, and nothing else there', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('# TYPE guardian_alarms_open gauge');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/v1/plans`)).status).toBe(404);
  });
});
