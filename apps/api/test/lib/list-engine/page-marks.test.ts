import { panicEventsEndpoints } from '@guardian/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanicOrderBy, UserOrderBy } from '@guardian/contracts';
import { buildPageMarks, type MarkedList } from '../../../src/lib/list-engine';
import { windowFromMark } from '../../../src/lib/list-engine/page-marks';
import { sortKeyOf } from '../../../src/lib/list-engine/sort-key';
import { panicEventsPages } from '../../../src/modules/panic-events/panic-events.list';
import { usersList } from '../../../src/modules/users/users.list';
import { createAccount, createTestApp, databaseKind, signInAs, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const markedList: Record<'panic-events' | 'users', MarkedList> = { 'panic-events': panicEventsPages.marked!, users: usersList.marked! };

/** Marks every 100 rows, so a few thousand rows have tens of marks (the product keeps one every 10,000). */
const EVERY = 100;
const EVENTS = 2_400;
const USERS = 1_300;
const LIMIT = 25;
const PANIC_ORDERS: PanicOrderBy[] = ['createdAt', 'userName', 'fullName'];
const USER_ORDERS: UserOrderBy[] = ['userId', 'fullName', 'email'];
const DIRECTIONS = ['ASC', 'DESC'] as const;

describe(`page marks: a page asked by number starts from the nearest mark, on ${databaseKind}`, () => {
  let test: TestApp;
  const ids = (answer: { rows: { id?: number; userId?: number }[] }) => answer.rows.map((row) => row.id ?? row.userId);
  const eventsPage = (order_by: PanicOrderBy, order: 'ASC' | 'DESC', pageNo: number, marks?: false) =>
    panicEventsPages.page(test.ctx, { keyword: '', order_by, order, limit: LIMIT, page_no: pageNo }, marks === false ? { marks } : undefined);
  const usersPage = (order_by: UserOrderBy, order: 'ASC' | 'DESC', pageNo: number, marks?: false) =>
    usersList.page(test.ctx, { order_by, order, limit: LIMIT, page_no: pageNo }, marks === false ? { marks } : undefined);
  /** What the engine makes of a page's window: a mark to start from, 'past-end', or undefined (read as before). */
  const jumpFor = (listName: 'panic-events' | 'users', by: string, order: 'ASC' | 'DESC', pageNo: number) => {
    const list = markedList[listName];
    const key = sortKeyOf(list.orders, sql`${list.alias}.id`, { by, direction: order === 'ASC' ? 'asc' : 'desc' });
    return windowFromMark(test.ctx.db, list, key, { limit: LIMIT, offset: (pageNo - 1) * LIMIT });
  };
  const buildAll = async () => {
    for (const by of PANIC_ORDERS) await buildPageMarks(test.ctx.db, markedList['panic-events'], by, EVERY);
    for (const by of USER_ORDERS) await buildPageMarks(test.ctx.db, markedList.users, by, EVERY);
  };
  /** Every order both ways, pages from near the start to past the end: the same rows as stepping over them. */
  const expectEventPagesAsWithoutMarks = async (pages: number[]) => {
    for (const by of PANIC_ORDERS) {
      for (const order of DIRECTIONS) {
        for (const pageNo of pages)
          expect(ids(await eventsPage(by, order, pageNo)), `${by} ${order} page ${pageNo}`).toEqual(ids(await eventsPage(by, order, pageNo, false)));
      }
    }
  };
  const insertEvents = (from: number, to: number, userId: number) =>
    test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, created_at)
      select 'marks-' || g, ${userId}, 'person.' || (g % 37), 'Person ' || (g % 53), 1, 0, 0,
             timestamptz '2025-01-01' + (g % 700) * interval '1 hour'
      from generate_series(${from}::int, ${to}::int) as g`);

  beforeAll(async () => {
    test = await createTestApp();
    const owner = await createAccount(test.ctx, { roleId: 6, userName: 'owner.of.marked.events' });
    // Repeated times and names, so ties are broken by id across marks and pages.
    await insertEvents(1, EVENTS, owner.id);
    await test.ctx.db.execute(sql`
      insert into accounts (role_id, first_name, last_name, full_name, email, password_hash)
      select 6, 'Marked', 'User' || (g % 41), 'Marked User' || (g % 41), 'marked' || g || '@example.com', 'x'
      from generate_series(1, ${USERS}::int) as g`);
    await buildAll();
  }, 240_000);
  afterAll(() => test.close());

  it('finds deep pages of panic events from a mark, the same rows as without marks, in every order both ways', async () => {
    expect(await jumpFor('panic-events', 'createdAt', 'DESC', 60)).toMatchObject({ fromSeek: true, seek: expect.any(Object) });
    expect(await jumpFor('panic-events', 'userName', 'ASC', 60)).toMatchObject({ fromSeek: true });
    // A page before the first mark is read as before.
    expect(await jumpFor('panic-events', 'createdAt', 'DESC', 2)).toBeUndefined();
    await expectEventPagesAsWithoutMarks([5, 17, 41, 60, 96]);
  });

  it('answers past the end with no rows, without stepping over the list', async () => {
    expect(await jumpFor('panic-events', 'fullName', 'DESC', 500)).toBe('past-end');
    const past = await eventsPage('fullName', 'DESC', 500);
    expect(past.rows).toEqual([]);
    expect(past.nextCursor).toBeNull();
  });

  it('counts events added since the marks were built, wherever they sort', async () => {
    const owner = await createAccount(test.ctx, { roleId: 6, userName: 'late.owner' });
    await insertEvents(EVENTS + 1, EVENTS + 150, owner.id);
    expect(await jumpFor('panic-events', 'fullName', 'ASC', 50)).toMatchObject({ fromSeek: true });
    await expectEventPagesAsWithoutMarks([9, 50, 73, 102]);
  });

  it('stops using the marks once an event is deleted or renamed, until they are built again', async () => {
    await test.ctx.db.execute(sql`delete from panic_events where alert_unique_id = 'marks-777'`);
    expect(await jumpFor('panic-events', 'createdAt', 'DESC', 60)).toBeUndefined();
    await expectEventPagesAsWithoutMarks([60]);
    await buildAll();
    expect(await jumpFor('panic-events', 'createdAt', 'DESC', 60)).toMatchObject({ fromSeek: true });
    await expectEventPagesAsWithoutMarks([60]);

    await test.ctx.db.execute(sql`update panic_events set user_full_name = 'Aaron First' where alert_unique_id in ('marks-1500', 'marks-1501')`);
    expect(await jumpFor('panic-events', 'fullName', 'ASC', 60)).toBeUndefined();
    // Acknowledging changes no sort column: the marks stay in use.
    await buildAll();
    await test.ctx.db.execute(sql`update panic_events set status = 'acknowledged' where alert_unique_id = 'marks-1502'`);
    expect(await jumpFor('panic-events', 'fullName', 'ASC', 60)).toMatchObject({ fromSeek: true });
    await expectEventPagesAsWithoutMarks([30, 60]);
  });

  it('finds deep pages of the user list (end users among all accounts) from its marks', async () => {
    expect(await jumpFor('users', 'fullName', 'DESC', 40)).toMatchObject({ fromSeek: true });
    for (const by of USER_ORDERS) {
      for (const order of DIRECTIONS) {
        for (const pageNo of [6, 23, 40, 52, 60])
          expect(ids(await usersPage(by, order, pageNo)), `${by} ${order} ${pageNo}`).toEqual(ids(await usersPage(by, order, pageNo, false)));
      }
    }
    // An admin is not in the list: creating one changes no page of it.
    const before = ids(await usersPage('email', 'ASC', 30));
    await createAccount(test.ctx, { roleId: 3, email: 'aaa.admin@example.com' });
    expect(ids(await usersPage('email', 'ASC', 30))).toEqual(before);
  });

  it('serves the same deep page over HTTP as the engine does without marks', async () => {
    const admin = await createAccount(test.ctx, { roleId: 2 });
    const token = await signInAs(test.app, admin.email, admin.password);
    const response = await request(test.app, panicEventsEndpoints.list, {
      query: { page_no: 70, limit: LIMIT, order_by: 'createdAt', order: 'DESC' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as { data: { id: number }[] }).data;
    expect(rows.map((row) => row.id)).toEqual(ids(await eventsPage('createdAt', 'DESC', 70, false)));
    expect(rows).toHaveLength(LIMIT);
  });
});
