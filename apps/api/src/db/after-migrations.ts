import { sql } from 'drizzle-orm';
import type { Db } from './types';
import { queryOne, queryRows } from './query';

/** How many migrations the database has recorded (0 before the first run made drizzle's own table). */
export async function appliedMigrations(db: Db): Promise<number> {
  // The table is named in a second query: a query naming it fails to parse before the first run made it.
  const made = await queryOne<{ made: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as made`);
  if (!made?.made) return 0;
  const row = await queryOne<{ n: number | string }>(db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

/** Tables of at least this many pages (8 MB) are worth a VACUUM when their visibility map is mostly empty. */
const BIG_TABLE_PAGES = 1_000;

/**
 * A migration that rewrites a table (adding a stored generated column, migration 0012) leaves it with an empty
 * visibility map, and autovacuum does not come for rows that were only rewritten (nor at all on PGlite). Until
 * a VACUUM, every index-only scan of that table reads its rows too: a deep page of a million users took twice
 * as long. So after a run that applied migrations, each big table whose map covers under half of its pages is
 * vacuumed once (seconds per million rows). Returns the tables vacuumed.
 */
export async function vacuumRewrittenTables(db: Db): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and pg_relation_size(c.oid) / current_setting('block_size')::int >= ${BIG_TABLE_PAGES}
          and c.relallvisible < pg_relation_size(c.oid) / current_setting('block_size')::int / 2
        order by c.relname`,
  );
  for (const { name } of tables) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return tables.map((table) => table.name);
}

/** Runs `migrate`, then vacuums what it rewrote (see above) if it applied anything. */
export async function migrateAndVacuum(db: Db, migrate: () => Promise<void>): Promise<void> {
  const before = await appliedMigrations(db);
  await migrate();
  if ((await appliedMigrations(db)) > before) await vacuumRewrittenTables(db);
}
