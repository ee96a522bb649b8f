import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_WORK_LIMITS, alarmIngestEndpoints, alarmsEndpoints, alarmWorkEndpoints, en, type Endpoint, responsePlansEndpoints } from '@guardian/contracts';
import { ar } from '@guardian/contracts/messages/ar/index';
import { queryOne, queryRows } from '../../../src/db/query';
import { emergencyContacts } from '../../../src/db/schema';
import { alertBody, appUser, serviceKey, withKey } from '../../support/alarms-fixtures';
import { asRole, createTestApp, databaseKind, type SignedIn, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

const m = en.alarms;
const w = en.alarmWork;
const AR = { 'accept-language': 'ar' };

describe(`working an alarm on ${databaseKind}`, () => {
  let test: TestApp;
  let operator: SignedIn;
  let colleague: SignedIn;
  let superAdmin: SignedIn;
  let ingest: ReturnType<typeof withKey>;
  let person: Awaited<ReturnType<typeof appUser>>;
  let stranger: Awaited<ReturnType<typeof appUser>>;
  const contactIds: Record<string, number> = {};

  beforeAll(async () => {
    test = await createTestApp();
    operator = await asRole(test, 3);
    colleague = await asRole(test, 3);
    superAdmin = await asRole(test, 2);
    ingest = withKey(test, await serviceKey(test, 'Phone gateway'));
    person = await appUser(test, { fullName: 'Dana Hale', countryCode: '44', phoneNumber: '7700900111' });
    stranger = await appUser(test, { fullName: 'Eli Stone' });
    const added = await test.ctx.db
      .insert(emergencyContacts)
      .values([
        { userId: person.id, contactName: 'Pending Pat', countryCode: '+44', contactNumber: '7700900222', consentStatus: 1 },
        { userId: person.id, contactName: 'Approved Amy', countryCode: '44', contactNumber: '7700900333', consentStatus: 2 },
        { userId: stranger.id, contactName: 'Not Hers', countryCode: '44', contactNumber: '7700900444', consentStatus: 2 },
      ])
      .returning({ id: emergencyContacts.id, name: emergencyContacts.contactName });
    for (const row of added) contactIds[row.name] = row.id;
  });
  afterAll(() => test.close());

  const raise = async (overrides: Record<string, unknown> = {}) => {
    const response = await request(ingest, alarmIngestEndpoints.createPanicEvent, { body: alertBody(person.id, overrides) });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };
  const post = (who: SignedIn, endpoint: Endpoint, params: Record<string, unknown>, payload?: Record<string, unknown>, headers?: Record<string, string>) =>
    requestRaw(who, endpoint, { params, body: payload, headers });
  const details = async (who: SignedIn, id: number, headers?: Record<string, string>) => {
    const response = await request(who, alarmsEndpoints.get, { params: { id }, headers });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  /** An alarm acknowledged (and so owned) by `who`. */
  const owned = async (who: SignedIn = operator, overrides: Record<string, unknown> = {}) => {
    const id = await raise(overrides);
    expect((await post(who, alarmsEndpoints.acknowledge, { id })).statusCode).toBe(200);
    return id;
  };
  const actionCount = async (id: number) =>
    (await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from alarm_actions where panic_event_id = ${id}`))!.n;
  const audited = async (id: number) =>
    (
      await queryRows<{ action: string }>(
        test.ctx.db,
        sql`select action from audit_log where entity_type = 'panic_event' and entity_id = ${String(id)} order by id`,
      )
    ).map((row) => row.action);
  const finishRequired = async (who: SignedIn, id: number) => {
    for (const step of (await details(who, id)).steps as { id: number; required: boolean }[]) {
      if (step.required) expect((await post(who, alarmWorkEndpoints.step, { id, stepId: step.id }, { status: 'done' })).statusCode).toBe(200);
    }
  };

  describe('response plans', () => {
    it('ships a plan for app emergencies, app warnings, wearables and the rest; only super admins change them', async () => {
      const list = await request(operator, responsePlansEndpoints.list);
      expect(list.statusCode).toBe(200);
      const plans = list.json().data as { kind: string; name: string; steps: { text: string; required: boolean }[] }[];
      expect(plans.map((plan) => plan.kind)).toEqual(['app_emergency', 'app_warning', 'wearable', 'duress', 'default']);
      expect(plans[0]).toMatchObject({ name: w.planNames.app_emergency });
      expect(plans[0]!.steps[0]).toEqual({ text: 'Call the person back', required: true });
      expect(plans.every((plan) => plan.steps.some((step) => step.text === 'Record what happened' && step.required))).toBe(true);

      const refused = await request(operator, responsePlansEndpoints.save, { params: { kind: 'wearable' }, body: { steps: [{ text: 'x', required: true }] } });
      expect(refused.statusCode).toBe(403);
    });

    it('refuses a bad plan with a clear message and keeps the plan as it was', async () => {
      const before = (await request(operator, responsePlansEndpoints.list)).json().data;
      for (const [kind, payload, message] of [
        ['wearable', { steps: [] }, w.stepsRequired],
        ['wearable', { steps: [{ text: '', required: true }] }, w.stepTextRequired],
        [
          'wearable',
          { steps: [{ text: 'x'.repeat(ALARM_WORK_LIMITS.stepTextMax + 1), required: true }] },
          en.requests.fields.tooLong('text', ALARM_WORK_LIMITS.stepTextMax),
        ],
        ['wearable', { steps: [{ text: 'Call', required: 'yes' }] }, w.choose('whether the step is required')],
        ['pets', { steps: [{ text: 'Call', required: true }] }, w.unknownKind],
      ] as const) {
        const response = await requestRaw(superAdmin, responsePlansEndpoints.save, { params: { kind }, body: payload });
        expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect((await request(operator, responsePlansEndpoints.list)).json().data).toEqual(before);
    });

    it('copies the plan of its kind onto an alarm when it is raised; a later change leaves open alarms as they were', async () => {
      const before = await raise({ source: 2 });
      const steps = [
        { text: 'Check the watch position', required: true },
        { text: 'Call the wearer', required: false },
      ];
      const saved = await request(superAdmin, responsePlansEndpoints.save, { params: { kind: 'wearable' }, body: { steps } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ message: w.planSaved, data: { kind: 'wearable', name: w.planNames.wearable, steps } });
      const after = await raise({ source: 2 });
      const appAlarm = await raise({ source: 1, alert_type: 1 });

      expect((await details(operator, before)).steps.map((step: { text: string }) => step.text)).toContain('Call the person back on their phone');
      expect((await details(operator, after)).steps).toEqual([
        { id: 1, text: 'Check the watch position', required: true, status: 'pending', note: '', by: null, at: null },
        { id: 2, text: 'Call the wearer', required: false, status: 'pending', note: '', by: null, at: null },
      ]);
      expect((await details(operator, appAlarm)).steps[0]).toMatchObject({ text: 'Call the person back', required: true });
      const audit = await queryOne<{ n: number }>(
        test.ctx.db,
        sql`select count(*)::int as n from audit_log where action = 'response_plan.updated' and entity_id = 'wearable'`,
      );
      expect(audit?.n).toBe(1);
    });
  });

  describe('ownership', () => {
    it('makes whoever acknowledges the owner, on the desk and in the details', async () => {
      const id = await owned(operator);
      expect((await details(colleague, id)).owner).toEqual({ id: operator.account.id, name: operator.account.fullName });
      const desk = (await request(colleague, alarmsEndpoints.desk)).json().data as { id: number; owner: unknown }[];
      expect(desk.find((row) => row.id === id)?.owner).toEqual({ id: operator.account.id, name: operator.account.fullName });
      expect((await details(colleague, await raise())).owner).toBeNull();
    });

    it('takes over with a reason: the new owner is on the feed, in the audit and in the timeline', async () => {
      const id = await owned(operator);
      const feedBefore = await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from alarm_feed where panic_event_id = ${id}`);
      for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(ALARM_WORK_LIMITS.reasonMax + 1) }, { reason: 7 }]) {
        const refused = await post(colleague, alarmWorkEndpoints.takeOver, { id }, payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(
          payload.reason === undefined || payload.reason === '   ' || payload.reason === 7
            ? w.reasonRequired
            : en.requests.fields.tooLong('reason', ALARM_WORK_LIMITS.reasonMax),
        );
      }
      expect((await details(colleague, id)).owner.id).toBe(operator.account.id);

      const taken = await post(colleague, alarmWorkEndpoints.takeOver, { id }, { reason: 'Operator went on a break' });
      expect(taken.statusCode).toBe(200);
      expect(taken.json().message).toBe(w.takenOver);
      expect(taken.json().data.owner).toEqual({ id: colleague.account.id, name: colleague.account.fullName });
      expect(taken.json().data.timeline.at(-1)).toMatchObject({
        kind: 'taken_over',
        by: colleague.account.fullName,
        text: w.timeline.takenOver(colleague.account.fullName, operator.account.fullName, 'Operator went on a break'),
      });
      const feed = await queryRows<{ kind: string }>(test.ctx.db, sql`select kind from alarm_feed where panic_event_id = ${id} order by id`);
      expect(feed.length).toBe(feedBefore!.n + 1);
      expect(feed.at(-1)?.kind).toBe('updated');
      expect(await audited(id)).toEqual(['alarm.ingested', 'alarm.acknowledged', 'alarm.taken_over']);

      expect((await post(colleague, alarmWorkEndpoints.takeOver, { id }, { reason: 'again' })).json()).toEqual({ message: w.alreadyOwner });
      // A desk that still shows the earlier owner is told who has it now, rather than taking it from them unseen.
      const stale = await post(superAdmin, alarmWorkEndpoints.takeOver, { id }, { reason: 'mine', from: operator.account.id });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: w.takenBy(colleague.account.fullName) });
      const badFrom = await post(superAdmin, alarmWorkEndpoints.takeOver, { id }, { reason: 'mine', from: 'me' });
      expect(badFrom.statusCode).toBe(400);
      expect(badFrom.json().message).toBe(en.requests.fields.wholeNumber('from'));
      const unowned = await post(colleague, alarmWorkEndpoints.takeOver, { id: await raise() }, { reason: 'mine' });
      expect(unowned.statusCode).toBe(409);
      expect(unowned.json()).toEqual({ message: w.notOwnedYet });
      expect((await post(colleague, alarmWorkEndpoints.takeOver, { id: 999_999 }, { reason: 'mine' })).statusCode).toBe(404);
    });

    it('gives one winner to two operators taking over at once', async () => {
      const id = await owned(operator);
      // Both desks showed the operator as owner; whichever request the server takes second finds another owner.
      const seen = { reason: 'mine', from: operator.account.id };
      const [first, second] = await Promise.all([
        post(colleague, alarmWorkEndpoints.takeOver, { id }, seen),
        post(superAdmin, alarmWorkEndpoints.takeOver, { id }, seen),
      ]);
      const statuses = [first!.statusCode, second!.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first!.statusCode === 200 ? colleague : superAdmin;
      const loser = first!.statusCode === 200 ? second! : first!;
      expect(loser.json()).toEqual({ message: w.takenBy(winner.account.fullName) });
      expect((await details(operator, id)).owner.id).toBe(winner.account.id);
      expect((await audited(id)).filter((action) => action === 'alarm.taken_over')).toHaveLength(1);
    });
  });

  describe('the checklist', () => {
    it('lets the owner or a super admin mark steps; anyone else is told who owns the alarm', async () => {
      const id = await owned(operator);
      const refused = await post(colleague, alarmWorkEndpoints.step, { id, stepId: 1 }, { status: 'done' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: w.takenBy(operator.account.fullName) });
      expect((await post(colleague, alarmWorkEndpoints.step, { id, stepId: 1 }, { status: 'done' }, AR)).json()).toEqual({
        message: ar.alarmWork.takenBy(operator.account.fullName),
      });
      const unowned = await post(colleague, alarmWorkEndpoints.step, { id: await raise(), stepId: 1 }, { status: 'done' });
      expect(unowned.json()).toEqual({ message: w.notOwnedYet });

      const done = await post(operator, alarmWorkEndpoints.step, { id, stepId: 1 }, { status: 'done', note: 'She answered.' });
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe(w.stepRecorded);
      expect(done.json().data.steps[0]).toMatchObject({
        id: 1,
        status: 'done',
        note: 'She answered.',
        by: { id: operator.account.id, name: operator.account.fullName },
        at: expect.any(String),
      });
      const bySuper = await post(superAdmin, alarmWorkEndpoints.step, { id, stepId: 2 }, { status: 'skipped', note: 'The person answered.' });
      expect(bySuper.statusCode).toBe(200);
      expect(bySuper.json().data.steps[1]).toMatchObject({ status: 'skipped', note: 'The person answered.', by: { id: superAdmin.account.id } });
    });

    it('refuses a skip without a reason, an unknown status or step, and changes nothing', async () => {
      const id = await owned(operator);
      const before = await actionCount(id);
      for (const [payload, message] of [
        [{ status: 'skipped' }, w.skipNeedsNote],
        [{ status: 'skipped', note: '  ' }, w.skipNeedsNote],
        [{ status: 'pending' }, w.choose('done or skipped')],
        [{ status: 'done', note: 'x'.repeat(ALARM_WORK_LIMITS.noteMax + 1) }, en.requests.fields.tooLong('note', ALARM_WORK_LIMITS.noteMax)],
      ] as const) {
        const response = await post(operator, alarmWorkEndpoints.step, { id, stepId: 1 }, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      const unknown = await post(operator, alarmWorkEndpoints.step, { id, stepId: 99 }, { status: 'done' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: w.stepNotFound });
      expect(await actionCount(id)).toBe(before);
      expect((await details(operator, id)).steps.every((step: { status: string }) => step.status === 'pending')).toBe(true);
    });

    it('refuses to resolve while a required step is open, naming it; resolves once each is done or skipped', async () => {
      const id = await owned(operator);
      const open = (await details(operator, id)).steps.filter((step: { required: boolean }) => step.required).map((step: { text: string }) => step.text);
      const refused = await post(operator, alarmsEndpoints.resolve, { id }, { outcome: 'helped', note: '' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: w.requiredStepsOpen(open) });
      expect((await details(operator, id)).status).toBe('acknowledged');

      await post(operator, alarmWorkEndpoints.step, { id, stepId: 1 }, { status: 'done' });
      const still = await post(operator, alarmsEndpoints.resolve, { id }, { outcome: 'helped' });
      expect(still.json()).toEqual({ message: w.requiredStepsOpen(open.slice(1)) });
      await post(operator, alarmWorkEndpoints.step, { id, stepId: 2 }, { status: 'skipped', note: 'She answered the first call.' });
      await post(operator, alarmWorkEndpoints.step, { id, stepId: 4 }, { status: 'done' });
      const resolved = await post(operator, alarmsEndpoints.resolve, { id }, { outcome: 'helped', note: 'Safe at home.' });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json().data).toMatchObject({ status: 'resolved', outcome: 'helped' });
    });

    it('lets only the owner or a super admin resolve an owned alarm', async () => {
      const id = await owned(operator);
      await finishRequired(operator, id);
      const refused = await post(colleague, alarmsEndpoints.resolve, { id }, { outcome: 'helped' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: w.takenBy(operator.account.fullName) });
      expect((await post(superAdmin, alarmsEndpoints.resolve, { id }, { outcome: 'false_test' })).statusCode).toBe(200);
    });
  });

  describe('calls, hand-offs and notes', () => {
    it("shows the person's number and their contacts in call order, with numbers and consent", async () => {
      const data = await details(operator, await raise());
      expect(data.person.phone).toBe('+44 7700900111');
      expect(data.contacts).toEqual([
        { id: contactIds['Approved Amy'], name: 'Approved Amy', phone: '+44 7700900333', consentStatus: 2, consent: w.consent[2] },
        { id: contactIds['Pending Pat'], name: 'Pending Pat', phone: '+44 7700900222', consentStatus: 1, consent: w.consent[1] },
      ]);
    });

    it('logs calls to the person and to their contacts; refuses a contact who is not theirs and bad input', async () => {
      const id = await owned(operator);
      const before = await actionCount(id);
      for (const [payload, message] of [
        [{ called: 'contact', contact_id: contactIds['Not Hers'], number: '+44 7700900444', result: 'answered' }, w.contactNotOfPerson],
        [{ called: 'contact', number: '+44 7700900333', result: 'answered' }, w.contactRequired],
        [{ called: 'person', number: '+44 7700900111', result: 'hung_up' }, w.choose('a result')],
        [{ called: 'neighbour', number: '+44 7700900111', result: 'answered' }, w.choose('who was called')],
        [{ called: 'person', number: '', result: 'answered' }, w.numberRequired],
        [
          { called: 'person', number: '1'.repeat(ALARM_WORK_LIMITS.numberMax + 1), result: 'answered' },
          en.requests.fields.tooLong('number', ALARM_WORK_LIMITS.numberMax),
        ],
      ] as const) {
        const response = await post(operator, alarmWorkEndpoints.call, { id }, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await actionCount(id)).toBe(before);
      expect((await post(colleague, alarmWorkEndpoints.call, { id }, { called: 'person', number: '+44 7700900111', result: 'busy' })).json()).toEqual({
        message: w.takenBy(operator.account.fullName),
      });

      await post(operator, alarmWorkEndpoints.call, { id }, { called: 'person', number: '+44 7700900111', result: 'no_answer' });
      const logged = await post(
        operator,
        alarmWorkEndpoints.call,
        { id },
        {
          called: 'contact',
          contact_id: contactIds['Approved Amy'],
          number: '+44 7700900333',
          result: 'answered',
          note: 'Amy is on her way.',
        },
      );
      expect(logged.statusCode).toBe(200);
      expect(logged.json().message).toBe(w.callLogged);
      const by = { id: operator.account.id, name: operator.account.fullName };
      expect(logged.json().data.calls).toEqual([
        { called: 'person', contactId: null, number: '+44 7700900111', result: 'no_answer', note: '', by, at: expect.any(String) },
        {
          called: 'contact',
          contactId: contactIds['Approved Amy'],
          number: '+44 7700900333',
          result: 'answered',
          note: 'Amy is on her way.',
          by,
          at: expect.any(String),
        },
      ]);
      expect(logged.json().data.timeline.at(-1).text).toBe(w.timeline.call(operator.account.fullName, 'Approved Amy', '+44 7700900333', w.callResult.answered));
    });

    it('records hand-offs to emergency services', async () => {
      const id = await owned(operator);
      const bad = await post(operator, alarmWorkEndpoints.handoff, { id }, { service: 'coastguard', reference: 'X1' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(w.choose('a service'));
      const tooLong = await post(
        operator,
        alarmWorkEndpoints.handoff,
        { id },
        { service: 'police', reference: 'R'.repeat(ALARM_WORK_LIMITS.referenceMax + 1) },
      );
      expect(tooLong.json().message).toBe(en.requests.fields.tooLong('reference', ALARM_WORK_LIMITS.referenceMax));
      expect((await post(colleague, alarmWorkEndpoints.handoff, { id }, { service: 'police' })).statusCode).toBe(409);
      const handed = await post(operator, alarmWorkEndpoints.handoff, { id }, { service: 'ambulance', reference: 'CAD-4411', note: 'Crew sent.' });
      expect(handed.statusCode).toBe(200);
      expect(handed.json().data.handoffs).toEqual([
        {
          service: 'ambulance',
          reference: 'CAD-4411',
          note: 'Crew sent.',
          by: { id: operator.account.id, name: operator.account.fullName },
          at: expect.any(String),
        },
      ]);
      expect(await audited(id)).toEqual(['alarm.ingested', 'alarm.acknowledged', 'alarm.handoff']);
    });

    it('takes notes from anyone at any time, also once the alarm is resolved; nothing else after resolution', async () => {
      const id = await owned(operator);
      expect((await post(colleague, alarmWorkEndpoints.note, { id }, { text: '' })).json()).toEqual({
        message: w.noteRequired,
        errors: { text: w.noteRequired },
      });
      expect((await post(colleague, alarmWorkEndpoints.note, { id }, { text: 'x'.repeat(ALARM_WORK_LIMITS.noteMax + 1) })).statusCode).toBe(400);
      expect((await post(colleague, alarmWorkEndpoints.note, { id }, { text: 'Her neighbour called in too.' })).statusCode).toBe(200);
      await finishRequired(operator, id);
      expect((await post(operator, alarmsEndpoints.resolve, { id }, { outcome: 'services_attended' })).statusCode).toBe(200);

      const late = await post(colleague, alarmWorkEndpoints.note, { id }, { text: 'Family called to thank us.' });
      expect(late.statusCode).toBe(200);
      expect(late.json().message).toBe(w.noteAdded);
      expect(late.json().data.notes.map((note: { text: string; by: { id: number } }) => [note.text, note.by.id])).toEqual([
        ['Her neighbour called in too.', colleague.account.id],
        ['Family called to thank us.', colleague.account.id],
      ]);
      const before = await actionCount(id);
      for (const [endpoint, params, payload] of [
        [alarmWorkEndpoints.step, { id, stepId: 3 }, { status: 'done' }],
        [alarmWorkEndpoints.call, { id }, { called: 'person', number: '1', result: 'answered' }],
        [alarmWorkEndpoints.handoff, { id }, { service: 'police' }],
        [alarmWorkEndpoints.takeOver, { id }, { reason: 'late' }],
      ] as const) {
        for (const who of [operator, superAdmin]) {
          const response = await post(who, endpoint, params, payload);
          expect(response.statusCode, endpoint.path).toBe(409);
          expect(response.json()).toEqual({ message: w.onlyNotes });
        }
      }
      expect(await actionCount(id)).toBe(before);
    });
  });

  describe('the timeline and outcomes', () => {
    it('tells what happened, in order, in plain sentences, in English and in Arabic', async () => {
      const id = await owned(operator);
      await post(colleague, alarmWorkEndpoints.takeOver, { id }, { reason: 'Shift change' });
      await post(colleague, alarmWorkEndpoints.step, { id, stepId: 1 }, { status: 'done' });
      await post(colleague, alarmWorkEndpoints.call, { id }, { called: 'person', number: '+44 7700900111', result: 'answered' });
      await post(colleague, alarmWorkEndpoints.handoff, { id }, { service: 'police', reference: 'P-77' });
      await post(operator, alarmWorkEndpoints.note, { id }, { text: 'Police on scene.' });
      await post(colleague, alarmWorkEndpoints.step, { id, stepId: 2 }, { status: 'skipped', note: 'Person answered.' });
      await post(colleague, alarmWorkEndpoints.step, { id, stepId: 4 }, { status: 'done' });
      await post(colleague, alarmsEndpoints.resolve, { id }, { outcome: 'services_attended', note: '' });

      const me = operator.account.fullName;
      const them = colleague.account.fullName;
      const t = w.timeline;
      const data = await details(operator, id);
      const steps = data.steps as { text: string }[];
      expect(data.timeline.map((entry: { kind: string; by: string; text: string }) => [entry.kind, entry.by, entry.text])).toEqual([
        ['ingested', 'Phone gateway', t.ingested('Phone gateway')],
        ['acknowledged', me, t.acknowledged(me)],
        ['taken_over', them, t.takenOver(them, me, 'Shift change')],
        ['step', them, t.stepDone(them, steps[0]!.text)],
        ['call', them, t.call(them, 'Dana Hale', '+44 7700900111', w.callResult.answered)],
        ['handoff', them, t.handoff(them, w.service.police, 'P-77')],
        ['note', me, t.note(me, 'Police on scene.')],
        ['step', them, t.stepSkipped(them, steps[1]!.text, 'Person answered.')],
        ['step', them, t.stepDone(them, steps[3]!.text)],
        ['resolved', them, t.resolved(them, m.outcome.services_attended)],
      ]);
      const arabic = (await details(operator, id, AR)).timeline as { text: string }[];
      expect(arabic[2]!.text).toBe(ar.alarmWork.timeline.takenOver(them, me, 'Shift change'));
      expect(arabic.at(-1)!.text).toBe(ar.alarmWork.timeline.resolved(them, ar.alarms.outcome.services_attended));
      expect(await audited(id)).toEqual([
        'alarm.ingested',
        'alarm.acknowledged',
        'alarm.taken_over',
        'alarm.step',
        'alarm.call',
        'alarm.handoff',
        'alarm.note',
        'alarm.step',
        'alarm.step',
        'alarm.resolved',
      ]);
    });

    it('takes the new outcomes only, and still shows the earlier ones of older alarms', async () => {
      const id = await owned(operator);
      await finishRequired(operator, id);
      const old = await post(operator, alarmsEndpoints.resolve, { id }, { outcome: 'assisted' });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(m.outcomeRequired);
      expect((await post(operator, alarmsEndpoints.resolve, { id }, { outcome: 'false_device', note: 'Watch strap fault.' })).json().data.outcome).toBe(
        'false_device',
      );

      const earlier = await raise();
      await test.ctx.db.execute(sql`update panic_events set status = 'resolved', outcome = 'assisted', resolved_at = now() where id = ${earlier}`);
      const shown = await details(operator, earlier);
      expect(shown.outcome).toBe('assisted');
      expect(m.outcome[shown.outcome as keyof typeof m.outcome]).toBe('Assisted');
    });
  });
});
