import { panicEventsEndpoints } from '@guardian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { alertLogs, experiences, panicEvents } from '../../../src/db/schema';
import { countMatching, countTable } from '../../../src/lib/list-engine';
import { panicEventsExport } from '../../../src/modules/panic-events/panic-events.list';
import { asRole, createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

type Call = Awaited<ReturnType<typeof asRole>>['call'];
const list = (call: Call, query: Record<string, string | number> = {}) =>
  request(call, panicEventsEndpoints.list, { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const exportCsv = (call: Call, query: Record<string, string> = {}) => request(call, panicEventsEndpoints.export, { query: query });
const names = (body: { data: { userAlert: { userName: string } }[] }) => body.data.map((row) => row.userAlert.userName);

describe(`panic events on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Call;
  let chenId = 0;
  const base = Date.UTC(2025, 0, 10, 12, 0, 0);

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
    const people = [
      ['amara.okafor', 'Amara Okafor'],
      ['ben.smith', 'Ben Smith'],
      ['dan.100%', '=HYPERLINK("http://evil")'],
      ['chen.wang', 'Chen Wang'],
    ] as const;
    const users: Awaited<ReturnType<typeof createAccount>>[] = [];
    for (const [userName, fullName] of people) users.push(await createAccount(test.ctx, { roleId: 6, userName, fullName }));
    const [owner] = users;
    chenId = users[3]!.id;
    await test.ctx.db.insert(experiences).values({ id: 'exp-public-1', ownerId: owner!.id, experienceType: 1, mediaFile: 'demo/x.jpg' });
    // 12 events: user i % 4, one minute apart, the newest last; alert type and source alternate.
    const rows = await test.ctx.db
      .insert(panicEvents)
      .values(
        Array.from({ length: 12 }, (_, i) => {
          const user = users[i % 4]!;
          return {
            alertUniqueId: `alert-${i}`,
            userId: user.id,
            userName: user.userName!,
            userFullName: user.fullName,
            alertType: i % 2 === 0 ? 1 : 2,
            isAlertStartedFromDevice: i % 3 === 0 ? 2 : 1,
            latitude: 51.5,
            longitude: -0.12,
            experienceId: i === 11 ? 'exp-public-1' : null,
            createdAt: new Date(base + i * 60_000),
          };
        }),
      )
      .returning({ id: panicEvents.id });
    const newest = rows[11]!.id;
    await test.ctx.db.insert(alertLogs).values([
      { panicEventId: newest, eventType: 'SMS sent', eventMessage: 'Sent to 3 contacts', timeStamp: new Date(base + 11 * 60_000 + 2000) },
      { panicEventId: newest, eventType: 'Alert started', eventMessage: 'From the phone', timeStamp: new Date(base + 11 * 60_000) },
    ]);
  });
  afterAll(() => test.close());

  it('refuses a caller without a session', async () => {
    const response = await request(test.app, panicEventsEndpoints.list);
    expect(response.statusCode).toBe(401);
  });

  it('lists by date, newest first, by default, with the spec fields', async () => {
    const response = await list(call);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalResult).toBe(12);
    expect(body.data).toHaveLength(10);
    const [first] = body.data;
    expect(first).toEqual({
      id: expect.any(Number),
      userAlert: { userId: chenId, fullName: 'Chen Wang', userName: 'chen.wang' },
      createdAt: new Date(base + 11 * 60_000).toISOString(),
      alertType: 2,
      isAlertStartedFromDevice: 1,
      alertLogs: [
        { eventType: 'Alert started', eventMessage: 'From the phone', timeStamp: new Date(base + 11 * 60_000).toISOString() },
        { eventType: 'SMS sent', eventMessage: 'Sent to 3 contacts', timeStamp: new Date(base + 11 * 60_000 + 2000).toISOString() },
      ],
      eventUrl: 'http://guardian.test/auth/experiance/exp-public-1',
      status: 'resolved',
      kind: 'panic',
      // Written straight to the table, not through ingest: no place until housekeeping resolves it.
      place: null,
      // Never worked on the desk: no outcome, nobody handled it.
      outcome: null,
      handler: null,
      note: '',
      handoffReference: '',
    });
    expect(body.data[1].eventUrl).toBe('');
    expect(body.data[1].alertLogs).toEqual([]);
    const dates = body.data.map((row: { createdAt: string }) => row.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('orders by date ascending, user name and full name', async () => {
    const ascending = (await list(call, { order: 'ASC', order_by: 'createdAt' })).json();
    expect(ascending.data[0].createdAt).toBe(new Date(base).toISOString());
    const byUser = (await list(call, { order_by: 'userName', order: 'ASC', limit: 25 })).json();
    expect(names(byUser)).toEqual([...names(byUser)].sort());
    expect(names(byUser)[0]).toBe('amara.okafor');
    const byFullName = (await list(call, { order_by: 'fullName', order: 'DESC', limit: 25 })).json();
    const fullNames = byFullName.data.map((row: { userAlert: { fullName: string } }) => row.userAlert.fullName);
    expect(fullNames.slice(0, 3)).toEqual(['Chen Wang', 'Chen Wang', 'Chen Wang']);
  });

  it('treats empty order parameters as the default (date, descending)', async () => {
    const body = (await list(call, { order: '', order_by: '', keyword: '' })).json();
    expect(body.data[0].createdAt).toBe(new Date(base + 11 * 60_000).toISOString());
  });

  it('searches user name and full name, case-insensitively, with % taken literally', async () => {
    const byName = (await list(call, { keyword: 'OKAFOR' })).json();
    expect(byName.totalResult).toBe(3);
    expect(new Set(names(byName))).toEqual(new Set(['amara.okafor']));
    const byUserName = (await list(call, { keyword: 'ben.sm' })).json();
    expect(byUserName.totalResult).toBe(3);
    const percent = (await list(call, { keyword: '100%' })).json();
    expect(names(percent)).toEqual(['dan.100%', 'dan.100%', 'dan.100%']);
    expect((await list(call, { keyword: 'nobody-like-this' })).json()).toMatchObject({ data: [], totalResult: 0, nextCursor: null });
  });

  it('matches a keyword under three letters at the start of the user name or of a word of the full name', async () => {
    expect(new Set(names((await list(call, { keyword: 'ok' })).json()))).toEqual(new Set(['amara.okafor']));
    expect(new Set(names((await list(call, { keyword: 'Be' })).json()))).toEqual(new Set(['ben.smith']));
    expect((await list(call, { keyword: 'fo' })).json().totalResult).toBe(0);
  });

  it('pages by page_no, and by the cursor of the page before with the same rows', async () => {
    const first = (await list(call, { limit: 10 })).json();
    const second = (await list(call, { limit: 10, page_no: 2 })).json();
    expect(second.data).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const seeked = (await list(call, { limit: 10, page_no: 2, cursor: first.nextCursor })).json();
    expect(seeked.data).toEqual(second.data);
    const byUser = (await list(call, { limit: 10, order_by: 'userName', order: 'ASC' })).json();
    const byUserNext = (await list(call, { limit: 10, page_no: 2, order_by: 'userName', order: 'ASC', cursor: byUser.nextCursor })).json();
    expect(byUserNext.data).toEqual((await list(call, { limit: 10, page_no: 2, order_by: 'userName', order: 'ASC' })).json().data);
  });

  it.each([
    [{ order_by: 'date' }, 'order_by must be createdAt, userName or fullName.'],
    [{ order: 'down' }, 'order must be DESC or ASC.'],
    [{ limit: 7 }, 'limit must be one of 10, 25, 50, 75, 100.'],
    [{ page_no: 0 }, 'page_no must be a whole number from 1.'],
    [{ keyword: 'x'.repeat(101) }, 'Search must be at most 100 characters.'],
    [{ cursor: 'not-a-cursor' }, 'cursor is not valid for this list and order; load the page without it.'],
  ])('answers %j with a 400 and a clear message', async (query, message) => {
    const response = await list(call, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a cursor made for another order, or with a forged value, as a 400', async () => {
    const byDate = (await list(call)).json();
    expect((await list(call, { order_by: 'userName', cursor: byDate.nextCursor })).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(['createdAt:desc', '2025-99-99 00:00:00+00', 5])).toString('base64url');
    const response = await list(call, { cursor: forged });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });

  it('exports PanicEvent.csv in the list order, filtered, with formula cells escaped', async () => {
    const response = await exportCsv(call, { order_by: 'createdAt', order: 'ASC' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="PanicEvent.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Full Name,User Name,Created At (UTC),Alert Type,Source,Event Link,Status,Nearest place,Country,Kind,Outcome,Handled by,Resolution note,Hand-off reference',
    );
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe('Amara Okafor,amara.okafor,10/01/2025 12:00:00,Warning,Watch,,Resolved,,,Panic,,,,');
    expect(lines[3]).toBe(`"'=HYPERLINK(""http://evil"")",dan.100%,10/01/2025 12:02:00,Warning,Mobile,,Resolved,,,Panic,,,,`);
    expect(lines[12]).toBe('Chen Wang,chen.wang,10/01/2025 12:11:00,Emergency,Mobile,http://guardian.test/auth/experiance/exp-public-1,Resolved,,,Panic,,,,');
    const filtered = await exportCsv(call, { keyword: 'ben' });
    expect(filtered.body.trim().split('\n')).toHaveLength(4);
  });

  it('refuses bad export parameters with a 400', async () => {
    expect((await exportCsv(call, { order: 'sideways' })).statusCode).toBe(400);
    expect((await exportCsv(call, { order_by: 'id' })).json().message).toBe('order_by must be createdAt, userName or fullName.');
  });

  it('exports every row across keyset batches, even when many share one timestamp', async () => {
    const user = await createAccount(test.ctx, { roleId: 6, userName: 'bulk.sender', fullName: 'Bulk Sender' });
    const same = new Date(base - 86_400_000);
    await test.ctx.db.insert(panicEvents).values(
      Array.from({ length: 2050 }, (_, i) => ({
        alertUniqueId: `bulk-${i}`,
        userId: user.id,
        userName: 'bulk.sender',
        userFullName: 'Bulk Sender',
        alertType: 1,
        latitude: 0,
        longitude: 0,
        createdAt: same,
      })),
    );
    for (const order of ['DESC', 'ASC']) {
      const response = await exportCsv(call, { keyword: 'bulk.sender', order });
      const lines = response.body.trim().split('\n');
      expect(lines).toHaveLength(2051);
    }
    const page = (await list(call, { keyword: 'bulk', limit: 100, page_no: 21 })).json();
    expect(page.totalResult).toBe(2050);
    expect(page.data).toHaveLength(50);
    // Both page plans (walk the order's index, or collect the matches then sort) give the same rows.
    const pageOf = (order: 'DESC' | 'ASC', pageNo: number, cursor?: string) => ({
      keyword: 'bulk',
      order_by: 'createdAt' as const,
      order,
      limit: 25,
      page_no: pageNo,
      cursor,
    });
    for (const order of ['DESC', 'ASC'] as const) {
      const walked = await panicEventsExport.page(test.ctx, pageOf(order, 41), { plan: 'walk' });
      const collected = await panicEventsExport.page(test.ctx, pageOf(order, 41), { plan: 'collect' });
      expect(collected.rows.map((row) => row.id)).toEqual(walked.rows.map((row) => row.id));
      const next = await panicEventsExport.page(test.ctx, pageOf(order, 42, walked.nextCursor!), { plan: 'collect' });
      const byOffset = await panicEventsExport.page(test.ctx, pageOf(order, 42), { plan: 'walk' });
      expect(next.rows.map((row) => row.id)).toEqual(byOffset.rows.map((row) => row.id));
    }
  });

  it('counts exactly below the cap and estimates above it, without a SQL error on either driver', async () => {
    const matching = { table: 'panic_events', alias: 'p', filter: sql`p.user_name ilike ${'%bulk%'}` };
    expect(await countMatching(test.ctx.db, matching)).toBe(2050);
    // Past the cap the total is extrapolated from how far into the table the cap was reached.
    const estimated = await countMatching(test.ctx.db, matching, 100);
    expect(estimated).toBeGreaterThan(100);
    expect(estimated).toBeLessThan(2050 * 3);
    await test.ctx.db.execute(sql`analyze panic_events`);
    const fromStatistics = await countTable(test.ctx, 'panic_events', 1000);
    expect(fromStatistics).toBeGreaterThan(1000);
    expect(await countTable(test.ctx, 'panic_events')).toBe(2062);
  });

  it('keeps its schemas in the OpenAPI document', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    // test-paths: the document's own keys are what is checked here
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/v1/admin/list-panic-events', '/v1/admin/export-panic-event-data']));
  });
});
