import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from './errors';
import { isExactCount } from './row-count';
import { whereAll } from './sql-helpers';

/**
 * Keyset ("seek") paging over an ORDER BY (sort column, id) that a btree index on (column, id) serves.
 * A page after a known row is `WHERE (column, id) < (value, id) ORDER BY column DESC, id DESC LIMIT n`: the
 * index jumps straight to it, so page 100,000 costs what page 1 costs. Exports walk a whole table this way
 * in batches; lists use it when the client hands back the cursor of the page before (see `nextCursor`).
 */
export type SortKey = {
  /** Names the order inside a cursor, so a cursor made for one order is refused by another. */
  name: string;
  /** Omitted when the id alone is the order (newest first by id). */
  column?: SQL;
  /** How the cursor's text value is read back; the comparison must use the column's own type to hit the index. */
  type: 'timestamptz' | 'text' | 'bigint';
  id: SQL;
  direction: 'asc' | 'desc';
};

export type Cursor = { value: string; id: number };

/** Rows read through a sort key carry its value as text (full microsecond precision for timestamps). */
export type Keyed = { sortValue: string; id: number };

export function orderBy(key: SortKey): SQL {
  const direction = sql.raw(key.direction);
  return key.column ? sql`${key.column} ${direction}, ${key.id} ${direction}` : sql`${key.id} ${direction}`;
}

/** The sort value selected as text: `created_at::text` keeps the microseconds a JS Date would lose. */
export function sortValue(key: SortKey): SQL<string> {
  return sql<string>`${key.column ?? key.id}::text`;
}

/** Rows strictly after the cursor in the key's order; a row-value comparison, which the (column, id) index serves. */
export function after(key: SortKey, cursor: Cursor): SQL {
  const op = sql.raw(key.direction === 'desc' ? '<' : '>');
  if (!key.column) return sql`${key.id} ${op} ${cursor.id}::bigint`;
  const value = sql`${cursor.value}::${sql.raw(key.type)}`;
  return sql`(${key.column}, ${key.id}) ${op} (${value}, ${cursor.id}::bigint)`;
}

export function encodeCursor(key: SortKey, row: Keyed): string {
  return Buffer.from(JSON.stringify([`${key.name}:${key.direction}`, row.sortValue, row.id])).toString('base64url');
}

const CURSOR_INVALID = 'cursor is not valid for this list and order; load the page without it.';

/** A cursor is opaque to clients; anything altered, or made for another order, is a 400, never a SQL error. */
export function decodeCursor(key: SortKey, raw: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(CURSOR_INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(CURSOR_INVALID);
  const [order, value, id] = parsed as unknown[];
  if (order !== `${key.name}:${key.direction}` || typeof value !== 'string' || !validValue(key, value)) throw badRequest(CURSOR_INVALID);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw badRequest(CURSOR_INVALID);
  return { value, id };
}

/** As PostgreSQL prints a timestamptz: '2024-05-01 10:00:00.123456+00'. */
const TIMESTAMP_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d{1,6})?)([+-]\d\d)(?::?(\d\d))?$/;

/** A value the database would refuse (a bad date, a NUL byte) must stop here, not as a SQL error. */
function validValue(key: SortKey, value: string): boolean {
  if (value.length > 300 || value.includes('\u0000')) return false;
  if (key.type === 'bigint') return /^-?\d{1,18}$/.test(value);
  if (key.type === 'timestamptz') {
    const match = TIMESTAMP_TEXT.exec(value);
    return match !== null && !Number.isNaN(Date.parse(`${match[1]}T${match[2]}${match[3]}:${match[4] ?? '00'}`));
  }
  return true;
}

export type PageRequest = { limit: number; page_no: number; cursor?: string };
export type PageWindow = { limit: number; offset: number; seek?: Cursor };

/** With a cursor the page starts right after it; without one (a bookmarked or jumped-to page) it is skipped to. */
export function pageWindow(key: SortKey, page: PageRequest): PageWindow {
  if (page.cursor) return { limit: page.limit, offset: 0, seek: decodeCursor(key, page.cursor) };
  return { limit: page.limit, offset: (page.page_no - 1) * page.limit };
}

type PageIdsOptions = {
  /** `panic_events p`: the table and the alias every other fragment uses. */
  from: SQL;
  alias: string;
  /** The id and the sort columns, as `p.id, p.created_at`. */
  columns: SQL;
  filter?: SQL;
  key: SortKey;
  window: PageWindow;
  /** The filter is known to match few rows (an exact count said so): collect them first, then sort. */
  collectFirst: boolean;
};

/**
 * `select <alias>.id` of one page. Two plans, chosen by how many rows the filter matches:
 * - many (or no filter): walk the order's index and keep the rows that pass; matches are dense, so a page
 *   is found after a few index entries;
 * - few: the same walk would pass over most of the index before finding them (the planner, misjudging a
 *   rare search term, does exactly that: 20 s at 2M rows). The matches are collected first through the
 *   trigram index (the subquery's OFFSET 0 keeps the planner from merging it into the ordered walk) and
 *   then sorted; the count has just read the same rows, so this is a warm re-read.
 */
export function pageIds({ from, alias, columns, filter, key, window, collectFirst }: PageIdsOptions): SQL {
  const where = whereAll([filter, window.seek ? after(key, window.seek) : undefined]);
  const name = sql.raw(alias);
  const source = collectFirst ? sql`(select ${columns} from ${from} where ${where} offset 0) as ${name}` : sql`${from} where ${where}`;
  return sql`select ${name}.id from ${source} order by ${orderBy(key)} limit ${window.limit} offset ${window.offset}`;
}

/** The cursor of the page after this one, or null on the last page. */
export function nextCursor(key: SortKey, rows: Keyed[], limit: number): string | null {
  const last = rows.at(-1);
  return last && rows.length === limit ? encodeCursor(key, last) : null;
}

/** How many rows an export reads per query. */
export const EXPORT_BATCH = 1000;

/**
 * Every row of an ordered query, fetched `batchSize` at a time: `fetchAfter(last, batchSize)` returns the
 * batch after `last`, the last row of the batch before (undefined for the first). Each batch is its own
 * short query that seeks past that row (no OFFSET, so deep batches cost what the first one does): no long
 * transaction, no server-side cursor holding a connection (PGlite has only one), and memory holds one
 * batch at a time.
 */
export async function* keysetBatches<Row>(
  fetchAfter: (last: Row | undefined, batchSize: number) => Promise<Row[]>,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Row> {
  let last: Row | undefined;
  for (;;) {
    const rows = await fetchAfter(last, batchSize);
    yield* rows;
    last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
  }
}

/** The window of the export batch after `last` (a row read through a sort key), for `keysetBatches`. */
export function batchWindow(last: Keyed | undefined, limit: number): PageWindow {
  return { limit, offset: 0, seek: last ? { value: last.sortValue, id: last.id } : undefined };
}

type ExportOptions<Rec extends Keyed, Row> = {
  /** A keyword is given: the rows it matches are counted first, to choose the batches' plan. */
  searching: boolean;
  count: () => Promise<number>;
  batch: (window: PageWindow, collectFirst: boolean) => Promise<Rec[]>;
  toRow: (record: Rec) => Row;
};

/**
 * Every matching row of a list, in its order, for a streamed export. As for a page (`pageAndTotal`), a
 * search is counted first: a rare term's rows are then collected rather than looked for along the whole
 * index, batch after batch.
 */
export function exportInBatches<Rec extends Keyed, Row>({ searching, count, batch, toRow }: ExportOptions<Rec, Row>): AsyncIterable<Row> {
  return (async function* () {
    const collectFirst = searching && isExactCount(await count());
    const records = keysetBatches<Rec>((last, limit) => batch(batchWindow(last, limit), collectFirst));
    for await (const record of records) yield toRow(record);
  })();
}
