import { sql, type SQL } from 'drizzle-orm';
import type { ListContext } from './list-context';
import type { ReadBudget } from '../../db/client';
import { decodeCursor, encodeCursor } from './cursor';
import { resolveFilters, type Filters } from './filters';
import { listExport, type ListExport } from './list-export';
import { budgetOf, inPlan, planPage, type Plan, type PagePlan, type PlanTarget } from './page-plan';
import { windowFromMark, type MarkedList } from './page-marks';
import { readPage, type Keyed, type PageSql, type Window } from './page-query';
import { sortKeyOf, type SortChoice, type SortKey, type SortOrders } from './sort-key';
import { findTotal, type ListSource, type SearchShare, type Total } from './totals';

/** What every list request carries besides its own filters (the spec's page_no and limit, and our cursor). */
export type PageRequest = { limit: number; page_no: number; cursor?: string };

/** What a list's fragments are built from: the app, the parsed query and the request's clock. */
export type ListEnv<Q> = { ctx: ListContext; query: Q; now: Date };

/**
 * A list, declared once. The engine serves its pages (by cursor or by number), its total and its export from
 * this; a list's module holds nothing else about paging or counting.
 */
export type ListDeclaration<Q, Raw, Row> = ListSource & {
  /** The columns of one row, over `alias` and `joins` (`p.user_name as "userName"`), as `toRow` reads them. */
  columns: (env: ListEnv<Q>) => SQL;
  /** Joined for the page's own rows only; finding the page and counting never join. */
  joins?: SQL;
  /**
   * The same joined columns for a COPY of many rows (an export past MANY_ROWS): a plain join on a set the
   * planner can hash or merge once, where `joins` (a LATERAL lookup per row) would repeat its index lookups for
   * every row. It must give each row exactly what `joins` gives it.
   */
  joinsForMany?: SQL;
  /**
   * Always applied: which rows of the table the list is about (end users among all accounts). `searching` says a
   * search term is given, for a scope that should then be checked on the rows the search found.
   */
  scope?: (searching: boolean) => SQL;
  /** The operator's filters from the parsed query: SQL fragments over `alias`, undefined when not set. */
  filters?: (env: ListEnv<Q>) => (SQL | undefined)[];
  /** The search term as a fragment a trigram or prefix index serves; undefined when there is no term. */
  search?: (env: ListEnv<Q>) => SQL | undefined;
  /**
   * The same matches as `search`, found through a smaller table's index (the events of the accounts whose names
   * match): what a collect and a count read, where `search` would read a trigram index ten times the size. A
   * walk still tests `search` on each row it passes, which costs nothing more. These matches do not come in the
   * table's physical order, so their spread over the table says nothing of their number (totals.ts).
   */
  collectSearch?: (env: ListEnv<Q>) => SQL | undefined;
  /**
   * The search's share of the table, from a sample the server keeps in memory (decision 042), for a total past the
   * exact count without sampling the table on each request. Asked only when no filter but the scope applies besides
   * the search; undefined when the sample cannot tell.
   */
  searchShare?: (env: ListEnv<Q>) => SearchShare | undefined;
  /** The orders the list offers by name, each served by a (column, id) index; the engine ends each with the id. */
  orders: SortOrders;
  /** The query's order: one of `orders` (a name the query schema accepted) and its direction. */
  sort: (query: Q) => SortChoice;
  toRow: (raw: Raw, env: ListEnv<Q>) => Row;
  /**
   * A big list keeps page marks under this name (decision 032), so a page asked by number deep in it starts
   * from a mark. Its table needs the version triggers of migration 0011.
   */
  pageMarks?: string;
};

export type ListPage<Row> = { rows: Row[]; total: number; totalIsEstimate: boolean; nextCursor: string | null };

export { EXPORT_BATCH } from './list-export';

export type List<Q, Row> = {
  /**
   * `plan` overrides the plan a filtered page would choose, `marks: false` keeps page marks out (tests prove
   * every way gives the same rows).
   */
  page: (ctx: ListContext, query: Q & PageRequest, options?: { plan?: Plan; marks?: false }) => Promise<ListPage<Row>>;
  /** Every matching row in the list's order, for a streamed export: read in keyset batches, or as one COPY (list-export.ts). */
  all: (ctx: ListContext, query: Q) => ListExport<Row>;
  /** The declared orders (the plan test reads their indexes). */
  orders: SortOrders;
  /** The table and alias the list reads (`panic_events`, `p`). */
  source: { table: string; alias: string };
  /** What housekeeping builds page marks from, for a list declared with `pageMarks` (modules/marked-lists.ts). */
  marked?: MarkedList;
};

/**
 * A request passes through stages of plain data, each a function of what the one before gave: the declaration's
 * fragments for the request (`partsOf`, the only stage that calls the declaration before the rows) → its filters
 * (filters.ts) → the total (totals.ts, by the rules of total-rules.ts) → the page's plan (page-plan.ts) → the page's
 * raw rows (page-query.ts) → the rows the client gets (`toRows`).
 */
export function defineList<Q, Raw, Row>(list: ListDeclaration<Q, Raw, Row>): List<Q, Row> {
  const alias = sql.raw(list.alias);
  const from = sql`${sql.identifier(list.table)} ${alias}`;
  const source: ListSource = { table: list.table, alias: list.alias };

  /** The declaration's fragments for one request, as data: nothing later calls the declaration until the rows. */
  const partsOf = (env: ListEnv<Q>) => {
    const search = list.search?.(env);
    const filters = list.filters?.(env) ?? [];
    return resolveFilters({
      scope: list.scope?.(search !== undefined),
      filters,
      search,
      collectSearch: search === undefined ? undefined : list.collectSearch?.(env),
      share: search !== undefined && filters.every((part) => part === undefined) ? list.searchShare?.(env) : undefined,
    });
  };

  const pageSqlOf = (env: ListEnv<Q>, key: SortKey, { filter, collectFilter }: Filters): PageSql => ({
    from,
    alias,
    columns: list.columns(env),
    joins: list.joins ?? sql``,
    key,
    filter,
    collectFilter,
  });

  const marked: MarkedList | undefined = list.pageMarks
    ? { name: list.pageMarks, table: list.table, from, alias, scope: list.scope?.(false), orders: list.orders }
    : undefined;

  return {
    orders: list.orders,
    source,
    marked,
    async page(ctx, query, options) {
      const env: ListEnv<Q> = { ctx, query, now: ctx.now() };
      const key = sortKeyOf(list.orders, sql`${alias}.id`, list.sort(query));
      const filters = partsOf(env);
      const page = pageSqlOf(env, key, filters);
      const asked = windowOf(key, query);
      // A page asked by number in the whole list starts from its nearest page mark, when the list keeps them.
      const jump = marked && !filters.narrowed && !query.cursor && options?.marks !== false ? await windowFromMark(ctx.db, marked, key, asked) : undefined;
      const window = jump && jump !== 'past-end' ? jump : asked;
      const budget = budgetOf(window.offset);
      const read = ({ plan, enforced }: PagePlan) => (jump === 'past-end' ? Promise.resolve([]) : readPlanned<Raw>(ctx, page, window, plan, enforced, budget));
      const request = { ...source, ...filters };
      if (!filters.filter) {
        const [found, raws] = await Promise.all([findTotal<Raw>(ctx, request), read({ plan: 'walk', enforced: false })]);
        return toRows(raws, found.total, key, window.limit, (raw) => list.toRow(raw, env));
      }
      // The total first: it says which plan finds the page. Few matches are counted and their page collected in one
      // read (unless a test asks for a plan).
      const counted = options?.plan ? undefined : { target: ctx, page, window, budget };
      const found = await findTotal<Raw>(ctx, request, counted);
      const raws = found.rows ?? (await read(planPage(found.total, window.offset + window.limit, filters, options?.plan)));
      return toRows(raws, found.total, key, window.limit, (raw) => list.toRow(raw, env));
    },

    all(ctx, query) {
      return listExport(() => {
        const env: ListEnv<Q> = { ctx, query, now: ctx.now() };
        const filters = partsOf(env);
        const page = pageSqlOf(env, sortKeyOf(list.orders, sql`${alias}.id`, list.sort(query)), filters);
        return {
          ctx,
          source,
          page,
          joinsForMany: list.joinsForMany,
          searching: filters.searching,
          share: filters.share,
          read: (window, plan, enforced) => readPlanned<Raw>(ctx, page, window, plan, enforced, 'heavy'),
          toRow: (raw) => list.toRow(raw, env),
        };
      });
    },
  };
}

/** The page the query asks for: after its cursor, or by its number. */
function windowOf(key: SortKey, query: PageRequest): Window {
  return query.cursor
    ? { limit: query.limit, offset: 0, seek: decodeCursor(key, query.cursor) }
    : { limit: query.limit, offset: (query.page_no - 1) * query.limit };
}

/** A page's rows in its plan: held by the plan's settings when enforced, else as the planner chooses. */
function readPlanned<Raw>(target: PlanTarget, page: PageSql, window: Window, plan: Plan, enforced: boolean, budget: ReadBudget) {
  return enforced ? inPlan(target, plan, (db) => readPage<Raw>(db, page, window, plan), budget) : readPage<Raw>(target.db, page, window, plan);
}

/** The last stage: the client's rows, the total, and the next page's cursor when the page was full. */
function toRows<Raw, Row>(raws: (Raw & Keyed)[], total: Total, key: SortKey, limit: number, toRow: (raw: Raw) => Row): ListPage<Row> {
  const last = raws.at(-1);
  return {
    rows: raws.map(toRow),
    total: total.value,
    totalIsEstimate: total.estimate,
    nextCursor: last && raws.length === limit ? encodeCursor(key, { sortValue: last.__sort, id: Number(last.__id) }) : null,
  };
}
