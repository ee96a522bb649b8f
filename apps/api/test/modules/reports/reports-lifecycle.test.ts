import { alarmIngestEndpoints, alarmsEndpoints, reportsEndpoints } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEscalations } from '../../../src/modules/alarms/escalation.service';
import { alertBody, appUser, serviceKey, withKey, withoutRequiredSteps } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

const T0 = Date.parse('2026-10-05T10:00:00.000Z');
const october = { from: '2026-10-01', to: '2026-10-31' };

/**
 * The report reads a rollup the database keeps as alarms change (decision 065). Here alarms are raised, stopped,
 * acknowledged, escalated and resolved through the API at known moments, then re-classified and deleted, and
 * after each stage the report gives the figures worked out by hand, the same as the dashboard's panel.
 */
describe(`response report through an alarm's life on ${databaseKind}`, () => {
  let test: TestApp;
  let ana: SignedIn;
  let bo: SignedIn;
  let ingest: ReturnType<typeof withKey>;
  const ids: Record<string, number> = {};
  const alertIds: Record<string, string> = {};

  beforeAll(async () => {
    test = await createTestApp({ alarmAckSeconds: 60 });
    await withoutRequiredSteps(test);
    [ana, bo] = [await asRole(test, 3), await asRole(test, 3)];
    ingest = withKey(test, await serviceKey(test));
  });
  afterAll(() => test.close());

  const moment = (seconds: number) => test.setNow(new Date(T0 + seconds * 1000));
  const report = async (query: Record<string, string> = october) => {
    const response = await requestRaw(ana, reportsEndpoints.response, { query });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const operatorRow = (data: { byOperator: { operatorId: number }[] }, who: SignedIn) => data.byOperator.find((row) => row.operatorId === who.account.id);
  const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => expect((await response).statusCode, (await response).body).toBe(200);
  const acknowledge = (who: SignedIn, name: string, atSecond: number) => {
    moment(atSecond);
    return expectOk(request(who, alarmsEndpoints.acknowledge, { params: { id: ids[name] } }));
  };
  const resolve = (who: SignedIn, name: string, atSecond: number, outcome: string) => {
    moment(atSecond);
    return expectOk(requestRaw(who, alarmsEndpoints.resolve, { params: { id: ids[name] }, body: { outcome, note: '' } }));
  };

  it('counts raised alarms as unanswered, test alarms left out', async () => {
    const user = await appUser(test);
    // Raised a second apart: A..F at T0 + 0..5 s.
    const alarms = [
      { name: 'A', alert_type: 2, source: 1 },
      { name: 'B', alert_type: 1, source: 2 },
      { name: 'C', alert_type: 2, source: 1, kind: 'duress' },
      { name: 'D', alert_type: 1, source: 1 },
      { name: 'E', alert_type: 2, source: 1, kind: 'test' },
      { name: 'F', alert_type: 2, source: 2 },
    ];
    for (const [i, { name, ...body }] of alarms.entries()) {
      moment(i);
      const response = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body: alertBody(user.id, body) });
      expect(response.statusCode).toBe(201);
      ids[name] = response.json().data.id;
      alertIds[name] = response.json().data.alertUniqueId;
    }
    const data = await report();
    expect(data).toMatchObject({ alarms: 5, acknowledged: 0, ackWithin60Share: 0, ackMedianSeconds: null, escalations: 0, byOperator: [] });
    expect(data.byOutcome).toEqual({ genuine: 0, false: 0, unresolved: 5, outcomes: [] });
    expect((await report({ ...october, include_test: '1' })).alarms).toBe(6);
  });

  it('follows acknowledgements, a cancellation, an escalation and resolutions, as the dashboard panel does', async () => {
    await acknowledge(ana, 'E', 7); // 3 s, a test alarm
    await acknowledge(ana, 'A', 12.3); // 12.3 s, counted as 13
    await resolve(ana, 'E', 14, 'false_test');
    moment(23);
    const stopped = await request(ingest, alarmIngestEndpoints.stop, {
      params: { alert_unique_id: alertIds.D! },
      body: { reason: 'user_cancelled', time_stamp: new Date(T0 + 23_000).toISOString() },
    });
    expect(stopped.statusCode).toBe(200);
    await acknowledge(bo, 'F', 45); // 40 s
    await acknowledge(bo, 'B', 76); // 75 s, counted as 80
    // Only C is open and past the 60 s: it escalates.
    expect((await runEscalations(test.ctx, new Date(T0 + 92_000))).escalated).toEqual([ids.C]);
    await resolve(ana, 'A', 100, 'helped'); // 100 s
    await acknowledge(ana, 'C', 132); // 130 s
    await resolve(bo, 'B', 401.5, 'false_accidental'); // 400.5 s, counted as 410
    await resolve(ana, 'C', 702, 'services_attended'); // 700 s, counted as 720

    const data = await report();
    // Acknowledged after 13, 40, 80 and 130 s (rounded up); D was cancelled by the person, not by an operator.
    expect(data).toMatchObject({ alarms: 5, acknowledged: 4, ackWithin10Share: 0, ackWithin40Share: 2 / 5, ackWithin60Share: 2 / 5, escalations: 1 });
    // percentile_cont: (40 + 80) / 2; 80 + 0.7 × (130 − 80). Resolved by operators after 100, 410 and 720 s.
    expect(data).toMatchObject({ ackMedianSeconds: 60, ackP90Seconds: 115, resolveMedianSeconds: 410 });
    expect(data.byOutcome).toEqual({
      genuine: 3,
      false: 1,
      unresolved: 1,
      outcomes: [
        { outcome: 'services_attended', false: false, alarms: 1 },
        { outcome: 'helped', false: false, alarms: 1 },
        { outcome: 'false_accidental', false: true, alarms: 1 },
        { outcome: 'cancelled_by_user', false: false, alarms: 1 },
      ],
    });
    expect(operatorRow(data, ana)).toMatchObject({ alarms: 2, ackWithin40Share: 0.5, ackMedianSeconds: 71.5, resolveMedianSeconds: 410, escalations: 1 });
    expect(operatorRow(data, bo)).toMatchObject({ alarms: 2, ackWithin40Share: 0.5, ackMedianSeconds: 60, ackP90Seconds: 76, resolveMedianSeconds: 410 });
    expect(data.byKind.map((row: { kind: string; alarms: number }) => [row.kind, row.alarms])).toEqual([
      ['panic', 4],
      ['duress', 1],
    ]);
    expect(data.byAlertType.map((row: { alertType: number; alarms: number }) => [row.alertType, row.alarms])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(data.bySource.map((row: { source: number; alarms: number }) => [row.source, row.alarms])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(data.byDay.find((row: { day: string }) => row.day === '2026-10-05')).toMatchObject({ alarms: 5, acknowledged: 4, ackMedianSeconds: 60 });

    const panel = (await request(ana, alarmsEndpoints.responseStats, { query: { from: '2026-10-05', to: '2026-10-05' } })).json().data;
    expect(panel).toEqual({
      alerts: 5,
      acknowledged: 4,
      resolved: 4,
      ackMedianSeconds: data.ackMedianSeconds,
      ackP90Seconds: data.ackP90Seconds,
      resolveMedianSeconds: data.resolveMedianSeconds,
      resolveP90Seconds: 658, // 410 + 0.8 × (720 − 410)
      ackWithin60Share: data.ackWithin60Share,
    });

    const withTests = await report({ ...october, include_test: '1' });
    expect(withTests).toMatchObject({ alarms: 6, acknowledged: 5, ackWithin10Share: 1 / 6 });
    expect(operatorRow(withTests, ana)).toMatchObject({ alarms: 3, ackMedianSeconds: 13 });
  });

  it('moves an alarm whose outcome or kind is corrected, and forgets a deleted one', async () => {
    await test.ctx.db.execute(sql`update panic_events set outcome = 'false_device' where id = ${ids.A!}`);
    await test.ctx.db.execute(sql`update panic_events set kind = 'duress' where id = ${ids.B!}`);
    await test.ctx.db.execute(sql`delete from panic_events where id = ${ids.F!}`);

    const data = await report();
    // Left: A 13 s, B 80 s, C 130 s acknowledged; D cancelled.
    expect(data).toMatchObject({ alarms: 4, acknowledged: 3, ackWithin40Share: 1 / 4, ackMedianSeconds: 80, ackP90Seconds: 120 });
    expect(data.byOutcome).toMatchObject({ genuine: 2, false: 2, unresolved: 0 });
    expect(data.byOutcome.outcomes.map((row: { outcome: string }) => row.outcome)).toEqual([
      'services_attended',
      'false_accidental',
      'false_device',
      'cancelled_by_user',
    ]);
    expect(data.byKind.map((row: { kind: string; alarms: number }) => [row.kind, row.alarms])).toEqual([
      ['panic', 2],
      ['duress', 2],
    ]);
    expect(operatorRow(data, bo)).toMatchObject({ alarms: 1, ackMedianSeconds: 80, ackWithin40Share: 0 });
    expect(data.bySource.map((row: { source: number; alarms: number }) => [row.source, row.alarms])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});
