import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, ReadBudget } from '../../db/client';
import { queryOne } from '../../db/query';
import { inPlan, type PlanTarget } from './page-plan';
import { readPageCounted, type Keyed, type PageSql, type Window } from './page-query';
import {
  chooseTotal,
  isStep,
  EXACT_TOTAL_CAP,
  SAMPLE_HITS_TRUSTED,
  SEARCH_COUNT_CAP,
  type Total,
  type TotalFacts,
  type TotalKind,
  type TotalRule,
  type TotalStep,
} from './total-rules';

/**
 * List totals: the reads behind the rules of total-rules.ts (which decide, from what is known so far, what to read
 * next or how to answer) and `findTotal`, which runs them. Every list has the one policy: exact up to
 * EXACT_TOTAL_CAP, estimated above it.
 */
export { EXACT_TOTAL_CAP, SEARCH_COUNT_CAP, type Total } from './total-rules';

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
 * a common term (5%) finds enough in 3,000 rows, a rarer one is sampled again, up to MAX_SAMPLE_GROWTH times larger.
 */
const SEARCH_SAMPLE_ROWS = 3_000;
const MAX_SAMPLE_GROWTH = 10;
const SAMPLE_PAGES = 200;

/** The table a list pages over and the alias its SQL fragments use (`panic_events`, `p`). */
export type ListSource = { table: string; alias: string };

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

/**
 * What a statement about a big table answers, reused for a moment (reusedForAMoment) under its text and parameters:
 * the planner's estimate of a filter (the same statistics, the same figure) and a REPEATABLE sample of it (the same
 * pages, the same figure, unless rows changed within REUSE_MS). A person paging through a search asks both again
 * on every page; the sample of a list joined to accounts cost 10–20 ms a request at 1M users.
 */
function onBigTable<T>({ listState }: TotalsReader, size: TableSize, kind: string, about: SQL, look: () => Promise<T>): Promise<T> {
  if (!isBig(size)) return look();
  const { sql: text, params } = dialect.sqlToQuery(about);
  return reusedForAMoment(listState.statistics, `${kind} ${text} ${JSON.stringify(params)}`, look, () => true);
}

const plannedRowsOf = (reader: TotalsReader, size: TableSize, from: SQL, filter: SQL) =>
  onBigTable(reader, size, 'plan', sql`${from} where ${filter}`, () => plannedRows(reader.db, from, filter));

const sampledOf = (reader: TotalsReader, size: TableSize, from: SQL, filter: SQL, percent: number) =>
  onBigTable(reader, size, `sample ${percent}`, sql`${from} where ${filter}`, () => sampled(reader.db, from, filter, percent));

const capped = (value: number, tableRows: number): Total => ({ value, estimate: value > EXACT_TOTAL_CAP, tableRows });

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

/** What one request's total is about: the list's table and its conditions (filters.ts), as data. */
export type TotalRequest = ListSource & { filter?: SQL; collectFilter?: SQL; searching?: boolean; share?: SearchShare };

/**
 * A page that a count of few matches reads in the same statement (readPageCounted): a rare term's trigram bitmap is
 * then read once for its total and its page.
 */
export type CountedPage = { target: PlanTarget; page: PageSql; window: Window; budget: ReadBudget };

/** The total, the rule that answered it, and the page's rows when a complete count collected them. */
export type FoundTotal<Raw> = { total: Total; rule: TotalRule; rows?: (Raw & Keyed)[] };

/**
 * The total of one request: asks TOTAL_RULES what to read next, reads it, and asks again until a rule answers.
 * `countedPage`: the page to collect beside a count of few matches (a list's page; an export has none).
 */
export async function findTotal<Raw>(reader: TotalsReader, request: TotalRequest, countedPage?: CountedPage): Promise<FoundTotal<Raw>> {
  const { db } = reader;
  const { filter, collectFilter, searching = false, share } = request;
  const size = await tableSize(reader, request.table);
  const statistics = rowsFromStatistics(size);
  const from = sql`${sql.identifier(request.table)} ${sql.raw(request.alias)}`;
  const rowsPerPage = size.statsRows > 0 && size.statsPages > 0 ? size.statsRows / size.statsPages : undefined;
  const samplePages = rowsPerPage ? Math.min(1_000, Math.max(50, Math.ceil(SAMPLE_ROWS / rowsPerPage))) : SAMPLE_PAGES;
  const facts: TotalFacts = {
    filtered: filter !== undefined,
    searching,
    throughOtherIndex: collectFilter !== undefined,
    statistics,
    fitsInSample: size.pages <= samplePages,
    share: searching && share && statistics !== undefined ? { estimated: share.share * statistics, hits: share.hits } : undefined,
  };
  const matching = filter ?? sql`true`;
  let sample: Sample | undefined;
  let rows: (Raw & Keyed)[] | undefined;
  const estimateOf = (taken: Sample) => {
    const tableRows = statistics ?? (taken.seen * 100) / taken.percent;
    return { tableRows, estimated: taken.seen > 0 ? (taken.hits / taken.seen) * tableRows : 0 };
  };
  const steps: Record<TotalStep, () => Promise<void>> = {
    'ask-planner': async () => {
      // A search through another table's index is judged by that route, the one a collect would take.
      facts.planned = await plannedRowsOf(reader, size, from, collectFilter ?? matching);
    },
    'count-few': async () => {
      // A search's estimate can also be low (a term only a few of the statistics' values hold): its count stops sooner.
      const cap = searching ? SEARCH_COUNT_CAP : EXACT_TOTAL_CAP;
      if (!countedPage) {
        facts.few = { matches: await countUpTo(db, { ...request, filter: collectFilter ?? matching }, cap), cap };
        return;
      }
      const { target, page, window, budget } = countedPage;
      const read = (on: Db) => readPageCounted<Raw>(on, page, window, cap, searching && !collectFilter);
      const counted = searching ? await inPlan(target, 'collect', read, budget) : await read(target.db);
      if (counted.matches <= cap) rows = counted.rows;
      facts.few = { matches: counted.matches, cap, reachedPages: counted.reachedPages };
    },
    'take-sample': async () => {
      const firstSamplePages = searching && rowsPerPage ? Math.max(50, Math.ceil(SEARCH_SAMPLE_ROWS / rowsPerPage)) : samplePages;
      sample = await sampledOf(reader, size, from, matching, (100 * Math.min(firstSamplePages, samplePages)) / size.pages);
      facts.sample = { ...estimateOf(sample), hits: sample.hits, again: false };
    },
    'sample-again': async () => {
      // Expected to see half as many hits again as trusted.
      const growth = Math.min(MAX_SAMPLE_GROWTH, Math.ceil((1.5 * SAMPLE_HITS_TRUSTED) / sample!.hits));
      sample = await sampledOf(reader, size, from, matching, Math.min(100, sample!.percent * growth));
      facts.sample = { ...estimateOf(sample), hits: sample.hits, again: true };
    },
  };
  for (;;) {
    const rule = chooseTotal(facts);
    if (isStep(rule.then)) {
      await steps[rule.then]();
      continue;
    }
    return { total: await answer(rule.then), rule, rows };
  }

  async function answer(kind: TotalKind): Promise<Total> {
    const tableRows = sample ? estimateOf(sample).tableRows : (statistics ?? 0);
    const estimated = (value: number): Total => ({ value: Math.round(value), estimate: true, tableRows });
    switch (kind) {
      case 'statistics':
      case 'share':
        return { ...estimated(kind === 'share' ? facts.share!.estimated : statistics!), tableRows: statistics! };
      case 'count-table': {
        const n = await countMatching(db, { ...request, filter: sql`true` });
        return capped(n, n);
      }
      case 'scan-table': {
        const row = await queryOne<{ seen: number | string; hits: number | string }>(
          db,
          sql`select count(*) as seen, count(*) filter (where ${matching}) as hits from ${from}`,
        );
        return { value: Number(row?.hits ?? 0), estimate: false, tableRows: Number(row?.seen ?? 0) };
      }
      case 'counted':
        return { value: facts.few!.matches, estimate: false, tableRows };
      case 'spread-of-few':
        return { ...estimated(extrapolated(facts.few!.matches, facts.few!.reachedPages!, size.pages)), tableRows };
      case 'planner':
        return estimated(facts.planned!.rows);
      case 'sample':
        return estimated(facts.sample!.estimated);
      case 'count-filter':
        return capped(await countMatching(db, { ...request, filter: matching }), tableRows);
      case 'count-through-other-index': {
        // Past the cap (the sample missed) the matches' spread says nothing: the figure is the cap's, an estimate.
        const counted = await countUpTo(db, { ...request, filter: collectFilter! }, EXACT_TOTAL_CAP);
        return { value: Math.max(counted, Math.round(facts.sample!.estimated)), estimate: counted > EXACT_TOTAL_CAP, tableRows };
      }
      case 'count-search':
        return { ...(await countOrExtrapolate(db, { ...request, filter: matching }, SEARCH_COUNT_CAP)), tableRows };
    }
  }
}

/** The total of a request with no page beside it (an export's, a test's). */
export async function listTotal(
  reader: TotalsReader,
  source: ListSource,
  filter: SQL | undefined,
  options: Omit<TotalRequest, keyof ListSource | 'filter'> = {},
): Promise<Total> {
  return (await findTotal(reader, { ...source, ...options, filter })).total;
}
