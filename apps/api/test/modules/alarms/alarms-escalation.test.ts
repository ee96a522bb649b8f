import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alarmIngestEndpoints,
  alarmsEndpoints,
  alarmSettingsEndpoints,
  alarmWorkEndpoints,
  dashboardEndpoints,
  en,
  heatMapEndpoints,
  panicEventsEndpoints,
} from '@guardian/contracts';
import { ar } from '@guardian/contracts/messages/ar/index';
import type { AppContext } from '../../../src/context';
import { openPostgres } from '../../../src/db/client';
import { queryOne, queryRows } from '../../../src/db/query';
import { createMailer } from '../../../src/modules/mail-delivery/mailer';
import { runEscalations } from '../../../src/modules/alarms/escalation.service';
import { alertBody, appUser, serviceKey, withKey } from '../../support/alarms-fixtures';
import { asRole, createAccount, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

const e = en.escalation;
const s = en.alarmSettings;
const ACK_SECONDS = 60;
const STALE_MINUTES = 10;
const MINUTE = 60_000;

/**
 * Issue 32: kinds of alarm (duress, test), test alarms left out of the figures, escalation of unanswered and
 * stale alarms (once however many processes), and the alarm settings. The clock is the app's (setNow) and the
 * escalation round's `now`: no test waits for a minute to pass.
 */
describe(`escalation, duress and test alarms, alarm settings on ${databaseKind}`, () => {
  let test: TestApp;
  let operator: SignedIn;
  let superAdmin: SignedIn;
  let ingest: ReturnType<typeof withKey>;
  let t0: Date;

  beforeAll(async () => {
    test = await createTestApp({ alarmAckSeconds: ACK_SECONDS });
    operator = await asRole(test, 3);
    superAdmin = await asRole(test, 2);
    ingest = withKey(test, await serviceKey(test, 'Phone gateway'));
    // A fixed day at noon, so the figures of the day are this file's alone.
    t0 = new Date('2026-03-10T12:00:00.000Z');
    test.setNow(t0);
  });
  afterAll(() => test.close());

  const at = (ms: number) => new Date(t0.getTime() + ms);
  const raise = async (userId: number, overrides: Record<string, unknown> = {}) => {
    const response = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body: alertBody(userId, overrides) });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; alertUniqueId: string; kind: string; status: string };
  };
  const stop = (alertId: string, reason: string, when: Date) =>
    requestRaw(ingest, alarmIngestEndpoints.stop, { params: { alert_unique_id: alertId }, body: { reason, time_stamp: when.toISOString() } });
  const details = async (id: number) => (await request(operator, alarmsEndpoints.get, { params: { id } })).json().data;
  const mailsAbout = (name: string) =>
    queryRows<{ to: string; subject: string; text: string }>(
      test.ctx.db,
      sql`select to_address as to, subject, text from mail_outbox where subject = ${e.mail.subject(name)} order by to_address`,
    );
  const feedKinds = async (id: number) =>
    (await queryRows<{ kind: string }>(test.ctx.db, sql`select kind from alarm_feed where panic_event_id = ${id} order by id`)).map((row) => row.kind);
  const audited = async (id: number, action: string) =>
    (await queryOne<{ n: number }>(
      test.ctx.db,
      sql`select count(*)::int as n from audit_log where entity_type = 'panic_event' and entity_id = ${String(id)} and action = ${action}`,
    ))!.n;
  const saveSettings = (who: SignedIn, payload: Record<string, unknown>) => requestRaw(who, alarmSettingsEndpoints.save, { body: payload });

  it('alarm settings: any admin reads them, only super admins change them; bad values are a 400 naming the field and change nothing; audited', async () => {
    const read = await request(operator, alarmSettingsEndpoints.get);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ escalationEmails: [], staleMinutes: STALE_MINUTES, staleMinutesSaved: false, ackSeconds: ACK_SECONDS });

    const good = { escalationEmails: ['Duty.Manager@example.com', 'night@example.org', 'duty.manager@example.com'], staleMinutes: STALE_MINUTES };
    expect((await saveSettings(operator, good)).statusCode).toBe(403);
    for (const [payload, field, message] of [
      [{ ...good, escalationEmails: ['duty@example.com', 'not an address'] }, 'escalationEmails.1', s.emailInvalid],
      [{ ...good, escalationEmails: 'duty@example.com' }, 'escalationEmails', s.emailsList],
      [{ ...good, staleMinutes: 0 }, 'staleMinutes', s.staleMinutesRange],
      [{ ...good, staleMinutes: 2.5 }, 'staleMinutes', s.staleMinutesRange],
      [{ escalationEmails: [] }, 'staleMinutes', s.staleMinutesRange],
    ] as const) {
      const refused = await saveSettings(superAdmin, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
      expect(JSON.stringify(refused.json().errors ?? refused.json())).toContain(field);
    }
    expect((await request(operator, alarmSettingsEndpoints.get)).json().data.escalationEmails).toEqual([]);
    expect((await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from audit_log where action = 'alarm_settings.updated'`))!.n).toBe(0);

    const saved = await saveSettings(superAdmin, good);
    expect(saved.statusCode).toBe(200);
    // Trimmed, lower-cased, each address once.
    expect(saved.json()).toMatchObject({ message: s.saved, data: { escalationEmails: ['duty.manager@example.com', 'night@example.org'], staleMinutes: 10 } });
    const audit = await queryOne<{ summary: { escalationEmails: { from: string[]; to: string[] } } }>(
      test.ctx.db,
      sql`select summary from audit_log where action = 'alarm_settings.updated' and actor_id = ${superAdmin.account.id}`,
    );
    expect(audit?.summary.escalationEmails).toEqual({ from: [], to: ['duty.manager@example.com', 'night@example.org'] });
  });

  it('ingest takes a kind (panic by default); an unknown kind is a 400 that creates nothing; a duress alarm gets the duress plan', async () => {
    const person = await appUser(test, { fullName: 'Kira Kind' });
    expect((await raise(person.id)).kind).toBe('panic');
    const refused = await request(ingest, alarmIngestEndpoints.createPanicEvent, {
      body: alertBody(person.id, { alert_unique_id: 'kind-bad', kind: 'drill' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(en.requests.alarmKind);
    expect(await queryOne(test.ctx.db, sql`select id from panic_events where alert_unique_id = 'kind-bad'`)).toBeUndefined();

    const duress = await raise(person.id, { kind: 'duress' });
    expect(duress.kind).toBe('duress');
    const steps = (await details(duress.id)).steps as { text: string }[];
    expect(steps[0]!.text).toBe('Do not trust a cancel: treat the person as in danger');
  });

  it('the stop call: a duress alarm stays open (the stop is in its timeline), a test alarm is resolved false_test, a panic alarm someone owns stays with its owner', async () => {
    const person = await appUser(test, { fullName: 'Stella Stop' });
    const when = at(5000);

    const duress = await raise(person.id, { kind: 'duress' });
    const duressStop = await stop(duress.alertUniqueId, 'user_cancelled', when);
    expect(duressStop.statusCode).toBe(200);
    expect(duressStop.json().data).toMatchObject({ status: 'open', outcome: null, resolvedAt: null, stopReason: 'user_cancelled', kind: 'duress' });
    expect((await details(duress.id)).timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['ingested', 'stopped']);
    expect(await feedKinds(duress.id)).toEqual(['created', 'stopped']);

    const drill = await raise(person.id, { kind: 'test' });
    const drillStop = await stop(drill.alertUniqueId, 'ended', when);
    expect(drillStop.json().data).toMatchObject({ status: 'resolved', outcome: 'false_test', resolvedBy: null, stopReason: 'ended' });
    expect(await feedKinds(drill.id)).toEqual(['created', 'resolved']);

    // Nobody acknowledged it: the person's cancel closes it, as before.
    const unowned = await raise(person.id);
    expect((await stop(unowned.alertUniqueId, 'user_cancelled', when)).json().data).toMatchObject({ status: 'resolved', outcome: 'cancelled_by_user' });

    const owned = await raise(person.id);
    expect((await request(operator, alarmsEndpoints.acknowledge, { params: { id: owned.id } })).statusCode).toBe(200);
    const ownedStop = await stop(owned.alertUniqueId, 'user_cancelled', when);
    expect(ownedStop.json().data).toMatchObject({
      status: 'acknowledged',
      outcome: null,
      stopReason: 'user_cancelled',
      stoppedAt: when.toISOString(),
      owner: { id: operator.account.id },
    });
    expect((await details(owned.id)).timeline.at(-1)).toMatchObject({ kind: 'stopped' });
  });

  it('test alarms are left out of the dashboard, its trends and countries, the response figures and the heat map; the list shows and filters the kind', async () => {
    const person = await appUser(test, { fullName: 'Tess Figures' });
    const day = t0.toISOString().slice(0, 10);
    const figures = async () => {
      const [stats, trends, response, map] = await Promise.all([
        request(operator, dashboardEndpoints.get),
        request(operator, dashboardEndpoints.trends, { query: { from: day, to: day } }),
        request(operator, alarmsEndpoints.responseStats, { query: { from: day, to: day } }),
        request(operator, heatMapEndpoints.listPanicEventLocations, { query: { zoom: '3' } }),
      ]);
      const today = trends.json().data.days[0];
      return {
        total: stats.json().data.totalPanicEvents,
        emergencyFromPhone: today.emergencyFromPhone,
        countries: trends.json().data.topCountries,
        alerts: response.json().data.alerts,
        onMap: map.json().total,
      };
    };
    const before = await figures();
    // Hours before t0, so the day's stored cells and the events both count it; stopped, so its row changes too.
    const drill = await raise(person.id, { kind: 'test', started_at: at(-3 * 3600_000).toISOString() });
    await stop(drill.alertUniqueId, 'ended', at(1000));
    expect(await figures()).toEqual(before);

    // The same alert as a panic counts everywhere: the figures above could have seen it.
    await raise(person.id, { started_at: at(-3 * 3600_000).toISOString() });
    const after = await figures();
    expect(after).toMatchObject({
      total: before.total + 1,
      emergencyFromPhone: before.emergencyFromPhone + 1,
      alerts: before.alerts + 1,
      onMap: before.onMap + 1,
    });
    expect(after.countries).not.toEqual(before.countries);

    const list = await request(operator, panicEventsEndpoints.list, { query: { keyword: 'Tess Figures', kind: 'test' } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: number; kind: string }) => [row.id, row.kind])).toEqual([[drill.id, 'test']]);
    const all = await request(operator, panicEventsEndpoints.list, { query: { keyword: 'Tess Figures' } });
    expect(
      all
        .json()
        .data.map((row: { kind: string }) => row.kind)
        .sort(),
    ).toEqual(['panic', 'test']);
    const bad = await request(operator, panicEventsEndpoints.list, { query: { kind: 'drill' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(en.panicEvents.validation.kindInvalid);

    const csv = await request(operator, panicEventsEndpoints.export, { query: { keyword: 'Tess Figures', kind: 'test' } });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trim().split(/\r?\n/);
    // The kind comes before the columns of how the alarm was worked (outcome, handler, note, hand-off reference).
    const kindAt = header!.split(',').indexOf(en.panicEvents.columns.kind);
    expect(kindAt).toBe(header!.split(',').length - 5);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(',')[kindAt]).toBe(en.panicEvents.kind.test);
  });

  it('an alarm nobody acknowledges within ALARM_ACK_SECONDS is escalated once: marked, on the feed, audited, in its timeline, one mail per address', async () => {
    const person = await appUser(test, { fullName: 'Una Answered' });
    const alarm = await raise(person.id, { started_at: t0.toISOString() });
    const drill = await raise(person.id, { kind: 'test', started_at: t0.toISOString() });

    expect((await runEscalations(test.ctx, at(ACK_SECONDS * 1000 - 1))).escalated).not.toContain(alarm.id);
    const round = await runEscalations(test.ctx, at(ACK_SECONDS * 1000));
    expect(round.escalated).toContain(alarm.id);
    expect(round.escalated).not.toContain(drill.id);
    // Later rounds find nothing more to do for it.
    expect((await runEscalations(test.ctx, at(ACK_SECONDS * 1000 + MINUTE))).escalated).not.toContain(alarm.id);

    const shown = await details(alarm.id);
    expect(shown).toMatchObject({ status: 'open', escalatedAt: at(ACK_SECONDS * 1000).toISOString() });
    expect(shown.timeline.at(-1)).toMatchObject({ kind: 'escalated', text: e.timeline.escalatedUnacknowledged(ACK_SECONDS) });
    expect((await details(drill.id)).escalatedAt).toBeNull();
    expect(await feedKinds(alarm.id)).toEqual(['created', 'escalated']);
    expect(await audited(alarm.id, 'alarm.escalated')).toBe(1);
    const mails = await mailsAbout('Una Answered');
    expect(mails.map((mail) => mail.to)).toEqual(['duty.manager@example.com', 'night@example.org']);
    expect(mails[0]!.text).toContain(e.mail.unacknowledged('Una Answered', ACK_SECONDS));
    expect(mails[0]!.text).toContain(`http://guardian.test/admin/alarms?alarm=${alarm.id}`);
  });

  it("an owned alarm left without action reminds its owner after the stale time, and escalates after the same time again; the owner's action starts the wait again", async () => {
    const person = await appUser(test, { fullName: 'Sam Stale' });
    const alarm = await raise(person.id, { started_at: t0.toISOString() });
    const acted = await raise(person.id, { started_at: t0.toISOString() });
    for (const id of [alarm.id, acted.id]) expect((await request(operator, alarmsEndpoints.acknowledge, { params: { id } })).statusCode).toBe(200);
    const stale = STALE_MINUTES * MINUTE;

    expect((await runEscalations(test.ctx, at(stale - 1))).reminded).not.toContain(alarm.id);
    const reminded = await runEscalations(test.ctx, at(stale));
    expect(reminded.reminded).toEqual(expect.arrayContaining([alarm.id, acted.id]));
    expect(reminded.escalated).not.toContain(alarm.id);
    expect(await feedKinds(alarm.id)).toEqual(['created', 'acknowledged', 'reminded']);
    expect((await details(alarm.id)).timeline.at(-1)).toMatchObject({ kind: 'reminded', text: e.timeline.reminded(operator.account.fullName, STALE_MINUTES) });
    expect((await runEscalations(test.ctx, at(stale + MINUTE))).reminded).not.toContain(alarm.id);

    // The owner of the other alarm acts after the reminder: it is not escalated.
    test.setNow(at(stale + 2 * MINUTE));
    expect((await request(operator, alarmWorkEndpoints.note, { params: { id: acted.id }, body: { text: 'Person called back, all fine' } })).statusCode).toBe(
      200,
    );
    test.setNow(t0);

    expect((await runEscalations(test.ctx, at(2 * stale - 1))).escalated).not.toContain(alarm.id);
    const escalated = await runEscalations(test.ctx, at(2 * stale));
    expect(escalated.escalated).toContain(alarm.id);
    expect(escalated.escalated).not.toContain(acted.id);
    expect((await details(alarm.id)).escalatedAt).toBe(at(2 * stale).toISOString());
    expect((await details(alarm.id)).timeline.at(-1)).toMatchObject({ kind: 'escalated', text: e.timeline.escalatedStale(operator.account.fullName) });
    expect(await audited(alarm.id, 'alarm.reminded')).toBe(1);
    expect(await audited(alarm.id, 'alarm.escalated')).toBe(1);
    expect(await mailsAbout('Sam Stale')).toHaveLength(2);

    // A quiet spell after the note reminds again, once.
    const again = await runEscalations(test.ctx, at(2 * MINUTE + 2 * stale));
    expect(again.reminded).toContain(acted.id);
    expect(again.reminded).not.toContain(alarm.id);
  });

  it.skipIf(databaseKind === 'pglite')('two processes running rounds at the same moment escalate an alarm once, with one mail per address', async () => {
    // A second process's connections to the same database, its own mailer: the claims are all that keep it from repeating.
    const database = await openPostgres(test.databaseUrl!, 5);
    const second: AppContext = { ...test.ctx, database, db: database.db, mailer: createMailer({ from: test.ctx.config.mailFrom, log: test.app.log }) };
    try {
      const person = await appUser(test, { fullName: 'Paula Pair' });
      const alarms = await Promise.all([1, 2, 3].map(() => raise(person.id, { started_at: t0.toISOString() })));
      const when = at(ACK_SECONDS * 1000);
      const rounds = await Promise.all([
        runEscalations(test.ctx, when),
        runEscalations(second, when),
        runEscalations(test.ctx, when),
        runEscalations(second, when),
      ]);
      const escalated = rounds.flatMap((round) => round.escalated).filter((id) => alarms.some((alarm) => alarm.id === id));
      expect(escalated.sort()).toEqual(alarms.map((alarm) => alarm.id).sort());
      expect(await mailsAbout('Paula Pair')).toHaveLength(2 * alarms.length);
      for (const alarm of alarms) expect(await audited(alarm.id, 'alarm.escalated')).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("an escalation address that is an admin's own gets the mail in that admin's language; other addresses get it in English", async () => {
    await createAccount(test.ctx, { roleId: 3, email: 'Layla.Duty@example.com', fullName: 'Layla Duty', language: 'ar' });
    await createAccount(test.ctx, { roleId: 3, email: 'night@example.org', fullName: 'Night Desk', language: 'en' });
    const addresses = ['duty.manager@example.com', 'night@example.org', 'layla.duty@example.com'];
    expect((await saveSettings(superAdmin, { escalationEmails: addresses, staleMinutes: STALE_MINUTES })).statusCode).toBe(200);
    try {
      const person = await appUser(test, { fullName: 'Lina Languages' });
      const alarm = await raise(person.id, { started_at: t0.toISOString() });
      expect((await runEscalations(test.ctx, at(ACK_SECONDS * 1000))).escalated).toContain(alarm.id);

      const mails = await queryRows<{ to: string; subject: string; text: string; html: string }>(
        test.ctx.db,
        sql`select to_address as to, subject, text, html from mail_outbox where text like ${`%alarm=${alarm.id}%`} order by to_address`,
      );
      expect(mails.map((mail) => mail.to)).toEqual(['duty.manager@example.com', 'layla.duty@example.com', 'night@example.org']);
      const [english, arabic, night] = mails;
      expect(english).toMatchObject({ subject: e.mail.subject('Lina Languages') });
      expect(night).toMatchObject({ subject: e.mail.subject('Lina Languages') });
      expect(arabic!.subject).toBe(ar.escalation.mail.subject('Lina Languages'));
      expect(arabic!.text).toContain(ar.escalation.mail.unacknowledged('Lina Languages', ACK_SECONDS));
      expect(arabic!.html).toContain('dir="rtl"');
    } finally {
      await saveSettings(superAdmin, { escalationEmails: ['duty.manager@example.com', 'night@example.org'], staleMinutes: STALE_MINUTES });
    }
  });
});
