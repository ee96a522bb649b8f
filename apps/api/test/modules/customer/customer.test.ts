import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_DEVICE_LOGS_SHOWN, customerEndpoints, usersEndpoints } from '@guardian/contracts';
import { alertLogs, deviceAllocations, emergencyContacts, experiences, panicEvents, subscriptionPlans, subscriptions } from '../../../src/db/schema';
import { createDevice } from '../../support/devices-fixtures';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];
type EventRow = { id: number; userAlert: { userId: number; fullName: string; userName: string }; createdAt: string; alertLogs: unknown[]; eventUrl: string };
type AuditRow = { action: string; actorId: number; actorName: string; entityType: string; entityId: string; summary: Record<string, unknown> };

/** The user page's three calls (GET /v1/admin/customers/{userId}[/panic-events|/audit]) as an admin sees them. */
describe(`user page on ${databaseKind}`, () => {
  let test: TestApp;
  let asSuper: Awaited<ReturnType<typeof asRole>>;
  let asOperator: Awaited<ReturnType<typeof asRole>>;
  let nadia: { id: number };
  let other: { id: number };
  let eventIds: number[] = [];
  const now = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
  const day = 86_400_000;
  const minute = 60_000;
  // Her two contacts: one who consented, and one deleted who has not answered yet.
  const contact = (contactName: string, contactEmail: string | null, contactNumber: string, consentStatus: number, isDeleted: boolean) => ({
    contactName,
    contactEmail,
    countryCode: '+961',
    contactNumber,
    consentStatus,
    isActive: !isDeleted,
    isDeleted,
  });
  const rami = contact('Rami Haddad', 'rami@example.com', '70111222', 2, false);
  const lina = contact('Lina Haddad', null, '70333444', 1, true);

  const summary = (call: Call, userId: number | string) => request(call, customerEndpoints.getCustomer, { params: { userId } });
  const events = (call: Call, userId: number | string, query: Record<string, unknown> = {}) =>
    requestRaw(call, customerEndpoints.listCustomerPanicEvents, { params: { userId }, query });
  const audit = (call: Call, userId: number | string, query: Record<string, unknown> = {}) =>
    requestRaw(call, customerEndpoints.listCustomerAudit, { params: { userId }, query });

  beforeAll(async () => {
    test = await createTestApp();
    test.setNow(now);
    asSuper = await asRole(test, 2);
    asOperator = await asRole(test, 3);
    const { db } = test.ctx;
    nadia = await createAccount(test.ctx, {
      roleId: 6,
      userName: 'nadia.haddad',
      fullName: 'Nadia Haddad',
      email: 'nadia@example.com',
      countryCode: '+961',
      phoneNumber: '71123456',
      redAlertSetting: true,
      panicEventCount: 12,
    });
    other = await createAccount(test.ctx, { roleId: 6, userName: 'omar.farah', fullName: 'Omar Farah' });

    const [monthly] = await db.select().from(subscriptionPlans);
    // An old subscription, then the current one: the page shows the newest.
    await db.insert(subscriptions).values([
      {
        userId: nadia.id,
        subscriptionPlanId: monthly!.id,
        deviceType: 'android',
        createdAt: new Date(now.getTime() - 90 * day),
        endDate: new Date(now.getTime() - 60 * day),
      },
      {
        userId: nadia.id,
        subscriptionPlanId: monthly!.id,
        deviceType: 'ios',
        createdAt: new Date(now.getTime() - 10 * day),
        endDate: new Date(now.getTime() + 20 * day),
      },
    ]);

    await db.insert(emergencyContacts).values([
      { userId: nadia.id, ...rami },
      { userId: nadia.id, ...lina },
      { userId: other.id, contactName: 'Not Nadia’s contact', countryCode: '+1', contactNumber: '5550100' },
    ]);

    // A band she holds with seven logs (five newest shown), and one she gave back (not shown).
    const logs = Array.from({ length: 7 }, (_, i): [string, string] => [i === 6 ? 'Error in Connect BLE' : 'Connected', `log ${i}`]);
    const band = await createDevice(test.ctx, {
      deviceName: 'Nadia Band',
      deviceId: `NADIA-${Date.now()}`,
      macAddress: 'AA:BB:CC:DD:EE:61',
      isAllocated: true,
      logs,
    });
    await db.insert(deviceAllocations).values({ deviceId: band.id, userId: nadia.id, allocatedAt: new Date(now.getTime() - 5 * day) });
    const returned = await createDevice(test.ctx, { deviceName: 'Returned Band' });
    await db
      .insert(deviceAllocations)
      .values({ deviceId: returned.id, userId: nadia.id, allocatedAt: new Date(now.getTime() - 50 * day), releasedAt: new Date(now.getTime() - 40 * day) });

    await db.insert(experiences).values({ id: 'exp-nadia-1', ownerId: nadia.id, experienceType: 1, mediaFile: 'demo/x.jpg' });
    // Twelve events of hers a minute apart (the newest has a recording and logs), and three of someone else's.
    const rows = await db
      .insert(panicEvents)
      .values([
        ...Array.from({ length: 12 }, (_, i) => ({
          alertUniqueId: `nadia-${i}-${Date.now()}`,
          userId: nadia.id,
          userName: 'nadia.haddad',
          userFullName: 'Nadia Haddad',
          alertType: 2,
          latitude: 33.89,
          longitude: 35.5,
          experienceId: i === 11 ? 'exp-nadia-1' : null,
          createdAt: new Date(now.getTime() - day + i * minute),
        })),
        ...Array.from({ length: 3 }, (_, i) => ({
          alertUniqueId: `omar-${i}-${Date.now()}`,
          userId: other.id,
          userName: 'omar.farah',
          userFullName: 'Omar Farah',
          alertType: 1,
          latitude: 0,
          longitude: 0,
          createdAt: new Date(now.getTime() - day + 30 * minute),
        })),
      ])
      .returning({ id: panicEvents.id });
    eventIds = rows.slice(0, 12).map((row) => row.id);
    await db.insert(alertLogs).values([
      { panicEventId: eventIds[11]!, eventType: 'Alert started', eventMessage: 'From the phone', timeStamp: new Date(now.getTime() - day + 11 * minute) },
      { panicEventId: eventIds[11]!, eventType: 'SMS sent', eventMessage: 'Sent to 1 contact', timeStamp: new Date(now.getTime() - day + 11 * minute + 2000) },
    ]);

    // Audit entries about her account: one by the super admin, one by the operator; and one about someone else.
    const phone = { full_name: 'Nadia Haddad', email: 'nadia@example.com', phone_no: '71123457', country_code: '+961' };
    expect((await request(asSuper, usersEndpoints.updateUser, { params: { userId: nadia.id }, body: phone })).statusCode).toBe(200);
    test.setNow(new Date(now.getTime() + minute));
    expect((await request(asOperator, usersEndpoints.setUserStatus, { params: { userId: nadia.id }, body: { status: 0 } })).statusCode).toBe(200);
    expect((await request(asOperator, usersEndpoints.setUserStatus, { params: { userId: other.id }, body: { status: 0 } })).statusCode).toBe(200);
    test.setNow(now);
    // Six accounts with hashed passwords and a fresh database: more than the default minute on a loaded machine.
  }, 180_000);
  afterAll(() => test?.close());

  it('answers the summary: profile, newest subscription, contacts with consent, held devices with their newest logs', async () => {
    const response = await summary(asOperator.call, nadia.id);
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('User page fetched successfully.');
    expect(data.profile).toMatchObject({
      userId: nadia.id,
      fullName: 'Nadia Haddad',
      email: 'nadia@example.com',
      userName: 'nadia.haddad',
      countryCode: '+961',
      phoneNumber: '71123457',
      panicEventCount: 12,
      redAlertSetting: true,
      status: 0,
    });
    expect(data.subscription).toMatchObject({ deviceType: 'ios', isActive: true, endDate: new Date(now.getTime() + 20 * day).toISOString() });
    expect(data.emergencyContactCount).toBe(2);
    // Every contact she has, the deleted one too, with its consent and state.
    expect(data.emergencyContacts).toEqual([
      { id: expect.any(Number), ...lina },
      { id: expect.any(Number), ...rami },
    ]);
    expect(data.devices).toHaveLength(1);
    const [band] = data.devices;
    expect(band).toMatchObject({
      deviceName: 'Nadia Band',
      macAddress: 'AA:BB:CC:DD:EE:61',
      isActive: true,
      allocatedAt: new Date(now.getTime() - 5 * day).toISOString(),
    });
    expect(band.latestLogs).toHaveLength(CUSTOMER_DEVICE_LOGS_SHOWN);
    expect(band.latestLogs.map((log: { eventMessage: string }) => log.eventMessage)).toEqual(['log 6', 'log 5', 'log 4', 'log 3', 'log 2']);
    expect(band.latestLogs[0]).toEqual({ eventType: 'Error in Connect BLE', eventMessage: 'log 6', timeStamp: '2024-01-01T10:06:00.000Z' });
  });

  it('answers an empty story for a user with nothing yet', async () => {
    const newcomer = await createAccount(test.ctx, { roleId: 6, userName: 'new.comer', fullName: 'New Comer' });
    const { data } = (await summary(asSuper.call, newcomer.id)).json();
    expect(data).toMatchObject({ subscription: null, emergencyContacts: [], emergencyContactCount: 0, devices: [] });
    const page = (await events(asSuper.call, newcomer.id)).json();
    expect(page).toMatchObject({ data: [], totalResult: 0, nextCursor: null });
  });

  it('pages her panic events newest first, with logs and the experience link, and none of anyone else', async () => {
    const first = await events(asOperator.call, nadia.id, { limit: 10, page_no: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as { data: EventRow[]; totalResult: number; totalIsEstimate: boolean; nextCursor: string | null };
    expect(page1.totalResult).toBe(12);
    expect(page1.totalIsEstimate).toBe(false);
    expect(page1.data.map((row) => row.id)).toEqual(eventIds.slice(2).reverse());
    expect(page1.data.every((row) => row.userAlert.userId === nadia.id)).toBe(true);
    const [newest] = page1.data;
    expect(newest!.eventUrl).toBe('http://guardian.test/auth/experiance/exp-nadia-1');
    expect(newest!.alertLogs).toEqual([
      { eventType: 'Alert started', eventMessage: 'From the phone', timeStamp: new Date(now.getTime() - day + 11 * minute).toISOString() },
      { eventType: 'SMS sent', eventMessage: 'Sent to 1 contact', timeStamp: new Date(now.getTime() - day + 11 * minute + 2000).toISOString() },
    ]);
    expect(page1.nextCursor).toEqual(expect.any(String));

    // Next by cursor, and the same page by number, give the two oldest.
    const byCursor = (await events(asOperator.call, nadia.id, { limit: 10, page_no: 2, cursor: page1.nextCursor! })).json();
    const byNumber = (await events(asOperator.call, nadia.id, { limit: 10, page_no: 2 })).json();
    expect(byCursor.data.map((row: EventRow) => row.id)).toEqual([eventIds[1], eventIds[0]]);
    expect(byNumber.data.map((row: EventRow) => row.id)).toEqual([eventIds[1], eventIds[0]]);
    expect(byCursor.nextCursor).toBeNull();
  });

  it('lists the audit entries about her account newest first; role 3 sees only its own', async () => {
    const bySuper = await audit(asSuper.call, nadia.id);
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    const all = bySuper.json() as { data: AuditRow[]; totalResult: number };
    expect(all.totalResult).toBe(2);
    expect(all.data.map((row) => [row.action, row.actorId])).toEqual([
      ['user.status.changed', asOperator.account.id],
      ['user.updated', asSuper.account.id],
    ]);
    expect(all.data[0]).toMatchObject({
      entityType: 'account',
      entityId: String(nadia.id),
      actorName: asOperator.account.fullName,
      summary: { status: { from: 1, to: 0 } },
    });
    expect(all.data[1]!.summary).toEqual({ phoneNumber: { from: '71123456', to: '71123457' } });

    const own = (await audit(asOperator.call, nadia.id)).json() as { data: AuditRow[]; totalResult: number };
    expect(own.totalResult).toBe(1);
    expect(own.data.map((row) => [row.action, row.actorId])).toEqual([['user.status.changed', asOperator.account.id]]);
  });

  it('answers 404 for an unknown id or an admin account, on every part', async () => {
    for (const id of [987654321, asSuper.account.id]) {
      for (const ask of [summary, events, audit]) {
        const response = await ask(asOperator.call, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'User not found.' });
      }
    }
  });

  it('answers 400 for a malformed id or page, saying what is wrong', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      for (const ask of [summary, events, audit]) {
        const response = await ask(asOperator.call, id);
        expect(response.statusCode, `${id}`).toBe(400);
        expect(response.json().message).toBe('The id must be a positive whole number.');
      }
    }
    const badLimit = await events(asOperator.call, nadia.id, { limit: 7 });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('limit must be one of 10, 25, 50, 75, 100.');
    const badCursor = await audit(asOperator.call, nadia.id, { cursor: 'not-a-cursor' });
    expect(badCursor.statusCode).toBe(400);
  });

  it('refuses a caller without a session', async () => {
    for (const endpoint of [customerEndpoints.getCustomer, customerEndpoints.listCustomerPanicEvents, customerEndpoints.listCustomerAudit]) {
      expect((await request(test, endpoint, { params: { userId: nadia.id } })).statusCode).toBe(401);
    }
  });
});
