import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints, type DashboardTrends, en, type TrendDay } from '@guardian/contracts';
import { queryOne } from '../../../src/db/query';
import { subscriptionPlans } from '../../../src/db/schema';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];

/** A window far from today, so accounts the helpers create now never fall in it. */
const FROM = '2025-03-01';
const TO = '2025-03-07';

describe(`GET /v1/admin/dashboard/trends on ${databaseKind}`, () => {
  let test: TestApp;
  let operator: Call;
  let eventNo = 0;

  async function trends(from: string, to: string, caller: Call = operator) {
    const response = await request(caller, dashboardEndpoints.trends, { query: { from, to } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { message: string; data: DashboardTrends };
  }
  const dayOf = (data: DashboardTrends, day: string) => data.days.find((row) => row.day === day) as TrendDay;

  async function appUser(createdAt: string, roleId = 6) {
    return createAccount(test.ctx, { roleId, createdAt: new Date(createdAt) });
  }

  /**
   * `count` events of `userId` at one instant, of one alert type (1 warning, 2 emergency) and source (1 phone,
   * 2 watch), in one statement; `country` as the gazetteer would have stored it (null: not resolved yet).
   */
  async function addEvents(userId: number, at: string, alertType: 1 | 2, source: 1 | 2, count = 1, country: string | null = null) {
    const first = eventNo + 1;
    eventNo += count;
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, is_alert_started_from_device, latitude, longitude, created_at, country_code)
      select 'trend-' || i, ${userId}, 'trend.user', 'Trend User', ${alertType}, ${source}, 51.5, -0.12, ${at}::timestamptz, ${country}
      from generate_series(${first}::int, ${first + count - 1}::int) as i`);
  }

  beforeAll(async () => {
    test = await createTestApp();
    ({ call: operator } = await asRole(test, 3));
  });
  afterAll(() => test.close());

  it('needs a session', async () => {
    const response = await request(test.app, dashboardEndpoints.trends, { query: { from: '2025-03-01', to: '2025-03-07' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers every UTC day of the window, both ends included, with zeros where nothing happened', async () => {
    const { message, data } = await trends(FROM, TO);
    expect(message).toBe(en.dashboard.trendsFetched);
    expect(data).toMatchObject({ from: FROM, to: TO, timeZone: 'UTC', topCountries: [], unknownCountryEvents: 0 });
    expect(data.days.map((row) => row.day)).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']);
    for (const row of data.days) {
      expect(row).toEqual({
        day: row.day,
        warningFromPhone: 0,
        warningFromWatch: 0,
        emergencyFromPhone: 0,
        emergencyFromWatch: 0,
        newUsers: 0,
        subscriptionsStarted: 0,
        subscriptionsExpiring: 0,
      });
    }
  });

  it('splits panic events by type and source on the UTC day they were raised, to the last millisecond of the window', async () => {
    const user = await appUser('2024-01-01T00:00:00Z');
    await addEvents(user.id, '2025-02-28T23:59:59.999Z', 2, 2, 4); // the day before: not counted
    await addEvents(user.id, '2025-03-01T00:00:00Z', 1, 1, 3);
    await addEvents(user.id, '2025-03-01T12:00:00Z', 1, 2, 2);
    await addEvents(user.id, '2025-03-01T23:59:59Z', 2, 1, 1);
    await addEvents(user.id, '2025-03-04T08:00:00Z', 2, 2, 5);
    // 00:30 on the 5th in UTC+02:00 is still the 4th in UTC.
    await addEvents(user.id, '2025-03-05T00:30:00+02:00', 2, 1, 1);
    await addEvents(user.id, '2025-03-07T23:59:59.999Z', 1, 2, 1);
    await addEvents(user.id, '2025-03-08T00:00:00Z', 1, 1, 6); // the day after: not counted

    const { data } = await trends(FROM, TO);
    expect(dayOf(data, '2025-03-01')).toMatchObject({ warningFromPhone: 3, warningFromWatch: 2, emergencyFromPhone: 1, emergencyFromWatch: 0 });
    expect(dayOf(data, '2025-03-04')).toMatchObject({ warningFromPhone: 0, warningFromWatch: 0, emergencyFromPhone: 1, emergencyFromWatch: 5 });
    expect(dayOf(data, '2025-03-07')).toMatchObject({ warningFromPhone: 0, warningFromWatch: 1, emergencyFromPhone: 0, emergencyFromWatch: 0 });
    const eventsOf = (row: TrendDay) => row.warningFromPhone + row.warningFromWatch + row.emergencyFromPhone + row.emergencyFromWatch;
    expect(data.days.map(eventsOf)).toEqual([6, 0, 0, 6, 0, 0, 1]);
    expect(data.unknownCountryEvents).toBe(13);

    // The same days counted from the events themselves (the rollup must agree with them).
    const counted = await queryOne<{ n: number }>(
      test.ctx.db,
      sql`select count(*)::int as n from panic_events where created_at >= '2025-03-01T00:00:00Z' and created_at < '2025-03-08T00:00:00Z'`,
    );
    expect(counted?.n).toBe(13);

    // A window of one day, and a window that ends where the events begin.
    expect((await trends('2025-03-04', '2025-03-04')).data.days).toEqual([
      expect.objectContaining({ day: '2025-03-04', emergencyFromWatch: 5, emergencyFromPhone: 1 }),
    ]);
    expect((await trends('2025-02-28', '2025-02-28')).data.days[0]).toMatchObject({ emergencyFromWatch: 4 });
  });

  it('keeps its day counts in step when events are deleted, moved or all removed with their user', async () => {
    const user = await appUser('2024-01-01T00:00:00Z');
    await addEvents(user.id, '2025-03-02T10:00:00Z', 1, 1, 4);
    expect(dayOf((await trends(FROM, TO)).data, '2025-03-02').warningFromPhone).toBe(4);

    await test.ctx.db.execute(sql`update panic_events set created_at = '2025-03-03T10:00:00Z', alert_type = 2
      where id = (select min(id) from panic_events where user_id = ${user.id})`);
    let data = (await trends(FROM, TO)).data;
    expect(dayOf(data, '2025-03-02').warningFromPhone).toBe(3);
    expect(dayOf(data, '2025-03-03').emergencyFromPhone).toBe(1);

    await test.ctx.db.execute(sql`delete from accounts where id = ${user.id}`); // events go with their user
    data = (await trends(FROM, TO)).data;
    expect(dayOf(data, '2025-03-02').warningFromPhone).toBe(0);
    expect(dayOf(data, '2025-03-03').emergencyFromPhone).toBe(0);
    const leftOver = await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from panic_event_days where event_count <= 0`);
    expect(leftOver?.n).toBe(0);
  });

  it('counts new app users per day, not admins', async () => {
    await appUser('2025-03-02T00:00:00Z');
    await appUser('2025-03-02T23:59:59Z');
    await appUser('2025-03-06T12:00:00Z');
    await appUser('2025-03-06T12:00:00Z', 3); // an admin
    await appUser('2025-03-06T12:00:00Z', 2); // a super admin
    await appUser('2025-03-08T00:00:00Z'); // after the window
    const { data } = await trends(FROM, TO);
    expect(data.days.map((row) => row.newUsers)).toEqual([0, 2, 0, 0, 0, 1, 0]);
  });

  it('counts subscriptions by the day they started and the day they end', async () => {
    const user = await appUser('2024-06-01T00:00:00Z');
    const [plan] = await test.ctx.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
    const subscribe = (createdAt: string, endDate: string) =>
      test.ctx.db.execute(sql`insert into subscriptions (user_id, subscription_plan_id, device_type, created_at, end_date)
        values (${user.id}, ${plan?.id}, 'android', ${createdAt}::timestamptz, ${endDate}::timestamptz)`);
    await subscribe('2025-03-01T09:00:00Z', '2025-04-01T09:00:00Z');
    await subscribe('2025-03-01T10:00:00Z', '2025-03-31T10:00:00Z');
    await subscribe('2025-02-05T10:00:00Z', '2025-03-05T10:00:00Z');
    await subscribe('2024-03-07T10:00:00Z', '2025-03-07T23:00:00Z');
    const { data } = await trends(FROM, TO);
    expect(data.days.map((row) => row.subscriptionsStarted)).toEqual([2, 0, 0, 0, 0, 0, 0]);
    expect(data.days.map((row) => row.subscriptionsExpiring)).toEqual([0, 0, 0, 0, 1, 0, 1]);
  });

  it('names the ten countries with the most alerts, follows countries filled in or moved later, and counts events with none', async () => {
    const user = await appUser('2024-01-01T00:00:00Z');
    const window = ['2025-05-01', '2025-05-07'] as const;
    await addEvents(user.id, '2025-05-01T10:00:00Z', 2, 1, 5, 'GB');
    await addEvents(user.id, '2025-05-03T10:00:00Z', 1, 1, 3, 'FR');
    await addEvents(user.id, '2025-05-07T23:00:00Z', 1, 2, 3, 'DE');
    await addEvents(user.id, '2025-05-04T10:00:00Z', 1, 1, 2); // no country yet
    await addEvents(user.id, '2025-05-08T00:00:00Z', 1, 1, 9, 'US'); // after the window
    let data = (await trends(...window)).data;
    // Most first; a tie in country-code order.
    expect(data.topCountries).toEqual([
      { countryCode: 'GB', events: 5 },
      { countryCode: 'DE', events: 3 },
      { countryCode: 'FR', events: 3 },
    ]);
    expect(data.unknownCountryEvents).toBe(2);

    // Housekeeping fills in the older events' countries; a log's position moves one event to another country.
    await test.ctx.db.execute(sql`update panic_events set country_code = 'FR' where user_id = ${user.id} and country_code is null`);
    await test.ctx.db.execute(
      sql`update panic_events set country_code = 'IE' where id = (select min(id) from panic_events where user_id = ${user.id} and country_code = 'GB')`,
    );
    data = (await trends(...window)).data;
    expect(data.topCountries).toEqual([
      { countryCode: 'FR', events: 5 },
      { countryCode: 'GB', events: 4 },
      { countryCode: 'DE', events: 3 },
      { countryCode: 'IE', events: 1 },
    ]);
    expect(data.unknownCountryEvents).toBe(0);

    // Acknowledging an alert (an update that moves nothing) changes no count.
    await test.ctx.db.execute(sql`update panic_events set status = 'acknowledged' where user_id = ${user.id}`);
    expect((await trends(...window)).data.topCountries).toEqual(data.topCountries);

    // Twelve countries: only the first ten are named.
    const codes = ['AR', 'BR', 'CA', 'DK', 'EG', 'FI', 'GR', 'HU', 'IN', 'JP', 'KE', 'LU'];
    for (const [i, code] of codes.entries()) await addEvents(user.id, '2025-05-05T10:00:00Z', 1, 1, 20 - i, code);
    data = (await trends(...window)).data;
    expect(data.topCountries.map((row) => row.countryCode)).toEqual(codes.slice(0, 10));

    await test.ctx.db.execute(sql`delete from accounts where id = ${user.id}`);
    data = (await trends(...window)).data;
    expect(data.topCountries).toEqual([]);
    expect(data.unknownCountryEvents).toBe(0);
    const leftOver = await queryOne<{ n: number }>(test.ctx.db, sql`select count(*)::int as n from panic_event_country_days`);
    expect(leftOver?.n).toBe(0);
  });

  it('takes a window of up to a leap year', async () => {
    const { data } = await trends('2024-01-01', '2024-12-31');
    expect(data.days).toHaveLength(366);
    expect(data.days.at(-1)?.day).toBe('2024-12-31');
  });

  it.each([
    ['no dates', {}, 'from must be a date (YYYY-MM-DD).'],
    ['a date that is not one', { from: '2025-02-30', to: '2025-03-07' }, 'from must be a date (YYYY-MM-DD).'],
    ['a time instead of a date', { from: '2025-03-01T00:00:00Z', to: '2025-03-07' }, 'from must be a date (YYYY-MM-DD).'],
    ['a bad end', { from: '2025-03-01', to: 'soon' }, 'to must be a date (YYYY-MM-DD).'],
    ['to before from', { from: '2025-03-07', to: '2025-03-06' }, en.alarms.windowInvalid],
    ['more than 366 days', { from: '2024-01-01', to: '2025-01-01' }, en.alarms.statsWindowTooLong],
  ])('refuses %s with a 400 that says why', async (_, search, message) => {
    const response = await requestRaw(operator, dashboardEndpoints.trends, { query: search });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers a super admin the same as a sub admin', async () => {
    const { call: superAdmin } = await asRole(test, 2);
    expect((await trends(FROM, TO, superAdmin)).data).toEqual((await trends(FROM, TO)).data);
  });
});
