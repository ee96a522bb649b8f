import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryOne } from '../db/query';

/** Above this size the planner's estimate is shown instead of an exact count (a pager cannot tell). */
const ESTIMATE_FROM_ROWS = 200_000;
/** An exact count is reused this long; writes through this process forget it at once. */
const CACHE_MS = 30_000;

const cache = new WeakMap<Db, Map<string, { value: number; at: number }>>();

/**
 * The total of an unfiltered list without counting the table on every request. Large tables answer with
 * PostgreSQL's own estimate (pg_class.reltuples, kept by ANALYZE / autovacuum); small ones, or tables
 * never analysed (reltuples -1, as on PGlite, which has no autovacuum), get an exact count cached for
 * CACHE_MS. Filtered lists count exactly: their totals come from indexes and operators expect them right.
 */
export async function unfilteredTotal(db: Db, table: string, now = Date.now()): Promise<number> {
  const estimate = await queryOne<{ n: number | string }>(db, sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${table})`);
  const estimated = Number(estimate?.n ?? -1);
  if (estimated >= ESTIMATE_FROM_ROWS) return Math.round(estimated);

  const tables = cache.get(db) ?? new Map<string, { value: number; at: number }>();
  cache.set(db, tables);
  const hit = tables.get(table);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const row = await queryOne<{ n: number | string }>(db, sql`select count(*)::bigint as n from ${sql.identifier(table)}`);
  const value = Number(row?.n ?? 0);
  tables.set(table, { value, at: now });
  return value;
}

/** Call after a write to `table` so this process's next total is exact again. */
export function forgetTableTotal(db: Db, table: string) {
  cache.get(db)?.delete(table);
}
