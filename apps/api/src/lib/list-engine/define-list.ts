import { sql, type SQL } from 'drizzle-orm';
import type { ListContext } from './list-context';
import type { Db, ReadBudget } from '../../db/client';
import { whereAll } from '../sql-helpers';
import { decodeCursor, encodeCursor } from './cursor';
import { listExport, type ListExport } from './list-export';
import { budgetOf, choosePlan, inPlan, type Plan, type PlanTarget } from './page-plan';
import { windowFromMark, type MarkedList } from './page-marks';
import { readPage, readPageCounted, type Keyed, type PageSql, type Window } from './page-query';
import { sortKeyOf, type SortChoice, type SortKey, type SortOrders } from './sort-key';
import { listTotal, type CountFew, type ListSource, type SearchShare, type Total } from './totals';

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

/**
 * A request's conditions: `filter` (scope, filters and search; undefined when none applies), and when the list
 * declares a `collectSearch`, the same conditions with it in place of the search (`collectFilter`); `share`, the
 * search's known share of the table when nothing else narrows it.
 */
type Filtered = { filter: SQL | undefined; collectFilter: SQL | undefined; searching: boolean; narrowed: boolean; share?: SearchShare };

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

export function defineList<Q, Raw, Row>(list: ListDeclaration<Q, Raw, Row>): List<Q, Row> {
  const alias = sql.raw(list.alias);
  const from = sql`${sql.identifier(list.table)} ${alias}`;
  const keyOf = (query: Q): SortKey => sortKeyOf(list.orders, sql`${alias}.id`, list.sort(query));

  /**
   * Scope, filters and search together (undefined when none applies: the unfiltered plans and total), and
   * whether a search term is among them: the planner misjudges those, so their total is sampled and their
   * page's plan enforced; plain filters are left to the planner's statistics.
   */
  const filterOf = (env: ListEnv<Q>): Filtered => {
    const search = list.search?.(env);
    const collectSearch = search === undefined ? undefined : list.collectSearch?.(env);
    const filters = (list.filters?.(env) ?? []).filter((part) => part !== undefined);
    const scope = list.scope?.(search !== undefined);
    const combined = (term: SQL | undefined) => {
      const parts = [scope, ...filters, term].filter((part) => part !== undefined);
      return parts.length ? whereAll(parts) : undefined;
    };
    const filter = combined(search);
    return {
      filter,
      collectFilter: collectSearch ? combined(collectSearch) : undefined,
      searching: search !== undefined,
      narrowed: filters.length > 0 || search !== undefined,
      share: search !== undefined && filters.length === 0 ? list.searchShare?.(env) : undefined,
    };
  };

  const marked: MarkedList | undefined = list.pageMarks
    ? { name: list.pageMarks, table: list.table, from, alias, scope: list.scope?.(false), orders: list.orders }
    : undefined;

  const pageSql = (env: ListEnv<Q>, key: SortKey, { filter, collectFilter }: Filtered): PageSql => ({
    from,
    alias,
    columns: list.columns(env),
    joins: list.joins ?? sql``,
    key,
    filter,
    collectFilter,
  });

  const readWindow = (target: PlanTarget, page: PageSql, window: Window, plan: Plan, enforced: boolean, budget: ReadBudget) =>
    enforced ? inPlan(target, plan, (db) => readPage<Raw>(db, page, window, plan), budget) : readPage<Raw>(target.db, page, window, plan);

  return {
    orders: list.orders,
    source: { table: list.table, alias: list.alias },
    marked,
    async page(ctx, query, options) {
      const env: ListEnv<Q> = { ctx, query, now: ctx.now() };
      const key = keyOf(query);
      let window: Window = query.cursor
        ? { limit: query.limit, offset: 0, seek: decodeCursor(key, query.cursor) }
        : { limit: query.limit, offset: (query.page_no - 1) * query.limit };
      const filtered = filterOf(env);
      const { filter, collectFilter, searching, narrowed, share } = filtered;
      const page = pageSql(env, key, filtered);
      // A page asked by number in the whole list starts from its nearest page mark, when the list keeps them.
      const jump = marked && !narrowed && !query.cursor && options?.marks !== false ? await windowFromMark(ctx.db, marked, key, window) : undefined;
      if (jump && jump !== 'past-end') window = jump;
      const budget = budgetOf(window.offset);
      const read = (plan: Plan, enforced: boolean): Promise<(Raw & Keyed)[]> =>
        jump === 'past-end' ? Promise.resolve([]) : readWindow(ctx, page, window, plan, enforced, budget);
      let total: Total;
      let raws: (Raw & Keyed)[];
      if (filter) {
        // The total first: it says which plan finds the page. Few matches are counted and their page collected
        // in one read (unless a test asks for a plan).
        const few: { rows?: (Raw & Keyed)[] } = {};
        const countFew: CountFew = async (cap) => {
          const readCounted = (db: Db) => readPageCounted<Raw>(db, page, window, cap, searching && !collectFilter);
          const counted = searching ? await inPlan(ctx, 'collect', readCounted, budget) : await readCounted(ctx.db);
          if (counted.matches <= cap) few.rows = counted.rows;
          return counted;
        };
        total = await listTotal(ctx, list, filter, { searching, collectFilter, share, countFew: options?.plan ? undefined : countFew });
        const plan = options?.plan ?? choosePlan(total, window.offset + window.limit);
        raws = few.rows ?? (await read(plan, searching || options?.plan !== undefined));
      } else {
        [total, raws] = await Promise.all([listTotal(ctx, list, undefined), read('walk', false)]);
      }
      const last = raws.at(-1);
      return {
        rows: raws.map((raw) => list.toRow(raw, env)),
        total: total.value,
        totalIsEstimate: total.estimate,
        nextCursor: last && raws.length === window.limit ? encodeCursor(key, { sortValue: last.__sort, id: Number(last.__id) }) : null,
      };
    },

    all(ctx, query) {
      return listExport(() => {
        const env: ListEnv<Q> = { ctx, query, now: ctx.now() };
        const filtered = filterOf(env);
        const page = pageSql(env, keyOf(query), filtered);
        return {
          ctx,
          source: list,
          page,
          joinsForMany: list.joinsForMany,
          searching: filtered.searching,
          share: filtered.share,
          read: (window, plan, enforced) => readWindow(ctx, page, window, plan, enforced, 'heavy'),
          toRow: (raw) => list.toRow(raw, env),
        };
      });
    },
  };
}
