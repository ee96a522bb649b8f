import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_LIMITS, alarmIngestEndpoints, alarmsEndpoints, en, panicEventsEndpoints } from '@guardian/contracts';
import { queryOne, queryRows } from '../../../src/db/query';
import { panicEvents } from '../../../src/db/schema';
import { alertBody, appUser, serviceKey, withKey, withoutRequiredSteps } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

const m = en.alarms;
type Role = Awaited<ReturnType<typeof asRole>>;

describe(`alarm lifecycle on ${databaseKind}`, () => {
  let test: TestApp;
  let operator: Role;
  let colleague: Role;
  let superAdmin: Role;
  let ingest: ReturnType<typeof withKey>;
  let user: Awaited<ReturnType<typeof appUser>>;

  beforeAll(async () => {
    test = await createTestApp({ alarmAckSeconds: 45 });
    await withoutRequiredSteps(test);
    operator = await asRole(test, 3);
    colleague = await asRole(test, 3);
    superAdmin = await asRole(test, 2);
    ingest = withKey(test, await serviceKey(test, 'Watch gateway'));
    user = await appUser(test, { fullName: 'Ben Smith', countryCode: '44', phoneNumber: '7700900456' });
  });
  afterAll(() => test.close());

  const raise = async (overrides: Record<string, unknown> = {}) => {
    const response = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body: alertBody(user.id, overrides) });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; alertUniqueId: string };
  };
  const acknowledge = (who: Role, id: number) => request(who, alarmsEndpoints.acknowledge, { params: { id } });
  const resolve = (who: Role, id: number, body: Record<string, unknown> = { outcome: 'helped', note: 'Called back, safe at home.' }) =>
    requestRaw(who, alarmsEndpoints.resolve, { params: { id }, body });
  const feedKinds = async (id: number) =>
    (await queryRows<{ kind: string }>(test.ctx.db, sql`select kind from alarm_feed where panic_event_id = ${id} order by id`)).map((row) => row.kind);

  it('acknowledges an open alarm once: the second operator is told who did, and when', async () => {
    const { id } = await raise();
    const first = await acknowledge(operator, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: m.acknowledged,
      data: { id, status: 'acknowledged', acknowledgedBy: { id: operator.account.id, name: operator.account.fullName } },
    });
    const at = first.json().data.acknowledgedAt as string;
    const second = await acknowledge(colleague, id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: m.alreadyAcknowledged(operator.account.fullName, `${at.slice(0, 10)} ${at.slice(11, 19)} UTC`) });
    expect(await feedKinds(id)).toEqual(['created', 'acknowledged']);
    expect((await acknowledge(operator, 999_999)).statusCode).toBe(404);
  });

  it('gives one success and one 409 to two operators racing', async () => {
    const { id } = await raise();
    const statuses = (await Promise.all([acknowledge(operator, id), acknowledge(colleague, id), acknowledge(superAdmin, id)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const audit = await queryOne<{ n: number }>(
      test.ctx.db,
      sql`select count(*)::int as n from audit_log where action = 'alarm.acknowledged' and entity_id = ${String(id)}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('resolves open or acknowledged alarms with outcome and note, once; a resolved alarm cannot be acknowledged', async () => {
    const open = await raise();
    const resolved = await resolve(colleague, open.id, { outcome: 'false_accidental', note: '  Pocket press.  ' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      outcome: 'false_accidental',
      note: 'Pocket press.',
      resolvedBy: { id: colleague.account.id },
      acknowledgedBy: null,
    });
    const twice = await resolve(operator, open.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: m.alreadyResolved });
    const late = await acknowledge(operator, open.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: m.alreadyResolved });
    expect(await feedKinds(open.id)).toEqual(['created', 'resolved']);

    const taken = await raise();
    await acknowledge(operator, taken.id);
    const done = (await resolve(superAdmin, taken.id)).json().data;
    expect(done).toMatchObject({
      status: 'resolved',
      outcome: 'helped',
      acknowledgedBy: { id: operator.account.id },
      resolvedBy: { id: superAdmin.account.id },
    });

    const before = await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from audit_log`);
    const fresh = await raise();
    for (const body of [
      {},
      { outcome: 'fixed' },
      { outcome: 'helped', note: 'x'.repeat(ALARM_LIMITS.noteMax + 1) },
      { outcome: 'helped', note: 'bell\u0007' },
      { outcome: 'helped', note: 5 },
    ]) {
      const response = await resolve(operator, fresh.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const after = await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from audit_log`);
    expect(after!.n - before!.n).toBe(1); // the ingest of `fresh` only
    expect((await resolve(operator, 999_999)).statusCode).toBe(404);
  });

  it('shows the whole history of an alarm, oldest first, with who did each step', async () => {
    const started = new Date(Date.now() - 120_000);
    const { id, alertUniqueId } = await raise({ started_at: started.toISOString(), alert_type: 1, source: 2 });
    await request(ingest, alarmIngestEndpoints.addLog, {
      params: { alert_unique_id: alertUniqueId },
      body: {
        event_type: 'Location',
        event_message: 'GPS fix',
        time_stamp: new Date(started.getTime() + 5000).toISOString(),
        latitude: 51.6,
        longitude: -0.2,
      },
    });
    await acknowledge(operator, id);
    await request(ingest, alarmIngestEndpoints.stop, {
      params: { alert_unique_id: alertUniqueId },
      body: { reason: 'ended', time_stamp: new Date().toISOString() },
    });
    await resolve(operator, id, { outcome: 'no_response', note: 'No answer on three calls.' });
    const response = await request(operator, alarmsEndpoints.get, { params: { id } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.logs).toEqual([{ eventType: 'Location', eventMessage: 'GPS fix', timeStamp: new Date(started.getTime() + 5000).toISOString() }]);
    expect(data.history.map((entry: { action: string; by: string | null; detail: string }) => [entry.action, entry.by, entry.detail])).toEqual([
      ['log', null, 'Location: GPS fix'],
      ['created', 'Watch gateway', `${en.panicEvents.warning} · ${en.panicEvents.watch}`],
      ['acknowledged', operator.account.fullName, ''],
      ['stopped', 'Watch gateway', m.stopReason.ended],
      ['resolved', operator.account.fullName, `${m.outcome.no_response}: No answer on three calls.`],
    ]);
    expect((await request(operator, alarmsEndpoints.get, { params: { id: '999999' } })).statusCode).toBe(404);
  });

  it('lists only unresolved alarms on the desk, newest first, with the stream position and the server clock', async () => {
    const older = await raise({ started_at: new Date(Date.now() - 60_000).toISOString() });
    const newer = await raise();
    const gone = await raise();
    await resolve(operator, gone.id);
    const response = await request(colleague, alarmsEndpoints.desk);
    expect(response.statusCode).toBe(200);
    const desk = response.json();
    const ids = desk.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(older.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(gone.id);
    expect(desk.data.every((row: { status: string }) => row.status !== 'resolved')).toBe(true);
    const unresolved = await queryOne<{ n: number; feed: string }>(
      test.ctx.db,
      sql`select count(*)::int as n, (select max(id)::text from alarm_feed) as feed from panic_events where status <> 'resolved'`,
    );
    expect(desk).toMatchObject({ message: m.deskFetched, total: unresolved!.n, ackSeconds: 45 });
    // The hub's position: every feed row up to it is settled, so it may trail the newest id but never pass it.
    expect(desk.lastEventId).toMatch(/^\d+$/);
    expect(Number(desk.lastEventId)).toBeLessThanOrEqual(Number(unresolved!.feed));
    expect(Math.abs(Date.parse(desk.serverTime) - Date.now())).toBeLessThan(5000);
    expect(desk.data[0].person).toEqual({ userId: user.id, fullName: 'Ben Smith', userName: user.userName, phone: '+44 7700900456' });
  });

  it('filters Panic Events by status (blank: all) and shows the status in the list', async () => {
    const list = async (status?: string) =>
      (await request(operator, panicEventsEndpoints.list, { query: { limit: '100', ...(status === undefined ? {} : { status }) } })).json();
    const all = await list();
    const byStatus = await Promise.all(['open', 'acknowledged', 'resolved'].map((status) => list(status)));
    expect(byStatus.reduce((sum, page) => sum + page.totalResult, 0)).toBe(all.totalResult);
    byStatus.forEach((page, i) => expect(page.data.every((row: { status: string }) => row.status === ['open', 'acknowledged', 'resolved'][i])).toBe(true));
    expect((await list('')).totalResult).toBe(all.totalResult);
    const bad = await request(operator, panicEventsEndpoints.list, { query: { status: 'closed' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be open, acknowledged or resolved.');
    const csv = await request(operator, panicEventsEndpoints.export, { query: { status: 'acknowledged' } });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const header = lines[0]!.split(',');
    const status = header.indexOf('Status');
    expect(header.slice(status, status + 4)).toEqual(['Status', 'Nearest place', 'Country', 'Kind']);
    // Ingested alerts have their nearest place (decision 029) after the status, then the alarm's kind.
    expect(lines.slice(1).every((line) => /,Acknowledged,[^,]+,[A-Z]{2},Panic,/.test(line))).toBe(true);
    expect(lines.length - 1).toBe(byStatus[1]!.totalResult);
  });

  it('measures response times on a known set; events from before the desk do not count', async () => {
    const day = Date.UTC(2025, 5, 1);
    const rows = [
      // [seconds to acknowledge, seconds to resolve, keyed]
      [10, 100, true],
      [30, 200, true],
      [50, 300, true],
      [70, 400, true],
      [null, null, true],
      [null, null, false], // seeded history: resolved, never on a desk
    ] as const;
    await test.ctx.db.insert(panicEvents).values(
      rows.map(([ack, res, keyed], i) => {
        const createdAt = new Date(day + i * 3600_000);
        return {
          alertUniqueId: `stats-${i}`,
          userId: user.id,
          userName: user.userName!,
          userFullName: user.fullName,
          alertType: 2,
          latitude: 0,
          longitude: 0,
          createdAt,
          status: res === null ? (keyed ? 'open' : 'resolved') : 'resolved',
          acknowledgedAt: ack === null ? null : new Date(createdAt.getTime() + ack * 1000),
          acknowledgedBy: ack === null ? null : operator.account.id,
          resolvedAt: res === null ? null : new Date(createdAt.getTime() + res * 1000),
          resolvedBy: res === null ? null : operator.account.id,
          apiKeyId: keyed ? 1 : null,
        };
      }),
    );
    // A person's own cancellation counts as resolved, but not in the operators' time to resolve.
    await test.ctx.db.insert(panicEvents).values({
      alertUniqueId: 'stats-cancel',
      userId: user.id,
      userName: user.userName!,
      userFullName: user.fullName,
      alertType: 1,
      latitude: 0,
      longitude: 0,
      createdAt: new Date(day + 20 * 3600_000),
      status: 'resolved',
      resolvedAt: new Date(day + 20 * 3600_000 + 5000),
      stopReason: 'user_cancelled',
      stoppedAt: new Date(day + 20 * 3600_000 + 5000),
      outcome: 'cancelled_by_user',
      apiKeyId: 1,
    });
    const stats = async (from: string, to: string) => request(operator, alarmsEndpoints.responseStats, { query: { from, to } });
    const response = await stats('2025-06-01', '2025-06-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: m.statsFetched,
      data: {
        alerts: 6,
        acknowledged: 4,
        resolved: 5,
        ackMedianSeconds: 40,
        ackP90Seconds: 64,
        resolveMedianSeconds: 250,
        resolveP90Seconds: 370,
        ackWithin60Share: 0.5,
      },
    });
    expect((await stats('2025-06-02', '2025-06-03')).json().data).toEqual({
      alerts: 0,
      acknowledged: 0,
      resolved: 0,
      ackMedianSeconds: null,
      ackP90Seconds: null,
      resolveMedianSeconds: null,
      resolveP90Seconds: null,
      ackWithin60Share: null,
    });
    for (const [from, to] of [
      ['2025-06-02', '2025-06-01'],
      ['2020-01-01', '2025-01-01'],
      ['June', '2025-06-01'],
    ]) {
      const refused = await stats(from!, to!);
      expect(refused.statusCode, `${from}..${to}`).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });
});
