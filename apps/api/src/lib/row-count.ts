import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryOne, queryRows } from '../db/query';

/**
 * List totals that do not scan a big table on every request.
 *
 * count(*) reads every row (PostgreSQL keeps no row count), so at 10M panic events each page view would
 * cost seconds. Instead:
 * - unfiltered: the planner's own row estimate (pg_class.reltuples, kept fresh by autovacuum's ANALYZE)
 *   once the table is big; an exact count while it is small enough to count quickly, or never analysed;
 * - filtered: an exact count, but stopped after EXACT_COUNT_CAP matches; past that, the planner's estimate
 *   for the filter. An operator paging a 2-million-row result does not need the last digit, and the
 *   count never costs more than reading EXACT_COUNT_CAP index entries.
 */
export const ESTIMATE_FROM_ROWS = 100_000;
export const EXACT_COUNT_CAP = 100_000;

export async function countTable(db: Db, table: string, estimateFrom = ESTIMATE_FROM_ROWS): Promise<number> {
  const estimate = await queryOne<{ n: number | string | null }>(
    db,
    sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${table})`,
  );
  const rows = Number(estimate?.n ?? -1);
  if (rows >= estimateFrom) return rows;
  const exact = await queryOne<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(table)}`);
  return Number(exact?.n ?? 0);
}

/** `matching` is a complete `select 1 from ... where ...` for the filtered rows. */
export async function countMatching(db: Db, matching: SQL, cap = EXACT_COUNT_CAP): Promise<number> {
  const capped = await queryOne<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${matching} limit ${cap + 1}) as capped`,
  );
  const n = Number(capped?.n ?? 0);
  if (n <= cap) return n;
  return Math.max(n, await plannerEstimate(db, matching));
}

async function plannerEstimate(db: Db, query: SQL): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = (typeof first === 'string' ? JSON.parse(first) : first) as [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
