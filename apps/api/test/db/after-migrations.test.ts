import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrations, vacuumRewrittenTables } from '../../src/db/after-migrations';
import { queryOne } from '../../src/db/query';
import { createTestApp, databaseKind, type TestApp } from '../support/helper';

/**
 * After migrations that rewrote a table, its visibility map is empty and index-only scans read the rows too,
 * until a VACUUM that nothing else brings (src/db/after-migrations.ts). A freshly written table is in the same
 * state, so one stands in for a rewritten table here.
 */
describe(`vacuum after migrations on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const visibility = async (table: string) =>
    queryOne<{ pages: number | string; visible: number | string }>(
      test.ctx.db,
      sql`select pg_relation_size(c.oid) / current_setting('block_size')::int as pages, c.relallvisible as visible
          from pg_class c where c.oid = to_regclass(${table})`,
    );

  it('has recorded every migration of the folder', async () => {
    expect(await appliedMigrations(test.ctx.db)).toBeGreaterThanOrEqual(13);
  });

  it('vacuums a big table whose visibility map is empty, and leaves small or vacuumed tables alone', async () => {
    // Committed as a migration is, waiting for the disk: the test databases on PostgreSQL commit without waiting
    // (template-database.ts), and until such a commit reaches the disk VACUUM cannot mark its rows visible to all.
    await test.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit to on`);
      await tx.execute(sql`create table rewritten_rows as select g as id, repeat('x', 100) as filler from generate_series(1, 120000) g`);
      await tx.execute(sql`create table few_rows as select g as id from generate_series(1, 100) g`);
    });
    const before = await visibility('rewritten_rows');
    expect(Number(before?.pages)).toBeGreaterThan(1000);
    expect(Number(before?.visible)).toBe(0);

    expect(await vacuumRewrittenTables(test.ctx.db)).toEqual(['rewritten_rows']);
    const after = await visibility('rewritten_rows');
    expect(Number(after?.visible)).toBeGreaterThan(Number(after?.pages) / 2);
    // Nothing left to do the second time.
    expect(await vacuumRewrittenTables(test.ctx.db)).toEqual([]);
  });
});
