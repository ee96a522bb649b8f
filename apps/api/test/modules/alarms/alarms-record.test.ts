import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_LIMITS, alarmIngestEndpoints, alarmsEndpoints, alarmWorkEndpoints, en, type Endpoint, panicEventsEndpoints } from '@guardian/contracts';
import { queryOne } from '../../../src/db/query';
import { alertBody, appUser, serviceKey, withKey, withoutRequiredSteps } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

const m = en.alarms;

/** The location trail, alerts for deactivated accounts, and how an alarm was worked as Panic Events shows it. */
describe(`an alarm's record on ${databaseKind}`, () => {
  let test: TestApp;
  let operator: SignedIn;
  let ingest: ReturnType<typeof withKey>;

  beforeAll(async () => {
    test = await createTestApp();
    operator = await asRole(test, 3);
    ingest = withKey(test, await serviceKey(test, 'Phone gateway'));
    await withoutRequiredSteps(test);
  });
  afterAll(() => test.close());

  const raise = async (userId: number, overrides: Record<string, unknown> = {}) => {
    const body = alertBody(userId, overrides);
    const response = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().data.id as number, alertId: body.alert_unique_id };
  };
  const details = async (id: number) => {
    const response = await request(operator, alarmsEndpoints.get, { params: { id } });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const logCount = async (id: number) =>
    (await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from alert_logs where panic_event_id = ${id}`))!.n;

  it('draws the trail from the start and every log position in time order, with accuracy; bad accuracy is a 400 that stores nothing', async () => {
    const person = await appUser(test);
    const startedAt = new Date(Date.now() - 120_000);
    const at = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000).toISOString();
    const { id, alertId } = await raise(person.id, { latitude: 51.5, longitude: -0.12, started_at: startedAt.toISOString() });
    const log = (payload: Record<string, unknown>) =>
      requestRaw(ingest, alarmIngestEndpoints.addLog, {
        params: { alert_unique_id: alertId },
        body: { event_type: 'location', event_message: '', ...payload },
      });

    // Sent out of order: the trail follows the device's times, not the order of arrival.
    expect((await log({ time_stamp: at(60), latitude: 51.502, longitude: -0.122, accuracy_m: 12.5 })).statusCode).toBe(201);
    expect((await log({ time_stamp: at(30), latitude: 51.501, longitude: -0.121 })).statusCode).toBe(201);
    expect((await log({ time_stamp: at(45), event_type: 'battery', event_message: '20%' })).statusCode).toBe(201);

    const bad: [Record<string, unknown>, string][] = [
      [{ latitude: 51.6, longitude: -0.1, accuracy_m: -1 }, 'accuracy_m must be a number from 0 to 100000.'],
      [{ latitude: 51.6, longitude: -0.1, accuracy_m: ALARM_LIMITS.accuracyMaxMetres + 1 }, 'accuracy_m must be a number from 0 to 100000.'],
      [{ latitude: 51.6, longitude: -0.1, accuracy_m: '5' }, 'accuracy_m must be a number from 0 to 100000.'],
      [{ accuracy_m: 5 }, m.accuracyWithoutPosition],
    ];
    for (const [payload, message] of bad) {
      const response = await log({ time_stamp: at(90), ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await logCount(id)).toBe(3);

    const alarm = await details(id);
    expect(alarm.trail).toEqual([
      { latitude: 51.5, longitude: -0.12, at: startedAt.toISOString(), accuracyM: null },
      { latitude: 51.501, longitude: -0.121, at: at(30), accuracyM: null },
      { latitude: 51.502, longitude: -0.122, at: at(60), accuracyM: 12.5 },
    ]);
    // The desk's last known position is the newest point of the trail.
    expect([alarm.latitude, alarm.longitude]).toEqual([51.502, -0.122]);
  });

  it('stores and shows an alert for a deactivated account, marked inactive; an account that does not exist is a clear 400', async () => {
    const deactivated = await appUser(test, { fullName: 'Quiet Quinn', status: 0 });
    const { id } = await raise(deactivated.id);
    const desk = await request(operator, alarmsEndpoints.desk);
    expect(desk.json().data.find((row: { id: number }) => row.id === id)).toMatchObject({ accountActive: false, person: { fullName: 'Quiet Quinn' } });
    expect((await details(id)).accountActive).toBe(false);

    const active = await raise((await appUser(test)).id);
    expect((await details(active.id)).accountActive).toBe(true);

    const before = await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from panic_events`);
    const missing = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body: alertBody(99_999_999) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(m.unknownUser);
    expect(await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from panic_events`)).toEqual(before);
  });

  it('lists and exports the outcome, the handler, the note and the latest hand-off reference', async () => {
    const person = await appUser(test, { fullName: 'Rowan Record', userName: 'rowan.record' });
    const { id } = await raise(person.id);
    const act = (endpoint: Endpoint, payload?: Record<string, unknown>) => requestRaw(operator, endpoint, { params: { id }, body: payload });
    expect((await act(alarmsEndpoints.acknowledge)).statusCode).toBe(200);
    expect((await act(alarmWorkEndpoints.handoff, { service: 'ambulance', reference: 'AMB-1', note: '' })).statusCode).toBe(200);
    expect((await act(alarmWorkEndpoints.handoff, { service: 'police', reference: 'POL-2026-77', note: 'Unit 4' })).statusCode).toBe(200);

    const listed = async () => {
      const response = await request(operator, panicEventsEndpoints.list, { query: { keyword: 'rowan.record' } });
      expect(response.statusCode).toBe(200);
      return response.json().data[0];
    };
    expect(await listed()).toMatchObject({ outcome: null, handler: { id: operator.account.id, name: operator.account.fullName }, note: '' });

    expect((await act(alarmsEndpoints.resolve, { outcome: 'services_attended', note: 'Police took her home' })).statusCode).toBe(200);
    expect(await listed()).toMatchObject({
      status: 'resolved',
      outcome: 'services_attended',
      handler: { id: operator.account.id, name: operator.account.fullName },
      note: 'Police took her home',
      handoffReference: 'POL-2026-77',
    });

    const file = await request(operator, panicEventsEndpoints.export, { query: { keyword: 'rowan.record' } });
    expect(file.statusCode).toBe(200);
    const [header, row] = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header?.split(',').slice(-4)).toEqual(['Outcome', 'Handled by', 'Resolution note', 'Hand-off reference']);
    expect(row?.split(',').slice(-4)).toEqual([m.outcome.services_attended, operator.account.fullName, 'Police took her home', 'POL-2026-77']);
  });
});
