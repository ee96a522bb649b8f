import { sql, type SQL } from 'drizzle-orm';

/**
 * A list's date filter over a timestamptz column: from `from` (inclusive) to `to` (exclusive), as
 * `dateRangeBounds` of contracts gives them; undefined when neither is set. A range on the column's own
 * (column, id) index.
 */
export function createdBetween(column: SQL, { from, to }: { from?: Date; to?: Date }): SQL | undefined {
  const parts = [from && sql`${column} >= ${from.toISOString()}::timestamptz`, to && sql`${column} < ${to.toISOString()}::timestamptz`].filter(
    (part): part is SQL => part !== undefined,
  );
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}
