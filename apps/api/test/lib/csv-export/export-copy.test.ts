import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devicesEndpoints,
  emergencyContactsEndpoints,
  type Endpoint,
  EXPORT_TOTAL_HEADER,
  panicEventsEndpoints,
  subscriptionsEndpoints,
  usersEndpoints,
} from '@guardian/contracts';
import { EXPORT_APPLICATION_NAME, EXPORT_WORK_MEM } from '../../../src/db/copy-out';
import { queryOne, queryRows } from '../../../src/db/query';
import { accounts, deviceAllocations, devices, emergencyContacts, experiences, panicEvents, subscriptionPlans, subscriptions } from '../../../src/db/schema';
import { csvFromRows, type CsvColumn } from '../../../src/lib/csv-export';
import type { ListExport } from '../../../src/lib/list-engine';
import { MANY_ROWS } from '../../../src/lib/list-engine/list-export';
import { DEVICE_CSV_COLUMNS } from '../../../src/modules/devices/devices.csv';
import { exportDevices } from '../../../src/modules/devices/devices.service';
import { CONTACT_CSV_COLUMNS } from '../../../src/modules/emergency-contacts/emergency-contacts.csv';
import { exportEmergencyContacts } from '../../../src/modules/emergency-contacts/emergency-contacts.service';
import { panicEventCsvColumns } from '../../../src/modules/panic-events/panic-events.csv';
import { exportPanicEvents } from '../../../src/modules/panic-events/panic-events.service';
import { subscriptionCsvColumns } from '../../../src/modules/subscriptions/subscriptions.csv';
import { monthlyPlanIds } from '../../../src/modules/subscriptions/subscriptions.repository';
import { exportSubscriptions } from '../../../src/modules/subscriptions/subscriptions.service';
import { USER_CSV_COLUMNS } from '../../../src/modules/users/users.csv';
import { exportUsers } from '../../../src/modules/users/users.service';
import { naughtyStrings } from '../../support/corpus';
import { asRole, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { pathOf, request, requestRaw } from '../../support/request';

/**
 * Exports through PostgreSQL's COPY (decision 028) against the batch path that formats each cell in JavaScript:
 * the same file, byte for byte, on values chosen to break CSV writers and spreadsheets. On both databases the
 * SQL cells are also read with a plain SELECT and written by csv-stringify, so PGlite checks them too.
 */
const FORMULAS = ['=1+1', '+44 7700 900123', '-2', '@SUM(A1)', '\tindented', '\rreturn', '=HYPERLINK("http://evil","x")'];
const AWKWARD = ['', ' ', 'a,b', 'say "hi"', 'line\nbreak', 'cr\rlf\r\n', '\\.', 'back\\slash', "o'neil", 'Ağır Şey', 'عربي', '👩‍👩‍👧', ' lead', 'trail '];
const NASTY = [...new Set([...FORMULAS, ...AWKWARD, ...naughtyStrings().items.filter((text) => !text.includes('\u0000') && text.length <= 120)])];

const onPostgres = databaseKind === 'postgres';

const textOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

describe(`CSV exports by COPY and by batches on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Awaited<ReturnType<typeof asRole>>['call'];
  let token = '';

  beforeAll(async () => {
    test = await createTestApp();
    ({ call, token } = await asRole(test, 2));
    const { db } = test.ctx;
    const [monthly, yearly] = await db
      .insert(subscriptionPlans)
      .values([
        { name: 'Monthly', interval: 'monthly', priceCents: 499, storeProductId: 'm' },
        { name: 'Yearly', interval: 'yearly', priceCents: 4999, storeProductId: 'y' },
      ])
      .returning({ id: subscriptionPlans.id });
    const base = Date.UTC(2025, 2, 4, 23, 5, 9);
    const cycle = <T>(values: T[], i: number) => values[i % values.length]!;
    // One end user per nasty value, each with an event, a contact, a device and a subscription carrying it.
    for (let from = 0; from < NASTY.length; from += 200) {
      const slice = NASTY.slice(from, from + 200);
      const users = await db
        .insert(accounts)
        .values(
          slice.map((text, k) => {
            const i = from + k;
            return {
              roleId: 6,
              fullName: text,
              userName: `${text.slice(0, 40)}#${i}`,
              email: `${text.slice(0, 20)}#${i}@example.com`,
              passwordHash: 'x',
              countryCode: cycle(['+44', '', null, '=1'], i),
              phoneNumber: cycle(['7700 900', null, '', '-5'], i),
              redAlertSetting: i % 2 === 0,
              status: i % 3 === 0 ? 0 : 1,
              panicEventCount: i,
            };
          }),
        )
        .returning({ id: accounts.id, userName: accounts.userName });
      await db
        .insert(experiences)
        .values(
          users.flatMap((user, k) =>
            (from + k) % 3 === 0 ? [{ id: `${slice[k]!.slice(0, 40)}~${from + k}`, ownerId: user.id, experienceType: 1, mediaFile: 'x.jpg' }] : [],
          ),
        );
      await db.insert(panicEvents).values(
        users.map((user, k) => {
          const i = from + k;
          return {
            alertUniqueId: `nasty-${i}`,
            userId: user.id,
            userName: user.userName!,
            userFullName: slice[k]!,
            alertType: 1 + (i % 2),
            isAlertStartedFromDevice: 1 + (i % 3 === 0 ? 1 : 0),
            status: cycle(['open', 'acknowledged', 'resolved'] as const, i),
            latitude: 0,
            longitude: 0,
            experienceId: i % 3 === 0 ? `${NASTY[i]!.slice(0, 40)}~${i}` : null,
            createdAt: new Date(base + i * 1_001),
          };
        }),
      );
      await db.insert(emergencyContacts).values(
        users.map((user, k) => {
          const i = from + k;
          return {
            userId: user.id,
            contactName: slice[k]!,
            contactEmail: i % 2 ? slice[k]! : null,
            countryCode: cycle(['+44', '=9'], i),
            contactNumber: cycle(['-1', '7700'], i),
            consentStatus: 1 + (i % 4),
            isActive: i % 5 !== 0,
            isDeleted: i % 7 === 0,
          };
        }),
      );
      const made = await db
        .insert(devices)
        .values(
          users.map((_, k) => {
            const i = from + k;
            return {
              deviceName: slice[k]!,
              deviceId: `${slice[k]!.slice(0, 30)}#${i}`,
              macAddress: i % 2 ? slice[k]! : null,
              isActive: i % 4 !== 0,
              isAllocated: i % 2 === 0,
              createdAt: new Date(base - i * 86_400_000),
            };
          }),
        )
        .returning({ id: devices.id });
      await db
        .insert(deviceAllocations)
        .values(made.filter((_, k) => (from + k) % 2 === 0).map((device, k) => ({ deviceId: device.id, userId: users[k * 2]!.id })));
      await db.insert(subscriptions).values(
        users.map((user, k) => {
          const i = from + k;
          return {
            userId: user.id,
            subscriptionPlanId: i % 2 ? monthly!.id : yearly!.id,
            type: slice[k]!,
            deviceType: cycle(['ios', 'android', slice[k]!], i),
            createdAt: new Date(base - i * 3_600_000),
            endDate: new Date(base + (i % 2 ? 1 : -1) * 86_400_000 * 400),
          };
        }),
      );
    }
    // Past MANY_ROWS devices the COPY joins their holders as one set (devices.list's joinsForMany), so the
    // file must still match the batches' per-row lookups: devices with no allocation, a released one, two open
    // ones at the same time (the newer id holds it) and two at different times.
    await db.execute(sql`insert into devices (device_name, device_id, is_active, is_allocated, created_at)
      select 'Bulk device ' || g, 'BULK-' || g, g % 5 <> 0, g % 2 = 0, now() - g * interval '1 minute' from generate_series(1, ${MANY_ROWS}) g`);
    await db.execute(sql`insert into device_allocations (device_id, user_id, allocated_at, released_at)
      select d.id, u.id, timestamp '2026-01-01' + (n % 3) * interval '1 day', case when n % 7 = 0 then timestamp '2026-02-01' end
      from (select id, row_number() over (order by id) as n from devices where device_id like 'BULK-%') d
      cross join lateral (select generate_series(1, 1 + (d.n % 4)::int) as k) copies
      join lateral (select id from accounts where role_id = 6 order by id offset ((d.n * 7 + copies.k) % 50) limit 1) u on true
      where d.n % 2 = 0`);
  }, 120_000);
  afterAll(() => test.close());

  /** The five exports as the routes build them (the query parsed by the endpoint's own schema), with a filter each. */
  const exportsToCheck = async () => {
    const { ctx } = test;
    const check = <Row>(
      name: string,
      endpoint: Endpoint,
      query: Record<string, string>,
      columns: CsvColumn<Row>[],
      exportOf: (q: never) => ListExport<Row>,
    ) => ({
      name,
      endpoint,
      query,
      columns: columns as CsvColumn<never>[],
      source: exportOf(endpoint.query!.parse(query) as never) as ListExport<never>,
    });
    return [
      check('users', usersEndpoints.exportUsers, {}, USER_CSV_COLUMNS, (q) => exportUsers(ctx, q)),
      check(
        'panic events by user name, acknowledged',
        panicEventsEndpoints.export,
        { order_by: 'userName', order: 'ASC', status: 'acknowledged' },
        panicEventCsvColumns(ctx.config.publicUrl),
        (q) => exportPanicEvents(ctx, q),
      ),
      check('emergency contacts, active', emergencyContactsEndpoints.exportEmergencyContacts, { active_status: '1' }, CONTACT_CSV_COLUMNS, (q) =>
        exportEmergencyContacts(ctx, q),
      ),
      check('devices', devicesEndpoints.exportDevices, {}, DEVICE_CSV_COLUMNS, (q) => exportDevices(ctx, q)),
      check('subscriptions', subscriptionsEndpoints.exportSubscriptions, {}, subscriptionCsvColumns(await monthlyPlanIds(ctx.db), ctx.now()), (q) =>
        exportSubscriptions(ctx, q),
      ),
    ];
  };

  /** The batch path's file: rows formatted by each column's `value`. */
  const byBatches = async (columns: CsvColumn<never>[], source: ListExport<never>) => textOf(csvFromRows(columns, (await source.open()).rows()));

  /** The SQL cells of the COPY statement, read with a plain SELECT and written by csv-stringify. */
  const bySelect = async (columns: CsvColumn<never>[], source: ListExport<never>) => {
    const opened = await source.open();
    const statement = opened.copy(columns.map((column, i) => sql`${column.cell} as ${sql.identifier(`c${i}`)}`));
    const rows = await queryRows<Record<string, string | null>>(test.ctx.db, statement.select as SQL);
    const records = rows.map((row) => columns.map((_, i) => row[`c${i}`] ?? ''));
    return stringify(records, { bom: true, header: true, columns: columns.map((column) => column.header) });
  };

  it('the SQL cells give the file the JavaScript formatting gives, byte for byte, for every export', async () => {
    for (const check of await exportsToCheck()) {
      const expected = await byBatches(check.columns, check.source);
      expect(expected.split('\n').length, check.name).toBeGreaterThan(NASTY.length / 5);
      expect(await bySelect(check.columns, check.source), check.name).toBe(expected);
    }
  });

  it.skipIf(!onPostgres)('on PostgreSQL the download comes from COPY and is that same file, with the row estimate in a header', async () => {
    for (const check of await exportsToCheck()) {
      const response = await requestRaw(call, check.endpoint, { query: check.query });
      expect(response.statusCode, check.name).toBe(200);
      expect(response.body, check.name).toBe(await byBatches(check.columns, check.source));
      const records = parse(response.body, { bom: true, columns: true, relax_column_count: false }) as unknown[];
      expect(Number(response.headers[EXPORT_TOTAL_HEADER.toLowerCase()]), check.name).toBe(records.length);
    }
  });

  it.skipIf(!onPostgres)("plans the devices' set join with its sorts: no nested loop of devices over holders", async () => {
    const devicesCheck = (await exportsToCheck()).find((check) => check.name === 'devices')!;
    const statement = (await devicesCheck.source.open()).copy(devicesCheck.columns.map((column) => column.cell));
    // As copy-out.ts runs it: the COPY's work_mem, then the statement's own settings if it has any.
    const plan = await test.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('work_mem', ${EXPORT_WORK_MEM}, true)`);
      if (statement.settings) await tx.execute(statement.settings);
      const lines = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement.select as SQL}`);
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Nested Loop/);
  });

  it('escapes every cell a spreadsheet would run, quotes what CSV needs, and keeps the filter of the list', async () => {
    const response = await request(call, usersEndpoints.exportUsers);
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    const names = new Set(rows.map((row) => row['Full Name']));
    for (const formula of FORMULAS) expect(names, formula).toContain(`'${formula}`);
    for (const awkward of AWKWARD.filter((text) => text !== '')) expect(names, JSON.stringify(awkward)).toContain(awkward);
    expect(rows.find((row) => row['Phone Number'] === "'=1 -5")).toBeDefined();

    const events = await request(call, panicEventsEndpoints.export, { query: { status: 'acknowledged', keyword: 'HYPERLINK' } });
    const eventRows = parse(events.body, { bom: true, columns: true }) as Record<string, string>[];
    const list = (await request(call, panicEventsEndpoints.list, { query: { status: 'acknowledged', keyword: 'HYPERLINK', limit: 100 } })).json();
    expect(eventRows.map((row) => row['User Name'])).toEqual(list.data.map((row: { userAlert: { userName: string } }) => row.userAlert.userName));
    expect(eventRows.length).toBe(list.totalResult);
    expect(eventRows.every((row) => row.Status === 'Acknowledged')).toBe(true);
    const linked = eventRows.find((row) => row['Event Link'] !== '');
    if (linked) expect(linked['Event Link']).toMatch(/^http:\/\/guardian\.test\/auth\/experiance\/[A-Za-z0-9%_.!~*'()-]+$/);
  });

  it('takes hostile search terms as text: COPY inlines them as literals, so each must still be one string', async () => {
    for (const keyword of ["o'neil", "x'); drop table accounts; --", "\\'", '$1', '%_\\', "E'\\x27'", "🙂''"]) {
      const query = { keyword, limit: 100 };
      const response = await request(call, panicEventsEndpoints.export, { query });
      expect(response.statusCode, keyword).toBe(200);
      const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
      const list = (await request(call, panicEventsEndpoints.list, { query })).json();
      expect(rows.length, keyword).toBe(list.totalResult);
    }
    expect(Number((await queryOne<{ n: string }>(test.ctx.db, sql`select count(*) as n from accounts`))?.n)).toBeGreaterThan(NASTY.length);
  });

  it.skipIf(!onPostgres)('a finished export gives its connection back to the pool: exports one after another open no new connection', async () => {
    const backends = async () =>
      (await queryRows<{ pid: number }>(test.ctx.db, sql`select pid from pg_stat_activity where datname = current_database() order by pid`)).map(
        (row) => row.pid,
      );
    expect((await request(call, devicesEndpoints.exportDevices, {})).statusCode).toBe(200);
    const before = await backends();
    for (let i = 0; i < 3; i += 1) expect((await request(call, devicesEndpoints.exportDevices, {})).statusCode).toBe(200);
    expect(await backends()).toEqual(before);
  });

  it.skipIf(!onPostgres)(
    'a client that leaves mid-export stops the COPY and frees the export slot',
    async () => {
      const { db } = test.ctx;
      // About 40 MB of CSV in few rows (the events' triggers make many rows slow to insert): more than socket
      // buffers hold, so the COPY is still running, held by back-pressure, when the client stops reading.
      await db.execute(sql`insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, created_at)
      select 'bulk-' || g, (select min(id) from accounts where role_id = 6), 'bulk.user', 'Bulk ' || repeat('x', 2000) || g, 1, 0, 0,
             now() - g * interval '1 second'
      from generate_series(1, 20000) g`);
      const copies = async () =>
        Number(
          (
            await queryOne<{ n: string }>(
              db,
              sql`select count(*) as n from pg_stat_activity where datname = current_database() and application_name = ${EXPORT_APPLICATION_NAME}`,
            )
          )?.n ?? 0,
        );
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = test.app.server.address() as AddressInfo;
      const download = http.get({ host: '127.0.0.1', port, path: pathOf(panicEventsEndpoints.export), headers: { authorization: `Bearer ${token}` } });
      const response = await new Promise<http.IncomingMessage>((resolve) => download.on('response', resolve));
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => response.once('data', resolve));
      response.pause();
      // The header record is written before the COPY's connection has named itself: wait for the name.
      const settle = async (want: number) => {
        let seen = await copies();
        for (let tries = 0; tries < 100 && seen !== want; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          seen = await copies();
        }
        return seen;
      };
      try {
        expect(await settle(1)).toBe(1);
      } finally {
        // Even when the COPY was never seen, the held request must go, or closing the app waits for it.
        download.destroy();
      }
      expect(await settle(0)).toBe(0);
      // Its place in the queue is free again: the same admin's next export runs to the end.
      const again = await fetch(`http://127.0.0.1:${port}${pathOf(panicEventsEndpoints.export, { query: { keyword: 'HYPERLINK' } })}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(again.status).toBe(200);
      expect((await again.text()).split('\n').length).toBeGreaterThan(2);
    },
    180_000,
  );
});
