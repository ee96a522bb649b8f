import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';

/**
 * List totals, one policy for every list: **exact up to EXACT_TOTAL_CAP, estimated above it** (the answer then
 * says `totalIsEstimate: true` and the pager reads "about 47,000"). count(*) reads every row it counts
 * (PostgreSQL keeps no row count), and a common search term's matches are what costs: the planner has to
 * build the trigram bitmap of all of them before counting one. So:
 * - unfiltered: the planner's statistics (reltuples per page times the table's current pages, the planner's own
 *   method) once they say the table is over the cap; a capped count below that, or when never analysed;
 * - filtered (search, filters or a list's scope): when the planner, which has statistics, expects at most a
 *   tenth of the cap, the matches are simply counted (a rare term's bitmap is small; the planner overestimates
 *   rare terms, it does not take a common one for rare). Without a search, the planner's estimate is the total
 *   past the cap (plain filters are what ANALYZE measures) and the filter's index counts them below it. A
 *   search is sampled: about SEARCH_SAMPLE_ROWS rows, more if they held few matches (TABLESAMPLE SYSTEM,
 *   REPEATABLE so the same table answers the same total); if the sample puts the matches over the cap, or found
 *   enough of them (SAMPLE_HITS_TRUSTED), that is the total, else they are counted up to SEARCH_COUNT_CAP and
 *   extrapolated past it (a search through another table's index, decision 038: counted up to the cap through
 *   that index). Any filter on a table never analysed (PGlite has no autovacuum) is sampled too (SAMPLE_ROWS),
 *   then counted up to the cap. A table no bigger than its sample is simply counted. Counting costs about one
 *   row read per match (the trigram index only names candidates): the caps are where that stops being worth an
 *   exact figure.
 * - a capped count that reaches the cap (the sample missed) is extrapolated from how much of the table the
 *   scan had covered (`countMatching`).
 */
export const EXACT_TOTAL_CAP = 20_000;

/**
 * Rows read by a filter's sample: a share of 5% is then known within about 6%, and 1% (the cap among two
 * million events) within about 13%: "about" figures. The cost is evaluating the filter on each sampled row
 * (ILIKE lower-cases both sides), a few milliseconds. Pages are what TABLESAMPLE SYSTEM picks, so the rows are
 * turned into pages with the table's rows per page; a never-analysed table (no rows per page known) reads
 * SAMPLE_PAGES pages.
 */
const SAMPLE_ROWS = 6_000;
/**
 * A search's first sample is half as large: its filter (a LIKE on each row) is what the sample costs, about
 * 0.5 µs a row at a million accounts, and the hits it finds decide whether to look further (SAMPLE_HITS_TRUSTED):
 * a common term (5%) finds enough in 3,000 rows, a rarer one is sampled again, larger.
 */
const SEARCH_SAMPLE_ROWS = 3_000;

/**
 * A search term whose matches the sample put under EXACT_TOTAL_CAP is counted exactly up to this many; past it
 * the total is extrapolated ("about 16,000"). Counting 20,000 trigram matches took 80 ms at a million users.
 */
export const SEARCH_COUNT_CAP = 2_000;

/**
 * A sample that found this many of a search's matches puts their total within about 10% (one standard error):
 * an "about" figure as good as extrapolating from a count, without the trigram bitmap a count must build: at a
 * million users a sample of 6,000 rows took 1.5 ms where counting 2,001 of "kaur"'s 16,600 matches took 55 ms (a
 * busy machine). It applies where the planner expected many matches; one it expected to be few is counted first
 * (countFew). A search with fewer hits is sampled again, up to MAX_SAMPLE_GROWTH times larger (30,000 rows);
 * still fewer are counted (up to SEARCH_COUNT_CAP, then extrapolated). Not more than 100: trusting only 200 hits
 * made "kaur" (a 1.7% term) take a second sample of 18,000 rows, 12 ms, most of that search's time (2026-11-25, 066b5de).
 */
const SAMPLE_HITS_TRUSTED = 100;
/**
 * Twice the count's cap: a total the sample puts past it is past SEARCH_COUNT_CAP whatever its error, so no
 * count would have been exact; below it the count keeps totals up to the cap exact.
 */
const SAMPLE_TRUSTED_PAST = 2 * SEARCH_COUNT_CAP;
const MAX_SAMPLE_GROWTH = 10;
const SAMPLE_PAGES = 200;

/** The table a list pages over and the alias its SQL fragments use (`panic_events`, `p`). */
export type ListSource = { table: string; alias: string };

export type Total = {
  value: number;
  estimate: boolean;
  /** The table's rows (exact or estimated), which with `value` tells a page plan how dense the matches are. */
  tableRows: number;
};

type TableSize = { statsRows: number; statsPages: number; pages: number };

/**
 * What a big table's statistics say is reused for a moment: its size, and the planner's estimate of a filter's
 * rows. Under a burst of list requests (a person paging through a search, a desk refreshing) each was one of a
 * request's few round trips, and neither changes meaningfully within REUSE_MS on a table of BIG_TABLE_PAGES
 * (80 MB) or BIG_TABLE_ROWS: the size grows by what is inserted, the estimate changes only when ANALYZE runs.
 * Smaller tables, where a bulk insert or an ANALYZE does change the figures (and tests make them), are always
 * looked up. The row bound is for PGlite, where each round trip to its thread cost about 0.2 ms on a busy machine
 * (`select 1`: 0.4 ms, 0.2 ms in the same thread): at 100,000 accounts (about 4,000 pages) the size was one of
 * a first page's three round trips.
 */
const BIG_TABLE_PAGES = 10_000;
const BIG_TABLE_ROWS = 50_000;
const isBig = (size: TableSize) => size.pages >= BIG_TABLE_PAGES || (rowsFromStatistics(size) ?? 0) >= BIG_TABLE_ROWS;
const REUSE_MS = 2_000;
const REUSE_MAX_ENTRIES = 500;
const dialect = new PgDialect();

/** The answers reused for a moment (reusedForAMoment), by what was asked; one per app, made by createRecentStatistics. */
export type RecentStatistics = Map<string, { at: number; answer: unknown }>;

export const createRecentStatistics = (): RecentStatistics => new Map();

/** The database a total is read from, and the app's statistics reused for a moment. */
export type TotalsReader = { db: Db; listState: { statistics: RecentStatistics } };

async function reusedForAMoment<T>(recent: RecentStatistics, key: string, look: () => Promise<T>, keep: (answer: T) => boolean): Promise<T> {
  const kept = recent.get(key);
  if (kept && performance.now() - kept.at < REUSE_MS) return kept.answer as T;
  const answer = await look();
  // A Map keeps insertion order: past the bound the oldest entries go (terms typed once are never asked again).
  recent.delete(key);
  if (keep(answer)) recent.set(key, { at: performance.now(), answer });
  for (const oldest of recent.keys()) {
    if (recent.size <= REUSE_MAX_ENTRIES) break;
    recent.delete(oldest);
  }
  return answer;
}

const tableSize = ({ db, listState }: TotalsReader, table: string) =>
  reusedForAMoment(listState.statistics, `size ${table}`, () => lookUpTableSize(db, table), isBig);

async function lookUpTableSize(db: Db, table: string): Promise<TableSize> {
  const row = await queryOne<{ rows: number | string | null; relpages: number | string | null; pages: number | string | null }>(
    db,
    sql`select c.reltuples::float8 as rows, c.relpages::float8 as relpages,
               pg_relation_size(c.oid)::float8 / current_setting('block_size')::float8 as pages
        from pg_class c where c.oid = to_regclass(${table})`,
  );
  return { statsRows: Number(row?.rows ?? -1), statsPages: Number(row?.relpages ?? 0), pages: Number(row?.pages ?? 0) };
}

/** The planner's estimate of the table's rows now, or undefined when the table was never analysed (PGlite). */
function rowsFromStatistics(size: TableSize): number | undefined {
  if (size.statsRows < 0) return undefined;
  if (size.statsPages <= 0) return size.statsRows;
  return (size.statsRows / size.statsPages) * Math.max(size.pages, 1);
}

/** All the rows of `table`: the statistics' estimate from `cap` rows on, a capped count below. */
export async function countTable(reader: TotalsReader, table: string, cap = EXACT_TOTAL_CAP): Promise<number> {
  const estimated = rowsFromStatistics(await tableSize(reader, table));
  if (estimated !== undefined && estimated >= cap) return Math.round(estimated);
  return countMatching(reader.db, { table, alias: 't', filter: sql`true` }, cap);
}

export type Matching = ListSource & { filter: SQL };

/**
 * The rows of `table` (as `alias`) that pass `filter`: exact up to `cap`. Past it the total is extrapolated:
 * the scan reads the table in physical order (a bitmap or sequential scan), so if the first `cap` matches lie
 * within 40% of the table's pages, about 2.5 times as many match in all. The span is measured from the first
 * to the last page read, because a sequential scan of a big table may start midway (synchronize_seqscans).
 */
export async function countMatching(db: Db, matching: Matching, cap = EXACT_TOTAL_CAP): Promise<number> {
  // First without the row positions, so an index-served filter counts from the index alone.
  const counted = await countUpTo(db, matching, cap);
  if (counted <= cap) return counted;
  return (await countOrExtrapolate(db, matching, cap)).value;
}

/** The matches, counted up to `cap` + 1. */
async function countUpTo(db: Db, { table, alias, filter }: Matching, cap: number): Promise<number> {
  const counted = await queryOne<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from ${sql.identifier(table)} ${sql.raw(alias)} where ${filter} limit ${cap + 1}) as capped`,
  );
  return Number(counted?.n ?? 0);
}

/**
 * Counts the matches up to `cap` and extrapolates past it from the pages the scan had covered (as
 * countMatching does), in one read that always notes the row positions: for a search, whose rows come from a
 * bitmap (it always visits the rows to recheck the term), the positions cost nothing extra.
 */
async function countOrExtrapolate(db: Db, { table, alias, filter }: Matching, cap: number): Promise<{ value: number; estimate: boolean }> {
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
  if (n <= cap) return { value: n, estimate: false };
  return { value: extrapolated(n, Number(row?.reached ?? 1), Number(row?.pages ?? 0)), estimate: true };
}

/**
 * The planner's row estimates for the filter: `rows` (what it expects to come out) and `most`, its largest
 * anywhere in the plan (a search's bitmap of candidates before the recheck; the role cast of the user search
 * hides the rest from it).
 */
async function plannedRows(db: Db, from: SQL, filter: SQL): Promise<{ rows: number; most: number }> {
  const row = await queryOne<Record<string, unknown>>(db, sql`explain (format json) select 1 from ${from} where ${filter}`);
  const raw = row ? Object.values(row)[0] : undefined;
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: unknown }[] | undefined;
  let most = 0;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const plan = node as { 'Plan Rows'?: number; Plans?: unknown[] };
    most = Math.max(most, Number(plan['Plan Rows'] ?? 0));
    for (const child of plan.Plans ?? []) visit(child);
  };
  const top = plans?.[0]?.Plan as { 'Plan Rows'?: number } | undefined;
  visit(top);
  return { rows: Number(top?.['Plan Rows'] ?? 0), most };
}

/** plannedRows, reused for a moment on a big table (reusedForAMoment): the same filter, the same statistics. */
function plannedRowsOf({ db, listState }: TotalsReader, size: TableSize, from: SQL, filter: SQL): Promise<{ rows: number; most: number }> {
  if (!isBig(size)) return plannedRows(db, from, filter);
  const { sql: text, params } = dialect.sqlToQuery(sql`${from} where ${filter}`);
  return reusedForAMoment(
    listState.statistics,
    `plan ${text} ${JSON.stringify(params)}`,
    () => plannedRows(db, from, filter),
    () => true,
  );
}

const capped = (value: number, tableRows: number): Total => ({ value, estimate: value > EXACT_TOTAL_CAP, tableRows });

/**
 * Counts the first `cap` + 1 matches, and the table pages their rows spread over (the list engine collects a
 * rare term's page in the same read as its count).
 */
export type CountFew = (cap: number) => Promise<{ matches: number; reachedPages: number }>;

/** Past the cap, matches found within a share of the table's pages are that share of all of them. */
const extrapolated = (matches: number, reachedPages: number, pages: number) =>
  Math.max(matches, Math.round((matches * Math.max(pages, reachedPages, 1)) / Math.max(reachedPages, 1)));

type Sample = { seen: number; hits: number; percent: number };

/**
 * A search's share of the table, known before the request from a sample kept in memory (decision 042): `share` of
 * the table's rows match (0 to 1), and `hits` of the sample's units held the term, which says how far the share can
 * be trusted (as a request's own sample's hits do).
 */
export type SearchShare = { share: number; hits: number };

/** Rows seen and matches found in a sample of `percent` of the table's pages (REPEATABLE: the same table, the same figure). */
async function sampled(db: Db, from: SQL, filter: SQL, percent: number): Promise<Sample> {
  const sample = await queryOne<{ seen: number | string; hits: number | string }>(
    db,
    sql`select count(*) as seen, count(*) filter (where ${filter}) as hits from ${from} tablesample system (${percent}) repeatable (1)`,
  );
  return { seen: Number(sample?.seen ?? 0), hits: Number(sample?.hits ?? 0), percent };
}

/** The total of one list request: see the policy at the top of this file. */
export async function listTotal(
  reader: TotalsReader,
  source: ListSource,
  filter: SQL | undefined,
  options: { searching?: boolean; countFew?: CountFew; collectFilter?: SQL; share?: SearchShare } = {},
): Promise<Total> {
  const { searching = false, countFew, collectFilter, share } = options;
  const { db } = reader;
  const size = await tableSize(reader, source.table);
  const statistics = rowsFromStatistics(size);
  const name = sql.raw(source.alias);
  const from = sql`${sql.identifier(source.table)} ${name}`;
  if (!filter) {
    if (statistics !== undefined && statistics >= EXACT_TOTAL_CAP) return { value: Math.round(statistics), estimate: true, tableRows: statistics };
    const n = await countMatching(db, { ...source, filter: sql`true` });
    return capped(n, n);
  }
  const rowsPerPage = size.statsRows > 0 && size.statsPages > 0 ? size.statsRows / size.statsPages : undefined;
  const samplePages = rowsPerPage ? Math.min(1_000, Math.max(50, Math.ceil(SAMPLE_ROWS / rowsPerPage))) : SAMPLE_PAGES;
  if (size.pages <= samplePages) {
    const row = await queryOne<{ seen: number | string; hits: number | string }>(
      db,
      sql`select count(*) as seen, count(*) filter (where ${filter}) as hits from ${from}`,
    );
    return { value: Number(row?.hits ?? 0), estimate: false, tableRows: Number(row?.seen ?? 0) };
  }
  if (searching && share && statistics !== undefined) {
    // What a sample of this request would have found, from one kept in memory: no row read. Trusted on the same
    // terms; a share too small to trust goes the usual way below (the planner's estimate, a count or a sample).
    const estimated = share.share * statistics;
    if (share.hits >= SAMPLE_HITS_TRUSTED && estimated > SAMPLE_TRUSTED_PAST) return { value: Math.round(estimated), estimate: true, tableRows: statistics };
  }
  if (statistics !== undefined) {
    // A search through another table's index is judged by that route (the planner's estimate of the matching
    // accounts, times their events), the one a collect would take.
    const planned = await plannedRowsOf(reader, size, from, collectFilter ?? filter);
    if (planned.most <= EXACT_TOTAL_CAP / 10) {
      // A search's estimate can also be low (a term that only a few of the statistics' sample values hold):
      // its count stops at SEARCH_COUNT_CAP, and past it the sample below decides.
      const cap = searching ? SEARCH_COUNT_CAP : EXACT_TOTAL_CAP;
      if (countFew) {
        const few = await countFew(cap);
        if (few.matches <= cap) return { value: few.matches, estimate: false, tableRows: statistics };
        // The search's rows came from its bitmap, in the table's order: their spread gives the total at once.
        // Not so through another table's index: the sample below decides.
        if (searching && !collectFilter) return { value: extrapolated(few.matches, few.reachedPages, size.pages), estimate: true, tableRows: statistics };
      } else {
        // An export's total (no page to collect beside it). Past the cap the sample below decides, so an
        // extrapolation here would be thrown away; a search through another table's index is counted there.
        const few = await countUpTo(db, { ...source, filter: collectFilter ?? filter }, cap);
        if (few <= cap) return { value: few, estimate: false, tableRows: statistics };
      }
    } else if (!searching) {
      // Plain filters (a status, a flag, a date range) are what ANALYZE measures: past the cap the planner's
      // estimate is the total; below it the filter's index counts them.
      if (planned.rows > EXACT_TOTAL_CAP) return { value: Math.round(planned.rows), estimate: true, tableRows: statistics };
      return capped(await countMatching(db, { ...source, filter }), statistics);
    }
  }
  const estimateOf = (sample: Sample) => {
    const tableRows = statistics ?? (sample.seen * 100) / sample.percent;
    return { tableRows, estimated: sample.seen > 0 ? (sample.hits / sample.seen) * tableRows : 0 };
  };
  const firstSamplePages = searching && rowsPerPage ? Math.max(50, Math.ceil(SEARCH_SAMPLE_ROWS / rowsPerPage)) : samplePages;
  let sample = await sampled(db, from, filter, (100 * Math.min(firstSamplePages, samplePages)) / size.pages);
  if (searching && sample.hits > 0 && sample.hits < SAMPLE_HITS_TRUSTED && estimateOf(sample).estimated > SAMPLE_TRUSTED_PAST) {
    // Past the count's cap but too few hits to trust: a larger sample, expected to see half as many again as
    // trusted, costs a few milliseconds where the count's trigram bitmap costs tens.
    const growth = Math.min(MAX_SAMPLE_GROWTH, Math.ceil((1.5 * SAMPLE_HITS_TRUSTED) / sample.hits));
    sample = await sampled(db, from, filter, Math.min(100, sample.percent * growth));
  }
  const { tableRows, estimated } = estimateOf(sample);
  if (estimated > EXACT_TOTAL_CAP) return { value: Math.round(estimated), estimate: true, tableRows };
  if (searching && sample.hits >= SAMPLE_HITS_TRUSTED && estimated > SAMPLE_TRUSTED_PAST) return { value: Math.round(estimated), estimate: true, tableRows };
  if (collectFilter) {
    // Through another table's index a match costs an index entry to count, as for a plain filter; past the cap
    // (the sample missed) their spread says nothing, so the figure is the cap's, marked as an estimate.
    const counted = await countUpTo(db, { ...source, filter: collectFilter }, EXACT_TOTAL_CAP);
    return { value: Math.max(counted, Math.round(estimated)), estimate: counted > EXACT_TOTAL_CAP, tableRows };
  }
  if (searching) {
    // Counting a search's matches costs a row visit each (the trigram index only names candidates): past
    // SEARCH_COUNT_CAP the first matches' spread over the table gives the figure, marked as an estimate.
    const counted = await countOrExtrapolate(db, { ...source, filter }, SEARCH_COUNT_CAP);
    return { ...counted, tableRows };
  }
  return capped(await countMatching(db, { ...source, filter }), tableRows);
}
