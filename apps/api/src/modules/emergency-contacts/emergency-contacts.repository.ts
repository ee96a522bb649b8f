import { sql, type SQL } from 'drizzle-orm';
import { CONTACT_ACTIVE_STATUS } from '@guardian/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { orderBy, pageIds, sortValue, type PageWindow, type SortKey } from '../../lib/keyset';
import { countMatching, countTable } from '../../lib/row-count';
import { keywordMatch, whereAll } from '../../lib/sql-helpers';

/** Newest first by id: the primary key serves it, and (is_active, id) serves it under the status filter. */
export const CONTACT_SORT: SortKey = { name: 'id', type: 'bigint', id: sql`c.id`, direction: 'desc' };

/**
 * The keyword matches the contact's name or the owner's user name. Each side is its own trigram index
 * lookup (emergency_contacts.contact_name, accounts.user_name) and the union joins the two id sets; an OR
 * across the two tables in one WHERE could use neither index.
 */
export function contactFilter(keyword: string, activeStatus: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (activeStatus === CONTACT_ACTIVE_STATUS.active) conditions.push(sql`c.is_active = true`);
  if (activeStatus === CONTACT_ACTIVE_STATUS.inactive) conditions.push(sql`c.is_active = false`);
  if (keyword) {
    conditions.push(sql`c.id in (
      select id from emergency_contacts where ${keywordMatch(keyword, [{ column: sql`contact_name`, words: true }])}
      union
      select e.id from emergency_contacts e join accounts a on a.id = e.user_id where ${keywordMatch(keyword, [{ column: sql`a.user_name` }])}
    )`);
  }
  return conditions.length ? whereAll(conditions) : undefined;
}

export type ContactRecord = {
  id: number;
  sortValue: string;
  contactName: string;
  contactEmail: string | null;
  countryCode: string;
  contactNumber: string;
  userName: string | null;
  isDeleted: boolean;
  consentStatus: number;
  isActive: boolean;
};

/** One page or export batch; the ids come from the index first (see selectPanicEvents for why). */
export async function selectContacts(db: Db, filter: SQL | undefined, window: PageWindow, collectFirst = false): Promise<ContactRecord[]> {
  const ids = pageIds({ from: sql`emergency_contacts c`, alias: 'c', columns: sql`c.id`, filter, key: CONTACT_SORT, window, collectFirst });
  const rows = await queryRows<ContactRecord & { id: number | string }>(
    db,
    sql`
      with page as (${ids})
      select c.id, ${sortValue(CONTACT_SORT)} as "sortValue", c.contact_name as "contactName", c.contact_email as "contactEmail",
             c.country_code as "countryCode", c.contact_number as "contactNumber", a.user_name as "userName",
             c.is_deleted as "isDeleted", c.consent_status as "consentStatus", c.is_active as "isActive"
      from page join emergency_contacts c on c.id = page.id
      left join accounts a on a.id = c.user_id
      order by ${orderBy(CONTACT_SORT)}
    `,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export function countContacts(db: Db, filter: SQL | undefined): Promise<number> {
  if (!filter) return countTable(db, 'emergency_contacts');
  return countMatching(db, { table: 'emergency_contacts', alias: 'c', filter });
}
