import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/context';
import { queryOne } from '../../../src/db/query';
import { buildPageMarks, type List, type PageRequest } from '../../../src/lib/list-engine';
import { refreshTrigramFrequencies } from '../../../src/lib/trigram-window';
import { adminsList } from '../../../src/modules/admins/admins.list';
import { timelineList } from '../../../src/modules/timeline/timeline.list';
import { devicesList } from '../../../src/modules/devices/devices.list';
import { emergencyContactsList } from '../../../src/modules/emergency-contacts/emergency-contacts.list';
import { MARKED_LISTS } from '../../../src/modules/marked-lists';
import { panicEventsPages } from '../../../src/modules/panic-events/panic-events.list';
import { subscriptionsList } from '../../../src/modules/subscriptions/subscriptions.list';
import { usersList } from '../../../src/modules/users/users.list';
import { seedPeopleAndEvents } from '../../../src/seed/demo-data';
import { explaining, indexesRead, type Explained, type PlanNode } from '../../support/explained-plans';
import { createTestApp, type TestApp } from '../../support/helper';
import { writeRecording } from '../../support/recordings';

/**
 * Which indexes each list's page statement reads, on PostgreSQL, against the snapshot in list-indexes/postgres.json:
 * for every list, its first page in each order and way, a deep page and a search. A change that leaves a statement
 * without the index meant for it (an order no index serves, a filter on an unindexed column) changes the snapshot
 * and fails here, long before the million-row plans of list-plans.scale.test.ts (npm run test:scale) would show
 * it. After a deliberate change, record again with `RECORD_LIST_INDEXES=1 DATABASE_URL=… npx vitest run` on this
 * file and review the difference as part of the change.
 *
 * The tables hold a few thousand rows. First pages and searches read the same indexes whatever the setting (their
 * LIMIT makes an index cheap at any size), but a deep page of a small table (devices, subscriptions) costs the
 * planner less as a sequential scan and a sort, which says nothing of a table of millions. So each statement is
 * EXPLAINed with enable_seqscan off, as a filtered page's own plan already runs (page-plan.ts): the planner still
 * weighs indexes, sorts and joins against each other by their costs, so it takes the index that can serve the
 * statement's order and filters, and a statement that no index serves still shows its sequential scan. Timings and
 * row counts are not compared: they are the benchmark's.
 *
 * PostgreSQL only: production runs on it (decision 001). PGlite is another release of the planner (PostgreSQL 18
 * built for 32-bit WebAssembly), whose choices on tables this small need not be a server's. The snapshot names the
 * server's major version it was recorded on; another major may choose otherwise and is recorded on its own.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.log('list-indexes: skipped, it needs DATABASE_URL (PostgreSQL): index choices are judged on the production planner');

const SNAPSHOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'list-indexes', 'postgres.json');
const NOW = new Date('2026-06-01T12:00:00.000Z');
const TABLES = ['accounts', 'panic_events', 'emergency_contacts', 'subscriptions', 'devices', 'audit_log'];

/** What the snapshot holds: the server's major version, and each request's indexes (and sequential scans). */
type Snapshot = { postgresMajor: number; requests: Record<string, string[]> };

type Request = { list: List<never, unknown>; query: PageRequest; order?: string };

/**
 * The requests of one list: its first page in each order and way (a list whose query has `order_by` and `order`;
 * one with a single fixed order has one first page), a deep page (`deep`, in the default order) and a search.
 */
function requestsOf<Q>(
  name: string,
  list: List<Q, unknown>,
  base: Q & PageRequest,
  { deep, search }: { deep?: number; search: Partial<Q> },
): Record<string, Request> {
  const request = (query: Q & PageRequest, order?: string): Request => ({ list: list as unknown as List<never, unknown>, query, order });
  const ordered = 'order_by' in (base as object);
  const firstPages: Record<string, Request> = ordered
    ? Object.fromEntries(
        Object.keys(list.orders).flatMap((by) =>
          (['ASC', 'DESC'] as const).map((order) => [`${name} by ${by} ${order}, page 1`, request({ ...base, order_by: by, order }, by)]),
        ),
      )
    : { [`${name}, page 1`]: request(base, Object.keys(list.orders)[0]) };
  const deepPage = deep ? { [`${name}, page ${deep}`]: request({ ...base, page_no: deep }) } : {};
  return { ...firstPages, ...deepPage, [`${name}, search`]: request({ ...base, ...search }) };
}

const page = { limit: 25, page_no: 1 };
const SHORT_KEYWORD_WALK = 'subscriptions, search a, page 8';
const REQUESTS: Record<string, Request> = {
  ...requestsOf('users', usersList, { ...page, order_by: 'userId', order: 'DESC' }, { deep: 150, search: { search: 'aisha' } }),
  ...requestsOf('admins', adminsList, page, { deep: 2, search: { search: 'admin1' } }),
  ...requestsOf('panic events', panicEventsPages, { ...page, keyword: '', order_by: 'createdAt', order: 'DESC' }, { deep: 200, search: { keyword: 'aisha' } }),
  ...requestsOf(
    'devices',
    devicesList,
    { ...page, keyword: '', active_status: 1, allocation_status: 1, order_by: 'id', order: 'DESC' },
    { deep: 40, search: { keyword: 'band' } },
  ),
  ...requestsOf(
    'emergency contacts',
    emergencyContactsList,
    { ...page, keyword: '', active_status: 1, order_by: 'id', order: 'DESC' },
    { deep: 100, search: { keyword: 'aisha' } },
  ),
  ...requestsOf(
    'subscriptions',
    subscriptionsList,
    { ...page, keyword: '', status: '', order_by: 'createdAt', order: 'DESC' },
    { deep: 40, search: { keyword: 'aisha' } },
  ),
  ...requestsOf('timeline', timelineList, page, { deep: 60, search: { action: 'auth' } }),
  // A one-letter keyword paged deep: a walk of the start-date index that tests the keyword on each row it passes.
  [SHORT_KEYWORD_WALK]: {
    list: subscriptionsList as unknown as List<never, unknown>,
    query: { ...page, page_no: 8, keyword: 'a', status: '', order_by: 'createdAt', order: 'DESC' } as PageRequest,
  },
};

/** The statements that read a page's rows (they select its key as "__id"), not its total's counts and samples. */
const pageStatements = (plans: Explained[]) => plans.filter((plan) => plan.sql.includes('"__id"'));

/** What a request's page statements read: their indexes, and any table they still scan whole, sorted. */
function readBy(plans: Explained[]): string[] {
  const scanned = plans.flatMap((plan) => plan.nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => `seq scan of ${node['Relation Name']}`));
  return [...new Set([...indexesRead(plans), ...scanned])].sort();
}

describe.skipIf(!DATABASE_URL)('the indexes of list pages on PostgreSQL', () => {
  let test: TestApp;
  let postgresMajor: number;
  const read: Record<string, string[]> = {};
  const nodesRead: Record<string, PlanNode[]> = {};

  beforeAll(async () => {
    test = await createTestApp();
    test.setNow(NOW);
    const { db } = test.ctx;
    await seedPeopleAndEvents(db, test.ctx.storage, { users: 6_000, events: 8_000, devices: 2_000 }, () => {});
    // Back-office accounts beside the end users, and a timeline, which the seed leaves out.
    await db.execute(sql`
      insert into accounts (role_id, full_name, email, password_hash)
      select case when g % 5 = 0 then 2 else 3 end, 'Guardian Admin ' || g, 'admin' || g || '@guardian.test', 'x' from generate_series(1, 60) as g`);
    await db.execute(sql`
      insert into audit_log (action, created_at)
      select case when g % 3 = 0 then 'auth.signin' else 'users.updated' end, ${NOW.toISOString()}::timestamptz - g * interval '1 minute'
      from generate_series(1, 3000) as g`);
    // Statistics of every row (the tables are under ANALYZE's sample), and all pages visible, so no plan turns on
    // what autovacuum has reached.
    for (const table of TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
    await refreshTrigramFrequencies(test.ctx);
    for (const list of MARKED_LISTS) for (const order of Object.keys(list.orders)) await buildPageMarks(db, list, order, 100);
    const version = await queryOne<{ major: number }>(db, sql`select current_setting('server_version_num')::int / 10000 as major`);
    postgresMajor = Number(version!.major);

    for (const [name, { list, query }] of Object.entries(REQUESTS)) {
      const seen: Explained[] = [];
      const ctx: AppContext = { ...test.ctx, db: explaining(test.ctx.db, seen, { tables: TABLES, withoutSeqScans: true }) };
      const answer = await list.page(ctx, query as never);
      if (answer.rows.length === 0) throw new Error(`${name}: no rows; the plan of an empty page proves little`);
      read[name] = readBy(pageStatements(seen));
      nodesRead[name] = pageStatements(seen).flatMap((plan) => plan.nodes);
    }
  }, 600_000);
  afterAll(() => test?.close());

  it('reads, for each first page, the index its list declares for the order', () => {
    for (const [name, { list, order }] of Object.entries(REQUESTS)) {
      if (!order || !name.endsWith('page 1')) continue;
      const declared = list.orders[order]!;
      // An order by id alone may equally be served by the primary key.
      const allowed = declared.column ? [declared.index] : [declared.index, `${list.source.table}_pkey`];
      expect(
        read[name]!.filter((index) => allowed.includes(index)),
        name,
      ).not.toEqual([]);
    }
  });

  it('tests a short keyword on the subscriptions from their start-date index alone, without a table page per row', () => {
    const walk = nodesRead[SHORT_KEYWORD_WALK]!.filter((node) => node['Index Name'] === 'subscriptions_created_idx');
    expect(walk.map((node) => node['Node Type'])).toEqual(['Index Only Scan']);
  });

  it('reads the indexes of the snapshot, request by request', async () => {
    if (process.env.RECORD_LIST_INDEXES === '1') await writeRecording(SNAPSHOT, { postgresMajor, requests: read } satisfies Snapshot);
    const snapshot = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Snapshot;
    expect(postgresMajor, `the snapshot was recorded on PostgreSQL ${snapshot.postgresMajor}: record it again on this server`).toBe(snapshot.postgresMajor);
    expect(Object.keys(read)).toEqual(Object.keys(snapshot.requests));
    for (const [name, indexes] of Object.entries(snapshot.requests)) expect(read[name], name).toEqual(indexes);
  });
});
