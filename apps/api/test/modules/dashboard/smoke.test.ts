import { dashboardEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

describe(`statistics on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('refuses the dashboard statistics without a token', async () => {
    const response = await request(test.app, dashboardEndpoints.get);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('gives a signed-in admin the six statistics', async () => {
    const { call } = await asRole(test, 3);
    const response = await request(call, dashboardEndpoints.get);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual([
      'activeEmergencyContacts',
      'inactiveEmergencyContacts',
      'totalPanicEvents',
      'totalRecordings',
      'totalSentNotifications',
      'totalUsers',
    ]);
  });
});
