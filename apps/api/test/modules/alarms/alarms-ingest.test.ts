import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_LIMITS, alarmIngestEndpoints, en } from '@guardian/contracts';
import { queryOne, queryRows } from '../../../src/db/query';
import { alertBody, appUser, serviceKey, withKey } from '../../support/alarms-fixtures';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { loadCorpus } from '../../support/hostile-input-support';
import { requestRaw } from '../../support/request';

const m = en.alarms;
type Inject = ReturnType<typeof withKey>;

describe(`alarm ingest on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Inject;
  let user: Awaited<ReturnType<typeof appUser>>;
  const now = new Date(Date.UTC(2026, 2, 10, 9, 30, 0));

  beforeAll(async () => {
    // The per-minute limit is the integrations test's business; the corpus below makes ~1,500 calls.
    test = await createTestApp({ apiKeyCallsPerMinute: 100_000 });
    call = withKey(test, await serviceKey(test, 'Mobile back end'));
    user = await appUser(test, {
      firstName: 'Amara',
      lastName: 'Okafor',
      fullName: 'Amara Okafor',
      userName: 'amara.okafor',
      countryCode: '+91',
      phoneNumber: '9876543210',
    });
  });
  afterAll(() => test.close());
  afterEach(() => test.setNow());

  const ingest = (body: Record<string, unknown>) => requestRaw(call, alarmIngestEndpoints.createPanicEvent, { body });
  const log = (alertId: string, body: Record<string, unknown>) => requestRaw(call, alarmIngestEndpoints.addLog, { params: { alert_unique_id: alertId }, body });
  const stop = (alertId: string, body: Record<string, unknown>) => requestRaw(call, alarmIngestEndpoints.stop, { params: { alert_unique_id: alertId }, body });
  const counts = async () =>
    queryOne<{ events: number; feed: number; audit: number; logs: number }>(
      test.ctx.db,
      sql`select (select count(*)::int from panic_events) as events, (select count(*)::int from alarm_feed) as feed,
                 (select count(*)::int from audit_log where entity_type = 'panic_event') as audit, (select count(*)::int from alert_logs) as logs`,
    );
  const eventCount = async () => (await queryOne<{ n: number }>(test.ctx.db, sql`select panic_event_count as n from accounts where id = ${user.id}`))!.n;

  it('raises an alert as an open panic event, with its feed row and its audit row under the key name', async () => {
    test.setNow(now);
    const startedAt = new Date(now.getTime() - 90_000).toISOString();
    const response = await ingest(
      alertBody(user.id, { alert_unique_id: 'phone-1:abc', alert_type: 2, source: 2, latitude: 19.076, longitude: 72.8777, started_at: startedAt }),
    );
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe(m.created);
    expect(data).toMatchObject({
      alertUniqueId: 'phone-1:abc',
      status: 'open',
      alertType: 2,
      source: 2,
      person: { userId: user.id, fullName: 'Amara Okafor', userName: 'amara.okafor', phone: '+91 9876543210' },
      startedAt,
      latitude: 19.076,
      longitude: 72.8777,
      locatedAt: startedAt,
      acknowledgedBy: null,
      resolvedBy: null,
      outcome: null,
      latestLogs: [],
      eventUrl: '',
    });
    const row = await queryOne<Record<string, unknown>>(
      test.ctx.db,
      sql`select user_name, user_full_name, is_alert_started_from_device as source, latitude, longitude, last_latitude, status, api_key_id is not null as keyed
          from panic_events where id = ${data.id}`,
    );
    expect(row).toEqual({
      user_name: 'amara.okafor',
      user_full_name: 'Amara Okafor',
      source: 2,
      latitude: 19.076,
      longitude: 72.8777,
      last_latitude: 19.076,
      status: 'open',
      keyed: true,
    });
    expect(await eventCount()).toBe(1);
    const feed = await queryRows<{ kind: string }>(test.ctx.db, sql`select kind from alarm_feed where panic_event_id = ${data.id}`);
    expect(feed).toEqual([{ kind: 'created' }]);
    const audit = await queryRows<Record<string, unknown>>(
      test.ctx.db,
      sql`select action, actor_id, actor_email from audit_log where entity_type = 'panic_event' and entity_id = ${String(data.id)}`,
    );
    expect(audit).toEqual([{ action: 'alarm.ingested', actor_id: null, actor_email: 'service key: Mobile back end' }]);
    // It is the same panic event the list shows.
    const listed = await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from panic_events where alert_unique_id = 'phone-1:abc'`);
    expect(listed?.n).toBe(1);
  });

  it('creates one alert for 20 concurrent retries of one alert_unique_id; the others answer 200 with it', async () => {
    const before = await counts();
    const countBefore = await eventCount();
    const body = alertBody(user.id, { alert_unique_id: 'retry-storm-1' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => ingest(body)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(responses.map((response) => response.json().data.id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 200).every((response) => response.json().message === m.alreadyReceived)).toBe(true);
    const after = await counts();
    expect({ events: after!.events - before!.events, feed: after!.feed - before!.feed, audit: after!.audit - before!.audit }).toEqual({
      events: 1,
      feed: 1,
      audit: 1,
    });
    expect(await eventCount()).toBe(countBefore + 1);
  });

  it('refuses the same alert_unique_id for another user (409) and changes nothing', async () => {
    const other = await appUser(test);
    const before = await counts();
    const response = await ingest(alertBody(other.id, { alert_unique_id: 'retry-storm-1' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: m.alertIdTaken });
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with a clear 400 naming the field, and stores nothing', async () => {
    test.setNow(now);
    const admin = await createAccount(test.ctx, { roleId: 3 });
    const iso = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ alert_unique_id: undefined }, 'alert_unique_id'],
      [{ alert_unique_id: '' }, 'alert_unique_id'],
      [{ alert_unique_id: 42 }, 'alert_unique_id'],
      [{ alert_unique_id: 'a'.repeat(ALARM_LIMITS.alertUniqueIdMax + 1) }, 'alert_unique_id'],
      [{ alert_unique_id: 'a/b' }, 'alert_unique_id'],
      [{ alert_unique_id: 'a b' }, 'alert_unique_id'],
      [{ user_id: '1' }, 'user_id'],
      [{ user_id: 1.5 }, 'user_id'],
      [{ user_id: -3 }, 'user_id'],
      [{ user_id: 999_999 }, 'user_id', m.unknownUser],
      [{ user_id: admin.id }, 'user_id', m.unknownUser],
      [{ alert_type: 3 }, 'alert_type'],
      [{ alert_type: '2' }, 'alert_type'],
      [{ source: 0 }, 'source'],
      [{ source: null }, 'source'],
      [{ latitude: 90.0001 }, 'latitude'],
      [{ latitude: '51.5' }, 'latitude'],
      [{ longitude: -180.5 }, 'longitude'],
      [{ longitude: null }, 'longitude'],
      [{ latitude: 1e308 }, 'latitude'],
      [{ started_at: 'yesterday' }, 'started_at'],
      [{ started_at: '2026-03-10' }, 'started_at'],
      [{ started_at: '2026-03-10T09:00:00' }, 'started_at'],
      [{ started_at: iso(ALARM_LIMITS.maxClockSkewSeconds * 1000 + 5000) }, 'started_at', m.startedInFuture],
      [{ started_at: iso(-(ALARM_LIMITS.maxAgeHours * 3600_000 + 60_000)) }, 'started_at', m.startedTooLongAgo],
      [{ started_at: '1970-01-01T00:00:00Z' }, 'started_at', m.startedTooLongAgo],
      [{ started_at: '9999-12-31T23:59:59Z' }, 'started_at', m.startedInFuture],
    ];
    const before = await counts();
    for (const [override, field, message] of cases) {
      const response = await ingest(alertBody(user.id, override));
      const where = JSON.stringify(override).slice(0, 80);
      expect(response.statusCode, where).toBe(400);
      const body = response.json();
      expect(Object.keys(body.errors ?? {}), where).toContain(field);
      if (message) expect(body.message, where).toBe(message);
      else expect(body.message, where).toMatch(new RegExp(field));
    }
    expect(await counts()).toEqual(before);
  });

  it('takes naughty strings in the text fields: stored exactly as sent, or refused with a clear 400', async () => {
    const alertId = 'naughty-1';
    expect((await ingest(alertBody(user.id, { alert_unique_id: alertId }))).statusCode).toBe(201);
    const strings = loadCorpus();
    let stored = 0;
    for (const [i, value] of strings.entries()) {
      const timeStamp = new Date(Date.now() - 60_000 + i).toISOString();
      for (const field of ['event_type', 'event_message'] as const) {
        const body = { event_type: 'Note', event_message: 'text', time_stamp: timeStamp, [field]: value };
        const response = await log(alertId, body);
        const where = `${field}=${JSON.stringify(value).slice(0, 60)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode === 400) {
          expect(response.json().message, where).toEqual(expect.stringMatching(/event_|must/));
          continue;
        }
        expect([200, 201], where).toContain(response.statusCode);
        const column = field === 'event_type' ? sql`event_type` : sql`event_message`;
        const expected = field === 'event_type' ? value.trim() : value;
        const found = await queryOne<{ n: number }>(
          test.ctx.db,
          sql`select count(*)::int as n from alert_logs where ${column} = ${expected} and time_stamp = ${timeStamp}`,
        );
        expect(found?.n, where).toBe(1);
        stored += 1;
      }
    }
    expect(stored).toBeGreaterThan(strings.length);
    // alert_unique_id: printable identifiers only; anything else is refused before it reaches the database.
    const before = await counts();
    for (const value of strings.slice(0, 200)) {
      const response = await ingest(alertBody(user.id, { alert_unique_id: value }));
      expect(response.statusCode, JSON.stringify(value).slice(0, 60)).toBeLessThan(500);
      if (response.statusCode !== 201) expect(response.json().message).toEqual(expect.any(String));
    }
    const after = await counts();
    expect(after!.events - before!.events).toBeLessThanOrEqual(strings.slice(0, 200).filter((value) => /^[A-Za-z0-9._:-]{1,100}$/.test(value.trim())).length);
  }, 180_000);

  it('appends logs; a location moves the last known position only forward in time; a retry adds nothing', async () => {
    test.setNow(now);
    const alertId = 'moving-1';
    const started = new Date(now.getTime() - 120_000);
    const created = (await ingest(alertBody(user.id, { alert_unique_id: alertId, latitude: 10, longitude: 20, started_at: started.toISOString() }))).json()
      .data;
    const at = (seconds: number) => new Date(started.getTime() + seconds * 1000).toISOString();
    const first = await log(alertId, { event_type: 'Location', event_message: 'GPS fix', time_stamp: at(30), latitude: 10.5, longitude: 20.5 });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ id: created.id, latitude: 10.5, longitude: 20.5, locatedAt: at(30) });
    // An older fix arriving late is logged but does not move the alert back.
    const late = await log(alertId, { event_type: 'Location', event_message: 'late fix', time_stamp: at(10), latitude: 9, longitude: 19 });
    expect(late.json().data).toMatchObject({ latitude: 10.5, longitude: 20.5 });
    const retry = await log(alertId, { event_type: 'Location', event_message: 'GPS fix', time_stamp: at(30), latitude: 10.5, longitude: 20.5 });
    expect(retry.statusCode).toBe(200);
    const plain = await log(alertId, { event_type: 'SMS sent', event_message: 'Sent to 3 contacts', time_stamp: at(40) });
    expect(plain.json().data.latestLogs.map((entry: { eventType: string }) => entry.eventType)).toEqual(['SMS sent', 'Location', 'Location']);
    const start = await queryOne<{ latitude: number }>(test.ctx.db, sql`select latitude from panic_events where id = ${created.id}`);
    expect(start?.latitude).toBe(10);
    const feed = await queryRows<{ kind: string }>(test.ctx.db, sql`select kind from alarm_feed where panic_event_id = ${created.id} order by id`);
    expect(feed.map((row) => row.kind)).toEqual(['created', 'logged', 'logged', 'logged']);

    // Concurrent copies of one new log: one is added.
    const same = { event_type: 'Battery', event_message: '5%', time_stamp: at(50) };
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => log(alertId, same)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const batteries = await queryOne<{ n: number }>(
      test.ctx.db,
      sql`select count(*)::int as n from alert_logs where panic_event_id = ${created.id} and event_type = 'Battery'`,
    );
    expect(batteries?.n).toBe(1);

    const refusals: [string, Record<string, unknown>, number, string][] = [
      ['unknown-alert', { event_type: 'x', event_message: '', time_stamp: at(60) }, 404, m.notFound],
      [alertId, { event_type: 'x', event_message: '', time_stamp: new Date(now.getTime() + 3600_000).toISOString() }, 400, m.timeStampInFuture],
      [alertId, { event_type: 'x', event_message: '', time_stamp: at(-3600) }, 400, m.timeStampBeforeStart],
      [alertId, { event_type: 'x', event_message: '', time_stamp: at(60), latitude: 10 }, 400, m.positionIncomplete],
      [alertId, { event_type: 'x', event_message: '', time_stamp: at(60), latitude: 91, longitude: 0 }, 400, 'latitude must be a number from -90 to 90.'],
      [alertId, { event_type: '  ', event_message: '', time_stamp: at(60) }, 400, 'event_type is required.'],
      [
        alertId,
        { event_type: 'x', event_message: 'y'.repeat(ALARM_LIMITS.eventMessageMax + 1), time_stamp: at(60) },
        400,
        `event_message must be at most ${ALARM_LIMITS.eventMessageMax} characters.`,
      ],
      [alertId, { event_type: 'a\u0007b', event_message: '', time_stamp: at(60) }, 400, m.unstorableText('event_type')],
      [alertId, { event_type: 'x', event_message: 'a\u001bb', time_stamp: at(60) }, 400, m.unstorableText('event_message')],
      // NUL and lone surrogates are refused for every route before the schema (request-guards.ts).
      [alertId, { event_type: 'a\u0000b', event_message: '', time_stamp: at(60) }, 400, en.api.validationFailed],
      [alertId, { event_type: 'x', event_message: 'lone \ud800', time_stamp: at(60) }, 400, en.api.validationFailed],
    ];
    const before = await counts();
    for (const [target, body, status, message] of refusals) {
      const response = await log(target, body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('stops: ended keeps the alarm for an operator, user_cancelled resolves it; a second stop is 409, the same stop again 200', async () => {
    test.setNow(now);
    const started = new Date(now.getTime() - 60_000).toISOString();
    const at = new Date(now.getTime() - 10_000).toISOString();
    await ingest(alertBody(user.id, { alert_unique_id: 'ended-1', started_at: started }));
    const ended = await stop('ended-1', { reason: 'ended', time_stamp: at });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ message: m.stopped, data: { status: 'open', stoppedAt: at, stopReason: 'ended', outcome: null, resolvedAt: null } });

    await ingest(alertBody(user.id, { alert_unique_id: 'cancelled-1', started_at: started }));
    const cancelled = await stop('cancelled-1', { reason: 'user_cancelled', time_stamp: at });
    expect(cancelled.json().data).toMatchObject({
      status: 'resolved',
      outcome: 'cancelled_by_user',
      resolvedAt: at,
      resolvedBy: null,
      stopReason: 'user_cancelled',
    });
    expect((await stop('cancelled-1', { reason: 'user_cancelled', time_stamp: at })).statusCode).toBe(200);
    for (const [alertId, body] of [
      ['cancelled-1', { reason: 'ended', time_stamp: at }],
      ['ended-1', { reason: 'user_cancelled', time_stamp: at }],
    ] as const) {
      const again = await stop(alertId, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: m.alreadyStopped });
    }
    expect((await stop('nope', { reason: 'ended', time_stamp: at })).statusCode).toBe(404);
    expect((await stop('ended-1', { reason: 'paused', time_stamp: at })).json().message).toBe('reason must be user_cancelled or ended.');
    const audit = await queryRows<{ action: string; summary: { reason: string } }>(
      test.ctx.db,
      sql`select a.action, a.summary from audit_log a join panic_events p on a.entity_id = p.id::text and a.entity_type = 'panic_event' where p.alert_unique_id = 'cancelled-1' order by a.id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['alarm.ingested', 'alarm.stopped']);
    expect(audit[1]!.summary.reason).toBe('user_cancelled');
  });
});
