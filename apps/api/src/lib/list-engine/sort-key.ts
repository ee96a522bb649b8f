import { sql, type SQL } from 'drizzle-orm';

/**
 * One order of a list: ORDER BY (column, id), which a btree index on (column, id) serves in either direction,
 * so that a page after a known row (`after`) is an index seek whatever its depth. The id alone is an order
 * too (newest first by id): the primary key, or an index ending in id, serves it.
 */
export type SortKey = {
  /** Names the order inside a cursor, so a cursor made for one order is refused by another. */
  name: string;
  /** Omitted when the id alone is the order. */
  column?: SQL;
  /** How the cursor's text value is read back; the comparison must use the column's own type to hit the index. */
  type: 'timestamptz' | 'text' | 'bigint';
  id: SQL;
  direction: 'asc' | 'desc';
};

/**
 * An order a list offers, under the name its query gives it (`order_by=fullName`). The column must be NOT NULL:
 * a row-value comparison with a null never holds, so a cursor past a null would lose rows. `index` names the
 * index that serves the order (ending in id, so ties keep one order across pages); list-plans.test.ts checks
 * that the unfiltered page of each order reads it.
 */
export type SortOrder = { column?: SQL; type: SortKey['type']; index: string };

/** The orders of one list by name; `sort` on the list's declaration picks one with its direction. */
export type SortOrders<N extends string = string> = Record<N, SortOrder>;
export type SortChoice<N extends string = string> = { by: N; direction: 'asc' | 'desc' };

export function sortKeyOf<N extends string>(orders: SortOrders<N>, id: SQL, { by, direction }: SortChoice<N>): SortKey {
  const { column, type } = orders[by];
  return { name: by, column, type, id, direction };
}

/** The spec's DESC / ASC as the engine's direction. */
export const directionOf = (order: 'DESC' | 'ASC'): SortChoice['direction'] => (order === 'ASC' ? 'asc' : 'desc');

/** A position in an order: the sort value (as text) and id of a row. */
export type Cursor = { value: string; id: number };

export function orderBy(key: SortKey): SQL {
  const direction = sql.raw(key.direction);
  return key.column ? sql`${key.column} ${direction}, ${key.id} ${direction}` : sql`${key.id} ${direction}`;
}

/** The sort value selected as text: `created_at::text` keeps the microseconds a JS Date would lose. */
export function sortValue(key: SortKey): SQL<string> {
  return sql<string>`${key.column ?? key.id}::text`;
}

/**
 * Rows after the cursor in the key's order (from it on, when `inclusive`: a page mark is itself a row of the list);
 * a row-value comparison, which the (column, id) index serves.
 */
export function after(key: SortKey, cursor: Cursor, inclusive = false): SQL {
  const op = sql.raw((key.direction === 'desc' ? '<' : '>') + (inclusive ? '=' : ''));
  if (!key.column) return sql`${key.id} ${op} ${cursor.id}::bigint`;
  const value = sql`${cursor.value}::${sql.raw(key.type)}`;
  return sql`(${key.column}, ${key.id}) ${op} (${value}, ${cursor.id}::bigint)`;
}
