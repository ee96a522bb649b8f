import { dashboardEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyContacts, experiences, panicEvents } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

describe(`GET /v1/user/admin/app-statistics on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('counts what is in the database', async () => {
    const { call } = await asRole(test, 3);
    const empty = await request(call, dashboardEndpoints.get);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      message: 'Statistics fetched successfully.',
      data: { totalUsers: 0, totalPanicEvents: 0, totalSentNotifications: 0, totalRecordings: 0, activeEmergencyContacts: 0, inactiveEmergencyContacts: 0 },
    });

    // Three app users, and two more admins that are not users of the app.
    const users = [];
    for (let i = 0; i < 3; i += 1) users.push(await createAccount(test.ctx, { roleId: 6 }));
    await createAccount(test.ctx, { roleId: 2 });
    await createAccount(test.ctx, { roleId: 3, status: 0 });
    const [alice, bob] = users as [(typeof users)[number], (typeof users)[number]];

    await test.ctx.db.insert(experiences).values([
      { id: 'exp-one', ownerId: alice.id, experienceType: 1, mediaFile: 'demo/experience-image.jpg' },
      { id: 'exp-two', ownerId: bob.id, experienceType: 2, mediaFile: 'demo/experience-video.webm' },
    ]);
    const event = (n: number, userId: number, notificationsSent: number) => ({
      alertUniqueId: `alert-${n}`,
      userId,
      userName: `user${n}`,
      userFullName: `User ${n}`,
      alertType: 2,
      latitude: 51.5,
      longitude: -0.12,
      notificationsSent,
    });
    await test.ctx.db.insert(panicEvents).values([event(1, alice.id, 4), event(2, alice.id, 0), event(3, bob.id, 7)]);
    const contact = (userId: number, isActive: boolean, isDeleted = false) => ({
      userId,
      contactName: 'A Friend',
      countryCode: '+44',
      contactNumber: '7700900123',
      isActive,
      isDeleted,
    });
    await test.ctx.db
      .insert(emergencyContacts)
      .values([contact(alice.id, true), contact(alice.id, true), contact(bob.id, false), contact(bob.id, true, true), contact(bob.id, false, true)]);

    const filled = await request(call, dashboardEndpoints.get);
    expect(filled.statusCode).toBe(200);
    expect(filled.json().data).toEqual({
      totalUsers: 3,
      totalPanicEvents: 3,
      totalSentNotifications: 11,
      totalRecordings: 2,
      activeEmergencyContacts: 2,
      inactiveEmergencyContacts: 1,
    });
  });

  it('is open to admins (role 3) and super admins (role 2)', async () => {
    for (const role of [2, 3]) {
      const { call } = await asRole(test, role);
      expect((await request(call, dashboardEndpoints.get)).statusCode).toBe(200);
    }
  });

  it('refuses a request without a session', async () => {
    const response = await request(test.app, dashboardEndpoints.get);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });
});
