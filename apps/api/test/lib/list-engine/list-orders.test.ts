import { devicesEndpoints, emergencyContactsEndpoints, panicEventsEndpoints, subscriptionsEndpoints, usersEndpoints } from '@guardian/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, devices, emergencyContacts, panicEvents, subscriptionPlans, subscriptions } from '../../../src/db/schema';
import { queryRows } from '../../../src/db/query';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request, requestRaw } from '../../support/request';

/**
 * The lists' sortable columns and the filters of issue 13, through the API on a real database: every order
 * walked page by page by cursor and by page number, with ties (rows sharing the sorted value) across the page
 * boundaries, against the same rows ordered by the database itself; the new filters and exports; bad values.
 */
type Call = Awaited<ReturnType<typeof asRole>>['call'];
type Query = Record<string, string | number>;
type Page = { data: Record<string, unknown>[]; nextCursor: string | null; [total: string]: unknown };
const asStrings = (query: Query) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

const LISTS = {
  users: { endpoint: usersEndpoints.listUsers, id: (row: Record<string, unknown>) => row.userId as number },
  panicEvents: { endpoint: panicEventsEndpoints.list, id: (row: Record<string, unknown>) => row.id as number },
  subscriptions: { endpoint: subscriptionsEndpoints.listSubscriptions, id: (row: Record<string, unknown>) => row.id as number },
  contacts: { endpoint: emergencyContactsEndpoints.listEmergencyContacts, id: (row: Record<string, unknown>) => row.id as number },
  devices: { endpoint: devicesEndpoints.listDevices, id: (row: Record<string, unknown>) => row.id as number },
} as const;
type ListName = keyof typeof LISTS;

const TIED = 'Tied Name';
const day = 86_400_000;
const base = Date.UTC(2025, 2, 1, 12, 0, 0);

describe(`list orders and filters on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;

  const get = async (list: ListName, query: Query = {}) => {
    const response = await requestRaw(call, LISTS[list].endpoint, { query: asStrings(query) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  /** Every page of a list by the cursor of the page before, and again by page number: the ids of both walks. */
  const walk = async (list: ListName, query: Query) => {
    const byCursor: number[] = [];
    const byNumber: number[] = [];
    let cursor: string | null = null;
    for (let page = 1; page < 50; page += 1) {
      const seeked: Page = await get(list, { ...query, limit: 10, page_no: page, ...(cursor ? { cursor } : {}) });
      const numbered = await get(list, { ...query, limit: 10, page_no: page });
      byCursor.push(...seeked.data.map(LISTS[list].id));
      byNumber.push(...numbered.data.map(LISTS[list].id));
      cursor = seeked.nextCursor;
      if (!cursor) break;
    }
    return { byCursor, byNumber };
  };
  /** The ids in an order, as the database itself sorts them (same collation as the list). */
  const idsInOrder = async (query: SQL) => (await queryRows<{ id: number | string }>(test.ctx.db, query)).map((row) => Number(row.id));
  const expectOrder = async (list: ListName, query: Query, expected: SQL) => {
    const { byCursor, byNumber } = await walk(list, query);
    const truth = await idsInOrder(expected);
    expect(truth.length).toBeGreaterThan(10);
    expect(byCursor).toEqual(truth);
    expect(byNumber).toEqual(truth);
  };
  const refused = async (list: ListName, query: Query) => {
    const response = await requestRaw(call, LISTS[list].endpoint, { query: asStrings(query) });
    expect(response.statusCode).toBe(400);
    return (response.json() as { message: string }).message;
  };

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    const { db } = test.ctx;
    // 24 end users: every third one shares TIED, so the name order has ties that cross page boundaries.
    const users = await db
      .insert(accounts)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          roleId: 6,
          fullName: i % 3 === 0 ? TIED : `Person ${String.fromCharCode(97 + ((i * 7) % 26))}${i}`,
          userName: `user${i}`,
          email: `${String.fromCharCode(122 - ((i * 5) % 26))}${i}@example.com`,
          passwordHash: 'not-a-hash',
        })),
      )
      .returning({ id: accounts.id, fullName: accounts.fullName, userName: accounts.userName });
    // 30 events: alert type 1 for every other one, the watch for every third, one a day; names tie in threes.
    await db.insert(panicEvents).values(
      Array.from({ length: 30 }, (_, i) => {
        const user = users[i % 3]!;
        return {
          alertUniqueId: `order-${i}`,
          userId: user.id,
          userName: user.userName!,
          userFullName: user.fullName,
          alertType: i % 2 === 0 ? 1 : 2,
          isAlertStartedFromDevice: i % 3 === 0 ? 2 : 1,
          latitude: 0,
          longitude: 0,
          createdAt: new Date(base + i * day),
        };
      }),
    );
    // 24 subscriptions: end dates tie in fours, created one a day.
    const [plan] = await db.select().from(subscriptionPlans);
    await db.insert(subscriptions).values(
      Array.from({ length: 24 }, (_, i) => ({
        userId: users[i]!.id,
        subscriptionPlanId: plan!.id,
        deviceType: 'ios',
        createdAt: new Date(base + i * day),
        endDate: new Date(base + 400 * day + Math.floor(i / 4) * day),
      })),
    );
    // 24 contacts and 24 devices, names tying in threes; contacts added one a day.
    await db.insert(emergencyContacts).values(
      Array.from({ length: 24 }, (_, i) => ({
        userId: users[i]!.id,
        contactName: `Contact ${String.fromCharCode(97 + (i % 8))}`,
        countryCode: '+44',
        contactNumber: `77009000${String(i).padStart(2, '0')}`,
        createdAt: new Date(base + i * day),
      })),
    );
    await db
      .insert(devices)
      .values(Array.from({ length: 24 }, (_, i) => ({ deviceName: `Band ${String.fromCharCode(97 + (i % 8))}`, deviceId: `DEV-ORDER-${i}` })));
  });
  afterAll(() => test.close());

  it('orders users by full name and e-mail both ways, ties broken by id, the same by cursor and by page number', async () => {
    const users = sql`from accounts where role_id = 6`;
    await expectOrder('users', { order_by: 'fullName', order: 'ASC' }, sql`select id ${users} order by full_name, id`);
    await expectOrder('users', { order_by: 'fullName', order: 'DESC' }, sql`select id ${users} order by full_name desc, id desc`);
    await expectOrder('users', { order_by: 'email', order: 'ASC' }, sql`select id ${users} order by email, id`);
    await expectOrder('users', {}, sql`select id ${users} order by id desc`);
    await expectOrder('users', { order_by: 'userId', order: 'ASC' }, sql`select id ${users} order by id`);
    // A search keeps the order.
    const tied = await get('users', { search: 'tied', order_by: 'fullName', order: 'ASC' });
    expect(tied.data.map(LISTS.users.id)).toEqual(await idsInOrder(sql`select id ${users} and full_name = ${TIED} order by id`));
  });

  it('orders panic events by every column with ties across pages', async () => {
    await expectOrder('panicEvents', { order_by: 'fullName', order: 'ASC' }, sql`select id from panic_events order by user_full_name, id`);
    await expectOrder('panicEvents', { order_by: 'userName', order: 'DESC' }, sql`select id from panic_events order by user_name desc, id desc`);
    await expectOrder('panicEvents', { order_by: 'createdAt', order: 'ASC' }, sql`select id from panic_events order by created_at, id`);
  });

  it('filters panic events by alert type, source and date range, alone and together, in any order', async () => {
    const events = (page: Page) => page.data as { alertType: number; isAlertStartedFromDevice: number; createdAt: string }[];
    const warnings = await get('panicEvents', { alertType: 1, limit: 50 });
    expect(warnings.totalResult).toBe(15);
    expect(events(warnings).every((row) => row.alertType === 1)).toBe(true);
    const watch = await get('panicEvents', { source: 2, limit: 50 });
    expect(watch.totalResult).toBe(10);
    expect(events(watch).every((row) => row.isAlertStartedFromDevice === 2)).toBe(true);
    // Days 3 to 9 of the series, the last day whole: 7 events, newest first.
    const from = new Date(base + 3 * day).toISOString().slice(0, 10);
    const to = new Date(base + 9 * day).toISOString().slice(0, 10);
    const range = await get('panicEvents', { from, to, limit: 50 });
    expect(range.totalResult).toBe(7);
    expect(events(range).map((row) => row.createdAt)).toEqual(Array.from({ length: 7 }, (_, k) => new Date(base + (9 - k) * day).toISOString()));
    // An instant range (the operator's local day, as the web sends it) includes its end.
    const instants = await get('panicEvents', { from: new Date(base + 3 * day).toISOString(), to: new Date(base + 4 * day).toISOString() });
    expect(instants.totalResult).toBe(2);
    // Together, and under another order: warnings from the watch in the range (days 6 and 12 of 3..12).
    const together = await get('panicEvents', {
      alertType: 1,
      source: 2,
      from,
      to: new Date(base + 12 * day).toISOString().slice(0, 10),
      order_by: 'fullName',
      order: 'ASC',
    });
    expect(together.totalResult).toBe(2);
    expect(
      events(together)
        .map((row) => row.createdAt)
        .sort(),
    ).toEqual([new Date(base + 6 * day).toISOString(), new Date(base + 12 * day).toISOString()]);
    // Blank values are no filter (as a form sends them).
    expect((await get('panicEvents', { alertType: '', source: '', from: '', to: '' })).totalResult).toBe(30);
  });

  it('exports what the list shows: the same filters and order', async () => {
    const response = await request(call, panicEventsEndpoints.export, { query: { alertType: '2', source: '1', order_by: 'createdAt', order: 'ASC' } });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/).slice(1);
    // Emergencies from the phone: odd days not divisible by 3 (1, 5, 7, 11, ...), oldest first.
    const expected = Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 2 === 1 && i % 3 !== 0);
    expect(lines).toHaveLength(expected.length);
    const day1 = new Date(base + day);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(lines[0]).toContain(`,${two(day1.getUTCDate())}/${two(day1.getUTCMonth() + 1)}/${day1.getUTCFullYear()} 12:00:00,Emergency,Mobile,`);
    const users = await request(call, usersEndpoints.exportUsers, { query: { order_by: 'email', order: 'ASC' } });
    expect(users.statusCode).toBe(200);
    const emails = await queryRows<{ email: string }>(test.ctx.db, sql`select email from accounts where role_id = 6 order by email, id`);
    const firstRow = users.body.trim().split(/\r?\n/)[1] ?? '';
    expect(firstRow).toContain(emails[0]!.email);
  });

  it('orders subscriptions by end date and filters them by start date', async () => {
    await expectOrder('subscriptions', { order_by: 'endDate', order: 'ASC' }, sql`select id from subscriptions order by end_date, id`);
    await expectOrder('subscriptions', { order_by: 'endDate', order: 'DESC' }, sql`select id from subscriptions order by end_date desc, id desc`);
    const from = new Date(base + 5 * day).toISOString().slice(0, 10);
    const to = new Date(base + 14 * day).toISOString().slice(0, 10);
    const page = await get('subscriptions', { from, to, limit: 25 });
    expect(page.totalResults).toBe(10);
    expect(page.data.map((row) => row.createdAt)).toEqual(Array.from({ length: 10 }, (_, k) => new Date(base + (14 - k) * day).toISOString()));
  });

  it('orders emergency contacts by name and filters them by the day they were added', async () => {
    await expectOrder('contacts', { order_by: 'contactName', order: 'ASC' }, sql`select id from emergency_contacts order by contact_name, id`);
    await expectOrder('contacts', { order_by: 'contactName', order: 'DESC' }, sql`select id from emergency_contacts order by contact_name desc, id desc`);
    const from = new Date(base + 20 * day).toISOString().slice(0, 10);
    const page = await get('contacts', { from, limit: 25 });
    expect(page.totalResult).toBe(4);
    const to = new Date(base).toISOString().slice(0, 10);
    expect((await get('contacts', { to })).totalResult).toBe(1);
  });

  it('orders devices by name', async () => {
    await expectOrder('devices', { order_by: 'deviceName', order: 'ASC' }, sql`select id from devices order by device_name, id`);
    await expectOrder('devices', { order_by: 'deviceName', order: 'DESC', keyword: 'band' }, sql`select id from devices order by device_name desc, id desc`);
  });

  it('refuses a cursor of another order: the order is part of the cursor', async () => {
    const byName = await get('users', { order_by: 'fullName', order: 'ASC', limit: 10 });
    expect(await refused('users', { order_by: 'email', order: 'ASC', cursor: byName.nextCursor!, page_no: 2 })).toBe(
      'cursor is not valid for this list and order; load the page without it.',
    );
    expect(await refused('users', { order_by: 'fullName', order: 'DESC', cursor: byName.nextCursor!, page_no: 2 })).toBe(
      'cursor is not valid for this list and order; load the page without it.',
    );
  });

  it.each([
    ['users', { order_by: 'phone' }, 'order_by must be userId, fullName or email.'],
    ['users', { order: 'up' }, 'order must be DESC or ASC.'],
    ['panicEvents', { alertType: 3 }, 'alertType must be 1 (Warning) or 2 (Emergency).'],
    ['panicEvents', { source: 'watch' }, 'source must be 1 (Mobile) or 2 (Watch).'],
    ['panicEvents', { from: '2025-02-30' }, 'from and to must be dates (YYYY-MM-DD) or ISO 8601 date-times.'],
    ['panicEvents', { to: 'yesterday' }, 'from and to must be dates (YYYY-MM-DD) or ISO 8601 date-times.'],
    ['panicEvents', { from: '2025-03-10', to: '2025-03-09' }, 'to must not be before from.'],
    ['subscriptions', { order_by: 'userName' }, 'order_by must be createdAt or endDate.'],
    ['subscriptions', { from: '10/03/2025' }, 'from and to must be dates (YYYY-MM-DD) or ISO 8601 date-times.'],
    ['contacts', { order_by: 'email' }, 'order_by must be id or contactName.'],
    ['contacts', { from: '2025-03-10', to: '2025-03-01' }, 'to must not be before from.'],
    ['devices', { order_by: 'macAddress' }, 'order_by must be id or deviceName.'],
  ] as const)('answers %s %j with a 400 and a clear message', async (list, query, message) => {
    expect(await refused(list, query)).toBe(message);
  });

  it('refuses bad values on the exports too, with the same messages', async () => {
    const response = await request(call, panicEventsEndpoints.export, { query: { alertType: '9' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('alertType must be 1 (Warning) or 2 (Emergency).');
    const contacts = await request(call, emergencyContactsEndpoints.exportEmergencyContacts, { query: { from: 'soon' } });
    expect(contacts.statusCode).toBe(400);
    expect(contacts.json().message).toBe('from and to must be dates (YYYY-MM-DD) or ISO 8601 date-times.');
  });

  it('says the errors in Arabic to an Arabic client', async () => {
    const response = await requestRaw(call, LISTS.users.endpoint, { query: { order_by: 'phone' }, headers: { 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('يجب أن تكون قيمة order_by إحدى القيم: userId أو fullName أو email.');
  });
});
