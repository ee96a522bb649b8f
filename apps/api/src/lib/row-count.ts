import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryOne } from '../db/query';

/**
 * List totals that do not scan a big table on every request.
 *
 * count(*) reads every row (PostgreSQL keeps no row count), so at 10M panic events each page view would
 * cost seconds. Instead:
 * - unfiltered: the planner's own row estimate (pg_class.reltuples, kept fresh by autovacuum's ANALYZE)
 *   once the table is big; an exact count while it is small enough to count quickly, or never analysed;
 * - filtered: an exact count, stopped after EXACT_COUNT_CAP matches. Past that the total is extrapolated:
 *   the search reads the table in physical order (a bitmap or sequential scan), so if the first
 *   EXACT_COUNT_CAP matches lie within 40% of the table's pages, about 2.5 times as many match in all.
 *   The span is measured from the first to the last page read, because a sequential scan of a big table
 *   may start midway (synchronize_seqscans) rather than at page 0. Measured at 2M events: 32,493 for a true 32,635, in a fifth of the time of an exact count. The
 *   planner's own guess for a trigram search was off by 2.5 times, which is why it is not used.
 */
export const ESTIMATE_FROM_ROWS = 100_000;
export const EXACT_COUNT_CAP = 20_000;

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

export type Matching = { table: string; alias: string; filter: SQL };

/** The rows of `table` (as `alias`) that pass `filter`: exact up to `cap`, extrapolated beyond. */
export async function countMatching(db: Db, { table, alias, filter }: Matching, cap = EXACT_COUNT_CAP): Promise<number> {
  const name = sql.raw(alias);
  const row = await queryOne<{ n: number | string; reached: number | string | null; pages: number | string }>(
    db,
    sql`
      select count(*) as n, (max(ctid)::text::point)[0] - (min(ctid)::text::point)[0] + 1 as reached,
             pg_relation_size(${table}::regclass) / current_setting('block_size')::int as pages
      from (select ${name}.ctid from ${sql.identifier(table)} ${name} where ${filter} limit ${cap + 1}) as capped
    `,
  );
  const n = Number(row?.n ?? 0);
  if (n <= cap) return n;
  const reached = Math.max(1, Number(row?.reached ?? 1));
  const pages = Math.max(reached, Number(row?.pages ?? reached));
  return Math.max(n, Math.round((n * pages) / reached));
}

/** True when countMatching's answer is exact, i.e. the filter matched at most EXACT_COUNT_CAP rows. */
export const isExactCount = (n: number) => n <= EXACT_COUNT_CAP;

/**
 * A page and its total. With a search, the count runs first and tells the page query which plan fits
 * (see `pageIds`: few matches are collected then sorted, many are found along the order's index); with
 * no search both run at once.
 */
export async function pageAndTotal<Row>(
  searching: boolean,
  count: () => Promise<number>,
  page: (collectFirst: boolean) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  if (!searching) {
    const [rows, total] = await Promise.all([page(false), count()]);
    return { rows, total };
  }
  const total = await count();
  return { rows: await page(isExactCount(total)), total };
}
