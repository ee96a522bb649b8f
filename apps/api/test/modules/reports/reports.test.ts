import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, reportsEndpoints } from '@guardian/contracts';
import { panicEvents } from '../../../src/db/schema';
import { appUser, storedAlarm } from '../../support/alarms-fixtures';
import { asRole, createAccount, createTestApp, databaseKind, signInAs, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

const m = en.reports;
const DAY = Date.UTC(2026, 9, 5, 10); // 2026-10-05 10:00 UTC
const NEXT_DAY = DAY + 86_400_000;
const at = (base: number, seconds: number | null) => (seconds === null ? null : new Date(base + seconds * 1000));

describe(`response report on ${databaseKind}`, () => {
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof asRole>>;
  let first: { id: number; fullName: string };
  let second: { id: number; fullName: string };

  beforeAll(async () => {
    test = await createTestApp();
    admin = await asRole(test, 3);
    first = await createAccount(test.ctx, { firstName: 'Ana', lastName: 'First' });
    // A name a spreadsheet would run as a formula: the export must write it as text.
    second = await createAccount(test.ctx, { firstName: '=Bo', lastName: 'Second' });
    const user = await appUser(test);
    type Alarm = {
      ack?: number | null;
      by?: number;
      res?: number | null;
      outcome?: string | null;
      kind?: string;
      type?: number;
      source?: number;
      escalated?: boolean;
      keyed?: boolean;
      base?: number;
      cancelled?: boolean;
    };
    const alarms: Alarm[] = [
      { ack: 5, by: first.id, res: 100, outcome: 'helped', type: 2, source: 1 },
      { ack: 8, by: first.id, res: 200, outcome: 'false_accidental', type: 1, source: 2 },
      { ack: 30, by: second.id, res: 300, outcome: 'services_attended', kind: 'duress', type: 2, source: 1, escalated: true },
      { ack: 50, by: second.id, res: 400, outcome: 'false_device', type: 2, source: 1 },
      { ack: null, res: null, outcome: null, type: 2, source: 2, escalated: true },
      // The person cancelled it: resolved by the alarm service, left out of the operators' time to resolve.
      { ack: null, res: 20, outcome: 'cancelled_by_user', type: 1, source: 1, base: NEXT_DAY, cancelled: true },
      // Left out: a test alarm (unless asked for), seeded history never on a desk, an alarm after the window.
      { ack: 2, by: first.id, res: 10, outcome: 'false_test', kind: 'test', type: 2, source: 1 },
      { ack: null, res: 0, outcome: null, type: 2, source: 1, keyed: false },
      { ack: 3, by: first.id, res: 30, outcome: 'helped', type: 2, source: 1, base: Date.UTC(2026, 10, 2, 10) },
    ];
    await test.ctx.db.insert(panicEvents).values(
      alarms.map((alarm, i) => {
        const base = (alarm.base ?? DAY) + i * 60_000;
        return storedAlarm(user, `report-${i}`, {
          alertType: alarm.type ?? 2,
          isAlertStartedFromDevice: alarm.source ?? 1,
          createdAt: new Date(base),
          kind: alarm.kind ?? 'panic',
          status: alarm.res === null ? 'open' : 'resolved',
          acknowledgedAt: at(base, alarm.ack ?? null),
          acknowledgedBy: alarm.ack === null ? null : alarm.by,
          ownerId: alarm.ack === null ? null : alarm.by,
          resolvedAt: at(base, alarm.res ?? null),
          resolvedBy: alarm.res === null || alarm.cancelled ? null : (alarm.by ?? null),
          stopReason: alarm.cancelled ? 'user_cancelled' : null,
          outcome: alarm.outcome ?? null,
          escalatedAt: alarm.escalated ? at(base, 60) : null,
          apiKeyId: alarm.keyed === false ? null : 1,
        });
      }),
    );
  });
  afterAll(() => test.close());

  const report = (query: Record<string, string>) => requestRaw(admin, reportsEndpoints.response, { query });
  const october = { from: '2026-10-01', to: '2026-10-31' };

  it('gives the hand-computed figures of a known set, tests left out', async () => {
    const response = await report(october);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // Six alarms: acknowledged after 5, 8, 30 and 50 s, one never, one cancelled by the person.
    expect(data).toMatchObject({ alarms: 6, acknowledged: 4, includeTest: false, escalations: 2 });
    expect(data.ackWithin10Share).toBeCloseTo(2 / 6);
    expect(data.ackWithin40Share).toBeCloseTo(3 / 6);
    expect(data.ackWithin60Share).toBeCloseTo(4 / 6);
    // percentile_cont: median of 5, 8, 30, 50 is (8 + 30) / 2; the 90th is 30 + 0.7 × (50 − 30).
    expect(data).toMatchObject({ ackMedianSeconds: 19, ackP90Seconds: 44, resolveMedianSeconds: 250 });
    expect(data.byOutcome).toEqual({
      genuine: 2 + 1,
      false: 2,
      unresolved: 1,
      outcomes: [
        { outcome: 'services_attended', false: false, alarms: 1 },
        { outcome: 'helped', false: false, alarms: 1 },
        { outcome: 'false_accidental', false: true, alarms: 1 },
        { outcome: 'false_device', false: true, alarms: 1 },
        { outcome: 'cancelled_by_user', false: false, alarms: 1 },
      ],
    });
    expect(data.byKind.map((row: { kind: string; alarms: number }) => [row.kind, row.alarms])).toEqual([
      ['panic', 5],
      ['duress', 1],
    ]);
    expect(data.byAlertType.map((row: { alertType: number; alarms: number }) => [row.alertType, row.alarms])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(data.bySource.map((row: { source: number; alarms: number }) => [row.source, row.alarms])).toEqual([
      [1, 4],
      [2, 2],
    ]);
    const byId = (id: number) => data.byOperator.find((row: { operatorId: number }) => row.operatorId === id);
    const [ana, bo] = [byId(first.id), byId(second.id)];
    expect(data.byOperator).toHaveLength(2);
    expect(ana).toMatchObject({
      name: first.fullName,
      alarms: 2,
      ackWithin10Share: 1,
      ackMedianSeconds: 6.5,
      ackP90Seconds: 7.7,
      resolveMedianSeconds: 150,
      escalations: 0,
    });
    expect(bo).toMatchObject({ name: second.fullName, alarms: 2, ackWithin10Share: 0, ackWithin40Share: 0.5, ackWithin60Share: 1, ackMedianSeconds: 40 });
    expect(bo).toMatchObject({ ackP90Seconds: 48, resolveMedianSeconds: 350, escalations: 1 });
    expect(data.byDay).toHaveLength(31);
    expect(data.byDay[4]).toMatchObject({ day: '2026-10-05', alarms: 5, acknowledged: 4 });
    expect(data.byDay[5]).toMatchObject({ day: '2026-10-06', alarms: 1, acknowledged: 0, ackWithin10Share: 0 });
    expect(data.byDay[0]).toMatchObject({ day: '2026-10-01', alarms: 0, ackWithin10Share: null, ackMedianSeconds: null });

    const withTests = (await report({ ...october, include_test: '1' })).json().data;
    expect(withTests).toMatchObject({ alarms: 7, acknowledged: 5, includeTest: true });
    expect(withTests.ackWithin10Share).toBeCloseTo(3 / 7);
    expect(withTests.byKind.map((row: { kind: string }) => row.kind)).toEqual(['panic', 'duress', 'test']);
  });

  it('refuses a window that is not one with a clear 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-13-01', to: '2026-10-31' }, en.requests.fields.day('from')],
      [{ from: '2026-10-31', to: '2026-10-01' }, en.alarms.windowInvalid],
      [{ from: '2025-01-01', to: '2026-10-31' }, en.alarms.statsWindowTooLong],
      [{ ...october, include_test: 'yes' }, m.includeTestInvalid],
      [{ from: '2026-10-01' }, en.requests.fields.day('to')],
    ];
    for (const [query, message] of cases) {
      const response = await report(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const exported = await request(admin, reportsEndpoints.exportResponse, { query: { from: '2026-10-31', to: '2026-10-01' } });
    expect(exported.statusCode).toBe(400);
  });

  it('exports the report as CSV: one row per group, names escaped', async () => {
    const response = await request(admin, reportsEndpoints.exportResponse, { query: october });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('response-report-2026-10-01-2026-10-31.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      [m.columns.group, m.columns.value, m.alarms, m.acknowledged, `${m.within10} (%)`, `${m.within40} (%)`, `${m.within60} (%)`]
        .concat([`${m.ackMedian} (s)`, `${m.ackP90} (s)`, `${m.resolveMedian} (s)`, m.escalations])
        .join(','),
    );
    expect(lines[1]).toBe(`${m.groups.total},2026-10-01 – 2026-10-31,6,4,33.3,50,66.7,19,44,250,2`);
    expect(lines).toContain(`${m.groups.kind},${m.kind.duress},1,1,0,100,100,30,30,300,1`);
    expect(lines).toContain(`${m.groups.operator},'${second.fullName},2,2,0,50,100,40,48,350,1`);
    expect(lines).toContain(`${m.groups.outcome},${m.false},2,,,,,,,,`);
    expect(lines.filter((line) => line.startsWith(`${m.groups.day},`))).toHaveLength(31);
  });

  it('is for admins only', async () => {
    const anonymous = await request(test.app, reportsEndpoints.response, { query: october });
    expect(anonymous.statusCode).toBe(401);
    const superAdmin = await createAccount(test.ctx, { roleId: 2 });
    const token = await signInAs(test.app, superAdmin.email, superAdmin.password);
    const asSuper = await request(test.app, reportsEndpoints.response, { query: october, headers: { authorization: `Bearer ${token}` } });
    expect(asSuper.json().data.alarms).toBe(6);
  });
});
