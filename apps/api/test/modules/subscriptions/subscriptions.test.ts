import { subscriptionsEndpoints, usersEndpoints } from '@guardian/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans, subscriptions, subscriptionTransactions } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];
const asStrings = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const list = (call: Call, query: Record<string, string | number> = {}) => request(call, subscriptionsEndpoints.listSubscriptions, { query: asStrings(query) });
const history = (call: Call, query: Record<string, string | number> = {}) =>
  requestRaw(call, subscriptionsEndpoints.getSubscriptionHistory, { query: asStrings(query) });
const exportCsv = (call: Call, query: Record<string, string> = {}) => request(call, subscriptionsEndpoints.exportSubscriptions, { query: query });
const userNames = (body: { data: { user: { userName: string } }[] }) => body.data.map((row) => row.user.userName);

describe(`subscriptions on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;
  let monthly: number;
  let yearly: number;
  let ayesha: { id: number };
  const now = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
  const day = 86_400_000;

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    test.setNow(now);
    const plans = await test.ctx.db.select().from(subscriptionPlans);
    monthly = plans.find((plan) => plan.interval === 'monthly')!.id;
    yearly = plans.find((plan) => plan.interval === 'yearly')!.id;
    ayesha = await createAccount(test.ctx, {
      roleId: 6,
      userName: 'ayesha.khan',
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.com',
      countryCode: '+44',
      phoneNumber: '7700900123',
    });
    const tomas = await createAccount(test.ctx, { roleId: 6, userName: 'tomas.novak', fullName: 'Tomas Novak', email: 'tomas@example.com' });
    const zoe = await createAccount(test.ctx, { roleId: 6, userName: '+zoe', fullName: 'Zoe Ito', email: 'zoe@example.com' });
    const rows = await test.ctx.db
      .insert(subscriptions)
      .values([
        // created oldest to newest; Ayesha's monthly plan is still running, Tomas's yearly one has ended.
        {
          userId: ayesha.id,
          subscriptionPlanId: monthly,
          deviceType: 'ios',
          createdAt: new Date(now.getTime() - 70 * day),
          endDate: new Date(now.getTime() + 20 * day),
        },
        {
          userId: tomas.id,
          subscriptionPlanId: yearly,
          deviceType: 'android',
          createdAt: new Date(now.getTime() - 400 * day),
          endDate: new Date(now.getTime() - 35 * day),
        },
        {
          userId: zoe.id,
          subscriptionPlanId: yearly,
          deviceType: 'android',
          createdAt: new Date(now.getTime() - 10 * day),
          endDate: new Date(now.getTime() + 355 * day),
        },
      ])
      .returning();
    const ayeshaSubscription = rows[0]!;
    await test.ctx.db.insert(subscriptionTransactions).values(
      [0, 1, 2].map((k) => ({
        subscriptionId: ayeshaSubscription.id,
        userId: ayesha.id,
        subscriptionPlanId: monthly,
        transactionRef: `APL-${k}`,
        amountCents: 499,
        currency: 'USD',
        deviceType: 'ios',
        startDate: new Date(now.getTime() - (70 - 30 * k) * day),
        endDate: new Date(now.getTime() - (40 - 30 * k) * day),
        createdAt: new Date(now.getTime() - (70 - 30 * k) * day),
      })),
    );
  });
  afterAll(() => test.close());

  it('refuses a caller without a session', async () => {
    const { listSubscriptions, exportSubscriptions, getSubscriptionHistory } = subscriptionsEndpoints;
    for (const endpoint of [listSubscriptions, exportSubscriptions, getSubscriptionHistory]) {
      expect((await requestRaw(test, endpoint, { query: endpoint === getSubscriptionHistory ? { user_id: 1 } : undefined })).statusCode).toBe(401);
    }
  });

  it('lists subscriptions newest first with the spec fields and totalResults', async () => {
    const response = await list(call);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalResults).toBe(3);
    expect(userNames(body)).toEqual(['+zoe', 'ayesha.khan', 'tomas.novak']);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      user: { userName: 'ayesha.khan', email: 'ayesha@example.com' },
      userId: ayesha.id,
      subscriptionPlanId: monthly,
      createdAt: new Date(now.getTime() - 70 * day).toISOString(),
      endDate: new Date(now.getTime() + 20 * day).toISOString(),
      subscriptionEndDate: new Date(now.getTime() + 20 * day).toISOString(),
      type: 'in-app purchase',
      deviceType: 'ios',
      isActive: true,
    });
    expect(body.data[2].isActive).toBe(false);
  });

  it.each([
    ['', ['+zoe', 'ayesha.khan', 'tomas.novak']],
    ['true', ['+zoe', 'ayesha.khan']],
    ['false', ['tomas.novak']],
  ])('filters status=%j on the end date', async (status, expected) => {
    const body = (await list(call, { status })).json();
    expect(userNames(body)).toEqual(expected);
    expect(body.totalResults).toBe(expected.length);
  });

  it("searches the subscriber's user name, full name and e-mail", async () => {
    expect(userNames((await list(call, { keyword: 'KHAN' })).json())).toEqual(['ayesha.khan']);
    expect(userNames((await list(call, { keyword: 'tomas@' })).json())).toEqual(['tomas.novak']);
    expect(userNames((await list(call, { keyword: 'zoe', status: 'false' })).json())).toEqual([]);
    expect(userNames((await list(call, { keyword: 'it' })).json())).toEqual(['+zoe']);
    expect(userNames((await list(call, { keyword: 'yo' })).json())).toEqual([]);
  });

  it('a one- or two-letter keyword matches the start of the user name, of a word of the full name or of the e-mail', async () => {
    expect(userNames((await list(call, { keyword: 'k' })).json())).toEqual(['ayesha.khan']);
    expect(userNames((await list(call, { keyword: 'No' })).json())).toEqual(['tomas.novak']);
    expect(userNames((await list(call, { keyword: '+z' })).json())).toEqual(['+zoe']);
    expect(userNames((await list(call, { keyword: 'ov' })).json())).toEqual([]);
  });

  it("finds a subscription by its subscriber's new name and e-mail once the account is edited, and no longer by the old", async () => {
    const renamed = await createAccount(test.ctx, { roleId: 6, userName: 'rename.me', fullName: 'Olga Before', email: 'olga.before@example.com' });
    await test.ctx.db.insert(subscriptions).values({ userId: renamed.id, subscriptionPlanId: monthly, deviceType: 'ios', createdAt: now, endDate: now });
    expect(userNames((await list(call, { keyword: 'olga.before' })).json())).toEqual(['rename.me']);

    const update = { full_name: 'Olga After', email: 'olga.after@example.org', phone_no: '+49 1512 3456789', country_code: '+49' };
    const edited = await request(call, usersEndpoints.updateUser, { params: { userId: renamed.id }, body: update });
    expect(edited.json()).toMatchObject({ data: { fullName: 'Olga After' } });
    expect(userNames((await list(call, { keyword: 'olga.after@' })).json())).toEqual(['rename.me']);
    expect(userNames((await list(call, { keyword: 'After' })).json())).toEqual(['rename.me']);
    expect(userNames((await list(call, { keyword: 'a' })).json())).toContain('rename.me');
    expect(userNames((await list(call, { keyword: 'olga.before' })).json())).toEqual([]);
    expect(userNames((await list(call, { keyword: 'Before' })).json())).toEqual([]);
    await test.ctx.db.delete(subscriptions).where(eq(subscriptions.userId, renamed.id));
  });

  it('follows the clock: a subscription is inactive once its end date has passed', async () => {
    test.setNow(new Date(now.getTime() + 30 * day));
    expect(userNames((await list(call, { status: 'true' })).json())).toEqual(['+zoe']);
    test.setNow(now);
  });

  it.each([
    [{ status: 'yes' }, 'status must be true (Active), false (Inactive) or empty (All).'],
    [{ status: '1' }, 'status must be true (Active), false (Inactive) or empty (All).'],
    [{ limit: 0 }, 'limit must be one of 10, 25, 50, 75, 100.'],
    [{ page_no: -1 }, 'page_no must be a whole number from 1.'],
  ])('answers %j with a 400 and a clear message', async (query, message) => {
    const response = await list(call, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('exports SubscriptionDetails.csv with plan, platform and US dates, formula cells escaped', async () => {
    const response = await exportCsv(call);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="SubscriptionDetails.csv"');
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'User Name,Email,Plan,Platform,Type,Start Date,End Date,Status',
      "'+zoe,zoe@example.com,Yearly,Google,in-app purchase,6/05/2025,6/05/2026,Active",
      'ayesha.khan,ayesha@example.com,Monthly,Apple,in-app purchase,4/06/2025,7/05/2025,Active',
      'tomas.novak,tomas@example.com,Yearly,Google,in-app purchase,5/11/2024,5/11/2025,Inactive',
    ]);
    expect((await exportCsv(call, { status: 'false' })).body.trim().split('\n')).toHaveLength(2);
    expect((await exportCsv(call, { status: 'maybe' })).statusCode).toBe(400);
  });

  it("gives a user's details and transactions, newest first, Ongoing while the end date is ahead", async () => {
    const response = await history(call, { user_id: ayesha.id, limit: 10, page_no: 1 });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.hostData).toEqual({
      fullName: 'Ayesha Khan',
      userName: 'ayesha.khan',
      email: 'ayesha@example.com',
      phoneNumber: '7700900123',
      countryCode: '+44',
    });
    expect(data.totalResult).toBe(3);
    expect(data.transactionData.map((row: { transactionRef: string }) => row.transactionRef)).toEqual(['APL-2', 'APL-1', 'APL-0']);
    expect(data.transactionData.map((row: { isActive: boolean }) => row.isActive)).toEqual([true, false, false]);
    expect(data.transactionData[0]).toMatchObject({ subscriptionPlanId: monthly, amountCents: 499, currency: 'USD', deviceType: 'ios' });
    const page2 = (await history(call, { user_id: ayesha.id, limit: 10, page_no: 2 })).json().data;
    expect(page2).toMatchObject({ transactionData: [], totalResult: 3 });
  });

  it('answers 404 for an unknown user or an admin, 400 for a bad user_id', async () => {
    const unknown = await history(call, { user_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found.');
    const { account } = await asRole(test, 3);
    expect((await history(call, { user_id: account.id })).statusCode).toBe(404);
    for (const userId of ['abc', '0', '1.5', '']) {
      const response = await history(call, { user_id: userId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('user_id must be a user id.');
    }
    expect((await request(call, subscriptionsEndpoints.getSubscriptionHistory)).statusCode).toBe(400);
  });
});
