import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmIngestEndpoints, alarmsEndpoints, alarmSettingsEndpoints, en } from '@guardian/contracts';
import { loadConfig } from '../../../src/config';
import { queryOne } from '../../../src/db/query';
import { runEscalations } from '../../../src/modules/alarms/escalation.service';
import { alertBody, appUser, serviceKey, withKey } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const e = en.escalation;
const MINUTE = 60_000;
/** The server's ALARM_STALE_MINUTES in this file: not the built-in 10, so that a test can tell which one is used. */
const FROM_ENVIRONMENT = 25;

describe('ALARM_STALE_MINUTES', () => {
  it('defaults to 10 minutes and refuses what is not a whole number of minutes from 1 to 1440, naming the variable', () => {
    expect(loadConfig({}).alarmStaleMinutes).toBe(10);
    expect(loadConfig({ ALARM_STALE_MINUTES: '45' }).alarmStaleMinutes).toBe(45);
    for (const bad of ['soon', '0', '1441', '2.5']) {
      expect(() => loadConfig({ ALARM_STALE_MINUTES: bad }), bad).toThrow(/ALARM_STALE_MINUTES: must be a whole number of minutes from 1 to 1440/);
    }
  });
});

/**
 * The stale time on the Alarm settings page: the server's ALARM_STALE_MINUTES until a super admin saves one,
 * then the saved one, whatever the environment says.
 */
describe(`the stale time from ALARM_STALE_MINUTES until one is saved, on ${databaseKind}`, () => {
  let test: TestApp;
  let operator: SignedIn;
  let superAdmin: SignedIn;
  let ingest: ReturnType<typeof withKey>;
  const t0 = new Date('2026-04-02T09:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    test = await createTestApp({ alarmStaleMinutes: FROM_ENVIRONMENT });
    operator = await asRole(test, 3);
    superAdmin = await asRole(test, 2);
    ingest = withKey(test, await serviceKey(test));
    test.setNow(t0);
  });
  afterAll(() => test.close());

  const settings = async () => (await request(operator, alarmSettingsEndpoints.get)).json().data;
  /** An alarm raised at t0 and acknowledged by the operator, so that it has an owner to remind. */
  const ownedAlarm = async (fullName: string) => {
    const person = await appUser(test, { fullName });
    const raised = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body: alertBody(person.id, { started_at: t0.toISOString() }) });
    expect(raised.statusCode).toBe(201);
    const id = raised.json().data.id as number;
    expect((await request(operator, alarmsEndpoints.acknowledge, { params: { id } })).statusCode).toBe(200);
    return id;
  };
  const lastTimelineText = async (id: number) => (await request(operator, alarmsEndpoints.get, { params: { id } })).json().data.timeline.at(-1).text;

  it('never saved: the page reads the environment’s stale time, marked not saved, and owners are reminded after it', async () => {
    expect(await settings()).toMatchObject({ staleMinutes: FROM_ENVIRONMENT, staleMinutesSaved: false, escalationEmails: [] });

    const alarm = await ownedAlarm('Vera Variable');
    // Not after the built-in 10 minutes: after the environment's 25.
    expect((await runEscalations(test.ctx, at(10 * MINUTE))).reminded).not.toContain(alarm);
    expect((await runEscalations(test.ctx, at(FROM_ENVIRONMENT * MINUTE - 1))).reminded).not.toContain(alarm);
    expect((await runEscalations(test.ctx, at(FROM_ENVIRONMENT * MINUTE))).reminded).toContain(alarm);
    expect(await lastTimelineText(alarm)).toBe(e.timeline.reminded(operator.account.fullName, FROM_ENVIRONMENT));
  });

  it('a saved stale time wins over the environment, and the change is audited from the time that was in force', async () => {
    const saved = await request(superAdmin, alarmSettingsEndpoints.save, { body: { escalationEmails: [], staleMinutes: 7 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ staleMinutes: 7, staleMinutesSaved: true });
    expect(await settings()).toMatchObject({ staleMinutes: 7, staleMinutesSaved: true });
    const audit = await queryOne<{ summary: { staleMinutes: unknown } }>(
      test.ctx.db,
      sql`select summary from audit_log where action = 'alarm_settings.updated'`,
    );
    expect(audit?.summary.staleMinutes).toEqual({ from: FROM_ENVIRONMENT, to: 7 });

    const alarm = await ownedAlarm('Sid Saved');
    expect((await runEscalations(test.ctx, at(7 * MINUTE - 1))).reminded).not.toContain(alarm);
    expect((await runEscalations(test.ctx, at(7 * MINUTE))).reminded).toContain(alarm);
    expect(await lastTimelineText(alarm)).toBe(e.timeline.reminded(operator.account.fullName, 7));

    // Saving the same number as the environment's still counts as chosen: a later change of the variable leaves it.
    await request(superAdmin, alarmSettingsEndpoints.save, { body: { escalationEmails: [], staleMinutes: FROM_ENVIRONMENT } });
    test.ctx.config.alarmStaleMinutes = 40;
    expect(await settings()).toMatchObject({ staleMinutes: FROM_ENVIRONMENT, staleMinutesSaved: true });
  });
});
