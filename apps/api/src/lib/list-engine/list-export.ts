import { sql, type SQL } from 'drizzle-orm';
import type { ListContext } from './list-context';
import type { CopyStatement } from '../../db/copy-out';
import { choosePlan, planSettings, type Plan } from './page-plan';
import { planFilter, type Keyed, type PageSql, type Window } from './page-query';
import { orderBy, type Cursor } from './sort-key';
import { listTotal, type ListSource, type SearchShare } from './totals';

/** How many rows an export reads per query on the batch path. */
export const EXPORT_BATCH = 1000;

/**
 * From this many rows a COPY joins a list's `joinsForMany`: one pass over the joined set (about a second at a
 * million devices) then costs less than a lookup per row; below it, the per-row lookups of a few rows win.
 */
export const MANY_ROWS = 10_000;

/** One list's export (`List.all`): nothing is read until it is opened, once the export's turn has come. */
export type ListExport<Row> = { open: () => Promise<OpenExport<Row>> };

export type OpenExport<Row> = {
  /** The list's total: about how many rows the file will hold (exact up to the cap). */
  total: number;
  /** Every matching row in the list's order, in keyset batches of EXPORT_BATCH: the path PGlite takes. */
  rows: () => AsyncIterable<Row>;
  /** The same rows, as the given cells, in one SELECT with the plan's settings: PostgreSQL's COPY path. */
  copy: (cells: SQL[]) => CopyStatement;
};

/** What the engine knows of one export request: its SQL parts, whether a search is among its filters, its reader. */
export type ExportParts<Raw, Row> = {
  ctx: ListContext;
  source: ListSource;
  page: PageSql;
  joinsForMany?: SQL;
  searching: boolean;
  share?: SearchShare;
  read: (window: Window, plan: Plan, enforced: boolean) => Promise<(Raw & Keyed)[]>;
  toRow: (raw: Raw) => Row;
};

/**
 * Both export paths choose one plan, as for a page of EXPORT_BATCH rows, enforced under a search (decision 024).
 * COPY is one long statement: unfiltered it walks the order's index too, so the first rows leave at once rather
 * than after a sort of the whole table; plain filters are left to the planner, as for pages.
 */
export function listExport<Raw, Row>(parts: () => ExportParts<Raw, Row>): ListExport<Row> {
  return {
    async open() {
      const { ctx, source, page, joinsForMany, searching, share, read, toRow } = parts();
      const total = await listTotal(ctx, source, page.filter, { searching, collectFilter: page.collectFilter, share });
      const plan: Plan = page.filter ? choosePlan(total, EXPORT_BATCH) : 'walk';
      const settings = page.filter === undefined || searching ? planSettings(plan) : undefined;
      return {
        total: total.value,
        rows: () => batches(read, plan, searching, toRow),
        copy: (cells) => {
          const setJoin = joinsForMany !== undefined && total.value >= MANY_ROWS;
          const filter = planFilter(page, plan);
          return {
            select: sql`select ${sql.join(cells, sql`, `)} from ${page.from} ${setJoin ? joinsForMany : page.joins}
                        where ${filter ?? sql`true`} order by ${orderBy(page.key)}`,
            // A set join needs its own sorts and hashes, so the planner must choose freely: under a walk's settings
            // (sorts off), with the COPY's 64 MB, it chose a nested loop of a million devices over 666,667
            // materialised holders, still at full CPU after 10 minutes (bench of 2026-11-24). export-copy.test
            // checks the plan has no nested loop.
            settings: setJoin ? undefined : settings,
          };
        },
      };
    },
  };
}

/**
 * Each batch is its own short query that seeks past the last row of the one before: no long transaction, no
 * server-side cursor holding a connection (PGlite has one), and memory holds one batch.
 */
async function* batches<Raw, Row>(read: ExportParts<Raw, Row>['read'], plan: Plan, searching: boolean, toRow: (raw: Raw) => Row) {
  let seek: Cursor | undefined;
  for (;;) {
    const raws = await read({ limit: EXPORT_BATCH, offset: 0, seek }, plan, searching);
    for (const raw of raws) yield toRow(raw);
    const last = raws.at(-1);
    if (!last || raws.length < EXPORT_BATCH) return;
    seek = { value: last.__sort, id: Number(last.__id) };
  }
}
