import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryOne } from '../src/db/query';
import { inPlan } from '../src/lib/list-engine/page-plan';
import { createTestApp, databaseKind, type TestApp } from './helper';

/**
 * A page plan's settings (page-plan.ts) hold for its queries and for nothing else. On PostgreSQL they live on
 * connections of their own, so a plan's query is one statement, not a transaction around it.
 */
describe(`page plan settings on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const settings = (db: Db) =>
    queryOne<{ bitmap: string; index: string; sort: string; seq: string }>(
      db,
      sql`select current_setting('enable_bitmapscan') as bitmap, current_setting('enable_indexscan') as index,
                 current_setting('enable_sort') as sort, current_setting('enable_seqscan') as seq`,
    );

  it("applies each plan's settings inside it and leaves the request's own connection as it was", async () => {
    expect(await inPlan(test.ctx, 'walk', settings)).toEqual({ bitmap: 'off', index: 'on', sort: 'off', seq: 'off' });
    expect(await inPlan(test.ctx, 'collect', settings)).toEqual({ bitmap: 'on', index: 'off', sort: 'on', seq: 'off' });
    // Every connection of the main pool (or PGlite's one) still plans freely.
    const plain = await Promise.all(Array.from({ length: 6 }, () => settings(test.ctx.db)));
    expect(plain).toEqual(Array.from({ length: 6 }, () => ({ bitmap: 'on', index: 'on', sort: 'on', seq: 'on' })));
  });

  it('inside a transaction, sets them for the plan alone and gives them back', async () => {
    const seen = await test.ctx.db.transaction(async (tx) => {
      const inside = await inPlan({ db: tx, database: test.ctx.database }, 'walk', settings);
      return { inside, after: await settings(tx) };
    });
    expect(seen.inside).toEqual({ bitmap: 'off', index: 'on', sort: 'off', seq: 'off' });
    expect(seen.after).toEqual({ bitmap: 'on', index: 'on', sort: 'on', seq: 'on' });
  });

  it.skipIf(databaseKind !== 'postgres')('runs a plan as one statement on PostgreSQL, with no transaction opened around it', async () => {
    const own = await inPlan(test.ctx, 'collect', (db) =>
      queryOne<{ alone: boolean }>(db, sql`select xact_start = query_start as alone from pg_stat_activity where pid = pg_backend_pid()`),
    );
    expect(own?.alone).toBe(true);
  });
});
