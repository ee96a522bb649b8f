import { desc, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { containsPattern } from '../../lib/sql-helpers';

/**
 * `term` anywhere in one of the columns, case-insensitively: ILIKE '%term%' per column, OR-ed, which the
 * planner answers with a BitmapOr over the GIN trigram indexes (accounts_*_trgm) instead of a scan.
 */
export function accountSearch(term: string, columns: Array<typeof accounts.fullName | typeof accounts.email | typeof accounts.userName>): SQL {
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern))) as SQL;
}

/**
 * Where a page of accounts starts (newest first), for a page number rather than a cursor (the spec's page_no).
 *
 * OFFSET on the full rows would fetch every row before the page from the heap and throw it away, so page
 * 50,000 of a million users would read half a million rows. Instead the row at the page boundary is found
 * first: `select id ... order by id desc offset n limit 1` reads only (role_id, id) entries of
 * accounts_role_id_idx — an index-only scan, no row is read — and the page is then the next `limit` rows
 * from that id on, an index range scan that reads `limit` rows. A filtered page (a search) walks the
 * matching ids the same way, from the trigram bitmap.
 */
export function pageCondition(db: Db, where: SQL, page: { page: number; limit: number }): SQL {
  const skip = (page.page - 1) * page.limit;
  if (skip === 0) return where;
  const boundary = db.select({ id: accounts.id }).from(accounts).where(where).orderBy(desc(accounts.id)).offset(skip).limit(1);
  return sql`${where} and ${lte(accounts.id, sql`(${boundary})`)}`;
}

/** The order of every account list: newest first, as accounts_role_id_idx (role_id, id) serves it backwards. */
export const newestFirst = desc(accounts.id);
