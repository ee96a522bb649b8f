import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridArea, gridExponent } from '@guardian/contracts';
import type { AppContext } from '../../../src/context';
import type { Db } from '../../../src/db/client';
import { queryRows } from '../../../src/db/query';
import type { List, PageRequest } from '../../../src/lib/list-engine';
import { panicEventsExport, panicEventsPages, type PanicEventsFilters } from '../../../src/modules/panic-events/panic-events.list';
import { usersList, type UsersListQuery } from '../../../src/modules/users/users.list';
import { countCells } from '../../../src/modules/heat-map/heat-map.repository';
import { explaining as explainingOn, indexesRead, seqScans as seqScansOf, type Explained } from '../../support/explained-plans';
import { createTestApp, type TestApp } from '../../support/helper';

/**
 * The plans of the lists' real queries at scale (issue 15): with a million panic events and 200,000 end users,
 * every order (each way, first page, deep page, next page by cursor) and every filter of issue 13 reads an index,
 * and no query of a page or its total scans panic_events or accounts sequentially. Each order's unfiltered page
 * reads the index the list declares for it. The queries are the engine's own: every statement it runs is
 * EXPLAINed first on the same connection (inside a plan's SET LOCAL transaction too).
 *
 * PostgreSQL only: PGlite never analyses on its own and its planner statistics are not what production sees.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.log('list-plans: skipped, it needs DATABASE_URL (PostgreSQL): the plans of a million rows are judged on the real planner');

const EVENTS = 1_000_000;
const USERS = 200_000;
const WATCHED = ['panic_events', 'accounts', 'panic_event_month_cells'];
const explaining = (db: Db, seen: Explained[]) => explainingOn(db, seen, { tables: WATCHED });
const seqScans = (plans: Explained[]) => seqScansOf(plans, WATCHED);

describe.skipIf(!DATABASE_URL)(`list plans at ${EVENTS.toLocaleString('en')} panic events on PostgreSQL`, () => {
  let test: TestApp;

  /** Serves one page through the engine, EXPLAINing each statement; then the page by its cursor, the same way. */
  async function plansOf<Q>(list: List<Q, unknown>, query: Q & PageRequest): Promise<Explained[]> {
    const seen: Explained[] = [];
    const ctx: AppContext = { ...test.ctx, db: explaining(test.ctx.db, seen) };
    const page = await list.page(ctx, query);
    expect(page.rows.length).toBeGreaterThan(0);
    if (page.nextCursor) await list.page(ctx, { ...query, page_no: query.page_no + 1, cursor: page.nextCursor });
    expect(seen.length).toBeGreaterThan(0);
    return seen;
  }

  /**
   * Fills a table with its secondary indexes dropped and rebuilt after (minutes of index upkeep become seconds).
   * `leaveOff`: indexes no query asked of that table here can use (the map's location index serves only the heat
   * map) are not rebuilt: they are the slowest to build, and an index left off
   * only takes a choice away from the planner, so the plans found are no better than with it.
   */
  async function fill(table: string, insert: SQL, { leaveOff = [] as RegExp[] } = {}) {
    const { db } = test.ctx;
    const started = Date.now();
    const indexes = await queryRows<{ name: string; definition: string }>(
      db,
      sql`select indexname as name, indexdef as definition from pg_indexes where tablename = ${table} and indexname not like '%_pkey'`,
    );
    const rebuilt = indexes.filter((index) => !leaveOff.some((pattern) => pattern.test(index.definition)));
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('maintenance_work_mem', '256MB', true)`);
      for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
      await tx.execute(insert);
      for (const index of rebuilt) await tx.execute(sql.raw(index.definition));
    });
    await db.execute(sql.raw(`vacuum analyze ${table}`));
    console.log(`list-plans: ${table} filled, indexed and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  beforeAll(async () => {
    test = await createTestApp();
    const started = Date.now();
    const first = ['Amara', 'Ben', 'Chen', 'Dana', 'Elif', 'Femi', 'Gita', 'Hugo', 'Ines', 'Jon', 'Kemal', 'Lena', 'Marta', 'Nia', 'Omar', 'Priya'];
    const last = ['Okafor', 'Smith', 'Wang', 'Novak', 'Yilmaz', 'Adeyemi', 'Rao', 'Martin', 'Costa', 'Berg', 'Demir', 'Fischer'];
    // Array literals as one text parameter each (drizzle would spread a JS array into a row).
    const names = (list: string[]) => sql`${`{${list.join(',')}}`}::text[]`;
    const nameOf = (g: SQL) => sql`(${names(first)})[1 + ${g} % ${first.length}] || ' ' || (${names(last)})[1 + (${g} / ${first.length}) % ${last.length}]`;
    await fill(
      'accounts',
      sql`insert into accounts (role_id, full_name, user_name, email, password_hash, created_at)
          select 6, ${nameOf(sql`g`)}, 'user' || g, 'user' || g || '@example.com', 'x', timestamptz '2024-01-01' + g * interval '1 minute'
          from generate_series(1, ${USERS}) as g`,
    );
    // Events spread over about a year; one in ten is a warning, one in five from the watch; triggers (heat map, days)
    // are not what this test is about and are held off during the fill.
    await test.ctx.db.execute(sql`alter table panic_events disable trigger user`);
    await fill(
      'panic_events',
      sql`insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, is_alert_started_from_device, latitude, longitude, created_at)
          select 'plan-' || g, a.id, a.user_name, a.full_name, case when g % 10 = 0 then 1 else 2 end, case when g % 5 = 0 then 2 else 1 end,
                 0, 0, timestamptz '2025-01-01' + g * interval '30 seconds'
          from generate_series(1, ${EVENTS}) as g
          join accounts a on a.id = (select min(id) from accounts where role_id = 6) + g % ${USERS}`,
      { leaveOff: [/panic_events_location_idx/, /alert_unique_id/] },
    );
    await test.ctx.db.execute(sql`alter table panic_events enable trigger user`);
    console.log(`list-plans: ${EVENTS} events and ${USERS} users filled and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 240_000);
  afterAll(() => test?.close());

  const events = (query: Partial<PanicEventsFilters> & Partial<PageRequest> = {}) =>
    ({ keyword: '', order_by: 'createdAt', order: 'DESC', limit: 25, page_no: 1, ...query }) as PanicEventsFilters & PageRequest;
  const users = (query: Partial<UsersListQuery> & Partial<PageRequest> = {}) =>
    ({ order_by: 'userId', order: 'DESC', limit: 25, page_no: 1, ...query }) as UsersListQuery & PageRequest;

  /** The index an order declares; an order by id alone may equally be served by the primary key. */
  const servesOrder = (plans: Explained[], list: List<never, unknown>, by: string) => {
    const order = list.orders[by]!;
    const allowed = order.column ? [order.index] : [order.index, `${list.source.table}_pkey`];
    return [...indexesRead(plans)].filter((name) => allowed.includes(name));
  };

  it.each([
    ['createdAt', 'DESC'],
    ['createdAt', 'ASC'],
    ['userName', 'ASC'],
    ['userName', 'DESC'],
    ['fullName', 'ASC'],
    ['fullName', 'DESC'],
  ] as const)('panic events by %s %s: the order’s own index, first and deep pages, no sequential scan', async (by, order) => {
    for (const page_no of [1, 2_000]) {
      const plans = await plansOf(panicEventsPages, events({ order_by: by, order, page_no }));
      expect(seqScans(plans)).toEqual([]);
      expect(servesOrder(plans, panicEventsPages as List<never, unknown>, by)).not.toEqual([]);
    }
  });

  it.each([
    ['a warning (1 in 10)', { alertType: 1 }],
    ['an emergency (9 in 10)', { alertType: 2 }],
    ['the watch (1 in 5)', { source: 2 }],
    ['a week', { from: '2025-03-01', to: '2025-03-07' }],
    ['a day, warnings from the watch', { from: '2025-03-01', to: '2025-03-01', alertType: 1, source: 2 }],
    ['a week, by full name', { from: '2025-03-01', to: '2025-03-07', order_by: 'fullName', order: 'ASC' }],
    ['warnings by user name', { alertType: 1, order_by: 'userName', order: 'ASC' }],
    ['the watch, oldest first, deep', { source: 2, order: 'ASC', page_no: 400 }],
    ['open alarms', { status: 'open' }],
  ] as const)('panic events filtered to %s: an index, no sequential scan', async (_, filter) => {
    if ('status' in filter) {
      // A few open alarms among the million, as on a live desk.
      await test.ctx.db.execute(sql`update panic_events set status = 'open' where id in (select id from panic_events order by id desc limit 5)`);
    }
    const plans = await plansOf(panicEventsPages, events(filter as Partial<PanicEventsFilters>));
    expect(seqScans(plans)).toEqual([]);
    expect(indexesRead(plans).size).toBeGreaterThan(0);
  });

  it.each([
    ['a rare user name (111 people)', 'user1999', ['panic_events_user_created_idx'], 'createdAt'],
    ['a common first name (1 in 16)', 'chen', ['panic_events_created_idx'], 'createdAt'],
    ['a rare name, by full name', 'user1999', ['panic_events_user_created_idx'], 'fullName'],
  ] as const)('a panic-event search for %s: the accounts’ index or a walk, never the events’ names', async (_, keyword, read, by) => {
    // The events have no trigram index (decision 038): a search that needed one would scan the table.
    const plans = await plansOf(panicEventsPages, events({ keyword, order_by: by }));
    expect(seqScans(plans)).toEqual([]);
    expect([...indexesRead(plans)]).toEqual(expect.arrayContaining([...read]));
  });

  it('a panic-event export of a rare name counts its total through the accounts, never by scanning the events', async () => {
    const seen: Explained[] = [];
    const ctx: AppContext = { ...test.ctx, db: explaining(test.ctx.db, seen) };
    const opened = await panicEventsExport.all(ctx, { keyword: 'user1999', order_by: 'createdAt', order: 'DESC' }).open();
    // user1999, user19990–user19999 and user199900–user199999: 111 people, five events each.
    expect(opened.total).toBe(555);
    expect(seen.length).toBeGreaterThan(0);
    expect(seqScans(seen)).toEqual([]);
  });

  it.each([
    ['userId', 'DESC'],
    ['userId', 'ASC'],
    ['fullName', 'ASC'],
    ['fullName', 'DESC'],
    ['email', 'ASC'],
    ['email', 'DESC'],
  ] as const)('users by %s %s: the order’s own index, first and deep pages, no sequential scan', async (by, order) => {
    for (const page_no of [1, 2_000]) {
      const plans = await plansOf(usersList, users({ order_by: by, order, page_no }));
      expect(seqScans(plans)).toEqual([]);
      expect(servesOrder(plans, usersList as List<never, unknown>, by)).not.toEqual([]);
    }
  });

  it('the heat map reads a city’s month cells at zoom 12 from their primary key alone (decision 046)', async () => {
    // A year of level-15 month cells around Mumbai, one event each: 250 x 250 cells x 12 months. Zoom 12's grid is
    // level 14: each answer cell merges 2 x 2 stored cells of every month, 48 events.
    await test.ctx.db.execute(sql`
      insert into panic_event_month_cells (level, cell_y, cell_x, month, event_count, sum_latitude, sum_longitude)
      select 15, y, x, date '2025-01-01' + m * interval '1 month', 1, (y + 0.5) * 360.0 / 32768 - 90, (x + 0.5) * 360.0 / 32768 - 180
      from generate_series(9800, 10049) y, generate_series(22900, 23149) x, generate_series(0, 11) m`);
    await test.ctx.db.execute(sql`vacuum analyze panic_event_month_cells`);
    const seen: Explained[] = [];
    const bounds = { south: 19.02, west: 72.76, north: 19.13, east: 73.0 };
    const area = gridArea(bounds, gridExponent(12, 'clusters'));
    const cells = await countCells(explaining(test.ctx.db, seen), area, {});
    expect(cells.length).toBe(area.cells);
    expect(cells.every((cell) => cell.count === 48)).toBe(true);
    const scans = seen.flatMap((plan) => plan.nodes).filter((node) => node['Relation Name'] === 'panic_event_month_cells');
    expect(scans.map((node) => `${node['Node Type']} ${node['Index Name']}`)).toEqual(['Index Only Scan panic_event_month_cells_level_cell_y_cell_x_month_pk']);
  });

  it.each([
    ['fullName', 'ASC'],
    ['email', 'DESC'],
  ] as const)('a user search ordered by %s %s reads indexes only', async (by, order) => {
    for (const search of ['chen', 'user1999']) {
      const plans = await plansOf(usersList, users({ search, order_by: by, order }));
      expect(seqScans(plans)).toEqual([]);
    }
  });
});
