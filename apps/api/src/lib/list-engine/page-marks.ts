import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/query';
import { whereAll } from '../sql-helpers';
import { after, orderBy, sortKeyOf, sortValue, type Cursor, type SortKey, type SortOrders } from './sort-key';
import type { Window } from './page-query';

/**
 * Page marks (decision 032): a page asked by number deep in a big list starts from the nearest stored mark (every
 * MARK_EVERY-th row of an order) instead of stepping over every index entry before it (page 400,000 of ten million
 * events stepped over ten million). A set of marks is exact for the rows it was built from (ids up to its max_id,
 * at its table version); rows added since are counted at read time through the primary key (ids above max_id),
 * and anything else that moves rows (a delete, a changed sort or scope column) moves the table's version on, so
 * the set is not used until the refresher builds it again (the page is then found the slow way, never wrongly).
 */
export const MARK_EVERY = 10_000;
/** Rows added since a set was built that a jump still counts; past that, it waits for the rebuild. */
const ADDED_COUNTED_AT_MOST = 50_000;
/** The refresher rebuilds a set once this many rows were added since, which keeps the counts above small. */
const REBUILD_AFTER_ADDED = 5_000;

/** A list that keeps page marks: its name in page_marks, its table (whose version triggers the migration adds), its orders. */
export type MarkedList = { name: string; table: string; from: SQL; alias: SQL; scope: SQL | undefined; orders: SortOrders };

type MarkSet = { rowCount: number; maxId: number; every: number };

const idOf = (list: Pick<MarkedList, 'alias'>) => sql`${list.alias}.id`;

async function validSet(db: Db, list: MarkedList, sortName: string): Promise<MarkSet | undefined> {
  const row = await queryOne<{ rowCount: string | number; maxId: string | number; every: number }>(
    db,
    sql`select s.row_count as "rowCount", s.max_id as "maxId", s.every from page_mark_sets s
        where s.list = ${list.name} and s.sort_name = ${sortName}
          and s.table_version = coalesce((select v.version from page_mark_versions v where v.table_name = ${list.table}), 0)`,
  );
  return row && { rowCount: Number(row.rowCount), maxId: Number(row.maxId), every: row.every };
}

/** Rows of the list added since the set was built (ids above its max_id), before `mark` in ascending order if given. */
async function countAdded(db: Db, list: MarkedList, key: SortKey, maxId: number, mark?: Cursor): Promise<number> {
  const before = mark ? after({ ...key, direction: 'desc' }, mark) : undefined;
  const row = await queryOne<{ n: string | number }>(
    db,
    sql`select count(*) as n from (select 1 from ${list.from} where ${whereAll([list.scope, sql`${idOf(list)} > ${maxId}`, before])}
        limit ${ADDED_COUNTED_AT_MOST + 1}) as added`,
  );
  return Number(row?.n ?? 0);
}

async function markAt(db: Db, list: MarkedList, sortName: string, markNo: number): Promise<Cursor | undefined> {
  const row = await queryOne<{ value: string; id: string | number }>(
    db,
    sql`select sort_value as value, row_id as id from page_marks where list = ${list.name} and sort_name = ${sortName} and mark_no = ${markNo}`,
  );
  return row && { value: row.value, id: Number(row.id) };
}

/**
 * The window of a page asked by number, restated from the nearest usable mark: `{ seek: mark, fromSeek, offset }`
 * with an offset of at most about MARK_EVERY rows; 'past-end' when the list is known to end before the page;
 * undefined when no valid set serves it (the page is then read as before).
 */
export async function windowFromMark(db: Db, list: MarkedList, key: SortKey, window: Window): Promise<Window | 'past-end' | undefined> {
  // The first page is where every list opens, and no mark serves it (the first mark is `every` rows in): one
  // statement fewer on each list's opening request.
  if (window.offset === 0) return undefined;
  const set = await validSet(db, list, key.name);
  if (!set || window.offset < set.every) return undefined;
  const added = await countAdded(db, list, key, set.maxId);
  if (added > ADDED_COUNTED_AT_MOST) return undefined;
  const rows = set.rowCount + added;
  if (window.offset >= rows) return 'past-end';
  // Ranks count from the start of the ascending order: the page's first row, and each mark (n × every rows before
  // it when built, plus the rows added before it since).
  const target = key.direction === 'asc' ? window.offset : rows - 1 - window.offset;
  const lastMark = Math.floor((set.rowCount - 1) / set.every);
  let markNo = key.direction === 'asc' ? Math.floor(target / set.every) : Math.ceil(target / set.every);
  for (let tries = 0; tries < 4 && markNo >= 0 && markNo <= lastMark; tries++) {
    const mark = await markAt(db, list, key.name, markNo);
    if (!mark) return undefined;
    const rank = markNo * set.every + (await countAdded(db, list, key, set.maxId, mark));
    const distance = key.direction === 'asc' ? target - rank : rank - target;
    if (distance >= 0) return { limit: window.limit, offset: distance, seek: mark, fromSeek: true };
    // Ascending only: rows added before this mark moved it past the page; an earlier mark is before it.
    markNo -= Math.ceil(-distance / set.every);
  }
  return undefined;
}

/** The next row `every` rows on from `from` (or the first row), among rows with ids up to maxId. */
async function stepFrom(db: Db, list: MarkedList, key: SortKey, maxId: number, from: Cursor | undefined, every: number): Promise<Cursor | undefined> {
  const row = await queryOne<{ value: string; id: string | number }>(
    db,
    sql`select ${sortValue(key)} as value, ${idOf(list)} as id from ${list.from}
        where ${whereAll([list.scope, sql`${idOf(list)} <= ${maxId}`, from && after(key, from)])}
        order by ${orderBy(key)} offset ${from ? every - 1 : 0} limit 1`,
  );
  return row && { value: row.value, id: Number(row.id) };
}

/**
 * Builds one order's marks by walking its index in steps of `every` rows, each step its own short query (PGlite's
 * one connection is shared between steps), then stores them in one transaction. The table version is read first:
 * if rows leave or move while the walk runs, the stored set is already stale and is built again next time.
 */
export async function buildPageMarks(db: Db, list: MarkedList, sortName: string, every = MARK_EVERY, isStopped: () => boolean = () => false): Promise<void> {
  const key = sortKeyOf(list.orders, idOf(list), { by: sortName, direction: 'asc' });
  const state = await queryOne<{ version: string | number; maxId: string | number }>(
    db,
    sql`select coalesce((select version from page_mark_versions where table_name = ${list.table}), 0) as version,
               (select coalesce(max(${idOf(list)}), 0) from ${list.from} where ${whereAll([list.scope])}) as "maxId"`,
  );
  const maxId = Number(state?.maxId ?? 0);
  const marks: Cursor[] = [];
  for (let mark = await stepFrom(db, list, key, maxId, undefined, every); mark; mark = await stepFrom(db, list, key, maxId, mark, every)) {
    marks.push(mark);
    await new Promise((resolve) => setImmediate(resolve));
    if (isStopped()) return;
  }
  const last = marks.at(-1);
  const tail = last
    ? await queryOne<{ n: string | number }>(
        db,
        sql`select count(*) as n from (select 1 from ${list.from} where ${whereAll([list.scope, sql`${idOf(list)} <= ${maxId}`, after(key, last)])}
            limit ${every}) as tail`,
      )
    : undefined;
  const rowCount = last ? (marks.length - 1) * every + 1 + Number(tail?.n ?? 0) : 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from page_marks where list = ${list.name} and sort_name = ${sortName}`);
    if (marks.length) {
      await tx.execute(
        sql`insert into page_marks (list, sort_name, mark_no, sort_value, row_id)
            select ${list.name}, ${sortName}, ordinality - 1, value, id
            from unnest(${toTextArray(marks.map((m) => m.value))}::text[], ${toTextArray(marks.map((m) => String(m.id)))}::bigint[]) with ordinality as m(value, id)`,
      );
    }
    await tx.execute(
      sql`insert into page_mark_sets (list, sort_name, table_version, row_count, max_id, every, built_at)
          values (${list.name}, ${sortName}, ${Number(state?.version ?? 0)}, ${rowCount}, ${maxId}, ${every}, now())
          on conflict (list, sort_name) do update set table_version = excluded.table_version, row_count = excluded.row_count,
            max_id = excluded.max_id, every = excluded.every, built_at = excluded.built_at`,
    );
  });
}

/** A PostgreSQL array literal of texts, each quoted (sort values may hold commas, quotes and braces). */
function toTextArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Whether a set needs building: none yet, built for an older table version, or too many rows added since. */
async function needsBuild(db: Db, list: MarkedList, sortName: string): Promise<boolean> {
  const set = await validSet(db, list, sortName);
  if (!set) return true;
  const key = sortKeyOf(list.orders, idOf(list), { by: sortName, direction: 'asc' });
  return (await countAdded(db, list, key, set.maxId)) >= REBUILD_AFTER_ADDED;
}

/** Builds the marks of `lists` that need it (housekeeping, every minute, with modules/marked-lists.ts). */
export async function refreshPageMarks(db: Db, lists: readonly MarkedList[], isStopped: () => boolean = () => false): Promise<number> {
  let built = 0;
  for (const list of lists) {
    for (const sortName of Object.keys(list.orders)) {
      if (isStopped()) return built;
      if (await needsBuild(db, list, sortName)) {
        await buildPageMarks(db, list, sortName, MARK_EVERY, isStopped);
        built++;
      }
    }
  }
  return built;
}
