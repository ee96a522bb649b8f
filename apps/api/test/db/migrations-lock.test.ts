import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPostgres, type Database } from '../../src/db/client';
import { withClient } from '../support/process-pair';

/**
 * Two processes starting together on a fresh database both run the migrations at start (docs/deploying.md,
 * upgrades). Under the advisory lock they take turns: both open, every migration is applied once.
 * PostgreSQL only: an embedded PGlite belongs to one process.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.log('migrations-lock: skipped, it needs DATABASE_URL (PostgreSQL)');

describe.skipIf(!DATABASE_URL)('migrations at start under an advisory lock', () => {
  const name = `guardian_test_${randomBytes(6).toString('hex')}`;
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await withClient(DATABASE_URL!, (client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('applies each migration once when two processes open a fresh database at the same moment', async () => {
    await withClient(DATABASE_URL!, (client) => client.query(`create database ${name}`));
    const target = new URL(DATABASE_URL!);
    target.pathname = `/${name}`;
    const results = await Promise.allSettled([openPostgres(target.toString(), 2), openPostgres(target.toString(), 2)]);
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual(['opened', 'opened']);

    const expected = readMigrationFiles({ migrationsFolder }).map((migration) => String(migration.folderMillis));
    const applied = await withClient(target.toString(), async (client) =>
      (await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by id')).rows.map((row) => String(row.created_at)),
    );
    expect(applied).toEqual(expected);
    // Both work, and the lock is not left held by a pooled connection.
    for (const database of opened) await database.db.execute(sql`select 1 from accounts limit 1`);
    const held = await withClient(
      DATABASE_URL!,
      async (client) =>
        (
          await client.query(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = $1)`,
            [name],
          )
        ).rows[0].n as number,
    );
    expect(held).toBe(0);
  });
});
