import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_CAP, listTotal } from '../../../src/lib/list-engine';
import { choosePlan } from '../../../src/lib/list-engine/page-plan';
import { panicEventsPages } from '../../../src/modules/panic-events/panic-events.list';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';

const EVENTS = 30_000;
/** One event in ten thousand is a rare user's; the rest are common, so a common term matches past the cap. */
const RARE_EVERY = 10_000;

describe(`the list engine on ${databaseKind}`, () => {
  let test: TestApp;
  const page = (keyword: string, pageNo: number, extra: { cursor?: string; limit?: number } = {}, plan?: 'walk' | 'collect') =>
    panicEventsPages.page(
      test.ctx,
      { keyword, order_by: 'createdAt', order: 'DESC', limit: extra.limit ?? 25, page_no: pageNo, cursor: extra.cursor },
      plan ? { plan } : undefined,
    );
  const ids = (answer: { rows: { id: number }[] }) => answer.rows.map((row) => row.id);

  beforeAll(async () => {
    test = await createTestApp();
    // One rare person and 97 common ones; each event carries its account's names, as ingest copies them.
    const rare = await createAccount(test.ctx, { roleId: 6, userName: 'zebulon.rare', fullName: 'Zebulon Rare' });
    await test.ctx.db.execute(sql`
      insert into accounts (role_id, full_name, user_name, email, password_hash)
      select 6, 'Common Person', 'common.person' || k, 'common' || k || '@example.com', 'x' from generate_series(0, 96) as k
    `);
    // Enough rows for the table to pass the sample's size (the policy's big-table path) on both databases.
    await test.ctx.db.execute(sql`
      insert into panic_events (alert_unique_id, user_id, user_name, user_full_name, alert_type, latitude, longitude, created_at)
      select 'engine-' || g, a.id, a.user_name, a.full_name, 1, 0, 0, timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, ${EVENTS}) as g
      join accounts a on a.user_name = case when g % ${RARE_EVERY} = 0 then ${rare.userName} else 'common.person' || (g % 97) end
    `);
    await test.ctx.db.execute(sql`analyze panic_events`);
  }, 240_000);
  afterAll(() => test.close());

  it('counts a rare term exactly and collects its page in the same read, as the other plans would', async () => {
    const counted = await page('zebulon', 1);
    expect(counted).toMatchObject({ total: EVENTS / RARE_EVERY, totalIsEstimate: false, nextCursor: null });
    expect(ids(counted)).toEqual(ids(await page('zebulon', 1, {}, 'walk')));
    expect(ids(counted)).toEqual(ids(await page('zebulon', 1, {}, 'collect')));
    // Past the end: no rows, the same exact total.
    expect(await page('zebulon', 2)).toMatchObject({ rows: [], total: EVENTS / RARE_EVERY, totalIsEstimate: false });
    // Page by cursor and page by number agree in the counted read too.
    const first = await page('zebulon', 1, { limit: 10 });
    expect(first.rows).toHaveLength(3);
    const none = await page('nobody-at-all', 1);
    expect(none).toMatchObject({ rows: [], total: 0, totalIsEstimate: false, nextCursor: null });
  });

  it('estimates a term matching past the cap, says so, and still pages it exactly', async () => {
    const answer = await page('common', 3);
    const truth = EVENTS - EVENTS / RARE_EVERY;
    expect(answer.totalIsEstimate).toBe(true);
    expect(Math.abs(answer.total - truth) / truth).toBeLessThan(0.15);
    const byOffset = await page('common', 3, {}, 'walk');
    expect(ids(answer)).toEqual(ids(byOffset));
    const next = await page('common', 4, { cursor: answer.nextCursor! });
    expect(ids(next)).toEqual(ids(await page('common', 4, {}, 'collect')));
  });

  it('answers an unfiltered total from the statistics past the cap, exactly below it', async () => {
    const unfiltered = await page('', 1);
    expect(unfiltered.totalIsEstimate).toBe(true);
    expect(Math.abs(unfiltered.total - EVENTS) / EVENTS).toBeLessThan(0.05);
    const small = await listTotal(test.ctx, { table: 'accounts', alias: 'a' }, undefined);
    expect(small).toMatchObject({ estimate: false });
    expect(small.value).toBeLessThan(EXACT_TOTAL_CAP);
    // A filter the planner expects to be rare is counted.
    const status = await listTotal(test.ctx, { table: 'panic_events', alias: 'p' }, sql`p.status = 'open'`);
    expect(status).toEqual({ value: 0, estimate: false, tableRows: expect.any(Number) });
    // A plain filter past the cap: the planner's estimate (ANALYZE measured the column), said to be one.
    const resolved = await listTotal(test.ctx, { table: 'panic_events', alias: 'p' }, sql`p.status = 'resolved'`);
    expect(resolved.estimate).toBe(true);
    expect(Math.abs(resolved.value - EVENTS) / EVENTS).toBeLessThan(0.05);
  });

  it('walks when the walk reads fewer rows than a collect, and collects rare matches', () => {
    const table = 1_000_000;
    expect(choosePlan({ value: 0, estimate: false, tableRows: table }, 25)).toBe('collect');
    expect(choosePlan({ value: 50, estimate: false, tableRows: table }, 25)).toBe('collect');
    expect(choosePlan({ value: 50_000, estimate: true, tableRows: table }, 25)).toBe('walk');
    // Nearly every row matches (end users among accounts): a walk at any depth, even the last page.
    expect(choosePlan({ value: 999_000, estimate: true, tableRows: table }, 999_000)).toBe('walk');
    // A common term's deep page: reading 200 times the page's reach is worse than sorting the matches.
    expect(choosePlan({ value: 5_000, estimate: false, tableRows: table }, 5_000)).toBe('collect');
  });
});
