import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/context';
import type { Db, ReadBudget, Settings } from '../../../src/db/client';
import { queryOne } from '../../../src/db/query';
import { buildPageMarks, EXACT_TOTAL_CAP } from '../../../src/lib/list-engine';
import { refreshTrigramFrequencies } from '../../../src/lib/trigram-window';
import { listAdmins } from '../../../src/modules/admins/admins.service';
import { listDevices } from '../../../src/modules/devices/devices.service';
import { exportEmergencyContacts, listEmergencyContacts } from '../../../src/modules/emergency-contacts/emergency-contacts.service';
import { exportPanicEvents, listPanicEvents } from '../../../src/modules/panic-events/panic-events.service';
import { listSubscriptions } from '../../../src/modules/subscriptions/subscriptions.service';
import { usersList } from '../../../src/modules/users/users.list';
import { exportUsers, listUsers } from '../../../src/modules/users/users.service';
import * as schema from '../../../src/db/schema';
import { seedPeopleAndEvents } from '../../../src/seed/demo-data';
import { createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { writeRecording } from '../../support/recordings';

/**
 * The SQL the list engine sends, statement by statement, for a fixed set of list requests on a seeded database,
 * against the recording in list-sql/<database>.json. The benchmark tables rest on these statements: a change to the
 * engine that sends other SQL (another plan, another total) shows here first. After a deliberate change, record
 * again with `RECORD_LIST_SQL=1 npx vitest run apps/api/test/lib/list-engine/list-sql.test.ts` (and with
 * DATABASE_URL for PostgreSQL) and review the difference as part of the change.
 */
const RECORDING = path.join(path.dirname(fileURLToPath(import.meta.url)), 'list-sql', `${databaseKind}.json`);
const NOW = new Date('2026-06-01T12:00:00.000Z');

type Statement = { sql: string; params: unknown[] };

/**
 * The same connection as `db` (PGlite's client, or PostgreSQL's pool) under a Db of its own whose statements, and
 * its transactions', go to `logger`: what the app runs beside the requests (the alarm feed) stays out.
 */
function recordingDb(db: Db, logger: Logger): Db {
  const client = (db as unknown as { $client: unknown }).$client;
  return (databaseKind === 'postgres' ? drizzlePg(client as never, { schema, logger }) : drizzlePglite(client as never, { schema, logger })) as unknown as Db;
}

/** A settings connection's Db (its own pool or thread channel) with its statements recorded too. */
function recordOn(db: Db, logger: Logger): Db {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  session.logger = logger;
  session.options.logger = logger;
  return db;
}

describe(`the SQL of list requests on ${databaseKind}`, () => {
  let test: TestApp;
  let ctx: AppContext;
  const statements: Statement[] = [];
  const recording = { on: false };
  const logger: Logger = { logQuery: (text, params) => void (recording.on && statements.push({ sql: text, params: params.map(String) })) };

  beforeAll(async () => {
    test = await createTestApp();
    test.setNow(NOW);
    await seedPeopleAndEvents(test.ctx.db, test.ctx.storage, { users: 6_000, events: 8_000, devices: 2_000 }, () => {});
    for (const table of ['accounts', 'panic_events', 'emergency_contacts', 'subscriptions', 'devices']) await test.ctx.db.execute(sql.raw(`analyze ${table}`));
    await refreshTrigramFrequencies(test.ctx);
    // Marks every 100 rows in the users' orders (their sort values come from the seed alone, not from the clock).
    for (const order of Object.keys(usersList.orders)) await buildPageMarks(test.ctx.db, usersList.marked!, order, 100);
    const { database } = test.ctx;
    // The plan's own connections (PostgreSQL's settings pools, PGlite's thread) are recorded too.
    const withSettings = database.withSettings
      ? (settings: Settings, budget?: ReadBudget) => recordOn(database.withSettings!(settings, budget), logger)
      : undefined;
    const db = recordingDb(database.db, logger);
    ctx = { ...test.ctx, db, database: { ...database, db, withSettings } };
  }, 600_000);
  afterAll(() => test?.close());

  it('sends the recorded statements, in the recorded order, for each request', async () => {
    const user = await queryOne<{ userName: string }>(
      ctx.db,
      sql`select user_name as "userName" from accounts where role_id = 6 order by id offset 3000 limit 1`,
    );
    const longName = user!.userName;
    const page = { limit: 25, page_no: 1 };
    const users = (extra: Partial<Parameters<typeof listUsers>[1]>) => listUsers(ctx, { ...page, order_by: 'userId', order: 'DESC', ...extra });
    const events = (extra: Partial<Parameters<typeof listPanicEvents>[1]>) =>
      listPanicEvents(ctx, { ...page, keyword: '', order_by: 'createdAt', order: 'DESC', ...extra });
    const contacts = (extra: Partial<Parameters<typeof listEmergencyContacts>[1]>) =>
      listEmergencyContacts(ctx, { ...page, keyword: '', active_status: 1, order_by: 'id', order: 'DESC', ...extra });
    const devices = (extra: Partial<Parameters<typeof listDevices>[1]>) =>
      listDevices(ctx, { limit: 10, page_no: 1, keyword: '', active_status: 1, allocation_status: 1, order_by: 'id', order: 'DESC', ...extra });
    const subscriptions = (extra: Partial<Parameters<typeof listSubscriptions>[1]>) =>
      listSubscriptions(ctx, { ...page, keyword: '', status: '', order_by: 'createdAt', order: 'DESC', ...extra });
    const exported = async (open: () => Promise<{ rows: () => AsyncIterable<unknown> }>) => {
      const opened = await open();
      for await (const row of opened.rows()) void row;
    };

    const requests: Record<string, () => Promise<unknown>> = {
      'users page 1': () => users({}),
      'users deep page': () => users({ page_no: 150 }),
      'users deep page by name': () => users({ page_no: 120, order_by: 'fullName', order: 'ASC' }),
      'users page past the end': () => users({ page_no: 400 }),
      'users by e-mail': () => users({ order_by: 'email', order: 'ASC' }),
      'users next page by cursor': async () =>
        users({ cursor: ((await usersList.page(ctx, { ...page, order_by: 'userId', order: 'DESC' })).nextCursor ?? undefined)! }),
      'users search, rare long term': () => users({ search: longName }),
      'users search, rare digits': () => users({ search: '4321' }),
      'users search, common term': () => users({ search: 'com' }),
      'users search, mid term': () => users({ search: 'aisha' }),
      'users search, deep page': () => users({ search: 'com', page_no: 30 }),
      'users search by name': () => users({ search: 'mail', order_by: 'fullName', order: 'ASC' }),
      'users search holding the separator': () => users({ search: 'a\u001fb' }),
      'users export of a search': () => exported(() => exportUsers(ctx, { search: 'aisha', order_by: 'userId', order: 'DESC' }).open()),
      'panic events by time': () => events({}),
      'panic events by user name': () => events({ order_by: 'userName', order: 'ASC' }),
      'panic events by full name': () => events({ order_by: 'fullName', order: 'DESC' }),
      'panic events deep page': () => events({ page_no: 200 }),
      'panic events search, rare': () => events({ keyword: longName }),
      'panic events search, common': () => events({ keyword: 'an' }),
      'panic events search, mid': () => events({ keyword: 'aisha' }),
      'panic events search by user name': () => events({ keyword: 'aisha', order_by: 'userName', order: 'ASC' }),
      'panic events by status and date': () => events({ status: 'open', from: '2025-06-01', to: '2026-06-01' }),
      'panic events by alert type': () => events({ alertType: 2, page_no: 3 }),
      'panic events export of a search': () => exported(() => exportPanicEvents(ctx, { keyword: 'aisha', order_by: 'createdAt', order: 'DESC' }).open()),
      'devices page 1': () => devices({}),
      'devices by name, active': () => devices({ order_by: 'deviceName', order: 'ASC', active_status: 3 }),
      'devices search': () => devices({ keyword: 'band' }),
      'devices not allocated, deep': () => devices({ allocation_status: 3, page_no: 20 }),
      'subscriptions page 1': () => subscriptions({}),
      'subscriptions active by end date': () => subscriptions({ status: 'true', order_by: 'endDate', order: 'ASC' }),
      'subscriptions search': () => subscriptions({ keyword: 'aisha' }),
      'subscriptions short keyword': () => subscriptions({ keyword: 'ai' }),
      'emergency contacts page 1': () => contacts({}),
      'emergency contacts active by name': () => contacts({ active_status: 3, order_by: 'contactName', order: 'ASC' }),
      'emergency contacts search': () => contacts({ keyword: 'aisha' }),
      'emergency contacts deep page': () => contacts({ page_no: 100 }),
      'emergency contacts export of a search': () =>
        exported(() => exportEmergencyContacts(ctx, { keyword: 'khan', active_status: 1, order_by: 'id', order: 'DESC' }).open()),
      'admins page 1': () => listAdmins(ctx, page),
      'admins search': () => listAdmins(ctx, { ...page, search: 'guardian' }),
      // Last, once the devices outnumber the cap (see `before`): the sample finds most of them matching.
      'devices search past the cap, from a sample': async () => {
        const answer = await devices({ keyword: 'beacon' });
        expect(answer.totalIsEstimate).toBe(true);
        expect(answer.totalResult).toBeGreaterThan(EXACT_TOTAL_CAP);
      },
    };
    /**
     * What a request needs of the database first, done before its statements are recorded. The seed's tables are
     * under the total's cap or within one sample; the rule that takes a sample's figure past EXACT_TOTAL_CAP
     * (total-rules.ts) needs a table larger than both, so 30,000 beacons join the devices, after every other request.
     */
    const before: Record<string, () => Promise<void>> = {
      'devices search past the cap, from a sample': async () => {
        await ctx.db.execute(sql`
          insert into devices (device_name, device_id) select 'Guardian Beacon ' || g, 'BEACON-' || g from generate_series(1, 30000) as g`);
        await ctx.db.execute(sql`analyze devices`);
      },
    };

    const recorded: Record<string, Statement[]> = {};
    for (const [name, request] of Object.entries(requests)) {
      await before[name]?.();
      statements.length = 0;
      recording.on = true;
      try {
        await request();
      } finally {
        recording.on = false;
      }
      recorded[name] = [...statements];
    }
    if (process.env.RECORD_LIST_SQL === '1') await writeRecording(RECORDING, recorded);
    const expected = JSON.parse(fs.readFileSync(RECORDING, 'utf8')) as Record<string, Statement[]>;
    expect(Object.keys(recorded)).toEqual(Object.keys(expected));
    for (const name of Object.keys(expected)) expect(recorded[name], name).toEqual(expected[name]);
  }, 300_000);
});
