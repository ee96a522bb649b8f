import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStartupSettings, type Db } from '../../../src/db/client';
import { queryOne } from '../../../src/db/query';
import { inPlan } from '../../../src/lib/list-engine/page-plan';
import { createTestApp, databaseKind, type TestApp } from '../../support/helper';

/**
 * A page plan's settings (page-plan.ts) hold for its queries and for nothing else. On PostgreSQL they live on
 * connections of their own, so a plan's query is one statement, not a transaction around it.
 */
describe(`page plan settings on ${databaseKind}`, () => {
  let test: TestApp;
  // node-postgres warns when a statement is sent while another still runs on the same client (a queue it will
  // drop in pg 9); the plan connections used to send their settings that way.
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  beforeAll(async () => {
    process.on('warning', onWarning);
    test = await createTestApp();
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await test.close();
  });

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
    expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([]);
  });
});

describe('plan connection settings as startup options', () => {
  it('adds each setting after the options the connection string already has, escaping spaces and backslashes', () => {
    const url = new URL(
      withStartupSettings('postgres://guardian:secret@db.example:5432/guardian?options=-c%20statement_timeout%3D5000&sslmode=require', {
        work_mem: '64MB',
        application_name: 'plan a\\b',
      }),
    );
    expect(url.searchParams.get('options')).toBe('-c statement_timeout=5000 -c work_mem=64MB -c application_name=plan\\ a\\\\b');
    expect(url.searchParams.get('sslmode')).toBe('require');
    expect(`${url.username}:${url.password}@${url.host}${url.pathname}`).toBe('guardian:secret@db.example:5432/guardian');
  });
});
