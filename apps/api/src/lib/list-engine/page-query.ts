import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { whereAll } from '../sql-helpers';
import type { Plan } from './page-plan';
import { after, orderBy, sortValue, type Cursor, type SortKey } from './sort-key';

/** Rows read through a sort key carry its id and value, for the next page's cursor and the export's next batch. */
export type Keyed = { __id: number | string; __sort: string };
/** `seek`: start after that row, or at it when `fromSeek` (a page mark); then skip `offset` rows. */
export type Window = { limit: number; offset: number; seek?: Cursor; fromSeek?: boolean };

/**
 * The SQL of one list's page: its table and alias, the row's columns and joins, the order and the filter; a
 * collect reads `collectFilter` instead when the list has one (its search through another table's index).
 */
export type PageSql = { from: SQL; alias: SQL; columns: SQL; joins: SQL; key: SortKey; filter: SQL | undefined; collectFilter?: SQL };

/** The conditions a plan reads: a walk tests the list's own search on each row, a collect finds the matches. */
export const planFilter = (page: PageSql, plan: Plan) => (plan === 'collect' ? (page.collectFilter ?? page.filter) : page.filter);

const keyColumns = ({ alias, key }: PageSql) => (key.column ? sql`${alias}.id, ${key.column}` : sql`${alias}.id`);
/** The page's ids come with their sort values, so the page's rows are put in order by the ids' own order (no sort). */
const pageKeys = ({ alias, key }: PageSql) => (key.column ? sql`${alias}.id as key_id, ${key.column} as key_value` : sql`${alias}.id as key_id`);
const pageOrder = ({ key }: PageSql) => {
  const direction = sql.raw(key.direction);
  return key.column ? sql`page.key_value ${direction}, page.key_id ${direction}` : sql`page.key_id ${direction}`;
};
const seekOf = ({ key }: PageSql, window: Window) => (window.seek ? after(key, window.seek, window.fromSeek) : undefined);
const rowColumns = ({ alias, key, columns }: PageSql) => sql`${alias}.id as "__id", ${sortValue(key)} as "__sort", ${columns}`;

/**
 * A page asked by number: its ids first, from the index alone where it can (an index-only scan when unfiltered:
 * a deep page steps over index entries, not rows), then only that page's rows with their joins.
 * A collect gathers the matches in a subquery that OFFSET 0 keeps the planner from merging into an ordered walk.
 */
export function readPage<Raw>(db: Db, page: PageSql, window: Window, plan: Plan): Promise<(Raw & Keyed)[]> {
  const { from, alias, joins, key } = page;
  const where = whereAll([planFilter(page, plan), seekOf(page, window)]);
  if (plan === 'walk' && window.offset === 0) {
    // Nothing to step over (a first page, a cursor's page, an export batch): the walk reads the rows themselves,
    // once each, where the ids-first form would look each up a second time (twice the work for a batch of 1,000).
    return queryRows<Raw & Keyed>(db, sql`select ${rowColumns(page)} from ${from} ${joins} where ${where} order by ${orderBy(key)} limit ${window.limit}`);
  }
  const source = plan === 'collect' ? sql`(select ${keyColumns(page)} from ${from} where ${where} offset 0) as ${alias}` : sql`${from} where ${where}`;
  return queryRows<Raw & Keyed>(
    db,
    sql`with page as (select ${pageKeys(page)} from ${source} order by ${orderBy(key)} limit ${window.limit} offset ${window.offset})
        select ${rowColumns(page)} from page join ${from} on ${alias}.id = page.key_id ${joins}
        order by ${pageOrder(page)}`,
  );
}

/** What a counted collect saw: its matches (at most `cap` + 1), and the table pages their rows spread over (0 unless asked). */
export type CountedPage<Raw> = { matches: number; reachedPages: number; rows: (Raw & Keyed)[] };

/**
 * A collect that also counts: the first `cap` + 1 matches are gathered once, counted, and the page is sorted
 * out of them, so a rare term's trigram bitmap is read once for its total and its page. Complete (and the page
 * right) only when at most `cap` match; past it, the pages the matches' rows spread over (a bitmap reads them
 * in the table's order) let the total be extrapolated without reading the bitmap again.
 */
export async function readPageCounted<Raw>(db: Db, page: PageSql, window: Window, cap: number, spread: boolean): Promise<CountedPage<Raw>> {
  const { from, alias, joins, key } = page;
  type Counted = { __n: number | string; __reached: number | string | null };
  // An empty page still answers one row, for the count, with nulls for the rest.
  const rows = await queryRows<(Raw & Keyed & Counted) | (Counted & { __id: null })>(
    db,
    // The row positions only when asked (a search's bitmap visits the rows anyway): a plain filter's matches
    // may come from an index alone, and asking where each row lies would make the scan visit them.
    sql`with matches as materialized (select ${keyColumns(page)}, ${spread ? sql`${alias}.ctid` : sql`null::tid`} as row_at
                                      from ${from} where ${planFilter(page, 'collect') ?? sql`true`} limit ${cap + 1}),
             page as (select ${pageKeys(page)} from matches as ${alias} where ${whereAll([seekOf(page, window)])}
                      order by ${orderBy(key)} limit ${window.limit} offset ${window.offset})
        select counted.n as "__n", counted.reached as "__reached", ${rowColumns(page)}
        from (select count(*) as n, (max(row_at)::text::point)[0] - (min(row_at)::text::point)[0] + 1 as reached from matches) as counted
        left join (page join ${from} on ${alias}.id = page.key_id ${joins}) on true
        order by ${pageOrder(page)}`,
  );
  return {
    matches: Number(rows[0]?.__n ?? 0),
    reachedPages: Number(rows[0]?.__reached ?? 0),
    rows: rows.filter((row): row is Raw & Keyed & Counted => row.__id !== null),
  };
}
