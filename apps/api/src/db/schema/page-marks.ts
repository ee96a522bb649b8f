import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Page marks (decision 032): for a big list in one of its orders, every `every`-th row's sort value and id, so
 * that a page asked by number deep in the list starts from the nearest mark instead of stepping over millions of
 * index entries. Written by the list engine's refresher only (lib/list-engine/page-marks.ts).
 */
export const pageMarks = pgTable(
  'page_marks',
  {
    list: text('list').notNull(),
    sortName: text('sort_name').notNull(),
    /** Mark n is the row with n × every rows before it in ascending order, as the set was built. */
    markNo: integer('mark_no').notNull(),
    sortValue: text('sort_value').notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.sortName, t.markNo] })],
);

/** One built set of marks: what it counted, up to which id, and the table version it is valid for. */
export const pageMarkSets = pgTable(
  'page_mark_sets',
  {
    list: text('list').notNull(),
    sortName: text('sort_name').notNull(),
    tableVersion: bigint('table_version', { mode: 'number' }).notNull(),
    /** Rows in the list (its scope) with an id up to max_id when the set was built. */
    rowCount: bigint('row_count', { mode: 'number' }).notNull(),
    maxId: bigint('max_id', { mode: 'number' }).notNull(),
    every: integer('every').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.sortName] })],
);

/**
 * A version per table, moved on by triggers (migration 0011) whenever rows leave it or a row's sort or scope
 * columns change: what marks cannot account for. Rows added later are counted at read time (ids above max_id).
 */
export const pageMarkVersions = pgTable('page_mark_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
